"""Screenshots of the main window and every dialog as the screen shows them, to look at.

Run on a real X display of the size to check (a virtual one is fine), once per language::

    Xvfb :17 -screen 0 800x600x24 &  openbox &   # a window manager draws the title bars
    DISPLAY=:17 python tools/dialog_shots.py --lang de --out /tmp/shots/800-de
    DISPLAY=:17 QT_SCALE_FACTOR=2 python tools/dialog_shots.py --lang en --out /tmp/shots/x2

Each picture is the whole screen, so a dialog larger than the screen shows as cut off. The
window opens as on a first start (sized from the screen); nothing is read or written in the
user's folders.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="/tmp/schnapsen-shots")
    ap.add_argument("--lang", default="en", choices=("en", "de"))
    ap.add_argument("--deck", default="french")
    ap.add_argument("--level", default="intermediate",
                    help="the computer's level (its description shows on the settings page)")
    ap.add_argument("--only", default="", help="comma-separated picture names")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from schnapsen_qt import i18n
    from schnapsen_qt.engine import BummerlResult, Outcome
    from schnapsen_qt.gui.window.main_window import MainWindow
    from schnapsen_qt.gui.window.window_state import first_geometry
    from schnapsen_qt.qt import QApplication, Qt
    from schnapsen_qt.userfiles.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.install_translators(app, args.lang)
    only = {n for n in args.only.split(",") if n}

    def pump(seconds: float = 0.4) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.01)

    def shot(name: str) -> None:
        pump()
        screen = app.primaryScreen()
        path = out / f"{name}.png"
        screen.grabWindow(0).save(str(path))
        print(path, screen.availableGeometry().width(), "x",
              screen.availableGeometry().height(), file=sys.stderr)

    settings = replace(Settings(), animation_speed="instant", language=args.lang,
                       deck=args.deck, ai_level=args.level)
    w = MainWindow(settings, persist=False, seed=4)
    rect, maximized = first_geometry(app.primaryScreen().availableGeometry())
    w.setGeometry(rect)
    if maximized:
        w.setWindowState(Qt.WindowState.WindowMaximized)
    w.show()
    w.start()
    pump(1.5)
    # Some statistics so that the tables and charts have content.
    for i in range(12):
        winner = i % 3 == 0
        w.stats.record_hand("expert" if i % 2 else "intermediate", "soft",
                            Outcome(0 if winner else 1, 1 + i % 3, "claim", (66, 30)))
    w.stats.record_bummerl("expert", "soft", BummerlResult(0, True, 2, (0, 7)))
    w.stats.record_bummerl("intermediate", "soft", BummerlResult(1, False, 1, (3, 0)))

    dialogs = dialog_openers(w)
    if not only or "main" in only:
        shot("main")
    for name, open_dialog in dialogs.items():
        if only and name not in only:
            continue
        dialog = open_dialog()
        if dialog is None:
            continue
        dialog.show()
        shot(name)
        dialog.close()
        dialog.deleteLater()
        pump(0.2)
    w.controller.shutdown()
    w.close()
    return 0


def dialog_openers(w):
    """name -> function that builds (not runs) one dialog of the window."""
    from schnapsen_qt.gui.dialogs.help_dialog import HelpDialog
    from schnapsen_qt.gui.dialogs.settings_dialog import SettingsDialog
    from schnapsen_qt.gui.dialogs.stats_dialog import StatsDialog

    def settings_tab(index: int):
        def make():
            d = SettingsDialog(w.settings, w, game_running=True)
            d.tabs.setCurrentIndex(index)
            return d
        return make

    def help_tab(index: int):
        def make():
            d = HelpDialog(w.settings, w)
            d.tabs.setCurrentIndex(index)
            return d
        return make

    openers = {
        "help-rules": help_tab(0),
        "help-keys": help_tab(1),
        "settings-rules": settings_tab(0),
        "settings-game": settings_tab(1),
        "statistics": lambda: StatsDialog(w.stats, w),
    }
    for name in ("about_box", "discard_box", "welcome_dialog", "score_sheet"):
        maker = getattr(w, name, None)
        if maker is not None:
            openers[name.replace("_", "-")] = maker
    return openers


if __name__ == "__main__":
    sys.exit(main())

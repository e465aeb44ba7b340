"""Screenshots of the house rules and Sechsundsechzig for the README.

    xvfb-run -s "-screen 0 1600x1000x24" python tools/ruleset_shots.py [--out docs/images]

A Sechsundsechzig hand (six cards, the German deck) and a house hand (the number cards), each
in English and German, at 800x600 and 1366x768; the real AI at Intermediate level, "instant"
animations, fixed seeds; each picture is taken once the table is idle.
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
    ap.add_argument("--out", default=str(ROOT / "docs" / "images"))
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from schnapsen_qt import i18n
    from schnapsen_qt.engine import MELD
    from schnapsen_qt.engine.rules import PRESETS
    from schnapsen_qt.gui.main_window import MainWindow
    from schnapsen_qt.qt import QApplication
    from schnapsen_qt.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("schnapsen-qt")

    def pump(seconds: float = 0.3) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.005)

    def idle(w, timeout: float = 30.0) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            app.processEvents()
            c = w.controller
            if not w.scene.busy and (c.human_to_move or w.scene.summary_shown):
                break
            time.sleep(0.005)
        pump(0.3)

    for language in ("en", "de"):
        i18n.install_translators(app, language)
        for game, deck, seed, moves in (("sechsundsechzig", "german", 4, 2),
                                        ("house", "numbers", 6, 2)):
            for size in ((1366, 768), (800, 600)):
                settings = replace(Settings(), animation_speed="instant",
                                   ai_level="intermediate", ask_before_claim_and_close=False,
                                   rules=PRESETS[game], deck=deck, language=language,
                                   counting_aid=True)
                w = MainWindow(settings, persist=False, seed=seed)
                w.resize(*size)
                w.show()
                pump(0.3)
                w.controller.new_game(seed=seed)
                idle(w)
                for _ in range(moves):
                    legal = [a for a in w.controller.legal() if a < MELD]
                    if not legal:
                        break
                    w.scene.submit(legal[-1])
                    idle(w)
                name = f"screenshot-{game}-{language}-{size[0]}x{size[1]}.png"
                w.grab().toImage().save(str(out / name))
                print(name)
                w.controller.shutdown()
                w.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Screenshots of the real main window for docs/images/screenshot-*.png.

Run under a virtual X server (or any display)::

    xvfb-run -s "-screen 0 1600x1000x24" python tools/screenshots.py [--out docs/images]

Fixed seeds, the real AI at Intermediate level, "instant" animations; each picture is taken
once the table is idle. Pictures larger than ~500 KB are stored with a reduced palette.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

MAX_BYTES = 500_000


def deck_of(human: str, ai: str, turnup: str, stock: str) -> list[int]:
    """A pack dealt by the computer (the human leads) giving these cards."""
    from schnapsen_qt.engine import parse_card

    h, a = [parse_card(c) for c in human.split()], [parse_card(c) for c in ai.split()]
    rest = [parse_card(c) for c in stock.split()]
    return h[:3] + a[:3] + [parse_card(turnup)] + h[3:5] + a[3:5] + rest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "images"))
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from schnapsen_qt.engine import CLAIM, MELD
    from schnapsen_qt.gui.main_window import MainWindow
    from schnapsen_qt.qt import QApplication, QImage
    from schnapsen_qt.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("schnapsen-qt")
    print("platform:", app.platformName(), file=sys.stderr)
    from schnapsen_qt import i18n as _i18n

    _i18n.install_translators(app, "en")  # English plurals ("1 trick", "2 tricks")

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
            if not w.scene.busy and (c.human_to_move or w.scene.summary_shown
                                     or c.hand is None):
                break
            time.sleep(0.005)
        pump(0.25)

    def save(w, name: str) -> None:
        image = w.grab().toImage()
        path = out / f"screenshot-{name}.png"
        image.save(str(path))
        if path.stat().st_size > MAX_BYTES:
            small = image.convertToFormat(QImage.Format.Format_Indexed8)
            small.save(str(path))
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: "
              f"{image.width()}x{image.height()}, {path.stat().st_size // 1024} KB")

    def window(size, seed: int, **kw) -> MainWindow:
        settings = replace(Settings(), animation_speed="instant", ai_level="intermediate",
                           ask_before_claim_and_close=False, **kw)
        w = MainWindow(settings, persist=False, seed=seed)
        w.resize(*size)
        w.show()
        pump(0.3)
        w.controller.new_game(seed=seed)
        idle(w)
        return w

    def play_human(w, moves: int) -> None:
        """The human plays ``moves`` cards (melding first when possible, never claiming)."""
        for _ in range(moves):
            idle(w)
            c = w.controller
            if c.hand is None or c.hand.outcome is not None or not c.human_to_move:
                return
            legal = c.legal()
            melds = [a for a in legal if MELD <= a < MELD + 4]
            action = melds[0] if melds else max((a for a in legal if a < MELD),
                                                key=lambda a: (a % 5 == 0, -(a % 5)))
            w.scene.submit(action)
        idle(w)

    def finish_hand(w) -> None:
        for _ in range(40):
            idle(w)
            c = w.controller
            if w.scene.summary_shown or c.hand.outcome is not None:
                break
            legal = c.legal()
            if CLAIM in legal and c.hand.counted_points(0) >= 66:
                w.scene.submit(CLAIM)
            else:
                play_human(w, 1)
        idle(w)

    w = window((1400, 900), seed=5, counting_aid=True)
    save(w, "start")
    play_human(w, 3)
    save(w, "mid-hand")
    finish_hand(w)
    save(w, "summary")
    w.controller.shutdown()
    w.close()

    # German cards with the German interface.
    from schnapsen_qt import i18n

    i18n.install_translators(app, "de")
    w = window((1400, 900), seed=8, deck="german", back="red", language="de")
    play_human(w, 2)
    save(w, "german")
    finish_hand(w)
    save(w, "german-summary")
    w.controller.shutdown()
    w.close()
    i18n.install_translators(app, "en")

    w = window((1400, 900), seed=9, deck="french4", back="green")
    play_human(w, 1)
    save(w, "french4")
    w.controller.shutdown()
    w.close()

    w = window((800, 600), seed=12)
    play_human(w, 2)
    save(w, "small-800x600")
    w.controller.shutdown()
    w.close()

    # A small laptop screen: the window as a first start opens it on 1366x768 (maximized).
    w = window((1366, 740), seed=12)
    play_human(w, 2)
    save(w, "laptop-1366x768")
    w.controller.shutdown()
    w.close()

    # The summary after a close: 40 in trumps, close, three high trumps, Genug.
    from schnapsen_qt.engine import CLOSE, parse_card

    strong = deck_of(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                     stock="AC TC AD TD KD KH QH JH TH")
    w = window((1400, 900), seed=3)
    w.controller.new_game(deck=strong, first_dealer=1)
    idle(w)
    for action in (MELD + 3, CLOSE, parse_card("KS"), parse_card("AS"), parse_card("TS"),
                   CLAIM):
        w.scene.submit(action)
        idle(w)
    save(w, "summary-close")

    # The end of a match: a 7:0 Bummerl (a Schneider-Bummerl, counting twice) ends a
    # first-to-2 match. The score is set to 3:7 before the same winning hand.
    w.controller.new_game(deck=strong, first_dealer=1)
    w.controller.match.to_go = [3, 7]
    idle(w)
    for action in (MELD + 3, parse_card("KS"), parse_card("AS"), parse_card("TS"), CLAIM):
        w.scene.submit(action)
        idle(w)
    save(w, "match-end")
    w.controller.shutdown()
    w.close()

    # The score sheet after a few hands of a Bummerl.
    w = window((1400, 900), seed=31)
    for _ in range(3):
        finish_hand(w)
        if w.controller.match.to_go == [7, 7]:
            break
        w.scene.continue_game()
        idle(w)
    sheet = w.score_sheet()
    sheet.show()
    pump(0.4)
    image = sheet.grab().toImage()
    image.save(str(out / "screenshot-score-sheet.png"))
    print(f"screenshot-score-sheet.png: {image.width()}x{image.height()}")
    sheet.close()
    w.controller.shutdown()
    w.close()

    screen = app.primaryScreen().availableGeometry()
    w = window((max(1600, screen.width()), max(1000, screen.height())), seed=21,
               counting_aid=True)
    play_human(w, 4)
    save(w, "large")
    w.controller.shutdown()
    w.close()
    return 0


if __name__ == "__main__":
    os.environ.setdefault("SCHNAPSEN_AI_PROCESS", "1")
    sys.exit(main())

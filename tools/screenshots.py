"""Screenshots of the real main window for docs/images/screenshot-*.png.

Run under a virtual X server (or any display)::

    xvfb-run -s "-screen 0 1600x1000x24" python tools/screenshots.py [--out docs/images]

Fixed seeds, the real AI at Intermediate level, "instant" animations; each picture is taken
once the table is idle (:mod:`shot_kit`). Pictures larger than ~500 KB are stored with a
reduced palette.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from shot_kit import ROOT, Shots, deck_of


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "images"))
    args = ap.parse_args(argv)
    shots = Shots(Path(args.out))
    print("platform:", shots.app.platformName(), file=sys.stderr)
    shots.language("en")  # English plurals ("1 trick", "2 tricks")

    from schnapsen_qt.engine import CLAIM, CLOSE, MELD, parse_card

    w = shots.window((1400, 900), seed=5, counting_aid=True)
    shots.save(w, "start")
    shots.play_human(w, 3)
    shots.save(w, "mid-hand")
    shots.finish_hand(w)
    shots.save(w, "summary")
    shots.close(w)

    # German cards with the German interface.
    shots.language("de")
    w = shots.window((1400, 900), seed=8, deck="german", back="red", language="de")
    shots.play_human(w, 2)
    shots.save(w, "german")
    shots.finish_hand(w)
    shots.save(w, "german-summary")
    shots.close(w)
    shots.language("en")

    w = shots.window((1400, 900), seed=9, deck="french4", back="green")
    shots.play_human(w, 1)
    shots.save(w, "french4")
    shots.close(w)

    w = shots.window((800, 600), seed=12)
    shots.play_human(w, 2)
    shots.save(w, "small-800x600")
    shots.close(w)

    # A small laptop screen: the window as a first start opens it on 1366x768 (maximized).
    w = shots.window((1366, 740), seed=12)
    shots.play_human(w, 2)
    shots.save(w, "laptop-1366x768")
    shots.close(w)

    # The summary after a close: 40 in trumps, close, three high trumps, Genug.
    strong = deck_of(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                     stock="AC TC AD TD KD KH QH JH TH")
    w = shots.window((1400, 900), seed=3)
    w.controller.new_game(deck=strong, first_dealer=1)
    shots.idle(w)
    for action in (MELD + 3, CLOSE, parse_card("KS"), parse_card("AS"), parse_card("TS"),
                   CLAIM):
        w.scene.submit(action)
        shots.idle(w)
    shots.save(w, "summary-close")

    # The end of a match: a 7:0 Bummerl (a Schneider-Bummerl, counting twice) ends a
    # first-to-2 match. The score is set to 3:7 before the same winning hand.
    w.controller.new_game(deck=strong, first_dealer=1)
    w.controller.match.to_go = [3, 7]
    shots.idle(w)
    for action in (MELD + 3, parse_card("KS"), parse_card("AS"), parse_card("TS"), CLAIM):
        w.scene.submit(action)
        shots.idle(w)
    shots.save(w, "match-end")
    shots.close(w)

    # The score sheet after a few hands of a Bummerl.
    w = shots.window((1400, 900), seed=31)
    for _ in range(3):
        shots.finish_hand(w)
        if w.controller.match.to_go == [7, 7]:
            break
        w.scene.continue_game()
        shots.idle(w)
    sheet = w.score_sheet()
    sheet.show()
    shots.pump(0.4)
    shots.save(sheet, "score-sheet")
    sheet.close()
    shots.close(w)

    screen = shots.app.primaryScreen().availableGeometry()
    w = shots.window((max(1600, screen.width()), max(1000, screen.height())), seed=21,
                     counting_aid=True)
    shots.play_human(w, 4)
    shots.save(w, "large")
    shots.close(w)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("SCHNAPSEN_AI_PROCESS", "1")
    sys.exit(main())

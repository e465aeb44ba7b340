"""Screenshots of the house rules and Sechsundsechzig for the README.

    xvfb-run -s "-screen 0 1600x1000x24" python tools/ruleset_shots.py [--out docs/images]

A Sechsundsechzig hand (six cards, the German deck) and a house hand (the number cards), each
in English and German, at 800x600 and 1366x768; the real AI at Intermediate level, "instant"
animations, fixed seeds; each picture is taken once the table is idle (:mod:`shot_kit`).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from shot_kit import ROOT, Shots


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "images"))
    args = ap.parse_args(argv)
    shots = Shots(Path(args.out))

    from schnapsen_qt.engine import MELD
    from schnapsen_qt.engine.rules import PRESETS

    for language in ("en", "de"):
        shots.language(language)
        for game, deck, seed, moves in (("sechsundsechzig", "german", 4, 2),
                                        ("house", "numbers", 6, 2)):
            for size in ((1366, 768), (800, 600)):
                w = shots.window(size, seed, rules=PRESETS[game], deck=deck,
                                 language=language, counting_aid=True)
                for _ in range(moves):  # the highest-numbered card the rules allow
                    legal = [a for a in w.controller.legal() if a < MELD]
                    if not legal:
                        break
                    w.scene.submit(legal[-1])
                    shots.idle(w)
                shots.save(w, f"{game}-{language}-{size[0]}x{size[1]}")
                shots.close(w)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("SCHNAPSEN_AI_PROCESS", "1")
    sys.exit(main())

"""Screenshots of the Trainer (issue 42): a question and an answer, in a given size, language
and deck. ``python tools/trainer_shots.py OUT_DIR [--size 800x600] [--lang de] [--deck D]``
(run under a display, e.g. Xvfb; QT_SCALE_FACTOR=2 for scale 2)."""

from __future__ import annotations

import argparse
from pathlib import Path

from shot_kit import Shots


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--size", default="1200x800")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--deck", default="french")
    parser.add_argument("--name", default="trainer")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    shots = Shots(Path(args.out))
    shots.language(args.lang)
    w = shots.window((width, height), seed=3, deck=args.deck)
    w.open_trainer()
    shots.idle(w)
    shots.save(w, f"{args.name}-question")
    pos = w.trainer.current
    w.scene.submit(pos.natural)
    shots.idle(w)
    shots.pump(0.5)
    shots.save(w, f"{args.name}-answer")
    Shots.close(w)


if __name__ == "__main__":
    main()

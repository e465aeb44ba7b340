"""Time of the trainer's built-in positions (issue 42): generating them, checking them, grading
an answer; and the size of the shipped sets.

    python benchmarks/trainer_positions.py [--preset soft] [--hands 20] [--seed 5000]

Plays ``--hands`` self-play hands from ``--seed`` as the generator does
(:func:`schnapsen_qt.ai.positions.selfplay_positions`) and reports the process's CPU seconds
per hand and per position found; then checks the positions found (``--check``'s
replication) and grades the natural answer of every built-in position of the preset. Prints
one JSON line. Figures go in docs/PERFORMANCE.md, "Trainer positions".
"""

from __future__ import annotations

import argparse
import json
import time

from schnapsen_qt.ai.positions import (
    BUILTIN_PRESETS,
    builtin_path,
    builtin_positions,
    check_position,
    selfplay_positions,
)
from schnapsen_qt.engine.rules import PRESETS


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--preset", default="soft", choices=tuple(PRESETS))
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args()
    start = time.process_time()
    found = []
    for seed in range(args.seed, args.seed + args.hands):
        found.extend(selfplay_positions(PRESETS[args.preset], seed))
    generate = time.process_time() - start
    start = time.process_time()
    confirmed = sum(check_position(p)[0] for p in found)
    check = time.process_time() - start
    shipped = builtin_positions(args.preset) if args.preset in BUILTIN_PRESETS else []
    start = time.process_time()
    for pos in shipped:
        pos.review_of(pos.natural)
    grade = time.process_time() - start
    print(json.dumps({
        "preset": args.preset, "hands": args.hands, "positions": len(found),
        "cpu_s_per_hand": round(generate / args.hands, 2),
        "cpu_s_per_position": round(generate / max(1, len(found)), 2),
        "check_cpu_s_per_position": round(check / max(1, len(found)), 3),
        "confirmed": confirmed,
        "grade_ms_per_answer": round(1000 * grade / max(1, len(shipped)), 3),
        "shipped": len(shipped),
        "shipped_kb": {p: builtin_path(p).stat().st_size // 1024 for p in BUILTIN_PRESETS
                       if builtin_path(p).exists()},
    }))


if __name__ == "__main__":
    main()

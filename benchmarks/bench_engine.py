"""Engine speed: random self-play of complete hands on one core.

    python benchmarks/bench_engine.py [--hands 20000] [--repeat 5]

Plays full hands (policy "play": random legal cards, melds and exchanges; never closes or
claims, so every hand runs to the last trick) and prints the best and median hands per second,
plus the cost of Hand.copy(). Figures go in docs/PERFORMANCE.md.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
import timeit

from schnapsen_qt.engine import SOFT, Hand
from schnapsen_qt.engine.selfplay import selfplay


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    rates = []
    for i in range(args.repeat):
        summary = selfplay(args.hands, seed=i, rules=SOFT, policy="play")
        rates.append(summary["hands_per_second"])
    hand = Hand.shuffled(SOFT, 0, 1)
    for _ in range(6):
        hand.push_unchecked(hand.legal_actions()[0])
    copies = 200000
    copy_us = timeit.timeit(hand.copy, number=copies) / copies * 1e6
    print(json.dumps({
        "hands": args.hands,
        "repeat": args.repeat,
        "hands_per_second_best": max(rates),
        "hands_per_second_median": statistics.median(rates),
        "copy_microseconds": round(copy_us, 2),
        "when": time.strftime("%Y-%m-%d"),
    }))


if __name__ == "__main__":
    main()

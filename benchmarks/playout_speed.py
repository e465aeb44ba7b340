"""Playout speed: the search's playouts from fresh deals, by the rules and by the learned
playout policy (ai/playout_policy.py), in CPU milliseconds per playout on one core.

    python benchmarks/playout_speed.py [--deals 2000] [--repeat 3] [--seed 5]

Each playout plays a freshly dealt soft hand on until phase two (both seats choosing their
cards by the rules of thumb, or by the learned policy), then solves it, as the search does
for a way to play on. Prints the median over the repeats. Figures go in docs/PERFORMANCE.md.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from schnapsen_qt.ai.playout import playout
from schnapsen_qt.ai.playout_policy import PlayoutPolicy, default_policy
from schnapsen_qt.engine import SOFT, Hand


def _milliseconds(hands: list[Hand], policy: PlayoutPolicy | None) -> float:
    start = time.process_time()
    for hand in hands:
        playout(hand.copy(), 0, None, policy=policy)
    return (time.process_time() - start) / len(hands) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    hands = [Hand.shuffled(SOFT, rng.randrange(2), rng) for _ in range(args.deals)]
    policy = default_policy()
    rules, learned = [], []
    for _ in range(args.repeat):
        rules.append(_milliseconds(hands, None))
        learned.append(_milliseconds(hands, policy))
    print(json.dumps({
        "deals": args.deals, "repeat": args.repeat, "seed": args.seed,
        "rules_ms_per_playout": round(statistics.median(rules), 3),
        "learned_ms_per_playout": round(statistics.median(learned), 3),
        "when": time.strftime("%Y-%m-%d"),
    }))


if __name__ == "__main__":
    main()

"""AI decision time on one core: every decision of the given level in self-play hands.

    python benchmarks/ai_decisions.py --level expert --hands 60 [--samples N] [--profile]

The level plays both seats of ``--hands`` soft hands (seeded), so the positions are those the
level itself reaches. Prints median, 95th percentile and maximum seconds per decision, over all
decisions and over the searched ones (more than one candidate after claim/exchange/meld).
``--profile`` prints the top of a cProfile instead. Figures go in docs/PERFORMANCE.md, "AI".
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import random
import statistics
import time

from schnapsen_qt.ai import create_player
from schnapsen_qt.engine import SOFT, Hand


def run(level: str, hands: int, samples: int | None) -> dict:
    times: list[float] = []
    searched: list[float] = []
    rng = random.Random(1)
    for i in range(hands):
        players = [create_player(level, 2 * i, samples=samples),
                   create_player(level, 2 * i + 1, samples=samples)]
        hand = Hand.shuffled(SOFT, i % 2, rng)
        while hand.outcome is None:
            seat = hand.to_move
            view = hand.view(seat)
            start = time.perf_counter()
            decision = players[seat].decide(view)
            elapsed = time.perf_counter() - start
            times.append(elapsed)
            if decision.kind == "search":
                searched.append(elapsed)
            hand.push(decision.action, seat)

    def summary(xs: list[float]) -> dict:
        xs = sorted(xs)
        if not xs:
            return {}
        return {"n": len(xs), "median": round(statistics.median(xs), 4),
                "p95": round(xs[int(0.95 * (len(xs) - 1))], 4), "max": round(xs[-1], 4)}

    return {"level": level, "hands": hands, "samples": samples, "all": summary(times),
            "searched": summary(searched)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--level", default="expert")
    parser.add_argument("--hands", type=int, default=60)
    parser.add_argument("--samples", type=int, default=None)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        run(args.level, args.hands, args.samples)
        prof.disable()
        pstats.Stats(prof).sort_stats("cumulative").print_stats(18)
        return
    print(json.dumps(run(args.level, args.hands, args.samples)))


if __name__ == "__main__":
    main()

"""Bauernschnapsen decision time in CPU seconds: every decision of the given level when it holds
all four seats of seeded hands.

    python benchmarks/bauern_decisions.py --level master --hands 40 [--seed S]

Prints, as one JSON line, median, 95th percentile and maximum CPU seconds per decision, over all
decisions and over those with a choice (more than one candidate, so searched by the search
levels), and per phase. Figures go in docs/PERFORMANCE.md, "Bauernschnapsen".
"""

from __future__ import annotations

import argparse
import json
import random
import time

from decision_times import percentiles

from schnapsen_qt.ai.bauernschnapsen import LEVELS, create_bauern_player
from schnapsen_qt.ai.bauernschnapsen.player import candidates
from schnapsen_qt.engine.bauernschnapsen import BauernDeal


def run(level: str, hands: int, seed: int) -> dict:
    rng = random.Random(seed)
    every: list[float] = []
    chosen: list[float] = []
    by_phase: dict[str, list[float]] = {}
    for h in range(hands):
        deck = list(range(20))
        rng.shuffle(deck)
        deal = BauernDeal(deck, h % 4)
        players = [create_bauern_player(level, seed * 10 + s, deal.rules) for s in range(4)]
        while deal.outcome is None:
            seat = deal.to_move
            view = deal.view(seat)
            start = time.process_time()
            action = players[seat].choose(view)
            seconds = time.process_time() - start
            every.append(seconds)
            if len(candidates(view)) > 1:
                chosen.append(seconds)
                by_phase.setdefault(view.phase, []).append(seconds)
            deal.apply(seat, action)
    return {"level": level, "hands": hands, "seed": seed, "all": percentiles(every),
            "with_a_choice": percentiles(chosen),
            "by_phase": {p: percentiles(xs) for p, xs in sorted(by_phase.items())}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--level", choices=LEVELS, default="master")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(json.dumps(run(args.level, args.hands, args.seed)))


if __name__ == "__main__":
    main()

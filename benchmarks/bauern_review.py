"""Bauernschnapsen hand review time in CPU seconds: seeded hands played by four Expert players,
then every decision of seat 0 reviewed with the review's budget (ai/bauernschnapsen/review.py).

    python benchmarks/bauern_review.py --hands 20 [--seed S] [--samples N]

Prints, as one JSON line, the median, 95th percentile and maximum CPU seconds per hand and the
decisions per hand. Figures go in docs/PERFORMANCE.md, "Bauernschnapsen hand review".
"""

from __future__ import annotations

import argparse
import json
import random
import time

from decision_times import percentiles

from schnapsen_qt.ai.bauernschnapsen import create_bauern_player
from schnapsen_qt.ai.bauernschnapsen.review import REVIEW_BUDGET, review_hand
from schnapsen_qt.ai.bauernschnapsen.search import Budget
from schnapsen_qt.engine.bauernschnapsen import BauernDeal, BauernRules


def run(hands: int, seed: int, samples: int) -> dict:
    rules = BauernRules()
    budget = Budget(samples, REVIEW_BUDGET.noise, REVIEW_BUDGET.exact_cards)
    rng = random.Random(seed)
    seconds: list[float] = []
    decisions: list[float] = []
    for h in range(hands):
        deck = list(range(20))
        rng.shuffle(deck)
        dealer = rng.randrange(4)
        deal = BauernDeal(deck, dealer, rules)
        players = {s: create_bauern_player("expert", seed * 1000 + h * 4 + s, rules)
                   for s in range(4)}
        history = []
        while deal.outcome is None:
            seat = deal.to_move
            action = players[seat].choose(deal.view(seat))
            history.append((seat, action))
            deal.apply(seat, action)
        start = time.process_time()
        reviews = review_hand(deck, dealer, rules, history, budget=budget)
        seconds.append(time.process_time() - start)
        decisions.append(len(reviews))
    return {"hands": hands, "samples": samples, "seconds_per_hand": percentiles(seconds),
            "decisions_per_hand": percentiles(decisions)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=REVIEW_BUDGET.samples)
    args = parser.parse_args()
    print(json.dumps(run(args.hands, args.seed, args.samples)))


if __name__ == "__main__":
    main()

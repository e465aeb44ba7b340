"""Time of the post-hand review of a whole hand, on one core.

    python benchmarks/review_speed.py [--hands 50] [--level master] [--seed 1] [--rules R]
    python benchmarks/review_speed.py --noise [--hands 20]

Plays ``--hands`` hands (seeded; soft rules unless ``--rules`` names another preset; seat 0
plays Intermediate, like a club player, seat 1 Expert), then reviews every decision of seat 0
with :func:`schnapsen_qt.ai.review.review_hand` at ``--level`` (the review's default is
Master). Prints one JSON line: median and worst seconds
per hand (wall clock, and the process's CPU time, which a busy machine inflates less), seconds
per decision, decisions per hand, and how the decisions were valued (exact, all deals,
sampled). Figures go in docs/PERFORMANCE.md, "Review".

``--noise`` measures the sampling noise the mark thresholds must stand above: for sampled
decisions of seat 0 (three per hand), the values under six seeds; the action best on their
average is taken as truly best, and the loss each seed would report for playing it is
collected (median, 90th and 95th percentile, maximum).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from schnapsen_qt.ai import create_player
from schnapsen_qt.ai.review import decision_points, evaluate, review_hand
from schnapsen_qt.engine import SOFT, Hand, HandRecord
from schnapsen_qt.engine.rules import PRESETS, Rules


def play_hand(index: int, rng: random.Random, rules: Rules = SOFT) -> Hand:
    players = [create_player("intermediate", index), create_player("expert", index)]
    hand = Hand.shuffled(rules, index % 2, rng)
    while hand.outcome is None:
        seat = hand.to_move
        hand.push(players[seat].choose(hand.view(seat)), seat)
    return hand


def run(hands: int, level: str, seed: int, rules: Rules = SOFT) -> dict:
    rng = random.Random(seed)
    per_hand: list[float] = []
    cpu_hand: list[float] = []
    per_decision: list[float] = []
    cpu_decision: list[float] = []
    kinds = {"exact": 0, "all_deals": 0, "sampled": 0}
    for i in range(hands):
        hand = play_hand(i, rng, rules)
        start, cpu_start = time.perf_counter(), time.process_time()
        reviews = review_hand(hand, 0, level, seed)
        elapsed = time.perf_counter() - start
        per_hand.append(elapsed)
        cpu_hand.append(time.process_time() - cpu_start)
        if reviews:
            per_decision.append(elapsed / len(reviews))
            cpu_decision.append(cpu_hand[-1] / len(reviews))
        for r in reviews:
            kinds["exact" if r.exact else "all_deals" if r.all_deals else "sampled"] += 1
    per_hand.sort()
    cpu_hand.sort()
    return {
        "level": level, "rules": rules.preset_name(), "hands": hands, "seed": seed,
        "hand_median_s": round(statistics.median(per_hand), 2),
        "hand_worst_s": round(per_hand[-1], 2),
        "hand_mean_s": round(statistics.mean(per_hand), 2),
        "hand_cpu_median_s": round(statistics.median(cpu_hand), 2),
        "hand_cpu_worst_s": round(cpu_hand[-1], 2),
        "decision_mean_s": round(statistics.mean(per_decision), 3),
        "decision_cpu_mean_s": round(statistics.mean(cpu_decision), 3),
        "decisions": sum(kinds.values()),
        "valued": kinds,
    }


def noise(hands: int, level: str, seed: int, seeds: int = 6) -> dict:
    rng = random.Random(seed)
    false_losses: list[float] = []
    for i in range(hands):
        hand = play_hand(i, rng)
        views = [v for _, v, _ in decision_points(HandRecord.of_hand(hand), 0)
                 if len(v.legal) > 1]
        sampled = 0
        for view in views:
            evs = [evaluate(view, level, s) for s in range(seeds)]
            if evs[0].all_deals:
                continue
            acts = [v.action for v in evs[0].values]
            mean = {a: statistics.mean(e.value_of(a).value for e in evs) for a in acts}
            best = max(acts, key=lambda a: mean[a])
            false_losses += [max(v.value for v in e.values) - e.value_of(best).value
                             for e in evs]
            sampled += 1
            if sampled == 3:
                break
    xs = sorted(false_losses)
    return {"level": level, "hands": hands, "seeds": seeds, "n": len(xs),
            "false_loss_median": round(statistics.median(xs), 3),
            "p90": round(xs[int(0.9 * (len(xs) - 1))], 3),
            "p95": round(xs[int(0.95 * (len(xs) - 1))], 3), "max": round(xs[-1], 3)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=50)
    parser.add_argument("--level", default="master")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--noise", action="store_true")
    parser.add_argument("--rules", choices=tuple(PRESETS), default="soft")
    args = parser.parse_args()
    if args.noise:
        print(json.dumps(noise(args.hands, args.level, args.seed)))
    else:
        print(json.dumps(run(args.hands, args.level, args.seed, PRESETS[args.rules])))


if __name__ == "__main__":
    main()

"""How well do the search's cheap estimates value the last trick before the talon runs out?

At every lead to that trick in hands Expert plays against itself (soft rules), each deal the
leader cannot rule out is valued four ways, all for the leader in game points:

- exact: the leader's best action over every deal, the opponent answering from its own view
  (:mod:`schnapsen_qt.ai.last_trick`, what Master now decides with), its result in this deal;
- perfect information: both know every card (leader's best of closing and each lead, the
  follower's best reply; :func:`~schnapsen_qt.ai.last_trick.perfect_information_value`);
- the value model (:mod:`schnapsen_qt.ai.value_model`), as Master's closes use it earlier;
- the rule playout (Intermediate rules, then the solver), as Expert's and Master's playouts
  play it.

It prints the mean of each and its mean squared difference from the exact value, per deal
and per position (the mean over a position's deals, which is what a search averages), and
the CPU milliseconds per deal of the perfect-information value and the playout::

    python benchmarks/last_trick_estimates.py --positions 60 --seed 6
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from schnapsen_qt.ai.last_trick import LastTrick, applies, perfect_information_value
from schnapsen_qt.ai.playout import playout
from schnapsen_qt.ai.search import Searcher
from schnapsen_qt.ai.utility import utility_table
from schnapsen_qt.ai.value_model import default_model, position
from schnapsen_qt.engine import CLAIM, Hand, Rules

ESTIMATES = ("perfect_information", "model", "playout")


def _mse(a: list[float], b: list[float]) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) / len(a)


def run(positions: int, seed: int) -> dict[str, object]:
    util = utility_table(None, True)
    model = default_model()
    expert = Searcher(60, None)
    rng = random.Random(seed)
    rows: list[tuple[int, float, dict[str, float]]] = []  # (position, exact, estimates)
    cpu = dict.fromkeys(("perfect_information", "playout"), 0.0)
    found = 0
    while found < positions:
        hand = Hand.shuffled(Rules.preset("soft"), rng.randrange(2), rng)
        while hand.outcome is None:
            p = hand.to_move
            view = hand.view(p)
            cands = [a for a in view.legal if a != CLAIM]
            due = CLAIM in view.legal and view.counted_points(p) >= 66
            if hand.lead < 0 and len(cands) > 1 and not due and applies(view, cands):
                valuer = LastTrick(view, util)
                results = valuer.results(cands)
                best = max(cands, key=lambda a: (statistics.mean(results[a]), -cands.index(a)))
                for i, deal in enumerate(valuer.deals):
                    t = time.process_time()
                    pi = perfect_information_value(deal, p)
                    cpu["perfect_information"] += time.process_time() - t
                    t = time.process_time()
                    played = playout(deal.copy(), p, None)
                    cpu["playout"] += time.process_time() - t
                    modelled = model.expected(position(deal), util, 1)[1]
                    rows.append((found, results[best][i], {
                        "perfect_information": pi, "model": modelled, "playout": played}))
                found += 1
                break
            hand.push(expert.decide(view, random.Random(1)).action)
    exact = [r[1] for r in rows]
    by_position: dict[int, list[tuple[int, float, dict[str, float]]]] = {}
    for r in rows:
        by_position.setdefault(r[0], []).append(r)
    exact_means = [statistics.mean(r[1] for r in rs) for rs in by_position.values()]
    out: dict[str, object] = {"positions": positions, "deals": len(rows), "seed": seed,
                              "exact_mean": round(statistics.mean(exact), 3)}
    for name in ESTIMATES:
        values = [r[2][name] for r in rows]
        means = [statistics.mean(r[2][name] for r in rs) for rs in by_position.values()]
        out[name] = {"mean": round(statistics.mean(values), 3),
                     "mse_per_deal": round(_mse(values, exact), 3),
                     "mse_per_position": round(_mse(means, exact_means), 3)}
    out["cpu_ms_per_deal"] = {k: round(1000 * v / len(rows), 2) for k, v in cpu.items()}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=6)
    args = parser.parse_args()
    print(json.dumps(run(args.positions, args.seed)))


if __name__ == "__main__":
    main()

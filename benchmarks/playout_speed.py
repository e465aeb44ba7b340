"""Playout speed: the search's playouts from fresh deals, by the rules (in the compiled core
and by the Python loop), noisy as Master's second playout (both ways, and in the core with its
own random draws from the seed), and by the learned
playout policy (ai/playout_policy.py), in CPU milliseconds per playout on one core.

    python benchmarks/playout_speed.py [--deals 2000] [--repeat 3] [--seed 5] [--rules soft]

Each playout plays a freshly dealt hand on until phase two (both seats choosing their cards
by the rules of thumb, or by the learned policy), then solves it, as the search does for a
way to play on. The Python loop (``python_playout``) solves by the backend in use, as the
playouts did before they were compiled. Prints the median over the repeats. Figures go in
docs/PERFORMANCE.md.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable

from schnapsen_qt.ai import core
from schnapsen_qt.ai.playout import playout, python_playout
from schnapsen_qt.ai.playout_policy import PlayoutPolicy, default_policy
from schnapsen_qt.engine import PRESETS, Hand

#: Master's noisy playout (levels.py: noisy_playout).
NOISE = 0.15


def _milliseconds(hands: list[Hand], play: Callable[..., int], policy: PlayoutPolicy | None,
                  noise: float = 0.0, seeded: bool = False) -> float:
    """CPU milliseconds per playout; with ``noise`` the draws of ``random.Random(seed)``, an
    object made for each playout as the search made them, or (``seeded``) the seed alone,
    as the search passes it now."""
    start = time.process_time()
    for i, hand in enumerate(hands):
        if noise and seeded:
            play(hand.copy(), 0, None, noise=noise, seed=i * 1000 + 1)
        elif noise:
            play(hand.copy(), 0, None, noise=noise, rng=random.Random(i * 1000 + 1))
        else:
            play(hand.copy(), 0, None, policy=policy)
    return (time.process_time() - start) / len(hands) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--rules", choices=tuple(PRESETS), default="soft")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    rules = PRESETS[args.rules]
    hands = [Hand.shuffled(rules, rng.randrange(2), rng) for _ in range(args.deals)]
    policy = default_policy()
    runs: dict[str, list[float]] = {
        "rules_python": [], "rules_compiled": [], "noisy_python": [], "noisy_compiled": [],
        "noisy_compiled_seeded": [], "learned": []}
    for _ in range(args.repeat):
        runs["rules_python"].append(_milliseconds(hands, python_playout, None))
        runs["rules_compiled"].append(_milliseconds(hands, playout, None))
        runs["noisy_python"].append(_milliseconds(hands, python_playout, None, NOISE))
        runs["noisy_compiled"].append(_milliseconds(hands, playout, None, NOISE))
        runs["noisy_compiled_seeded"].append(_milliseconds(hands, playout, None, NOISE, True))
        runs["learned"].append(_milliseconds(hands, playout, policy))
    print(json.dumps({
        "deals": args.deals, "repeat": args.repeat, "seed": args.seed, "rules": args.rules,
        "backend": core.BACKEND,
        **{f"{k}_ms_per_playout": round(statistics.median(v), 4) for k, v in runs.items()},
        "when": time.strftime("%Y-%m-%d"),
    }))


if __name__ == "__main__":
    main()

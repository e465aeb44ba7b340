"""The compiled search core against the pure-Python engine and solver, in one run.

    python benchmarks/core_speed.py [--hands 20000] [--positions 300] [--deals 40] [--seed 1]
                                    [--repeats 12] [--rules soft sharp ...]

1. Random self-play of whole hands (policy "play" of engine/selfplay.py: random legal cards,
   melds and exchanges, never a close or a claim): the engine's ``selfplay`` against the
   core's ``selfplay`` (the same policy played inside the core), hands per second.
2. The phase-two solver: the same positions (the talon just closed at one of the first
   leads or just exhausted, by the rules of thumb) valued by the Python solver
   (``ai/solver.py``, a fresh solver per position) and by the core as the game calls it
   (``core.solve`` from the engine's ``Hand``, one table shared by all as ``ai/solver.py``
   keeps it, empty at the start: "ratio"), with a fresh table per position, and the core's
   search alone on states converted beforehand; the values are checked to be equal. Each
   timing is the process's CPU time, the shortest of ``--repeats`` runs (the Python
   solver's of a quarter as many), so that a machine busy with other work disturbs both
   sides alike.
3. For the search to come: whole deals solved from the first lead with every card known
   (the core only; pure Python cannot afford it).

Prints one JSON object per line and the ratios; figures go in docs/PERFORMANCE.md ("The
compiled search core"). Needs the core built (``pip install -e .``).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from schnapsen_qt.ai import core
from schnapsen_qt.ai.basic import rule_action
from schnapsen_qt.ai.solver import Solver
from schnapsen_qt.engine import CLOSE, PRESETS, Hand, Rules
from schnapsen_qt.engine.selfplay import selfplay


def phase_two_positions(rules: Rules, count: int, seed: int) -> list[Hand]:
    """Phase-two positions the search solves most: the talon just closed (at one of the
    first three leads, played by the rules of thumb until then) or just exhausted, the seat to
    move unable to go out at once; the biggest endgames (five or six cards each)."""
    rng = random.Random(seed)
    found: list[Hand] = []
    while len(found) < count:
        hand = Hand.shuffled(rules, rng.randrange(2), rng)
        close_at = rng.choice((0, 1, 2, 99))
        while hand.outcome is None and not hand.phase_two:
            legal = hand.legal_actions()
            if CLOSE in legal and hand.trick_count >= close_at:
                hand.push(CLOSE)
                continue
            seat = hand.to_move
            hand.push(rule_action(hand, seat, hand.hands[seat], legal))
        if hand.outcome is None and hand.counted_points(hand.to_move) < 66:
            found.append(hand)
    return found


def self_play(rules: Rules, hands: int, seed: int) -> dict[str, Any]:
    start = time.perf_counter()
    selfplay(hands, seed, rules, policy="play")
    python_rate = hands / (time.perf_counter() - start)
    fast = core.compiled()
    assert fast is not None
    core_hands = hands * 20  # the core is fast: more hands for a steady figure
    start = time.perf_counter()
    fast.selfplay(core.rules_key(rules), core_hands, seed, 0)
    core_rate = core_hands / (time.perf_counter() - start)
    return {"python_hands_per_s": round(python_rate), "core_hands_per_s": round(core_rate),
            "ratio": round(core_rate / python_rate, 1)}


def best_time(run: Callable[[], object], repeats: int) -> float:
    """The shortest CPU time of ``repeats`` runs: on a machine shared with other work the
    process's CPU time is inflated less than the wall clock, and the shortest run is the one
    least disturbed (timeit's rule); both sides of a ratio are timed alike."""
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
    return best


def solver(rules: Rules, positions: int, seed: int, repeats: int) -> dict[str, Any]:
    hands = phase_two_positions(rules, positions, seed)
    fast = core.compiled()
    core.use_backend("python")  # the Python solver itself, not its call into the core
    try:
        expected = [Solver(h).hand_value(h) for h in hands]
        python_time = best_time(lambda: [Solver(h).hand_value(h) for h in hands],
                                max(1, repeats // 4))
    finally:
        core.use_backend("compiled")
    # A fresh table per position.
    fresh = [core.solve(h, table=core.new_table(exact=False, bits=10)) for h in hands]
    fresh_time = best_time(
        lambda: [core.solve(h, table=core.new_table(exact=False, bits=10)) for h in hands],
        repeats)
    # One table for all, as the game's solver keeps it (ai/solver.py), empty at the start.
    shared_table = core.new_table(exact=False, bits=12)
    shared = [core.solve(h, table=shared_table) for h in hands]

    def solve_shared() -> None:
        shared_table.clear()
        for h in hands:
            core.solve(h, table=shared_table)

    shared_time = best_time(solve_shared, repeats)
    # The search alone: the states converted from the engine's hands beforehand.
    states = [core.state_of(h) for h in hands]
    searched = [fast.solve(st, shared_table) for st in states]

    def search_only() -> None:
        shared_table.clear()
        for st in states:
            fast.solve(st, shared_table)

    search_time = best_time(search_only, repeats)
    assert fresh == expected and shared == expected and searched == expected, \
        "the core's values differ"
    return {"positions": positions,
            "python_ms_per_position": round(python_time / positions * 1000, 3),
            "core_ms_per_position": round(shared_time / positions * 1000, 4),
            "ratio_fresh_table": round(python_time / fresh_time, 1),
            "ratio": round(python_time / shared_time, 1),
            "ratio_search_only": round(python_time / search_time, 1)}


def whole_deals(rules: Rules, deals: int, seed: int) -> dict[str, Any]:
    """Deals solved exactly from the first lead, a fresh table each (16,384 entries, or a
    million for the 24-card pack's far bigger trees)."""
    rng = random.Random(seed)
    times = []
    for i in range(deals):
        hand = Hand.shuffled(rules, i % 2, rng)
        start = time.perf_counter()
        core.solve(hand, table=core.new_table(bits=14 if rules.pack == 20 else 20))
        times.append(time.perf_counter() - start)
    times.sort()
    return {"deals": deals, "median_ms": round(statistics.median(times) * 1000, 1),
            "p95_ms": round(times[int(0.95 * (len(times) - 1))] * 1000, 1)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=12,
                        help="the solver's timings: the shortest of this many runs (the "
                             "Python solver's of a quarter as many)")
    parser.add_argument("--rules", nargs="*", default=sorted(PRESETS))
    args = parser.parse_args()
    if not core.available():
        raise SystemExit("the compiled core is not built or switched off: pip install -e .")
    for name in args.rules:
        rules = PRESETS[name]
        print(json.dumps({"rules": name, "self_play": self_play(rules, args.hands, args.seed),
                          "solver": solver(rules, args.positions, args.seed, args.repeats),
                          "whole_deal": whole_deals(rules, args.deals, args.seed),
                          "when": time.strftime("%Y-%m-%d")}), flush=True)


if __name__ == "__main__":
    main()

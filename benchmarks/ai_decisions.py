"""AI decision time on one core: every decision of the given level in self-play hands.

    python benchmarks/ai_decisions.py --level expert --hands 60 [--samples N] [--rules R]
        [--cpu] [--python-playouts] [--profile]

The level plays both seats of ``--hands`` hands (seeded; soft rules unless ``--rules`` names
another preset), so the positions are those the level itself reaches. Prints median, 95th
percentile and maximum seconds per decision, over all decisions and over the searched ones
(more than one candidate after claim/exchange/meld).
``--cpu`` times CPU seconds instead of the wall clock. ``--python-playouts`` plays the
search's rule playouts by the Python loop (``ai/playout.py``'s ``python_playout``, as before
the compiled playouts) with the compiled core in use otherwise: the decisions, and so the
positions, are the same either way, only the time differs.
``--profile`` prints the top of a cProfile instead. Figures go in docs/PERFORMANCE.md, "AI".
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import random
import time

from decision_times import percentiles, timed_decision

from schnapsen_qt.ai import create_player, deal_search, review, search
from schnapsen_qt.ai import playout as playouts
from schnapsen_qt.engine import Hand, Rules
from schnapsen_qt.engine.rules import PRESETS


def run(level: str, hands: int, samples: int | None, rules: Rules = PRESETS["soft"],
        cpu: bool = False) -> dict:
    times: list[float] = []
    searched: list[float] = []
    rng = random.Random(1)
    for i in range(hands):
        players = [create_player(level, 2 * i, samples=samples),
                   create_player(level, 2 * i + 1, samples=samples)]
        hand = Hand.shuffled(rules, i % 2, rng)
        while hand.outcome is None:
            seat = hand.to_move
            decision, elapsed = timed_decision(
                players[seat], hand.view(seat),
                clock=time.process_time if cpu else time.perf_counter)
            times.append(elapsed)
            if decision.kind == "search":
                searched.append(elapsed)
            hand.push(decision.action, seat)

    return {"level": level, "rules": rules.preset_name(), "hands": hands, "samples": samples,
            "clock": "cpu" if cpu else "wall", "all": percentiles(times),
            "searched": percentiles(searched)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--level", default="expert")
    parser.add_argument("--hands", type=int, default=60)
    parser.add_argument("--samples", type=int, default=None)
    parser.add_argument("--rules", choices=tuple(PRESETS), default="soft")
    parser.add_argument("--cpu", action="store_true")
    parser.add_argument("--python-playouts", action="store_true")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    rules = PRESETS[args.rules]
    if args.python_playouts:
        # Every module that calls the playout by name (deal_search through its module).
        search.playout = playouts.python_playout  # type: ignore[assignment]
        review.playout = playouts.python_playout  # type: ignore[assignment]
        playouts.playout = playouts.python_playout  # type: ignore[assignment]
        assert deal_search.playouts is playouts
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        run(args.level, args.hands, args.samples, rules, args.cpu)
        prof.disable()
        pstats.Stats(prof).sort_stats("cumulative").print_stats(18)
        return
    result = run(args.level, args.hands, args.samples, rules, args.cpu)
    result["playouts"] = "python" if args.python_playouts else "compiled"
    result["when"] = time.strftime("%Y-%m-%d %H:%M")
    print(json.dumps(result))


if __name__ == "__main__":
    main()

"""How far from the best choice are a level's phase-one decisions, judged by strong play?

A duel needs hundreds of deals to show a change of a few hundredths of a game point per hand,
because every later decision and the luck of the cards come with it. This benchmark asks
about single decisions instead. It builds a table once:

- positions: phase-one decisions (the talon open, at least two cards or a close to choose
  from, no meld, exchange or claim pending) from hands Expert plays against itself, two per
  hand, from ``--seed``;
- for each position, ``--deals`` deals of the unseen cards are drawn from the mover's view
  (as the search draws them), every candidate is played in each deal, and the hand is played
  out by ``--judge`` in both seats, each seat deciding from its own view (the same seeds for
  every candidate, so that their differences are not drowned by the luck of the deal). A
  candidate's *judged value* is the mean of those hands' game points for the mover.

Then it asks each level named in ``--levels`` for its choice in every position and prints
its mean **regret** (the best judged value minus that of its choice) and, for every level
after the first, the paired difference from the first with its standard error and the
number of positions where its regret differs (a choice of another candidate valued the same
counts as none). A lower regret is better. The judged values carry the noise of their deals,
which makes every regret a little larger, but alike for all levels: the differences between
levels are what it is for::

    python benchmarks/decision_regret.py build --hands 60 --seed 1 --table runs/regret-1.jsonl
    python benchmarks/decision_regret.py score --levels master,expert --table runs/regret-1.jsonl

``build`` appends to its table and skips the positions already there, so a long run can be
stopped and resumed. The judge is Expert (20 deals per decision, no time cap) by default; so
choices that suit Expert's own later play are slightly favoured.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
from pathlib import Path
from typing import Any

from schnapsen_qt.ai import create_player
from schnapsen_qt.ai.deals import opponent_forbidden, opponent_required, sample_deal
from schnapsen_qt.ai.search import searched_candidates
from schnapsen_qt.ai.solver import outcome_value
from schnapsen_qt.engine import SOFT, Hand
from schnapsen_qt.engine.actions import Action
from schnapsen_qt.engine.deal import shuffled_pack


def candidates(hand: Hand) -> list[Action] | None:
    """The choices a searching level weighs at this phase-one decision, or None where it
    decides without search (a meld, the trump exchange or a claim is open to it): the
    search's own rule (:func:`schnapsen_qt.ai.search.searched_candidates`)."""
    if hand.phase_two or hand.outcome is not None:
        return None
    found = searched_candidates(hand.view(hand.to_move))
    return found if isinstance(found, list) else None


def positions(index: int, seed: int, samples: int) -> tuple[list[int], int, list[list[int]]]:
    """Hand ``index``: its pack, its dealer, and the action history before each of its
    phase-one decisions (played by Expert in both seats)."""
    rng = random.Random(f"regret-positions|{seed}|{index}")
    players = [create_player("expert", rng.randrange(2**31), samples=samples,
                             time_cap=math.inf) for _ in (0, 1)]
    pack = shuffled_pack(rng)
    dealer = index % 2
    hand = Hand.deal(SOFT, dealer, pack)
    found = []
    while hand.outcome is None:
        seat = hand.to_move
        if candidates(hand) is not None:
            found.append([a for _seat, a in hand.history])
        hand.push(players[seat].choose(hand.view(seat)), seat)
    return list(pack), dealer, found


def replay(pack: list[int], dealer: int, actions: list[int]) -> Hand:
    hand = Hand.deal(SOFT, dealer, pack)
    for a in actions:
        hand.push(a, hand.to_move)
    return hand


def judge(task: tuple[int, list[int], int, list[int], int, str, int, int]) -> dict[str, Any]:
    """The judged value of every candidate of one position."""
    key, pack, dealer, actions, seed, level, samples, deals = task
    hand = replay(pack, dealer, actions)
    me = hand.to_move
    view = hand.view(me)
    cands = candidates(hand)
    assert cands is not None
    rng = random.Random(f"regret-judge|{seed}|{key}")
    forbidden, required = opponent_forbidden(view), opponent_required(view)
    totals = dict.fromkeys(cands, 0.0)
    for _ in range(deals):
        deal = sample_deal(view, rng, forbidden, required)
        seeds = (rng.randrange(2**31), rng.randrange(2**31))
        for a in cands:
            h = deal.copy()
            h.push_unchecked(a)
            players = [create_player(level, seeds[s], samples=samples, time_cap=math.inf)
                       for s in (0, 1)]
            while h.outcome is None:
                s = h.to_move
                h.push(players[s].choose(h.view(s)), s)
            totals[a] += outcome_value(h, me)
    return {"key": key, "pack": pack, "dealer": dealer, "actions": actions,
            "candidates": cands, "values": [round(totals[a] / deals, 4) for a in cands],
            "judge": level, "judge_samples": samples, "deals": deals}


def build(args: argparse.Namespace) -> None:
    table = Path(args.table)
    done = set()
    if table.exists():
        with table.open(encoding="utf-8") as f:
            done = {json.loads(line)["key"] for line in f if line.strip()}
    tasks = []
    for i in range(args.hands):
        pack, dealer, found = positions(i, args.seed, args.samples)
        pick = random.Random(f"regret-pick|{args.seed}|{i}")
        for j in sorted(pick.sample(range(len(found)), min(2, len(found)))):
            key = f"{args.seed}|{i}|{j}"
            if key not in done:
                tasks.append((key, pack, dealer, found[j], args.seed, args.judge,
                              args.judge_samples, args.deals))
    with table.open("a", encoding="utf-8") as out, multiprocessing.Pool(args.jobs) as pool:
        for row in pool.imap_unordered(judge, tasks):
            out.write(json.dumps(row) + "\n")
            out.flush()


def score(args: argparse.Namespace) -> dict[str, Any]:
    with open(args.table, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    if not rows:
        raise SystemExit(f"{args.table} holds no positions")
    levels = args.levels.split(",")
    regrets: dict[str, list[float]] = {level: [] for level in levels}
    for n, row in enumerate(rows):
        hand = replay(row["pack"], row["dealer"], row["actions"])
        values = dict(zip(row["candidates"], row["values"], strict=True))
        best = max(values.values())
        for level in levels:
            player = create_player(level, random.Random(f"regret-level|{row['key']}")
                                   .randrange(2**31))
            choice = player.choose(hand.view(hand.to_move))
            if choice not in values:
                raise SystemExit(f"{level} chose {choice}, not a candidate, in position "
                                 f"{row['key']} (row {n})")
            regrets[level].append(best - values[choice])
    first = regrets[levels[0]]
    out: dict[str, Any] = {"positions": len(rows), "table": args.table, "levels": {}}
    for level in levels:
        diffs = [x - y for x, y in zip(regrets[level], first, strict=True)]
        entry = {"regret": round(statistics.fmean(regrets[level]), 4)}
        if level != levels[0]:
            entry.update({"minus_" + levels[0]: round(statistics.fmean(diffs), 4),
                          "se": round(statistics.stdev(diffs) / math.sqrt(len(diffs)), 4),
                          "changed": sum(1 for d in diffs if d)})
        out["levels"][level] = entry
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="add judged positions to a table")
    b.add_argument("--hands", type=int, default=60)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--samples", type=int, default=20,
                   help="Expert's deals per decision in the hands the positions come from")
    b.add_argument("--deals", type=int, default=40, help="deals per position")
    b.add_argument("--judge", default="expert")
    b.add_argument("--judge-samples", type=int, default=20)
    b.add_argument("--jobs", type=int, default=1)
    b.add_argument("--table", required=True)
    s = sub.add_parser("score", help="each level's regret over a table's positions")
    s.add_argument("--levels", default="master,expert")
    s.add_argument("--table", required=True)
    args = parser.parse_args()
    if args.command == "build":
        build(args)
    else:
        print(json.dumps(score(args), indent=1))


if __name__ == "__main__":
    main()

"""Two AI levels on the same deals from both seats, hand by hand, with close calibration.

    python benchmarks/ai_duel.py --a master --b expert --deals 200 --seed 1 [--jobs 1]

Deal ``i`` (its own seeded pack, dealer ``i % 2``) is played twice: A in seat 0 and B in
seat 1, then the seats swapped. The cards are the same, so most of the luck of the deal
cancels out and a few hundred deals separate levels that full Bummerls need thousands for.
Prints one JSON object: A's mean game points per hand over the pair (with a standard error
and a 95 % interval), hands won, and for each side the **close calibration**: how often it
closed, the win rate its own search predicted for those closes, how many of those closes the
true deal wins with best play (solved exactly at the moment of closing), and how many it
really won; plus decision times. Figures go in docs/PERFORMANCE.md, "AI".

Without a score both levels play each hand for its game points. ``--scored`` plays deal ``i``
at a random Bummerl score (game points still needed by each seat, 1-7, the same for both
seatings), so that the levels play for the Bummerl as in the game; A's mean *utility* per
hand (the change of its expected Bummerl result, :mod:`schnapsen_qt.ai.utility`, about one
per game point at 7:7) is printed beside the game points.

Two versions of a level (say, two model generations, each in its own checkout) compare best
*paired*: ``--log FILE`` keeps every deal's results as a JSON line, and with the same levels,
seed and deals both versions play identical hands until their first different decision (each
seat's search is seeded by the deal, not by the version), so the difference per deal is zero
wherever no decision changed. ``--compare FILE1 FILE2`` prints A's mean gain from FILE1 to
FILE2 per hand, its standard error and how many deals differed::

    python benchmarks/ai_duel.py --a master --b expert --deals 100 --seed 12 --log old.jsonl
    python benchmarks/ai_duel.py --compare old.jsonl new.jsonl

A screen needs several seeds (docs/research/screening-seeds.md): ``--compare`` takes more
pairs, OLD NEW OLD NEW ..., one per seed, and prints each pair's gain and, under
``"pooled"``, the gain over all their deals together::

    python benchmarks/ai_duel.py --compare m601.jsonl v601.jsonl m602.jsonl v602.jsonl
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing
import random
import statistics
import time
from collections.abc import Iterable

from decision_times import percentiles, timed_decision

from schnapsen_qt.ai import create_player
from schnapsen_qt.ai.solver import Solver
from schnapsen_qt.ai.utility import measured_frequencies, utility_table
from schnapsen_qt.engine import CLOSE, Hand, Rules
from schnapsen_qt.engine.hand import shuffled_pack
from schnapsen_qt.engine.match import BUMMERL_START
from schnapsen_qt.engine.rules import PRESETS


def _closer_wins_true_deal(hand: Hand, closer: int) -> bool:
    """Does closing win the true deal with best play by both (every card known)?"""
    child = hand.copy()
    child.push_unchecked(CLOSE)
    v = Solver(child).hand_value(child)
    return (v if child.to_move == closer else -v) > 0


def _seed(*parts: object) -> int:
    return random.Random("|".join(map(str, parts))).randrange(2**31)


def play_deal(args: tuple) -> dict:
    """Deal ``index`` played twice (A in seat 0, then in seat 1)."""
    level_a, level_b, seed, index, rules_name, scored = args
    rules = Rules.preset(rules_name)
    pack = shuffled_pack(random.Random(f"duel|{seed}|{index}"), rules)
    dealer = index % 2
    # With ``scored``: game points each seat still needs, the same for both seatings.
    to_go = None
    if scored:
        r = random.Random(f"score|{seed}|{index}")
        to_go = (r.randint(1, BUMMERL_START), r.randint(1, BUMMERL_START))
    out = {"index": index, "gp_a": [], "utility_a": [], "utility_measured_a": [],
           "closes": {"a": [], "b": []},
           "times": {"a": [], "b": []}, "searched": {"a": [], "b": []}}
    for seat_a in (0, 1):
        side = {seat_a: "a", 1 - seat_a: "b"}
        players = {
            seat_a: create_player(level_a, _seed(seed, index, seat_a, "a")),
            1 - seat_a: create_player(level_b, _seed(seed, index, seat_a, "b")),
        }
        hand = Hand.deal(rules, dealer, pack)
        closes = []
        while hand.outcome is None:
            seat = hand.to_move
            view = hand.view(seat)
            score = None if to_go is None else (to_go[seat], to_go[1 - seat])
            decision, elapsed = timed_decision(players[seat], view, score)
            out["times"][side[seat]].append(elapsed)
            if decision.kind == "search":
                out["searched"][side[seat]].append(elapsed)
            if decision.action == CLOSE:
                st = decision.stats.get(CLOSE)
                closes.append({
                    "side": side[seat], "seat": seat,
                    "predicted": st.win_rate if st is not None and st.n else None,
                    "solved_win": _closer_wins_true_deal(hand, seat),
                    "tricks_played": hand.trick_count,
                    "talon": hand.talon_size,
                })
            hand.push(decision.action, seat)
        o = hand.outcome
        gp = o.game_points if o.winner == seat_a else -o.game_points
        out["gp_a"].append(gp)
        score_a = None if to_go is None else (to_go[seat_a], to_go[1 - seat_a])
        double = rules.schneider_bummerl_double
        out["utility_a"].append(utility_table(score_a, double)[gp])
        out["utility_measured_a"].append(
            utility_table(score_a, double, measured_frequencies(rules))[gp])
        for c in closes:
            c["won"] = o.winner == c["seat"]
            c["gp"] = o.game_points if c["won"] else -o.game_points
            out["closes"][c["side"]].append(c)
    return out


#: A close with at most this many talon cards left is late: the last lead before the talon
#: runs out.
LATE_TALON = 2


def close_table(closes: list[dict], parts: bool = True) -> dict:
    """Close calibration: predicted, true deals solved, really won (rates over closes); with
    ``parts`` also for the late closes alone (two talon cards left: the last lead before the
    talon runs out, where the outside program closes most) and the others apart."""
    n = len(closes)
    if not n:
        return {"closes": 0}
    predicted = [c["predicted"] for c in closes if c["predicted"] is not None]
    late = [c for c in closes if c["talon"] <= LATE_TALON]
    table = {
        "closes": n,
        "predicted_win": round(statistics.fmean(predicted), 3) if predicted else None,
        "solved_win": round(sum(c["solved_win"] for c in closes) / n, 3),
        "real_win": round(sum(c["won"] for c in closes) / n, 3),
        "game_points": sum(c["gp"] for c in closes),
        "late": len(late),
        "first_lead": sum(1 for c in closes if c["tricks_played"] == 0),
    }
    if parts:
        table["late_closes"] = close_table(late, False)
        table["earlier_closes"] = close_table(
            [c for c in closes if c["talon"] > LATE_TALON], False)
    return table


def run(level_a: str, level_b: str, deals: int, seed: int, rules: str = "soft",
        jobs: int = 1, scored: bool = False, log: str | None = None) -> dict:
    tasks = [(level_a, level_b, seed, i, rules, scored) for i in range(deals)]
    start = time.perf_counter()
    results = []
    with contextlib.ExitStack() as stack:
        out = stack.enter_context(open(log, "w", encoding="utf-8")) if log else None
        deals_done: Iterable[dict]
        if jobs > 1:
            deals_done = stack.enter_context(multiprocessing.Pool(jobs)).imap(
                play_deal, tasks, chunksize=1)
        else:
            deals_done = map(play_deal, tasks)
        for r in deals_done:
            results.append(r)
            if out is not None:
                out.write(json.dumps({"index": r["index"], "gp_a": r["gp_a"],
                                      "utility_a": r["utility_a"],
                                      "utility_measured_a": r["utility_measured_a"]}) + "\n")
                out.flush()
    pair = [sum(r["gp_a"]) / 2 for r in results]
    mean = statistics.fmean(pair)
    se = statistics.stdev(pair) / math.sqrt(len(pair)) if len(pair) > 1 else 0.0
    hands = [g for r in results for g in r["gp_a"]]
    utility = [sum(r["utility_a"]) / 2 for r in results]
    u_mean = statistics.fmean(utility)
    u_se = statistics.stdev(utility) / math.sqrt(len(utility)) if len(utility) > 1 else 0.0
    measured = [sum(r["utility_measured_a"]) / 2 for r in results]
    m_mean = statistics.fmean(measured)
    m_se = statistics.stdev(measured) / math.sqrt(len(measured)) if len(measured) > 1 else 0.0
    return {
        "a": level_a, "b": level_b, "rules": rules, "seed": seed, "deals": deals,
        "gp_per_hand_a": round(mean, 4), "se": round(se, 4),
        "ci95": [round(mean - 1.96 * se, 4), round(mean + 1.96 * se, 4)],
        "scored": scored, "utility_per_hand_a": round(u_mean, 4), "utility_se": round(u_se, 4),
        "utility_measured_per_hand_a": round(m_mean, 4), "utility_measured_se": round(m_se, 4),
        "hands_won_a": sum(1 for g in hands if g > 0), "hands": len(hands),
        "game_points": {"a": sum(g for g in hands if g > 0), "b": -sum(g for g in hands if g < 0)},
        "close_calibration": {k: close_table([c for r in results for c in r["closes"][k]])
                              for k in ("a", "b")},
        "decision_seconds": {k: percentiles([t for r in results for t in r["times"][k]])
                             for k in ("a", "b")},
        "searched_seconds": {k: percentiles([t for r in results for t in r["searched"][k]])
                             for k in ("a", "b")},
        "seconds": round(time.perf_counter() - start, 1),
    }


DealResult = tuple[float, float, float | None]


def _deal_results(path: str) -> dict[int, DealResult]:
    """Each deal of a ``--log`` file: A's game points, utility and measured-model utility per
    hand (the mean of its two seatings)."""
    try:
        with open(path, encoding="utf-8") as f:
            rows = [json.loads(line) for line in f if line.strip()]
        return {r["index"]: (sum(r["gp_a"]) / 2, sum(r["utility_a"]) / 2,
                             sum(r["utility_measured_a"]) / 2 if "utility_measured_a" in r
                             else None) for r in rows}
    except OSError as exc:
        raise SystemExit(f"cannot read {path}: {exc.strerror}") from None
    except (ValueError, KeyError, TypeError) as exc:
        raise SystemExit(f"{path} is not an ai_duel.py --log file ({exc!r})") from None


def _gains(pairs: list[tuple[DealResult, DealResult]]) -> dict:
    """The mean gain per hand (and its standard error) from the first result of each pair to
    the second, and how many pairs differ."""
    n = len(pairs)
    out: dict = {"deals": n, "differing_deals": sum(1 for a, b in pairs if a[:2] != b[:2])}
    for k, name in ((0, "gp_gain_per_hand"), (1, "utility_gain_per_hand"),
                    (2, "utility_measured_gain_per_hand")):
        if any(a[k] is None or b[k] is None for a, b in pairs):
            continue
        diff = [b[k] - a[k] for a, b in pairs]  # type: ignore[operator]
        out[name] = round(statistics.fmean(diff), 4)
        out[name.replace("gain_per_hand", "se")] = round(statistics.stdev(diff) / math.sqrt(n), 4)
    return out


def _paired(old: str, new: str) -> list[tuple[DealResult, DealResult]]:
    """The results of the deals the logs ``old`` and ``new`` share, in deal order."""
    a, b = _deal_results(old), _deal_results(new)
    common = sorted(set(a) & set(b))
    if len(common) < 2:
        raise SystemExit(f"{old} and {new} share fewer than two deals")
    return [(a[i], b[i]) for i in common]


def compare(old: str, new: str) -> dict:
    """A's mean gain per hand from the deals of log ``old`` to the same deals of ``new``."""
    return _gains(_paired(old, new))


def compare_seeds(logs: list[str]) -> dict:
    """:func:`compare` of each pair OLD NEW in ``logs`` (one pair per seed), and the gain over
    the deals of all pairs together (``"pooled"``)."""
    if len(logs) % 2:
        raise SystemExit("--compare takes pairs of logs: OLD NEW [OLD NEW ...]")
    if len(logs) == 2:
        return compare(*logs)
    pooled: list[tuple[DealResult, DealResult]] = []
    per_pair = []
    for old, new in zip(logs[::2], logs[1::2], strict=True):
        pairs = _paired(old, new)
        pooled += pairs
        per_pair.append({"old": old, "new": new, **_gains(pairs)})
    return {"pairs": per_pair, "pooled": _gains(pooled)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--a")
    parser.add_argument("--b")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="soft", choices=tuple(PRESETS))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--scored", action="store_true",
                        help="play each deal at a random Bummerl score (the levels then play "
                             "for the Bummerl, as in the game and the arena)")
    parser.add_argument("--log", help="write each deal's results to this JSON-lines file")
    parser.add_argument("--compare", nargs="+", metavar="OLD NEW",
                        help="A's paired gain from the deals of log OLD to those of NEW; "
                             "more pairs (one per seed) are also pooled")
    args = parser.parse_args()
    if args.compare:
        print(json.dumps(compare_seeds(args.compare)))
        return
    if not args.a or not args.b:
        parser.error("--a and --b are required (or --compare OLD NEW [OLD NEW ...])")
    print(json.dumps(run(args.a, args.b, args.deals, args.seed, args.rules, args.jobs,
                         args.scored, args.log)))


if __name__ == "__main__":
    main()

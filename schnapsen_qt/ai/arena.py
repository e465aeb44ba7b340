"""AI against AI over full Bummerls: ``python -m schnapsen_qt.ai.arena`` (also reachable as
``python -m schnapsen_qt.arena``).

    python -m schnapsen_qt.ai.arena --a expert --b intermediate --bummerls 200 --seed 1 --jobs 2

Bummerl ``i`` is played from its own seed ``(seed, i)``: the packs, the players' seeds, and
which seat A takes (A sits in seat 0 in even Bummerls, seat 1 in odd ones; the first dealer
alternates every two Bummerls). So ``--jobs K`` gives the same result as ``--jobs 1``. Each AI
sees only the views of its own seat. Prints one JSON object; its ``decision_seconds`` are
CPU seconds per decision (median, 95th percentile, max), so a busy machine does not inflate
them.

With ``--paired`` the Bummerls come in pairs that are dealt the same packs: Bummerl ``2j + 1``
gets hand for hand the packs of Bummerl ``2j`` (and its first dealer), with A in the other
seat. Until the first decision that differs the two play the same cards from both sides, so
much of the luck of the deal cancels out: the summary adds A's paired win rate (over the
pairs played out) with its normal 95 % interval, which needs fewer Bummerls than the plain
one to separate two levels.

With ``--log`` each finished Bummerl is appended as one JSON line, its hands listed with the
score before each, who won how many game points and why, and who closed after how many
tricks, so that a long run can be cut by the score afterwards.

The Bummerls are generated one by one as they are played (any ``--bummerls`` starts at once),
and Ctrl+C prints the result of the Bummerls finished so far (``"interrupted": true``) and
stops, without tracebacks from the worker processes.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from typing import Any

from ..engine import Hand, Match, Rules
from ..engine.actions import CLOSE, CLOSE_BEFORE_DRAW, MELD
from ..engine.deal import shuffled_pack
from ..engine.rules import PRESETS
from . import EXPERIMENTAL_LEVELS, LEVELS, create_player
from .parallel import WorkerDied, ordered_map


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_bummerl(args: tuple[Any, ...]) -> dict[str, Any]:
    """Play Bummerl ``index``; returns who won and the decision times of each side."""
    level_a, level_b, seed, index, rules_name, samples_a, samples_b, paired = args
    rng = random.Random(f"arena|{seed}|{index}")
    rules = Rules.preset(rules_name)
    seat_a = index % 2
    match = Match(rules, first_dealer=(index // 2) % 2, bummerls_to_win=1)
    side = {seat_a: "a", 1 - seat_a: "b"}
    players = {
        seat_a: create_player(level_a, rng.randrange(2**31), samples=samples_a),
        1 - seat_a: create_player(level_b, rng.randrange(2**31), samples=samples_b),
    }
    times: dict[str, list[float]] = {"a": [], "b": []}
    game_points = {"a": 0, "b": 0}
    hands = 0
    hand_rows: list[dict[str, Any]] = []
    while True:
        if paired:  # the pair's packs: Bummerl 2j + 1 is dealt what Bummerl 2j was
            pack_rng = random.Random(f"arena-pack|{seed}|{index // 2}|{hands}")
            hand = match.new_hand(deck=shuffled_pack(pack_rng, rules))
        else:
            hand = match.new_hand(rng)
        for seat in (0, 1):
            players[seat].set_match_score(match.to_go[seat], match.to_go[1 - seat])
        to_go = {side[seat]: match.to_go[seat] for seat in (0, 1)}
        while hand.outcome is None:
            seat = hand.to_move
            view = hand.view(seat)
            # CPU seconds of this process: what the decision costs one core, whatever else
            # the machine is doing (the wall clock of a busy machine says more about the load).
            start = time.process_time()
            action = players[seat].choose(view)
            times[side[seat]].append(time.process_time() - start)
            hand.push(action, seat)
        hands += 1
        if hand.outcome.winner is not None:  # a drawn hand (Sechsundsechzig) scores nothing
            game_points[side[hand.outcome.winner]] += hand.outcome.game_points
        hand_rows.append(_hand_row(hand, side, to_go))
        result = match.finish_hand(hand)
        if result is not None:
            return {
                "index": index,
                "winner": side[result.winner],
                "value": result.value,
                "game_points": game_points,
                "hands": hands,
                "hand_results": hand_rows,
                "times": times,
            }


def _hand_row(hand: Hand, side: dict[int, str], to_go: dict[str, int]) -> dict[str, Any]:
    """One finished hand of a Bummerl, for the log: the game points each side still needed
    before it, the dealer, who won it (None: a drawn hand), how many game points, why (the
    outcome reason of RECORD.md), and who closed the talon with how many tricks played
    (None where nobody did). So a run's log can be cut by the score, and a level's closes
    counted, without playing it again."""
    outcome = hand.outcome
    assert outcome is not None
    closed, close_trick = None, None
    cards_played = 0
    for seat, action in hand.history:
        if action in (CLOSE, CLOSE_BEFORE_DRAW):
            closed, close_trick = side[seat], cards_played // 2
            break
        if action < MELD:
            cards_played += 1
    return {"to_go": to_go, "dealer": side[hand.dealer],
            "winner": None if outcome.winner is None else side[outcome.winner],
            "game_points": outcome.game_points, "reason": outcome.reason,
            "closed": closed, "close_trick": close_trick}


def _summary(times: list[float]) -> dict[str, float]:
    if not times:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(times)
    return {
        "median": round(statistics.median(ordered), 4),
        "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 4),
        "max": round(ordered[-1], 4),
    }


def run(level_a: str, level_b: str, bummerls: int, seed: int, rules: str = "soft",
        jobs: int = 1, samples_a: int | None = None,
        samples_b: int | None = None, log: str | None = None,
        paired: bool = False) -> dict[str, Any]:
    """Play the Bummerls and summarise them. With ``log``, each finished Bummerl is also
    appended to that file as one JSON line at once, so a long run that is stopped early still
    leaves its figures (:func:`summarise` reads them back). A run given a log that already
    holds Bummerls of the same levels, seed and rules resumes it: those Bummerls are counted,
    not played again (every Bummerl has its own seed, so the result is the same).
    ``paired``: pairs of Bummerls dealt the same packs, A in either seat (module docstring)."""
    results = _logged_before(log, level_a, level_b, seed, rules, bummerls, paired)
    done = {r["index"] for r in results}
    tasks = ((level_a, level_b, seed, i, rules, samples_a, samples_b, paired)
             for i in range(bummerls) if i not in done)
    start = time.perf_counter()
    interrupted = False
    sink = open(log, "a", encoding="utf-8") if log else None  # noqa: SIM115 (closed below)
    try:
        for r in ordered_map(play_bummerl, tasks, jobs, bummerls - len(done)):
            results.append(_logged(r, sink, level_a, level_b, seed, rules, paired))
    except KeyboardInterrupt:  # Ctrl+C: the Bummerls finished so far
        interrupted = True
    finally:
        if sink is not None:
            sink.close()
    summary = summarise(results, level_a, level_b, seed, rules, time.perf_counter() - start,
                        paired)
    if interrupted:
        summary["interrupted"] = True
        summary["bummerls_asked"] = bummerls
    return summary


#: A run: levels A and B, seed, rules, paired.
RunKey = tuple[str, str, int, str, bool]


def read_log(path: str) -> tuple[dict[RunKey, dict[int, dict[str, Any]]], int]:
    """The finished Bummerls a log holds, by run (levels A and B, seed, rules, paired or
    not) in the order the runs first appear, then by index (the first line of an index
    counts), and how many lines are not a finished Bummerl (e.g. cut off when the machine
    stopped). Raises OSError or UnicodeDecodeError when the file cannot be read."""
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    runs: dict[RunKey, dict[int, dict[str, Any]]] = {}
    skipped = 0
    for line in lines:
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            key = (row["a"], row["b"], row["seed"], row["rules"], row.get("paired", False))
            index = row["index"]
            hash(key)
        except (ValueError, TypeError, KeyError, RecursionError):
            skipped += 1
            continue
        if not isinstance(index, int) or index < 0:
            skipped += 1
            continue
        runs.setdefault(key, {}).setdefault(index, row)
    return runs, skipped


def _logged_before(log: str | None, level_a: str, level_b: str, seed: int, rules: str,
                   bummerls: int, paired: bool = False) -> list[dict[str, Any]]:
    """The Bummerls of this run that ``log`` already holds (none if there is no such file).
    Lines of other runs are left alone, and so is a line that is not a finished Bummerl."""
    if not log:
        return []
    try:
        runs, _skipped = read_log(log)
    except FileNotFoundError:
        return []
    found = runs.get((level_a, level_b, seed, rules, paired), {})
    return [found[i] for i in sorted(found) if i < bummerls]


def _logged(result: dict[str, Any], sink: Any, level_a: str, level_b: str, seed: int,
            rules: str, paired: bool = False) -> dict[str, Any]:
    if sink is not None:
        run = {"a": level_a, "b": level_b, "seed": seed, "rules": rules}
        if paired:
            run["paired"] = True
        sink.write(json.dumps({**run, **result}) + "\n")
        sink.flush()
    return result


def summarise(results: list[dict[str, Any]], level_a: str, level_b: str, seed: int,
              rules: str, elapsed: float, paired: bool = False) -> dict[str, Any]:
    """The summary of finished Bummerls (all of a run, or those a log holds so far)."""
    bummerls = len(results)
    wins = {"a": 0, "b": 0}
    value = {"a": 0, "b": 0}
    game_points = {"a": 0, "b": 0}
    times: dict[str, list[float]] = {"a": [], "b": []}
    hands = 0
    for r in results:
        wins[r["winner"]] += 1
        value[r["winner"]] += r["value"]
        for k in ("a", "b"):
            game_points[k] += r["game_points"][k]
            times[k].extend(r["times"][k])
        hands += r["hands"]
    low, high = wilson(wins["a"], bummerls)
    summary = {
        "a": level_a,
        "b": level_b,
        "rules": rules,
        "seed": seed,
        "bummerls": bummerls,
        "wins": wins,
        "win_rate_a": round(wins["a"] / bummerls, 4) if bummerls else None,
        "ci95_a": [round(low, 4), round(high, 4)],
        "bummerl_points": value,
        "game_points": game_points,
        "hands": hands,
        "decisions": {k: len(v) for k, v in times.items()},
        "decision_seconds": {k: _summary(v) for k, v in times.items()},
        "seconds": round(elapsed, 1),
    }
    if paired:
        summary["paired"] = True
        summary.update(paired_win_rate(results))
    return summary


def paired_win_rate(results: list[dict[str, Any]]) -> dict[str, Any]:
    """A's win rate over the pairs of a paired run of which both Bummerls are finished: each
    pair scores 0, 1/2 or 1, and the interval is the normal one of the pairs' mean."""
    by_pair: dict[int, list[float]] = {}
    for r in results:
        by_pair.setdefault(r["index"] // 2, []).append(1.0 if r["winner"] == "a" else 0.0)
    scores = [sum(won) / 2 for won in by_pair.values() if len(won) == 2]
    if not scores:
        return {"pairs": 0}
    mean = statistics.fmean(scores)
    se = statistics.stdev(scores) / math.sqrt(len(scores)) if len(scores) > 1 else 0.5
    return {"pairs": len(scores), "paired_win_rate_a": round(mean, 4),
            "paired_ci95_a": [round(max(0.0, mean - 1.96 * se), 4),
                              round(min(1.0, mean + 1.96 * se), 4)]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m schnapsen_qt.ai.arena",
                                     description="AI against AI over full Bummerls")
    parser.add_argument("--a", choices=LEVELS + EXPERIMENTAL_LEVELS)
    parser.add_argument("--b", choices=LEVELS + EXPERIMENTAL_LEVELS)
    parser.add_argument("--bummerls", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rules", default="soft", choices=tuple(PRESETS))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--samples-a", type=int, default=None,
                        help="override A's search budget (deals per decision)")
    parser.add_argument("--samples-b", type=int, default=None,
                        help="override B's search budget (deals per decision)")
    parser.add_argument("--paired", action="store_true",
                        help="deal each pair of Bummerls the same packs, A in either seat")
    parser.add_argument("--log", default=None,
                        help="append each finished Bummerl to this file as a JSON line")
    parser.add_argument("--summarise", default=None, metavar="LOG",
                        help="only print the summary of the Bummerls in LOG (a run's --log)")
    args = parser.parse_args(argv)
    if args.summarise:
        return _print(_summarise_log(parser, args.summarise))
    if args.a is None or args.b is None:
        parser.error("--a and --b are required (unless --summarise)")
    if args.bummerls < 1 or args.jobs < 1:
        parser.error("--bummerls and --jobs must be at least 1")
    # Import by module name so that worker processes can unpickle the task function.
    from schnapsen_qt.ai import arena as module

    try:
        result = module.run(args.a, args.b, args.bummerls, args.seed, args.rules, args.jobs,
                            args.samples_a, args.samples_b, args.log, args.paired)
    except OSError as exc:  # --log in a folder that does not exist, a full disk
        parser.error(f"cannot write the log {args.log}: {exc.strerror or exc}")
    except WorkerDied as exc:  # killed, out of memory: what the log holds is kept
        kept = (f"; the Bummerls finished so far are in {args.log}, and the same command "
                "resumes the run") if args.log else ""
        parser.exit(1, f"{parser.prog}: error: a worker process stopped while playing a "
                       f"Bummerl (exit code {exc.exitcode}){kept}\n")
    status = _print(result)
    return status or (130 if result.get("interrupted") else 0)


def _summarise_log(parser: argparse.ArgumentParser, path: str) -> dict[str, Any]:
    """``--summarise``: the first run the log holds, with a note of what was left out (lines
    that are not a finished Bummerl, other runs' Bummerls)."""
    try:
        runs, skipped = read_log(path)
        if not runs:
            parser.error(f"{path} holds no finished Bummerl")
        (a, b, seed, rules, paired), found = next(iter(runs.items()))
        summary = summarise([found[i] for i in sorted(found)], a, b, seed, rules, 0.0,
                            paired)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError, KeyError, TypeError,
            AttributeError) as exc:
        parser.error(f"cannot summarise {path}: {type(exc).__name__}: {exc}")
    if skipped:
        summary["skipped_lines"] = skipped
    if len(runs) > 1:
        summary["other_runs"] = [{"a": k[0], "b": k[1], "seed": k[2], "rules": k[3],
                                  "paired": k[4], "bummerls": len(v)}
                                 for k, v in list(runs.items())[1:]]
    return summary


def _print(result: dict[str, Any]) -> int:
    """Print one JSON object; 1 (quietly) when the reader of standard output went away."""
    try:
        json.dump(result, sys.stdout)
        sys.stdout.write("\n")
        sys.stdout.flush()
    except BrokenPipeError:
        import contextlib
        import os

        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

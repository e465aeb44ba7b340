"""``python -m schnapsen_qt.ai decide --level L --seed S [--hint] [FILE]``.

For a hand record (RECORD.md) that stops where a seat is to move, print the action the level
chooses for that seat, as one JSON line in the record's action format. Without FILE, read one
record per line from standard input and answer each with one line. The AI gets only the
seat's player view. Bad input gives ``{"error": "..."}`` and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..engine import actions as act
from ..engine.record import HandRecord, ReplayError
from . import LEVELS, create_player, explain


def decide_record(text: str, level: str, seed: int, with_hint: bool,
                  score: tuple[int, int] | None, samples: int | None) -> dict[str, Any]:
    """The answer for one record text; raises ValueError with a message for bad input."""
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(
            f"malformed JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    try:
        hand = HandRecord.from_json(obj).replay()
    except ReplayError as exc:
        where = f"action {exc.index}: " if exc.index is not None else ""
        raise ValueError(f"bad record: {where}{exc}") from None
    if hand.outcome is not None:
        raise ValueError("the hand is already over: nobody is to move")
    seat = hand.to_move
    view = hand.view(seat)
    player = create_player(level, seed, samples=samples, score=score)
    decision = player.decide(view)
    out = act.to_json(decision.action, seat)
    if with_hint:
        h = explain(view, decision)
        out["hint"] = h.text
        out["hint_code"] = h.code
        out["hint_params"] = h.params
    return out


def _score(text: str) -> tuple[int, int]:
    try:
        me, opp = (int(x) for x in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError("expected ME,OPP, e.g. 7,3") from None
    if not (1 <= me <= 7 and 1 <= opp <= 7):
        raise argparse.ArgumentTypeError("scores to go are 1..7")
    return me, opp


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m schnapsen_qt.ai")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("decide", help="the action a level chooses for a hand record")
    p.add_argument("--level", choices=LEVELS, default="expert")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--hint", action="store_true", help="add the reason (English text)")
    p.add_argument("--score", type=_score, default=None,
                   help="Bummerl score to go of the seat to move and its opponent, e.g. 5,3")
    p.add_argument("--samples", type=int, default=None, help="override the search budget")
    p.add_argument("file", nargs="?", help="a record file (default: one record per line "
                                           "on standard input)")
    args = parser.parse_args(argv)

    def answer(text: str) -> bool:
        try:
            out = decide_record(text, args.level, args.seed, args.hint, args.score,
                                args.samples)
        except ValueError as exc:
            print(json.dumps({"error": str(exc)}), flush=True)
            return False
        print(json.dumps(out), flush=True)
        return True

    if args.file is not None:
        try:
            with open(args.file, encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError) as exc:
            print(json.dumps({"error": f"cannot read {args.file}: {exc}"}))
            return 2
        return 0 if answer(text) else 2
    ok = True
    for line in sys.stdin:
        if line.strip():
            ok = answer(line) and ok
    return 0 if ok else 2


if __name__ == "__main__":
    raise SystemExit(main())

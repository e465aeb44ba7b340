"""``python -m schnapsen_qt.ai decide --level L --seed S [--hint] [FILE]``,
``python -m schnapsen_qt.ai review --seat S [--level L] [--seed N] FILE``, and the
Bauernschnapsen games ``bauern-play`` and ``bauern-arena`` (:mod:`.bauernschnapsen.cli`).

For a hand record (RECORD.md) that stops where a seat is to move, print the action the level
chooses for that seat, as one JSON line in the record's action format, e.g.
``{"player": 1, "type": "play", "card": "KH"}`` (with ``--hint`` also ``hint``, ``hint_code``
and ``hint_params``). Without FILE, read one record per line from standard input and answer
each with one line, so that other programs can drive the AI. The AI gets only the seat's
player view, built from the record.

Bad input never gives a traceback: it gives one JSON line in the style of the engine's replay
command, ``{"error": TEXT, "error_at": I, "message": TEXT}`` (``error_at`` is the index of the
bad action, or null when the record as a whole is wrong), and exit status 2. In standard-input
mode a bad record gets its error line and the next record is answered as usual; the exit status
is then 2 if any record was bad. A bad command line (unknown level, bad seed) gives one such
line and exit status 2 before any record is read. One record may be at most
:data:`MAX_RECORD_BYTES` long: a longer one (an endless line) gives an error line and exit status
2 at once, without reading on; a record file that is not a regular file (a FIFO, ``/dev/zero``)
is refused before it is opened.

``review`` prints one JSON line per decision of seat S in the record, in order (see
:mod:`.review` and docs/ARCHITECTURE.md): ``{"index": I, "played": ACTION, "best": ACTION,
"loss": X, "values": [{"action": ACTION, "value": V}, ...], "reason": TEXT, "mark": M}``
(a value also has ``"deals": N`` where the review valued that action over fewer deals than
the others, as clearly behind the best); the last line is the open decision
(``"played": null``) when the record stops with seat S to move.
Bad input (record, seat, level, seed) gives one error line as for ``decide`` and exit status 2,
before any review line.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import sys
from typing import Any, NoReturn

from ..engine import actions as act
from ..engine.record import MAX_RECORD_BYTES, ReplayError, load_record, read_record_text
from . import LEVELS, create_player, explain, positions_cli, rating_cli
from .bauernschnapsen import cli as bauern_cli
from .review import DEFAULT_LEVEL, REVIEW_LEVELS, iter_reviews


class DecideError(ValueError):
    """Bad input for ``decide``: ``index`` is the record's action at fault, or None."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index

    def to_json(self) -> dict[str, Any]:
        return error_json(str(self), self.index)


def error_json(message: str, index: int | None = None) -> dict[str, Any]:
    return {"error": message, "error_at": index, "message": message}


def bad_record(exc: ReplayError) -> DecideError:
    """The error line for a record the engine cannot replay (message says which action)."""
    msg = str(exc)
    if exc.index is not None and not msg.startswith("action "):
        msg = f"action {exc.index}: {msg}"
    return DecideError(msg, exc.index)


def decide_record(text: str, level: str, seed: int, with_hint: bool,
                  score: tuple[int, int] | None = None,
                  samples: int | None = None,
                  time_cap: float | None = None) -> dict[str, Any]:
    """The answer for one record text; raises :class:`DecideError` for bad input.

    ``time_cap`` overrides the level's cap in seconds (``math.inf``: none, so that the
    answer depends only on the record, the level, the seed and the budget)."""
    try:
        # The engine's reader: malformed JSON, a wrong pack, unknown rules or an illegal
        # action all come back as a ReplayError with the replay command's message.
        hand = load_record(text).replay()
    except ReplayError as exc:
        raise bad_record(exc) from None
    if hand.outcome is not None:
        raise DecideError("the hand in the record is already over: nobody is to move")
    seat = hand.to_move
    view = hand.view(seat)  # the only thing the AI is given
    player = create_player(level, seed, samples=samples, time_cap=time_cap, score=score)
    decision = player.decide(view)
    if decision.action not in view.legal:  # cannot happen; never print an illegal action
        raise DecideError(f"internal error: the AI chose an illegal action {decision.action}")
    out = act.to_json(decision.action, seat)
    if with_hint:
        h = explain(view, decision, seed)
        out["hint"] = h.text
        out["hint_code"] = h.code
        out["hint_params"] = h.params
    return out


class _UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one JSON line instead of a usage dump
        raise _UsageError(message)


def _level(text: str) -> str:
    if text not in LEVELS:
        raise argparse.ArgumentTypeError(
            f"unknown AI level {text!r} (expected one of {', '.join(LEVELS)})")
    return text


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"bad seed {text!r} (expected a whole number, e.g. 7)") from None


def _review_level(text: str) -> str:
    if text not in REVIEW_LEVELS:
        raise argparse.ArgumentTypeError(
            f"unknown review level {text!r} (expected one of {', '.join(REVIEW_LEVELS)}: "
            "the levels with a search)")
    return text


def _seat(text: str) -> int:
    if text not in ("0", "1"):
        raise argparse.ArgumentTypeError(f"bad seat {text!r} (expected 0 or 1)")
    return int(text)


def _samples(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"bad sample count {text!r} (expected 1 or more)")
    return n


def _score(text: str) -> tuple[int, int]:
    try:
        me, opp = (int(x) for x in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"bad score {text!r} (expected ME,OPP, e.g. 7,3)"
                                         ) from None
    if not (1 <= me <= 7 and 1 <= opp <= 7):
        raise argparse.ArgumentTypeError(f"bad score {text!r} (scores to go are 1..7)")
    return me, opp


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m schnapsen_qt.ai")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    p = sub.add_parser("decide", help="the action a level chooses for a hand record")
    p.add_argument("--level", type=_level, default="expert",
                   help=f"one of {', '.join(LEVELS)} (default expert)")
    p.add_argument("--seed", type=_seed, default=0)
    p.add_argument("--hint", action="store_true", help="add the reason (English text)")
    p.add_argument("--score", type=_score, default=None,
                   help="Bummerl score to go of the seat to move and its opponent, e.g. 5,3")
    p.add_argument("--samples", type=_samples, default=None,
                   help="override the search budget")
    p.add_argument("--no-time-cap", action="store_true",
                   help="search the whole budget however long it takes (the answer then "
                        "depends only on the record, level, seed and budget, not on the "
                        "machine's speed)")
    p.add_argument("file", nargs="?", help="a record file (default: one record per line "
                                           "on standard input)")
    r = sub.add_parser("review", help="what each decision of one seat in a record was worth")
    r.add_argument("--seat", type=_seat, required=True, help="the seat to review, 0 or 1")
    r.add_argument("--level", type=_review_level, default=DEFAULT_LEVEL,
                   help=f"whose search values the actions: {', '.join(REVIEW_LEVELS)} "
                        f"(default {DEFAULT_LEVEL})")
    r.add_argument("--seed", type=_seed, default=0)
    r.add_argument("file", help="a record file")
    positions_cli.add_parser(sub)
    rating_cli.add_parser(sub)
    bauern_cli.add_commands(sub)
    return parser


def _emit(obj: dict[str, Any]) -> None:
    print(json.dumps(obj), flush=True)


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
    except _UsageError as exc:
        _emit(error_json(f"bad command line: {exc}"))
        return 2

    try:
        if args.command == "review":
            return _review(args.file, args.seat, args.level, args.seed)
        if args.command == "positions":
            return positions_cli.run(args)
        if args.command == "rating":
            return rating_cli.run(args)
        if args.command.startswith("bauern-"):
            return bauern_cli.run(args)
        return _decide(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away: stop quietly
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _decide(args: argparse.Namespace) -> int:
    """``decide``: one answer line per record (a file, or one record per line on stdin)."""

    def answer(text: str) -> bool:
        try:
            out = decide_record(text, args.level, args.seed, args.hint, args.score,
                                args.samples, math.inf if args.no_time_cap else None)
        except DecideError as exc:
            _emit(exc.to_json())
            return False
        except Exception as exc:  # noqa: BLE001 - a bug must not end the stream
            _emit(error_json(f"internal error: {type(exc).__name__}: {exc}"))
            return False
        _emit(out)
        return True

    if args.file is not None:
        try:
            text = read_record_text(args.file)
        except ValueError as exc:
            _emit(error_json(str(exc)))
            return 2
        return 0 if answer(text) else 2
    ok = True
    number = 0
    while True:
        raw = sys.stdin.buffer.readline(MAX_RECORD_BYTES + 1)
        if not raw:
            break
        number += 1
        if len(raw) > MAX_RECORD_BYTES:
            _emit(error_json(f"line {number} is longer than {MAX_RECORD_BYTES} bytes: "
                             "not a hand record; stopped reading"))
            return 2
        try:
            line = raw.decode("utf-8-sig" if number == 1 else "utf-8")
        except UnicodeDecodeError:
            _emit(error_json(f"line {number} is not UTF-8 text"))
            ok = False
            continue
        if line.strip():
            ok = answer(line.strip()) and ok
    return 0 if ok else 2


def _review(path: str, seat: int, level: str, seed: int) -> int:
    """Print the review lines of one record file; 2 after an error line."""
    try:
        text = read_record_text(path)
    except ValueError as exc:
        _emit(error_json(str(exc)))
        return 2
    try:
        # The record is replayed and checked in full before the first line is computed.
        for review in iter_reviews(load_record(text), seat, level, seed):
            _emit(review.to_json())
    except ReplayError as exc:
        _emit(bad_record(exc).to_json())
        return 2
    except Exception as exc:  # noqa: BLE001 - a bug gets an error line, not a traceback
        _emit(error_json(f"internal error: {type(exc).__name__}: {exc}"))
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

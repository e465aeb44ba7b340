"""Command line for the Bauernschnapsen computer players (``python -m schnapsen_qt.ai``):

- ``bauern-play --team0 L --team1 L [--games N] [--seed S] [--out DIR]``: whole games to 24
  between two teams of levels (team 0 at seats 0 and 2); one JSON line per game, and with
  ``--out`` each hand's record (docs/rules/bauernschnapsen-record.md) in DIR, which
  ``python -m schnapsen_qt.engine replay`` replays. The same seed plays the same games.
- ``bauern-arena --a L --b L [--games N] [--seed S]``: games in pairs on the same shuffles with
  the seats swapped; one JSON summary line from A's side (win rate, Bummerl, contracts bid and
  won, CPU seconds per decision). ``random`` is a team of random legal play. With
  ``--progress``, one JSON line per finished game on stderr (A's wins so far).

Bad input (an unknown level, an ``--out`` that is a file or cannot be made) gives one JSON error
line and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .arena import PLAYERS, arena, play_game


def _player(text: str) -> str:
    if text not in PLAYERS:
        raise argparse.ArgumentTypeError(
            f"unknown level {text!r} (expected one of {', '.join(PLAYERS)})")
    return text


def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"bad count {text!r} (expected 1 or more)")
    return n


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"bad seed {text!r} (expected a whole number)"
                                         ) from None


def add_commands(sub: Any) -> None:
    """Add ``bauern-play`` and ``bauern-arena`` to the ``python -m schnapsen_qt.ai`` parser."""
    p = sub.add_parser("bauern-play", help="whole Bauernschnapsen games between two teams")
    p.add_argument("--team0", type=_player, default="master", help="seats 0 and 2")
    p.add_argument("--team1", type=_player, default="intermediate", help="seats 1 and 3")
    p.add_argument("--games", type=_count, default=1)
    p.add_argument("--seed", type=_seed, default=0)
    p.add_argument("--out", type=Path, help="write each hand's record into this folder")
    a = sub.add_parser("bauern-arena", help="Bauernschnapsen teams against each other")
    a.add_argument("--a", type=_player, default="master")
    a.add_argument("--b", type=_player, default="intermediate")
    a.add_argument("--games", type=_count, default=20)
    a.add_argument("--seed", type=_seed, default=0)
    a.add_argument("--progress", action="store_true",
                   help="one JSON line per finished game on stderr")


def _emit(obj: dict[str, Any]) -> None:
    print(json.dumps(obj), flush=True)


def _out_dir(path: Path | None) -> Path | None:
    if path is None:
        return None
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ValueError(f"cannot write records into {str(path)!r}: {exc.strerror or exc}"
                         ) from None
    return path


def _emit_progress(obj: dict[str, Any]) -> None:
    print(json.dumps(obj), file=sys.stderr, flush=True)


def run(args: argparse.Namespace) -> int:
    """Run ``bauern-play`` or ``bauern-arena``; the exit status."""
    if args.command == "bauern-arena":
        progress = _emit_progress if args.progress else None
        _emit(arena(args.a, args.b, args.games, args.seed, progress=progress))
        return 0
    try:
        out = _out_dir(args.out)
    except ValueError as exc:
        _emit({"error": str(exc), "error_at": None, "message": str(exc)})
        return 2
    for i in range(args.games):
        seed = args.seed + i
        result = play_game((args.team0, args.team1), seed, out=out, name=f"s{seed}")
        _emit({"game": i, "seed": seed, "teams": [args.team0, args.team1],
               "winner": result.winner, "kind": result.kind, "hands": result.hands,
               "points": result.points, "contracts": dict(sorted(result.contracts.items()))})
    return 0

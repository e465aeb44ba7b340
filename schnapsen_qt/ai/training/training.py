"""What the trainers of the learned models share: self-play data kept in a resumable
JSON-lines file, and the generated module that ships the weights.

Each trainer (:mod:`.train_value`, :mod:`.train_playout`, :mod:`.train_policy`) plays hands
from their own seeds and learns from them. A long generation must survive being stopped, so
the hands go to a JSON-lines file as they finish (a header line with the settings first) and
a later run with the same settings reuses them; the weights go to a Python module with the
training's figures beside them, so the game needs no data file and NumPy only for training.
"""

from __future__ import annotations

import argparse
import json
import math
import pprint
import random
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..parallel import ordered_map

if TYPE_CHECKING:
    from .. import Player

#: One hand of data; every trainer keeps its index under ``"hand"``.
HandRecord = dict[str, Any]

#: The project's line length (ruff), which the generated modules keep to.
LINE_LENGTH = 100

#: Share of the hands (the last ones) held out to report how well a model does.
HELD_OUT = 0.2


def first_held_out(hands: int) -> int:
    """Index of the first held-out hand: the last :data:`HELD_OUT` of ``hands`` (at least
    one) are not trained on."""
    return hands - max(1, round(hands * HELD_OUT))


def command_line(program: str, argv: list[str] | None) -> str:
    """The command that made a model (``program`` and its arguments), as its weights module
    records it."""
    return " ".join([program, *(argv or sys.argv[1:])])


def self_play_players(level: str, rng: random.Random, samples: int | None
                      ) -> list[Player]:
    """The two seats' players of one self-play hand: ``level`` with ``samples`` deals per
    decision (its own when None) and no time cap, so the data do not depend on the machine's
    speed; seat 0's seed is drawn from ``rng`` first."""
    from .. import create_player

    return [create_player(level, rng.randrange(2**31), samples=samples, time_cap=math.inf)
            for _seat in range(2)]


def self_play_records(hands: int, header: dict[str, Any],
                      play: Callable[[tuple[Any, ...]], HandRecord],
                      task: Callable[[int], tuple[Any, ...]], data: Path | None = None,
                      jobs: int = 1, on_hand: Callable[[int, int], None] | None = None
                      ) -> list[HandRecord]:
    """Hands 0..``hands``-1: ``play(task(i))`` for each hand not already in ``data`` (a
    JSON-lines file whose first line is ``{"header": header}``), appended to it as they
    finish, on ``jobs`` cores (``play`` must then be a module-level function). Every hand has
    its own seeds, so the data do not depend on ``jobs``. A file made with other settings is
    refused (``SystemExit``), not mixed in. ``on_hand(n, missing)`` after each new hand."""
    have: dict[int, HandRecord] = {}
    if data is not None and data.exists():
        with data.open(encoding="utf-8") as f:
            first = json.loads(f.readline() or "{}")
            if first != {"header": header}:
                raise SystemExit(f"{data} was made with {first.get('header')}, not {header}")
            for line in f:
                if line.strip():
                    rec = json.loads(line)
                    have[rec["hand"]] = rec
    out = None
    if data is not None:
        fresh = not data.exists()
        out = data.open("a", encoding="utf-8")
        if fresh:
            out.write(json.dumps({"header": header}) + "\n")
    missing = [i for i in range(hands) if i not in have]
    try:
        for n, rec in enumerate(ordered_map(play, (task(i) for i in missing), jobs,
                                            len(missing)), 1):
            have[rec["hand"]] = rec
            if out is not None:
                out.write(json.dumps(rec) + "\n")
                out.flush()
            if on_hand is not None:
                on_hand(n, len(missing))
    finally:
        if out is not None:
            out.close()
    return [have[i] for i in range(hands)]


def add_self_play_arguments(parser: argparse.ArgumentParser, hands: int,
                            samples: int | None) -> None:
    """The options every self-play trainer takes: how many hands, their seed, the level that
    plays them and its deals per decision, the data file, generating only, the output module
    and the cores."""
    parser.add_argument("--hands", type=int, default=hands)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--samples", type=int, default=samples,
                        help="deals per decision" + ("" if samples else " (default: the level's)"))
    parser.add_argument("--data", type=Path, default=None,
                        help="keep the hands in this JSON-lines file (reused when resumed)")
    parser.add_argument("--generate-only", action="store_true",
                        help="only generate the data (for a long run in the background)")
    parser.add_argument("--out", type=Path, default=None,
                        help="write the weights module here (default: print figures only)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="play the hands on this many cores (same data)")


def check_self_play_arguments(parser: argparse.ArgumentParser, args: argparse.Namespace
                              ) -> None:
    """Refuse what cannot be played (``parser.error``: a message and exit status 2)."""
    if args.hands < 2:
        parser.error("--hands must be at least 2")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")


def write_weights_module(path: Path, what: str, command: str, info: dict[str, object],
                         body: str) -> None:
    """Write the generated module of ``what`` (e.g. "the phase-one card model
    (:mod:`...`)"): a docstring naming the ``command`` that made it, ``TRAINING = info``
    and then ``body`` (the weights' assignments)."""
    # Within the project's line length: the first line of the docstring wrapped, and the
    # figures' first line leaves room for "TRAINING = ".
    text = (
        textwrap.fill(f'"""Weights of {what}.', width=LINE_LENGTH) + "\n\n"
        f"Generated by ``{command}``; do not edit by hand.\n"
        '"""\n\n'
        f"TRAINING = {pprint.pformat(info, width=LINE_LENGTH - 11, sort_dicts=True)}\n\n"
        + body
    )
    path.write_text(text, encoding="utf-8")


def weights_vector(weights: list[float] | tuple[float, ...]) -> str:
    """A flat tuple of weights as the generated modules print it."""
    return pprint.pformat(tuple(weights), width=90, compact=True)


__all__ = ["HELD_OUT", "HandRecord", "add_self_play_arguments", "check_self_play_arguments",
           "command_line", "first_held_out", "self_play_players", "self_play_records",
           "weights_vector", "write_weights_module"]

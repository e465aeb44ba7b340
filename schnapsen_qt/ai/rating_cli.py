"""``python -m schnapsen_qt.ai rating --measure --hands N --seed S [--preset P] [--levels L,..]
--out FILE``: each level's own average loss per decision, measured with the post-hand review
on the level's self-play (issue 42); ``rating --show [--file FILE]`` places each level's own
loss on the ladder (each must land on itself).

``--measure`` prints one JSON line per hand played (progress) and the result as the last
line; ``--out`` also writes it in the shape of ``rating_data/level_losses.json`` (one preset).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..engine.rules import PRESETS
from . import LEVELS
from .rating import LEVEL_LOSSES_FILE, iter_placements, load_level_losses, measure_levels


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("rating", help="measure the levels' own loss per decision")
    mode = p.add_mutually_exclusive_group(required=True)
    mode.add_argument("--measure", action="store_true")
    mode.add_argument("--show", action="store_true")
    p.add_argument("--hands", type=int, default=20, help="self-play hands per level")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--preset", choices=tuple(PRESETS), default="soft")
    p.add_argument("--levels", default=",".join(LEVELS),
                   help="comma-separated levels, weakest first")
    p.add_argument("--out", default=None, help="write the measurement here (--measure)")
    p.add_argument("--file", default=None, help="the measurement to show (--show)")


def _emit(obj: object) -> None:
    print(json.dumps(obj), flush=True)


def run(args: argparse.Namespace) -> int:
    if args.show:
        path = Path(args.file) if args.file else LEVEL_LOSSES_FILE
        ladder = load_level_losses(path, args.preset)
        for level, place in iter_placements(ladder):
            _emit({"level": level, "position": round(place.position, 3),
                   "low": round(place.low, 3), "high": round(place.high, 3),
                   "bracket": place.bracket()})
        return 0 if ladder else 2
    levels = tuple(x for x in args.levels.split(",") if x)
    unknown = [x for x in levels if x not in LEVELS]
    if unknown or args.hands < 2:
        _emit({"error": f"bad levels {unknown} or hands {args.hands} (at least 2)"})
        return 2
    result = measure_levels(levels, args.hands, args.seed, args.preset, progress=_emit)
    _emit(result)
    if args.out:
        Path(args.out).write_text(json.dumps(
            {"version": 1, "presets": {args.preset: result}}, indent=1) + "\n",
            encoding="utf-8")
    return 0

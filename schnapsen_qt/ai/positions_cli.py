"""``python -m schnapsen_qt.ai positions``: generate and check the trainer's built-in positions.

``--generate --preset P --seed N --count C --out FILE`` plays rule-of-thumb self-play hands
dealt by the seeds N, N+1, ... and keeps their positions (:mod:`.positions`) until C are
found, no theme taking more than :data:`THEME_SHARE` of them; the file is rewritten every few
positions, so an interrupted run keeps what it found (and ``--resume`` goes on from it).

``--generate --exchange --preset P --seed N --hands H --out FILE`` looks only at decisions where
exchanging is legal (:mod:`.exchange_positions`) in H hands dealt by the seeds N, N+1, ...,
keeps the positions of the exchange theme it finds (however few) and prints, as its last line,
how many candidate decisions it examined and how many became positions, per source.

``--merge --file FILE --out SET`` appends the positions of FILE that SET does not hold yet
(by id) to SET, keeping SET's notes and adding the merged file's ones under ``merged``.

``--check [--preset P] [--limit K] [--file FILE]`` solves every built-in position (or those of
a file) again on a fresh sample of deals and prints one JSON line at the end (``--prune``
with ``--file``: the file is written back with only the confirmed positions):
``{"positions": N, "themes": {...}, "confirmed": N, "not_confirmed": N}``; with
``--verbose`` also one line per position not confirmed. Exit status 1 when any is not
confirmed, 2 for bad input.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

from ..engine import actions as act
from ..engine.rules import PRESETS
from .exchange_positions import ExchangeSearch, exchange_positions
from .positions import (
    BUILTIN_PRESETS,
    Position,
    PositionError,
    builtin_positions,
    check_position,
    read_positions,
    selfplay_positions,
    write_positions,
)

#: The file is rewritten after this many hands (an interrupted run keeps what it found).
WRITE_EVERY = 5
#: No theme takes more than this share of a generated set (so the rarer themes get room).
THEME_SHARE = 0.3


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("positions", help="generate or check the trainer's positions")
    mode = p.add_mutually_exclusive_group(required=True)
    mode.add_argument("--generate", action="store_true")
    mode.add_argument("--check", action="store_true")
    mode.add_argument("--merge", action="store_true",
                      help="append the positions of --file to --out (new ids only)")
    p.add_argument("--preset", choices=tuple(PRESETS), default=None)
    p.add_argument("--seed", type=int, default=0, help="first deal seed (--generate)")
    p.add_argument("--count", type=int, default=300, help="positions to find (--generate)")
    p.add_argument("--out", default=None, help="output file (--generate)")
    p.add_argument("--exchange", action="store_true",
                   help="with --generate: only decisions where exchanging is legal")
    p.add_argument("--hands", type=int, default=0,
                   help="with --generate --exchange: hands to search")
    p.add_argument("--resume", action="store_true",
                   help="keep the positions already in --out and go on after its last seed")
    p.add_argument("--file", default=None, help="check this file instead of the built-in set")
    p.add_argument("--limit", type=int, default=0, help="check only the first K positions")
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--prune", action="store_true",
                   help="with --check --file: write the file back with only the confirmed "
                        "positions")


def run(args: argparse.Namespace) -> int:
    if args.generate and args.exchange:
        return _generate_exchange(args)
    if args.generate:
        return _generate(args)
    if args.merge:
        return _merge(args)
    return _check(args)


def _emit(obj: object) -> None:
    print(json.dumps(obj), flush=True)


def _generate(args: argparse.Namespace) -> int:
    if args.preset is None or args.out is None:
        _emit({"error": "--generate needs --preset and --out"})
        return 2
    out = Path(args.out)
    found: list[Position] = []
    seed = args.seed
    if args.resume and out.exists():
        found = read_positions(out)
        seed = max([p.seed for p in found], default=seed - 1) + 1
    themes = Counter(p.theme for p in found)
    cap = max(1, int(args.count * THEME_SHARE))
    start = time.process_time()
    first_seed = args.seed
    rules = PRESETS[args.preset]
    while len(found) < args.count:
        for pos in selfplay_positions(rules, seed):
            if themes[pos.theme] >= cap:
                continue
            themes[pos.theme] += 1
            found.append(pos)
            print(json.dumps({"id": pos.id, "theme": pos.theme, "difficulty": pos.difficulty,
                              "margin": round(pos.margin, 3), "found": len(found)}),
                  file=sys.stderr, flush=True)
        seed += 1
        if found and (seed % WRITE_EVERY == 0 or len(found) >= args.count):
            write_positions(out, args.preset, found[:args.count], {
                "generator": "python -m schnapsen_qt.ai positions --generate",
                "first_seed": first_seed, "last_seed": seed - 1})
    _emit({"preset": args.preset, "positions": len(found[:args.count]),
           "themes": dict(Counter(p.theme for p in found[:args.count])),
           "last_seed": seed - 1, "cpu_seconds": round(time.process_time() - start, 1)})
    return 0


def _generate_exchange(args: argparse.Namespace) -> int:
    if args.preset is None or args.out is None or args.hands < 1:
        _emit({"error": "--generate --exchange needs --preset, --hands (at least 1) and --out"})
        return 2
    out = Path(args.out)
    rules = PRESETS[args.preset]
    search = ExchangeSearch()
    found: list[Position] = []
    start = time.process_time()
    for seed in range(args.seed, args.seed + args.hands):
        for pos in exchange_positions(rules, seed, search):
            found.append(pos)
            print(json.dumps({"id": pos.id, "best": act.to_json(pos.best),
                              "natural": act.to_json(pos.natural),
                              "margin": round(pos.margin, 3), "found": len(found)}),
                  file=sys.stderr, flush=True)
        if (seed + 1 - args.seed) % 50 == 0 or seed + 1 == args.seed + args.hands:
            write_positions(out, args.preset, found, {
                "generator": "python -m schnapsen_qt.ai positions --generate --exchange",
                "first_seed": args.seed, "last_seed": seed, "search": search.to_json()})
            print(json.dumps(search.to_json()), file=sys.stderr, flush=True)
    _emit({"preset": args.preset, **search.to_json(), "first_seed": args.seed,
           "last_seed": args.seed + args.hands - 1,
           "cpu_seconds": round(time.process_time() - start, 1)})
    return 0


def _merge(args: argparse.Namespace) -> int:
    if args.file is None or args.out is None:
        _emit({"error": "--merge needs --file and --out"})
        return 2
    into = Path(args.out)
    try:
        new = read_positions(Path(args.file))
        old = read_positions(into)
        meta = json.loads(into.read_text(encoding="utf-8"))
        added_meta = json.loads(Path(args.file).read_text(encoding="utf-8"))
    except (PositionError, OSError, ValueError) as exc:
        _emit({"error": str(exc)})
        return 2
    rules = str(meta.get("rules", "soft"))
    if any(p.rules_name != rules for p in new):
        _emit({"error": f"{args.file} holds positions of other rules than {rules}"})
        return 2
    ids = {p.id for p in old}
    added = [p for p in new if p.id not in ids]
    notes = {k: v for k, v in meta.items() if k not in ("format", "rules", "positions")}
    merged = list(notes.get("merged", []))
    merged.append({k: v for k, v in added_meta.items() if k not in ("format", "positions")}
                  | {"added": len(added)})
    notes["merged"] = merged
    write_positions(into, rules, old + added, notes)
    _emit({"positions": len(old) + len(added), "added": len(added)})
    return 0


def _check(args: argparse.Namespace) -> int:
    try:
        if args.file is not None:
            positions = read_positions(Path(args.file))
        elif args.preset is not None and args.preset not in BUILTIN_PRESETS:
            positions = []
        else:
            positions = builtin_positions(args.preset)
    except PositionError as exc:
        _emit({"error": str(exc)})
        return 2
    if args.limit > 0:
        positions = positions[:args.limit]
    confirmed = 0
    failed = 0
    kept: list[Position] = []
    for pos in positions:
        try:
            ok, sol = check_position(pos)
        except PositionError as exc:
            ok = False
            if args.verbose:
                _emit({"id": pos.id, "error": str(exc)})
        else:
            if not ok and args.verbose:
                _emit({"id": pos.id, "margin": round(sol.margin(pos.best, pos.natural), 3),
                       "stderr": round(sol.stderr(pos.best, pos.natural), 3)})
        confirmed += ok
        failed += not ok
        if ok:
            kept.append(pos)
    if args.prune and args.file is not None:
        path = Path(args.file)
        meta = json.loads(path.read_text(encoding="utf-8"))
        meta = {k: v for k, v in meta.items() if k not in ("format", "rules", "positions")}
        meta["pruned_by_check"] = failed
        write_positions(path, str(positions[0].rules_name if positions else "soft"), kept,
                        meta)
    _emit({"positions": len(positions), "themes": dict(Counter(p.theme for p in positions)),
           "confirmed": confirmed, "not_confirmed": failed})
    return 1 if failed else 0

"""Command line: ``python -m schnapsen_qt.engine replay FILE...`` and ``selfplay``.

Both print JSON lines only; bad input is reported as JSON with exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import NoReturn

from .record import replay_file
from .rules import PRESETS, Rules
from .selfplay import POLICIES, InvariantError, selfplay


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one clear line, exit 2, no usage dump
        print(f"{self.prog}: {message} (see --help)", file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m schnapsen_qt.engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    rp = sub.add_parser("replay", help="replay hand records and print each outcome as JSON")
    rp.add_argument("files", nargs="+", metavar="FILE")
    sp = sub.add_parser("selfplay", help="play random hands; print a JSON summary")
    sp.add_argument("--hands", type=int, default=1000)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--rules", choices=sorted(PRESETS), default="soft")
    sp.add_argument("--policy", choices=POLICIES, default="random",
                    help="random: any legal action; play: never close or claim (full hands)")
    sp.add_argument("--check", action="store_true", help="verify invariants after every action")
    sp.add_argument("--out", type=Path, help="write each hand's record into this folder")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "replay":
        status = 0
        for path in args.files:
            try:
                result = replay_file(path)
            except Exception as exc:  # an engine bug must still give one JSON line, no traceback
                result = {"error_at": None, "message": f"cannot replay {path}: internal error "
                                                        f"({type(exc).__name__}: {exc})"}
            if "error_at" in result:
                status = 2
            print(json.dumps(result), flush=True)
        return status
    if args.hands < 0:
        print(json.dumps({"error": "--hands must not be negative"}))
        return 2
    try:
        summary = selfplay(args.hands, args.seed, Rules.preset(args.rules), args.policy,
                           args.check, args.out)
    except InvariantError as exc:
        print(json.dumps({"error": "invariant broken", "message": str(exc)}))
        return 1
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Command line: ``python -m schnapsen_qt.engine replay FILE...`` and ``selfplay``.

Both print JSON lines only; bad input is reported as JSON with exit status 2, never a traceback:
a record file is read by ``record.read_record_text`` (a FIFO or ``/dev/zero`` is an error, not a
hang), a
reader that stops early (``| head``) ends the output quietly, and ``selfplay --out`` at a file or
an unwritable folder is one error line. Ctrl+C exits with status 130.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from pathlib import Path
from typing import Any, NoReturn

from .bauernschnapsen.record import is_bauern_record
from .bauernschnapsen.record import replay_text as bauern_replay_text
from .bauernschnapsen.selfplay import BauernInvariantError
from .bauernschnapsen.selfplay import selfplay as bauern_selfplay
from .record import RecordFileError, read_record_text, replay_result
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
    sp.add_argument("--game", choices=("schnapsen", "bauernschnapsen"), default="schnapsen")
    sp.add_argument("--hands", type=int, default=1000)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--rules", choices=sorted(PRESETS), default="soft",
                    help="two-player presets (Bauernschnapsen plays its common form)")
    sp.add_argument("--policy", choices=POLICIES, default="random",
                    help="random: any legal action; play: never close or claim (full hands)")
    sp.add_argument("--check", action="store_true", help="verify invariants after every action")
    sp.add_argument("--out", type=Path, help="write each hand's record into this folder")
    return parser


def replay_file(path: str) -> dict[str, Any]:
    """What ``replay`` prints for one file (the file read with a size cap)."""
    try:
        text = read_record_text(path)
    except RecordFileError as exc:
        return {"error_at": None, "message": str(exc)}
    if is_bauern_text(text):
        return bauern_replay_text(text)
    return replay_result(text)


def is_bauern_text(text: str) -> bool:
    """Does this record text name the Bauernschnapsen format? (Bad JSON is left to the
    two-player reader, which reports it.)"""
    try:
        return is_bauern_record(json.loads(text))
    except (ValueError, RecursionError):
        return False


def _quiet_stdout() -> None:
    """The reader of standard output went away (``| head``): no error when Python flushes
    standard output at exit."""
    with contextlib.suppress(OSError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def main(argv: list[str] | None = None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:
        _quiet_stdout()
        return 1
    except KeyboardInterrupt:
        return 130


def _main(argv: list[str] | None) -> int:
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
    if args.out is not None:
        problem = _unusable_folder(args.out)
        if problem:
            print(json.dumps({"error": f"--out {args.out}: {problem}"}))
            return 2
    if args.game == "bauernschnapsen":
        try:
            print(json.dumps(bauern_selfplay(args.hands, args.seed, check=args.check,
                                             out=args.out)))
        except BauernInvariantError as exc:
            print(json.dumps({"error": "invariant broken", "message": str(exc)}))
            return 1
        except OSError as exc:
            print(json.dumps({"error": f"cannot write the records into {args.out}: "
                                       f"{exc.strerror or exc}"}))
            return 2
        return 0
    try:
        summary = selfplay(args.hands, args.seed, Rules.preset(args.rules), args.policy,
                           args.check, args.out)
    except InvariantError as exc:
        print(json.dumps({"error": "invariant broken", "message": str(exc)}))
        return 1
    except OSError as exc:  # the disk filled up or the folder went away while writing
        print(json.dumps({"error": f"cannot write the records into {args.out}: "
                                   f"{exc.strerror or exc}"}))
        return 2
    print(json.dumps(summary))
    return 0


def _unusable_folder(folder: Path) -> str | None:
    """Why records cannot be written into ``folder`` (created if missing), or None."""
    if folder.exists() and not folder.is_dir():
        return "exists and is not a folder"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"cannot create the folder ({exc.strerror or exc})"
    if not os.access(folder, os.W_OK | os.X_OK):
        return "the folder is not writable"
    return None


if __name__ == "__main__":
    raise SystemExit(main())

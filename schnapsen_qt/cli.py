"""Command line of ``schnapsen-qt``: parses the options and starts the Qt application.

Qt is imported only after the options are parsed, so ``--version`` and ``--help`` stay fast
and ``--smoke`` can pick the offscreen platform before Qt reads ``QT_QPA_PLATFORM``.
"""

from __future__ import annotations

import argparse
import os
import re
import socket
import sys
from typing import NoReturn

from schnapsen_qt import __version__
from schnapsen_qt.i18n import AVAILABLE

PROG = "schnapsen-qt"


def version_text() -> str:
    """``--version``'s line: the version and the search in use (the compiled core, or Python
    where it was not built: :mod:`schnapsen_qt.ai.core`)."""
    from schnapsen_qt.ai import core  # only for --version: --help stays fast

    return f"{PROG} {__version__} (search: {core.search_name()})"


class _VersionAction(argparse.Action):
    """Prints :func:`version_text` and exits (argparse's own builds its text up front)."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        sys.stdout.write(version_text() + "\n")
        parser.exit(0)


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one friendly line instead of the usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{PROG}: {message} (see --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description="Schnapsen, the Austrian two-hander, against the computer.",
        allow_abbrev=False,
    )
    parser.add_argument(
        "--version",
        action=_VersionAction,
        help="print the version and the search in use, and exit",
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open the main window offscreen, render one frame and exit (self-test)",
    )
    parser.add_argument(
        "--lang",
        choices=AVAILABLE,
        default=None,
        help="user interface language (default: saved setting or the system language)",
    )
    return parser


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse ``argv`` (default: ``sys.argv[1:]``); exit with status 2 on anything unknown."""
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:
        first = extra[0]
        if first.startswith("-") and first != "-":
            parser.error(f"unknown option {first.split('=', 1)[0]}")
        parser.error(f"unexpected argument {first!r}")
    return args


def _ensure_streams() -> None:
    """Windowed (no console) builds on Windows have ``sys.stdout``/``sys.stderr`` set to None."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def no_display(environ: dict[str, str] | None = None, platform: str | None = None) -> bool:
    """True where Qt would find no screen and abort with its own long text: a Linux or BSD
    session with neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` and no platform chosen."""
    env = os.environ if environ is None else environ
    system = sys.platform if platform is None else platform
    if system.startswith(("win", "darwin", "cygwin")):
        return False
    return not any(env.get(name) for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"))


def unreachable_display(environ: dict[str, str] | None = None, platform: str | None = None,
                        socket_dir: str = "/tmp/.X11-unix") -> str | None:
    """The local X display ``DISPLAY`` names (":1", "unix:1.0") when nothing listens on it,
    else None. Qt would abort there with its own long text and a core dump, suggesting a
    package that is installed (a stale DISPLAY in an SSH or su session, an X server that was
    stopped). Only local displays are tried (their socket, abstract and in ``socket_dir``);
    a remote one, Wayland or a chosen platform is left to Qt."""
    env = os.environ if environ is None else environ
    system = sys.platform if platform is None else platform
    if system.startswith(("win", "darwin", "cygwin")):
        return None
    if env.get("QT_QPA_PLATFORM") or env.get("WAYLAND_DISPLAY"):
        return None
    display = env.get("DISPLAY", "")
    local = re.fullmatch(r"(?:unix)?:(\d+)(?:\.\d+)?", display)
    if local is None:
        return None
    path = f"{socket_dir}/X{local.group(1)}"
    addresses = (["\0" + path] if system.startswith("linux") else []) + [path]
    for address in addresses:
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
                probe.settimeout(2.0)
                probe.connect(address)
                return None
        except OSError:
            continue
    return display


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``schnapsen-qt`` console script; returns the process exit status."""
    _ensure_streams()
    try:
        args = parse_args(argv)
    except SystemExit as exc:  # --help, --version and usage errors
        code = exc.code
        return code if isinstance(code, int) else (0 if code is None else 2)

    if args.smoke and not os.environ.get("QT_QPA_PLATFORM"):
        # Must happen before PySide6 is imported (by schnapsen_qt.app).
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if no_display():
        print(f"{PROG}: no display found: start it from a desktop session "
              "(or set DISPLAY or WAYLAND_DISPLAY)", file=sys.stderr)
        return 1
    unreachable = unreachable_display()
    if unreachable is not None:
        print(f"{PROG}: cannot connect to the display {unreachable}: is its X server running? "
              "(check DISPLAY)", file=sys.stderr)
        return 1

    from schnapsen_qt.app import AppOptions, run

    try:
        status = run(AppOptions(smoke=args.smoke, language=args.lang))
    except KeyboardInterrupt:
        return 130
    return int(status or 0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

"""The ``schnapsen-qt`` command line (schnapsen_qt.cli) and ``python -m schnapsen_qt``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from schnapsen_qt import __version__, cli
from schnapsen_qt.ai import core

ROOT = Path(__file__).resolve().parent.parent


def _run_module(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    full_env = dict(os.environ)
    full_env["QT_QPA_PLATFORM"] = "offscreen"
    full_env["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(ROOT), full_env.get("PYTHONPATH", "")) if p
    )
    if env:
        full_env.update(env)
    return subprocess.run(
        [sys.executable, "-m", "schnapsen_qt", *args],
        cwd=ROOT,
        env=full_env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_version_prints_name_and_version(capsys):
    assert cli.main(["--version"]) == 0
    out = capsys.readouterr().out
    assert out.strip() == f"schnapsen-qt {__version__} (search: {core.search_name()})"
    from importlib.metadata import version

    assert version("schnapsen-qt") == __version__, "pyproject reads the one version number"


def test_help_exits_zero_and_lists_options(capsys):
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--version", "--smoke", "--lang"):
        assert option in out


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--foo"], "schnapsen-qt: unknown option --foo (see --help)"),
        (["--foo=3"], "schnapsen-qt: unknown option --foo (see --help)"),
        (["--smoke", "--bar"], "schnapsen-qt: unknown option --bar (see --help)"),
        (["extra"], "schnapsen-qt: unexpected argument 'extra' (see --help)"),
    ],
)
def test_unknown_arguments_give_one_line_and_status_2(capsys, argv, expected):
    assert cli.main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == expected + "\n"


def test_bad_language_is_a_usage_error(capsys):
    assert cli.main(["--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("schnapsen-qt: ")
    assert err.count("\n") == 1
    assert "--lang" in err


def test_abbreviations_are_not_accepted(capsys):
    assert cli.main(["--smo"]) == 2
    assert "unknown option --smo" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "smoke", "language"),
    [([], False, None), (["--smoke"], True, None), (["--lang", "de", "--smoke"], True, "de")],
)
def test_options_are_passed_to_app_run(monkeypatch, argv, smoke, language):
    from schnapsen_qt import app

    seen = []

    def fake_run(options, argv=None):
        seen.append(options)
        return 7

    monkeypatch.setattr(app, "run", fake_run)
    assert cli.main(argv) == 7
    assert seen == [app.AppOptions(smoke=smoke, language=language)]


def test_smoke_selects_offscreen_platform_when_unset(monkeypatch):
    from schnapsen_qt import app

    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(app, "run", lambda options, argv=None: 0)
    assert cli.main(["--smoke"]) == 0
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"


def test_smoke_keeps_an_explicit_platform(monkeypatch):
    from schnapsen_qt import app

    monkeypatch.setenv("QT_QPA_PLATFORM", "minimal")
    monkeypatch.setattr(app, "run", lambda options, argv=None: 0)
    assert cli.main(["--smoke"]) == 0
    assert os.environ["QT_QPA_PLATFORM"] == "minimal"


def test_module_version_subprocess():
    proc = _run_module("--version")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"schnapsen-qt {__version__} (search: {core.search_name()})"


def test_version_says_python_search_when_the_core_is_switched_off(monkeypatch):
    monkeypatch.setenv("SCHNAPSEN_PURE_PYTHON", "1")
    proc = _run_module("--version")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"schnapsen-qt {__version__} (search: Python)"


def test_module_unknown_flag_subprocess():
    proc = _run_module("--no-such-flag")
    assert proc.returncode == 2
    assert proc.stderr.strip() == "schnapsen-qt: unknown option --no-such-flag (see --help)"


def test_module_smoke_subprocess():
    proc = _run_module("--smoke")
    assert proc.returncode == 0, proc.stderr


def test_without_a_display_one_line_and_no_qt_abort():
    """Started from a text console (issue 44, point 21): one line that says what to do, not
    Qt's abort text suggesting a package that is installed."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    proc = subprocess.run([sys.executable, "-m", "schnapsen_qt"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines() == [
        "schnapsen-qt: no display found: start it from a desktop session "
        "(or set DISPLAY or WAYLAND_DISPLAY)"]


@pytest.mark.parametrize(("environ", "platform", "expected"), [
    ({}, "linux", True),
    ({"DISPLAY": ":0"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_no_display_only_where_qt_would_find_none(environ, platform, expected):
    assert cli.no_display(environ, platform) is expected


def test_smoke_reports_an_installation_without_card_art_or_translation(tmp_path, monkeypatch):
    """``--smoke`` fails where a wheel or bundle lacks the art or the asked language (as a
    wheel did before its build copied them into the package)."""
    from schnapsen_qt import app, i18n
    from schnapsen_qt.cards import decks

    assert app.smoke_install("de") is None  # the checkout has everything
    monkeypatch.setattr(i18n, "AVAILABLE", ("en",))
    assert "translation 'de'" in app.smoke_install("de")
    assert app.smoke_install("en") is None
    monkeypatch.setattr(decks, "resources_dir", lambda: tmp_path)
    assert "card art" in app.smoke_install(None)


def test_a_display_nobody_listens_on_gets_one_line_and_no_qt_abort():
    """DISPLAY set to an X server that is not running (a stale DISPLAY after su or ssh, a
    stopped server): Qt aborted with a core dump and a hint to install xcb-cursor."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["DISPLAY"] = ":987"
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    proc = subprocess.run([sys.executable, "-m", "schnapsen_qt"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines() == [
        "schnapsen-qt: cannot connect to the display :987: is its X server running? "
        "(check DISPLAY)"]


def test_a_listening_local_display_and_remote_ones_are_left_to_qt(tmp_path):
    import socket

    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(tmp_path / "X5"))
    server.listen(1)
    try:
        assert cli.unreachable_display({"DISPLAY": ":5"}, "linux", str(tmp_path)) is None
        assert cli.unreachable_display({"DISPLAY": "unix:5.0"}, "linux", str(tmp_path)) is None
    finally:
        server.close()
    assert cli.unreachable_display({"DISPLAY": ":6"}, "linux", str(tmp_path)) == ":6"
    assert cli.unreachable_display({"DISPLAY": "otherhost:0"}, "linux", str(tmp_path)) is None
    assert cli.unreachable_display({"DISPLAY": ":6", "WAYLAND_DISPLAY": "wayland-0"}, "linux",
                                   str(tmp_path)) is None
    assert cli.unreachable_display({"DISPLAY": ":6"}, "win32", str(tmp_path)) is None

"""The single-instance lock never keeps the game from starting (issue 44, point 22): a lock
that names no live Schnapsen of this user on this host is taken over, a damaged one is moved
aside with one warning, and nothing about the lock file can hang the start (point 23)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from schnapsen_qt.gui.window import single_instance as si


def _lock_text(pid: int, host: str | None = None) -> str:
    return f"{pid}\nschnapsen-qt\n{host or socket.gethostname()}\n0123456789abcdef\n"


@pytest.fixture
def sleeper():
    """A live process of this user that is not Schnapsen."""
    process = subprocess.Popen(["sleep", "300"])
    yield process.pid
    process.kill()
    process.wait()


@pytest.fixture
def live_schnapsen():
    """A live process of this user whose command line names Schnapsen. It says when it
    runs: right after Popen returns, the kernel may not have set the new command line yet
    (/proc read it empty in 116 of 300 tries here), and the lock would be taken over from
    "not Schnapsen" (it was, once, in CI on a loaded machine)."""
    process = subprocess.Popen([sys.executable, "-c",
                                "import time; print('running', flush=True); time.sleep(300)",
                                "schnapsen-qt"], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stdout.readline() == "running\n"
    yield process.pid
    process.kill()
    process.wait()
    process.stdout.close()


def _dead_pid() -> int:
    process = subprocess.Popen(["true"])
    process.wait()
    return process.pid


DAMAGED = {
    "empty": lambda p: p.write_bytes(b""),
    "random bytes": lambda p: p.write_bytes(os.urandom(300)),
    "NUL bytes": lambda p: p.write_bytes(b"\0" * 64),
    "100 MB": lambda p: p.write_bytes(b"7\n" * (50 << 20)),
    "a directory": lambda p: (p.mkdir(), (p / "inside").write_text("x")),
    "unreadable": lambda p: (p.write_text("?"), p.chmod(0)),  # root reads it: garbage
    "a dangling link": lambda p: p.symlink_to(p.parent / "nowhere"),
    "a looping link": lambda p: p.symlink_to(p),
    "garbage text": lambda p: p.write_text("hello\nworld\n"),
    "a FIFO": lambda p: os.mkfifo(p),
    "a link to /dev/zero": lambda p: p.symlink_to("/dev/zero"),
}


@pytest.mark.parametrize("case", list(DAMAGED))
def test_a_damaged_lock_is_replaced_with_one_warning(qapp, tmp_path, case):
    folder = tmp_path / "data"
    folder.mkdir()
    DAMAGED[case](folder / si.LOCK_NAME)
    instance = si.SingleInstance(folder)
    assert instance.acquire(), case
    assert instance.warning and str(folder / si.LOCK_NAME) in instance.warning
    assert si.read_lock(folder / si.LOCK_NAME)[0] == os.getpid()  # ours now
    instance.release()


@pytest.mark.parametrize("owner", ["a dead process", "a live program that is not Schnapsen",
                                   "our own number on another host"])
def test_a_lock_naming_no_live_schnapsen_here_is_taken_over(qapp, tmp_path, sleeper, owner):
    folder = tmp_path / "data"
    folder.mkdir()
    text = {"a dead process": _lock_text(_dead_pid()),
            "a live program that is not Schnapsen": _lock_text(sleeper),
            "our own number on another host": _lock_text(os.getpid(), "elsewhere.example"),
            }[owner]
    (folder / si.LOCK_NAME).write_text(text)
    instance = si.SingleInstance(folder)
    assert instance.acquire(), owner
    assert instance.warning is None  # a stale lock is ordinary: no warning
    instance.release()


def test_a_live_copy_that_does_not_answer_is_named_with_its_lock_file(qapp, tmp_path,
                                                                      live_schnapsen, capsys):
    from schnapsen_qt import app

    folder = tmp_path / "data"
    folder.mkdir()
    (folder / si.LOCK_NAME).write_text(_lock_text(live_schnapsen))
    instance = si.SingleInstance(folder)
    assert not instance.acquire()
    assert instance.owner_pid == live_schnapsen
    assert app.already_running(instance) == 1  # it has no socket: it cannot answer
    err = capsys.readouterr().err
    assert str(live_schnapsen) in err and str(Path(folder / si.LOCK_NAME)) in err

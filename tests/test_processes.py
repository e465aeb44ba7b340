"""The real game as separate processes (issue 16, points 3, 4 and 7): kill -9 at any moment
resumes the same hand, SIGTERM and Ctrl+C quit normally (saving), a second copy brings the
running one to the front instead of running beside it, a killed copy's lock does not block the
next start, and saves killed half-way leave no damaged file (their temp files are cleaned).

The game runs offscreen with its files in a temporary folder. Waiting is by polling the
processes and files with a deadline; nothing here depends on how fast the machine is.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from storage_helpers import worded

ROOT = Path(__file__).resolve().parents[1]
DEADLINE = 120.0

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX signals and kill -9")


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SCHNAPSEN_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""))
    return env


def _start(home: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "schnapsen_qt"], env=_env(home), cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _wait_for(condition, what: str, process: subprocess.Popen | None = None) -> None:
    end = time.monotonic() + DEADLINE
    while not condition():
        if process is not None and process.poll() is not None:
            raise AssertionError(f"the game ended while waiting for {what}: "
                                 f"{process.returncode} {process.communicate()}")
        if time.monotonic() > end:
            raise AssertionError(f"no {what} within {DEADLINE} s")
        time.sleep(0.05)


def _save(home: Path) -> Path:
    return home / "data" / "savegame.json"


def _saved_hand(home: Path) -> dict:
    return json.loads(_save(home).read_text(encoding="utf-8"))["hand"]


def _inode(path: Path) -> int | None:
    try:
        return path.stat().st_ino
    except FileNotFoundError:
        return None


def _started(home: Path, before: int | None = None) -> subprocess.Popen:
    """Start the game and wait until it has written its first save (it is then up, holds
    the lock and handles signals)."""
    process = _start(home)
    _wait_for(lambda: _inode(_save(home)) not in (None, before), "first save", process)
    return process


def _quit(process: subprocess.Popen, signum: int) -> tuple[int, str]:
    process.send_signal(signum)
    try:
        _out, err = process.communicate(timeout=DEADLINE)
    except subprocess.TimeoutExpired:
        process.kill()
        raise
    return process.returncode, err


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A player's folders where the game was started before (the welcome was seen): a first
    start deals only when the welcome page closes."""
    from schnapsen_qt.userfiles import storage
    from schnapsen_qt.userfiles.settings import Settings

    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    storage.save_settings(Settings(welcome_shown=True))
    return tmp_path


@pytest.fixture
def processes():
    started: list[subprocess.Popen] = []
    yield started
    for p in started:
        if p.poll() is None:
            p.kill()
            p.communicate()


def test_kill_9_resumes_the_same_hand_and_sigint_quits_saving(home, processes):
    first = _started(home)
    processes.append(first)
    hand = _saved_hand(home)
    first.kill()  # kill -9: no chance to save anything more
    first.communicate()

    second = _started(home, before=_inode(_save(home)))
    processes.append(second)
    resumed = _saved_hand(home)
    assert resumed["deck"] == hand["deck"], "the same hand, not a new deal"
    assert resumed["actions"][:len(hand["actions"])] == hand["actions"]

    status, err = _quit(second, signal.SIGINT)  # Ctrl+C in the terminal
    assert status == 0, err
    assert "Traceback" not in err
    assert _saved_hand(home)["deck"] == hand["deck"]
    assert not (home / "data" / "schnapsen-qt.lock").exists(), "the lock is released"


def test_sigterm_quits_normally_and_saves(home, processes):
    game = _started(home)
    processes.append(game)
    before = _inode(_save(home))
    status, err = _quit(game, signal.SIGTERM)
    assert status == 0, err
    assert _inode(_save(home)) != before, "saved again at quit"


def test_a_second_copy_brings_the_first_to_the_front_and_exits(home, processes):
    first = _started(home)
    processes.append(first)
    hand = _saved_hand(home)
    second = subprocess.run([sys.executable, "-m", "schnapsen_qt"], env=_env(home), cwd=ROOT,
                            capture_output=True, text=True, timeout=DEADLINE)
    assert second.returncode == 0, second.stderr
    assert "already running" in second.stderr and "front" in second.stderr
    assert first.poll() is None, "the first copy runs on"
    assert _saved_hand(home)["deck"] == hand["deck"]
    status, err = _quit(first, signal.SIGTERM)
    assert status == 0, err


SAVER = """
import random, sys
from schnapsen_qt.userfiles import storage
from schnapsen_qt.engine import SOFT, Match
from schnapsen_qt.userfiles.savegame import encode_game
match = Match(SOFT)
hand = match.new_hand(rng=1)
rng = random.Random(int(sys.argv[1]))
print("ready", flush=True)
while True:
    meta = {"ai_level": "expert", "hand_seed": 1, "ai_seed": rng.randrange(2**31)}
    assert storage.save_game(encode_game(match, hand, meta)) is None
"""


def test_kill_9_during_saves_never_leaves_a_damaged_file(home, processes):
    """Saves killed at random moments: the file always loads without a warning; the temp
    files of interrupted saves are removed at the next start of the game."""
    from schnapsen_qt.userfiles import storage

    rng = random.Random(16)
    env = _env(home)
    for i in range(15):
        saver = subprocess.Popen([sys.executable, "-c", SAVER, str(i)], env=env, cwd=ROOT,
                                 stdout=subprocess.PIPE, text=True)
        processes.append(saver)
        assert saver.stdout.readline().strip() == "ready"
        time.sleep(rng.random() * 0.05)  # a random moment among the saves (the test's input)
        saver.kill()
        saver.communicate()
        os.environ[storage.HOME_ENV] = str(home)
        try:
            data, warning = worded(storage.load_saved_game())
        finally:
            del os.environ[storage.HOME_ENV]
        assert warning is None
        assert data is not None or not _save(home).exists()  # killed before the first save
    # Make sure at least one interrupted save is there to clean.
    stale = home / "data" / "savegame.json.killed.tmp"
    stale.write_text('{"half', encoding="utf-8")
    game = _started(home, before=_inode(_save(home)))
    processes.append(game)
    assert not list((home / "data").glob("*.tmp"))
    status, err = _quit(game, signal.SIGTERM)
    assert status == 0, err


@pytest.mark.parametrize("content", ["[" * 100_000, '{"version": ' + "9" * 5000 + "}"],
                         ids=["nesting 100000 deep", "5000-digit number"])
def test_the_real_game_starts_with_all_three_files_damaged(home, processes, content):
    """These contents stopped the start (tracebacks, SIGABRT) at every start: now the game
    starts, keeps each original as a backup, and quits normally."""
    paths = [home / "config" / "settings.json", home / "data" / "statistics.json", _save(home)]
    for path in paths:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
    # Damaged settings mean a first start: the welcome shows (and remembers that it did by
    # writing the settings anew); the first hand is dealt when it closes.
    settings = paths[0]
    before = _inode(settings)
    game = _start(home)
    processes.append(game)
    _wait_for(lambda: _inode(settings) not in (None, before)
              and "welcome_shown" in settings.read_text(encoding="utf-8"),
              "the settings written anew", game)
    for path in paths:
        (kept,) = path.parent.glob(path.name + ".bak-*")
        assert kept.read_text(encoding="utf-8") == content
    status, err = _quit(game, signal.SIGTERM)
    assert status == 0, err
    assert "Traceback" not in err

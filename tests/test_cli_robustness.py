"""No tracebacks on the command line (issue 16, point 8): a reader that stops early, endless
input, an unusable output folder, Ctrl+C during a long arena, and a huge arena that must not
allocate its whole work list before playing."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from schnapsen_qt.engine import SOFT, Hand, record_of

ROOT = Path(__file__).resolve().parents[1]
DEADLINE = 120.0


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _run(*args: str, stdin=None, input_bytes: bytes | None = None):
    return subprocess.run([sys.executable, "-m", *args], env=_env(), cwd=ROOT, stdin=stdin,
                          input=input_bytes, capture_output=True, timeout=DEADLINE)


def _no_traceback(stderr: bytes) -> None:
    text = stderr.decode("utf-8", "replace")
    assert "Traceback" not in text and "Exception ignored" not in text, text


@pytest.fixture
def record_file(tmp_path) -> Path:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record_of(Hand.shuffled(SOFT, 0, 3))), encoding="utf-8")
    return path


def test_replay_into_a_reader_that_stops_early(record_file):
    """``replay ... | head -1``: the rest of the output is dropped quietly."""
    process = subprocess.Popen(
        [sys.executable, "-m", "schnapsen_qt.engine", "replay", *[str(record_file)] * 3000],
        env=_env(), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = process.stdout.readline()
    assert json.loads(first)["unfinished"] is True
    process.stdout.close()  # like head after its first line
    stderr = process.stderr.read()
    assert process.wait(timeout=DEADLINE) in (0, 1)
    _no_traceback(stderr)


@pytest.mark.parametrize("how", ["stdin", "file"])
def test_decide_on_dev_zero_is_a_clear_error(how):
    if how == "stdin":
        with open("/dev/zero", "rb") as zero:
            result = _run("schnapsen_qt.ai", "decide", stdin=zero)
    else:
        result = _run("schnapsen_qt.ai", "decide", "/dev/zero")
    assert result.returncode == 2
    (line,) = result.stdout.decode().splitlines()
    error = json.loads(line)
    expected = "longer than" if how == "stdin" else "not a regular file"
    assert error["error_at"] is None and expected in error["message"]
    _no_traceback(result.stderr)


def test_decide_on_an_endless_line_after_a_good_record(record_file):
    good = record_file.read_bytes().replace(b"\n", b" ") + b"\n"
    result = _run("schnapsen_qt.ai", "decide", "--level", "beginner",
                  input_bytes=good + b"{" * (3 << 20))
    assert result.returncode == 2
    answer, error = (json.loads(line) for line in result.stdout.decode().splitlines())
    assert answer["player"] in (0, 1)
    assert "line 2 is longer than" in error["message"]
    _no_traceback(result.stderr)


def test_replay_of_dev_zero_is_a_clear_error():
    result = _run("schnapsen_qt.engine", "replay", "/dev/zero")
    assert result.returncode == 2
    assert "not a regular file" in json.loads(result.stdout)["message"]
    _no_traceback(result.stderr)


@pytest.mark.parametrize("command", [("schnapsen_qt.engine", "replay"),
                                     ("schnapsen_qt.ai", "decide"),
                                     ("schnapsen_qt.ai", "review", "--seat", "0")])
def test_a_fifo_without_a_writer_is_refused_not_waited_for(tmp_path, command):
    """Opening a FIFO for reading waits until someone writes: the commands must refuse it
    (before the fix each of them hung until the subprocess deadline)."""
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    result = _run(*command[:2], str(fifo), *command[2:])
    assert result.returncode == 2
    (line,) = result.stdout.decode().splitlines()
    assert "not a regular file" in json.loads(line)["message"]
    _no_traceback(result.stderr)


@pytest.mark.parametrize("where", ["existing file", "below a file"])
def test_selfplay_out_at_an_unusable_path(tmp_path, where):
    blocker = tmp_path / "a-file"
    blocker.write_text("keep me", encoding="utf-8")
    out = blocker if where == "existing file" else blocker / "records"
    result = _run("schnapsen_qt.engine", "selfplay", "--hands", "3", "--out", str(out))
    assert result.returncode == 2
    assert str(out) in json.loads(result.stdout)["error"]
    assert blocker.read_text(encoding="utf-8") == "keep me"
    _no_traceback(result.stderr)


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    try:
        return [int(x) for x in path.read_text().split()]
    except OSError:
        return []


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux /proc")
@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_during_a_huge_arena_prints_the_results_so_far(jobs):
    """``--bummerls 1000000000000`` starts playing at once with little memory, and Ctrl+C
    (SIGINT to the whole process group, as a terminal sends it) prints the summary of the
    Bummerls finished so far and exits with 130, without tracebacks from the workers."""
    process = subprocess.Popen(
        [sys.executable, "-m", "schnapsen_qt.arena", "--a", "beginner", "--b", "beginner",
         "--bummerls", "1000000000000", "--seed", "3", "--jobs", str(jobs)],
        env=_env(), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        start_new_session=True, preexec_fn=_ctrl_c_as_in_a_terminal)
    try:
        end = time.monotonic() + DEADLINE
        # Playing: the worker processes are there, or (one job) the CPU time grows.
        while (len(_children(process.pid)) < jobs if jobs > 1
               else _cpu_seconds(process.pid) < 1.5):
            assert process.poll() is None, process.communicate()
            assert time.monotonic() < end, "the arena did not start playing"
            time.sleep(0.05)
        assert _rss_mb(process.pid) < 300, "the work is generated as it is played"
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=DEADLINE)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
    assert process.returncode == 130, err
    summary = json.loads(out)
    assert summary["interrupted"] is True and summary["bummerls_asked"] == 10**12
    assert summary["bummerls"] == summary["wins"]["a"] + summary["wins"]["b"]
    _no_traceback(err)


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _ctrl_c_as_in_a_terminal() -> None:
    """A shell starts background jobs with Ctrl+C ignored, and Python keeps that; a program run
    in a terminal has the default handling, which is what this test is about."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)

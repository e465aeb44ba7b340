"""Soak test of the real window: random clicks, keys, restart and New Game storms, resizes.

Run by hand (not in CI; the quick in-process variant is ``tests/gui/test_gui_soak.py``)::

    python tests/soak/gui_soak.py --ops 500 --display :12 [--seed 1] [--report soak.json]

It starts a virtual X server on ``--display`` (unless ``--no-xvfb``: then that display must
exist), starts the game (``python -m schnapsen_qt``) with animations at normal speed and its
files in a fresh temporary folder, and drives it with ``xdotool`` as a player would: clicks on
the hand, the talon and the piles, keys 1-5, arrows, Enter, M, X, C, G, H, T, Escape, storms
of F5 and Ctrl+N presses while the table animates, window resizes, and answers to any dialog
that opens. At the end it quits with Ctrl+Q and reports:

* a crash (the game's exit status or signal),
* every Qt warning or Python traceback the game wrote,
* processes the game started that are still running after it quit.

The exit status is 0 only when all three are empty.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KEYS = ["1", "2", "3", "4", "5", "Left", "Right", "Return", "m", "x", "c", "g", "h", "t",
        "Escape"]
# Lines the game may write that are not problems.
HARMLESS = ("XGetInputFocus",)


def xdo(*args: str, display: str) -> str:
    env = dict(os.environ, DISPLAY=display)
    out = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True,
                         timeout=20)
    return out.stdout.strip()


def children_of(pid: int) -> set[int]:
    """Every living descendant of ``pid`` (from /proc)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        parents[int(entry.name)] = ppid
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        nxt = {p for p, pp in parents.items() if pp in frontier and p not in found}
        found |= nxt
        frontier = nxt
    return found


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


class Soak:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.rng = random.Random(args.seed)
        self.display = args.display
        self.ops: Counter[str] = Counter()
        self.dialogs = 0
        self.seen_children: set[int] = set()
        self.home = Path(tempfile.mkdtemp(prefix="schnapsen-soak-"))
        self.log_path = self.home / "stderr.log"
        self.xvfb: subprocess.Popen | None = None
        self.app: subprocess.Popen | None = None
        self.wid = ""

    # ------------------------------------------------------------------ processes

    def start(self) -> None:
        if not self.args.no_xvfb:
            self.xvfb = subprocess.Popen(
                ["Xvfb", self.display, "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(1.0)
        env = dict(os.environ, DISPLAY=self.display, SCHNAPSEN_QT_HOME=str(self.home),
                   HOME=str(self.home), PYTHONPATH=str(ROOT), PYTHONFAULTHANDLER="1")
        env.pop("QT_QPA_PLATFORM", None)
        self.log = open(self.log_path, "w")  # noqa: SIM115 - open for the app's lifetime
        self.app = subprocess.Popen([sys.executable, "-m", "schnapsen_qt"], cwd=ROOT, env=env,
                                    stdout=self.log, stderr=subprocess.STDOUT)
        for _ in range(200):
            if self.app.poll() is not None:
                raise SystemExit("the game did not start: see " + str(self.log_path))
            self.wid = self.main_window()
            if self.wid:
                break
            time.sleep(0.1)
        if not self.wid:
            raise SystemExit("the game's window did not appear")
        time.sleep(1.5)
        self.answer_dialogs()

    def windows(self) -> list[str]:
        assert self.app is not None
        out = xdo("search", "--onlyvisible", "--pid", str(self.app.pid), display=self.display)
        return [w for w in out.split() if w]

    def main_window(self) -> str:
        """The largest window of the game (dialogs are smaller)."""
        if self.app is None:
            return ""
        windows = self.windows()
        if not windows:
            return ""
        return max(windows, key=lambda w: self.area(w))

    def area(self, wid: str) -> int:
        w, h = self.geometry(wid)
        return w * h

    def answer_dialogs(self) -> None:
        """Any other window of the game (a question, the welcome): answer it at random."""
        for _ in range(5):
            others = [w for w in self.windows() if w != self.wid]
            if not others:
                return
            self.dialogs += 1
            xdo("windowfocus", others[-1], display=self.display)
            key = self.rng.choice(["Return", "Escape", "y", "n"])
            xdo("key", "--window", others[-1], key, display=self.display)
            time.sleep(0.2)

    def running(self) -> bool:
        assert self.app is not None
        if self.app.poll() is not None:
            return False
        self.seen_children |= children_of(self.app.pid)
        return True

    # ------------------------------------------------------------------ operations

    def geometry(self, wid: str = "") -> tuple[int, int]:
        out = xdo("getwindowgeometry", wid or self.wid, display=self.display)
        for line in out.splitlines():
            if "Geometry:" in line:
                w, h = line.split(":")[1].strip().split("x")
                return int(w), int(h)
        return 1200, 700

    def key(self, key: str) -> None:
        xdo("windowfocus", self.wid, display=self.display)
        xdo("key", key, display=self.display)

    def click(self, x: int, y: int) -> None:
        xdo("mousemove", "--window", self.wid, str(x), str(y), "click", "1",
            display=self.display)

    def one_op(self) -> str:
        r = self.rng.random()
        w, h = self.geometry()
        if r < 0.30:  # a card of the hand (bottom band), sometimes anywhere on the table
            if self.rng.random() < 0.7:
                x, y = self.rng.randint(int(w * 0.25), int(w * 0.75)), int(h * 0.88)
            else:
                x, y = self.rng.randint(20, w - 20), self.rng.randint(60, h - 20)
            self.click(x, y)
            return "click"
        if r < 0.58:
            self.key(self.rng.choice(KEYS))
            return "key"
        if r < 0.70:
            for _ in range(self.rng.randint(2, 6)):
                self.key("F5")
                time.sleep(self.rng.choice((0.02, 0.05, 0.1, 0.3)))
            return "F5 storm"
        if r < 0.78:
            for _ in range(self.rng.randint(2, 4)):
                self.key("ctrl+n")
                time.sleep(0.1)
                self.answer_dialogs()
            return "Ctrl+N storm"
        if r < 0.84:
            xdo("windowsize", self.wid, str(self.rng.randint(800, 1366)),
                str(self.rng.randint(600, 768)), display=self.display)
            return "resize"
        time.sleep(self.rng.uniform(0.1, 1.5))
        return "wait"

    # ------------------------------------------------------------------ run and report

    def run(self) -> dict:
        started = time.monotonic()
        crash = None
        self.start()
        for i in range(self.args.ops):
            kind = self.one_op()
            self.ops[kind] += 1
            time.sleep(self.rng.choice((0.0, 0.05, 0.15, 0.3)))
            self.answer_dialogs()
            if not self.running():
                crash = f"the game died after operation {i + 1} ({kind})"
                break
        exit_status = self.quit() if crash is None else self.app.returncode
        time.sleep(2.0)
        leftovers = sorted(p for p in self.seen_children if alive(p))
        problems = self.problems()
        return {
            "operations": sum(self.ops.values()),
            "by_kind": dict(self.ops),
            "dialogs_answered": self.dialogs,
            "seconds": round(time.monotonic() - started, 1),
            "crash": crash,
            "exit_status": exit_status,
            "qt_warnings_and_tracebacks": problems,
            "leftover_processes": [self.describe(p) for p in leftovers],
            "log": str(self.log_path),
        }

    def quit(self) -> int | None:
        assert self.app is not None
        self.answer_dialogs()
        self.key("ctrl+q")
        for _ in range(100):
            if self.app.poll() is not None:
                return self.app.returncode
            self.answer_dialogs()
            time.sleep(0.1)
        self.app.terminate()
        try:
            return self.app.wait(10)
        except subprocess.TimeoutExpired:
            self.app.kill()
            return None

    def problems(self) -> list[str]:
        self.log.flush()
        lines = self.log_path.read_text(errors="replace").splitlines()
        bad = [ln for ln in lines if ln.strip() and not any(h in ln for h in HARMLESS)]
        return [f"{n}x {text}" for text, n in Counter(bad).items()]

    @staticmethod
    def describe(pid: int) -> str:
        try:
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            cmd = "?"
        return f"{pid}: {cmd.strip()}"

    def cleanup(self) -> None:
        if self.app is not None and self.app.poll() is None:
            self.app.kill()
            self.app.wait()
        for pid in self.seen_children:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        if self.xvfb is not None:
            self.xvfb.terminate()
            self.xvfb.wait()
        if not self.args.keep:
            shutil.rmtree(self.home, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--display", default=":99")
    ap.add_argument("--no-xvfb", action="store_true", help="use a display that already runs")
    ap.add_argument("--keep", action="store_true", help="keep the game's temporary folder")
    ap.add_argument("--report", help="also write the report as JSON to this file")
    args = ap.parse_args(argv)
    for tool in ("xdotool",) + (() if args.no_xvfb else ("Xvfb",)):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is needed")
    soak = Soak(args)
    try:
        report = soak.run()
    finally:
        soak.cleanup()
    text = json.dumps(report, indent=2, ensure_ascii=False)
    print(text)
    if args.report:
        Path(args.report).write_text(text + "\n")
    bad = (report["crash"] or report["exit_status"] != 0
           or report["qt_warnings_and_tracebacks"] or report["leftover_processes"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

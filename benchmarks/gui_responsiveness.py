"""How responsive the table stays while the computer thinks.

Runs the real main window (offscreen unless a display is set) and asks the AI worker thread
for decisions in many positions, while a 5 ms QTimer ticks in the GUI thread. The longest gap
between two ticks is the longest stall of the event loop the player could notice (the goal
is under 50 ms).

    python benchmarks/gui_responsiveness.py [--levels expert master] [--positions 12]
                                            [--mode process|thread] [--switch-interval S]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def positions(count: int, seed: int):
    """Views of seat 1 to move, from random hands played on randomly a few moves."""
    from schnapsen_qt.engine import SOFT, Hand

    rng = random.Random(seed)
    out = []
    while len(out) < count:
        h = Hand.shuffled(SOFT, rng.randrange(2), rng)
        for _ in range(rng.randrange(0, 12)):
            if h.outcome is not None:
                break
            h.push(rng.choice(h.legal_actions()))
        if h.outcome is None and h.to_move == 1:
            out.append(h.view(1))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", nargs="+", default=["expert", "master"])
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mode", choices=("process", "thread"), default="process",
                    help="run the AI in a child process (default) or in the worker thread")
    ap.add_argument("--switch-interval", type=float, default=None,
                    help="override sys.setswitchinterval (default: the worker's own choice)")
    args = ap.parse_args(argv)

    from schnapsen_qt.gui.ai_bridge.ai_process import MOVE, AIRequest
    from schnapsen_qt.gui.ai_bridge.ai_worker import AIClient
    from schnapsen_qt.gui.window.main_window import MainWindow
    from schnapsen_qt.qt import QApplication, QElapsedTimer, QTimer
    from schnapsen_qt.userfiles.settings import Settings

    app = QApplication.instance() or QApplication([])
    window = MainWindow(Settings(), persist=False, seed=1)
    window.resize(1280, 800)
    window.show()
    window.controller.new_game(seed=3)
    client = AIClient(use_process=args.mode == "process")
    if args.switch_interval is not None:
        sys.setswitchinterval(args.switch_interval)
    print(f"PySide6 {__import__('PySide6').__version__}, Python {sys.version.split()[0]}, "
          f"switch interval {sys.getswitchinterval() * 1000:.1f} ms, "
          f"{os.cpu_count()} CPUs, AI in a {args.mode}, load average "
          f"{os.getloadavg()[0]:.1f}")

    clock = QElapsedTimer()
    gaps: list[float] = []
    state = {"last": 0}

    def tick() -> None:
        now = clock.nsecsElapsed()
        gaps.append((now - state["last"]) / 1e6)
        state["last"] = now
        window.scene.update()  # repaint work in the GUI thread as well

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    answers: dict[int, object] = {}
    client.decided.connect(lambda rid, action: answers.__setitem__(rid, action))
    client.failed.connect(lambda rid, text: answers.__setitem__(rid, text))

    rows = []
    # Baseline: the same timer with no AI running (shows the machine's own scheduling noise).
    gaps.clear()
    clock.start()
    state["last"] = clock.nsecsElapsed()
    timer.start()
    end = time.perf_counter() + 2.0
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.0005)
    timer.stop()
    base = sorted(gaps[1:]) or [0.0]
    rows.append(("(no AI)", 0, 0.0, 0.0, max(base), base[int(len(base) * 0.99)],
                 statistics.mean(base)))
    for level in args.levels:
        views = positions(args.positions, args.seed)
        gaps.clear()
        times = []
        clock.start()
        state["last"] = clock.nsecsElapsed()
        timer.start()
        for i, view in enumerate(views):
            t0 = time.perf_counter()
            rid = client.request(AIRequest(MOVE, view, level=level, seed=i))
            while rid not in answers:
                app.processEvents()
                time.sleep(0.0005)
            times.append(time.perf_counter() - t0)
        timer.stop()
        gaps_sorted = sorted(gaps[1:]) or [0.0]
        p99 = gaps_sorted[min(len(gaps_sorted) - 1, int(len(gaps_sorted) * 0.99))]
        rows.append((level, len(views), statistics.mean(times), max(times), max(gaps_sorted),
                     p99, statistics.mean(gaps_sorted)))
    print("| level | decisions | mean decision s | max decision s | longest gap ms | "
          "p99 gap ms | mean gap ms |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for level, n, mean_t, max_t, max_gap, p99, mean_gap in rows:
        print(f"| {level} | {n} | {mean_t:.2f} | {max_t:.2f} | {max_gap:.1f} | {p99:.1f} | "
              f"{mean_gap:.1f} |")
    client.shutdown()
    window.controller.shutdown()
    window.close()
    return 0 if all(r[4] < 50 for r in rows[1:]) else 1


if __name__ == "__main__":
    sys.exit(main())

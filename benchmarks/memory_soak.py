"""Memory over a long session: the real main window (offscreen) resized and played for
thousands of operations; prints the process's resident memory as it goes.

    QT_QPA_PLATFORM=offscreen python benchmarks/memory_soak.py --ops 3000 --seed 1

A player dragging a window edge sends dozens of resizes a second; memory must settle, not grow
with every size seen (issue 44, point 24). One line per ``--every`` operations: operations
done, resizes, hands started, resident memory in MB; the last line says how much memory grew
over the second half of the run (which should be close to nothing).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def rss_mb() -> float:
    """Resident set size of this process in MB (Linux: /proc; elsewhere: peak via resource)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ops", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=250)
    parser.add_argument("--resize-share", type=float, default=0.5,
                        help="share of operations that are resizes (the rest play)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from schnapsen_qt.gui.window.main_window import MainWindow
    from schnapsen_qt.qt import QApplication
    from schnapsen_qt.userfiles.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    rng = random.Random(args.seed)
    settings = replace(Settings(), animation_speed="instant", ai_level="beginner",
                       ask_before_claim_and_close=False, welcome_shown=True)
    window = MainWindow(settings, persist=False, seed=args.seed)
    window.confirm_discard = lambda: True
    window.confirm_redeal = lambda: True
    window.resize(1200, 800)
    window.show()
    window.controller.new_game(seed=args.seed)
    hands = resizes = 0
    window.controller.handStarted.connect(lambda _v: None)
    marks: list[tuple[int, float]] = []
    for op in range(1, args.ops + 1):
        if rng.random() < args.resize_share:
            window.resize(rng.randint(640, 1920), rng.randint(480, 1200))
            resizes += 1
        else:
            c = window.controller
            scene = window.scene
            if scene.summary_shown:
                scene.continue_game()
                hands += 1
            elif c.human_to_move and not scene.busy:
                scene.submit(rng.choice([a for a in c.legal() if a < 24] or c.legal()))
        for _ in range(5):
            app.processEvents()
        if op % args.every == 0:
            marks.append((op, rss_mb()))
            print(f"{op:6d} ops  {resizes:5d} resizes  {hands:4d} hands  {marks[-1][1]:7.1f} MB",
                  flush=True)
    half = [mb for op, mb in marks if op > args.ops // 2]
    if half:
        print(f"growth over the second half: {half[-1] - half[0]:+.1f} MB")
    window.controller.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

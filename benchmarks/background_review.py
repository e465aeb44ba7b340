"""Time of the background review of a hand (issue 42), as the game runs it.

    python benchmarks/background_review.py [--hands 10] [--seed 1] [--rules R] [--ahead S]

Plays ``--hands`` hands (soft rules unless ``--rules``; seat 0 Intermediate, like a club
player; seat 1 Expert), then hands each to
:class:`schnapsen_qt.gui.window.background_review.BackgroundReview`: one review request per
decision of seat 0 to its own AI client, answered by the niced child process, as after a hand
in the game. With ``--ahead S``, as the game does while a hand is played: after each decision
of seat 0 the hand so far goes to ``review_ahead``, and the hand goes on S seconds later (the
computer's answer and the animations; a brisk game is about a second a trick), then the hand
ends. Prints one JSON line: wall-clock seconds from the hand's end to the accuracy line
(median, worst), decisions per hand, and the child's start-up (the first hand's time includes
starting the child process). Figures go in docs/PERFORMANCE.md, "Review".
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from review_speed import play_hand  # noqa: E402

from schnapsen_qt.engine import HandRecord  # noqa: E402
from schnapsen_qt.engine.rules import PRESETS  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", choices=tuple(PRESETS), default="soft")
    parser.add_argument("--ahead", type=float, default=None, metavar="SECONDS",
                        help="review each decision as it is taken, SECONDS apart")
    args = parser.parse_args()
    from schnapsen_qt.gui.window.background_review import BackgroundReview
    from schnapsen_qt.qt import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    reviewer = BackgroundReview()
    done: list[object] = []
    reviewer.finished.connect(done.append)
    rng = random.Random(args.seed)
    times, decisions = [], []
    def wait(seconds: float) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.002)

    for i in range(args.hands):
        record = HandRecord.of_hand(play_hand(i, rng, PRESETS[args.rules]))
        done.clear()
        if args.ahead is not None:
            for n, (seat, _action) in enumerate(record.actions[:-1]):
                if seat == 0:
                    reviewer.review_ahead(HandRecord(record.rules, record.dealer,
                                                     record.deck, record.actions[:n + 1]), 0)
                    wait(args.ahead)
        start = time.perf_counter()
        reviewer.start(record, 0)
        while not done:
            app.processEvents()
            time.sleep(0.002)
        times.append(time.perf_counter() - start)
        decisions.append(len(done[0].reviews))  # type: ignore[attr-defined]
    reviewer.shutdown()
    print(json.dumps({
        "hands": args.hands, "rules": args.rules, "ahead": args.ahead,
        "first_hand_s": round(times[0], 2),
        "median_s": round(statistics.median(times[1:] or times), 2),
        "worst_s": round(max(times[1:] or times), 2),
        "decisions_per_hand": round(statistics.mean(decisions), 1)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

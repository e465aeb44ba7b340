"""Screenshots of the post-hand review (issue 12) for the README: docs/images/screenshot-review-*.

Run on a display (a virtual X server of the screen size to show)::

    Xvfb :19 -screen 0 1366x768x24 &
    DISPLAY=:19 python tools/review_shots.py --lang en --tag 1366x768

A hand is played with the real AI (Intermediate) from a fixed seed, the review is computed by
the real search (Master, in its child process), then the window steps to the player's first
marked decision (or the first decision) and is grabbed, fitted to the screen.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "images"))
    ap.add_argument("--lang", default="en")
    ap.add_argument("--tag", default="")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--deck", default="french")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from schnapsen_qt import i18n
    from schnapsen_qt.engine import CLAIM, MELD
    from schnapsen_qt.gui.window.main_window import MainWindow
    from schnapsen_qt.qt import QApplication
    from schnapsen_qt.userfiles.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.install_translators(app, args.lang)

    def pump(seconds: float = 0.3) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.005)

    def until(test, timeout: float = 300.0) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end and not test():
            app.processEvents()
            time.sleep(0.005)
        pump(0.2)

    settings = replace(Settings(), animation_speed="instant", ai_level="intermediate",
                       language=args.lang, deck=args.deck, ask_before_claim_and_close=False)
    w = MainWindow(settings, persist=False, seed=args.seed)
    screen = app.primaryScreen().availableGeometry()
    w.resize(screen.width(), screen.height())
    w.show()
    pump()
    w.controller.new_game(seed=args.seed)
    c = w.controller
    for _ in range(60):
        until(lambda: not w.scene.busy and (c.human_to_move or w.scene.summary_shown))
        if w.scene.summary_shown:
            break
        legal = c.legal()
        if CLAIM in legal and c.hand.counted_points(0) >= 66:
            w.scene.submit(CLAIM)
            continue
        melds = [a for a in legal if MELD <= a < MELD + 4]
        cards = [a for a in legal if a < MELD]
        # A plain, not very good player: the lowest card (so that the review has marks).
        w.scene.submit(melds[0] if melds else max(cards, key=lambda a: a % 5))
    until(lambda: w.scene.summary_shown)
    w.review_last_hand()
    d = w.review_dialog
    d.show()
    start = time.monotonic()
    until(lambda: d.complete)
    print(f"review: {len(d.decisions)} decisions in {time.monotonic() - start:.1f} s",
          file=sys.stderr)
    marked = sorted(i for i, r in d.reviews.items() if r.mark)
    d.show_position(marked[0] if marked else d.decisions[0])
    pump(0.5)
    suffix = f"-{args.tag}" if args.tag else ""
    path = out / f"screenshot-review-{args.lang}{suffix}.png"
    d.grab().toImage().save(str(path))
    print(f"{path}: {d.width()}x{d.height()}", file=sys.stderr)
    d.close()
    w.controller.shutdown()
    w.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

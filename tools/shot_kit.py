"""What the screenshot tools share: the application, waiting until the table is idle, a main
window with fixed settings and seed, the human's moves, and saving a picture.

    from shot_kit import Shots
    shots = Shots(out_dir)
    w = shots.window((1400, 900), seed=5, counting_aid=True)
    shots.play_human(w, 3)
    shots.save(w, "mid-hand")          # out_dir/screenshot-mid-hand.png
"""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: Pictures larger than this are stored with a reduced palette.
MAX_BYTES = 500_000


def deck_of(human: str, ai: str, turnup: str, stock: str) -> list[int]:
    """A 20-card pack dealt by the computer (the human leads) giving these cards."""
    from schnapsen_qt.engine import parse_card

    h, a = [parse_card(c) for c in human.split()], [parse_card(c) for c in ai.split()]
    rest = [parse_card(c) for c in stock.split()]
    return h[:3] + a[:3] + [parse_card(turnup)] + h[3:5] + a[3:5] + rest


class Shots:
    """The application and the pictures' folder; windows made here play at "instant" speed
    against the real AI at Intermediate level and never ask before a claim or a close."""

    def __init__(self, out: Path) -> None:
        from schnapsen_qt.qt import QApplication

        self.out = out
        out.mkdir(parents=True, exist_ok=True)
        self.app = QApplication.instance() or QApplication(sys.argv[:1])
        self.app.setApplicationName("schnapsen-qt")

    def language(self, code: str) -> None:
        """Speak ``code`` from now on (English plurals need English installed too)."""
        from schnapsen_qt import i18n

        i18n.install_translators(self.app, code)

    def pump(self, seconds: float = 0.3) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.app.processEvents()
            time.sleep(0.005)

    def idle(self, w, timeout: float = 30.0, settle: float = 0.25) -> None:
        """Until nothing moves and the human must act (or the hand's summary shows)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.app.processEvents()
            c = w.controller
            if not w.scene.busy and (c.human_to_move or w.scene.summary_shown
                                     or c.hand is None):
                break
            time.sleep(0.005)
        self.pump(settle)

    def window(self, size: tuple[int, int], seed: int, **settings):
        """A shown main window of ``size`` with a new match dealt by ``seed``."""
        from schnapsen_qt.gui.window.main_window import MainWindow
        from schnapsen_qt.userfiles.settings import Settings

        chosen = replace(Settings(), animation_speed="instant", ai_level="intermediate",
                         ask_before_claim_and_close=False, **settings)
        w = MainWindow(chosen, persist=False, seed=seed)
        w.resize(*size)
        w.show()
        self.pump(0.3)
        w.controller.new_game(seed=seed)
        self.idle(w)
        return w

    def play_human(self, w, moves: int) -> None:
        """The human plays ``moves`` cards (melding first when possible, never claiming)."""
        from schnapsen_qt.engine import MELD

        for _ in range(moves):
            self.idle(w)
            c = w.controller
            if c.hand is None or c.hand.outcome is not None or not c.human_to_move:
                return
            legal = c.legal()
            melds = [a for a in legal if MELD <= a < MELD + 4]
            action = melds[0] if melds else max((a for a in legal if a < MELD),
                                                key=lambda a: (a % 5 == 0, -(a % 5)))
            w.scene.submit(action)
        self.idle(w)

    def finish_hand(self, w) -> None:
        """The human plays on, claiming at 66, until the hand's summary shows."""
        from schnapsen_qt.engine import CLAIM

        for _ in range(40):
            self.idle(w)
            c = w.controller
            if w.scene.summary_shown or c.hand.outcome is not None:
                break
            if CLAIM in c.legal() and c.hand.counted_points(0) >= 66:
                w.scene.submit(CLAIM)
            else:
                self.play_human(w, 1)
        self.idle(w)

    def save(self, widget, name: str) -> Path:
        """``widget`` as out/screenshot-``name``.png (a reduced palette above MAX_BYTES)."""
        from schnapsen_qt.qt import QImage

        image = widget.grab().toImage()
        path = self.out / f"screenshot-{name}.png"
        image.save(str(path))
        if path.stat().st_size > MAX_BYTES:
            image.convertToFormat(QImage.Format.Format_Indexed8).save(str(path))
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        print(f"{shown}: {image.width()}x{image.height()}, {path.stat().st_size // 1024} KB")
        return path

    @staticmethod
    def close(w) -> None:
        w.controller.shutdown()
        w.close()

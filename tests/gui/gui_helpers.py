"""Helpers for the GUI tests: fixed packs, a scripted fake AI, clicking cards."""

from __future__ import annotations

import threading
import time

from schnapsen_qt.engine import CLOSE, parse_card
from schnapsen_qt.gui.table.piles import Zone


def make_deck(human: str, ai: str, turnup: str, stock: str, dealer: int = 1) -> list[int]:
    """A pack (index 0 dealt first) giving these cards; the human is seat 0."""
    h = [parse_card(c) for c in human.split()]
    a = [parse_card(c) for c in ai.split()]
    s = [parse_card(c) for c in stock.split()]
    fore, deal = (h, a) if dealer == 1 else (a, h)
    deck = fore[:3] + deal[:3] + [parse_card(turnup)] + fore[3:5] + deal[3:5] + s
    assert sorted(deck) == list(range(20)), "the pack must hold every card once"
    return deck


class FirstLegal:
    """A deterministic fake AI: the first legal action (plays before meld/close/claim).

    ``delay`` makes it think for that long; ``gate`` makes it think until the test sets the
    event, so that a test about "while the AI thinks" does not depend on the machine's speed;
    ``honour_stop=False`` makes it answer even when cancelled (a late, stale answer);
    ``started`` is set when it begins to think.
    """

    def __init__(self, level: str = "beginner", seed: int = 0, close_first: bool = False,
                 delay: float = 0.0, calls: list | None = None,
                 gate: threading.Event | None = None, honour_stop: bool = True,
                 started: threading.Event | None = None) -> None:
        self.close_first = close_first
        self.started = started
        self.honour_stop = honour_stop
        self.delay = delay
        self.calls = calls
        self.gate = gate

    def choose(self, view, should_stop=lambda: False):
        from schnapsen_qt.ai import Cancelled

        if self.started is not None:
            self.started.set()
        end = time.monotonic() + self.delay
        while time.monotonic() < end or (self.gate is not None and not self.gate.is_set()):
            if should_stop() and self.honour_stop:
                raise Cancelled
            time.sleep(0.002)
        if should_stop() and self.honour_stop:
            raise Cancelled
        if self.calls is not None:
            self.calls.append(view.history)
        if self.close_first and CLOSE in view.legal:
            return CLOSE
        return view.legal[0]


def first_legal_factory(**kw):
    return lambda level, seed: FirstLegal(level, seed, **kw)


def wait_human(qtbot, w, timeout: int = 10000) -> None:
    """Until the table is idle and the human must act (or the summary shows)."""
    qtbot.waitUntil(lambda: not w.scene.busy and (w.controller.human_to_move
                                                  or w.scene.summary_shown),
                    timeout=timeout)


def item_point(w, item):
    return w.view.mapFromScene(item.mapToScene(0, 0))


def click_item(qtbot, w, item) -> None:
    from schnapsen_qt.qt import Qt

    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=item_point(w, item))


def my_item(w, code: str):
    card = parse_card(code)
    return next(i for i in w.scene.cards_in(Zone.HAND) if i.card == card)


def turnup_item(w):
    """The turn-up's item (face up, or turned down after closing)."""
    (item,) = w.scene.cards_in(Zone.TURNUP)
    return item


def summary_text(w) -> str:
    return " ".join(w.scene.panel_lines("summary"))

"""Restart and New Game storms while the table animates: the window survives, and Qt never
warns (a warning such as "shared QObject was deleted directly" comes before a crash).

Every kind of animation is interrupted: the deal, a card played, the trick lying still and
being collected, the draw, a marriage shown, the trump exchange and closing the talon.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from gui_helpers import first_legal_factory, make_deck

from schnapsen_qt.engine import CLOSE, EXCHANGE, MELD, SOFT, parse_card
from schnapsen_qt.qt import QCoreApplication, QEvent, Qt

# Human forehand, soft rules: the human can exchange the trump Jack, meld hearts, lead the
# King of hearts (the computer answers, the trick is collected, both draw) and close.
JACK = make_deck(human="JC KH QH TS AD", ai="KC QC TD KD JD", turnup="AC",
                 stock="TC AH TH JH AS KS QS JS QD", dealer=1)
SCRIPTS = (
    # exchange; meld; the King led, the computer trumps it, the trick collected, both draw
    (EXCHANGE, MELD + 2, parse_card("KH")),
    # closing (the turn-up turned down); then a trick without a draw
    (CLOSE, parse_card("AD")),
)
# Milliseconds between the action and the storm: mid-flight, mid-pause, near the end.
DELAYS = (0, 40, 150, 400)
# The computer is forehand and closes at once (with a close_first AI).
AI_FIRST = make_deck(human="TC JC AH TH KS", ai="KC AD TD KD QD", turnup="AS",
                     stock="AC QC QH JH KH TS QS JS JD", dealer=0)


def _pump(qtbot, ms: int) -> None:
    """Let timers, animations and deferred deletes run for ``ms`` milliseconds."""
    qtbot.wait(ms)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _press(qtbot, w, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key press on the table, where the player's keys go; the window's shortcuts fire."""
    qtbot.keyClick(w.view, key, modifier)


def _storm(qtbot, w, rng: random.Random, presses: int) -> None:
    """F5 and Ctrl+N pressed in quick succession, as a player hammering the keys."""
    for _ in range(presses):
        if rng.random() < 0.7:
            _press(qtbot, w, Qt.Key.Key_F5)
        else:
            _press(qtbot, w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        _pump(qtbot, rng.choice((0, 1, 5, 20, 50)))


def _idle_human(qtbot, w) -> None:
    qtbot.waitUntil(lambda: not w.scene.busy and w.controller.human_to_move, timeout=10000)


def _speed(w, name: str) -> None:
    w.apply_settings(replace(w.settings, animation_speed=name))


@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform's notice
def test_restart_storms_during_every_animation_never_crash(qtbot, make_window):
    w = make_window(rules=SOFT, speed="fast")
    w.confirm_discard = lambda: True
    w.confirm_redeal = lambda: True
    c = w.controller
    rng = random.Random(16)
    restarts = []
    c.handStarted.connect(lambda _view: restarts.append(1))
    with qtbot.waitActive(w):
        w.activateWindow()
    w.view.setFocus()
    # The shortcut path (the one that crashed) is the one exercised here.
    c.new_game(deck=JACK, first_dealer=1)
    _press(qtbot, w, Qt.Key.Key_F5)
    assert len(restarts) == 2
    # During the deal.
    for delay in DELAYS:
        c.set_next_deck(JACK)
        c.new_game(first_dealer=1)
        _pump(qtbot, delay)
        _storm(qtbot, w, rng, presses=rng.randint(2, 5))
    # During each of the human's actions and what follows it (the computer's answer, the
    # trick lying still, its collection, the draw): reached at once, then animated.
    for script in SCRIPTS:
        for done in range(len(script)):
            for delay in DELAYS:
                _speed(w, "instant")
                c.set_next_deck(JACK)
                c.new_game(first_dealer=1)
                for action in script[:done]:
                    _idle_human(qtbot, w)
                    assert w.scene.submit(action)
                _idle_human(qtbot, w)
                _speed(w, "fast")
                assert w.scene.submit(script[done])
                _pump(qtbot, delay)
                _storm(qtbot, w, rng, presses=rng.randint(2, 5))
    # The computer closing the talon, interrupted.
    c.ai.set_player_factory(first_legal_factory(close_first=True))
    for delay in DELAYS:
        c.set_next_deck(AI_FIRST)
        c.new_game(first_dealer=0)
        qtbot.waitUntil(lambda: c.hand.closed_by == 1, timeout=10000)
        _pump(qtbot, delay)
        _storm(qtbot, w, rng, presses=3)
    # Still a working table afterwards: the hand can be played.
    c.ai.set_player_factory(first_legal_factory())
    c.set_next_deck(JACK)
    c.new_game(first_dealer=1)
    _idle_human(qtbot, w)
    assert w.scene.submit(parse_card("AD"))
    qtbot.waitUntil(lambda: len(c.hand.history) >= 2, timeout=10000)
    assert len(restarts) > 40

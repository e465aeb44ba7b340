"""A quick soak in-process (the long one on the real window is ``tests/soak/gui_soak.py``):
random clicks on cards, keys, F5 and Ctrl+N storms while the table animates, resizes, with
random answers to the window's questions. No Qt warning, no exception, a table that still
plays afterwards."""

from __future__ import annotations

import random

import pytest
from gui_helpers import first_legal_factory, wait_human

from schnapsen_qt.engine import MELD
from schnapsen_qt.gui.table.piles import Zone
from schnapsen_qt.qt import QCoreApplication, QEvent, Qt

KEYS = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_Left,
        Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_M, Qt.Key.Key_X, Qt.Key.Key_C,
        Qt.Key.Key_G, Qt.Key.Key_H, Qt.Key.Key_T, Qt.Key.Key_Escape]
OPERATIONS = 120


@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform's notice
def test_random_operations_while_the_table_animates(qtbot, make_window):
    rng = random.Random(2026)
    w = make_window(speed="fast", ai=first_legal_factory(delay=0.02))
    w.confirm_discard = lambda: rng.random() < 0.7
    w.confirm_redeal = lambda: rng.random() < 0.7
    w.confirm_risky = lambda _action: rng.random() < 0.5
    with qtbot.waitActive(w):
        w.activateWindow()
    w.view.setFocus()
    w.controller.new_game(seed=5)
    done = []
    for _ in range(OPERATIONS):
        r = rng.random()
        if r < 0.35:
            cards = [i for zone in Zone for i in w.scene.cards_in(zone) if i.isVisible()]
            if cards:
                item = rng.choice(cards)
                pos = w.view.mapFromScene(item.mapToScene(0, 0))
                qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
            done.append("click")
        elif r < 0.65:
            qtbot.keyClick(w.view, rng.choice(KEYS))
            done.append("key")
        elif r < 0.8:
            for _ in range(rng.randint(2, 5)):
                if rng.random() < 0.75:
                    qtbot.keyClick(w.view, Qt.Key.Key_F5)
                else:
                    qtbot.keyClick(w.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
                qtbot.wait(rng.choice((0, 5, 30, 80)))
            done.append("storm")
        elif r < 0.88:
            w.resize(rng.randint(800, 1400), rng.randint(600, 900))
            done.append("resize")
        else:
            done.append("wait")
        qtbot.wait(rng.choice((0, 10, 60, 200, 400)))
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert {"click", "key", "storm", "resize"} <= set(done)
    # The table still plays: a fresh hand to its first move.
    w.controller.new_game(seed=9)
    wait_human(qtbot, w)
    if not w.scene.summary_shown:
        card = next(a for a in w.controller.legal() if a < MELD)
        before = len(w.controller.hand.history)
        assert w.scene.submit(card)
        qtbot.waitUntil(lambda: len(w.controller.hand.history) > before, timeout=10000)

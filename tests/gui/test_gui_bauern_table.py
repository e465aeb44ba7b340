"""The start of the Bauernschnapsen table: seats placed clockwise from you (partner opposite),
a whole hand played through the window's buttons and card clicks, with three computer players
deciding in their thread."""

from __future__ import annotations

import pytest

from schnapsen_qt.engine.bauernschnapsen import actions as A
from schnapsen_qt.engine.bauernschnapsen.deal import PH_PLAY
from schnapsen_qt.gui.bauern.places import PLACES, Geometry, place_of, seat_at


def test_partner_sits_opposite_and_play_goes_clockwise():
    assert [place_of(s) for s in range(4)] == ["bottom", "left", "top", "right"]
    assert place_of(2) == "top" and {place_of(1), place_of(3)} == {"left", "right"}
    assert all(seat_at(place_of(s)) == s for s in range(4))
    assert place_of(0, human=1) == "right"  # the places turn with the player's seat


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_hands_and_trick_slots_stay_on_the_table(size):
    geo = Geometry(*size)
    for place in PLACES:
        for face_up in (True, False):
            for x, y in geo.hand(place, 5, face_up):
                assert x >= 0 and x + geo.card_w <= size[0]
                assert y >= 0 and y + geo.card_h <= size[1]
        x, y = geo.trick_slot(place)
        assert x >= 0 and x + geo.card_w <= size[0] and y >= 0 and y + geo.card_h <= size[1]
    bottom = geo.hand("bottom", 5, True)
    assert all(b[0] + geo.card_w <= a[0] + 1e-6 for b, a in zip(bottom, bottom[1:], strict=False))


def test_a_whole_hand_by_buttons_and_clicks(qtbot):
    from schnapsen_qt.gui.bauern.table import BauernWindow

    window = BauernWindow("intermediate", seed=4, ai_pause_ms=0, trick_pause_ms=0)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    clicks = buttons = 0
    while window.deal.outcome is None:
        qtbot.waitUntil(lambda: window.deal.outcome is not None or (
            window.deal.to_move == 0 and not window.waiting), timeout=10000)
        deal = window.deal
        if deal.outcome is not None:
            break
        if deal.phase == PH_PLAY:
            card = next(a.card for a in deal.legal_actions() if a.kind == A.PLAY)
            assert card in window.table.playable
            window.table.card_clicked.emit(card)
            clicks += 1
        else:
            assert window.choices, "your turn outside the play shows buttons"
            window.choices[0].click()  # pass, or the first suit / call offered
            buttons += 1
    assert buttons >= 1
    assert "We 0 : 0 They" in window.score_label.text()
    assert [b.text() for b in window.choices] == ["Next hand"]
    points = window.deal.outcome.game_points
    window.choices[0].click()
    assert sum(window.sheet.points) == points and window.deal.outcome is None

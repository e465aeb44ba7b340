"""The table's layout at every size: hands of up to six cards fit between the side panels and
inside the window; the taken tricks spread out stay on the table."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from schnapsen_qt.engine import parse_card
from schnapsen_qt.gui.layout import MAX_HAND, TableLayout
from schnapsen_qt.gui.piles import HandFan, OpponentHand, TakenPile

SIZES = ((640, 420), (800, 600), (1024, 700), (1366, 768), (3840, 2160), (1200, 500))
CARDS = [parse_card(c) for c in ("AC", "TH", "KS", "QD", "JC", "AS")]
ASPECT = 1.5625


@dataclass(eq=False)
class Card:
    """Stands for a card item: piles only read ``card``."""

    card: int


def _edges(layout: TableLayout, places) -> tuple[float, float, float, float]:
    xs = [p.pos.x() for _, p in places]
    ys = [p.pos.y() for _, p in places]
    half_w, half_h = layout.card_w / 2, layout.card_h / 2
    return min(xs) - half_w, max(xs) + half_w, min(ys) - half_h, max(ys) + half_h


@pytest.mark.parametrize("size", SIZES)
def test_hands_of_up_to_six_cards_fit_between_the_panels(size):
    layout = TableLayout.fit(*size, ASPECT)
    side = layout.margin + layout.panel_width  # the panels' inner edge
    for n in range(1, MAX_HAND + 1):
        for pile in (HandFan(), OpponentHand()):
            pile.cards = [Card(c) for c in CARDS[:n]]
            left, right, top, bottom = _edges(layout, pile.places(layout))
            assert left >= side - 1 and right <= layout.width - side + 1, (size, n, pile)
            # Whole, not cut by the window's edges.
            assert top >= 0 and bottom <= layout.height, (size, n, pile)


@pytest.mark.parametrize("size", SIZES)
def test_a_five_card_hand_keeps_its_natural_fan(size):
    # Only hands that would not fit are pushed together: five cards look as they always did.
    layout = TableLayout.fit(*size, ASPECT)
    fan = HandFan()
    fan.cards = [Card(c) for c in CARDS[:5]]
    xs = sorted(p.pos.x() for _, p in fan.places(layout))
    if layout.hand_width() >= (4 * 0.78 + 1) * layout.card_w:
        assert xs[1] - xs[0] == pytest.approx(layout.card_w * 0.78)


@pytest.mark.parametrize("size", SIZES)
def test_spread_tricks_stay_on_the_table(size):
    layout = TableLayout.fit(*size, ASPECT)
    pile = TakenPile(0)
    pile.cards = [Card(c) for c in range(20)]
    pile.spread = True
    left, right, top, bottom = _edges(layout, pile.places(layout))
    assert left >= 0 and right <= layout.width
    assert top >= 0 and bottom <= layout.height

"""The table's layout at every size: hands of up to six cards fit between the side panels and
inside the window; the taken tricks spread out stay on the table and cover no other pile."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pytest
from gui_helpers import make_deck, wait_human

from schnapsen_qt.engine import parse_card
from schnapsen_qt.gui.layout import MAX_HAND, TableLayout
from schnapsen_qt.gui.piles import (
    SPREAD_GROUP_WIDTH,
    HandFan,
    OpponentHand,
    TakenPile,
    Talon,
    TurnUp,
)
from schnapsen_qt.qt import QRectF

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


# The taken tricks spread out to look through (up to 11: a Sechsundsechzig player may hold
# eleven tricks before the last) cover no other pile: not the talon with its turn-up, not the
# hands (a raised marriage and the card chosen by key included), not the computer's taken pile
# with its last trick face up; their labels do not overlap each other either.
VIEWS = ((640, 420), (800, 507), (1024, 640), (1366, 690), (1200, 430), (3840, 2080),
         (1920, 1000))


def _rect(layout: TableLayout, place) -> QRectF:
    turn = math.radians(place.rotation)
    w, h = layout.card_w * place.scale, layout.card_h * place.scale
    half_w = abs(math.cos(turn)) * w / 2 + abs(math.sin(turn)) * h / 2
    half_h = abs(math.sin(turn)) * w / 2 + abs(math.cos(turn)) * h / 2
    return QRectF(place.pos.x() - half_w, place.pos.y() - half_h, 2 * half_w, 2 * half_h)


def _other_piles(layout: TableLayout) -> dict[str, list[QRectF]]:
    hand = HandFan()
    hand.cards = [Card(c) for c in range(6)]
    hand.raised = set(hand.cards[2:4])
    hand.selected = 2
    opponent = OpponentHand()
    opponent.cards = [Card(-1) for _ in range(6)]
    talon = Talon()
    talon.cards = [Card(-1) for _ in range(11)]
    turnup = TurnUp()
    turnup.cards = [Card(5)]
    theirs = TakenPile(1)
    theirs.cards = [Card(c) for c in range(10)]
    theirs.last_trick = theirs.cards[-2:]
    return {name: [_rect(layout, place) for _, place in pile.places(layout)]
            for name, pile in (("hand", hand), ("opponent", opponent), ("talon", talon),
                               ("turn-up", turnup), ("their tricks", theirs))}


@pytest.mark.parametrize("size", VIEWS)
def test_spread_tricks_cover_no_other_pile(size):
    layout = TableLayout.fit(*size, ASPECT)
    others = _other_piles(layout)
    # The labels' sizes as the scene measures them: "Trick 9: 14 points", "14 points", none.
    label_h = layout.trick_label_font * 2.8
    label_sizes = [(layout.trick_label_font * 11, label_h),
                   (layout.trick_label_font * 6.5, label_h), (0.0, 0.0)]
    for n in range(1, 13):  # Sechsundsechzig: up to twelve tricks
        pile = TakenPile(0)
        pile.cards = [Card(c) for c in range(2 * n)]
        pile.groups = [(2 * k, 2 * k + 1) for k in range(n)]
        pile.label_sizes = label_sizes
        pile.spread = True
        cards = [_rect(layout, place) for _, place in pile.places(layout)]
        corners, scale, form = pile.spread_grid(layout)
        label_w, label_h = label_sizes[form]
        group_w = layout.card_w * SPREAD_GROUP_WIDTH * scale
        labels = [QRectF(c.x() + (group_w - label_w) / 2, c.y() - label_h, label_w, label_h)
                  for c in corners if label_w]
        for name, rects in others.items():
            for mine in cards + labels:
                assert not any(mine.intersects(r) for r in rects), (size, n, name)
        for i, a in enumerate(labels):
            assert not any(a.intersects(b) for b in labels[i + 1:]), (size, n, "labels")
        # No label lies over any trick's cards, no trick's cards over another trick's.
        groups = [cards[2 * k].united(cards[2 * k + 1]) for k in range(n)]
        for label in labels:
            assert not any(label.intersects(g) for g in groups), (size, n, "label on cards")
        for i, a in enumerate(groups):
            assert not any(a.intersects(b) for b in groups[i + 1:]), (size, n, "tricks")
        assert all(layout.rect.contains(r) for r in cards + labels), (size, n)
        if n <= 3 and size[0] >= 1366:
            assert (scale, form) == (1.0, 0), "a few tricks at full size on a laptop screen"
        if n <= 2:
            assert form == 0, "the full labels while the tricks are few"
        if n <= 3:
            assert form < 2, "labels while the tricks are few"
        # Twelve tricks without any overlap get small on the smallest tables.
        assert scale >= (0.5 if n <= 10 else 0.4), "the cards stay large enough to read"


# Human forehand, spades trumps: the trump marriage and the high spades win three tricks.
STRONG = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                   stock="AC TC AD TD KD KH QH JH TH", dealer=1)


@pytest.mark.parametrize("size", [(800, 600), (1366, 768), (640, 480)])
def test_the_spread_covers_nothing_at_the_table(qtbot, make_window, size):
    """The real window: the player's three tricks spread out (with their labels) lie clear
    of the talon, the turn-up, both hands and the computer's tricks."""
    from schnapsen_qt.engine import MELD
    from schnapsen_qt.gui.piles import Zone

    w = make_window(size=size)
    w.controller.new_game(deck=STRONG, first_dealer=1)
    for action in (MELD + 3, parse_card("KS"), parse_card("AS"), parse_card("TS")):
        wait_human(qtbot, w)
        w.scene.submit(action)
    wait_human(qtbot, w)
    assert len(w.scene.cards_in(Zone.OWN_TRICKS)) == 6  # three tricks won
    w.scene.toggle_browse()
    qtbot.waitUntil(lambda: not w.scene.busy)
    assert w.scene.browsing
    spread = [i.sceneBoundingRect() for i in w.scene.cards_in(Zone.OWN_TRICKS)]
    labels = w.scene.trick_label_rects()
    assert len(spread) == 6 and len(labels) == 3
    for zone in (Zone.TALON, Zone.TURNUP, Zone.HAND, Zone.OPPONENT_HAND, Zone.OPPONENT_TRICKS):
        others = [i.sceneBoundingRect() for i in w.scene.cards_in(zone)]
        assert others or zone == Zone.OPPONENT_TRICKS, zone
        for mine in spread + labels:
            assert not any(mine.intersects(r) for r in others), (size, zone)
    table = w.scene.sceneRect()
    assert all(table.contains(r) for r in spread + labels)

"""The table's layout at every size: hands of up to six cards fit between the side panels and
inside the window, the cards the computer shows (a marriage, its last cards) too; the taken
tricks spread out stay on the table and cover no other pile, and no card the computer shows
covers them; the announcement bubbles cover neither the spread nor a hand."""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass

import pytest
from gui_helpers import make_deck, wait_human

from schnapsen_qt.engine import parse_card
from schnapsen_qt.gui.table.layout import (
    AI,
    HUMAN,
    MAX_HAND,
    SMALLEST_TABLE,
    SUMMARY_LINE_ROOM,
    TableLayout,
)
from schnapsen_qt.gui.table.piles import (
    SPREAD_GROUP_WIDTH,
    HandFan,
    OpponentHand,
    TakenPile,
    Talon,
    Trick,
    TurnUp,
)
from schnapsen_qt.qt import QRectF

# The last two: the smallest table and the maximized one of a 1366x768 laptop at
# QT_SCALE_FACTOR=2 (the window's minimum follows the screen: MainWindow.fit_minimum_to_screen).
SIZES = ((640, 420), (800, 600), (1024, 700), (1366, 768), (3840, 2160), (1200, 500),
         (640, 242), (683, 290))
# The tables of an 800x600 screen at QT_SCALE_FACTOR=2 (400x300 for the whole window): the
# smallest the window may be made (the screen's width less room for a window frame, see
# fit.FRAME_ALLOWANCE), as short but as wide as the screen, and the maximized one under the
# menus and status bar.
TINY_TABLES = [(384, 240), (400, 240), (400, 259)]
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


def _opponent(n: int, shown: int) -> OpponentHand:
    """The computer's hand of ``n`` cards, the last ``shown`` of them face up (a marriage: 2;
    its last cards turned up after the hand: all)."""
    pile = OpponentHand()
    pile.cards = [Card(-1) for _ in range(n - shown)] + [Card(c) for c in CARDS[:shown]]
    pile.showing = pile.cards[n - shown:]
    return pile


def _hands(n: int) -> list:
    """Every way a hand of ``n`` cards lies: the player's fan, the computer's backs, with a
    shown marriage, all turned up."""
    fan = HandFan()
    fan.cards = [Card(c) for c in CARDS[:n]]
    return [fan, _opponent(n, 0), *([_opponent(n, 2)] if n >= 2 else []), _opponent(n, n)]


@pytest.mark.parametrize("size", SIZES + (*TINY_TABLES, SMALLEST_TABLE))
def test_hands_of_up_to_six_cards_fit_between_the_panels(size):
    layout = TableLayout.fit(*size, ASPECT)
    side = layout.margin + layout.panel_width  # the panels' inner edge
    for n in range(1, MAX_HAND + 1):
        for pile in _hands(n):
            left, right, top, bottom = _edges(layout, pile.places(layout))
            assert left >= side - 1 and right <= layout.width - side + 1, (size, n, pile)
            # Whole, not cut by the window's edges.
            assert top >= 0 and bottom <= layout.height, (size, n, pile)


@pytest.mark.parametrize("size", SIZES + (*TINY_TABLES, SMALLEST_TABLE))
def test_the_summary_is_tried_between_the_panels_first(size):
    """The end-of-hand summary's widths, first choice first: between the side panels where
    they leave room for 22 of its type's sizes, then as wide as its longest line wants (up
    to nine tenths of the table); a summary too high between the panels for the accuracy
    line below it takes the next width."""
    layout = TableLayout.fit(*size, ASPECT)
    base = layout.summary_font
    side = layout.margin * 1.5 + layout.panel_width
    widths = layout.summary_widths(90)  # the longest German summary line is about 90
    assert widths[-1] == pytest.approx(min(layout.width * 0.9, 90 * base * 0.62))
    if len(widths) == 2:
        assert widths[0] >= base * 22
        assert (layout.width - widths[0]) / 2 >= side - 1e-9
        assert widths[0] < widths[1]
    assert layout.summary_fits(layout.height - 2 * SUMMARY_LINE_ROOM * base)
    assert not layout.summary_fits(layout.height - 2 * SUMMARY_LINE_ROOM * base + 1)
    if size == (800, 600):
        assert len(widths) == 2
    if size in TINY_TABLES:
        assert len(widths) == 1


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
         (1920, 1000), (640, 242), (683, 290))


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
    piles = (("hand", hand), ("opponent", opponent), ("talon", talon), ("turn-up", turnup),
             ("their tricks", theirs), ("shown marriage", _opponent(MAX_HAND, 2)),
             ("shown marriage of 5", _opponent(5, 2)),
             ("turned-up hand", _opponent(MAX_HAND, MAX_HAND)))
    return {name: [_rect(layout, place) for _, place in pile.places(layout)]
            for name, pile in piles}


@pytest.mark.parametrize("size", SIZES + VIEWS + (*TINY_TABLES, (400, 250), SMALLEST_TABLE))
def test_the_cards_the_computer_shows_leave_its_backs_in_sight(size):
    """A shown marriage lies beside the computer's other cards, not over them: the player
    still sees how many cards it holds, down to the tiny tables of an 800x600 screen at
    QT_SCALE_FACTOR=2, where the row of four backs and the pair has too little room between
    the panels (the backs' faces as they lie, a little turned, not their shadows)."""
    layout = TableLayout.fit(*size, ASPECT)
    for n in range(3, MAX_HAND + 1):
        pile = _opponent(n, 2)
        rects = {item: _rect(layout, place) for item, place in pile.places(layout)}
        backs = [r for item, r in rects.items() if item not in pile.showing]
        for item in pile.showing:
            assert not any(rects[item].intersects(r) for r in backs), (size, n)


def _spread(layout: TableLayout, n: int) -> tuple[list[QRectF], list[QRectF], float, int]:
    """(the cards' rectangles, the labels' rectangles, the cards' scale, the labels' form) of
    the player's ``n`` tricks spread out, with labels of the sizes the scene measures:
    "Trick 9: 14 points", "14 points", none."""
    label_h = layout.trick_label_font * 2.8
    label_sizes = [(layout.trick_label_font * 11, label_h),
                   (layout.trick_label_font * 6.5, label_h), (0.0, 0.0)]
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
    return cards, labels, scale, form


@pytest.mark.parametrize("size", VIEWS)
def test_spread_tricks_cover_no_other_pile(size):
    layout = TableLayout.fit(*size, ASPECT)
    others = _other_piles(layout)
    for n in range(1, 13):  # Sechsundsechzig: up to twelve tricks
        cards, labels, scale, form = _spread(layout, n)
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


def _announcements() -> list[tuple[int, str, bool]]:
    """(seat, text, said) of the longest announcements a bubble shows, in both decks' words
    and in the language installed, the exchange of the Jack and of the Nine (the 24-card
    pack: "Atout-Neuner", the longest); ``said`` is False for the player's exchange, close
    and kept trump, which the status bar tells instead of a bubble."""
    from schnapsen_qt.engine.cards import CARD_OF, CLUBS, HEARTS, JACK, exchange_card
    from schnapsen_qt.engine.rules import SECHSUNDSECHZIG
    from schnapsen_qt.gui.table import table_texts as texts

    nine = exchange_card(CLUBS, SECHSUNDSECHZIG)
    out = []
    for seat in (HUMAN, AI):
        said = seat == AI
        for deck in ("french", "german"):
            out += [(seat, texts.meld(seat, 40, HEARTS, deck), True),
                    (seat, texts.exchanged(seat, CARD_OF[CLUBS][JACK], deck), said),
                    (seat, texts.exchanged(seat, nine, deck), said),
                    (seat, texts.passed(seat, CARD_OF[CLUBS][JACK], deck), said)]
        out += [(seat, texts.closed(seat), said), (seat, texts.claimed(seat), True)]
    return out


def _middle_and_taken(layout: TableLayout) -> dict[str, list[QRectF]]:
    """The talon, the turn-up, a trick being played and both taken piles (each with its last
    trick face up): what a bubble should leave in sight besides the hands."""
    trick = Trick()
    trick.add_for(HUMAN, Card(1))
    trick.add_for(AI, Card(2))
    mine = TakenPile(HUMAN)
    mine.cards = [Card(c) for c in range(10)]
    mine.last_trick = mine.cards[-2:]
    out = {"trick": [_rect(layout, place) for _, place in trick.places(layout)],
           "my tricks": [_rect(layout, place) for _, place in mine.places(layout)]}
    others = _other_piles(layout)
    for name in ("talon", "turn-up", "their tricks"):
        out[name] = others[name]
    return out


@dataclass
class Fitted:
    """An announcement as a bubble shows it on a table: fitted to its room, placed by the
    layout."""

    seat: int
    text: str
    said: bool
    box: QRectF
    room: QRectF
    lines: list[str]


def _fitted_bubbles(qapp, layout: TableLayout, language: str) -> list[Fitted]:
    """Every announcement of :func:`_announcements` in ``language``, each as its bubble
    stands on a table of ``layout``."""
    from schnapsen_qt import i18n
    from schnapsen_qt.gui.table.panels import Announcer
    from schnapsen_qt.qt import QGraphicsScene

    announcer = Announcer(QGraphicsScene())
    i18n.install_translators(qapp, language)
    try:
        announcements = _announcements()
    finally:
        i18n.install_translators(qapp, "en")
    out = []
    for seat, text, said in announcements:
        announcer.clear()
        announcer.announce(seat, text, layout, 10_000)
        (box,) = announcer.rects()
        (lines,) = announcer.lines()
        out.append(Fitted(seat, text, said, box, layout.bubble_room(seat), lines))
    return out


def _lone_short_words(lines: list[str]) -> list[str]:
    """The lines of a bubble of several lines that hold a short word alone ("Der" over
    "Computer tauscht:"): a poor break, the word left over."""
    return [line for line in lines if len(lines) > 1 and " " not in line and len(line) <= 3]


#: What a bubble fitted to its room may exceed it by: floating point's rounding only.
ROUNDING = 1e-6


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", SIZES + VIEWS)
def test_announcement_bubbles_leave_the_spread_tricks_and_the_hands_in_sight(qapp, size,
                                                                             language):
    """A bubble ("Computer: 20 in clubs!", "Der Computer tauscht: Atout-Unter gegen die
    Atoutkarte.") shows while the player may be looking through the tricks: in both
    languages and at every size, down to the smallest tables of a small screen at a large
    scale factor, it stays inside its room, to the last fraction of a pixel, and covers
    neither the middle where the tricks are spread out, nor a trick's label or cards, nor any
    card on the table (the hands with a raised marriage, the card chosen by key and the cards
    the computer shows, the talon, the turn-up, the trick being played, both taken piles).
    Its lines are even: none holds a short word left over ("Der" over "Computer
    tauscht:")."""
    layout = TableLayout.fit(*size, ASPECT)
    others = _other_piles(layout)
    hands = {name: others[name] for name in ("hand", "opponent", "shown marriage",
                                             "shown marriage of 5", "turned-up hand")}
    cards_on_table = hands | _middle_and_taken(layout)
    spreads = [_spread(layout, n) for n in range(1, 13)]
    for bubble in _fitted_bubbles(qapp, layout, language):
        box, room, text, said = bubble.box, bubble.room, bubble.text, bubble.said
        assert layout.rect.contains(box), (size, text)
        # What the status bar tells instead need not fit the player's narrow room of the
        # smallest tables; it still covers neither the spread nor a hand.
        assert box.width() <= room.width() + ROUNDING or not said, (size, text, box, room)
        assert not box.intersects(layout.browse_area()), (size, text, "the spread's area")
        for n, (cards, labels, _scale, _form) in enumerate(spreads, 1):
            assert not any(box.intersects(r) for r in labels), (size, n, text, "label")
            assert not any(box.intersects(r) for r in cards), (size, n, text, "cards")
        for name, rects in (cards_on_table if said else hands).items():
            assert not any(box.intersects(r) for r in rects), (size, text, name)
        if said:
            inside = room.adjusted(-ROUNDING, -ROUNDING, ROUNDING, ROUNDING)
            assert inside.contains(box), (size, text, box, room)
            assert not _lone_short_words(bubble.lines), (size, text, bubble.lines)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", TINY_TABLES)
def test_announcement_bubbles_keep_to_their_room_on_a_tiny_table(qapp, size, language):
    """800x600 at QT_SCALE_FACTOR=2 leaves the table 384x240 (the smallest the window may be
    made) to 400x259 (the window maximized). Every bubble shown stands inside its room, not a
    fraction of a pixel over an edge, and covers no card on the table, nor the middle where
    the tricks are spread out: the player's "40 in hearts!" and "Genug! (66)" in the room
    beside its taken pile, hardly wider than "hearts!"; the computer's German exchange ("Der
    Computer tauscht: Atout-Neuner gegen die Atoutkarte.") in its corner, on three lines, not
    on four reaching over the last trick on its taken pile. Every bubble's lines are even,
    none a short word left over."""
    layout = TableLayout.fit(*size, ASPECT)
    cards_on_table = _other_piles(layout) | _middle_and_taken(layout)
    spreads = [_spread(layout, n) for n in range(1, 13)]
    for bubble in _fitted_bubbles(qapp, layout, language):
        if not bubble.said:  # the status bar tells the player's exchange, close, kept trump
            continue
        box, room, text = bubble.box, bubble.room, bubble.text
        inside = room.adjusted(-ROUNDING, -ROUNDING, ROUNDING, ROUNDING)
        assert inside.contains(box), (size, text, box, room)
        for name, rects in cards_on_table.items():
            assert not any(box.intersects(r) for r in rects), (size, text, name)
        assert not box.intersects(layout.browse_area()), (size, text, "the spread's area")
        for n, (cards, labels, _scale, _form) in enumerate(spreads, 1):
            assert not any(box.intersects(r) for r in cards + labels), (size, n, text)
        assert not _lone_short_words(bubble.lines), (size, text, bubble.lines)


def test_a_long_announcement_is_broken_into_even_lines(qapp):
    """Where the corner is narrow, "Computer: 20 in clubs!" reads "Computer:" over "20 in
    clubs!", not "Computer: 20 in" over "clubs!"; a text that fits stays on one line."""
    from schnapsen_qt.gui.table.items import Bubble

    bubble = Bubble()
    text = "Computer: 20 in clubs!"
    bubble.show_text(text, 11.0)
    one_line = bubble.boundingRect().width()
    assert bubble.lines == [text]
    bubble.show_text(text, 11.0, one_line * 0.75)
    assert bubble.lines == ["Computer:", "20 in clubs!"]
    assert bubble.boundingRect().width() <= one_line * 0.75
    assert bubble.text == text
    bubble.fit_width(one_line)  # the table grew: one line again
    assert bubble.lines == [text] and bubble.boundingRect().width() == one_line


def test_a_short_word_is_not_left_alone_on_a_line(qapp):
    """The computer's German exchange, broken for any width from that of "Der Computer" to
    its own on one line, reads "Der Computer" over "tauscht:", never "Der" alone over
    "Computer tauscht:", and no other short word stands alone either."""
    from schnapsen_qt.gui.table.items import Bubble

    bubble = Bubble()
    bubble.show_text("Der Computer", 11.0)
    narrowest = bubble.boundingRect().width()
    for jack in ("Atout-Unter", "Atout-Bube"):
        text = f"Der Computer tauscht: {jack} gegen die Atoutkarte."
        bubble.show_text(text, 11.0)
        one_line = bubble.boundingRect().width()
        seen = []
        for step in range(101):
            bubble.fit_width(narrowest + (one_line - narrowest) * step / 100)
            assert not _lone_short_words(bubble.lines), bubble.lines
            seen.append(bubble.lines)
        assert ["Der Computer", "tauscht:", f"{jack} gegen", "die Atoutkarte."] in seen


def test_a_text_too_high_for_its_room_gets_smaller_type(qapp):
    """On a short table a long text is set smaller rather than standing over the cards
    below its room: fewer, longer lines, down to the smallest type; when the room grows
    again (a larger window), the bubble takes the table's type back."""
    from schnapsen_qt.gui.table.items import Bubble
    from schnapsen_qt.gui.table.layout import MIN_BUBBLE_FONT

    bubble = Bubble()
    text = "Der Computer tauscht: Atout-Unter gegen die Atoutkarte."
    bubble.show_text(text, 11.0, 150.0)
    tall = bubble.boundingRect().height()
    assert len(bubble.lines) >= 4 and bubble.base_px == 11.0
    bubble.fit_width(150.0, tall * 0.6, MIN_BUBBLE_FONT)
    assert MIN_BUBBLE_FONT <= bubble.base_px < 11.0
    assert bubble.boundingRect().height() <= tall * 0.6 + 0.5
    assert bubble.boundingRect().width() <= 150.5 and len(bubble.lines) < 4
    bubble.fit_width(150.0, tall, MIN_BUBBLE_FONT)  # the room grew back
    assert bubble.base_px == 11.0 and bubble.boundingRect().height() == tall
    bubble.fit_width(150.0, 1.0, MIN_BUBBLE_FONT)  # no room at all: the smallest type
    assert bubble.base_px == MIN_BUBBLE_FONT


def test_in_the_smallest_type_the_sides_give_way_for_a_line_fewer(qapp):
    """A text one line too high for its room in the smallest type (the computer's German
    exchange in its corner on a table 384 wide) takes some of the padding at its sides for a
    line fewer rather than reach over what lies below the room; where the room is high
    enough, it keeps its padding and the extra line."""
    from schnapsen_qt.gui.table.items import BUBBLE_PAD, Bubble
    from schnapsen_qt.gui.table.layout import MIN_BUBBLE_FONT

    bubble = Bubble()
    bubble.show_text("Der Computer tauscht: Atout-Unter gegen die Atoutkarte.", MIN_BUBBLE_FONT)
    width = bubble.boundingRect().width()
    while len(bubble.lines) < 3:  # narrower, until it takes three lines with all the padding
        width -= 1.0
        bubble.fit_width(width)
    three = bubble.boundingRect()
    narrower = three.width() - MIN_BUBBLE_FONT * BUBBLE_PAD / 4
    bubble.fit_width(narrower, math.inf, MIN_BUBBLE_FONT)
    assert len(bubble.lines) == 4
    assert bubble.boundingRect().width() <= narrower
    bubble.fit_width(narrower, three.height(), MIN_BUBBLE_FONT)
    assert len(bubble.lines) == 3 and bubble.base_px == MIN_BUBBLE_FONT
    assert bubble.boundingRect().width() <= narrower + ROUNDING
    assert bubble.boundingRect().height() <= three.height() + ROUNDING


# Human forehand, spades trumps: the trump marriage and the high spades win three tricks.
STRONG = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                   stock="AC TC AD TD KD KH QH JH TH", dealer=1)


@pytest.mark.parametrize("size", [(800, 600), (1366, 768), (640, 480)])
def test_the_spread_covers_nothing_at_the_table(qtbot, make_window, size):
    """The real window: the player's three tricks spread out (with their labels) lie clear
    of the talon, the turn-up, both hands and the computer's tricks."""
    from schnapsen_qt.engine import MELD
    from schnapsen_qt.gui.table.piles import Zone

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


# Human forehand, diamonds trumps: the player wins the first trick (AH over JH), the computer
# the second (AS over JS); then it leads with 20 in clubs.
MARRIAGE = make_deck(human="AH JS TH AC TC", ai="JH AS KC QC QD", turnup="JD",
                     stock="JC AD TD KD KH QH TS KS QS", dealer=1)


class _Melder:
    """The computer of MARRIAGE: takes the first trick with nothing, the second with AS,
    melds in clubs, and thinks about its lead until ``gate`` is set."""

    def __init__(self, gate: threading.Event) -> None:
        self.gate = gate

    def choose(self, view, should_stop=lambda: False):
        from schnapsen_qt.ai import Cancelled
        from schnapsen_qt.engine import MELD

        if MELD in view.legal:
            return MELD
        if len(view.history) < 4:
            return parse_card("JH" if len(view.history) < 2 else "AS")
        while not self.gate.wait(0.005):  # the marriage stays shown while it thinks
            if should_stop():
                raise Cancelled
        return parse_card("KC")


@pytest.mark.parametrize("size", [(800, 600), (1366, 768), (640, 420)])
def test_the_computers_shown_marriage_covers_nothing(qtbot, make_window, size):
    """The real window: the player looks through the tricks while the computer melds; the
    pair it shows covers no trick spread out, no label, no panel, no other card, nor does the
    bubble announcing it cover any card on the table (the pair and the computer's other cards
    included), a label or a panel."""
    from schnapsen_qt.gui.table.piles import Zone

    gate = threading.Event()
    w = make_window(ai=lambda level, seed: _Melder(gate), size=size)
    try:
        w.controller.new_game(deck=MARRIAGE, first_dealer=1)
        wait_human(qtbot, w)
        w.scene.submit(parse_card("AH"))
        wait_human(qtbot, w)
        w.scene.toggle_browse()
        w.scene.submit(parse_card("JS"))
        qtbot.waitUntil(lambda: bool(w.scene.piles.opponent.showing) and not w.scene.busy)
        assert w.scene.browsing
        shown = w.scene.piles.opponent.showing
        assert sorted(i.card for i in shown) == [parse_card("KC"), parse_card("QC")]
        assert all(i.face_up for i in shown)
        others = [i.sceneBoundingRect() for zone in Zone for i in w.scene.cards_in(zone)
                  if i not in shown]
        texts = w.scene.trick_label_rects() + [
            r for r in (w.scene.panel_rect(n) for n in ("score", "state", "prompt")) if r]
        assert len(w.scene.cards_in(Zone.OWN_TRICKS)) == 2 and w.scene.trick_label_rects()
        for item in shown:
            mine = item.sceneBoundingRect()
            assert not any(mine.intersects(r) for r in others + texts), (size, item.card)
            assert w.scene.sceneRect().contains(mine)
        # Its announcement covers no card, no label over the spread tricks and no panel.
        assert len(w.scene.bubbles_shown()) == len(w.scene.bubble_rects()) == 1
        cards = [i.sceneBoundingRect() for zone in Zone for i in w.scene.cards_in(zone)]
        for bubble in w.scene.bubble_rects():
            assert not any(bubble.intersects(r) for r in cards + texts), size
            assert w.scene.sceneRect().contains(bubble)
    finally:
        gate.set()


@pytest.mark.parametrize("size", [(800, 600), (1366, 768), (640, 420)])
def test_the_players_meld_bubble_covers_nothing(qtbot, make_window, size):
    """The real window: "40 in spades!" stands beside the player's hand, not over the pair
    raised in it, nor over any other card or a panel."""
    from schnapsen_qt.engine import MELD
    from schnapsen_qt.gui.table.piles import Zone

    w = make_window(size=size)
    w.controller.new_game(deck=STRONG, first_dealer=1)
    wait_human(qtbot, w)
    w.scene.submit(MELD + 3)
    qtbot.waitUntil(lambda: bool(w.scene.bubbles_shown()) and not w.scene.busy)
    assert len(w.scene.piles.hand.raised) == 2
    cards = [i.sceneBoundingRect() for zone in Zone for i in w.scene.cards_in(zone)]
    panels = [r for r in (w.scene.panel_rect(n) for n in ("score", "state", "prompt")) if r]
    (bubble,) = w.scene.bubble_rects()
    assert not any(bubble.intersects(r) for r in cards + panels), size
    assert w.scene.sceneRect().contains(bubble)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_panels_fit_the_smallest_table(qtbot, qapp, make_window, monkeypatch, language):
    """A small screen at a large scale factor (1366x768 at QT_SCALE_FACTOR=2 under a panel)
    leaves the table about 240 high: the scoreboard and the hand's state, one above the
    other at the left, still lie apart and on the table, and the hands between them."""
    from schnapsen_qt import i18n
    from schnapsen_qt.gui.dialogs import fit
    from schnapsen_qt.gui.table.piles import Zone
    from schnapsen_qt.qt import QRect

    monkeypatch.setattr(fit, "available_space", lambda _widget: QRect(0, 0, 683, 360))
    i18n.install_translators(qapp, language)
    try:
        w = make_window(language=language, counting_aid=True, size=(683, 300))
        w.controller.new_game(seed=3)
        wait_human(qtbot, w)
        w.resize(w.minimumSize())  # the table at the smallest this screen allows
        qtbot.waitUntil(lambda: w.size() == w.minimumSize())
        qtbot.waitUntil(lambda: not w.scene.busy)
        table = w.scene.sceneRect()
        assert table.height() <= 250, table
        score, state, prompt = (w.scene.panel_rect(n) for n in ("score", "state", "prompt"))
        assert score is not None and state is not None and prompt is not None
        assert not score.intersects(state), (score, state)
        assert all(table.contains(r) for r in (score, state, prompt))
        hands = [i.sceneBoundingRect() for zone in (Zone.HAND, Zone.OPPONENT_HAND)
                 for i in w.scene.cards_in(zone)]
        assert not any(r.intersects(p) for r in hands for p in (score, state, prompt))
    finally:
        i18n.install_translators(qapp, "en")


def _play_until_both_have_tricks(qtbot, w) -> None:
    """Play the first card the player may until both seats have taken a trick and the
    computer's lead lies in the middle."""
    from schnapsen_qt.engine import MELD
    from schnapsen_qt.gui.table.piles import Zone

    for _ in range(10):
        wait_human(qtbot, w)
        qtbot.waitUntil(lambda: not w.scene.busy)
        if (w.scene.cards_in(Zone.OWN_TRICKS) and w.scene.cards_in(Zone.OPPONENT_TRICKS)
                and w.scene.cards_in(Zone.TRICK)):
            return
        w.scene.submit(min(a for a in w.controller.legal() if a < MELD))
    raise AssertionError("no trick in the middle with tricks on both sides")


def _tiny_window(qtbot, make_window, monkeypatch, size, **options):
    """The real window on an 800x600 screen at ``QT_SCALE_FACTOR=2`` (a 400x300 screen), its
    table resized to ``size``; ``options`` as for ``make_window``."""
    from schnapsen_qt.gui.dialogs import fit
    from schnapsen_qt.qt import QRect

    monkeypatch.setattr(fit, "available_space", lambda _widget: QRect(0, 0, 400, 300))
    w = make_window(size=(400, 300), **options)
    chrome = w.size() - w.view.viewport().size()
    w.resize(size[0] + chrome.width(), size[1] + chrome.height())
    qtbot.waitUntil(lambda: w.view.viewport().size().toTuple() == size)
    return w


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", TINY_TABLES)
def test_the_accuracy_line_covers_no_summary_on_a_tiny_table(qtbot, qapp, make_window,
                                                             monkeypatch, size, language):
    """800x600 at QT_SCALE_FACTOR=2: the summary fills the table's height in its usual
    type, and the accuracy line, with no room below or above it, lay over its title. In
    smaller type, at the bottom of the table, it leaves the line room above it."""
    from schnapsen_qt import i18n
    from schnapsen_qt.engine import CLAIM

    i18n.install_translators(qapp, language)
    try:
        w = _tiny_window(qtbot, make_window, monkeypatch, size, language=language)
        w.controller.new_game(seed=3)
        for _ in range(40):
            wait_human(qtbot, w)
            if w.scene.summary_shown:
                break
            legal = w.controller.legal()
            w.scene.submit(CLAIM if CLAIM in legal else legal[0])
        qtbot.waitUntil(lambda: w.scene.summary_shown and not w.scene.busy)
        w.accuracy.line.set_text(
            "Deine Entscheidungen in diesem Spiel: im Schnitt 0,16 Punkte Verlust — "
            "Analyse (Strg+R)")
        summary = w.scene.panel_rect("summary")
        line = w.accuracy.line.panel.sceneBoundingRect()
        table = w.scene.sceneRect()
        assert table.contains(summary) and table.contains(line), (summary, line)
        assert not line.intersects(summary), (summary, line)
    finally:
        i18n.install_translators(qapp, "en")


def _face(item) -> QRectF:
    """Where a card's face lies on the table (its soft shadow may reach under a panel)."""
    return item.mapRectToScene(item.shape_rect())


@pytest.mark.parametrize("deck", ["french", "german"])
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", TINY_TABLES)
def test_the_panels_leave_the_cards_in_sight_on_a_tiny_table(qtbot, qapp, make_window,
                                                             monkeypatch, size, language,
                                                             deck):
    """800x600 at QT_SCALE_FACTOR=2 leaves the table about 400x250: the scoreboard, the
    hand's state and the prompt cover no card (the talon, the turn-up, the hands, the trick
    being played, both taken piles), nor the player's tricks spread out or their labels; a
    label over a spread trick lies under the trick being played, not over it."""
    from schnapsen_qt import i18n
    from schnapsen_qt.gui.table.piles import Zone

    i18n.install_translators(qapp, language)
    try:
        w = _tiny_window(qtbot, make_window, monkeypatch, size, language=language, deck=deck,
                         counting_aid=True)
        w.controller.new_game(seed=3)
        _play_until_both_have_tricks(qtbot, w)
        table = w.scene.sceneRect()
        assert (table.width(), table.height()) == size
        panels = {n: w.scene.panel_rect(n) for n in ("score", "state", "prompt")}
        assert all(r is not None and table.contains(r) for r in panels.values()), panels
        assert not panels["score"].intersects(panels["state"])
        for zone in Zone:
            for item in w.scene.cards_in(zone):
                card = _face(item)
                for name, rect in panels.items():
                    assert not rect.intersects(card), (name, zone, rect, card)
        w.scene.toggle_browse()
        qtbot.waitUntil(lambda: not w.scene.busy)
        spread = [_face(i) for i in w.scene.cards_in(Zone.OWN_TRICKS)]
        labels = w.scene.trick_label_rects()
        assert spread and labels
        for name, rect in panels.items():
            assert not any(rect.intersects(r) for r in spread + labels), name
        for item in w.scene.cards_in(Zone.TRICK):
            card = _face(item)
            for label in labels:
                if label.intersects(card):
                    top = w.scene.items(label.intersected(card).center())[0]
                    assert top is item, ("a label over the trick", label, card)
    finally:
        i18n.install_translators(qapp, "en")


@pytest.mark.parametrize("size", TINY_TABLES)
def test_the_computers_shown_marriage_lies_clear_of_its_backs_on_a_tiny_table(
        qtbot, make_window, monkeypatch, size):
    """The real window on an 800x600 screen at QT_SCALE_FACTOR=2: the King and Queen the
    computer shows lie beside its three backs, no face over a back's, though the row has
    hardly two and a half card widths between the panels."""
    from schnapsen_qt.gui.table.piles import Zone

    gate = threading.Event()
    try:
        w = _tiny_window(qtbot, make_window, monkeypatch, size,
                         ai=lambda level, seed: _Melder(gate))
        w.controller.new_game(deck=MARRIAGE, first_dealer=1)
        wait_human(qtbot, w)
        w.scene.submit(parse_card("AH"))
        wait_human(qtbot, w)
        w.scene.submit(parse_card("JS"))
        qtbot.waitUntil(lambda: bool(w.scene.piles.opponent.showing) and not w.scene.busy)
        shown = w.scene.piles.opponent.showing
        backs = [i for i in w.scene.cards_in(Zone.OPPONENT_HAND) if i not in shown]
        assert len(shown) == 2 and len(backs) == 3
        for item in shown:
            face = _face(item)
            assert not any(face.intersects(_face(back)) for back in backs), (size, face)
    finally:
        gate.set()


# Human forehand, spades trumps: the player leads the Ten of clubs, the computer takes it with
# its Ace and, to lead, exchanges its trump Jack for the turned-up Ace of spades.
EXCHANGE_AFTER_A_TRICK = make_deck(human="TC JC AH TH KS", ai="JS AC TD KD QD", turnup="AS",
                                   stock="AD KC QC KH QH JH TS QS JD", dealer=1)


class _Exchanger:
    """The computer of EXCHANGE_AFTER_A_TRICK: takes the first trick with the Ace of clubs,
    exchanges its trump Jack, and thinks about its lead until ``gate`` is set."""

    def __init__(self, gate: threading.Event) -> None:
        self.gate = gate

    def choose(self, view, should_stop=lambda: False):
        from schnapsen_qt.ai import Cancelled
        from schnapsen_qt.engine import EXCHANGE

        if EXCHANGE in view.legal:
            return EXCHANGE
        if parse_card("AC") in view.legal:
            return parse_card("AC")
        while not self.gate.wait(0.005):  # the announcement stays while it thinks
            if should_stop():
                raise Cancelled
        return view.legal[0]


@pytest.mark.parametrize("deck", ["french", "german"])
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", TINY_TABLES)
def test_the_computers_exchange_covers_no_card_on_a_tiny_table(qtbot, qapp, make_window,
                                                                monkeypatch, size, language,
                                                                deck):
    """The real window on an 800x600 screen at QT_SCALE_FACTOR=2: the computer, having taken
    a trick, exchanges its trump Jack; its announcement ("Der Computer tauscht: Atout-Unter
    gegen die Atoutkarte.", its longest with 20 cards) stands inside its corner and covers no
    card, not the last trick lying face up on its taken pile right below the corner."""
    from schnapsen_qt import i18n
    from schnapsen_qt.gui.table import table_texts as texts
    from schnapsen_qt.gui.table import timings
    from schnapsen_qt.gui.table.piles import Zone

    # The bubble stays in sight however slowly this machine runs the test.
    monkeypatch.setattr(timings, "ANNOUNCE_VISIBLE_MS", 3_600_000)
    gate = threading.Event()
    i18n.install_translators(qapp, language)
    try:
        w = _tiny_window(qtbot, make_window, monkeypatch, size,
                         ai=lambda level, seed: _Exchanger(gate), language=language, deck=deck)
        w.controller.new_game(deck=EXCHANGE_AFTER_A_TRICK, first_dealer=1)
        wait_human(qtbot, w)
        w.scene.submit(parse_card("TC"))
        qtbot.waitUntil(lambda: bool(w.scene.bubbles_shown()) and not w.scene.busy)
        said = texts.exchanged(AI, parse_card("JS"), deck)
        assert w.scene.bubbles_shown() == [said]
        assert len(w.scene.cards_in(Zone.OPPONENT_TRICKS)) == 2  # the last trick face up
        (bubble,) = w.scene.bubble_rects()
        room = w.scene.layout.bubble_room(AI)
        assert room.adjusted(-ROUNDING, -ROUNDING, ROUNDING, ROUNDING).contains(bubble), (
            size, said, bubble, room)
        for zone in Zone:
            for item in w.scene.cards_in(zone):
                assert not bubble.intersects(_face(item)), (size, said, zone, _face(item))
    finally:
        gate.set()
        i18n.install_translators(qapp, "en")

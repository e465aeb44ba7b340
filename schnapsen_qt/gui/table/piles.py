"""The table as piles: one pile per zone, each placing its own cards (as KDE's KCardPile does).

A pile holds card items in order and says where each lies (:class:`Place`: centre, depth, face,
turn) in card units around its anchor from :class:`~.layout.TableLayout`. Piles only compute
places; the animator moves the items there, and the scene decides which card goes where.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import CLOSE, EXCHANGE
from ...engine.cards import cards_of, suit_of
from ...qt import QPointF
from .layout import AI, HUMAN, MIN_FAN_STEP, TableLayout

if TYPE_CHECKING:
    from .items import CardItem

# Suit order in the player's hand, alternating colours: clubs, hearts, spades, diamonds;
# trumps always at the right.
_SUIT_ORDER = (0, 2, 3, 1)


class Zone(Enum):
    """Where a card lies on the table, as the player sees it."""

    HAND = "hand"  # the player's own hand (bottom)
    OPPONENT_HAND = "opponent_hand"  # the computer's hand (top), face down except shown cards
    TALON = "talon"  # the face-down stock
    TURNUP = "turnup"  # the trump card crosswise under the talon (turned down when closed)
    TRICK = "trick"  # the cards of the trick being played
    OWN_TRICKS = "own_tricks"  # the player's taken tricks
    OPPONENT_TRICKS = "opponent_tricks"  # the computer's taken tricks

    @staticmethod
    def taken(seat: int) -> Zone:
        """The taken-tricks zone of ``seat`` (0 = the player)."""
        return Zone.OWN_TRICKS if seat == HUMAN else Zone.OPPONENT_TRICKS


@dataclass(frozen=True)
class Place:
    """Where one card lies: its centre in scene coordinates, depth, face and turn (degrees)."""

    pos: QPointF
    z: float
    face_up: bool
    rotation: float = 0.0
    #: Drawn smaller than the table's card size (the spread tricks when space is short).
    scale: float = 1.0


class Pile:
    """Cards of one zone, in order (bottom first)."""

    zone: Zone

    def __init__(self) -> None:
        self.cards: list[CardItem] = []

    def __iter__(self) -> Iterator[CardItem]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, item: object) -> bool:
        return item in self.cards

    def add(self, item: CardItem) -> None:
        self.cards.append(item)

    def remove(self, item: CardItem) -> None:
        self.cards.remove(item)

    def clear(self) -> None:
        self.cards = []

    def shown(self) -> list[CardItem]:
        """The cards in the order the player sees them."""
        return list(self.cards)

    def item_for(self, card: int, middle: bool = False) -> CardItem | None:
        """The item showing ``card`` here, or None."""
        return next((i for i in self.cards if i.card == card), None)

    def places(self, layout: TableLayout) -> list[tuple[CardItem, Place]]:
        raise NotImplementedError


class HandFan(Pile):
    """The player's hand: a gentle fan, sorted by suit with trumps at the right; a raised
    marriage and the keyboard's selection stand out."""

    zone = Zone.HAND

    def __init__(self) -> None:
        super().__init__()
        self.trump = -1
        self.raised: set[CardItem] = set()
        self.selected = -1  # index into shown()

    def clear(self) -> None:
        super().clear()
        self.raised = set()
        self.selected = -1

    def shown(self) -> list[CardItem]:
        def key(item: CardItem) -> tuple[int, int]:
            s = suit_of(item.card)
            return (9 if s == self.trump else _SUIT_ORDER.index(s), item.card)

        return sorted(self.cards, key=key)

    def places(self, layout: TableLayout) -> list[tuple[CardItem, Place]]:
        cards = self.shown()
        n = len(cards)
        step = layout.fan_step(n)
        anchor = layout.hand_anchor(HUMAN)
        out = []
        # The fan bends down to the sides; a six-card hand no lower at its ends than five.
        bend = 0.018 if n <= 5 else 0.072 / ((n - 1) / 2) ** 2
        for i, item in enumerate(cards):
            off = i - (n - 1) / 2
            dy = abs(off) ** 2 * bend
            if item in self.raised:
                dy -= 0.2
            if i == self.selected:
                dy -= 0.12
            out.append((item, Place(layout.point(anchor, off * step, dy), 400 + i, True,
                                    off * 2.5)))
        return out


class OpponentHand(Pile):
    """The computer's hand: backs fanned the other way; cards it shows (a marriage, its last
    cards after the hand) lie face up beside them in the same row, between the side panels, so
    that they cover neither its backs nor the player's tricks spread out below."""

    zone = Zone.OPPONENT_HAND

    def __init__(self) -> None:
        super().__init__()
        self.showing: list[CardItem] = []
        # Open cards (issue 12): the known cards lie face up in the fan (kept across hands).
        self.open = False

    def clear(self) -> None:
        super().clear()
        self.showing = []

    def remove(self, item: CardItem) -> None:
        super().remove(item)
        if item in self.showing:
            self.showing.remove(item)

    def item_for(self, card: int, middle: bool = False) -> CardItem | None:
        """The item known to be ``card``, else a face-down one (from the middle of the fan for
        a card played, else the last) that now shows it."""
        item = super().item_for(card)
        if item is None and self.cards:
            unknown = [i for i in self.cards if i.card < 0] or self.cards[-1:]
            item = unknown[len(unknown) // 2] if middle else unknown[-1]
            item.card = card
        return item

    def places(self, layout: TableLayout) -> list[tuple[CardItem, Place]]:
        shown = [item for item in self.showing if item in self.cards]
        fan = [item for item in self.cards if item not in shown]
        xs = _opponent_row(len(fan), len(shown), layout)
        anchor = layout.hand_anchor(AI)
        out = []
        for i, item in enumerate(fan):
            off = i - (len(fan) - 1) / 2
            out.append((item, Place(layout.point(anchor, xs[i], -abs(off) ** 2 * 0.015),
                                    400 + i, self.open and item.card >= 0,
                                    -off * OPPONENT_FAN_TURN)))
        for k, item in enumerate(shown):
            out.append((item, Place(layout.point(anchor, xs[len(fan) + k]), 700 + k, True)))
        return out


class Talon(Pile):
    """The face-down stock, a little stack; while dealing, the whole pack lies there."""

    zone = Zone.TALON

    def __init__(self) -> None:
        super().__init__()
        self.dealing = False

    def take_top(self) -> CardItem | None:
        return self.cards.pop() if self.cards else None

    def places(self, layout: TableLayout) -> list[tuple[CardItem, Place]]:
        anchor = layout.talon_anchor()
        w = layout.card_w
        gap = max(0.4, w * 0.004) if self.dealing else max(0.6, w * 0.006)
        return [(item, Place(QPointF(anchor.x() - i * gap, anchor.y() - i * gap), 200 + i,
                             False)) for i, item in enumerate(self.cards)]


class TurnUp(Pile):
    """The trump card, crosswise under the talon; turned down on it once the talon is
    closed."""

    zone = Zone.TURNUP

    def __init__(self) -> None:
        super().__init__()
        self.closed = False
        # Offering the close before drawing (marked like a hint for a moment).
        self.offer = False

    @property
    def item(self) -> CardItem | None:
        return self.cards[0] if self.cards else None

    def places(self, layout: TableLayout) -> list[tuple[CardItem, Place]]:
        if self.closed:
            anchor, w = layout.talon_anchor(), layout.card_w
            pos = QPointF(anchor.x() + w * 0.1, anchor.y() + w * 0.06)
            return [(item, Place(pos, 230, False, 80)) for item in self.cards]
        return [(item, Place(layout.turnup_anchor(), 150, True, 90)) for item in self.cards]


class Trick(Pile):
    """The trick being played: each card in front of the seat that played it."""

    zone = Zone.TRICK

    def __init__(self) -> None:
        super().__init__()
        self.seats: list[int] = []

    def add_for(self, seat: int, item: CardItem) -> None:
        self.cards.append(item)
        self.seats.append(seat)

    def add(self, item: CardItem) -> None:
        raise TypeError("a trick card needs its seat: move it to trick.slot(seat)")

    def slot(self, seat: int) -> Pile:
        """The place in front of ``seat``: a pile to move the card ``seat`` plays to."""
        return _TrickSlot(self, seat)

    def remove(self, item: CardItem) -> None:
        del self.seats[self.cards.index(item)]
        super().remove(item)

    def clear(self) -> None:
        super().clear()
        self.seats = []

    def places(self, layout: TableLayout) -> list[tuple[CardItem, Place]]:
        anchor = layout.trick_anchor()
        out = []
        for i, (seat, item) in enumerate(zip(self.seats, self.cards, strict=True)):
            dx, dy, tilt = (0.28, 0.1, -4.0) if seat == HUMAN else (-0.28, -0.1, 5.0)
            out.append((item, Place(layout.point(anchor, dx, dy), 600 + i, True, tilt)))
        return out


class _TrickSlot(Pile):
    """Moving a card here puts it into the trick for one seat."""

    zone = Zone.TRICK

    def __init__(self, trick: Trick, seat: int) -> None:
        super().__init__()
        self.trick, self.seat = trick, seat

    def add(self, item: CardItem) -> None:
        self.trick.add_for(self.seat, item)


class TakenPile(Pile):
    """A seat's taken tricks: a crosswise stack, the last trick face up on it when the rules
    let it be seen; the player's own pile can be spread out to look through (``spread``)."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.zone = Zone.taken(seat)
        self.last_trick: list[CardItem] = []
        self.spread = False
        # The tricks as (lead, follow) cards, in the order taken: the spread shows one group
        # per trick (see :meth:`spread_grid`).
        self.groups: list[tuple[int, int]] = []
        #: Width and height of the label over each group, for each form of the labels from
        #: the fullest to none (the scene measures the widest text of each form); the spread
        #: leaves room for the labels, so they neither wrap nor overlap.
        self.label_sizes: list[tuple[float, float]] = [(0.0, 0.0)]

    def clear(self) -> None:
        super().clear()
        self.last_trick = []
        self.spread = False
        self.groups = []

    def places(self, layout: TableLayout) -> list[tuple[CardItem, Place]]:
        if self.spread:
            return self._spread_places(layout)
        base = layout.taken_anchor(self.seat)
        w = layout.card_w
        n = len(self.cards)
        out = []
        for i, item in enumerate(self.cards):
            if item in self.last_trick:
                k = self.last_trick.index(item)
                out.append((item, Place(layout.point(base, -0.25 + k * 0.5, k * 0.04),
                                        100 + n + k, True, -6 + k * 10)))
            else:
                d = i * max(0.5, w * 0.005)
                out.append((item, Place(QPointF(base.x() - d, base.y() - d), 20 + i, False,
                                        90 + (i % 3 - 1) * 3)))
        return out

    def spread_grid(self, layout: TableLayout) -> tuple[list[QPointF], float, int]:
        """(top left corner of each trick's cards, the cards' scale, the form of the labels:
        an index into :attr:`label_sizes`) of the spread. The fullest labels that leave the
        cards at least :data:`SPREAD_MIN_SCALE` of their size are used (on a small table with
        many tricks, shorter ones, or none)."""
        best: tuple[list[QPointF], float, int] | None = None
        for form, size in enumerate(self.label_sizes or [(0.0, 0.0)]):
            corners, scale = self._grid(layout, size)
            if scale >= SPREAD_MIN_SCALE:
                return corners, scale, form
            if best is None or scale > best[1]:
                best = (corners, scale, form)
        assert best is not None
        return best

    def _grid(self, layout: TableLayout,
              label_size: tuple[float, float]) -> tuple[list[QPointF], float]:
        """The groups (two cards, the second half over the first, the label above) in rows
        and columns inside :meth:`TableLayout.browse_area`, so that they cover no other pile
        at any window size: at full size when they fit, else in the rows and columns that
        keep the cards largest. A row's labels stand below the cards of the row above, never
        over them (Sechsundsechzig has up to twelve tricks)."""
        n = len(self.groups)
        if n == 0:
            return [], 1.0
        area = layout.browse_area()
        w, h = layout.card_w, layout.card_h
        label_w, label_h = label_size

        def column(s: float) -> float:  # a column's width: the group, or its label
            return max(w * SPREAD_GROUP_WIDTH * s, label_w)

        def gap(s: float) -> float:
            return max(w * 0.3 * s, w * 0.08)

        def row_step(s: float) -> float:  # a row's cards, then the next row's labels
            return h * s + label_h + h * 0.04 * s

        def fits(cols: int, rows: int, s: float) -> bool:
            width = cols * column(s) + (cols - 1) * gap(s)
            height = label_h + h * s + (rows - 1) * row_step(s)
            return width <= area.width() + 0.01 and height <= area.height() + 0.01

        best: tuple[float, int, int] | None = None
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            low, high = 0.05, 1.0
            if fits(cols, rows, high):
                low = high
            else:
                for _ in range(24):  # the largest scale that fits, by halving
                    mid = (low + high) / 2
                    low, high = (mid, high) if fits(cols, rows, mid) else (low, mid)
            if best is None or low > best[0] + 1e-6:
                best = (low, cols, rows)
        s, cols, rows = best  # type: ignore[misc]
        width = cols * column(s) + (cols - 1) * gap(s)
        height = label_h + h * s + (rows - 1) * row_step(s)
        x0 = area.center().x() - width / 2
        y0 = area.center().y() - height / 2 + label_h
        inset = (column(s) - w * SPREAD_GROUP_WIDTH * s) / 2  # the group amid its column
        corners = [QPointF(x0 + (i % cols) * (column(s) + gap(s)) + inset,
                           y0 + (i // cols) * row_step(s)) for i in range(n)]
        return corners, s

    def _spread_places(self, layout: TableLayout) -> list[tuple[CardItem, Place]]:
        # Below the trick's cards (z 600+), so a card just led stays in sight.
        z0 = 500
        by_card = {item.card: item for item in self.cards}
        grouped = [pair for pair in self.groups if pair[0] in by_card and pair[1] in by_card]
        if len(grouped) * 2 != len(self.cards):  # no trick list: one plain row
            return self._row_places(layout, z0)
        out = []
        corners, s, _labels = self.spread_grid(layout)
        for k, (pair, corner) in enumerate(zip(grouped, corners, strict=False)):
            for j, card in enumerate(pair):
                pos = QPointF(corner.x() + layout.card_w * s * (0.5 + (SPREAD_GROUP_WIDTH - 1) * j),
                              corner.y() + layout.card_h * s * 0.5)
                out.append((by_card[card], Place(pos, z0 + 2 * k + j, True, 0.0, s)))
        return out

    def _row_places(self, layout: TableLayout, z0: int) -> list[tuple[CardItem, Place]]:
        per_row = max(1, min(len(self.cards), 10))
        step = min(layout.card_w * 0.62, layout.width * 0.7 / per_row)
        top = layout.browse_anchor()
        x0 = top.x() - step * (per_row - 1) / 2
        out = []
        for i, item in enumerate(self.cards):
            row, col = divmod(i, per_row)
            pos = QPointF(x0 + col * step, top.y() + row * layout.card_h * 0.55)
            out.append((item, Place(pos, z0 + i, True)))
        return out


#: The smallest the spread tricks' cards are drawn while their labels can be shortened.
SPREAD_MIN_SCALE = 0.5
#: A spread trick's width in card widths: the second card covers the first but its corner.
SPREAD_GROUP_WIDTH = 1.35


class TablePiles:
    """Every pile of the table, by zone."""

    def __init__(self) -> None:
        self.hand = HandFan()
        self.opponent = OpponentHand()
        self.talon = Talon()
        self.turnup = TurnUp()
        self.trick = Trick()
        self.taken = (TakenPile(HUMAN), TakenPile(AI))
        self.all: tuple[Pile, ...] = (self.talon, self.turnup, self.hand, self.opponent,
                                      self.trick, *self.taken)

    def hand_of(self, seat: int) -> Pile:
        return self.hand if seat == HUMAN else self.opponent

    def zone(self, zone: Zone) -> Pile:
        return next(p for p in self.all if p.zone is zone)

    def pile_of(self, item: CardItem) -> Pile | None:
        return next((p for p in self.all if item in p), None)

    def clear(self) -> None:
        for pile in self.all:
            pile.clear()
        self.talon.dealing = False
        self.turnup.closed = False

    def places(self, layout: TableLayout) -> list[tuple[CardItem, Place]]:
        return [pair for pile in self.all for pair in pile.places(layout)]

    def fill(self, view, take: Callable[[int], CardItem]) -> None:
        """Lay out the table ``view`` shows (the piles must be empty): ``take(card)`` gives an
        unused item showing ``card`` (-1: a back)."""
        self.hand.trump = view.trump
        self.turnup.closed = view.closed_by >= 0
        self.hand.cards = [take(card) for card in cards_of(view.hand)]
        known = list(cards_of(view.shown[AI]))
        self.opponent.cards = [take(known[i] if i < len(known) else -1)
                               for i in range(view.hand_sizes[AI])]
        self.talon.cards = [take(-1) for _ in range(view.stock_left if view.turnup >= 0 else 0)]
        if view.turnup >= 0:
            self.turnup.cards = [take(view.turnup)]
        if view.lead >= 0:
            self.trick.add_for(1 - view.to_move, take(view.lead))
        for seat in (HUMAN, AI):
            self.taken[seat].cards = [take(card) for card in cards_of(view.won[seat])]
        last = view.last_trick
        if last is not None and view.lead < 0 and view.rules.tricks_viewable:
            pile = self.taken[last.winner]
            pile.last_trick = [i for i in pile.cards if i.card in (last.lead, last.follow)]
            pile.cards = [i for i in pile.cards if i not in pile.last_trick] + pile.last_trick

    def hide_last_trick(self) -> None:
        for pile in self.taken:
            pile.last_trick = []

    def in_use(self) -> set[CardItem]:
        return {item for pile in self.all for item in pile}

    def mark(self, legal: set[int], hint: int) -> None:
        """Dim the player's cards that may not be played, mark the keyboard's selection and a
        hinted card (or the turn-up for a hinted close or exchange)."""
        shown = self.hand.shown()
        self.hand.selected = min(self.hand.selected, len(shown) - 1)
        playable = [k for k, item in enumerate(shown) if item.card in legal]
        if legal and playable and self.hand.selected >= 0 and self.hand.selected not in playable:
            # The keyboard's cursor never rests on a dimmed card (after a meld, in phase two):
            # it moves to the nearest card that may be played.
            here = self.hand.selected
            self.hand.selected = min(playable, key=lambda k: (abs(k - here), k))
        for i, item in enumerate(shown):
            item.set_marks(dimmed=bool(legal) and item.card not in legal,
                           selected=i == self.hand.selected, hint=item.card == hint)
        for pile in self.all:
            if pile is not self.hand:
                for item in pile:
                    item.set_marks(dimmed=False, selected=False, hint=False)
        if self.turnup.item is not None:
            self.turnup.item.set_marks(hint=hint in (CLOSE, EXCHANGE) or self.turnup.offer)


def _opponent_row(backs: int, shown: int, layout: TableLayout) -> list[float]:
    """Where the centres of the computer's cards lie across its hand anchor, in card widths:
    ``backs`` fanned, then ``shown`` face up side by side, the row centred and between the
    side panels.

    When room is short (800x600 at ``QT_SCALE_FACTOR=2`` leaves about 400x250: three card
    widths between the panels) the row closes up in turn: the backs (down to
    :data:`MIN_FAN_STEP`), the gap between them and the shown cards (down to
    :data:`MIN_SHOWN_GAP`), the shown cards over each other (down to
    :data:`MIN_SHOWN_STEP`), and last the backs and the shown cards together. The gap never
    closes: a shown card lying on a back would hide how many cards the computer holds."""
    room = layout.hand_width() / layout.card_w - 1.0  # from the first centre to the last
    back_gaps, shown_gaps = max(0, backs - 1), max(0, shown - 1)
    both = backs > 0 and shown > 0
    # From the last back to the first shown card: a card's width and the free space, which
    # must also hold what the last back, a little turned, reaches past its upright edge.
    gap = 1.0 + SHOWN_GAP if both else 0.0
    least_gap = 1.0 + MIN_SHOWN_GAP + _turn_reach(backs, layout) if both else 0.0
    back_step, shown_step = OPPONENT_FAN_STEP, SHOWN_STEP

    def excess() -> float:
        return back_gaps * back_step + gap + shown_gaps * shown_step - room

    back_step -= _give(excess(), back_gaps, back_step - MIN_FAN_STEP)
    gap -= _give(excess(), 1 if both else 0, gap - least_gap)
    shown_step -= _give(excess(), shown_gaps, shown_step - MIN_SHOWN_STEP)
    others = back_gaps * back_step + shown_gaps * shown_step
    if excess() > 0 and others > 0:  # all but the gap close up alike, as far as they can
        squeeze = max(0.0, others - excess()) / others
        back_step, shown_step = back_step * squeeze, shown_step * squeeze
    steps = [back_step] * back_gaps + ([gap] if both else []) + [shown_step] * shown_gaps
    # Only a table narrower than the layout's smallest could leave less than the gap.
    squeeze = min(1.0, room / sum(steps)) if sum(steps) > 0 else 1.0
    xs = [-sum(steps) * squeeze / 2]
    for step in steps:
        xs.append(xs[-1] + step * squeeze)
    return xs


def _give(excess: float, count: int, slack: float) -> float:
    """How much each of ``count`` steps that may each give up to ``slack`` gives up for a row
    ``excess`` too wide: as much as the row needs, no more than they can."""
    if excess <= 0 or count <= 0 or slack <= 0:
        return 0.0
    return min(slack, excess / count)


def _turn_reach(backs: int, layout: TableLayout) -> float:
    """How far the last of ``backs`` fanned backs, turned by :data:`OPPONENT_FAN_TURN` per
    card from the middle, reaches past the edge it would have upright, in card widths."""
    turn = math.radians(OPPONENT_FAN_TURN * max(0, backs - 1) / 2)
    aspect = layout.card_h / layout.card_w
    return (math.cos(turn) + aspect * math.sin(turn)) / 2 - 0.5


#: The distance between neighbours in the computer's fan of backs, in card widths.
OPPONENT_FAN_STEP = 0.52
#: How far each of the computer's backs turns from its neighbour nearer the middle, in
#: degrees (the fan opens the other way to the player's).
OPPONENT_FAN_TURN = 2.0
#: The distance between the cards the computer shows, side by side, in card widths.
SHOWN_STEP = 1.05
#: The closest the cards the computer shows come where room is short, in card widths: the
#: first one's left half, its corner with rank and suit, stays in sight.
MIN_SHOWN_STEP = 0.5
#: The free space between the computer's backs and the cards it shows, in card widths.
SHOWN_GAP = 0.3
#: The least of that free space where room is short: a sliver of the table still parts them.
MIN_SHOWN_GAP = 0.1

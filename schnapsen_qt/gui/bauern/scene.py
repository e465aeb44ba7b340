"""The four-seat table's scene: the two-player table's cloth, card items, name panels, bubbles
and animator, with the cards laid out for four seats (:class:`~.places.Geometry`).

The page hands it a whole seat view at each change (:meth:`BauernScene.show`); the scene works
out where every card should lie now and lets the two-player :class:`~..table.animator.Animator`
fly each card that moved there: a card played to the middle over the timings table's "play",
a trick gathered to the winning team's pile over its "collect", the cards of a new hand from
the middle over its "deal", everything else over "relayout" (speed "instant": at once). The
scene never waits for a move: the game goes on and a card in flight is sent on to its newest
place. A card stays one item from the hand to the pile, so it is seen to travel; a back played
becomes the card it was.

What is drawn is only what the seat's view shows (its hand, the others' backs, the trick, each
team's face-up first trick, the other tricks face down on the team's pile).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ...engine.bauernschnapsen.seats import FOUR
from ...engine.bauernschnapsen.view import SeatView
from ...i18n import translate
from ...qt import QGraphicsScene, QObject, QPainter, QPointF, QRect, QRectF, Qt, Signal
from ..table.animator import Animator
from ..table.cardpix import CardPixmaps, paint_table
from ..table.items import Bubble, CardItem, CardPool, Panel
from ..table.layout import MIN_BUBBLE_FONT, SMALLEST_TABLE, TableLayout
from ..table.piles import Place, TablePiles
from ..table.timings import Timings
from .places import PLACES, Geometry, place_of
from .texts import seat_name

# Depths: piles under hands, hands under the trick, the trick under panels and bubbles.
PILE_Z, HAND_Z, TRICK_Z, PANEL_Z, BUBBLE_Z = 100, 200, 300, 7000, 8000
# How far a hinted card of your hand is raised, in card heights.
HINT_RAISE = 0.15
# Where each kind of card lies: a move into the trick is a "play", onto a pile a "collect".
HAND, TRICK, PILE = "hand", "trick", "pile"


@dataclass(frozen=True)
class Spot:
    """Where one card of the view lies now: ``key`` names the item across views (a known card
    by its number, a back by its seat and place in the hand), ``seat`` the hand it came from."""

    key: tuple
    card: int
    place: Place
    kind: str
    seat: int


class BauernScene(QGraphicsScene):
    """The table's cards, name panels and bubbles; ``card_clicked`` carries a playable card of
    your hand that was clicked."""

    card_clicked_signal = Signal(int)

    def __init__(self, pixmaps: CardPixmaps, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.dpr = 1.0
        self.timings = Timings(1.0)
        self.layout = TableLayout.fit(640, 400, pixmaps.aspect)  # till the view's size comes
        self.geo = Geometry(640, 400, self.layout.card_w)
        # The animator's own piles stay empty: this scene places each card itself.
        self.animator = Animator(TablePiles(), self)
        self.pool = CardPool(self)
        self.items_by_key: dict[tuple, CardItem] = {}
        self.kind_of: dict[CardItem, str] = {}
        self.playable: set[int] = set()
        # Your card a hint suggests: raised and framed (-1: none).
        self.hinted_card = -1
        self.names: dict[str, Panel] = {}
        self.bubbles: dict[str, Bubble] = {}
        for place in PLACES:
            panel = self.names[place] = Panel()
            panel.setZValue(PANEL_Z)
            self.addItem(panel)
            bubble = self.bubbles[place] = Bubble()
            bubble.setZValue(BUBBLE_Z)
            self.addItem(bubble)
        self._shown: tuple[SeatView, tuple[tuple[int, int], ...], dict[int, str]] | None = None
        self.setSceneRect(0, 0, 640, 400)

    # ---- what the card items ask their table -----------------------------------------------
    @property
    def card_w(self) -> float:
        return self.geo.card_w

    @property
    def card_h(self) -> float:
        return self.geo.card_h

    def is_clickable(self, item: CardItem) -> bool:
        return self.kind_of.get(item) == HAND and item.face_up and item.card in self.playable

    def can_drag(self, item: CardItem) -> bool:
        return False

    def card_dropped(self, item: CardItem, pos: QPointF) -> None:
        """Never dragged (:meth:`can_drag`)."""

    def card_clicked(self, item: CardItem) -> None:
        if self.is_clickable(item):
            self.card_clicked_signal.emit(item.card)

    # ---- size, deck and speed -----------------------------------------------------------------
    def resize_table(self, width: float, height: float, dpr: float) -> None:
        """The table fitted to the view: the two-player table's card size for that room."""
        self.layout = TableLayout.fit(width, height, self.pixmaps.aspect)
        self.geo = Geometry(width, height, self.layout.card_w * _shrink(width, height))
        self.dpr = dpr
        self.setSceneRect(0, 0, width, height)
        for item in self.pool.items:
            item.prepareGeometryChange()
        if self._shown is not None:
            self.show(*self._shown, instant=True)

    def set_speed(self, factor: float) -> None:
        self.timings = Timings(factor)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        r = self.sceneRect()
        paint_table(painter, QRectF(rect), r,
                    self.pixmaps.table(int(r.width()), int(r.height()), self.dpr))

    # ---- showing a view -----------------------------------------------------------------------
    def show(self, view: SeatView, shown_trick: tuple[tuple[int, int], ...],
             bubbles: dict[int, str], new_hand: bool = False, instant: bool = False) -> None:
        """Lay out ``view`` (``shown_trick`` in the middle, ``bubbles`` by their seats): the
        cards that moved fly to their new places; a ``new_hand`` deals afresh from the
        middle; ``instant`` (a resize) puts everything in place at once."""
        self._shown = (view, shown_trick, bubbles)
        if new_hand:
            self.animator.stop_all()
            self.pool.reset()
            self.items_by_key = {}
            self.kind_of = {}
        spots = self.spots(view, shown_trick)
        wanted = {spot.key for spot in spots}
        old = dict(self.items_by_key)
        new: dict[tuple, CardItem] = {}
        t = self.timings
        for spot in spots:
            item = old.pop(spot.key, None)
            fresh = False
            if item is None and spot.kind != HAND:
                item = self._back_of(spot.seat, old, wanted)  # a back played: now this card
            if item is None:
                item = self.pool.take(spot.card, set(old.values()) | set(new.values()))
                fresh = True
                start = QPointF(self.geo.width / 2, self.geo.height / 2)
                item.put(Place(start, spot.place.z, False))
            item.card = spot.card
            new[spot.key] = item
            self.kind_of[item] = spot.kind
            if instant:
                duration = 0
            elif fresh:  # dealt: from the middle (the last two cards after the trump call too)
                duration = t.move("deal") if new_hand or spot.kind == HAND else 0
            else:
                duration = t.move({TRICK: "play", PILE: "collect"}.get(spot.kind, "relayout"))
            self.animator.place(item, spot.place, duration)
            mine = spot.kind == HAND and spot.seat == view.seat
            item.set_marks(dimmed=mine and bool(self.playable)
                           and spot.card not in self.playable,
                           hint=mine and spot.card == self.hinted_card)
            # The pointing hand over a card you may play, the arrow elsewhere. Set, never
            # unset: Qt's unsetCursor reads the view's last mouse event, and crashes when the
            # pointer rests over the table without one (the window opened under it, the cards
            # played by keys).
            shape = (Qt.CursorShape.PointingHandCursor if mine and spot.card in self.playable
                     else Qt.CursorShape.ArrowCursor)
            if not item.hasCursor() or item.cursor().shape() != shape:
                item.setCursor(shape)
            item.update()
        for item in old.values():  # cards no longer on the table (none in a hand)
            self.animator.stop(item)
            self.kind_of.pop(item, None)
            item.reset()
        self.items_by_key = new
        self._name_panels(view)
        self._bubbles(bubbles)

    def show_again(self) -> None:
        """The view shown last, laid out again (a hint's mark came or went)."""
        if self._shown is not None:
            self.show(*self._shown)

    def _back_of(self, seat: int, old: dict[tuple, CardItem],
                 wanted: set[tuple]) -> CardItem | None:
        """The item of one of ``seat``'s backs no longer in its hand (the last one)."""
        keys = sorted((k for k in old if k[0] == "back" and k[1] == seat and k not in wanted),
                      key=lambda k: k[2])
        return old.pop(keys[-1]) if keys else None

    def spots(self, view: SeatView, shown_trick: tuple[tuple[int, int], ...]) -> list[Spot]:
        """Where every card the view shows lies now (scene coordinates of the cards' middles)."""
        geo = self.geo
        spots: list[Spot] = []
        played = {c for t in view.tricks for _, c in t.plays} | {c for _, c in view.trick}
        for seat in range(4):
            place = place_of(seat, view.seat)
            if seat == view.seat:
                cards = sorted(view.hand)  # suits together, each from the Ace down
            elif seat == view.open_hand[0]:
                cards = list(view.open_hand[1])
            else:
                cards = [-1] * view.hand_sizes[seat]
            face_up = seat in (view.seat, view.open_hand[0])
            shown_aufschlag = (seat != view.seat and seat == view.forehand
                               and view.aufschlag_card >= 0
                               and view.aufschlag_card not in played)
            for i, (card, corner) in enumerate(zip(cards, geo.hand(place, len(cards), face_up),
                                                   strict=True)):
                up = face_up
                if shown_aufschlag and i == len(cards) - 1:
                    card, up = view.aufschlag_card, True
                key = ("card", card) if card >= 0 else ("back", seat, i)
                if seat == view.seat and card == self.hinted_card:  # a hint raises it
                    corner = (corner[0], corner[1] - geo.card_h * HINT_RAISE)
                spots.append(Spot(key, card, self._place(corner, HAND_Z + i, up), HAND, seat))
        in_middle = {card for _, card in shown_trick}
        for i, (seat, card) in enumerate(shown_trick):
            corner = geo.trick_slot(place_of(seat, view.seat))
            spots.append(Spot(("card", card), card, self._place(corner, TRICK_Z + i, True),
                              TRICK, seat))
        ours = FOUR.team_of(view.seat)
        stacked = [0, 0]
        for index, trick in enumerate(view.tricks):
            if any(card in in_middle for _, card in trick.plays):
                continue  # still lying in the middle
            team = FOUR.team_of(trick.winner)
            first = view.first_trick[team] == index
            for k, (seat, card) in enumerate(trick.plays):
                if first:  # face up, fanned out, on top of the team's pile
                    corner, z, up = geo.first_trick(team == ours)[k], PILE_Z + 50 + k, True
                else:
                    corner = geo.pile(team == ours, stacked[team])
                    z, up = PILE_Z + stacked[team], False
                    stacked[team] += 1
                spots.append(Spot(("card", card), card,
                                  self._place(corner, z, up, geo.small_card_w / geo.card_w),
                                  PILE, seat))
        return spots

    def _place(self, corner: tuple[float, float], z: float, face_up: bool,
               scale: float = 1.0) -> Place:
        """A card whose drawn top-left corner is ``corner`` (the item is centred on its
        position and scaled about it)."""
        w, h = self.geo.card_w * scale, self.geo.card_h * scale
        return Place(QPointF(corner[0] + w / 2, corner[1] + h / 2), z, face_up, 0.0, scale)

    # ---- names and bubbles ------------------------------------------------------------------
    def _name_panels(self, view: SeatView) -> None:
        """Each seat's name in a panel like the two-player table's, with what it does in this
        hand (deals, plays the contract, sits out)."""
        base = self.layout.panel_font
        for seat in range(4):
            place = place_of(seat, view.seat)
            lines = [(seat_name(seat), "normal")]
            if seat == view.sitting_out:
                lines.append((translate("Bauernschnapsen", "sits out"), "dim"))
            elif view.contract is not None and seat == view.declarer:
                lines.append((translate("Bauernschnapsen", "declarer"), "dim"))
            elif view.contract is None and seat == view.dealer:
                lines.append((translate("Bauernschnapsen", "deals"), "dim"))
            panel = self.names[place]
            width = max(panel.one_line_size(text, style, base)[0] for text, style in lines)
            panel.set_content(lines, min(width, self.geo.width * 0.3), base)
            x, y = self.geo.name_panel(place, panel.width, panel.height,
                                       view.hand_sizes[seat],
                                       seat in (view.seat, view.open_hand[0]))
            panel.setPos(x, y)
            panel.show()

    def _bubbles(self, said: dict[int, str]) -> None:
        """A seat's last call in the two-player table's bubble, between its cards and the
        middle."""
        by_place = {place_of(seat, self._seat()): text for seat, text in said.items()}
        for place, bubble in self.bubbles.items():
            text = by_place.get(place)
            if text is None:
                bubble.hide()
                continue
            bubble.show_text(text, self.layout.bubble_font, self.geo.width * 0.4,
                             self.geo.card_h, MIN_BUBBLE_FONT)
            shape = bubble.boundingRect()
            x, y = self.geo.bubble(place, shape.width(), shape.height())
            bubble.setPos(x + shape.width() / 2, y + shape.height() / 2)

    def _seat(self) -> int:
        return self._shown[0].seat if self._shown is not None else 0

    # ---- questions (tests) ----------------------------------------------------------------------
    def item_of(self, card: int) -> CardItem | None:
        """The item showing ``card`` (face up or down), or None."""
        return self.items_by_key.get(("card", card))

    def cards_of(self, kind: str) -> Iterable[CardItem]:
        return [item for item, k in self.kind_of.items() if k == kind and item.isVisible()]


def _shrink(width: float, height: float) -> float:
    """How much smaller the cards are than the two-player table's on a table smaller than
    the least it lays out (:data:`~..table.layout.SMALLEST_TABLE`; the four-seat table shares
    its window with the auction's choices, 800x600 at scale 2 leaves it 150 high): the four
    hands and the trick must stay on it."""
    low_w, low_h = SMALLEST_TABLE
    return min(1.0, width / low_w, height / low_h)

"""Where things go on the table: the scene's size mapped to a card size and pile anchors.

Piles place their cards in card units around their anchor; this module is the only place that
knows the table's proportions. It holds no items and draws nothing, so any size can be checked
without a window (``TableLayout.fit(800, 600, aspect)``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...qt import QPointF, QRectF
from .seats import AI_SEAT as AI
from .seats import HUMAN

#: The largest hand the layout must fit (six cards: the games with Nines).
MAX_HAND = 6
#: The distance between neighbours of the player's fanned hand, in card widths, where the
#: table has room for it (:class:`~.piles.HandFan`).
FAN_STEP = 0.78
#: The closest a fan's cards come when room is short, in card widths.
MIN_FAN_STEP = 0.15
#: The smallest table (width, height) the layout draws whole; a smaller view shows a part.
SMALLEST_TABLE = (320, 240)
#: The smallest type of an announcement bubble (as :attr:`TableLayout.bubble_font`): a text
#: too high for its room at the table's type is set smaller, down to this. Its font is then 9
#: pixels, the smallest :class:`~.items.Bubble` sets, a little larger than the panels' on a
#: short table (:data:`~.panels.MIN_PANEL_FONT`: 8 pixels). The smallest tables (800x600 at
#: ``QT_SCALE_FACTOR=2``) need it: in type 8 (a 10-pixel font) the computer's German exchange
#: ("Der Computer tauscht: Atout-Unter gegen die Atoutkarte.") takes four lines, higher than
#: its corner, and three would be wider than any room the table has free there (the
#: computer's backs fill the row up to the corner, its taken pile lies right below it); in
#: 9 pixels three lines fit (on the narrowest, 384 wide, taking a little of the padding at
#: their sides: :meth:`~.items.Bubble.fit_width`).
MIN_BUBBLE_FONT = 7.5
#: About how high a bubble of one line is, in its type size (the line and the padding).
BUBBLE_LINE = 2.4
#: The room the accuracy line under the end-of-hand summary takes, in the summary's type
#: sizes: two lines of its smaller type, its padding and the gap above it.
SUMMARY_LINE_ROOM = 5.0
#: The smallest type of the end-of-hand summary: on the smallest tables (800x600 at
#: ``QT_SCALE_FACTOR=2``) the summary in its usual type fills the table's height, and the
#: accuracy line, finding no room below or above it, would cover its first line.
MIN_SUMMARY_FONT = 9.0
#: The most cards the talon holds once the hand is dealt (Sechsundsechzig: 24 cards, 12
#: dealt, one turned up); its stack rises up and to the left with each card.
MAX_TALON = 11


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    card_w: float
    card_h: float

    @classmethod
    def fit(cls, width: float, height: float, aspect: float) -> TableLayout:
        """The layout for a table of ``width`` x ``height`` and cards ``aspect`` (h / w)."""
        low_w, low_h = SMALLEST_TABLE
        width, height = max(float(low_w), width), max(float(low_h), height)
        ch = min(height * 0.235, width * 0.112 * aspect)
        return cls(width, height, float(round(ch / aspect)), float(round(ch)))

    # ------------------------------------------------------------------ sizes

    @property
    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    @property
    def margin(self) -> float:
        return max(8.0, min(self.width, self.height) * 0.025)

    @property
    def panel_width(self) -> float:
        """The panels at the sides: 2.1 card widths (up to 0.26 of the table), at least 150,
        or on a table narrower than about 470 (800x600 at ``QT_SCALE_FACTOR=2`` leaves 400)
        at least 0.32 of its width: 150 there would leave the hands between them too little
        room."""
        return max(min(150.0, self.width * 0.32), min(self.card_w * 2.1, self.width * 0.26))

    @property
    def panel_font(self) -> float:
        return max(11.5, min(22.0, self.card_h * 0.085))

    @property
    def summary_font(self) -> float:
        return max(12.0, min(24.0, self.card_h * 0.095))

    def summary_widths(self, longest: int, base: float | None = None) -> tuple[float, ...]:
        """The widths to try for the end-of-hand summary whose longest line has ``longest``
        characters, the first that fits (:meth:`summary_fits`) taken: between the panels at
        the sides, so that it hides none of their lines, where that room is at least 22 of
        its type's sizes wide (800x600 leaves about 430: longer lines wrap); else, or if it
        is then too high, as wide as that line wants, up to nine tenths of the table, over
        the panels (800x600 at ``QT_SCALE_FACTOR=2``). ``base``: the summary's type size, if
        not :attr:`summary_font`."""
        base = base or self.summary_font
        wide = min(self.width * 0.9, max(base * 22, longest * base * 0.62))
        between = self.width - 2 * (self.margin * 1.5 + self.panel_width)
        return (between, wide) if base * 22 <= between < wide else (wide,)

    def summary_fits(self, height: float, base: float | None = None) -> bool:
        """Does a summary ``height`` high in type ``base`` (:attr:`summary_font` if None),
        in the table's middle, leave room below it for the accuracy line (two lines,
        :data:`SUMMARY_LINE_ROOM`)?"""
        return height <= self.height - 2 * SUMMARY_LINE_ROOM * (base or self.summary_font)

    @property
    def trick_label_font(self) -> float:
        """The font size of the labels over the spread tricks ("Trick 2: 14 points")."""
        return max(9.0, self.panel_font * 0.85)

    @property
    def bubble_font(self) -> float:
        return max(11.0, self.card_h * 0.085)

    def hand_width(self) -> float:
        """How wide a hand may spread: between the panels at the sides of the table (the
        computer's with the cards it shows beside its backs)."""
        side = self.margin * 1.5 + self.panel_width
        return max(self.card_w * 2, self.width - 2 * side)

    def fan_step(self, cards: int) -> float:
        """The distance between neighbours of the player's fan of ``cards``, in card widths:
        :data:`FAN_STEP`, or less so that they fit between the side panels
        (:meth:`hand_width`), but not less than :data:`MIN_FAN_STEP`."""
        if cards <= 1:
            return FAN_STEP
        room = self.hand_width() / self.card_w - 1.0
        return max(MIN_FAN_STEP, min(FAN_STEP, room / (cards - 1)))

    def hand_reach(self, cards: int) -> float:
        """How far the player's fan of ``cards`` (:meth:`fan_step`) reaches to each side of
        the table's middle, its end cards a little turned."""
        span = ((max(1, cards) - 1) * self.fan_step(cards) + 1) * self.card_w
        return span / 2 + self.card_h * 0.06

    def prompt_room(self, cards: int) -> float:
        """How wide the prompt at the bottom right may be: from the table's right margin to
        the player's hand of up to ``cards`` cards, which it would cover on a narrow table
        (800x600 at ``QT_SCALE_FACTOR=2`` leaves 400)."""
        return self.width / 2 - self.hand_reach(cards) - self.margin - self.card_w * 0.1

    def point(self, anchor: QPointF, dx: float = 0.0, dy: float = 0.0) -> QPointF:
        """``anchor`` moved by ``dx`` card widths and ``dy`` card heights."""
        return QPointF(anchor.x() + dx * self.card_w, anchor.y() + dy * self.card_h)

    # ------------------------------------------------------------------ anchors

    def hand_anchor(self, seat: int) -> QPointF:
        """The middle of a seat's hand (the player at the bottom, the computer at the top)."""
        m, ch = self.margin, self.card_h
        # Both fans whole inside the window: their ends bend away from the middle by up to
        # about 0.07 card heights and turn a few degrees, hence 0.6 rather than 0.5.
        y = self.height - m - ch * 0.6 if seat == HUMAN else m + ch * 0.6
        return QPointF(self.width / 2, y)

    def talon_anchor(self) -> QPointF:
        x = self.width * 0.5 - self.card_w * 2.6
        x = max(x, self.margin + self.card_h * 0.55 + self.card_w * 0.15)
        return QPointF(x, self.height / 2)

    def turnup_anchor(self) -> QPointF:
        return self.point(self.talon_anchor(), 0.42)

    def talon_rect(self) -> QRectF:
        """Where the talon (its stack of up to :data:`MAX_TALON` cards rising to the upper
        left) and the turn-up lying crosswise under it lie."""
        anchor, w, h = self.talon_anchor(), self.card_w, self.card_h
        rise = (MAX_TALON - 1) * max(0.6, w * 0.006)  # as the Talon pile stacks its cards
        left, top = anchor.x() - w / 2 - rise, anchor.y() - h / 2 - rise
        right = self.turnup_anchor().x() + h / 2
        return QRectF(left, top, right - left, anchor.y() + h / 2 - top)

    def side_rooms(self) -> tuple[float, float] | None:
        """How high the scoreboard (top left) and the hand's state (bottom left) may be on a
        narrow table, where the talon and its turn-up reach into the panels' column (800x600
        at ``QT_SCALE_FACTOR=2`` leaves about 400x250): the scoreboard must end above them
        and the state begin below them, or they cover the talon and the trump card. None
        where the talon lies right of the panels: the panels then share the table's height
        (:meth:`~.panels.TablePanels.update`)."""
        m, gap = self.margin, self.card_w * 0.1
        talon = self.talon_rect()
        if talon.left() >= m + self.panel_width + gap:
            return None
        return talon.top() - gap - m, self.height - m - talon.bottom() - gap

    def trick_anchor(self) -> QPointF:
        return QPointF(self.width / 2 + self.card_w * 0.15, self.height / 2)

    def taken_anchor(self, seat: int) -> QPointF:
        x = self.width - self.margin - self.card_h / 2 - self.card_w * 0.2
        dy = self.card_h * 0.62
        return QPointF(x, self.height / 2 + (dy if seat == HUMAN else -dy))

    def browse_anchor(self) -> QPointF:
        """Top middle of the spread of the player's taken tricks."""
        return QPointF(self.width / 2, self.height / 2 - self.card_h * 0.55)

    def browse_area(self) -> QRectF:
        """The free middle of the table where the player's taken tricks are spread out: right
        of the talon and its crosswise turn-up, left of the taken piles (and the last trick
        lying face up on them), below the computer's hand (the cards it shows lie beside its
        backs, not in front of them) and above the player's, whose card chosen by key and
        raised marriage stand out a little. The trick being played lies on top of it."""
        w, h = self.card_w, self.card_h
        gap = w * 0.1
        left = self.turnup_anchor().x() + h / 2 + gap
        right = self.taken_anchor(HUMAN).x() - w * 0.85 - gap
        top = self.hand_anchor(AI).y() + h * 0.55 + gap
        bottom = self.hand_anchor(HUMAN).y() - h * 0.84 - gap
        return QRectF(left, top, max(w, right - left), max(h * 0.5, bottom - top))

    def taken_rect(self, seat: int) -> QRectF:
        """Where a seat's taken pile lies, with the last trick face up on it: the upright,
        slightly turned cards of the last trick reach farther up and down than the crosswise
        stack."""
        anchor, w, h = self.taken_anchor(seat), self.card_w, self.card_h
        return QRectF(anchor.x() - w * 0.85, anchor.y() - h * 0.56, w * 1.7, h * 1.12)

    def prompt_height(self) -> float:
        """How high the prompt at the bottom right stands: one line of panel type with the
        panel's padding (:class:`~.items.Panel`)."""
        return self.panel_font * (2 * 0.8 + 1.45) + 2

    def bubble_room(self, seat: int) -> QRectF:
        """Where a seat's announcement bubble stands: at the right of the seat's hand, as wide
        as the panels at the left, in the corner that the hands, the talon, the trick and the
        middle where the player's tricks are spread out (:meth:`browse_area`) leave free. The
        computer's lies above its taken tricks, the player's between its taken tricks and the
        prompt. A text too high for it gets smaller type (:data:`MIN_BUBBLE_FONT`) and stays
        inside: lying over a pile or the spread, it would hide what the player looks at.

        Between the computer's hand and the spread there is no room for a bubble at any
        size (the labels of the first row of tricks stand right below its cards), nor
        between the spread and the player's hand. On the smallest tables (a small screen at a
        large scale factor) the player's corner is lower than a line of the smallest type:
        its bubble then stands beside its taken pile (:meth:`_bubble_pocket`), where the
        player's short texts ("40 in Herz!", "Genug! (66)") fit on two lines."""
        corner = self._bubble_corner(seat)
        if corner.height() >= MIN_BUBBLE_FONT * BUBBLE_LINE:
            return corner
        return self._bubble_pocket(seat)

    def _bubble_corner(self, seat: int) -> QRectF:
        """The corner right of the seat's hand, over (the computer) or under (the player) its
        taken pile: the bubble's room on every table but the smallest."""
        m, gap = self.margin, self.card_w * 0.1
        left = self.width - m * 1.5 - self.panel_width + gap  # right of the hands' widest row
        if seat == AI:  # none left: the room keeps its top
            top = m
            bottom = max(top, self.taken_rect(AI).top() - gap)
        else:  # or its bottom
            bottom = self.height - m - self.prompt_height() - gap
            top = min(bottom, self.taken_rect(HUMAN).bottom() + gap)
        return QRectF(left, top, self.width - m - left, bottom - top)

    def _bubble_pocket(self, seat: int) -> QRectF:
        """The space left of the seat's taken pile, right of the hands, between the spread
        (:meth:`browse_area`) and the table's edge (the computer) or the prompt (the player):
        narrower than the corner, but on a short table higher."""
        m, gap = self.margin, self.card_w * 0.1
        left = self.width - m * 1.5 - self.panel_width + gap
        right = max(left, self.taken_rect(seat).left() - gap)
        if seat == AI:
            top = m
            bottom = max(top, self.browse_area().top() - gap)
        else:
            bottom = self.height - m - self.prompt_height() - gap
            top = min(bottom, self.browse_area().bottom() + gap)
        return QRectF(left, top, right - left, bottom - top)

    def bubble_anchor(self, seat: int, width: float, height: float) -> QPointF:
        """The middle of a seat's bubble ``width`` x ``height`` (at most as wide as
        :meth:`bubble_room`): flush with the room's right edge (in the corner, the table's
        right margin like the prompt), level with the seat's hand where the room allows.

        A bubble fitted to its room (:class:`~.items.Bubble` shrinks its type for that)
        stays inside. Should one still be higher (a font higher than this machine's), it
        keeps its edge on the hand's side of the table (the computer's top, the player's
        bottom, above the prompt) and lies over the taken pile, not over
        :meth:`browse_area`; only a bubble too high for the whole corner, from the table's
        edge to the spread, reaches into the spread: staying on the table comes first, as a
        bubble cut off cannot be read."""
        room, area = self.bubble_room(seat), self.browse_area()
        half = height / 2
        x = room.right() - width / 2
        y = min(max(self.hand_anchor(seat).y(), room.top() + half), room.bottom() - half)
        if seat == AI:
            y = max(room.top() + half, y)
            y = min(y, max(room.top() + half, area.top() - self.card_w * 0.04 - half))
        else:
            y = max(y, area.bottom() + self.card_w * 0.04 + half)
            y = min(y, self.height - self.margin - half)
        return QPointF(x, y)

    def trick_area(self) -> QRectF:
        """Where a dragged card is played."""
        top = self.hand_anchor(AI).y() + self.card_h * 0.5
        bottom = self.hand_anchor(HUMAN).y() - self.card_h * 0.5
        return QRectF(self.width * 0.3, top, self.width * 0.45, bottom - top)

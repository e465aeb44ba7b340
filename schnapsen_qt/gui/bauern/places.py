"""Where the four Bauernschnapsen seats sit on the screen, and where their cards go (no Qt).

The player is seat :data:`HUMAN` at the bottom; play goes clockwise, so the next seat sits on the
left, the partner opposite at the top and the last opponent on the right. Places and the
geometry are data and plain functions, so the table draws from them and the tests check them
without a window.
"""

from __future__ import annotations

from dataclasses import dataclass

HUMAN = 0
PARTNER = 2
# Places clockwise from the player: the player's seat + i sits at PLACES[i].
PLACES: tuple[str, ...] = ("bottom", "left", "top", "right")
# Card height per card width of the pictures (cardart.CARD_ASPECT is close to it).
ASPECT = 1.5625


def place_of(seat: int, human: int = HUMAN, seats: int = 4) -> str:
    """The screen place of ``seat`` for a player at ``human``."""
    return PLACES[(seat - human) % seats]


def seat_at(place: str, human: int = HUMAN, seats: int = 4) -> int:
    return (human + PLACES.index(place)) % seats


@dataclass(frozen=True)
class Geometry:
    """Positions (top-left corners, scene pixels) for a table of ``width`` x ``height``;
    ``card_width`` is the cards' width where the table sets it (the two-player table's size for
    the same room, :class:`~..table.layout.TableLayout`), 0 for this module's own."""

    width: float
    height: float
    card_width: float = 0.0

    @property
    def card_w(self) -> float:
        if self.card_width > 0:
            return self.card_width
        return max(30.0, min(self.width / 11.0, self.height / 7.5))

    @property
    def card_h(self) -> float:
        return self.card_w * ASPECT

    @property
    def margin(self) -> float:
        return self.card_w * 0.25

    def hand(self, place: str, count: int, face_up: bool) -> list[tuple[float, float]]:
        """Where each of ``count`` cards of the hand at ``place`` lies."""
        w, h, m = self.card_w, self.card_h, self.margin
        if place in ("bottom", "top"):
            step = w * (1.05 if face_up else 0.35)
            span = step * (count - 1) + w if count else 0.0
            x0 = (self.width - span) / 2
            y = self.height - h - m if place == "bottom" else m
            return [(x0 + i * step, y) for i in range(count)]
        step = h * (0.55 if face_up else 0.22)
        span = step * (count - 1) + h if count else 0.0
        y0 = (self.height - h * 0.6 - span) / 2
        x = m if place == "left" else self.width - w - m
        return [(x, y0 + i * step) for i in range(count)]

    def trick_slot(self, place: str) -> tuple[float, float]:
        """Where the card played from ``place`` lies in the middle: a cross between the top
        and bottom hands, the cards from the top and bottom overlapping only where the room
        between the hands is short of two cards' height."""
        w, h, m = self.card_w, self.card_h, self.margin
        cx = self.width / 2
        top, bottom = m + h + m * 0.4, self.height - h - m * 1.4
        cy = (top + bottom) / 2
        span = max(h * 1.2, min(h * 2.05, bottom - top))
        return {"bottom": (cx - w / 2 + w * 0.08, cy + span / 2 - h),
                "top": (cx - w / 2 - w * 0.08, cy - span / 2),
                "left": (cx - w * 1.7, cy - h / 2),
                "right": (cx + w * 0.7, cy - h / 2)}[place]

    def first_trick(self, own_team: bool) -> list[tuple[float, float]]:
        """Where the four cards of a team's face-up first trick lie, small: the player's team
        bottom right, the other team top right."""
        w = self.card_w * 0.6
        x0 = self.width - self.margin - w * 2.8
        y = (self.height - self.margin - w * ASPECT) if own_team else self.margin
        return [(x0 + i * w * 0.6, y) for i in range(4)]

    @property
    def small_card_w(self) -> float:
        return self.card_w * 0.6

    def pile(self, own_team: bool, index: int) -> tuple[float, float]:
        """Where the ``index``-th face-down card of a team's taken tricks lies: a stack under
        the left end of its face-up first trick, growing a little towards the middle of the
        table with each card."""
        x0, y = self.first_trick(own_team)[0]
        rise = min(index, 15) * max(0.4, self.small_card_w * 0.012)
        return (x0 - self.small_card_w * 0.45 - rise, y - rise if own_team else y + rise)

    def name_panel(self, place: str, w: float, h: float, cards: int,
                   face_up: bool) -> tuple[float, float]:
        """Where a seat's name panel (``w`` x ``h``) lies: yours and your partner's left of
        the hand, the opponents' under theirs (the corners above are the tricks' piles and
        the table's middle); kept inside the table."""
        gap = self.margin * 0.5
        spots = self.hand(place, max(1, cards), face_up)
        x0, y0 = spots[0]
        if place == "bottom":
            x, y = x0 - gap - w, self.height - self.margin - h
        elif place == "top":
            x, y = x0 - gap - w, self.margin
        else:
            last_y = spots[-1][1] if cards else y0
            x = self.margin if place == "left" else self.width - self.margin - w
            y = last_y + self.card_h + gap
            if y + h > self.height - self.margin * 0.5:  # no room under it: beside it
                x = (x0 + self.card_w + gap if place == "left" else x0 - gap - w)
                y = self.height - self.margin - h
        return (min(max(0.0, x), max(0.0, self.width - w)),
                min(max(0.0, y), max(0.0, self.height - h)))

    def bubble(self, place: str, w: float, h: float) -> tuple[float, float]:
        """Where a seat's speech bubble (``w`` x ``h``) lies: right of the hand at the top and
        at the bottom (the middle stays free for the trick on a short table), between the
        hand and the middle at the sides; kept inside the table."""
        cw, ch, m = self.card_w, self.card_h, self.margin
        if place in ("bottom", "top"):
            spots = self.hand(place, 5, place == "bottom")
            x = spots[-1][0] + cw + m * 0.5
            y = spots[-1][1] + (ch - h) / 2
        elif place == "left":
            x, y = m + cw + m * 0.5, self.height / 2 - ch * 0.9 - h
        else:
            x, y = self.width - cw - m * 1.5 - w, self.height / 2 - ch * 0.9 - h
        return (min(max(0.0, x), max(0.0, self.width - w)),
                min(max(0.0, y), max(0.0, self.height - h)))

"""Every duration of the card table, in one table, scaled by one speed factor.

Two kinds: a **move** is how long cards take to fly somewhere (the animator learns when a move
has ended from its animation, never from a timer); a **pause** is time the table gives the
player on purpose: to read a trick or an announcement, or the rhythm of the deal. Milliseconds
at speed factor 1.0 ("normal"); the settings' ``speed_factor`` scales both (0.0 = "instant":
no animation and no pause).
"""

from __future__ import annotations

from dataclasses import dataclass

#: How long cards fly, at normal speed.
MOVE_MS: dict[str, int] = {
    "deal": 170,  # one card from the pack to a hand
    "play": 280,  # a card from a hand to the trick
    "collect": 380,  # the trick sliding to the winner's pile
    "draw": 260,  # one card drawn from the talon
    "exchange": 420,  # the trump Jack and the turn-up changing places
    "close": 380,  # the turn-up turned down
    "reveal": 300,  # the computer's marriage turning face up, and back
    "relayout": 160,  # cards settling after a change of hand or selection
    "hover": 90,  # the keyboard selection
}

#: Time given on purpose, at normal speed.
PAUSE_MS: dict[str, int] = {
    "deal_card": 85,  # between two cards of the deal (they overlap in flight)
    "deal_gap": 60,  # between packets of the deal
    "draw_card": 208,  # between the two cards drawn after a trick
    "trick_pause": 650,  # both cards of a trick lie still before it is collected
    "four_trick_pause": 900,  # Bauernschnapsen: the trick of four lies still before it is gathered
    "meld_show": 1500,  # the computer's marriage lies shown before it leads
    "announce_hold": 650,  # the table waits so that an announcement can be read
}

#: How long an announcement bubble stays readable (ms). Never below this: even at "instant"
#: speed the player must be able to read what the computer announced.
ANNOUNCE_VISIBLE_MS = 2600
BUBBLE_FADE_MS = 400
# The computer's marriage is shown at least this long, at every speed ("instant" included):
# the player must see which pair it melded. It then stays face up until the computer leads.
MELD_VISIBLE_MIN_MS = 900
# A trick the computer completed (its card played second) lies still at least this long,
# "instant" included, so the player sees the card that won or lost it.
TRICK_VISIBLE_MIN_MS = 600


@dataclass(frozen=True)
class Timings:
    """The table's durations at one speed ``factor``."""

    factor: float = 1.0

    def move(self, name: str) -> int:
        return _scaled(MOVE_MS[name], self.factor)

    def pause(self, name: str) -> int:
        return _scaled(PAUSE_MS[name], self.factor)

    @property
    def trick_visible(self) -> int:
        return max(TRICK_VISIBLE_MIN_MS, self.pause("trick_pause"))

    @property
    def four_trick_visible(self) -> int:
        """How long Bauernschnapsen's finished trick lies still (the last card may be a
        computer's: at least :data:`TRICK_VISIBLE_MIN_MS`, "instant" included)."""
        return max(TRICK_VISIBLE_MIN_MS, self.pause("four_trick_pause"))

    @property
    def meld_visible(self) -> int:
        return max(MELD_VISIBLE_MIN_MS, self.pause("meld_show"))

    @property
    def announce_visible(self) -> int:
        return int(ANNOUNCE_VISIBLE_MS * max(1.0, self.factor))


def _scaled(base: int, factor: float) -> int:
    if factor <= 0:
        return 0
    return max(1, int(base * factor))

"""Every animation duration of the card table, in one place.

Durations are milliseconds at speed factor 1.0 ("normal"); :func:`ms` scales them by the
settings' ``speed_factor`` (0.0 = "instant": every animation ends at once).
"""

from __future__ import annotations

#: Base durations in milliseconds at normal speed.
BASE_MS: dict[str, int] = {
    "deal": 170,  # one card flying from the pack to a hand during the deal
    "deal_gap": 60,  # pause between packets of the deal
    "play": 280,  # a card flying from a hand to the trick
    "trick_pause": 650,  # both cards of a trick lie still before it is collected
    "collect": 380,  # the trick sliding to the winner's pile
    "draw": 260,  # one card drawn from the talon
    "exchange": 420,  # the trump Jack and the turn-up changing places
    "close": 380,  # the closing flip of the turn-up
    "meld_show": 1100,  # a marriage shown on the table
    "announce_hold": 650,  # the table waits so an announcement can be read
    "relayout": 160,  # cards settling after a change of selection or hand
    "hover": 90,
    "summary": 250,  # the summary panel fading in
    "reveal": 300,  # a card turning face up
}

#: How long an announcement bubble stays readable (ms). Not scaled to zero: even at "instant"
#: speed the player must be able to read what the computer announced.
ANNOUNCE_VISIBLE_MS = 2600


def ms(name: str, factor: float) -> int:
    """The duration ``name`` scaled by ``factor`` (0 gives 0: instant)."""
    if factor <= 0:
        return 0
    return max(1, int(BASE_MS[name] * factor))


def announce_visible(factor: float) -> int:
    return int(ANNOUNCE_VISIBLE_MS * max(1.0, factor))

"""A trick: who wins it, and which cards the follower may play in phase two (RULES.md, "Play").

Kept apart from :mod:`.hand` so that :mod:`.view` and the AI use the same rule without
depending on the full hand state.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import HIGHER_IN_SUIT, SUIT_MASK, SUIT_OF, Card, CardSet


class Trick(NamedTuple):
    leader: int
    lead: Card
    follow: Card
    winner: int


def follow_wins(lead: Card, follow: Card, trump: int) -> bool:
    """Does the second card of a trick win it? Higher trump, else higher card of the suit led."""
    if SUIT_OF[lead] == SUIT_OF[follow]:
        return follow < lead
    return SUIT_OF[follow] == trump


def in_phase_two(closed_by: int, turnup: Card) -> bool:
    """Phase two: the talon closed (``closed_by`` a seat) or exhausted (no turn-up left),
    where the follower must follow strictly (:func:`strict_follow_cards`) and nobody draws
    or exchanges (RULES.md, "Play")."""
    return closed_by >= 0 or turnup < 0


def strict_follow_cards(hand: CardSet, lead: Card, trump: int) -> CardSet:
    """Cards the follower may play in phase two (RULES.md, "Play").

    Head the trick in the suit led, else follow with a lower card of that suit, else trump,
    else anything.
    """
    same = hand & SUIT_MASK[SUIT_OF[lead]]
    if same:
        return same & HIGHER_IN_SUIT[lead] or same
    trumps = hand & SUIT_MASK[trump]
    return trumps or hand

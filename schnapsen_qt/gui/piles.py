"""The zones of the card table (one pile of cards each)."""

from __future__ import annotations

from enum import Enum


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
        return Zone.OWN_TRICKS if seat == 0 else Zone.OPPONENT_TRICKS

"""What one seat may know: :class:`PlayerView`.

A view is built by :meth:`~.hand.Hand.view` and holds only public facts plus the seat's own
hand. It has no field for the opponent's hand or the talon order, so code that receives a view
(the AI, the GUI) cannot see hidden cards: honesty by construction.

:meth:`~.hand.Hand.from_view` turns a view plus a guess of the hidden cards back into a full
``Hand`` for search, and :meth:`PlayerView.unseen` says which cards such a guess must place.
This module does not import :mod:`.hand` (no import cycle).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import MELD, Action
from .cards import Card, CardSet, card_code, cards_of, pack_mask
from .rules import Rules
from .scoring import Outcome, counted_points
from .tricks import Trick, in_phase_two, strict_follow_cards


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything ``seat`` may know at this moment, and nothing more.

    Card sets are bitmasks (see :mod:`.cards`); ``-1`` stands for "none" in card and seat fields.
    """

    seat: int
    rules: Rules
    dealer: int
    #: The seat's own cards.
    hand: CardSet
    trump: int
    #: The turn-up while it is in the talon (face up, or turned down by closing: both players
    #: saw it), else -1.
    turnup: Card
    #: Face-down talon cards left (the talon size is this plus one while the turn-up is there).
    stock_left: int
    closed_by: int
    to_move: int
    #: Card led to the current trick, or -1.
    lead: Card
    #: Cards in each seat's tricks (every one was seen when played).
    won: tuple[CardSet, CardSet]
    tricks: tuple[int, int]
    trick_points: tuple[int, int]
    #: Marriages melded by each seat (20 or 40 each), counted once that seat has a trick.
    meld_points: tuple[int, int]
    #: The closer's opponent's tricks and counted points when the talon was closed.
    closed_opp_tricks: int
    closed_opp_points: int
    #: Suit melded on this lead, whose King (or Queen) must now be led; -1 if none.
    meld_suit: int
    #: Cards each seat is known to hold: shown marriage partners, a turn-up taken by exchange
    #: or drawn last. ``shown[seat]`` is what the opponent knows of this seat's hand.
    shown: tuple[CardSet, CardSet]
    hand_sizes: tuple[int, int]
    last_trick: Trick | None
    #: The cards drawn after the last trick, winner first, as ``(seat, card)``; the other
    #: seat's card is -1 unless it was the turn-up. ``()`` if that trick drew nothing.
    draws: tuple[tuple[int, Card], ...]
    #: Every action so far, with the seat that took it (all actions are public).
    history: tuple[tuple[int, Action], ...]
    outcome: Outcome | None
    legal: tuple[Action, ...]

    # ------------------------------------------------------------------ derived facts

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.seat and self.outcome is None

    @property
    def talon_size(self) -> int:
        return self.stock_left + (1 if self.turnup >= 0 else 0)

    @property
    def phase_two(self) -> bool:
        """Talon closed or exhausted (:func:`.tricks.in_phase_two`)."""
        return in_phase_two(self.closed_by, self.turnup)

    def counted_points(self, seat: int) -> int:
        """Points toward 66 (tricks, plus marriages once ``seat`` has a trick)."""
        return counted_points(self.trick_points[seat], self.meld_points[seat],
                              self.tricks[seat])

    @property
    def opponent_known(self) -> CardSet:
        """Cards known to be in the opponent's hand."""
        return self.shown[1 - self.seat]

    def unseen(self) -> CardSet:
        """Cards whose place this seat does not know: the opponent's unknown cards and the
        face-down talon."""
        seen = self.hand | self.won[0] | self.won[1] | self.shown[1 - self.seat]
        if self.lead >= 0:
            seen |= 1 << self.lead
        if self.turnup >= 0:
            seen |= 1 << self.turnup
        return pack_mask(self.rules) & ~seen

    @property
    def opponent_unknown_count(self) -> int:
        opp = 1 - self.seat
        return self.hand_sizes[opp] - self.shown[opp].bit_count()

    def legal_plays(self) -> CardSet:
        """Cards this seat may play now (its turn only)."""
        if not self.my_turn:
            return 0
        if self.lead >= 0 and self.phase_two:
            return strict_follow_cards(self.hand, self.lead, self.trump)
        return sum(1 << a for a in self.legal if a < MELD)

    def describe_cards(self, cardset: CardSet) -> list[str]:
        return [card_code(c) for c in cards_of(cardset)]

"""What one seat may know (docs/rules/bauernschnapsen.md): its own cards, what was said, every card
played, the face-up first tricks, a turned-up trump card and an open Plauderer hand. Nothing else:
the computer players decide from a :class:`SeatView` only, and the honesty tests check that a view
is the same whatever the hidden cards are."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import Card, cards_of
from .actions import BAction

if TYPE_CHECKING:
    from .deal import BauernDeal, BauernOutcome, Trick


@dataclass(frozen=True)
class SeatView:
    seat: int
    dealer: int
    forehand: int
    phase: str
    #: The seat's own cards (during the trump call only the three dealt so far).
    hand: tuple[Card, ...]
    #: How many cards each seat holds.
    hand_sizes: tuple[int, ...]
    called_trump: int
    aufschlag_card: int
    bids: tuple[tuple[int, str | None], ...]
    contract: str | None
    declarer: int
    trump: int
    multiplier: int
    kontra_calls: tuple[tuple[int, str], ...]
    sitting_out: int
    tricks: tuple[Trick, ...]
    trick: tuple[tuple[int, Card], ...]
    #: Index in ``tricks`` of each team's face-up first trick, or -1.
    first_trick: tuple[int, ...]
    marriages: tuple[tuple[int, int], ...]
    team_points: tuple[int, ...]
    #: The Plauderer's declarer's hand once it lies open: (seat, cards), else (-1, ()).
    open_hand: tuple[int, tuple[Card, ...]]
    to_move: int
    #: The seat's legal actions when it is on turn, else empty.
    legal: tuple[BAction, ...]
    outcome: BauernOutcome | None


def view(deal: BauernDeal, seat: int) -> SeatView:
    """The view of ``deal`` from ``seat``."""
    hand = deal.first_three[seat] & deal.hands[seat] if deal.calling_trump \
        else deal.hands[seat]
    sizes = tuple((deal.first_three[s] if deal.calling_trump else deal.hands[s]).bit_count()
                  for s in range(deal.table.seats))
    open_seat = deal.open_hand_seat()
    open_hand = (open_seat, cards_of(deal.hands[open_seat])) if open_seat >= 0 else (-1, ())
    return SeatView(
        seat=seat, dealer=deal.dealer, forehand=deal.forehand, phase=deal.phase,
        hand=cards_of(hand), hand_sizes=sizes, called_trump=deal.called_trump,
        aufschlag_card=deal.aufschlag_card, bids=tuple(deal.bids),
        contract=deal.contract.id if deal.contract is not None else None,
        declarer=deal.declarer if deal.contract is not None else -1, trump=deal.trump,
        multiplier=deal.multiplier, kontra_calls=tuple(deal.kontra_calls),
        sitting_out=deal.sitting_out, tricks=tuple(deal.tricks), trick=tuple(deal.trick),
        first_trick=tuple(deal.first_trick), marriages=tuple(deal.marriages),
        team_points=(deal.team_points(0), deal.team_points(1)), open_hand=open_hand,
        to_move=deal.to_move,
        legal=tuple(deal.legal_actions()) if deal.to_move == seat else (),
        outcome=deal.outcome)

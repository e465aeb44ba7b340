"""What one seat may know: :class:`PlayerView`.

A view is built from a :class:`~.hand.Hand` and holds only public facts plus the seat's own
hand. It has no field for the opponent's hand or the talon order, so code that receives a view
(the AI, the GUI) cannot see hidden cards: honesty by construction.

:meth:`PlayerView.determinize` turns a view plus a guess of the hidden cards back into a full
``Hand`` for search, and :meth:`PlayerView.unseen` says which cards such a guess must place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .cards import ALL_CARDS, Card, CardSet, cards_of
from .hand import STOCK_SIZE, Hand, Trick, strict_follow_cards
from .rules import Rules
from .scoring import Outcome


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
    #: Every action so far, with the seat that took it (all actions are public).
    history: tuple[tuple[int, Action], ...]
    outcome: Outcome | None
    legal: tuple[Action, ...]

    @classmethod
    def of(cls, hand: Hand, seat: int) -> PlayerView:
        return cls(
            seat=seat,
            rules=hand.rules,
            dealer=hand.dealer,
            hand=hand.hands[seat],
            trump=hand.trump,
            turnup=hand.turnup,
            stock_left=STOCK_SIZE - hand.stock_pos,
            closed_by=hand.closed_by,
            to_move=hand.to_move,
            lead=hand.lead,
            won=(hand.won[0], hand.won[1]),
            tricks=(hand.tricks[0], hand.tricks[1]),
            trick_points=(hand.trick_points[0], hand.trick_points[1]),
            meld_points=(hand.meld_points[0], hand.meld_points[1]),
            closed_opp_tricks=hand.closed_opp_tricks,
            closed_opp_points=hand.closed_opp_points,
            meld_suit=hand.meld_suit,
            shown=(hand.shown[0], hand.shown[1]),
            hand_sizes=(hand.hands[0].bit_count(), hand.hands[1].bit_count()),
            last_trick=hand.last_trick,
            history=tuple(hand.history),
            outcome=hand.outcome,
            legal=tuple(hand.legal_actions()) if hand.to_move == seat else (),
        )

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
        return self.closed_by >= 0 or self.turnup < 0

    def counted_points(self, seat: int) -> int:
        """Points toward 66 (tricks, plus marriages once ``seat`` has a trick)."""
        return self.trick_points[seat] + (self.meld_points[seat] if self.tricks[seat] else 0)

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
        return ALL_CARDS & ~seen

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
        return sum(1 << a for a in self.legal if a < 20)

    # ------------------------------------------------------------------ back to a full hand

    def determinize(self, opponent_cards: Sequence[Card], stock_order: Sequence[Card]) -> Hand:
        """A full :class:`Hand` agreeing with this view, given a guess of the hidden cards.

        ``opponent_cards`` are the opponent's cards not already known
        (:attr:`opponent_unknown_count` of them) and ``stock_order`` the face-down talon in
        drawing order (:attr:`stock_left` of them); together they must be exactly
        :meth:`unseen`.
        """
        opp = 1 - self.seat
        guess = 0
        for c in (*opponent_cards, *stock_order):
            guess |= 1 << c
        if (
            len(opponent_cards) != self.opponent_unknown_count
            or len(stock_order) != self.stock_left
            or guess != self.unseen()
            or len(opponent_cards) + len(stock_order) != guess.bit_count()
        ):
            raise ValueError("the guess must place exactly the unseen cards")
        h = Hand.__new__(Hand)
        h.rules = self.rules
        h.dealer = self.dealer
        h.deck = None
        hands = [0, 0]
        hands[self.seat] = self.hand
        opp_hand = self.shown[opp]
        for c in opponent_cards:
            opp_hand |= 1 << c
        hands[opp] = opp_hand
        h.hands = hands
        # Keep the drawing position: the stock is padded in front with cards already drawn.
        drawn = STOCK_SIZE - self.stock_left
        h.stock = (-1,) * drawn + tuple(stock_order)
        h.stock_pos = drawn
        h.turnup = self.turnup
        h.trump = self.trump
        h.to_move = self.to_move
        h.lead = self.lead
        h.won = list(self.won)
        h.tricks = list(self.tricks)
        h.trick_points = list(self.trick_points)
        h.meld_points = list(self.meld_points)
        h.closed_by = self.closed_by
        h.closed_opp_tricks = self.closed_opp_tricks
        h.closed_opp_points = self.closed_opp_points
        h.meld_suit = self.meld_suit
        h.shown = list(self.shown)
        h.last_trick = self.last_trick
        h.outcome = self.outcome
        h.history = list(self.history)
        return h

    def describe_cards(self, cardset: CardSet) -> list[str]:
        from .cards import card_code

        return [card_code(c) for c in cards_of(cardset)]

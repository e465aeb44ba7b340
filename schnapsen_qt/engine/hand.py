"""One hand of Schnapsen: the deal, legal actions, applying them, and how the hand ends.

:class:`Hand` is the complete (hidden-information) state of one hand. Search code copies it with
:meth:`Hand.copy` and plays on with :meth:`Hand.push_unchecked`; everything else uses
:meth:`Hand.push`, which refuses an illegal action with a reason a player understands.

Where each rule lives:
- what the player on lead may do (meld, exchange, close, claim): :meth:`Hand.legal_actions`
  and the ``_can_*`` helpers beside it; the reasons for a refusal: :meth:`Hand.why_illegal`;
- phase two's follow rules: :func:`strict_follow_cards`;
- tricks and drawing: :meth:`Hand._play_follow`;
- the game points of every way a hand ends: :mod:`.scoring`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from . import scoring
from .actions import CLAIM, CLOSE, CLOSE_BEFORE_DRAW, EXCHANGE, MELD, PASS, Action
from .cards import (
    _CARDS_OF,
    HIGHER_IN_SUIT,
    KING_OF,
    KINGS,
    MARRIAGE_PAIR,
    POINTS,
    RANK_NAMES,
    SUIT_MASK,
    SUIT_NAMES,
    SUIT_OF,
    Card,
    CardSet,
    card_name,
    cards_of,
    exchange_card,
    marriage_partner,
    marriage_points,
)
from .deal import STOCK_SIZE, layout, shuffled_pack
from .rules import Rules
from .scoring import Outcome
from .texts import fill_refusal
from .tricks import Trick, in_phase_two, strict_follow_cards
from .view import PlayerView

__all__ = [
    "STOCK_SIZE", "Hand", "IllegalActionError", "Refusal", "Trick", "shuffled_pack",
    "strict_follow_cards",
]


class IllegalActionError(ValueError):
    """An action the rules do not allow now; ``str(error)`` says why in a player's words."""

    def __init__(self, message: str, action: Action | None = None) -> None:
        super().__init__(message)
        self.action = action


class Refusal(NamedTuple):
    """Why an action is not allowed now: ``code`` names the rule, ``card``/``suit``/``action``
    fill it in. :attr:`text` is the English sentence (error messages, replay output); the GUI
    translates the same template (:mod:`.texts`, one table for both; its keys are the
    codes)."""

    code: str
    card: Card = -1
    suit: int = -1
    action: Action = -1

    @property
    def text(self) -> str:
        return fill_refusal(self, lambda _context, text: text, card_name,
                            SUIT_NAMES.__getitem__, RANK_NAMES.__getitem__)


#: Builds a Trick without the keyword handling of its generated ``__new__`` (hot path).
_new_trick = tuple.__new__


class Hand:
    """The full state of one hand. Seats are 0 and 1; the forehand (non-dealer) leads first."""

    __slots__ = (
        "rules",
        "dealer",
        "deck",
        "hands",
        "stock",
        "stock_pos",
        "turnup",
        "trump",
        "to_move",
        "lead",
        "won",
        "tricks",
        "trick_points",
        "meld_points",
        "closed_by",
        "closed_opp_tricks",
        "closed_opp_points",
        "meld_suit",
        "shown",
        "last_trick",
        "last_draws",
        "outcome",
        "history",
    )

    rules: Rules
    dealer: int
    deck: tuple[Card, ...] | None
    hands: list[CardSet]
    stock: tuple[Card, ...]
    stock_pos: int
    turnup: Card
    trump: int
    to_move: int
    lead: Card
    won: list[CardSet]
    tricks: list[int]
    trick_points: list[int]
    meld_points: list[int]
    closed_by: int
    closed_opp_tricks: int
    closed_opp_points: int
    meld_suit: int
    shown: list[CardSet]
    last_trick: Trick | None
    #: What was drawn after the last trick, winner first: ``((seat, card), (seat, card))``,
    #: or ``()`` when that trick drew nothing (talon closed or exhausted). The GUI animates it.
    last_draws: tuple[tuple[int, Card], ...]
    outcome: Outcome | None
    history: list[tuple[int, Action]]

    # ------------------------------------------------------------------ creation

    @classmethod
    def deal(cls, rules: Rules, dealer: int, deck: Sequence[Card]) -> Hand:
        """Deal ``deck`` (index 0 dealt first) as :func:`~.deal.deal_packets` says: 3 to the
        forehand, 3 to the dealer, the turn-up, then 2 and 2 (3 and 3 with 24 cards)."""
        if dealer not in (0, 1):
            raise ValueError("dealer must be 0 or 1")
        cards = layout(rules).cards
        if len(deck) != len(cards) or set(deck) != set(cards):
            raise ValueError(f"the pack must hold each of the {len(cards)} cards exactly once")
        return cls._deal(rules, dealer, deck)

    @classmethod
    def _deal(cls, rules: Rules, dealer: int, deck: Sequence[Card]) -> Hand:
        """:meth:`deal` without checking the pack (a shuffle of the rules' pack is valid)."""
        forehand = 1 - dealer
        h = cls.__new__(cls)
        h.rules = rules
        h.dealer = dealer
        h.deck = tuple(deck)
        lay = layout(rules)
        a, b, t, c, d = lay.packets  # forehand, dealer, turn-up, forehand, dealer
        fore_cards = (*deck[0:a], *deck[a + b + t:a + b + t + c])
        dealer_cards = (*deck[a:a + b], *deck[a + b + t + c:lay.first_draw_index])
        hands = [0, 0]
        for card in fore_cards:
            hands[forehand] |= 1 << card
        for card in dealer_cards:
            hands[dealer] |= 1 << card
        h.hands = hands
        h.turnup = deck[lay.turnup_index]
        h.trump = SUIT_OF[h.turnup]
        h.stock = tuple(deck[lay.first_draw_index:])
        h.stock_pos = 0
        h.to_move = forehand
        h.lead = -1
        h.won = [0, 0]
        h.tricks = [0, 0]
        h.trick_points = [0, 0]
        h.meld_points = [0, 0]
        h.closed_by = -1
        h.closed_opp_tricks = 0
        h.closed_opp_points = 0
        h.meld_suit = -1
        h.shown = [0, 0]
        h.last_trick = None
        h.last_draws = ()
        h.outcome = None
        h.history = []
        return h

    @classmethod
    def shuffled(cls, rules: Rules, dealer: int, rng: random.Random | int | None = None) -> Hand:
        """Deal a pack shuffled by ``rng`` (a ``random.Random`` or a seed)."""
        if not isinstance(rng, random.Random):
            rng = random.Random(rng)
        if dealer not in (0, 1):
            raise ValueError("dealer must be 0 or 1")
        return cls._deal(rules, dealer, shuffled_pack(rng, rules))

    def copy(self) -> Hand:
        """An independent copy, cheap enough for search (lists of ints, shared immutables)."""
        h = Hand.__new__(Hand)
        h.rules = self.rules
        h.dealer = self.dealer
        h.deck = self.deck
        h.hands = self.hands[:]
        h.stock = self.stock
        h.stock_pos = self.stock_pos
        h.turnup = self.turnup
        h.trump = self.trump
        h.to_move = self.to_move
        h.lead = self.lead
        h.won = self.won[:]
        h.tricks = self.tricks[:]
        h.trick_points = self.trick_points[:]
        h.meld_points = self.meld_points[:]
        h.closed_by = self.closed_by
        h.closed_opp_tricks = self.closed_opp_tricks
        h.closed_opp_points = self.closed_opp_points
        h.meld_suit = self.meld_suit
        h.shown = self.shown[:]
        h.last_trick = self.last_trick
        h.last_draws = self.last_draws
        h.outcome = self.outcome
        h.history = self.history[:]
        return h

    # ------------------------------------------------------------------ state queries

    @property
    def forehand(self) -> int:
        return 1 - self.dealer

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def stock_left(self) -> int:
        """Face-down talon cards not yet drawn."""
        return len(self.stock) - self.stock_pos

    @property
    def talon_size(self) -> int:
        """Cards in the talon: the face-down ones plus the turn-up lying under them."""
        return len(self.stock) - self.stock_pos + (1 if self.turnup >= 0 else 0)

    @property
    def is_closed(self) -> bool:
        return self.closed_by >= 0

    @property
    def is_exhausted(self) -> bool:
        return self.turnup < 0

    @property
    def phase_two(self) -> bool:
        """Talon closed or exhausted: strict play, no drawing, no exchange."""
        return in_phase_two(self.closed_by, self.turnup)

    def counted_points(self, seat: int) -> int:
        """Points toward 66: card points in tricks, plus marriages once the seat has a trick."""
        return scoring.counted_points(self.trick_points[seat], self.meld_points[seat],
                                      self.tricks[seat])

    @property
    def trick_count(self) -> int:
        return self.tricks[0] + self.tricks[1]

    def is_leading(self) -> bool:
        """Is the player to move on lead (no card on the table yet)?"""
        return self.lead < 0 and self.outcome is None

    # ------------------------------------------------------------------ rule checks for the leader

    def _can_meld(self, seat: int) -> bool:
        if self.meld_suit >= 0:
            return False  # one meld per lead
        if self.rules.meld_requires_trick and not self.tricks[seat]:
            return False
        return self.rules.melds_after_talon_gone or not self.phase_two

    def _can_exchange(self, seat: int) -> bool:
        if self.phase_two:
            return False
        if not self.hands[seat] >> exchange_card(self.trump, self.rules) & 1:
            return False
        if self.rules.exchange_requires_trick and not self.tricks[seat]:
            return False
        return not (self.rules.last_facedown_blocks_close_and_exchange
                    and len(self.stock) - self.stock_pos == 1)

    def _can_close(self) -> bool:
        """Closing the talon: not exhausted, not closed (sharp: not at turn-up + one card)."""
        if self.phase_two:
            return False
        return not (self.rules.last_facedown_blocks_close_and_exchange
                    and len(self.stock) - self.stock_pos == 1)

    def _can_claim(self) -> bool:
        """Going out: only on lead, right after winning the previous trick or melding; never
        under ``going_out: end``."""
        return (self.last_trick is not None or self.meld_suit >= 0) and (
            self.rules.going_out == "claim")

    def can_close_before_draw(self) -> bool:
        """``close_before_draw``: right after a phase-one trick, before anything else, its
        winner may close as if the draws had not happened (they are undone). Sharp's rule
        about the turn-up and one face-down card applies to the talon before the draws."""
        if (not self.rules.close_before_draw or not self.last_draws or self.lead >= 0
                or self.closed_by >= 0 or self.outcome is not None):
            return False  # (a card led after a close keeps the close's last draws)
        if not self.history or self.history[-1][1] >= MELD:
            return False  # the winner already did something else: the draws stand
        return not (self.rules.last_facedown_blocks_close_and_exchange and self.turnup < 0)

    def exchange_pending(self) -> bool:
        """``exchange_at_close``: the closer's opponent, holding the card that is exchanged,
        must first decide to exchange it or pass (the only two legal actions then)."""
        return (
            self.rules.exchange_at_close
            and self.closed_by >= 0
            and self.to_move != self.closed_by
            and self.lead < 0
            and self.outcome is None
            and bool(self.history)
            and self.history[-1][1] in (CLOSE, CLOSE_BEFORE_DRAW)
        )

    def marriages_in_hand(self, seat: int) -> list[int]:
        """Suits in which ``seat`` holds King and Queen."""
        hand = self.hands[seat]
        return [s for s in range(4) if hand & MARRIAGE_PAIR[s] == MARRIAGE_PAIR[s]]

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        """Every action the player to move may take: plays first, then meld, exchange, close,
        claim. Empty once the hand is over."""
        if self.outcome is not None:
            return []
        me = self.to_move
        hand = self.hands[me]
        if self.lead >= 0:
            if self.closed_by >= 0 or self.turnup < 0:  # phase_two, inlined: the hot path
                hand = strict_follow_cards(hand, self.lead, self.trump)
            return list(_CARDS_OF.get(hand) or cards_of(hand))
        if self.closed_by >= 0 and me != self.closed_by and self.exchange_pending():
            return [EXCHANGE, PASS]
        if self.meld_suit >= 0:
            king = KING_OF[self.meld_suit]
            actions = [king] if self.rules.meld_must_lead_king else [king, marriage_partner(king)]
        else:
            actions = list(_CARDS_OF.get(hand) or cards_of(hand))
            pairs = hand & (hand >> 1) & KINGS  # King bits whose Queen (next bit) is in hand
            if pairs and self._can_meld(me):
                for s in range(4):
                    if pairs >> KING_OF[s] & 1:
                        actions.append(MELD + s)
        if self.turnup >= 0 and self.closed_by < 0:  # talon open: exchange and close possible
            if self._can_exchange(me):
                actions.append(EXCHANGE)
            if self._can_close():
                actions.append(CLOSE)
        if self._can_claim():
            actions.append(CLAIM)
        if self.last_draws and self.can_close_before_draw():
            actions.append(CLOSE_BEFORE_DRAW)
        return actions

    def legal_plays(self) -> CardSet:
        """The cards the player to move may play now, as a bitmask."""
        if self.outcome is not None:
            return 0
        hand = self.hands[self.to_move]
        if self.lead >= 0:
            if self.closed_by >= 0 or self.turnup < 0:  # phase_two, inlined: the hot path
                return strict_follow_cards(hand, self.lead, self.trump)
            return hand
        if self.exchange_pending():
            return 0
        if self.meld_suit >= 0:
            suit = self.meld_suit
            pair = 1 << KING_OF[suit] if self.rules.meld_must_lead_king else MARRIAGE_PAIR[suit]
            return pair & hand
        return hand

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def why_illegal(self, action: Action) -> str | None:
        """None if ``action`` is legal now, else the reason in a player's words (English)."""
        refusal = self.refusal(action)
        return None if refusal is None else refusal.text

    def refusal(self, action: Action) -> Refusal | None:
        """None if ``action`` is legal now, else why not, as a :class:`Refusal` (a code with
        its cards and suits, for a translated message, and the English text)."""
        if self.outcome is not None:
            return Refusal("hand_over")
        if action in self.legal_actions():
            return None
        me = self.to_move
        hand = self.hands[me]
        leading = self.lead < 0
        if self.exchange_pending():
            return Refusal("exchange_or_pass", card=exchange_card(self.trump, self.rules))
        if action == PASS:
            return Refusal("nothing_to_pass")
        if action == CLOSE_BEFORE_DRAW:
            if not self.rules.close_before_draw:
                return Refusal("no_close_before_draw")
            if self.last_draws and self.history and (
                    self.history[-1][1] < MELD):
                return Refusal("last_facedown", action=CLOSE)
            return Refusal("close_before_draw_not_now")
        if 0 <= action < MELD:
            if not hand >> action & 1:
                return Refusal("not_held", card=action)
            if leading and self.meld_suit >= 0:
                king = KING_OF[self.meld_suit]
                if self.rules.meld_must_lead_king:
                    return Refusal("lead_king", card=king)
                return Refusal("lead_king_or_queen", card=king)
            lead_suit = SUIT_OF[self.lead]
            same = hand & SUIT_MASK[lead_suit]
            if same:
                if same & HIGHER_IN_SUIT[self.lead]:
                    if lead_suit == self.trump:
                        return Refusal("higher_trump", suit=lead_suit)
                    return Refusal("higher_card", suit=lead_suit)
                if lead_suit == self.trump:
                    return Refusal("play_trump", suit=lead_suit)
                return Refusal("follow_suit", suit=lead_suit)
            return Refusal("must_trump", suit=self.trump)
        if action == CLAIM:
            if self.rules.going_out != "claim":
                return Refusal("no_claim")
            if not leading:
                return Refusal("claim_not_leading")
            return Refusal("claim_not_now")
        swap = exchange_card(self.trump, self.rules) if action == EXCHANGE else -1
        if not leading:
            return Refusal("not_leading", card=swap, action=action)
        if MELD <= action < EXCHANGE:
            suit = action - MELD
            if self.meld_suit >= 0:
                return Refusal("already_melded")
            if hand & MARRIAGE_PAIR[suit] != MARRIAGE_PAIR[suit]:
                return Refusal("no_marriage", suit=suit)
            if self.rules.meld_requires_trick and not self.tricks[me]:
                return Refusal("meld_needs_trick")
            return Refusal("meld_in_phase_two")
        if self.closed_by >= 0:
            return Refusal("talon_closed", card=swap, action=action)
        if self.turnup < 0:
            return Refusal("talon_exhausted", card=swap, action=action)
        if action == EXCHANGE:
            jack = exchange_card(self.trump, self.rules)
            if self.turnup == jack:  # exchanged already (by either player)
                return Refusal("already_exchanged", card=jack)
            if not hand >> jack & 1:
                return Refusal("no_trump_jack", card=jack)
            if self.rules.exchange_requires_trick and not self.tricks[me]:
                return Refusal("exchange_needs_trick", card=jack)
        if self.rules.last_facedown_blocks_close_and_exchange and self.stock_left == 1:
            return Refusal("last_facedown", card=swap, action=action)
        return Refusal("not_now", card=swap, action=action)

    # ------------------------------------------------------------------ applying actions

    def push(self, action: Action, player: int | None = None) -> None:
        """Apply a legal action; :class:`IllegalActionError` (with the reason) otherwise.

        ``player``, when given, must be the seat to move.
        """
        if player is not None and player != self.to_move and self.outcome is None:
            raise IllegalActionError(
                f"it is not player {player}'s turn: player {self.to_move} is to move", action
            )
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalActionError(reason, action)
        self.push_unchecked(action)

    def push_unchecked(self, action: Action) -> None:
        """Apply an action known to be legal (search and self-play; no validation)."""
        me = self.to_move
        self.history.append((me, action))
        if action < MELD:
            if self.lead < 0:
                self.hands[me] &= ~(1 << action)
                self.shown[me] &= ~(1 << action)
                self.lead = action
                self.meld_suit = -1
                self.to_move = 1 - me
            else:
                self._play_follow(me, action)
        elif action < EXCHANGE:
            suit = action - MELD
            self.meld_suit = suit
            self.meld_points[me] += marriage_points(suit, self.trump)
            self.shown[me] |= MARRIAGE_PAIR[suit]
        elif action == EXCHANGE:
            jack = exchange_card(self.trump, self.rules)
            self.hands[me] = self.hands[me] & ~(1 << jack) | 1 << self.turnup
            self.shown[me] |= 1 << self.turnup
            self.turnup = jack
            if self.closed_by >= 0:  # the exchange at a close: now the closer leads
                self.to_move = self.closed_by
        elif action == CLOSE:
            self._close(me)
        elif action == CLAIM:
            self.outcome = scoring.claim_outcome(self, me)
        elif action == CLOSE_BEFORE_DRAW:
            self._undo_draws()
            self._close(me)
        else:  # PASS: the closer's opponent keeps its card; the closer leads
            self.to_move = self.closed_by

    def _close(self, me: int) -> None:
        """Close the talon; with ``exchange_at_close`` the opponent may first exchange."""
        opp = 1 - me
        self.closed_by = me
        self.closed_opp_tricks = self.tricks[opp]
        self.closed_opp_points = self.counted_points(opp)
        if self.rules.exchange_at_close and self.hands[opp] >> exchange_card(
                self.trump, self.rules) & 1:
            self.to_move = opp

    def _undo_draws(self) -> None:
        """Put the cards drawn after the last trick back on the talon, in their order."""
        (winner, first), (loser, second) = self.last_draws
        self.hands[winner] &= ~(1 << first)
        self.hands[loser] &= ~(1 << second)
        if self.turnup < 0:  # the loser had drawn the turn-up
            self.shown[loser] &= ~(1 << second)
            self.turnup = second
            pos = len(self.stock) - 1
            self.stock = (*self.stock[:pos], first)
        else:
            pos = self.stock_pos - 2
            self.stock = (*self.stock[:pos], first, second, *self.stock[pos + 2:])
        self.stock_pos = pos
        self.last_draws = ()

    def _play_follow(self, me: int, card: Card) -> None:
        """Second card of a trick: decide it, then the winner draws first, then the loser."""
        leader = 1 - me
        lead = self.lead
        self.hands[me] &= ~(1 << card)
        self.shown[me] &= ~(1 << card)
        if SUIT_OF[lead] == SUIT_OF[card]:
            winner = me if card < lead else leader
        else:
            winner = me if SUIT_OF[card] == self.trump else leader
        self.won[winner] |= 1 << lead | 1 << card
        self.tricks[winner] += 1
        self.trick_points[winner] += POINTS[lead] + POINTS[card]
        self.last_trick = _new_trick(Trick, (leader, lead, card, winner))
        self.lead = -1
        self.to_move = winner
        if self.closed_by < 0 and self.turnup >= 0:
            pos = self.stock_pos
            loser = 1 - winner
            first = self.stock[pos]
            self.hands[winner] |= 1 << first
            if pos + 1 < len(self.stock):
                second = self.stock[pos + 1]
                self.stock_pos = pos + 2
            else:
                second = self.turnup
                self.shown[loser] |= 1 << second  # everybody saw the turn-up
                self.turnup = -1
                self.stock_pos = pos + 1
            self.hands[loser] |= 1 << second
            self.last_draws = ((winner, first), (loser, second))
        else:
            self.last_draws = ()
            if not self.hands[0] and not self.hands[1]:
                self.trick_points[winner] += scoring.last_trick_bonus(self.rules, self.closed_by)
                self.outcome = scoring.last_trick_outcome(self)

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now: see :class:`~schnapsen_qt.engine.view.PlayerView`."""
        return PlayerView(
            seat=seat,
            rules=self.rules,
            dealer=self.dealer,
            hand=self.hands[seat],
            trump=self.trump,
            turnup=self.turnup,
            stock_left=len(self.stock) - self.stock_pos,
            closed_by=self.closed_by,
            to_move=self.to_move,
            lead=self.lead,
            won=(self.won[0], self.won[1]),
            tricks=(self.tricks[0], self.tricks[1]),
            trick_points=(self.trick_points[0], self.trick_points[1]),
            meld_points=(self.meld_points[0], self.meld_points[1]),
            closed_opp_tricks=self.closed_opp_tricks,
            closed_opp_points=self.closed_opp_points,
            meld_suit=self.meld_suit,
            shown=(self.shown[0], self.shown[1]),
            hand_sizes=(self.hands[0].bit_count(), self.hands[1].bit_count()),
            last_trick=self.last_trick,
            # The other seat's draw is hidden, unless it was the turn-up (the second draw
            # of the trick that exhausted the talon).
            draws=tuple((s, c if s == seat or (i == 1 and self.turnup < 0) else -1)
                        for i, (s, c) in enumerate(self.last_draws)),
            history=tuple(self.history),
            outcome=self.outcome,
            legal=tuple(self.legal_actions()) if self.to_move == seat else (),
        )

    @classmethod
    def from_view(cls, view: PlayerView, opponent_cards: Sequence[Card],
                  stock_order: Sequence[Card]) -> Hand:
        """A full hand agreeing with ``view``, given a guess of the hidden cards.

        ``opponent_cards`` are the opponent's cards not already known
        (:attr:`PlayerView.opponent_unknown_count` of them) and ``stock_order`` the face-down
        talon in drawing order (:attr:`PlayerView.stock_left` of them); together they must be
        exactly :meth:`PlayerView.unseen`. ``ValueError`` otherwise.
        """
        seat = view.seat
        opp = 1 - seat
        guess = 0
        for c in (*opponent_cards, *stock_order):
            guess |= 1 << c
        if (
            len(opponent_cards) != view.opponent_unknown_count
            or len(stock_order) != view.stock_left
            or guess != view.unseen()
            or len(opponent_cards) + len(stock_order) != guess.bit_count()
        ):
            raise ValueError("the guess must place exactly the unseen cards")
        h = cls.__new__(cls)
        h.rules = view.rules
        h.dealer = view.dealer
        h.deck = None
        hands = [0, 0]
        hands[seat] = view.hand
        opp_hand = view.shown[opp]
        for c in opponent_cards:
            opp_hand |= 1 << c
        hands[opp] = opp_hand
        h.hands = hands
        # Keep the drawing position: the stock is padded in front with cards already drawn.
        drawn = layout(view.rules).stock_size - view.stock_left
        h.stock = (-1,) * drawn + tuple(stock_order)
        h.stock_pos = drawn
        h.turnup = view.turnup
        h.trump = view.trump
        h.to_move = view.to_move
        h.lead = view.lead
        h.won = list(view.won)
        h.tricks = list(view.tricks)
        h.trick_points = list(view.trick_points)
        h.meld_points = list(view.meld_points)
        h.closed_by = view.closed_by
        h.closed_opp_tricks = view.closed_opp_tricks
        h.closed_opp_points = view.closed_opp_points
        h.meld_suit = view.meld_suit
        h.shown = list(view.shown)
        h.last_trick = view.last_trick
        # The draws of the last trick (for a close before them): a hidden draw of the
        # opponent is one of the guessed cards.
        draws: list[tuple[int, Card]] = []
        for s, c in view.draws:
            if c < 0:
                if not opponent_cards:
                    draws = []
                    break
                c = opponent_cards[-1]
            draws.append((s, c))
        h.last_draws = tuple(draws)
        h.outcome = view.outcome
        h.history = list(view.history)
        return h

    def __repr__(self) -> str:
        from .cards import card_code

        def cs(mask: CardSet) -> str:
            return " ".join(card_code(c) for c in cards_of(mask))

        return (
            f"<Hand to_move={self.to_move} trump={SUIT_NAMES[self.trump]} "
            f"hands=[{cs(self.hands[0])} | {cs(self.hands[1])}] talon={self.talon_size} "
            f"points={[self.counted_points(0), self.counted_points(1)]} outcome={self.outcome}>"
        )

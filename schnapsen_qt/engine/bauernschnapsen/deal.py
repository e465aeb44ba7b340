"""One hand of Bauernschnapsen: trump call, auction, Kontra, play and outcome
(docs/rules/bauernschnapsen.md).

:class:`BauernDeal` is a plain state machine over seats: :meth:`legal_actions` lists what the seat
on turn may do, :meth:`refusal` says in words why an action is not allowed, :meth:`apply` makes a
move. Search makes independent states with :meth:`copy` (cheap: hands are bitmasks) instead of
undoing moves. The contract-dependent rules are read from :mod:`.contracts`; cards, card points and
marriages come from the two-player engine's :mod:`..cards`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import (
    ALL_CARDS,
    KING_OF,
    MARRIAGE_PAIR,
    QUEEN_OF,
    RANK_OF,
    SUIT_MASK,
    SUIT_OF,
    Card,
    cards_of,
    marriage_points,
    points_of,
)
from . import actions as A
from .actions import BAction
from .contracts import (
    BY_ID,
    DOUBLING_CALLS,
    GOAL_66,
    GOAL_66_IN_THREE,
    GOAL_ALL_TRICKS,
    GOAL_NO_TRICK,
    LEADS_DECLARER,
    NORMAL,
    RANK,
    TRUMP_CALLED,
    TRUMP_OWN,
    Contract,
)
from .rules import BauernRules
from .seats import FOUR, Table
from .texts import Refusal, english

if TYPE_CHECKING:
    from .view import SeatView

HAND_SIZE = 5
FIRST_PACKET = 3
TRICKS = 5
WINNING_POINTS = 66
#: The five cards of each suit (the 20-card pack has no Nines).
WHOLE_SUIT: tuple[int, ...] = tuple(m & ALL_CARDS for m in SUIT_MASK)

#: Phases of a hand, in order.
PH_TRUMP = "trump"
PH_AUCTION = "auction"
PH_RING_TRUMP = "ring_trump"
PH_KONTRA = "kontra"
PH_PLAY = "play"
PH_OVER = "over"


class IllegalActionError(ValueError):
    """An action the rules do not allow now; the message says why, ``reason`` as a code."""

    def __init__(self, message: str, reason: Refusal) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class Trick:
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int


@dataclass(frozen=True)
class BauernOutcome:
    """How a finished hand came out (docs/rules/bauernschnapsen-record.md, "Outcome")."""

    contract: str
    declarer: int
    declaring_team: int
    multiplier: int
    won: bool
    winning_team: int
    game_points: int
    reason: str
    card_points: tuple[int, int]
    tricks: tuple[int, int]

    def to_json(self) -> dict[str, Any]:
        return {"game": "bauernschnapsen", "contract": self.contract, "declarer": self.declarer,
                "declaring_team": self.declaring_team, "multiplier": self.multiplier,
                "won": self.won, "winning_team": self.winning_team,
                "game_points": self.game_points, "reason": self.reason,
                "card_points": list(self.card_points), "tricks": list(self.tricks)}


def deal_hands(deck: tuple[Card, ...], dealer: int, table: Table = FOUR) -> tuple[
        list[int], list[int]]:
    """Each seat's five cards and first three cards as bitmasks: three each from forehand on,
    then two each (docs/rules/bauernschnapsen-record.md, ``deck``)."""
    n = table.seats
    hands = [0] * n
    firsts = [0] * n
    forehand = table.next_seat(dealer)
    for i, card in enumerate(deck):
        if i < FIRST_PACKET * n:
            seat = (forehand + i // FIRST_PACKET) % n
            firsts[seat] |= 1 << card
        else:
            seat = (forehand + (i - FIRST_PACKET * n) // (HAND_SIZE - FIRST_PACKET)) % n
        hands[seat] |= 1 << card
    return hands, firsts


def deck_of(dealer: int, dealt: list[list[Card]] | tuple[tuple[Card, ...], ...],
            table: Table = FOUR) -> list[Card]:
    """The deck in dealing order from each seat's five cards in the order dealt (first packet
    first): the inverse of :func:`deal_hands`, for building deals from chosen or sampled hands
    (tests, records, a search that fills in the unseen cards)."""
    forehand = table.next_seat(dealer)
    order = table.clockwise_from(forehand)
    deck = [c for seat in order for c in dealt[seat][:FIRST_PACKET]]
    return deck + [c for seat in order for c in dealt[seat][FIRST_PACKET:]]


class BauernDeal:
    """The state of one hand. Seats act in turn; ``to_move`` is the seat that must act."""

    def __init__(self, deck: list[Card] | tuple[Card, ...], dealer: int,
                 rules: BauernRules | None = None, table: Table = FOUR) -> None:
        deck = tuple(deck)
        if len(deck) != 20 or set(deck) != set(range(20)):
            raise ValueError("a Bauernschnapsen deck is the 20 cards, each once")
        if not 0 <= dealer < table.seats:
            raise ValueError(f"dealer must be a seat 0-{table.seats - 1}")
        self.rules = rules or BauernRules()
        self.table = table
        self.deck = deck
        self.dealer = dealer
        self.forehand = table.next_seat(dealer)
        self.hands, self.first_three = deal_hands(deck, dealer, table)
        self.phase = PH_TRUMP
        self.to_move = self.forehand
        self.called_trump = -1
        self.aufschlag_card = -1
        self.bids: list[tuple[int, str | None]] = []
        self.passed = [False] * table.seats
        self.high_bid: str | None = None
        self.declarer = -1
        self.contract: Contract | None = None
        self.trump = -1
        self.level = 0
        self.kontra_calls: list[tuple[int, str]] = []
        self._kontra_queue: list[int] = []
        self.sitting_out = -1
        self.trick: list[tuple[int, Card]] = []
        self.tricks: list[Trick] = []
        self.won_cards = [0, 0]
        self.trick_count = [0, 0]
        self.marriage_points = [0, 0]
        self.marriages: list[tuple[int, int]] = []  # (seat, suit) in order of declaration
        self.first_trick = [-1, -1]  # index in ``tricks`` of each team's first trick
        self.outcome: BauernOutcome | None = None

    # ---- copying for search -------------------------------------------------------------
    def copy(self) -> BauernDeal:
        """An independent state: moves on the copy never touch this one."""
        other = BauernDeal.__new__(BauernDeal)
        other.__dict__.update(self.__dict__)
        for name in ("hands", "first_three", "bids", "passed", "kontra_calls", "_kontra_queue",
                     "trick", "tricks", "won_cards", "trick_count", "marriage_points",
                     "marriages", "first_trick"):
            setattr(other, name, list(getattr(self, name)))
        return other

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (:func:`.view.view`)."""
        from .view import view  # view.py builds on this module

        return view(self, seat)

    # ---- facts ----------------------------------------------------------------------------
    @property
    def calling_trump(self) -> bool:
        """Trumps are not called yet: each seat has seen only its first three cards."""
        return self.phase == PH_TRUMP

    def team_of(self, seat: int) -> int:
        return self.table.team_of(seat)

    @property
    def declaring_team(self) -> int:
        return self.team_of(self.declarer) if self.declarer >= 0 else -1

    def active_seats(self) -> tuple[int, ...]:
        """The seats that play cards (a partner who sits out does not)."""
        return tuple(s for s in range(self.table.seats) if s != self.sitting_out)

    def team_points(self, team: int) -> int:
        """Card points of the team's tricks, plus its marriages once it has a trick."""
        cards = points_of(self.won_cards[team])
        return cards + (self.marriage_points[team] if self.trick_count[team] else 0)

    def cards_played(self) -> int:
        """All cards played so far, as a bitmask."""
        mask = 0
        for t in self.tricks:
            for _, c in t.plays:
                mask |= 1 << c
        for _, c in self.trick:
            mask |= 1 << c
        return mask

    def dealt(self, seat: int) -> tuple[Card, ...]:
        """The seat's five cards in the order dealt: the first packet, then the second."""
        n = self.table.seats
        place = (seat - self.forehand) % n
        first = FIRST_PACKET * place
        second = FIRST_PACKET * n + (HAND_SIZE - FIRST_PACKET) * place
        return (self.deck[first:first + FIRST_PACKET]
                + self.deck[second:second + HAND_SIZE - FIRST_PACKET])

    def last_two(self, seat: int) -> tuple[Card, ...]:
        """The seat's cards of the second packet, in dealing order."""
        return self.dealt(seat)[FIRST_PACKET:]

    def open_hand_seat(self) -> int:
        """The seat whose hand lies face up for all (Plauderer after the first trick), or -1."""
        if self.contract is not None and self.contract.open_hand and self.tricks:
            return self.declarer
        return -1

    # ---- what may be done ---------------------------------------------------------------
    def legal_actions(self) -> list[BAction]:
        """Every action the seat on turn may take now (empty when the hand is over)."""
        seat = self.to_move
        if self.phase == PH_TRUMP:
            acts = [BAction(A.TRUMP, suit=s) for s in range(4)
                    if self.first_three[seat] & SUIT_MASK[s]]
            if self.rules.aufschlagen:  # blind: by position, never by the (unseen) card
                acts += [BAction(A.AUFSCHLAGEN, slot=0), BAction(A.AUFSCHLAGEN, slot=1)]
            return acts
        if self.phase == PH_AUCTION:
            acts = [BAction(A.PASS)]
            acts += [BAction(A.BID, contract=cid) for cid in self.rules.contracts
                     if self._bid_refusal(seat, cid) is None]
            return acts
        if self.phase == PH_RING_TRUMP:
            return [BAction(A.RING_TRUMP, suit=s) for s in range(4)
                    if self._ring_trump_refusal(s) is None]
        if self.phase == PH_KONTRA:
            return [BAction(A.PASS), BAction(DOUBLING_CALLS[self.level])]
        if self.phase == PH_PLAY:
            acts = []
            for c in cards_of(self._playable(seat)):
                acts.append(BAction(A.PLAY, card=c))
                if self._may_declare_marriage(seat, c):
                    acts.append(BAction(A.PLAY, card=c, marriage=True))
            return acts
        return []

    def refusal(self, seat: int, action: BAction) -> str | None:
        """Why ``seat`` may not take ``action`` now, as an English sentence; None if it may."""
        why = self.refusal_reason(seat, action)
        return None if why is None else english(why)

    def refusal_reason(self, seat: int, action: BAction) -> Refusal | None:
        """Why ``seat`` may not take ``action`` now, as a code with its parameters
        (:mod:`.texts`); None if it may."""
        if self.phase == PH_OVER:
            return Refusal("hand_over")
        if seat != self.to_move:
            return Refusal("not_your_turn", seat=self.to_move)
        kind = action.kind
        if self.phase == PH_TRUMP:
            if kind == A.TRUMP:
                if not 0 <= action.suit < 4:
                    return Refusal("no_such_suit")
                if not self.first_three[seat] & SUIT_MASK[action.suit]:
                    return Refusal("trump_not_held", suit=action.suit)
                return None
            if kind == A.AUFSCHLAGEN:
                if not self.rules.aufschlagen:
                    return Refusal("no_aufschlagen")
                if action.slot not in (0, 1):
                    return Refusal("aufschlagen_slot")
                return None
            return Refusal("trump_first")
        if self.phase == PH_AUCTION:
            if kind == A.PASS:
                return None
            if kind != A.BID:
                return Refusal("auction_on")
            return self._bid_refusal(seat, action.contract)
        if self.phase == PH_RING_TRUMP:
            if kind != A.RING_TRUMP:
                return Refusal("ring_trump_first")
            return self._ring_trump_refusal(action.suit)
        if self.phase == PH_KONTRA:
            if kind == A.PASS:
                return None
            expected = DOUBLING_CALLS[self.level]
            if kind != expected:
                return Refusal("kontra_only", call=expected)
            return None
        # play
        if kind != A.PLAY:
            return Refusal("play_a_card")
        card = action.card
        if not 0 <= card < 20 or not self.hands[seat] >> card & 1:
            return Refusal("not_held", card=card)
        if not self._playable(seat) >> card & 1:
            return self._follow_reason(seat, card)
        if action.marriage and not self._may_declare_marriage(seat, card):
            return self._marriage_reason(seat, card)
        return None

    def _bid_refusal(self, seat: int, cid: str) -> Refusal | None:
        c = BY_ID.get(cid)
        if c is None or not c.biddable:
            return Refusal("not_biddable", contract=cid)
        if cid not in self.rules.contracts:
            return Refusal("not_played", contract=cid)
        if self.passed[seat]:
            return Refusal("passed")
        if self.high_bid is not None and RANK[cid] <= RANK[self.high_bid]:
            return Refusal("bid_too_low", contract=cid, high=self.high_bid)
        if c.opponents_of_forehand_only and self.team_of(seat) == self.team_of(self.forehand):
            return Refusal("kontra_contract", contract=cid)
        need = self._whole_suit_required(c)
        if need:
            whole = [s for s in range(4)
                     if (self.hands[seat] & SUIT_MASK[s]) == WHOLE_SUIT[s]]
            if need == "trump" and self.called_trump not in whole:
                return Refusal("needs_all_trumps", contract=cid)
            if need == "other" and not [s for s in whole if s != self.called_trump]:
                return Refusal("needs_whole_suit", contract=cid)
        return None

    def _whole_suit_required(self, c: Contract) -> str:
        if c.whole_suit == "other" and not self.rules.farbenringerl_whole_suit:
            return ""
        return c.whole_suit

    def _ring_trump_refusal(self, suit: int) -> Refusal | None:
        if not 0 <= suit < 4:
            return Refusal("no_such_suit")
        if suit == self.called_trump:
            return Refusal("ring_not_called")
        assert self.contract is not None
        if self._whole_suit_required(self.contract) and (
                self.hands[self.declarer] & SUIT_MASK[suit]) != WHOLE_SUIT[suit]:
            return Refusal("ring_whole_suit", suit=suit)
        return None

    def _may_declare_marriage(self, seat: int, card: Card) -> bool:
        if self.contract is None or not self.contract.marriages or self.trick:
            return False
        suit = SUIT_OF[card]
        return card in (KING_OF[suit], QUEEN_OF[suit]) and (
            self.hands[seat] & MARRIAGE_PAIR[suit]) == MARRIAGE_PAIR[suit]

    def _marriage_reason(self, seat: int, card: Card) -> Refusal:
        if self.contract is not None and not self.contract.marriages:
            return Refusal("no_marriages", contract=self.contract.id)
        if self.trick:
            return Refusal("marriage_leading")
        return Refusal("no_marriage", card=card)

    def _strength(self, card: Card) -> int:
        """Rank strength within the suit under the contract (lower = higher)."""
        order = self.contract.order if self.contract is not None else NORMAL.order
        return order[RANK_OF[card]]

    def _winning_play(self, plays: list[tuple[int, Card]] | tuple[tuple[int, Card], ...]) -> int:
        """Index in ``plays`` of the card that wins the trick so far."""
        best = 0
        for i in range(1, len(plays)):
            c, b = plays[i][1], plays[best][1]
            if SUIT_OF[c] == SUIT_OF[b]:
                if self._strength(c) < self._strength(b):
                    best = i
            elif SUIT_OF[c] == self.trump:
                best = i
        return best

    def _higher(self, hand: int, card: Card) -> int:
        """Cards of ``hand`` in ``card``'s suit that beat it."""
        s = self._strength(card)
        mask = 0
        for c in cards_of(hand & SUIT_MASK[SUIT_OF[card]]):
            if self._strength(c) < s:
                mask |= 1 << c
        return mask

    def _playable(self, seat: int) -> int:
        """Follow suit and head; if void, trump (and overtrump); else anything
        (docs/rules/bauernschnapsen.md, "Following and heading")."""
        hand = self.hands[seat]
        if not self.trick:
            return hand
        led = SUIT_OF[self.trick[0][1]]
        winner_seat, winner_card = self.trick[self._winning_play(self.trick)]
        partner_wins = self.team_of(winner_seat) == self.team_of(seat)
        heading_due = self.rules.head_partner or not partner_wins
        same = hand & SUIT_MASK[led]
        if same:
            if SUIT_OF[winner_card] != led:  # trumped already: any card of the suit led
                return same
            higher = self._higher(same, winner_card)
            return higher if (higher and heading_due) else same
        if self.trump >= 0 and hand & SUIT_MASK[self.trump]:
            trumps = hand & SUIT_MASK[self.trump]
            if self.rules.must_overtrump and heading_due and SUIT_OF[winner_card] == self.trump:
                return self._higher(trumps, winner_card) or trumps
            return trumps
        return hand

    def _follow_reason(self, seat: int, card: Card) -> Refusal:
        led = self.trick[0][1]
        hand = self.hands[seat]
        if hand & SUIT_MASK[SUIT_OF[led]]:
            if SUIT_OF[card] != SUIT_OF[led]:
                return Refusal("follow_suit", suit=SUIT_OF[led])
            return Refusal("head_trick", suit=SUIT_OF[led])
        if SUIT_OF[card] != self.trump:
            return Refusal("must_trump", suit=SUIT_OF[led])
        return Refusal("must_overtrump")

    # ---- making a move ------------------------------------------------------------------
    def apply(self, seat: int, action: BAction) -> None:
        """Take ``action`` for ``seat``; :class:`IllegalActionError` with the reason if refused."""
        why = self.refusal_reason(seat, action)
        if why is not None:
            raise IllegalActionError(f"seat {seat}: {english(why)}", why)
        kind = action.kind
        if self.phase == PH_TRUMP:
            if kind == A.TRUMP:
                self.called_trump = action.suit
            else:
                self.aufschlag_card = self.last_two(seat)[action.slot]
                self.called_trump = SUIT_OF[self.aufschlag_card]
            self.phase = PH_AUCTION
            self.to_move = self.forehand
        elif self.phase == PH_AUCTION:
            self._auction_step(seat, action)
        elif self.phase == PH_RING_TRUMP:
            self.trump = action.suit
            self._start_kontra()
        elif self.phase == PH_KONTRA:
            self._kontra_step(seat, action)
        else:
            self._play(seat, action)

    def _auction_step(self, seat: int, action: BAction) -> None:
        if action.kind == A.PASS:
            self.passed[seat] = True
            self.bids.append((seat, None))
        else:
            self.high_bid = action.contract
            self.declarer = seat
            self.bids.append((seat, action.contract))
        open_seats = [s for s in range(self.table.seats) if not self.passed[s]]
        if not open_seats or (self.high_bid is not None and open_seats == [self.declarer]):
            self._end_auction()
            return
        nxt = self.table.next_seat(seat)
        while self.passed[nxt]:
            nxt = self.table.next_seat(nxt)
        self.to_move = nxt

    def _end_auction(self) -> None:
        if self.high_bid is None:
            self.contract = NORMAL
            self.declarer = self.forehand
        else:
            self.contract = BY_ID[self.high_bid]
        c = self.contract
        if c.alone:
            partner = self.table.partner_of(self.declarer)
            self.sitting_out = -1 if partner is None else partner
        if c.trump == TRUMP_CALLED:
            self.trump = self.called_trump
        elif c.trump == TRUMP_OWN:
            self.phase = PH_RING_TRUMP
            self.to_move = self.declarer
            return
        self._start_kontra()

    def _side_in_order(self, defenders: bool) -> list[int]:
        """The seats of one side in calling order: clockwise from the declarer (so the
        declarer first on its side, the declarer's left-hand opponent first on the other)."""
        team = self.declaring_team
        return [s for s in self.table.clockwise_from(self.declarer)
                if (self.team_of(s) != team) == defenders]

    def _start_kontra(self) -> None:
        if self.rules.kontra_levels == 0:
            self._start_play()
            return
        self.phase = PH_KONTRA
        self._kontra_queue = self._side_in_order(defenders=True)
        self.to_move = self._kontra_queue.pop(0)

    def _kontra_step(self, seat: int, action: BAction) -> None:
        if action.kind == A.PASS:
            self.kontra_calls.append((seat, A.PASS))
            if self._kontra_queue:
                self.to_move = self._kontra_queue.pop(0)
            else:
                self._start_play()
            return
        self.kontra_calls.append((seat, action.kind))
        self.level += 1
        if self.level >= self.rules.kontra_levels:
            self._start_play()
            return
        defenders_next = self.level % 2 == 0
        self._kontra_queue = self._side_in_order(defenders=defenders_next)
        self.to_move = self._kontra_queue.pop(0)

    @property
    def multiplier(self) -> int:
        return 1 << self.level

    def _start_play(self) -> None:
        assert self.contract is not None
        self.phase = PH_PLAY
        self.to_move = self.declarer if self.contract.leads == LEADS_DECLARER else self.forehand

    def _play(self, seat: int, action: BAction) -> None:
        card = action.card
        if action.marriage:
            suit = SUIT_OF[card]
            self.marriages.append((seat, suit))
            self.marriage_points[self.team_of(seat)] += marriage_points(suit, self.trump)
        self.hands[seat] &= ~(1 << card)
        self.trick.append((seat, card))
        if len(self.trick) < len(self.active_seats()):
            nxt = self.table.next_seat(seat)
            if nxt == self.sitting_out:
                nxt = self.table.next_seat(nxt)
            self.to_move = nxt
            return
        winner = self.trick[self._winning_play(self.trick)][0]
        team = self.team_of(winner)
        self.tricks.append(Trick(self.trick[0][0], tuple(self.trick), winner))
        for _, c in self.trick:
            self.won_cards[team] |= 1 << c
        if self.trick_count[team] == 0:
            self.first_trick[team] = len(self.tricks) - 1
        self.trick_count[team] += 1
        self.trick = []
        self.to_move = winner
        self._judge(winner)

    def _judge(self, winner: int) -> None:
        """End the hand as soon as the contract is decided."""
        assert self.contract is not None
        c = self.contract
        goal = c.goal
        decl_team = self.declaring_team
        done = len(self.tricks)
        if goal == GOAL_66:
            teams = [self.team_of(winner), 1 - self.team_of(winner)]
            for t in teams:
                if self.team_points(t) >= WINNING_POINTS:
                    self._finish(t == decl_team, t, "reached_66")
                    return
            if done == TRICKS:
                t = self.team_of(winner)
                self._finish(t == decl_team, t, "last_trick")
        elif goal == GOAL_66_IN_THREE:
            if self.team_points(decl_team) >= WINNING_POINTS:
                self._finish(True, decl_team, "reached_66")
            elif done == 3:
                self._finish(False, 1 - decl_team, "missed_66")
        elif goal == GOAL_NO_TRICK:
            if winner == self.declarer:
                self._finish(False, 1 - decl_team, "took_a_trick")
            elif done == TRICKS:
                self._finish(True, decl_team, "no_trick")
        elif goal == GOAL_ALL_TRICKS:
            if self.team_of(winner) != decl_team:
                self._finish(False, 1 - decl_team, "lost_a_trick")
            elif done == TRICKS:
                self._finish(True, decl_team, "all_tricks")

    def _finish(self, won: bool, winning_team: int, reason: str) -> None:
        assert self.contract is not None
        c = self.contract
        if c.goal == GOAL_66:
            loser = 1 - winning_team
            if not self.rules.plain_game_scale:
                base = 1
            elif self.trick_count[loser] == 0:
                base = 3
            elif self.team_points(loser) < 33:
                base = 2
            else:
                base = 1
        else:
            base = c.value
        self.outcome = BauernOutcome(
            c.id, self.declarer, self.declaring_team, self.multiplier, won, winning_team,
            base * self.multiplier, reason, (self.team_points(0), self.team_points(1)),
            (self.trick_count[0], self.trick_count[1]))
        self.phase = PH_OVER
        self.to_move = -1


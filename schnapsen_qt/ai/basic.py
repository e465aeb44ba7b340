"""Rule-based play: the Beginner and Intermediate levels, and the fast playout policy of the
search levels.

The policy functions take a *state* that is either a :class:`PlayerView` (the real game) or a
determinized :class:`Hand` (inside the search): both have ``trump``, ``lead``, ``won``,
``tricks``, ``turnup``, ``closed_by``, ``meld_suit``, ``rules``, ``phase_two`` and
``counted_points``. The caller passes the seat, that seat's cards and the legal actions, so the
policy never looks at anything else. Inside a view that is the seat's own knowledge only.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, TypeAlias

from ..engine.actions import CLAIM, CLOSE, CLOSE_BEFORE_DRAW, EXCHANGE, MELD, PASS, Action
from ..engine.cards import (
    ACE,
    HIGHER_IN_SUIT,
    JACK,
    KING,
    MARRIAGE_PAIR,
    POINTS,
    QUEEN,
    QUEEN_OF,
    RANK_OF,
    SUIT_CARDS,
    SUIT_MASK,
    SUIT_OF,
    TEN,
    cards_of,
    marriage_partner,
    marriage_points,
    pack_mask,
)
from ..engine.scoring import GOAL, last_trick_bonus
from ..engine.tricks import follow_wins

if TYPE_CHECKING:
    from ..engine.hand import Hand
    from ..engine.view import PlayerView

#: What the policy functions read: the real game's view or a determinized hand.
State: TypeAlias = "Hand | PlayerView"

#: Bit masks of the marriage pair (King + Queen) of each suit.
PAIR = MARRIAGE_PAIR


def outstanding(state: State, seat: int, mine: int) -> int:
    """Cards not in ``mine``, not played, not on the table and not the face-up turn-up: the
    cards the opponent may hold (or that lie face down in the talon)."""
    seen = mine | state.won[0] | state.won[1]
    if state.lead >= 0:
        seen |= 1 << state.lead
    if state.turnup >= 0:
        seen |= 1 << state.turnup
    return pack_mask(state.rules) & ~seen


def _is_master(card: int, others: int) -> bool:
    """No card of ``others`` in the same suit is higher (a lower number)."""
    return not (others & HIGHER_IN_SUIT[card])


def sure_points(state: State, seat: int, mine: int) -> tuple[int, int]:
    """(points, tricks) this seat surely wins by leading its top trumps and then, once the
    opponent can hold no trump, its top cards of other suits. The opponent is assumed to
    throw its cheapest card (2 points) to each such trick."""
    trump = state.trump
    others = outstanding(state, seat, mine)
    if state.turnup >= 0 and not state.phase_two:
        # Closing leaves the turn-up in the talon: it cannot beat us.
        others &= ~(1 << state.turnup)
    points = tricks = 0
    for c in SUIT_CARDS[trump]:
        if mine >> c & 1:
            points += POINTS[c] + 2
            tricks += 1
        elif others >> c & 1:
            break
    if not others & SUIT_MASK[trump] or (others & SUIT_MASK[trump]).bit_count() <= tricks:
        # The opponent's trumps fall to ours: top side-suit cards win too.
        for s in range(4):
            if s == trump:
                continue
            for c in SUIT_CARDS[s]:
                if mine >> c & 1:
                    points += POINTS[c] + 2
                    tricks += 1
                elif others >> c & 1:
                    break
    return points, tricks


def _cheapest(cards: int, mine: int, trump: int, others: int) -> int:
    """The card of ``cards`` that hurts least to give up (:func:`discard_cost`), the first
    in :func:`cards_of` order on a tie."""
    best, best_cost = -1, 1e9
    for c in cards_of(cards):
        cost = discard_cost(c, mine, trump, others)
        if cost < best_cost:
            best, best_cost = c, cost
    return best


def discard_cost(card: int, mine: int, trump: int, others: int) -> float:
    """How much it hurts to give up ``card`` (lead it into danger or throw it away)."""
    suit = SUIT_OF[card]
    rank = RANK_OF[card]
    cost = float(POINTS[card])
    if suit == trump:
        cost += 12 + (5 - rank)
    if rank in (KING, QUEEN):
        partner = marriage_partner(card)
        if mine >> partner & 1:
            cost += 25  # breaking a marriage in hand
        elif others >> partner & 1:
            cost += 4  # the partner may still come
    return cost


def _lead_phase_one(state: State, seat: int, mine: int) -> int:
    trump = state.trump
    others = outstanding(state, seat, mine)
    best, best_cost = -1, 1e9
    for c in cards_of(mine):
        cost = discard_cost(c, mine, trump, others)
        rank = RANK_OF[c]
        if SUIT_OF[c] != trump and rank in (ACE, TEN):
            cost += 8  # the opponent may trump it or take the Ten with the Ace
        if cost < best_cost:
            best, best_cost = c, cost
    return best


def _follow_phase_one(state: State, seat: int, mine: int) -> int:
    trump = state.trump
    lead = state.lead
    suit = SUIT_OF[lead]
    others = outstanding(state, seat, mine)
    same_higher = mine & HIGHER_IN_SUIT[lead]
    if suit != trump:
        if same_higher:
            # Take with the highest card of the suit when it is an Ace or Ten (points), else
            # only a valuable lead is worth a King or Queen.
            top = cards_of(same_higher)[0]
            if RANK_OF[top] in (ACE, TEN) or POINTS[lead] >= 10:
                return top
        if POINTS[lead] >= 10:
            trumps = mine & SUIT_MASK[trump]
            if trumps:
                cands = [c for c in cards_of(trumps) if not (PAIR[trump] >> c & 1 and
                                                             mine & PAIR[trump] == PAIR[trump])]
                if cands:
                    return cands[-1]  # lowest trump that does not break the royal marriage
    return _cheapest(mine, mine, trump, others)


def _lead_phase_two(state: State, seat: int, mine: int, legal_cards: int) -> int:
    trump = state.trump
    others = outstanding(state, seat, mine)
    if state.turnup >= 0:
        others &= ~(1 << state.turnup)
    opp_trumps = others & SUIT_MASK[trump]
    my_trumps = legal_cards & SUIT_MASK[trump]
    # Draw trumps with master trumps, then cash master side cards, else lead low.
    for c in cards_of(my_trumps):
        if _is_master(c, others) and opp_trumps:
            return c
    for c in cards_of(legal_cards):
        if SUIT_OF[c] != trump and _is_master(c, others) and not opp_trumps:
            return c
    for c in cards_of(my_trumps):
        if _is_master(c, others):
            return c
    return _cheapest(legal_cards, mine, trump, others)


def _follow_phase_two(state: State, seat: int, mine: int, legal_cards: int) -> int:
    trump = state.trump
    lead = state.lead
    winners = []
    for c in cards_of(legal_cards):
        if follow_wins(lead, c, trump):
            winners.append(c)
    if winners:
        side = [c for c in winners if SUIT_OF[c] != trump]
        if side:
            return side[0]  # the highest card of the suit led: most points
        return winners[-1]  # the cheapest winning trump
    return min(cards_of(legal_cards), key=lambda c: (POINTS[c], SUIT_OF[c] == trump))


def should_close(state: State, seat: int, mine: int) -> bool:
    """A sure (by counting) 66 with the talon closed."""
    me = seat
    pts, tricks = sure_points(state, seat, mine)
    counted = state.trick_points[me] + state.meld_points[me]
    if not state.tricks[me] and not tricks:
        return False
    melds = 0
    if state.rules.melds_after_talon_gone:
        for s in range(4):
            if mine & PAIR[s] == PAIR[s]:
                melds += marriage_points(s, state.trump)
    return counted + pts + melds >= GOAL


def winning_meld(state: State, seat: int,
                 legal: tuple[Action, ...] | list[Action]) -> Action | None:
    """The best meld among ``legal`` if melding it brings ``seat`` to 66 counted points (it
    has a trick, so the marriage counts at once and the claim can follow), else None."""
    melds = [a for a in legal if MELD <= a < EXCHANGE]
    if not melds or not state.tricks[seat]:
        return None
    best = max(melds, key=lambda a: (a - MELD == state.trump, -a))
    points = marriage_points(best - MELD, state.trump)
    return best if state.counted_points(seat) + points >= GOAL else None


def _my_draw(state: State, seat: int) -> int:
    """The card ``seat`` drew after the last trick (a view's ``draws`` or a hand's
    ``last_draws``), or -1."""
    draws = getattr(state, "draws", None)
    if draws is None:
        draws = getattr(state, "last_draws", ())
    for who, card in draws or ():
        if who == seat:
            return int(card)
    return -1


def rule_action(state: State, seat: int, mine: int,
                legal: tuple[Action, ...] | list[Action]) -> Action:
    """The Intermediate player's choice (also the search's playout policy)."""
    if len(legal) == 1:
        return legal[0]
    if CLAIM in legal and state.counted_points(seat) >= GOAL:
        return CLAIM
    meld = winning_meld(state, seat, legal)
    if meld is not None:
        return meld  # then claim
    if CLOSE_BEFORE_DRAW in legal:
        # Sechsundsechzig: with a sure 66 from the cards held before the draw, close now:
        # the opponent gets no new card either.
        drawn = _my_draw(state, seat)
        if should_close(state, seat, mine & ~(1 << drawn) if drawn >= 0 else mine):
            return CLOSE_BEFORE_DRAW
    if EXCHANGE in legal:
        if PASS in legal and not exchange_pays_at_close(state, seat, mine):
            return PASS
        return EXCHANGE
    melds = [a for a in legal if MELD <= a < EXCHANGE]
    if melds:
        return max(melds, key=lambda a: (a - MELD == state.trump, -a))
    if CLOSE in legal and should_close(state, seat, mine):
        return CLOSE
    cards = 0
    for a in legal:
        if a < MELD:
            cards |= 1 << a
    if state.meld_suit >= 0:
        # Lead from the marriage just shown: the Queen if allowed (keeps the King's points
        # in hand), else the King.
        queen = QUEEN_OF[state.meld_suit]
        return queen if cards >> queen & 1 else cards_of(cards)[0]
    if state.phase_two:
        return _play_phase_two(state, seat, mine, cards)
    if state.lead < 0:
        return _lead_phase_one(state, seat, mine)
    return _follow_phase_one(state, seat, mine)


def only_last_trick_counts(state: State) -> bool:
    """The house game's end (``going_out: end``, ``end_of_cards: last_trick``, the talon
    exhausted, not closed): the last trick alone decides; card points no longer matter."""
    rules = state.rules
    return (rules.going_out == "end" and rules.end_of_cards == "last_trick"
            and state.closed_by < 0)


def last_trick_keeper(state: State, seat: int, mine: int) -> int:
    """The card to hold back for the last trick, or -1.

    When the last trick decides the hand (:func:`only_last_trick_counts`): the highest trump
    held, since the last trick goes to the best trump left. When nobody can go out
    (``going_out: end``), the talon is exhausted, the last trick brings a bonus
    (``last_trick_bonus``) and at most three tricks are left: a trump that no card out can
    beat; kept to the end it surely takes the last trick and the ten, while spent earlier it
    only takes a trick the opponent throws its cheapest card on. Where players claim 66
    (Sechsundsechzig), the race to 66 comes first: holding the trump back there made the
    Intermediate measurably no better, so it plays for points as before."""
    trumps = mine & SUIT_MASK[state.trump]
    if not trumps or mine.bit_count() < 2:
        return -1
    top = cards_of(trumps)[0]
    if only_last_trick_counts(state):
        return top
    if (state.rules.going_out == "end" and mine.bit_count() <= 3
            and last_trick_bonus(state.rules, state.closed_by)
            and _is_master(top, outstanding(state, seat, mine))):
        return top
    return -1


def _play_phase_two(state: State, seat: int, mine: int, cards: int) -> int:
    """Phase two: hold back the card for the last trick when it matters (and another card
    may be played); in the house game's end points do not count, so the weakest card goes
    first; otherwise play for points (which is also playing toward the count)."""
    keep = last_trick_keeper(state, seat, mine)
    rest = cards & ~(1 << keep) if keep >= 0 else cards
    if not rest:
        return keep
    if only_last_trick_counts(state):
        # The weakest card: lowest trump last, then the lowest rank (Nines, Jacks first).
        return max(cards_of(rest), key=lambda c: (SUIT_OF[c] != state.trump, RANK_OF[c]))
    if state.lead < 0:
        return _lead_phase_two(state, seat, mine, rest)
    return _follow_phase_two(state, seat, mine, rest)


def exchange_pays_at_close(state: State, seat: int, mine: int) -> bool:
    """At the opponent's close (``exchange_at_close``): exchange, or keep the low trump?

    Exchange for an Ace or a Ten turned up, or for any turn-up that no trump still out can
    beat: a high trump takes tricks the Nine (Jack) cannot, which is what the closer's
    opponent needs to stop 66. Pass for a King, Queen or Jack under a higher trump still out:
    such a trump seldom takes a trick from the closer, and the exchange only brings its points
    into play (the card exchanged lies out of play under the talon instead), points the
    closer can collect by leading its high trumps, since after a close a trump led must be
    answered with a trump. Measured on 300 Sechsundsechzig closes of Intermediate play, each
    choice valued by the solver over 40 deals the seat cannot rule out: this rule gives up
    0.024 game points a close against the better choice, always exchanging 0.052, always
    passing 0.068."""
    turnup = state.turnup
    if RANK_OF[turnup] in (ACE, TEN):
        return True
    return not outstanding(state, seat, mine) & HIGHER_IN_SUIT[turnup]


def beginner_action(view: PlayerView, rng: random.Random) -> Action:
    """Simple play: always legal, claims at 66, melds when it sees a marriage, otherwise
    mostly plays the cheapest card or a random one. Never closes, never exchanges."""
    legal = view.legal
    me = view.seat
    if CLAIM in legal and view.counted_points(me) >= GOAL:
        return CLAIM
    meld = winning_meld(view, me, legal)
    if meld is not None:
        return meld  # a meld that reaches 66 is never missed: meld, then claim
    melds = [a for a in legal if MELD <= a < EXCHANGE]
    if melds and rng.random() < 0.7:
        return melds[0]
    cards = [a for a in legal if a < MELD]
    if not cards:  # the exchange at a close: a Beginner never exchanges
        return PASS if PASS in legal else legal[0]
    if view.lead >= 0 and rng.random() < 0.5:
        # Take the trick with a higher card of the suit if it has one.
        higher = [c for c in cards if HIGHER_IN_SUIT[view.lead] >> c & 1]
        if higher:
            return higher[0]
    if rng.random() < 0.5:
        return min(cards, key=lambda c: (POINTS[c], SUIT_OF[c] == view.trump))
    return rng.choice(cards)


__all__ = ["JACK", "beginner_action", "discard_cost", "exchange_pays_at_close",
           "last_trick_keeper", "only_last_trick_counts", "outstanding", "rule_action",
           "should_close", "sure_points", "winning_meld"]

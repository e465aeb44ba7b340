"""Bauernschnapsen rules of thumb: the easy level's decisions and the playouts of the search.

:func:`rule_action` decides for the seat on turn in a :class:`BauernDeal` and reads only what
that seat may know: its own hand (``deal.hands[seat]``), the cards on the table, the contract,
the trump suit and the score so far; never another hand. So a playout on a sampled deal is played
by four players who each know only their own cards, as at a real table, and the same function
serves the easy level at the table (on a deal rebuilt from its view).

The habits, by contract goal (docs/rules/bauernschnapsen.md):
- card points (plain game, Schnapser): declare marriages, win a trick cheaply when the opponents
  lead it, give the partner's winning trick points, otherwise keep points back;
- slam (Land, Gang, Zehnergang, Bauernschnapser, rings): the declaring side plays its highest
  cards, the defenders win a trick whenever they can;
- beggar (Bettler, Plauderer): the declarer ducks under the best card so far, the defenders make
  the declarer take a trick and throw their high cards when it cannot.
"""

from __future__ import annotations

from ...engine.bauernschnapsen import BAction, BauernDeal
from ...engine.bauernschnapsen import actions as A
from ...engine.bauernschnapsen.contracts import GOAL_ALL_TRICKS, GOAL_NO_TRICK, RANK
from ...engine.bauernschnapsen.deal import (
    PH_AUCTION,
    PH_KONTRA,
    PH_PLAY,
    PH_RING_TRUMP,
    PH_TRUMP,
    WHOLE_SUIT,
)
from ...engine.cards import (
    ACE,
    JACK,
    KING,
    MARRIAGE_PAIR,
    POINTS,
    QUEEN,
    RANK_OF,
    SUIT_MASK,
    SUIT_OF,
    TEN,
    Card,
    cards_of,
)

#: How much a card of each rank is worth to a trump suit when forehand names one.
TRUMP_WEIGHT = {ACE: 4.0, TEN: 3.0, KING: 2.0, QUEEN: 1.5, JACK: 1.0}
#: Below this weight of the best suit among the first three cards, forehand turns a card up.
AUFSCHLAGEN_BELOW = 5.0


def trump_call(deal: BauernDeal, seat: int) -> BAction:
    """The suit with the most weight among the first three cards (length counts twice); a
    blind card turned up when none is worth naming."""
    first = deal.first_three[seat]
    best, best_weight = -1, -1.0
    for suit in range(4):
        cards = cards_of(first & SUIT_MASK[suit])
        if not cards:
            continue
        weight = sum(TRUMP_WEIGHT[RANK_OF[c]] for c in cards) + 2.0 * len(cards)
        if (first & MARRIAGE_PAIR[suit]) == MARRIAGE_PAIR[suit]:
            weight += 3.0
        if weight > best_weight:
            best, best_weight = suit, weight
    if best_weight < AUFSCHLAGEN_BELOW and deal.rules.aufschlagen:
        return BAction(A.AUFSCHLAGEN, slot=0)
    return BAction(A.TRUMP, suit=best)


def _bid(deal: BauernDeal, seat: int, legal: list[BAction]) -> BAction:
    """Sure contracts (a whole suit), a Bettler with only low cards, a Schnapser with the
    trump marriage and an Ace; else pass."""
    bids = {a.contract: a for a in legal if a.kind == A.BID}
    for cid in ("trumpffarbenringerl", "farbenringerl"):
        if cid in bids:
            return bids[cid]
    hand = deal.hands[seat]
    cards = cards_of(hand)
    if "bettler" in bids and all(RANK_OF[c] in (KING, QUEEN, JACK) for c in cards) and sum(
            RANK_OF[c] in (QUEEN, JACK) for c in cards) >= 3:
        return bids["bettler"]
    trump = deal.called_trump
    if "schnapser" in bids and (hand & MARRIAGE_PAIR[trump]) == MARRIAGE_PAIR[trump] and any(
            RANK_OF[c] == ACE for c in cards):
        return bids["schnapser"]
    return BAction(A.PASS)


def _ring_suit(deal: BauernDeal, seat: int, legal: list[BAction]) -> BAction:
    for a in legal:
        if (deal.hands[seat] & SUIT_MASK[a.suit]) == WHOLE_SUIT[a.suit]:
            return a
    return legal[0]


#: Added to a trump's strength so that every trump ranks above every other card.
TRUMP_LIFT = 20


def _wins(deal: BauernDeal, seat: int, card: Card) -> bool:
    """Would ``card`` take the lead of the trick now?"""
    plays = list(deal.trick) + [(seat, card)]
    return deal._winning_play(plays) == len(plays) - 1


def _rank_key(deal: BauernDeal, card: Card) -> int:
    """Higher is stronger: trumps above all, then by the contract's order within the suit."""
    strength = 10 - deal._strength(card)
    return strength + (TRUMP_LIFT if SUIT_OF[card] == deal.trump else 0)


def _lowest(deal: BauernDeal, cards: list[Card]) -> Card:
    return min(cards, key=lambda c: (_rank_key(deal, c), POINTS[c]))


def _highest(deal: BauernDeal, cards: list[Card]) -> Card:
    return max(cards, key=lambda c: (_rank_key(deal, c), POINTS[c]))


def _play(deal: BauernDeal, seat: int, legal: list[BAction]) -> BAction:
    assert deal.contract is not None
    marriage = [a for a in legal if a.marriage]
    if marriage:  # lead the Queen of the marriage (the King may meet the Ace)
        return max(marriage, key=lambda a: (SUIT_OF[a.card] == deal.trump,
                                            RANK_OF[a.card] == QUEEN))
    cards = [a.card for a in legal]
    card = _card(deal, seat, cards)
    return BAction(A.PLAY, card=card)


def _card(deal: BauernDeal, seat: int, cards: list[Card]) -> Card:
    assert deal.contract is not None
    goal = deal.contract.goal
    team = deal.team_of(seat)
    declaring = team == deal.declaring_team
    winners = [c for c in cards if _wins(deal, seat, c)]
    losers = [c for c in cards if c not in winners]
    if goal == GOAL_NO_TRICK:
        if seat == deal.declarer:
            if not deal.trick:
                return _lowest(deal, cards)
            return _highest(deal, losers) if losers else _lowest(deal, cards)
        declarer_played = any(s == deal.declarer for s, _ in deal.trick)
        if declarer_played and deal.trick[deal._winning_play(deal.trick)][0] != deal.declarer:
            return _highest(deal, cards)  # the declarer is safe here: shed a high card
        return _lowest(deal, losers) if losers else _lowest(deal, cards)
    if goal == GOAL_ALL_TRICKS:
        if declaring:
            if deal.trick and deal.team_of(
                    deal.trick[deal._winning_play(deal.trick)][0]) == team and losers:
                return _lowest(deal, losers)
            return _highest(deal, winners or cards)
        return _lowest(deal, winners) if winners else _lowest(deal, cards)
    # card points: the plain game, Schnapser, Kontraschnapser
    if not deal.trick:
        non_trumps = [c for c in cards if SUIT_OF[c] != deal.trump]
        aces = [c for c in non_trumps if RANK_OF[c] == ACE]
        if aces:
            return aces[0]
        pool = non_trumps or cards
        return min(pool, key=lambda c: (POINTS[c], _rank_key(deal, c)))
    best_seat = deal.trick[deal._winning_play(deal.trick)][0]
    last = len(deal.trick) == len(deal.active_seats()) - 1
    trick_points = sum(POINTS[c] for _, c in deal.trick)
    if deal.team_of(best_seat) == team:
        if last or RANK_OF[deal.trick[deal._winning_play(deal.trick)][1]] == ACE:
            return max(cards, key=lambda c: (POINTS[c] * (SUIT_OF[c] != deal.trump),
                                              -_rank_key(deal, c)))
        return min(cards, key=lambda c: (POINTS[c], _rank_key(deal, c)))
    if winners and (last or trick_points >= 10):
        return min(winners, key=lambda c: (_rank_key(deal, c), POINTS[c]))
    return min(cards, key=lambda c: (POINTS[c], _rank_key(deal, c)))


def rule_action(deal: BauernDeal, seat: int) -> BAction:
    """The rule-of-thumb action for ``seat``, which must be on turn."""
    legal = deal.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if deal.phase == PH_TRUMP:
        return trump_call(deal, seat)
    if deal.phase == PH_AUCTION:
        return _bid(deal, seat, legal)
    if deal.phase == PH_RING_TRUMP:
        return _ring_suit(deal, seat, legal)
    if deal.phase == PH_KONTRA:
        return BAction(A.PASS)
    if deal.phase == PH_PLAY:
        return _play(deal, seat, legal)
    return legal[0]


def higher_bids(deal: BauernDeal, legal: list[BAction]) -> list[BAction]:
    """The bids among ``legal``, lowest first (for the search's candidates)."""
    return sorted((a for a in legal if a.kind == A.BID), key=lambda a: RANK[a.contract])

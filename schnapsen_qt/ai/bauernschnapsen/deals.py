"""The Bauernschnapsen deals one seat cannot rule out, built from its :class:`SeatView` only.

A seat sees its own cards, every card played, the bids, the calls, a turned-up trump card and an
open Plauderer hand (docs/rules/bauernschnapsen.md). The other cards may lie anywhere the rules
of play allow: a player who did not follow the suit led has none of it, one who did not trump
when void has no trumps, one who did not head the trick has no higher card of the suit (and the
same for overtrumping). :func:`forbidden_cards` reads those facts from the tricks;
:func:`sample_deal` places the unseen cards at random within them and replays the public history
on a :class:`BauernDeal`, so that the search continues from a state whose view for this seat is
exactly the one it was given.

Nothing here reads a hidden card: the only input is the view, which is what makes the computer
players honest by construction (tests/ai/test_bauern_players.py checks it from outside).
"""

from __future__ import annotations

import random

from ...engine.bauernschnapsen import BAction, BauernDeal, BauernRules, IllegalActionError, deck_of
from ...engine.bauernschnapsen import actions as A
from ...engine.bauernschnapsen.contracts import BY_ID, NORMAL, TRUMP_OWN
from ...engine.bauernschnapsen.deal import FIRST_PACKET, HAND_SIZE, PH_TRUMP, WHOLE_SUIT
from ...engine.bauernschnapsen.seats import FOUR, Table
from ...engine.bauernschnapsen.view import SeatView
from ...engine.cards import (
    ACE,
    KING,
    MARRIAGE_PAIR,
    QUEEN,
    RANK_OF,
    SUIT_MASK,
    SUIT_OF,
    TEN,
    Card,
    cards_of,
)

ALL = (1 << 20) - 1
#: Tries for one deal (a random placement can run into a dead end under tight constraints);
#: the first ones also hold the bidders to hands their bids announce.
TRIES = 400
BID_TRIES = 30


def _strength(contract_id: str | None, card: Card) -> int:
    order = (BY_ID[contract_id] if contract_id else NORMAL).order
    return order[RANK_OF[card]]


def _winner(plays: list[tuple[int, Card]], trump: int, contract_id: str | None) -> int:
    """Index of the card winning ``plays`` so far (the engine's rule, for reading history)."""
    best = 0
    for i in range(1, len(plays)):
        c, b = plays[i][1], plays[best][1]
        if SUIT_OF[c] == SUIT_OF[b]:
            if _strength(contract_id, c) < _strength(contract_id, b):
                best = i
        elif SUIT_OF[c] == trump:
            best = i
    return best


def _higher(card: Card, contract_id: str | None) -> int:
    """Cards of ``card``'s suit that beat it under the contract's order."""
    s = _strength(contract_id, card)
    return sum(1 << c for c in cards_of(SUIT_MASK[SUIT_OF[card]])
               if _strength(contract_id, c) < s)


def forbidden_cards(view: SeatView, rules: BauernRules, table: Table = FOUR) -> list[int]:
    """For each seat, the cards the public play shows it cannot hold now (docs/rules/
    bauernschnapsen.md, "Following and heading"): read trick by trick, each play against the
    duty it had."""
    forbidden = [0] * table.seats
    tricks = [list(t.plays) for t in view.tricks] + ([list(view.trick)] if view.trick else [])
    for plays in tricks:
        led = SUIT_OF[plays[0][1]]
        for i in range(1, len(plays)):
            seat, card = plays[i]
            before = plays[:i]
            w_seat, w_card = before[_winner(before, view.trump, view.contract)]
            partner_wins = table.team_of(w_seat) == table.team_of(seat)
            heading_due = rules.head_partner or not partner_wins
            if SUIT_OF[card] != led:
                forbidden[seat] |= SUIT_MASK[led]
                if view.trump >= 0 and SUIT_OF[card] != view.trump:
                    forbidden[seat] |= SUIT_MASK[view.trump]
                elif (view.trump >= 0 and SUIT_OF[w_card] == view.trump and heading_due
                      and rules.must_overtrump and _winner(plays[:i + 1], view.trump,
                                                           view.contract) != i):
                    forbidden[seat] |= _higher(w_card, view.contract)
            elif SUIT_OF[w_card] == led and heading_due and _winner(
                    plays[:i + 1], view.trump, view.contract) != i:
                forbidden[seat] |= _higher(w_card, view.contract)
    return forbidden


def required_cards(view: SeatView, rules: BauernRules, rng: random.Random,
                   table: Table = FOUR) -> list[int] | None:
    """For each seat, the unseen cards its bids show it holds now: all five trumps after a
    Trumpffarbenringerl bid, a whole suit other than trumps after a Farbenringerl bid (the
    named one, or one chosen at random among those it can still hold); None if a bid cannot be
    explained (it never happens with a legal history)."""
    required = [0] * table.seats
    played = played_by(view, table)
    played_mask = sum(1 << c for cards in played for c in cards)
    known = known_in_hand(view, table)
    for seat, bid in view.bids:
        if bid is None or not BY_ID[bid].whole_suit:
            continue
        if BY_ID[bid].whole_suit == "other" and not rules.farbenringerl_whole_suit:
            continue
        own_played = sum(1 << c for c in played[seat])
        others = (played_mask & ~own_played) | (sum(known) & ~known[seat])
        if BY_ID[bid].whole_suit == "trump":
            suits = [view.called_trump]
        elif view.contract == bid and view.declarer == seat and view.trump >= 0:
            suits = [view.trump]
        else:
            suits = [su for su in range(4) if su != view.called_trump]
        suits = [su for su in suits if not others & WHOLE_SUIT[su]]
        if not suits:
            return None
        required[seat] |= WHOLE_SUIT[rng.choice(suits)] & ~own_played & ~known[seat]
    for seat, suit in view.marriages:  # the other card of a declared marriage stays with it
        own_played = sum(1 << c for c in played[seat])
        required[seat] |= MARRIAGE_PAIR[suit] & ~own_played & ~known[seat]
    return required


def _count(cards: int, rank: int) -> int:
    return sum(1 for c in cards_of(cards) if RANK_OF[c] == rank)


def bid_plausible(contract_id: str, cards: int, trump: int) -> bool:
    """Could a sensible player have bid ``contract_id`` with these five cards? A loose reading
    of a bid (a Bettler is not bid with three Aces, a Gang not without Aces), so that the sampled
    deals give a bidder the kind of hand its bid announces."""
    aces, tens = _count(cards, ACE), _count(cards, TEN)
    trumps = (cards & SUIT_MASK[trump]).bit_count() if trump >= 0 else 0
    if contract_id == "bettler":
        return aces == 0 and tens <= 1
    if contract_id == "plauderer":
        return aces == 0 and tens == 0
    if contract_id == "gang":
        return aces >= 2
    if contract_id == "zehnergang":
        return tens >= 2
    if contract_id in ("bauernschnapser", "kontrabauernschnapser"):
        return trumps >= 2 and aces + tens >= 2
    if contract_id == "land":
        return trumps + aces >= 3
    if contract_id in ("schnapser", "kontraschnapser"):
        marriage = any((cards & MARRIAGE_PAIR[su]) == MARRIAGE_PAIR[su] for su in range(4))
        return marriage or aces + tens >= 2
    return True


def _bids_plausible(view: SeatView, hands: list[int], known: list[int],
                    played: list[list[Card]]) -> bool:
    for seat, bid in view.bids:
        if bid is None or seat == view.seat:
            continue
        cards = hands[seat] | known[seat] | sum(1 << c for c in played[seat])
        if not bid_plausible(bid, cards, view.called_trump):
            return False
    return True


def played_by(view: SeatView, table: Table = FOUR) -> list[list[Card]]:
    """Each seat's cards played so far, in order."""
    out: list[list[Card]] = [[] for _ in range(table.seats)]
    for t in view.tricks:
        for seat, card in t.plays:
            out[seat].append(card)
    for seat, card in view.trick:
        out[seat].append(card)
    return out


def known_in_hand(view: SeatView, table: Table = FOUR) -> list[int]:
    """Cards known to be in each seat's hand now: its own, the open Plauderer hand, the
    turned-up trump card until forehand plays it."""
    known = [0] * table.seats
    known[view.seat] = sum(1 << c for c in view.hand)
    if view.open_hand[0] >= 0:
        known[view.open_hand[0]] |= sum(1 << c for c in view.open_hand[1])
    played = sum(1 << c for cards in played_by(view, table) for c in cards)
    if view.aufschlag_card >= 0 and not played >> view.aufschlag_card & 1:
        known[view.forehand] |= 1 << view.aufschlag_card
    return known


def _needs(view: SeatView, known: list[int], table: Table) -> list[int]:
    """How many unseen cards each seat holds."""
    if view.phase == PH_TRUMP:  # nobody has the second packet yet: deal whole hands
        return [HAND_SIZE - known[s].bit_count() for s in range(table.seats)]
    return [view.hand_sizes[s] - known[s].bit_count() for s in range(table.seats)]


def _place(pool: int, needs: list[int], allowed: list[int], required: list[int],
           rng: random.Random) -> list[int] | None:
    """Unseen cards placed so that each seat gets ``required[s]`` and in all ``needs[s]`` cards
    of ``allowed[s]``; None at a dead end. The most constrained seat first, each card drawn at
    random."""
    hands = [0] * len(needs)
    needs = list(needs)
    for seat, cards in enumerate(required):
        if cards & ~pool or cards.bit_count() > needs[seat]:
            return None
        hands[seat] = cards
        pool &= ~cards
        needs[seat] -= cards.bit_count()
    order = sorted(range(len(needs)), key=lambda s: ((allowed[s] & pool).bit_count() - needs[s],
                                                     rng.random()))
    for seat in order:
        if not needs[seat]:
            continue
        choice = cards_of(allowed[seat] & pool)
        if len(choice) < needs[seat]:
            return None
        picked = rng.sample(choice, needs[seat])
        for c in picked:
            hands[seat] |= 1 << c
            pool &= ~(1 << c)
    return hands if not pool else None


def _dealt_order(view: SeatView, seat: int, cards: list[Card], rng: random.Random) -> list[Card]:
    """``cards`` (the seat's five) ordered as dealt so that the public trump call replays: the
    called suit among forehand's first three, a turned-up card first of its last two."""
    rng.shuffle(cards)
    if seat == view.seat and view.phase == PH_TRUMP:  # its first three are the ones it sees
        own = list(view.hand)
        return own + [c for c in cards if c not in own]
    if seat != view.forehand or view.called_trump < 0:
        return cards
    if view.aufschlag_card >= 0:
        rest = [c for c in cards if c != view.aufschlag_card]
        return rest[:FIRST_PACKET] + [view.aufschlag_card] + rest[FIRST_PACKET:]
    trumps = [c for c in cards if SUIT_OF[c] == view.called_trump]
    first = trumps[0]
    rest = [c for c in cards if c != first]
    return [first] + rest


def public_history(view: SeatView) -> list[tuple[int, BAction]]:
    """The decisions the view shows, in order: the trump call (a turned-up card as slot 0, the
    slot being unseen), bids, the ring's suit, Kontra calls and the cards played (with the
    marriages declared)."""
    history: list[tuple[int, BAction]] = []
    if view.phase == PH_TRUMP:
        return history
    if view.aufschlag_card >= 0:
        history.append((view.forehand, BAction(A.AUFSCHLAGEN, slot=0)))
    else:
        history.append((view.forehand, BAction(A.TRUMP, suit=view.called_trump)))
    for seat, bid in view.bids:
        history.append((seat, BAction(A.PASS) if bid is None else BAction(A.BID, contract=bid)))
    contract = BY_ID[view.contract] if view.contract else None
    if contract is not None and contract.trump == TRUMP_OWN and view.trump >= 0:
        history.append((view.declarer, BAction(A.RING_TRUMP, suit=view.trump)))
    for seat, call in view.kontra_calls:
        history.append((seat, BAction(call)))
    marriages = list(view.marriages)
    tricks = [list(t.plays) for t in view.tricks] + ([list(view.trick)] if view.trick else [])
    for plays in tricks:
        for i, (seat, card) in enumerate(plays):
            flag = False
            if i == 0 and marriages and marriages[0] == (seat, SUIT_OF[card]) and \
                    RANK_OF[card] in (KING, QUEEN):
                flag = True
                marriages.pop(0)
            history.append((seat, BAction(A.PLAY, card=card, marriage=flag)))
    return history


def deal_from_hands(view: SeatView, hidden: list[int], rules: BauernRules,
                    rng: random.Random, table: Table = FOUR) -> BauernDeal:
    """The deal in which each seat holds its known cards plus ``hidden[s]`` now, replayed
    through the public history; :class:`IllegalActionError` if that history is not legal
    with these cards."""
    known = known_in_hand(view, table)
    played = played_by(view, table)
    dealt = []
    for s in range(table.seats):
        cards = played[s] + list(cards_of(known[s] | hidden[s]))
        dealt.append(_dealt_order(view, s, cards, rng))
    deal = BauernDeal(deck_of(view.dealer, dealt, table), view.dealer, rules, table)
    for seat, action in public_history(view):
        deal.apply(seat, action)
    return deal


def sample_deal(view: SeatView, rules: BauernRules, rng: random.Random,
                table: Table = FOUR) -> BauernDeal:
    """A deal consistent with everything ``view`` shows, the unseen cards placed at random,
    in the state the view describes (its view for this seat equals ``view``)."""
    known = known_in_hand(view, table)
    played = sum(1 << c for cards in played_by(view, table) for c in cards)
    pool = ALL & ~played & ~sum(known)
    needs = _needs(view, known, table)
    forbidden = forbidden_cards(view, rules, table)
    allowed = [ALL & ~forbidden[s] for s in range(table.seats)]
    allowed[view.seat] = pool if view.phase == PH_TRUMP else 0
    seat_plays = played_by(view, table)
    forehand_played = seat_plays[view.forehand]
    must_trump = (view.phase != PH_TRUMP and view.aufschlag_card < 0
                  and view.forehand != view.seat
                  and not any(SUIT_OF[c] == view.called_trump for c in forehand_played))
    last_error: Exception | None = None
    for attempt in range(TRIES):
        required = required_cards(view, rules, rng, table)
        if required is None:
            break
        hands = _place(pool, needs, allowed, required, rng)
        if hands is None:
            continue
        if attempt < BID_TRIES and not _bids_plausible(view, hands, known, seat_plays):
            continue  # the bids announce what kind of hands the bidders hold
        if must_trump and not (hands[view.forehand] | known[view.forehand]) & SUIT_MASK[
                view.called_trump]:
            continue  # forehand named a suit it held among its first three cards
        try:
            return deal_from_hands(view, hands, rules, rng, table)
        except IllegalActionError as exc:
            last_error = exc
    raise RuntimeError(f"no deal fits the view of seat {view.seat} ({last_error})")

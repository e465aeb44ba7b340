"""The deals a seat cannot rule out: the one place that says where the unseen cards may be.

A deal places the opponent's unknown cards and the face-down talon. What the view rules out
comes from the rules of play: in phase two a player must follow suit and head the trick, so
a card not played reveals a card not held (:func:`opponent_forbidden`); a player asked to
exchange at a close holds the exchanged card (:func:`opponent_required`). The search samples
deals (:func:`sample_deal`), the review and the last trick before the talon runs out take
every deal when few remain (:func:`consistent_deals`), and the policy-based inference weights
them (:mod:`.inference`); all of them draw from :func:`opponent_choice`.
"""

from __future__ import annotations

import random
from itertools import combinations, permutations
from math import comb, factorial

from ..engine.actions import CLOSE, CLOSE_BEFORE_DRAW, MELD, PASS
from ..engine.cards import HIGHER_IN_SUIT, SUIT_MASK, SUIT_OF, cards_of, exchange_card
from ..engine.deal import phase_one_tricks
from ..engine.hand import Hand
from ..engine.view import PlayerView

__all__ = ["consistent_deals", "opponent_choice", "opponent_forbidden", "opponent_required",
           "sample_deal"]


def opponent_forbidden(view: PlayerView) -> int:
    """Cards the opponent cannot hold, from its phase-two plays: a suit it did not follow, a
    trump it did not play when void, a card of the suit it did not head the trick with; and
    (``exchange_at_close``) the card exchanged for the turn-up when this seat closed and the
    opponent was not asked to exchange or pass (it is asked whenever it holds that card, and
    nobody draws after a close)."""
    me = view.seat
    opp = 1 - me
    trump = view.trump
    forbidden = 0
    closed = False
    tricks = 0
    lead = -1
    leader = -1
    phase_one = phase_one_tricks(view.rules)
    history = view.history
    for i, (seat, a) in enumerate(history):
        if a in (CLOSE, CLOSE_BEFORE_DRAW):
            closed = True
            asked = (history[i + 1][0] == opp if i + 1 < len(history)
                     else view.to_move == opp)
            if seat == me and view.rules.exchange_at_close and not asked:
                forbidden |= 1 << exchange_card(trump, view.rules)
            continue
        if a >= MELD:
            continue
        if lead < 0:
            lead, leader = a, seat
            continue
        if (closed or tricks >= phase_one) and seat == opp and leader == me:
            lsuit = SUIT_OF[lead]
            if SUIT_OF[a] != lsuit:
                forbidden |= SUIT_MASK[lsuit]
                if SUIT_OF[a] != trump:
                    forbidden |= SUIT_MASK[trump]
            elif not HIGHER_IN_SUIT[lead] >> a & 1:
                # Followed with a lower card: held no higher card of the suit.
                forbidden |= HIGHER_IN_SUIT[lead]
        tricks += 1
        lead = -1
    return forbidden


def opponent_required(view: PlayerView) -> int:
    """Unseen cards the opponent surely holds although it never showed them: the card
    exchanged for the turn-up, after it passed at this seat's close (``exchange_at_close``:
    only a holder is asked, and it keeps the card until it plays it)."""
    opp = 1 - view.seat
    for seat, a in view.history:
        if a == PASS and seat == opp:
            return view.unseen() & 1 << exchange_card(view.trump, view.rules)
    return 0


def sample_deal(view: PlayerView, rng: random.Random, forbidden: int,
                required: int = 0) -> Hand:
    """A deal agreeing with the view, the opponent's unknown cards drawn uniformly among the
    unseen cards it may hold (``forbidden``: it cannot; ``required``: it surely does)."""
    held, pool, n = opponent_choice(view, forbidden, required)
    opp = [*cards_of(held), *rng.sample(list(cards_of(pool)), n)]
    rest = [c for c in cards_of(view.unseen()) if c not in opp]
    rng.shuffle(rest)
    return Hand.from_view(view, opp, rest)


def opponent_choice(view: PlayerView, forbidden: int, required: int) -> tuple[int, int, int]:
    """What a deal consistent with the view gives the opponent, as ``(held, pool, n)``: the
    unseen cards it surely holds (``required``), and the unseen cards its other ``n`` unknown
    cards come from: those it may hold (not ``forbidden``), or any unseen card but the held
    ones if those are too few (a view no consistent play leads to; never an error). Shared by
    the search's sampler, the weighted deals and the review's enumeration."""
    unseen = view.unseen()
    held = required & unseen
    n = view.opponent_unknown_count - held.bit_count()
    allowed = unseen & ~forbidden & ~held
    return held, (allowed if allowed.bit_count() >= n else unseen & ~held), n


def consistent_deals(view: PlayerView, limit: int) -> list[Hand] | None:
    """Every deal the seat cannot rule out, if there are at most ``limit`` of them, else None.

    The opponent's unknown cards come from the unseen cards it can hold (what its phase-two
    plays revealed, as in the search's sampler); the rest lie face down in the talon, in every
    order while the talon is open (the order decides who draws what), in one order once it is
    closed (nobody draws again)."""
    unseen = view.unseen()
    held, pool, n = opponent_choice(view, opponent_forbidden(view), opponent_required(view))
    orders = 1 if view.phase_two else factorial(view.stock_left)
    if comb(pool.bit_count(), n) * orders > limit:
        return None
    deals = []
    for chosen in combinations(cards_of(pool), n):
        opp = (*cards_of(held), *chosen)
        rest = [c for c in cards_of(unseen) if c not in opp]
        for order in (permutations(rest) if orders > 1 else (rest,)):
            deals.append(Hand.from_view(view, list(opp), list(order)))
    return deals

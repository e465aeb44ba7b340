"""What the opponent's public history says about its hand: policy-based inference.

The search samples deals (the opponent's unknown cards and the talon order) from the player's
view. Uniform sampling treats every consistent deal alike, although the opponent's play so far
makes some far more likely: a player who holds a marriage melds it, one who holds the trump
Jack exchanges it, and the card it led or threw tells what it kept. Following the Skat
programs (Rebstock, Solinas, Buro, Sturtevant, "Policy Based Inference in Trick-Taking Card
Games", 2019) each sampled deal is weighted by how likely the opponent was to act as it did
with the cards it held in that deal, under a model of its play (:mod:`.policy_model`), and
the deals are resampled by weight.

To ask that question the whole past of the deal is needed, not just the present: which of the
opponent's cards it already held at each of its decisions. :func:`reconstruct` samples that
past (the order in which both seats drew their cards) consistently with every public fact, so
that replaying the history from the rebuilt pack gives exactly the view's present.

The model is *tempered* (:class:`Temper`): probabilities flattened and mixed with a uniform
choice, and a missed meld or exchange never rules a hand out, so that a person's surprising
move lowers a deal's weight instead of discarding the truth. Only the view and the public
history are read.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.actions import CLOSE, EXCHANGE, MELD
from ..engine.cards import beats, cards_of, exchange_card, marriage_pair, suit_of
from ..engine.deal import TURNUP, deal_order, phase_one_tricks
from ..engine.hand import Hand
from ..engine.view import PlayerView
from .deals import opponent_choice
from .policy_model import PolicyModel, default_model


@dataclass(frozen=True)
class Temper:
    """How far the opponent model is trusted.

    ``temperature`` flattens the card model's probabilities (1: as learned); ``uniform`` is the
    share of a uniformly random choice mixed in; ``meld`` and ``exchange`` are the assumed
    chances that a player who could meld or exchange does so at once (a person sometimes
    waits), so a deal where it could but did not keeps ``1 - meld`` of its weight.
    """

    temperature: float = 1.5
    uniform: float = 0.15
    meld: float = 0.8
    exchange: float = 0.8


DEFAULT_TEMPER = Temper()


@dataclass
class _Timeline:
    """Public facts of the history needed to rebuild the past."""

    #: (history index, kind, seat, value): kind "play" (value card), "draw" (seat = trick
    #: winner, value = draw round from 1), "meld" (value suit), "exchange".
    events: list[tuple[int, str, int, int]]
    rounds: int
    #: The turn-up dealt (before any exchange), or -1 when it cannot be told.
    first_turnup: int
    exchanger: int
    exchange_index: int


def _timeline(view: PlayerView) -> _Timeline | None:
    trump = view.trump
    draw_rounds = phase_one_tricks(view.rules)
    events: list[tuple[int, str, int, int]] = []
    lead = leader = -1
    closed = False
    rounds = 0
    exchanger = exchange_index = -1
    played_after_exchange = 0
    for t, (seat, a) in enumerate(view.history):
        if a < MELD:
            events.append((t, "play", seat, a))
            if seat == exchanger:
                played_after_exchange |= 1 << a
            if lead < 0:
                lead, leader = a, seat
                continue
            winner = seat if beats(lead, a, trump) else leader
            if not closed and rounds < draw_rounds:
                rounds += 1
                events.append((t, "draw", winner, rounds))
            lead = -1
        elif a < EXCHANGE:
            events.append((t, "meld", seat, a - MELD))
        elif a == EXCHANGE:
            events.append((t, "exchange", seat, 0))
            exchanger, exchange_index = seat, t
        elif a == CLOSE:
            closed = True
    jack = exchange_card(trump, view.rules)
    if exchanger < 0:
        first = view.turnup
    else:
        # The exchanger took the dealt turn-up: a trump it still shows (not as part of a
        # marriage it melded), else one it played since.
        melded = 0
        for _, kind, seat, value in events:
            if kind == "meld" and seat == exchanger:
                melded |= marriage_pair(value)
        first = -1
        for held in (view.shown[exchanger] & ~melded, view.shown[exchanger],
                     played_after_exchange):
            cands = [c for c in cards_of(held & ~(1 << jack)) if suit_of(c) == trump]
            if cands:
                first = cands[0]
                break
    return _Timeline(events, rounds, first, exchanger, exchange_index)


def reconstruct(view: PlayerView, opponent_cards: list[int] | tuple[int, ...],
                stock_order: list[int] | tuple[int, ...], rng: random.Random,
                timeline: _Timeline | None = None) -> tuple[list[int], float] | None:
    """A whole pack that deals this view's present with the given guess of the hidden cards
    (the opponent's unknown cards and the face-down talon in drawing order), with the draws
    of both seats sampled uniformly among the orders that agree with every public fact
    (melded cards were held at the meld, the exchanged Jack at the exchange, a card was held
    before it was played). Returns ``(pack, paths)``: ``paths`` is the number of choices the
    sampling had, the importance weight that makes the sampled pasts uniform. None when the
    past cannot be rebuilt (the talon is exhausted, or a dealt turn-up that was exchanged
    and played cannot be told); the caller then treats the deal as unweighted.
    """
    tl = timeline if timeline is not None else _timeline(view)
    if tl is None or tl.first_turnup < 0 or tl.rounds >= phase_one_tricks(view.rules):
        return None
    me, opp = view.seat, 1 - view.seat
    jack = exchange_card(view.trump, view.rules)
    hands = [0, 0]
    hands[me] = view.hand
    opp_hand = view.shown[opp]
    for c in opponent_cards:
        opp_hand |= 1 << c
    hands[opp] = opp_hand
    # Cards each seat must have held at a given history index (melds, the exchanged Jack).
    needs: list[list[tuple[int, int]]] = [[], []]
    for t, kind, seat, value in tl.events:
        if kind == "meld":
            needs[seat].append((t, marriage_pair(value)))
        elif kind == "exchange":
            needs[seat].append((t, 1 << jack))
    stock = [-1] * (2 * tl.rounds)
    paths = 1.0
    first = tl.first_turnup
    # The seat knows what it drew after the last trick (the view's draws): that is no guess.
    last_drawn = {s: c for s, c in view.draws if c >= 0}
    for t, kind, seat, value in reversed(tl.events):
        if kind == "play":
            hands[seat] |= 1 << value
        elif kind == "draw":
            base = 2 * (value - 1)
            for s, pos in ((seat, base), (1 - seat, base + 1)):
                locked = 0
                for tn, mask in needs[s]:
                    if tn < t:
                        locked |= mask
                if s == tl.exchanger and t > tl.exchange_index:
                    locked |= 1 << first
                choices = cards_of(hands[s] & ~locked)
                if value == tl.rounds and s in last_drawn:
                    choices = tuple(c for c in choices if c == last_drawn[s])
                if not choices:
                    return None
                c = choices[rng.randrange(len(choices))] if len(choices) > 1 else choices[0]
                paths *= len(choices)
                stock[pos] = c
                hands[s] &= ~(1 << c)
        elif kind == "exchange":
            if not hands[seat] >> first & 1:
                return None
            hands[seat] = hands[seat] & ~(1 << first) | 1 << jack
    order = deal_order(view.dealer, view.rules)
    dealt = [list(cards_of(hands[0])), list(cards_of(hands[1]))]
    if hands[0] & hands[1] or any(len(dealt[s]) != order.count(s) for s in (0, 1)):
        return None
    pack = [first if seat == TURNUP else dealt[seat].pop() for seat in order]
    pack += stock
    pack += stock_order
    return pack, paths


def likelihood(view: PlayerView, pack: list[int], model: PolicyModel,
               temper: Temper = DEFAULT_TEMPER,
               memo: dict[tuple[int, int], float] | None = None) -> float:
    """How likely the opponent was to take its phase-one actions of the history, had the
    deal been ``pack`` (a product of tempered model probabilities). ``memo`` caches the
    factor of each decision by (moment, the opponent's cards then): the public state at a
    moment is the same in every deal."""
    opp = 1 - view.seat
    h = Hand._deal(view.rules, view.dealer, pack)
    w = 1.0
    uni = temper.uniform
    inv_t = 1.0 / temper.temperature
    if memo is None:
        memo = {}
    for t, (seat, a) in enumerate(view.history):
        if seat == opp and not h.phase_two and a < MELD and h.meld_suit < 0:
            key = (t, h.hands[opp])
            f = memo.get(key)
            if f is not None:
                w *= f
                h.push_unchecked(a)
                continue
            legal = h.legal_actions()
            f = 1.0
            if len(legal) > 1:
                cards = [x for x in legal if x < MELD]
                if h.lead < 0:
                    for x in legal:
                        if MELD <= x < EXCHANGE:
                            f *= 1.0 - temper.meld
                            break
                    if EXCHANGE in legal:
                        f *= 1.0 - temper.exchange
                if len(cards) > 1:
                    probs = model.probabilities(h, opp, cards, inv_t)
                    f *= (1.0 - uni) * probs[cards.index(a)] + uni / len(cards)
            memo[key] = f
            w *= f
        h.push_unchecked(a)
    return w


def opponent_has_evidence(view: PlayerView) -> bool:
    """Did the opponent take any phase-one decision yet (anything to infer from)?"""
    opp = 1 - view.seat
    return any(seat == opp for seat, _ in view.history)


def weighted_deals(view: PlayerView, rng: random.Random, count: int, proposals: int,
                   forbidden: int, model: PolicyModel | None = None,
                   temper: Temper = DEFAULT_TEMPER, required: int = 0) -> list[Hand]:
    """``count`` deals for the search, resampled from ``proposals`` uniformly sampled ones in
    proportion to the opponent model's likelihood of the public history (systematic
    resampling, so a deal of weight ``w`` appears about ``count * w / sum`` times).
    ``forbidden`` and ``required``: unseen cards the opponent cannot / surely does hold
    (:func:`.deals.opponent_forbidden`, :func:`.deals.opponent_required`)."""
    model = model if model is not None else default_model()
    unseen = view.unseen()
    held_mask, pool_mask, n = opponent_choice(view, forbidden, required)
    pool = list(cards_of(pool_mask))
    held = list(cards_of(held_mask))
    tl = _timeline(view)
    guesses: list[tuple[list[int], list[int]]] = []
    weights: list[float] = []
    memo: dict[tuple[int, int], float] = {}
    for _ in range(proposals):
        opp_cards = [*held, *rng.sample(pool, n)]
        taken = 0
        for c in opp_cards:
            taken |= 1 << c
        rest = list(cards_of(unseen & ~taken))
        rng.shuffle(rest)
        built = reconstruct(view, opp_cards, rest, rng, tl)
        if built is None:
            w = 1.0
        else:
            pack, paths = built
            w = paths * likelihood(view, pack, model, temper, memo)
        guesses.append((opp_cards, rest))
        weights.append(w)
    total = sum(weights)
    if total <= 0.0:
        weights = [1.0] * len(guesses)
        total = float(len(guesses))
    step = total / count
    u = rng.random() * step
    out = []
    acc = 0.0
    i = 0
    for g, w in zip(guesses, weights, strict=True):
        acc += w
        while i < count and u + i * step < acc:
            out.append(Hand.from_view(view, *g))
            i += 1
    while len(out) < count:  # rounding at the very end
        out.append(Hand.from_view(view, *guesses[-1]))
    return out


__all__ = ["DEFAULT_TEMPER", "Temper", "likelihood", "reconstruct", "weighted_deals"]

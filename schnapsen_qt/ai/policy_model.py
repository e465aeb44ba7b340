"""A small model of how a player chooses its card in phase one (for inference).

A linear softmax over the legal cards: each card is described by a few numbers (is it a
trump, its points, does it break a marriage, is it the top card of its suit still out, does
it win the trick, is it the cheapest winner, ...), separately when leading and when following,
and the model's weights say how much each matters. The weights are learned from self-play by
``python -m schnapsen_qt.ai.training.train_policy`` (see that module) and ship as a small generated
module, :mod:`.model.policy_weights`.

Everything here reads only what the acting player knew at the time: its own cards and the
public state (trump, the card led, the cards won, the turn-up). The inference
(:mod:`.inference`) asks it about the *opponent's* past decisions, in rebuilt deals.
"""

from __future__ import annotations

import math
from functools import cache
from operator import mul
from typing import TYPE_CHECKING

from ..engine.cards import (
    CARD_COUNT,
    KING,
    POINTS,
    QUEEN,
    SUIT_MASK,
    beats,
    make_card,
    pack_mask,
    rank_of,
    suit_of,
)
from ..engine.deal import STOCK_SIZE

if TYPE_CHECKING:
    from ..engine.hand import Hand
    from ..engine.view import PlayerView

N_CARDS = CARD_COUNT
_SUIT = tuple(suit_of(c) for c in range(N_CARDS))
_TOP_POINTS = max(POINTS)
_SUIT_SIZE = SUIT_MASK[0].bit_count()
_PTS = tuple(POINTS[c] / _TOP_POINTS for c in range(N_CARDS))


def _partner(c: int) -> int:
    r = rank_of(c)
    if r == KING:
        return make_card(QUEEN, suit_of(c))
    if r == QUEEN:
        return make_card(KING, suit_of(c))
    return -1


_PARTNER = tuple(_partner(c) for c in range(N_CARDS))
#: Cards of the same suit that beat ``c``.
_HIGHER = tuple(sum(1 << x for x in range(N_CARDS)
                    if _SUIT[x] == _SUIT[c] and x != c and beats(c, x, _SUIT[c]))
                for c in range(N_CARDS))
#: Cards of the same suit that ``c`` beats.
_LOWER = tuple(SUIT_MASK[_SUIT[c]] & ~_HIGHER[c] & ~(1 << c) for c in range(N_CARDS))

COMMON = 10
FOLLOW = 6
#: Feature vector: [leading: COMMON] [following: COMMON] [following only: FOLLOW].
DIM = 2 * COMMON + FOLLOW


def card_features(state: Hand | PlayerView, seat: int, cards: list[int]) -> list[list[float]]:
    """The feature vector (length :data:`DIM`) of each card in ``cards`` for ``seat`` to play
    now in ``state`` (a :class:`~schnapsen_qt.engine.Hand` or view: trump, lead, won, turnup,
    stock_left and the seat's own cards)."""
    rows = _active_features(state, seat, cards)
    if state.lead < 0:
        return [row + [0.0] * (COMMON + FOLLOW) for row in rows]
    return [[0.0] * COMMON + row for row in rows]


def _active_features(state: Hand | PlayerView, seat: int, cards: list[int]) -> list[list[float]]:
    """The leading block (COMMON numbers) or the following block (COMMON + FOLLOW) of each
    card: the rest of the full vector is zero."""
    trump = state.trump
    lead = state.lead
    mine = state.hands[seat] if hasattr(state, "hands") else state.hand
    seen = mine | state.won[0] | state.won[1]
    if lead >= 0:
        seen |= 1 << lead
    if state.turnup >= 0:
        seen |= 1 << state.turnup
    out_cards = pack_mask(state.rules) & ~seen
    trumps_mine = (mine & SUIT_MASK[trump]).bit_count() / SUIT_MASK[trump].bit_count()
    talon = state.stock_left / STOCK_SIZE
    rows = []
    if lead >= 0:
        lead_suit = _SUIT[lead]
        win = [beats(lead, c, trump) for c in cards]
        winners = [c for c, w in zip(cards, win, strict=True) if w]
        cheapest_winner = min(winners, key=lambda c: (POINTS[c], _SUIT[c] == trump)) \
            if winners else -1
        cheapest = min(cards, key=lambda c: (POINTS[c], _SUIT[c] == trump))
        lead_pts = _PTS[lead]
    for i, c in enumerate(cards):
        s = _SUIT[c]
        t = 1.0 if s == trump else 0.0
        p = _PTS[c]
        partner = _PARTNER[c]
        common = [
            t,
            p,
            t * p,
            1.0 if partner >= 0 and mine >> partner & 1 else 0.0,
            1.0 if partner >= 0 and out_cards >> partner & 1 else 0.0,
            ((mine & SUIT_MASK[s]).bit_count() - 1) / _SUIT_SIZE,
            0.0 if out_cards & _HIGHER[c] else 1.0,
            0.0 if mine & _LOWER[c] else 1.0,
            t * trumps_mine,
            p * talon,
        ]
        if lead < 0:
            rows.append(common)
        else:
            w = win[i]
            common += [
                1.0 if w else 0.0,
                1.0 if w and s == trump and lead_suit != trump else 0.0,
                1.0 if s == lead_suit else 0.0,
                lead_pts if w else 0.0,
                1.0 if c == cheapest_winner else 0.0,
                1.0 if c == cheapest else 0.0,
            ]
            rows.append(common)
    return rows


class PolicyModel:
    """Linear softmax over the legal cards with the given weights (length :data:`DIM`)."""

    def __init__(self, weights: list[float] | tuple[float, ...]) -> None:
        if len(weights) != DIM:
            raise ValueError(f"the policy model needs {DIM} weights, got {len(weights)}")
        self.weights = tuple(float(w) for w in weights)
        self.lead_weights = self.weights[:COMMON]
        self.follow_weights = self.weights[COMMON:]

    def logits(self, state: Hand | PlayerView, seat: int, cards: list[int]) -> list[float]:
        w = self.lead_weights if state.lead < 0 else self.follow_weights
        return [sum(map(mul, w, row)) for row in _active_features(state, seat, cards)]

    def probabilities(self, state: Hand | PlayerView, seat: int, cards: list[int],
                      inv_temperature: float = 1.0) -> list[float]:
        """The chance of each card of ``cards`` (flattened by ``inv_temperature`` < 1)."""
        z = [x * inv_temperature for x in self.logits(state, seat, cards)]
        m = max(z)
        e = [math.exp(x - m) for x in z]
        total = sum(e)
        return [x / total for x in e]


@cache
def default_model() -> PolicyModel:
    """The shipped model (:mod:`.model.policy_weights`)."""
    from .model.policy_weights import WEIGHTS

    return PolicyModel(WEIGHTS)


__all__ = ["DIM", "PolicyModel", "card_features", "default_model"]

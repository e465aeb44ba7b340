"""A learned card choice for the search's playouts while the talon is open.

The search values a way to play on by playing the deal out, both seats choosing their cards
by a fast policy, then solving phase two exactly. What that policy does is the search's
picture of how the rest of phase one goes. The rules of thumb of :mod:`.basic` choose the
card Expert chose at 42 % of its phase-one card choices, and by Expert's own values of the
cards give away 0.24 game points per choice; this model, a linear softmax over a few
numbers per card learned from Expert's self-play (the rules' card is one of those numbers),
chooses Expert's card 49 % of the time and gives away 0.165 (held-out hands).

Closer to Expert is not better for the search, though: with this policy Master ranks its
ways to play on *worse* (about 0.1 game points per hand less than Master scored on the same
duel deals against Expert), so Master keeps the rules; the trial levels ``master-playout``
and ``expert-playout`` use it (docs/PERFORMANCE.md, "A learned playout policy").

Only the card is learned: melds, closes, exchanges and claims stay the rules' (as does the
lead after a meld). Each card is described separately when leading and when following
(:func:`card_rows`), from what the player to move knows: its own cards, the trump, the card
led, the cards won, the turn-up and the talon's size, and the points each side has counted.
The weights are learned by ``python -m schnapsen_qt.ai.training.train_playout`` and ship as the
generated module :mod:`.model.playout_weights`.

Only the rules the model was trained for are supported (:func:`supports`, those of the
value model: the soft, sharp and tournament presets); elsewhere the playouts keep the rules.

>>> from schnapsen_qt.engine import MELD, SOFT, Hand
>>> hand = Hand.shuffled(SOFT, 0, 7)
>>> seat = hand.to_move
>>> cards = [a for a in hand.legal_actions() if a < MELD]
>>> default_policy().card(hand, seat, hand.hands[seat], cards, cards[0]) in cards
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from operator import mul
from typing import TYPE_CHECKING

from ..engine.cards import (
    ACE,
    HIGHER_IN_SUIT,
    KING,
    POINTS,
    QUEEN,
    RANK_OF,
    SUIT_MASK,
    SUIT_OF,
    TEN,
    marriage_partner,
)
from ..engine.deal import STOCK_SIZE
from ..engine.scoring import GOAL
from ..engine.tricks import follow_wins
from .basic import discard_cost, outstanding
from .value_model import supports

if TYPE_CHECKING:
    from .basic import State

#: Numbers describing a card both when leading and when following.
COMMON = 18
#: Numbers describing a card only when following.
FOLLOW = 8
#: A row: [leading: COMMON] [following: COMMON + FOLLOW]; the other block is zero.
DIM = 2 * COMMON + FOLLOW

_TOP_POINTS = max(POINTS)
_SUIT_SIZE = 5.0
# Scales that keep each number near [0, 1].
_COST_SCALE = 40.0


def active_rows(state: State, seat: int, mine: int, cards: Sequence[int],
                rule_card: int) -> list[list[float]]:
    """For each card of ``cards`` (the seat's legal cards in phase one), the numbers of its
    active block: :data:`COMMON` when leading, :data:`COMMON` + :data:`FOLLOW` when
    following. ``rule_card`` is the rules' choice (:func:`.basic.rule_action`)."""
    trump = state.trump
    lead = state.lead
    others = outstanding(state, seat, mine)
    trumps = SUIT_MASK[trump]
    my_trumps = (mine & trumps).bit_count() / _SUIT_SIZE
    out_trumps = (others & trumps).bit_count() / _SUIT_SIZE
    talon = state.stock_left / STOCK_SIZE
    my_points = state.counted_points(seat) / GOAL
    their_points = state.counted_points(1 - seat) / GOAL
    costs = [discard_cost(c, mine, trump, others) for c in cards]
    if lead >= 0:
        lead_points = POINTS[lead] / _TOP_POINTS
        lead_suit = SUIT_OF[lead]
        wins = [follow_wins(lead, c, trump) for c in cards]
        winner_costs = [cost for cost, w in zip(costs, wins, strict=True) if w]
        cheapest_winner = min(winner_costs) if winner_costs else -1.0
        cheapest = min(costs)
    rows = []
    for i, c in enumerate(cards):
        t = 1.0 if SUIT_OF[c] == trump else 0.0
        p = POINTS[c] / _TOP_POINTS
        partner = marriage_partner(c) if RANK_OF[c] in (KING, QUEEN) else -1
        higher_out = (others & HIGHER_IN_SUIT[c]).bit_count()
        top = 0.0 if higher_out else 1.0
        row = [
            1.0 if c == rule_card else 0.0,
            t,
            p,
            t * p,
            1.0 if partner >= 0 and mine >> partner & 1 else 0.0,  # breaks a marriage held
            1.0 if partner >= 0 and others >> partner & 1 else 0.0,  # its partner may come
            ((mine & SUIT_MASK[SUIT_OF[c]]).bit_count() - 1) / (_SUIT_SIZE - 1),
            top,
            higher_out / (_SUIT_SIZE - 1),
            t * my_trumps,
            p * talon,
            costs[i] / _COST_SCALE,
            (1.0 - t) * out_trumps,
            (1.0 - t) * p * out_trumps,
            p * my_points,
            t * their_points,
            (1.0 - t) * top if RANK_OF[c] in (ACE, TEN) else 0.0,
            t * talon,
        ]
        if lead >= 0:
            w = 1.0 if wins[i] else 0.0
            row += [
                w,
                w if t and lead_suit != trump else 0.0,  # trumps a plain lead
                1.0 if SUIT_OF[c] == lead_suit else 0.0,
                lead_points * w,
                w if costs[i] == cheapest_winner else 0.0,  # the cheapest card that wins
                1.0 if costs[i] == cheapest else 0.0,  # the cheapest card
                p * w,
                (lead_points + p) * (2.0 * w - 1.0),  # the trick's points, won or lost
            ]
        rows.append(row)
    return rows


def card_rows(state: State, seat: int, mine: int, cards: Sequence[int],
              rule_card: int) -> list[list[float]]:
    """Each card's full row (length :data:`DIM`): the active block in its place, the other
    one zero. What the training reads."""
    rows = active_rows(state, seat, mine, cards, rule_card)
    if state.lead < 0:
        return [row + [0.0] * (COMMON + FOLLOW) for row in rows]
    return [[0.0] * COMMON + row for row in rows]


class PlayoutPolicy:
    """Linear scores over :func:`active_rows`; the card with the highest score is played."""

    #: Does :meth:`card` draw its card at random (a playout then needs an rng)?
    draws = False

    def __init__(self, weights: Sequence[float]) -> None:
        if len(weights) != DIM:
            raise ValueError(f"the playout policy needs {DIM} weights, got {len(weights)}")
        self.weights = tuple(float(w) for w in weights)
        self._lead = self.weights[:COMMON]
        self._follow = self.weights[COMMON:]

    def scores(self, state: State, seat: int, mine: int, cards: Sequence[int],
               rule_card: int) -> list[float]:
        """The score of each card of ``cards`` (higher: more likely played)."""
        return self.row_scores(state.lead < 0,
                               active_rows(state, seat, mine, cards, rule_card))

    def row_scores(self, leading: bool, rows: Sequence[Sequence[float]]) -> list[float]:
        """The score of each row of :func:`active_rows` (taken when leading or not)."""
        w = self._lead if leading else self._follow
        return [sum(map(mul, w, row)) for row in rows]

    def card(self, state: State, seat: int, mine: int, cards: Sequence[int],
             rule_card: int, rng: random.Random | None = None) -> int:
        """The card to play (the first of the best on a tie). ``rng`` is for the policies
        that draw their card (:class:`.balanced_playouts.BalancedPolicy`); this one does
        not."""
        scores = self.scores(state, seat, mine, cards, rule_card)
        return cards[scores.index(max(scores))]


@cache
def default_policy() -> PlayoutPolicy:
    """The shipped policy (:mod:`.model.playout_weights`)."""
    from .model.playout_weights import WEIGHTS

    return PlayoutPolicy(WEIGHTS)


__all__ = ["COMMON", "DIM", "FOLLOW", "PlayoutPolicy", "active_rows", "card_rows",
           "default_policy", "supports"]

"""Balanced playouts: a card choice for the search's playouts, drawn at random and trained
so that the *mean* result of playouts from a position is what strong play makes of it.

Where the learned value model does not apply (:func:`.value_model.supports`: the house rules
and Sechsundsechzig), the search has nothing but its playouts to weigh closing against
playing on; and the rules of thumb that play the playouts are a weak opponent, so they flatter
playing on next to the solver's close, where both sides play perfectly. Simulation balancing
(Silver and Tesauro, "Monte-Carlo Simulation Balancing", ICML 2009) learns a softmax policy
over the numbers of :func:`.playout_policy.active_rows` by policy gradient, not to imitate a
strong player's cards but so that the playouts' *average* matches the result of Expert's play
from each position (:mod:`.train_balance`). Measured under Sechsundsechzig (weights of an
earlier trial run of the same method), Expert with two such playouts per deal beat Expert
by about 0.2 game points per hand; Master, whose noisy second playout already tempers the
flattery, gained nothing from them, so only trial levels use them (``*-balanced``;
docs/PERFORMANCE.md, "Master under the house rules and Sechsundsechzig").

Each game has its own weights, a generated module per entry of :data:`GAMES`; which one
applies to some rules is decided by the facts that change what a position is worth
(:func:`.value_model.game_facts`), so a change of a display option keeps them. Only the
card is drawn: melds, closes, exchanges and claims stay the rules', as in every playout.

>>> import random
>>> from schnapsen_qt.engine import MELD, Hand, Rules
>>> policy = balanced_policy(Rules.preset("sechsundsechzig"))
>>> hand = Hand.shuffled(Rules.preset("sechsundsechzig"), 0, 7)
>>> seat = hand.to_move
>>> cards = [a for a in hand.legal_actions() if a < MELD]
>>> policy.card(hand, seat, hand.hands[seat], cards, cards[0], random.Random(1)) in cards
True
>>> balanced_policy(Rules.preset("soft")) is None  # Master has the value model there
True
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from ..engine.rules import PRESETS, Rules
from .playout_policy import PlayoutPolicy, active_rows
from .value_model import game_facts

if TYPE_CHECKING:
    from .basic import State

#: The games with balanced weights: the preset each was trained under and the generated
#: module (in :mod:`schnapsen_qt.ai.model`) that holds its weights. A game is one entry.
GAMES: dict[str, str] = {
    "house": "balanced_house",
    "sechsundsechzig": "balanced_sechsundsechzig",
}


def relative_chances(scores: Sequence[float]) -> list[float]:
    """``exp(score)`` of each score, scaled so that the highest is 1 (no overflow)."""
    top = max(scores)
    return [math.exp(s - top) for s in scores]


def draw(chances: Sequence[float], rng: random.Random) -> int:
    """The index drawn in proportion to ``chances`` (one number from ``rng``)."""
    u = rng.random() * sum(chances)
    last = len(chances) - 1
    i = 0
    acc = chances[0]
    while u > acc and i < last:
        i += 1
        acc += chances[i]
    return i


class BalancedPolicy(PlayoutPolicy):
    """Linear scores over :func:`.playout_policy.active_rows`, and a card drawn in
    proportion to ``exp(score)``."""

    draws = True

    def probabilities(self, state: State, seat: int, mine: int, cards: Sequence[int],
                      rule_card: int) -> list[float]:
        """The chance of each card of ``cards`` being drawn."""
        chances = relative_chances(self.scores(state, seat, mine, cards, rule_card))
        total = sum(chances)
        return [c / total for c in chances]

    def card(self, state: State, seat: int, mine: int, cards: Sequence[int],
             rule_card: int, rng: random.Random | None = None) -> int:
        """A card drawn with ``rng`` (required: the playouts seed it per deal)."""
        if rng is None:
            raise ValueError("a balanced policy draws its card: it needs an rng")
        leading = state.lead < 0
        rows = active_rows(state, seat, mine, cards, rule_card)
        chances = relative_chances(self.row_scores(leading, rows))
        index = draw(chances, rng)
        self.drawn(leading, rows, chances, index)
        return cards[index]

    def drawn(self, leading: bool, rows: list[list[float]], chances: list[float],
              index: int) -> None:
        """Told of each draw: the cards' rows, their relative chances and the index drawn.
        Nothing here; the trainer's policy (:mod:`.train_balance`) sums the gradient of
        the draw's log-probability."""


def game_of(rules: Rules) -> str | None:
    """The entry of :data:`GAMES` whose preset agrees with ``rules`` on :func:`game_facts`,
    or None."""
    facts = game_facts(rules)
    for name in GAMES:
        if game_facts(PRESETS[name]) == facts:
            return name
    return None


@cache
def _policy_of(name: str) -> BalancedPolicy:
    module = importlib.import_module(f"{__package__}.model.{GAMES[name]}")
    return BalancedPolicy(module.WEIGHTS)


def balanced_policy(rules: Rules) -> BalancedPolicy | None:
    """The shipped balanced policy for ``rules``, or None where there is none."""
    name = game_of(rules)
    return None if name is None else _policy_of(name)


__all__ = ["GAMES", "BalancedPolicy", "balanced_policy", "draw", "game_of",
           "relative_chances"]

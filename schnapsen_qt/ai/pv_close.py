"""A close valued as the closer can really play it: one strategy over all sampled deals.

Plain deal sampling values closing by solving each sampled deal with every card known, so
the closer's play after the close fits each deal: it leads the Ace in the deal where the
opponent holds the Ten bare and the trump in the deal where it does not. The closer does not
know which deal it is in, so that value is too high (strategy fusion; docs/research/
master-pimc.md). Wisser's Presumed-Value search (IJCAI 2015, the program Doktor Schnaps)
corrects it by letting the closer choose *one* action for all the deals it cannot tell
apart.

:func:`close_values` does that for the closed hand: at each of the closer's first ``depth``
decisions after the close it takes the action with the best mean utility over the deals
that agree with what it has seen (the max over its actions of the average, not the average
of the max); the opponent answers in each deal with the best reply of that deal (every card
known, the compiled core's exact values); the deals are grouped by those replies, since the
closer sees them; below ``depth`` closer decisions both sides play each deal perfectly.
The value is never above plain sampling's (the closer's choice is restricted) and is exact
for the closed hand's first tricks as far as the closer's knowledge goes.

Works on the compiled core's states (:mod:`.core`): a closed hand has at most five cards a
side, so a depth of three costs a few thousand core calls at most.

>>> from schnapsen_qt.engine import SOFT, Hand, CLOSE
>>> from schnapsen_qt.ai import core
>>> hand = Hand.shuffled(SOFT, dealer=0, rng=4)
>>> hand.push(hand.legal_actions()[0]); hand.push(hand.legal_actions()[0])
>>> me = hand.to_move
>>> child = hand.copy(); child.push(CLOSE)
>>> util = {v: float(v) for v in range(-3, 4)}
>>> not core.available() or -3 <= close_values([child], me, util)[0] <= 3
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..engine.actions import CLAIM
from ..engine.hand import Hand
from . import core
from .solver import core_table

__all__ = ["DEFAULT_DEPTH", "close_values"]

#: The closer's decisions after a close chosen as one strategy over the deals (trial level
#: ``master-pvclose``); below them both sides play each deal with every card known.
DEFAULT_DEPTH = 3

_FALSE_CLAIM = 2  # the core's outcome reason code (core.REASONS)


def close_values(children: Sequence[Hand], me: int, util: dict[int, float],
                 depth: int = DEFAULT_DEPTH, weights: Sequence[float] | None = None,
                 should_stop: Callable[[], bool] | None = None) -> list[int]:
    """The result (signed game points for ``me``, the closer) of each deal of ``children``
    (the sampled deals right after ``me``'s close, every one in the same public position),
    the closer playing its first ``depth`` decisions as one strategy over the deals (by mean
    ``util``, each deal counted ``weights[i]`` times), the opponent answering each deal with
    its best reply there, and the rest of each deal solved exactly. Needs the compiled core
    (``CoreUnavailable`` otherwise); ``SolverCancelled`` when ``should_stop`` says so."""
    if not children:
        return []
    solver = _PresumedValue(children[0], me, util, should_stop)
    states = [core.state_of(h) if h.outcome is None else None for h in children]
    finished = {i: _outcome_value(h, me) for i, h in enumerate(children)
                if h.outcome is not None}
    w = list(weights) if weights is not None else [1.0] * len(children)
    open_deals = [i for i in range(len(children)) if i not in finished]
    values = solver.values([states[i] for i in open_deals], [w[i] for i in open_deals], depth)
    out = [0] * len(children)
    for i, v in finished.items():
        out[i] = v
    for i, v in zip(open_deals, values, strict=True):
        out[i] = v
    return out


def _outcome_value(hand: Hand, me: int) -> int:
    o = hand.outcome
    assert o is not None
    return o.game_points if o.winner == me else -o.game_points


class _PresumedValue:
    """The recursion of :func:`close_values` over lists of core states."""

    def __init__(self, hand: Hand, me: int, util: dict[int, float],
                 should_stop: Callable[[], bool] | None) -> None:
        module = core.compiled()
        if module is None:
            raise core.CoreUnavailable("the presumed-value close needs the compiled core")
        self.core: Any = module
        self.me = me
        self.util = util
        self.stop = should_stop
        self.table = core_table(hand.rules)

    def _call(self, fn: Callable[..., Any], state: Any) -> Any:
        try:
            return fn(state, self.table, 0, self.stop)
        except self.core.SearchStopped:
            raise core.SolverCancelled from None

    def _over_value(self, state: Any) -> int:
        winner, game_points, *_ = state.outcome()
        return int(game_points if winner == self.me else -game_points)

    def _exact(self, state: Any) -> int:
        """The deal's value for the closer, both sides playing perfectly from here."""
        if state.over:
            return self._over_value(state)
        v = int(self._call(self.core.solve, state))
        return v if state.to_move == self.me else -v

    def values(self, states: list[Any], weights: list[float], depth: int) -> list[int]:
        """The closer's result in each state (same public position, hidden cards differing)
        under the presumed-value play of its next ``depth`` decisions."""
        out = [0] * len(states)
        pending = []
        for i, s in enumerate(states):
            if s.over or depth <= 0:
                out[i] = self._exact(s)
            else:
                pending.append(i)
        if not pending:
            return out
        mover = states[pending[0]].to_move
        if mover == self.me:
            # The closer's legal actions depend only on what it knows (its hand and the
            # cards shown); grouped anyway, so that a difference can never mix deals.
            groups: dict[tuple[int, ...], list[int]] = {}
            for i in pending:
                groups.setdefault(tuple(states[i].legal()), []).append(i)
            for legal, members in groups.items():
                for i, v in zip(members, self._closer_choice(
                        [states[i] for i in members], [weights[i] for i in members],
                        legal, depth), strict=True):
                    out[i] = v
            return out
        # The opponent answers in each deal with that deal's best reply (every card known);
        # the closer sees the reply, so the deals are grouped by it.
        replies: dict[int, list[int]] = {}
        for i in pending:
            replies.setdefault(self._best_reply(states[i]), []).append(i)
        for reply, members in replies.items():
            children = []
            for i in members:
                child = states[i].copy()
                child.apply(reply)
                children.append(child)
            results = self.values(children, [weights[i] for i in members], depth)
            for i, v in zip(members, results, strict=True):
                out[i] = v
        return out

    def _closer_choice(self, states: list[Any], weights: list[float], legal: tuple[int, ...],
                       depth: int) -> list[int]:
        """The results of the one action with the best mean utility over ``states``."""
        best: list[int] | None = None
        best_score = float("-inf")
        for a in legal:
            children = []
            for s in states:
                child = s.copy()
                child.apply(a)
                children.append(child)
            if a == CLAIM and self._false_claim(children[0]):
                continue
            results = self.values(children, weights, depth - 1)
            score = sum(w * self.util[v] for w, v in zip(weights, results, strict=True))
            if score > best_score + 1e-12:
                best, best_score = results, score
        assert best is not None  # some legal action is not a false claim
        return best

    @staticmethod
    def _false_claim(state: Any) -> bool:
        found = state.outcome()
        return found is not None and found[2] == _FALSE_CLAIM

    def _best_reply(self, state: Any) -> int:
        """The opponent's best action in this deal (every card known), false claims left
        out; the first of equal ones in the engine's order."""
        values: dict[int, int] = self._call(self.core.action_values, state)
        best, best_value = -1, -99
        for a in state.legal():
            if a == CLAIM:
                child = state.copy()
                child.apply(a)
                if self._false_claim(child):
                    continue
            if values[a] > best_value:
                best, best_value = a, values[a]
        return best

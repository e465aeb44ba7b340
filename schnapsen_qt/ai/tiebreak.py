"""Choosing among moves that are equally good against perfect play.

Once the talon is closed or exhausted the solver (:mod:`.solver`) values each move in each
deal exactly, assuming both sides play perfectly from there (Master values the last trick
before the talon runs out the same way, :mod:`.last_trick`), and often several moves are
worth the same in every deal: every way wins one game point, or every way loses two. A
person does not play perfectly. So among those moves the search prefers the one that leaves
an opponent playing by rules of thumb (:func:`.basic.rule_action`, the Intermediate level)
the most room to go wrong: its value is the result when we go on playing perfectly
(breaking later ties the same way) and the opponent plays those rules, averaged over the
search's deals. Against a perfect opponent nothing is lost, since only moves of the best
value are compared.

>>> from schnapsen_qt.engine import SOFT, Hand
>>> from schnapsen_qt.ai.basic import rule_action
>>> hand = Hand.shuffled(SOFT, dealer=0, rng=4)
>>> while not hand.phase_two:
...     seat = hand.to_move
...     hand.push(rule_action(hand, seat, hand.hands[seat], hand.legal_actions()))
>>> values = fallible_values(hand, hand.legal_actions(), {g: float(g) for g in range(-3, 4)})
>>> sorted(values) == sorted(hand.legal_actions())
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..engine.actions import Action
from ..engine.hand import Hand
from .basic import rule_action
from .solver import Solvers, outcome_value

__all__ = ["fallible_values", "break_tie"]


def fallible_values(hand: Hand, actions: Iterable[Action], util: dict[int, float],
                    should_stop: Callable[[], bool] | None = None) -> dict[Action, float]:
    """Utility (by ``util``) for the player to move in ``hand`` of each of ``actions``
    against a rule-playing opponent, we playing perfectly after it. ``hand`` is in phase two,
    or each action and the opponent's answer lead there (:func:`break_tie`)."""
    return _values(hand, actions, util, Solvers(should_stop))


def break_tie(deals: Sequence[Hand], tied: list[Action], util: dict[int, float],
              should_stop: Callable[[], bool] | None = None,
              solvers: Solvers | None = None) -> Action:
    """The move of ``tied`` (equal values in the search) best on average over ``deals``
    against a rule-playing opponent; the first of them on a further tie. The deals are
    phase-two hands, or hands where each of ``tied`` and the opponent's answer lead to phase
    two (the last trick before the talon runs out), the same player to move in each.

    ``solvers``: the tables the search filled while valuing those deals, so that what it
    solved is not solved again (the deals of one view share their closing state)."""
    if solvers is None:
        solvers = Solvers(should_stop)
    totals = dict.fromkeys(tied, 0.0)
    for hand in deals:
        for a, v in _values(hand, tied, util, solvers).items():
            totals[a] += v
    return max(tied, key=lambda a: (totals[a], -tied.index(a)))


def _values(hand: Hand, actions: Iterable[Action], util: dict[int, float],
            solvers: Solvers) -> dict[Action, float]:
    me = hand.to_move
    out = {}
    for a in actions:
        child = hand.copy()
        child.push_unchecked(a)
        out[a] = _value(child, me, util, solvers)
    return out


def _value(hand: Hand, me: int, util: dict[int, float], solver: Solvers) -> float:
    while hand.outcome is None and hand.to_move != me:
        seat = hand.to_move
        hand.push_unchecked(rule_action(hand, seat, hand.hands[seat], hand.legal_actions()))
    if hand.outcome is not None:
        return util[outcome_value(hand, me)]
    values = solver.action_values(hand)
    top = max(util[v] for v in values.values())
    best = -1e9
    for a, v in values.items():
        if util[v] == top:
            child = hand.copy()
            child.push_unchecked(a)
            best = max(best, _value(child, me, util, solver))
    return best

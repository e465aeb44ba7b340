"""The last tricks before the talon runs out, searched in each sampled deal.

Master values a way to play on in a sampled deal by a playout: both seats play the
Intermediate rules until the talon is closed or exhausted. Near the end of the talon that
misjudges the hand: a strong player closes when closing wins and picks its cards for the
tricks that decide who draws what. Once at most four talon cards are left after the action,
:func:`deal_value` searches the deal instead: both seats choose among their cards, and a
leader also whether to close, by alpha-beta with every card of the deal known, through the
trick under way and the next one; the solver (or, if the talon is still open then, the rule
playout) values what follows. Two tricks from four talon cards reach the end of the talon,
so there the value is exact for the deal.

Melds, the trump exchange and claims inside the search are the rules' (:func:`.basic.rule_action`
melds and exchanges at once and claims at 66): they are rarely the question this late, and
leaving them out keeps the search to a few dozen positions per deal. A search with every
card known over the whole hand is what the strongest open Schnapsen program does in each
deal (docs/PERFORMANCE.md); two tricks is what fits our time targets in pure Python.

>>> from schnapsen_qt.engine import SOFT, Hand
>>> from schnapsen_qt.ai.basic import rule_action
>>> hand = Hand.shuffled(SOFT, dealer=0, rng=5)
>>> while not (hand.talon_size == 4 and hand.lead < 0):
...     seat = hand.to_move
...     hand.push(rule_action(hand, seat, hand.hands[seat], hand.legal_actions()))
>>> -3 <= deal_value(hand, hand.to_move, tricks=2) <= 3
True
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.actions import CLOSE, MELD, Action
from ..engine.hand import Hand
from . import playout as playouts
from .basic import rule_action
from .solver import SolverCancelled, Solvers, outcome_value, solve_for

__all__ = ["LATE_TALON", "applies", "branches", "deal_value", "late_value"]

#: Master, under the rules that forbid closing at the talon's last lead (sharp, tournament),
#: and the trial level ``master-late``, under every rule set, search each deal once at most
#: this many talon cards are left after their action (the last two tricks before the talon
#: runs out; the very last one is :mod:`.last_trick`'s): docs/PERFORMANCE.md.
LATE_TALON = 4

_WORST = -99  # below any result in game points
_BEST = 99


def applies(child: Hand, late_talon: int) -> bool:
    """Is ``child`` (a sampled deal after the searching player's action) searched rather
    than played out: the hand goes on, the talon is open and holds at most ``late_talon``
    cards?"""
    return (late_talon > 0 and child.outcome is None and not child.phase_two
            and child.talon_size <= late_talon)


def late_value(child: Hand, me: int, should_stop: Callable[[], bool] | None = None,
               solvers: Solvers | None = None) -> int:
    """:func:`deal_value` of ``child``, the deal after ``me``'s action, through the trick of
    that action and the next one."""
    return deal_value(child, me, 2 if child.lead >= 0 else 1, should_stop, solvers)


def deal_value(hand: Hand, me: int, tricks: int = 2,
               should_stop: Callable[[], bool] | None = None,
               solvers: Solvers | None = None) -> int:
    """Signed game points for ``me`` of ``hand`` (a deal, every card known) with both seats
    searching their cards and closes until ``tricks`` more tricks are complete, counting a
    trick under way; then the solver once the talon is closed or exhausted, else the rule
    playout. Raises :class:`.solver.SolverCancelled` when ``should_stop`` says so.
    ``solvers``: the solver tables to share (a search's, across its deals); the values are
    exact either way, sharing only saves solving a position twice."""
    target = hand.trick_count + tricks
    stop = should_stop or (lambda: False)
    return _value(hand, me, target, _WORST, _BEST, stop,
                  solvers if solvers is not None else Solvers(should_stop))


def branches(hand: Hand, me: int, target: int, stop: Callable[[], bool] | None = None,
             solvers: Solvers | None = None) -> int | tuple[Hand, bool, list[Action]]:
    """Where the search of :func:`deal_value` stands at ``hand``: a leaf's value for ``me``
    (the result, the solver, or the rule playout once ``target`` tricks are complete), or the
    next position with a choice, whether ``me`` makes it, and its choices (the rules' card
    first, then the other cards, then closing at a lead). The rules' non-card actions
    (melds, the exchange, claims) and forced moves are played on the way, without
    branching."""
    while True:
        if hand.outcome is not None:
            return outcome_value(hand, me)
        if hand.phase_two:
            return solve_for(hand, me, stop, solvers)
        if hand.lead < 0 and hand.trick_count >= target:
            return playouts.playout(hand.copy(), me, stop, solvers=solvers)
        seat = hand.to_move
        legal = hand.legal_actions()
        choice = rule_action(hand, seat, hand.hands[seat], legal)
        cards = [a for a in legal if a < MELD]
        if choice >= MELD or len(cards) <= 1:
            hand = hand.copy()
            hand.push_unchecked(choice if choice >= MELD or not cards else cards[0])
            continue
        # The rules' card first: usually good, so alpha-beta cuts early.
        cards.remove(choice)
        cards.insert(0, choice)
        if hand.lead < 0 and CLOSE in legal:
            cards.append(CLOSE)
        return hand, seat == me, cards


def _value(hand: Hand, me: int, target: int, alpha: int, beta: int,
           stop: Callable[[], bool], solvers: Solvers) -> int:
    found = branches(hand, me, target, stop, solvers)
    if isinstance(found, int):
        return found
    if stop():
        raise SolverCancelled
    hand, maxing, choices = found
    best = _WORST if maxing else _BEST
    for a in choices:
        child = hand.copy()
        child.push_unchecked(a)
        v = (solvers.value_for(child, me) if a == CLOSE
             else _value(child, me, target, alpha, beta, stop, solvers))
        if maxing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best

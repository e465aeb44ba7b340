"""The playout: a phase-one position played on to its end by the rules of thumb (or a
learned or balanced card policy), then solved exactly once phase two begins. The search values
a way to play on by it in each sampled deal; the late search and the review use it too. Its
own module so that they all import it without importing one another.

Where the compiled core is in use (:mod:`.core`), the rule playout (no learned or balanced
policy, no exact last trick) runs in the core (``_core_playout.c``): the same rules of thumb,
the same random draws of a noisy playout, the same solves, so the same value
(``tests/ai/test_core_playout.py``), several times faster. :func:`python_playout` is the
Python loop, the authority the core is held to."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine.actions import CLOSE, MELD
from ..engine.hand import Hand
from . import core
from .basic import rule_action
from .last_trick import NotExact, perfect_information_value
from .playout_policy import PlayoutPolicy
from .solver import Solvers, core_table, outcome_value, solve_for


def playout(hand: Hand, me: int, should_stop: Callable[[], bool] | None,
            close_talon: int = 0, last_trick: bool = False, noise: float = 0.0,
            rng: random.Random | None = None, policy: PlayoutPolicy | None = None,
            solvers: Solvers | None = None, seed: int | None = None) -> int:
    """Play ``hand`` on with the rule policy for both seats until phase two, then solve it
    (by ``solvers``, a search's tables shared by its deals, if given). Signed game points
    for ``me``.

    With ``policy`` (:mod:`.playout_policy`), the cards are chosen by that learned policy
    instead (it reads the rules' card among its features); melds, closes and exchanges stay
    the rules'. A balanced policy (:mod:`.balanced_playouts`) draws its cards with ``rng``.

    With ``noise`` > 0 (and ``rng``), each card the rule policy would play is replaced, with
    that probability, by a legal card drawn at random (melds, closes and exchanges stay the
    rules'): a playout in which either side may go wrong (see ``Searcher.noisy_playout``).
    ``seed`` instead of ``rng``: the draws of ``random.Random(seed)``, which the compiled core
    draws without making the object (making one costs more than a compiled playout).

    With ``close_talon`` > 0, ``me`` also closes on any later lead where the talon holds at
    most that many cards and closing wins this deal: the option to close later is valued
    like closing now (both with the deal's cards known), instead of only closing with a
    sure 66 as the rule policy does.

    With ``last_trick``, the last trick before the talon runs out is played with every card
    known (:func:`.last_trick.perfect_information_value`) instead of by the rule policy.

    The compiled core plays the rule playout (no ``policy``, no ``last_trick``) on a copy of
    its own and leaves ``hand`` as it was; :func:`python_playout` plays on in ``hand``."""
    fast = core.compiled()
    if fast is not None and policy is None and not last_trick and hand.outcome is None:
        rules = hand.rules
        draws: random.Random | int | None = rng
        if rng is None and seed is not None:
            draws = seed if 0 <= seed < 1 << 64 else random.Random(seed)
        try:
            value: int = fast.playout_hand(
                core.rules_key(rules), core.hand_parts(hand), me, core_table(rules),
                should_stop, close_talon, noise, draws)
        except fast.SearchStopped:
            raise core.SolverCancelled from None
        return value
    return python_playout(hand, me, should_stop, close_talon, last_trick, noise, rng, policy,
                          solvers, seed)


def python_playout(hand: Hand, me: int, should_stop: Callable[[], bool] | None,
                   close_talon: int = 0, last_trick: bool = False, noise: float = 0.0,
                   rng: random.Random | None = None, policy: PlayoutPolicy | None = None,
                   solvers: Solvers | None = None, seed: int | None = None) -> int:
    """:func:`playout` in Python, whatever the backend (its solves by the backend in use):
    the pure-Python search's playout, the one the core's is held to, and the one with a
    learned or balanced policy or an exact last trick."""
    if rng is None and seed is not None:
        rng = random.Random(seed)
    while hand.outcome is None and not hand.phase_two:
        seat = hand.to_move
        legal = hand.legal_actions()
        if (seat == me and close_talon and hand.lead < 0 and CLOSE in legal
                and hand.talon_size <= close_talon and hand.meld_suit < 0):
            child = hand.copy()
            child.push_unchecked(CLOSE)
            v = solve_for(child, me, should_stop)
            if v > 0:
                return v
        action = rule_action(hand, seat, hand.hands[seat], legal)
        if policy is not None and action < MELD and hand.meld_suit < 0:
            cards = [a for a in legal if a < MELD]
            if len(cards) > 1:
                action = policy.card(hand, seat, hand.hands[seat], cards, action, rng)
        if noise and rng is not None and action < MELD and rng.random() < noise:
            cards = [a for a in legal if a < MELD]
            action = cards[rng.randrange(len(cards))]
        if (last_trick and hand.stock_left == 1 and hand.lead < 0
                and (action < MELD or action == CLOSE)):
            try:
                return perfect_information_value(hand, me, should_stop)
            except NotExact:
                pass
        hand.push_unchecked(action)
    if hand.outcome is not None:
        return outcome_value(hand, me)
    return solve_for(hand, me, should_stop, solvers)


def nested_playout(hand: Hand, me: int, should_stop: Callable[[], bool] | None,
                   worlds: int, depth: int, seed: int, fair_close: int = 0) -> int | None:
    """A nested playout of ``hand`` in the compiled core (``_core_nested.c``): as the rule
    playout, but each seat's first ``depth`` card choices while the talon is open are made
    by a small search of that seat's own: each legal card valued by one rule playout in each
    of ``worlds`` worlds drawn from what the seat can know (its hand, the cards played, the
    turn-up, the opponent's cards it has seen), the best total played. The worlds' draws come
    from ``seed``. Signed game points for ``me``; ``None`` without the core (the caller then
    plays the ordinary playout). Used by Master (docs/research/nested-playouts.md).
    ``fair_close`` > 0 (the trial level ``master-fairclose``): at the talon's last lead each
    seat closes where closing has the best exact value summed over that many worlds drawn
    from its own knowledge, not only with a sure 66 (docs/research/last-lead-closes.md)."""
    fast = core.compiled()
    if fast is None or hand.outcome is not None:
        return None
    try:
        args = (core.rules_key(hand.rules), core.hand_parts(hand), me,
                core_table(hand.rules), should_stop, hand.shown[0], hand.shown[1], worlds,
                depth, seed % (1 << 64)) + ((fair_close,) if fair_close else ())
        value: int = fast.nested_playout_hand(*args)
    except fast.SearchStopped:
        raise core.SolverCancelled from None
    return value

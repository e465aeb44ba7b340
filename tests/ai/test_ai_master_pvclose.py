"""The trial level ``master-pvclose``: Master whose closes are valued by the closer's play
after the close as one strategy over the sampled deals (presumed value, ai/pv_close.py). A
close's value is then never above plain sampling's, is exact for a single deal, and changes
nothing but the closes; the level stays legal, repeatable and honest (the same view gives the
same decision whatever the hidden cards), and is Master itself without the core."""

from __future__ import annotations

import random
from typing import Any

import pytest
from ai_helpers import CLOSES, searched_phase_one_points, view_pairs
from test_core_rules import needs_core

from schnapsen_qt.ai import core, create_player
from schnapsen_qt.ai.deals import opponent_forbidden, opponent_required, sample_deal
from schnapsen_qt.ai.levels import EXPERIMENTAL, REGISTRY
from schnapsen_qt.ai.pv_close import close_values
from schnapsen_qt.ai.search import Searcher
from schnapsen_qt.ai.solver import Solvers
from schnapsen_qt.engine import SOFT, Hand, Rules
from schnapsen_qt.engine.actions import CLOSE

SHARP = Rules.preset("sharp")
UTIL = {v: float(v) for v in range(-3, 4)}


def _options(**changes: Any) -> dict[str, Any]:
    """``master-pvclose``'s search options, with ``changes``."""
    return {**EXPERIMENTAL["master-pvclose"].options, **changes}


def _closing_points(rules_name: str, seed: str, count: int, points: int = 0) -> list[Hand]:
    """Copies of phase-one decision points of random hands where the search weighs a close
    (with ``points``, only where the player has counted that many points: closes worth
    weighing; early in a hand most are hopeless in every deal)."""
    return searched_phase_one_points(rules_name, seed, count, hands=200, keep=0.5,
                                     closing=True, min_points=points)


def test_master_is_unchanged_and_the_new_level_is_a_trial() -> None:
    level = EXPERIMENTAL["master-pvclose"]
    assert "master-pvclose" not in REGISTRY
    assert "pv_close" not in REGISTRY["master"].options
    assert {k: v for k, v in level.options.items() if k != "pv_close"} == EXPERIMENTAL[
        "master-ruled"].options
    assert level.samples == REGISTRY["master"].samples
    assert level.rng_key == "master"  # it draws Master's deals


@needs_core
def test_a_single_deal_is_valued_exactly() -> None:
    """With one deal the closer's one strategy is its best play in that deal: the value is
    the exact one."""
    for hand in _closing_points("soft", "pv-single", 6, 25):
        view = hand.view(hand.to_move)
        deal = sample_deal(view, random.Random(1), opponent_forbidden(view),
                           opponent_required(view))
        child = deal.copy()
        child.push(CLOSE)
        assert close_values([child], view.seat, UTIL) == [
            Solvers().value_for(child, view.seat)]


@needs_core
@pytest.mark.parametrize("rules_name", ["soft", "sharp"])
def test_one_strategy_is_never_worth_more_than_seeing_every_card(rules_name: str) -> None:
    """Over several deals each deal's value is at most its exact value (the closer's choice
    is restricted, the opponent answers as well as in the exact solve), and somewhere it is
    below: the strategy fusion this removes."""
    below = 0
    for hand in _closing_points(rules_name, f"pv-bound-{rules_name}", 8, 25):
        view = hand.view(hand.to_move)
        rng = random.Random(2)
        children = []
        for _ in range(12):
            child = sample_deal(view, rng, opponent_forbidden(view), opponent_required(view))
            child.push(CLOSE)
            children.append(child)
        exact = [Solvers().value_for(c, view.seat) for c in children]
        presumed = close_values(children, view.seat, UTIL)
        assert all(p <= e for p, e in zip(presumed, exact, strict=True))
        below += sum(exact) > sum(presumed)
    assert below >= 1


@needs_core
def test_only_the_close_differs_from_master() -> None:
    """On the same deals every way to play on is valued as Master values it; the close is
    valued no higher, and among these positions lower at least once."""
    lower = 0
    for hand in _closing_points("soft", "pv-master", 8, 25):
        view = hand.view(hand.to_move)
        master = Searcher(24, None, **EXPERIMENTAL["master-ruled"].options).decide(
            view, random.Random(3))
        trial = Searcher(24, None, **_options()).decide(view, random.Random(3))
        assert trial.action in view.legal
        for a, stats in master.stats.items():
            if a in CLOSES:
                assert trial.stats[a].n == stats.n
                assert trial.stats[a].game_points <= stats.game_points
                lower += trial.stats[a].game_points < stats.game_points
            else:
                assert trial.stats[a] == stats
        if master.action not in CLOSES and trial.action not in CLOSES:
            assert trial.action == master.action
    assert lower >= 1


@needs_core
@pytest.mark.parametrize("rules", [SOFT, SHARP], ids=["soft", "sharp"])
def test_it_decides_from_the_view_only(rules: Rules) -> None:
    """The same view from another pack (other hidden cards): the same decision and the same
    value of every candidate, at decisions where it may close (the last lead before the
    talon runs out included)."""
    rng = random.Random(f"pv-fair-{rules}")
    compared = closing = 0

    def keep(hand: Hand) -> bool:
        return not hand.phase_two and (hand.talon_size <= 4 or rng.random() <= 0.4)

    for hand, other in view_pairs(rng, rules, 10, keep):
        seat = hand.to_move
        searcher = Searcher(16, None, **_options())
        decision = searcher.decide(hand.view(seat), random.Random(4))
        assert decision == searcher.decide(other.view(seat), random.Random(4))
        closing += any(a in CLOSES for a in decision.stats)
        compared += 1
    assert compared >= 5 and closing >= 3


@needs_core
def test_same_seed_and_view_give_the_same_decision() -> None:
    for hand in _closing_points("sharp", "pv-repeat", 3):
        view = hand.view(hand.to_move)
        player = create_player("master-pvclose", 7, samples=16)
        assert player.decide(view) == player.decide(view)
        assert create_player("master-pvclose", 7, samples=16).decide(view) == player.decide(
            view)


def test_without_the_core_it_is_master() -> None:
    """Where the core is not built (or ``SCHNAPSEN_PURE_PYTHON=1``) the level searches as
    Master does."""
    hand = _closing_points("soft", "pv-python", 1)[0]
    view = hand.view(hand.to_move)
    before = core.BACKEND
    core.use_backend("python")
    try:
        trial = Searcher(3, None, **_options()).decide(view, random.Random(1))
        assert trial == Searcher(3, None, **EXPERIMENTAL["master-ruled"].options).decide(
            view, random.Random(1))
    finally:
        core.use_backend(before)

"""The trial level ``master-exact``: while the talon is open its ways to play on are ranked by
the exact value of every sampled deal (the compiled core), and a close is judged as Master
judges it, against the value model's value of the best way to play on. It stays legal,
repeatable and honest (the same view gives the same decision whatever the hidden cards), and
is Master itself where it does not apply (house rules, Sechsundsechzig, no core)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from ai_helpers import CLOSES, random_decision_points, searched_phase_one_points, view_pairs
from test_core_rules import needs_core

from schnapsen_qt.ai import core, create_player
from schnapsen_qt.ai.levels import EXPERIMENTAL, REGISTRY
from schnapsen_qt.ai.search import Searcher
from schnapsen_qt.engine import SOFT, Hand, Rules

SHARP = Rules.preset("sharp")
HOUSE = Rules.preset("house")
SIXTY_SIX = Rules.preset("sechsundsechzig")
# The rule sets whose closes the value model judges (value_model.supports).
MODEL_RULES = ("soft", "sharp", "tournament")


def _options(**changes: Any) -> dict[str, Any]:
    """``master-exact``'s search options, with ``changes``."""
    return {**EXPERIMENTAL["master-exact"].options, **changes}


def _searched_phase_one(rules_name: str, seed: str, count: int,
                        closing: bool = False) -> list[Hand]:
    """Copies of phase-one decision points of random hands where the search decides (with
    ``closing``, only those where a close is among the candidates)."""
    return searched_phase_one_points(rules_name, seed, count, hands=60, keep=0.5,
                                     closing=closing)


def test_master_is_unchanged_and_the_new_level_is_a_trial() -> None:
    assert "master-exact" in EXPERIMENTAL and "master-exact" not in REGISTRY
    assert "exact_play_on" not in REGISTRY["master"].options
    assert "exact_deals" not in REGISTRY["master"].options


@needs_core
@pytest.mark.parametrize("rules_name", MODEL_RULES)
def test_it_plays_legal_actions_valued_by_exact_deals(rules_name: str) -> None:
    """Each searched phase-one decision is legal and each candidate is valued by exact deal
    values (whole game points per deal); when it plays on, it plays the way to play on with
    the best exact mean."""
    hands = _searched_phase_one(rules_name, f"exact-legal-{rules_name}", 3, closing=True)
    assert len(hands) == 3
    for hand in hands:
        view = hand.view(hand.to_move)
        assert create_player("master-exact", 5).decide(view).action in view.legal
        decision = Searcher(120, None, **_options(exact_deals=6)).decide(
            view, random.Random(1))
        assert decision.action in view.legal and decision.samples == 6
        for stats in decision.stats.values():
            assert stats.n == 6 and stats.game_points == round(stats.game_points)
        play_on = [a for a in decision.stats if a not in CLOSES]
        if decision.action not in CLOSES:
            best = max(decision.stats[a].mean for a in play_on)
            assert decision.stats[decision.action].mean == best


@needs_core
def test_only_the_close_judgment_differs_from_plain_pimc() -> None:
    """The same deals give the same exact values as ``master-pimc`` (the same options but
    ``exact_play_on``); the two differ only in whether they close (the close weighed
    against the value model's value of playing on instead of the exact one), never in
    which way they play on, and among these positions they do differ once."""
    differing_closes = 0
    for hand in _searched_phase_one("soft", "a", 12, closing=True):
        view = hand.view(hand.to_move)
        pimc = Searcher(120, None, **_options(
            exact_deals=8, exact_play_on=False)).decide(view, random.Random(2))
        exact = Searcher(120, None, **_options(exact_deals=8)).decide(
            view, random.Random(2))
        assert exact.stats == pimc.stats
        if pimc.action not in CLOSES and exact.action not in CLOSES:
            assert exact.action == pimc.action
        differing_closes += (pimc.action in CLOSES) != (exact.action in CLOSES)
    assert differing_closes >= 1


@needs_core
def test_same_seed_and_view_give_the_same_decision() -> None:
    for hand in _searched_phase_one("sharp", "exact-repeat", 3):
        view = hand.view(hand.to_move)
        searcher = Searcher(120, None, **_options(exact_deals=8))
        assert (searcher.decide(view, random.Random(3))
                == searcher.decide(view, random.Random(3)))


@needs_core
@pytest.mark.parametrize("rules", [SOFT, SHARP], ids=["soft", "sharp"])
def test_it_decides_from_the_view_only(rules: Rules) -> None:
    """The same view from another pack (other hidden cards): the same decision and the same
    value of every candidate."""
    rng = random.Random(f"exact-fair-{rules}")
    compared = 0
    for hand, other in view_pairs(rng, rules, 8,
                                  lambda hand: not hand.phase_two and rng.random() <= 0.5):
        seat = hand.to_move
        searcher = Searcher(120, None, **_options(exact_deals=6))
        assert (searcher.decide(hand.view(seat), random.Random(4))
                == searcher.decide(other.view(seat), random.Random(4)))
        compared += 1
    assert compared >= 5


def test_where_it_does_not_apply_it_is_master() -> None:
    """Under the house rules (no value model to judge the closes) and Sechsundsechzig (a
    deal too slow to solve) the level decides as Master's search does, deal for deal."""
    master = dict(EXPERIMENTAL["master-ruled"].options)
    rng = random.Random("exact-fallback")
    compared = 0
    for rules in (HOUSE, SIXTY_SIX):
        for hand in random_decision_points(rng, rules, 4):
            if hand.phase_two or rng.random() > 0.3:
                continue
            view = hand.view(hand.to_move)
            trial = Searcher(4, None, **_options()).decide(
                view, random.Random(6))
            assert trial == Searcher(4, None, **master).decide(view, random.Random(6))
            compared += 1
    assert compared >= 4


def test_without_the_core_it_is_master() -> None:
    """Where the core is not built (or ``SCHNAPSEN_PURE_PYTHON=1``) the level searches as
    Master does."""
    hand = _searched_phase_one("soft", "exact-python", 1)[0]
    view = hand.view(hand.to_move)
    master = dict(EXPERIMENTAL["master-ruled"].options)
    before = core.BACKEND
    core.use_backend("python")
    try:
        trial = Searcher(3, None, **_options()).decide(
            view, random.Random(1))
        assert trial == Searcher(3, None, **master).decide(view, random.Random(1))
    finally:
        core.use_backend(before)

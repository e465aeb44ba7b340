"""The trial level ``master-pimc``: while the talon is open it values each candidate by the
exact value of every sampled deal (the compiled core), under the 20-card rule sets; it stays
legal, repeatable and honest (the same view gives the same decision whatever the hidden
cards), and is Master itself where the core does not apply (Sechsundsechzig)."""

from __future__ import annotations

import random

import pytest
from ai_helpers import random_decision_points, searched_phase_one_points, view_pairs
from test_core_rules import needs_core

from schnapsen_qt.ai import core, create_player
from schnapsen_qt.ai.levels import EXPERIMENTAL, REGISTRY
from schnapsen_qt.ai.search import Searcher
from schnapsen_qt.engine import SOFT, Hand, Rules

pytestmark = [needs_core]

HOUSE = Rules.preset("house")
SIXTY_SIX = Rules.preset("sechsundsechzig")
TWENTY_CARD = ("soft", "sharp", "tournament", "house")


def _searched_phase_one(rules_name: str, seed: str, count: int) -> list[Hand]:
    """Copies of phase-one decision points of random hands where the search decides."""
    return searched_phase_one_points(rules_name, seed, count, hands=40, keep=0.4)


def test_master_is_unchanged_and_the_new_level_is_a_trial() -> None:
    assert "master-pimc" in EXPERIMENTAL and "master-pimc" not in REGISTRY
    assert "exact_deals" not in REGISTRY["master"].options


@pytest.mark.parametrize("rules_name", TWENTY_CARD)
def test_it_plays_legal_actions_and_solves_each_deal(rules_name: str) -> None:
    """Each searched phase-one decision is legal, and each candidate's value is the mean of
    exact deal values (whole game points per deal, so the mean times the deals is whole)."""
    hands = _searched_phase_one(rules_name, f"pimc-legal-{rules_name}", 3)
    assert len(hands) == 3
    for hand in hands:
        view = hand.view(hand.to_move)
        player = create_player("master-pimc", 5)
        assert player.decide(view).action in view.legal
        searcher = Searcher(120, None, evaluation="hybrid", exact_deals=6)
        decision = searcher.decide(view, random.Random(1))
        assert decision.action in view.legal and decision.samples == 6
        for stats in decision.stats.values():
            assert stats.n == 6
            assert stats.game_points == round(stats.game_points)
            assert -3 <= stats.mean_gp <= 3


def test_same_seed_and_view_give_the_same_decision() -> None:
    for hand in _searched_phase_one("soft", "pimc-repeat", 4):
        view = hand.view(hand.to_move)
        searcher = Searcher(120, None, evaluation="hybrid", exact_deals=8)
        assert (searcher.decide(view, random.Random(3))
                == searcher.decide(view, random.Random(3)))


@pytest.mark.parametrize("rules", [SOFT, HOUSE], ids=["soft", "house"])
def test_it_decides_from_the_view_only(rules: Rules) -> None:
    """The same view from another pack (other hidden cards): the same decision and the same
    value of every candidate."""
    rng = random.Random(f"pimc-fair-{rules}")
    compared = 0
    for hand, other in view_pairs(rng, rules, 8,
                                  lambda hand: not hand.phase_two and rng.random() <= 0.5):
        seat = hand.to_move
        searcher = Searcher(120, None, evaluation="hybrid", exact_deals=6)
        a = searcher.decide(hand.view(seat), random.Random(4))
        b = searcher.decide(other.view(seat), random.Random(4))
        assert a == b
        compared += 1
    assert compared >= 5


def test_sechsundsechzig_and_the_phase_two_stay_masters() -> None:
    """Where the exact solve of each deal does not apply (a 24-card pack, or the talon
    closed or exhausted) the level decides as Master's search does, deal for deal."""
    master = dict(EXPERIMENTAL["master-ruled"].options)
    rng = random.Random("pimc-fallback")
    compared = 0
    for rules in (SIXTY_SIX, SOFT):
        for hand in random_decision_points(rng, rules, 6):
            if rng.random() > 0.3 or (rules is SOFT and not hand.phase_two):
                continue
            view = hand.view(hand.to_move)
            with_exact = Searcher(4, None, exact_deals=40, **master).decide(
                view, random.Random(6))
            without = Searcher(4, None, **master).decide(view, random.Random(6))
            assert with_exact == without
            compared += 1
    assert compared >= 6


def test_without_the_core_it_is_master() -> None:
    """Where the core is not built the level searches as Master does."""
    view = _searched_phase_one("soft", "pimc-python", 1)[0]
    seat_view = view.view(view.to_move)
    master = dict(EXPERIMENTAL["master-ruled"].options)
    core.use_backend("python")
    try:
        assert (Searcher(3, None, exact_deals=40, **master).decide(seat_view, random.Random(1))
                == Searcher(3, None, **master).decide(seat_view, random.Random(1)))
    finally:
        core.use_backend("compiled")

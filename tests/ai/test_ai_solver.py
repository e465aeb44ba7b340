"""The phase-two solver against plain minimax over the engine."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from ai_helpers import brute_force, random_endgame

from schnapsen_qt.ai.solver import Solver, solve
from schnapsen_qt.engine import CLAIM, Rules


@pytest.mark.parametrize("preset", ["soft", "sharp", "tournament"])
def test_solver_matches_brute_force(preset: str) -> None:
    rng = random.Random(f"solver-{preset}")
    for i in range(16):
        rules = Rules.preset(preset)
        if i % 4 == 1:
            rules = replace(rules, closing_scored_at="end")
        if i % 4 == 2:
            rules = replace(rules, false_claim_penalty="mirror")
        hand = random_endgame(rng, rules, close=i % 3 != 0)
        assert solve(hand) == brute_force(hand), hand


def test_action_values_match_brute_force_per_action() -> None:
    rng = random.Random("per-action")
    for _ in range(12):
        hand = random_endgame(rng, Rules.preset("soft"), close=True)
        p = hand.to_move
        values = Solver(hand).action_values(hand)
        for a in hand.legal_actions():
            if a == CLAIM and hand.counted_points(p) < 66:
                assert a not in values  # never a false claim
                continue
            child = hand.copy()
            child.push_unchecked(a)
            if child.outcome is not None:
                o = child.outcome
                expected = o.game_points if o.winner == p else -o.game_points
            else:
                expected = brute_force(child) * (1 if child.to_move == p else -1)
            assert values[a] == expected

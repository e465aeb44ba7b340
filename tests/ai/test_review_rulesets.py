"""The post-hand review under the house rules and Sechsundsechzig: its exact values are the
brute-force values over the engine (drawn hands valued 0, the close before drawing after the
trick that exhausted the talon included), and with a closed talon it averages exactly the
deals the seat cannot rule out, what the exchange or pass at the close revealed included."""

from __future__ import annotations

import random

import pytest
from ai_helpers import checked_exact_review, consistent_deal_values
from test_ai_solver_rulesets import random_phase_two

from schnapsen_qt.ai.review import evaluate, review_decision
from schnapsen_qt.engine import Rules
from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW, PASS


@pytest.mark.parametrize("preset", ["house", "sechsundsechzig"])
def test_exact_review_values_equal_brute_force(preset: str) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(f"review-exact-{preset}")
    checked = 0
    seen = set()
    while checked < 25:
        hand = random_phase_two(rng, rules)
        if hand.closed_by >= 0:
            continue
        for v in checked_exact_review(hand):
            seen.add("draw" if v.value == 0 else "decided")
            if v.action == CLOSE_BEFORE_DRAW:
                seen.add("close_before_draw")
        checked += 1
    if preset == "sechsundsechzig":
        assert "close_before_draw" in seen, seen


def test_a_drawn_hand_is_reviewed_as_a_draw() -> None:
    """An exact position whose best play draws: the reason says so (no win, no loss)."""
    rules = Rules.preset("sechsundsechzig")
    rng = random.Random("review-draw")
    for _ in range(3000):
        hand = random_phase_two(rng, rules)
        if hand.closed_by >= 0:
            continue
        view = hand.view(hand.to_move)
        ev = evaluate(view, "expert", 0)
        if max(v.value for v in ev.values) != 0:
            continue
        review = review_decision(view, None, len(hand.history), "expert")
        assert review.reason_code == "best_exact_draw"
        assert "draws the hand" in review.reason
        return
    pytest.fail("no drawn position found")


def test_closed_sechsundsechzig_talon_averages_every_deal_after_a_pass() -> None:
    """The closer reviewed after the opponent passed at the close: the opponent surely holds
    the trump Nine, and the review's values average exactly the deals where it does."""
    rules = Rules.preset("sechsundsechzig")
    rng = random.Random("review-pass")
    checked = 0
    for _ in range(20000):
        hand = random_phase_two(rng, rules)
        if hand.closed_by != hand.to_move or hand.lead >= 0:
            continue
        if (1 - hand.closed_by, PASS) not in hand.history:
            continue
        view = hand.view(hand.to_move)
        if not 2 <= view.unseen().bit_count() <= 6 or view.stock_left == 0:
            continue
        ev = evaluate(view, "master", 0)
        assert ev.all_deals  # (exact when the pass leaves a single deal)
        for v in ev.values:
            values = consistent_deal_values(hand, v.action)
            assert ev.deals == len(values)
            assert v.value == round(sum(values) / len(values), 4)
        checked += 1
        if checked == 3:
            return
    pytest.fail(f"only {checked} positions")

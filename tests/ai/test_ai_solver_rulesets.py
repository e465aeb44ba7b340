"""The phase-two solver against brute force over the engine under every rule option that
matters once the talon is closed or exhausted: the house game (``going_out: end``, the last
trick decides), Sechsundsechzig (24 cards, the ten for the last trick, the count and the drawn
hand, the close before drawing, the exchange or pass at a close, no melds in phase two) and
random mixes of every option."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest
from ai_helpers import memo_brute_force, memo_value_for

from schnapsen_qt.ai.solver import Solver, solve
from schnapsen_qt.engine import CLAIM, CLOSE, Hand, Rules
from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW, EXCHANGE, PASS
from schnapsen_qt.engine.rules import OPTION_CHOICES


def random_rules(rng: random.Random) -> Rules:
    """Every option drawn at random (true/false, or one of its values)."""
    options: dict[str, object] = {}
    for f in fields(Rules):
        choices = OPTION_CHOICES.get(f.name)
        options[f.name] = rng.choice(choices) if choices is not None else rng.random() < 0.5
    return Rules(**options)  # type: ignore[arg-type]


def random_phase_two(rng: random.Random, rules: Rules) -> Hand:
    """A random deal played at random (closes of both kinds often, no false claims) until the
    talon is closed or exhausted, then stopped at once (a pending exchange or pass, a close
    before drawing still open) or a few random moves later."""
    while True:
        hand = Hand.shuffled(rules, rng.randrange(2), rng)
        close_from = rng.randrange(0, 7)
        while hand.outcome is None and not hand.phase_two:
            legal = hand.legal_actions()
            closes = [a for a in legal if a in (CLOSE, CLOSE_BEFORE_DRAW)]
            if closes and hand.trick_count >= close_from and rng.random() < 0.5:
                hand.push(rng.choice(closes))
                break
            hand.push(rng.choice([a for a in legal if a < CLOSE]))  # cards, melds, exchange
        for _ in range(rng.choice((0, 0, 1, 2, 3, 5))):
            if hand.outcome is not None:
                break
            p = hand.to_move
            hand.push(rng.choice([a for a in hand.legal_actions()
                                  if a != CLAIM or hand.counted_points(p) >= 66]))
        if hand.outcome is None and hand.phase_two:
            return hand


def assert_solver_exact(hand: Hand) -> None:
    """The solver's value and each action's value equal brute force (no false claims)."""
    assert solve(hand) == memo_brute_force(hand), hand
    p = hand.to_move
    values = Solver(hand).action_values(hand)
    for a in hand.legal_actions():
        if a == CLAIM and hand.counted_points(p) < 66:
            assert a not in values
            continue
        child = hand.copy()
        child.push_unchecked(a)
        assert values[a] == memo_value_for(child, p), (hand, a)


@pytest.mark.parametrize("preset",
                         ["soft", "sharp", "tournament", "house", "sechsundsechzig"])
def test_solver_matches_brute_force_per_preset(preset: str) -> None:
    rng = random.Random(f"solver66-{preset}")
    rules = Rules.preset(preset)
    for _ in range(40):
        assert_solver_exact(random_phase_two(rng, rules))


def test_solver_counts_the_end_of_an_exhausted_sechsundsechzig_talon() -> None:
    """The last few tricks of exhausted talons, where the count, the ten for the last trick
    and a drawn hand decide most often (few positions above reach them)."""
    rng = random.Random("solver66-count")
    rules = Rules.preset("sechsundsechzig")
    draws = 0
    for _ in range(200):
        hand = random_phase_two(rng, rules)
        while hand.outcome is None and (hand.closed_by >= 0 or hand.hands[0].bit_count() > 3):
            if hand.closed_by >= 0:
                hand = random_phase_two(rng, rules)
                continue
            p = hand.to_move
            hand.push(rng.choice([a for a in hand.legal_actions()
                                  if a != CLAIM or hand.counted_points(p) >= 66]))
        if hand.outcome is None:
            assert_solver_exact(hand)
            draws += solve(hand) == 0
    assert draws


def test_solver_matches_brute_force_under_random_option_mixes() -> None:
    rng = random.Random("solver66-mixes")
    for _ in range(150):
        assert_solver_exact(random_phase_two(rng, random_rules(rng)))


def test_the_new_decisions_and_endings_are_met() -> None:
    """The positions above include every new case: the exchange or pass at a close, the close
    before drawing after the trick that exhausted the talon, a drawn hand, and the house
    game's played-out ends, both closed and not."""
    rng = random.Random("solver66-coverage")
    seen: set[str] = set()
    for _ in range(400):
        rules = random_rules(rng) if rng.random() < 0.5 else Rules.preset(
            rng.choice(("house", "sechsundsechzig")))
        hand = random_phase_two(rng, rules)
        legal = hand.legal_actions()
        if legal == [EXCHANGE, PASS]:
            seen.add("exchange_or_pass")
        if CLOSE_BEFORE_DRAW in legal:
            seen.add("close_before_draw")
        value = solve(hand)
        if value == 0:
            seen.add("draw")
        if rules.going_out == "end":
            seen.add("end_closed" if hand.closed_by >= 0 else "end_open")
    assert seen == {"exchange_or_pass", "close_before_draw", "draw", "end_closed", "end_open"}

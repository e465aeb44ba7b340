"""The compiled core's rule playouts are ai/basic.py's and ai/playout.py's: the same action of
the rules of thumb on random positions of every preset (and of random option mixes), from both
seats, in phase one and two, with melds, exchanges and closes legal; the same playout value
with and without noise and late closes, the same random draws (a Random object's, or the
core's own Mersenne Twister seeded as CPython seeds it).

Skipped where the core is not built (tests/ai/test_core_rules.py: CI requires it).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest
from test_ai_solver_rulesets import random_rules
from test_core_rules import needs_core

from schnapsen_qt.ai import core
from schnapsen_qt.ai.basic import rule_action
from schnapsen_qt.ai.playout import playout, python_playout
from schnapsen_qt.engine import PRESETS, Hand, Rules
from schnapsen_qt.engine.actions import CLAIM, CLOSE, CLOSE_BEFORE_DRAW, EXCHANGE, MELD, PASS

pytestmark = needs_core


def played_positions(rules: Rules, rng: random.Random, hands: int) -> Iterator[Hand]:
    """Every position of ``hands`` hands played by a mix of the rules of thumb and random
    legal actions (closes now and then, no claim but the rules'), whoever is to move."""
    for _ in range(hands):
        hand = Hand.shuffled(rules, rng.randrange(2), rng)
        while hand.outcome is None:
            yield hand
            legal = hand.legal_actions()
            seat = hand.to_move
            if rng.random() < 0.5:
                action = rule_action(hand, seat, hand.hands[seat], legal)
            else:
                others = [a for a in legal if a != CLAIM
                          and (a not in (CLOSE, CLOSE_BEFORE_DRAW) or rng.random() < 0.15)]
                action = rng.choice(others or legal)
            hand.push(action)


def kind(hand: Hand, legal: list[int]) -> str:
    """Which part of the rules of thumb a position asks for (the test's coverage)."""
    if CLOSE_BEFORE_DRAW in legal:
        return "close before draw"
    if PASS in legal:
        return "exchange at close"
    if EXCHANGE in legal:
        return "exchange"
    if any(MELD <= a < EXCHANGE for a in legal):
        return "meld"
    if hand.meld_suit >= 0:
        return "lead after meld"
    if hand.phase_two:
        return "lead two" if hand.lead < 0 else "follow two"
    return "lead one" if hand.lead < 0 else "follow one"


@pytest.mark.parametrize("rules_name", [*sorted(PRESETS), "random"])
def test_the_cores_rules_of_thumb_choose_as_basic_py(rules_name: str) -> None:
    rng = random.Random(f"rule policy {rules_name}")
    fast = core.compiled()
    assert fast is not None
    seen: Counter[str] = Counter()
    for rules in ([PRESETS[rules_name]] if rules_name != "random"
                  else [random_rules(rng) for _ in range(60)]):
        key = core.rules_key(rules)
        hands = 600 if rules_name != "random" else 12
        for hand in played_positions(rules, rng, hands):
            seat = hand.to_move
            legal = hand.legal_actions()
            expected = rule_action(hand, seat, hand.hands[seat], legal)
            assert fast.rule_action_hand(key, core.hand_parts(hand)) == expected, hand
            if len(legal) > 1:
                seen[kind(hand, legal)] += 1
    assert sum(seen.values()) >= 2500
    wanted = {"exchange", "meld", "lead after meld", "lead one", "follow one", "lead two",
              "follow two"}
    if rules_name in ("sechsundsechzig", "random"):
        wanted |= {"close before draw", "exchange at close"}
    # (the exchange at a close is rare: the closer's opponent must hold the trump Nine)
    assert all(seen[k] >= (10 if k == "exchange at close" else 20) for k in wanted), seen


def phase_one_positions(rules: Rules, rng: random.Random, count: int) -> Iterator[Hand]:
    """Positions with the talon open, after a few random actions (no claim), either seat
    to move."""
    found = 0
    while found < count:
        hand = Hand.shuffled(rules, rng.randrange(2), rng)
        for _ in range(rng.randrange(0, 14)):
            if hand.outcome is not None or hand.phase_two:
                break
            hand.push(rng.choice([a for a in hand.legal_actions() if a != CLAIM]))
        if hand.outcome is None and not hand.phase_two:
            found += 1
            yield hand


@pytest.mark.parametrize("rules_name", [*sorted(PRESETS), "random"])
def test_the_cores_playout_values_as_playout_py(rules_name: str) -> None:
    rng = random.Random(f"playout {rules_name}")
    rule_sets = ([PRESETS[rules_name]] if rules_name != "random"
                 else [random_rules(rng) for _ in range(20)])
    compared = closes = 0
    for rules in rule_sets:
        for hand in phase_one_positions(rules, rng, 400 // len(rule_sets)):
            me = rng.randrange(2)
            close_talon = rng.choice((0, 0, 2, 4, 6, 10))
            noise = rng.choice((0.0, 0.15, 0.5))
            # Seeds of one and of two 32-bit words (CPython seeds by the words of the int).
            seed = rng.choice((0, rng.randrange(10**6), rng.randrange(1 << 32, 1 << 64)))
            python_rng, core_rng = random.Random(seed), random.Random(seed)
            expected = python_playout(hand.copy(), me, None, close_talon, noise=noise,
                                      rng=python_rng)
            before = core.hand_fields(hand)
            assert playout(hand, me, None, close_talon, noise=noise, rng=core_rng) == expected
            # The same random draws, and the hand left as it was.
            assert core_rng.random() == python_rng.random()
            assert core.hand_fields(hand) == before
            # The core's own copy of the Mersenne Twister draws as random.Random(seed).
            assert playout(hand, me, None, close_talon, noise=noise, seed=seed) == expected
            assert python_playout(hand.copy(), me, None, close_talon, noise=noise,
                                  seed=seed) == expected
            compared += 1
            closes += close_talon > 0
    assert compared >= 400 and closes >= 100


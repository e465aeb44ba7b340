"""The compiled core plays by the engine's rules: every conformance record, and random
self-play of every preset (and of random option mixes), step by step.

Skipped where the core is not built, except that CI (``CI=true``) requires it to be built.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from test_ai_solver_rulesets import random_rules

from schnapsen_qt.ai import core
from schnapsen_qt.engine import CLAIM, PRESETS, Hand, Rules
from schnapsen_qt.engine.record import HandRecord

CONFORMANCE = Path(__file__).resolve().parents[2].parent / "shared" / "conformance"
RECORDS = sorted(CONFORMANCE.glob("*.json")) + sorted(CONFORMANCE.glob("rulesets/*.json"))

needs_core = pytest.mark.skipif(not core.available(), reason="the compiled core is not built "
                                "(or SCHNAPSEN_PURE_PYTHON=1)")


@pytest.mark.skipif(os.environ.get("CI", "").lower() != "true"
                    or os.environ.get(core.PURE_PYTHON_ENV, "") not in ("", "0"),
                    reason="only CI (CI=true) requires the compiled core")
def test_ci_builds_the_compiled_core() -> None:
    assert core.BACKEND == "compiled", "pip install -e . did not build schnapsen_qt.ai._core"


def comparable(fields: tuple[Any, ...]) -> tuple[Any, ...]:
    """A state's fields, the last trick's draws only while a close before them is possible
    (the engine keeps them longer, for the GUI)."""
    if not fields[core.STATE_FIELDS.index("fresh_draws")]:
        fields = (*fields[:-3], -1, -1, -1)
    return tuple(tuple(f) if isinstance(f, tuple) else f for f in fields)


def assert_same(hand: Hand, state: Any) -> None:
    """The core's state is the engine's: fields, legal actions (in order), outcome."""
    if hand.outcome is not None:
        assert core.outcome_of(state) == hand.outcome
        assert state.legal() == []
        return
    assert state.outcome() is None
    assert comparable(state.fields()) == comparable(core.hand_fields(hand))
    # The fast way in (core.solve, core.action_values) builds the same state.
    fast = core.compiled()
    assert fast is not None
    via_parts = fast.state_of_parts(core.rules_key(hand.rules), core.hand_parts(hand))
    assert via_parts.fields() == core.state_of(hand).fields()
    assert via_parts.rules() == core.state_of(hand).rules()
    assert state.legal() == hand.legal_actions()
    assert state.to_move == hand.to_move


@needs_core
def test_conformance_records_exist() -> None:
    assert len(RECORDS) >= 25


@needs_core
@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_conformance_record_replays_through_the_core(path: Path) -> None:
    obj = json.loads(path.read_text(encoding="utf-8"))
    record = HandRecord.from_json(obj)
    expected = obj["expected"]
    hand = Hand.deal(record.rules, record.dealer, record.deck)
    state = core.state_of(hand)
    for i, (_player, action) in enumerate(record.actions):
        assert_same(hand, state)
        if "error_at" in expected and expected["error_at"] == i:
            assert action not in state.legal()
            with pytest.raises(ValueError):
                state.apply(action)
            return
        state.apply(action)
        hand.push(action)
    assert_same(hand, state)
    if "winner" in expected:
        outcome = core.outcome_of(state)
        assert outcome is not None and outcome.to_json() == expected


def _random_action(rng: random.Random, hand: Hand) -> int:
    """Any legal action, a claim seldom (a false one ends the hand at once)."""
    legal = hand.legal_actions()
    others = [a for a in legal if a != CLAIM]
    if CLAIM in legal and (not others or rng.random() < 0.1
                           or hand.counted_points(hand.to_move) >= 66 and rng.random() < 0.5):
        return CLAIM
    return rng.choice(others)


def _self_play(rules: Rules, hands: int, seed: int) -> int:
    rng = random.Random(seed)
    steps = 0
    for _ in range(hands):
        hand = Hand.shuffled(rules, rng.randrange(2), rng)
        state = core.state_of(hand)
        while hand.outcome is None:
            assert_same(hand, state)
            # Now and then start afresh from the engine's hand: conversion mid-hand too.
            if rng.random() < 0.05:
                state = core.state_of(hand)
            action = _random_action(rng, hand)
            hand.push(action)
            state.apply(action)
            steps += 1
        assert_same(hand, state)
    return steps


@needs_core
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_self_play_matches_the_engine_step_by_step(preset: str) -> None:
    assert _self_play(PRESETS[preset], 1500, seed=40 + len(preset)) > 10000


@needs_core
def test_self_play_of_random_option_mixes_matches_the_engine() -> None:
    rng = random.Random(4040)
    for i in range(300):
        _self_play(random_rules(rng), 5, seed=i)


@needs_core
def test_core_refuses_an_illegal_action_and_a_finished_hand() -> None:
    hand = Hand.shuffled(PRESETS["soft"], 0, 3)
    state = core.state_of(hand)
    illegal = next(c for c in range(20) if c not in hand.legal_actions())
    with pytest.raises(ValueError):
        state.apply(illegal)
    assert state.fields() == core.state_of(hand).fields()  # nothing changed
    finished = hand.copy()
    while finished.outcome is None:
        finished.push(finished.legal_actions()[0])
    with pytest.raises(ValueError):
        core.state_of(finished)

"""The trainer's built-in positions: the data files replay to the stated decision, their answers
agree with the engine's legal actions, and a few are solved again (fast ones)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from schnapsen_qt.ai import core
from schnapsen_qt.ai.positions import (
    BUILTIN_PRESETS,
    DIFFICULTIES,
    MIN_MARGIN,
    QUESTIONS,
    THEMES,
    Position,
    PositionError,
    builtin_path,
    builtin_positions,
    check_position,
    natural_action,
    read_positions,
)

needs_core = pytest.mark.skipif(not core.available(), reason="the compiled core is not built")

#: The presets whose sets must hold at least this many positions (issue 42).
MIN_POSITIONS = {"soft": 300, "sharp": 300, "tournament": 300, "house": 300,
                 "sechsundsechzig": 300}


@pytest.mark.parametrize("preset", BUILTIN_PRESETS)
def test_builtin_file_replays_to_each_decision(preset: str) -> None:
    positions = read_positions(builtin_path(preset))
    assert len(positions) >= MIN_POSITIONS.get(preset, 1)
    assert len({p.id for p in positions}) == len(positions)
    for pos in positions:
        assert pos.rules_name == preset
        assert pos.theme in THEMES and pos.difficulty in DIFFICULTIES
        assert pos.question in QUESTIONS
        view = pos.view()  # replays through the engine; raises if the seat is not to move
        assert set(pos.values) == set(view.legal)
        assert pos.best != pos.natural
        # The natural choice is what the rule-of-thumb player still chooses there.
        assert natural_action(view) == pos.natural
        assert pos.values[pos.best] == max(pos.values.values())
        assert pos.values[pos.best] - pos.values[pos.natural] >= MIN_MARGIN - 1e-9
        assert pos.is_correct(pos.best) and not pos.is_correct(pos.natural)


def test_every_theme_and_difficulty_is_in_the_sets() -> None:
    positions = builtin_positions()
    # "play" is only for the player's own mistakes.
    assert {p.theme for p in positions} == set(THEMES) - {"play"}
    assert {p.difficulty for p in positions} == set(DIFFICULTIES)


@needs_core
def test_exact_positions_solve_again_to_the_same_values() -> None:
    exact = [p for p in builtin_positions("soft") if p.exact][:5]
    assert exact
    for pos in exact:
        ok, sol = check_position(pos)
        assert ok
        assert sol.values == pytest.approx(pos.values)


@needs_core
def test_sampled_positions_are_confirmed_on_fresh_deals() -> None:
    sampled = [p for p in builtin_positions("sharp") if not p.exact and p.deals > 50][:2]
    assert sampled
    for pos in sampled:
        assert check_position(pos)[0]


def test_a_damaged_position_is_refused_with_a_reason(tmp_path) -> None:
    good = builtin_positions("soft")[0].to_json()
    bad = dict(good, theme="juggling")
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"format": "schnapsen-positions/1", "positions": [bad]}))
    with pytest.raises(PositionError, match="theme"):
        read_positions(path)
    path.write_text("{not json")
    with pytest.raises(PositionError):
        read_positions(path)
    wrong_seat = Position.from_json(dict(good, seat=1 - good["seat"]))
    with pytest.raises(PositionError, match="not to move"):
        wrong_seat.view()
    unvalued = dict(good, values=[v for v in good["values"] if v["action"] != good["best"]])
    with pytest.raises(PositionError, match="answer"):
        Position.from_json(unvalued)


@pytest.mark.parametrize("preset", BUILTIN_PRESETS)
def test_the_natural_answer_is_told_why_the_best_is_better(preset: str) -> None:
    """Every built-in position's natural answer loses half a game point or more: the answer's
    reason says why the best is better (win rate or game points), never that it is "about as
    good as the best move"."""
    for pos in builtin_positions(preset):
        review = pos.review_of(pos.natural)
        assert review.mark is not None, pos.id
        assert review.reason_code != "near_best", pos.id
        assert "about as good" not in review.reason, pos.id
        best = pos.review_of(pos.best)
        assert best.mark is None and best.loss == 0


def test_an_action_valued_over_fewer_deals_keeps_its_count_and_is_never_the_best() -> None:
    """A position from the player's own game keeps which actions the review valued over
    fewer deals (dropped as clearly behind the best), through its file too; such an action
    is never the value the answers are measured against."""
    base = builtin_positions("soft")[0]
    other = next(a for a in base.values if a != base.best)
    # Even were its mean over its fewer deals the highest, the best is measured against.
    values = {a: (base.values[base.best] + 1.0 if a == other else v)
              for a, v in base.values.items()}
    pos = replace(base, values=values, value_deals={other: 20})
    again = Position.from_json(json.loads(json.dumps(pos.to_json())))
    assert again.value_deals == {other: 20}
    assert again.loss_of(again.best) == 0.0
    assert next(v for v in again.review_of(other).values if v.action == other).deals == 20
    assert Position.from_json(base.to_json()).value_deals == {}


def test_a_file_that_marks_the_best_as_valued_over_fewer_deals_is_refused() -> None:
    """A damaged position (hand-edited, say) whose best answer carries a count of deals,
    or whose count is not positive, is refused with a clear message, not taken in to fail
    later when an answer is measured."""
    base = builtin_positions("soft")[0]
    other = next(a for a in base.values if a != base.best)
    for marked in ({base.best: 20}, {other: 0}):
        obj = replace(base, value_deals=marked).to_json()
        with pytest.raises(PositionError, match="fewer deals"):
            Position.from_json(obj)

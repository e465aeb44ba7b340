"""The Bummerl's model of a hand result: a hand's game points turned into expected Bummerls."""

from __future__ import annotations

import dataclasses

import pytest

from schnapsen_qt.ai import create_player
from schnapsen_qt.ai.utility import (
    GP_FREQ,
    MEASURED_FREQ,
    START,
    bummerl_value,
    measured_frequencies,
    utility_table,
)
from schnapsen_qt.engine.rules import PRESETS

MODELS = [GP_FREQ, *MEASURED_FREQ.values()]


@pytest.mark.parametrize("freq", MODELS)
def test_each_model_shares_its_hands_among_one_two_and_three_game_points(freq):
    assert [g for g, _ in freq] == [1, 2, 3]
    assert sum(f for _, f in freq) == pytest.approx(1.0)
    assert all(f > 0 for _, f in freq)


@pytest.mark.parametrize("freq", MODELS)
@pytest.mark.parametrize("double", [False, True])
def test_the_bummerl_value_is_fair_and_rewards_being_ahead(freq, double):
    top = 2.0 if double else 1.0
    assert bummerl_value(START, START, double, freq) == pytest.approx(0.0, abs=1e-12)
    for me in range(1, START + 1):
        for opp in range(1, START + 1):
            v = bummerl_value(me, opp, double, freq)
            assert -top <= v <= top
            assert v == pytest.approx(-bummerl_value(opp, me, double, freq))
            if me > 1:  # needing fewer game points is better
                assert bummerl_value(me - 1, opp, double, freq) > v


@pytest.mark.parametrize("freq", MODELS)
def test_with_one_game_point_to_go_any_win_wins_the_bummerl(freq):
    table = utility_table((1, 5), False, freq)
    assert table[1] == table[2] == table[3] > 0 > table[-1] > table[-3]


def test_every_preset_has_measured_results_and_other_rules_take_the_soft_ones():
    assert set(MEASURED_FREQ) == set(PRESETS)
    assert measured_frequencies(PRESETS["sharp"]) == MEASURED_FREQ["sharp"]
    soft = PRESETS["soft"]
    custom = dataclasses.replace(soft, last_trick_bonus=10 - soft.last_trick_bonus)
    assert custom not in PRESETS.values()
    assert measured_frequencies(custom) == MEASURED_FREQ["soft"]


def test_where_one_game_point_rarely_ends_a_hand_it_is_worth_less_near_the_end():
    """At two to go each, a one-point win still leaves the opponent a whole hand to win the
    Bummerl; when most hands bring two or three game points, that hand is likelier to end it."""
    old = utility_table((2, 2), False, GP_FREQ)
    measured = utility_table((2, 2), False, MEASURED_FREQ["soft"])
    assert measured[1] / measured[2] < old[1] / old[2]


@pytest.mark.parametrize("level, expected", [("expert", GP_FREQ), ("master", GP_FREQ),
                                             ("master-bummerl", MEASURED_FREQ["soft"])])
def test_which_model_each_level_plays_for(level, expected):
    """Expert keeps the old model (its decisions are the yardstick); the trial level plays for
    the measured one."""
    soft = PRESETS["soft"]
    searcher = create_player(level).searcher
    assert searcher.utility((3, 4), soft) == utility_table(
        (3, 4), soft.schneider_bummerl_double, expected)

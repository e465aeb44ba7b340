"""RULES.md "How a hand ends, and the game points it scores": every row, with its boundaries.

The positions are made up with :func:`helpers.synthetic` (the counts that scoring reads), so
each boundary (32 against 33 points, no trick against a trick) is hit exactly.
"""

from __future__ import annotations

import pytest

from schnapsen_qt.engine import Rules
from schnapsen_qt.engine.scoring import Outcome

from .helpers import PRESET_NAMES, do, synthetic

END = {"closing_scored_at": "end"}
MIRROR = {"false_claim_penalty": "mirror"}


def custom(preset: str, **options) -> Rules:
    return Rules.from_json({"preset": preset, **options})


def claim(preset, me=0, **kw):
    hand = synthetic(preset, "AH", "JH", to_move=me, **kw)
    do(hand, "claim")
    return hand.outcome


# ---------------------------------------------------------------------------- row 1


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(
    ("opp_tricks", "opp_points", "opp_melds", "game_points"),
    [(0, 0, 0, 3), (0, 0, 40, 3), (1, 32, 0, 2), (1, 33, 0, 1), (1, 13, 20, 1), (1, 12, 20, 2),
     (3, 54, 0, 1)],
)
def test_correct_claim(preset, opp_tricks, opp_points, opp_melds, game_points):
    out = claim(preset, points=(66, opp_points), tricks=(3, opp_tricks), melds=(0, opp_melds))
    opp_counted = opp_points + (opp_melds if opp_tricks else 0)
    assert out == Outcome(0, game_points, "claim", (66, opp_counted))


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_claim_counts_own_marriages_once_a_trick_is_won(preset):
    out = claim(preset, me=1, points=(40, 46), tricks=(2, 1), melds=(0, 20))
    assert out == Outcome(1, 1, "claim", (40, 66))
    out = claim(preset, me=1, points=(40, 45), tricks=(2, 1), melds=(0, 20))
    assert out == Outcome(0, 2, "false_claim", (40, 65))


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_marriages_without_a_trick_do_not_count(preset):
    hand = synthetic(preset, "AH", "JH", to_move=0, points=(0, 20), tricks=(0, 2),
                     melds=(80, 0), just_won=False)
    hand.meld_suit = 2  # just melded (no trick yet): claiming is allowed but false
    do(hand, "claim")
    assert hand.outcome == Outcome(1, 2, "false_claim", (0, 20))


# ---------------------------------------------------------------------------- row 2


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(
    ("snapshot", "game_points"), [((0, 0), 3), ((1, 32), 2), ((1, 33), 1), ((2, 60), 1)]
)
def test_closer_claims_correctly_viennese(preset, snapshot, game_points):
    # the opponent now has 2 tricks and 40 points; the score comes from the snapshot
    out = claim(preset, points=(70, 40), tricks=(3, 2), closed_by=0, snapshot=snapshot)
    assert out == Outcome(0, game_points, "claim", (70, 40))


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(
    ("final", "game_points"), [((0, 0), 3), ((1, 32), 2), ((1, 33), 1), ((2, 40), 1)]
)
def test_closer_claims_correctly_scored_at_end(preset, final, game_points):
    out = claim(custom(preset, **END), points=(70, final[1]), tricks=(3, final[0]),
                closed_by=0, snapshot=(0, 0))
    assert out == Outcome(0, game_points, "claim", (70, final[1]))


# ---------------------------------------------------------------------------- row 3


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("options", [{}, END, MIRROR])
@pytest.mark.parametrize(("snapshot", "game_points"), [((0, 0), 3), ((1, 40), 2), ((1, 5), 2)])
def test_closer_claims_falsely(preset, options, snapshot, game_points):
    out = claim(custom(preset, **options), points=(65, 50), tricks=(3, 2), closed_by=0,
                snapshot=snapshot)
    assert out == Outcome(1, game_points, "closer_failed", (65, 50))


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("options", [{}, END])
@pytest.mark.parametrize(("snapshot", "game_points"), [((0, 0), 3), ((1, 40), 2), ((1, 5), 2)])
def test_opponent_of_closer_claims_correctly_first(preset, options, snapshot, game_points):
    # seat 1 closed; seat 0 reaches 66 and goes out first
    out = claim(custom(preset, **options), me=0, points=(66, 50), tricks=(3, 3), closed_by=1,
                snapshot=snapshot)
    assert out == Outcome(0, game_points, "closer_failed", (66, 50))


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(("closer_tricks", "game_points"), [(0, 3), (1, 2)])
def test_opponent_of_closer_claims_falsely(preset, closer_tricks, game_points):
    # row 4: the claimer did not close, so it is a false claim
    out = claim(preset, me=0, points=(40, 10 * closer_tricks), tricks=(2, closer_tricks),
                closed_by=1, snapshot=(1, 20))
    assert out == Outcome(1, game_points, "false_claim", (40, 10 * closer_tricks))


# ---------------------------------------------------------------------------- row 4


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(
    ("opp_tricks", "opp_points", "game_points"), [(0, 0, 3), (1, 2, 2), (1, 32, 2), (2, 60, 2)]
)
def test_false_claim_pagat(preset, opp_tricks, opp_points, game_points):
    out = claim(preset, points=(65, opp_points), tricks=(3, opp_tricks))
    assert out == Outcome(1, game_points, "false_claim", (65, opp_points))


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(
    ("opp_tricks", "opp_points", "game_points"), [(0, 0, 3), (1, 32, 2), (1, 33, 1), (2, 60, 1)]
)
def test_false_claim_mirror(preset, opp_tricks, opp_points, game_points):
    out = claim(custom(preset, **MIRROR), points=(65, opp_points), tricks=(3, opp_tricks))
    assert out == Outcome(1, game_points, "false_claim", (65, opp_points))


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(("snapshot", "game_points"), [((0, 0), 3), ((1, 40), 2)])
def test_false_claim_mirror_against_a_closer(preset, snapshot, game_points):
    # what the claimer would have scored if right: the closer failed, 2 or 3
    out = claim(custom(preset, **MIRROR), me=0, points=(40, 60), tricks=(2, 3), closed_by=1,
                snapshot=snapshot)
    assert out == Outcome(1, game_points, "false_claim", (40, 60))


# ---------------------------------------------------------------------------- row 5


def last_trick(preset, points, tricks=(2, 2), lead="AH", follow="JH", closed_by=-1,
               snapshot=(0, 0), melds=(0, 0)):
    """Seat 0 leads ``lead`` to the last trick, seat 1 follows (trump clubs)."""
    hand = synthetic(preset, lead, follow, to_move=0, points=points, tricks=tricks,
                     closed_by=closed_by, snapshot=snapshot, melds=melds, just_won=False)
    do(hand, lead, follow)
    assert hand.is_over and hand.legal_actions() == []
    return hand.outcome


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_last_trick_scores_one(preset):
    # seat 0 wins AH+JH (13) to 63; seat 1 has more card points but lost the last trick
    assert last_trick(preset, (50, 57)) == Outcome(0, 1, "last_trick", (63, 57))
    # seat 1 trumps the last trick
    out = last_trick(preset, (60, 44), lead="AH", follow="JC")
    assert out == Outcome(1, 1, "last_trick", (60, 57))


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(
    ("opp", "game_points"), [((1, 32), 2), ((1, 33), 1), ((4, 54), 1), ((0, 0), 3)]
)
def test_last_trick_with_66_is_a_claim(preset, opp, game_points):
    out = last_trick(preset, (53, opp[1]), tricks=(4, opp[0]))
    assert out == Outcome(0, game_points, "claim", (66, opp[1]))


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_last_trick_65_is_not_a_claim(preset):
    assert last_trick(preset, (52, 55)) == Outcome(0, 1, "last_trick", (65, 55))


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_last_trick_marriage_counts(preset):
    out = last_trick(preset, (33, 40), melds=(20, 0))
    assert out == Outcome(0, 1, "claim", (66, 40))


# ---------------------------------------------------------------------------- row 6


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(("snapshot", "game_points"), [((0, 0), 3), ((1, 20), 2), ((1, 40), 1)])
def test_closed_talon_played_out_closer_wins_with_66(preset, snapshot, game_points):
    out = last_trick(preset, (60, 45), tricks=(3, 2), closed_by=0, snapshot=snapshot)
    assert out == Outcome(0, game_points, "claim", (73, 45))


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_closed_talon_played_out_scored_at_end(preset):
    out = last_trick(custom(preset, **END), (60, 45), tricks=(3, 2), closed_by=0,
                     snapshot=(0, 0))
    assert out == Outcome(0, 1, "claim", (73, 45))
    out = last_trick(custom(preset, **END), (60, 30), tricks=(3, 2), closed_by=0,
                     snapshot=(0, 0))
    assert out == Outcome(0, 2, "claim", (73, 30))


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(("snapshot", "game_points"), [((0, 0), 3), ((1, 40), 2)])
def test_closed_talon_played_out_closer_fails(preset, snapshot, game_points):
    # the closer (seat 0) wins the last trick under 66
    out = last_trick(preset, (50, 45), tricks=(3, 2), closed_by=0, snapshot=snapshot)
    assert out == Outcome(1, game_points, "closer_failed", (63, 45))
    # the closer loses the last trick, though it has 66 or more
    out = last_trick(preset, (70, 30), tricks=(3, 2), lead="JH", follow="AH", closed_by=0,
                     snapshot=snapshot)
    assert out == Outcome(1, game_points, "closer_failed", (70, 43))
    # the closer's opponent (seat 0 here) wins the last trick with 66 or more
    out = last_trick(preset, (60, 45), tricks=(3, 2), closed_by=1, snapshot=snapshot)
    assert out == Outcome(0, game_points, "closer_failed", (73, 45))


# ---------------------------------------------------------------------------- outcome form


def test_outcome_to_json():
    out = Outcome(1, 2, "claim", (30, 70))
    assert out.to_json() == {"winner": 1, "game_points": 2, "reason": "claim",
                             "card_points": [30, 70]}

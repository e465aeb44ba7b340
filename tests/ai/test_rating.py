"""The rating code (issue 42) on synthetic players of known strength: a player who loses
what a level loses is placed at that level; results drawn from a known Elo come back inside
their interval; a reviewed hand's loss is split into the review's kinds of decision."""

from __future__ import annotations

import json
import random

import pytest

from schnapsen_qt.ai import rating
from schnapsen_qt.ai.rating import (
    KINDS,
    LEVEL_ELO,
    HandAccuracy,
    LevelLoss,
    average_loss,
    elo_from_results,
    expected_score,
    load_level_losses,
    place_on_levels,
)
from schnapsen_qt.engine import SOFT, HandRecord

LADDER = (LevelLoss("beginner", 0.50, 0.03, 900, 60),
          LevelLoss("intermediate", 0.12, 0.01, 900, 60),
          LevelLoss("expert", 0.05, 0.006, 900, 60),
          LevelLoss("master", 0.03, 0.005, 900, 60))


def synthetic_hands(mean: float, hands: int, rng: random.Random) -> list[HandAccuracy]:
    """A player whose every decision loses an exponential amount with the given mean (most
    decisions cost little, a few a lot, as in the review's own figures)."""
    out = []
    for _ in range(hands):
        n = rng.randint(5, 11)
        loss = sum(rng.expovariate(1 / mean) for _ in range(n))
        out.append(HandAccuracy(n, loss, {"lead": (n, loss)}))
    return out


MEASURED = ("soft", "sharp")


@pytest.mark.parametrize("preset", MEASURED)
def test_the_shipped_measurement_places_each_level_at_itself(preset):
    ladder = load_level_losses(preset=preset)
    assert [lv.level for lv in ladder] == ["beginner", "intermediate", "expert", "master"]
    for level, place in rating.iter_placements(ladder):
        assert place.bracket() == (level, level)


@pytest.mark.parametrize("preset", MEASURED)
def test_the_levels_losses_fall_from_beginner_to_master(preset):
    means = [lv.mean for lv in load_level_losses(preset=preset)]
    assert means[0] > means[1] > means[2] > means[3] > 0


def test_each_rule_set_is_placed_on_its_own_ladder_or_the_nearest_measured_one():
    """The sharp rules have a measurement of their own; the tournament rules (the sharp
    restrictions) use it; the house rules and Sechsundsechzig (built on soft) use soft's."""
    soft, sharp = load_level_losses(preset="soft"), load_level_losses(preset="sharp")
    assert soft != sharp
    data = json.loads(rating.LEVEL_LOSSES_FILE.read_text(encoding="utf-8"))
    assert [lv.mean for lv in sharp] == [row["mean"] for row in
                                         data["presets"]["sharp"]["levels"]]
    assert load_level_losses(preset="tournament") == sharp
    assert load_level_losses(preset="house") == soft
    assert load_level_losses(preset="sechsundsechzig") == soft
    # A file holding only the soft rules' ladder serves every preset with it.
    assert rating.ladder_preset("tournament", ["soft"]) == "soft"
    assert rating.ladder_preset("sharp", ["soft", "sharp"]) == "sharp"


def test_a_player_is_placed_differently_on_the_sharp_ladder(tmp_path):
    """The same loss per decision means a different place under rules whose levels decide
    differently: the placement follows the ladder of the player's rules."""
    path = tmp_path / "losses.json"
    rows = [{"level": lv.level, "mean": m, "se": 0.01, "decisions": 400, "hands": 64}
            for lv, m in zip(LADDER, (0.40, 0.26, 0.09, 0.04), strict=True)]
    soft_rows = [{"level": lv.level, "mean": lv.mean, "se": lv.se, "decisions": 900,
                  "hands": 60} for lv in LADDER]
    path.write_text(json.dumps({"version": 1, "presets": {
        "soft": {"levels": soft_rows}, "sharp": {"levels": rows}}}), encoding="utf-8")
    on_soft = place_on_levels(0.07, 0.005, load_level_losses(path, "soft"))
    on_sharp = place_on_levels(0.07, 0.005, load_level_losses(path, "sharp"))
    assert on_soft.bracket() == ("intermediate", "expert")
    assert on_sharp.bracket() == ("expert", "master")


@pytest.mark.parametrize("level", ["intermediate", "expert", "master"])
def test_a_synthetic_player_deciding_like_a_measured_level_is_placed_there(level):
    """A player whose decisions lose on average what the shipped measurement says the level
    loses, over a year of hands (600), is placed at that level."""
    ladder = load_level_losses()
    target = next(lv for lv in ladder if lv.level == level)
    hands = synthetic_hands(target.mean, 600, random.Random(11))
    avg = average_loss((h.decisions, h.total_loss) for h in hands)
    assert avg is not None
    assert place_on_levels(avg.mean, avg.se, ladder).bracket() == (level, level)


@pytest.mark.parametrize("level", [lv.level for lv in LADDER])
def test_a_synthetic_player_of_a_level_is_placed_at_that_level(level):
    target = next(lv for lv in LADDER if lv.level == level)
    hands = synthetic_hands(target.mean, 600, random.Random(7))
    avg = average_loss((h.decisions, h.total_loss) for h in hands)
    assert avg is not None
    place = place_on_levels(avg.mean, avg.se, LADDER)
    index = [lv.level for lv in LADDER].index(level)
    assert place.low <= index <= place.high
    assert place.bracket() == (level, level)


def test_a_player_between_expert_and_master_is_placed_between_them():
    place = place_on_levels(0.04, 0.001, LADDER)
    assert place.bracket() == ("expert", "master")
    assert place.position == pytest.approx(2.5)


def test_beyond_the_ends_of_the_ladder():
    assert place_on_levels(0.9, 0.01, LADDER).bracket() == (None, "beginner")
    assert place_on_levels(0.0, 0.001, LADDER).bracket() == ("master", None)


def test_few_hands_give_a_wide_interval_many_a_narrow_one():
    rng = random.Random(3)
    few = average_loss((h.decisions, h.total_loss) for h in synthetic_hands(0.05, 5, rng))
    many = average_loss((h.decisions, h.total_loss) for h in synthetic_hands(0.05, 500, rng))
    assert few is not None and many is not None
    sure_ladder = tuple(LevelLoss(lv.level, lv.mean, 0.0, lv.decisions, lv.hands)
                        for lv in LADDER)
    wide = place_on_levels(few.mean, few.se, sure_ladder)
    narrow = place_on_levels(many.mean, many.se, sure_ladder)
    assert wide.high - wide.low > 2 * (narrow.high - narrow.low)


def test_the_average_weighs_decisions_not_hands():
    avg = average_loss([(10, 1.0), (2, 1.0)])
    assert avg is not None
    assert avg.mean == pytest.approx(2.0 / 12)
    assert average_loss([]) is None
    assert average_loss([(0, 0.0)]) is None


def test_the_levels_elo_ladder_follows_the_arena_results():
    assert LEVEL_ELO["beginner"] < LEVEL_ELO["intermediate"] < LEVEL_ELO["expert"] \
        < LEVEL_ELO["master"]
    # Master won 56.25 % of Bummerls against Expert.
    assert expected_score(LEVEL_ELO["master"], LEVEL_ELO["expert"]) == pytest.approx(0.5625,
                                                                                    abs=0.002)


@pytest.mark.parametrize("truth", [1300.0, 1700.0, 1900.0])
def test_elo_from_synthetic_results_is_unbiased_and_its_interval_covers_the_truth(truth):
    """100 synthetic players of a known rating, 300 Bummerls against each of three levels:
    the estimates centre on the truth and the 95 % interval holds it about 95 times."""
    covered, errors = 0, []
    for seed in range(100):
        rng = random.Random(seed)
        results = {}
        for level in ("intermediate", "expert", "master"):
            p = expected_score(truth, LEVEL_ELO[level])
            won = sum(rng.random() < p for _ in range(300))
            results[level] = (won, 300 - won)
        est = elo_from_results(results)
        assert est is not None and est.bummerls == 900
        covered += est.low < truth < est.high
        errors.append(est.rating - truth)
    assert covered >= 88
    assert abs(sum(errors) / len(errors)) < 10


def test_elo_interval_narrows_with_more_bummerls_and_stays_finite_for_all_wins():
    few = elo_from_results({"expert": (3, 2)})
    many = elo_from_results({"expert": (300, 200)})
    assert few is not None and many is not None
    assert few.high - few.low > 3 * (many.high - many.low)
    sweep = elo_from_results({"master": (5, 0)})
    assert sweep is not None and LEVEL_ELO["master"] < sweep.rating < LEVEL_ELO["master"] + 800
    assert elo_from_results({}) is None
    assert elo_from_results({"expert": (0, 0)}) is None


def test_a_reviewed_hand_is_split_into_the_reviews_kinds(monkeypatch):
    from schnapsen_qt.ai import create_player
    from schnapsen_qt.engine import Hand

    players = [create_player("beginner", 1), create_player("intermediate", 2)]
    hand = Hand.shuffled(SOFT, 0, random.Random(5))
    while hand.outcome is None:
        hand.push(players[hand.to_move].choose(hand.view(hand.to_move)), hand.to_move)
    record = HandRecord.of_hand(hand)
    acc = rating.review_accuracy(record, 0)
    choices = [view for _i, view, played in rating.decision_points(record, 0)
               if played is not None and len(view.legal) > 1]
    assert acc.decisions == len(choices) > 0
    assert set(acc.kinds) <= set(KINDS)
    assert sum(n for n, _ in acc.kinds.values()) == acc.decisions
    assert sum(x for _, x in acc.kinds.values()) == pytest.approx(acc.total_loss, abs=1e-3)
    assert acc.total_loss >= 0

"""The learned card choice of the playouts (:mod:`schnapsen_qt.ai.playout_policy`): it must
read only what the player to move knows, play one of its legal cards and leave melds, closes
and exchanges to the rules, change what the search sees only where it is asked to and under
the rules it learned, and its training must run and repeat from one command."""

from __future__ import annotations

import random
import runpy

import pytest
from ai_helpers import (
    assert_played_on_legally_by_the_rules_but_cards,
    phase_one_points,
    policy_card_choice,
    random_decision_points,
    same_view_other_pack,
)

from schnapsen_qt.ai.playout import playout, python_playout
from schnapsen_qt.ai.playout_policy import DIM, PlayoutPolicy, card_rows, default_policy
from schnapsen_qt.ai.search import Searcher
from schnapsen_qt.ai.training.train_playout import main as train_main
from schnapsen_qt.engine import CLOSE, Rules
from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW


def test_the_policy_reads_only_what_the_player_to_move_knows() -> None:
    """The same view from another pack (the hidden cards placed otherwise): the same rows,
    so the same card."""
    rng = random.Random("policy-view")
    compared = 0
    for hand in phase_one_points("policy-view", 10):
        found = policy_card_choice(hand)
        other = same_view_other_pack(hand, rng)
        if found is None or other is None:
            continue
        seat, cards, rule = found
        assert card_rows(other, seat, other.hands[seat], cards, rule) == card_rows(
            hand, seat, hand.hands[seat], cards, rule)
        compared += 1
    assert compared >= 10


def test_the_shipped_policy_plays_a_legal_card_and_not_always_the_rules_one() -> None:
    policy = default_policy()
    assert len(policy.weights) == DIM
    choices = differs = 0
    for hand in phase_one_points("policy-legal", 30):
        found = policy_card_choice(hand)
        if found is None:
            continue
        seat, cards, rule = found
        card = policy.card(hand, seat, hand.hands[seat], cards, rule)
        assert card in cards
        choices += 1
        differs += card != rule
    assert choices >= 50
    assert 0 < differs < choices  # it learned from Expert, which often plays otherwise


def test_a_policy_needs_one_weight_per_number() -> None:
    with pytest.raises(ValueError, match=str(DIM)):
        PlayoutPolicy([0.0] * (DIM - 1))


def test_a_policy_that_trusts_only_the_rules_card_plays_out_like_the_rules() -> None:
    """Weights only on "the rules' card" make the policy the rules: the same playouts."""
    rules_only = PlayoutPolicy(_rules_weights())
    for hand in phase_one_points("policy-rules", 6):
        me = hand.to_move
        plain, learned = hand.copy(), hand.copy()
        # (the Python loop: it plays on in the hand given, whose line is compared)
        assert playout(learned, me, None, policy=rules_only) == python_playout(plain, me, None)
        assert learned.history == plain.history


def _rules_weights() -> list[float]:
    from schnapsen_qt.ai.playout_policy import COMMON

    weights = [0.0] * DIM
    weights[0] = 1.0  # leading: the rules' card
    weights[COMMON] = 1.0  # following: the rules' card
    return weights


def test_playouts_with_the_policy_are_legal_and_leave_melds_and_closes_to_the_rules() -> None:
    other_lines = 0
    for hand in phase_one_points("policy-playouts", 8):
        me = hand.to_move
        learned, plain = hand.copy(), hand.copy()
        v = playout(learned, me, None, policy=default_policy())
        assert -3 <= v <= 3
        python_playout(plain, me, None)
        other_lines += learned.history != plain.history
        assert_played_on_legally_by_the_rules_but_cards(hand, learned)
    assert other_lines > 0


def test_the_search_uses_the_policy_only_when_asked_and_under_the_rules_it_learned() -> None:
    differs = 0
    for hand in phase_one_points("policy-search", 6):
        view = hand.view(hand.to_move)
        plain = Searcher(6, None).decide(view, random.Random(1))
        learned = Searcher(6, None, playout_policy=True).decide(view, random.Random(1))
        assert set(learned.stats) == set(plain.stats)
        for close in {CLOSE, CLOSE_BEFORE_DRAW} & set(plain.stats):
            assert learned.stats[close] == plain.stats[close]  # solved, not played out
        differs += learned.stats != plain.stats
    assert differs > 0
    rng = random.Random("policy-house")
    for preset in ("house", "sechsundsechzig"):
        for hand in random_decision_points(rng, Rules.preset(preset), 3):
            if hand.phase_two:
                continue
            view = hand.view(hand.to_move)
            assert (Searcher(4, None, playout_policy=True).decide(view, random.Random(2)).stats
                    == Searcher(4, None).decide(view, random.Random(2)).stats)


def test_training_pipeline_runs_and_is_reproducible(tmp_path, capsys) -> None:
    outs = []
    for name, jobs in (("a", "1"), ("b", "2")):
        out = tmp_path / f"{name}.py"
        assert train_main(["--hands", "5", "--samples", "3", "--steps", "30", "--seed", "4",
                           "--data", str(tmp_path / f"{name}.jsonl"), "--out", str(out),
                           "--jobs", jobs]) == 0
        outs.append(runpy.run_path(str(out)))
    # Two cores play the same hands, in the same order, as one; the same data, the same weights.
    assert (tmp_path / "a.jsonl").read_text() == (tmp_path / "b.jsonl").read_text()
    assert outs[0]["WEIGHTS"] == outs[1]["WEIGHTS"] and len(outs[0]["WEIGHTS"]) == DIM
    assert outs[0]["TRAINING"]["train"]["choices"] > 0
    printed = capsys.readouterr().out
    assert '"held_out"' in printed and '"rules_give_away"' in printed
    # A resumed run reuses the hands already in the data file (same seed) and adds the rest.
    lines = (tmp_path / "a.jsonl").read_text().splitlines()
    assert train_main(["--hands", "6", "--samples", "3", "--seed", "4", "--generate-only",
                       "--data", str(tmp_path / "a.jsonl")]) == 0
    assert (tmp_path / "a.jsonl").read_text().splitlines()[:len(lines)] == lines
    assert len((tmp_path / "a.jsonl").read_text().splitlines()) == len(lines) + 1
    # Data made otherwise is refused, not mixed in.
    with pytest.raises(SystemExit, match="was made with"):
        train_main(["--hands", "6", "--samples", "2", "--seed", "4", "--generate-only",
                    "--data", str(tmp_path / "a.jsonl")])

"""Balanced playouts (:mod:`schnapsen_qt.ai.balanced_playouts`): a drawn card choice, one set
of weights per game. The draw must read only what the player to move knows and play a legal
card; the weights must be found by the facts of the game, not by a display option; the
search must use them only where asked and where they exist, the same way for the same seed;
and their training must run and repeat from one command."""

from __future__ import annotations

import random
import runpy
from dataclasses import replace

import pytest
from ai_helpers import (
    assert_played_on_legally_by_the_rules_but_cards,
    policy_card_choice,
    random_decision_points,
    same_view_other_pack,
    view_pairs,
)

from schnapsen_qt.ai import create_player
from schnapsen_qt.ai.balanced_playouts import GAMES, BalancedPolicy, balanced_policy, draw, game_of
from schnapsen_qt.ai.playout import playout, python_playout
from schnapsen_qt.ai.playout_policy import COMMON, DIM
from schnapsen_qt.ai.search import Searcher
from schnapsen_qt.ai.training.train_balance import main as train_main
from schnapsen_qt.engine import CLOSE, MELD, PRESETS, Hand, Rules
from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW

HOUSE = Rules.preset("house")
SIXTY_SIX = Rules.preset("sechsundsechzig")


def _phase_one(rules: Rules, seed: str, hands: int) -> list[Hand]:
    rng = random.Random(seed)
    return [h.copy() for h in random_decision_points(rng, rules, hands) if not h.phase_two]


def test_each_game_with_weights_has_a_policy_and_the_soft_family_has_none() -> None:
    assert game_of(HOUSE) == "house" and game_of(SIXTY_SIX) == "sechsundsechzig"
    for name in GAMES:
        policy = balanced_policy(PRESETS[name])
        assert isinstance(policy, BalancedPolicy) and len(policy.weights) == DIM
    for name in ("soft", "sharp", "tournament"):
        # Master has the value model there: no balanced weights.
        assert balanced_policy(PRESETS[name]) is None
    # A display option does not change the game; a change of what hands are worth does.
    assert game_of(replace(HOUSE, tricks_viewable=True)) == "house"
    assert game_of(replace(SIXTY_SIX, meld_requires_trick=True)) == "sechsundsechzig"
    assert game_of(replace(SIXTY_SIX, last_trick_bonus=0)) is None


@pytest.mark.parametrize("rules", [HOUSE, SIXTY_SIX], ids=["house", "sechsundsechzig"])
def test_the_draw_reads_only_what_the_player_to_move_knows(rules: Rules) -> None:
    """The same view from another pack: the same chances, and the same card for the same
    draw."""
    policy = balanced_policy(rules)
    assert policy is not None
    rng = random.Random("balanced-view")
    compared = 0
    for hand in _phase_one(rules, "balanced-view", 12):
        found = policy_card_choice(hand)
        other = same_view_other_pack(hand, rng)
        if found is None or other is None:
            continue
        seat, cards, rule = found
        assert policy.probabilities(other, seat, other.hands[seat], cards, rule) == (
            policy.probabilities(hand, seat, hand.hands[seat], cards, rule))
        assert policy.card(other, seat, other.hands[seat], cards, rule, random.Random(3)) == (
            policy.card(hand, seat, hand.hands[seat], cards, rule, random.Random(3)))
        compared += 1
    assert compared >= 10


@pytest.mark.parametrize("rules", [HOUSE, SIXTY_SIX], ids=["house", "sechsundsechzig"])
def test_the_shipped_policies_draw_legal_cards_and_not_only_the_rules_one(rules: Rules
                                                                         ) -> None:
    policy = balanced_policy(rules)
    assert policy is not None
    choices = differs = 0
    for hand in _phase_one(rules, "balanced-legal", 20):
        found = policy_card_choice(hand)
        if found is None:
            continue
        seat, cards, rule = found
        chances = policy.probabilities(hand, seat, hand.hands[seat], cards, rule)
        assert abs(sum(chances) - 1.0) < 1e-9 and all(c > 0 for c in chances)
        for k in range(4):
            card = policy.card(hand, seat, hand.hands[seat], cards, rule, random.Random(k))
            assert card in cards
            differs += card != rule
            choices += 1
    assert choices >= 100
    assert 0 < differs < choices


def test_a_draw_needs_an_rng_and_follows_the_chances() -> None:
    policy = BalancedPolicy([0.0] * DIM)
    hand = _phase_one(HOUSE, "balanced-rng", 3)[0]
    seat = hand.to_move
    cards = [a for a in hand.legal_actions() if a < MELD]
    with pytest.raises(ValueError, match="rng"):
        policy.card(hand, seat, hand.hands[seat], cards, cards[0])
    # Equal scores: every card equally likely.
    assert policy.probabilities(hand, seat, hand.hands[seat], cards, cards[0]) == pytest.approx(
        [1 / len(cards)] * len(cards))
    rng = random.Random(8)
    counts = [0, 0, 0]
    for _ in range(3000):
        counts[draw([1.0, 2.0, 1.0], rng)] += 1
    assert counts[1] > counts[0] + 300 and counts[1] > counts[2] + 300


def test_balanced_playouts_are_legal_and_leave_melds_and_closes_to_the_rules() -> None:
    other_lines = 0
    for rules in (HOUSE, SIXTY_SIX):
        policy = balanced_policy(rules)
        for k, hand in enumerate(_phase_one(rules, "balanced-playouts", 4)):
            me = hand.to_move
            drawn, plain = hand.copy(), hand.copy()
            v = playout(drawn, me, None, rng=random.Random(k), policy=policy)
            assert -3 <= v <= 3
            again = hand.copy()
            assert playout(again, me, None, rng=random.Random(k), policy=policy) == v
            assert again.history == drawn.history  # the same draws, the same line
            python_playout(plain, me, None)  # (plays on in ``plain``: its line is compared)
            other_lines += drawn.history != plain.history
            assert_played_on_legally_by_the_rules_but_cards(hand, drawn)
    assert other_lines > 0


def test_the_search_balances_its_playouts_only_where_there_are_weights() -> None:
    rng = random.Random("balanced-search")
    differs = 0
    for rules in (HOUSE, SIXTY_SIX):
        for hand in random_decision_points(rng, rules, 3):
            if hand.phase_two:
                continue
            view = hand.view(hand.to_move)
            plain = Searcher(6, None).decide(view, random.Random(1))
            balanced = Searcher(6, None, balanced_playouts=True).decide(view, random.Random(1))
            assert set(balanced.stats) == set(plain.stats)
            for close in {CLOSE, CLOSE_BEFORE_DRAW} & set(plain.stats):
                assert balanced.stats[close] == plain.stats[close]  # solved, not played out
            differs += balanced.stats != plain.stats
            again = Searcher(6, None, balanced_playouts=True).decide(view, random.Random(1))
            assert again == balanced  # the draws come from the seed and the deal's number
    assert differs > 0
    for hand in random_decision_points(rng, Rules.preset("soft"), 2):
        if hand.phase_two:
            continue
        view = hand.view(hand.to_move)
        assert (Searcher(4, None, balanced_playouts=True).decide(view, random.Random(2))
                == Searcher(4, None).decide(view, random.Random(2)))


def test_training_pipeline_runs_and_is_reproducible(tmp_path, capsys) -> None:
    outs = []
    for name, jobs in (("a", "1"), ("b", "2")):
        out = tmp_path / f"{name}.py"
        assert train_main(["--rules", "house", "--hands", "5", "--samples", "3",
                           "--passes", "1", "--seed", "4", "--data",
                           str(tmp_path / f"{name}.jsonl"), "--out", str(out),
                           "--jobs", jobs]) == 0
        outs.append(runpy.run_path(str(out)))
    assert (tmp_path / "a.jsonl").read_text() == (tmp_path / "b.jsonl").read_text()
    assert outs[0]["WEIGHTS"] == outs[1]["WEIGHTS"] and len(outs[0]["WEIGHTS"]) == DIM
    # Trained: no longer only the starting weight on the rules' card.
    assert outs[0]["WEIGHTS"] != tuple(3.0 if i in (0, COMMON) else 0.0 for i in range(DIM))
    info = outs[0]["TRAINING"]
    assert info["rules"] == "house" and info["train_positions"] > 0
    assert set(info["held_out"]) >= {"rules_playout", "rules_and_noisy", "balanced_x8"}
    assert '"held_out"' in capsys.readouterr().out
    # A resumed run reuses the hands already there; data of other rules is refused.
    lines = (tmp_path / "a.jsonl").read_text().splitlines()
    assert train_main(["--rules", "house", "--hands", "6", "--samples", "3", "--seed", "4",
                       "--generate-only", "--data", str(tmp_path / "a.jsonl")]) == 0
    assert (tmp_path / "a.jsonl").read_text().splitlines()[:len(lines)] == lines
    with pytest.raises(SystemExit, match="was made with"):
        train_main(["--rules", "sechsundsechzig", "--hands", "6", "--samples", "3",
                    "--seed", "4", "--generate-only", "--data", str(tmp_path / "a.jsonl")])


@pytest.mark.parametrize("flags", [["--rules", "soft"], ["--rules", "house", "--passes", "0"],
                                   ["--rules", "house", "--playouts", "1"],
                                   ["--rules", "house", "--rate", "0"], []])
def test_bad_training_flags_get_a_message(flags: list[str], capsys) -> None:
    with pytest.raises(SystemExit) as stopped:
        train_main(flags)
    assert stopped.value.code == 2
    assert "error:" in capsys.readouterr().err


def test_the_balanced_close_judge_changes_only_closing_and_only_without_the_model() -> None:
    """``balanced_close`` weighs a close against the balanced playouts' value of playing on
    (house, Sechsundsechzig): the ways to play on keep their values, and some closes are
    judged otherwise; under soft rules the value model judges, as before."""
    rng = random.Random("balanced-close")
    weighed = changed = 0
    for rules in (HOUSE, SIXTY_SIX):
        for hand in random_decision_points(rng, rules, 12):
            legal = hand.legal_actions()
            if hand.phase_two or not {CLOSE, CLOSE_BEFORE_DRAW} & set(legal):
                continue
            view = hand.view(hand.to_move)
            plain = Searcher(8, None, evaluation="hybrid").decide(view, random.Random(1))
            judged = Searcher(8, None, evaluation="hybrid", balanced_close=True).decide(
                view, random.Random(1))
            if plain.kind != "search":
                continue
            assert judged.stats == plain.stats
            weighed += 1
            changed += judged.action != plain.action
    assert weighed >= 5 and changed > 0
    soft = 0
    for hand in random_decision_points(rng, Rules.preset("soft"), 4):
        if hand.phase_two or CLOSE not in hand.legal_actions():
            continue
        view = hand.view(hand.to_move)
        assert (Searcher(4, None, evaluation="hybrid", balanced_close=True).decide(
            view, random.Random(2)) == Searcher(4, None, evaluation="hybrid").decide(
            view, random.Random(2)))
        soft += 1
    assert soft >= 3


@pytest.mark.parametrize("level", ["master-balanced", "master-balanced-close", "expert-balanced"])
def test_balanced_trial_levels_decide_from_the_view_only(level: str) -> None:
    """Under the games with balanced weights: the same view from another pack, the same
    decision and the same reasons."""
    rng = random.Random(f"balanced-fair-{level}")
    compared = 0
    for rules in (HOUSE, SIXTY_SIX):
        for hand, other in view_pairs(rng, rules, 6,
                                      lambda hand: not hand.phase_two and rng.random() <= 0.5):
            seat = hand.to_move
            a = create_player(level, 3, samples=4).decide(hand.view(seat))
            b = create_player(level, 3, samples=4).decide(other.view(seat))
            assert a == b
            compared += 1
    assert compared >= 10


def test_the_trainer_plays_out_as_the_search_does() -> None:
    """The trainer's playout, gathering its gradient, and the search's balanced playout draw
    the same cards from the same seed: what is trained is what the search plays."""
    from schnapsen_qt.ai.training.train_balance import balanced_playout

    gathered = 0
    for rules in (HOUSE, SIXTY_SIX):
        weights = list(balanced_policy(rules).weights)
        for k, hand in enumerate(_phase_one(rules, "balanced-trainer", 3)):
            trained, searched = hand.copy(), hand.copy()
            gradient = [0.0] * DIM
            assert balanced_playout(trained, weights, random.Random(k), gradient) == playout(
                searched, 0, None, rng=random.Random(k), policy=BalancedPolicy(weights))
            assert trained.history == searched.history
            gathered += any(gradient)
    assert gathered > 0

"""Inference about the opponent's hand: rebuilt pasts agree with the view, the evidence moves
the weights the right way, the search stays honest, and the training pipeline runs."""

from __future__ import annotations

import random
import runpy

import pytest
from ai_helpers import all_rules, random_decision_points, view_pairs

from schnapsen_qt.ai import EXPERIMENTAL_LEVELS, create_player
from schnapsen_qt.ai.inference import Temper, likelihood, reconstruct, weighted_deals
from schnapsen_qt.ai.policy_model import DIM, PolicyModel, card_features, default_model
from schnapsen_qt.ai.search import opponent_forbidden
from schnapsen_qt.ai.training.train_policy import main as train_main
from schnapsen_qt.engine import SOFT, Hand, Rules
from schnapsen_qt.engine.actions import MELD
from schnapsen_qt.engine.cards import cards_of, parse_card


def _guess(view, rng):
    """A uniform guess of the hidden cards that respects the phase-two evidence."""
    n = view.opponent_unknown_count
    allowed = list(cards_of(view.unseen() & ~opponent_forbidden(view)))
    if len(allowed) < n:
        return None
    opp = rng.sample(allowed, n)
    rest = [c for c in cards_of(view.unseen()) if c not in opp]
    rng.shuffle(rest)
    return opp, rest


def test_rebuilt_pack_replays_legally_to_the_same_view() -> None:
    rng = random.Random(5)
    rebuilt = skipped = 0
    for _name, rules in all_rules():
        for hand in random_decision_points(rng, rules, 25):
            me = hand.to_move
            view = hand.view(me)
            guess = _guess(view, rng)
            if guess is None:
                continue
            built = reconstruct(view, *guess, rng)
            if built is None:
                # Only an exhausted talon (nothing hidden to infer) or, rarely, an exchanged
                # turn-up played since cannot be rebuilt.
                skipped += 1
                continue
            pack, paths = built
            assert paths >= 1
            replay = Hand.deal(rules, view.dealer, pack)
            for seat, action in view.history:
                replay.push(action, seat)  # checked: every past play was legal
            assert replay.view(me) == view
            assert replay.hands[1 - me] == view.shown[1 - me] | sum(1 << c for c in guess[0])
            rebuilt += 1
    assert rebuilt > 10 * skipped


def _first_lead_view(pack: list[int]):
    """Seat 0 deals, seat 1 leads the first card of ``pack``'s forehand hand; seat 0's view."""
    hand = Hand.deal(SOFT, 0, pack)
    lead = pack[0]
    hand.push(lead, 1)
    return hand.view(0)


def test_a_missed_meld_lowers_the_weight_of_a_deal_by_the_meld_temper() -> None:
    # Forehand (seat 1) gets pack[0:3] + pack[7:9]; it leads pack[0] without melding.
    kh = parse_card("KH")
    # Seat 1: JC KH QH TC AC (a heart marriage); seat 0: AS TS KS JS QS; turn-up AD.
    with_pair = [parse_card(c) for c in ("JC", "KH", "QH", "AS", "TS", "KS", "AD", "TC",
                                         "AC", "JS", "QS", "TD", "JD", "KD", "QD", "QC",
                                         "KC", "AH", "TH", "JH")]
    # Same view for seat 0, but seat 1's King of hearts and Jack of hearts swapped: no pair.
    without = with_pair[:]
    i, j = without.index(kh), without.index(parse_card("JH"))
    without[i], without[j] = without[j], without[i]
    view = _first_lead_view(with_pair)
    assert _first_lead_view(without) == view
    uniform = PolicyModel([0.0] * DIM)
    temper = Temper(temperature=1.0, uniform=0.0, meld=0.8, exchange=0.8)
    w_pair = likelihood(view, with_pair, uniform, temper)
    w_none = likelihood(view, without, uniform, temper)
    assert w_pair == pytest.approx(w_none * (1 - 0.8))


@pytest.mark.parametrize("preset", ["soft", "sechsundsechzig"])
def test_trial_levels_play_whole_hands_with_either_pack(preset: str) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(preset)
    for i in range(2):
        hand = Hand.shuffled(rules, i % 2, rng)
        players = [create_player(level, i, samples=3) for level in EXPERIMENTAL_LEVELS]
        while hand.outcome is None:
            view = hand.view(hand.to_move)
            hand.push(players[hand.to_move % len(players)].choose(view), hand.to_move)


def test_the_card_model_is_a_distribution_that_temperature_flattens() -> None:
    hand = Hand.deal(SOFT, 0, list(range(20)))
    cards = [a for a in hand.legal_actions() if a < MELD]
    probs = default_model().probabilities(hand, hand.to_move, cards)
    assert sum(probs) == pytest.approx(1.0)
    flat = default_model().probabilities(hand, hand.to_move, cards, inv_temperature=0.0)
    assert flat == pytest.approx([1 / len(cards)] * len(cards))
    assert all(len(row) == DIM for row in card_features(hand, hand.to_move, cards))


def test_weighted_deals_agree_with_the_view_and_the_follow_evidence() -> None:
    rng = random.Random(11)
    checked = 0
    for hand in random_decision_points(rng, SOFT, 30):
        view = hand.view(hand.to_move)
        if view.phase_two and view.turnup < 0:
            continue
        forbidden = opponent_forbidden(view)
        deals = weighted_deals(view, rng, 7, 20, forbidden)
        assert len(deals) == 7
        for deal in deals:
            assert deal.view(view.seat) == view
            opp_hidden = deal.hands[1 - view.seat] & ~view.shown[1 - view.seat]
            if (view.unseen() & ~forbidden).bit_count() >= view.opponent_unknown_count:
                assert not opp_hidden & forbidden
        checked += 1
    assert checked > 50


@pytest.mark.parametrize("level", EXPERIMENTAL_LEVELS)
def test_experimental_levels_decide_from_the_view_only(level: str) -> None:
    rng = random.Random(f"fair-{level}")
    compared = 0
    for hand, other in view_pairs(rng, SOFT, 12, lambda hand: rng.random() <= 0.4):
        seat = hand.to_move
        a = create_player(level, 3, samples=4).choose(hand.view(seat))
        b = create_player(level, 3, samples=4).choose(other.view(seat))
        assert a == b
        compared += 1
    assert compared >= 5


def test_training_pipeline_runs_and_is_reproducible(tmp_path, capsys) -> None:
    outs = []
    for name in ("a.py", "b.py"):
        out = tmp_path / name
        assert train_main(["--hands", "3", "--samples", "2", "--steps", "30", "--seed", "4",
                           "--out", str(out)]) == 0
        outs.append(runpy.run_path(str(out))["WEIGHTS"])
    assert outs[0] == outs[1]
    assert len(PolicyModel(outs[0]).weights) == DIM
    assert '"held_out"' in capsys.readouterr().out

"""The review agrees with itself (issue 44, point 3): where the compiled core values every
action by exact solves of each deal, a meld, an exchange or a close (which hand the move
straight back, nothing new seen) is worth exactly the best value of the decision that follows
it, since both are valued over the same deals; every value carries its standard error; and a
mark needs a loss beyond the noise."""

from __future__ import annotations

import random

import pytest

from schnapsen_qt.ai import core, exact_review
from schnapsen_qt.ai.review import NOISE_MARGIN, mark_for, review_hand
from schnapsen_qt.engine import CLAIM, MELD, Hand
from schnapsen_qt.engine.rules import PRESETS

pytestmark = pytest.mark.skipif(core.BACKEND != "compiled",
                                reason="the exact review needs the compiled core")


def played_hand(preset: str, seed: int) -> Hand:
    """A hand of random play that melds, exchanges and closes whenever it may, so that the
    reviewed seat meets those decisions often."""
    rng = random.Random(seed)
    deck = list(range(20))
    rng.shuffle(deck)
    hand = Hand.deal(PRESETS[preset], seed % 2, deck)
    while hand.outcome is None:
        legal = hand.legal_actions()
        eager = [a for a in legal if MELD <= a < CLAIM]
        hand.push(eager[0] if eager and rng.random() < 0.7 else rng.choice(legal))
    return hand


@pytest.mark.parametrize("preset", ["soft", "sharp", "tournament"])
def test_an_action_that_hands_back_the_move_is_worth_the_best_next_value(preset):
    checked = 0
    for seed in range(8):
        hand = played_hand(preset, seed)
        reviews = review_hand(hand, seat=0)
        for before, after in zip(reviews, reviews[1:], strict=False):
            if after.index != before.index + 1 or before.played is None \
                    or before.played < MELD or len(after.values) < 2:
                continue  # not a meld/exchange/close followed at once by the seat's turn
            assert before.values[0].se >= 0
            value = next(v.value for v in before.values if v.action == before.played)
            best_next = max(v.value for v in after.values)
            assert value == pytest.approx(best_next, abs=1e-4), (preset, seed, before.index)
            checked += 1
    assert checked >= 3  # the hands above do meet such decisions


@pytest.mark.parametrize("preset", ["soft", "sharp"])
def test_sampled_values_carry_their_noise_and_marks_stand_out_of_it(preset):
    noisy = 0
    for seed in range(6):
        for review in review_hand(played_hand(preset, 100 + seed), seat=0):
            if review.all_deals or len(review.values) < 2:
                assert review.loss_se == 0 and all(v.se == 0 for v in review.values)
                continue
            noisy += review.loss_se > 0
            if review.mark is not None:
                assert review.loss > NOISE_MARGIN * review.loss_se
                assert review.mark == mark_for(review.loss)
            elif review.loss >= 0.25:
                assert review.loss <= NOISE_MARGIN * review.loss_se
    assert noisy >= 2  # sampled decisions whose loss has a standard error


def test_consecutive_decisions_share_their_deals():
    """Deal i of two decisions of one hand is built from the same keys, so a card the later
    view still does not know lies where the earlier deal had it whenever it can."""
    hand = played_hand("soft", 3)
    first = hand.view(hand.to_move)
    keys = exact_review.deal_keys("master", 0, first, 5)
    again = exact_review.deal_keys("master", 0, first, 5)
    assert keys == again
    deals = exact_review.coupled_deals(first, keys)
    assert len({tuple(d.hands) for d in deals}) > 1  # different worlds, each consistent
    for deal in deals:
        assert deal.view(first.seat).hand == first.hand


def test_a_marked_meld_when_a_card_was_better_says_the_marriage_could_wait():
    """The reason in Schnapsen terms where the best move is not the obvious one: a player
    melds at the first chance, but winning the trick first was worth more."""
    from schnapsen_qt.ai.review import ActionValue, Evaluation, _reason, review_text
    from schnapsen_qt.engine import parse_card

    ten = parse_card("TH")
    meld = MELD + 2
    ev = Evaluation((ActionValue(ten, 0.9, 0.7, 0.1), ActionValue(meld, -0.2, 0.4, 0.1)),
                    120, exact=False, all_deals=False)
    code, params = _reason(ev, meld, ten, 1.1, -1, "mistake")
    assert code == "meld_can_wait"
    text = review_text(code, params)
    assert "marriage could wait" in text and "Ten of hearts" in text
    # Not marked (within the noise): no such claim.
    assert _reason(ev, meld, ten, 1.1, -1, None)[0] == "near_best"

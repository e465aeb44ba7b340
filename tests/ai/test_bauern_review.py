"""The Bauernschnapsen hand review and hints: one entry per decision of the player, an obviously
losing choice found with its loss and the best choice at no loss, and honest (a review or a hint
depends on the player's view only, never on the hidden cards)."""

from __future__ import annotations

import random

import pytest
from bauern_helpers import bettler_lead

from schnapsen_qt.ai.bauernschnapsen import Cancelled, create_bauern_player
from schnapsen_qt.ai.bauernschnapsen.deals import sample_deal
from schnapsen_qt.ai.bauernschnapsen.hint import bauern_hint
from schnapsen_qt.ai.bauernschnapsen.review import (
    decision_views,
    mark_of,
    review_decision,
    review_hand,
    summarize,
)
from schnapsen_qt.ai.bauernschnapsen.search import Budget
from schnapsen_qt.engine.bauernschnapsen import BAction, BauernDeal, BauernRules
from schnapsen_qt.engine.bauernschnapsen import actions as A
from schnapsen_qt.engine.cards import parse_card

SMALL = Budget(samples=6, exact_cards=8)


def played_hand(seed: int) -> tuple[list[int], int, list[tuple[int, BAction]], BauernDeal]:
    rng = random.Random(seed)
    deck = list(range(20))
    rng.shuffle(deck)
    dealer = rng.randrange(4)
    deal = BauernDeal(deck, dealer)
    players = {s: create_bauern_player("intermediate", s) for s in range(4)}
    history = []
    while deal.outcome is None:
        seat = deal.to_move
        action = players[seat].choose(deal.view(seat))
        history.append((seat, action))
        deal.apply(seat, action)
    return deck, dealer, history, deal


@pytest.mark.parametrize("seed", range(4))
def test_a_hand_gives_one_entry_per_decision_of_the_player(seed: int) -> None:
    deck, dealer, history, _ = played_hand(seed)
    reviews = review_hand(deck, dealer, BauernRules(), history, budget=SMALL)
    mine = [i for i, (seat, _a) in enumerate(history) if seat == 0]
    assert [r.index for r in reviews] == mine
    for review in reviews:
        played = history[review.index][1]
        assert review.played.kind == played.kind
        assert review.loss >= 0
        assert review.loss == pytest.approx(review.best_value - review.played_value, abs=1e-6)
        if review.mark is not None:
            assert review.loss >= 0.25
    summary = summarize(reviews)
    assert summary.total_loss == pytest.approx(sum(r.loss for r in reviews), abs=1e-6)


def test_leading_the_sure_trick_in_a_bettler_is_a_blunder_and_the_best_loses_nothing() -> None:
    view = bettler_lead().view(0)
    ace = BAction(A.PLAY, card=parse_card("AC"))
    review = review_decision(view, ace, BauernRules(), budget=SMALL)
    assert review.played_value == -4.0  # lost on every deal: the Bettler's 4 to the others
    assert review.loss >= 4.0 and review.mark == "blunder"
    best = review_decision(view, review.best, BauernRules(), budget=SMALL)
    assert best.loss == 0 and best.mark is None
    assert review.best.card != ace.card


def test_a_single_choice_is_listed_at_no_loss() -> None:
    deal = bettler_lead()
    deal.apply(0, BAction(A.PLAY, card=parse_card("JC")))
    # Played on to seat 0's first decision with one legal card (its Ace of clubs, the only
    # club left to follow with): reviewed at no loss, without a search.
    while deal.outcome is None and (deal.to_move != 0 or len(deal.legal_actions()) > 1):
        deal.apply(deal.to_move, deal.legal_actions()[0])
    assert deal.outcome is None
    view = deal.view(0)
    review = review_decision(view, view.legal[0], BauernRules(), budget=SMALL)
    assert review.loss == 0 and review.deals == 0 and review.mark is None


def test_marks_need_the_loss_beyond_the_sampling_noise() -> None:
    assert mark_of(2.0, 0.1) == "blunder"
    assert mark_of(0.8, 0.1) == "mistake"
    assert mark_of(0.3, 0.1) == "inaccuracy"
    assert mark_of(0.2, 0.0) is None
    assert mark_of(2.0, 1.5) is None  # within two standard errors: maybe only luck


def test_the_review_and_the_hint_never_read_the_hidden_cards() -> None:
    """The same view with the hidden cards placed anew gives the same review and hint."""
    rules = BauernRules()
    differing = checked = 0
    for seed in range(6):
        deck, dealer, history, _ = played_hand(100 + seed)
        for index, view, played in decision_views(deck, dealer, rules, history)[:4]:
            other = sample_deal(view, rules, random.Random(f"other-{seed}-{index}"))
            assert other.view(0) == view
            differing += other.hands != BauernDeal(deck, dealer, rules).hands
            a = review_decision(view, played, rules, index, SMALL, seed=3)
            b = review_decision(other.view(0), played, rules, index, SMALL, seed=3)
            assert a == b
            ha = bauern_hint(view, rules, seed=3, level="expert")
            hb = bauern_hint(other.view(0), rules, seed=3, level="expert")
            assert ha == hb and ha.action in view.legal
            checked += 1
    assert checked >= 12 and differing >= 6


def test_the_hint_avoids_the_sure_trick_and_says_what_it_is_worth() -> None:
    view = bettler_lead().view(0)
    hint = bauern_hint(view, BauernRules(), seed=1, level="expert")
    assert hint.action.card != parse_card("AC")
    assert hint.value is not None and hint.runner_up is not None and hint.deals > 0
    assert hint.value >= (hint.runner_up_value or 0.0)


def test_a_review_can_be_cancelled() -> None:
    view = bettler_lead().view(0)
    with pytest.raises(Cancelled):
        review_decision(view, view.legal[0], BauernRules(), should_stop=lambda: True)

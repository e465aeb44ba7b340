"""The last trick before the talon runs out, valued over every deal (``ai/last_trick.py``):
every deal once and the true one among them, each result what a brute force over the engine
gives when the opponent answers from its own view, Master's decision there the same for every
deal the player cannot tell apart, and the review valuing it as Master plays it."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from ai_helpers import Memo, value_for

from schnapsen_qt.ai import Cancelled, create_player
from schnapsen_qt.ai.basic import rule_action
from schnapsen_qt.ai.deals import consistent_deals
from schnapsen_qt.ai.last_trick import LastTrick, applies, deals, perfect_information_value
from schnapsen_qt.ai.levels import REGISTRY
from schnapsen_qt.ai.review import DECIMALS, evaluate
from schnapsen_qt.ai.search import Searcher
from schnapsen_qt.ai.utility import utility_table
from schnapsen_qt.engine import CLAIM, CLOSE, Hand, Rules
from schnapsen_qt.engine.actions import Action

UTIL = utility_table(None, True)


def last_trick_positions(rules: Rules, seed: str, count: int,
                         kind: str = "any") -> Iterator[Hand]:
    """Up to ``count`` positions of hands played by the rule policy in which the seat to move
    leads (``kind`` "lead") or follows ("follow") to the last trick before the talon runs
    out with a choice of cards (no meld or exchange possible); at most 60 hands are
    tried."""
    rng = random.Random(seed)
    found = 0
    for _ in range(60):
        hand = Hand.shuffled(rules, rng.randrange(2), rng)
        while hand.outcome is None and found < count:
            seat = hand.to_move
            legal = hand.legal_actions()
            cands = _candidates(hand)
            wanted = kind == "any" or (kind == "lead") == (hand.lead < 0)
            if wanted and len(cands) > 1 and applies(hand.view(seat), cands):
                found += 1
                yield hand
                break
            hand.push(rule_action(hand, seat, hand.hands[seat], legal))
        if found >= count:
            return


def _master() -> Searcher:
    """Master's search as the game builds it, without its time cap (same decision on any
    machine)."""
    level = REGISTRY["master"]
    return Searcher(level.samples, None, **level.options)


def _candidates(hand: Hand) -> list[Action]:
    """The actions the search weighs: every legal one but a claim (taken at 66 without
    search, false below it)."""
    return [a for a in hand.legal_actions() if a != CLAIM]


@pytest.mark.parametrize("preset", ["soft", "sharp", "tournament", "house"])
def test_every_deal_once_and_the_true_deal_among_them(preset: str) -> None:
    """One deal per way to place the unseen cards, none twice, each giving the seat its view
    back, and the real cards among them."""
    positions = list(last_trick_positions(Rules.preset(preset), f"deals-{preset}", 6))
    assert positions
    for hand in positions:
        view = hand.view(hand.to_move)
        found = deals(view)
        keys = [(d.hands[1 - view.seat], d.stock[-1]) for d in found]
        assert len(set(keys)) == len(keys) == view.opponent_unknown_count + 1
        assert (hand.hands[1 - view.seat], hand.stock[-1]) in keys
        assert all(d.view(view.seat) == view for d in found)


def _reference(hand: Hand, cands: list[Action], memo: Memo) -> dict[Action, list[int]]:
    """Brute force over the engine: in each deal the seat's action; after its lead the
    opponent's reply best on average over the deals of *its* view (the first on a tie), then
    best play by both with every card known."""
    view = hand.view(hand.to_move)
    me = view.seat
    out: dict[Action, list[int]] = {a: [] for a in cands}
    for deal in consistent_deals(view, 64) or []:
        for a in cands:
            child = deal.copy()
            child.push(a)
            if a != CLOSE and child.lead >= 0:
                opp_view = child.view(1 - me)
                worlds = consistent_deals(opp_view, 64) or []
                best, best_total = None, float("inf")
                for reply in opp_view.legal:
                    total = 0.0
                    for world in worlds:
                        grand = world.copy()
                        grand.push(reply)
                        total += UTIL[value_for(grand, me, memo)]
                    if total < best_total:
                        best, best_total = reply, total
                assert best is not None
                child.push(best)
            out[a].append(value_for(child, me, memo))
    return out


@pytest.mark.parametrize(("preset", "kind", "count"), [
    ("soft", "lead", 1), ("sharp", "lead", 1), ("soft", "follow", 3), ("sharp", "follow", 3)])
def test_results_equal_a_brute_force_with_the_opponent_answering_from_its_view(
        preset: str, kind: str, count: int) -> None:
    """Leads (with the close where it is legal) and follows: the same result in every deal as
    the brute force, and the deals in the same order."""
    memo: Memo = {}
    positions = list(last_trick_positions(Rules.preset(preset), f"reference-{preset}", count,
                                          kind))
    assert len(positions) == count
    for hand in positions:
        cands = _candidates(hand)
        got = LastTrick(hand.view(hand.to_move), UTIL).results(cands)
        assert got == _reference(hand, cands, memo), hand


def test_master_decides_from_every_deal_and_alike_in_deals_it_cannot_tell_apart() -> None:
    """Master examines each deal once (no sampling) and decides the same whatever the hidden
    cards are, since it sees only the view."""
    searcher = _master()
    positions = list(last_trick_positions(Rules.preset("soft"), "master", 4))
    assert positions
    for hand in positions:
        view = hand.view(hand.to_move)
        decision = searcher.decide(view, random.Random(1))
        assert decision.kind == "search"
        assert decision.samples == len(deals(view))
        assert all(s.n == decision.samples for s in decision.stats.values())
        for other in deals(view):
            again = searcher.decide(other.view(view.seat), random.Random(2))
            assert again.action == decision.action


def test_a_close_before_the_draws_falls_back_to_sampling() -> None:
    """Where the trick's winner may still close before the draws (Sechsundsechzig), the
    position after the trick is not solved exactly: the search samples as before."""
    rules = Rules.preset("sechsundsechzig")
    assert rules.close_before_draw
    searcher = Searcher(5, None, exact_last_trick=True)
    positions = list(last_trick_positions(rules, "before-draw", 3))
    assert positions
    for hand in positions:
        decision = searcher.decide(hand.view(hand.to_move), random.Random(1))
        assert decision.kind == "search" and decision.samples == 5


def test_the_review_values_the_last_trick_as_master_plays_it() -> None:
    """The post-hand review of a last-trick decision counts every deal with Master's exact
    valuation, so the move Master (and its hint) would play is never marked as a loss."""
    searcher = _master()
    positions = list(last_trick_positions(Rules.preset("soft"), "review", 4))
    assert positions
    for hand in positions:
        view = hand.view(hand.to_move)
        cands = _candidates(hand)
        evaluation = evaluate(view, "master")
        assert evaluation.all_deals and evaluation.deals == len(deals(view))
        exact = LastTrick(view, UTIL).results(cands)
        value = {v.action: v.value for v in evaluation.values}
        for a in cands:
            assert value[a] == round(sum(exact[a]) / len(exact[a]), DECIMALS)
        chosen = searcher.decide(view, random.Random(1)).action
        assert value[chosen] == max(value.values())


def test_master_and_its_review_stop_when_asked_at_the_last_trick() -> None:
    """Cancelled at once (a new game, a closed window), like every other decision."""
    hand = next(last_trick_positions(Rules.preset("soft"), "cancel", 1, "lead"))
    view = hand.view(hand.to_move)
    with pytest.raises(Cancelled):
        create_player("master", 1).choose(view, should_stop=lambda: True)
    with pytest.raises(Cancelled):
        evaluate(view, "master", should_stop=lambda: True)


def test_perfect_information_value_is_the_minimax_over_the_engine() -> None:
    """The playouts' optional valuation of the last trick (trial level master-pi): the
    leader's best of closing and each lead against the follower's best reply, every card
    known, equals a brute force; both seats' signs agree."""
    memo: Memo = {}
    positions = list(last_trick_positions(Rules.preset("soft"), "minimax", 3, "lead"))
    assert positions
    for hand in positions:
        me = hand.to_move
        best = -99
        for a in _candidates(hand):
            child = hand.copy()
            child.push(a)
            if a == CLOSE:
                best = max(best, value_for(child, me, memo))
                continue
            worst = 99
            for reply in child.legal_actions():
                grand = child.copy()
                grand.push(reply)
                worst = min(worst, value_for(grand, me, memo))
            best = max(best, worst)
        assert perfect_information_value(hand, me) == best
        assert perfect_information_value(hand, 1 - me) == -best

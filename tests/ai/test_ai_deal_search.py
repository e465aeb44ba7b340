"""The late search (:mod:`schnapsen_qt.ai.deal_search`): near the end of the talon each
way to play on is searched in each sampled deal, both seats choosing cards and closes with
every card known (Master under the sharp and tournament rules, the trial level
``master-late`` under every rule set). The alpha-beta must give the plain minimax value, the
search from four talon cards must reach the end of the talon (exact for the deal), and the
levels must use it there and only there, and stop when asked; the review values those
decisions as Master does."""

from __future__ import annotations

import random

import pytest

from schnapsen_qt.ai import deal_search
from schnapsen_qt.ai.basic import rule_action
from schnapsen_qt.ai.deal_search import LATE_TALON, applies, branches, deal_value, late_value
from schnapsen_qt.ai.deals import opponent_forbidden, opponent_required, sample_deal
from schnapsen_qt.ai.levels import EXPERIMENTAL
from schnapsen_qt.ai.playout import playout
from schnapsen_qt.ai.review import evaluate, review_deals
from schnapsen_qt.ai.search import SearchCancelled, Searcher
from schnapsen_qt.ai.solver import Solvers, solve_for
from schnapsen_qt.engine import CLOSE, MELD, SOFT, Hand
from schnapsen_qt.engine.rules import HOUSE, SECHSUNDSECHZIG, SHARP, TOURNAMENT, Rules


def _late_positions(seed: str, count: int, talon: tuple[int, ...] = (2, 4, 6),
                    rules: Rules = SOFT) -> list[Hand]:
    """Positions with the talon open and at most six cards in it, reached by the rules with
    random cards mixed in, at leads and at follows."""
    rng = random.Random(seed)
    found: list[Hand] = []
    while len(found) < count:
        hand = Hand.shuffled(rules, rng.randrange(2), rng)
        want = rng.choice(talon)
        follow = rng.random() < 0.5
        while hand.outcome is None and not hand.phase_two:
            if hand.talon_size == want and (hand.lead >= 0) == follow:
                found.append(hand)
                break
            seat = hand.to_move
            legal = hand.legal_actions()
            cards = [a for a in legal if a < MELD]
            if cards and rng.random() < 0.3:
                hand.push(rng.choice(cards))
            else:
                hand.push(rule_action(hand, seat, hand.hands[seat], legal))
    return found


def _minimax(hand: Hand, me: int, target: int) -> int:
    """The same search without pruning: the reference for the alpha-beta."""
    found = branches(hand, me, target)
    if isinstance(found, int):
        return found
    at, maxing, choices = found
    values = []
    for a in choices:
        child = at.copy()
        child.push_unchecked(a)
        values.append(solve_for(child, me) if a == CLOSE else _minimax(child, me, target))
    return max(values) if maxing else min(values)


def test_the_alpha_beta_gives_the_minimax_value() -> None:
    for hand in _late_positions("deal-search-minimax", 24):
        for me in (0, 1):
            for tricks in (1, 2):
                expected = _minimax(hand.copy(), me, hand.trick_count + tricks)
                assert deal_value(hand.copy(), me, tricks) == expected


@pytest.mark.parametrize("rules", [SOFT, SHARP], ids=lambda rules: rules.preset_name())
def test_tables_shared_by_the_deals_of_a_view_give_the_same_values(rules: Rules) -> None:
    """A search shares its solver tables across the deals it samples (as Master does): each
    deal's value must still be its own minimax value, closes and endgames included."""
    rng = random.Random("deal-search-shared")
    for hand in _late_positions(f"deal-search-shared-{rules.preset_name()}", 6, talon=(4,),
                                rules=rules):
        me = hand.to_move
        view = hand.view(me)
        shared = Solvers()
        for _ in range(4):
            deal = sample_deal(view, rng, opponent_forbidden(view), opponent_required(view))
            for a in deal.legal_actions():
                if a >= MELD:
                    continue
                child = deal.copy()
                child.push_unchecked(a)
                target = child.trick_count + (2 if child.lead >= 0 else 1)
                assert late_value(child.copy(), me, None, shared) == _minimax(child, me,
                                                                              target)


def test_from_four_talon_cards_two_tricks_reach_the_end_of_the_talon(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Exact for the deal: no rule playout is needed after the two tricks."""
    def no_playout(*_args: object, **_kwargs: object) -> int:
        raise AssertionError("the search should reach phase two")

    monkeypatch.setattr("schnapsen_qt.ai.playout.playout", no_playout)
    for hand in _late_positions("deal-search-exact", 16, talon=(4,)):
        if hand.lead >= 0:
            continue  # a follow at four cards: its trick and the last one
        me = hand.to_move
        for a in hand.legal_actions():
            if a >= MELD:
                continue
            child = hand.copy()
            child.push_unchecked(a)
            assert -3 <= late_value(child, me) <= 3


def test_the_search_closes_when_closing_wins_the_deal() -> None:
    """Somewhere in these deals the leader's best move in the search is to close, and the
    value found is never below what closing at once is worth to it."""
    closes_chosen = 0
    for hand in _late_positions("deal-search-close", 30, talon=(4, 6)):
        legal = hand.legal_actions()
        me = hand.to_move
        if (hand.lead >= 0 or CLOSE not in legal
                or rule_action(hand, me, hand.hands[me], legal) >= MELD):
            continue  # the search branches only where the rules would play a card
        closed = hand.copy()
        closed.push_unchecked(CLOSE)
        v_close = solve_for(closed, me)
        value = deal_value(hand.copy(), me, 2)
        assert value >= v_close
        closes_chosen += value == v_close and v_close > 0
    assert closes_chosen > 0


def _count_late_searches(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The talon size of every deal the searches value by the late search from now on
    (appended to the list returned)."""
    searched: list[int] = []
    real = deal_search.late_value

    def counting(child: Hand, me: int, should_stop: object = None,
                 solvers: Solvers | None = None) -> int:
        searched.append(child.talon_size)
        return real(child, me, None, solvers)

    monkeypatch.setattr("schnapsen_qt.ai.search.late_value", counting)
    return searched


def test_the_late_level_searches_only_near_the_end_of_the_talon(
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert EXPERIMENTAL["master-late"].options.get("late_search") == LATE_TALON
    searched = _count_late_searches(monkeypatch)
    level = EXPERIMENTAL["master-late"]
    for hand in _late_positions("deal-search-master", 12, talon=(4, 6, 8)):
        view = hand.view(hand.to_move)
        before = len(searched)
        decision = Searcher(12, None, **level.options).decide(view, random.Random(1))
        assert decision.action in view.legal
        if decision.kind != "search":
            continue
        late = any(applies(_after(hand, a), LATE_TALON) for a in decision.stats)
        assert (len(searched) > before) == late
    assert searched and all(size <= LATE_TALON for size in searched)


@pytest.mark.parametrize("rules", [SOFT, SHARP, TOURNAMENT, HOUSE, SECHSUNDSECHZIG],
                         ids=lambda rules: rules.preset_name())
def test_master_searches_late_only_where_the_last_close_comes_with_four_talon_cards(
        rules: Rules, monkeypatch: pytest.MonkeyPatch) -> None:
    """Under the sharp and tournament rules no close is allowed while the talon is the
    turn-up and one card, so the last close comes with four talon cards: there Master (with
    rule playouts, ``master-ruled``) plays as ``master-late``; elsewhere as before
    (``master-noisy``), without the late search."""
    searched = _count_late_searches(monkeypatch)
    blocked = rules.last_facedown_blocks_close_and_exchange
    twin = EXPERIMENTAL["master-late" if blocked else "master-noisy"]
    for hand in _late_positions(f"master-late-{rules.preset_name()}", 8, talon=(4, 6),
                                rules=rules):
        view = hand.view(hand.to_move)
        master = Searcher(12, None, **EXPERIMENTAL["master-ruled"].options).decide(
            view, random.Random(3))
        before = len(searched)
        same = Searcher(12, None, **twin.options).decide(view, random.Random(3))
        assert master.action == same.action
        assert master.stats == same.stats
        if not blocked:
            assert len(searched) == before  # the twin does not search either
    assert bool(searched) == blocked
    assert all(size <= LATE_TALON for size in searched)


def _after(hand: Hand, action: int) -> Hand:
    child = hand.copy()
    child.push_unchecked(action)
    return child


def test_the_late_search_stops_when_asked() -> None:
    level = EXPERIMENTAL["master-late"]
    cancelled = 0
    for hand in _late_positions("deal-search-stop", 6, talon=(4,)):
        view = hand.view(hand.to_move)
        calls = 0

        def stop_soon() -> bool:
            nonlocal calls
            calls += 1
            return calls > 3

        searcher = Searcher(level.samples, None, **level.options)
        try:
            searcher.decide(view, random.Random(2), should_stop=stop_soon)
        except SearchCancelled:
            cancelled += 1
            continue
        # Only a decision taken without search (one legal move, a claim) gets through.
        assert calls <= 3
    assert cancelled > 0


@pytest.mark.parametrize("rules", [SOFT, SHARP], ids=lambda rules: rules.preset_name())
def test_the_review_values_a_late_way_to_play_on_as_master_does(
        rules: Rules, monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the review does not solve each deal exactly (without the compiled core, as
    here by choice), it values a way to play on that leaves at most four talon cards as
    Master does: under the sharp rules by the late search in each deal it cannot rule out,
    under the soft rules by the playout."""
    from schnapsen_qt.ai import exact_review

    monkeypatch.setattr(exact_review, "applies", lambda _view: False)
    blocked = rules.last_facedown_blocks_close_and_exchange
    differ = 0
    for hand in _late_positions(f"review-late-{rules.preset_name()}", 2, talon=(4,),
                                rules=rules):
        view = hand.view(hand.to_move)
        values = {v.action: v.value for v in evaluate(view, "master").values}
        deals = list(review_deals(view, "master")[0])
        for a in view.legal:
            children = [_after(deal, a) for deal in deals]
            if not all(applies(child, LATE_TALON) for child in children):
                continue  # a close, a meld, a claim: valued as before
            searched = [late_value(child.copy(), view.seat) for child in children]
            played = [playout(child.copy(), view.seat, None) for child in children]
            by_search = round(sum(searched) / len(deals), 4)
            by_playout = round(sum(played) / len(deals), 4)
            assert values[a] == (by_search if blocked else by_playout)
            differ += by_search != by_playout
    assert differ  # the two valuations told apart somewhere, so the test can fail

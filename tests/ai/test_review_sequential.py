"""The sequential review (issue 40): a decision whose verdict is settled early is valued over
fewer deals, a close one over all of them, and a chain of actions that hand the move back
(a meld, the exchange, a close, and the decision after it) over all of them, so that the
review still agrees with itself."""

from __future__ import annotations

import pytest
from test_review_consistency import played_hand

from schnapsen_qt.ai import core, exact_review
from schnapsen_qt.ai.review import (
    NOISE_MARGIN,
    clearly_behind,
    decision_points,
    evaluate,
    mark_for,
    review_decision,
    verdict_settled,
)
from schnapsen_qt.engine import CLAIM, MELD, HandRecord, parse_card

pytestmark = pytest.mark.skipif(core.BACKEND != "compiled",
                                reason="the exact review needs the compiled core")

ACE, TEN, KING = parse_card("AH"), parse_card("TH"), parse_card("KH")


def node(values: dict[int, list[int]]) -> exact_review.Node:
    return exact_review.Node(tuple(values), dict(values))


def test_a_clearly_best_played_action_settles_the_verdict():
    n = node({ACE: [1, 2, 1, 3] * 10, TEN: [-1, -2, 1, -1] * 10, KING: [-2, -1, -1, 1] * 10})
    assert verdict_settled(n, ACE)


def test_actions_within_the_noise_of_each_other_do_not():
    # The Ace is ahead on average, but by less than three standard errors of the difference.
    ace = [1, -1, 2, -2, 1] * 8
    ten = [-1, 1, 2, -2, 1] * 8
    n = node({ACE: ace, TEN: ten})
    assert not verdict_settled(n, ACE)
    assert not verdict_settled(n, TEN)


def test_a_played_action_a_hair_from_the_best_settles_unmarked():
    # The King is a little better than the played Ten in one deal of 40: whichever is named
    # best, no loss near a mark is possible.
    n = node({ACE: [-1] * 40, TEN: [1] * 40, KING: [1] * 39 + [2]})
    assert verdict_settled(n, TEN)


def test_a_loss_near_the_first_mark_is_not_settled_but_a_clear_blunder_is():
    best = [2, 1, 2, 1] * 10
    near = [2, 1, 1, 1] * 10  # loses 0.25 on average: at the inaccuracy's threshold
    far = [-1, -2, -1, -2] * 10  # loses 3: a blunder beyond doubt
    assert not verdict_settled(node({ACE: best, TEN: near, KING: far}), TEN)
    assert verdict_settled(node({ACE: best, TEN: far, KING: [-3] * 40}), TEN)


def test_an_action_clearly_behind_the_best_is_dropped_but_never_the_played_one():
    best = [2, 1, 2, 1, 2] * 4
    behind = [-1, -2, -1, -2, -1] * 4
    n = node({ACE: best, TEN: behind, KING: list(behind)})
    assert clearly_behind(n, TEN) == {KING}
    assert clearly_behind(n, ACE) == {TEN, KING}
    # Near the best (within three standard errors of the difference): valued on.
    near = [2, 1, 2, 1, 1] * 4
    assert clearly_behind(node({ACE: best, TEN: near}), ACE) == set()


def test_a_dropped_action_is_not_named_best_and_counts_its_own_deals():
    # The King was dropped after 20 deals; over those its mean is the highest, but only the
    # actions valued over every deal can be best.
    n = node({ACE: [1] * 40, TEN: [-1] * 40, KING: [2] * 20})
    assert n.count == 40 and n.count_of(KING) == 20
    assert n.best() == ACE
    # The verdict compares the dropped action over the deals that valued it.
    assert verdict_settled(n, TEN)
    assert verdict_settled(node({ACE: [1] * 40, TEN: [1] * 40, KING: [-2] * 20}), TEN)


def in_chain(view, played) -> bool:
    """Does the decision follow a meld, the exchange or a close of the seat's, or play one
    (under these rules each hands the move straight back)?"""
    return exact_review.follows_hand_back(view) or MELD <= played < CLAIM


def sampled_decisions(preset: str, seeds: range, most: int, talon: int = 9):
    """Up to ``most`` decisions of seat 0 valued over sampled deals (the talon still open,
    at most ``talon`` face-down cards: the fewer, the quicker the deals are solved)."""
    found = 0
    for seed in seeds:
        record = HandRecord.of_hand(played_hand(preset, seed))
        for index, view, played in decision_points(record, 0):
            if played is None or len(view.legal) < 2 or view.phase_two \
                    or view.stock_left > talon:
                continue
            yield index, view, played
            found += 1
            if found == most:
                return


def verdict_of_every_deal(every, played):
    """The best action and whether ``played`` is marked, over every deal."""
    top = max(v.value for v in every.values)
    best = played if every.value_of(played).value == top else next(
        v.action for v in every.values if v.value == top)
    loss = top - every.value_of(played).value
    se = exact_review.paired_se(every.per_deal[best], every.per_deal[played]) \
        if best != played else 0.0
    return best, mark_for(loss) is not None and loss > NOISE_MARGIN * se


@pytest.mark.parametrize("preset", ["soft", "sharp"])
def test_fewer_deals_give_the_verdict_of_all_deals(preset):
    """Each action of a few decisions reviewed as if played: a clear verdict stops early and
    is the verdict of every deal (the action named best may differ only from one all deals
    cannot tell apart from it), a close one uses every deal, and a chain of actions handing
    the move back uses every deal."""
    early = full = chained = dropped = 0
    for index, view, _played in sampled_decisions(preset, range(8), 4, talon=7):
        every = evaluate(view)  # no played action: every deal
        if every.all_deals:
            continue
        assert every.deals == exact_review.DEALS
        for action in view.legal:
            review = review_decision(view, action, index)
            assert review.deals in exact_review.BLOCKS
            if in_chain(view, action):
                assert review.deals == exact_review.DEALS, (preset, index, action)
                chained += 1
                continue
            if review.deals == exact_review.DEALS:
                full += 1
                continue
            early += 1
            best, marked = verdict_of_every_deal(every, action)
            assert marked == (review.mark is not None), (preset, index, action)
            if best != review.best:
                gain = [x - y for x, y in zip(every.per_deal[best],
                                              every.per_deal[review.best], strict=True)]
                assert exact_review.mean(gain) <= \
                    NOISE_MARGIN * exact_review.standard_error(gain), (preset, index, action)
            # The values and errors shown are those of the deals used: every deal of the
            # decision, or fewer for an action dropped as clearly behind the best.
            line = review.to_json()  # the command line's: says which have fewer deals
            for v, entry in zip(review.values, line["values"], strict=True):
                assert entry.get("deals") == v.deals
                used = every.per_deal[v.action][:v.deals or review.deals]
                assert v.value == pytest.approx(exact_review.mean(used), abs=1e-4)
                assert v.se == pytest.approx(exact_review.standard_error(used), abs=1e-4)
                if v.deals is not None:
                    dropped += 1
                    assert exact_review.FIRST_DROP <= v.deals < review.deals
                    assert v.deals % exact_review.STEP == 0
                    assert v.action not in (action, review.best)
    assert early >= 2  # clear verdicts stop early ...
    assert full >= 1  # ... close ones use every deal
    assert dropped >= 1  # and an action clearly behind is valued over fewer deals


def test_a_chain_of_actions_handing_the_move_back_uses_every_deal():
    chained = 0
    for index, view, played in sampled_decisions("soft", range(8), 40):
        if in_chain(view, played):
            assert review_decision(view, played, index).deals == exact_review.DEALS
            chained += 1
            if chained == 3:
                return
    pytest.fail("too few melds, exchanges or closes in these hands")


def test_the_decision_after_a_meld_is_the_same_with_or_without_the_one_before():
    """The next decision's node, kept from the decision that valued the meld, is exactly what
    evaluating that decision alone gives."""
    for seed in range(8):
        record = HandRecord.of_hand(played_hand("soft", seed))
        points = list(decision_points(record, 0))
        for (_, before, played), (_, after, _) in zip(points, points[1:], strict=False):
            if not (MELD <= played < CLAIM and exact_review.follows_hand_back(after)) \
                    or len(after.legal) < 2:
                continue
            exact_review._continuations.clear()
            alone = evaluate(after)
            if alone.all_deals:
                continue  # every deal valued: nothing sampled, nothing kept
            evaluate(before, played=played)  # keeps the node of the decision after the meld
            assert exact_review._continuations
            kept = evaluate(after)
            assert alone.values == kept.values and alone.per_deal == kept.per_deal
            return
    pytest.fail("no meld followed by a decision in these hands")


def test_a_dropped_action_that_comes_up_to_the_best_is_valued_over_every_deal_again():
    """Were an action dropped that is as good as the best after all, it is valued over the
    deals it missed and kept, so that no action over fewer deals stands above the best."""
    for index, view, played in sampled_decisions("soft", range(8), 20, talon=7):
        every = evaluate(view)
        if every.all_deals or in_chain(view, played):
            continue
        best = max(view.legal, key=lambda a: every.value_of(a).value)
        if best == played or every.value_of(best).value < max(
                v.value for v in every.values if v.action != best) + 0.5:
            continue  # wanted: an action clearly best, not the played one
        calls = []

        def drop_the_best(node, _played, calls=calls):
            calls.append(node.count)
            return {node.best()} if len(calls) == 1 else set()

        node = exact_review.evaluate_node(view, "master", 0, lambda: False, None, played,
                                          lambda node, played: False, drop_the_best)
        assert calls[0] == exact_review.FIRST_DROP
        assert node.count_of(best) == node.count == exact_review.DEALS, index
        assert node.per_deal(best) == every.per_deal[best]
        return
    pytest.fail("no decision with a clearly best action other than the played one")

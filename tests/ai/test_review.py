"""The post-hand review (schnapsen_qt.ai.review): exact where every card is known, honest
(only the reviewed seat's view), deterministic, cancellable, with true losses, marks and
reasons."""

from __future__ import annotations

import random

import pytest
from ai_helpers import (
    all_rules,
    checked_exact_review,
    consistent_deal_values,
    random_endgame,
    replay_rearranged,
    value_for,
)

from schnapsen_qt.ai import Cancelled
from schnapsen_qt.ai.review import (
    ACTION_PHRASES,
    BLUNDER,
    INACCURACY,
    MARK_NAMES,
    MARKS,
    MISTAKE,
    REVIEW_TEXTS,
    DecisionReview,
    ReviewError,
    action_phrase,
    action_values,
    evaluate,
    mark_for,
    phrase_key,
    review_hand,
    review_text,
    summarize,
)
from schnapsen_qt.ai.search import opponent_forbidden
from schnapsen_qt.engine import CLAIM, CLOSE, Hand, HandRecord, ReplayError, Rules, actions
from schnapsen_qt.engine.cards import card_code

SOFT = Rules.preset("soft")


def _played_hand(seed: int, rules: Rules = SOFT, close_at: int = -1) -> Hand:
    """A whole hand of random legal play (no false claims; a claim as soon as it is right;
    closing at trick ``close_at`` when allowed)."""
    rng = random.Random(seed)
    hand = Hand.shuffled(rules, rng.randrange(2), rng)
    while hand.outcome is None:
        legal = hand.legal_actions()
        if CLAIM in legal and hand.counted_points(hand.to_move) >= 66:
            hand.push(CLAIM)
        elif CLOSE in legal and hand.trick_count == close_at:
            hand.push(CLOSE)
        else:
            hand.push(rng.choice([a for a in legal if a != CLAIM and a != CLOSE]))
    return hand


def _prefix(hand: Hand, n: int) -> HandRecord:
    rec = HandRecord.of_hand(hand)
    rec.actions = rec.actions[:n]
    return rec


def _check_consistent(r: DecisionReview, legal: list[int]) -> None:
    """Loss, best, mark and reason agree with the values (what the review promises)."""
    assert [v.action for v in r.values] == legal
    top = max(v.value for v in r.values)
    value = {v.action: v.value for v in r.values}
    assert value[r.best] == top
    if r.played is None:
        assert r.loss == 0
    else:
        assert r.played in legal
        assert r.loss == round(top - value[r.played], 4) >= 0
        if value[r.played] == top:
            assert r.best == r.played and r.loss == 0
    assert r.mark == mark_for(r.loss)
    assert r.reason_code in REVIEW_TEXTS
    assert r.reason == review_text(r.reason_code, r.reason_params)
    if len(legal) == 1:
        assert (r.loss, r.mark, r.reason_code) == (0, None, "only_move")


# ---------------------------------------------------------------------- exact values


@pytest.mark.parametrize(("name", "rules"), all_rules())
def test_complete_views_get_exact_values_of_every_legal_action(name: str, rules: Rules) -> None:
    """Talon exhausted: every card is known, so each action's value is the brute-force game
    points with best play on the one real deal (false claims and melds included)."""
    rng = random.Random(f"exact-{name}")
    checked = 0
    while checked < 12:
        hand = random_endgame(rng, rules, close=False)
        for v in checked_exact_review(hand):
            assert v.win_rate == (1.0 if v.value > 0 else 0.0)
        checked += 1


def test_closed_talon_values_average_every_deal_that_cannot_be_ruled_out() -> None:
    """With few hidden arrangements left, the review evaluates all of them: each value is the
    mean of the exact values over the deals consistent with what the seat saw (including what
    the opponent's forced plays revealed)."""
    rng = random.Random("closed")
    checked = 0
    for _ in range(3000):
        hand = random_endgame(rng, SOFT, close=True)
        view = hand.view(hand.to_move)
        n_hidden = view.unseen().bit_count()
        if not 2 <= n_hidden <= 6 or view.stock_left == 0:
            continue
        if not opponent_forbidden(view) & view.unseen():
            continue  # only positions where the opponent's plays revealed something
        ev = evaluate(view, "master", 0)
        assert ev.all_deals and not ev.exact
        for v in ev.values:
            values = consistent_deal_values(hand, v.action)
            assert ev.deals == len(values)
            assert v.value == round(sum(values) / len(values), 4)
            assert v.win_rate == sum(x > 0 for x in values) / len(values)
        checked += 1
        if checked == 5:
            break
    assert checked == 5


# ---------------------------------------------------------------------- honesty


def _twin(hand: Hand, seat: int, at: int, rng: random.Random) -> Hand | None:
    """The same actions from another pack: the cards ``seat`` had not seen after ``at``
    actions are rearranged (the replay must stay legal); the opponent's hand then differs."""
    early = Hand.deal(hand.rules, hand.dealer, hand.deck)
    for p, a in hand.history[:at]:
        early.push(a, p)
    unseen = early.view(seat).unseen()
    hidden = [i for i, c in enumerate(hand.deck) if unseen >> c & 1]
    for _ in range(30):
        cards = [hand.deck[i] for i in hidden]
        rng.shuffle(cards)
        other = replay_rearranged(hand, hidden, cards)
        if other is None:
            continue
        twin_early = Hand.deal(hand.rules, hand.dealer, other.deck)
        for p, a in hand.history[:at]:
            twin_early.push(a, p)
        if twin_early.hands[1 - seat] != early.hands[1 - seat]:
            return other
    return None


def _views(hand: Hand, seat: int) -> dict[int, object]:
    h = Hand.deal(hand.rules, hand.dealer, hand.deck)
    out = {}
    for i, (p, a) in enumerate(hand.history):
        if h.to_move == seat:
            out[i] = h.view(seat)
        h.push(a, p)
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_review_depends_only_on_what_the_seat_saw(seed: int) -> None:
    """Two records that agree on everything the seat saw but differ in hidden cards give
    identical review lines up to the point where the difference became visible."""
    rng = random.Random(seed)
    hand = _played_hand(100 + seed)
    seat = rng.randrange(2)
    twin = None
    for at in (6, 4, 2, 0):
        twin = _twin(hand, seat, at, rng)
        if twin is not None:
            break
    assert twin is not None
    a = review_hand(hand, seat, "expert", 5)
    b = review_hand(twin, seat, "expert", 5)
    va, vb = _views(hand, seat), _views(twin, seat)
    same = 0
    for ra, rb in zip(a, b, strict=True):
        assert ra.index == rb.index
        if va[ra.index] != vb[rb.index]:
            break  # from here on the seat saw a difference
        assert ra.to_json() == rb.to_json()
        assert ra == rb
        same += 1
    assert same >= 1


def test_evaluation_receives_only_the_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review's search is called with PlayerViews only, never a Hand."""
    from schnapsen_qt.ai import review as review_module
    from schnapsen_qt.engine import PlayerView

    seen_types = set()
    real = review_module.evaluate

    def spy(view, *args, **kwargs):
        seen_types.add(type(view))
        return real(view, *args, **kwargs)

    monkeypatch.setattr(review_module, "evaluate", spy)
    review_hand(_played_hand(7), 0, "expert", 0)
    assert seen_types == {PlayerView}


# ---------------------------------------------------------------------- the whole hand


def test_every_decision_of_the_seat_in_order_with_consistent_values() -> None:
    for seed in (11, 12):
        hand = _played_hand(seed, close_at=2 if seed == 12 else -1)
        for seat in (0, 1):
            reviews = review_hand(hand, seat, "expert", 1)
            expected = [i for i, (p, _) in enumerate(hand.history) if p == seat]
            assert [r.index for r in reviews] == expected
            replay = Hand.deal(hand.rules, hand.dealer, hand.deck)
            by_index = {r.index: r for r in reviews}
            for i, (p, a) in enumerate(hand.history):
                if p == seat:
                    r = by_index[i]
                    assert r.played == a and r.seat == seat
                    _check_consistent(r, replay.legal_actions())
                replay.push(a, p)


def test_single_legal_action_is_listed_with_no_loss() -> None:
    for seed in range(20, 60):
        hand = _played_hand(seed)
        replay = Hand.deal(hand.rules, hand.dealer, hand.deck)
        forced = None
        for i, (p, a) in enumerate(hand.history):
            if len(replay.legal_actions()) == 1:
                forced = (i, p)
                break
            replay.push(a, p)
        if forced is None:
            continue
        i, p = forced
        r = next(r for r in review_hand(_prefix(hand, i + 1), p, "expert", 0) if r.index == i)
        assert len(r.values) == 1 and r.loss == 0 and r.mark is None
        assert r.best == r.played and r.reason_code == "only_move"
        return
    pytest.fail("no forced decision found")


def test_open_decision_is_last_when_the_record_stops_with_the_seat_to_move() -> None:
    hand = _played_hand(31)
    for n in (0, 1, 5, 8):
        rec = _prefix(hand, n)
        h = rec.replay()
        for seat in (0, 1):
            reviews = review_hand(rec, seat, "expert", 0)
            if h.to_move == seat:
                last = reviews[-1]
                assert last.played is None and last.index == n and last.loss == 0
                assert last.best in h.legal_actions()
                _check_consistent(last, h.legal_actions())
                assert last.to_json()["played"] is None
                assert all(r.played is not None for r in reviews[:-1])
            else:
                assert all(r.played is not None for r in reviews)


def test_deterministic_for_a_seed() -> None:
    hand = _played_hand(41)
    a = review_hand(hand, 1, "expert", 9)
    b = review_hand(HandRecord.of_hand(hand), 1, "expert", 9)
    assert a == b


def test_progress_per_decision_and_cancel() -> None:
    hand = _played_hand(42)
    calls = []
    reviews = review_hand(hand, 0, "expert", 0, progress=lambda d, t: calls.append((d, t)))
    n = len(reviews)
    assert calls == [(i, n) for i in range(n + 1)]
    polls = 0

    def stop_after_some() -> bool:
        nonlocal polls
        polls += 1
        return polls > 50

    with pytest.raises(Cancelled):
        review_hand(hand, 0, "master", 0, should_stop=stop_after_some)
    with pytest.raises(Cancelled):
        review_hand(hand, 0, "master", 0, should_stop=lambda: True)


def test_bad_seat_level_or_record() -> None:
    hand = _played_hand(43)
    for seat in (2, -1):
        with pytest.raises(ReviewError):
            review_hand(hand, seat, "expert")
    for level in ("beginner", "intermediate", "grandmaster"):
        with pytest.raises(ReviewError):
            review_hand(hand, 0, level)
    rec = HandRecord.of_hand(hand)
    rec.actions = [rec.actions[1], *rec.actions]  # the wrong player first
    with pytest.raises(ReplayError):
        review_hand(rec, 0, "expert")


# ---------------------------------------------------------------------- marks and reasons


def test_marks_by_loss_thresholds() -> None:
    assert 0 < INACCURACY < MISTAKE < BLUNDER
    assert MARKS == ("inaccuracy", "mistake", "blunder") == tuple(MARK_NAMES)
    assert mark_for(0) is None
    assert mark_for(INACCURACY - 0.01) is None
    assert mark_for(INACCURACY) == "inaccuracy"
    assert mark_for(MISTAKE) == "mistake"
    assert mark_for(BLUNDER) == "blunder"
    assert mark_for(2.0) == "blunder"  # a won hand thrown away with every card known


def test_a_thrown_away_endgame_is_a_blunder_with_the_exact_reason() -> None:
    """With every card known, playing a card that turns a win into a loss is marked a
    blunder; the reason names both actions and their exact game points."""
    rng = random.Random("blunder")
    for _ in range(300):
        hand = random_endgame(rng, SOFT, close=False)
        seat = hand.to_move
        values = {}
        for a in hand.legal_actions():
            child = hand.copy()
            child.push(a)
            values[a] = value_for(child, seat)
        worst = min(values, key=values.get)
        if max(values.values()) > 0 > values[worst] and worst != CLAIM:
            break
    else:
        pytest.fail("no thrown-away endgame found")
    hand.push(worst)
    index = len(hand.history) - 1
    r = next(r for r in review_hand(hand, seat, "expert", 0) if r.index == index)
    assert r.played == worst and r.mark == "blunder" and r.exact
    assert r.reason_code == "worse_exact"
    assert r.reason_params["played_gp"] == values[worst]
    assert r.reason_params["best_gp"] == max(values.values())
    assert card_code(worst) in r.reason_params["played"]["card"]
    assert r.reason.startswith("Every card is known")


def test_reason_params_match_the_values() -> None:
    hand = _played_hand(44, close_at=3)
    for seat in (0, 1):
        for r in review_hand(hand, seat, "expert", 2):
            p = r.reason_params
            win = {v.action: v.win_rate for v in r.values}
            for key in ("best", "played"):
                if key in p:
                    assert actions.from_json(p[key]) == (None, getattr(r, key))
            if r.reason_code == "best_pct":
                assert p["pct"] == round(100 * win[r.best])
            if r.reason_code in ("worse_pct", "near_best"):
                assert p["best_pct"] == round(100 * win[r.best])
                assert p["played_pct"] == round(100 * win[r.played])
            if r.reason_code == "worse_pct":
                assert p["best_pct"] > p["played_pct"]


def test_every_reason_template_formats_in_plain_english() -> None:
    close = {"type": "close"}
    king = {"type": "play", "card": "KH"}
    params = {"best": close, "played": king, "pct": 81, "best_pct": 81, "played_pct": 40,
              "gp": 2, "best_gp": 2, "played_gp": -1}
    for code in REVIEW_TEXTS:
        text = review_text(code, params)
        assert "{" not in text and text[0].isupper()
    assert review_text("best_pct", {"best": close, "pct": 81}) == \
        "Best: closing the talon wins in 81 % of the deals you cannot rule out."
    assert action_phrase(king) == "playing the King of hearts"
    assert action_phrase({"type": "meld", "suit": "S"}) == "melding the marriage in spades"
    assert action_phrase({"type": "close", "before_draw": True}) == \
        "closing the talon before drawing"
    assert action_phrase({"type": "pass"}) == "passing (no exchange)"
    assert action_phrase({"type": "exchange", "card": "AS"}) == "exchanging for the Ace of spades"
    forms = {"close_before_draw": {"type": "close", "before_draw": True},
             "exchange": {"type": "exchange"},
             "exchange_card": {"type": "exchange", "card": "AH"}}
    for kind, template in ACTION_PHRASES.items():
        assert template.format(card="Ace of hearts", suit="hearts")
        obj = forms.get(kind, {"type": kind, "card": "AH", "suit": "H"})
        assert phrase_key(obj) == kind
        assert "{" not in action_phrase(obj)


def test_summary_counts_marks_and_total_loss() -> None:
    hand = _played_hand(45)
    reviews = review_hand(hand, 0, "expert", 3)
    s = summarize(reviews)
    assert s.decisions == len(reviews)
    assert s.total_loss == round(sum(r.loss for r in reviews), 4)
    assert (s.inaccuracies, s.mistakes, s.blunders) == tuple(
        sum(r.mark == m for r in reviews) for m in MARKS)


def test_action_values_is_the_plain_mapping() -> None:
    hand = _played_hand(46)
    h = Hand.deal(hand.rules, hand.dealer, hand.deck)
    view = h.view(h.to_move)
    values = action_values(view, "expert", 4)
    assert list(values) == list(view.legal)
    ev = evaluate(view, "expert", 4)
    assert values == {v.action: v.value for v in ev.values}
    assert all(-3 <= v <= 3 for v in values.values())

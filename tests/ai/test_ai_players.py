"""Every level: legal, honest, deterministic, cancellable, never a false or forgotten claim."""

from __future__ import annotations

import math
import random
import time

import pytest
from ai_helpers import (
    all_rules,
    other_deal,
    random_decision_points,
    random_state,
    same_view_other_pack,
    situations,
)

from schnapsen_qt.ai import (
    BUDGETS,
    EXPERIMENTAL_LEVELS,
    HINT_TEXTS,
    LEVELS,
    Cancelled,
    Hint,
    create_player,
    explain,
    hint,
)
from schnapsen_qt.ai.search import opponent_forbidden
from schnapsen_qt.engine import CLAIM, CLOSE, Hand, Rules
from schnapsen_qt.engine.actions import EXCHANGE, MELD
from schnapsen_qt.engine.cards import KING, cards_of

PRESETS = ("soft", "sharp", "tournament")
SMALL = {"samples": 3, "time_cap": math.inf}  # no time cap: the same work on any machine
# Trial levels held to the honesty test beside the offered ones: those whose own judgment
# sees more than one deal at once (the presumed-value close).
HONESTY_TRIALS = ("master-pvclose", "master-nested", "master-fairclose")


def small_player(level: str, seed: int = 0):
    return create_player(level, seed, **(
        SMALL if level in ("expert", "master", *HONESTY_TRIALS) else {}))


def _honesty_positions(level: str) -> list[tuple[Hand, Hand]]:
    """Pairs of hands that look the same to the seat to move but hide different cards: phase
    one and two, leading and following, every rule set; half of the twins dealt from another
    pack and replayed (a real hand), half rebuilt from the view."""
    rng = random.Random(f"fair-{level}")
    pairs = []
    for _name, rules in all_rules():
        for hand in random_decision_points(rng, rules, 6):
            if rng.random() > 0.3:
                continue
            seat = hand.to_move
            if rng.random() < 0.5:
                other = same_view_other_pack(hand, rng)
            else:
                other = other_deal(hand, seat, rng)
            if other is not None:
                pairs.append((hand.copy(), other))
    return pairs


@pytest.mark.parametrize("level", [*LEVELS, *HONESTY_TRIALS])
def test_same_view_same_decision_whatever_the_hidden_cards(level: str) -> None:
    pairs = _honesty_positions(level)
    counts = {"phase_one": 0, "phase_two": 0, "follow": 0, "opp_differs": 0,
              "talon_differs": 0, "searched": 0, "dealt": 0}
    for i, (hand, other) in enumerate(pairs):
        seat = hand.to_move
        view, other_view = hand.view(seat), other.view(seat)
        assert other_view == view  # exactly the same knowledge...
        opp_differs = other.hands[1 - seat] != hand.hands[1 - seat]
        talon_differs = other.stock[other.stock_pos:] != hand.stock[hand.stock_pos:]
        assert opp_differs or talon_differs  # ...but other hidden cards
        counts["opp_differs"] += opp_differs
        counts["talon_differs"] += talon_differs
        counts["phase_two" if hand.phase_two else "phase_one"] += 1
        counts["follow"] += hand.lead >= 0
        counts["dealt"] += other.deck is not None
        a = small_player(level, i).decide(view)
        b = small_player(level, i).decide(other_view)
        assert a == b  # the same action, and the same reasons (statistics)
        counts["searched"] += bool(a.stats)
        assert explain(view, a, i) == explain(other_view, b, i)  # the same hint
    assert counts["phase_one"] >= 20 and counts["phase_two"] >= 20, counts
    assert counts["follow"] >= 10 and counts["dealt"] >= 10, counts
    assert counts["opp_differs"] >= 20 and counts["talon_differs"] >= 20, counts
    if level in BUDGETS or level in HONESTY_TRIALS:
        assert counts["searched"] >= 20, counts
    # The GUI's hint (full Expert budget) too, on a few phase-one and phase-two positions.
    few = [p for p in pairs if p[0].phase_two][:2] + [p for p in pairs if not p[0].phase_two][:2]
    for hand, other in few:
        seat = hand.to_move
        assert hint(hand.view(seat), seed=4, level=level, time_cap=math.inf) == hint(
            other.view(seat), seed=4, level=level, time_cap=math.inf)


def _play_hands(level: str, rules: Rules, hands: int, seed: int):
    """Yield (hand, view, action) for every decision of ``level`` against a random opponent
    (which sometimes claims falsely, closes or melds)."""
    rng = random.Random(f"{level}-{rules}-{seed}")
    player = create_player(level, seed, **({"samples": 2} if level in BUDGETS else {}))
    for h in range(hands):
        hand = Hand.shuffled(rules, h % 2, rng)
        ai_seat = rng.randrange(2)
        while hand.outcome is None:
            seat = hand.to_move
            if seat == ai_seat:
                view = hand.view(seat)
                action = player.choose(view)
                yield hand, view, action
            else:
                legal = [a for a in hand.legal_actions()
                         if a != CLAIM or hand.counted_points(seat) >= 66 or rng.random() < 0.05]
                action = rng.choice(legal)
            hand.push(action, seat)


def _check_decision(hand: Hand, view, action: int, kinds: set[str]) -> None:
    """The action is legal, and the seat claims exactly when it has 66 counted points
    (tricks, plus marriages once it has a trick), melding first if that reaches 66."""
    seat = view.seat
    legal = hand.legal_actions()
    assert tuple(legal) == view.legal
    assert action in legal, (hand, action)
    assert hand.why_illegal(action) is None
    counted = hand.trick_points[seat] + (hand.meld_points[seat] if hand.tricks[seat] else 0)
    if action == CLAIM:
        assert counted >= 66, hand  # never a false claim
        kinds.add("claim")
    elif CLAIM in legal:
        assert counted < 66, hand  # never a forgotten claim
    melds = [a for a in legal if MELD <= a < EXCHANGE]
    if melds and hand.tricks[seat] and action != CLAIM:
        best = max(40 if a - MELD == hand.trump else 20 for a in melds)
        if counted + best >= 66:
            assert MELD <= action < EXCHANGE, hand  # meld now: 66, then the claim
            assert counted + (40 if action - MELD == hand.trump else 20) >= 66
            kinds.add("meld_to_66")
    if hand.meld_suit >= 0 and action < MELD:
        king = hand.meld_suit * 5 + KING
        assert action in ((king,) if hand.rules.meld_must_lead_king else (king, king + 1))
    kinds.update(situations(hand))


#: Decisions checked per level and rule set (the search levels with a tiny sample budget:
#: the same code paths, only fewer deals).
DECISIONS = {"beginner": 5000, "intermediate": 5000, "expert": 2000, "master": 2000}


@pytest.mark.parametrize("rules_name", [name for name, _ in all_rules()])
@pytest.mark.parametrize("level", LEVELS)
def test_always_legal_and_claims_exactly_at_66(level: str, rules_name: str) -> None:
    rules = dict(all_rules())[rules_name]
    target = DECISIONS[level]
    kinds: set[str] = set()
    decisions = 0
    # Half in games against a random opponent...
    for hand, view, action in _play_hands(level, rules, 10**6, seed=1):
        _check_decision(hand, view, action, kinds)
        decisions += 1
        if decisions >= target // 2:
            break
    # ...half in random positions of randomly played hands (either seat to move).
    player = create_player(level, 2, **({"samples": 2} if level in BUDGETS else {}))
    rng = random.Random(f"states-{level}-{rules_name}")
    for hand in random_decision_points(rng, rules, 10**6):
        view = hand.view(hand.to_move)
        _check_decision(hand, view, player.choose(view), kinds)
        decisions += 1
        if decisions >= target:
            break
    expected = {"follow", "follow_phase_two", "after_meld", "after_close", "lead_exhausted",
                "exchange", "close_possible", "claim_due", "claim_false", "claim", "meld_to_66"}
    if rules.melds_after_talon_gone:
        expected.add("meld_phase_two")
    assert expected <= kinds, expected - kinds


@pytest.mark.parametrize("level", LEVELS)
def test_seeded_determinism(level: str) -> None:
    rng = random.Random("det")
    differs = 0
    for i in range(28):
        name, rules = all_rules()[i % len(all_rules())]
        hand = random_state(rng, rules)
        view = hand.view(hand.to_move)
        first = small_player(level, 5)
        a = first.decide(view)
        assert first.decide(view) == a  # the player keeps no state between decisions
        assert small_player(level, 5).decide(view) == a  # a new player with the same seed
        assert explain(view, a, 5) == explain(view, small_player(level, 5).decide(view), 5)
        if level in BUDGETS and a.stats:
            differs += small_player(level, 6).decide(view).stats != a.stats
    if level in BUDGETS:
        assert differs > 0  # the seed really drives the sampling


def _hard_positions() -> list[Hand]:
    """Positions where a search without a budget would run for long: the first lead of a
    hand (phase one) and a talon closed at once (the solver over ten unknown cards)."""
    rng = random.Random("hard")
    while True:
        first = Hand.shuffled(Rules.preset("soft"), 0, rng)
        if [a for a in first.legal_actions() if a >= MELD] == [CLOSE]:
            break  # no exchange, no meld: a real choice among five cards and closing
    closed = first.copy()
    closed.push(CLOSE)
    return [first, closed]


@pytest.mark.parametrize("level", ["expert", "master"])
def test_cancel_is_prompt_in_wall_time(level: str) -> None:
    for hand in _hard_positions():
        view = hand.view(hand.to_move)
        player = create_player(level, 1, samples=10**6, time_cap=None)  # never ends alone
        stopped_at = None

        def should_stop(start: float = time.perf_counter()) -> bool:
            nonlocal stopped_at
            if time.perf_counter() - start > 0.15:
                stopped_at = stopped_at or time.perf_counter()
                return True
            return False

        with pytest.raises(Cancelled):
            player.choose(view, should_stop=should_stop)
        assert stopped_at is not None
        assert time.perf_counter() - stopped_at < 0.1  # raised right after the stop


def test_hint_is_cancellable_for_every_level() -> None:
    hand = _hard_positions()[0]
    view = hand.view(hand.to_move)
    for level in LEVELS:
        with pytest.raises(Cancelled):
            hint(view, seed=1, should_stop=lambda: True, level=level)


@pytest.mark.parametrize("level", ["expert", "master"])
def test_time_cap_bounds_a_decision(level: str) -> None:
    k, cap = BUDGETS[level]
    assert k >= 1 and 0 < cap <= 2.0
    for hand in _hard_positions():
        view = hand.view(hand.to_move)
        player = create_player(level, 1, samples=10**6, time_cap=0.2)
        # The cap is in CPU seconds of this process (a busy machine does not change how many
        # deals a decision examines), so that is what it bounds.
        start = time.process_time()
        decision = player.decide(view)
        assert time.process_time() - start < 0.2 + 0.5
        assert decision.action in view.legal and 0 < decision.samples < 10**6


def test_level_budgets() -> None:
    assert set(BUDGETS) == {"expert", "master"}  # trial levels are not offered
    assert not set(EXPERIMENTAL_LEVELS) & set(LEVELS)
    assert BUDGETS["master"][0] > BUDGETS["expert"][0]  # Master samples more deals
    # Full budgets on the first lead: within the level's time cap in CPU seconds (plus one
    # deal's work).
    hand = _hard_positions()[0]
    view = hand.view(hand.to_move)
    for level in ("expert", "master"):
        start = time.process_time()
        decision = create_player(level, 2).decide(view)
        assert time.process_time() - start < BUDGETS[level][1] + 0.5
        assert decision.samples <= BUDGETS[level][0]


def _search_position() -> Hand:
    """A phase-one position where the searching levels really search."""
    rng = random.Random("cancel")
    while True:
        hand = random_state(rng, Rules.preset("soft"))
        legal = hand.legal_actions()
        if not hand.phase_two and hand.lead < 0 and CLOSE in legal and len(legal) >= 5:
            return hand


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("after", [0, 1, 5, 30])
def test_cancel_raises_promptly(level: str, after: int) -> None:
    hand = _search_position()
    view = hand.view(hand.to_move)
    calls = 0

    def should_stop() -> bool:
        nonlocal calls
        calls += 1
        return calls > after

    player = create_player(level, 1)  # the full budget: only cancelling ends it early
    if level in ("beginner", "intermediate") and after > 0:
        assert player.choose(view, should_stop=should_stop) in view.legal
        return
    with pytest.raises(Cancelled):
        player.choose(view, should_stop=should_stop)
    assert calls == after + 1  # stopped at the first true answer


def test_match_score_parameter_is_optional_and_accepted() -> None:
    rng = random.Random("score")
    for _ in range(10):
        hand = random_state(rng, Rules.preset("soft"))
        view = hand.view(hand.to_move)
        p = create_player("expert", 3, samples=4)
        assert p.choose(view) in view.legal
        p.set_match_score(1, 6)
        assert p.choose(view) in view.legal
        assert p.choose(view, score=(7, 2)) in view.legal


def test_hint_codes_and_texts() -> None:
    rng = random.Random("hint")
    seen = set()
    for _ in range(30):
        hand = random_state(rng, Rules.preset("soft"))
        view = hand.view(hand.to_move)
        h = hint(view, seed=1)
        assert isinstance(h, Hint)
        assert h.action in view.legal
        assert h.code in HINT_TEXTS
        assert h.text and "{" not in h.text
        seen.add(h.code)
    assert len(seen) >= 2


@pytest.mark.parametrize("level", LEVELS)
def test_hints_of_every_level_give_true_reasons(level: str) -> None:
    rng = random.Random(f"hint-{level}")
    seen = set()
    for i, hand in enumerate(random_decision_points(rng, Rules.preset("sharp"), 12)):
        if i % 3:
            continue
        view = hand.view(hand.to_move)
        decision = small_player(level, i).decide(view)
        h = explain(view, decision, i)
        assert h.action == decision.action and h.code in HINT_TEXTS
        assert h.text and "{" not in h.text
        if h.code == "only_move":  # said only when it is true (a false claim aside)
            assert len([a for a in view.legal if a != CLAIM]) == 1
        if h.code == "claim":
            assert h.params["points"] == view.counted_points(view.seat) >= 66
        seen.add(h.code)
    assert {"play_wins_pct", "only_move"} <= seen or len(seen) >= 4, seen


def test_opponent_voids_are_inferred_after_close() -> None:
    # Soft deal; seat 1 (forehand) closes at once and leads; seat 0 must follow suit.
    rules = Rules.preset("soft")
    rng = random.Random(11)
    for _ in range(200):
        hand = Hand.shuffled(rules, 0, rng)
        hand.push(CLOSE)
        lead = min(cards_of(hand.hands[1]))
        hand.push(lead)
        follow = min(cards_of(hand.legal_plays()))
        hand.push(follow)
        if follow // 5 != lead // 5:
            view = hand.view(1)
            forbidden = opponent_forbidden(view)
            suit_mask = 0b11111 << (5 * (lead // 5))
            assert forbidden & suit_mask == suit_mask
            assert not hand.hands[0] & forbidden  # never excludes a card really held
            return
    pytest.fail("no void found")


def test_every_hint_template_formats() -> None:
    from schnapsen_qt.ai import hint_text

    params = {"card": "KH", "suit": "H", "pct": 81, "points": 40, "gp": 2}
    for code in HINT_TEXTS:
        text = hint_text(code, params)
        assert "{" not in text and "KH" not in text

"""The phase-two solver against plain minimax over the engine."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from ai_helpers import all_rules, brute_force, random_endgame, value_for

from schnapsen_qt.ai.solver import Solver, solve
from schnapsen_qt.engine import CLAIM, CLOSE, Hand, Rules
from schnapsen_qt.engine.actions import EXCHANGE, MELD
from schnapsen_qt.engine.cards import parse_card


@pytest.mark.parametrize("preset", ["soft", "sharp", "tournament"])
def test_solver_matches_brute_force(preset: str) -> None:
    rng = random.Random(f"solver-{preset}")
    for i in range(16):
        rules = Rules.preset(preset)
        if i % 4 == 1:
            rules = replace(rules, closing_scored_at="end")
        if i % 4 == 2:
            rules = replace(rules, false_claim_penalty="mirror")
        hand = random_endgame(rng, rules, close=i % 3 != 0)
        assert solve(hand) == brute_force(hand), hand


def _assert_action_values_exact(hand: Hand) -> None:
    """Every action's solver value equals brute force after it; no false claim is valued."""
    p = hand.to_move
    values = Solver(hand).action_values(hand)
    for a in hand.legal_actions():
        if a == CLAIM and hand.counted_points(p) < 66:
            assert a not in values  # never a false claim
            continue
        child = hand.copy()
        child.push_unchecked(a)
        assert values[a] == value_for(child, p), (hand, a)


def test_action_values_match_brute_force_per_action() -> None:
    rng = random.Random("per-action")
    for _ in range(12):
        hand = random_endgame(rng, Rules.preset("soft"), close=True)
        _assert_action_values_exact(hand)


def _phase_two_positions(rng: random.Random, rules: Rules, want: int) -> list[Hand]:
    """Random phase-two positions rich in marriages: a marriage in a hand, a marriage just
    melded (King or Queen to lead), a meld possible now, following, and talons closed at
    once (five cards each) as well as exhausted ones."""
    found: dict[str, list[Hand]] = {k: [] for k in ("held", "melded", "meld_now", "follow",
                                                    "closed_full", "closed_full_marriage",
                                                    "exhausted", "claim")}
    for _ in range(20000):
        if all(len(v) >= want for v in found.values()):
            break
        full = rng.random() < 0.2
        if full:  # close before the first lead: five cards each, nothing played
            hand = Hand.shuffled(rules, rng.randrange(2), rng)
            if CLOSE not in hand.legal_actions():
                continue
            hand.push(CLOSE)
        else:
            hand = random_endgame(rng, rules, close=rng.random() < 0.6)
        legal = hand.legal_actions()
        melds = [a for a in legal if MELD <= a < EXCHANGE]
        if full and hand.marriages_in_hand(hand.to_move) and rng.random() < 0.7:
            kind = "closed_full_marriage"  # (no trick yet: sharp rules forbid the meld)
        elif melds and rng.random() < 0.5:
            hand.push(rng.choice(melds))
            if hand.outcome is not None:
                continue
            kind = "melded"
        elif melds:
            kind = "meld_now"
        elif full:
            kind = "closed_full"
        elif CLAIM in legal and hand.counted_points(hand.to_move) >= 66:
            kind = "claim"
        elif hand.marriages_in_hand(0) or hand.marriages_in_hand(1):
            kind = "held"
        elif hand.lead >= 0:
            kind = "follow"
        elif hand.closed_by < 0:
            kind = "exhausted"
        else:
            continue
        if len(found[kind]) < want:
            found[kind].append(hand)
    missing = {k for k, v in found.items() if len(v) < want}
    if not rules.melds_after_talon_gone:
        assert not found["melded"] and not found["meld_now"]  # no melds in phase two
        missing -= {"melded", "meld_now"}
    assert not missing, missing
    return [h for v in found.values() for h in v]


@pytest.mark.parametrize("rules_name", [name for name, _ in all_rules()])
def test_solver_matches_brute_force_with_marriages_and_closed_talons(rules_name: str) -> None:
    rules = dict(all_rules())[rules_name]
    rng = random.Random(f"marriages-{rules_name}")
    for hand in _phase_two_positions(rng, rules, 8):
        assert hand.phase_two and hand.outcome is None
        assert solve(hand) == brute_force(hand), hand
        _assert_action_values_exact(hand)


#: Packs (dealer, deck) where, with the talon closed before the first lead, whether a
#: marriage may be melded before the melder's first trick changes the value of the hand.
_MELD_BEFORE_TRICK_MATTERS = (
    (1, "JS QD AS KH JH QH TD QS KD AD TH JD QC TC AH AC JC TS KC KS"),
    (0, "QS JH AS TC QC TD JD QD KD TH QH AC AH AD KC TS JS KH KS JC"),
    (1, "JS KD QC AD KC KH TD QD TS AH TH AC KS QS JD QH JH TC AS JC"),
)


@pytest.mark.parametrize("rules_name", [name for name, _ in all_rules()])
def test_solver_knows_when_a_marriage_may_be_melded(rules_name: str) -> None:
    rules = dict(all_rules())[rules_name]
    for dealer, deck in _MELD_BEFORE_TRICK_MATTERS:
        hand = Hand.deal(rules, dealer, [parse_card(c) for c in deck.split()])
        hand.push(CLOSE)
        assert solve(hand) == brute_force(hand), (rules_name, deck)

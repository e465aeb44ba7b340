"""The nested playouts of the trial level ``master-nested`` (ai/_core_nested.c): each seat's
card choices in them are searched over worlds drawn from that seat's own knowledge, so the
choice never depends on a card the seat cannot know; the playouts replay from their seed.

Skipped where the core is not built (tests/ai/test_core_rules.py: CI requires it).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from ai_helpers import other_deal
from test_core_playout import played_positions
from test_core_rules import needs_core

from schnapsen_qt.ai import core, create_player
from schnapsen_qt.ai.basic import should_close
from schnapsen_qt.ai.playout import nested_playout, playout
from schnapsen_qt.ai.solver import core_table
from schnapsen_qt.engine import PRESETS, Hand
from schnapsen_qt.engine.actions import CLOSE, MELD

pytestmark = needs_core


def choice_positions(rules_name: str, seed: int, hands: int) -> Iterator[Hand]:
    """Phase-one positions where the seat to move chooses among several cards."""
    for hand in played_positions(PRESETS[rules_name], random.Random(seed), hands):
        if hand.phase_two or hand.outcome is not None:
            continue
        if sum(1 for a in hand.legal_actions() if a < MELD) > 1:
            yield hand


def nested_choice(hand: Hand, worlds: int, seed: int) -> int:
    fast = core.compiled()
    assert fast is not None
    card: int = fast.nested_choice_hand(
        core.rules_key(hand.rules), core.hand_parts(hand), core_table(hand.rules), None,
        hand.shown[0], hand.shown[1], worlds, seed)
    return card


def test_a_nested_choice_reads_only_what_the_mover_can_know() -> None:
    rng = random.Random(5)
    compared = differs = 0
    for rules_name in ("soft", "sharp", "sechsundsechzig"):
        for i, hand in enumerate(choice_positions(rules_name, 40 + len(rules_name), 12)):
            other = other_deal(hand, hand.to_move, rng)
            if other is None:
                continue
            assert other.view(hand.to_move) == hand.view(hand.to_move)
            seed = 1000 + i
            choice = nested_choice(hand, 3, seed)
            assert choice in hand.legal_actions()
            assert nested_choice(other, 3, seed) == choice
            compared += 1
            # The seed matters (the worlds are drawn from it), so the equality above is a
            # check of what the draws read, not of a choice that never varies.
            differs += any(nested_choice(hand, 1, seed + k) != nested_choice(hand, 1, seed)
                           for k in range(1, 6))
    assert compared >= 100
    assert differs >= 10


def test_the_worlds_keep_the_opponents_cards_the_mover_has_seen() -> None:
    """A mover who saw the opponent meld keeps those cards in the opponent's hand in every
    world: the opponent's shown cards count as known, so redealing the rest changes nothing,
    while pretending they were not seen may change the choice."""
    rng = random.Random(9)
    checked = 0
    for i, hand in enumerate(choice_positions("soft", 77, 60)):
        opp = 1 - hand.to_move
        if not hand.shown[opp] & hand.hands[opp]:
            continue
        other = other_deal(hand, hand.to_move, rng)
        if other is None:
            continue
        assert other.hands[opp] & hand.shown[opp] == hand.hands[opp] & hand.shown[opp]
        assert nested_choice(other, 3, i) == nested_choice(hand, 3, i)
        checked += 1
    assert checked >= 5


def test_nested_playouts_replay_from_their_seed_and_differ_from_the_rule_playout() -> None:
    differ = 0
    for i in range(60):
        hand = Hand.shuffled(PRESETS["soft"], dealer=i % 2, rng=i)
        value = nested_playout(hand.copy(), 0, None, 3, 12, i)
        assert value == nested_playout(hand.copy(), 0, None, 3, 12, i)
        assert value is not None and -3 <= value <= 3
        # Depth 0: no card searched, the rule playout itself.
        assert nested_playout(hand.copy(), 0, None, 3, 0, i) == playout(hand.copy(), 0, None)
        differ += value != playout(hand.copy(), 0, None)
    assert differ >= 10


def test_master_nested_replays_its_decisions() -> None:
    hand = Hand.shuffled(PRESETS["soft"], dealer=0, rng=3)
    decisions = []
    for _ in range(2):
        player = create_player("master-nested", 11, samples=12)
        decision = player.decide(hand.view(hand.to_move))
        assert decision.kind == "search"
        decisions.append((decision.action,
                          {a: s.mean for a, s in decision.stats.items()}))
    assert decisions[0] == decisions[1]


def test_the_cores_playout_calls_refuse_a_wrong_seat_table_or_seed() -> None:
    """The three playout entry points share their argument checks; each names what is wrong
    instead of playing on with nonsense (a seat 2, a list for the table, a negative seed)."""
    fast = core.compiled()
    assert fast is not None
    hand = Hand.shuffled(PRESETS["soft"], dealer=0, rng=5)
    rules, parts, table = core.rules_key(hand.rules), core.hand_parts(hand), core_table(hand.rules)
    shown = (hand.shown[0], hand.shown[1])
    with pytest.raises(ValueError, match="me must be 0 or 1"):
        fast.playout_hand(rules, parts, 2, table, None, 0, 0.0, None)
    with pytest.raises(ValueError, match="me must be 0 or 1"):
        fast.nested_playout_hand(rules, parts, 2, table, None, *shown, 3, 2, 1)
    with pytest.raises(TypeError, match="table must be a Table"):
        fast.nested_playout_hand(rules, parts, 0, [], None, *shown, 3, 2, 1)
    with pytest.raises(TypeError, match="table must be a Table"):
        fast.nested_choice_hand(rules, parts, [], None, *shown, 3, 1)
    with pytest.raises(OverflowError):
        fast.nested_choice_hand(rules, parts, table, None, *shown, 3, -1)
    assert fast.nested_playout_hand(rules, parts, 0, table, None, *shown, 3, 2, 1) == \
        nested_playout(hand.copy(), 0, None, 3, 2, 1)


def last_lead_positions(seed: int, hands: int) -> Iterator[Hand]:
    """Leads at the talon's last lead (two talon cards) with the close legal, soft rules."""
    for hand in played_positions(PRESETS["soft"], random.Random(seed), hands):
        if (hand.outcome is None and hand.lead < 0 and not hand.phase_two
                and hand.talon_size == 2 and CLOSE in hand.legal_actions()):
            yield hand


def fair_close(hand: Hand, worlds: int, seed: int) -> bool:
    fast = core.compiled()
    assert fast is not None
    close: bool = fast.fair_close_hand(
        core.rules_key(hand.rules), core.hand_parts(hand), core_table(hand.rules), None,
        hand.shown[0], hand.shown[1], worlds, seed)
    return close


def test_a_fair_close_reads_only_what_the_leader_can_know() -> None:
    """The trial ``master-fairclose``: the leader at the talon's last lead judges the close
    over worlds drawn from its own knowledge, so two deals it cannot tell apart get the same
    judgment, while the worlds drawn (the seed) can change it."""
    rng = random.Random(11)
    compared = differs = 0
    for i, hand in enumerate(last_lead_positions(61, 200)):
        other = other_deal(hand, hand.to_move, rng)
        if other is None:
            continue
        assert other.view(hand.to_move) == hand.view(hand.to_move)
        assert fair_close(other, 3, 500 + i) == fair_close(hand, 3, 500 + i)
        compared += 1
        differs += len({fair_close(hand, 1, 500 + i + k) for k in range(6)}) > 1
    assert compared >= 40
    assert differs >= 3


def test_a_fair_close_closes_where_the_rules_would_not() -> None:
    """The rules close at the last lead only with a sure 66; the fair judgment also closes
    where closing is worth most without one, and still plays on in other positions."""
    rule_only = fair_only = neither = 0
    for i, hand in enumerate(last_lead_positions(62, 200)):
        rules = should_close(hand, hand.to_move, hand.hands[hand.to_move])
        fair = fair_close(hand, 6, 900 + i)
        fair_only += fair and not rules
        rule_only += rules and not fair
        neither += not fair and not rules
    assert fair_only >= 5
    assert neither >= 5


def test_a_nested_playout_with_fair_closes_replays_and_differs() -> None:
    """The nested playout with the fair closes replays from its seed, and on some positions
    before the last lead ends differently from the one without them."""
    differs = 0
    positions = [h.copy() for h in choice_positions("soft", 63, 40) if h.talon_size in (4, 6)]
    for i, hand in enumerate(positions):
        me = hand.to_move
        with_fair = nested_playout(hand.copy(), me, None, 2, 4, 700 + i, fair_close=3)
        assert nested_playout(hand.copy(), me, None, 2, 4, 700 + i, fair_close=3) == with_fair
        differs += with_fair != nested_playout(hand.copy(), me, None, 2, 4, 700 + i)
    assert len(positions) >= 30
    assert differs >= 2

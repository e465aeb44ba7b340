"""The compiled core's solver: the Python solver's exact values in phase two, and a plain
reference minimax's over the engine (every legal action, false claims included) in phase two
and in phase one with a few talon cards left, under every preset and random option mixes.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from ai_helpers import _state_key
from test_ai_solver_rulesets import random_phase_two, random_rules
from test_core_rules import needs_core

from schnapsen_qt.ai import core
from schnapsen_qt.ai.deals import opponent_forbidden, opponent_required, sample_deal
from schnapsen_qt.ai.solver import Solver
from schnapsen_qt.engine import CLAIM, CLOSE, PRESETS, Hand, Rules
from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW

pytestmark = needs_core


def reference_value(hand: Hand, memo: dict[tuple[object, ...], int]) -> int:
    """Minimax over the engine's :class:`Hand`, every legal action tried (a false claim too):
    signed game points for the seat to move; positions already valued looked up in
    ``memo``."""
    key = _state_key(hand)
    found = memo.get(key)
    if found is not None:
        return found
    me = hand.to_move
    best = -99
    for action in hand.legal_actions():
        child = hand.copy()
        child.push_unchecked(action)
        if child.outcome is not None:
            o = child.outcome
            v = 0 if o.winner is None else o.game_points if o.winner == me else -o.game_points
        else:
            v = reference_value(child, memo)
            v = v if child.to_move == me else -v
        best = max(best, v)
    memo[key] = best
    return best


def random_phase_one(rng: random.Random, rules: Rules, talon: int) -> Hand:
    """A random deal played at random (no false claim, closes seldom) until at most ``talon``
    cards are left in the talon, still open, the hand going on."""
    while True:
        hand = Hand.shuffled(rules, rng.randrange(2), rng)
        while hand.outcome is None and not hand.phase_two and hand.talon_size > talon:
            p = hand.to_move
            legal = [a for a in hand.legal_actions() if a not in (CLOSE, CLOSE_BEFORE_DRAW)
                     and (a != CLAIM or hand.counted_points(p) >= 66)]
            hand.push(rng.choice(legal))
        # Stop on a lead, mid-trick, or at a pending decision, as it falls.
        if hand.outcome is None and not hand.phase_two:
            return hand


def _preset_cases() -> list[tuple[str, Rules]]:
    return sorted(PRESETS.items())


@pytest.mark.parametrize(("name", "rules"), _preset_cases())
def test_phase_two_values_equal_the_python_solver(name: str, rules: Rules) -> None:
    rng = random.Random(f"core-solver-{name}")
    table = core.new_table(exact=False)
    for _ in range(1200):
        hand = random_phase_two(rng, rules)
        expected = Solver(hand).hand_value(hand)
        assert core.solve(hand, table=table, exact=False) == expected, hand
        # A fresh table: nothing carried over from other positions.
        assert core.solve(hand, exact=False) == expected, hand


def test_phase_two_values_of_random_option_mixes_equal_the_python_solver() -> None:
    rng = random.Random(4041)
    for _ in range(800):
        rules = random_rules(rng)
        hand = random_phase_two(rng, rules)
        assert core.solve(hand, exact=False) == Solver(hand).hand_value(hand), (rules, hand)


@pytest.mark.parametrize(("name", "rules"), _preset_cases())
def test_phase_two_action_values_equal_the_python_solver(name: str, rules: Rules) -> None:
    rng = random.Random(f"core-actions-{name}")
    table = core.new_table(exact=False)
    for _ in range(150):
        hand = random_phase_two(rng, rules)
        expected = Solver(hand).action_values(hand)
        found = core.action_values(hand, table, exact=False)
        assert {a: found[a] for a in expected} == expected, hand


@pytest.mark.parametrize(("name", "rules"), _preset_cases())
def test_exact_phase_two_values_equal_the_reference_minimax(name: str, rules: Rules) -> None:
    rng = random.Random(f"core-exact-two-{name}")
    table = core.new_table(exact=True)
    memo: dict[tuple[object, ...], int] = {}
    for _ in range(150):
        hand = random_phase_two(rng, rules)
        # Small endgames only: the reference tries every action.
        if hand.hands[0].bit_count() + hand.hands[1].bit_count() > 9:
            continue
        assert core.solve(hand, table=table) == reference_value(hand, memo), hand


@pytest.mark.parametrize(("name", "rules"), _preset_cases())
def test_exact_phase_one_values_equal_the_reference_minimax(name: str, rules: Rules) -> None:
    rng = random.Random(f"core-exact-one-{name}")
    table = core.new_table(exact=True)
    for _ in range(12 if rules.pack == 20 else 4):  # six cards each: a far bigger tree
        hand = random_phase_one(rng, rules, talon=3)
        memo: dict[tuple[object, ...], int] = {}
        expected = reference_value(hand, memo)
        assert core.solve(hand, table=table) == expected, hand
        for seat in (0, 1):
            assert core.solve(hand, seat) == (expected if seat == hand.to_move else -expected)


def test_exact_values_see_the_false_claim_the_python_solver_leaves_out() -> None:
    """Under pagat a false claim loses 2 where the opponent's close would win 3 (RULES.md):
    some position of the soft rules shows it, and the exact search finds it."""
    rng = random.Random(4042)
    found = 0
    for _ in range(3000):
        hand = random_phase_two(rng, PRESETS["soft"])
        if core.solve(hand) != core.solve(hand, exact=False):
            found += 1
            assert core.solve(hand) == reference_value(hand, {}), hand
            assert hand.closed_by >= 0  # only against a closer is a false claim worth it
    assert found > 0


def test_exact_phase_one_values_of_random_option_mixes_equal_the_reference_minimax() -> None:
    rng = random.Random(4043)
    for _ in range(15):
        rules = replace(random_rules(rng), pack=20)
        hand = random_phase_one(rng, rules, talon=3)
        assert core.solve(hand) == reference_value(hand, {}), (rules, hand)


@pytest.mark.parametrize(("name", "rules"), _preset_cases())
def test_sampled_deals_of_a_view_solve_exactly(name: str, rules: Rules) -> None:
    """What the full search of each sampled deal needs: deals rebuilt from a player's view
    (the talon padded with the cards drawn before, a hidden draw guessed) convert and solve to
    the reference minimax's values, every action too, sharing one table."""
    rng = random.Random(f"core-sampled-{name}")
    table = core.new_table()
    for _ in range(6 if rules.pack == 20 else 2):
        hand = random_phase_one(rng, rules, talon=3)
        view = hand.view(hand.to_move)
        deal = sample_deal(view, rng, opponent_forbidden(view), opponent_required(view))
        memo: dict[tuple[object, ...], int] = {}
        assert core.solve(deal, table=table) == reference_value(deal, memo), deal
        for action, value in core.action_values(deal, table).items():
            child = deal.copy()
            child.push(action)
            o = child.outcome
            if o is not None:
                expected = 0 if o.winner is None else (o.game_points if o.winner == deal.to_move
                                                        else -o.game_points)
            else:
                v = reference_value(child, memo)
                expected = v if child.to_move == deal.to_move else -v
            assert value == expected, (deal, action)


def _whole_deal(seed: int) -> Hand:
    """A Schnapsen deal at its first lead: a search of some hundred thousand positions."""
    return Hand.shuffled(PRESETS["soft"], 0, seed)


def test_a_search_that_lets_other_threads_run_gives_the_same_values() -> None:
    deal = _whole_deal(1)
    assert core.solve(deal, release_lock=True) == core.solve(deal)
    assert core.action_values(deal, release_lock=True) == core.action_values(deal)


def test_a_table_is_a_released_search_s_alone() -> None:
    """While a search lets other threads run, another search on its table is refused (checked
    from its own ``should_stop``, which runs with the lock); searches that keep the lock may
    take turns on one table, the values staying exact."""
    deal, other = _whole_deal(2), _whole_deal(3)
    table = core.new_table()
    seen: list[object] = []

    def meddle() -> bool:
        if not seen:
            try:
                seen.append(core.solve(other, table=table))
            except RuntimeError as exc:
                seen.append(exc)
        return False

    value = core.solve(deal, table=table, should_stop=meddle, release_lock=True)
    assert value == core.solve(deal) and isinstance(seen[0], RuntimeError)
    seen.clear()
    table = core.new_table()
    assert core.solve(deal, table=table, should_stop=meddle) == value
    assert seen == [core.solve(other)]



def test_a_closer_capturing_an_opponent_trump_under_its_led_trump_wins() -> None:
    """Soft rules, spades trump, the talon closed by seat 0 after one trick (6 points): seat 0
    has led the Ace of spades and holds the King and Jack of spades, the Ten of diamonds and
    the Jack of clubs; seat 1 (no trick) holds the Ten of spades, the Ace, Ten and Queen of
    hearts and the Jack of diamonds. Seat 1 must head the trick with its Ten of spades, and
    seat 0 goes on to 66 without giving up a trick: it wins 3 (the Python solver agrees).
    The Ten's points count for seat 0 only because its led Ace takes it: a count of what a
    closer can still win that left the opponent's trumps above the closer's King out of
    reach would call this close failed."""
    fields = (655440, 77312, 20480, 0, (-1, -1, 0, 7, 8, 2, 5, 1, 3), 2, 18, 3, 1, 15, 1, 0,
              6, 0, 0, 0, 0, 0, 0, -1, 1, 0, 0, -1, -1, -1)
    fast = core.compiled()
    assert fast is not None
    state = fast.State(core.rules_key(PRESETS["soft"]), fields)
    for exact in (False, True):
        assert fast.solve(state, core.new_table(exact=exact)) == -3  # seat 1 to move loses 3

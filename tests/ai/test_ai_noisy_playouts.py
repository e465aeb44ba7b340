"""Noisy playouts (``Searcher(noisy_playout=...)``): a playout in which either side may play a
random card instead of the rules' one. It must stay a legal hand, repeat exactly for the same
random numbers, leave the rule playout as it was without noise, and really change what the
search sees."""

from __future__ import annotations

import random

from ai_helpers import phase_one_points

from schnapsen_qt.ai.playout import playout, python_playout
from schnapsen_qt.ai.search import Searcher
from schnapsen_qt.engine import CLOSE, Hand
from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW


def _replays_legally(start: Hand, played: Hand) -> bool:
    """Every action the playout took from ``start`` on is legal when pushed with checks."""
    hand = start.copy()
    for seat, action in played.history[len(start.history):]:
        if not hand.is_legal(action) or hand.to_move != seat:
            return False
        hand.push(action, seat)
    return True


def test_without_noise_it_is_the_rule_playout() -> None:
    for hand in phase_one_points("noisy-zero", 6):
        plain, quiet = hand.copy(), hand.copy()
        assert python_playout(quiet, 0, None, noise=0.0, rng=random.Random(3)) == \
            python_playout(plain, 0, None)
        assert quiet.history == plain.history
        assert playout(hand.copy(), 0, None, noise=0.0, rng=random.Random(3)) == \
            playout(hand.copy(), 0, None)


def test_noisy_playouts_are_legal_repeatable_and_play_other_lines() -> None:
    other_lines = 0
    checked = 0
    for i, hand in enumerate(phase_one_points("noisy-lines", 8)):
        me = hand.to_move
        first, again, rules_only = hand.copy(), hand.copy(), hand.copy()
        # The Python loop plays on in the hand given, whose line is read here (the compiled
        # core's playout gives the same value: tests/ai/test_core_playout.py).
        v = python_playout(first, me, None, noise=0.5, rng=random.Random(i))
        assert python_playout(again, me, None, noise=0.5, rng=random.Random(i)) == v
        assert again.history == first.history  # the same random numbers, the same line
        assert playout(hand.copy(), me, None, noise=0.5, rng=random.Random(i)) == v
        assert -3 <= v <= 3
        assert _replays_legally(hand, first)
        python_playout(rules_only, me, None)
        other_lines += first.history != rules_only.history
        checked += 1
    assert checked >= 20
    assert other_lines >= checked // 4  # the noise really plays other cards


def test_the_search_with_noisy_playouts_values_the_leads_otherwise() -> None:
    """Same deals (same seed), each way to play on valued by a clean and a noisy playout:
    the statistics differ from the clean search's at some decisions, closes do not."""
    differs = 0
    for hand in phase_one_points("noisy-search", 6):
        view = hand.view(hand.to_move)
        clean = Searcher(6, None).decide(view, random.Random(1))
        noisy = Searcher(6, None, noisy_playout=0.3).decide(view, random.Random(1))
        assert set(noisy.stats) == set(clean.stats)
        for close in {CLOSE, CLOSE_BEFORE_DRAW} & set(clean.stats):
            assert noisy.stats[close] == clean.stats[close]  # a close is solved, not played out
        differs += noisy.stats != clean.stats
    assert differs > 0

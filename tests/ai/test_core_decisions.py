"""Expert's decisions, and Master's apart from its nested playouts, do not depend on the
search backend: the compiled core only makes the same exact solves faster (same seed, same
view, same decision and the same value of every candidate). Master's nested playouts need
the core; without it Master plays as it did before them (``master-ruled``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

import pytest
from test_core_rules import needs_core

from schnapsen_qt.ai import core, create_player
from schnapsen_qt.ai.basic import rule_action
from schnapsen_qt.engine import PRESETS, Hand, PlayerView

pytestmark = [needs_core, pytest.mark.slow]


def positions(rules_name: str, count: int, seed: int) -> Iterator[PlayerView]:
    """Views of the seat to move, from hands played by the rules of thumb: every third
    decision with a choice, so that each part of a hand comes up."""
    rng = random.Random(seed)
    found = 0
    while True:
        hand = Hand.shuffled(PRESETS[rules_name], rng.randrange(2), rng)
        while hand.outcome is None:
            seat = hand.to_move
            legal = hand.legal_actions()
            if len(legal) > 1 and rng.random() < 0.35:
                yield hand.view(seat)
                found += 1
                if found == count:
                    return
            hand.push(rule_action(hand, seat, hand.hands[seat], legal))


def _decisions(level: str, views: list[PlayerView], backend: str) -> list[tuple[object, ...]]:
    core.use_backend(backend)
    try:
        player = create_player(level, seed=11, samples=20, time_cap=math.inf)
        out = []
        for view in views:
            d = player.decide(view)
            out.append((d.action, d.kind, d.samples,
                        {a: (s.n, round(s.mean, 9)) for a, s in d.stats.items()}))
        return out
    finally:
        core.use_backend("compiled")


@pytest.mark.parametrize("rules_name", sorted(PRESETS))
def test_experts_decisions_are_the_same_with_either_backend(rules_name: str) -> None:
    views = list(positions(rules_name, 40, seed=len(rules_name)))
    compiled = _decisions("expert", views, "compiled")
    python = _decisions("expert", views, "python")
    assert compiled == python
    assert sum(d[1] == "search" for d in compiled) >= 15  # the search decided many of them


@pytest.mark.parametrize("rules_name", sorted(PRESETS))
def test_master_plays_nested_playouts_only_with_the_core_and_the_20_card_pack(
        rules_name: str) -> None:
    """Without the core, and under Sechsundsechzig (where they would take Master past its
    time), Master decides exactly as before its nested playouts; with the core and the
    20-card pack its values come from them."""
    views = list(positions(rules_name, 40, seed=len(rules_name)))
    ruled = _decisions("master-ruled", views, "compiled")
    # Master's search without nested playouts is the same on both backends.
    assert _decisions("master", views, "python") == ruled
    assert sum(d[1] == "search" for d in ruled) >= 15
    nested = _decisions("master", views, "compiled")
    if PRESETS[rules_name].pack == 20:
        assert nested != ruled
    else:
        assert nested == ruled

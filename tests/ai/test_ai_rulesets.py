"""Every AI level plays the house game and Sechsundsechzig legally to the end, including the
new decision points (close before drawing or not, exchange or pass at a close), and its hints
name a legal action there."""

from __future__ import annotations

import random

import pytest

from schnapsen_qt.ai import LEVELS, create_player, explain
from schnapsen_qt.engine import CLAIM, CLOSE, Hand, Rules
from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW, EXCHANGE, PASS


@pytest.mark.parametrize("preset", ["house", "sechsundsechzig"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_the_new_games_legally(level: str, preset: str) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(f"{level}-{preset}")
    player = create_player(level, 3, samples=2)
    seen: set[str] = set()
    outcomes = 0
    for h in range(10):
        hand = Hand.shuffled(rules, h % 2, rng)
        ai_seat = h // 2 % 2
        while hand.outcome is None:
            seat = hand.to_move
            legal = hand.legal_actions()
            if seat == ai_seat:
                view = hand.view(seat)
                assert view.legal == tuple(legal)
                if CLOSE_BEFORE_DRAW in legal:
                    seen.add("before_draw")
                if legal == [EXCHANGE, PASS]:
                    seen.add("exchange_or_pass")
                decision = player.decide(view)
                assert decision.action in legal, (hand, decision)
                if len(seen) < 3 and (CLOSE_BEFORE_DRAW in legal or PASS in legal):
                    seen.add("hint")
                    assert explain(view, decision, 1).action == decision.action
                action = decision.action
            else:  # an opponent that closes (either way) often, so the AI meets the decisions
                closes = [a for a in legal if a in (CLOSE, CLOSE_BEFORE_DRAW)]
                if closes and rng.random() < 0.6:
                    action = rng.choice(closes)
                else:
                    action = rng.choice([a for a in legal if a not in (CLAIM, CLOSE,
                                                                       CLOSE_BEFORE_DRAW)])
            hand.push(action, seat)
        outcomes += 1
    assert outcomes == 10
    if preset == "sechsundsechzig":
        assert {"before_draw", "exchange_or_pass"} <= seen, seen

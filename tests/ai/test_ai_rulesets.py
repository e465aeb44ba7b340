"""Every AI level plays the house game and Sechsundsechzig legally to the end, including the
new decision points (close before drawing or not, exchange or pass at a close), and its hints
name a legal action there."""

from __future__ import annotations

import random

import pytest

from schnapsen_qt.ai import LEVELS, create_player, explain
from schnapsen_qt.engine import CLAIM, CLOSE, Hand, Rules
from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW, EXCHANGE, PASS

# Enough hands that every level meets both new decisions whatever path its play takes.
HANDS = 30


@pytest.mark.parametrize("preset", ["house", "sechsundsechzig"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_the_new_games_legally(level: str, preset: str) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(f"{level}-{preset}")
    player = create_player(level, 3, samples=2)
    seen: set[str] = set()
    outcomes = 0
    for h in range(HANDS):
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
    assert outcomes == HANDS
    if preset == "sechsundsechzig":
        assert {"before_draw", "exchange_or_pass"} <= seen, seen


def test_intermediate_closes_before_drawing_with_a_sure_66() -> None:
    """Sechsundsechzig: the Intermediate player takes the before-draw close when the cards it
    held before the draw already make 66 sure, and only then (it never closes into a loss
    more often than it wins by closing)."""
    from schnapsen_qt.ai.basic import _my_draw, rule_action, should_close

    rules = Rules.preset("sechsundsechzig")
    rng = random.Random(66)
    before_draw = wins = 0
    for h in range(300):
        hand = Hand.shuffled(rules, h % 2, rng)
        closer = -1
        while hand.outcome is None:
            seat = hand.to_move
            legal = hand.legal_actions()
            action = rule_action(hand, seat, hand.hands[seat], legal)
            if action == CLOSE_BEFORE_DRAW:
                drawn = _my_draw(hand, seat)
                assert drawn >= 0
                assert should_close(hand, seat, hand.hands[seat] & ~(1 << drawn))
                before_draw += 1
                closer = seat
            hand.push(action, seat)
        if closer >= 0 and hand.outcome.winner == closer:
            wins += 1
    assert before_draw >= 5
    assert wins > before_draw / 2


def test_the_english_hint_names_the_card_the_rules_exchange() -> None:
    """The hint's English text (command line) names the trump Nine with 24 cards, the Jack
    otherwise: the card the player really exchanges."""
    from schnapsen_qt.ai import hint_text

    assert "trump Nine" in hint_text("exchange", {"card": "AS"}, Rules.preset("sechsundsechzig"))
    assert "trump Jack" in hint_text("exchange", {"card": "AS"}, Rules.preset("soft"))


def _exchange_or_pass_view():
    """A Sechsundsechzig view where the closer's opponent must exchange or pass."""
    rules = Rules.preset("sechsundsechzig")
    rng = random.Random(5)
    for h in range(200):
        hand = Hand.shuffled(rules, h % 2, rng)
        while hand.outcome is None:
            legal = hand.legal_actions()
            if legal == [EXCHANGE, PASS]:
                return hand.view(hand.to_move)
            closes = [a for a in legal if a in (CLOSE, CLOSE_BEFORE_DRAW)]
            action = rng.choice(closes) if closes else rng.choice(legal)
            hand.push(action, hand.to_move)
    raise AssertionError("no exchange-or-pass decision met")


def test_a_hint_to_pass_at_the_close_says_keep_the_card() -> None:
    """The search may pass at a close (keep the trump Nine): the hint says so, with its
    chances when searched, instead of naming a card that is none."""
    from schnapsen_qt.ai.search import ActionStats, Decision

    view = _exchange_or_pass_view()
    stats = {PASS: ActionStats(n=4, wins=3), EXCHANGE: ActionStats(n=4, wins=1)}
    searched = explain(view, Decision(PASS, "search", stats, 4))
    assert searched.code == "pass_wins_pct" and searched.params == {"pct": 75}
    assert searched.text == "Keep your trump Nine: not exchanging wins in 75% of possible deals."
    ruled = explain(view, Decision(PASS, "rule"))
    assert ruled.text == "Keep your trump Nine: do not exchange it for the turn-up."

"""Hints tell the truth in the house game and Sechsundsechzig: every fact a hint states holds
in the position (checked against the engine and, where every card is known, against brute
force), closing is only advised when it is legal, a drawn hand is called a draw and not a
loss, and nothing speaks of claiming 66 where nobody may claim."""

from __future__ import annotations

import random

import pytest
from ai_helpers import memo_value_for

from schnapsen_qt.ai import _rule_stats, create_player, explain
from schnapsen_qt.engine import CLAIM, CLOSE, Hand, Rules
from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW, EXCHANGE, MELD, PASS
from schnapsen_qt.engine.cards import SUIT_OF, exchange_card, marriage_points, parse_card

#: Codes whose ``pct`` is the share of possible deals the advised action wins.
WIN_PCT_CODES = {"close_wins_pct", "marriage_lead", "play_wins_pct", "play_best_of_bad",
                 "pass_wins_pct"}


def _positions(rng: random.Random, rules: Rules, hands: int):
    """Decision points of randomly played hands (in half of them closes of both kinds are
    taken often, in the others never; no claims, so that many hands are played out)."""
    for _ in range(hands):
        hand = Hand.shuffled(rules, rng.randrange(2), rng)
        closing = rng.random() < 0.5
        while hand.outcome is None:
            yield hand
            legal = [a for a in hand.legal_actions() if a != CLAIM]  # play on: endgames
            closes = [a for a in legal if a in (CLOSE, CLOSE_BEFORE_DRAW)]
            if closing and closes and rng.random() < 0.3:
                hand.push(rng.choice(closes))
            else:
                hand.push(rng.choice([a for a in legal if a not in closes]))


def _check_hint(hand: Hand, level: str, seed: int) -> str:
    me = hand.to_move
    view = hand.view(me)
    decision = create_player(level, seed, samples=6).decide(view)
    if decision.kind == "rule":  # the small search explain() runs for a rule's choice
        decision = _rule_stats(view, decision, seed, lambda: False, None)
    h = explain(view, decision, seed)
    a, code, params = h.action, h.code, h.params
    legal = hand.legal_actions()
    assert a in legal
    if hand.rules.going_out == "end":
        assert code != "claim" and "66" not in h.text and "laim" not in h.text, h
    st = decision.stats.get(a) if decision.stats else None
    if code == "claim":
        assert a == CLAIM and params["points"] == hand.counted_points(me) >= 66
    elif code == "close_wins_pct":
        assert a in (CLOSE, CLOSE_BEFORE_DRAW)
    elif code == "exchange":
        turnup = parse_card(params["card"])
        swap = exchange_card(hand.trump, hand.rules)
        assert a == EXCHANGE and turnup == hand.turnup
        assert SUIT_OF[turnup] == SUIT_OF[swap] == hand.trump and turnup < swap  # higher
    elif code in ("pass", "pass_wins_pct"):
        assert a == PASS and hand.hands[me] >> exchange_card(hand.trump, hand.rules) & 1
    elif code == "meld":
        suit = a - MELD
        assert MELD <= a < EXCHANGE
        assert params["points"] == marriage_points(suit, hand.trump)
    elif code == "only_move":
        assert len([x for x in legal if x != CLAIM or hand.counted_points(me) >= 66]) == 1
    elif code in ("exact_win", "exact_loss", "exact_draw"):
        # Every card is known: the stated result is the brute-force result of the card.
        assert view.unseen().bit_count() == view.opponent_unknown_count
        child = hand.copy()
        child.push(a)
        value = memo_value_for(child, me)
        expected = {"exact_win": params["gp"], "exact_loss": -params["gp"], "exact_draw": 0}
        assert value == expected[code], (hand, h)
        assert (value > 0) == (code == "exact_win") and (value == 0) == (code == "exact_draw")
    elif code == "play_limit_loss":
        assert st is not None and st.losses == st.n  # lost in every deal examined
    elif code == "play_draws_pct":
        assert st is not None and st.wins == 0 and st.losses < st.n
        assert params["pct"] == round(100 * (st.n - st.losses) / st.n)
    else:
        assert code in WIN_PCT_CODES, code
    if code in WIN_PCT_CODES and st is not None:
        assert params["pct"] == round(100 * st.win_rate)
        if code == "play_best_of_bad":
            assert 0 < params["pct"] < 50
        if code == "play_wins_pct":
            assert params["pct"] >= 50
    return code


@pytest.mark.parametrize("preset", ["house", "sechsundsechzig"])
@pytest.mark.parametrize("level", ["expert", "intermediate"])
def test_hint_reasons_are_true(preset: str, level: str) -> None:
    rng = random.Random(f"hints-{preset}-{level}")
    rules = Rules.preset(preset)
    codes = set()
    for i, hand in enumerate(_positions(rng, rules, 8)):
        if i % 2 == 0 or hand.phase_two:  # every phase-two decision, half the others
            codes.add(_check_hint(hand, level, i))
    assert {"exact_win", "exact_loss"} & codes and codes & WIN_PCT_CODES, codes


def test_a_drawn_endgame_is_hinted_as_a_draw() -> None:
    """Sechsundsechzig with every card known and equal points ahead: the hint says the card
    draws the hand (it used to call it lost, by 0 game points)."""
    rng = random.Random("hint-draw")
    rules = Rules.preset("sechsundsechzig")
    for hand in _positions(rng, rules, 400):
        if not hand.phase_two or hand.closed_by >= 0 or len(hand.legal_actions()) < 2:
            continue
        view = hand.view(hand.to_move)
        decision = create_player("expert", 0).decide(view)
        if decision.kind != "search" or decision.stats[decision.action].game_points != 0:
            continue
        assert _check_hint(hand, "expert", 0) == "exact_draw"
        return
    pytest.fail("no drawn endgame found")

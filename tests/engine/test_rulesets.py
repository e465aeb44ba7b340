"""RULES.md, "The house and Sechsundsechzig rule sets": the six options alone and in any mix,
the two presets, the 24-card pack, the before-draw close, the exchange at a close, the count
and the drawn hand, and the match options."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schnapsen_qt.engine import (
    CLAIM,
    CLOSE,
    EXCHANGE,
    PRESETS,
    Hand,
    IllegalActionError,
    Match,
    Rules,
    parse_card,
    replay_result,
)
from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW, MELD, PASS, from_json, to_json
from schnapsen_qt.engine.cards import card_code, cards_of, exchange_card, pack_cards
from schnapsen_qt.engine.deal import deal_order, layout
from schnapsen_qt.engine.match import MatchOptions
from schnapsen_qt.engine.record import HandRecord, record_of
from schnapsen_qt.engine.scoring import Outcome
from schnapsen_qt.engine.selfplay import check_invariants, selfplay

from .helpers import run_engine

HOUSE = Rules.preset("house")
SIXTY_SIX = Rules.preset("sechsundsechzig")
CODES_24 = [r + s for s in "CDHS" for r in "ATKQJ9"]


def test_presets_match_the_rule_book_table() -> None:
    soft = Rules.preset("soft")
    assert replace(soft, going_out="end", tricks_viewable=False,
                            schneider_bummerl_double=False) == HOUSE
    assert replace(
        soft, pack=24, last_trick_bonus=10, end_of_cards="count", close_before_draw=True,
        exchange_at_close=True, melds_after_talon_gone=False, closing_scored_at="end",
        schneider_bummerl_double=False) == SIXTY_SIX
    assert HOUSE.to_json() == "house" and SIXTY_SIX.to_json() == "sechsundsechzig"
    assert MatchOptions.for_rules(HOUSE) == MatchOptions("alternate", "up")
    assert MatchOptions.for_rules(SIXTY_SIX) == MatchOptions("winner", "up")
    assert MatchOptions.for_rules(soft) == MatchOptions("alternate", "down")


def deck24(fore: str, dealer_cards: str, turnup: str, talon: str = "") -> list[int]:
    """A 24-card pack giving the forehand and the dealer six cards each (3 + 3), the turn-up,
    and the talon in drawing order (the rest follows in a fixed order)."""
    f, d, t = fore.split(), dealer_cards.split(), talon.split()
    assert len(f) == 6 and len(d) == 6
    used = [*f, *d, turnup, *t]
    rest = [c for c in CODES_24 if c not in used]
    codes = [*f[:3], *d[:3], turnup, *f[3:], *d[3:], *t, *rest]
    assert sorted(codes) == sorted(CODES_24)
    return [parse_card(c) for c in codes]


def play(hand: Hand, *codes: str) -> Hand:
    for code in codes:
        hand.push(parse_card(code), hand.to_move)
    return hand


def held(mask: int) -> set[str]:
    return {card_code(c) for c in cards_of(mask)}


# ---------------------------------------------------------------------------- the 24-card deal

@pytest.mark.parametrize("dealer", [0, 1])
def test_24_card_deal(dealer: int) -> None:
    deck = deck24("AC TC KC QC JC 9C", "AD TD KD QD JD 9D", "AH", "TH KH")
    hand = Hand.deal(SIXTY_SIX, dealer, deck)
    fore = 1 - dealer
    assert held(hand.hands[fore]) == {"AC", "TC", "KC", "QC", "JC", "9C"}
    assert held(hand.hands[dealer]) == {"AD", "TD", "KD", "QD", "JD", "9D"}
    assert card_code(hand.turnup) == "AH" and hand.stock_left == 11 and hand.talon_size == 12
    assert card_code(hand.stock[0]) == "TH"  # pack index 13 is drawn first
    assert deal_order(dealer, SIXTY_SIX) == (fore,) * 3 + (dealer,) * 3 + (-1,) + (
        fore,) * 3 + (dealer,) * 3
    assert layout(SIXTY_SIX).phase_one_tricks == 6
    with pytest.raises(ValueError):  # a 20-card pack under 24-card rules
        Hand.deal(SIXTY_SIX, dealer, list(pack_cards(Rules())))


def test_the_trump_nine_is_exchanged_with_24_cards() -> None:
    deck = deck24("9H TC KC QC JH 9C", "AD TD KD QD JD 9D", "AH")
    hand = Hand.deal(SIXTY_SIX, 0, deck)
    assert card_code(exchange_card(hand.trump, SIXTY_SIX)) == "9H"
    assert EXCHANGE in hand.legal_actions()
    hand.push(EXCHANGE)
    assert "AH" in held(hand.hands[1]) and card_code(hand.turnup) == "9H"
    # the Jack is not the exchange card here
    jack_only = Hand.deal(SIXTY_SIX, 0, deck24("JH TC KC QC 9S 9C", "AD TD KD QD JD 9D", "AH"))
    assert EXCHANGE not in jack_only.legal_actions()
    assert "Nine" in jack_only.why_illegal(EXCHANGE)


# ---------------------------------------------------------------------------- close before drawing

def _after_first_trick(rules: Rules) -> Hand:
    # Forehand (seat 1) leads the Ace of clubs and wins; it draws TH, the dealer draws KH.
    deck = deck24("AC TC KC QC JC 9C", "AD TD KD QD JD 9H", "AS", "TH KH")
    return play(Hand.deal(rules, 0, deck), "AC", "9H")


def test_close_before_draw_is_offered_with_the_actions_after_drawing() -> None:
    hand = _after_first_trick(SIXTY_SIX)
    legal = hand.legal_actions()
    assert CLOSE_BEFORE_DRAW in legal and CLOSE in legal
    assert parse_card("TH") in legal  # the drawn card can be played: the winner drew
    assert hand.last_draws == ((1, parse_card("TH")), (0, parse_card("KH")))
    assert replay_result(json.dumps(record_of(hand)))["legal"][-1] == {
        "player": 1, "type": "close", "before_draw": True}


def test_close_before_draw_puts_the_draws_back() -> None:
    hand = _after_first_trick(SIXTY_SIX)
    hand.push(CLOSE_BEFORE_DRAW)
    assert hand.closed_by == 1 and hand.to_move == 1
    assert hand.hands[0].bit_count() == hand.hands[1].bit_count() == 5
    assert "TH" not in held(hand.hands[1]) and "KH" not in held(hand.hands[0])
    assert hand.stock_left == 11 and card_code(hand.stock[hand.stock_pos]) == "TH"
    assert hand.closed_opp_tricks == 0
    check_invariants(hand)


def test_any_other_action_means_the_winner_drew() -> None:
    hand = _after_first_trick(SIXTY_SIX)
    hand.push(CLOSE)  # the ordinary close: after drawing
    assert hand.hands[1].bit_count() == 6 and CLOSE_BEFORE_DRAW not in hand.legal_actions()
    hand = _after_first_trick(SIXTY_SIX)
    hand.push(MELD + 0)  # the marriage of clubs
    assert CLOSE_BEFORE_DRAW not in hand.legal_actions()
    with pytest.raises(IllegalActionError):
        hand.push(CLOSE_BEFORE_DRAW)
    hand = _after_first_trick(replace(SIXTY_SIX, close_before_draw=False))
    assert CLOSE_BEFORE_DRAW not in hand.legal_actions()


def test_close_before_the_draw_of_the_turn_up() -> None:
    rng = random.Random(5)
    for _ in range(50):
        hand = Hand.shuffled(SIXTY_SIX, rng.randrange(2), rng)
        while hand.turnup >= 0 and hand.outcome is None:
            cards = [a for a in hand.legal_actions() if a < MELD]
            hand.push(rng.choice(cards))
        if hand.outcome is not None:
            continue
        # the last draw took the turn-up: closing before it gives it back
        turnup = hand.last_draws[1][1]
        assert CLOSE_BEFORE_DRAW in hand.legal_actions()
        hand.push(CLOSE_BEFORE_DRAW)
        assert hand.turnup == turnup and hand.stock_left == 1 and hand.is_closed
        check_invariants(hand)
        sharp_mix = Rules.from_json({"preset": "sechsundsechzig",
                                     "last_facedown_blocks_close_and_exchange": True})
        replayed = HandRecord(sharp_mix, hand.dealer, list(hand.deck or ()),
                              hand.history[:-1]).replay()
        assert CLOSE_BEFORE_DRAW not in replayed.legal_actions()  # one face-down card left
        return
    pytest.fail("no hand reached the last draw")


# ---------------------------------------------------------------------------- exchange at a close

def test_exchange_or_pass_at_a_close() -> None:
    # Seat 0 (dealer) holds the trump Nine; the forehand closes at once.
    deck = deck24("AC TC KC QC JC 9C", "AD TD KD QD JD 9S", "AS")
    for choice in (EXCHANGE, PASS):
        hand = Hand.deal(SIXTY_SIX, 0, deck)
        hand.push(CLOSE)
        assert hand.to_move == 0 and hand.legal_actions() == [EXCHANGE, PASS]
        assert hand.view(0).legal == (EXCHANGE, PASS) and hand.legal_plays() == 0
        with pytest.raises(IllegalActionError, match="exchange"):
            hand.push(parse_card("AD"))
        hand.push(choice)
        assert hand.to_move == 1 and hand.is_closed
        assert ("AS" in held(hand.hands[0])) == (choice == EXCHANGE)
        assert PASS not in hand.legal_actions()
        check_invariants(hand)
    # without the card there is no decision: the closer leads at once
    hand = Hand.deal(SIXTY_SIX, 0, deck24("AC TC KC QC JC 9C", "AD TD KD QD JD 9H", "AS"))
    hand.push(CLOSE)
    assert hand.to_move == 1
    assert to_json(PASS, 0) == {"player": 0, "type": "pass"}
    assert from_json({"player": 0, "type": "pass"}) == (0, PASS)


# ---------------------------------------------------------------------------- the end of a hand

def _played_out(rules: Rules, seed: int) -> Hand:
    rng = random.Random(seed)
    hand = Hand.shuffled(rules, seed % 2, rng)
    while hand.outcome is None:  # cards and melds only: nobody closes or claims
        legal = [a for a in hand.legal_actions() if a < EXCHANGE]
        hand.push(rng.choice(legal))
    return hand


@pytest.mark.parametrize("pack", [20, 24])
def test_last_trick_bonus_and_count(pack: int) -> None:
    rules = replace(SIXTY_SIX, pack=pack)
    reasons = set()
    for seed in range(60):
        hand = _played_out(rules, seed)
        out = hand.outcome
        assert out is not None
        assert sum(hand.trick_points) == 130  # 120 in the cards and 10 for the last trick
        p0, p1 = out.card_points
        reasons.add(out.reason)
        if p0 == p1:
            assert out == Outcome(None, 0, "draw", (p0, p1))
        else:
            winner = 0 if p0 > p1 else 1
            loser_points = out.card_points[1 - winner]
            scale = 3 if not hand.tricks[1 - winner] else 2 if loser_points < 33 else 1
            assert out == Outcome(winner, scale, "count", (p0, p1))
    assert "count" in reasons


def test_drawn_hand_record() -> None:
    path = run_engine("replay", "../shared/conformance/rulesets/20-sixtysix-drawn-hand.json")
    assert json.loads(path.stdout) == {"winner": None, "game_points": 0, "reason": "draw",
                                       "card_points": [65, 65]}


def test_going_out_end_never_claims_and_the_last_trick_scores_one() -> None:
    for seed in range(40):
        rng = random.Random(seed)
        hand = Hand.shuffled(HOUSE, seed % 2, rng)
        while hand.outcome is None:
            legal = hand.legal_actions()
            assert CLAIM not in legal
            hand.push(rng.choice([a for a in legal if a != CLOSE]))
        assert hand.outcome.reason == "last_trick" and hand.outcome.game_points == 1
        assert hand.outcome.winner == hand.last_trick.winner


def test_closer_wins_at_the_end_with_66_under_going_out_end() -> None:
    # (Record 17 of the conformance set: the closer lost the last trick and still won.)
    wins = 0
    for seed in range(300):
        rng = random.Random(seed)
        hand = Hand.shuffled(HOUSE, seed % 2, rng)
        hand.push(CLOSE)
        closer = hand.closed_by
        while hand.outcome is None:
            hand.push(rng.choice(hand.legal_actions()))
        out = hand.outcome
        if hand.counted_points(closer) >= 66:
            assert out.winner == closer and out.reason == "claim"
            wins += 1
        else:
            assert out.winner == 1 - closer and out.reason == "closer_failed"
    assert wins


# ---------------------------------------------------------------------------- match options

def _outcome(winner: int | None, points: int) -> Outcome:
    return Outcome(winner, points, "count" if winner is not None else "draw", (60, 60))


def test_winner_deals_next_and_a_draw_alternates() -> None:
    match = Match(SIXTY_SIX, first_dealer=0)
    assert match.counts_up and match.shown_score == (0, 0)
    hand = match.new_hand(rng=1)
    assert hand.dealer == 0
    hand.outcome = _outcome(1, 2)
    match.finish_hand(hand)
    assert match.next_dealer == 1 and match.shown_score == (0, 2) and match.to_go == [7, 5]
    hand = match.new_hand(rng=2)
    hand.outcome = _outcome(1, 1)
    match.finish_hand(hand)
    assert match.next_dealer == 1  # the winner deals again
    hand = match.new_hand(rng=3)
    hand.outcome = _outcome(None, 0)
    match.finish_hand(hand)
    assert match.next_dealer == 0 and match.to_go == [7, 4]  # a draw: the deal alternates
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert again.next_dealer == 0 and again.match_options == match.match_options
    schnapsen = Match(Rules(), first_dealer=1)
    hand = schnapsen.new_hand(rng=1)
    hand.outcome = _outcome(1, 1)
    schnapsen.finish_hand(hand)
    assert schnapsen.next_dealer == 0 and not schnapsen.counts_up


# ---------------------------------------------------------------------------- any mix of options

OPTION_VALUES = {
    "meld_requires_trick": (False, True),
    "meld_must_lead_king": (False, True),
    "exchange_requires_trick": (False, True),
    "last_facedown_blocks_close_and_exchange": (False, True),
    "melds_after_talon_gone": (True, False),
    "closing_scored_at": ("close", "end"),
    "false_claim_penalty": ("pagat", "mirror"),
    "going_out": ("claim", "end"),
    "pack": (20, 24),
    "last_trick_bonus": (0, 10),
    "end_of_cards": ("last_trick", "count"),
    "close_before_draw": (False, True),
    "exchange_at_close": (False, True),
}

rule_mixes = st.fixed_dictionaries({k: st.sampled_from(v) for k, v in OPTION_VALUES.items()}).map(
    lambda options: Rules(**options))


def test_every_option_is_in_the_mixes() -> None:
    assert set(OPTION_VALUES) | {"tricks_viewable", "schneider_bummerl_double"} == set(
        Rules().options())


@settings(max_examples=120, deadline=None)
@given(rule_mixes, st.integers(0, 2**32 - 1))
def test_random_mixes_keep_the_invariants_and_replay(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    hand = Hand.shuffled(rules, rng.randrange(2), rng)
    assert hand.hands[0].bit_count() == layout(rules).hand_size
    while hand.outcome is None:
        legal = hand.legal_actions()
        assert legal
        for seat in (0, 1):
            _check_view(hand, seat, rng)
        hand.push(rng.choice(legal))
        check_invariants(hand)
    record = json.loads(json.dumps(record_of(hand)))
    assert HandRecord.from_json(record).replay().outcome == hand.outcome
    assert replay_result(json.dumps(record)) == hand.outcome.to_json()


def _check_view(hand: Hand, seat: int, rng: random.Random) -> None:
    """The view leaks nothing and guesses from it agree with it (the AI's determinization),
    also at the before-draw close and at the exchange decision."""
    view = hand.view(seat)
    opp = 1 - seat
    truth_opp = [c for c in cards_of(hand.hands[opp] & ~hand.shown[opp])]
    truth = Hand.from_view(view, truth_opp, list(hand.stock[hand.stock_pos:]))
    assert truth.view(seat) == view
    assert truth.legal_actions() == hand.legal_actions()
    unseen = list(cards_of(view.unseen()))
    rng.shuffle(unseen)
    k = view.opponent_unknown_count
    guess = Hand.from_view(view, unseen[:k], unseen[k:])
    assert guess.view(seat) == view
    if hand.to_move == seat:
        assert tuple(guess.legal_actions()) == view.legal
        for action in view.legal:  # every legal action can be played in a guessed deal
            child = guess.copy()
            child.push(action)
            check_invariants(child)


def test_selfplay_cli_for_the_new_presets() -> None:
    for name in ("house", "sechsundsechzig"):
        proc = run_engine("selfplay", "--rules", name, "--hands", "150", "--check")
        assert proc.returncode == 0, proc.stdout + proc.stderr
        summary = json.loads(proc.stdout)
        assert summary["rules"] == name and summary["hands"] == 150
        assert sum(summary["wins"]) + summary["drawn"] == 150


def test_selfplay_play_policy_runs_sixty_six_to_the_count() -> None:
    summary = selfplay(200, 3, SIXTY_SIX, policy="play", check=True)
    assert set(summary["reasons"]) <= {"count", "draw"}
    assert PRESETS["sechsundsechzig"] is SIXTY_SIX

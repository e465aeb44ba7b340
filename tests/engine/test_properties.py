"""Property tests over random hands of all three presets, with random legal actions."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schnapsen_qt.engine import (
    CLAIM,
    CLOSE,
    EXCHANGE,
    MELD,
    Hand,
    IllegalActionError,
    PlayerView,
    replay_result,
)
from schnapsen_qt.engine.cards import JACK, KING, QUEEN
from schnapsen_qt.engine.deal import STOCK_SIZE
from schnapsen_qt.engine.record import record_of
from schnapsen_qt.engine.selfplay import check_invariants

from .helpers import PRESET_NAMES, rules

presets = st.sampled_from(PRESET_NAMES)
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def reference_legal(h: Hand) -> set[int]:
    """RULES.md written out again from the public state, independent of Hand.legal_actions."""
    if h.outcome is not None:
        return set()
    r = h.rules
    me = h.to_move
    held = [c for c in range(20) if h.hands[me] >> c & 1]
    closed = h.closed_by >= 0
    exhausted = h.turnup < 0
    phase_two = closed or exhausted
    if h.lead >= 0:
        if not phase_two:
            return set(held)
        suit = h.lead // 5
        same = [c for c in held if c // 5 == suit]
        higher = [c for c in same if c % 5 < h.lead % 5]
        trumps = [c for c in held if c // 5 == h.trump]
        return set(higher or same or trumps or held)
    out: set[int] = set()
    if h.meld_suit >= 0:
        king, queen = h.meld_suit * 5 + KING, h.meld_suit * 5 + QUEEN
        out |= {king} if r.meld_must_lead_king else {king, queen}
    else:
        out |= set(held)
        meld_ok = (not r.meld_requires_trick or h.tricks[me] > 0) and (
            r.melds_after_talon_gone or not phase_two
        )
        if meld_ok:
            out |= {MELD + s for s in range(4)
                    if s * 5 + KING in held and s * 5 + QUEEN in held}
    last_two = h.stock_left == 1  # the turn-up and one face-down card
    blocked = r.last_facedown_blocks_close_and_exchange and last_two
    if (not phase_two and h.trump * 5 + JACK in held and not blocked
            and (not r.exchange_requires_trick or h.tricks[me] > 0)):
        out.add(EXCHANGE)
    if not phase_two and not blocked:
        out.add(CLOSE)
    won_previous = h.last_trick is not None and h.last_trick.winner == me
    if won_previous or h.meld_suit >= 0:
        out.add(CLAIM)
    return out


def scale(tricks: int, points: int) -> int:
    return 3 if tricks == 0 else 2 if points < 33 else 1


def reference_claim(h: Hand) -> tuple[int, int, str]:
    """(winner, game points, reason) of a claim by the seat to move, from RULES.md."""
    me, opp = h.to_move, 1 - h.to_move
    pts = [h.trick_points[s] + (h.meld_points[s] if h.tricks[s] else 0) for s in (0, 1)]
    closer = h.closed_by
    closer_failed = 3 if h.closed_opp_tricks == 0 else 2
    if pts[me] >= 66:
        if closer == me:
            if h.rules.closing_scored_at == "end":
                return me, scale(h.tricks[opp], pts[opp]), "claim"
            return me, scale(h.closed_opp_tricks, h.closed_opp_points), "claim"
        if closer == opp:
            return me, closer_failed, "closer_failed"
        return me, scale(h.tricks[opp], pts[opp]), "claim"
    if closer == me:
        return opp, closer_failed, "closer_failed"
    return opp, (3 if h.tricks[opp] == 0 else 2), "false_claim"


def reference_last_trick(h: Hand) -> tuple[int, int, str]:
    winner = h.last_trick.winner
    pts = [h.counted_points(0), h.counted_points(1)]
    closer = h.closed_by
    if closer >= 0:
        if winner == closer and pts[closer] >= 66:
            if h.rules.closing_scored_at == "end":
                return closer, scale(h.tricks[1 - closer], pts[1 - closer]), "claim"
            return closer, scale(h.closed_opp_tricks, h.closed_opp_points), "claim"
        return 1 - closer, 3 if h.closed_opp_tricks == 0 else 2, "closer_failed"
    if pts[winner] >= 66:
        return winner, scale(h.tricks[1 - winner], pts[1 - winner]), "claim"
    return winner, 1, "last_trick"


def check_views(h: Hand) -> None:
    for seat in (0, 1):
        v = h.view(seat)
        opp = 1 - seat
        assert v.hand == h.hands[seat]
        assert v.opponent_known & ~h.hands[opp] == 0
        facedown = sum(1 << c for c in h.stock[h.stock_pos:])
        assert v.unseen() == (h.hands[opp] & ~h.shown[opp]) | facedown
        assert v.opponent_unknown_count + v.stock_left == v.unseen().bit_count()
        assert v.legal == (tuple(h.legal_actions()) if h.to_move == seat else ())


def play_random(preset: str, seed: int, no_close_or_claim: bool = False, check_all=False):
    rng = random.Random(seed)
    hand = Hand.shuffled(rules(preset), rng.randrange(2), rng)
    check_invariants(hand)
    while hand.outcome is None:
        legal = hand.legal_actions()
        assert legal, "no legal action before the end"
        assert set(legal) == reference_legal(hand), hand
        assert len(set(legal)) == len(legal)
        if check_all:
            for action in range(27):
                trial = hand.copy()
                if action in legal:
                    trial.push(action, hand.to_move)
                else:
                    try:
                        trial.push(action, hand.to_move)
                    except IllegalActionError as exc:
                        assert str(exc)
                    else:
                        raise AssertionError(f"unlisted action {action} was accepted")
        choices = [a for a in legal if a < CLOSE] if no_close_or_claim else legal
        if CLAIM in choices and len(choices) > 1 and rng.random() < 0.8:
            choices = [a for a in choices if a != CLAIM]  # longer hands: claim now and then
        action = choices[rng.randrange(len(choices))]
        expected = reference_claim(hand) if action == CLAIM else None
        hand.push(action, hand.to_move)
        check_invariants(hand)
        check_views(hand)
        if expected is not None:
            o = hand.outcome
            assert (o.winner, o.game_points, o.reason) == expected
        elif hand.outcome is not None:
            o = hand.outcome
            assert (o.winner, o.game_points, o.reason) == reference_last_trick(hand)
    assert hand.legal_actions() == []
    o = hand.outcome
    assert o.card_points == (hand.counted_points(0), hand.counted_points(1))
    return hand


@settings(max_examples=300, deadline=None)
@given(presets, seeds)
def test_random_hands_keep_the_rules(preset, seed):
    hand = play_random(preset, seed, check_all=seed % 3 == 0)
    assert replay_result(json.dumps(record_of(hand))) == hand.outcome.to_json()


@settings(max_examples=100, deadline=None)
@given(presets, seeds)
def test_all_tricks_played_hold_120_points(preset, seed):
    hand = play_random(preset, seed, no_close_or_claim=True)
    assert hand.closed_by == -1
    assert hand.trick_points[0] + hand.trick_points[1] == 120
    assert hand.tricks[0] + hand.tricks[1] == 10
    assert hand.hands == [0, 0] and hand.turnup == -1


# ---------------------------------------------------------------------------- views


FORBIDDEN = {"hands", "stock", "deck", "stock_pos", "opponent_hand"}


def test_view_has_no_field_for_hidden_cards():
    names = {f.name for f in dataclasses.fields(PlayerView)}
    assert not names & FORBIDDEN
    v = Hand.shuffled(rules("soft"), 0, 1).view(0)
    assert not hasattr(v, "__dict__")  # slots: nothing can be stashed on it
    for name in FORBIDDEN:
        assert not hasattr(v, name)


@settings(max_examples=150, deadline=None)
@given(presets, seeds, st.integers(0, 4), st.integers(13, 19))
def test_views_do_not_depend_on_hidden_cards(preset, seed, which, talon_index):
    """Two packs that differ only in one of the dealer's cards and a face-down talon card give
    the forehand equal views, until the forehand could have seen the difference."""
    rng = random.Random(seed)
    deck = list(range(20))
    rng.shuffle(deck)
    dealer_index = (3, 4, 5, 9, 10)[which]
    other = deck[:]
    other[dealer_index], other[talon_index] = deck[talon_index], deck[dealer_index]
    a = Hand.deal(rules(preset), 0, deck)
    b = Hand.deal(rules(preset), 0, other)
    swapped = 1 << deck[dealer_index] | 1 << deck[talon_index]
    assert a.view(1) == b.view(1)
    assert a.view(0) != b.view(0)
    while a.outcome is None:
        options = [x for x in a.legal_actions()
                   if x in b.legal_actions() and not (x < 20 and swapped >> x & 1)]
        if not options or a.to_move != b.to_move:
            break
        action = options[rng.randrange(len(options))]
        a.push(action)
        b.push(action)
        if a.hands[1] != b.hands[1] or (a.hands[0] ^ b.hands[0]) & (a.shown[0] | b.shown[0]):
            break  # the forehand now holds or has been shown a swapped card
        if a.outcome is not None:
            break
        assert a.view(1) == b.view(1)


@settings(max_examples=150, deadline=None)
@given(presets, seeds, st.integers(min_value=0, max_value=40), st.integers(0, 1))
def test_determinize_agrees_with_the_view(preset, seed, steps, seat):
    rng = random.Random(seed)
    hand = Hand.shuffled(rules(preset), rng.randrange(2), rng)
    for _ in range(steps):
        if hand.outcome is not None:
            break
        legal = hand.legal_actions()
        hand.push(legal[rng.randrange(len(legal))])
    view = hand.view(seat)
    opp = 1 - seat
    truth_opp = [c for c in range(20) if hand.hands[opp] >> c & 1 and not hand.shown[opp] >> c & 1]
    truth_stock = list(hand.stock[hand.stock_pos:])
    det = Hand.from_view(view, truth_opp, truth_stock)
    assert det.view(seat) == view
    assert det.legal_actions() == hand.legal_actions()
    assert det.hands == hand.hands
    # any other placement of the unseen cards also agrees with the view
    unseen = [c for c in range(20) if view.unseen() >> c & 1]
    rng.shuffle(unseen)
    k = view.opponent_unknown_count
    guess = Hand.from_view(view, unseen[:k], unseen[k:])
    assert guess.view(seat) == view
    if hand.to_move == seat:
        assert guess.legal_actions() == hand.legal_actions()
    check_invariants(guess)
    assert view.stock_left + guess.stock_pos == STOCK_SIZE
    while guess.outcome is None:  # and it plays on to an end
        legal = guess.legal_actions()
        guess.push(legal[rng.randrange(len(legal))])


def test_determinize_rejects_a_wrong_guess():
    view = Hand.shuffled(rules("soft"), 0, 3).view(0)
    unseen = [c for c in range(20) if view.unseen() >> c & 1]
    k = view.opponent_unknown_count
    with pytest.raises(ValueError):
        Hand.from_view(view, unseen[: k - 1], unseen[k - 1:])
    with pytest.raises(ValueError):
        Hand.from_view(view, unseen[:k], [*unseen[k:-1], unseen[0]])
    own = [c for c in range(20) if view.hand >> c & 1]
    with pytest.raises(ValueError):
        Hand.from_view(view, [own[0], *unseen[1:k]], unseen[k:])

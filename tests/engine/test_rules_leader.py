"""RULES.md "What the leader may do before leading": exchange, close, meld, claim, per preset."""

from __future__ import annotations

import pytest

from schnapsen_qt.engine import CLAIM, CLOSE, EXCHANGE, MELD, IllegalActionError, Rules, parse_card
from schnapsen_qt.engine.cards import HEARTS, SPADES

from .helpers import PRESET_NAMES, do, make_hand, mask, play_trick

SHARPISH = ("sharp", "tournament")
H, S = MELD + HEARTS, MELD + SPADES

# trump clubs (turn-up AC); forehand = seat 1 holds the trump Jack and a heart marriage
FORE = "JC KH QH AH TD"
DEALER = "JS QS KS JD QD"


def fresh(preset, fore=FORE, dealer_cards=DEALER, turnup="AC", talon=""):
    return make_hand(preset, fore, dealer_cards, turnup, talon)


def after_first_trick(preset):
    """Forehand wins the first trick (AH over JS) and is on lead again with one trick."""
    hand = fresh(preset, talon="TH JH")
    do(hand, "AH", "JS")
    assert hand.to_move == 1 and hand.tricks[1] == 1
    return hand


def to_last_facedown(preset, keep="JC KH QH"):
    """Forehand wins four tricks: the talon is the turn-up and one face-down card."""
    hand = fresh(preset, talon="TH JH KC QC TC AD KD TS AS")
    for _ in range(4):
        play_trick(hand, 1, keep=mask(keep))
    assert hand.stock_left == 1 and hand.turnup >= 0 and hand.to_move == 1
    return hand


def to_exhausted(preset, keep="JC KH QH"):
    hand = to_last_facedown(preset, keep)
    play_trick(hand, 1, keep=mask(keep))
    assert hand.is_exhausted and hand.to_move == 1
    return hand


# ---------------------------------------------------------------------------- exchange


def test_exchange_soft_at_first_lead():
    hand = fresh("soft")
    assert EXCHANGE in hand.legal_actions()
    do(hand, "exchange")
    assert hand.hands[1] >> parse_card("AC") & 1 and not hand.hands[1] >> parse_card("JC") & 1
    assert hand.turnup == parse_card("JC")
    assert hand.shown[1] >> parse_card("AC") & 1  # the opponent saw the Ace taken
    assert hand.talon_size == 10 and hand.to_move == 1 and hand.lead < 0
    assert EXCHANGE not in hand.legal_actions()  # at most once


@pytest.mark.parametrize("preset", SHARPISH)
def test_exchange_requires_a_trick_in_sharp_and_tournament(preset):
    hand = fresh(preset)
    assert EXCHANGE not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="exchange the trump Jack only after winning"):
        do(hand, "exchange")
    hand = after_first_trick(preset)
    assert EXCHANGE in hand.legal_actions()
    do(hand, "exchange")
    assert hand.turnup == parse_card("JC")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_exchange_at_turnup_plus_one_card(preset):
    hand = to_last_facedown(preset)
    if preset == "soft":
        assert EXCHANGE in hand.legal_actions()
        do(hand, "exchange")
    else:
        assert EXCHANGE not in hand.legal_actions()
        with pytest.raises(IllegalActionError, match="only the turn-up and one card remain"):
            do(hand, "exchange")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_no_exchange_after_close(preset):
    hand = after_first_trick(preset)
    do(hand, "close")
    assert EXCHANGE not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="The talon is closed"):
        do(hand, "exchange")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_no_exchange_after_exhaustion(preset):
    hand = to_exhausted(preset)
    assert hand.hands[1] >> parse_card("JC") & 1
    assert EXCHANGE not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="The talon is exhausted"):
        do(hand, "exchange")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_only_the_leader_exchanges_before_leading(preset):
    # the dealer (seat 0) holds the trump Jack but is not on lead
    hand = fresh(preset, fore="AH KH QH TH TD", dealer_cards="JC QS KS JD QD", talon="TS AS")
    do(hand, "AH", "JD")
    do(hand, "KH")  # forehand leads; the dealer follows
    assert hand.to_move == 0 and hand.hands[0] >> parse_card("JC") & 1
    assert EXCHANGE not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="Only the player on lead may exchange"):
        do(hand, "exchange")


def test_exchange_without_the_jack():
    hand = fresh("soft", fore="AH KH QH TH TD", dealer_cards="JC QS KS JD QD")
    with pytest.raises(IllegalActionError, match="You do not hold the trump Jack"):
        do(hand, "exchange")


def test_exchange_then_close_in_one_lead():
    hand = fresh("soft")
    do(hand, "exchange", "close")
    assert hand.is_closed and hand.turnup == parse_card("JC")


# ---------------------------------------------------------------------------- marriages


def test_soft_marriage_at_first_lead_either_card():
    hand = fresh("soft")
    assert H in hand.legal_actions()
    do(hand, "meld H")
    assert hand.meld_points == [0, 20]
    assert hand.counted_points(1) == 0  # no trick yet
    assert sorted(a for a in hand.legal_actions() if a < 20) == [
        parse_card("KH"), parse_card("QH")]
    assert hand.shown[1] == mask("KH QH")
    with pytest.raises(IllegalActionError, match="lead the King of hearts or the Queen"):
        do(hand, "AH")
    do(hand, "QH")
    assert hand.meld_suit == -1


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_trump_marriage_scores_40(preset):
    hand = fresh(preset, fore="KC QC AH TH TD", dealer_cards=DEALER, turnup="JC",
                 talon="TS AS")
    if preset != "soft":
        do(hand, "AH", "JS")
    do(hand, "meld C")
    assert hand.meld_points[1] == 40


@pytest.mark.parametrize("preset", SHARPISH)
def test_sharp_marriage_needs_a_trick_and_the_king_led(preset):
    hand = fresh(preset)
    assert H not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="meld a marriage only after winning a trick"):
        do(hand, "meld H")
    hand = after_first_trick(preset)
    do(hand, "meld H")
    assert [a for a in hand.legal_actions() if a < 20] == [parse_card("KH")]
    with pytest.raises(IllegalActionError, match="After melding you must lead the King of hearts"):
        do(hand, "QH")
    do(hand, "KH")
    assert hand.counted_points(1) == 11 + 2 + 20


def test_marriage_counts_once_a_trick_is_won_later():
    # forehand melds 20 on the first lead, loses that trick, then wins a later one
    hand = fresh("soft", fore="KH QH JC TD AS", dealer_cards="AH QS KS JD QD",
                 talon="JS TH")
    do(hand, "meld H", "KH", "AH")
    assert hand.tricks == [1, 0] and hand.counted_points(1) == 0
    assert hand.meld_points[1] == 20
    do(hand, "QD", "JC")  # dealer leads, forehand trumps
    assert hand.tricks[1] == 1
    assert hand.counted_points(1) == 3 + 2 + 20


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_one_meld_per_lead(preset):
    hand = fresh(preset, fore="KH QH KS QS AH", dealer_cards="JS JC TC JD QD",
                 talon="TS AS")
    if preset != "soft":
        do(hand, "AH", "JS")
    assert {H, S} <= set(hand.legal_actions())
    do(hand, "meld H")
    assert S not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="already melded"):
        do(hand, "meld S")
    do(hand, "KH")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_meld_needs_king_and_queen(preset):
    hand = after_first_trick(preset)
    with pytest.raises(IllegalActionError, match="You hold no marriage in spades"):
        do(hand, "meld S")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_only_the_leader_melds(preset):
    hand = fresh(preset, fore="AH TH TD AS TS", dealer_cards="KH QH JS JD QD")
    do(hand, "AH")
    assert all(a < 20 for a in hand.legal_actions())
    with pytest.raises(IllegalActionError, match="Only the player on lead may meld"):
        do(hand, "meld H")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_marriage_after_closing(preset):
    hand = after_first_trick(preset)
    do(hand, "close")
    if preset == "tournament":
        assert H not in hand.legal_actions()
        with pytest.raises(IllegalActionError, match="once the talon is closed or exhausted"):
            do(hand, "meld H")
    else:
        assert H in hand.legal_actions()
        do(hand, "meld H")
        assert hand.meld_points[1] == 20


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_marriage_after_exhaustion(preset):
    hand = to_exhausted(preset)
    if preset == "tournament":
        assert H not in hand.legal_actions()
        with pytest.raises(IllegalActionError, match="once the talon is closed or exhausted"):
            do(hand, "meld H")
    else:
        do(hand, "meld H")
        assert hand.meld_points[1] == 20


@pytest.mark.parametrize("preset", SHARPISH)
def test_marriage_then_close_in_phase_one(preset):
    # the meld comes first, while the talon is open; closing afterwards is allowed
    hand = after_first_trick(preset)
    do(hand, "meld H", "close", "KH")
    assert hand.meld_points[1] == 20 and hand.is_closed


def test_custom_rules_no_melds_after_talon_gone():
    custom = Rules.from_json({"preset": "soft", "melds_after_talon_gone": False})
    hand = fresh(custom)
    do(hand, "close")
    assert H not in hand.legal_actions()
    hand = fresh(custom)
    assert H in hand.legal_actions()


# ---------------------------------------------------------------------------- closing


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_close_at_first_lead(preset):
    hand = fresh(preset)
    assert CLOSE in hand.legal_actions()
    do(hand, "close")
    assert hand.is_closed and hand.closed_by == 1 and hand.phase_two
    assert hand.turnup == parse_card("AC") and hand.talon_size == 10
    assert (hand.closed_opp_tricks, hand.closed_opp_points) == (0, 0)
    assert CLOSE not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="The talon is closed: you cannot close"):
        do(hand, "close")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_only_the_leader_closes(preset):
    hand = fresh(preset)
    do(hand, "AH")
    assert CLOSE not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="Only the player on lead may close"):
        do(hand, "close")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_close_at_turnup_plus_one_card(preset):
    hand = to_last_facedown(preset)
    if preset == "soft":
        assert CLOSE in hand.legal_actions()
        do(hand, "close")
        assert hand.is_closed
    else:
        assert CLOSE not in hand.legal_actions()
        with pytest.raises(IllegalActionError, match="only the turn-up and one card remain"):
            do(hand, "close")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_no_close_after_exhaustion(preset):
    hand = to_exhausted(preset)
    assert CLOSE not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="The talon is exhausted"):
        do(hand, "close")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_close_snapshot_of_the_opponent(preset):
    # the dealer wins two tricks and melds spades; then the forehand wins a trick and
    # closes: the snapshot is the dealer's tricks and counted points at that moment
    hand = fresh(preset, fore="JC KH QH AH TD", dealer_cards="JS QS KS AD QD",
                 talon="TS JH TH AS")
    do(hand, "TD", "AD")  # dealer wins 21
    assert hand.to_move == 0
    do(hand, "meld S", "KS", "AH")  # KS led; the forehand's AH is off-suit and loses
    assert hand.to_move == 0 and hand.tricks[0] == 2
    dealer_points = hand.counted_points(0)
    assert dealer_points == 21 + 4 + 11 + 20
    do(hand, "QS", "JC")  # forehand trumps
    assert hand.to_move == 1
    dealer_points = hand.counted_points(0)
    do(hand, "close")
    assert hand.closed_opp_tricks == 2
    assert hand.closed_opp_points == dealer_points
    play_trick(hand, 0)
    assert hand.closed_opp_tricks == 2 and hand.closed_opp_points == dealer_points
    assert hand.tricks[0] == 3


# ---------------------------------------------------------------------------- claims


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_no_claim_at_first_lead_without_meld(preset):
    hand = fresh(preset)
    assert CLAIM not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="only right after winning a trick or melding"):
        do(hand, "claim")
    do(hand, "close")
    assert CLAIM not in hand.legal_actions()


def test_claim_after_meld_at_first_lead_soft():
    hand = fresh("soft")
    do(hand, "meld H")
    assert CLAIM in hand.legal_actions()
    do(hand, "claim")
    assert hand.is_over and hand.legal_actions() == []
    assert hand.outcome.reason == "false_claim"


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_claim_after_winning_a_trick(preset):
    hand = after_first_trick(preset)
    assert CLAIM in hand.legal_actions()
    do(hand, "TD")  # the winner leads instead; the follower may not claim
    assert CLAIM not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="Only the player on lead may claim 66"):
        do(hand, "claim")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_claim_ends_the_hand(preset):
    hand = after_first_trick(preset)
    do(hand, "claim")
    assert hand.is_over and hand.outcome is not None
    assert hand.legal_actions() == [] and hand.legal_plays() == 0
    with pytest.raises(IllegalActionError, match="already over"):
        do(hand, "TD")


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_loser_of_a_trick_cannot_claim(preset):
    hand = after_first_trick(preset)
    # seat 0 lost the first trick; it is never on lead before winning one
    assert hand.to_move == 1
    for action in (CLAIM, CLOSE, EXCHANGE):
        with pytest.raises(IllegalActionError, match="not player 0's turn"):
            hand.copy().push(action, 0)


def test_after_the_exchange_the_refusal_says_it_was_exchanged():
    """Issue 44, point 19: not "you do not hold the trump Jack" after you exchanged it."""
    import random

    from schnapsen_qt.engine import SOFT, Hand
    from schnapsen_qt.engine.actions import EXCHANGE

    rng = random.Random(5)
    for _ in range(500):
        hand = Hand.shuffled(SOFT, dealer=rng.randrange(2), rng=rng)
        while hand.outcome is None and EXCHANGE not in hand.legal_actions():
            plays = [a for a in hand.legal_actions() if a < 20]
            if not plays or hand.turnup < 0:
                break
            hand.push(rng.choice(plays))
        if EXCHANGE in hand.legal_actions():
            hand.push(EXCHANGE)
            refusal = hand.refusal(EXCHANGE)
            assert refusal is not None and refusal.code == "already_exchanged"
            return
    raise AssertionError("no exchange found")

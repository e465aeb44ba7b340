"""RULES.md "Cards and deal" and "Play": deal order, trick winner, drawing, phase-two following."""

from __future__ import annotations

import pytest

from schnapsen_qt.engine import CLOSE, Hand, IllegalActionError, parse_card, strict_follow_cards
from schnapsen_qt.engine.cards import POINTS, SUIT_MASK, beats, points_of

from .helpers import PRESET_NAMES, codes, do, make_hand, mask, play_trick, rules

# ---------------------------------------------------------------------------- deal


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("dealer", [0, 1])
def test_deal_order(preset, dealer):
    deck = [(7 * i + 3) % 20 for i in range(20)]  # a fixed permutation of 0..19
    assert sorted(deck) == list(range(20))
    hand = Hand.deal(rules(preset), dealer, deck)
    fore = 1 - dealer
    assert hand.forehand == fore
    assert hand.hands[fore] == sum(1 << deck[i] for i in (0, 1, 2, 7, 8))
    assert hand.hands[dealer] == sum(1 << deck[i] for i in (3, 4, 5, 9, 10))
    assert hand.turnup == deck[6]
    assert hand.trump == deck[6] // 5
    assert hand.stock == tuple(deck[11:20])
    assert hand.stock_left == 9 and hand.talon_size == 10
    assert hand.to_move == fore  # forehand leads the first trick
    assert not hand.phase_two
    assert hand.tricks == [0, 0] and hand.trick_points == [0, 0]


@pytest.mark.parametrize(
    "deck",
    [list(range(19)), [*range(19), 0], [*range(19), 20], list(range(21))],
    ids=["19-cards", "repeated", "out-of-range", "21-cards"],
)
def test_deal_rejects_a_wrong_pack(deck):
    with pytest.raises(ValueError):
        Hand.deal(rules("soft"), 0, deck)


def test_deal_rejects_a_bad_dealer():
    with pytest.raises(ValueError):
        Hand.deal(rules("soft"), 2, list(range(20)))


def test_pack_holds_120_card_points():
    assert sum(POINTS) == 120
    assert [POINTS[parse_card(c + "H")] for c in "ATKQJ"] == [11, 10, 4, 3, 2]


# ---------------------------------------------------------------------------- trick winner

# trump clubs (turn-up TC); forehand (seat 1) leads, dealer (seat 0) follows
WINNER_CASES = [
    ("AH", "TH", "leader"),  # higher card of the suit led
    ("TH", "AH", "follower"),
    ("KH", "QH", "leader"),
    ("QH", "KH", "follower"),
    ("AH", "JC", "follower"),  # any trump beats a non-trump
    ("JC", "AH", "leader"),  # off-suit non-trump loses, even an Ace
    ("AH", "JS", "leader"),
    ("JS", "AH", "leader"),
    ("JC", "QC", "follower"),  # higher trump
    ("QC", "JC", "leader"),
    ("AC", "KC", "leader"),
]


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(("lead", "follow", "who"), WINNER_CASES)
def test_trick_winner(preset, lead, follow, who):
    fillers = [c for c in ("AD", "TD", "KD", "QD", "JD", "TS") if c not in (lead, follow)]
    fore = " ".join([lead, *fillers[:4]])
    dealer_cards = " ".join([follow, *[c for c in ("KS", "QS", "JH", "AS") if c != follow][:4]])
    hand = make_hand(preset, fore, dealer_cards, "TC")
    do(hand, lead, follow)
    winner = 1 if who == "leader" else 0
    assert hand.last_trick.winner == winner
    assert hand.to_move == winner  # the winner leads the next trick
    assert hand.tricks[winner] == 1 and hand.tricks[1 - winner] == 0
    assert hand.trick_points[winner] == POINTS[parse_card(lead)] + POINTS[parse_card(follow)]
    assert beats(parse_card(lead), parse_card(follow), 0) == (who == "follower")


# ---------------------------------------------------------------------------- drawing


@pytest.mark.parametrize("winner", ["leader", "follower"])
def test_winner_draws_first(winner):
    # forehand leads AH; dealer plays JS (loses) or TC (trump wins)
    hand = make_hand("soft", "AH KD QD JD TD", "JS TC KS QS AS", "AC", talon="JH QH")
    follow = "JS" if winner == "leader" else "TC"
    do(hand, "AH", follow)
    w = hand.last_trick.winner
    assert w == (1 if winner == "leader" else 0)
    assert hand.hands[w] >> parse_card("JH") & 1  # top talon card (pack index 11)
    assert hand.hands[1 - w] >> parse_card("QH") & 1  # next one (index 12)
    assert hand.stock_left == 7
    assert bin(hand.hands[0]).count("1") == bin(hand.hands[1]).count("1") == 5


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_loser_of_fifth_trick_draws_the_turnup(preset):
    hand = make_hand(preset, "AH TH KH AD TD", "JS QS KS JD QD", "JC",
                     talon="AS TS JH QH KC QC TC AC KD")
    for _ in range(4):
        play_trick(hand, 1)
    assert hand.stock_left == 1 and hand.turnup == parse_card("JC")
    last_facedown = hand.stock[8]
    play_trick(hand, 0)  # the dealer (seat 0) wins the fifth trick
    assert hand.hands[0] >> last_facedown & 1
    assert hand.hands[1] >> parse_card("JC") & 1
    assert hand.shown[1] >> parse_card("JC") & 1  # everybody saw the turn-up
    assert hand.turnup == -1 and hand.is_exhausted and hand.phase_two
    assert hand.stock_left == 0 and hand.talon_size == 0
    assert bin(hand.hands[0]).count("1") == bin(hand.hands[1]).count("1") == 5
    # no more drawing in phase two
    play_trick(hand, 1)
    assert bin(hand.hands[0]).count("1") == bin(hand.hands[1]).count("1") == 4


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_no_drawing_after_closing(preset):
    hand = make_hand(preset, "AH TH KH AD TD", "JS QS KS JD QD", "JC")
    do(hand, "close", "AH", "JS")
    assert bin(hand.hands[0]).count("1") == bin(hand.hands[1]).count("1") == 4
    assert hand.stock_left == 9 and hand.turnup == parse_card("JC")


# ---------------------------------------------------------------------------- phase two


def reference_follow(held: set[str], lead: str, trump: str) -> set[str]:
    """RULES.md "Play", phase 2, written out independently of the engine."""
    order = "ATKQJ"
    same = {c for c in held if c[1] == lead[1]}
    higher = {c for c in same if order.index(c[0]) < order.index(lead[0])}
    if higher:
        return higher
    if same:
        return same
    trumps = {c for c in held if c[1] == trump}
    return trumps or set(held)


# trump clubs (turn-up TC). (lead, follower's hand, cards the follower may play)
STRICT_CASES = [
    ("QH", "AH KH JH AC JC", "AH KH"),  # head the trick in the suit led
    ("QH", "JH AS KS AC JC", "JH"),  # else a lower card of the suit
    ("QH", "JH AC KC JC AS", "JH"),  # following suit comes before trumping
    ("AH", "TH JH AC KC JC", "TH JH"),  # cannot head: any card of the suit
    ("QH", "AS KS AD AC JC", "AC JC"),  # no card of the suit: trump
    ("QH", "AS KS AD TD JD", "AS KS AD TD JD"),  # neither: anything
    ("QC", "AC JC AH KH JH", "AC"),  # trump led: a higher trump
    ("QC", "KC JC AH KH JH", "KC"),
    ("QC", "JC AH KH JH AS", "JC"),  # else a lower trump
    ("QC", "AH KH JH AS TS", "AH KH JH AS TS"),  # no trump: anything
]


@pytest.mark.parametrize(("lead", "held", "allowed"), STRICT_CASES)
def test_strict_follow_cards(lead, held, allowed):
    got = strict_follow_cards(mask(held), parse_card(lead), 0)
    assert codes(got) == set(allowed.split())
    assert set(allowed.split()) == reference_follow(set(held.split()), lead, "C")


def _fore_for(lead: str, held: str) -> str:
    pool = [c + s for s in "DSHC" for c in "ATKQJ"]
    rest = [c for c in pool if c != lead and c not in held.split() and c != "TC"]
    return " ".join([lead, *rest[:4]])


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(("lead", "held", "allowed"), STRICT_CASES)
def test_phase_two_after_closing(preset, lead, held, allowed):
    hand = make_hand(preset, _fore_for(lead, held), held, "TC")
    do(hand, "close", lead)
    assert codes(hand.legal_plays()) == set(allowed.split())
    assert {a for a in hand.legal_actions()} == {parse_card(c) for c in allowed.split()}
    for card in held.split():
        if card not in allowed.split():
            with pytest.raises(IllegalActionError):
                hand.copy().push(parse_card(card), 0)


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize(("lead", "held", "allowed"), STRICT_CASES)
def test_phase_one_any_card_may_be_played(preset, lead, held, allowed):
    hand = make_hand(preset, _fore_for(lead, held), held, "TC")
    do(hand, lead)
    assert codes(hand.legal_plays()) == set(held.split())
    assert sorted(hand.legal_actions()) == sorted(parse_card(c) for c in held.split())


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("seed", range(6))
def test_phase_two_after_exhaustion(preset, seed):
    import random

    rng = random.Random(seed)
    hand = Hand.shuffled(rules(preset), seed % 2, rng)
    while not hand.is_exhausted:
        plays = [a for a in hand.legal_actions() if a < 20]
        hand.push(plays[rng.randrange(len(plays))])
    assert hand.phase_two and not hand.is_closed
    leader = hand.to_move
    for lead in list(codes(hand.hands[leader])):
        trial = hand.copy()
        do(trial, lead)
        held = codes(trial.hands[1 - leader])
        trump = "CDHS"[hand.trump]
        assert codes(trial.legal_plays()) == reference_follow(held, lead, trump)
        assert {a for a in trial.legal_actions()} == {
            parse_card(c) for c in reference_follow(held, lead, trump)
        }
        assert CLOSE not in trial.legal_actions()


def test_exhausted_talon_must_follow_suit_conformance_deal():
    # the deal of conformance record 05: after exhaustion the dealer must follow clubs
    deck = "KS QS JC AS TS AH JH JD QC TH KH AC KC AD KD TC QD TD JS QH"
    hand = Hand.deal(rules("soft"), 0, [parse_card(c) for c in deck.split()])
    do(hand, "meld S", "KS", "AS", "AH", "JC", "TH", "JD", "TS", "QS", "KH", "QC", "AC")
    assert hand.is_exhausted
    with pytest.raises(IllegalActionError, match="You must follow suit: play a card of clubs"):
        do(hand, "KD")


# ---------------------------------------------------------------------------- messages


def test_messages_are_in_a_players_words():
    # trump clubs; dealer (seat 0) holds hearts, clubs and spades
    hand = make_hand("soft", "QH KD QD JD TD", "AH JH AC JC AS", "TC")
    do(hand, "close", "QH")
    with pytest.raises(IllegalActionError, match="head the trick with a higher card of hearts"):
        do(hand, "JH")
    with pytest.raises(IllegalActionError, match="head the trick with a higher card of hearts"):
        do(hand, "AC")
    with pytest.raises(IllegalActionError, match=r"You do not hold the King of spades"):
        do(hand, "KS")
    with pytest.raises(IllegalActionError, match="Only the player on lead may claim 66"):
        do(hand, "claim")
    with pytest.raises(IllegalActionError, match="Only the player on lead may close the talon"):
        do(hand, "close")

    hand = make_hand("soft", "QH KD QD JD TD", "JH AC JC AS KS", "TC")
    do(hand, "close", "QH")
    do(hand, "JH")  # a lower heart is fine when no higher one is held

    hand = make_hand("soft", "QH KD QD JD TD", "TS AC JC AS KS", "TC")
    do(hand, "close", "QH")
    with pytest.raises(IllegalActionError, match=r"you must trump \(clubs are trumps\)"):
        do(hand, "AS")

    hand = make_hand("soft", "QC KD QD JD TD", "AC JC AS KS TS", "TC")
    do(hand, "close", "QC")
    with pytest.raises(IllegalActionError, match="You must head the trick with a higher trump"):
        do(hand, "JC")

    hand = make_hand("soft", "AH KD QD JD TD", "JH TH AC JC AS", "TC")
    do(hand, "close", "AH")
    with pytest.raises(IllegalActionError, match="You must follow suit: play a card of hearts"):
        do(hand, "AC")


def test_not_your_turn_message():
    hand = make_hand("soft", "AH KD QD JD TD", "JH TH AC JC AS", "TC")
    with pytest.raises(IllegalActionError, match="it is not player 0's turn"):
        hand.push(parse_card("JH"), 0)


def test_hand_over_message():
    hand = make_hand("soft", "KH QH AH JD TD", "JS TH AC JC AS", "TC")
    do(hand, "meld H", "claim")
    assert hand.is_over and hand.legal_actions() == []
    with pytest.raises(IllegalActionError, match="The hand is already over"):
        hand.push(parse_card("JS"))


def test_trick_points_follow_cards_won():
    hand = make_hand("soft", "AH KD QD JD TD", "JH TH AC JC AS", "TC")
    do(hand, "AH", "TH")
    assert hand.trick_points[1] == 21 == points_of(hand.won[1])
    assert hand.won[1] & SUIT_MASK[2] == mask("AH TH")

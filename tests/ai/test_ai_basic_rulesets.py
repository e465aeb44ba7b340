"""The Intermediate player's rules of thumb in the house game and Sechsundsechzig, in small
positions where a player knows the right move: hold the trump back for the last trick when
that trick decides (or brings the ten and nobody can go out), and exchange or pass at the
opponent's close as the turn-up deserves."""

from __future__ import annotations

from schnapsen_qt.ai.basic import exchange_pays_at_close, rule_action
from schnapsen_qt.ai.solver import Solver
from schnapsen_qt.engine import CLOSE, Hand, Rules
from schnapsen_qt.engine.actions import EXCHANGE, PASS
from schnapsen_qt.engine.cards import SUITS, cardset, parse_card, points_of
from schnapsen_qt.engine.deal import layout
from schnapsen_qt.engine.tricks import Trick


def _cards(codes: str) -> list[int]:
    return [parse_card(c) for c in codes.split()]


def endgame(rules: Rules, trump: str, mine: str, theirs: str) -> Hand:
    """Seat 0 on lead, talon exhausted, seat 0 holding ``mine`` and seat 1 ``theirs``; every
    other card lies in seat 1's tricks (seat 0 has one trick so that nothing is odd)."""
    hand = Hand.shuffled(rules, 1, 0)
    held = [cardset(_cards(mine)), cardset(_cards(theirs))]
    rest = [c for c in layout(rules).cards if not (held[0] | held[1]) >> c & 1]
    won0 = cardset(rest[-2:])
    won1 = cardset(rest[:-2])
    hand.hands = held
    hand.trump = SUITS.index(trump)
    hand.turnup = -1
    hand.stock_pos = len(hand.stock)
    hand.won = [won0, won1]
    hand.tricks = [1, won1.bit_count() // 2]
    hand.trick_points = [points_of(won0), points_of(won1)]
    hand.to_move = 0
    hand.last_trick = Trick(1, rest[-1], rest[-2], 0)
    hand.last_draws = ()
    return hand


def _intermediate(hand: Hand) -> int:
    seat = hand.to_move
    return rule_action(hand, seat, hand.hands[seat], hand.legal_actions())


def _best(hand: Hand) -> set[int]:
    values = Solver(hand).action_values(hand)
    top = max(values.values())
    return {a for a, v in values.items() if v == top}


def test_house_game_keeps_the_trump_for_the_last_trick() -> None:
    """House rules: only the last trick counts. Leading the Queen of trumps first wins a
    worthless trick and then loses the last one to the King of clubs; leading the Jack of
    clubs first gives the opponent that trick, and the trump takes the last."""
    hand = endgame(Rules.preset("house"), "H", "QH JC", "KC JS")
    assert _intermediate(hand) == parse_card("JC")
    assert _best(hand) == {parse_card("JC")}


def test_count_without_going_out_keeps_the_master_trump_for_the_ten() -> None:
    """Nobody can go out, the count decides and the last trick brings ten: lead the Nine and
    keep the Ace of trumps, which takes the last trick (and the ten) whatever is led."""
    rules = Rules.from_json({"preset": "sechsundsechzig", "going_out": "end"})
    hand = endgame(rules, "H", "AH 9C", "KC JS")
    assert _intermediate(hand) == parse_card("9C")
    assert parse_card("9C") in _best(hand)


def test_points_still_come_first_where_the_last_trick_is_worth_nothing_extra() -> None:
    """House rules with the talon closed: the closer needs 66 by the end, so the last trick is
    no reason to hold a trump back; the master trump is led to collect points."""
    hand = endgame(Rules.preset("house"), "H", "AH JC", "KC JS")
    hand.closed_by = 0
    assert _intermediate(hand) == parse_card("AH")


def _closed_at_once(turnup: str, dealer_cards: str, forehand_cards: str,
                    talon: str) -> Hand:
    """Sechsundsechzig, dealer 0; the forehand (seat 1) closes before the first lead, and the
    dealer, holding the trump Nine, must exchange or pass."""
    f, d = _cards(forehand_cards), _cards(dealer_cards)
    deck = [*f[:3], *d[:3], parse_card(turnup), *f[3:], *d[3:], *_cards(talon)]
    hand = Hand.deal(Rules.preset("sechsundsechzig"), 0, deck)
    hand.push(CLOSE)
    assert hand.legal_actions() == [EXCHANGE, PASS]
    return hand


def test_exchange_at_a_close_for_a_high_turn_up_pass_for_a_low_one() -> None:
    talon = "QC JC 9C QD JD 9D QS JS 9S TC KD"
    # King of hearts turned up, the Ace and Ten of hearts still out: pass (the King would
    # only bring 4 points into play for the closer's high trumps).
    hand = _closed_at_once("KH", "9H AC KC AD TD AS", "QH JH KS TS AH TH", talon)
    assert not exchange_pays_at_close(hand, 0, hand.hands[0])
    assert _intermediate(hand) == PASS
    # Ten turned up: a high trump is worth having.
    hand = _closed_at_once("TH", "9H AC KC AD TD AS", "QH JH KS TS AH KH", talon)
    assert _intermediate(hand) == EXCHANGE
    # King turned up, but the Ace and Ten of hearts are in the dealer's own hand: no trump
    # out beats it.
    hand = _closed_at_once("KH", "9H AH TH AD TD AS", "QH JH KS TS AC KC", talon)
    assert _intermediate(hand) == EXCHANGE

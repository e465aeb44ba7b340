"""Bauernschnapsen rule facts and properties (docs/rules/bauernschnapsen.md): the auction, who sits
out, copies for search, seeded random games under the invariant checks, the command line, and the
honesty of each seat's view (identical whatever the hidden cards are)."""

from __future__ import annotations

import json
import random

import pytest

from schnapsen_qt.engine.__main__ import main
from schnapsen_qt.engine.bauernschnapsen import (
    BAction,
    BauernDeal,
    BauernRules,
    IllegalActionError,
    ScoreSheet,
    deck_of,
    view,
)
from schnapsen_qt.engine.bauernschnapsen.deal import PH_PLAY, PH_TRUMP
from schnapsen_qt.engine.bauernschnapsen.selfplay import check_state, selfplay
from schnapsen_qt.engine.cards import parse_card

#: Each seat one whole suit, dealer 3 (records 22, 24, 27): seat 0 hearts, 1 clubs, 2 diamonds,
#: 3 spades, in dealing order.
DEALT = "AH TH KH AC TC KC AD TD KD AS TS KS QH JH QC JC QD JD QS JS"
SUIT_PER_SEAT = [parse_card(c) for c in DEALT.split(" ")]


def _deal(rules: BauernRules | None = None) -> BauernDeal:
    return BauernDeal(SUIT_PER_SEAT, 3, rules)


def _act(deal: BauernDeal, kind: str, **kw) -> None:
    deal.apply(deal.to_move, BAction(kind, **kw))


def test_forehand_names_trumps_from_the_first_three_cards_only():
    deal = _deal()
    assert deal.to_move == 0
    assert {a.kind for a in deal.legal_actions()} == {"trump", "aufschlagen"}
    assert [a.suit for a in deal.legal_actions() if a.kind == "trump"] == [2]  # hearts
    assert view(deal, 0).hand == tuple(sorted(parse_card(c) for c in ("AH", "TH", "KH")))
    assert view(deal, 1).hand_sizes == (3, 3, 3, 3)


def test_aufschlagen_can_be_switched_off():
    deal = _deal(BauernRules(aufschlagen=False))
    assert {a.kind for a in deal.legal_actions()} == {"trump"}
    with pytest.raises(IllegalActionError, match="do not allow"):
        deal.apply(0, BAction("aufschlagen", slot=0))


def test_all_pass_is_the_plain_game_led_by_forehand():
    deal = _deal()
    _act(deal, "trump", suit=2)
    for _ in range(4):
        _act(deal, "pass")
    assert deal.contract is not None and deal.contract.id == "normal"
    assert deal.declarer == 0 and deal.trump == 2
    _act(deal, "pass")
    _act(deal, "pass")
    assert deal.phase == PH_PLAY and deal.to_move == 0 and deal.sitting_out == -1


def test_outbid_player_bids_again_and_the_auction_ends_when_all_others_passed():
    deal = _deal()
    _act(deal, "trump", suit=2)
    _act(deal, "bid", contract="bettler")  # seat 0
    _act(deal, "bid", contract="schnapser")  # seat 1
    _act(deal, "pass")  # seat 2
    _act(deal, "pass")  # seat 3
    assert deal.to_move == 0 and deal.contract is None  # seat 0 was outbid: may raise
    _act(deal, "bid", contract="gang")
    _act(deal, "pass")  # seat 1
    assert deal.contract is not None and deal.contract.id == "gang" and deal.declarer == 0
    assert deal.sitting_out == 2 and deal.trump == -1


@pytest.mark.parametrize("whole_suit, suits", [(True, {0}), (False, {0, 1, 3})])
def test_farbenringerl_declarer_names_another_suit(whole_suit, suits):
    deal = _deal(BauernRules(farbenringerl_whole_suit=whole_suit))
    _act(deal, "trump", suit=2)
    _act(deal, "pass")
    _act(deal, "bid", contract="farbenringerl")  # seat 1 holds all the clubs
    _act(deal, "pass")
    _act(deal, "pass")
    assert deal.to_move == 1 and {a.suit for a in deal.legal_actions()} == suits
    with pytest.raises(IllegalActionError, match="differ"):
        deal.apply(1, BAction("ring_trump", suit=2))


def test_kontra_chain_stops_at_the_rules_level():
    deal = _deal(BauernRules(kontra_levels=1))
    _act(deal, "trump", suit=2)
    _act(deal, "bid", contract="land")
    for _ in range(3):
        _act(deal, "pass")
    assert deal.to_move == 1
    _act(deal, "kontra")
    assert deal.phase == PH_PLAY and deal.multiplier == 2


def test_deck_of_inverts_the_deal():
    rng = random.Random(5)
    for _ in range(50):
        deck = list(range(20))
        rng.shuffle(deck)
        dealer = rng.randrange(4)
        deal = BauernDeal(deck, dealer)
        dealt = [list(deal.dealt(seat)) for seat in range(4)]
        assert deck_of(dealer, dealt) == deck


def test_copy_is_independent():
    deal = _deal()
    _act(deal, "trump", suit=2)
    other = deal.copy()
    _act(other, "bid", contract="gang")
    assert deal.bids == [] and deal.high_bid is None and other.high_bid == "gang"


def test_score_sheet_retourschneider_and_schneider():
    sheet = ScoreSheet(24, [23, 0])
    assert sheet.led_23_to_0 == [True, False]


def test_plauderer_hand_is_open_after_the_first_trick():
    deal = _deal()
    _act(deal, "trump", suit=2)
    _act(deal, "bid", contract="plauderer")
    for _ in range(5):
        _act(deal, "pass")
    assert view(deal, 1).open_hand == (-1, ())
    for _ in range(3):
        _act(deal, "play", card=deal.legal_actions()[0].card)
    seat, cards = view(deal, 1).open_hand
    assert seat == 0 and set(cards) == {c for c in range(20) if deal.hands[0] >> c & 1}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_keep_every_invariant(seed):
    summary = selfplay(300, seed, check=True)
    assert summary["hands"] == 300
    assert sum(summary["contracts"].values()) == 300


def test_random_games_with_other_options_keep_every_invariant():
    rules = BauernRules(head_partner=False, must_overtrump=False, kontra_levels=3,
                        plain_game_scale=False, aufschlagen=False)
    selfplay(200, 9, rules, check=True)


def test_selfplay_command_line(capsys):
    assert main(["selfplay", "--game", "bauernschnapsen", "--hands", "150", "--seed", "4",
                 "--check"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "bauernschnapsen" and summary["checked"] is True


def test_selfplay_records_replay_to_their_outcomes(tmp_path, capsys):
    assert main(["selfplay", "--game", "bauernschnapsen", "--hands", "20", "--seed", "6",
                 "--out", str(tmp_path)]) == 0
    capsys.readouterr()
    files = sorted(tmp_path.glob("bauern-*.json"))
    assert len(files) == 20
    assert main(["replay", *map(str, files)]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert all(line["game"] == "bauernschnapsen" and "reason" in line for line in lines)


def _random_history(rng: random.Random, deck: list[int], steps: int):
    deal = BauernDeal(deck, 3)
    history = []
    while deal.outcome is None and len(history) < steps:
        action = rng.choice(deal.legal_actions())
        history.append((deal.to_move, action))
        deal.apply(deal.to_move, action)
    return deal, history


def _redeal_hidden(rng: random.Random, deal: BauernDeal, seat: int) -> list[int] | None:
    """The deck with the cards ``seat`` cannot see (other seats' unplayed, unshown cards)
    shuffled among those seats, each keeping its count in each packet."""
    hidden_slots = []
    played = deal.cards_played()
    shown = played | (1 << deal.aufschlag_card if deal.aufschlag_card >= 0 else 0)
    open_seat = deal.open_hand_seat()
    forehand = deal.forehand
    for i, card in enumerate(deal.deck):
        packet = i < 12
        owner = (forehand + (i // 3 if packet else (i - 12) // 2)) % 4
        if owner != seat and owner != open_seat and not shown >> card & 1:
            hidden_slots.append(i)
    cards = [deal.deck[i] for i in hidden_slots]
    rng.shuffle(cards)
    deck = list(deal.deck)
    for i, c in zip(hidden_slots, cards, strict=True):
        deck[i] = c
    return deck


def test_a_seats_view_does_not_depend_on_hidden_cards():
    rng = random.Random(11)
    compared = 0
    for _ in range(300):
        deck = list(range(20))
        rng.shuffle(deck)
        deal, history = _random_history(rng, deck, rng.randrange(1, 30))
        seat = rng.randrange(4)
        other_deck = _redeal_hidden(rng, deal, seat)
        assert other_deck is not None
        other = BauernDeal(other_deck, 3)
        try:
            for s, a in history:
                other.apply(s, a)
        except IllegalActionError:
            continue  # the other cards would not have allowed the same play
        check_state(other)
        assert view(other, seat) == view(deal, seat)
        compared += other.hands != deal.hands
    assert compared > 100  # views compared over deals whose hidden hands really differ


def test_during_the_trump_call_nobody_sees_their_last_two_cards():
    deal = _deal()
    swapped = list(SUIT_PER_SEAT)
    swapped[12], swapped[14] = swapped[14], swapped[12]  # forehand's QH for seat 1's QC
    other = BauernDeal(swapped, 3)
    for seat in range(4):
        assert view(other, seat) == view(deal, seat)
    assert deal.phase == other.phase == PH_TRUMP


def test_every_refusal_code_has_an_english_template_and_the_reason_is_kept():
    from schnapsen_qt.engine.bauernschnapsen.texts import REFUSAL_TEXTS, Refusal, english

    for code in REFUSAL_TEXTS:
        assert english(Refusal(code, suit=2, card=0, contract="gang", high="land",
                               call="kontra", seat=1))
    deal = _deal()
    with pytest.raises(IllegalActionError) as raised:
        deal.apply(0, BAction("trump", suit=0))
    assert raised.value.reason == Refusal("trump_not_held", suit=0)
    assert deal.refusal(0, BAction("trump", suit=0)) == (
        "Forehand may name only a suit held among the first three cards; Clubs are not.")

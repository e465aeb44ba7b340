"""RULES.md "Bummerl and match" (engine.match.Match) and hand records (RECORD.md)."""

from __future__ import annotations

import json
import random

import pytest

from schnapsen_qt.engine import (
    PRESETS,
    Hand,
    HandRecord,
    Match,
    Rules,
    RulesError,
    record_of,
    replay_result,
)
from schnapsen_qt.engine.scoring import Outcome
from schnapsen_qt.engine.selfplay import play_hand

from .helpers import PRESET_NAMES, do, make_hand, rules


def win(seat: int, points: int) -> Outcome:
    return Outcome(seat, points, "claim", (66, 0))


# ---------------------------------------------------------------------------- Bummerl


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_bummerl_counts_down_from_seven(preset):
    m = Match(rules(preset))
    assert m.to_go == [7, 7] and m.bummerls == [0, 0]
    assert m.score(win(0, 3)) is None
    assert m.score(win(1, 2)) is None
    assert m.to_go == [4, 5]
    assert m.score(win(0, 1)) is None and m.score(win(0, 2)) is None
    assert m.to_go == [1, 5]
    result = m.score(win(0, 3))  # overshooting 0 still wins
    assert result is not None and result.winner == 0
    assert not result.schneider and result.value == 1
    assert result.final_to_go == (0, 5)
    assert m.bummerls == [1, 0]
    assert m.to_go == [7, 7]  # a new Bummerl starts


@pytest.mark.parametrize(("preset", "value"), [("soft", 2), ("sharp", 2), ("tournament", 1)])
def test_schneider_bummerl(preset, value):
    m = Match(rules(preset))
    for _ in range(2):
        assert m.score(win(1, 3)) is None
    result = m.score(win(1, 1))
    assert result.winner == 1 and result.schneider and result.value == value
    assert m.bummerls == [0, value]


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_not_schneider_when_the_loser_scored(preset):
    m = Match(rules(preset))
    m.score(win(0, 1))
    for _ in range(3):
        m.score(win(1, 3))
    assert m.bummerls == [0, 1]


def test_schneider_option_alone():
    m = Match(Rules.from_json({"preset": "soft", "schneider_bummerl_double": False}))
    m.score(win(0, 3))
    m.score(win(0, 3))
    assert m.score(win(0, 3)).value == 1


@pytest.mark.parametrize("first", [0, 1])
def test_dealer_alternates_through_the_match(first):
    m = Match(rules("soft"), first_dealer=first, bummerls_to_win=3)
    rng = random.Random(first)
    dealers = []
    while m.winner is None:
        hand = m.new_hand(rng)
        dealers.append(hand.dealer)
        assert hand.dealer == m.next_dealer
        play_hand(hand, rng)
        m.finish_hand(hand)
    assert dealers == [(first + i) % 2 for i in range(len(dealers))]
    assert m.hands_played == len(dealers)
    assert max(m.bummerls) >= 3


def test_match_to_n_bummerls():
    m = Match(rules("tournament"), bummerls_to_win=2)
    assert m.winner is None
    for _ in range(3):
        m.score(win(0, 3))  # 9 > 7: one Bummerl, no Schneider doubling in tournament
    assert m.bummerls == [1, 0] and m.winner is None
    m.score(win(1, 3))
    for _ in range(3):
        m.score(win(0, 3))
    assert m.bummerls == [2, 0] and m.winner == 0


def test_match_schneider_counts_double_toward_the_match():
    m = Match(rules("soft"), bummerls_to_win=2)
    for _ in range(3):
        m.score(win(1, 3))
    assert m.bummerls == [0, 2] and m.winner == 1


def test_finish_hand_needs_a_finished_hand():
    m = Match(rules("soft"))
    hand = m.new_hand(1)
    with pytest.raises(ValueError):
        m.finish_hand(hand)


def test_finish_hand_keeps_the_bummerls_records():
    m = Match(rules("sharp"))
    hand = m.new_hand(5)
    play_hand(hand, random.Random(5))
    m.finish_hand(hand)
    if m.bummerls == [0, 0]:
        assert len(m.bummerl_records) == 1
        assert replay_result(json.dumps(m.bummerl_records[0])) == hand.outcome.to_json()


def test_new_hand_with_a_given_pack():
    m = Match(rules("soft"), first_dealer=1)
    hand = m.new_hand(deck=list(range(20)))
    assert hand.dealer == 1 and hand.deck == tuple(range(20))


# ---------------------------------------------------------------------------- Match JSON


def test_match_json_round_trip():
    m = Match(Rules.from_json({"preset": "sharp", "melds_after_talon_gone": False}),
              first_dealer=1, bummerls_to_win=3)
    rng = random.Random(9)
    for _ in range(5):
        hand = m.new_hand(rng)
        play_hand(hand, rng)
        m.finish_hand(hand)
    text = json.dumps(m.to_json())
    back = Match.from_json(json.loads(text))
    assert back == m
    assert back.to_json() == m.to_json()
    assert back.next_dealer == m.next_dealer


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("first_dealer", 2),
        ("first_dealer", -1),
        ("bummerls_to_win", 0),
        ("to_go", [0, 7]),
        ("to_go", [8, 7]),
        ("to_go", [7]),
        ("to_go", [7, 7, 7]),
        ("bummerls", [-1, 0]),
        ("bummerls", [0]),
        ("hands_played", -1),
        ("rules", "medium"),
        ("rules", {"preset": "soft", "nonsense": 1}),
        ("to_go", "77"),
        ("to_go", None),
        ("first_dealer", "x"),
        ("rules", None),
    ],
)
def test_match_from_json_rejects_bad_values(key, value):
    obj = Match(rules("soft")).to_json()
    obj[key] = value
    with pytest.raises((ValueError, TypeError, KeyError)):
        Match.from_json(obj)


@pytest.mark.parametrize("key", ["rules", "to_go", "bummerls", "first_dealer"])
def test_match_from_json_rejects_missing_keys(key):
    obj = Match(rules("soft")).to_json()
    del obj[key]
    with pytest.raises((ValueError, KeyError)):
        Match.from_json(obj)


# ---------------------------------------------------------------------------- records


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("seed", range(5))
def test_record_of_replays_to_the_same_outcome(preset, seed):
    rng = random.Random(seed)
    from schnapsen_qt.engine import Hand

    hand = Hand.shuffled(rules(preset), seed % 2, rng)
    play_hand(hand, rng)
    rec = record_of(hand, note="test")
    text = json.dumps(rec)
    assert replay_result(text) == hand.outcome.to_json()
    assert rec["format"] == "schnapsen-record/1" and rec["rules"] == preset
    assert rec["note"] == "test"
    back = HandRecord.from_json(json.loads(text))
    assert back.to_json() == rec
    replayed = back.replay()
    assert replayed.outcome == hand.outcome and replayed.history == hand.history


def test_unfinished_record_replays_to_the_same_position():
    hand = make_hand("soft", "JC KH QH AH TD", "JS QS KS JD QD", "AC")
    do(hand, "exchange", "meld H", "KH", "JS")
    rec = HandRecord.of_hand(hand).to_json()
    assert [a["type"] for a in rec["actions"]] == ["exchange", "meld", "play", "play"]
    assert rec["actions"][1] == {"player": 1, "type": "meld", "suit": "H"}
    result = replay_result(json.dumps(rec))
    assert result["unfinished"] and result["to_move"] == hand.to_move
    assert len(result["legal"]) == len(hand.legal_actions())
    replayed = HandRecord.from_json(rec).replay()
    assert replayed.hands == hand.hands and replayed.view(0) == hand.view(0)


def test_record_of_a_view_hand_is_refused():
    hand = make_hand("soft", "JC KH QH AH TD", "JS QS KS JD QD", "AC")
    guess = hand.view(0)
    unseen = list(range(20))
    unseen = [c for c in unseen if guess.unseen() >> c & 1]
    det = Hand.from_view(guess, unseen[:5], unseen[5:])
    with pytest.raises(ValueError):
        HandRecord.of_hand(det)


def test_custom_rules_round_trip():
    value = {"preset": "sharp", "melds_after_talon_gone": False}
    r = Rules.from_json(value)
    assert r != rules("sharp") and r != rules("tournament")
    assert r.melds_after_talon_gone is False and r.meld_requires_trick is True
    assert r.schneider_bummerl_double is True
    assert r.preset_name() is None
    assert Rules.from_json(r.to_json()) == r
    assert Rules.from_json(json.loads(json.dumps(r.to_json()))) == r
    hand = make_hand(r, "JC KH QH AH TD", "JS QS KS JD QD", "AC")
    do(hand, "AH", "JS")
    rec = record_of(hand)
    assert Rules.from_json(rec["rules"]) == r
    assert HandRecord.from_json(rec).rules == r


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_rules_to_json_names_an_exact_preset(name):
    r = Rules.preset(name)
    assert r.to_json() == name
    assert r.preset_name() == name
    assert Rules.from_json({"preset": name}).to_json() == name
    assert Rules.from_json({"preset": name, **r.options()}).to_json() == name


def test_rules_built_option_by_option_name_their_preset():
    assert Rules.from_json({"preset": "sharp", "melds_after_talon_gone": False,
                            "schneider_bummerl_double": False}).to_json() == "tournament"
    assert Rules.from_json({"preset": "soft", **PRESETS["sharp"].options()}).to_json() == "sharp"


@pytest.mark.parametrize(
    "value",
    ["medium", 3, None, ["soft"], {"preset": "x"}, {"preset": "soft", "foo": True},
     {"preset": "soft", "closing_scored_at": "never"},
     {"preset": "soft", "false_claim_penalty": "double"},
     {"preset": "soft", "tricks_viewable": 1}],
)
def test_rules_from_json_rejects(value):
    with pytest.raises(RulesError):
        Rules.from_json(value)


def test_presets_match_the_rule_book_table():
    table = {
        "meld_requires_trick": (False, True, True),
        "meld_must_lead_king": (False, True, True),
        "exchange_requires_trick": (False, True, True),
        "last_facedown_blocks_close_and_exchange": (False, True, True),
        "melds_after_talon_gone": (True, True, False),
        "closing_scored_at": ("close", "close", "close"),
        "false_claim_penalty": ("pagat", "pagat", "pagat"),
        "tricks_viewable": (True, False, False),
        "schneider_bummerl_double": (True, True, False),
        # RULES.md, "The house and Sechsundsechzig rule sets": first values are the defaults.
        "going_out": ("claim",) * 3,
        "pack": (20,) * 3,
        "last_trick_bonus": (0,) * 3,
        "end_of_cards": ("last_trick",) * 3,
        "close_before_draw": (False,) * 3,
        "exchange_at_close": (False,) * 3,
    }
    for i, name in enumerate(PRESET_NAMES):
        options = Rules.preset(name).options()
        assert set(options) == set(table)
        assert {k: v[i] for k, v in table.items()} == options
    assert Rules() == Rules.preset("soft")

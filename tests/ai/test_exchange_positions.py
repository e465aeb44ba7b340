"""The generator aimed at exchange decisions (issue 42): every candidate it examines is a real
decision where exchanging (or passing at a close) is legal, replays from its record, and is
counted; what it finds obeys the built-in set's rules and can be merged into a set."""

from __future__ import annotations

import json

import pytest

from schnapsen_qt.ai import core
from schnapsen_qt.ai.__main__ import main
from schnapsen_qt.ai.exchange_positions import (
    SOURCES,
    ExchangeSearch,
    exchange_candidates,
    exchange_positions,
)
from schnapsen_qt.ai.positions import (
    MIN_MARGIN,
    builtin_path,
    natural_action,
    read_positions,
    write_positions,
)
from schnapsen_qt.engine import HandRecord
from schnapsen_qt.engine.actions import EXCHANGE, PASS
from schnapsen_qt.engine.cards import exchange_card
from schnapsen_qt.engine.rules import PRESETS

needs_core = pytest.mark.skipif(not core.available(), reason="the compiled core is not built")


def _candidates(preset: str, seeds: range) -> list[tuple[str, int, object]]:
    return [c for seed in seeds for c in exchange_candidates(PRESETS[preset], seed)]


@pytest.mark.parametrize("preset", ["soft", "sharp", "sechsundsechzig"])
def test_every_candidate_is_a_decision_where_exchanging_is_legal(preset: str) -> None:
    rules = PRESETS[preset]
    found = _candidates(preset, range(100000, 100040))
    assert found, "forty hands hold some chance to exchange"
    for source, _index, hand in found:
        assert source in SOURCES
        legal = hand.legal_actions()
        assert EXCHANGE in legal
        seat = hand.to_move
        assert hand.hands[seat] >> exchange_card(hand.trump, rules) & 1
        # The record of the decision replays through the engine to the same situation.
        again = HandRecord.from_json(HandRecord.of_hand(hand).to_json()).replay()
        assert again.to_move == seat and again.legal_actions() == legal
        if source == "close":
            assert legal == [EXCHANGE, PASS]


def test_the_waiting_line_never_exchanges_before_the_question() -> None:
    later = [(i, h) for s, i, h in _candidates("soft", range(100000, 100040)) if s == "later"]
    assert later
    for _index, hand in later:
        seat = hand.to_move
        assert all(not (player == seat and action == EXCHANGE)
                   for player, action in hand.history)


def test_passing_at_a_close_is_asked_only_where_the_rules_allow_it() -> None:
    soft = _candidates("soft", range(100000, 100040))
    assert all(source != "close" for source, _i, _h in soft)
    sixty_six = _candidates("sechsundsechzig", range(100000, 100040))
    assert any(source == "close" for source, _i, _h in sixty_six)


def test_sechsundsechzig_candidates_are_late_decisions_only() -> None:
    for _source, _i, hand in _candidates("sechsundsechzig", range(100000, 100040)):
        assert hand.phase_two or hand.stock_left <= 4


@needs_core
def test_the_search_counts_what_it_examined_and_what_it_kept() -> None:
    search = ExchangeSearch()
    kept = []
    seeds = range(100000, 100030)
    for seed in seeds:
        kept.extend(exchange_positions(PRESETS["sechsundsechzig"], seed, search))
    expected = sum(len(h.legal_actions()) >= 2
                   for _s, _i, h in _candidates("sechsundsechzig", seeds))
    summary = search.to_json()
    assert summary["hands"] == len(seeds)
    assert summary["examined"] == expected
    assert summary["found"] == len(kept) <= expected
    for pos in kept:
        assert pos.theme == "exchange" and pos.question == "exchange"
        assert EXCHANGE in (pos.best, pos.natural) or PASS in (pos.best, pos.natural)
        assert natural_action(pos.view()) == pos.natural
        assert pos.margin >= MIN_MARGIN


def test_merge_adds_only_new_positions_of_the_same_rules(tmp_path, capsys) -> None:
    source = read_positions(builtin_path("sechsundsechzig"))
    into = tmp_path / "set.json"
    extra = tmp_path / "extra.json"
    write_positions(into, "sechsundsechzig", source[:5], {"first_seed": 1})
    write_positions(extra, "sechsundsechzig", source[3:8], {"first_seed": 9})
    args = ["positions", "--merge", "--file", str(extra), "--out", str(into)]
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1]) == {
        "positions": 8, "added": 3}
    merged = read_positions(into)
    assert [p.id for p in merged] == [p.id for p in source[:8]]
    meta = json.loads(into.read_text(encoding="utf-8"))
    assert meta["first_seed"] == 1 and meta["merged"][0]["added"] == 3
    # Positions of other rules are refused, and the set is left as it was.
    soft = tmp_path / "soft.json"
    write_positions(soft, "soft", read_positions(builtin_path("soft"))[:2], {})
    assert main(["positions", "--merge", "--file", str(soft), "--out", str(into)]) == 2
    assert len(read_positions(into)) == 8

"""Bauernschnapsen records (docs/rules/bauernschnapsen-record.md): every example record replays to
the outcome worked out by hand in its comment, and broken or illegal records are refused with a
clear message, by the library and by ``python -m schnapsen_qt.engine replay``."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from schnapsen_qt.engine.__main__ import main
from schnapsen_qt.engine.bauernschnapsen import replay_object

RECORDS = Path(__file__).resolve().parents[2] / "docs" / "rules" / "records" / "bauernschnapsen"
FILES = sorted(RECORDS.glob("*.json"))
CONTRACT_IDS = {"normal", "bettler", "schnapser", "plauderer", "land", "gang", "zehnergang",
                "kontraschnapser", "bauernschnapser", "farbenringerl", "kontrabauernschnapser",
                "trumpffarbenringerl"}
#: Held, not played for: all five trumps and the lead cannot lose a trick.
NEVER_LOST = {"trumpffarbenringerl"}


def _load(name: str) -> dict[str, Any]:
    return json.loads((RECORDS / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_record_replays_to_its_hand_checked_outcome(path: Path):
    record = json.loads(path.read_text(encoding="utf-8"))
    result = replay_object(record)
    expected = record["expected"]
    assert {k: result.get(k) for k in expected} == expected, record["comment"]


def test_records_reach_every_contract_won_and_lost():
    seen: set[tuple[str, bool]] = set()
    kinds = set()
    for path in FILES:
        result = replay_object(json.loads(path.read_text(encoding="utf-8")))
        if "contract" in result:
            seen.add((result["contract"], result["won"]))
            kinds.add(result.get("game_over", {}).get("kind"))
    assert len(FILES) >= 20
    assert seen == {(c, won) for c in CONTRACT_IDS for won in (True, False)
                    if won or c not in NEVER_LOST}
    assert {"bummerl", "schneider", "retourschneider"} <= kinds


def test_every_reason_is_reached():
    reasons = {replay_object(json.loads(p.read_text(encoding="utf-8"))).get("reason")
               for p in FILES}
    assert {"reached_66", "last_trick", "missed_66", "no_trick", "took_a_trick", "all_tricks",
            "lost_a_trick"} <= reasons


def _refused(record: Any) -> dict[str, Any]:
    result = replay_object(record)
    assert "error_at" in result and result["message"], result
    return result


def test_malformed_headers_are_refused():
    good = _load("03-plain-game-three-points.json")
    for change, words in [
        (lambda r: r.update(deck=r["deck"][:-1]), "20 cards"),
        (lambda r: r["deck"].__setitem__(0, "AC") or r["deck"].__setitem__(1, "AC"), "missing"),
        (lambda r: r["deck"].__setitem__(0, "XX"), "not a card"),
        (lambda r: r["deck"].__setitem__(0, "9H"), "each of the 20 cards"),
        (lambda r: r.update(dealer=4), "dealer"),
        (lambda r: r.update(rules={"no_such_option": True}), "unknown rule option"),
        (lambda r: r.update(rules={"kontra_levels": 7}), "kontra_levels"),
        (lambda r: r.update(score_before=[24, 0]), "score_before"),
        (lambda r: r.update(actions="none"), "actions must be a list"),
    ]:
        record = copy.deepcopy(good)
        change(record)
        result = _refused(record)
        assert result["error_at"] is None
        assert words in result["message"], (words, result["message"])


def _with_action(name: str, index: int, action: dict[str, Any]) -> dict[str, Any]:
    record = _load(name)
    record["actions"][index] = action
    return record


@pytest.mark.parametrize("index, action, words", [
    (0, {"seat": 0, "type": "trump", "suit": "S"}, "first three cards"),
    (0, {"seat": 1, "type": "trump", "suit": "H"}, "turn"),
    (0, {"seat": 0, "type": "aufschlagen", "slot": 2}, "slot must be 0 or 1"),
    (0, {"seat": 0, "type": "bid", "contract": "gang"}, "name trumps"),
    (1, {"seat": 0, "type": "bid", "contract": "kontraschnapser"}, "only forehand's opponents"),
    (1, {"seat": 0, "type": "bid", "contract": "normal"}, "not a contract that can be bid"),
    (1, {"seat": 0, "type": "bid", "contract": "grand"}, "not a contract that can be bid"),
    (2, {"seat": 1, "type": "bid", "contract": "bettler"}, "higher than the Schnapser"),
    (2, {"seat": 1, "type": "bid", "contract": "farbenringerl"}, "all five cards of a suit"),
    (1, {"seat": 0, "type": "bid", "contract": "trumpffarbenringerl"}, "all five trumps"),
    (5, {"seat": 1, "type": "retour"}, "kontra or pass"),
    (9, {"seat": 1, "type": "play", "card": "KH"}, "must follow suit"),
    (9, {"seat": 1, "type": "play", "card": "AH"}, "do not hold"),
    (8, {"seat": 0, "type": "play", "card": "AC", "marriage": True}, "not a King or Queen"),
])
def test_illegal_actions_are_refused_with_the_reason(index, action, words):
    # 12: trump H; schnapser by 0; passes; Kontra by 1; no answer; then the ace tricks.
    result = _refused(_with_action("12-schnapser-won-kontra.json", index, action))
    assert result["error_at"] == index
    assert words.lower() in result["message"].lower(), result["message"]


def test_heading_and_trumping_refusals():
    # 02: T3 is JC led by seat 1; seat 2 (void in clubs, holds TH) must trump.
    record = _load("02-plain-game-two-points.json")
    i = next(i for i, a in enumerate(record["actions"]) if a.get("card") == "TH")
    record["actions"][i] = {"seat": 2, "type": "play", "card": "AS"}
    assert "must trump" in _refused(record)["message"]
    assert "seat 2" in _refused(record)["message"]
    # 09: seat 0 must head TS with AS; JS is refused.
    record = _load("09-bettler-lost.json")
    record["actions"][-1] = {"seat": 0, "type": "play", "card": "JS"}
    assert "must head" in _refused(record)["message"]
    # 02: T3 seat 0 must overtrump TH with AH, JH is refused.
    record = _load("02-plain-game-two-points.json")
    i = next(i for i, a in enumerate(record["actions"]) if a.get("card") == "AH")
    record["actions"][i] = {"seat": 0, "type": "play", "card": "JH"}
    assert "overtrump" in _refused(record)["message"]


def test_malformed_actions_are_refused():
    for action, words in [
        ("play AH", "JSON object"),
        ({"seat": 7, "type": "pass"}, "seat"),
        ({"seat": 0, "type": "shout"}, "unknown action type"),
        ({"seat": 0, "type": "trump", "suit": "X"}, "suit"),
        ({"seat": 0, "type": "trump"}, "suit"),
        ({"seat": 0, "type": "aufschlagen", "card": "QH"}, "slot"),
        ({"seat": 0, "type": "play", "card": 5}, "not a card"),
        ({"seat": 0, "type": "bid"}, "contract id"),
    ]:
        result = _refused(_with_action("03-plain-game-three-points.json", 0, action))
        assert result["error_at"] == 0 and words in result["message"], result


def test_acting_after_the_end_is_refused():
    record = _load("27-kontrabauernschnapser-lost.json")
    record["actions"].append({"seat": 0, "type": "play", "card": "TH"})
    assert "over" in _refused(record)["message"]


def test_command_line_replays_and_refuses(tmp_path, capsys):
    assert main(["replay", str(RECORDS / "12-schnapser-won-kontra.json")]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["contract"] == "schnapser" and line["game_points"] == 12
    bad = tmp_path / "bad.json"
    record = _load("12-schnapser-won-kontra.json")
    record["actions"][9] = {"seat": 1, "type": "play", "card": "KH"}
    bad.write_text(json.dumps(record), encoding="utf-8")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "bauernschnapsen-record/1", "dealer": ', encoding="utf-8")
    assert main(["replay", str(bad), str(broken)]) == 2
    out = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert out[0]["error_at"] == 9 and "follow suit" in out[0]["message"]
    assert out[1]["error_at"] is None


def test_unfinished_record_names_the_seat_and_its_choices():
    result = replay_object(_load("30-unfinished-auction.json"))
    assert result["unfinished"] and result["to_move"] == 2
    bids = {a.get("contract") for a in result["legal"]}
    assert "schnapser" not in bids and "bettler" not in bids and "land" in bids
    assert "kontraschnapser" not in bids  # seat 2 is forehand's partner

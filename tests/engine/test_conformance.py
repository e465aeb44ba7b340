"""Conformance records (../shared/conformance) and the ``replay`` command line (RECORD.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from schnapsen_qt.engine.record import replay_result

from .helpers import CONFORMANCE, run_engine


def _files() -> list[Path]:
    """The Schnapsen records (01-15) and, in ``rulesets/``, the house and Sechsundsechzig ones
    (16-25)."""
    if not CONFORMANCE.is_dir():
        return []
    return sorted(CONFORMANCE.glob("*.json")) + sorted(CONFORMANCE.glob("rulesets/*.json"))


FILES = _files()


def test_conformance_folder_exists_and_has_records():
    assert CONFORMANCE.is_dir(), f"conformance folder missing: {CONFORMANCE}"
    assert FILES, f"no *.json records in {CONFORMANCE}"
    assert any(p.parent.name == "rulesets" for p in FILES), "no records in rulesets/"


def _check(result: dict, expected: dict) -> None:
    if "error_at" in expected:
        assert set(result) == {"error_at", "message"}, result
        assert result["error_at"] == expected["error_at"], result
        assert isinstance(result["message"], str) and result["message"].strip(), result
    elif expected.get("unfinished"):
        assert result.get("unfinished") is True, result
        assert result["to_move"] == expected["to_move"], result
        assert isinstance(result["legal"], list) and result["legal"], result
    else:
        assert result == expected


def _key(action: dict) -> str:
    return json.dumps(action, sort_keys=True)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_replay_result_matches_expected(path: Path):
    record = json.loads(path.read_text(encoding="utf-8"))
    assert "expected" in record, f"{path.name} has no expected object"
    result = replay_result(path.read_text(encoding="utf-8"))
    _check(result, record["expected"])
    if "expected_legal" in record:  # the legal set, in any order
        assert sorted(map(_key, result["legal"])) == sorted(map(_key, record["expected_legal"]))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_cli_replay_matches_expected(path: Path):
    expected = json.loads(path.read_text(encoding="utf-8"))["expected"]
    proc = run_engine("replay", str(path))
    assert proc.stderr == ""
    lines = proc.stdout.splitlines()
    assert len(lines) == 1, proc.stdout
    _check(json.loads(lines[0]), expected)
    assert proc.returncode == (2 if "error_at" in expected else 0)


def test_cli_replay_many_files_one_line_each():
    assert FILES
    proc = run_engine("replay", *map(str, FILES))
    lines = proc.stdout.splitlines()
    assert len(lines) == len(FILES)
    any_error = False
    for path, line in zip(FILES, lines, strict=True):
        expected = json.loads(path.read_text(encoding="utf-8"))["expected"]
        _check(json.loads(line), expected)
        any_error |= "error_at" in expected
    assert proc.returncode == (2 if any_error else 0)
    assert "Traceback" not in proc.stderr


def test_cli_replay_all_good_files_exit_0():
    good = [p for p in FILES if "error_at" not in json.loads(p.read_text())["expected"]]
    assert good
    proc = run_engine("replay", *map(str, good))
    assert proc.returncode == 0, proc.stdout
    assert len(proc.stdout.splitlines()) == len(good)


# ---------------------------------------------------------------------------- bad input

GOOD = {
    "format": "schnapsen-record/1",
    "rules": "soft",
    "dealer": 0,
    "deck": ["KH", "QH", "AH", "JC", "QC", "JD", "JH", "TH", "AS", "QD",
             "KS", "AC", "TC", "KC", "AD", "TD", "KD", "TS", "QS", "JS"],
    "actions": [
        {"player": 1, "type": "meld", "suit": "H"},
        {"player": 1, "type": "play", "card": "KH"},
        {"player": 0, "type": "play", "card": "JC"},
    ],
}


def _with(**changes) -> str:
    rec = json.loads(json.dumps(GOOD))
    for key, value in changes.items():
        if value is None:
            rec.pop(key, None)
        else:
            rec[key] = value
    return json.dumps(rec)


def _actions_with(index: int, action: dict) -> list:
    acts = json.loads(json.dumps(GOOD["actions"]))
    acts[index] = action
    return acts


BAD = {
    "malformed-json": ('{"rules": "soft", "dealer": 0,', None),
    "deeply-nested-json": ("[" * 100_000, None),
    "not-an-object": ("[1, 2, 3]", None),
    # json.loads raises a plain ValueError (not JSONDecodeError) for integers longer than
    # sys.get_int_max_str_digits(): still bad input, not a crash.
    "number-too-long": ('{"rules": "soft", "dealer": ' + "9" * 5000 + "}", None),
    "empty-file": ("", None),
    "missing-card": (_with(deck=GOOD["deck"][:19]), None),
    "repeated-card": (_with(deck=[*GOOD["deck"][:19], "KH"]), None),
    "21-cards": (_with(deck=[*GOOD["deck"], "KH"]), None),
    "bad-card-code": (_with(deck=["XX", *GOOD["deck"][1:]]), None),
    "no-deck": (_with(deck=None), None),
    "unknown-preset": (_with(rules="medium"), None),
    "unknown-preset-in-object": (_with(rules={"preset": "medium"}), None),
    "unknown-rule-option": (_with(rules={"preset": "soft", "no_such_option": True}), None),
    "bad-option-value": (_with(rules={"preset": "soft", "closing_scored_at": "later"}), None),
    "non-bool-option": (_with(rules={"preset": "sharp", "meld_requires_trick": "yes"}), None),
    "rules-not-name": (_with(rules=3), None),
    "no-rules": (_with(rules=None), None),
    "bad-dealer": (_with(dealer=2), None),
    "unknown-format": (_with(format="schnapsen-record/9"), None),
    "unknown-action-type": (_with(actions=_actions_with(1, {"player": 1, "type": "fold"})), 1),
    "missing-player": (_with(actions=_actions_with(2, {"type": "play", "card": "JC"})), 2),
    "bad-player": (_with(actions=_actions_with(0, {"player": 3, "type": "meld", "suit": "H"})),
                   0),
    "play-without-card": (_with(actions=_actions_with(1, {"player": 1, "type": "play"})), 1),
    "meld-bad-suit": (_with(actions=_actions_with(0, {"player": 1, "type": "meld", "suit": "X"})),
                      0),
    "action-not-object": (_with(actions=_actions_with(1, "KH")), 1),
    "wrong-player": (_with(actions=_actions_with(1, {"player": 0, "type": "play", "card": "KH"})),
                     1),
    "card-not-held": (_with(actions=_actions_with(2, {"player": 0, "type": "play", "card": "AS"})),
                      2),
    # RECORD.md: a 20-card deck under 24-card rules, or the reverse, is malformed.
    "24-cards-under-20-card-rules": (_with(deck=[*GOOD["deck"], "9C", "9D", "9H", "9S"]), None),
    "20-cards-under-24-card-rules": (_with(rules="sechsundsechzig"), None),
    "nine-in-a-20-card-deck": (_with(deck=[*GOOD["deck"][:19], "9S"]), None),
    "bad-pack-option": (_with(rules={"preset": "soft", "pack": 32}), None),
    "pack-as-text": (_with(rules={"preset": "soft", "pack": "24"}), None),
    "bad-bonus-option": (_with(rules={"preset": "soft", "last_trick_bonus": 5}), None),
    "bad-going-out": (_with(rules={"preset": "soft", "going_out": "never"}), None),
    "before-draw-not-bool": (
        _with(actions=_actions_with(1, {"player": 1, "type": "close", "before_draw": "yes"})), 1),
    "action-after-end": (_with(actions=[{"player": 1, "type": "meld", "suit": "H"},
                                        {"player": 1, "type": "claim"},
                                        {"player": 0, "type": "play", "card": "JC"}]), 2),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_replay_result_bad_input(name: str):
    text, index = BAD[name]
    result = replay_result(text)
    assert set(result) == {"error_at", "message"}, result
    assert result["error_at"] == index
    assert isinstance(result["message"], str) and result["message"].strip()


def test_cli_bad_input_exit_2_no_traceback(tmp_path: Path):
    paths = []
    for name in sorted(BAD):
        path = tmp_path / f"{name}.json"
        path.write_text(BAD[name][0], encoding="utf-8")
        paths.append(path)
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    missing = tmp_path / "does-not-exist.json"
    proc = run_engine("replay", *map(str, paths), str(binary), str(missing))
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == len(paths) + 2
    for name, line in zip(sorted(BAD), lines[:-2], strict=True):
        result = json.loads(line)
        assert set(result) == {"error_at", "message"}, (name, result)
        assert result["error_at"] == BAD[name][1], (name, result)
        assert result["message"], name
    for line in lines[-2:]:
        assert json.loads(line)["error_at"] is None


@pytest.mark.parametrize("name", ["unknown-preset", "missing-card", "unknown-action-type"])
def test_cli_single_bad_file_exit_2(tmp_path: Path, name: str):
    path = tmp_path / "bad.json"
    path.write_text(BAD[name][0], encoding="utf-8")
    proc = run_engine("replay", str(path))
    assert proc.returncode == 2
    assert proc.stderr == ""
    assert json.loads(proc.stdout)["error_at"] == BAD[name][1]


def test_wrong_pack_message_names_the_cards():
    missing = replay_result(_with(deck=GOOD["deck"][:19]))["message"]
    assert "JS" in missing and "missing" in missing
    repeated = replay_result(_with(deck=[*GOOD["deck"][:19], "KH"]))["message"]
    assert "KH" in repeated and "repeated" in repeated


def test_good_record_is_unfinished_with_legal_actions():
    result = replay_result(_with())
    assert result["unfinished"] is True
    assert result["to_move"] == 1  # forehand won the trick with KH over JC (hearts trump)
    assert {"player": 1, "type": "claim"} in result["legal"]


def test_extra_keys_are_ignored():
    result = replay_result(_with(note="hello", expected={"winner": 0}, timestamp=5))
    assert result["unfinished"] is True


def test_cli_replay_internal_error_is_one_json_line(tmp_path: Path, monkeypatch, capsys):
    """Even an unexpected exception inside replay gives error_at null and exit 2, no traceback,
    and the following files are still replayed."""
    from schnapsen_qt.engine import __main__ as cli

    good = tmp_path / "good.json"
    good.write_text(_with(), encoding="utf-8")
    real = cli.replay_file

    def flaky(path):
        if str(path).endswith("boom.json"):
            raise RuntimeError("boom")
        return real(path)

    monkeypatch.setattr(cli, "replay_file", flaky)
    status = cli.main(["replay", str(tmp_path / "boom.json"), str(good)])
    out = capsys.readouterr()
    assert status == 2
    first, second = (json.loads(line) for line in out.out.splitlines())
    assert first["error_at"] is None and "boom" in first["message"]
    assert second["unfinished"] is True


@pytest.mark.parametrize("value", [5, [0, "oops"], None, "x"])
def test_a_top_level_bad_action_key_is_ignored_like_any_other(value):
    """RECORD.md: keys other than the record's own are ignored, whatever their name."""
    result = replay_result(json.dumps({**GOOD, "bad_action": value}))
    assert result["unfinished"] is True, result


def test_malformed_action_still_reported_with_extra_keys():
    text = json.dumps({**json.loads(_with(actions=_actions_with(1, {"player": 1,
                                                                     "type": "fold"}))),
                       "note": "hello"})
    assert replay_result(text)["error_at"] == 1


@pytest.mark.parametrize("text, index", [
    (_with(actions=_actions_with(1, {"player": 1, "type": "play"})), 1),
    (_with(actions=_actions_with(0, {"player": 1, "type": "meld"})), 0),
    (_with(actions=_actions_with(1, {"player": 1, "card": "KH"})), 1),
    (_with(dealer=None), None),
])
def test_missing_fields_are_named_in_a_players_words(text, index):
    """RECORD.md: the message says why in words a player understands (no Python 'None')."""
    result = replay_result(text)
    assert result["error_at"] == index
    assert "None" not in result["message"], result["message"]

"""Hostile hand records opened at the table (issue 44, point 25): whatever the file holds, Open
Hand Record answers with one plain message, never a traceback, a codec's name or a parser's
line and column, and the running hand and the match stay as they were."""

from __future__ import annotations

import json

import pytest
from gui_helpers import wait_human

from schnapsen_qt.engine import HandRecord
from schnapsen_qt.gui.window.record_files import read_record

GOOD = {"format": "schnapsen-record/1", "rules": "soft", "dealer": 1,
        "deck": ["AC", "TC", "KC", "QC", "JC", "AD", "TD", "KD", "QD", "JD",
                 "AH", "TH", "KH", "QH", "JH", "AS", "TS", "KS", "QS", "JS"],
        "actions": []}


def changed(**fields) -> str:
    return json.dumps({**GOOD, **fields})


HOSTILE: dict[str, bytes | str] = {
    "empty": b"",
    "only spaces": b"   \n\t ",
    "null": "null",
    "a list": "[1, 2, 3]",
    "a number": "42",
    "a string": '"schnapsen"',
    "nested 100000 deep": "[" * 100_000 + "]" * 100_000,
    "a 5000-digit number": '{"format": "schnapsen-record/1", "dealer": ' + "9" * 5000 + "}",
    "utf-16": json.dumps(GOOD).encode("utf-16"),
    "latin-1 junk": "{\"format\": \"caf\xe9\"}".encode("latin-1"),
    "truncated": json.dumps(GOOD)[:57],
    "a future format": changed(format="schnapsen-record/99"),
    "an unknown preset": changed(rules="poker"),
    "rules of the wrong type": changed(rules=[1, 2]),
    "dealer 7": changed(dealer=7),
    "dealer as text": changed(dealer="forehand"),
    "dealer true": changed(dealer=True),
    "dealer 1.5": changed(dealer=1.5),
    "a short deck": changed(deck=GOOD["deck"][:19]),
    "a deck with a card twice": changed(deck=GOOD["deck"][:19] + ["AC"]),
    "an unknown card": changed(deck=GOOD["deck"][:19] + ["ZZ"]),
    "a deck of numbers": changed(deck=list(range(20))),
    "actions not a list": changed(actions={"play": "AC"}),
    "an action of seat 5": changed(actions=[{"player": 5, "type": "play", "card": "AC"}]),
    "an action of an unknown type": changed(actions=[{"player": 0, "type": "fold"}]),
    "an action without a card": changed(actions=[{"player": 0, "type": "play"}]),
    "a card the player does not hold": changed(
        actions=[{"player": 0, "type": "play", "card": "JS"}]),
    "a million actions": changed(actions=[{"player": 0, "type": "play", "card": "AC"}] * 40_000),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_hostile_record_gets_one_plain_message(qtbot, tmp_path, name):
    content = HOSTILE[name]
    path = tmp_path / "record.json"
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_bytes(content)
    record, error = read_record(path)
    assert record is None and error
    for technical in ("Traceback", "line ", "column", "codec", "utf-8", "Error:"):
        assert technical not in error, (technical, error)
    assert len(error) < 400


def test_a_record_over_the_size_cap_is_refused_without_reading_it_all(qtbot, tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as file:
        file.write(b'{"format": "schnapsen-record/1", "x": "')
        file.truncate(50 * 1024 * 1024)  # 50 MB, sparse
    record, error = read_record(path)
    assert record is None and error


def test_the_good_record_of_these_tests_opens(qtbot, tmp_path):
    """The record the hostile ones are made from is a good one: each hostile case is refused
    for what it changes."""
    path = tmp_path / "record.json"
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    record, error = read_record(path)
    assert error is None and isinstance(record, HandRecord)


def test_opening_a_hostile_record_keeps_the_running_hand(qtbot, make_window, tmp_path,
                                                         monkeypatch):
    """Through the window's Open Hand Record: one warning box per file, and the hand on the
    table and the match are untouched."""
    from schnapsen_qt.gui.window import record_files
    from schnapsen_qt.qt import QMessageBox

    w = make_window()
    w.controller.new_game(seed=4)
    wait_human(qtbot, w)
    before = (w.controller.hand.history, w.controller.match.to_json())
    names = ["nested 100000 deep", "a card the player does not hold", "utf-16", "empty"]
    paths = []
    for i, name in enumerate(names):
        path = tmp_path / f"{i}.json"
        content = HOSTILE[name]
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
        paths.append(str(path))
    chosen = iter(paths)
    monkeypatch.setattr(record_files.QFileDialog, "getOpenFileName",
                        lambda *args, **kw: (next(chosen), ""))
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    for _ in paths:
        w.open_record()
    assert len(shown) == len(paths) and all(shown)
    assert (w.controller.hand.history, w.controller.match.to_json()) == before

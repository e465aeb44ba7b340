"""The player's accuracy per reviewed hand (issue 42): kept beside the statistics, as robust
as they are, and summed up per kind and per week as the statistics show it."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from storage_helpers import worded

from schnapsen_qt.ai.rating import HandAccuracy
from schnapsen_qt.userfiles import storage
from schnapsen_qt.userfiles.accuracy import MAX_ENTRIES, AccuracyLog, HandEntry, summarize, weekly


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


def entry(day: str, decisions: int, loss: float, kinds=None) -> HandEntry:
    return HandEntry(dt.date.fromisoformat(day), "expert", "soft",
                     HandAccuracy(decisions, loss, kinds or {"lead": (decisions, loss)}))


def test_hands_are_saved_beside_the_statistics_and_come_back():
    log = AccuracyLog()
    log.add(entry("2026-11-02", 8, 1.2, {"lead": (5, 1.0), "close": (3, 0.2)}))
    log.add(entry("2026-11-20", 10, 0.5))
    assert storage.save_accuracy(log) is None
    assert storage.accuracy_path().parent == storage.stats_path().parent
    back, warning = worded(storage.load_accuracy())
    assert warning is None
    assert back == log


@pytest.mark.parametrize("text", [
    "garbage",
    json.dumps({"version": 9, "hands": []}),
    json.dumps({"version": 1, "hands": {}}),
    json.dumps({"version": 1, "hands": [{"date": "yesterday", "level": "expert",
                                         "rules": "soft", "decisions": 1, "loss": 0,
                                         "kinds": {}}]}),
    json.dumps({"version": 1, "hands": [{"date": "2026-11-02", "level": "expert",
                                         "rules": "soft", "decisions": 1, "loss": -1,
                                         "kinds": {}}]}),
    json.dumps({"version": 1, "hands": [{"date": "2026-11-02", "level": "expert",
                                         "rules": "soft", "decisions": 1, "loss": 0.1,
                                         "kinds": {"dance": [1, 0.1]}}]}),
])
def test_a_damaged_accuracy_file_gives_a_fresh_start_one_warning_and_a_backup(text):
    path = storage.accuracy_path()
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    log, warning = worded(storage.load_accuracy())
    assert log == AccuracyLog()
    assert warning is not None and "accuracy" in warning
    assert len(sorted(path.parent.glob(path.name + ".bak-*"))) == 1


def test_only_the_newest_hands_are_kept():
    log = AccuracyLog()
    for i in range(MAX_ENTRIES + 3):
        log.add(entry("2026-11-02", 1, i / 10000))
    assert len(log.entries) == MAX_ENTRIES
    assert log.entries[0].accuracy.total_loss == pytest.approx(3 / 10000)


def test_the_average_is_per_decision_overall_and_per_kind():
    hands = [HandAccuracy(8, 1.2, {"lead": (5, 1.0), "close": (3, 0.2)}),
             HandAccuracy(2, 0.3, {"lead": (2, 0.3)})]
    s = summarize(hands)
    assert s.overall is not None
    assert s.overall.mean == pytest.approx(1.5 / 10)
    assert s.overall.decisions == 10 and s.overall.hands == 2
    assert s.kinds["lead"].mean == pytest.approx(1.3 / 7)
    assert s.kinds["close"].mean == pytest.approx(0.2 / 3)
    assert "meld" not in s.kinds


def test_the_trend_is_one_point_per_week_from_monday():
    entries = [entry("2026-11-02", 10, 1.0),   # Monday
               entry("2026-11-08", 10, 3.0),   # Sunday, same week
               entry("2026-11-20", 5, 0.5)]
    weeks = weekly(entries)
    assert [w for w, _ in weeks] == [dt.date(2026, 11, 2), dt.date(2026, 11, 16)]
    assert weeks[0][1].mean == pytest.approx(0.2)
    assert weeks[1][1].mean == pytest.approx(0.1)

"""The trainer's progress (issue 42): Leitner boxes bring missed positions back, the streak,
solved per theme; its file is as robust as the statistics'."""

from __future__ import annotations

import json

import pytest
from storage_helpers import worded

from schnapsen_qt.userfiles import storage
from schnapsen_qt.userfiles.trainer_progress import INTERVALS, TOP_BOX, TrainerProgress


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


IDS = [f"p{i}" for i in range(30)]


def test_a_missed_position_comes_back_after_a_few_answers():
    progress = TrainerProgress()
    first = progress.next_position(IDS)
    progress.record(first, right=False)
    asked = []
    for _ in range(INTERVALS[1]):
        pid = progress.next_position(IDS)
        assert pid != first  # not at once
        asked.append(pid)
        progress.record(pid, right=True)
    assert progress.next_position(IDS) == first  # due now


def test_right_answers_move_a_position_up_to_the_top_box_and_it_rests():
    progress = TrainerProgress()
    for _ in range(TOP_BOX + 1):
        progress.record("p0", right=True)
    assert progress.cards["p0"].box == TOP_BOX
    assert progress.streak == progress.best_streak == TOP_BOX + 1
    progress.record("p0", right=False)
    assert progress.cards["p0"].box == 1 and progress.streak == 0
    assert progress.best_streak == TOP_BOX + 1
    # A learned position is asked only when nothing else is left.
    learned = TrainerProgress()
    for _ in range(TOP_BOX):
        learned.record("p0", right=True)
    assert learned.next_position(["p0", "p1"]) == "p1"
    assert learned.next_position(["p0"]) == "p0"


def test_solved_by_theme_counts_positions_solved_at_least_once():
    progress = TrainerProgress()
    progress.record("a", right=False)
    progress.record("b", right=True)
    progress.record("a", right=True)
    themes = {"a": "closing", "b": "closing", "c": "endgame"}
    assert progress.solved_by_theme(themes) == {"closing": (2, 2), "endgame": (0, 1)}


def test_progress_round_trip_through_its_file():
    progress = TrainerProgress()
    progress.record("soft-1-2", right=True)
    progress.record("soft-3-4", right=False)
    assert storage.save_trainer_progress(progress) is None
    loaded, warning = worded(storage.load_trainer_progress())
    assert warning is None
    assert loaded == progress
    assert storage.trainer_path().parent == storage.stats_path().parent


@pytest.mark.parametrize("text", [
    "garbage",
    json.dumps({"version": 9, "positions": {}}),
    json.dumps({"version": 1, "answered": -3}),
    json.dumps({"version": 1, "positions": {"a": {"box": 99}}}),
    json.dumps({"version": 1, "positions": []}),
    json.dumps({"version": 1, "streak": 5, "best_streak": 2}),
])
def test_a_damaged_progress_file_gives_a_fresh_start_one_warning_and_a_backup(text):
    path = storage.trainer_path()
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    progress, warning = worded(storage.load_trainer_progress())
    assert progress == TrainerProgress()
    assert warning is not None and "trainer" in warning
    assert len(sorted(path.parent.glob(path.name + ".bak-*"))) == 1

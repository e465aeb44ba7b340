"""Problems with the player's files are data until the window words them: in the language in
use, with every detail (the file, the reason, what is used instead, where the backup is)."""

from __future__ import annotations

import json

import pytest

from schnapsen_qt import i18n
from schnapsen_qt.gui.window.file_words import note_text, problem_text, write_failure_text
from schnapsen_qt.userfiles import problems, storage
from schnapsen_qt.userfiles.problems import FileProblem, Note, WriteFailure


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture
def german(qapp):
    assert i18n.install_translators(qapp, "de") == "de"
    yield
    i18n.install_translators(qapp, "en")


def test_a_damaged_settings_file_read_before_the_language_is_known_is_told_in_its_language(
        german):
    """The settings are read before their language is installed; their problem is worded
    afterwards, so a German player reads about a damaged value in German."""
    storage.settings_path().parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path().write_text(
        json.dumps({"version": 1, "language": "de", "deck": "tarot"}), encoding="utf-8")
    settings, problem = storage.load_settings()
    assert settings.language == "de" and problem is not None
    assert problem.notes == (Note(problems.UNKNOWN_SETTING_VALUE,
                                  {"name": "deck", "value": "'tarot'"}),)
    text = problem_text(problem)
    assert "'tarot'" in text and "„Karten (deck)“" in text  # the setting's label and key
    assert "Unknown value" not in text  # German, not the English source
    assert problem.backup is not None and problem.backup in text


def test_every_file_and_reason_has_its_own_words():
    files = [problems.SETTINGS_FILE, problems.SAVED_GAME_FILE, problems.SAVED_HAND_FILE,
             problems.STATISTICS_FILE,
             problems.TRAINER_PROGRESS_FILE, problems.OWN_POSITIONS_FILE,
             problems.WINDOW_STATE_FILE, problems.ACCURACY_FILE, problems.BAUERN_GAME_FILE,
             problems.BAUERN_STATS_FILE]
    texts = {problem_text(FileProblem(f, Note(problems.TOO_LARGE))) for f in files}
    assert len(texts) == len(files) and all("too large" in t for t in texts)
    reason_codes = [value for name, value in vars(problems).items()
                    if name.isupper() and not name.endswith("_FILE")]
    details = {"error": "E42", "name": "deck", "value": "7", "version": "9"}
    for code in reason_codes:
        text = note_text(Note(code, details))
        assert text != str(Note(code, details)), f"{code} has no words"
        assert "{" not in text


def test_an_unknown_code_is_shown_as_it_is_never_an_error():
    text = problem_text(FileProblem("a_new_file", Note("a_new_reason", {"error": "x"})))
    assert "a_new_file" in text and "a_new_reason" in text


def test_a_reason_that_ends_a_sentence_of_its_own_gets_one_full_stop():
    """An engine error text ends in a full stop; the warning's sentence adds its own after
    the reason, and the player reads one, not two."""
    note = Note(problems.HAND_DOES_NOT_REPLAY, {"error": "seat 1 does not hold the Ace of spades."})
    text = problem_text(FileProblem(problems.SAVED_GAME_FILE, note, backup="/x/b.json"))
    assert "Ace of spades. " in text and ".." not in text


def test_a_refused_write_names_the_file_and_the_systems_words():
    text = write_failure_text(WriteFailure("/x/statistics.json", "No space left on device",
                                           "ENOSPC", "/x"))
    assert "/x/statistics.json" in text and "No space left" in text

"""Whatever the settings, statistics or saved-game file holds, loading gives the defaults plus
ONE warning, keeps the original as a backup, and the game starts (issue 16, point 2).

One table of damaged contents is run against all three files; a second table holds the cases
that only make sense for one file (wrong types of single fields). A few cases also start the
main window with the damaged files in place.
"""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest
from storage_helpers import worded

from schnapsen_qt.engine import SOFT
from schnapsen_qt.gui.window.file_words import problem_text
from schnapsen_qt.userfiles import problems, storage
from schnapsen_qt.userfiles.settings import Settings

DEEP = 100_000
HUGE_NUMBER = "9" * 5000


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


def _valid(kind: str) -> dict:
    """A small valid file of each kind, to be spoiled by the cases."""
    if kind == "settings":
        return Settings().to_json()
    if kind == "stats":
        return {"version": 1, "entries": [{"level": "expert", "preset": "soft", "hands_won": 3}],
                "streaks": {"hands_best": 2}}
    if kind == "accuracy":
        return {"version": 1, "hands": [{"date": "2026-11-28", "level": "expert",
                                         "rules": "soft", "decisions": 8, "loss": 0.5,
                                         "kinds": {"lead": [8, 0.5]}}]}
    from schnapsen_qt.engine import SOFT, Match
    from schnapsen_qt.userfiles.savegame import encode_game

    match = Match(SOFT)
    return encode_game(match, match.new_hand(rng=5),
                       {"ai_level": "expert", "hand_seed": 5, "ai_seed": 9, "human_seat": 0})


PATHS = {"settings": storage.settings_path, "stats": storage.stats_path,
         "save": storage.savegame_path, "accuracy": storage.accuracy_path}


def _load(kind: str):
    """(loaded value equals the default, warning) for one file kind."""
    if kind == "settings":
        settings, warning = worded(storage.load_settings())
        return settings == Settings(), warning
    if kind == "stats":
        stats, warning = worded(storage.load_statistics())
        return stats.is_empty(), warning
    if kind == "accuracy":
        log, warning = worded(storage.load_accuracy())
        return log.entries == [], warning
    data, warning = worded(storage.load_saved_game())
    return data is None, warning


def _nest(text: str) -> str:
    return "[" * DEEP + text + "]" * DEEP


def _with(kind: str, key: str, raw: str) -> bytes:
    """The valid file with ``key`` replaced by the raw JSON text ``raw``."""
    marker = "\u2603MARK\u2603"
    data = _valid(kind)
    data[key] = marker
    return json.dumps(data).replace(json.dumps(marker), raw).encode()


# name -> function(kind) -> bytes to write (or a callable making the file itself).
BYTES_CASES = {
    "empty": lambda kind: b"",
    "not json": lambda kind: b"{not json",
    "binary junk": lambda kind: bytes(range(256)) * 4,
    "nul bytes": lambda kind: b"\0" * 100,
    "utf-16": lambda kind: json.dumps(_valid(kind)).encode("utf-16"),
    "bom then junk": lambda kind: b"\xef\xbb\xbf{oops",
    "a list": lambda kind: b"[1, 2, 3]",
    "null": lambda kind: b"null",
    "a string": lambda kind: b'"settings"',
    "a number": lambda kind: b"42",
    "no version": lambda kind: json.dumps({"deck": "german", "entries": []}).encode(),
    "version as text": lambda kind: _with(kind, "version", '"1"'),
    "version as float": lambda kind: _with(kind, "version", "1.0"),
    "version true": lambda kind: _with(kind, "version", "true"),
    "version 0": lambda kind: _with(kind, "version", "0"),
    "version 10^18": lambda kind: _with(kind, "version", "1" + "0" * 18),
    "version with 5000 digits": lambda kind: _with(kind, "version", HUGE_NUMBER),
    "5000-digit number in a field": lambda kind: _with(kind, "extra", HUGE_NUMBER),
    "nesting 100000 deep": lambda kind: _nest("1").encode(),
    "nesting 100000 deep in a field": lambda kind: _with(kind, "extra", _nest("0")),
    "object nesting 5000 deep": lambda kind: ('{"a":' * 5000 + "1" + "}" * 5000).encode(),
    "NaN and Infinity": lambda kind: _with(kind, "version", "NaN"),
    "too large": lambda kind: b" " * (storage.MAX_FILE_BYTES + 10) + json.dumps(
        _valid(kind)).encode(),
}


def _make_fifo(path: Path) -> None:
    os.mkfifo(path)


def _make_dir(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("keep me", encoding="utf-8")


def _make_dev_zero_link(path: Path) -> None:
    path.symlink_to("/dev/zero")


SPECIAL_CASES = {"a FIFO": _make_fifo, "a directory": _make_dir, "a link to /dev/zero":
                 _make_dev_zero_link}


def _backups(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".bak-*"))


def _check_damaged(kind: str, original: bytes | None) -> None:
    path = PATHS[kind]()
    is_default, warning = _load(kind)
    assert is_default, "the defaults are used"
    assert isinstance(warning, str) and warning.strip(), "one warning"
    (kept,) = _backups(path)
    assert kept.name in warning, "the warning says where the original is"
    if original is not None:
        assert kept.read_bytes() == original, "the original is kept byte for byte"
    assert not os.path.lexists(path), "the damaged file is out of the way"
    # The next start is quiet: the defaults, no new warning, no new backup.
    is_default, warning = _load(kind)
    assert is_default and warning is None
    assert len(_backups(path)) == 1


@pytest.mark.parametrize("kind", sorted(PATHS))
@pytest.mark.parametrize("case", sorted(BYTES_CASES))
def test_damaged_content_gives_defaults_one_warning_and_a_backup(kind, case):
    path = PATHS[kind]()
    path.parent.mkdir(parents=True, exist_ok=True)
    content = BYTES_CASES[case](kind)
    path.write_bytes(content)
    _check_damaged(kind, content)


@pytest.mark.parametrize("kind", sorted(PATHS))
@pytest.mark.parametrize("case", sorted(SPECIAL_CASES))
def test_special_files_give_defaults_one_warning_and_are_set_aside(kind, case):
    path = PATHS[kind]()
    path.parent.mkdir(parents=True, exist_ok=True)
    SPECIAL_CASES[case](path)
    _check_damaged(kind, None)


@pytest.mark.parametrize("kind", sorted(PATHS))
def test_a_byte_order_mark_is_accepted(kind):
    """Windows editors write a UTF-8 byte-order mark: the file is used as it is."""
    path = PATHS[kind]()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(_valid(kind)).encode())
    is_default, warning = _load(kind)
    assert warning is None and not _backups(path)
    if kind == "stats":
        assert not is_default
    if kind == "save":
        assert not is_default


# -- wrong types in single fields ----------------------------------------------------------------

SETTINGS_FIELDS = ["rules", "deck", "back", "language", "ai_level", "animation_speed",
                   "counting_aid", "bummerls_to_win"]
WRONG_VALUES = ["[]", "{}", "null", "true", "1.5", '"x"', "-1", str(2**31), "1e999",
                '{"preset": []}', '{"preset": {}}', '{"preset": "sharp", "tricks_viewable": 3}',
                '{"preset": null}', '[["soft"]]', HUGE_NUMBER]


VALID = {("rules", "{}"): SOFT, ("counting_aid", "true"): True}


@pytest.mark.parametrize("field", SETTINGS_FIELDS)
@pytest.mark.parametrize("raw", WRONG_VALUES, ids=lambda raw: raw[:20])
def test_settings_with_a_wrong_value_keep_the_rest(field, raw):
    """A wrong value in one setting: that setting gets its default (one warning), the others
    are kept, the original file is kept as a backup, and the repaired file is written back."""
    chosen = Settings(deck="german", back="red", language="de", ai_level="expert",
                      animation_speed="fast", counting_aid=True, bummerls_to_win=3)
    data = chosen.to_json()
    marker = "\u2603"
    data[field] = marker
    text = json.dumps(data).replace(json.dumps(marker), raw)
    path = storage.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    settings, warning = worded(storage.load_settings())
    if raw == HUGE_NUMBER:  # the JSON itself cannot be read: all defaults
        assert settings == Settings() and warning
        return
    if (field, raw) in VALID:  # e.g. rules {} is the soft preset
        assert settings == replace(chosen, **{field: VALID[field, raw]}) and warning is None
        return
    for name in SETTINGS_FIELDS:
        if name != field:
            assert getattr(settings, name) == getattr(chosen, name)
    if getattr(settings, field) != getattr(Settings(), field):
        # e.g. rules {"preset": "sharp", "tricks_viewable": 3} keeps the valid part
        assert field == "rules"
    assert warning and (field in warning or "rule" in warning)
    (kept,) = _backups(path)
    assert kept.read_text(encoding="utf-8") == text
    again, quiet = worded(storage.load_settings())
    assert again == settings and quiet is None


STATS_CASES = {
    "count 2^31": {"hands_won": 2**31},
    "count 10^18": {"hands_won": 10**18},
    "negative count": {"hands_lost": -1},
    "count as float": {"hands_won": 1.0},
    "count as text": {"hands_won": "3"},
    "count true": {"hands_won": True},
    "count null": {"hands_won": None},
    "level a number": {"level": 3},
    "level empty": {"level": ""},
    "level very long": {"level": "x" * 10_000},
    "preset unknown": {"preset": "blitz"},
    "preset a list": {"preset": ["soft"]},
}


@pytest.mark.parametrize("case", sorted(STATS_CASES))
def test_statistics_with_wrong_types(case):
    data = _valid("stats")
    data["entries"][0].update(STATS_CASES[case])
    path = storage.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    _check_damaged("stats", path.read_bytes())


@pytest.mark.parametrize("streaks", [[], "x", {"hands_best": 2**31}, {"hands_current": -2},
                                     {"bummerls_best": 0.5}])
def test_statistics_with_bad_streaks(streaks):
    data = _valid("stats")
    data["streaks"] = streaks
    path = storage.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    _check_damaged("stats", path.read_bytes())


def test_two_entries_summing_past_the_largest_count():
    data = _valid("stats")
    entry = {"level": "expert", "preset": "soft", "hands_won": 2**31 - 1}
    data["entries"] = [entry, dict(entry)]
    path = storage.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    _check_damaged("stats", path.read_bytes())


# -- the window starts with every file damaged ---------------------------------------------------

class _FirstLegal:
    def choose(self, view, should_stop=lambda: False):
        return view.legal[0]


@pytest.mark.parametrize("case", ["nesting 100000 deep", "5000-digit number in a field",
                                  "binary junk", "a FIFO", "version true"])
def test_the_window_starts_with_all_its_files_damaged(qtbot, case):
    """The game starts (a hand is dealt), the player sees one warning box, and the three
    originals are kept."""
    from schnapsen_qt.gui.window.main_window import MainWindow
    from schnapsen_qt.qt import QMessageBox

    for kind, path_of in PATHS.items():
        path = path_of()
        path.parent.mkdir(parents=True, exist_ok=True)
        if case in SPECIAL_CASES:
            SPECIAL_CASES[case](path)
        else:
            path.write_bytes(BYTES_CASES[case](kind))
    w = MainWindow(persist=True, seed=3)
    w.controller.ai.set_player_factory(lambda level, seed: _FirstLegal())
    qtbot.addWidget(w)
    try:
        w.show()
        w.start()
        # Default settings mean a first start: the welcome shows, and deals when it closes.
        from schnapsen_qt.gui.dialogs.welcome import WelcomeDialog

        qtbot.waitUntil(lambda: w.findChild(WelcomeDialog) is not None)
        w.findChild(WelcomeDialog).accept()
        qtbot.waitUntil(lambda: w.controller.hand is not None)
        assert w.controller.match.to_go == [7, 7]
        assert replace(w.settings, welcome_shown=False) == Settings()
        assert w.stats.is_empty()
        qtbot.waitUntil(lambda: bool(w.findChildren(QMessageBox, "storageWarning")))
        (box,) = w.findChildren(QMessageBox, "storageWarning")
        for word in ("settings", "statistics", "saved game", "accuracy"):
            assert word in box.text()
        for path_of in PATHS.values():
            assert len(_backups(path_of())) == 1
    finally:
        w.controller.shutdown()


@pytest.mark.parametrize("case", sorted(SPECIAL_CASES))
def test_a_special_window_ini_is_set_aside_before_qt_opens_it(case):
    """``window.ini`` is read by QSettings, which would wait for ever on a FIFO (issue 44,
    point 23): it is moved aside first, with one warning, and the next start is quiet."""
    path = storage.config_dir() / "window.ini"
    what = problems.WINDOW_STATE_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    SPECIAL_CASES[case](path)
    warning = problem_text(storage.set_aside_unless_regular(path, what))
    assert warning and "window's size" in warning and "window.ini" in warning
    assert not os.path.lexists(path) and len(_backups(path)) == 1
    assert storage.set_aside_unless_regular(path, what) is None
    path.write_text("[window]\n", encoding="utf-8")
    assert storage.set_aside_unless_regular(path, what) is None

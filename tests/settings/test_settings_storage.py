"""Settings, saved game and statistics files: round trips, damaged and newer files."""

from __future__ import annotations

import json
import random

import pytest
from storage_helpers import worded

from schnapsen_qt.engine import CLAIM, SHARP, TOURNAMENT, Match
from schnapsen_qt.engine.rules import replace
from schnapsen_qt.userfiles import storage
from schnapsen_qt.userfiles.savegame import encode_game
from schnapsen_qt.userfiles.settings import (
    NEXT_BUMMERL,
    NEXT_HAND,
    NOW,
    Settings,
    effective_settings,
    pending_changes,
)
from schnapsen_qt.userfiles.stats import Statistics


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


def _backups(path):
    return sorted(path.parent.glob(path.name + ".bak-*"))


def test_paths_under_home(home):
    assert storage.settings_path() == home / "config" / "settings.json"
    assert storage.savegame_path() == home / "data" / "savegame.json"
    assert storage.stats_path() == home / "data" / "statistics.json"


def test_missing_files_give_defaults_quietly():
    assert worded(storage.load_settings()) == (Settings(), None)
    assert worded(storage.load_saved_game()) == (None, None)
    stats, warning = worded(storage.load_statistics())
    assert stats.is_empty() and warning is None


def test_settings_round_trip():
    custom = replace(SHARP, tricks_viewable=True)
    s = Settings(rules=custom, deck="german", back="red", language="de", ai_level="master",
                 animation_speed="instant", counting_aid=True, bummerls_to_win=3)
    assert storage.save_settings(s) is None
    loaded, warning = worded(storage.load_settings())
    assert warning is None
    assert loaded == s
    assert loaded.preset == "custom"
    assert loaded.speed_factor == 0.0
    data = json.loads(storage.settings_path().read_text(encoding="utf-8"))
    assert data["version"] == 1
    assert not list(storage.settings_path().parent.glob("*.tmp"))


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", '{"deck": "german"}', "\xff\xfe"])
def test_corrupt_settings_backed_up(text):
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    settings, warning = worded(storage.load_settings())
    assert settings == Settings()
    assert warning and "settings" in warning
    assert not path.exists()
    (kept,) = _backups(path)
    assert kept.read_text(encoding="utf-8") == text
    assert kept.name in warning


def test_newer_settings_backed_up():
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"version": 99, "deck": "german"}), encoding="utf-8")
    settings, warning = worded(storage.load_settings())
    assert settings == Settings()
    assert "newer" in warning
    assert len(_backups(path)) == 1


def test_unknown_values_fall_back_one_by_one():
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({
        "version": 1, "deck": "foo", "back": "red", "language": "fr", "ai_level": "expert",
        "animation_speed": 3, "counting_aid": "yes", "bummerls_to_win": 0,
        "rules": {"preset": "sharp", "tricks_viewable": "maybe", "bogus": True},
    }), encoding="utf-8")
    settings, warning = worded(storage.load_settings())
    assert settings.deck == "french" and settings.back == "red"
    assert settings.language == "system" and settings.ai_level == "expert"
    assert settings.animation_speed == "normal" and settings.counting_aid is False
    assert settings.bummerls_to_win == 2
    assert settings.rules == SHARP
    for word in ("foo", "fr", "counting_aid", "bummerls_to_win", "tricks_viewable", "bogus"):
        assert word in warning
    # The original is kept as a backup; the repaired settings replace it (the next start is
    # quiet and keeps every good value).
    (kept,) = _backups(path)
    assert kept.name in warning and "foo" in kept.read_text(encoding="utf-8")
    assert worded(storage.load_settings()) == (settings, None)


def test_unknown_rules_preset():
    s, warnings = Settings.from_json({"version": 1, "rules": "blitz"})
    assert s.rules == Settings().rules and warnings


def test_pending_changes():
    old = Settings()
    new = Settings(rules=TOURNAMENT, ai_level="master", deck="german", language="de")
    p = pending_changes(old, new)
    assert set(p.now) == {"deck", "language"}
    assert p.next_hand == ("ai_level",)
    assert p.next_bummerl == ("rules",)
    assert p.needs_confirmation
    assert not pending_changes(old, Settings(deck="german")).needs_confirmation
    assert pending_changes(old, old).changed == ()
    now = effective_settings(old, new, NOW)
    assert now.deck == "german" and now.ai_level == old.ai_level and now.rules == old.rules
    hand = effective_settings(old, new, NEXT_HAND)
    assert hand.ai_level == "master" and hand.rules == old.rules
    assert effective_settings(old, new, NEXT_BUMMERL) == new


def _played_match(seed=3, moves=7):
    match = Match(SHARP, first_dealer=1)
    rng = random.Random(seed)
    hand = match.new_hand(rng)
    while not hand.is_over:
        hand.push(rng.choice(hand.legal_actions()))
    match.finish_hand(hand)
    hand = match.new_hand(rng)
    for _ in range(moves):
        hand.push(rng.choice([a for a in hand.legal_actions() if a != CLAIM]))
    return match, hand


def test_save_game_round_trip_and_discard():
    match, hand = _played_match()
    data = encode_game(match, hand, {"ai_level": "expert"})
    assert storage.save_game(data) is None
    loaded, warning = worded(storage.load_saved_game())
    assert warning is None and loaded == json.loads(json.dumps(data))
    assert storage.has_saved_game()
    storage.discard_saved_game()
    assert worded(storage.load_saved_game()) == (None, None)
    storage.discard_saved_game()  # twice is fine


@pytest.mark.parametrize("mutate", ["json", "version", "format"])
def test_damaged_save_backed_up(mutate):
    match, hand = _played_match()
    data = encode_game(match, hand)
    if mutate == "version":
        data["version"] = 2
    elif mutate == "format":
        data["format"] = "something else"
    path = storage.savegame_path()
    path.parent.mkdir(parents=True)
    text = "{oops" if mutate == "json" else json.dumps(data)
    path.write_text(text, encoding="utf-8")
    loaded, warning = worded(storage.load_saved_game())
    assert loaded is None
    assert "saved game" in warning
    (kept,) = _backups(path)
    assert kept.read_text(encoding="utf-8") == text
    assert not path.exists()


@pytest.mark.parametrize("text", [
    "garbage",
    json.dumps({"version": 5, "entries": []}),
    json.dumps({"version": 1, "entries": [{"level": "expert", "preset": "soft",
                                           "hands_won": -1}]}),
    json.dumps({"version": 1, "entries": "many"}),
])
def test_damaged_statistics_backed_up(text):
    path = storage.stats_path()
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    stats, warning = worded(storage.load_statistics())
    assert stats.is_empty()
    assert "statistics" in warning
    assert len(_backups(path)) == 1


def test_statistics_round_trip():
    from schnapsen_qt.engine import Outcome

    stats = Statistics()
    stats.record_hand("expert", "sharp", Outcome(0, 2, "claim", (70, 20)))
    stats.record_hand("beginner", None, Outcome(1, 1, "last_trick", (50, 70)))
    assert storage.save_statistics(stats) is None
    loaded, warning = worded(storage.load_statistics())
    assert warning is None
    assert loaded.to_json() == stats.to_json()


def test_backups_never_overwrite(home):
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    for _ in range(3):
        path.write_text("bad", encoding="utf-8")
        worded(storage.load_settings())
    assert len(_backups(path)) == 3


def test_unwritable_location_gives_message(home, monkeypatch):
    blocker = home / "blocked"
    blocker.write_text("a file, not a folder", encoding="utf-8")
    monkeypatch.setenv(storage.HOME_ENV, str(blocker))
    assert storage.save_settings(Settings()) is not None


def test_stale_temp_files_of_killed_saves_are_cleaned(home):
    """A save killed between writing its temp file and renaming it leaves NAME.json.XXXX.tmp;
    the next start removes them and nothing else."""
    storage.save_game({"format": "x"})
    storage.save_settings(Settings())
    stale = [storage.savegame_path().with_name("savegame.json.abc123.tmp"),
             storage.stats_path().with_name("statistics.json.x.tmp"),
             storage.settings_path().with_name("settings.json.q_9.tmp")]
    for path in stale:
        path.write_text("{half", encoding="utf-8")
    other = storage.data_dir() / "notes.tmp"
    other.write_text("not ours", encoding="utf-8")
    removed = storage.clean_stale_temp_files()
    assert sorted(removed) == sorted(stale)
    assert not any(p.exists() for p in stale)
    assert other.exists() and storage.savegame_path().exists() and storage.settings_path().exists()

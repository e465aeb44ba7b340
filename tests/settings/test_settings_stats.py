"""Statistics counting: per level and preset, Schneider/Schwarz, streaks, persistence."""

from __future__ import annotations

import pytest
from storage_helpers import worded

from schnapsen_qt.engine import BummerlResult, Outcome
from schnapsen_qt.userfiles import storage
from schnapsen_qt.userfiles.stats import Statistics, schneider_kind


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))


def test_schneider_kind_only_for_claims():
    assert schneider_kind(Outcome(0, 3, "claim", (66, 0))) == "schwarz"
    assert schneider_kind(Outcome(0, 2, "claim", (66, 20))) == "schneider"
    assert schneider_kind(Outcome(0, 1, "claim", (66, 40))) is None
    assert schneider_kind(Outcome(0, 3, "closer_failed", (30, 50))) is None
    assert schneider_kind(Outcome(0, 2, "false_claim", (30, 50))) is None
    assert schneider_kind(Outcome(0, 1, "last_trick", (50, 40))) is None


def test_counting_per_level_and_preset():
    s = Statistics()
    s.record_hand("expert", "soft", Outcome(0, 3, "claim", (70, 0)))
    s.record_hand("expert", "soft", Outcome(0, 2, "claim", (70, 20)))
    s.record_hand("expert", "soft", Outcome(1, 2, "claim", (20, 70)))
    s.record_hand("expert", "soft", Outcome(1, 3, "closer_failed", (50, 60)))
    s.record_hand("beginner", "sharp", Outcome(0, 1, "last_trick", (60, 50)))
    s.record_hand("beginner", None, Outcome(1, 1, "claim", (40, 66)))
    s.record_hand("beginner", "weird", Outcome(1, 3, "claim", (0, 66)))
    e = s.total("expert")
    assert (e.hands_won, e.hands_lost) == (2, 2)
    assert (e.game_points_won, e.game_points_lost) == (5, 5)
    assert (e.schwarz_won, e.schneider_won) == (1, 1)
    assert (e.schwarz_lost, e.schneider_lost) == (0, 1)
    assert e.hand_win_rate == 0.5
    assert s.total("beginner", "custom").hands_lost == 2
    assert s.total("beginner", "custom").schwarz_lost == 1
    assert s.total(None, "sharp").hands_won == 1
    assert s.total().hands == 7
    assert s.levels() == ["beginner", "expert"]
    assert s.presets() == ["soft", "sharp", "custom"]
    # human in seat 1
    t = Statistics()
    t.record_hand("master", "tournament", Outcome(1, 2, "claim", (20, 70)), human_seat=1)
    assert t.total().hands_won == 1 and t.total().schneider_won == 1


def test_streaks_and_bummerls():
    s = Statistics()
    won, lost = Outcome(0, 1, "claim", (66, 50)), Outcome(1, 1, "claim", (50, 66))
    for o in (won, won, lost, won, won, won, lost, won):
        s.record_hand("expert", "soft", o)
    assert (s.streaks.hands_best, s.streaks.hands_current) == (3, 1)
    for winner, schneider in ((0, True), (0, False), (1, False), (0, False)):
        s.record_bummerl("expert", "soft", BummerlResult(winner, schneider, 1 + schneider,
                                                         (0, 7 if schneider else 3)))
    r = s.total()
    assert (r.bummerls_won, r.bummerls_lost, r.schneider_bummerls_won) == (3, 1, 1)
    assert (s.streaks.bummerls_best, s.streaks.bummerls_current) == (2, 1)
    assert r.bummerl_win_rate == 0.75
    s.reset()
    assert s.is_empty() and s.streaks.hands_best == 0


def test_persisted_with_version():
    s = Statistics()
    s.record_hand("expert", "soft", Outcome(0, 3, "claim", (70, 0)))
    s.record_bummerl("expert", "soft", BummerlResult(0, True, 2, (0, 7)))
    assert storage.save_statistics(s) is None
    loaded, warning = worded(storage.load_statistics())
    assert warning is None
    assert loaded.to_json() == s.to_json()
    assert loaded.to_json()["version"] == 1
    assert loaded.streaks.bummerls_best == 1

"""The statistics' tab "Your decisions" (issue 42): the average loss per decision overall and
per kind, the weekly trend, the place between the levels and the Elo-style rating, each with
its uncertainty, in words a player reads."""

from __future__ import annotations

import datetime as dt

import pytest

from schnapsen_qt import i18n
from schnapsen_qt.ai.rating import HandAccuracy, LevelLoss
from schnapsen_qt.gui.dialogs import accuracy_tab
from schnapsen_qt.gui.dialogs.stats_dialog import StatsDialog
from schnapsen_qt.userfiles.accuracy import AccuracyLog, HandEntry
from schnapsen_qt.userfiles.stats import Statistics

TODAY = dt.date(2026, 11, 28)
LADDER = (LevelLoss("beginner", 0.50, 0.03, 900, 60),
          LevelLoss("intermediate", 0.12, 0.01, 900, 60),
          LevelLoss("expert", 0.05, 0.004, 900, 60),
          LevelLoss("master", 0.03, 0.004, 900, 60))


@pytest.fixture(autouse=True)
def fixed_ladder(monkeypatch):
    monkeypatch.setattr(accuracy_tab, "load_level_losses", lambda preset="soft": LADDER)


@pytest.fixture(autouse=True)
def english(qapp):
    """The game always speaks through a translation; the English one has the plural forms."""
    i18n.install_translators(qapp, "en")
    yield
    i18n.remove_translators()


def log_of(per_hand_loss: float, hands: int, start: dt.date) -> AccuracyLog:
    log = AccuracyLog()
    for i in range(hands):
        day = start + dt.timedelta(days=i % 28)
        loss = per_hand_loss * 10 * (1.2 if i % 2 else 0.8)
        log.add(HandEntry(day, "expert", "soft",
                          HandAccuracy(10, loss, {"lead": (6, loss * 0.6),
                                                  "close": (4, loss * 0.4)})))
    return log


def open_tab(qtbot, log, stats=None):
    dialog = StatsDialog(stats or Statistics(), None, accuracy=log)
    dialog.accuracy.today = lambda: TODAY
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(3)
    dialog.show()
    dialog.refresh()
    return dialog


def test_an_empty_log_says_how_to_get_numbers(qtbot):
    d = open_tab(qtbot, AccuracyLog())
    assert d.tabs.tabText(3) == "Your decisions"
    text = d.accuracy.text.text()
    assert "No reviewed hand yet" in text
    assert "Too few reviewed decisions" in text
    assert "no Bummerl finished yet" in text
    assert d.accuracy.chart.weeks == []


def test_a_player_losing_what_expert_loses_is_placed_at_expert(qtbot):
    log = log_of(0.05, 60, TODAY - dt.timedelta(days=27))
    d = open_tab(qtbot, log)
    text = d.accuracy.text.text()
    assert "lose on average 0.05 game points" in text
    assert "over 600 decisions in 60 reviewed hands" in text
    assert "Leading a card" in text and "Closing the talon" in text
    assert "In the last 30 days you decide like Expert:" in text
    assert "With 95 % certainty somewhere from Expert to Master" in text
    # One point per week with reviewed hands, Mondays.
    weeks = d.accuracy.chart.weeks
    assert len(weeks) >= 4 and all(day.weekday() == 0 for day, _avg in weeks)


def test_between_expert_and_master_and_an_elo_from_bummerls(qtbot):
    stats = Statistics()
    log = log_of(0.04, 200, TODAY - dt.timedelta(days=27))
    for _ in range(6):
        stats.record_bummerl("master", "soft", _bummerl(True))
    for _ in range(4):
        stats.record_bummerl("master", "soft", _bummerl(False))
    d = open_tab(qtbot, log, stats)
    text = d.accuracy.text.text()
    assert "In the last 30 days you decide like a level between Expert and Master" in text
    assert "(10 Bummerls)" in text
    assert "Rating from your results" in text


def test_one_decision_one_hand_and_one_bummerl_are_said_in_the_singular(qtbot, qapp):
    """After the first reviewed hand the tab said "over 1 decisions in 1 reviewed hands"."""
    log = AccuracyLog()
    log.add(HandEntry(TODAY, "expert", "soft", HandAccuracy(1, 0.5, {"lead": (1, 0.5)})))
    stats = Statistics()
    stats.record_bummerl("master", "soft", _bummerl(True))
    d = open_tab(qtbot, log, stats)
    text = d.accuracy.text.text()
    assert "over 1 decision in 1 reviewed hand." in text
    assert "(1 Bummerl)" in text
    assert "over 2 decisions in 2 reviewed hands" in accuracy_tab.overall_text(0.1, 0.01, 2, 2)
    i18n.install_translators(qapp, "de")
    assert "über 1 Entscheidung in 1 analysierten Spiel." in accuracy_tab.overall_text(
        0.5, 0.1, 1, 1)
    assert "über 15 Entscheidungen in 2 analysierten Spielen." in accuracy_tab.overall_text(
        0.5, 0.1, 15, 2)


def test_old_hands_count_in_the_trend_but_not_in_this_months_place(qtbot):
    log = log_of(0.05, 60, TODAY - dt.timedelta(days=200))
    d = open_tab(qtbot, log)
    text = d.accuracy.text.text()
    assert "Too few reviewed decisions in the last 30 days" in text
    assert d.accuracy.chart.weeks


def test_german(qtbot, qapp):
    i18n.install_translators(qapp, "de")
    try:
        d = open_tab(qtbot, log_of(0.05, 60, TODAY - dt.timedelta(days=27)))
        assert d.tabs.tabText(3) == "Deine Entscheidungen"
        assert "0,05" in d.accuracy.text.text()
    finally:
        i18n.install_translators(qapp, "en")


def _bummerl(won: bool):
    from schnapsen_qt.engine.match import BummerlResult

    return BummerlResult(winner=0 if won else 1, schneider=False, value=1, final_to_go=(0, 3))


def test_reset_deletes_the_decisions_too(qtbot):
    log = log_of(0.05, 10, TODAY - dt.timedelta(days=3))
    d = open_tab(qtbot, log)
    d.reset_statistics()
    assert log.entries == []
    assert "No reviewed hand yet" in d.accuracy.text.text()

"""The window with its user files: quit mid-hand and resume in a fresh window, damaged files
give a warning and defaults, New Game asks before it throws a match away, settings changes
during a Bummerl are asked about."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from gui_helpers import first_legal_factory, wait_human
from storage_helpers import worded

from schnapsen_qt.engine import SHARP, SOFT
from schnapsen_qt.gui.dialogs.settings_dialog import LATER, NEW_MATCH, NOW_ONLY
from schnapsen_qt.gui.table.piles import Zone
from schnapsen_qt.userfiles import storage
from schnapsen_qt.userfiles.settings import Settings


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture
def persisted_window(qtbot, home):
    """persisted_window() -> a MainWindow that loads and saves under ``home``, started."""
    from schnapsen_qt.gui.window.main_window import MainWindow

    windows = []

    def make(settings: Settings | None = None):
        if settings is None:
            settings, _warning = worded(storage.load_settings())
        # Not a first start: the welcome (which deals only when it closes) has its own test.
        settings = replace(settings, animation_speed="instant", welcome_shown=True)
        w = MainWindow(settings, persist=True, seed=11)
        w.controller.ai.set_player_factory(first_legal_factory())
        qtbot.addWidget(w)
        windows.append(w)
        w.show()
        qtbot.waitExposed(w)
        w.start()
        return w

    yield make
    for w in windows:
        w.controller.shutdown()


def _play_some(qtbot, w, moves: int) -> None:
    for _ in range(moves):
        wait_human(qtbot, w)
        if w.scene.summary_shown:
            return
        plays = [a for a in w.controller.legal() if a < 20]
        w.scene.submit(plays[0])
    wait_human(qtbot, w)


def test_quit_mid_hand_then_resume_in_a_fresh_window(qtbot, persisted_window):
    w = persisted_window()
    _play_some(qtbot, w, 3)
    before = w.controller.view()
    legal = w.controller.legal()
    score = w.controller.match.to_json()
    assert before.history, "some tricks were played"
    w.close()  # quit: the game is saved
    assert storage.has_saved_game()

    w2 = persisted_window()
    wait_human(qtbot, w2)
    assert w2.controller.view() == before
    assert w2.controller.legal() == legal
    assert w2.controller.match.to_json() == score
    shown = {item.card for item in w2.scene.cards_in(Zone.HAND)}
    assert shown == {c for c in range(20) if before.hand >> c & 1}


def test_damaged_save_gives_a_warning_a_backup_and_a_new_game(qtbot, persisted_window, home):
    path = storage.savegame_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    w = persisted_window()
    assert w.controller.hand is not None and w.controller.match.to_go == [7, 7]
    backups = list(path.parent.glob(path.name + ".bak*"))
    assert backups, "the damaged file is kept"
    qtbot.waitUntil(lambda: _warning_box(w) is not None)
    assert "saved game" in _warning_box(w).text()


def _warning_box(w):
    from schnapsen_qt.qt import QMessageBox

    return w.findChild(QMessageBox, "storageWarning")


def test_damaged_settings_give_defaults_and_a_warning(qtbot, home):
    path = storage.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "deck": 42}), encoding="utf-8")
    settings, warning = worded(storage.load_settings())
    assert settings.deck == Settings().deck
    assert warning


def test_new_game_asks_before_discarding_a_running_match(qtbot, persisted_window):
    w = persisted_window()
    _play_some(qtbot, w, 2)
    history = list(w.controller.hand.history)
    asked = []
    w.confirm_discard = lambda: asked.append(True) or False
    w.menus.act_new.trigger()
    assert asked and w.controller.hand.history == history  # declined: nothing lost
    w.confirm_discard = lambda: True
    w.menus.act_new.trigger()
    wait_human(qtbot, w)
    assert len(w.controller.hand.history) <= 1  # a fresh hand (the computer may lead)


def test_rule_change_during_a_bummerl_is_asked_and_waits_for_the_next(qtbot, persisted_window):
    w = persisted_window(Settings())
    _play_some(qtbot, w, 1)
    asked = []
    wanted = replace(w.settings, rules=SHARP, deck="german")

    w.change_settings(wanted, confirm=lambda parent, changes, _finished: asked.append(changes)
                      or NOW_ONLY)
    assert asked and "rules" in asked[0].next_bummerl
    assert w.settings.deck == "german"  # the deck changes at once
    assert w.settings.rules != SHARP  # declined: the rules stay

    w.change_settings(wanted, confirm=lambda parent, changes, _finished: LATER)
    assert w.settings.rules == SHARP
    assert w.controller.match.rules != SHARP  # the running Bummerl keeps its rules
    saved, _warning = worded(storage.load_settings())
    assert saved.rules == SHARP and saved.deck == "german"


def test_main_window_in_german(qtbot, qapp, make_window):
    from schnapsen_qt import i18n

    assert i18n.install_translators(qapp, "de") == "de"
    try:
        w = make_window()
        w.start()
        qtbot.waitUntil(lambda: not w.scene.busy)
        assert w.menus.menu_game.title() == "&Spiel"
        assert w.menus.act_new.text() == "&Neue Partie"
        assert w.menus.act_close.text().replace("&", "") != "Close Talon"
        texts = " ".join(w.scene.panel_lines("state"))
        assert "Atout" in texts and "Trump" not in texts
    finally:
        i18n.remove_translators()


def test_a_finished_hand_is_counted_in_the_statistics_on_disk(qtbot, persisted_window):
    w = persisted_window(Settings(ai_level="intermediate"))
    _play_some(qtbot, w, 12)
    assert w.scene.summary_shown, "the hand ended"
    outcome = w.controller.hand.outcome
    stats, warning = worded(storage.load_statistics())
    assert warning is None
    record = stats.total(level="intermediate", preset="soft")
    assert record.hands == 1
    assert (record.hands_won == 1) == (outcome.winner == 0)


def test_a_new_match_during_the_first_hand_is_not_a_match_given_up(qtbot, persisted_window):
    """Issue 44, points 2 and 10: leaving a match before any hand is finished asks (moves
    would be lost) but does not count as a match given up; after a finished hand it does."""
    w = persisted_window()
    _play_some(qtbot, w, 2)
    assert w.controller.match.hands_played == 0
    w.confirm_discard = lambda: True
    w.menus.act_new.trigger()
    wait_human(qtbot, w)
    assert "given_up" not in w.stats.recent_matches
    w.controller.match.hands_played = 1  # as if a hand of this match were finished
    _play_some(qtbot, w, 1)
    w.menus.act_new.trigger()
    wait_human(qtbot, w)
    assert w.stats.recent_matches[-1:] == ["given_up"]


def test_f5_asks_before_re_dealing_a_hand_under_way(qtbot, persisted_window):
    """Issue 44, point 11: F5 takes moves back only after one question."""
    w = persisted_window()
    _play_some(qtbot, w, 2)
    history = list(w.controller.hand.history)
    deck = list(w.controller.hand.deck)
    assert history
    asked = []
    w.confirm_redeal = lambda: asked.append(True) or False
    w.menus.act_restart.trigger()
    assert asked and w.controller.hand.history == history  # declined: nothing lost
    w.confirm_redeal = lambda: True
    w.menus.act_restart.trigger()
    wait_human(qtbot, w)
    assert list(w.controller.hand.deck) == deck and len(w.controller.hand.history) <= 1


def test_new_rules_can_start_a_new_match_at_once(qtbot, persisted_window):
    """Issue 44, point 10: trying other rules mid-match may start a new match with them now;
    a match with no finished hand is not counted as given up, one with a finished hand is."""
    w = persisted_window(Settings())
    _play_some(qtbot, w, 1)
    asked = []
    wanted = replace(w.settings, rules=SHARP)
    w.change_settings(wanted, confirm=lambda parent, changes, finished: asked.append(finished)
                      or NEW_MATCH)
    wait_human(qtbot, w)
    assert asked == [False]  # no hand finished: the question says nothing is given up
    assert w.controller.match.rules == SHARP and w.settings.rules == SHARP
    assert "given_up" not in w.stats.recent_matches
    # A hand finished, then another change with a new match: that match was given up.
    w.controller.match.hands_played = 1
    w.change_settings(replace(w.settings, rules=SOFT),
                      confirm=lambda parent, changes, finished: asked.append(finished)
                      or NEW_MATCH)
    wait_human(qtbot, w)
    assert asked == [False, True]
    assert w.controller.match.rules == SOFT
    assert w.stats.recent_matches.count("given_up") == 1


def test_the_question_offers_a_new_match_only_for_new_rules(qtbot):
    from schnapsen_qt.gui.dialogs.settings_dialog import pending_changes_box
    from schnapsen_qt.userfiles.settings import pending_changes

    rules_change = pending_changes(Settings(), Settings(rules=SHARP))
    box, answers = pending_changes_box(None, rules_change, hands_finished=False)
    qtbot.addWidget(box)
    assert sorted(answers.values()) == sorted([NEW_MATCH, LATER, NOW_ONLY])
    assert answers[box.defaultButton()] == LATER  # Enter changes nothing now
    assert answers[box.escapeButton()] == NOW_ONLY
    assert "nothing is given up" in box.informativeText()
    box, _answers = pending_changes_box(None, rules_change, hands_finished=True)
    qtbot.addWidget(box)
    assert "given up" in box.informativeText()
    level_change = pending_changes(Settings(), Settings(ai_level="expert"))
    box, answers = pending_changes_box(None, level_change, hands_finished=True)
    qtbot.addWidget(box)
    assert NEW_MATCH not in answers.values()

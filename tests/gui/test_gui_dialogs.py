"""Every dialog fits an 800x600 screen (the offscreen test screen) in both languages; the new
ones (welcome, level descriptions, shortcuts, About) say what they should; "new match" and
"re-deal this hand" cannot be confused; statistics count matches, given-up ones too."""

from __future__ import annotations

import pytest
from gui_helpers import wait_human
from storage_helpers import worded

from schnapsen_qt import i18n
from schnapsen_qt.engine import CLOSE, BummerlResult, Outcome
from schnapsen_qt.gui.dialogs.fit import fits_on_screen
from schnapsen_qt.qt import QKeySequence, QRect
from schnapsen_qt.userfiles import storage
from schnapsen_qt.userfiles.settings import AI_LEVELS, Settings
from schnapsen_qt.userfiles.stats import Statistics


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    i18n.install_translators(qapp, request.param)
    yield request.param
    i18n.install_translators(qapp, "en")


def _stats() -> Statistics:
    stats = Statistics()
    for i in range(30):
        stats.record_hand(AI_LEVELS[i % 4], "soft", Outcome(i % 2, 1 + i % 3, "claim", (66, 20)))
    stats.record_bummerl("expert", "soft", BummerlResult(0, True, 2, (0, 7)))
    stats.record_match("expert", "soft", "won")
    stats.record_match("expert", "soft", "given_up")
    return stats


def _dialogs(w):
    from schnapsen_qt.gui.dialogs.help_dialog import HelpDialog
    from schnapsen_qt.gui.dialogs.questions import risky_action_box
    from schnapsen_qt.gui.dialogs.settings_dialog import SettingsDialog
    from schnapsen_qt.gui.dialogs.stats_dialog import StatsDialog

    yield "help", HelpDialog(w.settings, w)
    for tab in (0, 1):
        d = SettingsDialog(w.settings, w, game_running=True)
        d.tabs.setCurrentIndex(tab)
        yield f"settings {tab}", d
    stats = StatsDialog(_stats(), w)
    for tab in range(stats.tabs.count()):
        stats.tabs.setCurrentIndex(tab)
        yield f"statistics {tab}", stats
    yield "welcome", w.welcome_dialog()
    yield "about", w.about_box()
    yield "discard", w.discard_box()
    yield "close question", risky_action_box(w, CLOSE, w.controller.view())


# Free space of an 800x600 screen under a panel, and of 1920x1080 at QT_SCALE_FACTOR=2.
SMALL_SCREENS = [QRect(0, 0, 800, 570), QRect(0, 0, 960, 510)]


@pytest.mark.parametrize("space", SMALL_SCREENS, ids=["800x600", "scale2"])
def test_every_dialog_fits_a_small_screen(qtbot, make_window, language, monkeypatch, space):
    from schnapsen_qt.gui.dialogs import fit

    monkeypatch.setattr(fit, "available_space", lambda _widget: QRect(space))
    w = make_window(language=language, deck="german", size=(space.width(), space.height()))
    w.controller.new_game(seed=3)
    wait_human(qtbot, w)
    for name, dialog in _dialogs(w):
        dialog.show()
        qtbot.waitExposed(dialog)
        assert fits_on_screen(dialog), f"{name} ({language}) does not fit: {dialog.size()}"
        dialog.close()


def test_new_match_and_redeal_are_named_apart(qtbot, make_window, language):
    w = make_window()
    new = w.menus.act_new.text().replace("&", "")
    redeal = w.menus.act_restart.text().replace("&", "")
    words = {"en": ("Match", "Re-deal"), "de": ("Partie", "neu geben")}[language]
    assert words[0] in new and words[1] in redeal
    # No shared word but "this"/"hand" articles: a new match never reads like a re-deal.
    assert new.split()[-1] not in redeal
    assert w.menus.act_new.statusTip() != w.menus.act_restart.statusTip()


def test_preferences_and_statistics_have_keys(qtbot, make_window):
    w = make_window()
    assert QKeySequence("Ctrl+,") in w.menus.act_settings.shortcuts()
    assert not w.menus.act_stats.shortcut().isEmpty()
    from schnapsen_qt.rules_text import shortcuts

    keys = [key for key, _ in shortcuts()]
    assert "Ctrl+," in keys and w.menus.act_stats.shortcut().toString() in keys


def test_keys_page_lists_every_key_of_the_window(qtbot, make_window):
    """Issue 44, point 17: each key a window action answers (in its portable form, as the
    page writes it) is on the keys page, and Escape (back from the taken tricks) too."""
    from schnapsen_qt.qt import QAction, QKeySequence
    from schnapsen_qt.rules_text import shortcuts

    w = make_window()
    listed = {key for key, _ in shortcuts()}
    missing = []
    for action in w.findChildren(QAction):
        for sequence in action.shortcuts():
            text = sequence.toString(QKeySequence.SequenceFormat.PortableText)
            if text and text not in listed:
                missing.append((action.objectName(), text))
    assert not missing
    assert {"Escape", "Ctrl+Z", "F6", "Shift+F6", "Ctrl+R", "Ctrl+S", "Ctrl+O"} <= listed


def test_about_box_names_version_licence_and_card_art(qtbot, make_window):
    from schnapsen_qt import __version__

    w = make_window()
    box = w.about_box()
    text = box.text()
    assert __version__ in text
    assert "GPL" in text or "licence" in text.lower() or "license" in text.lower()
    assert "card" in text.lower()
    # Both games (it said "the Austrian card game for two" beside the four-seat table).
    assert "Schnapsen for two" in text and "Bauernschnapsen for four" in text


@pytest.mark.parametrize("backend", ["compiled", "python"])
def test_about_box_says_which_search_is_in_use(qtbot, make_window, backend):
    from schnapsen_qt.ai import core

    if backend == "compiled" and not core.available():
        pytest.skip("the compiled core is not built")
    previous = core.BACKEND
    core.use_backend(backend)
    try:
        text = make_window().about_box().text()
    finally:
        core.use_backend(previous)
    expected = "Search: compiled core." if backend == "compiled" else "Search: Python."
    assert expected in text


def test_welcome_uses_the_decks_names_and_describes_each_level(qtbot, language):
    from schnapsen_qt.gui.dialogs.welcome import welcome_html
    from schnapsen_qt.rules_text import level_description, level_label

    german = welcome_html("german")
    assert "Ober" in german and "Unter" in german
    assert "Queen" not in german and "Dame" not in german
    for level in AI_LEVELS:
        assert level_description(level)
        assert level_label(level) in german


def test_settings_describe_the_chosen_level(qtbot):
    from schnapsen_qt.gui.dialogs.settings_dialog import SettingsDialog
    from schnapsen_qt.rules_text import level_description

    d = SettingsDialog(Settings(ai_level="beginner"), None)
    qtbot.addWidget(d)
    assert d.level_description.text() == level_description("beginner")
    d.level_combo.setCurrentIndex(d.level_combo.findData("expert"))
    assert d.level_description.text() == level_description("expert")
    d.ask_box.setChecked(False)
    assert not d.result_settings().ask_before_claim_and_close


def test_welcome_on_first_start_only(qtbot, home):
    from gui_helpers import first_legal_factory

    from schnapsen_qt.gui.dialogs.welcome import WelcomeDialog
    from schnapsen_qt.gui.window.main_window import MainWindow

    def start():
        settings, _warning = worded(storage.load_settings())
        w = MainWindow(settings, persist=True, seed=1)
        w.controller.ai.set_player_factory(first_legal_factory())
        qtbot.addWidget(w)
        w.show()
        w.start()
        return w

    w = start()
    qtbot.waitUntil(lambda: w.findChild(WelcomeDialog) is not None
                    and w.findChild(WelcomeDialog).isVisible())
    assert worded(storage.load_settings())[0].welcome_shown
    # Issue 44, point 2: nothing is dealt or played behind the welcome; closing it deals.
    assert w.controller.hand is None and w.findChild(WelcomeDialog).isModal()
    w.findChild(WelcomeDialog).accept()
    qtbot.waitUntil(lambda: w.controller.hand is not None)
    w.controller.shutdown()
    w.close()
    w2 = start()
    qtbot.wait(50)
    assert w2.findChild(WelcomeDialog) is None
    assert w2.controller.hand is not None  # the saved hand resumed at once
    w2.controller.shutdown()


def test_matches_won_and_given_up_are_counted(qtbot, make_window):
    w = make_window()
    w.controller.new_game(seed=3)
    wait_human(qtbot, w)
    w.controller.act(next(a for a in w.controller.legal() if a < 20))
    wait_human(qtbot, w)
    w.controller.match.hands_played = 1  # a finished hand: leaving now gives the match up
    w.confirm_discard = lambda: True
    w.new_game()
    assert w.stats.total().matches_given_up == 1
    assert w.stats.recent_matches == ["given_up"]
    w.controller.matchFinished.emit(0)
    assert w.stats.total().matches_won == 1
    data = w.stats.to_json()
    again = Statistics.from_json(data)
    assert again.total().matches == 2 and again.recent_matches == ["given_up", "won"]

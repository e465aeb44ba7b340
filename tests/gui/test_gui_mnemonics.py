"""Keyboard use alone: the underlined letters (Alt+letter in a dialog, the letter in an open
menu) each reach one thing. Two labels with the same letter make Alt+letter go to the first
one only, and two menu items with the same letter need a second key press and Enter; in the
settings Alt+L changed the computer level when the player wanted the language.

Checked in English and German, in each page of the settings (the hidden page's letters do not
fire) and in each menu as it shows in the two-player match (soft rules and Sechsundsechzig,
where "Close Before Drawing" appears) and at the Bauernschnapsen table."""

from __future__ import annotations

from collections import defaultdict

import pytest

from schnapsen_qt.engine.rules import PRESETS
from schnapsen_qt.qt import QAbstractButton, QLabel, QTabWidget, QWidget


def mnemonic(text: str) -> str | None:
    """The letter after the single "&" ("&&" is a literal ampersand), lower case."""
    plain = text.replace("&&", "")
    at = plain.find("&")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


def clashes(texts: list[str]) -> dict[str, list[str]]:
    """The letters used by more than one text, with those texts."""
    by_letter: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        letter = mnemonic(text)
        if letter is not None:
            by_letter[letter].append(text)
    return {k: v for k, v in by_letter.items() if len(v) > 1}


def test_mnemonic_reads_the_letter_after_the_ampersand():
    assert mnemonic("Computer &level:") == "l"
    assert mnemonic("Salt && &Pepper") == "p"
    assert mnemonic("No letter") is None
    assert clashes(["&Language:", "Computer &level:", "&Deck:"]) == {
        "l": ["&Language:", "Computer &level:"]}


def _texts(widgets: list[QWidget]) -> list[str]:
    return [w.text() for w in widgets if isinstance(w, (QLabel, QAbstractButton))]


def _settings_pages(dialog) -> list[list[str]]:
    """The texts that can take Alt+letter together: each page of the tab widget with the
    dialog's own buttons outside it."""
    tabs = dialog.findChild(QTabWidget)
    outside = [w for w in dialog.findChildren(QWidget) if not tabs.isAncestorOf(w)]
    return [_texts(tabs.widget(i).findChildren(QWidget)) + _texts(outside)
            for i in range(tabs.count())]


def _menus(w) -> dict[str, list[str]]:
    """Each menu of the menu bar with the items it shows now."""
    return {m.text(): [a.text() for a in m.menu().actions()
                       if a.isVisible() and not a.isSeparator()]
            for m in w.menuBar().actions() if m.menu() is not None and m.isVisible()}


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    from schnapsen_qt import i18n

    i18n.install_translators(qapp, request.param)
    yield request.param
    i18n.remove_translators()


def test_each_settings_page_gives_each_letter_once(qtbot, make_window, language):
    from schnapsen_qt.gui.dialogs.settings_dialog import SettingsDialog

    w = make_window()
    dialog = SettingsDialog(w.settings, w)
    qtbot.addWidget(dialog)
    for texts in _settings_pages(dialog):
        assert clashes(texts) == {}


@pytest.mark.parametrize("rules", ["soft", "sechsundsechzig"])
def test_each_menu_of_the_match_gives_each_letter_once(qtbot, make_window, language, rules):
    w = make_window(rules=PRESETS[rules])
    w.start()
    qtbot.waitUntil(lambda: w.controller.hand is not None)
    if rules == "sechsundsechzig":
        assert w.menus.act_close_before_draw.isVisible()
    for title, items in _menus(w).items():
        assert clashes(items) == {}, (title, items)
    assert clashes([m.text() for m in w.menuBar().actions() if m.isVisible()]) == {}


def test_each_menu_of_the_bauernschnapsen_table_gives_each_letter_once(qtbot, make_window,
                                                                       language):
    w = make_window()
    w.bauern.pauses = {"ai_pause_ms": 0, "trick_pause_ms": 0}
    w.start()
    w.bauern.act_table.trigger()
    qtbot.waitUntil(w.bauern.showing)
    for title, items in _menus(w).items():
        assert clashes(items) == {}, (title, items)


def test_the_settings_language_is_reached_by_its_own_letter(qtbot, make_window):
    """What the player met: Alt+L went to the computer level, never to the language."""
    from schnapsen_qt.gui.dialogs.settings_dialog import SettingsDialog

    w = make_window()
    dialog = SettingsDialog(w.settings, w)
    qtbot.addWidget(dialog)
    language_letter = mnemonic(dialog.language_label.text())
    level_letter = mnemonic(dialog.level_label.text())
    assert language_letter is not None and level_letter is not None
    assert language_letter != level_letter


def test_the_statistics_and_the_welcome_give_each_letter_once(qtbot, make_window, language):
    """In English the statistics' "&Rules:" and "&Reset..." shared R: Alt+R went to the rules
    filter and never to Reset."""
    from schnapsen_qt.gui.dialogs.stats_dialog import StatsDialog

    w = make_window()
    stats = StatsDialog(w.stats, w, accuracy=w.accuracy.log)
    w.bauern.add_stats_page(stats)
    qtbot.addWidget(stats)
    assert clashes(_texts(stats.findChildren(QWidget))) == {}
    welcome = w.welcome_dialog()
    qtbot.addWidget(welcome)
    assert clashes(_texts(welcome.findChildren(QWidget))) == {}

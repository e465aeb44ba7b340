"""A click on a greyed-out toolbar button says why it is greyed out: the same reason its key
gives, in the player's language, and nothing happens in the game."""

from __future__ import annotations

import pytest
from gui_helpers import make_deck, wait_human

from schnapsen_qt import i18n
from schnapsen_qt.qt import Qt

# The human holds no trump Jack (spades are trumps; the Jack is the turn-up) and no marriage.
PLAIN = make_deck(human="AH TH AC TC AD", ai="JC QC KC QD JD", turnup="JS",
                  stock="KS QS AS TS KD KH QH JH TD", dealer=1)


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    i18n.install_translators(qapp, request.param)
    yield request.param
    i18n.install_translators(qapp, "en")


def _said(qtbot, w, act) -> str:
    w.statusBar().clearMessage()
    qtbot.mouseClick(w.menus.toolbar.widgetForAction(act), Qt.MouseButton.LeftButton)
    return w.statusBar().currentMessage()


def _key_said(qtbot, w, key) -> str:
    w.view.setFocus()
    w.statusBar().clearMessage()
    qtbot.keyClick(w.view, key)
    return w.statusBar().currentMessage()


def test_a_greyed_button_says_what_its_key_says(qtbot, make_window, language):
    w = make_window(language=language)
    w.controller.new_game(deck=PLAIN, first_dealer=1)
    wait_human(qtbot, w)
    for act, key in ((w.menus.act_exchange, Qt.Key.Key_X), (w.menus.act_meld, Qt.Key.Key_M),
                     (w.menus.act_claim, Qt.Key.Key_G)):
        assert not act.isEnabled()
        said = _said(qtbot, w, act)
        assert said, f"{act.objectName()} said nothing"
        assert said == _key_said(qtbot, w, key)
    assert ("Jack" if language == "en" else "Bube") in _said(qtbot, w, w.menus.act_exchange)
    assert not w.menus.act_undo.isEnabled()
    assert _said(qtbot, w, w.menus.act_undo) == (
        "There is no move of yours to take back in this hand." if language == "en" else
        "In diesem Spiel gibt es keinen Zug von dir zum Zurücknehmen.")
    assert w.controller.hand.history == []  # nothing happened


def test_an_enabled_button_still_acts(qtbot, make_window):
    w = make_window()
    w.controller.new_game(deck=PLAIN, first_dealer=1)
    wait_human(qtbot, w)
    assert w.menus.act_close.isEnabled()
    qtbot.mouseClick(w.menus.toolbar.widgetForAction(w.menus.act_close), Qt.MouseButton.LeftButton)
    wait_human(qtbot, w)
    assert w.controller.hand.closed_by == 0

"""Hints and the hand review at the four-seat table, by key and by click: the hint marks the
suggested button or raises the suggested card until the hand moves on, and says what it is worth
in the status bar; the review lists each of your decisions of the last hand with the best choice
and the loss, worked out outside the GUI thread with a progress bar, in English and German."""

from __future__ import annotations

import pytest
from gui_helpers import first_legal_factory  # noqa: F401 - the window fixture's helper

from schnapsen_qt.ai.bauernschnapsen.search import Budget
from schnapsen_qt.engine.bauernschnapsen.deal import PH_PLAY
from schnapsen_qt.qt import QPushButton, Qt

SMALL = Budget(samples=4, exact_cards=8)


def _table(qtbot, make_window, **kw):
    w = make_window(ai_level="intermediate", **kw)
    w.bauern.pauses = {"ai_pause_ms": 0, "trick_pause_ms": 0}
    w.bauern.seed = 3
    w.bauern.show_table()
    w.bauern.reviews.budget = SMALL
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)  # window shortcuts answer in the active window
    return w, w.bauern.game, w.bauern.page


def _your_turn(qtbot, game):
    qtbot.waitUntil(lambda: game.deal.outcome is not None or game.your_turn(), timeout=15000)
    return game.deal.outcome is None


def _hinted(w):
    return w.bauern.hints.current()


def test_the_hint_key_marks_the_choice_and_goes_when_the_hand_moves_on(qtbot, make_window):
    w, game, page = _table(qtbot, make_window)
    calls = played = hands = 0
    while calls < 1 or played < 1:
        if not _your_turn(qtbot, game):  # a hand without a card of yours (you sat out)
            hands += 1
            assert hands < 8
            qtbot.keyClick(page, Qt.Key.Key_Return)
            continue
        moves = len(game.history)
        qtbot.keyClick(page, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: _hinted(w) is not None, timeout=15000)
        action = _hinted(w)
        assert action in game.deal.legal_actions()
        assert w.statusBar().currentMessage().startswith("Hint: ")
        if game.deal.phase == PH_PLAY:
            assert page.table.hinted_card == action.card in page.table.playable
            page.resize(page.width() - 10, page.height())  # redrawn: the card stays marked
            assert page.table.hinted_card == action.card
            page.table.card_clicked.emit(action.card)
            played += 1
        else:
            marked = [b for b in page.choices if b.property("hinted")]
            assert len(marked) == 1
            marked[0].click()
            calls += 1
        assert len(game.history) > moves
        assert _hinted(w) is None  # the hand moved on: no mark left
        assert page.table.hinted_card == -1
        assert not any(b.property("hinted") for b in page.choices)


def test_the_hint_from_the_menu_and_not_on_the_others_turn(qtbot, make_window):
    w, game, page = _table(qtbot, make_window)
    assert _your_turn(qtbot, game)
    w.bauern.hints.action.trigger()  # Game > Hint
    qtbot.waitUntil(lambda: _hinted(w) is not None, timeout=15000)
    game.waiting = True  # as while a computer player thinks
    w.bauern.hints.action.trigger()
    assert "your turn" in w.statusBar().currentMessage()
    game.waiting = False


def _play_to_end(qtbot, game, page):
    while _your_turn(qtbot, game):
        if game.deal.phase == PH_PLAY:
            page.table.card_clicked.emit(min(page.table.playable))
        else:
            page.choices[0].click()


def test_the_review_lists_each_decision_of_the_last_hand_by_key(qtbot, make_window):
    w, game, page = _table(qtbot, make_window)
    assert not w.bauern.reviews.action.isEnabled()  # no hand finished yet
    _play_to_end(qtbot, game, page)
    mine = [(i, a) for i, (seat, a) in enumerate(game.history) if seat == 0]
    assert w.bauern.reviews.action.isEnabled()
    qtbot.keyClick(page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    dialog = w.bauern.reviews.dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.complete, timeout=30000)
    assert dialog.table.rowCount() == len(mine) == len(dialog.reviews)
    assert [r.index for r in dialog.reviews] == [i for i, _a in mine]
    assert not dialog.progress.isVisible()
    assert dialog.summary.text().startswith("Total loss:")
    for row, review in enumerate(dialog.reviews):
        loss = dialog.table.item(row, 4).text()
        assert loss == ("–" if not review.deals else f"{review.loss:.1f}")
        assert (dialog.table.item(row, 5).text() == "") == (review.mark is None)
    dialog.table.setCurrentCell(len(mine) - 1, 0)
    assert dialog.details.text()
    dialog.close()
    # The next hand: the review still offers the finished one.
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert game.deal.outcome is None and w.bauern.reviews.action.isEnabled()


def test_the_review_button_beside_next_hand_in_german(qtbot, make_window):
    from schnapsen_qt.i18n import install_translators
    from schnapsen_qt.qt import QApplication

    install_translators(QApplication.instance(), "de")
    try:
        w, game, page = _table(qtbot, make_window, language="de")
        _play_to_end(qtbot, game, page)

        def review_buttons():
            return [b for b in page.findChildren(QPushButton)
                    if b.objectName() == "bauernReviewButton" and b.isVisible()]

        # The hand's end is offered once the last trick has lain its while.
        qtbot.waitUntil(lambda: bool(review_buttons()), timeout=15000)
        buttons = review_buttons()
        assert len(buttons) == 1 and buttons[0].text().startswith("Analyse")
        buttons[0].click()
        dialog = w.bauern.reviews.dialog
        assert dialog.windowTitle() == "Analyse des Spiels"
        dialog.cancel()  # stopped at once: what was valued stays, nothing more comes
        done = len(dialog.reviews)
        assert not dialog.progress.isVisible()
        qtbot.wait(200)
        assert len(dialog.reviews) == done
        dialog.close()
    finally:
        install_translators(QApplication.instance(), "en")


@pytest.mark.parametrize("size", [(800, 600)])
def test_the_review_fits_a_small_screen(qtbot, make_window, size):
    from schnapsen_qt.gui.dialogs.fit import fits_on_screen

    w, game, page = _table(qtbot, make_window, size=size)
    _play_to_end(qtbot, game, page)
    w.bauern.reviews.action.trigger()
    dialog = w.bauern.reviews.dialog
    qtbot.waitUntil(lambda: dialog.complete, timeout=30000)
    assert fits_on_screen(dialog)
    dialog.close()


def test_a_hint_on_the_table_is_said_again_in_the_new_language(qtbot, make_window):
    from dataclasses import replace

    from schnapsen_qt.i18n import install_translators
    from schnapsen_qt.qt import QApplication

    w, game, page = _table(qtbot, make_window)
    assert _your_turn(qtbot, game)
    w.bauern.hints.action.trigger()
    qtbot.waitUntil(lambda: _hinted(w) is not None, timeout=15000)
    assert w.statusBar().currentMessage().startswith("Hint: ")
    try:
        w.apply_settings(replace(w.settings, language="de"))
        assert w.statusBar().currentMessage().startswith("Tipp: ")
        assert _hinted(w) is not None  # still marked
    finally:
        install_translators(QApplication.instance(), "en")

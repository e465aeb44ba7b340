"""Asking before a claim or a close: one key must not end a hand by mistake, the question never
shows points the rules hide, and "Do not ask again" turns it off (the settings turn it on)."""

from __future__ import annotations

from gui_helpers import click_item, make_deck, my_item, wait_human

from schnapsen_qt.engine import CLAIM, CLOSE, MELD
from schnapsen_qt.gui.dialogs.questions import question_texts, risky_action_box
from schnapsen_qt.qt import QMessageBox

# Human forehand, spades trumps (turn-up JS): the trump marriage and the high spades.
STRONG = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                   stock="AC TC AD TD KD KH QH JH TH", dealer=1)


def _asking_window(make_window, answers):
    w = make_window(ask_before_claim_and_close=True)
    w.controller.new_game(deck=STRONG, first_dealer=1)

    def confirm(action):
        answers.append(action)
        return answers_yes[0]

    answers_yes = [False]
    w.confirm_risky = confirm
    return w, answers_yes


def test_close_key_asks_and_no_leaves_the_talon_open(qtbot, make_window):
    asked: list[int] = []
    w, yes = _asking_window(make_window, asked)
    wait_human(qtbot, w)
    w.menus.act_close.trigger()
    assert asked == [CLOSE]
    assert w.controller.hand.closed_by < 0
    yes[0] = True
    w.menus.act_close.trigger()
    wait_human(qtbot, w)
    assert w.controller.hand.closed_by == 0


def test_claim_key_asks_first(qtbot, make_window):
    asked: list[int] = []
    w, yes = _asking_window(make_window, asked)
    wait_human(qtbot, w)
    w.scene.submit(MELD + 3)
    wait_human(qtbot, w)
    for code in ("KS", "AS", "TS"):
        click_item(qtbot, w, my_item(w, code))
        wait_human(qtbot, w)
    w.menus.act_claim.trigger()
    assert asked == [CLAIM] and w.controller.hand.outcome is None
    yes[0] = True
    with qtbot.waitSignal(w.controller.handFinished):
        w.menus.act_claim.trigger()


def test_no_question_when_turned_off_or_not_allowed(qtbot, make_window):
    asked: list[int] = []
    w, _yes = _asking_window(make_window, asked)
    wait_human(qtbot, w)
    w.menus.act_claim.trigger()  # not allowed before a trick: refused with a reason, not asked
    assert asked == []
    w.settings.ask_before_claim_and_close = False
    w.menus.act_close.trigger()
    wait_human(qtbot, w)
    assert asked == [] and w.controller.hand.closed_by == 0


def test_the_question_names_the_stakes_but_never_the_points(qtbot, make_window):
    w = make_window(ask_before_claim_and_close=True)
    w.controller.new_game(deck=STRONG, first_dealer=1)
    wait_human(qtbot, w)
    view = w.controller.view()
    title, text, follows = question_texts(CLOSE, view)
    assert "3 game points" in follows  # the computer has no trick yet
    box = risky_action_box(None, CLOSE, view)
    qtbot.addWidget(box)
    assert box.checkBox() is not None
    w.scene.submit(MELD + 3)  # 40: counted points change, the question must not tell
    wait_human(qtbot, w)
    click_item(qtbot, w, my_item(w, "KS"))
    wait_human(qtbot, w)
    view = w.controller.view()
    points = view.counted_points(0)
    for action in (CLAIM, CLOSE):
        texts = " ".join(question_texts(action, view))
        assert str(points) not in texts.replace("66", "")


def test_do_not_ask_again_turns_the_question_off(qtbot, make_window, monkeypatch):
    w = make_window(ask_before_claim_and_close=True)
    w.controller.new_game(deck=STRONG, first_dealer=1)
    wait_human(qtbot, w)

    def answer_no_but_stop_asking(box):
        box.checkBox().setChecked(True)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "exec", answer_no_but_stop_asking)
    w.menus.act_close.trigger()
    assert w.controller.hand.closed_by < 0
    assert not w.settings.ask_before_claim_and_close
    w.menus.act_close.trigger()  # not asked any more
    wait_human(qtbot, w)
    assert w.controller.hand.closed_by == 0


# The human holds no trump Jack (spades are trumps; the Jack is the turn-up) and no marriage.
PLAIN = make_deck(human="AH TH AC TC AD", ai="JC QC KC QD JD", turnup="JS",
                  stock="KS QS AS TS KD KH QH JH TD", dealer=1)


def test_a_game_key_that_cannot_act_says_why(qtbot, make_window):
    from schnapsen_qt.qt import Qt

    w = make_window()
    w.controller.new_game(deck=PLAIN, first_dealer=1)
    wait_human(qtbot, w)
    w.view.setFocus()
    messages = {}
    for key in (Qt.Key.Key_X, Qt.Key.Key_M, Qt.Key.Key_G, Qt.Key.Key_T):
        w.statusBar().clearMessage()
        qtbot.keyClick(w.view, key)
        messages[key] = w.statusBar().currentMessage()
        assert messages[key], f"key {key} said nothing"
    assert "Jack" in messages[Qt.Key.Key_X]
    assert "marriage" in messages[Qt.Key.Key_M]
    assert "trick" in messages[Qt.Key.Key_T]
    assert w.controller.hand.history == []  # nothing happened


def test_a_click_on_the_turn_up_asks_before_closing(qtbot, make_window):
    from gui_helpers import click_item

    from schnapsen_qt.gui.table.piles import Zone

    asked: list[int] = []
    w, yes = _asking_window(make_window, asked)
    wait_human(qtbot, w)
    turnup = w.scene.cards_in(Zone.TURNUP)[0]
    click_item(qtbot, w, turnup)
    assert asked == [CLOSE] and w.controller.hand.closed_by < 0
    yes[0] = True
    click_item(qtbot, w, turnup)
    wait_human(qtbot, w)
    assert w.controller.hand.closed_by == 0


def test_enter_takes_the_safe_answer(qtbot, make_window):
    """Issue 44, point 12: Enter in the Genug or close question answers "Not now"."""
    from schnapsen_qt.qt import Qt, QTimer

    w = make_window()
    w.controller.new_game(deck=STRONG, first_dealer=1)
    wait_human(qtbot, w)
    view = w.controller.hand.view(0)
    for action in (CLAIM, CLOSE):
        box = risky_action_box(w, action, view)
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)

        def press_enter(box=box):
            qtbot.keyClick(box, Qt.Key.Key_Return)

        QTimer.singleShot(0, press_enter)
        assert box.exec() == QMessageBox.StandardButton.No

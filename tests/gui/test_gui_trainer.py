"""The Trainer (issue 42): a built-in position on the table, answered by playing, graded from
the position's values; the computer waits until "Play on"; the match is left as it was."""

from __future__ import annotations

from gui_helpers import wait_human

from schnapsen_qt.ai.positions import builtin_positions
from schnapsen_qt.engine import HandRecord
from schnapsen_qt.qt import QKeySequence


def open_trainer(qtbot, w):
    w.menus.act_trainer.trigger()
    trainer = w.trainer
    qtbot.waitUntil(lambda: trainer.asking)
    qtbot.waitUntil(lambda: not w.scene.busy)
    return trainer


def test_trainer_shows_the_position_from_the_players_seat(qtbot, make_window):
    w = make_window()
    w.controller.new_game(first_dealer=1)
    wait_human(qtbot, w)
    trainer = open_trainer(qtbot, w)
    pos = trainer.current
    hand = w.controller.hand
    # The table's hand is the position, the deciding seat moved to seat 0 (the player).
    assert hand.to_move == 0
    assert hand.hands[0] == pos.hand().hands[pos.seat]
    assert sorted(hand.legal_actions()) == sorted(pos.values)
    assert "trainer" in w.controller.practice and w.controller.outside_match
    assert w.menus.act_trainer.shortcut() == QKeySequence("Ctrl+T")
    # No hint, no peeking and no take-back while the question stands.
    assert not w.menus.act_hint.isEnabled()
    assert not w.menus.act_undo.isEnabled()
    assert not w.menus.act_open_cards.isEnabled()
    assert trainer.panel.isVisible() and trainer.panel.question.text()


def test_a_wrong_answer_is_graded_and_the_computer_waits(qtbot, make_window):
    w = make_window()
    w.controller.new_game(first_dealer=1)
    wait_human(qtbot, w)
    trainer = open_trainer(qtbot, w)
    pos = trainer.current
    before = len(w.controller.hand.history)
    w.scene.submit(pos.natural)  # the rule of thumb: wrong here by 0.5 game points or more
    qtbot.waitUntil(lambda: trainer.answer is not None)
    assert trainer.answer == pos.natural
    assert trainer.progress.streak == 0
    assert trainer.progress.cards[pos.id].box == 1
    text = trainer.panel.details.text()
    assert "Not the best" in text and "rule of thumb" in text
    # The computer is not even asked until Play on.
    assert w.controller.ai_paused and not w.controller.ai_busy
    assert len(w.controller.hand.history) == before + 1
    assert trainer.panel.play_on.isEnabled()
    if w.controller.hand.to_move == 1:  # the table says it waits, not that it is thinking
        prompt = w.scene.panels.prompt
        assert prompt.isVisible()
        assert prompt.lines[0][0] == "The computer waits: Play on lets it answer"
    trainer.panel.play_on.click()
    assert not w.controller.ai_paused
    qtbot.waitUntil(lambda: w.controller.hand.outcome is not None
                    or w.controller.hand.to_move == 0)


def test_the_best_answer_counts_and_the_match_comes_back(qtbot, make_window):
    w = make_window()
    w.controller.new_game(first_dealer=1)
    wait_human(qtbot, w)
    match_hand = w.controller.hand
    trainer = open_trainer(qtbot, w)
    pos = trainer.current
    w.scene.submit(pos.best)
    qtbot.waitUntil(lambda: trainer.answer is not None)
    assert trainer.progress.streak == 1
    assert "Right" in trainer.panel.details.text()
    # Next position: another one (the answered one is not due yet).
    trainer.panel.next.click()
    qtbot.waitUntil(lambda: trainer.asking)
    assert trainer.current.id != pos.id
    # Leaving the trainer brings the match's hand back, unchanged.
    trainer.panel.leave.click()
    qtbot.waitUntil(lambda: w.controller.hand is match_hand)
    assert not w.controller.outside_match and not w.controller.is_practice
    assert not trainer.panel.isVisible()


def test_positions_replay_from_the_players_seat():
    for pos in builtin_positions("soft")[:40]:
        hand = HandRecord.from_json(pos.record_for_seat0()).replay()
        assert hand.to_move == 0
        assert hand.view(0).hand == pos.view().hand


def test_mistakes_of_a_reviewed_hand_become_positions_asked_first(qtbot, make_window):
    from test_gui_review import finish_hand

    w = make_window()
    finish_hand(qtbot, w)  # the first legal card each time; fake_review: most are blunders
    w.menus.act_review.trigger()
    dialog = w.review_dialog
    qtbot.waitUntil(lambda: dialog.complete, timeout=20000)
    trainer = w.trainer
    assert trainer is not None and trainer.own
    marked = [r for r in dialog.reviews.values() if r.mark in ("mistake", "blunder")]
    assert len(trainer.own) == len([r for r in marked if len(r.values) > 1])
    for pos in trainer.own:
        assert pos.source == "own" and pos.seat == 0
        assert pos.natural != pos.best and pos.values[pos.best] > pos.values[pos.natural]
    dialog.close()
    # The trainer asks the player's own positions before new built-in ones.
    w.menus.act_trainer.trigger()
    qtbot.waitUntil(lambda: trainer.asking)
    assert trainer.current.source == "own"
    assert "From your game" in trainer.panel.head.text()


def test_the_setting_keeps_own_mistakes_out(qtbot, make_window):
    from test_gui_review import finish_hand

    w = make_window(trainer_own_mistakes=False)
    finish_hand(qtbot, w)
    w.menus.act_review.trigger()
    qtbot.waitUntil(lambda: w.review_dialog.complete, timeout=20000)
    assert w.trainer is None or not w.trainer.own


def test_the_trainer_by_keyboard_only(qtbot, make_window):
    from schnapsen_qt.gui.table.piles import Zone
    from schnapsen_qt.qt import Qt

    w = make_window()
    w.controller.new_game(first_dealer=1)
    wait_human(qtbot, w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)  # the window's shortcuts fire in the active window
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.trainer is not None and w.trainer.asking)
    trainer = w.trainer
    qtbot.waitUntil(lambda: not w.scene.busy)
    # Answer with the card keys: the first playable card in hand, then Enter.
    pos = trainer.current
    cards = [i.card for i in w.scene.cards_in(Zone.HAND)]
    first = next(c for c in cards if c in pos.values)
    qtbot.keyClick(w.view, Qt.Key.Key_1 + cards.index(first))
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: trainer.answer is not None)
    # Next position by its key (Alt+N) and by Ctrl+T again.
    answered = pos.id
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: trainer.asking and trainer.current.id != answered)


def test_the_trainer_follows_the_rules_of_the_match(qtbot, make_window):
    from schnapsen_qt.engine.rules import HOUSE, SECHSUNDSECHZIG, SHARP

    for rules, name in ((SHARP, "sharp"), (HOUSE, "house"),
                        (SECHSUNDSECHZIG, "sechsundsechzig")):
        w = make_window(rules=rules)
        w.controller.new_game(first_dealer=1)
        wait_human(qtbot, w)
        trainer = open_trainer(qtbot, w)
        assert trainer.current.rules_name == name
        assert w.controller.hand.rules == rules


def test_an_exchange_or_pass_at_the_opponents_close_is_asked_and_graded(qtbot, make_window):
    """Sechsundsechzig's exchange positions include the decision at the opponent's close:
    exchange the trump Nine or keep it. On the table the player answers it as in a match."""
    from schnapsen_qt.engine.actions import EXCHANGE, PASS
    from schnapsen_qt.engine.rules import SECHSUNDSECHZIG

    at_close = [p for p in builtin_positions("sechsundsechzig")
                if p.theme == "exchange" and PASS in p.values]
    assert at_close
    pos = next(p for p in at_close if p.best == PASS)
    w = make_window(rules=SECHSUNDSECHZIG)
    w.controller.new_game(first_dealer=1)
    wait_human(qtbot, w)
    trainer = open_trainer(qtbot, w)
    trainer.open(pos)
    qtbot.waitUntil(lambda: trainer.asking and trainer.current is pos)
    qtbot.waitUntil(lambda: not w.scene.busy)
    assert sorted(w.controller.hand.legal_actions()) == sorted([EXCHANGE, PASS])
    assert "exchange" in trainer.panel.question.text()
    qtbot.waitUntil(lambda: w.exchange_box is not None)  # asked as in a match
    w.scene.submit(EXCHANGE)  # the rule of thumb's answer: wrong here (by key, not the box)
    qtbot.waitUntil(lambda: trainer.answer is not None)
    assert w.exchange_box is None  # the question's box went with the answer
    assert trainer.answer == EXCHANGE and trainer.progress.streak == 0
    assert "Not the best" in trainer.panel.details.text()


def test_a_position_with_other_trumps_does_not_keep_the_matchs_trump_line(qtbot, make_window):
    """The status bar's "New hand: … are trumps" of the match's hand goes when a position with
    other trumps opens (it named the wrong trumps)."""
    from schnapsen_qt.gui.table.table_texts import new_hand

    w = make_window()
    w.controller.new_game(first_dealer=1)
    wait_human(qtbot, w)
    trump = w.controller.hand.trump
    w.show_message(new_hand(trump, w.settings.deck))  # as the deal's end says it
    trainer = open_trainer(qtbot, w)
    pos = next(p for p in builtin_positions("soft") if p.hand().trump != trump)
    trainer.open(pos)
    qtbot.waitUntil(lambda: trainer.asking and trainer.current is pos)
    assert not w.statusBar().currentMessage().startswith("New hand")


def test_an_action_valued_over_fewer_deals_says_so_in_the_answer(qtbot, make_window):
    """A position from the player's own game whose review dropped an action as clearly
    behind the best: its row says over how many deals, and a line says why."""
    from dataclasses import replace

    w = make_window()
    w.controller.new_game(first_dealer=1)
    wait_human(qtbot, w)
    trainer = open_trainer(qtbot, w)
    pos = trainer.current
    other = next((a for a in pos.values if a not in (pos.best, pos.natural)), pos.natural)
    trainer.open(replace(pos, value_deals={other: 20}))
    qtbot.waitUntil(lambda: trainer.asking and not w.scene.busy)
    w.scene.submit(pos.best)
    qtbot.waitUntil(lambda: trainer.answer is not None)
    text = trainer.panel.details.text()
    assert "over 20 deals" in text and "clearly behind the best" in text

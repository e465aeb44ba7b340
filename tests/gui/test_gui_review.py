"""The review window (issue 12): opened from the summary and the Game menu, stepped through by
buttons and keys, the table as the player saw it, values, loss, mark and reason of each of the
player's decisions, a summary line; computed outside the GUI thread, cancellable."""

from __future__ import annotations

import threading

import pytest
from gui_helpers import make_deck, wait_human

from schnapsen_qt import i18n
from schnapsen_qt.ai import Cancelled
from schnapsen_qt.ai import review as review_mod
from schnapsen_qt.engine import CLAIM, MELD, parse_card
from schnapsen_qt.gui.dialogs.review_dialog import reason_text
from schnapsen_qt.gui.table import names
from schnapsen_qt.gui.table.piles import Zone
from schnapsen_qt.qt import Qt

STRONG = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                   stock="AC TC AD TD KD KH QH JH TH", dealer=1)


def fake_review(request, should_stop):
    """Values without search: the last legal action is best (1.0), the others cost 1.5 (a
    blunder); an honest check that only the player's own view arrives."""
    view = request.view
    assert view.seat == 0 and view.my_turn
    legal = view.legal
    best = legal[-1]
    values = tuple(review_mod.ActionValue(a, 1.0 if a == best else -0.5, 0.5) for a in legal)
    played = request.played
    loss = 0.0 if played in (None, best) else 1.5
    code, rp = ("best_pct", {"best": {"type": "play", "card": "AH"}, "pct": 50}) \
        if loss == 0 else ("worse_pct", {"best": {"type": "play", "card": "AH"},
                                         "played": {"type": "close"}, "best_pct": 50,
                                         "played_pct": 10})
    return review_mod.DecisionReview(
        request.index, 0, played, best, loss, values, review_mod.mark_for(loss), code, rp,
        review_mod.review_text(code, rp), 1, False, True)


def finish_hand(qtbot, w, open_cards=False, go_out=False):
    """Play the STRONG deal to its end: the first legal card each time, or with ``go_out``
    the 40 and a claim as soon as there are 66 (the computer then keeps cards in hand)."""
    c = w.controller
    w.review_fn = fake_review
    c.new_game(deck=STRONG, first_dealer=1)
    if open_cards:
        w.menus.act_open_cards.trigger()
    while c.hand.outcome is None:
        wait_human(qtbot, w)
        if c.hand.outcome is not None:
            break
        legal = c.legal()
        if go_out and CLAIM in legal and c.hand.counted_points(0) >= 66:
            w.scene.submit(CLAIM)
        elif go_out and any(MELD <= a < MELD + 4 for a in legal):
            w.scene.submit(max(a for a in legal if MELD <= a < MELD + 4))
        else:
            w.scene.submit(next((a for a in legal if a < MELD), legal[0]))
        qtbot.waitUntil(lambda: not w.scene.busy)
    wait_human(qtbot, w)
    assert w.scene.summary_shown


def test_review_from_the_summary_steps_through_the_hand(qtbot, make_window):
    w = make_window()
    finish_hand(qtbot, w)
    c = w.controller
    assert w.menus.act_review.isEnabled()
    qtbot.keyClick(w.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    d = w.review_dialog
    assert d is not None and d.isVisible()
    qtbot.waitUntil(lambda: d.complete)
    actions = c.last_hand.history
    mine = [i for i, (seat, _a) in enumerate(actions) if seat == 0]
    assert sorted(d.reviews) == mine
    # The summary line adds up the losses and counts the marks.
    expected = review_mod.summarize([d.reviews[i] for i in mine])
    assert f"{expected.total_loss:.2f}" in d.summary_label.text()
    assert f"blunders: {expected.blunders}" in d.summary_label.text()
    assert not d.progress.isVisible()
    # Keys and buttons step decision by decision; the table shows that moment.
    assert d.position == 0
    qtbot.keyClick(d, Qt.Key.Key_Right)
    assert d.position == 1
    qtbot.keyClick(d, Qt.Key.Key_End)
    assert d.position == len(actions)
    qtbot.keyClick(d, Qt.Key.Key_Left)
    assert d.position == len(actions) - 1
    d.first_button.click()
    assert d.position == 0
    d.next_button.click()
    d.prev_button.click()
    assert d.position == 0
    first = mine[0]
    d.show_position(first)
    view = d.views[first]
    shown = {i.card for i in d.scene.cards_in(Zone.HAND)}
    assert shown == {card for card in range(20) if view.hand >> card & 1}
    # The computer's cards are hidden: open cards were off.
    assert not any(i.face_up for i in d.scene.cards_in(Zone.OPPONENT_HAND))
    text = d.details.toPlainText()
    review = d.reviews[first]
    assert names.action_text(review.best, "french").lower() in text.lower()
    assert f"{review.loss:.2f}" in text
    if review.mark:
        assert "Blunder" in text
    # Next mistake jumps to a marked decision.
    marked = [i for i in mine if d.reviews[i].mark]
    if marked:
        d.show_position(len(actions))
        d.mistake_button.click()  # after the last: from the start
        assert d.position == marked[0]
    d.close()
    assert d.client._worker.isFinished()


def test_review_with_open_cards_shows_the_computers_cards(qtbot, make_window):
    w = make_window()
    finish_hand(qtbot, w, open_cards=True)
    w.menus.act_review.trigger()
    d = w.review_dialog
    qtbot.waitUntil(lambda: not d.scene.busy)
    opp = d.scene.cards_in(Zone.OPPONENT_HAND)
    assert opp and all(i.face_up for i in opp)
    assert {i.card for i in opp} == {card for card in range(20) if d.opponent[0] >> card & 1}
    d.close()


def test_review_runs_outside_the_gui_thread_and_can_be_cancelled(qtbot, make_window):
    gui_thread = threading.get_ident()
    threads = []
    started = threading.Event()

    def endless(request, should_stop):
        threads.append(threading.get_ident())
        started.set()
        while not should_stop():
            threading.Event().wait(0.002)
        raise Cancelled

    w = make_window()
    finish_hand(qtbot, w)
    w.review_fn = endless
    w.review_last_hand()
    d = w.review_dialog
    qtbot.waitUntil(started.is_set)
    assert d.progress.isVisible() and d.cancel_button.isVisible()
    assert threads and threads[0] != gui_thread
    # The table stays usable meanwhile: the next hand is dealt and played.
    w.scene.continue_game()
    wait_human(qtbot, w)
    c = w.controller
    before = len(c.hand.history)
    w.scene.submit(c.legal()[0])
    qtbot.waitUntil(lambda: len(c.hand.history) > before)
    d.cancel_button.click()
    assert d.cancelled and not d.progress.isVisible()
    assert "cancelled" in d.summary_label.text().lower()
    d.close()
    assert d.client._worker.isFinished()


def test_reasons_in_the_players_language_and_deck(qtbot, qapp):
    r = review_mod.DecisionReview(
        0, 0, parse_card("TC"), parse_card("AH"), 1.5, (), "blunder", "worse_pct",
        {"best": {"type": "play", "card": "AH"}, "played": {"type": "close"}, "best_pct": 81,
         "played_pct": 20}, "", 1, False, True)
    english = reason_text(r, "french")
    assert english.startswith("Playing the Ace of hearts wins in 81 %")
    try:
        i18n.install_translators(qapp, "de")
        german = reason_text(r, "german")
        assert names.card_name(parse_card("AH"), "german") in german
        assert "81" in german and german != english
    finally:
        i18n.install_translators(qapp, "en")


def test_the_real_review_values_a_short_hand(qtbot, make_window):
    """The review's own search (Expert's budget, in the worker thread) on a hand of four
    decisions: every legal action valued, the loss is best minus played."""
    from schnapsen_qt.ai.review import review_decision

    def real(request, should_stop):
        return review_decision(request.view, request.played, request.index, "expert", 0,
                               should_stop)

    w = make_window()
    c = w.controller
    c.new_game(deck=STRONG, first_dealer=1)
    wait_human(qtbot, w)
    w.scene.submit(MELD + 3)  # 40 in trumps, then three high trumps and a claim
    for code in ("KS", "AS", "TS"):
        wait_human(qtbot, w)
        w.scene.submit(parse_card(code))
    wait_human(qtbot, w)
    w.menus.act_claim.trigger()
    wait_human(qtbot, w)
    assert c.last_hand.outcome.game_points == 3
    w.review_fn = real
    w.review_last_hand()
    d = w.review_dialog
    qtbot.waitUntil(lambda: d.complete, timeout=120000)
    for index, r in d.reviews.items():
        assert {v.action for v in r.values} == set(d.views[index].legal)
        best = max(v.value for v in r.values)
        played = next(v.value for v in r.values if v.action == r.played)
        assert abs(r.loss - (best - played)) < 1e-9
    d.close()


def test_the_review_request_carries_only_the_view_and_is_answered_by_the_shared_decide():
    """The child process and the worker thread answer a review through ai_process.decide with
    the review's own function: a late position (every card known) is valued exactly."""
    import random

    from schnapsen_qt.engine import SOFT, Hand, PlayerView
    from schnapsen_qt.gui.ai_bridge.ai_process import REVIEW, AIRequest, decide

    hand = Hand.shuffled(SOFT, 0, random.Random(4))
    while hand.outcome is None and not (hand.phase_two and hand.to_move == 0
                                        and hand.closed_by < 0 and len(hand.legal_actions()) > 1):
        hand.push(hand.legal_actions()[0])
    assert hand.outcome is None
    view = hand.view(0)
    request = AIRequest(REVIEW, view, "expert", 0, played=view.legal[0], index=len(hand.history))
    assert isinstance(request.view, PlayerView)
    answer = decide(1, request, lambda: False)
    assert answer.outcome == REVIEW, answer.error
    review = answer.review
    assert review.exact and review.index == len(hand.history) and review.played == view.legal[0]
    assert {v.action for v in review.values} == set(view.legal)


# Free space under a panel: 800x600; 1920x1080 at QT_SCALE_FACTOR=2; 800x600 at scale 2.
@pytest.mark.parametrize("space", [(800, 570), (960, 510), (400, 285)],
                         ids=["800x600", "1080p-scale2", "800x600-scale2"])
def test_the_review_window_fits_the_screen(qtbot, make_window, monkeypatch, space):
    from schnapsen_qt.gui.dialogs import fit
    from schnapsen_qt.gui.dialogs.fit import fits_on_screen
    from schnapsen_qt.qt import QRect

    monkeypatch.setattr(fit, "available_space", lambda _widget: QRect(0, 0, *space))
    w = make_window(size=(min(800, space[0]), min(560, space[1])))
    finish_hand(qtbot, w)
    w.review_last_hand()
    d = w.review_dialog
    qtbot.waitUntil(lambda: d.complete)
    assert fits_on_screen(d)
    d.close()


def test_the_exchange_in_a_reason_names_the_card_taken_in_both_languages(qtbot, qapp):
    """As "playing the Ten of clubs" names its card, the exchange names the turn-up it takes
    (the Ace of spades here), in English and in German with the deck's card names."""
    from schnapsen_qt.engine import EXCHANGE, SOFT
    from schnapsen_qt.engine.hand import Hand

    deck = make_deck(human="JS KH QH TC JD", ai="KS QS AD TD KD", turnup="AS",
                     stock="AC KC QC JC TS AH TH QD JH", dealer=1)
    view = Hand.deal(SOFT, 1, deck).view(0)
    assert EXCHANGE in view.legal
    r = review_mod.review_decision(view, EXCHANGE, 0, "expert", 0)
    assert "exchanging for the ace of spades" in reason_text(r, "french").lower()
    try:
        i18n.install_translators(qapp, "de")
        german = reason_text(r, "german")
        assert f"{names.card_name(parse_card('AS'), 'german')} eintauschen" in german
    finally:
        i18n.install_translators(qapp, "en")


def test_the_stepping_keys_work_whatever_was_clicked(qtbot, make_window):
    """Issue 44, point 8: ←, → and Space step through the hand window-wide; no button keeps
    the focus and takes them (the Cancel button did, while the review ran)."""
    from schnapsen_qt.qt import QApplication, QPushButton

    w = make_window()
    finish_hand(qtbot, w)
    qtbot.keyClick(w.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    d = w.review_dialog
    qtbot.waitUntil(lambda: d.complete)
    with qtbot.waitActive(d):
        d.activateWindow()
    for button in d.findChildren(QPushButton):
        assert button.focusPolicy() == Qt.FocusPolicy.NoFocus, button.text()
    d.next_button.click()
    target = QApplication.focusWidget() or d
    assert d.position == 1
    qtbot.keyClick(target, Qt.Key.Key_Space)
    assert d.position == 2
    qtbot.keyClick(target, Qt.Key.Key_Left)
    assert d.position == 1
    qtbot.keyClick(target, Qt.Key.Key_Right)
    assert d.position == 2
    d.close()


def test_the_end_page_shows_the_computers_last_cards_face_up(qtbot, make_window):
    """Issue 44, point 14: the review's last page is the end of the hand as the table shows
    it, the computer's cards still in its hand face up (before that they stay hidden)."""
    w = make_window()
    finish_hand(qtbot, w, go_out=True)
    w.review_last_hand()
    d = w.review_dialog
    qtbot.waitUntil(lambda: d.complete)
    left = d.opponent[-1]
    assert left  # the hand ended with cards in the computer's hand
    d.show_position(len(d.views) - 1)
    qtbot.waitUntil(lambda: not d.scene.busy)
    opp = d.scene.cards_in(Zone.OPPONENT_HAND)
    assert {i.card for i in opp if i.face_up} == {c for c in range(20) if left >> c & 1}
    d.show_position(len(d.views) - 2)
    qtbot.waitUntil(lambda: not d.scene.busy)
    assert not any(i.face_up for i in d.scene.cards_in(Zone.OPPONENT_HAND))
    d.close()


def test_the_review_table_keeps_its_state_panel_small(qtbot, make_window):
    """Issue 44, point 14: at 800x600 the review's hand state (no dealer, no rules: the
    window is about one hand) covers far less than a third of its small table."""
    w = make_window(size=(800, 560))
    finish_hand(qtbot, w)
    w.review_last_hand()
    d = w.review_dialog
    d.resize(784, 552)
    qtbot.waitUntil(lambda: d.complete)
    d.show_position(d.decisions[0])
    qtbot.waitUntil(lambda: not d.scene.busy)
    panel = d.scene.panels.state
    texts = [text for text, _style in panel.lines]
    assert texts and not any(text.startswith(("Dealer", "Rules")) for text in texts)
    table = d.scene.sceneRect()
    assert panel.width * panel.height < table.width() * table.height() / 8
    d.close()

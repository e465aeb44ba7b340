"""The accuracy of each hand (issue 42): the hand of the match is reviewed in the background
when it ends, its loss per decision is kept for the statistics, and the summary gets one
line with the average loss that opens the review; off by a setting, never for practice."""

from __future__ import annotations

import pytest
from gui_helpers import make_deck, wait_human

from schnapsen_qt.ai import review as review_mod
from schnapsen_qt.engine import MELD, HandRecord
from schnapsen_qt.qt import QPointF, Qt

STRONG = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                   stock="AC TC AD TD KD KH QH JH TH", dealer=1)


def fake_review(request, should_stop):
    """Values without search: the last legal action is best, the others lose 0.5."""
    legal = request.view.legal
    best = legal[-1]
    values = tuple(review_mod.ActionValue(a, 1.0 if a == best else 0.5, 0.5) for a in legal)
    loss = 0.0 if request.played in (None, best) else 0.5
    code, rp = "best_pct", {"best": {"type": "play", "card": "AH"}, "pct": 50}
    return review_mod.DecisionReview(
        request.index, 0, request.played, best, loss, values, review_mod.mark_for(loss), code,
        rp, review_mod.review_text(code, rp), 1, False, True)


def play_out(qtbot, w, open_cards=False):
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
        w.scene.submit(next((a for a in legal if a < MELD), legal[0]))
        qtbot.waitUntil(lambda: not w.scene.busy)
    wait_human(qtbot, w)
    assert w.scene.summary_shown


def expected_average(hand) -> float:
    """What the fake review makes of the hand: 0.5 for each choice that was not the last
    legal action, over the decisions with a choice."""
    losses = []
    for _i, view, played in review_mod.decision_points(
            __import__("schnapsen_qt.engine", fromlist=["HandRecord"]).HandRecord.of_hand(hand),
            0):
        if played is not None and len(view.legal) > 1:
            losses.append(0.0 if played == view.legal[-1] else 0.5)
    return sum(losses) / len(losses)


@pytest.mark.parametrize("size", [(1200, 800), (800, 600)])
def test_the_summary_gets_its_accuracy_line_which_opens_the_review(qtbot, make_window, size):
    w = make_window(auto_review=True, size=size)
    play_out(qtbot, w)
    summary = w.scene.panels.summary_panel
    before = (list(w.scene.panels.lines("summary")), summary.pos(), summary.height)
    line = w.accuracy.line
    qtbot.waitUntil(lambda: line.visible, timeout=60000)  # a child process reviews the hand
    average = expected_average(w.controller.last_hand)
    assert line.panel.lines[0][0] == (
        f"Your decisions this hand: average loss {average:.2f} game points — Review (Ctrl+R)")
    # The summary itself did not change or move, and the line does not cover it.
    assert (list(w.scene.panels.lines("summary")), summary.pos(), summary.height) == before
    assert not line.panel.sceneBoundingRect().intersects(summary.sceneBoundingRect())
    assert w.scene.sceneRect().contains(line.panel.sceneBoundingRect())
    # Kept for the statistics: one hand, with its level and rules.
    entries = w.accuracy.log.entries
    assert len(entries) == 1
    assert entries[0].level == w.settings.ai_level and entries[0].rules == "soft"
    assert entries[0].accuracy.average == pytest.approx(average, abs=1e-3)
    # A click on the line opens the review, every decision already valued.
    center = line.panel.sceneBoundingRect().center()
    view_pos = w.view.mapFromScene(QPointF(center))
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=view_pos)
    d = w.review_dialog
    assert d is not None and d.isVisible() and d.complete
    d.close()
    # The line goes with the summary when the player goes on.
    w.scene.continue_game()
    assert not line.visible


def test_no_review_when_the_setting_is_off(qtbot, make_window):
    w = make_window(auto_review=False)
    play_out(qtbot, w)
    qtbot.wait(1)  # let the event loop deliver anything pending
    assert w.accuracy._reviewer is None
    assert not w.accuracy.line.visible and w.accuracy.log.entries == []


def test_a_practice_hand_is_not_counted(qtbot, make_window):
    w = make_window(auto_review=True)
    play_out(qtbot, w, open_cards=True)
    assert w.controller.is_practice
    assert w.accuracy._reviewer is None
    assert w.accuracy.log.entries == []


def test_the_review_opened_before_the_background_review_ends_values_nothing_twice(
        qtbot, make_window):
    """Ctrl+R while the background review still works on the hand: the review window shows
    what it valued so far at once and takes the rest from it as they come, asking for each
    decision at most once in all."""
    import threading

    asked: list[int] = []
    gate = threading.Event()
    first: list[int] = []

    def gated_review(request, should_stop):
        asked.append(request.index)
        if first and request.index != first[0]:
            gate.wait(30)
        elif not first:
            first.append(request.index)
        return fake_review(request, should_stop)

    w = make_window(auto_review=True)
    play_out(qtbot, w)
    w.review_fn = gated_review  # the background review of this hand starts with it...
    reviewer = w.accuracy.reviewer
    reviewer.shutdown()  # its worker was made for the first review function
    reviewer._client = None
    reviewer.review_fn = gated_review
    w.accuracy.hand_finished()  # ...reviewed again, now through the gate
    qtbot.waitUntil(lambda: len(reviewer._reviews) == 1, timeout=30000)
    assert reviewer.running
    w.review_last_hand()
    d = w.review_dialog
    assert d is not None
    assert first[0] in d.reviews  # valued by the background, shown at once
    gate.set()
    qtbot.waitUntil(lambda: d.complete, timeout=30000)
    qtbot.waitUntil(lambda: not reviewer.running, timeout=30000)
    # Every decision was valued once, all by the background review.
    assert sorted(asked) == sorted(d.decisions)
    assert d.reviews == reviewer.last.reviews
    d.close()


def test_the_review_values_the_rest_itself_when_the_background_review_stops(
        qtbot, make_window):
    """If the background review is given up (a new hand, a failure) before it valued what
    the open review window waits for, the window values those decisions itself."""
    import threading

    gate = threading.Event()
    first: list[int] = []

    def gated_review(request, should_stop):
        if first and request.index != first[0]:
            gate.wait(30)
        elif not first:
            first.append(request.index)
        return fake_review(request, should_stop)

    w = make_window(auto_review=True)
    play_out(qtbot, w)
    reviewer = w.accuracy.reviewer
    reviewer.shutdown()  # its worker was made for the first review function
    reviewer._client = None
    reviewer.review_fn = gated_review
    w.accuracy.hand_finished()
    qtbot.waitUntil(lambda: len(reviewer._reviews) == 1, timeout=30000)
    w.review_last_hand()
    d = w.review_dialog
    assert d.awaited and not d.complete
    reviewer.cancel()  # as when the next hand ends before this one is reviewed
    gate.set()
    qtbot.waitUntil(lambda: d.complete, timeout=30000)
    assert not d.awaited
    d.close()


def test_the_decisions_are_reviewed_as_they_are_taken_and_each_once(qtbot, make_window):
    """Each decision goes to the review while the hand goes on, so the review is done when
    the hand ends: at the end nothing is asked twice, and the line is the same."""
    asked: list[int] = []

    def counted_review(request, should_stop):
        asked.append(request.index)
        return fake_review(request, should_stop)

    w = make_window(auto_review=True)
    c = w.controller
    w.review_fn = counted_review
    c.new_game(deck=STRONG, first_dealer=1)
    valued_before_the_end: set[int] = set()
    while c.hand.outcome is None:
        wait_human(qtbot, w)
        if c.hand.outcome is not None:
            break
        legal = c.legal()
        w.scene.submit(next((a for a in legal if a < MELD), legal[0]))
        qtbot.waitUntil(lambda: not w.scene.busy)
        ahead = w.accuracy.reviewer._ahead
        mine = [i for i, (seat, _a) in enumerate(c.hand.history) if seat == 0]

        def valued(ahead=ahead, mine=mine) -> bool:
            return all(i in ahead and ahead[i].review is not None for i in mine)

        # Valued while the hand goes on (unless the computer's answer ended it first).
        qtbot.waitUntil(lambda: c.hand.outcome is not None or valued(), timeout=30000)
        if c.hand.outcome is None:
            valued_before_the_end = set(mine)
    wait_human(qtbot, w)
    line = w.accuracy.line
    qtbot.waitUntil(lambda: line.visible, timeout=30000)
    decisions = [i for i, _v, played in review_mod.decision_points(
        HandRecord.of_hand(c.last_hand), 0) if played is not None]
    assert valued_before_the_end and valued_before_the_end <= set(decisions)
    assert sorted(asked) == decisions, "every decision valued once"
    average = expected_average(c.last_hand)
    assert line.panel.lines[0][0] == (
        f"Your decisions this hand: average loss {average:.2f} game points — Review (Ctrl+R)")
    assert set(w.accuracy.reviewer.last.reviews) == set(decisions)


def _first_decision_sent_ahead(qtbot, make_window):
    """A hand of the match with the player's first card played: (window, controller,
    background review), that decision sent ahead."""
    w = make_window(auto_review=True)
    c = w.controller
    w.review_fn = fake_review
    c.new_game(deck=STRONG, first_dealer=1)
    wait_human(qtbot, w)
    w.scene.submit(next(a for a in c.legal() if a < MELD))
    qtbot.waitUntil(lambda: not w.scene.busy)
    reviewer = w.accuracy.reviewer
    assert reviewer._ahead, "the first decision was sent ahead"
    return w, c, reviewer


def test_a_decision_taken_back_is_not_kept_from_ahead(qtbot, make_window):
    """Taking a move back makes the hand practice, which is not reviewed: what was sent
    ahead is dropped (its requests cancelled) at the next action."""
    w, c, reviewer = _first_decision_sent_ahead(qtbot, make_window)
    wait_human(qtbot, w)
    assert c.undo() and c.is_practice
    wait_human(qtbot, w)
    w.scene.submit(next(a for a in c.legal() if a < MELD))
    qtbot.waitUntil(lambda: not w.scene.busy)
    assert not reviewer._ahead and not reviewer._ahead_requests


def test_a_hand_left_for_a_new_game_drops_what_was_sent_ahead(qtbot, make_window):
    _w, c, reviewer = _first_decision_sent_ahead(qtbot, make_window)
    c.new_game(deck=STRONG, first_dealer=1)
    assert not reviewer._ahead and not reviewer._ahead_requests


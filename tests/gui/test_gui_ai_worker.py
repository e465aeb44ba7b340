"""The AI worker: typed requests answered by one decision function, in the thread or the
child process, with stale and cancelled answers never delivered."""

from __future__ import annotations

import random

from schnapsen_qt.engine import SOFT, Hand
from schnapsen_qt.gui.ai_bridge.ai_process import HINT, MOVE, AIRequest, decide
from schnapsen_qt.gui.ai_bridge.ai_worker import AIClient


def _view():
    hand = Hand.shuffled(SOFT, dealer=0, rng=random.Random(5))
    return hand.view(hand.to_move)


def test_one_decision_function_answers_moves_and_hints():
    view = _view()
    move = decide(1, AIRequest(MOVE, view, level="intermediate", seed=3), lambda: False)
    assert move.request_id == 1 and move.outcome == MOVE and move.action in view.legal
    hint = decide(2, AIRequest(HINT, view, seed=3, match_score=(7, 7)), lambda: False)
    assert hint.outcome == HINT and hint.hint.action in view.legal
    assert decide(3, AIRequest(MOVE, view), lambda: True).outcome == "cancelled"
    broken = decide(4, AIRequest(MOVE, view, level="no such level"), lambda: False)
    assert broken.outcome == "failed" and "no such level" in broken.error


def test_the_child_process_answers_the_same_as_the_thread(qtbot):
    view = _view()
    request = AIRequest(MOVE, view, level="intermediate", seed=11, match_score=(5, 3))
    expected = decide(0, request, lambda: False).action
    client = AIClient(use_process=True)
    try:
        answers: list = []
        client.decided.connect(lambda rid, action: answers.append((rid, action)))
        client.hinted.connect(lambda rid, hint: answers.append((rid, hint.action)))
        stale = client.request(AIRequest(MOVE, view, level="master", seed=1))
        client.cancel(stale)
        rid = client.request(request)
        qtbot.waitUntil(lambda: len(answers) == 1, timeout=20000)
        assert answers == [(rid, expected)]  # the cancelled request is never answered
        hint_id = client.request(AIRequest(HINT, view, seed=2))
        qtbot.waitUntil(lambda: len(answers) == 2, timeout=20000)
        assert answers[1][0] == hint_id and answers[1][1] in view.legal
    finally:
        assert client.shutdown()

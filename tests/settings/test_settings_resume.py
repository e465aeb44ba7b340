"""Save mid-hand, resume: the same cards, turn, legal actions and view come back exactly."""

from __future__ import annotations

import random

import pytest
from storage_helpers import worded

from schnapsen_qt.engine import CLAIM, SHARP, SOFT, Match
from schnapsen_qt.userfiles import storage
from schnapsen_qt.userfiles.savegame import decode_game, encode_game


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))


def _position(rules, seed: int, hands_before: int, moves: int):
    rng = random.Random(seed)
    match = Match(rules, first_dealer=seed % 2)
    for _ in range(hands_before):
        hand = match.new_hand(rng)
        while not hand.is_over:
            hand.push(rng.choice(hand.legal_actions()))
        if match.finish_hand(hand) is not None:
            break
    hand = match.new_hand(rng)
    for _ in range(moves):
        legal = [a for a in hand.legal_actions() if a != CLAIM]
        if not legal:
            break
        hand.push(rng.choice(legal))
    return match, hand


@pytest.mark.parametrize("seed", range(12))
def test_resume_through_storage(seed):
    rules = SHARP if seed % 2 else SOFT
    match, hand = _position(rules, seed, hands_before=seed % 4, moves=seed + 1)
    assert storage.save_game(encode_game(match, hand, {"ai_level": "expert"})) is None
    data, warning = worded(storage.load_saved_game())
    assert warning is None
    match2, hand2, meta = decode_game(data)
    assert meta == {"ai_level": "expert"}
    assert match2.to_json() == match.to_json()
    assert hand2.to_move == hand.to_move
    assert hand2.legal_actions() == hand.legal_actions()
    for seat in (0, 1):
        assert hand2.view(seat) == hand.view(seat)
    # and the rest of the hand plays on identically
    rng1, rng2 = random.Random(seed), random.Random(seed)
    while not hand.is_over:
        hand.push(rng1.choice(hand.legal_actions()))
        hand2.push(rng2.choice(hand2.legal_actions()))
    assert hand2.outcome == hand.outcome


def test_resume_between_hands():
    match, _hand = _position(SOFT, 5, hands_before=1, moves=0)
    storage.save_game(encode_game(match, None))
    data, _ = worded(storage.load_saved_game())
    match2, hand2, _ = decode_game(data)
    assert hand2 is None and match2.to_json() == match.to_json()


# -- through the GUI's GameController, when it exists -----------------------------------------

def _controller_classes():
    controller = pytest.importorskip("schnapsen_qt.gui.controller")
    if not hasattr(controller.GameController, "save_state"):
        pytest.skip("GameController has no save_state yet")
    from schnapsen_qt.qt import QObject, Signal

    class FakeAI(QObject):
        """Answers nothing by itself: the test plays the computer's moves."""

        decided = Signal(int, object)
        hinted = Signal(int, object)
        failed = Signal(int, str)
        busyChanged = Signal(bool)

        def __init__(self, parent=None):
            super().__init__(parent)
            self.next_id = 0
            self.pending = None

        def request(self, request):
            self.next_id += 1
            self.pending = (self.next_id, request)
            return self.next_id

        def cancel(self, request_id=None):
            self.pending = None

        def busy(self):
            return self.pending is not None

        def shutdown(self, timeout_ms=0):
            return True

        def set_player_factory(self, factory):
            pass

    return controller.GameController, FakeAI


@pytest.mark.parametrize("moves", [0, 3, 8, 11])
def test_resume_through_game_controller(qtbot, moves):
    GameController, FakeAI = _controller_classes()
    from schnapsen_qt.userfiles.settings import Settings

    settings = Settings(rules=SHARP, ai_level="expert")
    ai = FakeAI()
    ctl = GameController(settings, ai_client=ai, seed=moves + 1)
    ctl.new_game(seed=moves + 1)
    rng = random.Random(moves)
    for _ in range(moves):
        hand = ctl.hand
        if hand is None or hand.outcome is not None:
            break
        if ctl.human_to_move:
            legal = [a for a in ctl.legal() if a != CLAIM] or ctl.legal()
            ctl.act(rng.choice(legal))
        elif ai.pending is not None:
            rid, request = ai.pending
            view = request.view
            ai.pending = None
            legal = [a for a in view.legal if a != CLAIM] or list(view.legal)
            ai.decided.emit(rid, rng.choice(legal))
        else:
            break
    if ctl.hand is None or ctl.hand.outcome is not None:
        pytest.skip("the hand ended early")
    assert storage.save_game(ctl.save_state()) is None
    view_before, legal_before = ctl.view(), ctl.legal()
    match_before = ctl.match.to_json()
    ai_waiting = ai.pending is not None
    ctl.shutdown()

    data, warning = worded(storage.load_saved_game())
    assert warning is None
    ai2 = FakeAI()
    fresh = GameController(Settings(), ai_client=ai2, seed=99)
    fresh.load_state(data)
    assert fresh.view() == view_before
    assert fresh.legal() == legal_before
    assert fresh.match.to_json() == match_before
    assert fresh.match.rules == SHARP
    assert (ai2.pending is not None) == ai_waiting
    fresh.shutdown()

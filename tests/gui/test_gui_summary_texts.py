"""What the end of a hand says: after a close, that the score was taken at the moment of
closing and what the closer's opponent had then."""

from __future__ import annotations

from gui_helpers import make_deck

from schnapsen_qt.engine import CLAIM, CLOSE, MELD, SOFT, Hand, parse_card
from schnapsen_qt.gui.table import names

STRONG = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                   stock="AC TC AD TD KD KH QH JH TH", dealer=1)


def _closed_schwarz() -> Hand:
    hand = Hand.deal(SOFT, 1, STRONG)
    for action in (MELD + 3, CLOSE, parse_card("KS")):
        hand.push(action, 0)
        if hand.to_move == 1:
            hand.push(hand.legal_actions()[0], 1)
    for code in ("AS", "TS"):
        hand.push(parse_card(code), 0)
        hand.push(hand.legal_actions()[0], 1)
    hand.push(CLAIM, 0)
    return hand


def test_after_a_close_the_summary_says_when_the_score_was_taken(qapp):
    hand = _closed_schwarz()
    outcome, view = hand.outcome, hand.view(0)
    assert outcome.winner == 0 and outcome.game_points == 3
    note = names.closing_note(outcome, view)
    assert note is not None and "closed" in note
    assert "0 trick" in note and "0 points" in note
    assert "when the talon was closed" in names.points_text(outcome, view)


def test_no_closing_note_without_a_close(qapp):
    hand = Hand.deal(SOFT, 1, STRONG)
    hand.push(MELD + 3, 0)
    for code in ("KS", "AS", "TS"):
        hand.push(parse_card(code), 0)
        hand.push(hand.legal_actions()[0], 1)
    hand.push(CLAIM, 0)
    assert names.closing_note(hand.outcome, hand.view(0)) is None
    assert "Schwarz (no trick)" in names.points_text(hand.outcome, hand.view(0))


def test_the_summary_carries_the_computers_last_cards(qtbot, make_window):
    from gui_helpers import wait_human

    w = make_window()
    w.controller.new_game(deck=STRONG, first_dealer=1)
    wait_human(qtbot, w)
    w.scene.submit(MELD + 3)
    wait_human(qtbot, w)
    for code in ("KS", "AS", "TS"):
        w.scene.submit(parse_card(code))
        wait_human(qtbot, w)
    held = w.controller.hand.hands[1]
    with qtbot.waitSignal(w.controller.handOver) as blocker:
        w.scene.submit(CLAIM)
    summary = blocker.args[0]
    assert summary.opponent_hand == held and bin(held).count("1") == 5

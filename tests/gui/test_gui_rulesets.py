"""The house rules and Sechsundsechzig at the table: whole hands by clicks and keys in both
languages, the before-draw close offered by the talon, the exchange at a close as a yes/no
question, the drawn hand's summary and the score counting up."""

from __future__ import annotations

import pytest
from gui_helpers import click_item, first_legal_factory, summary_text, wait_human

from schnapsen_qt import i18n
from schnapsen_qt.engine import CLAIM, MELD, parse_card
from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW, PASS
from schnapsen_qt.engine.rules import PRESETS
from schnapsen_qt.gui.table.piles import Zone
from schnapsen_qt.qt import QMessageBox, Qt

HOUSE = PRESETS["house"]
SIXTY_SIX = PRESETS["sechsundsechzig"]


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    i18n.install_translators(qapp, request.param)
    yield request.param
    i18n.install_translators(qapp, "en")


def deck24(human: str, ai: str, turnup: str, stock: str) -> list[int]:
    """A 24-card pack (3-3-turn-up-3-3) with the human as forehand (the computer deals)."""
    h = [parse_card(c) for c in human.split()]
    a = [parse_card(c) for c in ai.split()]
    deck = h[:3] + a[:3] + [parse_card(turnup)] + h[3:] + a[3:] + [
        parse_card(c) for c in stock.split()]
    assert sorted(deck) == list(range(24)), "the pack must hold every card once"
    return deck


def _winning_card(hand, legal: list[int]) -> int:
    """A card that wins the trick when following (else the first card): the human plays
    well enough to win a trick in phase one."""
    cards = [a for a in legal if a < MELD]
    if hand.lead >= 0:
        for card in cards:
            trial = hand.copy()
            trial.push(card)
            if trial.last_trick is not None and trial.last_trick.winner == 0:
                return card
    return cards[0]


def test_a_house_hand_by_clicks_with_the_number_cards(qtbot, make_window, language):
    from schnapsen_qt.gui.ai_bridge.ai_process import real_player

    w = make_window(rules=HOUSE, ai=real_player, deck="numbers", language=language)
    w.controller.settings.ai_level = "intermediate"
    w.controller.new_game(seed=5)
    clicks = 0
    while True:
        wait_human(qtbot, w)
        if w.scene.summary_shown:
            break
        assert not w.menus.act_claim.isEnabled() and CLAIM not in w.controller.legal()
        card = next(a for a in w.controller.legal() if a < MELD)
        before = len(w.controller.hand.history)
        click_item(qtbot, w, w.scene.card_item(card))
        qtbot.waitUntil(lambda b=before: len(w.controller.hand.history) > b)
        clicks += 1
        assert clicks <= 10
    hand = w.controller.hand
    assert not hand.hands[0] and not hand.hands[1], "every house hand is played out"
    text = summary_text(w)
    assert ("Card points" if language == "en" else "Augen") in text
    # The score counts up from 0: the winner shows the game points won.
    winner = hand.outcome.winner
    assert w.controller.match.shown_score[winner] == hand.outcome.game_points
    assert w.controller.match.shown_score[1 - winner] == 0


def test_a_sechsundsechzig_hand_by_keys_with_a_close_before_drawing(qtbot, make_window,
                                                                      language):
    from schnapsen_qt.gui.ai_bridge.ai_process import real_player

    w = make_window(rules=SIXTY_SIX, ai=real_player, deck="german", language=language)
    w.controller.settings.ai_level = "intermediate"
    w.controller.new_game(seed=3)
    assert len(w.scene.cards_in(Zone.HAND)) == 6 or w.scene.busy
    closed_before_draw = False
    steps = 0
    while True:
        qtbot.waitUntil(lambda: w.scene.summary_shown or w.scene.close_offer_open or (
            not w.scene.busy and w.controller.human_to_move), timeout=20000)
        if w.scene.summary_shown:
            break
        h = w.controller.hand
        if w.scene.close_offer_open:
            # Right after a trick the human won in phase one the talon offers the close
            # before drawing, and the table waits for the choice: B the first time, Enter
            # (draw) later.
            qtbot.waitUntil(lambda: not w.scene.busy)
            prompt = " ".join(text for text, _style in w.scene.panels.prompt.lines)
            assert "Enter" in prompt and "B" in prompt and "…" not in prompt
            if not closed_before_draw:
                assert w.menus.act_close_before_draw.isEnabled()
                assert CLOSE_BEFORE_DRAW in w.controller.legal()
                stock_before = h.stock_left + 2  # the engine drew already; B undoes it
                w.view.setFocus()
                qtbot.keyClick(w.view, Qt.Key.Key_B)
                assert h.closed_by == 0
                assert h.stock_left == stock_before, "nobody drew"
                closed_before_draw = True
            else:
                qtbot.wait(50)
                assert w.scene.close_offer_open, "the offer waits for the player"
                w.view.setFocus()
                qtbot.keyClick(w.view, Qt.Key.Key_Return)
                assert not w.controller.draws_held, "Enter drew"
            qtbot.waitUntil(lambda: not w.scene.close_offer_open)
            continue
        legal = w.controller.legal()
        if PASS in legal:  # the computer closed: answer the question by its key
            qtbot.waitUntil(lambda: w.exchange_box is not None)
            qtbot.keyClick(w.exchange_box, Qt.Key.Key_Escape)
            qtbot.waitUntil(lambda: PASS not in w.controller.legal())
            continue
        card = _winning_card(h, legal)
        cards = [i.card for i in w.scene.piles.hand.shown()]
        assert len(cards) <= 6
        w.view.setFocus()
        qtbot.keyClick(w.view, Qt.Key.Key_1 + cards.index(card))
        before = len(h.history)
        qtbot.keyClick(w.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda b=before, hand=h: len(hand.history) > b)
        steps += 1
        assert steps <= 15
    assert summary_text(w)
    assert closed_before_draw, "this deal gives the human a phase-one trick"
    assert w.controller.match.counts_up


def test_the_exchange_at_a_close_is_a_yes_no_question(qtbot, make_window, language):
    # The computer (forehand here: the human deals) closes at once; the human holds the
    # trump Nine (clubs are trumps) and is asked.
    w = make_window(rules=SIXTY_SIX, ai=first_legal_factory(close_first=True), deck="german",
                    language=language)
    ai = ["AH", "TH", "KH", "QH", "JH", "9S"]
    human = ["9C", "AS", "TS", "KS", "QS", "JS"]
    deck = deck24(" ".join(ai), " ".join(human), "AC",
                  "TC KC QC JC 9H AD TD KD QD JD 9D")
    w.controller.new_game(deck=deck, first_dealer=0)
    qtbot.waitUntil(lambda: w.exchange_box is not None, timeout=10000)
    box = w.exchange_box
    assert box.objectName() == "exchangeQuestion"
    assert w.controller.legal() == [w.controller.legal()[0], PASS]
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: parse_card("AC") in {i.card for i in
                                                 w.scene.cards_in(Zone.HAND)})
    assert w.controller.hand.turnup == parse_card("9C")


def test_a_drawn_hand_has_its_own_summary(qapp, language):
    from schnapsen_qt.engine.scoring import DRAW, Outcome
    from schnapsen_qt.gui.controller import HandSummary
    from schnapsen_qt.gui.table import table_texts

    class View:
        history = ()
        closed_by = -1
        rules = SIXTY_SIX
        hand_sizes = (0, 0)
        last_trick = None
        tricks = (6, 6)
        meld_points = (0, 0)

    summary = HandSummary(outcome=Outcome(None, 0, DRAW, (65, 65)), bummerl=None,
                          match_winner=None, to_go=(5, 7), bummerls=(0, 0),
                          bummerls_to_win=2, view=View(), counts_up=True, shown=(2, 0))
    lines = "\n".join(text for text, _style in table_texts.summary_lines(summary))
    assert "65" in lines
    if language == "en":
        assert "A drawn hand" in lines and "Nobody scores" in lines
        assert "you 2, computer 0" in lines
    else:
        assert "Unentschieden" in lines and "Niemand bekommt Punkte" in lines
        assert "du 2, Computer 0" in lines


def test_the_summary_says_what_the_card_points_include(qapp, language):
    """Issue 44, point 19: the summary's card points say when they include marriages and
    Sechsundsechzig's ten for the last trick (only when every card was played, talon open)."""
    import random

    from schnapsen_qt.engine import CLAIM, CLOSE, MELD, Hand
    from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW
    from schnapsen_qt.gui.table import table_texts

    for seed in range(200):
        rng = random.Random(seed)
        deck = list(range(24))
        rng.shuffle(deck)
        hand = Hand.deal(SIXTY_SIX, 1, deck)
        while hand.outcome is None:
            legal = [a for a in hand.legal_actions() if a not in (CLAIM, CLOSE, CLOSE_BEFORE_DRAW)]
            melds = [a for a in legal if MELD <= a < MELD + 4]
            hand.push(melds[0] if melds else rng.choice(legal or hand.legal_actions()))
        view = hand.view(0)
        if view.closed_by < 0 and view.hand_sizes == (0, 0) and view.tricks[0] \
                and view.meld_points[0]:
            break
    else:
        pytest.fail("no played-out hand with a marriage of seat 0")
    lines = table_texts.card_point_parts(view)
    text = " ".join(lines)
    last = view.last_trick.winner
    words = {"en": ("from marriages", "for the last trick"),
             "de": ("aus Ansagen", "für den letzten Stich")}[language]
    assert f"{view.meld_points[0]} {words[0]}" in lines[0]
    assert f"10 {words[1]}" in (lines[0] if last == 0 else lines[-1])
    assert text.count("10 " + words[1]) == 1

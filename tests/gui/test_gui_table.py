"""The table: cancelling the AI, resizing, what the rules let the player see, saving."""

from __future__ import annotations

import threading

from gui_helpers import click_item, first_legal_factory, make_deck, my_item, wait_human

from schnapsen_qt.engine import SHARP, SOFT, parse_card
from schnapsen_qt.gui.table import names
from schnapsen_qt.gui.table.piles import Zone

# The computer is forehand: it must think first.
AI_FIRST = make_deck(human="TC JC AH TH KS", ai="KC AD TD KD QD", turnup="AS",
                     stock="AC QC QH JH KH TS QS JS JD", dealer=0)
# Human forehand; spades are trumps and the computer holds only low clubs and diamonds.
STRONG = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                   stock="AC TC AD TD KD KH QH JH TH", dealer=1)
HUMAN_FIRST = make_deck(human="JC KH QH TS AD", ai="KC QC TD KD JD", turnup="AC",
                        stock="TC AH TH JH AS KS QS JS QD", dealer=1)


def test_new_game_while_the_ai_thinks_never_applies_a_late_move(qtbot, make_window):
    calls: list = []
    gate = threading.Event()  # the fake AI thinks until the test opens the gate
    w = make_window(ai=first_legal_factory(gate=gate, calls=calls))
    c = w.controller
    applied = []
    c.cardPlayed.connect(lambda seat, card, view: applied.append((seat, card)))
    for _ in range(25):
        c.new_game(deck=AI_FIRST, first_dealer=0)
        qtbot.waitUntil(lambda: c.ai.busy)
        qtbot.wait(5)
        assert c.hand.history == []
        w.menus.act_new.trigger()  # New Game while the AI thinks: cancelled, nothing applied
        assert c.hand.history == []
        c.restart()  # Restart as well
        assert c.hand.history == []
    assert applied == []
    # A request that is not cancelled is answered and applied to the current hand only.
    c.new_game(deck=AI_FIRST, first_dealer=0)
    gate.set()
    qtbot.waitUntil(lambda: len(c.hand.history) == 1, timeout=10000)
    assert c.hand.history[0][0] == 1
    qtbot.wait(100)
    assert len(applied) == 1


def test_a_stale_answer_of_the_ai_is_dropped(qtbot, make_window):
    """An AI that answers although it was cancelled: the answer belongs to an old hand."""
    gate, started = threading.Event(), threading.Event()
    calls: list = []
    w = make_window(ai=first_legal_factory(gate=gate, calls=calls, honour_stop=False,
                                           started=started))
    c = w.controller
    applied = []
    c.cardPlayed.connect(lambda seat, card, view: applied.append((seat, card)))
    delivered: list = []
    c.ai.decided.connect(lambda rid, action: delivered.append(rid))
    c.new_game(deck=AI_FIRST, first_dealer=0)
    qtbot.waitUntil(started.is_set)  # the AI is thinking about the first deal
    c.restart()  # its request is now stale
    assert c.hand.history == []
    gate.set()  # the stale answer arrives, then the new request is answered
    qtbot.waitUntil(lambda: len(calls) == 2, timeout=10000)  # the stale one, then the new one
    qtbot.waitUntil(lambda: len(c.hand.history) == 1, timeout=10000)
    qtbot.wait(100)
    assert len(applied) == 1 and len(c.hand.history) == 1
    assert len(delivered) == 1  # the stale answer never reached the controller


def test_quit_while_the_ai_thinks(qtbot, make_window):
    w = make_window(ai=first_legal_factory(delay=5.0))
    w.controller.new_game(deck=AI_FIRST, first_dealer=0)
    qtbot.waitUntil(lambda: w.controller.ai.busy)
    w.close()
    assert w.controller.ai._worker.isFinished()
    assert w.controller.hand.history == []


def test_resize_keeps_every_card_on_the_table(qtbot, make_window):
    w = make_window()
    w.controller.new_game(deck=HUMAN_FIRST, first_dealer=1)
    wait_human(qtbot, w)
    sizes = []
    for size in ((800, 600), (1600, 1000), (3840, 2160), (1024, 700)):
        w.resize(*size)
        qtbot.waitUntil(lambda s=size: abs(w.width() - s[0]) < 2)
        qtbot.wait(10)
        rect = w.scene.sceneRect()
        sizes.append(w.scene.card_width)
        for item in _all_cards(w):
            assert rect.adjusted(-2, -2, 2, 2).contains(item.sceneBoundingRect().center())
        for panel in ("score", "state"):
            assert rect.contains(w.scene.panel_rect(panel))
    assert sizes[2] > sizes[1] > sizes[0]
    # Still playable after resizing.
    click_item(qtbot, w, my_item(w, "AD"))
    qtbot.waitUntil(lambda: (0, parse_card("AD")) in w.controller.hand.history)


def _win_first_trick(qtbot, w):
    w.controller.new_game(deck=STRONG, first_dealer=1)
    wait_human(qtbot, w)
    # The computer has no heart and no trump: the human wins and leads next.
    click_item(qtbot, w, my_item(w, "AH"))
    qtbot.waitUntil(lambda: w.controller.hand.last_trick is not None)
    qtbot.waitUntil(lambda: not w.scene.busy)
    return w.controller.hand.last_trick


def test_soft_rules_show_the_last_trick_and_let_you_browse(qtbot, make_window):
    w = make_window(rules=SOFT)
    trick = _win_first_trick(qtbot, w)
    items = w.scene.last_trick_shown()
    assert {i.card for i in items} == {trick.lead, trick.follow}
    assert all(i.face_up for i in items)
    assert trick.winner == 0
    if trick.winner == 0:
        w.scene.toggle_browse()
        assert w.scene.browsing
        qtbot.waitUntil(lambda: not w.scene.busy)
        assert all(i.face_up for i in w.scene.cards_in(Zone.OWN_TRICKS))
        w.scene.toggle_browse()
        assert not w.scene.browsing
    assert w.menus.act_tricks.isEnabled()


def test_t_looks_at_the_tricks_even_when_its_shortcut_did_not_fire(qtbot, make_window):
    """A window that is not active gets no shortcuts: T then reaches the table itself, which
    must look at the tricks, not say that none were taken."""
    w = make_window(rules=SOFT)
    _win_first_trick(qtbot, w)
    assert w.menus.act_tricks.isEnabled()
    w.statusBar().clearMessage()
    w.view.refused_key("tricks")  # what the table does with a T its shortcut left over
    assert w.scene.browsing
    assert "not taken a trick" not in w.statusBar().currentMessage()


def test_sharp_rules_hide_taken_tricks(qtbot, make_window):
    w = make_window(rules=SHARP)
    _win_first_trick(qtbot, w)
    assert w.scene.last_trick_shown() == []
    for zone in (Zone.OWN_TRICKS, Zone.OPPONENT_TRICKS):
        assert all(not i.face_up for i in w.scene.cards_in(zone))
    w.scene.toggle_browse()
    assert not w.scene.browsing
    assert not w.menus.act_tricks.isEnabled()


def test_save_and_load_restore_the_table(qtbot, make_window):
    w = make_window()
    _win_first_trick(qtbot, w)
    wait_human(qtbot, w)
    data = w.controller.save_state()
    w2 = make_window()
    w2.controller.load_state(data)
    wait_human(qtbot, w2)
    v1, v2 = w.controller.view(), w2.controller.view()
    assert v1 == v2
    s = w2.scene
    assert {i.card for i in s.cards_in(Zone.HAND)} == set(_cards(v2.hand))
    assert len(s.cards_in(Zone.OPPONENT_HAND)) == v2.hand_sizes[1]
    assert len(s.cards_in(Zone.TALON)) == v2.stock_left
    assert len(s.cards_in(Zone.OWN_TRICKS)) + len(s.cards_in(Zone.OPPONENT_TRICKS)) == 2


def test_load_rejects_damaged_data(make_window):
    import pytest

    from schnapsen_qt.userfiles.savegame import SaveError

    w = make_window(show=False)
    with pytest.raises(SaveError):
        w.controller.load_state({"format": "nonsense"})


def test_german_card_names():
    assert names.card_name(parse_card("QH"), "german") == "Herz-Ober"
    assert names.card_name(parse_card("AC"), "german") == "Eichel-Daus"
    assert names.card_name(parse_card("JS"), "french") == "Jack of spades"
    assert names.suit_name(3, "german") == "Laub"


def test_deck_switch_repaints(qtbot, make_window):
    from dataclasses import replace

    w = make_window()
    w.controller.new_game(deck=HUMAN_FIRST, first_dealer=1)
    wait_human(qtbot, w)
    w.apply_settings(replace(w.settings, deck="german", back="red"))
    assert w.scene.pixmaps.deck == "german"
    assert not w.grab().isNull()


def test_menus_name_the_cards_in_the_decks_words(make_window):
    """Issue 15: with the German deck no text says Jack/Bube, King or Queen/Dame."""
    from dataclasses import replace

    from schnapsen_qt import i18n

    w = make_window(show=False)
    assert w.menus.act_exchange.text() == "E&xchange Jack"
    w.apply_settings(replace(w.settings, deck="german"))
    assert w.menus.act_exchange.text() == "E&xchange Unter"
    assert "Ober" in w.menus.act_meld.toolTip() and "Queen" not in w.menus.act_meld.toolTip()
    try:
        w.apply_settings(replace(w.settings, language="de"))
        assert w.menus.act_exchange.text() == "A&ustauschen"
        assert "Atout-Unter" in w.menus.act_exchange.toolTip()
        assert "König oder Ober ausspielen" in w.menus.act_meld.toolTip()
    finally:
        i18n.remove_translators()


def _all_cards(w):
    return [item for zone in Zone for item in w.scene.cards_in(zone)]


def _cards(mask):
    from schnapsen_qt.engine.cards import cards_of

    return cards_of(mask)

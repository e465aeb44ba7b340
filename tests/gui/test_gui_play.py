"""Playing through the GUI: whole hands by clicks, every action, illegal clicks, keyboard."""

from __future__ import annotations

from gui_helpers import (
    click_item,
    first_legal_factory,
    make_deck,
    my_item,
    summary_text,
    turnup_item,
    wait_human,
)

from schnapsen_qt.engine import CLAIM, CLOSE, EXCHANGE, MELD, SHARP, SOFT, parse_card
from schnapsen_qt.engine.scoring import CLAIM as R_CLAIM
from schnapsen_qt.engine.scoring import FALSE_CLAIM
from schnapsen_qt.gui.table.piles import Zone
from schnapsen_qt.qt import Qt

# Human forehand (the computer deals): spades are trumps (turn-up JS); the human holds the
# trump marriage and the high spades, the computer only low clubs and diamonds.
STRONG = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                   stock="AC TC AD TD KD KH QH JH TH", dealer=1)
# Human forehand with the trump Jack and a marriage in hearts; trump is clubs (turn-up AC).
JACK = make_deck(human="JC KH QH TS AD", ai="KC QC TD KD JD", turnup="AC",
                 stock="TC AH TH JH AS KS QS JS QD", dealer=1)


def start(w, deck, first_dealer=None):
    dealer = 1 if deck in (STRONG, JACK) else 0
    w.controller.new_game(deck=deck, first_dealer=first_dealer if first_dealer is not None
                          else dealer)


def test_whole_hand_by_clicks_against_the_ai(qtbot, make_window):
    from schnapsen_qt.gui.ai_bridge.ai_process import real_player

    w = make_window(ai=real_player)  # the real AI, beginner level
    w.controller.settings.ai_level = "beginner"
    w.controller.new_game(seed=11)
    clicks = 0
    while not w.scene.summary_shown:
        wait_human(qtbot, w)
        if w.scene.summary_shown:
            break
        legal = w.controller.legal()
        card = next(a for a in legal if a < MELD)
        item = w.scene.card_item(card)
        before = len(w.controller.hand.history)
        click_item(qtbot, w, item)
        qtbot.waitUntil(lambda b=before: len(w.controller.hand.history) > b)
        clicks += 1
        assert clicks <= 10
    assert w.controller.hand.outcome is not None
    assert "Card points" in summary_text(w)
    # Continue with one click on the summary.
    hands = w.controller.match.hands_played
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=w.view.mapFromScene(w.scene.panel_rect("summary").center()))
    qtbot.waitUntil(lambda: not w.scene.summary_shown and w.controller.hand.outcome is None)
    assert w.controller.match.hands_played == hands


def test_exchange_by_action_and_by_drop(qtbot, make_window):
    w = make_window()
    start(w, JACK)
    wait_human(qtbot, w)
    assert w.menus.act_exchange.isEnabled()
    w.menus.act_exchange.trigger()
    wait_human(qtbot, w)
    assert turnup_item(w).card == parse_card("JC")
    assert parse_card("AC") in {i.card for i in w.scene.cards_in(Zone.HAND)}
    assert w.controller.hand.turnup == parse_card("JC")
    # Again, dropping the Jack on the turn-up.
    start(w, JACK)
    wait_human(qtbot, w)
    jack = my_item(w, "JC")
    w.scene.card_dropped(jack, turnup_item(w).mapToScene(0, 0))
    wait_human(qtbot, w)
    assert w.controller.hand.turnup == parse_card("JC")
    assert turnup_item(w) is jack


def test_meld_then_lead_queen_soft(qtbot, make_window):
    w = make_window(rules=SOFT)
    start(w, JACK)
    wait_human(qtbot, w)
    assert w.menus.act_meld.isEnabled()
    w.menus.act_meld.trigger()  # only hearts: melds at once
    wait_human(qtbot, w)
    assert w.controller.hand.meld_suit == 2
    legal = set(w.controller.legal())
    assert {parse_card("KH"), parse_card("QH")} <= legal
    # Every other card is dimmed and refuses clicks.
    ts = my_item(w, "TS")
    assert ts.dimmed
    click_item(qtbot, w, ts)
    assert w.controller.hand.lead == -1
    click_item(qtbot, w, my_item(w, "QH"))
    qtbot.waitUntil(lambda: w.controller.hand.history[-1][1] != MELD + 2)
    assert (0, parse_card("QH")) in w.controller.hand.history


def test_meld_then_lead_king(qtbot, make_window):
    w = make_window(rules=SOFT)
    start(w, JACK)
    wait_human(qtbot, w)
    w.scene.submit(MELD + 2)
    wait_human(qtbot, w)
    click_item(qtbot, w, my_item(w, "KH"))
    qtbot.waitUntil(lambda: (0, parse_card("KH")) in w.controller.hand.history)


def test_sharp_meld_needs_a_trick_and_king_only(qtbot, make_window):
    w = make_window(rules=SHARP)
    start(w, STRONG)
    wait_human(qtbot, w)
    # Sharp: no meld and no exchange before the first trick.
    assert not w.menus.act_meld.isEnabled()
    assert MELD + 3 not in w.controller.legal()
    click_item(qtbot, w, my_item(w, "AH"))  # the computer has no heart and no trump
    wait_human(qtbot, w)
    assert w.controller.hand.tricks[0] == 1
    assert w.menus.act_meld.isEnabled()
    w.menus.act_meld.trigger()
    wait_human(qtbot, w)
    queen = my_item(w, "QS")
    assert queen.dimmed  # sharp: only the King may be led after a meld
    click_item(qtbot, w, queen)
    assert w.controller.hand.lead == -1
    click_item(qtbot, w, my_item(w, "KS"))
    qtbot.waitUntil(lambda: (0, parse_card("KS")) in w.controller.hand.history)


def test_close_by_clicking_the_turnup(qtbot, make_window):
    w = make_window()
    start(w, JACK)
    wait_human(qtbot, w)
    turnup = turnup_item(w)
    assert turnup.face_up
    click_item(qtbot, w, turnup)
    wait_human(qtbot, w)
    assert w.controller.hand.closed_by == 0
    assert not turnup_item(w).face_up  # the closing flip
    assert CLOSE not in w.controller.legal()


def test_correct_claim_schwarz(qtbot, make_window):
    w = make_window()
    start(w, STRONG)
    wait_human(qtbot, w)
    w.scene.submit(MELD + 3)  # 40 in trumps
    wait_human(qtbot, w)
    for code in ("KS", "AS", "TS"):
        click_item(qtbot, w, my_item(w, code))
        wait_human(qtbot, w)
    assert w.controller.hand.counted_points(0) >= 66
    assert w.menus.act_claim.isEnabled()
    with qtbot.waitSignal(w.controller.handFinished) as blocker:
        w.menus.act_claim.trigger()
    outcome = blocker.args[0]
    assert outcome.winner == 0 and outcome.reason == R_CLAIM and outcome.game_points == 3
    wait_human(qtbot, w)
    text = summary_text(w)
    assert "Schwarz" in text and "went out" in text


def test_false_claim(qtbot, make_window):
    w = make_window()
    start(w, STRONG)
    wait_human(qtbot, w)
    click_item(qtbot, w, my_item(w, "AH"))
    wait_human(qtbot, w)
    assert CLAIM in w.controller.legal()
    with qtbot.waitSignal(w.controller.handFinished) as blocker:
        w.scene.submit(CLAIM)
    outcome = blocker.args[0]
    assert outcome.winner == 1 and outcome.reason == FALSE_CLAIM and outcome.game_points == 3
    wait_human(qtbot, w)
    text = summary_text(w)
    assert "claimed 66 but had only" in text


# The computer is forehand (the human deals), closes at once and leads its lowest card, the
# King of clubs; the human holds the Ten (higher) and the Jack of clubs: only the Ten is legal.
FOLLOW = make_deck(human="TC JC AH TH KS", ai="KC AD TD KD QD", turnup="AS",
                   stock="AC QC QH JH KH TS QS JS JD", dealer=0)


def test_illegal_clicks_refused_in_phase_two(qtbot, make_window):
    w = make_window(ai=first_legal_factory(close_first=True))
    w.controller.new_game(deck=FOLLOW, first_dealer=0)
    wait_human(qtbot, w)
    h = w.controller.hand
    assert h.closed_by == 1 and h.lead == parse_card("KC")
    assert w.controller.legal() == [parse_card("TC")]
    for code in ("JC", "AH", "TH", "KS"):
        item = my_item(w, code)
        assert item.dimmed
        click_item(qtbot, w, item)
        wait_human(qtbot, w)
        assert w.controller.hand.lead == parse_card("KC")  # nothing was played
    ten = my_item(w, "TC")
    assert not ten.dimmed
    click_item(qtbot, w, ten)
    qtbot.waitUntil(lambda: w.controller.hand.tricks[0] == 1)


def test_keyboard_play(qtbot, make_window):
    w = make_window()
    start(w, JACK)
    wait_human(qtbot, w)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_2)
    hand = [i.card for i in w.scene.cards_in(Zone.HAND)]
    assert w.scene.selected_card() == hand[1]
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    chosen = hand[2]
    assert w.scene.selected_card() == chosen
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: (0, chosen) in w.controller.hand.history)


def test_drag_to_table_plays(qtbot, make_window):
    w = make_window()
    start(w, JACK)
    wait_human(qtbot, w)
    item = my_item(w, "AD")
    w.scene.card_dropped(item, w.scene.trick_area().center())
    qtbot.waitUntil(lambda: (0, parse_card("AD")) in w.controller.hand.history)


def test_intent_during_animation_is_queued(qtbot, make_window):
    w = make_window(speed="normal")
    start(w, JACK)
    # The deal is still animating: the click is kept and applied when the table is idle.
    assert w.scene.busy
    assert w.scene.submit(parse_card("AD"))
    assert w.controller.hand.history == []
    qtbot.waitUntil(lambda: (0, parse_card("AD")) in w.controller.hand.history, timeout=10000)


def test_exchange_shortcut_and_counting_aid(qtbot, make_window):
    w = make_window(counting_aid=True)
    start(w, JACK)
    wait_human(qtbot, w)
    assert EXCHANGE in w.controller.legal()
    lines = " ".join(w.scene.panel_lines("state"))
    assert "Your points" in lines and "Computer's points" in lines
    w2 = make_window(counting_aid=False)
    start(w2, JACK)
    wait_human(qtbot, w2)
    lines = " ".join(w2.scene.panel_lines("state"))
    assert "Your points" not in lines

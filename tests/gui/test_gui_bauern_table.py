"""The four-seat Bauernschnapsen table: seats placed clockwise from you (partner opposite), a
whole hand played through the buttons and card clicks and one by keys, with three computer
players deciding in their thread, and what the table says on the way."""

from __future__ import annotations

import pytest

from schnapsen_qt.engine.bauernschnapsen import actions as A
from schnapsen_qt.engine.bauernschnapsen.deal import PH_PLAY
from schnapsen_qt.gui.bauern.places import PLACES, Geometry, place_of, seat_at
from schnapsen_qt.qt import QCursor, Qt


def test_partner_sits_opposite_and_play_goes_clockwise():
    assert [place_of(s) for s in range(4)] == ["bottom", "left", "top", "right"]
    assert place_of(2) == "top" and {place_of(1), place_of(3)} == {"left", "right"}
    assert all(seat_at(place_of(s)) == s for s in range(4))
    assert place_of(0, human=1) == "right"  # the places turn with the player's seat


@pytest.mark.parametrize("size", [(800, 600), (1366, 768), (780, 380)])
def test_hands_trick_slots_and_bubbles_stay_on_the_table(size):
    geo = Geometry(*size)
    for place in PLACES:
        for face_up in (True, False):
            for x, y in geo.hand(place, 5, face_up):
                assert x >= 0 and x + geo.card_w <= size[0]
                assert y >= 0 and y + geo.card_h <= size[1]
        x, y = geo.trick_slot(place)
        assert x >= 0 and x + geo.card_w <= size[0] and y >= 0 and y + geo.card_h <= size[1]
        x, y = geo.bubble(place, 160, 30)
        assert 0 <= x <= size[0] - 160 and 0 <= y <= size[1] - 30
    bottom = geo.hand("bottom", 5, True)
    assert all(b[0] + geo.card_w <= a[0] + 1e-6 for b, a in zip(bottom, bottom[1:], strict=False))


def _window(qtbot, seed=4):
    from schnapsen_qt.gui.bauern.table import BauernWindow

    window = BauernWindow("intermediate", seed=seed, ai_pause_ms=0, trick_pause_ms=0)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def _wait_turn(qtbot, game):
    qtbot.waitUntil(lambda: game.deal.outcome is not None or game.your_turn(), timeout=10000)


def test_a_whole_hand_by_buttons_and_clicks(qtbot):
    window = _window(qtbot)
    game, page = window.game, window.page
    clicks = buttons = 0
    while game.deal.outcome is None:
        _wait_turn(qtbot, game)
        deal = game.deal
        if deal.outcome is not None:
            break
        if deal.phase == PH_PLAY:
            card = next(a.card for a in deal.legal_actions() if a.kind == A.PLAY)
            assert card in page.table.playable
            page.table.card_clicked.emit(card)
            clicks += 1
        else:
            assert page.choices, "your turn outside the play shows buttons"
            assert page.choices[0].text().startswith("1 ")  # each choice shows its key
            page.choices[0].click()  # pass, or the first suit / call offered
            buttons += 1
    assert buttons >= 1
    points = game.deal.outcome.game_points
    # Scored at once: the score line and the sheet have the hand.
    assert sum(game.sheet.points) == points
    assert f"We {game.sheet.points[0]} : {game.sheet.points[1]} They" in page.score_label.text()
    assert len(game.rows) == 1 and game.rows[0]["points"] == points
    assert [b.text() for b in page.choices] == ["Next hand (Enter)"]
    page.choices[0].click()
    assert game.deal.outcome is None and sum(game.sheet.points) == points


def test_a_whole_hand_by_keys(qtbot):
    window = _window(qtbot, seed=9)
    game, page = window.game, window.page
    keys = 0
    while game.deal.outcome is None:
        _wait_turn(qtbot, game)
        deal = game.deal
        if deal.outcome is not None:
            break
        if deal.phase == PH_PLAY:
            hand = sorted(deal.view(0).hand)
            index = next(i for i, c in enumerate(hand) if c in page.table.playable)
            qtbot.keyClick(page, str(index + 1))
        else:
            qtbot.keyClick(page, "1")
        keys += 1
    assert keys >= 5  # at least the five cards
    played = [c for t in game.deal.tricks for s, c in t.plays if s == 0]
    assert len(played) == 5 or game.deal.sitting_out == 0 or len(game.deal.tricks) < 5
    before = game.deal
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert game.deal is not before and game.deal.outcome is None


def test_a_card_against_the_rules_is_refused_with_the_reason(qtbot):
    window = _window(qtbot, seed=3)
    game, page = window.game, window.page
    said = []
    page.message.connect(said.append)
    for _ in range(40):  # find a trick where you must follow suit and hold another suit
        _wait_turn(qtbot, game)
        deal = game.deal
        if deal.outcome is not None:
            game.next_hand()
            continue
        if deal.phase != PH_PLAY:
            page.choices[0].click()
            continue
        hand = sorted(deal.view(0).hand)
        illegal = [i for i, c in enumerate(hand) if c not in page.table.playable]
        if illegal:
            tricks = len(deal.tricks) + len(deal.trick)
            qtbot.keyClick(page, str(illegal[0] + 1))
            assert said and ("must" in said[-1])
            assert len(game.deal.tricks) + len(game.deal.trick) == tricks  # nothing played
            return
        page.table.card_clicked.emit(next(iter(page.table.playable)))
    pytest.fail("no refused card in 40 turns")


def test_the_auction_shows_each_bid_in_its_bubble_and_a_line_on_each_contract(qtbot):
    from schnapsen_qt.gui.bauern.texts import contract_meaning

    assert contract_meaning("bettler") == "alone, the partner sits out; no trumps; take no trick"
    assert "within three tricks" in contract_meaning("schnapser")
    assert "Ten ranks highest" in contract_meaning("zehnergang")
    window = _window(qtbot, seed=5)
    game, page = window.game, window.page
    _wait_turn(qtbot, game)
    qtbot.waitUntil(lambda: any(a.kind == A.BID for a in page.choice_actions if a) or
                    game.deal.phase == PH_PLAY, timeout=10000)
    if game.deal.phase != PH_PLAY:
        bids = [(b, a) for b, a in zip(page.choices, page.choice_actions, strict=True)
                if a.kind == A.BID]
        assert all(b.toolTip() == contract_meaning(a.contract) for b, a in bids)
    said = {s for s, a in game.history if a.kind != A.PLAY}
    assert set(page.table.bubbles) == said



def test_a_whole_hand_in_german_with_german_cards(qtbot, german):
    from schnapsen_qt.gui.bauern.table import BauernWindow

    window = BauernWindow("intermediate", seed=9, deck="german", ai_pause_ms=0,
                          trick_pause_ms=0)
    qtbot.addWidget(window)
    window.show()
    game, page = window.game, window.page
    seen_calls, seen_contract = set(), ""
    while game.deal.outcome is None:
        _wait_turn(qtbot, game)
        if game.deal.outcome is not None:
            break
        if game.deal.phase == PH_PLAY:
            seen_contract = page.contract_label.text()
            hand = sorted(game.deal.view(0).hand)
            qtbot.keyClick(page, str(next(i for i, c in enumerate(hand)
                                          if c in page.table.playable) + 1))
        else:
            seen_calls |= {b.text().split("  ", 1)[1] for b in page.choices}
            qtbot.keyClick(page, "1")
    assert "Weiter" in seen_calls or any(c.startswith("Atout: ") for c in seen_calls)
    assert "gespielt von" in seen_contract and "Atout" in seen_contract
    assert page.sheet_button.text() == "Schreibblock (S)"
    assert "Wir " in page.score_label.text() and "Bummerl: wir" in page.score_label.text()
    assert page.choices[0].text() in ("Nächstes Spiel (Eingabe)", "Neue Partie (Eingabe)")


def test_while_a_computer_player_thinks_in_the_play_its_seat_shows_it(qtbot):
    window = _window(qtbot, seed=4)
    game, page = window.game, window.page
    while True:
        _wait_turn(qtbot, game)
        if game.deal.outcome is not None:
            game.next_hand()
            continue
        if game.deal.phase == PH_PLAY:
            break
        page.choices[0].click()
    asked = []
    game.thinker.run = lambda job, on_done: asked.append(game.deal.to_move)  # never answers
    page.table.card_clicked.emit(min(page.table.playable))
    assert game.deal.to_move != 0 and asked == [game.deal.to_move]
    assert page.table.bubbles == {game.deal.to_move: "…"}


def test_a_hand_by_keys_with_the_mouse_resting_over_the_table(qtbot):
    """The pointer over the table before it ever moved there (the window opened under it) and
    the cards played by keys: the playable cards' pointing hand comes and goes without a mouse
    event to go by (Qt crashed when an item's cursor was unset in that state)."""
    window = _window(qtbot, seed=9)
    game, page = window.game, window.page
    view = page.table
    view.viewport().setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)
    view.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)
    while game.deal.outcome is None:
        _wait_turn(qtbot, game)
        deal = game.deal
        if deal.outcome is not None:
            break
        if deal.phase == PH_PLAY:
            # The pointer rests on one of your playable cards (not moved there: no event).
            item = view.felt.item_of(min(view.playable))
            centre = view.mapFromScene(item.sceneBoundingRect().center())
            QCursor.setPos(view.viewport().mapToGlobal(centre))
            view.felt.show_again()
            hand = sorted(deal.view(0).hand)
            index = next(i for i, c in enumerate(hand) if c in page.table.playable)
            qtbot.keyClick(page, str(index + 1))
        else:
            qtbot.keyClick(page, "1")
    assert game.deal.outcome is not None


def test_a_computer_answer_asked_before_a_cancel_is_dropped(qtbot):
    """The worker the computer seats, hints and review think in: an answer to a question asked
    before a new game (a cancel) never reaches the table, and the next answer does."""
    import threading

    from schnapsen_qt.gui.bauern.background import Background

    worker = Background()
    release, threads, got = threading.Event(), [], []

    def old_question(stop, send):
        threads.append(threading.current_thread())
        release.wait(10)
        return "asked before the cancel"

    worker.run(old_question, got.append)
    worker.cancel()
    release.set()
    qtbot.waitUntil(lambda: bool(threads))
    threads[0].join(10)  # its answer is in the queue now, ahead of the next one
    worker.run(lambda stop, send: "asked after", got.append)
    qtbot.waitUntil(lambda: not worker.running)
    assert got == ["asked after"]


def test_the_hand_result_counts_its_points_in_the_singular_and_plural(qapp):
    """The end of a hand said "They win 4 point(s)." (German "Punkt(e)")."""
    from schnapsen_qt import i18n
    from schnapsen_qt.gui.bauern.texts import outcome_text

    try:
        i18n.install_translators(qapp, "en")
        assert outcome_text(True, 1) == "We win 1 point."
        assert outcome_text(False, 4) == "They win 4 points."
        i18n.install_translators(qapp, "de")
        assert outcome_text(True, 1) == "Wir gewinnen 1 Punkt."
        assert outcome_text(False, 4) == "Sie gewinnen 4 Punkte."
    finally:
        i18n.remove_translators()

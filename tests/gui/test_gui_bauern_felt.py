"""The four-seat table as the player sees it move: a card played flies to its place in the
trick, a finished trick is gathered to the winning team's side (its first trick face up, the
later ones face down on its pile), at "instant" speed everything lies at its place at once;
and the line under the auction's choices says what the choice under the mouse or with the
keyboard's focus means (the highest otherwise), in English and German."""

from __future__ import annotations

import pytest

from schnapsen_qt.engine.bauernschnapsen import actions as A
from schnapsen_qt.engine.bauernschnapsen.deal import PH_PLAY
from schnapsen_qt.engine.bauernschnapsen.seats import FOUR
from schnapsen_qt.gui.bauern.scene import PILE, TRICK
from schnapsen_qt.qt import QApplication, QEvent


def _window(qtbot, seed=4, speed=0.0, trick_pause_ms=0):
    from schnapsen_qt.gui.bauern.table import BauernWindow

    window = BauernWindow("intermediate", seed=seed, ai_pause_ms=0,
                          trick_pause_ms=trick_pause_ms)
    window.page.set_speed(speed)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def _wait_turn(qtbot, game):
    qtbot.waitUntil(lambda: game.deal.outcome is not None or game.your_turn(), timeout=10000)


def _to_the_play(qtbot, game, page):
    """Your first turn in the play of cards (your calls: the first choice offered)."""
    for _ in range(60):
        _wait_turn(qtbot, game)
        if game.deal.outcome is not None:
            game.next_hand()
        elif game.deal.phase == PH_PLAY:
            return
        else:
            page.choices[0].click()
    pytest.fail("never your turn in the play")


def _centre(felt, corner, scale=1.0):
    w, h = felt.geo.card_w * scale, felt.geo.card_h * scale
    return corner[0] + w / 2, corner[1] + h / 2


def _at(item, point):
    return abs(item.pos().x() - point[0]) < 0.5 and abs(item.pos().y() - point[1]) < 0.5


def test_a_card_you_play_flies_to_your_place_in_the_trick(qtbot):
    window = _window(qtbot, speed=1.0)
    game, page = window.game, window.page
    felt = page.table.felt
    _to_the_play(qtbot, game, page)
    game.thinker.run = lambda job, on_done: None  # the next seat never answers
    card = min(page.table.playable)
    item = felt.item_of(card)
    slot = _centre(felt, felt.geo.trick_slot("bottom"))
    assert not _at(item, slot)
    page.table.card_clicked.emit(card)
    assert felt.item_of(card) is item and felt.kind_of[item] == TRICK
    assert felt.animator.is_flying(item)  # on its way, not put there
    qtbot.waitUntil(lambda: not felt.animator.is_flying(item), timeout=5000)
    slot = _centre(felt, felt.geo.trick_slot("bottom"))  # (the line of calls may wrap now)
    assert _at(item, slot) and item.face_up


def test_at_instant_speed_the_played_card_lies_in_the_trick_at_once(qtbot):
    window = _window(qtbot, speed=0.0)
    game, page = window.game, window.page
    felt = page.table.felt
    _to_the_play(qtbot, game, page)
    game.thinker.run = lambda job, on_done: None
    card = min(page.table.playable)
    page.table.card_clicked.emit(card)
    item = felt.item_of(card)
    assert not felt.animator.is_flying(item)
    assert _at(item, _centre(felt, felt.geo.trick_slot("bottom")))


def test_tricks_are_gathered_to_the_winning_teams_side_the_first_face_up(qtbot):
    window = _window(qtbot, seed=7)
    game, page = window.game, window.page
    felt = page.table.felt
    _to_the_play(qtbot, game, page)
    ours = FOUR.team_of(0)
    while True:  # until a team has a second trick (face down under its first)
        _wait_turn(qtbot, game)
        deal = game.deal
        winners = [FOUR.team_of(t.winner) for t in deal.tricks]
        if deal.outcome is not None or any(winners.count(t) >= 2 for t in (0, 1)):
            break
        page.table.card_clicked.emit(min(page.table.playable))
    deal = game.deal
    assert deal.tricks and not game.shown_trick  # the last trick gathered too
    middle_y = felt.geo.height / 2
    small = felt.geo.small_card_w / felt.geo.card_w
    for index, trick in enumerate(deal.tricks):
        team = FOUR.team_of(trick.winner)
        first = deal.first_trick[team] == index
        for k, (_, card) in enumerate(trick.plays):
            item = felt.item_of(card)
            assert felt.kind_of[item] == PILE and item.isVisible()
            # Your team's tricks at the bottom (your side), the opponents' at the top.
            assert (item.pos().y() > middle_y) == (team == ours)
            assert item.pos().x() > felt.geo.width / 2  # both piles at the right
            assert item.face_up == first  # the first trick of each team stays visible
            if first:
                spot = felt.geo.first_trick(team == ours)[k]
                assert _at(item, _centre(felt, spot, small))


def test_a_new_hand_clears_the_piles_and_deals_five_cards_each(qtbot):
    window = _window(qtbot, seed=3)
    game, page = window.game, window.page
    felt = page.table.felt
    _to_the_play(qtbot, game, page)
    page.table.card_clicked.emit(min(page.table.playable))
    while game.deal.outcome is None:
        _wait_turn(qtbot, game)
        if game.deal.outcome is None:
            page.table.card_clicked.emit(min(page.table.playable))
    game.next_hand()
    assert not list(felt.cards_of(PILE)) and not list(felt.cards_of(TRICK))
    view = game.deal.view(0)
    assert len(list(felt.cards_of("hand"))) == sum(view.hand_sizes)


# ---- the meaning line -----------------------------------------------------------------------

def _at_the_bids(qtbot, seed=5):
    window = _window(qtbot, seed=seed)
    game, page = window.game, window.page
    _wait_turn(qtbot, game)
    bids = [(b, a) for b, a in zip(page.choices, page.choice_actions, strict=True)
            if a is not None and a.kind == A.BID]
    assert len(bids) >= 2, "this seed reaches your bids"
    return window, page, bids


def test_the_meaning_line_names_the_highest_bid_the_hovered_and_the_focused(qtbot):
    from schnapsen_qt.engine.bauernschnapsen.contracts import BY_ID
    from schnapsen_qt.gui.bauern.texts import contract_meaning

    window, page, bids = _at_the_bids(qtbot)
    highest = max(bids, key=lambda ba: BY_ID[ba[1].contract].value)[1]
    line = page.meaning
    assert line.isVisible() and contract_meaning(highest.contract) in line.full_text
    button, action = bids[0]
    QApplication.sendEvent(button, QEvent(QEvent.Type.Enter))  # the mouse over it
    assert contract_meaning(action.contract) in line.full_text
    assert line.full_text.startswith(button.text().split("  ", 1)[1])  # "Bettler (4) — ..."
    QApplication.sendEvent(button, QEvent(QEvent.Type.Leave))
    assert contract_meaning(highest.contract) in line.full_text
    window.activateWindow()
    focused, focused_action = bids[1]
    focused.setFocus()
    qtbot.waitUntil(focused.hasFocus)
    assert contract_meaning(focused_action.contract) in line.full_text
    # The digits still choose from a focused button.
    first = page.choice_actions[0]
    qtbot.keyClick(focused, "1")
    assert (0, first) in page.game.history


def test_the_meaning_line_is_one_line_and_cut_to_a_narrow_window(qtbot):
    window, page, _bids = _at_the_bids(qtbot)
    window.resize(420, 500)
    qtbot.waitUntil(lambda: window.width() < 500)  # as narrow as its other rows allow
    assert page.meaning.width() <= page.width()
    line = page.meaning
    assert line.height() < 2 * line.fontMetrics().height()
    assert line.text() != line.full_text and line.text().endswith("…")
    assert line.toolTip() == line.full_text  # the whole meaning on the mouse
    assert page.table.height() >= 100



def test_the_meaning_line_speaks_german(qtbot, german):
    _window_, page, bids = _at_the_bids(qtbot)
    bettler = next((a for _, a in bids if a.contract == "bettler"), None)
    assert bettler is not None
    button = page.choices[page.choice_actions.index(bettler)]
    QApplication.sendEvent(button, QEvent(QEvent.Type.Enter))
    assert page.meaning.full_text.startswith("Bettler (4) — allein, der Partner setzt aus")
    assert page.meaning.full_text.endswith("ohne Atout; keinen Stich machen")


def test_kontra_and_its_answers_have_their_meaning():
    from schnapsen_qt.engine.bauernschnapsen import BAction
    from schnapsen_qt.gui.bauern.texts import choice_meaning, default_choice

    kontra, stand = BAction(A.KONTRA), BAction(A.PASS)
    assert choice_meaning(kontra, "french", True) == (
        "Kontra (double) — double the contract's value")
    assert "the contract stands" in choice_meaning(stand, "french", True)
    assert "the others go on" in choice_meaning(stand, "french", False)
    assert default_choice([stand, kontra]) == kontra
    assert choice_meaning(BAction(A.RETOUR), "french", True).startswith("Retour (redouble) — ")


def test_the_tables_moves_and_the_trick_left_still_follow_the_speed_setting(qtbot, make_window):
    from dataclasses import replace

    from schnapsen_qt.gui.table.timings import TRICK_VISIBLE_MIN_MS, Timings

    w = make_window(speed="instant")
    w.bauern.pauses = {"ai_pause_ms": 0}
    w.bauern.show_table()
    game, felt = w.bauern.game, w.bauern.page.table.felt
    # "Instant": no card flies, but the last card of a trick stays readable a moment.
    assert felt.timings.move("play") == 0
    assert game.trick_pause_ms == TRICK_VISIBLE_MIN_MS
    w.apply_settings(replace(w.settings, animation_speed="slow"))
    slow = Timings(w.settings.speed_factor)
    assert felt.timings.move("collect") == slow.move("collect") > Timings(1.0).move("collect")
    assert game.trick_pause_ms == slow.four_trick_visible > TRICK_VISIBLE_MIN_MS
    w.bauern.shutdown()


@pytest.mark.parametrize("size", [(1356, 620), (790, 470), (632, 148), (400, 120), (1900, 900)])
def test_at_the_two_player_card_size_every_card_stays_on_the_table(qapp, size):
    from schnapsen_qt.gui.bauern.places import PLACES
    from schnapsen_qt.gui.bauern.scene import BauernScene
    from schnapsen_qt.gui.table.cardpix import CardPixmaps
    from schnapsen_qt.gui.table.layout import TableLayout

    scene = BauernScene(CardPixmaps("french"))
    scene.resize_table(*size, 1.0)
    geo, (width, height) = scene.geo, size
    two_player = TableLayout.fit(width, height, scene.pixmaps.aspect)
    assert geo.card_w <= two_player.card_w and (geo.card_w == two_player.card_w
                                                or min(size) < 240)

    def inside(x, y, w, h):
        return -1e-6 <= x <= width - w + 1e-6 and -1e-6 <= y <= height - h + 1e-6

    for place in PLACES:
        for face_up in (True, False):
            assert all(inside(x, y, geo.card_w, geo.card_h)
                       for x, y in geo.hand(place, 5, face_up))
        assert inside(*geo.trick_slot(place), geo.card_w, geo.card_h)
    small_h = geo.small_card_w * geo.card_h / geo.card_w
    for own in (True, False):
        assert all(inside(x, y, geo.small_card_w, small_h) for x, y in geo.first_trick(own))
        assert all(inside(*geo.pile(own, n), geo.small_card_w, small_h) for n in range(16))

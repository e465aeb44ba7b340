"""The four-seat Bauernschnapsen table inside the main window: reached from the Game menu and
by its key, back to the two-player match where it was left, the two-player keys off meanwhile,
the level of the settings for the three computer players, the score sheet, and the game saved
and resumed like the two-player one (a damaged file: a new game, one warning, a backup)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from gui_helpers import first_legal_factory

from schnapsen_qt.engine.bauernschnapsen.deal import PH_PLAY
from schnapsen_qt.qt import Qt
from schnapsen_qt.userfiles import bauern_files, storage
from schnapsen_qt.userfiles.settings import Settings


def _fast(w):
    w.bauern.pauses = {"ai_pause_ms": 0, "trick_pause_ms": 0}
    return w


def _play_hand(qtbot, game, page):
    """Your turns by the first choice / first playable card until the hand is over."""
    while game.deal.outcome is None:
        qtbot.waitUntil(lambda: game.deal.outcome is not None or game.your_turn(),
                        timeout=10000)
        if game.deal.outcome is not None:
            break
        if game.deal.phase == PH_PLAY:
            page.table.card_clicked.emit(min(page.table.playable))
        else:
            page.choices[0].click()


def test_the_game_menu_shows_the_table_and_goes_back_to_the_match(qtbot, make_window):
    w = _fast(make_window())
    c = w.controller
    w.start()
    qtbot.waitUntil(lambda: c.hand is not None)
    hand_before, cards_before = c.hand, c.hand.hands[0]
    menu = [a.text().replace("&", "") for a in w.menus.menu_game.actions()]
    assert "Bauernschnapsen (Four Players)" in menu and "Schnapsen (Two Players)" in menu
    w.bauern.act_table.trigger()
    assert w.bauern.showing() and w.centralWidget().currentWidget() is w.bauern.page
    assert w.windowTitle() == "Bauernschnapsen"
    # The two-player moves and toolbar are off while the four-seat table shows, whatever
    # the two-player window enables meanwhile.
    assert not w.menus.act_exchange.isEnabled() and not w.menus.act_hint.isEnabled()
    w.menus.update_state()
    assert not w.menus.act_meld.isEnabled() and not w.menus.act_undo.isEnabled()
    assert w.menus.toolbar.isHidden()
    shown = [a.text().replace("&", "") for a in w.menus.menu_game.actions() if a.isVisible()]
    assert not w.menus.act_hint.isVisible() and "New Bauernschnapsen Game" in shown
    assert w.bauern.hints.action.isVisible()  # the four-seat table's own hint (also H)
    assert w.bauern.act_new.isEnabled() and not w.bauern.act_table.isEnabled()
    w.scene.message.emit("Hearts are trumps.")  # news of the hidden two-player table
    assert w.statusBar().currentMessage() != "Hearts are trumps."
    # The three computer players play at the settings' level.
    assert {p.level for p in w.bauern.game.players.values()} == {w.settings.ai_level}
    w.bauern.act_back.trigger()
    assert not w.bauern.showing() and w.centralWidget().currentWidget() is w.view
    assert c.hand is hand_before and c.hand.hands[0] == cards_before
    assert not w.menus.toolbar.isHidden() and w.menus.act_new.isEnabled()
    assert w.menus.act_hint.isVisible()
    assert w.windowTitle() == "Schnapsen"
    w.scene.message.emit("Hearts are trumps.")
    assert w.statusBar().currentMessage() == "Hearts are trumps."


def test_the_keys_switch_tables_and_ctrl_n_starts_a_new_game_of_the_table_shown(qtbot,
                                                                                make_window):
    w = _fast(make_window())
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)  # window shortcuts answer in the active window
    qtbot.keyClick(w.view, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    assert w.bauern.showing()
    game = w.bauern.game
    first = game.deal
    asked = []
    w.bauern.confirm_new_game = lambda: asked.append(True) or True
    match_before = w.controller.match
    qtbot.keyClick(w.bauern.page, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert game.deal is not first and game.games == 2
    assert w.controller.match is match_before  # the two-player match is untouched
    qtbot.keyClick(w.bauern.page, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert not w.bauern.showing()


def test_a_level_change_applies_from_the_next_game(qtbot, make_window):
    w = _fast(make_window(ai_level="intermediate"))
    w.bauern.show_table()
    game = w.bauern.game
    w.apply_settings(replace(w.settings, ai_level="beginner"))
    assert game.level == "intermediate" and game.next_level == "beginner"
    w.bauern.confirm_new_game = lambda: True
    w.bauern.ask_new_game()
    assert {p.level for p in game.players.values()} == {"beginner"}


def test_the_score_sheet_lists_each_hand_with_the_contract_and_who_played_it(qtbot,
                                                                           make_window):
    w = _fast(make_window())
    w.bauern.show_table()
    game, page = w.bauern.game, w.bauern.page
    _play_hand(qtbot, game, page)
    assert game.deal.outcome.contract in ("normal", *game.rows[0]["contract"].split())
    qtbot.keyClick(page, "s")
    sheet = w.bauern.sheet
    assert sheet is not None and sheet.isVisible()
    rows = sheet.cell_texts()
    row = game.rows[0]
    from schnapsen_qt.gui.bauern.texts import contract_name, seat_name

    assert rows[0][0].startswith(contract_name(row["contract"]))
    assert rows[0][1] == seat_name(row["declarer"])
    assert rows[0][3:] == [str(p) for p in game.sheet.points]
    # The spare width goes to the result, not to the last column: "We" and "They" stay
    # side by side.
    table = sheet.table
    assert table.columnWidth(4) < table.columnWidth(2)
    assert table.columnWidth(4) <= 2 * max(table.columnWidth(3), 40)
    sheet.close()
    # The contract and who plays it stay on screen through the play of the next hand.
    page.choices[0].click()
    while game.deal.outcome is None:
        qtbot.waitUntil(lambda: game.deal.outcome is not None or game.your_turn(),
                        timeout=10000)
        if game.deal.phase == PH_PLAY:
            text = page.contract_label.text()
            assert contract_name(game.deal.contract.id) in text
            assert seat_name(game.deal.declarer) in text
        if game.deal.outcome is None:
            if game.deal.phase == PH_PLAY:
                page.table.card_clicked.emit(min(page.table.playable))
            else:
                page.choices[0].click()


def test_the_end_of_a_game_names_the_bummerl_and_the_schneider(qtbot, make_window):
    from schnapsen_qt.engine.bauernschnapsen import ScoreSheet

    w = _fast(make_window())
    w.bauern.show_table()
    game, page = w.bauern.game, w.bauern.page
    game.sheet = ScoreSheet(24, [23, 0], [True, False], [0, 0])  # we led 23:0
    _play_hand(qtbot, game, page)
    winner = game.deal.outcome.winning_team
    if winner == 0:
        assert game.sheet.bummerl == [0, 2]  # they got nothing: Schneider
        assert "they get a Schneider (2 Bummerl)" in page.findChild(
            type(page.contract_label), "bauernOutcome").text()
        assert game.stats.entry(game.level).schneider_won == 1
    elif game.game_over():
        assert game.sheet.bummerl == [4, 0]  # Retourschneider after our 23:0
        assert game.stats.entry(game.level).retourschneider_lost == 1
    assert game.stats.entry(game.level).hands_won + \
        game.stats.entry(game.level).hands_lost == 1


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


def _persisted(qtbot, home):
    from schnapsen_qt.gui.window.main_window import MainWindow

    settings = replace(Settings(), animation_speed="instant", welcome_shown=True)
    w = MainWindow(settings, persist=True, seed=11)
    w.controller.ai.set_player_factory(first_legal_factory())
    _fast(w)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.start()
    return w


def test_the_game_is_saved_and_resumed_at_the_same_table_and_hand(qtbot, home):
    w = _persisted(qtbot, home)
    w.bauern.show_table()
    game, page = w.bauern.game, w.bauern.page
    _play_hand(qtbot, game, page)
    page.choices[0].click()  # the next hand
    qtbot.waitUntil(lambda: game.your_turn() or game.deal.outcome is not None, timeout=10000)
    deck, history, points = game.deal.deck, list(game.history), list(game.sheet.points)
    w.close()
    assert bauern_files.stats_path().is_file()
    again = _persisted(qtbot, home)
    assert again.bauern.showing()  # it was on screen at quit
    resumed = again.bauern.game
    assert resumed.deal.deck == deck and resumed.history[:len(history)] == history
    assert resumed.sheet.points == points and len(resumed.rows) == 1
    assert again.bauern.stats.entry(resumed.level).hands_won + \
        again.bauern.stats.entry(resumed.level).hands_lost == 1
    again.bauern.show_two_player()
    again.close()
    third = _persisted(qtbot, home)
    assert not third.bauern.showing()  # the two-player table was on screen at quit
    third.close()


@pytest.mark.parametrize("content", ["{not json", json.dumps({"version": 1, "level": "expert"}),
                                     "ILLEGAL"])
def test_a_damaged_saved_game_gives_a_new_game_one_warning_and_a_backup(qtbot, home, content):
    w = _persisted(qtbot, home)
    w.bauern.show_table()
    w.close()
    path = bauern_files.game_path()
    if content == "ILLEGAL":  # a hand record whose action is against the rules
        data = json.loads(path.read_text())
        data["hand"]["actions"] = [{"seat": 3, "type": "pass"}] * 3
        content = json.dumps(data)
    path.write_text(content)
    again = _persisted(qtbot, home)
    warnings = again.files.warnings + [again.statusBar().currentMessage()]
    assert any("Bauernschnapsen game could not be used" in text for text in warnings)
    assert list(home.rglob("bauern-game.json.bak-*"))
    again.bauern.show_table()
    assert again.bauern.game.deal is not None and not any(again.bauern.game.sheet.points)
    again.close()


def test_the_statistics_dialog_has_a_bauernschnapsen_page_per_level(qtbot, make_window):
    from schnapsen_qt.gui.dialogs.stats_dialog import StatsDialog

    w = _fast(make_window(ai_level="intermediate"))
    w.bauern.show_table()
    game, page = w.bauern.game, w.bauern.page
    _play_hand(qtbot, game, page)
    won = game.deal.outcome.winning_team == 0
    dialog = StatsDialog(w.stats, w)
    qtbot.addWidget(dialog)
    w.bauern.add_stats_page(dialog)
    tab = dialog.tabs.currentWidget()  # opened at the four-seat table: its page first
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == "Bauernschnapsen"
    text = tab.table.text()
    assert "Intermediate" in text and "Hands won:lost" in text
    assert (">1:0<" if won else ">0:1<") in text
    dialog.reset_statistics()
    assert w.bauern.stats.entries == {} and ">1:0<" not in tab.table.text()


@pytest.mark.parametrize("size", [(800, 600), (640, 420)])
def test_every_choice_of_the_auction_is_on_screen_in_a_small_window(qtbot, make_window, size):
    w = _fast(make_window(size=size))
    w.bauern.show_table()
    game, page = w.bauern.game, w.bauern.page
    for _ in range(20):  # the first of your turns with buttons
        qtbot.waitUntil(lambda: game.deal.outcome is not None or game.your_turn(),
                        timeout=10000)
        if game.deal.phase != PH_PLAY and game.deal.outcome is None:
            break
        game.next_hand() if game.deal.outcome is not None else \
            page.table.card_clicked.emit(min(page.table.playable))
    assert page.choices
    qtbot.waitUntil(lambda: all(b.isVisible() for b in page.choices))
    for button in page.choices:
        corner = button.mapTo(page, button.rect().bottomRight())
        assert corner.x() < page.width()  # never past the right edge
    assert page.buttons_scroll.height() >= page.choices[0].height()
    assert page.table.height() >= 100


def test_the_welcome_page_offers_the_four_seat_table(qtbot, make_window):
    w = _fast(make_window())
    dialog = w.welcome_dialog()
    qtbot.addWidget(dialog)
    assert "Bauernschnapsen" in dialog.browser.toPlainText()
    dialog.open()
    dialog.bauern_button.click()
    assert not dialog.isVisible() and w.bauern.showing()


def test_a_saved_game_at_a_level_the_game_no_longer_has_goes_on_at_the_strongest(qtbot, home):
    w = _persisted(qtbot, home)
    w.bauern.show_table()
    w.close()
    path = bauern_files.game_path()
    data = json.loads(path.read_text())
    data["level"] = "grandmaster-of-the-future"
    path.write_text(json.dumps(data))
    again = _persisted(qtbot, home)
    assert again.bauern.showing() and again.bauern.game.level == "master"
    again.close()

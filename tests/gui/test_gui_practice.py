"""Practice tools at the table (issue 12): undo, open cards, practice hands in the statistics,
the same deal again (also with the seats swapped), hand records saved and opened."""

from __future__ import annotations

import json
import os

import pytest
from gui_helpers import click_item, first_legal_factory, make_deck, my_item, wait_human

from schnapsen_qt import i18n
from schnapsen_qt.engine import Hand, HandRecord, cards_of, parse_card
from schnapsen_qt.gui.table import names
from schnapsen_qt.gui.table.piles import Zone
from schnapsen_qt.gui.window.record_files import read_record, write_record
from schnapsen_qt.qt import Qt

# Human forehand (the computer deals): spades are trumps (turn-up JS).
STRONG = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                   stock="AC TC AD TD KD KH QH JH TH", dealer=1)


def start(qtbot, w, deck=STRONG, dealer=1):
    w.controller.new_game(deck=deck, first_dealer=dealer)
    wait_human(qtbot, w)


def play_out(qtbot, w) -> None:
    """The human plays its first legal card until the hand is over."""
    while w.controller.hand.outcome is None:
        wait_human(qtbot, w)
        if w.controller.hand.outcome is not None:
            break
        w.scene.submit(w.controller.legal()[0])
        qtbot.waitUntil(lambda: not w.scene.busy)
    wait_human(qtbot, w)


def test_undo_takes_back_the_move_and_the_computers_answer(qtbot, make_window):
    w = make_window()
    start(qtbot, w)
    c = w.controller
    click_item(qtbot, w, my_item(w, "AH"))
    wait_human(qtbot, w)
    click_item(qtbot, w, my_item(w, "KS"))
    wait_human(qtbot, w)
    two_moves = list(c.hand.history)
    assert [seat for seat, _a in two_moves].count(0) == 2
    assert w.menus.act_undo.isEnabled() and not c.is_practice
    w.menus.act_undo.trigger()
    wait_human(qtbot, w)
    # Back to the position before the human's second decision, replayed through the engine.
    cut = max(i for i, (seat, _a) in enumerate(two_moves) if seat == 0)
    assert c.hand.history == two_moves[:cut]
    expected = HandRecord(c.hand.rules, 1, STRONG, two_moves[:cut]).replay()
    assert c.hand.view(0) == expected.view(0)
    # The table is redrawn from that view: the human's cards, the trick, the piles.
    assert {i.card for i in w.scene.cards_in(Zone.HAND)} == set(cards_of(expected.hands[0]))
    assert len(w.scene.cards_in(Zone.OPPONENT_HAND)) == expected.hands[1].bit_count()
    assert len(w.scene.cards_in(Zone.OWN_TRICKS)) == expected.won[0].bit_count()
    assert c.is_practice and "undo" in c.practice
    # Ctrl+Z again: back to the start of the hand; then nothing is left to take back.
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_human(qtbot, w)
    assert c.hand.history == []
    assert not w.menus.act_undo.isEnabled()
    assert not c.undo()
    # The game goes on normally from there.
    click_item(qtbot, w, my_item(w, "AH"))
    qtbot.waitUntil(lambda: len(c.hand.history) == 2)


def test_undo_while_the_computer_thinks_drops_its_answer(qtbot, make_window):
    calls: list = []
    w = make_window(ai=first_legal_factory(delay=30.0, calls=calls))
    start(qtbot, w)
    c = w.controller
    click_item(qtbot, w, my_item(w, "AH"))
    qtbot.waitUntil(lambda: c.ai_busy)
    assert c.undo()
    assert not c.ai_busy and not c.ai.busy  # the request is cancelled, its answer dropped
    wait_human(qtbot, w)
    assert c.hand.history == [] and c.human_to_move
    assert calls == []


def test_practice_hands_stay_out_of_the_win_rates(qtbot, make_window):
    w = make_window()
    start(qtbot, w)
    c = w.controller
    click_item(qtbot, w, my_item(w, "AH"))
    wait_human(qtbot, w)
    c.undo()
    play_out(qtbot, w)
    total = w.stats.total()
    assert total.practice_hands == 1
    assert total.hands == 0 and total.hand_win_rate is None
    assert w.stats.recent_hands == []
    # The next hand is played for real again.
    assert w.scene.summary_shown
    w.scene.continue_game()
    wait_human(qtbot, w)
    assert not c.is_practice
    play_out(qtbot, w)
    total = w.stats.total()
    assert total.hands == 1 and total.practice_hands == 1


def test_open_cards_shows_the_computers_hand_and_makes_practice(qtbot, make_window):
    w = make_window()
    start(qtbot, w)
    c = w.controller
    opp = w.scene.cards_in(Zone.OPPONENT_HAND)
    assert not any(i.face_up for i in opp)
    w.menus.act_open_cards.trigger()
    qtbot.waitUntil(lambda: not w.scene.busy)
    assert c.open_cards and w.menus.act_open_cards.isChecked() and "open_cards" in c.practice
    opp = w.scene.cards_in(Zone.OPPONENT_HAND)
    assert all(i.face_up for i in opp)
    assert {i.card for i in opp} == set(cards_of(Hand.deal(c.hand.rules, 1, STRONG).hands[1]))
    # It follows the play: after a trick the drawn card shows too.
    click_item(qtbot, w, my_item(w, "AH"))
    wait_human(qtbot, w)
    opp = w.scene.cards_in(Zone.OPPONENT_HAND)
    assert sorted(i.card for i in opp) == sorted(cards_of(c.hand.hands[1]))
    assert all(i.face_up for i in opp)
    # Off again: backs; the next hand is not practice.
    w.menus.act_open_cards.trigger()
    qtbot.waitUntil(lambda: not w.scene.busy)
    assert not any(i.face_up for i in w.scene.cards_in(Zone.OPPONENT_HAND))
    assert all(i.card < 0 for i in w.scene.cards_in(Zone.OPPONENT_HAND))


def test_the_same_deal_again_and_swapped_outside_the_match(qtbot, make_window):
    w = make_window()
    start(qtbot, w)
    c = w.controller
    assert not w.menus.act_replay.isEnabled()
    play_out(qtbot, w)
    finished = c.hand
    score = list(c.match.to_go)
    played = c.match.hands_played
    assert w.menus.act_replay.isEnabled() and w.menus.act_replay_swapped.isEnabled()
    w.menus.act_replay.trigger()
    assert "seats swapped" not in w.statusBar().currentMessage()
    wait_human(qtbot, w)
    assert c.hand.deck == finished.deck and c.hand.dealer == finished.dealer
    assert c.hand.hands == Hand.deal(finished.rules, 1, STRONG).hands
    assert c.outside_match and "replay" in c.practice
    play_out(qtbot, w)
    assert list(c.match.to_go) == score and c.match.hands_played == played
    assert w.stats.total().hands == 1 and w.stats.total().practice_hands == 1
    # Swapped: the human gets the cards and the role the computer had.
    qtbot.keyClick(w.view, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: not w.scene.summary_shown and not w.scene.busy)
    original = Hand.deal(finished.rules, 1, STRONG)
    assert c.hand.dealer == 0
    assert c.hand.hands[0] == original.hands[1] and c.hand.hands[1] == original.hands[0]
    assert c.hand.stock == original.stock and c.hand.turnup == original.turnup
    # The status bar says so (it said "the same deal again" as after F6, not the swap).
    assert "seats swapped" in w.statusBar().currentMessage()
    # After the practice hand the match goes on with the hand it would have dealt next.
    wait_human(qtbot, w)
    play_out(qtbot, w)
    w.scene.continue_game()
    wait_human(qtbot, w)
    assert not c.outside_match and not c.is_practice
    assert c.hand.dealer == c.match.next_dealer == 0  # the match alternates the deal


def test_a_replayed_deal_is_not_saved_in_place_of_the_match(qtbot, make_window):
    w = make_window()
    start(qtbot, w)
    c = w.controller
    play_out(qtbot, w)
    c.replay_deal(True)
    wait_human(qtbot, w)
    data = c.save_state()
    assert data["hand"] is None
    assert data["match"]["hands_played"] == 1


def test_save_and_open_a_record(qtbot, make_window, tmp_path):
    w = make_window()
    start(qtbot, w)
    c = w.controller
    click_item(qtbot, w, my_item(w, "AH"))
    wait_human(qtbot, w)
    record = c.hand_record()
    path = tmp_path / "hand.json"
    assert write_record(path, record) is None
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "schnapsen-record/1" and len(data["actions"]) == 2
    running = list(c.hand.history)
    back, error = read_record(path)
    assert error is None and back.actions == record.actions
    # Opened at the table: its position, practice outside the match; the running match hand
    # comes back after it.
    c.open_record(HandRecord(back.rules, back.dealer, back.deck, back.actions[:0]))
    wait_human(qtbot, w)
    assert c.hand.history == [] and c.outside_match and "record" in c.practice
    play_out(qtbot, w)
    w.scene.continue_game()
    wait_human(qtbot, w)
    assert c.hand.history == running and not c.outside_match


def test_a_finished_record_opens_with_its_summary_and_counts_nothing(qtbot, make_window, tmp_path):
    w = make_window()
    start(qtbot, w)
    c = w.controller
    play_out(qtbot, w)
    record = c.hand_record()
    w.scene.continue_game()
    wait_human(qtbot, w)
    stats = w.stats.to_json()
    score = c.match.to_json()
    c.open_record(record)
    qtbot.waitUntil(lambda: w.scene.summary_shown)
    assert w.stats.to_json() == stats and c.match.to_json() == score


@pytest.mark.parametrize("text, words", [
    ("{not json", "This is not a hand record."),
    (json.dumps({"format": "schnapsen-record/1", "rules": "soft", "dealer": 0,
                 "deck": ["AH"]}), "not a usable hand record"),
])
def test_malformed_records_get_a_message(qtbot, make_window, tmp_path, text, words):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    record, error = read_record(path)
    assert record is None and words in error
    assert "line" not in error and "column" not in error  # a parser's position means nothing


@pytest.mark.parametrize("content", [bytes(range(256)) * 8, b"\xff\xfe\x00garbage", b"\x00" * 100])
def test_a_random_file_is_not_a_hand_record(qtbot, make_window, tmp_path, content):
    path = tmp_path / "photo.jpg"
    path.write_bytes(content)
    record, error = read_record(path)
    assert record is None and error == "This is not a hand record."


def test_a_fifo_or_a_folder_is_refused_at_once(qtbot, make_window, tmp_path):
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)  # no writer: opening it for reading would wait for ever
    for path in (fifo, tmp_path):
        record, error = read_record(path)
        assert record is None and "special file" in error


def test_an_illegal_record_names_the_action_in_the_players_language(qtbot, make_window, tmp_path,
                                                                      qapp):
    w = make_window()
    start(qtbot, w)
    c = w.controller
    # The human (forehand) leads AH; the computer holds no heart and no trump, but the record
    # makes it "follow" with a card the human holds.
    data = HandRecord(c.hand.rules, 1, STRONG, []).to_json()
    data["actions"] = [{"player": 0, "type": "play", "card": "AH"},
                       {"player": 1, "type": "play", "card": "KS"}]
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = c.hand.history, c.match.to_json()
    try:
        i18n.install_translators(qapp, "de")
        record, error = read_record(path)
        hand = Hand.deal(c.hand.rules, 1, STRONG)
        hand.push(parse_card("AH"), 0)
        german_reason = names.refusal_text(hand.refusal(parse_card("KS")))
        assert record is None and "2" in error and german_reason in error
        assert german_reason != hand.why_illegal(parse_card("KS"))  # really translated
    finally:
        i18n.install_translators(qapp, "en")
    assert (c.hand.history, c.match.to_json()) == before


def test_practice_hands_are_stored_and_older_files_read_as_none():
    from schnapsen_qt.userfiles.stats import Statistics

    stats = Statistics()
    stats.record_practice_hand("expert", "soft")
    stats.record_practice_hand("expert", "soft")
    back = Statistics.from_json(stats.to_json())
    assert back.total().practice_hands == 2 and back.total().hands == 0
    old = stats.to_json()
    for entry in old["entries"]:
        del entry["practice_hands"]
    assert Statistics.from_json(old).total().practice_hands == 0


def test_a_practice_hand_does_not_move_the_bummerl_and_wears_a_badge(qtbot, make_window):
    """Issue 44, point 5: after Undo the hand is practice: a lasting badge on the table, the
    Bummerl unchanged at its end, the same dealer deals again, and the next hand (which
    counts) is announced."""
    w = make_window()
    start(qtbot, w)
    c = w.controller
    score, dealer = c.match.to_json(), c.hand.dealer
    click_item(qtbot, w, my_item(w, "AH"))
    wait_human(qtbot, w)
    c.undo()
    wait_human(qtbot, w)
    badge = " ".join(text for text, _style in w.scene.panels.state.lines)
    assert "PRACTICE" in badge
    said = []
    w.scene.message.connect(said.append)
    w.statusBar().messageChanged.connect(said.append)
    play_out(qtbot, w)
    assert c.match.to_json()["to_go"] == score["to_go"] and c.match.hands_played == 0
    w.scene.continue_game()
    wait_human(qtbot, w)
    assert not c.is_practice and c.hand.dealer == dealer
    assert any("Back to the match" in text for text in said)
    assert "PRACTICE" not in " ".join(text for text, _style in w.scene.panels.state.lines)


def test_switching_the_language_mid_hand_rewrites_the_table_at_once(qtbot, make_window, qapp):
    """Issue 44, point 7: the info panel, the prompt, the Bummerl panel and a summary on the
    table speak the new language at once, not from the next hand on."""
    from dataclasses import replace

    w = make_window(language="en")
    start(qtbot, w)
    panels = w.scene.panels
    try:
        assert any("Trump" in line for line in panels.lines("state"))
        w.apply_settings(replace(w.settings, language="de"))
        assert any("Atout" in line for line in panels.lines("state"))
        assert panels.lines("prompt") == ["Du spielst aus"]
        play_out(qtbot, w)
        assert w.scene.summary_shown
        german = panels.lines("summary")
        w.apply_settings(replace(w.settings, language="en"))
        english = panels.lines("summary")
        assert english != german and any("Click or press Enter" in line for line in english)
    finally:
        i18n.install_translators(qapp, "en")


def test_save_hand_record_opens_in_documents_confirms_and_makes_a_running_hand_practice(
        qtbot, make_window, tmp_path, monkeypatch):
    """Issue 44, point 18: the save dialog opens in the documents folder (then the folder
    used last) with a dated name, the save is confirmed, and a running hand of the match,
    whose record shows the computer's cards, becomes practice after a question."""
    from schnapsen_qt.gui.window import record_files
    from schnapsen_qt.qt import QFileDialog

    asked_where = []
    target = tmp_path / "saved" / "my-hand.json"
    target.parent.mkdir()

    def fake_dialog(_parent, _title, start, _filter):
        asked_where.append(start)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake_dialog)
    monkeypatch.setattr(record_files, "default_record_folder", lambda: str(tmp_path / "docs"))
    w = make_window()
    start(qtbot, w)
    c = w.controller
    click_item(qtbot, w, my_item(w, "AH"))
    wait_human(qtbot, w)
    said = []
    w.statusBar().messageChanged.connect(said.append)
    w.confirm_save_mid_hand = lambda: False
    w.save_record()
    assert not asked_where and not target.exists() and not c.is_practice  # declined
    w.confirm_save_mid_hand = lambda: True
    w.save_record()
    assert asked_where[-1].startswith(str(tmp_path / "docs")) and target.exists()
    assert c.is_practice and any(str(target) in text for text in said)
    w.save_record()  # practice already: no question, and the folder used last
    assert asked_where[-1].startswith(str(target.parent))


def test_a_redeal_after_moves_is_practice_and_a_finished_hand_keeps_its_result(qtbot,
                                                                               make_window):
    """F5 deals the same cards again: with no move made the hand still counts; once moves
    were made the player has seen the cards played, so the re-dealt hand is practice (badge);
    after a finished hand F5 plays the deal again outside the match and the result stands
    (it used to put the score back to before the hand, erasing a lost hand)."""
    w = make_window()
    w.confirm_redeal = lambda: True
    start(qtbot, w)
    c = w.controller
    w.restart()
    wait_human(qtbot, w)
    assert not c.is_practice and not c.outside_match  # nothing seen yet: it counts
    click_item(qtbot, w, my_item(w, "AH"))
    wait_human(qtbot, w)
    assert c.hand.history
    w.restart()
    wait_human(qtbot, w)
    assert c.practice == {"redeal"} and not c.hand.history
    assert "PRACTICE" in " ".join(text for text, _style in w.scene.panels.state.lines)
    # The next hand counts again; finish it, then press F5 on its summary.
    play_out(qtbot, w)
    w.scene.continue_game()
    wait_human(qtbot, w)
    assert not c.is_practice
    play_out(qtbot, w)
    qtbot.waitUntil(lambda: w.scene.summary_shown, timeout=20000)
    score = c.match.to_json()
    assert c.match.hands_played == 1
    w.restart()
    wait_human(qtbot, w)
    assert c.outside_match and c.match.to_json() == score

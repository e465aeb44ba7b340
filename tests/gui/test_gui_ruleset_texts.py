"""What the player reads is true for the rule set being played: the rules page's cards, the
welcome's keys and steps, the score sheet's heading, and the other texts that assumed five cards,
20 cards, going out by a claim of 66 or a score counting down (house rules: nobody claims;
Sechsundsechzig: 24 cards, six in hand, the trump Nine exchanged, the score counting up)."""

from __future__ import annotations

import pytest
from gui_helpers import wait_human

from schnapsen_qt import i18n
from schnapsen_qt.engine import CLOSE, EXCHANGE
from schnapsen_qt.engine.rules import PRESETS
from schnapsen_qt.qt import Qt

SOFT = PRESETS["soft"]
HOUSE = PRESETS["house"]
SIXTY_SIX = PRESETS["sechsundsechzig"]

# Words per language, so that every assertion reads the text the player sees.
WORDS = {
    "en": {"cards24": "24 cards", "cards20": "20 cards", "six": "gets 6 cards",
           "five": "gets 5 cards", "nine": "Neuner 0", "bonus": "130 points are in play",
           "keys6": "1–6 choose", "keys5": "1–5 choose", "no_genug": "No “Genug”",
           "genug": "Say “Genug”", "so_far": "Game points so far", "to_go": "Still to go",
           "start0": "Both start at 0", "played_out": "All cards played",
           "up": "start at 0 and add", "down": "start at 7"},
    "de": {"cards24": "24 Karten", "cards20": "20 Karten", "six": "bekommt 6 Karten",
           "five": "bekommt 5 Karten", "nine": "Neuner 0", "bonus": "130 Augen im Spiel",
           "keys6": "1–6 wählen", "keys5": "1–5 wählen", "no_genug": "Kein „Genug“",
           "genug": "„Genug“ sagen", "so_far": "Punkte bisher", "to_go": "Noch zu machen",
           "start0": "Beide beginnen bei 0", "played_out": "Alle Karten gespielt",
           "up": "beginnen bei 0", "down": "beginnen bei 7"},
}


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    i18n.install_translators(qapp, request.param)
    yield request.param
    i18n.install_translators(qapp, "en")


def _rules_page(qtbot, w) -> str:
    dialog = w.help_dialog()
    qtbot.addWidget(dialog)
    return dialog.rules_browser.toPlainText()


def _keys_page(qtbot, w) -> str:
    dialog = w.help_dialog()
    qtbot.addWidget(dialog)
    return dialog.keys_browser.toPlainText()


def _welcome(qtbot, w) -> str:
    dialog = w.welcome_dialog()
    qtbot.addWidget(dialog)
    return dialog.browser.toPlainText()


def _sheet(qtbot, w):
    dialog = w.score_sheet()
    qtbot.addWidget(dialog)
    return dialog


def _play_out(qtbot, w) -> None:
    """Play the human's first legal action until the hand's summary shows."""
    while True:
        wait_human(qtbot, w)
        if w.scene.summary_shown:
            return
        w.scene.submit(w.controller.legal()[0])


# ---------------------------------------------------------------------- 1. the rules page


def test_the_rules_page_tells_the_pack_and_hand_of_the_rules(qtbot, make_window, language):
    words = WORDS[language]
    w = make_window(rules=SIXTY_SIX, deck="german", language=language)
    page = _rules_page(qtbot, w)
    assert words["cards24"] in page and words["six"] in page and words["nine"] in page
    assert words["bonus"] in page, "the ten for the last trick puts 130 points in play"
    assert words["cards20"] not in page.split("\n\n")[0] and words["five"] not in page
    w = make_window(rules=SOFT, deck="german", language=language)
    page = _rules_page(qtbot, w)
    assert words["cards20"] in page and words["five"] in page
    assert words["six"] not in page and words["nine"] not in page


def test_the_rules_page_of_the_house_rules_has_no_claim_and_counts_up(qtbot, make_window,
                                                                       language):
    words = WORDS[language]
    w = make_window(rules=HOUSE, deck="numbers", language=language)
    page = _rules_page(qtbot, w)
    assert "(or go out)" not in page and "(oder ausmelden)" not in page
    if language == "en":
        assert "After melding you must lead the Four or the Three of the pair." in page
        assert "Go out (“Genug”): when you have won" not in page
        assert "A correct claim scores" not in page
        assert "A false claim" not in page
    else:
        assert "Ausmelden („Genug“): Wenn du" not in page
        assert "Richtiges Ausmelden bringt" not in page
    assert words["up"] in page and words["down"] not in page
    w = make_window(rules=SOFT, language=language)
    assert words["down"] in _rules_page(qtbot, w)


def test_the_rules_page_and_keys_name_the_nine_as_the_card_exchanged(qtbot, make_window):
    w = make_window(rules=SIXTY_SIX)
    page = _rules_page(qtbot, w)
    assert "Exchange: the trump Nine in your hand" in page
    assert "the Nine of spades from your hand takes the place" in page
    keys = _keys_page(qtbot, w)
    assert "Exchange the trump Nine" in keys and "1–6" in keys
    assert "Close before drawing" in keys and "Go out" in keys


def test_the_keys_page_leaves_out_the_moves_the_rules_do_not_have(qtbot, make_window,
                                                                   language):
    w = make_window(rules=HOUSE, language=language)
    keys = _keys_page(qtbot, w)
    assert "1–5" in keys
    assert "Genug" not in keys, "nobody claims 66 in the house rules"
    assert ("Close before drawing" if language == "en" else "Vor dem Heben") not in keys


# ---------------------------------------------------------------------- 2. the welcome


def test_the_welcome_says_the_keys_for_the_cards_in_hand(qtbot, make_window, language):
    words = WORDS[language]
    w = make_window(rules=SIXTY_SIX, deck="german", language=language)
    text = _welcome(qtbot, w)
    assert words["keys6"] in text and words["keys5"] not in text
    assert ("trump Neuner" if language == "en" else "Neuner in Atout") in text
    assert ("Close before drawing" if language == "en" else "Vor dem Heben zudrehen") in text
    w = make_window(rules=SOFT, language=language)
    text = _welcome(qtbot, w)
    assert words["keys5"] in text and words["keys6"] not in text
    assert words["genug"] in text


def test_the_welcome_of_the_house_rules_asks_no_claim(qtbot, make_window, language):
    words = WORDS[language]
    w = make_window(rules=HOUSE, deck="numbers", language=language)
    text = _welcome(qtbot, w)
    assert words["no_genug"] in text and words["genug"] not in text
    assert ("Be the first to 66" if language == "en" else "zuerst 66 Augen") not in text


# ---------------------------------------------------------------------- 3. the score sheet


def test_the_score_sheet_counts_up_in_the_house_rules(qtbot, make_window, language):
    words = WORDS[language]
    w = make_window(rules=HOUSE, language=language)
    w.controller.new_game(seed=3)
    wait_human(qtbot, w)
    empty = _sheet(qtbot, w).table.text()
    assert words["start0"] in empty
    _play_out(qtbot, w)
    outcome = w.controller.hand.outcome
    sheet = _sheet(qtbot, w)
    text = sheet.table.text()
    assert words["so_far"] in text and words["to_go"] not in text
    won = (outcome.game_points, 0) if outcome.winner == 0 else (0, outcome.game_points)
    assert sheet.rows[0].shown(True) == won
    assert f"{won[0]} : {won[1]}" in text
    # The same hand read as counting down would show 7 minus that: not what the sheet says.
    assert f"{7 - won[0]} : {7 - won[1]}" not in text


def test_the_score_sheet_still_counts_down_in_schnapsen(qtbot, make_window, language):
    words = WORDS[language]
    w = make_window(rules=SOFT, language=language)
    text = _sheet(qtbot, w).table.text()
    assert words["start0"] not in text
    assert ("Both start at 7" if language == "en" else "Beide beginnen bei 7") in text


# ---------------------------------------------------------------------- 4. the other texts


def test_a_played_out_house_hand_is_not_told_as_nobody_going_out(qtbot, make_window,
                                                                 language):
    w = make_window(rules=HOUSE, language=language)
    w.controller.new_game(seed=3)
    _play_out(qtbot, w)
    text = " ".join(w.scene.panel_lines("summary"))
    assert w.controller.hand.closed_by < 0, "this deal is meant to be played to the end"
    assert WORDS[language]["played_out"] in text
    assert ("Nobody went out" if language == "en" else "Niemand hat ausgemeldet") not in text


def test_the_close_question_of_the_house_rules_asks_no_genug(qtbot, make_window, language):
    from schnapsen_qt.gui.dialogs.questions import question_texts

    w = make_window(rules=HOUSE, language=language)
    w.controller.new_game(seed=3)
    wait_human(qtbot, w)
    _, _, follows = question_texts(CLOSE, w.controller.view())
    assert "Genug" not in follows and "66" in follows
    w = make_window(rules=SOFT, language=language)
    w.controller.new_game(seed=3)
    wait_human(qtbot, w)
    assert "Genug" in question_texts(CLOSE, w.controller.view())[2]


def test_b_says_why_in_rules_without_the_before_draw_close(qtbot, make_window, language):
    w = make_window(rules=SOFT, language=language)
    w.controller.new_game(seed=3)
    wait_human(qtbot, w)
    w.view.setFocus()
    w.statusBar().clearMessage()
    qtbot.keyClick(w.view, Qt.Key.Key_B)
    message = w.statusBar().currentMessage()
    assert message == (
        "In this game the talon can be closed only after both players have drawn."
        if language == "en" else
        "In diesem Spiel wird erst zugedreht, nachdem beide nachgezogen haben.")


def test_a_hint_to_exchange_names_the_nine_with_24_cards(qtbot, make_window, language):
    from schnapsen_qt.ai import Hint
    from schnapsen_qt.gui.table.hints import hint_text

    hint = Hint(EXCHANGE, "exchange", {"card": "AS"}, "")
    text = hint_text(hint, "german", SIXTY_SIX)
    assert "Neuner" in text and "Unter" not in text
    assert "Unter" in hint_text(hint, "german", SOFT)


def test_a_hint_to_keep_the_nine_at_a_close_reads_in_both_languages(qtbot, language):
    from schnapsen_qt.ai import Hint
    from schnapsen_qt.engine.actions import PASS
    from schnapsen_qt.gui.table.hints import hint_text

    text = hint_text(Hint(PASS, "pass_wins_pct", {"pct": 75}, ""), "german", SIXTY_SIX)
    assert text == ("Hint: Keep your trump Neuner: not exchanging wins in 75% of possible deals."
                    if language == "en" else
                    "Tipp: Nicht austauschen (Atout-Neuner bleibt in deiner Hand): So gewinnst "
                    "du in 75 % der möglichen Verteilungen.")


def test_the_review_names_the_exchange_of_the_nine(qtbot):
    """(English: the German phrase names the turn-up, "die Atoutkarte austauschen".)"""
    from schnapsen_qt.gui.dialogs.review_dialog import action_name

    assert "Neuner" in action_name(EXCHANGE, "german", SIXTY_SIX)
    assert "Unter" in action_name(EXCHANGE, "german", HOUSE)


def test_the_about_box_names_both_new_games(qtbot, make_window, language):
    w = make_window(language=language)
    text = w.about_box().text()
    assert "Sechsundsechzig" in text
    assert ("house rules" if language == "en" else "Hausregeln") in text


def test_moves_the_rules_lack_are_not_offered_and_their_keys_say_why(qtbot, make_window,
                                                                      language):
    w = make_window(rules=HOUSE, language=language)
    w.controller.new_game(seed=3)
    wait_human(qtbot, w)
    assert not w.menus.act_claim.isVisible() and not w.menus.act_close_before_draw.isVisible()
    button = w.menus.toolbar.widgetForAction(w.menus.act_claim)
    assert button is None or not button.isVisible()
    w.view.setFocus()
    w.statusBar().clearMessage()
    qtbot.keyClick(w.view, Qt.Key.Key_G)
    assert w.statusBar().currentMessage() == (
        "In this game nobody claims 66: every hand is played to its last card."
        if language == "en" else
        "In diesem Spiel meldet niemand aus: Jedes Spiel wird bis zur letzten Karte gespielt.")
    assert w.controller.hand.outcome is None
    w = make_window(rules=SIXTY_SIX, language=language)
    w.controller.new_game(seed=3)
    wait_human(qtbot, w)
    assert w.menus.act_claim.isVisible() and w.menus.act_close_before_draw.isVisible()


def test_the_menus_name_the_exchange_card_of_the_rules_on_the_table(qtbot, make_window):
    """Issue 44, point 6: Sechsundsechzig exchanges the Nine; once its rules are chosen, the
    menu and toolbar say so with the next hand, without a restart."""
    from dataclasses import replace

    w = make_window()
    w.controller.new_game(seed=1)
    assert "Jack" in w.menus.act_exchange.text()
    w.apply_settings(replace(w.settings, rules=SIXTY_SIX))
    w.controller.new_game(seed=2)
    assert "Nine" in w.menus.act_exchange.text()
    w.apply_settings(replace(w.settings, rules=PRESETS["soft"]))
    w.controller.new_game(seed=3)
    assert "Jack" in w.menus.act_exchange.text()

"""Hints reach the player in their language, with the card named as on their deck."""

from __future__ import annotations

from schnapsen_qt.ai import Hint
from schnapsen_qt.engine import parse_card
from schnapsen_qt.gui.table import hints


def test_hint_names_the_card_of_the_deck_in_use(qapp):
    hint = Hint(action=parse_card("KH"), code="play_wins_pct",
                params={"card": "KH", "pct": 81}, text="")
    french = hints.hint_text(hint, "french")
    german = hints.hint_text(hint, "german")
    assert "King of hearts" in french and "81%" in french
    assert "König" in german and "Herz" in german
    # The move is said once, not once as the move and again in the reason.
    assert french.count("King of hearts") == 1


def test_a_hint_without_reason_names_the_move(qapp):
    hint = Hint(action=parse_card("KH"), code="", params={}, text="")
    assert "King of hearts" in hints.hint_text(hint, "french")


def _every_refusal():
    """Refusals of every code the engine gives, from random positions of all rule sets."""
    import random

    from schnapsen_qt.engine import PRESETS, Hand
    from schnapsen_qt.engine.actions import PASS

    found = {}
    rng = random.Random(3)
    presets = tuple(PRESETS.values())
    for i in range(400):
        hand = Hand.shuffled(presets[i % len(presets)], dealer=i % 2, rng=rng)
        while hand.outcome is None:
            for action in range(PASS + 1):  # every card and every other action
                refusal = hand.refusal(action)
                if refusal is not None:
                    found.setdefault(refusal.code, refusal)
            hand.push(rng.choice(hand.legal_actions()))
        found.setdefault("hand_over", hand.refusal(0))
    return found


def test_every_refusal_reads_in_the_players_words(qapp):
    from schnapsen_qt.gui.table import names

    refusals = _every_refusal()
    assert len(refusals) >= 18
    for code, refusal in refusals.items():
        text = names.refusal_text(refusal, "french")
        assert text and "%" not in text and text != "That is not allowed now.", code
        german_deck = names.refusal_text(refusal, "german")
        assert "%" not in german_deck


def test_a_refused_follow_names_the_suit(qapp):
    from schnapsen_qt.engine import Refusal
    from schnapsen_qt.gui.table import names

    refusal = Refusal("higher_card", suit=2)
    assert refusal.text == "You must head the trick with a higher card of hearts."
    assert names.refusal_text(refusal) == "You must head the trick with a higher card of hearts."
    assert "Herz" in names.refusal_text(refusal, "german")


def test_engine_and_table_say_the_same_refusal(qapp):
    """One template per refusal: the English the engine raises is what the table shows."""
    from schnapsen_qt.gui.table import names

    for code, refusal in _every_refusal().items():
        assert names.refusal_text(refusal, "french") == refusal.text, code
        assert "{" not in refusal.text, code


def test_refusals_in_german_use_the_decks_words(qapp):
    from schnapsen_qt import i18n
    from schnapsen_qt.engine import EXCHANGE, Refusal, parse_card
    from schnapsen_qt.gui.table import names

    i18n.install_translators(qapp, "de")
    try:
        no_jack = Refusal("no_trump_jack", card=parse_card("JH"))
        assert names.refusal_text(no_jack, "german") == (
            "Nicht in deiner Hand: Herz-Unter (Atout-Unter).")
        assert "Bube" in names.refusal_text(no_jack, "french")
        assert names.refusal_text(Refusal("talon_closed", action=EXCHANGE), "german") == (
            "Der Talon ist zugedreht: Du kannst nicht die Atoutkarte austauschen.")
    finally:
        i18n.remove_translators()


def test_table_texts_name_the_cards_as_the_deck_does(qapp):
    """Issue 15: "König oder Dame ausspielen" and "Atout-Buben" with the German deck."""
    from types import SimpleNamespace

    from schnapsen_qt import i18n
    from schnapsen_qt.engine import parse_card
    from schnapsen_qt.gui.table import table_texts

    after_meld = SimpleNamespace(outcome=None, to_move=0, meld_suit=2, lead=-1,
                                 legal=(parse_card("KH"), parse_card("QH")))
    i18n.install_translators(qapp, "de")
    try:
        assert table_texts.prompt_text(after_meld, False, False, "german") == (
            "König oder Ober ausspielen")
        assert table_texts.prompt_text(after_meld, False, False, "french") == (
            "König oder Dame ausspielen")
        assert "Atout-Unter" in table_texts.exchanged(1, parse_card("JC"), "german")
    finally:
        i18n.remove_translators()
    assert table_texts.exchanged(0, parse_card("JC"), "german") == "You exchanged the trump Unter."


# -- a hint can be taken (issue 44, point 1) ----------------------------------------------------

def _hinted_window(qtbot, make_window):
    from gui_helpers import make_deck, wait_human

    # Human forehand, spades trumps: the trump marriage and the high spades.
    deck = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                     stock="AC TC AD TD KD KH QH JH TH", dealer=1)
    w = make_window(ask_before_claim_and_close=False)
    w.controller.new_game(deck=deck, first_dealer=1)
    wait_human(qtbot, w)
    return w


def _enter(qtbot, w) -> None:
    from schnapsen_qt.qt import Qt

    qtbot.keyClick(w.view, Qt.Key.Key_Return)


def _hinted(w, action) -> None:
    w.controller.hintReady.emit(Hint(action=action, code="", params={}, text=""))


def test_enter_melds_when_the_hint_is_a_meld_and_its_button_is_highlighted(qtbot, make_window):
    from gui_helpers import wait_human

    from schnapsen_qt.engine import MELD
    from schnapsen_qt.engine.cards import SUITS

    w = _hinted_window(qtbot, make_window)
    meld = MELD + SUITS.index("S")
    _hinted(w, meld)
    button = w.menus.toolbar.widgetForAction(w.menus.act_meld)
    assert button.property("hinted") is True
    assert not w.menus.toolbar.widgetForAction(w.menus.act_close).property("hinted")
    _enter(qtbot, w)
    wait_human(qtbot, w)
    assert w.controller.hand.history[-1] == (0, meld)
    assert not button.property("hinted"), "the highlight ends when the position changes"


def test_enter_closes_when_the_hint_is_the_close(qtbot, make_window):
    from gui_helpers import wait_human

    from schnapsen_qt.engine import CLOSE

    w = _hinted_window(qtbot, make_window)
    _hinted(w, CLOSE)
    assert w.menus.toolbar.widgetForAction(w.menus.act_close).property("hinted") is True
    _enter(qtbot, w)
    wait_human(qtbot, w)
    assert w.controller.hand.closed_by == 0


def test_enter_plays_the_hinted_card_not_the_one_under_the_cursor(qtbot, make_window):
    from gui_helpers import wait_human

    w = _hinted_window(qtbot, make_window)
    w.scene.key_select(0)
    chosen = w.scene.piles.hand.shown()[0].card
    other = next(i.card for i in w.scene.piles.hand.shown()[1:]
                 if w.controller.is_legal(i.card))
    assert other != chosen
    _hinted(w, other)
    _enter(qtbot, w)
    wait_human(qtbot, w)
    assert (0, other) in w.controller.hand.history


def test_choosing_a_card_after_a_card_hint_plays_the_chosen_card(qtbot, make_window):
    from gui_helpers import wait_human

    w = _hinted_window(qtbot, make_window)
    cards = [i.card for i in w.scene.piles.hand.shown()]
    _hinted(w, cards[1])
    w.scene.key_select(2)
    _enter(qtbot, w)
    wait_human(qtbot, w)
    assert (0, cards[2]) in w.controller.hand.history


def test_enter_with_no_card_chosen_says_how_to_choose(qtbot, make_window):
    w = _hinted_window(qtbot, make_window)
    w.scene.piles.hand.selected = -1
    said = []
    w.scene.message.connect(said.append)
    _enter(qtbot, w)
    assert said and "Choose a card first" in said[-1]
    assert not w.controller.hand.history


def test_the_whole_hint_stands_in_the_prompt_box_until_the_player_chooses(qtbot, make_window):
    """Issue 44, point 15: a long hint, which the status bar cuts at 800 pixels (German) or at
    scale 2, stands whole in the prompt box, its lines broken inside the table; choosing
    another card (Enter then plays that one) brings the usual prompt back."""
    from gui_helpers import make_deck, wait_human

    deck = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                     stock="AC TC AD TD KD KH QH JH TH", dealer=1)
    w = make_window(size=(800, 560))
    w.controller.new_game(deck=deck, first_dealer=1)
    wait_human(qtbot, w)
    cards = [i.card for i in w.scene.piles.hand.shown()]
    hint = Hint(action=cards[1], code="play_wins_pct", params={"card": "QS", "pct": 94},
                text="")
    w.controller.hintReady.emit(hint)
    shown = " ".join(w.scene.panels.prompt._rows[i][0]
                     for i in range(len(w.scene.panels.prompt._rows)))
    assert shown == w.scene.hint_text and "94" in shown
    assert len(w.scene.panels.prompt._rows) > 1  # broken into lines, not cut
    assert w.scene.sceneRect().contains(w.scene.panels.rect("prompt"))
    w.scene.key_select(2)
    assert w.scene.panels.lines("prompt") != [w.scene.hint_text]
    assert "94" not in " ".join(w.scene.panels.lines("prompt"))


def test_a_hint_on_the_table_changes_language_with_the_table(qtbot, qapp, make_window):
    """Issue 44, points 7 and 15: switching the language while a hint shows rewrites it."""
    from dataclasses import replace

    from schnapsen_qt import i18n

    w = _hinted_window(qtbot, make_window)
    cards = [i.card for i in w.scene.piles.hand.shown()]
    w.controller.hintReady.emit(Hint(action=cards[1], code="play_wins_pct",
                                     params={"card": "QS", "pct": 94}, text=""))
    assert w.scene.panels.lines("prompt")[0].startswith("Hint")
    try:
        w.apply_settings(replace(w.settings, language="de"))
        assert w.scene.panels.lines("prompt")[0].startswith("Tipp")
    finally:
        i18n.install_translators(qapp, "en")


def test_a_message_in_the_status_bar_does_not_stay_in_the_old_language(qtbot, qapp, make_window):
    """Switching the language while an English message stands in the status bar: the message
    goes with the old language (it was left there, English beside a German table)."""
    from dataclasses import replace

    from schnapsen_qt import i18n

    w = _hinted_window(qtbot, make_window)
    w.show_message("Hint: Meld the marriage in spades: 40 points.")
    try:
        w.apply_settings(replace(w.settings, language="de"))
        assert "Hint" not in w.statusBar().currentMessage()
    finally:
        i18n.install_translators(qapp, "en")

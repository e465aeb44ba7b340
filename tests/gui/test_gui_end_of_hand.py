"""The end of a hand and of a match as the table shows it: the marks go to the loser (two for
a Schneider-Bummerl that counts twice), what ends the match is said, the scoreboard waits for
the summary, the computer's last cards are turned up; the keyboard cursor never rests on a
dimmed card; the computer's pile says what may be seen of it."""

from __future__ import annotations

from dataclasses import replace

import pytest
from gui_helpers import make_deck, my_item, summary_text, wait_human

from schnapsen_qt.engine import CLAIM, MELD, parse_card
from schnapsen_qt.engine.cards import POINTS
from schnapsen_qt.gui.table.piles import Zone
from schnapsen_qt.gui.table.table_texts import MARK, score_lines

# Human forehand, spades trumps: 40 in trumps and three high spades win Schwarz (3 points).
STRONG = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                   stock="AC TC AD TD KD KH QH JH TH", dealer=1)


@pytest.fixture
def english(qapp):
    """English installed (the game always speaks through a translation; the English one has
    the plural forms: 1 Bummerl, 2 Bummerls)."""
    from schnapsen_qt import i18n

    i18n.install_translators(qapp, "en")
    yield qapp
    i18n.remove_translators()


def _win_schwarz(qtbot, w, before_claim=None):
    wait_human(qtbot, w)
    w.scene.submit(MELD + 3)
    wait_human(qtbot, w)
    for code in ("KS", "AS", "TS"):
        w.scene.submit(parse_card(code))
        wait_human(qtbot, w)
    if before_claim is not None:
        before_claim()
    w.scene.submit(CLAIM)
    wait_human(qtbot, w)


def test_a_schneider_bummerl_gives_the_loser_two_marks_and_ends_a_first_to_two_match(
        qtbot, make_window, english):
    w = make_window()
    w.controller.new_game(deck=STRONG, first_dealer=1)
    w.controller.match.to_go = [3, 7]
    _win_schwarz(qtbot, w)
    text = summary_text(w)
    assert "You win the match!" in text
    assert "the computer gets two Bummerls" in text
    assert f"you –, computer {MARK * 2}" in text
    assert "Whoever first has 2 Bummerls loses the match" in text
    assert w.scene.panels.counter.marks == (0, 2)


def test_a_match_of_one_bummerl_says_bummerl_in_the_singular(qapp, english):
    """A match of one Bummerl said "Whoever first has 1 Bummerls loses the match"."""
    from schnapsen_qt import i18n

    def board(to_win: int) -> list[str]:
        return [text for text, _style in score_lines(((7, 7), (0, 0), to_win, False))]

    assert "Whoever first has 1 Bummerl loses the match" in board(1)
    assert "Whoever first has 3 Bummerls loses the match" in board(3)
    i18n.install_translators(qapp, "de")
    assert "Wer zuerst 1 Bummerl hat, verliert die Partie" in board(1)
    assert "Wer zuerst 3 Bummerl hat, verliert die Partie" in board(3)


def test_the_scoreboard_waits_for_the_summary(qtbot, make_window):
    w = make_window(speed="fast")
    w.controller.new_game(deck=STRONG, first_dealer=1)
    seen = []

    def scored(_outcome):
        # The match is scored now, but the last cards still move: any refresh of the panels
        # (the computer thinking, a resize) must not show the new score yet.
        w.scene._update_panels()
        seen.append(w.scene.panels.counter.to_go)

    w.controller.handFinished.connect(scored)
    _win_schwarz(qtbot, w)
    assert seen == [(7, 7)]
    assert w.scene.panels.counter.to_go == (4, 7)  # with the summary


def test_the_computers_last_cards_are_turned_up_after_the_hand(qtbot, make_window):
    w = make_window()
    w.controller.new_game(deck=STRONG, first_dealer=1)
    _win_schwarz(qtbot, w)
    assert w.scene.summary_shown
    cards = w.scene.cards_in(Zone.OPPONENT_HAND)
    assert len(cards) == 5 and all(item.face_up and item.card >= 0 for item in cards)
    assert {item.card for item in cards} == {
        c for c in range(20) if w.controller.hand.hands[1] >> c & 1}


def test_after_a_close_the_summary_says_the_score_at_the_close(qtbot, make_window):
    from schnapsen_qt.engine import CLOSE

    w = make_window()
    w.controller.new_game(deck=STRONG, first_dealer=1)
    wait_human(qtbot, w)
    for action in (MELD + 3, CLOSE, parse_card("KS"), parse_card("AS"), parse_card("TS"),
                   CLAIM):
        w.scene.submit(action)
        wait_human(qtbot, w)
    text = summary_text(w)
    assert "when the talon was closed" in text
    assert "the computer had 0 tricks and 0 points then" in text.replace("trick(s)", "tricks")


def test_the_keyboard_cursor_leaves_a_dimmed_card_after_a_meld(qtbot, make_window):
    w = make_window()
    w.controller.new_game(deck=STRONG, first_dealer=1)
    wait_human(qtbot, w)
    w.scene.key_select(4)  # the rightmost card
    w.scene.submit(MELD + 3)
    wait_human(qtbot, w)
    legal = set(w.controller.legal())
    assert w.scene.selected_card() in legal
    for _ in range(6):
        w.scene.key_move(1)
        assert w.scene.selected_card() in legal
    assert my_item(w, "AH").dimmed


def test_the_computers_pile_shows_its_last_trick_not_mine(qtbot, make_window):
    from gui_helpers import click_item

    from schnapsen_qt.engine import SOFT

    # The computer leads and wins the first trick (the human must play under it).
    deck = make_deck(human="JC QD KD JH QH", ai="AC TD AD TH AH", turnup="KS",
                     stock="TC KC QC JD KH QS JS AS TS", dealer=0)
    w = make_window(rules=SOFT)
    w.controller.new_game(deck=deck, first_dealer=0)
    wait_human(qtbot, w)
    w.scene.submit(w.controller.legal()[0])  # the Jack of clubs under the Ace
    wait_human(qtbot, w)
    assert w.controller.hand.tricks[1] == 1
    pile = w.scene.cards_in(Zone.OPPONENT_TRICKS)
    w.statusBar().clearMessage()
    click_item(qtbot, w, pile[-1])
    assert not w.scene.browsing
    assert "computer won the last trick" in w.statusBar().currentMessage()


def test_the_computers_meld_and_winning_card_are_seen_even_at_instant_speed():
    from schnapsen_qt.gui.table.timings import Timings

    instant, normal = Timings(0.0), Timings(1.0)
    assert instant.pause("trick_pause") == 0
    assert instant.trick_visible > 0 and instant.meld_visible > 0
    assert normal.meld_visible >= normal.pause("meld_show") >= 1000


def test_the_trick_viewer_shows_one_labelled_group_per_trick(qtbot, make_window):
    from schnapsen_qt.engine import SOFT

    w = make_window(rules=SOFT)
    w.controller.new_game(deck=STRONG, first_dealer=1)
    wait_human(qtbot, w)
    for code in ("AS", "TS"):
        w.scene.submit(parse_card(code))
        wait_human(qtbot, w)
    assert w.controller.hand.tricks[0] == 2
    w.scene.toggle_browse()
    wait_human(qtbot, w)
    pile = w.scene.piles.taken[0]
    assert len(pile.groups) == 2 and pile.groups[0][0] == parse_card("AS")
    labels = [label for label in w.scene._trick_labels if label.isVisible()]
    assert len(labels) == 2
    lead, follow = pile.groups[0]
    assert labels[0].lines[0][0] == f"Trick 1: {POINTS[lead] + POINTS[follow]} points"
    # The groups lie below any card on the trick.
    assert all(item.zValue() < 600 for item in pile)
    w.scene.toggle_browse()
    assert not any(label.isVisible() for label in w.scene._trick_labels)


def test_the_summary_hides_the_speech_bubbles(qtbot, make_window):
    """The last announcement ("Genug!") would lie over the summary's top edge on a small
    table; the summary says it all, so the bubbles go when it shows."""
    w = make_window(size=(800, 600))
    w.controller.new_game(deck=STRONG, first_dealer=1)
    wait_human(qtbot, w)
    w.scene.submit(MELD + 3)
    wait_human(qtbot, w)
    assert w.scene.bubbles_shown(), "the meld is announced in a bubble"
    for code in ("KS", "AS", "TS"):
        w.scene.submit(parse_card(code))
        wait_human(qtbot, w)
    w.scene.submit(CLAIM)
    qtbot.waitUntil(lambda: w.scene.summary_shown)
    assert w.scene.panel_rect("summary") is not None
    assert w.scene.bubbles_shown() == []


@pytest.mark.parametrize("size", [(800, 600), (1024, 700), (1366, 768)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_summary_and_its_accuracy_line_leave_the_side_panels_whole(
        qtbot, qapp, make_window, size, language):
    """On 800x600 the summary reached over the column of the scoreboard and the hand's state
    (a long summary covered their lines, which showed through it); where the table has room
    between the panels it stands there now (longer lines wrap), the accuracy line below it
    as wide."""
    from schnapsen_qt import i18n

    i18n.install_translators(qapp, language)
    try:
        w = make_window(size=size)
        w.controller.new_game(deck=STRONG, first_dealer=1)
        _win_schwarz(qtbot, w)
        assert w.scene.summary_shown
        w.accuracy.line.set_text(
            "Deine Entscheidungen in diesem Spiel: im Schnitt 0,16 Punkte Verlust — "
            "Analyse (Strg+R)")
        assert w.accuracy.line.visible
        said = []
        for speaking in (language, "en" if language == "de" else "de"):
            if speaking != language:  # the language switched with the summary on the table
                w.apply_settings(replace(w.settings, language=speaking))
                assert w.scene.summary_shown and w.accuracy.line.visible
            summary = w.scene.panel_rect("summary")
            line = w.accuracy.line.panel.sceneBoundingRect()
            assert not line.intersects(summary)
            panels = [w.scene.panel_rect(n) for n in ("score", "state")]
            assert all(p is not None for p in panels)
            # Right of the panels' column, whatever the heights of the summary and panels.
            column = max(p.right() for p in panels)
            for text in (summary, line):
                assert w.scene.sceneRect().contains(text), size
                assert text.left() > column, (size, speaking)
            said.append(w.scene.panels.lines("summary"))
        assert said[0] != said[1]  # the summary speaks the new language
    finally:
        i18n.install_translators(qapp, "de")

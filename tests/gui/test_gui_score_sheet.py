"""The score sheet of the running Bummerl: every finished hand with winner, how and game points,
the score to go after each; Bummerl marks go to the loser, two for a doubled Schneider-Bummerl."""

from __future__ import annotations

import pytest
from gui_helpers import make_deck, wait_human

from schnapsen_qt import i18n
from schnapsen_qt.engine import CLAIM, MELD, parse_card
from schnapsen_qt.gui.dialogs.score_sheet import MARK, marks_text, sheet_rows

# Human forehand, spades trumps: 40 in trumps and the high spades give a Schwarz (3 points).
STRONG = make_deck(human="KS QS AS TS AH", ai="JC QC KC QD JD", turnup="JS",
                   stock="AC TC AD TD KD KH QH JH TH", dealer=1)


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    i18n.install_translators(qapp, request.param)
    yield request.param
    i18n.install_translators(qapp, "en")


def _win_schwarz(qtbot, w):
    wait_human(qtbot, w)
    w.scene.submit(MELD + 3)
    wait_human(qtbot, w)
    for code in ("KS", "AS", "TS"):
        w.scene.submit(parse_card(code))
        wait_human(qtbot, w)
    w.scene.submit(CLAIM)
    wait_human(qtbot, w)


def test_the_sheet_lists_each_hand_of_the_bummerl(qtbot, make_window):
    w = make_window()
    w.controller.new_game(deck=STRONG, first_dealer=1)
    _win_schwarz(qtbot, w)
    records = w.controller.score_sheet_records()
    rows = sheet_rows(records)
    assert len(rows) == 1
    assert rows[0].winner == 0 and rows[0].game_points == 3 and rows[0].to_go == (4, 7)
    assert "Schwarz" in rows[0].points
    dialog = w.score_sheet()
    qtbot.addWidget(dialog)
    assert "Schwarz" in dialog.table.text()


def test_marks_go_to_the_loser_and_count_twice_for_schneider():
    # The human won one Bummerl 7:0 that counts twice: the computer gets two marks.
    text = marks_text((2, 0), 2)
    assert f"computer {MARK * 2}" in text and "you –" in text
    assert "2" in text


def test_the_doubled_schneider_bummerl_is_mentioned_only_where_the_rules_double(
        qtbot, make_window, language):
    """Soft and sharp Schnapsen count a 7:0 Bummerl twice; the tournament, house and
    Sechsundsechzig rules never do, and their sheet does not say so."""
    from schnapsen_qt.engine import PRESETS

    schneider = "Schneider" if language == "de" else "Schneider-Bummerl"
    for preset, doubles in (("soft", True), ("sharp", True), ("tournament", False),
                            ("house", False), ("sechsundsechzig", False)):
        w = make_window(rules=PRESETS[preset], language=language)
        w.controller.new_game(seed=1)
        dialog = w.score_sheet()
        qtbot.addWidget(dialog)
        text = dialog.marks.text()
        assert (schneider in text) == doubles, (preset, text)
        assert ("computer" if language == "en" else "Computer") in text


def test_the_bead_counter_is_labelled_and_shows_the_finished_bummerl(qtbot, make_window):
    """Issue 44, point 16: the Bummerl marks are counted in words (a line and a tooltip), and
    while the summary announces a Bummerl's last point the beads show that Bummerl, not the
    full arch of the next one."""
    from gui_helpers import wait_human

    w = make_window()
    c = w.controller
    c.new_game(seed=5)
    wait_human(qtbot, w)
    c.match.to_go = [1, 1]  # whoever wins this hand wins the Bummerl
    panels = w.scene.panels
    while c.hand.outcome is None:
        wait_human(qtbot, w)
        if c.hand.outcome is not None:
            break
        w.scene.submit(c.legal()[0])
        qtbot.waitUntil(lambda: not w.scene.busy)
    qtbot.waitUntil(lambda: w.scene.summary_shown)
    assert 0 in panels.counter.to_go, "the winner's last bead is gone"
    assert c.match.to_go == [7, 7]  # the next Bummerl has begun underneath
    assert any("Bummerls (red beads): you" in line for line in panels.lines("score"))
    assert "Small beads" in panels.counter.toolTip()

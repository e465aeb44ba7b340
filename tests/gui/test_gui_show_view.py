"""Redrawing the table from a PlayerView in one call shows what playing up to it showed."""

from __future__ import annotations

from gui_helpers import first_legal_factory, make_deck, wait_human

from schnapsen_qt.engine import CLAIM, CLOSE, EXCHANGE, MELD, SHARP, SOFT
from schnapsen_qt.gui.table.piles import Zone

JACK = make_deck(human="JC KH QH TS AD", ai="KC QC TD KD JD", turnup="AC",
                 stock="TC AH TH JH AS KS QS JS QD", dealer=1)


def _table(scene) -> dict:
    """What the player sees in each zone: the faces shown, and how many backs."""
    seen = {}
    for zone in Zone:
        items = scene.cards_in(zone)
        faces = [i.card for i in items if i.face_up]
        if zone not in (Zone.HAND, Zone.TRICK):
            faces = sorted(faces)
        seen[zone] = (faces, sum(not i.face_up for i in items))
    seen["last trick"] = sorted(i.card for i in scene.last_trick_shown())
    return seen


def _play_and_compare(qtbot, w, first_actions) -> int:
    c = w.controller
    compared = 0
    actions = list(first_actions)
    for _ in range(30):
        wait_human(qtbot, w)
        if w.scene.summary_shown:
            break
        played = _table(w.scene)
        w.scene.show_view(c.view())
        qtbot.waitUntil(lambda: not w.scene.busy)
        assert _table(w.scene) == played
        compared += 1
        legal = c.legal()
        action = actions.pop(0) if actions and actions[0] in legal else next(
            a for a in legal if a not in (CLAIM,))
        w.scene.submit(action)
    return compared


def test_show_view_matches_the_played_table_soft(qtbot, make_window):
    w = make_window(rules=SOFT, ai=first_legal_factory())
    w.controller.new_game(deck=JACK, first_dealer=1)
    # Exchange, meld, lead the King; later close: every pile gets cards.
    assert _play_and_compare(qtbot, w, [EXCHANGE, MELD + 2, 12, CLOSE]) >= 4


def test_show_view_matches_the_played_table_sharp_with_a_closing_computer(qtbot, make_window):
    w = make_window(rules=SHARP, ai=first_legal_factory(close_first=True))
    w.controller.new_game(deck=JACK, first_dealer=1)
    assert _play_and_compare(qtbot, w, []) >= 3

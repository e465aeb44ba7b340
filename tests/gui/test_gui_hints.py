"""Hints reach the player in their language, with the card named as on their deck."""

from __future__ import annotations

from schnapsen_qt.ai import HINT_TEXTS, Hint
from schnapsen_qt.engine import parse_card
from schnapsen_qt.gui import hints


def test_every_ai_hint_code_has_a_translatable_template(qapp):
    # The GUI spells each template out again for lupdate; the two tables must not drift.
    assert hints.templates() == HINT_TEXTS


def test_hint_names_the_card_of_the_deck_in_use(qapp):
    hint = Hint(action=parse_card("KH"), code="play_wins_pct",
                params={"card": "KH", "pct": 81}, text="")
    french = hints.hint_text(hint, "french")
    german = hints.hint_text(hint, "german")
    assert "King of hearts" in french and "81%" in french
    assert "König" in german and "Herz" in german

"""Questions before an action that cannot be taken back: claiming 66 ("Genug") and closing
the talon. One key or one click must not end a hand by mistake: Enter and Escape answer
"Not now"; the action needs its own button (or its underlined letter).

The question says what follows from the rules in force, never the points the player has
(the rules may hide them: sharp players count in their head), and offers "Do not ask again"
(the setting ``ask_before_claim_and_close``, also in the settings dialog).
"""

from __future__ import annotations

from ...engine import CLAIM, CLOSE
from ...i18n import translate
from ...qt import QCheckBox, QMessageBox, QWidget
from ..table.seats import HUMAN


def question_texts(action: int, view) -> tuple[str, str, str]:
    """(title, question, what follows) for ``action`` (CLAIM or CLOSE) in ``view``."""
    rules = view.rules
    opponent_has_trick = view.tricks[1 - HUMAN] > 0
    penalty = (translate("Questions", "2 game points") if opponent_has_trick
               else translate("Questions", "3 game points, because it has no trick now"))
    if action == CLOSE:
        follows = translate(
            "Questions", "No more cards are drawn, and suit must be followed. You must then "
            "reach 66 yourself and say “Genug”; if you do not, the computer scores {penalty}.") \
            if rules.going_out == "claim" else translate(
            "Questions", "No more cards are drawn, and suit must be followed. You must then have "
            "66 at the end of the hand; if you do not, the computer scores {penalty}.")
        return (translate("Questions", "Close the talon"),
                translate("Questions", "Close the talon now?"),
                follows.format(penalty=penalty))
    if view.closed_by == HUMAN:
        follows = translate(
            "Questions", "If you have fewer than 66, the hand ends and the computer scores "
            "the game points of a failed close: 3 if it had no trick when you closed, else 2.")
    elif rules.false_claim_penalty == "mirror":
        follows = translate(
            "Questions", "If you have fewer than 66, the hand ends and the computer scores "
            "what you would have scored.")
    else:
        follows = translate(
            "Questions", "If you have fewer than 66, the hand ends and the computer "
            "scores {penalty}.").format(penalty=penalty)
    return (translate("Questions", "Genug! (66)"),
            translate("Questions", "Say “Genug” and end the hand now?"), follows)


def risky_action_box(parent: QWidget | None, action: int, view) -> QMessageBox:
    """The question for ``action``; its check box (``box.checkBox()``) is "Do not ask again"."""
    assert action in (CLAIM, CLOSE)
    title, text, follows = question_texts(action, view)
    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setObjectName("claimQuestion" if action == CLAIM else "closeQuestion")
    box.setInformativeText(follows)
    # Enter takes the safe answer: a hand must not end by a key pressed once too often.
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    yes = (translate("Questions", "&Genug!") if action == CLAIM
           else translate("Questions", "&Close the talon"))
    box.button(QMessageBox.StandardButton.Yes).setText(yes)
    box.button(QMessageBox.StandardButton.No).setText(translate("Questions", "&Not now"))
    # Parented to the box: PySide does not pass the check box's ownership on to Qt.
    check = QCheckBox(translate(
        "Questions", "&Do not ask again (the settings can turn the question on)"), box)
    box.setCheckBox(check)
    return box


def exchange_at_close_box(parent: QWidget | None, view, deck: str = "french") -> QMessageBox:
    """``exchange_at_close`` (Sechsundsechzig): the computer closed the talon and the player
    holds the card exchanged for the turn-up: exchange it now, yes or no. Escape means no."""
    from ...cards.cardnames import card_name
    from ...engine.cards import exchange_card

    card = exchange_card(view.trump, view.rules)
    title = translate("Questions", "Exchange at the close")
    text = translate("Questions", "The computer closed the talon. Exchange your {card} for "
                     "the turn-up {turnup}?").format(card=card_name(card, deck),
                                                     turnup=card_name(view.turnup, deck))
    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setObjectName("exchangeQuestion")
    box.setInformativeText(translate(
        "Questions", "You may exchange now even without a trick; afterwards the talon stays "
        "closed and the computer leads."))
    box.button(QMessageBox.StandardButton.Yes).setText(translate("Questions", "&Exchange"))
    box.button(QMessageBox.StandardButton.No).setText(translate("Questions", "&Keep it"))
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    return box

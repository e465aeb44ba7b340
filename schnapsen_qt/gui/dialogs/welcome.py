"""The first-start welcome (how to play a card, meld, close and claim; what the levels mean),
and the one place that describes each computer level (also shown in the settings)."""

from __future__ import annotations

from html import escape

from ...cards.cardnames import rank_name
from ...engine.cards import KING, QUEEN, exchange_card, rank_of
from ...engine.deal import layout
from ...engine.rules import Rules
from ...i18n import translate
from ...qt import QDialog, QDialogButtonBox, QSize, QTextBrowser, QVBoxLayout, QWidget, Signal
from ...rules_text import level_description, level_label
from ...userfiles.settings import AI_LEVELS
from .fit import fit_to_screen


def welcome_html(deck: str = "french", rules: Rules | None = None) -> str:
    """The welcome page, in the player's language and the deck's card names, true to
    ``rules`` (soft Schnapsen when None): the keys for the cards in hand, the card exchanged,
    and how a hand is won (claiming 66, or every hand played out)."""
    rules = rules or Rules()
    cards = {"king": rank_name(KING, deck), "queen": rank_name(QUEEN, deck),
             "jack": rank_name(rank_of(exchange_card(0, rules)), deck)}
    claiming = rules.going_out == "claim"
    steps = [
        translate(
            "Welcome", "<b>Play a card:</b> click it, or drag it to the middle of the table. "
            "With the keyboard: arrow keys or 1–{count} choose, Enter plays.").format(
            count=layout(rules).hand_size),
        translate(
            "Welcome", "<b>Meld 20 or 40:</b> with {king} and {queen} of one suit in your "
            "hand, when you lead: press M (or “Meld 20/40” in the toolbar), then lead one of "
            "the pair. 40 in trumps.").format(**cards),
        translate(
            "Welcome", "<b>Exchange the trump {jack}:</b> press X, or drag that card onto "
            "the turned-up card.").format(**cards),
        translate(
            "Welcome", "<b>Close the talon:</b> click the turned-up card or press C. Then "
            "nobody draws and you must reach 66 yourself."),
        translate(
            "Welcome", "<b>Close before drawing:</b> right after you win a trick, the talon "
            "offers it for a moment: click the talon or press B.")
        if rules.close_before_draw else "",
        translate(
            "Welcome", "<b>Say “Genug” (66):</b> when you have 66 points, press G (or "
            "“Genug!” in the toolbar). Claiming too early gives the computer the game points.")
        if claiming else translate(
            "Welcome", "<b>No “Genug”:</b> in these rules nobody claims 66; every hand is "
            "played to its last card and judged then (F1 says how)."),
        translate(
            "Welcome", "<b>Help:</b> H asks for a hint, T shows your taken tricks (if the "
            "rules allow), F1 opens the rules."),
    ]
    levels = "".join(f"<li><b>{escape(level_label(level))}:</b> "
                     f"{escape(level_description(level))}</li>" for level in AI_LEVELS)
    intro = translate(
        "Welcome", "You play against the computer. Be the first to 66 points in a hand; each "
        "hand won brings 1 to 3 game points, and the first to 7 game points wins the Bummerl.") \
        if claiming else translate(
        "Welcome", "You play against the computer. Every hand is played to its last card; "
        "each hand won brings 1 to 3 game points, and the first to 7 game points wins the "
        "Bummerl.")
    outro = translate(
        "Welcome", "Choose the level, the rules, the deck and the language in the Settings. "
        "This page is in the Help menu.")
    return (
        "<h2>" + escape(translate("Welcome", "Welcome to Schnapsen")) + "</h2>"
        + "<p>" + escape(intro) + "</p>"
        + "<ul>" + "".join(f"<li>{step}</li>" for step in steps if step) + "</ul>"
        + "<h3>" + escape(translate("Welcome", "Computer levels")) + "</h3>"
        + "<ul>" + levels + "</ul>"
        + "<h3>" + escape(translate("Welcome", "Four at the table")) + "</h3>"
        + "<p>" + escape(translate(
            "Welcome", "Bauernschnapsen: you and a computer partner opposite against two "
            "computer players, with an auction of contracts, to 24 (Game menu, Ctrl+4; "
            "Ctrl+2 back to this match).")) + "</p>"
        + "<p>" + escape(outro) + "</p>"
    )


class WelcomeDialog(QDialog):
    # The player chose the four-seat table instead (the window shows it).
    bauern_chosen = Signal()

    def __init__(self, deck: str = "french", parent: QWidget | None = None,
                 rules: Rules | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WelcomeDialog")
        self.setWindowTitle(translate("Welcome", "Welcome"))
        self.browser = QTextBrowser()
        self.browser.setObjectName("welcomeText")
        self.browser.setHtml(welcome_html(deck, rules))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("Welcome", "&Let's play"))
        self.bauern_button = buttons.addButton(
            translate("Welcome", "Play &Bauernschnapsen (four players)"),
            QDialogButtonBox.ButtonRole.ActionRole)
        self.bauern_button.clicked.connect(self._choose_bauern)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(620, 600))

    def _choose_bauern(self) -> None:
        self.accept()
        self.bauern_chosen.emit()

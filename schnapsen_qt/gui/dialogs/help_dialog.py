"""The help dialog: the rules in force (with the chosen deck's card names) and the keys."""

from __future__ import annotations

from ...engine.cards import parse_card
from ...i18n import translate
from ...qt import (
    QDialog,
    QDialogButtonBox,
    QEvent,
    QSize,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)
from ...rules_text import EXAMPLE_CARD_WIDTH, rules_html, shortcuts_html
from ...userfiles.settings import Settings
from ..table.cardpix import CardPixmaps
from .fit import fit_to_screen


class RulesBrowser(QTextBrowser):
    """A text browser that draws ``<img src="card:KH">`` (and ``card:back``) from the card art
    of the chosen deck, sharp at the screen's pixel ratio."""

    def __init__(self, deck: str = "french", back: str = "blue") -> None:
        super().__init__()
        self.pixmaps = CardPixmaps(deck, back)

    def set_deck(self, deck: str, back: str) -> None:
        self.pixmaps.set_deck(deck, back)

    def loadResource(self, kind: int, url):  # noqa: N802 - Qt override
        if url.scheme() == "card":
            code = url.path()
            try:
                card = -1 if code == "back" else parse_card(code)
            except ValueError:
                return super().loadResource(kind, url)
            return self.pixmaps.pixmap(card, EXAMPLE_CARD_WIDTH, self.devicePixelRatioF())
        return super().loadResource(kind, url)


class HelpDialog(QDialog):
    """``HelpDialog(settings, parent)``: rules page built from ``settings.rules``."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HelpDialog")
        self.settings = settings
        self.tabs = QTabWidget(self)
        self.rules_browser = RulesBrowser(settings.deck, settings.back)
        self.rules_browser.setObjectName("rulesBrowser")
        self.rules_browser.setOpenExternalLinks(True)
        self.keys_browser = QTextBrowser()
        self.keys_browser.setObjectName("keysBrowser")
        self.tabs.addTab(self.rules_browser, "")
        self.tabs.addTab(self.keys_browser, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(680, 760))
        self.retranslate_ui()

    def set_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("HelpDialog", "Rules and keys"))
        self.tabs.setTabText(0, translate("HelpDialog", "Rules"))
        self.tabs.setTabText(1, translate("HelpDialog", "Keyboard"))
        self.rules_browser.set_deck(self.settings.deck, self.settings.back)
        self.rules_browser.setHtml(rules_html(self.settings.rules, self.settings.deck))
        self.keys_browser.setHtml(shortcuts_html(self.settings.deck, self.settings.rules))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

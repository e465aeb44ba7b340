"""Hints at the four-seat table: Game > Hint (H) suggests your trump call, bid, Kontra answer,
ring suit or card.

The suggestion is the choice of the strongest Bauernschnapsen level from your own view only
(:func:`...ai.bauernschnapsen.hint.bauern_hint` gets the :class:`SeatView` of your seat, never a
hidden card), worked out outside the GUI thread (:mod:`.background`). It is shown where you
would act: the suggested card is raised and framed in your hand, the suggested button is marked,
and the status bar says what the choice is worth against the next best. The marks go as soon as
the hand moves on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.bauernschnapsen import BAction
from ...engine.bauernschnapsen import actions as A
from ...i18n import current_language, translate
from ...qt import QAction, QKeySequence, QLocale, QObject, Qt
from .background import Background
from .places import HUMAN
from .texts import action_label

if TYPE_CHECKING:
    from .game import BauernGame
    from .mode import BauernMode
    from .table import BauernTablePage

# The two-player game's hint key: its action is off while the four-seat table shows.
HINT_KEY = "H"
# The look of a hinted choice's button (warm and framed, as the two-player toolbar's hint).
HINTED_BUTTON_STYLE = ("QPushButton { background: #ffd54f; color: #222; font-weight: bold; "
                       "border: 2px solid #b8860b; border-radius: 3px; padding: 3px 8px; }")


def points(value: float, signed: bool = True) -> str:
    """Game points with one decimal in the language's own form (+1,5 in German)."""
    text = QLocale(current_language()).toString(float(value), "f", 1)
    return ("+" + text) if signed and value > 0.05 else text


def choice_text(action: BAction, deck: str) -> str:
    """A choice as its button says it; a card with the marriage it declares."""
    text = action_label(action, deck)
    if action.kind == A.PLAY and action.marriage:
        text = translate("BauernHints", "{card}, declaring the marriage").format(card=text)
    return text


def hint_text(hint: Any, deck: str) -> str:
    """The status bar's line for a hint: the choice and, where it was searched, its worth."""
    choice = choice_text(hint.action, deck)
    if hint.value is None:
        return translate("BauernHints", "Hint: {choice}.").format(choice=choice)
    if hint.runner_up is None:
        return translate("BauernHints", "Hint: {choice} (about {value} game points for your "
                         "team over {deals} possible deals).").format(
            choice=choice, value=points(hint.value), deals=hint.deals)
    return translate("BauernHints", "Hint: {choice}: about {value} game points for your team "
                     "over {deals} possible deals; next best {other}: {other_value}.").format(
        choice=choice, value=points(hint.value), deals=hint.deals,
        other=choice_text(hint.runner_up, deck), other_value=points(hint.runner_up_value))


class BauernHints(QObject):
    """Game > Hint (H) while the four-seat table shows."""

    def __init__(self, mode: BauernMode) -> None:
        super().__init__(mode)
        self.mode = mode
        self.worker = Background(self)
        # The hint shown now: (the deal, how many actions it had, the search's answer), or
        # None.
        self.hint: tuple[object, int, Any] | None = None
        self.last_text = ""
        window = mode.window
        self.action = QAction(window)
        self.action.setObjectName("bauernHint")
        self.action.setShortcut(QKeySequence(HINT_KEY))
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.triggered.connect(self.request)
        window.addAction(self.action)

    def attach(self, game: BauernGame, page: BauernTablePage) -> None:
        page.refreshed.connect(self._show_marks)

    def retranslate(self) -> None:
        self.action.setText(translate("BauernHints", "&Hint"))
        tip = translate("BauernHints", "What the strongest level would choose in your place, "
                        "from your cards only ({key})").format(key=HINT_KEY)
        self.action.setToolTip(tip)
        self.action.setStatusTip(tip)
        page = self.mode.page
        if self.current() is not None and self.hint is not None and page is not None:
            # The hint still on the table, said again in the new language (and deck).
            self.last_text = hint_text(self.hint[2], page.deck)
            self.mode.window.show_message(self.last_text)

    def request(self) -> None:
        """Work out a hint for your turn now (a running one is given up)."""
        game, page = self.mode.game, self.mode.page
        if game is None or page is None or game.deal is None:
            return
        if not game.your_turn():
            self.mode.window.show_message(translate(
                "BauernHints", "A hint is given when it is your turn."))
            return
        deal, moves = game.deal, len(game.history)
        view, rules, seed = deal.view(HUMAN), game.rules, game.seed

        def job(stop, _send):
            from ...ai.bauernschnapsen.hint import bauern_hint

            return bauern_hint(view, rules, seed, should_stop=stop)

        self.mode.window.show_message(translate("BauernHints", "Thinking about a hint…"))
        self.worker.run(job, lambda result: self._answer(deal, moves, result))

    def _answer(self, deal: object, moves: int, result: Any) -> None:
        game, page = self.mode.game, self.mode.page
        if isinstance(result, Exception) or game is None or page is None:
            return
        if game.deal is not deal or len(game.history) != moves or not game.your_turn():
            return  # the hand moved on meanwhile
        self.hint = (deal, moves, result)
        self.last_text = hint_text(result, page.deck)
        self.mode.window.show_message(self.last_text)
        self._show_marks()

    def current(self) -> BAction | None:
        """The hinted action while it still applies (your turn at the same position)."""
        game = self.mode.game
        if self.hint is None or game is None:
            return None
        deal, moves, result = self.hint
        if game.deal is not deal or len(game.history) != moves or not game.your_turn():
            self.hint = None
            return None
        return result.action

    def _show_marks(self) -> None:
        """The hinted card raised, or the hinted choice's button marked (after each redraw)."""
        page = self.mode.page
        if page is None:
            return
        action = self.current()
        page.table.mark_card(action.card if action is not None and action.kind == A.PLAY
                             else -1)
        if action is None:
            return
        for button, choice in zip(page.choices, page.choice_actions, strict=False):
            if choice is not None and _same_choice(choice, action):
                button.setStyleSheet(HINTED_BUTTON_STYLE)
                button.setProperty("hinted", True)
                page.buttons_scroll.ensureWidgetVisible(button)  # a row scrolled away

    def cancel(self) -> None:
        self.worker.cancel()


def _same_choice(a: BAction, b: BAction) -> bool:
    if a.kind == A.AUFSCHLAGEN:
        return b.kind == A.AUFSCHLAGEN
    return a == b

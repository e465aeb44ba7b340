"""The Bauernschnapsen table: you at the bottom with a computer partner opposite and two
computer opponents left and right (docs/rules/bauernschnapsen.md).

In the main window through :mod:`.mode` (Game > Bauernschnapsen, Ctrl+4), or on its own:
``python -m schnapsen_qt.gui.bauern.table [--level L] [--seed S] [--deck D] [--language de]``.
The cards lie on the two-player table's cloth (:mod:`.scene`): your cards face up, the others'
backs, the trick in front of each seat, each team's tricks on its pile with the first face up;
the page around it shows the contract with who plays it, the trumps and the Kontra level, the
last calls, and the score to 24. The trump call, the auction, Kontra and the ring's suit are
numbered buttons with the contract's name and value and a line under them on what the choice
under the mouse or with the keyboard's focus means; your cards are clicked. The three computer
players decide in :class:`~.game.BauernGame`.
"""

from __future__ import annotations

import argparse
import sys

from ...engine.bauernschnapsen import BAction, BauernRules
from ...engine.bauernschnapsen import actions as A
from ...engine.bauernschnapsen.deal import PH_AUCTION, PH_KONTRA, PH_PLAY, PH_RING_TRUMP, PH_TRUMP
from ...engine.bauernschnapsen.seats import FOUR
from ...engine.bauernschnapsen.view import SeatView
from ...i18n import translate
from ...qt import (
    QApplication,
    QEvent,
    QFont,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMainWindow,
    QObject,
    QPainter,
    QPushButton,
    QScrollArea,
    QSize,
    QSizePolicy,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ..table.cardpix import CardPixmaps
from .game import AI_PAUSE_MS, TRICK_PAUSE_MS, BauernGame
from .places import HUMAN
from .scene import BauernScene
from .texts import (
    action_label,
    action_tip,
    bummerl_line,
    choice_meaning,
    contract_line,
    contract_meaning,
    default_choice,
    game_over_text,
    outcome_text,
    refusal_text,
    said_text,
    score_line,
    seat_name,
)

# The auction's buttons in rows of at most this many, fewer where the table is narrow.
BUTTONS_PER_ROW = 4


class BauernTableView(QGraphicsView):
    """Shows one seat's view of the hand on the two-player table's cloth (:class:`BauernScene`);
    a click on one of your legal cards emits :attr:`card_clicked` with the card."""

    card_clicked = Signal(int)

    def __init__(self, pixmaps: CardPixmaps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.felt = BauernScene(pixmaps, self)
        self.setScene(self.felt)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.felt.card_clicked_signal.connect(self.card_clicked)
        self.view: SeatView | None = None
        self.shown_trick: tuple[tuple[int, int], ...] = ()
        self.playable: set[int] = set()
        self.bubbles: dict[int, str] = {}

    @property
    def hinted_card(self) -> int:
        """Your card a hint suggests (raised and framed), or -1 (gui/bauern/hint.py)."""
        return self.felt.hinted_card

    def mark_card(self, card: int) -> None:
        """Raise and frame ``card`` in your hand as hinted (-1: none)."""
        if card != self.felt.hinted_card:
            self.felt.hinted_card = card
            self.felt.show_again()

    @property
    def pixmaps(self) -> CardPixmaps:
        return self.felt.pixmaps

    def show_view(self, view: SeatView, shown_trick: tuple[tuple[int, int], ...],
                  playable: set[int], bubbles: dict[int, str] | None = None,
                  new_hand: bool = False) -> None:
        """Show ``view`` with ``shown_trick`` in the middle (the trick in progress, or the one
        just finished); ``playable`` are the cards you may click now; ``bubbles`` what each
        seat said last in the auction and at Kontra, shown by its seat; a ``new_hand`` is
        dealt from the middle, otherwise the cards that moved fly to their places."""
        self.view, self.shown_trick, self.playable = view, shown_trick, playable
        self.bubbles = bubbles or {}
        self.felt.playable = playable
        self.felt.show(view, shown_trick, self.bubbles, new_hand)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        size = self.viewport().size()
        self.felt.resize_table(size.width(), size.height(), self.devicePixelRatioF())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # Small: the table takes the room the panels leave, not the other way round.
        return QSize(320, 200)


CALLING = (PH_TRUMP, PH_AUCTION, PH_RING_TRUMP, PH_KONTRA)
# The keys of the offered choices, in order (the buttons show them); in the play of cards the
# digits 1-5 play your cards from the left.
CHOICE_KEYS = "1234567890ABCDEF"
SHEET_KEY = "S"


class MeaningLine(QLabel):
    """One line of text cut with "…" to the width it is given (the whole text in its
    tooltip): it asks for no width and one line's height, so it never squeezes the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def set_full_text(self, text: str) -> None:
        self.full_text = text
        self.setToolTip(text)
        self._fit()

    def _fit(self) -> None:
        self.setText(self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight,
                                                   max(0, self.width())))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(0, self.fontMetrics().height() + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.sizeHint()


class _ChoicesArea(QScrollArea):
    """The rows of choices: as tall as they are where there is room (its size hint), down to
    one row with a scroll bar where there is not."""

    full_height = 0

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(super().sizeHint().width(), self.full_height)


class BauernTablePage(QWidget):
    """The four-seat table with its panels: the contract and who plays it, the score to the
    target with the Bummerl, the last calls, and your choices as buttons with their keys. It
    shows :class:`~.game.BauernGame` and passes your choices to it; ``message`` carries what a
    status bar should say (a refused choice)."""

    message = Signal(str)
    sheet_requested = Signal()
    # The page was drawn anew (hints put their marks back, gui/bauern/hint.py).
    refreshed = Signal()

    def __init__(self, game: BauernGame, deck: str = "french",
                 parent: QWidget | None = None, speed_factor: float = 1.0,
                 back: str = "blue") -> None:
        super().__init__(parent)
        self.setObjectName("bauernTable")
        self.game = game
        self.deck = deck
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table = BauernTableView(CardPixmaps(deck, back), self)
        self.table.felt.set_speed(speed_factor)
        # The deal on the table now (a new one is dealt from the middle).
        self._deal_shown: object = None
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.card_clicked.connect(self._card_clicked)
        self.contract_label = QLabel()
        self.contract_label.setObjectName("bauernContract")
        bold = QFont(self.contract_label.font())
        bold.setBold(True)
        self.contract_label.setFont(bold)
        self.contract_label.setWordWrap(True)
        self.score_label = QLabel()
        self.score_label.setObjectName("bauernScore")
        self.score_label.setWordWrap(True)
        self.sheet_button = QPushButton()
        self.sheet_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.sheet_button.clicked.connect(self.sheet_requested)
        self.calls_label = QLabel()
        self.calls_label.setWordWrap(True)
        self.buttons = QWidget()
        self.buttons_layout = QVBoxLayout(self.buttons)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        self.buttons_layout.setSpacing(2)
        # On a short screen the rows of choices scroll rather than push the window past it.
        self.buttons_scroll = _ChoicesArea()
        self.buttons_scroll.setWidget(self.buttons)
        self.buttons_scroll.setWidgetResizable(True)
        self.buttons_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.buttons_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.buttons_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # One line on what the choice under the mouse or with the keyboard's focus means (the
        # highest otherwise): elided to the width, never wrapped, so the table keeps its room.
        self.meaning = MeaningLine()
        self.meaning.setObjectName("bauernMeaning")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(3)
        top = QHBoxLayout()
        top.addWidget(self.contract_label, 1)
        top.addWidget(self.score_label)
        top.addWidget(self.sheet_button)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.calls_label)
        layout.addWidget(self.buttons_scroll)
        layout.addWidget(self.meaning)
        # The buttons offered now, in order, with the choice each makes (tests press them).
        self._hovered: QObject | None = None
        self.choices: list[QPushButton] = []
        self.choice_actions: list[BAction | None] = []
        game.changed.connect(self.refresh)
        self.retranslate()

    def set_deck(self, deck: str, back: str | None = None) -> None:
        self.deck = deck
        pixmaps = self.table.pixmaps
        pixmaps.set_deck(deck, back or pixmaps.back)
        for item in self.table.felt.items():
            item.update()
        self.refresh()

    def set_speed(self, factor: float) -> None:
        """The settings' animation speed (0: "instant", every card at its place at once)."""
        self.table.felt.set_speed(factor)

    def retranslate(self) -> None:
        self.sheet_button.setText(translate("Bauernschnapsen", "Score sheet ({key})").format(
            key=SHEET_KEY))
        self.sheet_button.setToolTip(translate(
            "Bauernschnapsen", "Each hand of the game to 24: the contract, who played it, the "
            "points, and the Bummerl"))
        self.refresh()

    # ---- what is shown ---------------------------------------------------------------------
    def refresh(self) -> None:
        game = self.game
        deal = game.deal
        if deal is None:
            return
        view = deal.view(HUMAN)
        playable = ({a.card for a in view.legal if a.kind == A.PLAY}
                    if deal.phase == PH_PLAY and game.your_turn() else set())
        # The calls in bubbles while calling goes on (then the cards speak).
        bubbles = self._bubbles() if deal.phase in CALLING else {}
        if deal.phase == PH_PLAY and game.waiting and deal.outcome is None:
            bubbles[deal.to_move] = "…"  # whose turn it is while the cards are played
        new_hand, self._deal_shown = deal is not self._deal_shown, deal
        self.table.show_view(view, game.shown_trick or tuple(view.trick), playable, bubbles,
                             new_hand)
        trump = view.trump if view.contract is not None else view.called_trump
        self.contract_line = contract_line(view.contract, view.declarer, trump,
                                           view.multiplier, self.deck)
        self.contract_label.setText(self.contract_line)
        self.contract_label.setToolTip(
            contract_meaning(view.contract) if view.contract is not None else "")
        score = score_line(game.sheet.points, game.sheet.target) + " · " + bummerl_line(
            game.sheet.bummerl)
        # On one line where the table is wide (a wrapping label asks for too little width).
        self.score_label.setWordWrap(
            self.score_label.fontMetrics().horizontalAdvance(score) * 2 > self.width())
        self.score_label.setText(score)
        calls = [said_text(seat, action, self.deck) for seat, action in game.history[-6:]]
        self.calls_label.setText(" · ".join(calls))
        self._buttons(view)
        self.refreshed.emit()

    def _bubbles(self) -> dict[int, str]:
        """Each seat's last word in the auction and at Kontra (the plays are on the table)."""
        said: dict[int, str] = {}
        for seat, action in self.game.history:
            if action.kind == A.PLAY:
                break
            said[seat] = said_text(seat, action, self.deck).split(": ", 1)[-1]
        return said

    def _buttons(self, view: SeatView) -> None:
        focused = QApplication.focusWidget()
        had_focus = focused is not None and self.buttons.isAncestorOf(focused)
        self._hovered = None
        while self.buttons_layout.count():
            item = self.buttons_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:  # gone at once, not when the event loop deletes it
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.choices, self.choice_actions = [], []
        deal = self.game.deal
        assert deal is not None
        if deal.outcome is not None:
            out = deal.outcome
            ours = out.winning_team == FOUR.team_of(HUMAN)
            row = self._button_row()
            text = outcome_text(ours, out.game_points)
            last = self.game.rows[-1] if self.game.rows else None
            if last is not None and last.get("over"):
                text += " " + game_over_text(last["over"]["loser"] == FOUR.team_of(HUMAN),
                                             last["over"]["kind"])
            label = QLabel(text)
            label.setObjectName("bauernOutcome")
            label.setWordWrap(True)
            row.addWidget(label, 1)
            over = self.game.game_over()
            button = QPushButton(
                translate("Bauernschnapsen", "New game (Enter)") if over
                else translate("Bauernschnapsen", "Next hand (Enter)"))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(self.game.next_hand)
            row.addWidget(button)
            self.choices, self.choice_actions = [button], [None]
            self._fit_buttons()
            self._show_meaning()
            return
        if not self.game.your_turn():
            if deal.phase != PH_PLAY:
                row = self._button_row()
                row.addWidget(QLabel(translate("Bauernschnapsen", "{seat} to call…").format(
                    seat=seat_name(deal.to_move))))
            self._fit_buttons()
            self._show_meaning()
            return
        if deal.phase == PH_PLAY:
            self._fit_buttons()
            self._show_meaning()
            return
        shown = [a for a in view.legal if not (a.kind == A.AUFSCHLAGEN and a.slot != 0)]
        room = max(100, self.width() - 12)
        used, in_row = room + 1, 0
        for i, action in enumerate(shown):  # either unseen card to turn up: one button
            key = CHOICE_KEYS[i] if i < len(CHOICE_KEYS) else ""
            text = action_label(action, self.deck)
            button = QPushButton(f"{key}  {text}" if key else text)
            # Tab reaches the choices (the meaning line follows the focus); the keys of the
            # table still work from a focused button.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.installEventFilter(self)
            tip = action_tip(action)
            if tip:
                button.setToolTip(tip)
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
            width = button.sizeHint().width() + 6
            if in_row >= BUTTONS_PER_ROW or used + width > room:  # a new row where it is full
                row, used, in_row = self._button_row(), 0, 0
            row.addWidget(button)
            used, in_row = used + width, in_row + 1
            self.choices.append(button)
            self.choice_actions.append(action)
        self._fit_buttons()
        if had_focus and self.choices:
            self.choices[0].setFocus(Qt.FocusReason.OtherFocusReason)
        self._show_meaning()

    # ---- the meaning line ------------------------------------------------------------------
    def meaning_action(self) -> BAction | None:
        """The choice the meaning line is about: the one under the mouse, else the one with
        the keyboard's focus, else the highest (:func:`default_choice`)."""
        actions = [a for a in self.choice_actions if a is not None]
        if not actions:
            return None
        for button in (self._hovered, QApplication.focusWidget()):
            if button in self.choices:
                action = self.choice_actions[self.choices.index(button)]  # type: ignore[arg-type]
                if action is not None:
                    return action
        return default_choice(actions)

    def _show_meaning(self) -> None:
        action = self.meaning_action()
        deal = self.game.deal
        at_kontra = deal is not None and deal.phase == PH_KONTRA
        text = choice_meaning(action, self.deck, at_kontra) if action is not None else ""
        self.meaning.set_full_text(text)
        # The meaning takes the place of the line of calls (the bubbles show them then): the
        # table keeps its height.
        self.meaning.setVisible(bool(text))
        self.calls_label.setVisible(not text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.Enter:
            self._hovered = watched
        elif kind == QEvent.Type.Leave and self._hovered is watched:
            self._hovered = None
        if kind in (QEvent.Type.Enter, QEvent.Type.Leave, QEvent.Type.FocusIn,
                    QEvent.Type.FocusOut):
            self._show_meaning()
        return super().eventFilter(watched, event)

    def _fit_buttons(self) -> None:
        """The choices' area as tall as its rows, or one row with a scroll bar when the table
        has no room for more."""
        # Measured from the widgets themselves: the new rows are not shown yet, and a layout
        # leaves out what is not shown.
        heights = []
        for row in _child_layouts(self.buttons_layout):
            heights.append(max((w.sizeHint().height() for w in _child_widgets(row)),
                               default=0))
        full = sum(heights) + self.buttons_layout.spacing() * max(0, len(heights) - 1)
        one = heights[0] if heights else 0
        self.buttons_scroll.full_height = full
        self.buttons_scroll.setMaximumHeight(full)
        self.buttons_scroll.setMinimumHeight(min(full, one))
        self.buttons_scroll.updateGeometry()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.refresh()  # the choices in rows that fit the new width

    def _button_row(self) -> QHBoxLayout:
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        self.buttons_layout.addWidget(holder)
        return row

    # ---- your choices ------------------------------------------------------------------------
    def choose(self, action: BAction) -> None:
        deal = self.game.deal
        why = deal.refusal_reason(HUMAN, action) if deal is not None else None
        if why is not None and self.game.your_turn():
            self.message.emit(refusal_text(why, self.deck))
            return
        self.game.choose(action)

    def _card_clicked(self, card: int) -> None:
        deal = self.game.deal
        assert deal is not None
        legal = [a for a in deal.legal_actions() if a.kind == A.PLAY and a.card == card]
        if legal:  # a King or Queen with its partner: declare the marriage (always worth it)
            self.choose(max(legal, key=lambda a: a.marriage))

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """The keys of the table: the choice numbered on its button, your n-th card from the
        left in the play, Enter or Space for the next hand, S for the score sheet."""
        text = event.text().upper()
        deal = self.game.deal
        if deal is not None and text:
            if text == SHEET_KEY:
                self.sheet_requested.emit()
                return
            if deal.outcome is not None and event.key() in (
                    Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.game.next_hand()
                return
            if deal.phase == PH_PLAY and text.isdigit() and deal.outcome is None:
                index = int(text) - 1
                hand = sorted(deal.view(HUMAN).hand)
                if 0 <= index < len(hand) and self.game.your_turn():
                    card = hand[index]
                    if card in self.table.playable:
                        self._card_clicked(card)
                    else:  # refused: the status bar says why
                        self.choose(BAction(A.PLAY, card=card))
                return
            if text in CHOICE_KEYS:
                index = CHOICE_KEYS.index(text)
                if index < len(self.choice_actions) and self.choice_actions[index] is not None:
                    self.choose(self.choice_actions[index])  # type: ignore[arg-type]
                return
        super().keyPressEvent(event)


class BauernWindow(QMainWindow):
    """The table on its own (``python -m schnapsen_qt.gui.bauern.table``): one game to 24,
    nothing saved."""

    def __init__(self, level: str = "expert", seed: int = 0, deck: str = "french",
                 rules: BauernRules | None = None, ai_pause_ms: int = AI_PAUSE_MS,
                 trick_pause_ms: int = TRICK_PAUSE_MS) -> None:
        super().__init__()
        self.setWindowTitle(translate("Bauernschnapsen", "Bauernschnapsen"))
        self.game = BauernGame(level, seed, rules, ai_pause_ms, trick_pause_ms, parent=self)
        self.page = BauernTablePage(self.game, deck, self)
        self.page.message.connect(lambda text: self.statusBar().showMessage(text, 5000))
        self.setCentralWidget(self.page)
        self.resize(1024, 720)
        self.game.new_game()
        self.page.setFocus()


def main(argv: list[str] | None = None) -> int:
    from ...ai.bauernschnapsen import LEVELS
    from ...i18n import install_translators

    parser = argparse.ArgumentParser(prog="python -m schnapsen_qt.gui.bauern.table")
    parser.add_argument("--level", choices=LEVELS, default="expert")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--deck", default="french")
    parser.add_argument("--language", default="system")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_translators(app, args.language)
    window = BauernWindow(args.level, args.seed, args.deck)
    window.show()
    return app.exec()


def _child_widgets(layout: QLayout) -> list[QWidget]:
    """The widgets of ``layout``'s items, in order (items without a widget left out)."""
    items = (layout.itemAt(i) for i in range(layout.count()))
    return [w for w in (item.widget() for item in items if item is not None) if w is not None]


def _child_layouts(layout: QLayout) -> list[QLayout]:
    """The layouts of the widgets in ``layout`` (one per row of choices)."""
    return [inner for inner in (w.layout() for w in _child_widgets(layout)) if inner is not None]


if __name__ == "__main__":
    raise SystemExit(main())

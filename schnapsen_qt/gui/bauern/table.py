"""The start of the Bauernschnapsen table: you at the bottom with a computer partner opposite and
two computer opponents left and right (docs/rules/bauernschnapsen.md).

Not yet part of the main window: ``python -m schnapsen_qt.gui.bauern.table [--level L]
[--seed S] [--deck D] [--language de]`` opens it on its own. It shows your cards face up and the
others' backs, the cards of the trick in front of each seat, each team's face-up first trick,
the contract with who plays it, the trumps and the Kontra level, the last calls, and the score to
24; the trump call, the auction, Kontra and the ring's suit are buttons with the contract's name
and value, your cards are clicked. The three computer players (one level for all three) decide
from their own views in a worker thread, polled by a timer (no Qt signal crosses threads, see
:mod:`.ai_worker`).

What the full table still needs is listed in docs/ARCHITECTURE.md, "The Bauernschnapsen table".
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
    QBrush,
    QColor,
    QFont,
    QFrame,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMainWindow,
    QPainter,
    QPen,
    QPushButton,
    QRectF,
    QScrollArea,
    QSize,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ..table.cardpix import CardPixmaps
from .game import AI_PAUSE_MS, TRICK_PAUSE_MS, BauernGame
from .places import HUMAN, Geometry, place_of
from .texts import (
    action_label,
    action_tip,
    bummerl_line,
    contract_line,
    contract_meaning,
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
    """Draws one seat's view of the hand; a click on one of your legal cards emits
    :attr:`card_clicked` with the card."""

    card_clicked = Signal(int)

    def __init__(self, pixmaps: CardPixmaps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QBrush(QColor("#1f5e3a")))
        self.pixmaps = pixmaps
        self.view: SeatView | None = None
        self.shown_trick: tuple[tuple[int, int], ...] = ()
        self.playable: set[int] = set()
        self.bubbles: dict[int, str] = {}
        # Your card a hint suggests (raised and framed), or -1 (gui/bauern/hint.py).
        self.hinted_card = -1

    def mark_card(self, card: int) -> None:
        """Raise and frame ``card`` in your hand as hinted (-1: none)."""
        if card != self.hinted_card:
            self.hinted_card = card
            self._draw()

    def show_view(self, view: SeatView, shown_trick: tuple[tuple[int, int], ...],
                  playable: set[int], bubbles: dict[int, str] | None = None) -> None:
        """Draw ``view`` with ``shown_trick`` in the middle (the trick in progress, or the one
        just finished); ``playable`` are the cards you may click now; ``bubbles`` what each
        seat said last in the auction and at Kontra, shown by its seat."""
        self.view, self.shown_trick, self.playable = view, shown_trick, playable
        self.bubbles = bubbles or {}
        self._draw()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._draw()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # Small: the table takes the room the panels leave, not the other way round.
        return QSize(320, 200)

    def _card(self, card: int, width: float, x: float, y: float, z: float) -> QGraphicsPixmapItem:
        dpr = self.devicePixelRatioF()
        item = QGraphicsPixmapItem(self.pixmaps.pixmap(card, width, dpr))
        item.setPos(x, y)
        item.setZValue(z)
        self.scene().addItem(item)
        return item

    def _draw(self) -> None:
        scene = self.scene()
        scene.clear()
        size = self.viewport().size()
        scene.setSceneRect(0, 0, size.width(), size.height())
        view = self.view
        if view is None:
            return
        geo = Geometry(size.width(), size.height())
        for seat in range(4):
            place = place_of(seat)
            if seat == view.seat:
                cards = sorted(view.hand)  # suits together, each from the Ace down
            elif seat == view.open_hand[0]:
                cards = list(view.open_hand[1])
            else:
                cards = [-1] * view.hand_sizes[seat]
            face_up = seat == view.seat or seat == view.open_hand[0]
            spots = geo.hand(place, len(cards), face_up)
            shown_aufschlag = (seat != view.seat and seat == view.forehand
                               and view.aufschlag_card >= 0
                               and view.aufschlag_card not in self._played(view))
            for i, (card, (x, y)) in enumerate(zip(cards, spots, strict=True)):
                if shown_aufschlag and i == len(cards) - 1:
                    card = view.aufschlag_card
                hinted = seat == view.seat and card == self.hinted_card
                if hinted:
                    y -= geo.margin * 1.2
                item = self._card(card, geo.card_w, x, y, i)
                if hinted:
                    frame = scene.addRect(item.boundingRect().adjusted(-2, -2, 2, 2),
                                          QPen(QColor("#ffd54f"), 3))
                    frame.setPos(x, y)
                    frame.setZValue(i + 0.5)
                if seat == view.seat:
                    item.setData(0, card)
                    if self.playable and card not in self.playable:
                        item.setOpacity(0.55)
                    if card in self.playable:
                        item.setCursor(Qt.CursorShape.PointingHandCursor)
            if seat == view.sitting_out:
                label = scene.addText(translate("Bauernschnapsen", "sits out"))
                label.setDefaultTextColor(QColor("white"))
                x, y = spots[0] if spots else geo.trick_slot(place)
                label.setPos(x, y - geo.margin * 1.6)
        for i, (seat, card) in enumerate(self.shown_trick):
            x, y = geo.trick_slot(place_of(seat))
            self._card(card, geo.card_w, x, y, 20 + i)
        for team, index in enumerate(view.first_trick):
            if index < 0:
                continue
            trick = view.tricks[index]
            own = team == FOUR.team_of(view.seat)
            for (x, y), (_, card) in zip(geo.first_trick(own), trick.plays, strict=False):
                self._card(card, geo.small_card_w, x, y, 10)

        for seat, text in self.bubbles.items():
            self._bubble(geo, place_of(seat), text)

    def _bubble(self, geo: Geometry, place: str, text: str) -> None:
        """A seat's last call in a light bubble between its cards and the middle."""
        scene = self.scene()
        label = QGraphicsSimpleTextItem(text)
        font = QFont(self.font())
        font.setBold(True)
        label.setFont(font)
        rect = label.boundingRect()
        pad = 6.0
        w, h = rect.width() + 2 * pad, rect.height() + 2 * pad
        x, y = geo.bubble(place, w, h)
        box = scene.addRect(QRectF(0, 0, w, h), QPen(QColor("#333333")),
                            QBrush(QColor("#fff8dc")))
        box.setPos(x, y)
        box.setZValue(30)
        label.setPos(x + pad, y + pad)
        label.setZValue(31)
        scene.addItem(label)

    @staticmethod
    def _played(view: SeatView) -> set[int]:
        return {c for t in view.tricks for _, c in t.plays} | {c for _, c in view.trick}

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        item = self.itemAt(event.position().toPoint())
        card = item.data(0) if item is not None else None
        if isinstance(card, int) and card in self.playable:
            self.card_clicked.emit(card)
            return
        super().mousePressEvent(event)



CALLING = (PH_TRUMP, PH_AUCTION, PH_RING_TRUMP, PH_KONTRA)
# The keys of the offered choices, in order (the buttons show them); in the play of cards the
# digits 1-5 play your cards from the left.
CHOICE_KEYS = "1234567890ABCDEF"
SHEET_KEY = "S"


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
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bauernTable")
        self.game = game
        self.deck = deck
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table = BauernTableView(CardPixmaps(deck), self)
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
        # The buttons offered now, in order, with the choice each makes (tests press them).
        self.choices: list[QPushButton] = []
        self.choice_actions: list[BAction | None] = []
        game.changed.connect(self.refresh)
        self.retranslate()

    def set_deck(self, deck: str) -> None:
        self.deck = deck
        self.table.pixmaps = CardPixmaps(deck)
        self.refresh()

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
        self.table.show_view(view, game.shown_trick or tuple(view.trick), playable, bubbles)
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
            return
        if not self.game.your_turn():
            if deal.phase != PH_PLAY:
                row = self._button_row()
                row.addWidget(QLabel(translate("Bauernschnapsen", "{seat} to call…").format(
                    seat=seat_name(deal.to_move))))
            self._fit_buttons()
            return
        if deal.phase == PH_PLAY:
            self._fit_buttons()
            return
        shown = [a for a in view.legal if not (a.kind == A.AUFSCHLAGEN and a.slot != 0)]
        room = max(100, self.width() - 12)
        used, in_row = room + 1, 0
        for i, action in enumerate(shown):  # either unseen card to turn up: one button
            key = CHOICE_KEYS[i] if i < len(CHOICE_KEYS) else ""
            text = action_label(action, self.deck)
            button = QPushButton(f"{key}  {text}" if key else text)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
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


if __name__ == "__main__":
    raise SystemExit(main())


def _child_widgets(layout: QLayout) -> list[QWidget]:
    """The widgets of ``layout``'s items, in order (items without a widget left out)."""
    items = (layout.itemAt(i) for i in range(layout.count()))
    return [w for w in (item.widget() for item in items if item is not None) if w is not None]


def _child_layouts(layout: QLayout) -> list[QLayout]:
    """The layouts of the widgets in ``layout`` (one per row of choices)."""
    return [inner for inner in (w.layout() for w in _child_widgets(layout)) if inner is not None]

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
import queue
import random
import sys
import threading

from ...engine.bauernschnapsen import BAction, BauernDeal, BauernRules, ScoreSheet
from ...engine.bauernschnapsen import actions as A
from ...engine.bauernschnapsen.deal import PH_PLAY
from ...engine.bauernschnapsen.seats import FOUR
from ...engine.bauernschnapsen.view import SeatView
from ...i18n import translate
from ...qt import (
    QApplication,
    QBrush,
    QColor,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPainter,
    QPushButton,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ..table.cardpix import CardPixmaps
from .places import HUMAN, Geometry, place_of
from .texts import action_label, contract_line, outcome_text, said_text, score_line

# Milliseconds between two computer moves, and a finished trick left in the middle.
AI_PAUSE_MS = 450
TRICK_PAUSE_MS = 900
POLL_MS = 30
# The auction's buttons in rows of this many (twelve contracts fit 800 pixels in German).
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

    def show_view(self, view: SeatView, shown_trick: tuple[tuple[int, int], ...],
                  playable: set[int]) -> None:
        """Draw ``view`` with ``shown_trick`` in the middle (the trick in progress, or the one
        just finished); ``playable`` are the cards you may click now."""
        self.view, self.shown_trick, self.playable = view, shown_trick, playable
        self._draw()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._draw()

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
                cards = list(view.hand)
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
                item = self._card(card, geo.card_w, x, y, i)
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


class _Thinker:
    """The computer seats' decisions in a worker thread; answers polled from the GUI thread."""

    def __init__(self) -> None:
        self.answers: queue.Queue[tuple[int, BAction]] = queue.Queue()

    def ask(self, token: int, player, view: SeatView) -> None:
        def work() -> None:
            self.answers.put((token, player.choose(view)))

        threading.Thread(target=work, daemon=True).start()


class BauernWindow(QMainWindow):
    """One game to 24 at the four-seat table: you (seat 0) and a computer partner against two
    computer opponents, all three at ``level``."""

    def __init__(self, level: str = "expert", seed: int = 0, deck: str = "french",
                 rules: BauernRules | None = None, ai_pause_ms: int = AI_PAUSE_MS,
                 trick_pause_ms: int = TRICK_PAUSE_MS) -> None:
        super().__init__()
        from ...ai.bauernschnapsen import create_bauern_player

        self.setWindowTitle(translate("Bauernschnapsen", "Bauernschnapsen"))
        self.rules = rules or BauernRules()
        self.deck = deck
        self.rng = random.Random(f"bauern-table|{seed}")
        self.players = {s: create_bauern_player(level, seed * 4 + s, self.rules)
                        for s in range(4) if s != HUMAN}
        self.sheet = ScoreSheet(self.rules.target)
        self.dealer = self.rng.randrange(4)
        self.ai_pause_ms, self.trick_pause_ms = ai_pause_ms, trick_pause_ms
        self.deal: BauernDeal | None = None
        self.calls: list[str] = []
        self.shown_trick: tuple[tuple[int, int], ...] = ()
        self.token = 0
        self.waiting = False
        self.thinker = _Thinker()

        self.table = BauernTableView(CardPixmaps(deck), self)
        self.table.card_clicked.connect(self._card_clicked)
        self.contract_label = QLabel()
        self.calls_label = QLabel()
        self.calls_label.setWordWrap(True)
        self.score_label = QLabel()
        self.buttons = QWidget()
        self.buttons_layout = QVBoxLayout(self.buttons)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        central = QWidget()
        layout = QVBoxLayout(central)
        top = QHBoxLayout()
        top.addWidget(self.contract_label, 1)
        top.addWidget(self.score_label)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.calls_label)
        layout.addWidget(self.buttons)
        self.setCentralWidget(central)
        self.poll = QTimer(self)
        self.poll.timeout.connect(self._poll)
        self.poll.start(POLL_MS)
        self.resize(1024, 720)
        self.new_hand()

    # ---- the flow of a hand ---------------------------------------------------------------
    def new_hand(self) -> None:
        deck = list(range(20))
        self.rng.shuffle(deck)
        self.deal = BauernDeal(deck, self.dealer, self.rules)
        self.dealer = (self.dealer + 1) % 4
        self.calls = []
        self.shown_trick = ()
        self._step()

    def _step(self) -> None:
        deal = self.deal
        assert deal is not None
        self._refresh()
        if deal.outcome is not None:
            return
        if deal.to_move != HUMAN:
            self.token += 1
            self.waiting = True
            self.thinker.ask(self.token, self.players[deal.to_move], deal.view(deal.to_move))

    def _poll(self) -> None:
        try:
            token, action = self.thinker.answers.get_nowait()
        except queue.Empty:
            return
        if token != self.token or self.deal is None:
            return
        self.waiting = False
        seat = self.deal.to_move
        QTimer.singleShot(self.ai_pause_ms, lambda: self._apply(seat, action))

    def _apply(self, seat: int, action: BAction) -> None:
        deal = self.deal
        assert deal is not None
        tricks_before = len(deal.tricks)
        deal.apply(seat, action)
        self.calls.append(said_text(seat, action, self.deck))
        if action.kind == A.PLAY:
            if len(deal.tricks) > tricks_before:  # the trick is complete: leave it a moment
                self.shown_trick = deal.tricks[-1].plays
                self._refresh()
                QTimer.singleShot(self.trick_pause_ms, self._after_trick)
                return
            self.shown_trick = tuple(deal.trick)
        self._step()

    def _after_trick(self) -> None:
        assert self.deal is not None
        self.shown_trick = tuple(self.deal.trick)
        self._step()

    def human_choose(self, action: BAction) -> None:
        """Your choice (a button or a card); refused quietly when it is not your turn."""
        deal = self.deal
        if deal is None or deal.outcome is not None or deal.to_move != HUMAN:
            return
        if deal.refusal(HUMAN, action) is not None:
            return
        self._apply(HUMAN, action)

    def _card_clicked(self, card: int) -> None:
        assert self.deal is not None
        legal = [a for a in self.deal.legal_actions() if a.kind == A.PLAY and a.card == card]
        if legal:  # a King or Queen with its partner: declare the marriage (always worth it)
            self.human_choose(max(legal, key=lambda a: a.marriage))

    # ---- what is shown --------------------------------------------------------------------
    def _refresh(self) -> None:
        deal = self.deal
        assert deal is not None
        view = deal.view(HUMAN)
        playable = ({a.card for a in view.legal if a.kind == A.PLAY}
                    if deal.phase == PH_PLAY and deal.to_move == HUMAN else set())
        self.table.show_view(view, self.shown_trick or tuple(view.trick), playable)
        trump = view.trump if view.contract is not None else view.called_trump
        self.contract_label.setText(contract_line(view.contract, view.declarer, trump,
                                                  view.multiplier, self.deck))
        self.score_label.setText(score_line(self.sheet.points, self.rules.target))
        self.calls_label.setText(" · ".join(self.calls[-6:]))
        self._buttons(view)

    def _buttons(self, view: SeatView) -> None:
        while self.buttons_layout.count():
            item = self.buttons_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        # The buttons offered now, in order (the tests press them).
        self.choices: list[QPushButton] = []
        deal = self.deal
        assert deal is not None
        if deal.outcome is not None:
            out = deal.outcome
            ours = out.winning_team == FOUR.team_of(HUMAN)
            row = self._button_row()
            row.addWidget(QLabel(outcome_text(ours, out.game_points)))
            button = QPushButton(translate("Bauernschnapsen", "Next hand"))
            button.clicked.connect(self._next_hand)
            row.addWidget(button)
            self.choices = [button]
            return
        if deal.to_move != HUMAN or deal.phase == PH_PLAY:
            return
        shown = [a for a in view.legal if not (a.kind == A.AUFSCHLAGEN and a.slot != 0)]
        for i, action in enumerate(shown):  # either unseen card to turn up: one button
            if i % BUTTONS_PER_ROW == 0:
                row = self._button_row()
            button = QPushButton(action_label(action, self.deck))
            button.clicked.connect(lambda _=False, a=action: self.human_choose(a))
            row.addWidget(button)
            self.choices.append(button)

    def _button_row(self) -> QHBoxLayout:
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        self.buttons_layout.addWidget(holder)
        return row

    def _next_hand(self) -> None:
        deal = self.deal
        assert deal is not None and deal.outcome is not None
        over = self.sheet.add(deal.outcome)
        if over is not None:
            self.sheet.new_game()
        self.new_hand()


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

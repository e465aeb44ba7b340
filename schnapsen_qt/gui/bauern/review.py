"""The review of a Bauernschnapsen hand: Game > Review Last Hand (Ctrl+R), or the Review button
beside "Next hand" when a hand is over.

Each of your decisions in the finished hand (trump call, bids and passes, Kontra answers, ring
suit, cards) is valued from your view at that moment by
:func:`...ai.bauernschnapsen.review.review_decision` (never a hidden card), outside the GUI
thread (:mod:`.background`), one row at a time with a progress bar: what you chose, the best
choice, the loss in game points and its mark (inaccuracy, mistake, blunder: the two-player
review's marks); a row's details list every choice's value. Cancel or closing the window stops
the work; the rows valued so far stay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...ai.review import MARK_NAMES
from ...engine.bauernschnapsen import BAction, BauernRules
from ...engine.bauernschnapsen.deal import (
    PH_AUCTION,
    PH_KONTRA,
    PH_PLAY,
    PH_RING_TRUMP,
    PH_TRUMP,
)
from ...i18n import translate
from ...qt import (
    QAction,
    QColor,
    QDialog,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QObject,
    QProgressBar,
    QPushButton,
    QSize,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from ..dialogs.fit import fit_to_screen
from .background import Background
from .hint import choice_text, points
from .places import HUMAN

if TYPE_CHECKING:
    from .game import BauernGame
    from .mode import BauernMode
    from .table import BauernTablePage

# The two-player game's review key: its action is off while the four-seat table shows.
REVIEW_KEY = "Ctrl+R"

def phase_name(phase: str) -> str:
    names = {
        PH_TRUMP: translate("BauernReview", "Trumps"),
        PH_AUCTION: translate("BauernReview", "Bid"),
        PH_RING_TRUMP: translate("BauernReview", "Ring's suit"),
        PH_KONTRA: translate("BauernReview", "Kontra"),
        PH_PLAY: translate("BauernReview", "Card"),
    }
    return names.get(phase, phase)


# The marks' colours, readable on a light and a dark background.
MARK_COLOURS = {"inaccuracy": "#c98a00", "mistake": "#e06000", "blunder": "#d02020"}


def mark_name(mark: str | None) -> str:
    return translate("Review", MARK_NAMES[mark]) if mark in MARK_NAMES else ""


@dataclass(frozen=True)
class FinishedHand:
    """What the review needs of a hand: its cards as dealt and what was done (the review
    itself takes only your views from it)."""

    deck: tuple[int, ...]
    dealer: int
    rules: BauernRules
    history: tuple[tuple[int, BAction], ...]


class BauernReviewDialog(QDialog):
    """Your decisions of one hand, valued one by one outside the GUI thread."""

    COLUMNS = 6

    def __init__(self, hand: FinishedHand, deck: str = "french", parent: QWidget | None = None,
                 budget: Any = None, seed: int = 0) -> None:
        super().__init__(parent)
        self.setObjectName("bauernReview")
        self.hand, self.deck, self.seed = hand, deck, seed
        from ...ai.bauernschnapsen.review import REVIEW_BUDGET, decision_views

        self.budget = budget or REVIEW_BUDGET
        self.points = decision_views(hand.deck, hand.dealer, hand.rules, list(hand.history),
                                     HUMAN)
        self.reviews: list[Any] = []
        self.cancelled = False
        self.table = QTableWidget(len(self.points), self.COLUMNS, self)
        self.table.setObjectName("bauernReviewTable")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        for column in range(self.COLUMNS):  # the choices' names get the room
            header.setSectionResizeMode(column, header.ResizeMode.Stretch if column in (1, 2, 3)
                                        else header.ResizeMode.ResizeToContents)
        self.table.currentCellChanged.connect(lambda row, *_a: self._show_details(row))
        self.details = QLabel(self)
        self.details.setObjectName("bauernReviewDetails")
        self.details.setWordWrap(True)
        self.summary = QLabel(self)
        self.summary.setObjectName("bauernReviewSummary")
        self.summary.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, max(1, len(self.points)))
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)
        self.close_button.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.details)
        layout.addWidget(self.summary)
        row = QHBoxLayout()
        row.addWidget(self.progress, 3)
        row.addStretch(1)
        row.addWidget(self.cancel_button)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        # Each row's trick, decision and your choice (the best and the loss come later).
        self.row_heads = [[str(len(view.tricks) + 1) if view.phase == PH_PLAY else "",
                           phase_name(view.phase), choice_text(played, deck)]
                          for _index, view, played in self.points]
        for i, head in enumerate(self.row_heads):
            self._set_row(i, [*head, "…", "", ""])
        self.retranslate()
        fit_to_screen(self, QSize(760, 460))
        self.worker = Background(self)
        self._start()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("BauernReview", "Review of the Hand"))
        self.table.setHorizontalHeaderLabels([
            translate("BauernReview", "Trick"), translate("BauernReview", "Decision"),
            translate("BauernReview", "You chose"), translate("BauernReview", "Best"),
            translate("BauernReview", "Loss"), translate("BauernReview", "Mark")])
        self.cancel_button.setText(translate("BauernReview", "&Cancel"))
        self.close_button.setText(translate("BauernReview", "Close"))
        self._update()

    def _set_row(self, row: int, texts: list[str]) -> None:
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            if column in (0, 4, 5):
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, column, item)

    # ---- the work ------------------------------------------------------------------------
    def _start(self) -> None:
        points, rules, budget, seed = list(self.points), self.hand.rules, self.budget, self.seed

        def job(stop, send):
            from ...ai.bauernschnapsen.review import review_decision

            for index, view, played in points:
                send(review_decision(view, played, rules, index, budget, seed, stop))

        self.worker.run(job, self._done, self._reviewed)
        self._update()

    def _reviewed(self, review: Any) -> None:
        row = len(self.reviews)
        self.reviews.append(review)
        best = translate("BauernReview", "(the same)") if review.best == review.played \
            else choice_text(review.best, self.deck)
        loss = points(review.loss, signed=False) if review.deals else "–"
        self._set_row(row, [*self.row_heads[row], best, loss, mark_name(review.mark)])
        if review.mark is not None:
            item = self.table.item(row, 5)
            if item is not None:
                item.setForeground(QColor(MARK_COLOURS[review.mark]))
                font = item.font()
                font.setBold(True)
                item.setFont(font)
        if self.table.currentRow() < 0 or self.table.currentRow() == row:
            self.table.setCurrentCell(row, 0)
            self._show_details(row)
        self._update()

    def _done(self, result: Any) -> None:
        if isinstance(result, Exception) and not self.cancelled:
            from ...ai.bauernschnapsen import Cancelled

            if not isinstance(result, Cancelled):
                self.summary.setText(translate("BauernReview", "The review failed: {error}")
                                     .format(error=str(result)))
                return
        self._update()

    @property
    def complete(self) -> bool:
        return len(self.reviews) == len(self.points)

    def cancel(self) -> None:
        """Stop the work; the decisions valued so far stay."""
        if self.complete or self.cancelled:
            return
        self.cancelled = True
        self.worker.cancel()
        self._update()

    def _update(self) -> None:
        done, total = len(self.reviews), len(self.points)
        running = not self.complete and not self.cancelled
        self.progress.setValue(done)
        self.progress.setFormat(translate("BauernReview", "Valuing your decisions: {done} of "
                                          "{total}").format(done=done, total=total))
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.summary.setText(self.summary_text())

    def summary_text(self) -> str:
        from ...ai.bauernschnapsen.review import summarize

        total = len(self.points)
        if not total:
            return translate("BauernReview", "You made no decision in this hand.")
        if not self.reviews:
            return translate("BauernReview", "Review cancelled.") if self.cancelled else \
                translate("BauernReview", "Valuing your decisions…")
        s = summarize(self.reviews)
        text = translate("BauernReview", "Total loss: {loss} game points · inaccuracies: "
                         "{inaccuracies}, mistakes: {mistakes}, blunders: {blunders}").format(
            loss=points(s.total_loss, signed=False), inaccuracies=s.inaccuracies,
            mistakes=s.mistakes, blunders=s.blunders)
        if not self.complete:
            text += " " + translate("BauernReview", "(so far: {done} of {total} decisions)"
                                    ).format(done=len(self.reviews), total=total)
        return text

    def _show_details(self, row: int) -> None:
        if not 0 <= row < len(self.reviews):
            self.details.setText("")
            return
        review = self.reviews[row]
        if not review.deals:
            self.details.setText(translate("BauernReview", "This was the only choice."))
            return
        values = " · ".join(f"{choice_text(a, self.deck)}: {points(v)}"
                            for a, v in review.values)
        self.details.setText(translate(
            "BauernReview", "Game points for your team on average over {deals} possible deals "
            "of the cards you could not see: {values}").format(deals=review.deals,
                                                               values=values))

    def done(self, result: int) -> None:  # noqa: D401 - Qt override
        self.cancel()
        super().done(result)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.cancel()
        super().closeEvent(event)


class BauernReviews(QObject):
    """Game > Review Last Hand (Ctrl+R) while the four-seat table shows, and the Review button
    beside "Next hand"."""

    def __init__(self, mode: BauernMode) -> None:
        super().__init__(mode)
        self.mode = mode
        self.last: FinishedHand | None = None
        self.dialog: BauernReviewDialog | None = None
        # The review's search (tests make it small); None: the review's own.
        self.budget: Any = None
        window = mode.window
        self.action = QAction(window)
        self.action.setObjectName("bauernReview")
        self.action.setShortcut(QKeySequence(REVIEW_KEY))
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.triggered.connect(self.open_review)
        window.addAction(self.action)

    def attach(self, game: BauernGame, page: BauernTablePage) -> None:
        game.handFinished.connect(lambda *_a: self._remember())
        page.refreshed.connect(self._review_button)
        if game.deal is not None and game.deal.outcome is not None:
            self._remember()  # a saved game at a finished hand

    def retranslate(self) -> None:
        self.action.setText(translate("BauernReview", "Re&view Last Hand…"))
        tip = translate("BauernReview", "Each of your decisions in the last hand valued from "
                        "what you could see: the best choice and what yours cost ({key})").format(
            key=QKeySequence(REVIEW_KEY).toString(QKeySequence.SequenceFormat.NativeText))
        self.action.setToolTip(tip)
        self.action.setStatusTip(tip)

    def _remember(self) -> None:
        game = self.mode.game
        if game is None or game.deal is None or game.deal.outcome is None:
            return
        deal = game.deal
        self.last = FinishedHand(tuple(deal.deck), deal.dealer, deal.rules, tuple(game.history))
        self.update_action()
        self._review_button()  # the table may have shown the hand's end before this

    def update_action(self) -> None:
        self.action.setEnabled(self.mode.showing() and self.last is not None)

    def _review_button(self) -> None:
        """A Review button beside "Next hand" when a hand is over."""
        page, game = self.mode.page, self.mode.game
        if page is None or game is None or game.deal is None or game.deal.outcome is None:
            return
        if not page.choices or self.last is None or self.last.history != tuple(game.history):
            return  # not yet remembered (the Review would be the hand before's)
        holder = page.choices[0].parentWidget()
        row = holder.layout() if holder is not None else None
        if holder is None or row is None or \
                holder.findChild(QPushButton, "bauernReviewButton") is not None:
            return
        button = QPushButton(translate("BauernReview", "Review ({key})").format(
            key=QKeySequence(REVIEW_KEY).toString(QKeySequence.SequenceFormat.NativeText)),
            holder)
        button.setObjectName("bauernReviewButton")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(self.open_review)
        row.insertWidget(row.count() - 1, button)  # type: ignore[attr-defined]

    def open_review(self) -> None:
        if self.last is None or not self.mode.showing():
            return
        if self.dialog is not None:
            self.dialog.close()
        page = self.mode.page
        deck = page.deck if page is not None else "french"
        seed = self.mode.game.seed if self.mode.game is not None else 0
        self.dialog = BauernReviewDialog(self.last, deck, self.mode.window, self.budget, seed)
        self.dialog.open()

    def shutdown(self) -> None:
        if self.dialog is not None:
            self.dialog.cancel()

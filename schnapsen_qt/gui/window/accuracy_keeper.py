"""The window's part of the accuracy (issue 42): review each hand of the match in the
background, keep its loss per decision beside the statistics, show it under the summary.

:class:`AccuracyKeeper` is told when a hand ends (``hand_finished``). A hand of the match
that the player played (not practice, not a hand outside the match) goes to the
:class:`~.background_review.BackgroundReview` when the setting is on. When the review is done
the hand's :class:`~schnapsen_qt.userfiles.accuracy.HandEntry` is added to the log and saved,
the mistakes and blunders become trainer positions (as from the review window), and the
summary gets its accuracy line (:class:`~..table.accuracy_line.AccuracyLine`), whose click
opens the review, already filled in.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from typing import TYPE_CHECKING, Any

from ...ai.rating import HandAccuracy
from ...engine import HandRecord
from ...i18n import translate
from ...qt import QLocale, QObject
from ...userfiles import storage
from ...userfiles.accuracy import AccuracyLog, HandEntry
from ..table.accuracy_line import AccuracyLine
from ..table.seats import HUMAN
from .background_review import BackgroundReview, ReviewedHand

if TYPE_CHECKING:
    from .main_window import MainWindow


def loss_number(value: float) -> str:
    """A loss in game points as the player's language writes it (two decimals)."""
    return QLocale().toString(float(value), "f", 2)


def line_text(accuracy: HandAccuracy) -> str:
    """The summary's line for a reviewed hand ('' when the player had no choice to make)."""
    if accuracy.average is None:
        return ""
    return translate("Accuracy", "Your decisions this hand: average loss {loss} game points "
                     "— Review (Ctrl+R)").format(loss=loss_number(accuracy.average))


class AccuracyKeeper(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.line = AccuracyLine(window.scene)
        self.line.clicked.connect(window.review_last_hand)
        self._reviewer: BackgroundReview | None = None
        self._log: AccuracyLog | None = None
        window.controller.actionApplied.connect(self.decision_taken)
        window.controller.handStarted.connect(self._hand_started)
        # What the hand under review was played at: serial -> (level, rules preset).
        self._context: dict[int, tuple[str, str]] = {}
        if window.persist:
            _ = self.log  # read at start, like the statistics: a damaged file is told at once

    @property
    def reviewer(self) -> BackgroundReview:
        if self._reviewer is None:
            self._reviewer = BackgroundReview(self, review_fn=self.window.review_fn)
            self._reviewer.finished.connect(self._reviewed)
        return self._reviewer

    @property
    def log(self) -> AccuracyLog:
        """The player's reviewed hands (read from the file at start)."""
        if self._log is None:
            if self.window.persist:
                self._log, warning = storage.load_accuracy()
                self.window.files.report(warning)
            else:
                self._log = AccuracyLog()
        return self._log

    def decision_taken(self) -> None:
        """An action was applied to the running hand: if it was the player's, in a hand of
        the match that will be reviewed, send the hand's decisions ahead for review
        (:meth:`.background_review.BackgroundReview.review_ahead`), so that the review is
        mostly done when the hand ends. The hand's last action is left to
        :meth:`hand_finished`; a hand that became practice drops what was sent."""
        c = self.window.controller
        hand = c.hand
        if hand is None or hand.outcome is not None or hand.deck is None:
            return
        if not self._reviewed_hand():
            if self._reviewer is not None:
                self._reviewer.drop_ahead()
            return
        if hand.history and hand.history[-1][0] == HUMAN:
            self.reviewer.review_ahead(HandRecord.of_hand(hand), HUMAN)

    def _hand_started(self, _view: object) -> None:
        """A hand left unfinished (a new game) keeps nothing sent ahead under way."""
        if self._reviewer is not None:
            self._reviewer.drop_ahead()

    def _reviewed_hand(self) -> bool:
        """Is the running (or just finished) hand one that the background reviews?"""
        c = self.window.controller
        return self.window.settings.auto_review and not c.is_practice and not c.outside_match

    def hand_finished(self) -> None:
        """A hand ended: review it if it was the player's hand of the match."""
        self.line.clear()
        c = self.window.controller
        hand = c.last_hand
        if self._reviewer is not None:
            self._reviewer.cancel()
        if not self._reviewed_hand() or hand is None or hand.deck is None:
            if self._reviewer is not None:
                self._reviewer.drop_ahead()
            return
        record = HandRecord.of_hand(hand)
        serial = self.reviewer.start(record, 0)
        self._context = {serial: (c.active.ai_level, c.active.rules.preset_name() or "custom")}

    def _reviewed(self, reviewed: ReviewedHand) -> None:
        level, rules = self._context.pop(reviewed.serial, ("", ""))
        if not level:
            return
        if reviewed.accuracy.decisions:
            self.log.add(HandEntry(dt.date.today(), level, rules, reviewed.accuracy))
            self.save()
        for index in sorted(reviewed.reviews):
            self.window.keep_own_mistake(reviewed.record, reviewed.reviews[index])
        self.line.set_text(line_text(reviewed.accuracy))

    def save(self) -> None:
        """Write the log (after a reviewed hand, and when the statistics were reset)."""
        if self.window.persist:
            self.window.files.wrote(storage.save_accuracy(self.log), storage.data_dir())

    def known_reviews(self, record: HandRecord) -> dict[int, Any]:
        """The background review of ``record`` as far as it went: every decision when that
        is the hand it reviewed last, those valued so far when it is still at work on it."""
        return self._reviewer.reviews_of(record) if self._reviewer is not None else {}

    def awaited_reviews(self, record: HandRecord) -> set[int]:
        """The decisions of ``record`` the background review is still valuing."""
        return self._reviewer.pending_of(record) if self._reviewer is not None else set()

    def share_with(self, dialog: Any) -> None:
        """Each decision the background review values goes to the review window too
        (``dialog.take_known``), and if it stops unfinished the window values what it was
        waiting for itself; so Ctrl+R pressed before the background review is done values
        no decision twice."""
        if self._reviewer is None or not dialog.awaited:
            return
        links = ((self._reviewer.decision_reviewed, dialog.take_known),
                 (self._reviewer.stopped, dialog.value_the_rest))
        for signal, slot in links:
            signal.connect(slot)
        dialog.destroyed.connect(lambda *_: _disconnect(links))

    def retranslate(self) -> None:
        last = self._reviewer.last if self._reviewer is not None else None
        if self.line.text and last is not None:
            self.line.set_text(line_text(last.accuracy))

    def shutdown(self) -> None:
        if self._reviewer is not None:
            self._reviewer.shutdown()


def _disconnect(links: Any) -> None:
    for signal, slot in links:
        with contextlib.suppress(RuntimeError, TypeError):  # already gone with the window
            signal.disconnect(slot)

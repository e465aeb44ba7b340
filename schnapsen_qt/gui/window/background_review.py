"""The review of each hand of the match, in the background (issue 42).

When a hand of the match ends (and Settings ▸ "Review each hand in the background" is on),
:class:`BackgroundReview` sends one review request per decision of the player to an
:class:`~..ai_bridge.ai_worker.AIClient` of its own: its worker thread hands them to a child
process of its own that runs at a lower priority than the game's AI (``nice``), so the table
and the computer's moves are never delayed by it. When every decision is valued it emits
``finished`` with a :class:`ReviewedHand`: the record, the reviews by action index and the
hand's accuracy (:func:`schnapsen_qt.ai.rating.hand_accuracy`). A new hand's review replaces
an unfinished one (the old is cancelled); nothing is kept of a cancelled or failed review.

**Ahead of the hand's end** (:meth:`BackgroundReview.review_ahead`): each decision the player
takes is sent for review as soon as it is taken, while the hand goes on, and :meth:`start`
takes over those already valued or under way, so that the review is mostly done when the hand
ends and its line comes with the summary. Why: most of a review's time goes to the hand's
first decisions (under the sharp rules about four fifths to the first one:
docs/PERFORMANCE.md, "Review"), which are known long before the end. A decision is taken
over only for the very same view and action (a hand taken back or changed is valued anew);
the values are those a review at the end would give (the same request).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...ai.rating import HandAccuracy, hand_accuracy
from ...ai.review import DEFAULT_LEVEL, decision_points
from ...engine import HandRecord
from ...engine.record import ReplayError
from ...engine.view import PlayerView
from ...qt import QObject, QTimer, Signal
from ..ai_bridge.ai_process import REVIEW, AIRequest
from ..ai_bridge.ai_worker import AIClient

# The review's child process yields the CPU to the game's AI and to the GUI.
REVIEW_NICENESS = 10


@dataclass(frozen=True)
class ReviewedHand:
    """One hand reviewed in the background. ``serial`` tells the hands apart (the summary
    shows the accuracy only of the hand it belongs to)."""

    serial: int
    record: HandRecord
    seat: int
    reviews: dict[int, Any]  # action index -> DecisionReview
    accuracy: HandAccuracy


@dataclass
class _Ahead:
    """A decision sent for review before its hand ended: what it was, its request while that
    runs, its review once it came."""

    view: PlayerView
    played: int
    request: int | None
    review: Any = None


class BackgroundReview(QObject):
    """Reviews one hand at a time away from the GUI thread; see the module docstring."""

    finished = Signal(object)  # ReviewedHand
    started = Signal(int)  # the serial of the hand now being reviewed
    # One decision of the hand under review valued: (action index, DecisionReview).
    decision_reviewed = Signal(int, object)
    # The hand under review was given up (cancelled, or a request failed) unfinished.
    stopped = Signal()

    def __init__(self, parent: QObject | None = None, review_fn=None,
                 level: str = DEFAULT_LEVEL) -> None:
        super().__init__(parent)
        self.review_fn = review_fn
        self.level = level
        self._client: AIClient | None = None
        self._requests: dict[int, int] = {}  # request id -> action index
        self._views: dict[int, Any] = {}
        self._reviews: dict[int, Any] = {}
        self._record: HandRecord | None = None
        self._seat = 0
        self.serial = 0
        # The last hand reviewed completely (None: none yet).
        self.last: ReviewedHand | None = None
        # The decisions of the hand being played sent ahead (:meth:`review_ahead`), by
        # action index; the hand they belong to (rules, dealer, pack); request id -> index.
        self._ahead: dict[int, _Ahead] = {}
        self._ahead_hand: tuple[Any, ...] | None = None
        self._ahead_requests: dict[int, int] = {}
        # start() found every decision valued ahead: finished is emitted from the event loop.
        self._finish_due = False

    @property
    def client(self) -> AIClient:
        if self._client is None:
            self._client = AIClient(self, review_fn=self.review_fn,
                                    use_process=None if self.review_fn is None else False,
                                    niceness=REVIEW_NICENESS)
            self._client.reviewed.connect(self._on_reviewed)
            self._client.failed.connect(self._on_failed)
        return self._client

    @property
    def running(self) -> bool:
        return bool(self._requests) or self._finish_due

    def review_ahead(self, record: HandRecord, seat: int = 0) -> None:
        """Send each decision ``seat`` took in ``record``, a hand still being played, for
        review now, unless it was sent already (the same view and action); :meth:`start`
        at the hand's end takes them over (module docstring). A record of another hand
        drops what was sent for the one before."""
        hand = _hand_key(record)
        if hand != self._ahead_hand:
            self.drop_ahead()
            self._ahead_hand = hand
        points = _decisions_taken(record, seat)
        if points is None:
            return
        for index, view, played in points:
            known = self._ahead.get(index)
            if known is not None and known.view == view and known.played == played:
                continue
            if known is not None:
                self._cancel_ahead(known)
            rid = self._ask(view, played, index)
            self._ahead[index] = _Ahead(view, played, rid)
            self._ahead_requests[rid] = index

    def drop_ahead(self) -> None:
        """Forget the decisions sent ahead (the hand became practice, or another began);
        those still under way are cancelled."""
        for known in self._ahead.values():
            self._cancel_ahead(known)
        self._ahead.clear()
        self._ahead_hand = None

    def _cancel_ahead(self, known: _Ahead) -> None:
        if known.request is not None:
            self._ahead_requests.pop(known.request, None)
            if self._client is not None:
                self._client.cancel(known.request)
            known.request = None

    def start(self, record: HandRecord, seat: int = 0) -> int:
        """Review every decision ``seat`` took in ``record``; returns the hand's serial."""
        self.cancel()
        self.serial += 1
        self._record, self._seat = record, seat
        self._views, self._reviews = {}, {}
        points = _decisions_taken(record, seat)
        if points is None:
            return self.serial  # not a hand the engine can replay: nothing to review
        self.started.emit(self.serial)
        if not points:
            self.drop_ahead()
            self._finish()
            return self.serial
        ahead = self._ahead if self._ahead_hand == _hand_key(record) else {}
        for index, view, played in points:
            self._views[index] = view
            known = ahead.pop(index, None)
            if known is not None and known.view == view and known.played == played:
                if known.review is not None:
                    self._reviews[index] = known.review
                    continue
                if known.request is not None:
                    self._ahead_requests.pop(known.request, None)
                    self._requests[known.request] = index
                    known.request = None
                    continue
            self._requests[self._ask(view, played, index)] = index
        self.drop_ahead()  # what is left was taken back
        if not self._requests:
            # Everything was valued ahead: finished comes from the event loop, as it would
            # after a request, once the caller has the serial.
            self._finish_due = True
            QTimer.singleShot(0, lambda serial=self.serial: self._finish_ahead(serial))
        return self.serial

    def _ask(self, view: PlayerView, played: int, index: int) -> int:
        """Send one decision to the review child; returns the request id."""
        return self.client.request(AIRequest(REVIEW, view, self.level, 0, played=played,
                                             index=index))

    def _finish_ahead(self, serial: int) -> None:
        if self._finish_due and serial == self.serial:
            self._finish_due = False
            self._finish()

    def _under_review(self, record: HandRecord) -> bool:
        """Whether ``record`` is the hand being reviewed right now."""
        return self.running and self._record is not None and \
            self._record.to_json() == record.to_json()

    def reviews_of(self, record: HandRecord) -> dict[int, Any]:
        """The decisions of ``record`` valued so far: all of them when it is the hand reviewed
        last, those done when it is the hand under review now, else none."""
        if self._under_review(record):
            return dict(self._reviews)
        if self.last is not None and self.last.record.to_json() == record.to_json():
            return dict(self.last.reviews)
        return {}

    def pending_of(self, record: HandRecord) -> set[int]:
        """The decisions of ``record`` still being valued (none unless it is the hand under
        review now)."""
        return set(self._requests.values()) if self._under_review(record) else set()

    def cancel(self) -> None:
        """Stop the review running, if any; nothing of it is kept (the decisions sent ahead
        of the hand being played stay: :meth:`drop_ahead`)."""
        if self._requests or self._finish_due:
            self._finish_due = False
            self._drop_requests()
            self.stopped.emit()

    def _drop_requests(self) -> None:
        if self._client is not None:
            for rid in list(self._requests):
                self._client.cancel(rid)
        self._requests.clear()

    def shutdown(self) -> None:
        self.cancel()
        self.drop_ahead()
        if self._client is not None:
            self._client.shutdown()

    def _answered_ahead(self, rid: int, review: Any) -> bool:
        """Keep the answer to a request sent ahead (None: failed or not valued, and
        :meth:`start` asks again); False when ``rid`` was not sent ahead."""
        early = self._ahead_requests.pop(rid, None)
        if early is None:
            return False
        known = self._ahead.get(early)
        if known is not None and known.request == rid:
            known.request = None
            known.review = review
        return True

    def _on_reviewed(self, rid: int, review) -> None:
        if self._answered_ahead(rid, review):
            return
        index = self._requests.pop(rid, None)
        if index is None or review is None:
            return
        self._reviews[index] = review
        self.decision_reviewed.emit(index, review)
        if not self._requests:
            self._finish()

    def _on_failed(self, rid: int, _text: str) -> None:
        if self._answered_ahead(rid, None):
            return
        if self._requests.pop(rid, None) is not None:
            self._drop_requests()  # an incomplete review would misstate the hand
            self.stopped.emit()

    def _finish(self) -> None:
        assert self._record is not None
        pairs = [(self._views[i], self._reviews[i]) for i in sorted(self._reviews)]
        self.last = ReviewedHand(self.serial, self._record, self._seat, dict(self._reviews),
                                 hand_accuracy(pairs))
        self.finished.emit(self.last)


def _hand_key(record: HandRecord) -> tuple[Any, ...]:
    """What tells one hand from another: its rules, dealer and pack."""
    return (record.rules, record.dealer, tuple(record.deck))


def _decisions_taken(record: HandRecord, seat: int) -> list[tuple[int, PlayerView, int]] | None:
    """(action index, view, action) of each decision ``seat`` took in ``record``; None for a
    record the engine cannot replay."""
    try:
        return [(i, view, played) for i, view, played in decision_points(record, seat)
                if played is not None]
    except ReplayError:
        return None

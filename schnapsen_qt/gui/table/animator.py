"""Moving cards, and the table's queue of steps that waits for the moves to end.

:class:`Animator` moves card items to the places their piles give (``move(cards, pile,
duration)`` puts cards into a pile and lays the table out again). Each flight is a
``QParallelAnimationGroup`` of property animations owned by the animator, never by the item,
and holding no Python callback that refers to an item; the animator learns that a flight has
ended from the group's ``finished`` signal.

:class:`StepQueue` runs the table's steps one after another: a step changes the piles and
starts moves, then says what to wait for: the end of its moves (``SETTLE``), optionally
followed by a pause for reading, or only a pause (the rhythm of the deal, where cards overlap
in flight). Only pauses use timers; the end of a move is never guessed.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ...qt import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPropertyAnimation,
    QTimer,
    Signal,
)
from .items import FLYING_Z, CardItem
from .layout import TableLayout
from .piles import Pile, Place, TablePiles


class Animator(QObject):
    """Moves card items; ``settled`` is emitted when the last tracked move has ended."""

    settled = Signal()

    def __init__(self, piles: TablePiles, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.piles = piles
        self.layout = TableLayout.fit(1024, 680, 1.5)
        self._flights: dict[CardItem, QParallelAnimationGroup] = {}
        self._targets: dict[CardItem, tuple] = {}
        self._tracked: set[CardItem] = set()
        self.tracking = False  # moves started now count for ``settled`` (the step queue's)

    # ------------------------------------------------------------------ verbs

    def move(self, cards: Iterable[CardItem], pile: Pile, duration: int) -> None:
        """Put ``cards`` on ``pile`` (taken off wherever they lie) and lay the table out: they
        fly there over ``duration`` ms, and the cards left behind close up."""
        self.transfer(cards, pile)
        self.lay_out(duration)

    def transfer(self, cards: Iterable[CardItem], pile: Pile) -> None:
        """Put ``cards`` on ``pile`` without moving anything yet (several changes, one
        :meth:`lay_out`)."""
        for item in list(cards):
            source = self.piles.pile_of(item)
            if source is not None:
                source.remove(item)
            pile.add(item)

    def lay_out(self, duration: int) -> None:
        """Every card to the place its pile gives it, over ``duration`` ms (0 = at once)."""
        for item, place in self.piles.places(self.layout):
            self.place(item, place, duration)

    def place(self, item: CardItem, place: Place, duration: int) -> None:
        target = (round(place.pos.x(), 2), round(place.pos.y(), 2), place.z, place.face_up,
                  round(place.rotation, 2), round(place.scale, 3))
        if self._targets.get(item) == target and (item in self._flights or duration <= 0
                                                  or item.is_at(place)):
            return
        self._targets[item] = target
        self.stop(item)
        if duration <= 0 or (item.is_at(place) and item.zValue() == place.z):
            item.put(place)
            return
        group = QParallelAnimationGroup(self)
        for name, end in ((b"pos", place.pos), (b"rotation", place.rotation),
                          (b"scale", place.scale)):
            anim = QPropertyAnimation(item, name, group)
            anim.setEndValue(end)
            anim.setDuration(duration)
            anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
            group.addAnimation(anim)
        if place.face_up != item.face_up:
            item.begin_flip(place.face_up)
            anim = QPropertyAnimation(item, b"flip", group)
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setDuration(duration)
            anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
            group.addAnimation(anim)
        item.setZValue(FLYING_Z + place.z * 0.001)
        group.finished.connect(self._on_flight_finished)
        self._flights[item] = group
        if self.tracking:
            self._tracked.add(item)
        group.start()

    def stop(self, item: CardItem) -> None:
        """End ``item``'s flight where it is (a drag, a new target, a new hand)."""
        group = self._flights.pop(item, None)
        if group is not None:
            group.stop()
            group.deleteLater()
            item.end_flip()
        self._end_tracking(item)

    def forget(self, item: CardItem) -> None:
        """``item`` was moved by hand (dragged): its next placement always moves it."""
        self.stop(item)
        self._targets.pop(item, None)

    def stop_all(self) -> None:
        for item in list(self._flights):
            self.forget(item)
        self._targets.clear()
        self._tracked.clear()

    @property
    def busy(self) -> bool:
        """Tracked moves are still flying."""
        return bool(self._tracked)

    def is_flying(self, item: CardItem) -> bool:
        return item in self._flights

    # ------------------------------------------------------------------ endings

    def _on_flight_finished(self) -> None:
        group = self.sender()
        item = next((i for i, g in self._flights.items() if g is group), None)
        if group is not None:
            group.deleteLater()  # never deleted inside its own signal
        if item is None:
            return
        del self._flights[item]
        item.setZValue(self._targets[item][2])
        item.end_flip()
        self._end_tracking(item)

    def _end_tracking(self, item: CardItem) -> None:
        if item in self._tracked:
            self._tracked.discard(item)
            if not self._tracked:
                self.settled.emit()


#: A step's wish: wait for its moves to end (then optionally pause), or only pause.
@dataclass(frozen=True)
class Wait:
    settle: bool = True
    pause_ms: int = 0


SETTLE = Wait()
NO_WAIT = Wait(settle=False)


def pause(ms: int) -> Wait:
    """Only pause (``ms`` of rhythm or reading time), moves may still fly meanwhile."""
    return Wait(settle=False, pause_ms=ms)


def settle_then(ms: int) -> Wait:
    """Wait for the moves to end, then ``ms`` for reading."""
    return Wait(settle=True, pause_ms=ms)


Step = Callable[[], Wait | None]


class StepQueue(QObject):
    """The table's steps, one after another; ``idle`` when none is left and no tracked move
    flies."""

    idle = Signal()

    def __init__(self, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.animator = animator
        self._steps: deque[Step] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._after_pause)
        self._settling = False
        self._pause_after_settle = 0
        self._running = False
        animator.settled.connect(self._after_settle)

    @property
    def busy(self) -> bool:
        return bool(self._steps) or self._timer.isActive() or self._settling

    def add(self, *steps: Step) -> None:
        self._steps.extend(steps)
        if not self._timer.isActive() and not self._settling:
            self._run()

    def clear(self) -> None:
        self._steps.clear()
        self._timer.stop()
        self._settling = False
        self._pause_after_settle = 0

    def _run(self) -> None:
        if self._running:
            return
        self._running = True
        try:
            while self._steps:
                step = self._steps.popleft()
                self.animator.tracking = True
                try:
                    wait = step() or NO_WAIT
                finally:
                    self.animator.tracking = False
                if wait.settle and self.animator.busy:
                    self._settling = True
                    self._pause_after_settle = wait.pause_ms
                    return
                if wait.pause_ms > 0:
                    self._timer.start(wait.pause_ms)
                    return
        finally:
            self._running = False
        if not self.animator.busy:
            self.idle.emit()
        else:
            self._settling = True  # the last moves still fly: idle when they end

    def _after_settle(self) -> None:
        if not self._settling:
            return
        self._settling = False
        ms, self._pause_after_settle = self._pause_after_settle, 0
        if ms > 0:
            self._timer.start(ms)
        else:
            self._run()

    def _after_pause(self) -> None:
        self._run()

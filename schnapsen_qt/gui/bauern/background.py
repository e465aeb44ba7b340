"""Work for the four-seat table outside the GUI thread: the computer players' decisions, hints
and the hand review.

The work runs in a Python thread and puts what it has into a queue, which a timer in the GUI
thread reads, so the window never waits and no Qt object crosses threads. A job is stopped by
:meth:`Background.cancel` (its ``should_stop`` turns true) and whatever it still sends after
that is dropped.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any

from ...qt import QObject, QTimer

POLL_MS = 30

# What a job is given: ``should_stop()`` and ``send(item)`` (an item for the GUI thread).
Job = Callable[[Callable[[], bool], Callable[[Any], None]], Any]


class Background(QObject):
    """Runs one job at a time; ``on_item`` gets each item it sends, ``on_done`` its result (or
    the exception it raised), both in the GUI thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.items: queue.Queue[tuple[int, str, Any]] = queue.Queue()
        self.token = 0
        self.running = False
        self._on_item: Callable[[Any], None] = lambda _item: None
        self._on_done: Callable[[Any], None] = lambda _result: None
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._poll)

    def run(self, job: Job, on_done: Callable[[Any], None],
            on_item: Callable[[Any], None] = lambda _item: None) -> None:
        """Start ``job`` in a thread (a running one is cancelled first)."""
        self.cancel()
        token = self.token
        self._on_item, self._on_done = on_item, on_done
        self.running = True

        def stop() -> bool:
            return token != self.token

        def work() -> None:
            try:
                result: Any = job(stop, lambda item: self.items.put((token, "item", item)))
            except Exception as exc:  # noqa: BLE001 - cancelled or failed: reported as a result
                result = exc
            self.items.put((token, "done", result))

        threading.Thread(target=work, daemon=True).start()
        self.timer.start(POLL_MS)

    def cancel(self) -> None:
        """Stop the running job: its ``should_stop`` turns true and what it still sends is
        dropped (the timer rests until the next job)."""
        self.token += 1
        self.running = False
        self.timer.stop()

    def _poll(self) -> None:
        while True:
            try:
                token, kind, value = self.items.get_nowait()
            except queue.Empty:
                return
            if token != self.token:
                continue
            if kind == "item":
                self._on_item(value)
            else:
                self.running = False
                self.timer.stop()
                self._on_done(value)

"""The computer decides away from the GUI thread, so the table stays responsive.

:class:`AIWorker` is a ``QThread`` that takes requests (id, :class:`~.ai_process.AIRequest`,
stop event) from a queue. With the real AI it forwards them to a child process
(:mod:`.ai_process`) and waits for the answer: the search then shares neither the GIL nor the
garbage collector with the GUI (measured in docs/PERFORMANCE.md, "GUI"). An injected player
(tests) runs in the thread itself, through the same :func:`~.ai_process.decide`.
:class:`AIClient` (GUI thread) numbers the requests, collects the
:class:`~.ai_process.AIAnswer` s from a queue with a short timer, drops stale ones, and cancels
by setting the request's ``threading.Event`` (polled by the AI's ``should_stop``, passed on to
the child).
"""

from __future__ import annotations

import contextlib
import os
import queue
import sys
import threading
import traceback
from typing import Any

from ...qt import QCoreApplication, QObject, QThread, QTimer, Signal
from .ai_process import (
    CANCELLED,
    FAILED,
    HINT,
    MOVE,
    REVIEW,
    AIAnswer,
    AIRequest,
    PlayerFactory,
    ReviewFunction,
    decide,
    real_player,
    real_review,
    serve,
)

# The AI's pure-Python search holds the GIL; a short switch interval lets the GUI thread in
# often enough to keep every event-loop gap well under 50 ms (see docs/PERFORMANCE.md, "GUI").
SWITCH_INTERVAL = 0.001
# Run the real AI in a child process; SCHNAPSEN_AI_PROCESS=0 turns it off. Frozen builds
# too: their launcher calls ``multiprocessing.freeze_support()``, so the child runs the AI
# instead of a second window (``--smoke`` asks it for one move to prove it).
USE_PROCESS = os.environ.get("SCHNAPSEN_AI_PROCESS", "1") != "0"

# One queued request: (request id, request, its stop event); None ends the worker.
Queued = tuple[int, AIRequest, threading.Event]


class AIWorker(QThread):
    """The worker thread: takes requests from a queue, one decision or hint at a time.

    Answers go back through a second queue that :class:`AIClient` polls from the GUI thread.
    (Queued cross-thread Qt signals carrying Python objects corrupt reference counts in
    PySide6 6.12 on Python 3.11 - "Fatal Python error: bool_dealloc" after a few hundred
    emissions, cf. PYSIDE-3124 - so no Qt signal crosses the thread boundary.)
    """

    def __init__(self, player_factory: PlayerFactory = real_player,
                 use_process: bool = False, review_fn: ReviewFunction = real_review,
                 niceness: int = 0) -> None:
        super().__init__()
        self.niceness = niceness
        self.player_factory = player_factory
        self.review_fn = review_fn
        self.inbox: queue.Queue[Queued | None] = queue.Queue()
        self.outbox: queue.Queue[AIAnswer] = queue.Queue()
        self.use_process = use_process
        self._proc: Any = None  # a multiprocessing Process, its Pipe end and stop Event
        self._conn: Any = None
        self._proc_stop: Any = None

    def run(self) -> None:
        try:
            while True:
                item = self.inbox.get()
                if item is None:
                    return
                rid, request, stop = item
                if self._in_thread(request):
                    self.outbox.put(self.decide(rid, request, stop))
                else:
                    self.outbox.put(self._forward(rid, request, stop))
        finally:
            self._stop_process()

    def decide(self, rid: int, request: AIRequest, stop: threading.Event) -> AIAnswer:
        """One request in this thread, with the (possibly injected) player or hint."""
        return decide(rid, request, stop.is_set, self.player_factory, self.review_fn)

    # -- child process

    def _in_thread(self, request: AIRequest) -> bool:
        """Injected players (tests) run here; the real AI and hints in the child process."""
        if not self.use_process:
            return True
        if request.kind == REVIEW:
            return self.review_fn is not real_review
        return request.kind == MOVE and self.player_factory is not real_player

    def _start_process(self) -> bool:
        if self._proc is not None and self._proc.is_alive():
            return True
        try:
            import multiprocessing as mp

            ctx = mp.get_context("spawn")
            parent, child = ctx.Pipe()
            self._proc_stop = ctx.Event()
            self._proc = ctx.Process(target=serve, args=(child, self._proc_stop, self.niceness),
                                     name="schnapsen-ai", daemon=True)
            self._proc.start()
            child.close()
            self._conn = parent
            return True
        except Exception:  # noqa: BLE001 - no child process: decide in this thread
            traceback.print_exc()
            self.use_process = False
            self._proc = None
            return False

    def _forward(self, rid: int, request: AIRequest, stop: threading.Event) -> AIAnswer:
        if stop.is_set():
            return AIAnswer(rid, CANCELLED)
        if not self._start_process():
            return self.decide(rid, request, stop)
        try:
            self._proc_stop.clear()
            self._conn.send((rid, request))
            while not self._conn.poll(0.005):
                if stop.is_set():
                    self._proc_stop.set()
                if not self._proc.is_alive():
                    raise EOFError("the AI process ended")
            answer: AIAnswer = self._conn.recv()
        except (EOFError, OSError, BrokenPipeError) as exc:
            self._stop_process()
            return AIAnswer(rid, FAILED, error=f"{type(exc).__name__}: {exc}")
        return AIAnswer(rid, CANCELLED) if stop.is_set() else answer

    def _stop_process(self) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if proc is None:
            return
        try:
            if self._proc_stop is not None:
                self._proc_stop.set()
            conn.send(None)
        except Exception:  # noqa: BLE001
            pass
        proc.join(2.0)
        if proc.is_alive():
            proc.terminate()
            proc.join(1.0)
        with contextlib.suppress(Exception):
            conn.close()


class AIClient(QObject):
    """GUI-thread side: owns the thread, numbers the requests, cancels and drops stale ones."""

    decided = Signal(int, object)
    hinted = Signal(int, object)
    reviewed = Signal(int, object)  # a DecisionReview (issue 12)
    failed = Signal(int, str)
    busyChanged = Signal(bool)

    #: How often answers are collected while a request is pending (ms).
    POLL_MS = 8

    def __init__(self, parent: QObject | None = None, player_factory: PlayerFactory | None = None,
                 use_process: bool | None = None,
                 review_fn: ReviewFunction | None = None, niceness: int = 0) -> None:
        """``niceness`` > 0: the child process runs at a lower priority (the background
        review)."""
        super().__init__(parent)
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)
        if use_process is None:
            use_process = USE_PROCESS
        self._worker = AIWorker(player_factory or real_player, use_process=use_process,
                                review_fn=review_fn or real_review, niceness=niceness)
        self._worker.setObjectName("schnapsen-ai")
        self._worker.start()
        self._poll = QTimer(self)
        self._poll.setInterval(self.POLL_MS)
        self._poll.timeout.connect(self._collect)
        self._next_id = 0
        self._pending: dict[int, threading.Event] = {}
        self._stopped = False
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # ------------------------------------------------------------------ requests

    def set_player_factory(self, factory: PlayerFactory) -> None:
        """Tests inject a (slow, scripted) fake AI here."""
        self._worker.player_factory = factory

    def request(self, request: AIRequest) -> int:
        """Ask for a move or a hint; returns the request id (-1 after shutdown)."""
        if self._stopped:
            return -1
        self._next_id += 1
        rid = self._next_id
        stop = threading.Event()
        self._pending[rid] = stop
        was_busy = len(self._pending) > 1
        self._worker.inbox.put((rid, request, stop))
        self._poll.start()
        if not was_busy:
            self.busyChanged.emit(True)
        return rid

    def cancel(self, request_id: int | None = None) -> None:
        """Stop one request, or all of them; their answers will never be delivered."""
        ids = list(self._pending) if request_id is None else [request_id]
        for rid in ids:
            stop = self._pending.pop(rid, None)
            if stop is not None:
                stop.set()
        if ids and not self._pending:
            self.busyChanged.emit(False)

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def shutdown(self, timeout_ms: int = 10000) -> bool:
        """Cancel everything and stop the thread (on quit). True if it stopped in time."""
        if self._stopped:
            return True
        self._stopped = True
        self.cancel()
        self._poll.stop()
        self._worker.inbox.put(None)
        return bool(self._worker.wait(timeout_ms))

    # ------------------------------------------------------------------ answers

    def _collect(self) -> None:
        """Deliver the worker's answers in the GUI thread (polled while requests run)."""
        while True:
            try:
                answer = self._worker.outbox.get_nowait()
            except queue.Empty:
                break
            if not self._finish(answer.request_id):
                continue  # cancelled or stale: dropped
            if answer.outcome == MOVE:
                self.decided.emit(answer.request_id, answer.action)
            elif answer.outcome == HINT:
                self.hinted.emit(answer.request_id, answer.hint)
            elif answer.outcome == REVIEW:
                self.reviewed.emit(answer.request_id, answer.review)
            elif answer.outcome == FAILED:
                self.failed.emit(answer.request_id, answer.error)
        if not self._pending and self._worker.outbox.empty():
            self._poll.stop()

    def _finish(self, rid: int) -> bool:
        stop = self._pending.pop(rid, None)
        if stop is None:
            return False  # cancelled or stale: drop it
        if not self._pending:
            self.busyChanged.emit(False)
        return True

"""The computer decides away from the GUI thread, so the table stays responsive.

:class:`AIWorker` is a ``QThread`` that takes requests (id, view, params, stop event) from a
queue. With the real AI it forwards them to a child process (:mod:`.ai_process`) and waits
for the answer: the search then shares neither the GIL nor the garbage collector with the GUI
(measured in docs/PERFORMANCE.md, "GUI"). An injected player (tests) runs in the thread
itself. :class:`AIClient` (GUI thread) numbers the requests, collects
the answers from a queue with a short timer, drops stale ones, and cancels by setting the
request's ``threading.Event`` (polled by the AI's ``should_stop``, passed on to the child).
"""

from __future__ import annotations

import contextlib
import inspect
import os
import queue
import sys
import threading
import traceback
from collections.abc import Callable
from typing import Any

from ..qt import QCoreApplication, QObject, QThread, QTimer, Signal

#: The AI's pure-Python search holds the GIL; a short switch interval lets the GUI thread in
#: often enough to keep every event-loop gap well under 50 ms (see docs/PERFORMANCE.md, "GUI").
SWITCH_INTERVAL = 0.001
#: Run the real AI in a child process; SCHNAPSEN_AI_PROCESS=0 turns it off. Frozen builds
#: too: their launcher calls ``multiprocessing.freeze_support()``, so the child runs the AI
#: instead of a second window (``--smoke`` asks it for one move to prove it).
USE_PROCESS = os.environ.get("SCHNAPSEN_AI_PROCESS", "1") != "0"


def default_player_factory(level: str, seed: int):
    from .. import ai

    return ai.create_player(level, seed)


def default_hint(view, seed: int, should_stop: Callable[[], bool], match_score=None):
    from .. import ai

    if match_score is not None and _accepts(ai.hint, "score"):
        return ai.hint(view, seed=seed, should_stop=should_stop, score=tuple(match_score))
    return ai.hint(view, seed=seed, should_stop=should_stop)


def _accepts(fn, name: str) -> bool:
    try:
        return name in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


class AIWorker(QThread):
    """The worker thread: takes requests from a queue, one decision or hint at a time.

    Answers go back through a second queue that :class:`AIClient` polls from the GUI thread.
    (Queued cross-thread Qt signals carrying Python objects corrupt reference counts in
    PySide6 6.12 on Python 3.11 - "Fatal Python error: bool_dealloc" after a few hundred
    emissions, cf. PYSIDE-3124 - so no Qt signal crosses the thread boundary.)
    """

    def __init__(self, player_factory=default_player_factory, hint_fn=default_hint,
                 use_process: bool = False) -> None:
        super().__init__()
        self.player_factory = player_factory
        self.hint_fn = hint_fn
        self.inbox: queue.Queue = queue.Queue()
        self.outbox: queue.Queue = queue.Queue()
        self.use_process = use_process
        self._proc = None
        self._conn = None
        self._proc_stop = None

    def run(self) -> None:
        try:
            while True:
                request = self.inbox.get()
                if request is None:
                    return
                if self._in_process(request):
                    self.outbox.put(self.decide(*request))
                else:
                    self.outbox.put(self._forward(*request))
        finally:
            self._stop_process()

    # -- child process

    def _in_process(self, request) -> bool:
        params = request[2]
        if not self.use_process:
            return True
        if params.get("kind") == "hint":
            return self.hint_fn is not default_hint
        return self.player_factory is not default_player_factory

    def _start_process(self) -> bool:
        if self._proc is not None and self._proc.is_alive():
            return True
        try:
            import multiprocessing as mp

            from .ai_process import serve

            ctx = mp.get_context("spawn")
            parent, child = ctx.Pipe()
            self._proc_stop = ctx.Event()
            self._proc = ctx.Process(target=serve, args=(child, self._proc_stop),
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

    def _forward(self, request_id: int, view, params, stop: threading.Event) -> tuple:
        if stop.is_set():
            return ("cancelled", request_id, None)
        if not self._start_process():
            return self.decide(request_id, view, params, stop)
        try:
            self._proc_stop.clear()
            self._conn.send((request_id, view, params))
            while not self._conn.poll(0.005):
                if stop.is_set():
                    self._proc_stop.set()
                if not self._proc.is_alive():
                    raise EOFError("the AI process ended")
            answer = self._conn.recv()
        except (EOFError, OSError, BrokenPipeError) as exc:
            self._stop_process()
            return ("failed", request_id, f"{type(exc).__name__}: {exc}")
        if stop.is_set():
            return ("cancelled", request_id, None)
        return answer

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

    def decide(self, request_id: int, view, params, stop: threading.Event) -> tuple:
        """One request: ("move"|"hint"|"failed"|"cancelled", id, result)."""
        from ..ai import Cancelled

        if stop.is_set():
            return ("cancelled", request_id, None)
        kind = params.get("kind", "move")
        try:
            if kind == "hint":
                result = self.hint_fn(view, params.get("seed", 0), stop.is_set,
                                      params.get("match_score"))
            else:
                player = self.player_factory(params["level"], params.get("seed", 0))
                result = _choose(player, view, stop, params.get("match_score"))
        except Cancelled:
            return ("cancelled", request_id, None)
        except Exception as exc:  # noqa: BLE001 - report, never kill the worker thread
            traceback.print_exc()
            return ("failed", request_id, f"{type(exc).__name__}: {exc}")
        if stop.is_set():
            return ("cancelled", request_id, None)
        return (kind, request_id, result)


def _choose(player, view, stop: threading.Event, match_score):
    """``player.choose`` with the Bummerl score when the AI takes it (``set_match_score``)."""
    if match_score is not None and hasattr(player, "set_match_score"):
        player.set_match_score(*match_score)
    return player.choose(view, stop.is_set)


class AIClient(QObject):
    """GUI-thread side: owns the thread, numbers the requests, cancels and drops stale ones."""

    decided = Signal(int, object)
    hinted = Signal(int, object)
    failed = Signal(int, str)
    busyChanged = Signal(bool)

    #: How often answers are collected while a request is pending (ms).
    POLL_MS = 8

    def __init__(self, parent: QObject | None = None, player_factory=None, hint_fn=None,
                 use_process: bool | None = None) -> None:
        super().__init__(parent)
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)
        if use_process is None:
            use_process = USE_PROCESS
        self._worker = AIWorker(player_factory or default_player_factory, hint_fn or default_hint,
                                use_process=use_process)
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

    def set_player_factory(self, factory) -> None:
        """Tests inject a (slow, scripted) fake AI here."""
        self._worker.player_factory = factory

    def set_hint_fn(self, fn) -> None:
        self._worker.hint_fn = fn

    def request(self, view, params: dict[str, Any]) -> int:
        """Ask for a move (``params["kind"] == "move"``) or a hint; returns the request id."""
        if self._stopped:
            return -1
        self._next_id += 1
        rid = self._next_id
        stop = threading.Event()
        self._pending[rid] = stop
        was_busy = len(self._pending) > 1
        self._worker.inbox.put((rid, view, dict(params), stop))
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
                kind, rid, result = self._worker.outbox.get_nowait()
            except queue.Empty:
                break
            if kind == "move":
                self._on_decided(rid, result)
            elif kind == "hint":
                self._on_hinted(rid, result)
            elif kind == "failed":
                self._on_failed(rid, result)
            else:
                self._on_cancelled(rid)
        if not self._pending and self._worker.outbox.empty():
            self._poll.stop()

    def _finish(self, rid: int) -> bool:
        stop = self._pending.pop(rid, None)
        if stop is None:
            return False  # cancelled or stale: drop it
        if not self._pending:
            self.busyChanged.emit(False)
        return True

    def _on_decided(self, rid: int, action) -> None:
        if self._finish(rid):
            self.decided.emit(rid, action)

    def _on_hinted(self, rid: int, hint) -> None:
        if self._finish(rid):
            self.hinted.emit(rid, hint)

    def _on_failed(self, rid: int, text: str) -> None:
        if self._finish(rid):
            self.failed.emit(rid, text)

    def _on_cancelled(self, rid: int) -> None:
        self._finish(rid)

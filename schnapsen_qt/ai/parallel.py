"""Long AI runs on several cores, results in the order of their tasks.

The arena and the value model's data generation play many independent, individually seeded
games; :func:`ordered_map` spreads them over worker processes and yields each result in task
order as soon as it and those before it are done, so a run can be logged as it goes and
resumed from its log. Ctrl+C is left to the parent, which stops the workers.

Why not :class:`multiprocessing.Pool`: its workers share locks with the parent's helper
threads, and a Ctrl+C at the wrong moment could leave its ``terminate`` waiting for ever
(once in CI, and once in 88 tries on a loaded machine: the main thread joining the pool's
task-handler thread, which waited for the task queue's lock); and a worker that dies
mid-task leaves its result waited for ever. Here each worker has a pipe of
its own and shares nothing else, so stopping is killing the workers, which cannot wait on
anything, and a worker that dies is reported at once.

>>> list(ordered_map(abs, [-1, 2, -3], jobs=1))
[1, 2, 3]
"""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
import traceback
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from multiprocessing.connection import Connection, wait
from typing import Any, TypeVar, cast

T = TypeVar("T")
R = TypeVar("R")

#: Tasks handed to a worker ahead of its results: one at work, one waiting in its pipe.
AHEAD = 2


class WorkerDied(RuntimeError):
    """A worker process stopped without returning its task's result (killed, out of
    memory, a crash in compiled code). ``exitcode``: the process's (negative: the signal
    that ended it); ``task``: the task's place in the order given, from 0."""

    def __init__(self, exitcode: int | None, task: int) -> None:
        super().__init__(f"a worker process stopped (exit code {exitcode}) before returning "
                         f"the result of task {task}")
        self.exitcode = exitcode
        self.task = task


class WorkerTraceback(Exception):
    """The cause of an exception raised by ``func`` in a worker: its traceback there."""


def _serve(func: Callable[[Any], Any], conn: Connection) -> None:
    """A worker: ``func`` of each task received, until the pipe closes. Ctrl+C is left to
    the parent, which stops the workers and reports."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        try:
            reply: tuple[bool, Any] = (True, func(task))
        except Exception as exc:  # handed to the parent, which raises it
            reply = (False, (exc, traceback.format_exc()))
        try:
            conn.send(reply)
        except Exception:  # the result or the exception could not be pickled
            conn.send((False, (RuntimeError("a worker's reply could not be sent"),
                               traceback.format_exc())))


def ordered_map(func: Callable[[T], R], tasks: Iterable[T], jobs: int,
                count: int | None = None) -> Iterator[R]:
    """``func`` of each task, in order; with ``jobs`` > 1 in that many worker processes
    (``func`` must then be a module-level function). At most :data:`AHEAD` tasks per worker
    are handed out ahead of the results yielded. ``count``, when known, is the number of
    tasks: one task needs no workers. An exception of ``func`` is raised here, and a worker
    that dies raises :class:`WorkerDied`, each in its task's place, after the results of the
    tasks before it. Closing the iterator (or Ctrl+C) stops the workers."""
    if jobs <= 1 or (count is not None and count <= 1):
        for task in tasks:
            yield func(task)
        return
    context = multiprocessing.get_context()
    workers: list[tuple[Any, Connection]] = []
    # Ctrl+C while the workers are being started would leave some behind (and the exit
    # waiting for them): it is held back until they are owned by the try below. The
    # workers start with it held back too, and ignore it.
    can_hold = hasattr(signal, "pthread_sigmask")
    if can_hold:
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        for _ in range(jobs):
            mine, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(func, theirs), daemon=True)
            process.start()
            theirs.close()
            workers.append((process, mine))
        if can_hold:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)
            can_hold = False
        yield from _results(iter(tasks), workers)
    finally:
        if can_hold:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        for process, conn in workers:
            process.kill()
            conn.close()
        for process, _conn in workers:
            process.join()


def _results(tasks: Iterator[Any], workers: list[tuple[Any, Connection]]) -> Iterator[Any]:
    """Hand out the tasks and yield their results in order: a task goes to a worker with
    fewer than :data:`AHEAD` tasks while fewer than ``AHEAD * len(workers)`` results are
    awaited or held back; each worker returns its tasks' results in the order given. A
    task's exception, or its worker's death, is raised in its place in that order too: the
    results of the tasks before it come first, whichever worker finished first."""
    given: dict[Connection, deque[int]] = {conn: deque() for _process, conn in workers}
    process_of = {conn: process for process, conn in workers}
    # Replies by task: (True, result), (False, (exception, remote traceback)) or, for the
    # first task of a worker that died, (None, its exit code).
    held: dict[int, tuple[bool | None, Any]] = {}
    sent = yielded = 0
    exhausted = False
    while True:
        while not exhausted and given and sent - yielded < AHEAD * len(workers):
            conn = min(given, key=lambda c: len(given[c]))
            try:
                task = next(tasks)
            except StopIteration:
                exhausted = True
                break
            # A worker that is gone is reported below, where its pipe ends.
            with contextlib.suppress(OSError):
                conn.send(task)
            given[conn].append(sent)
            sent += 1
        while yielded in held:
            ok, value = held.pop(yielded)
            if ok is None:
                raise WorkerDied(value, yielded)
            if not ok:
                exc, remote = value
                raise exc from WorkerTraceback(remote)
            yield value
            yielded += 1
        if yielded == sent:
            # Every task handed out is yielded: done, or hand out more (a worker that
            # finished its tasks while the other was slow can leave none in flight).
            if exhausted or not given:
                return
            continue
        # The task awaited next is a live worker's: every earlier one is yielded, and a dead
        # worker's later tasks come after its first, raised above.
        for ready in wait([c for c in given if given[c]]):
            conn = cast(Connection, ready)
            try:
                reply = conn.recv()
            except (EOFError, OSError):
                process = process_of[conn]
                process.join(1)
                held[given.pop(conn)[0]] = (None, process.exitcode)
                continue
            held[given[conn].popleft()] = reply

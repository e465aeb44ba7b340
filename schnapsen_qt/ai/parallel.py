"""Long AI runs on several cores, results in the order of their tasks.

The arena and the value model's data generation play many independent, individually seeded
games; :func:`ordered_map` spreads them over worker processes and yields each result in task
order as soon as it and those before it are done, so a run can be logged as it goes and
resumed from its log. Ctrl+C is left to the parent, which stops the workers.

>>> list(ordered_map(abs, [-1, 2, -3], jobs=1))
[1, 2, 3]
"""

from __future__ import annotations

import multiprocessing
import signal
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")


def _ignore_interrupts() -> None:
    """Worker processes leave Ctrl+C to the parent, which stops them and reports."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def ordered_map(func: Callable[[T], R], tasks: Iterable[T], jobs: int,
                count: int | None = None) -> Iterator[R]:
    """``func`` of each task, in order; with ``jobs`` > 1 in that many worker processes
    (``func`` must then be a module-level function). At most two tasks per worker are handed
    out ahead (``Pool.imap`` would take the whole task list at once). ``count``, when known,
    is the number of tasks: one task needs no pool."""
    if jobs <= 1 or (count is not None and count <= 1):
        for task in tasks:
            yield func(task)
        return
    # Ctrl+C while the pool is being built would leave its workers behind (and the exit
    # waiting for them): it is held back until the pool is owned by the try below.
    can_hold = hasattr(signal, "pthread_sigmask")
    if can_hold:
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    pool = multiprocessing.Pool(jobs, initializer=_ignore_interrupts)
    pending: deque[Any] = deque()
    try:
        if can_hold:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        for task in tasks:
            pending.append(pool.apply_async(func, (task,)))
            if len(pending) >= 2 * jobs:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()
    finally:
        pool.terminate()
        pool.join()

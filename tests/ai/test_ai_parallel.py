"""The worker pool of the long runs keeps the order of its tasks."""

import itertools
import multiprocessing
import os

import pytest

from schnapsen_qt.ai.parallel import WorkerDied, ordered_map


def test_results_come_in_task_order_on_one_core_and_on_two() -> None:
    tasks = [5, -3, 8, -1, 0, -7, 2]
    expected = [abs(t) for t in tasks]
    assert list(ordered_map(abs, tasks, jobs=1)) == expected
    # More tasks than the pool is handed ahead (two per worker), from a generator.
    assert list(ordered_map(abs, iter(tasks), jobs=2)) == expected
    assert list(ordered_map(abs, [], jobs=2)) == []


def _odd_is_wrong(task: int) -> int:
    if task % 2:
        raise ValueError(f"task {task} is odd")
    return task


def _dies_at_three(task: int) -> int:
    if task == 3:
        os._exit(7)  # as a worker killed by the system would end: no reply at all
    return task


def test_an_exception_in_a_worker_is_raised_in_the_caller_with_its_traceback() -> None:
    results = ordered_map(_odd_is_wrong, [0, 2, 4, 5, 6], jobs=2)
    assert [next(results) for _ in range(3)] == [0, 2, 4]
    with pytest.raises(ValueError, match="task 5 is odd") as raised:
        next(results)
    assert "_odd_is_wrong" in str(raised.value.__cause__)
    assert not multiprocessing.active_children(), "the workers are stopped"


def test_a_worker_that_dies_is_reported_instead_of_waited_for() -> None:
    with pytest.raises(WorkerDied, match="exit code 7"):
        list(ordered_map(_dies_at_three, range(6), jobs=2))
    assert not multiprocessing.active_children()


def test_leaving_the_results_early_stops_the_workers() -> None:
    results = ordered_map(abs, itertools.count(), jobs=2)
    assert next(results) == 0 and next(results) == 1
    assert len(multiprocessing.active_children()) == 2
    results.close()
    assert not multiprocessing.active_children()

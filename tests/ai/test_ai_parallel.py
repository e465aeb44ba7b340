"""The worker pool of the long runs keeps the order of its tasks."""

from schnapsen_qt.ai.parallel import ordered_map


def test_results_come_in_task_order_on_one_core_and_on_two() -> None:
    tasks = [5, -3, 8, -1, 0, -7, 2]
    expected = [abs(t) for t in tasks]
    assert list(ordered_map(abs, tasks, jobs=1)) == expected
    # More tasks than the pool is handed ahead (two per worker), from a generator.
    assert list(ordered_map(abs, iter(tasks), jobs=2)) == expected
    assert list(ordered_map(abs, [], jobs=2)) == []

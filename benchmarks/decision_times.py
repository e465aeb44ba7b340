"""What the AI benchmarks share: timing one decision, and the percentiles they print."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any


def timed_decision(player: Any, view: Any, score: Any = None,
                   clock: Callable[[], float] = time.perf_counter) -> tuple[Any, float]:
    """``player.decide(view, score=score)`` and its seconds by ``clock`` (wall clock unless
    told: ``time.process_time`` for CPU seconds)."""
    start = clock()
    decision = player.decide(view, score=score)
    return decision, clock() - start


def percentiles(xs: list[float]) -> dict:
    """Count, median, 95th percentile and maximum of some seconds ({} for none)."""
    if not xs:
        return {}
    xs = sorted(xs)
    return {"n": len(xs), "median": round(statistics.median(xs), 4),
            "p95": round(xs[int(0.95 * (len(xs) - 1))], 4), "max": round(xs[-1], 4)}

"""The AI in a child process (no Qt here: the child imports only the engine and the AI).

A pure-Python search in a thread of the GUI process shares the GIL (and the garbage
collector) with the GUI thread; in its own process it cannot stall the event loop at all.
:func:`serve` is the child's main loop: it answers ``(kind, id, result)`` for each
``(id, view, params)`` request and polls ``stop`` (a ``multiprocessing.Event``) to cancel.
"""

from __future__ import annotations

import traceback


def compute(view, params: dict, should_stop):
    """One decision or hint with the real AI (also used in-process)."""
    from .. import ai

    score = params.get("match_score")
    score = tuple(score) if score is not None else None
    if params.get("kind") == "hint":
        return ai.hint(view, seed=params.get("seed", 0), should_stop=should_stop, score=score)
    player = ai.create_player(params["level"], params.get("seed", 0), score=score)
    return player.choose(view, should_stop)


def serve(conn, stop) -> None:
    """Child process: answer requests until ``None`` arrives or the pipe closes."""
    from ..ai import Cancelled

    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        rid, view, params = request
        kind = params.get("kind", "move")
        try:
            result = compute(view, params, stop.is_set)
            answer = ("cancelled", rid, None) if stop.is_set() else (kind, rid, result)
        except Cancelled:
            answer = ("cancelled", rid, None)
        except Exception as exc:  # noqa: BLE001 - report, keep serving
            traceback.print_exc()
            answer = ("failed", rid, f"{type(exc).__name__}: {exc}")
        try:
            conn.send(answer)
        except (BrokenPipeError, OSError):
            return

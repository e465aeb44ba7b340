"""One AI decision, typed, with no Qt: run in a child process or in the worker thread.

A pure-Python search in a thread of the GUI process shares the GIL (and the garbage
collector) with the GUI thread; in its own process it cannot stall the event loop at all. The
GUI thread's :class:`~.ai_worker.AIClient` sends an :class:`AIRequest`; whoever decides calls
:func:`decide` and sends back an :class:`AIAnswer`. :func:`serve` is the child's main loop: it
answers each ``(request_id, AIRequest)`` from the pipe and polls ``stop`` (a
``multiprocessing.Event``) to cancel. The worker thread calls the same :func:`decide` for
injected test players, so the decision code exists once.
"""

from __future__ import annotations

import contextlib
import os
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ...engine import Action, PlayerView

#: Request kinds.
MOVE = "move"
HINT = "hint"
# One decision of the post-hand review (issue 12): the values of the view's legal actions.
REVIEW = "review"
#: Answer outcomes besides the request's kind.
FAILED = "failed"
CANCELLED = "cancelled"


@dataclass(frozen=True)
class AIRequest:
    """What the computer is asked: its move (at ``level``) or a hint for the player's view."""

    kind: str  # MOVE, HINT or REVIEW
    view: PlayerView
    level: str = "expert"
    seed: int = 0
    # The Bummerl score to go (the asking seat's, the opponent's), or None outside a match.
    match_score: tuple[int, int] | None = None
    # REVIEW: the action the player took at this decision (None: not yet decided) and its
    # index in the hand record.
    played: Action | None = None
    index: int = 0


@dataclass(frozen=True)
class AIAnswer:
    """The answer to request ``request_id``: ``outcome`` is MOVE (``action``), HINT (``hint``),
    FAILED (``error`` says why) or CANCELLED."""

    request_id: int
    outcome: str
    action: Action | None = None
    hint: Any = None  # schnapsen_qt.ai.Hint
    review: Any = None  # schnapsen_qt.ai.review.DecisionReview
    error: str = ""


class Chooser(Protocol):
    def choose(self, view: PlayerView, should_stop: Callable[[], bool]) -> Action: ...


#: ``(level, seed) -> player``; tests inject scripted players.
PlayerFactory = Callable[[str, int], Chooser]
# ``(request, should_stop) -> DecisionReview``; tests inject fast ones.
ReviewFunction = Callable[[AIRequest, Callable[[], bool]], Any]


def real_player(level: str, seed: int) -> Chooser:
    from ... import ai

    return ai.create_player(level, seed)


def real_hint(view: PlayerView, seed: int, should_stop: Callable[[], bool],
              match_score: tuple[int, int] | None) -> Any:
    from ... import ai

    return ai.hint(view, seed=seed, should_stop=should_stop, score=match_score)


def real_review(request: AIRequest, should_stop: Callable[[], bool]) -> Any:
    """One decision of the post-hand review, from the player's view only (ai/review.py)."""
    from ...ai.review import review_decision

    return review_decision(request.view, request.played, request.index, request.level,
                           request.seed, should_stop)


def decide(request_id: int, request: AIRequest, should_stop: Callable[[], bool],
           player_factory: PlayerFactory = real_player,
           review_function: ReviewFunction = real_review) -> AIAnswer:
    """Answer one request; never raises (an error becomes a FAILED answer)."""
    from ...ai import Cancelled

    if should_stop():
        return AIAnswer(request_id, CANCELLED)
    score = ((request.match_score[0], request.match_score[1])
             if request.match_score is not None else None)
    try:
        if request.kind == HINT:
            hint = real_hint(request.view, request.seed, should_stop, score)
            answer = AIAnswer(request_id, HINT, hint=hint)
        elif request.kind == REVIEW:
            answer = AIAnswer(request_id, REVIEW, review=review_function(request, should_stop))
        else:
            player = player_factory(request.level, request.seed)
            if score is not None and hasattr(player, "set_match_score"):
                player.set_match_score(*score)
            answer = AIAnswer(request_id, MOVE, action=player.choose(request.view, should_stop))
    except Cancelled:
        return AIAnswer(request_id, CANCELLED)
    except Exception as exc:  # noqa: BLE001 - report, never kill the thread or the child
        traceback.print_exc()
        return AIAnswer(request_id, FAILED, error=f"{type(exc).__name__}: {exc}")
    return AIAnswer(request_id, CANCELLED) if should_stop() else answer


def serve(conn, stop, niceness: int = 0) -> None:
    """Child process: answer ``(request_id, AIRequest)`` until ``None`` arrives or the pipe
    closes. ``niceness`` > 0 lowers the child's priority (the background review's child
    yields the CPU to the game's own AI)."""
    if niceness > 0 and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(niceness)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        request_id, request = message
        try:
            conn.send(decide(request_id, request, stop.is_set))
        except (BrokenPipeError, OSError):
            return

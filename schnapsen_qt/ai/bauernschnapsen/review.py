"""The Bauernschnapsen hand review: what each of one seat's decisions in a hand was worth, judged
from what that seat could know at that moment (no Qt).

:func:`decision_views` replays a hand and keeps, for every decision of the reviewed seat, its
:class:`~schnapsen_qt.engine.bauernschnapsen.SeatView` and the action taken; :func:`review_decision`
values that one decision from the view alone (never the deal or a hidden card), with the
determinized search of the computer players (:func:`.search.sample_values`): each candidate
(trump call, bid or pass, Kontra or not, ring suit, card) is applied on the same sampled deals
and the hand played out by the rules of thumb, the last tricks solved exactly as Master does;
its value is the mean game points the seat's team wins (negative when it loses them), Kontra
multipliers included.

The *loss* of a decision is the best candidate's value minus the played one's (0 when the best
was played or there was one choice). Marks use the two-player review's thresholds in game points
(:data:`..review.INACCURACY`, ``MISTAKE``, ``BLUNDER``: a quarter point, more than half a point,
more than a point), which fit this game too: its plain game is worth 1 to 3 points like a
Schnapsen hand, and a contract lost costs its whole value. Because the values come from sampled
deals and playouts, a loss is marked only when it is also more than :data:`NOISE_MARGIN` standard
errors of the paired differences (the candidates share each deal and its playout choices), as the
two-player review does with its sampled values. No bid margin is taken off the values here: the
review says what a choice was worth on average, not what a cautious bidder would do.

Everything is deterministic for a seed: a decision's random numbers come from the seed and the
view only, so two hands that look the same to the seat get the same review.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from ...engine.bauernschnapsen import BAction, BauernDeal, BauernRules
from ...engine.bauernschnapsen import actions as A
from ...engine.bauernschnapsen.view import SeatView
from ..review import BLUNDER, INACCURACY, MISTAKE
from .player import Cancelled, candidates
from .search import Budget, SearchCancelled, sample_values

#: The review's search: Master's (its deals per decision and the exact last two tricks). A
#: hand of seat 0 has about seven decisions; with this budget the review of a hand takes about a
#: second of CPU (docs/PERFORMANCE.md, "Bauernschnapsen hand review").
REVIEW_BUDGET = Budget(samples=100, exact_cards=8)
#: A loss is marked only beyond this many standard errors of its paired differences.
NOISE_MARGIN = 2.0
DECIMALS = 3


@dataclass(frozen=True)
class BauernDecisionReview:
    """One decision of the reviewed seat: ``index`` in the hand's actions, the ``phase`` it was
    taken in, what was ``played`` and the ``best`` candidate, every candidate's mean value (game
    points for the seat's team, best first), the ``loss`` and its standard error ``se``, the
    ``mark`` (None, "inaccuracy", "mistake" or "blunder") and the deals it was judged on."""

    index: int
    phase: str
    played: BAction
    best: BAction
    values: tuple[tuple[BAction, float], ...]
    loss: float
    se: float
    mark: str | None
    deals: int

    @property
    def played_value(self) -> float:
        return dict(self.values)[self.played]

    @property
    def best_value(self) -> float:
        return self.values[0][1]


@dataclass(frozen=True)
class BauernReviewSummary:
    total_loss: float
    inaccuracies: int
    mistakes: int
    blunders: int


def mark_of(loss: float, se: float) -> str | None:
    """The mark of a loss in game points, or None (too small, or within the sampling noise)."""
    if loss <= NOISE_MARGIN * se + 1e-9:
        return None
    if loss > BLUNDER:
        return "blunder"
    if loss > MISTAKE:
        return "mistake"
    if loss >= INACCURACY:
        return "inaccuracy"
    return None


def same_choice(action: BAction) -> BAction:
    """The candidate an action counts as: turning up either unseen card is one choice."""
    return BAction(A.AUFSCHLAGEN, slot=0) if action.kind == A.AUFSCHLAGEN else action


def decision_views(deck: tuple[int, ...] | list[int], dealer: int, rules: BauernRules,
                   history: list[tuple[int, BAction]],
                   seat: int = 0) -> list[tuple[int, SeatView, BAction]]:
    """(index in ``history``, the seat's view before it, the action taken) for every decision
    of ``seat`` in the hand dealt from ``deck`` by ``dealer`` and played as ``history``.
    Raises the engine's :class:`ValueError` for an illegal history."""
    deal = BauernDeal(deck, dealer, rules)
    out = []
    for index, (who, action) in enumerate(history):
        if who == seat:
            out.append((index, deal.view(seat), action))
        deal.apply(who, action)
    return out


def review_decision(view: SeatView, played: BAction, rules: BauernRules, index: int = 0,
                    budget: Budget = REVIEW_BUDGET, seed: int = 0,
                    should_stop: Callable[[], bool] = lambda: False) -> BauernDecisionReview:
    """The review of ``played`` at ``view`` (the seat on turn), from the view alone;
    :class:`~.player.Cancelled` when ``should_stop()`` becomes true."""
    if view.to_move != view.seat or not view.legal:
        raise ValueError("it is not this seat's turn")
    played = same_choice(played)
    options = candidates(view)
    if played not in options:
        raise ValueError(f"{played} is not a legal choice here")
    if len(options) == 1:
        return BauernDecisionReview(index, view.phase, played, played, ((played, 0.0),), 0.0,
                                    0.0, None, 0)
    rng = random.Random(f"bauern-review|{seed}|{budget}|{view!r}")
    try:
        samples = sample_values(view, rules, options, budget, rng, should_stop)
    except SearchCancelled:
        raise Cancelled from None
    n = budget.samples
    means = {a: round(sum(vs) / n, DECIMALS) for a, vs in samples.items()}
    best = max(options, key=lambda a: (means[a], a == played))  # a tie: the played one
    loss = round(means[best] - means[played], DECIMALS)
    diffs = [b - p for b, p in zip(samples[best], samples[played], strict=True)]
    se = _standard_error(diffs)
    ranked = tuple(sorted(means.items(), key=lambda item: -item[1]))
    return BauernDecisionReview(index, view.phase, played, best, ranked, loss, round(se, 4),
                                mark_of(loss, se), n)


def _standard_error(values: list[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)


def review_hand(deck: tuple[int, ...] | list[int], dealer: int, rules: BauernRules,
                history: list[tuple[int, BAction]], seat: int = 0,
                budget: Budget = REVIEW_BUDGET, seed: int = 0,
                should_stop: Callable[[], bool] = lambda: False,
                progress: Callable[[int, int], None] = lambda done, total: None,
                ) -> list[BauernDecisionReview]:
    """Every decision of ``seat`` in the hand, reviewed in order; ``progress(done, total)``
    after each one."""
    points = decision_views(deck, dealer, rules, history, seat)
    out = []
    for index, seat_view, played in points:
        out.append(review_decision(seat_view, played, rules, index, budget, seed, should_stop))
        progress(len(out), len(points))
    return out


def summarize(reviews: list[BauernDecisionReview]) -> BauernReviewSummary:
    marks = [r.mark for r in reviews]
    return BauernReviewSummary(round(sum(r.loss for r in reviews), DECIMALS),
                               marks.count("inaccuracy"), marks.count("mistake"),
                               marks.count("blunder"))

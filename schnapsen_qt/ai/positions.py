"""Trainer positions (issue 42): decisions where the best choice clearly beats the natural one.

A *position* is a hand record (RECORD.md: rules, dealer, the whole pack, the actions) that
stops where one seat is to decide, with the answer: every legal action's value in game points
of the hand for that seat, the best action and the *natural* one (what the rule-of-thumb
player, Intermediate, chooses: :func:`.basic.rule_action`). The whole pack is stored only so
that the table can replay the position and play the rest of the hand out; every value is
computed from the seat's :class:`~..engine.view.PlayerView` alone.

How a position is valued (:func:`solve_view`):

- when the view is complete (the talon exhausted: both hands known) the one consistent deal
  is solved exactly by the compiled core (:func:`.core.action_values`): the values are exact;
- when few deals are consistent with the view, every one of them is solved exactly
  (perfect information per deal) and averaged: no sampling error;
- otherwise :data:`CONFIRM_DEALS` deals consistent with the view are sampled
  (:func:`.deals.sample_deal`, respecting what the opponent's phase-two plays revealed) and
  each is solved exactly; the standard error of the best-minus-natural difference is measured
  over the same deals (paired).

A decision becomes a position only if the best action beats the natural one by at least
:data:`MIN_MARGIN` game points and, where sampled, by more than :data:`NOISE_FACTOR` times the
measured standard error of that difference. ``--check`` solves every built-in position again
on a fresh sample of :data:`CHECK_DEALS` deals (another seed) and confirms it when the stored
answer is still within :data:`CORRECT_TOLERANCE` of the best and the natural choice still
loses at least ``MIN_MARGIN`` minus twice the new standard error, and more than
:data:`CHECK_FACTOR` times it (an independent replication, significant on its own).

The built-in sets (``trainer_positions/<preset>.json`` in this package) are written by
``python -m schnapsen_qt.ai positions --generate`` (docs/TRAINER.md).
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from ..engine import actions as act
from ..engine.actions import CLAIM, CLOSE, CLOSE_BEFORE_DRAW, EXCHANGE, MELD, PASS, Action
from ..engine.cards import MARRIAGE_PAIR
from ..engine.hand import Hand
from ..engine.record import HandRecord, ReplayError
from ..engine.rules import Rules
from ..engine.view import PlayerView
from . import core
from .basic import rule_action
from .deals import consistent_deals, opponent_forbidden, opponent_required, sample_deal
from .review import ActionValue, DecisionReview, Evaluation, mark_for, review_text
from .review import _reason as reason_for

#: The best action must beat the natural one by this many game points.
MIN_MARGIN = 0.5
#: ... and, where the deals are sampled, by more than this many standard errors.
NOISE_FACTOR = 4.0
#: Deals solved per candidate decision in the quick first look (most decisions stop here).
SCREEN_DEALS = 16
#: Deals of the second look, before the full confirmation (a deal early in the hand takes the
#: core tens of milliseconds: most candidates there stop here).
MIDDLE_DEALS = 60
#: Deals solved to confirm a candidate (every consistent deal when there are at most this many).
CONFIRM_DEALS = 120
#: Deals solved by ``--check`` (a fresh sample: another seed), and how many of its standard
#: errors the natural answer's loss must exceed there (a replication, significant by itself).
CHECK_DEALS = 100
CHECK_FACTOR = 2.0
#: A first look that finds the best at least this far ahead of the natural choice is confirmed.
SCREEN_MARGIN = 0.35
#: An answer within this many game points of the best counts as correct (the review's
#: threshold of an inaccuracy: below it no mark).
CORRECT_TOLERANCE = 0.25

#: Themes, in the order a decision is sorted into the first that fits; "play" (a card in
#: phase one, none of the others) only for the player's own mistakes, never built in.
THEMES = ("claim", "exchange", "closing", "marriage", "last_trick", "endgame", "play")
#: Where a position comes from: the built-in set, or the player's own reviewed hands.
SOURCES = ("builtin", "own")
#: Difficulties, easiest first (see :func:`difficulty_of`).
DIFFICULTIES = ("easy", "medium", "hard")
#: What the trainer asks, per kind of decision.
QUESTIONS = ("card", "close", "exchange", "claim", "meld")

#: The presets with a built-in set.
BUILTIN_PRESETS = ("soft", "sharp", "tournament", "house", "sechsundsechzig")
#: Presets whose set is drawn only from late decisions: the talon closed or run out, or at
#: most this many cards left in it. A whole Sechsundsechzig deal takes the core a quarter
#: second (up to 3 s) from the first lead, too slow to solve 120 of them per candidate; with
#: at most four talon cards left a deal takes it milliseconds (docs/TRAINER.md).
LATE_ONLY: dict[str, int] = {"sechsundsechzig": 4}

FORMAT = "schnapsen-positions/1"


class PositionError(ValueError):
    """A position file or entry that cannot be used (says why)."""


# ---------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Solution:
    """Values of every legal action of one view (game points of the hand for its seat).

    ``per_deal`` holds each action's exact value in every solved deal (for paired standard
    errors); ``exact``: the view was complete; ``all_deals``: every consistent deal solved."""

    values: dict[Action, float]
    per_deal: dict[Action, list[int]]
    deals: int
    exact: bool
    all_deals: bool

    @property
    def win_rates(self) -> dict[Action, float]:
        """Each action's share of the solved deals in which the seat wins the hand."""
        return {a: sum(v > 0 for v in vs) / len(vs) for a, vs in self.per_deal.items()}

    @property
    def best(self) -> Action:
        top = max(self.values.values())
        return next(a for a, v in self.values.items() if v == top)

    def margin(self, better: Action, worse: Action) -> float:
        return self.values[better] - self.values[worse]

    def stderr(self, better: Action, worse: Action) -> float:
        """Standard error of the mean difference ``better - worse`` over the sampled deals
        (0 where every consistent deal was solved: nothing was sampled)."""
        if self.all_deals or self.deals < 2:
            return 0.0
        diffs = [b - w for b, w in zip(self.per_deal[better], self.per_deal[worse],
                                       strict=True)]
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        return math.sqrt(var / len(diffs))


def view_deals(view: PlayerView, budget: int, rng: random.Random) -> tuple[list[Hand], bool]:
    """Every deal the seat cannot rule out if at most ``budget``, else ``budget`` sampled
    ones; and whether they are every deal."""
    deals = consistent_deals(view, budget)
    if deals is not None:
        return deals, True
    forbidden = opponent_forbidden(view)
    required = opponent_required(view)
    return [sample_deal(view, rng, forbidden, required) for _ in range(budget)], False


def solve_view(view: PlayerView, budget: int, seed: int | str,
               should_stop: Callable[[], bool] | None = None) -> Solution:
    """Each legal action's value for the view's seat: the mean over the deals consistent with
    the view (all of them, or ``budget`` sampled with ``seed``) of the core's exact value."""
    if not view.my_turn or not view.legal:
        raise ValueError("it is not this seat's turn")
    if not core.available():
        raise core.CoreUnavailable("the trainer's solver needs the compiled core")
    rng = random.Random(f"positions|{seed}|{view.seat}|{view.hand}|{view.history}")
    deals, all_deals = view_deals(view, budget, rng)
    table = core.new_table(True, 14)
    per_deal: dict[Action, list[int]] = {a: [] for a in view.legal}
    for hand in deals:
        values = core.action_values(hand, table, should_stop=should_stop)
        for a in view.legal:
            per_deal[a].append(values[a])
    n = len(deals)
    means = {a: sum(v) / n for a, v in per_deal.items()}
    return Solution(means, per_deal, n, exact=all_deals and n == 1 and view.phase_two,
                    all_deals=all_deals)


# ---------------------------------------------------------------------------- sorting


def natural_action(view: PlayerView) -> Action:
    """What a player going by the rules of thumb chooses (the Intermediate level)."""
    return rule_action(view, view.seat, view.hand, view.legal)


def _holds_marriage(view: PlayerView) -> bool:
    return any(view.hand & pair == pair for pair in MARRIAGE_PAIR)


def theme_of(view: PlayerView, best: Action, natural: Action) -> str | None:
    """The theme of a decision (the first of :data:`THEMES` that fits), None if none does."""
    pair = (best, natural)
    if CLAIM in pair:
        return "claim"
    if EXCHANGE in pair or PASS in pair:
        return "exchange"
    if CLOSE in pair or CLOSE_BEFORE_DRAW in pair:
        return "closing"
    if any(MELD <= a < EXCHANGE for a in pair) or (
            not view.phase_two and view.lead < 0 and _holds_marriage(view)):
        return "marriage"
    if not view.phase_two and view.stock_left == 1:
        return "last_trick"
    if view.phase_two:
        return "endgame"
    return None


def question_of(best: Action, natural: Action) -> str:
    """What the trainer asks (:data:`QUESTIONS`)."""
    pair = (best, natural)
    if CLOSE in pair or CLOSE_BEFORE_DRAW in pair:
        return "close"
    if EXCHANGE in pair or PASS in pair:
        return "exchange"
    if CLAIM in pair:
        return "claim"
    if any(MELD <= a < EXCHANGE for a in pair):
        return "meld"
    return "card"


def difficulty_of(view: PlayerView, margin: float, question: str) -> str:
    """One point each for what makes a position harder: the natural choice costs less than a
    game point (a subtle difference); the answer hangs on cards the player cannot see (the
    talon open); a card to choose among four or more. easy: none, medium: one, hard: two or
    more."""
    points = (margin < 1.0) + (not view.phase_two) + (
        question == "card" and sum(a < MELD for a in view.legal) >= 4)
    return DIFFICULTIES[min(points, 2)]


# ---------------------------------------------------------------------------- positions


@dataclass(frozen=True)
class Position:
    """One trainer position: the record up to the decision and the answer."""

    id: str
    record: dict[str, Any]
    seat: int
    theme: str
    difficulty: str
    question: str
    best: Action
    natural: Action
    values: dict[Action, float]
    #: Each action's share of the solved deals won (the review's "wins in 81 % of the deals").
    win_rates: dict[Action, float]
    margin: float
    stderr: float
    deals: int
    exact: bool
    seed: int
    source: str = "builtin"
    #: The deals that valued an action where fewer than :attr:`deals`: the review stops
    #: valuing an action clearly behind the best (:func:`.review.clearly_behind`); a
    #: position from the player's own game keeps that.
    value_deals: dict[Action, int] = field(default_factory=dict)

    @property
    def rules_name(self) -> str:
        rules = self.record.get("rules")
        return rules if isinstance(rules, str) else "custom"

    def hand(self) -> Hand:
        """The position's hand, replayed through the engine (the whole pack: the table's)."""
        try:
            hand = HandRecord.from_json(self.record).replay()
        except ReplayError as exc:
            raise PositionError(f"position {self.id}: {exc}") from None
        if hand.outcome is not None or hand.to_move != self.seat:
            raise PositionError(f"position {self.id}: seat {self.seat} is not to move")
        return hand

    def view(self) -> PlayerView:
        return self.hand().view(self.seat)

    def record_for_seat0(self) -> dict[str, Any]:
        """The record with the deciding seat as seat 0 (the table's player): the other
        dealer and every action's player swapped give each seat the other's cards and role
        (RULES.md, "Cards and deal")."""
        record = dict(self.record)
        if self.seat == 1:
            record["dealer"] = 1 - int(record["dealer"])
            record["actions"] = [dict(a, player=1 - int(a["player"]))
                                 for a in record["actions"]]
        return record

    def review_of(self, played: Action) -> DecisionReview:
        """The answer ``played`` as the review would judge it, from the stored values: the
        same reason codes and words (:mod:`.review`)."""
        evaluation = Evaluation(
            tuple(ActionValue(a, v, self.win_rates.get(a, 0.0), deals=self.value_deals.get(a))
                  for a, v in self.values.items()),
            self.deals, exact=self.exact, all_deals=self.exact)
        top = self.top_value
        best = played if self.values.get(played) == top else self.best
        loss = self.loss_of(played)
        # With its mark, as the review gives it: a marked answer's reason says why the best
        # is better (without one it read "about as good as the best move" under a loss).
        mark = mark_for(loss)
        code, params = reason_for(evaluation, played, best, loss, self.view().turnup, mark)
        return DecisionReview(len(self.record["actions"]), self.seat, played, best, loss,
                              evaluation.values, mark, code, params,
                              review_text(code, params), self.deals, self.exact, self.exact)

    def loss_of(self, action: Action) -> float:
        """Game points the action gives away against the best (0 for the best)."""
        return round(self.top_value - self.values[action], 4)

    @property
    def top_value(self) -> float:
        """The best value among the actions valued over every deal."""
        return max(v for a, v in self.values.items() if a not in self.value_deals)

    def is_correct(self, action: Action) -> bool:
        return self.loss_of(action) < CORRECT_TOLERANCE

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id, "record": self.record, "seat": self.seat, "theme": self.theme,
            "difficulty": self.difficulty, "question": self.question,
            "best": act.to_json(self.best), "natural": act.to_json(self.natural),
            "values": [{"action": act.to_json(a), "value": round(v, 4),
                        "win": round(self.win_rates.get(a, 0.0), 4)}
                       | ({"deals": self.value_deals[a]} if a in self.value_deals else {})
                       for a, v in self.values.items()],
            "margin": round(self.margin, 4), "stderr": round(self.stderr, 4),
            "deals": self.deals, "exact": self.exact, "seed": self.seed,
        } | ({"source": self.source} if self.source != "builtin" else {})

    @classmethod
    def from_json(cls, obj: Any) -> Position:
        """A position from its JSON object; :class:`PositionError` says what is wrong."""
        try:
            if not isinstance(obj, dict):
                raise PositionError("a position must be a JSON object")
            values = {act.from_json(v["action"])[1]: float(v["value"]) for v in obj["values"]}
            wins = {act.from_json(v["action"])[1]: float(v.get("win", 0.0))
                    for v in obj["values"]}
            value_deals = {act.from_json(v["action"])[1]: int(v["deals"])
                           for v in obj["values"] if "deals" in v}
            pos = cls(
                id=str(obj["id"]), record=dict(obj["record"]), seat=int(obj["seat"]),
                theme=str(obj["theme"]), difficulty=str(obj["difficulty"]),
                question=str(obj["question"]), best=act.from_json(obj["best"])[1],
                natural=act.from_json(obj["natural"])[1], values=values, win_rates=wins,
                margin=float(obj["margin"]), stderr=float(obj["stderr"]),
                deals=int(obj["deals"]), exact=bool(obj["exact"]), seed=int(obj["seed"]),
                source=str(obj.get("source", "builtin")), value_deals=value_deals)
        except PositionError:
            raise
        except (KeyError, TypeError, ValueError, act.RecordError) as exc:
            raise PositionError(f"bad position: {type(exc).__name__}: {exc}") from None
        if pos.theme not in THEMES or pos.difficulty not in DIFFICULTIES \
                or pos.question not in QUESTIONS or pos.seat not in (0, 1) \
                or pos.source not in SOURCES:
            raise PositionError(f"position {pos.id}: unknown theme, difficulty, question "
                                "or seat")
        if pos.best not in values or pos.natural not in values:
            raise PositionError(f"position {pos.id}: the answer is not among the values")
        if pos.best in value_deals or any(n < 1 for n in value_deals.values()):
            # The best is valued over every deal (the review never drops it), and answers
            # are measured against it: a file saying otherwise is damaged.
            raise PositionError(f"position {pos.id}: the best answer is marked as valued "
                                "over fewer deals, or a count of deals is not positive")
        return pos


def position_at(hand: Hand, seed: int, number: int, screen: int = SCREEN_DEALS,
                confirm: int = CONFIRM_DEALS) -> Position | None:
    """The position at ``hand``'s decision (a hand dealt from a known pack), or None when the
    best choice does not clearly beat the natural one or the decision fits no theme."""
    seat = hand.to_move
    view = hand.view(seat)
    if len(view.legal) < 2:
        return None
    natural = natural_action(view)
    if theme_of(view, natural, natural) is None and not _may_fit(view):
        return None
    first = solve_view(view, screen, f"screen|{seed}")
    if first.margin(first.best, natural) < SCREEN_MARGIN:
        return None
    if not first.all_deals:
        second = solve_view(view, MIDDLE_DEALS, f"middle|{seed}")
        best = second.best
        if second.margin(best, natural) < MIN_MARGIN - 2 * second.stderr(best, natural):
            return None
    sol = first if first.all_deals else solve_view(view, confirm, seed)
    best = sol.best
    margin = sol.margin(best, natural)
    err = sol.stderr(best, natural)
    if margin < MIN_MARGIN or margin <= NOISE_FACTOR * err:
        return None
    theme = theme_of(view, best, natural)
    if theme is None:
        return None
    question = question_of(best, natural)
    record = HandRecord.of_hand(hand).to_json()
    record.pop("format", None)
    if isinstance(hand.rules.preset_name(), str):
        record["rules"] = hand.rules.preset_name()
    return Position(
        id=f"{record['rules'] if isinstance(record['rules'], str) else 'x'}-{seed}-{number}",
        record=record, seat=seat, theme=theme,
        difficulty=difficulty_of(view, margin, question), question=question, best=best,
        natural=natural, values=sol.values, win_rates=sol.win_rates,
        margin=margin, stderr=err, deals=sol.deals, exact=sol.exact, seed=seed)


def position_from_review(record: HandRecord, review: DecisionReview) -> Position | None:
    """The player's own mistake as a position: a decision the review marked a mistake or a
    blunder, with the review's values (the natural answer is the move played). None for any
    other decision."""
    if review.played is None or review.mark not in ("mistake", "blunder") \
            or len(review.values) < 2:
        return None
    prefix = HandRecord(record.rules, record.dealer, list(record.deck),
                        list(record.actions[:review.index]))
    hand = prefix.replay()
    if hand.outcome is not None or hand.to_move != review.seat:
        return None
    view = hand.view(review.seat)
    best, played = review.best, review.played
    question = question_of(best, played)
    rec = prefix.to_json()
    rec.pop("format", None)
    digest = hashlib.sha1(json.dumps(rec, sort_keys=True).encode()).hexdigest()[:12]
    return Position(
        id=f"own-{digest}", record=rec, seat=review.seat,
        theme=theme_of(view, best, played) or "play",
        difficulty=difficulty_of(view, review.loss, question), question=question, best=best,
        natural=played, values={v.action: v.value for v in review.values},
        win_rates={v.action: v.win_rate for v in review.values}, margin=review.loss,
        stderr=0.0, deals=review.deals, exact=review.exact, seed=0, source="own",
        value_deals={v.action: v.deals for v in review.values if v.deals is not None})


def _may_fit(view: PlayerView) -> bool:
    """Could the best action put this decision in a theme although the natural one does not?
    (A close, claim, exchange or meld among the legal actions, or a themed moment.)"""
    return any(a >= MELD for a in view.legal)


def selfplay_positions(rules: Rules, seed: int,
                       should_stop: Callable[[], bool] = lambda: False,
                       ) -> Iterator[Position]:
    """Positions from one self-play hand of the rule-of-thumb player (dealt by ``seed``);
    at most one per theme and hand."""
    rng = random.Random(f"trainer-deal|{seed}")
    hand = Hand.shuffled(rules, dealer=rng.randrange(2), rng=rng)
    seen: set[str] = set()
    number = 0
    late = LATE_ONLY.get(str(rules.preset_name()))
    while hand.outcome is None and not should_stop():
        early = late is not None and not hand.phase_two and hand.stock_left > late
        pos = None if early else position_at(hand, seed, number)
        if pos is not None and pos.theme not in seen:
            seen.add(pos.theme)
            yield pos
        number += 1
        view = hand.view(hand.to_move)
        hand.push(natural_action(view), hand.to_move)


# ---------------------------------------------------------------------------- files


def builtin_path(preset: str) -> Path:
    """Where the built-in set of a preset lies in this package."""
    return Path(str(resources.files(__package__ or "schnapsen_qt.ai"))) / "trainer_positions" / \
        f"{preset}.json"


def write_positions(path: Path, preset: str, positions: list[Position],
                    meta: dict[str, Any]) -> None:
    """One file per preset: small JSON, one position per line."""
    lines = [json.dumps(p.to_json(), separators=(",", ":")) for p in positions]
    head = json.dumps({"format": FORMAT, "rules": preset, **meta})[:-1]
    text = head + ',\n"positions":[\n' + ",\n".join(lines) + "\n]}\n"
    tmp = path.with_suffix(".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def read_positions(path: Path) -> list[Position]:
    """The positions of one file; :class:`PositionError` for a file that cannot be used."""
    try:
        obj = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise PositionError(f"{path}: {exc}") from None
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        raise PositionError(f"{path}: not a positions file ({FORMAT})")
    raw = obj.get("positions")
    if not isinstance(raw, list):
        raise PositionError(f"{path}: no list of positions")
    return [Position.from_json(p) for p in raw]


def builtin_positions(preset: str | None = None) -> list[Position]:
    """The built-in positions (of one preset, or of all)."""
    out: list[Position] = []
    for name in (preset,) if preset else BUILTIN_PRESETS:
        path = builtin_path(name)
        if path.exists():
            out.extend(read_positions(path))
    return out


def check_position(pos: Position, deals: int = CHECK_DEALS) -> tuple[bool, Solution]:
    """Solve the position again on a fresh sample of deals (another seed) and say whether the
    stored answer stands (module docstring)."""
    view = pos.view()
    sol = solve_view(view, deals, f"check|{pos.seed}")
    top = max(sol.values.values())
    if top - sol.values[pos.best] >= CORRECT_TOLERANCE:
        return False, sol
    margin = sol.margin(pos.best, pos.natural)
    err = sol.stderr(pos.best, pos.natural)
    ok = margin >= MIN_MARGIN - 2 * err and margin > CHECK_FACTOR * err
    return ok, sol


__all__ = [
    "BUILTIN_PRESETS", "CONFIRM_DEALS", "CORRECT_TOLERANCE", "DIFFICULTIES", "MIN_MARGIN",
    "NOISE_FACTOR", "QUESTIONS", "THEMES", "Position", "PositionError", "Solution",
    "builtin_path", "builtin_positions", "check_position", "difficulty_of", "natural_action",
    "SOURCES", "position_at", "position_from_review", "question_of", "read_positions",
    "selfplay_positions", "solve_view", "theme_of", "view_deals", "write_positions",
]

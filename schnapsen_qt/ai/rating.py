"""How strong a player decides (issue 42): the loss per decision, and ratings against the levels.

The review (:mod:`.review`) says what each decision of a hand cost in game points. This
module turns a reviewed hand into a :class:`HandAccuracy` (decisions with a choice, their
total loss, the same per kind of decision), averages many of them with a standard error
(:func:`average_loss`), places that average between the computer levels' own averages
measured with the same review on their self-play (:func:`place_on_levels`, data in
``rating_data/level_losses.json`` made by :func:`measure_levels`), and estimates an
Elo-style rating from Bummerls won and lost against each level (:func:`elo_from_results`).

Only decisions with more than one legal action count: a forced move costs nothing and says
nothing about the player, and counting it would make the hands with many forced moves look
better.

The kind of a decision is the review's kind of action (:func:`.review.phrase_key`) of the
best or the played action, whichever is not a card play (so a close that was missed counts
as a closing decision), else a card play split into ``lead`` and ``follow``. No Qt here.
"""

from __future__ import annotations

import json
import math
import random
import statistics
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import actions as act
from ..engine.hand import Hand
from ..engine.record import HandRecord
from ..engine.rules import PRESETS
from ..engine.view import PlayerView
from .review import DEFAULT_LEVEL, DecisionReview, decision_points, phrase_key, review_decision

#: The kinds of decision, in the order the statistics list them.
KINDS: tuple[str, ...] = ("lead", "follow", "close", "exchange", "meld", "claim")
# The review's kinds of action (:data:`.review.ACTION_PHRASES` keys) as kinds of decision.
_KIND_OF_PHRASE = {"close": "close", "close_before_draw": "close", "exchange": "exchange",
                   "exchange_card": "exchange", "pass": "exchange", "meld": "meld",
                   "claim": "claim"}

#: Where the levels' measured losses are shipped.
LEVEL_LOSSES_FILE = Path(__file__).with_name("rating_data") / "level_losses.json"

#: The levels' Elo ratings, from the arena's Bummerl results (docs/PERFORMANCE.md, "AI"):
#: Intermediate beat Beginner in 92.8 % of 1,000 Bummerls, Expert Intermediate in 85.6 % of
#: 1,000, Master Expert in 56.25 % of 4,000; Beginner is put at 1000. The differences are
#: 400 * log10(p / (1 - p)).
LEVEL_ELO: dict[str, float] = {
    "beginner": 1000.0,
    "intermediate": round(1000.0 + 400 * math.log10(0.928 / 0.072)),
    "expert": round(1000.0 + 400 * math.log10(0.928 / 0.072)
                    + 400 * math.log10(0.856 / 0.144)),
    "master": round(1000.0 + 400 * math.log10(0.928 / 0.072)
                    + 400 * math.log10(0.856 / 0.144)
                    + 400 * math.log10(0.5625 / 0.4375)),
}


def decision_kind(view: PlayerView, review: DecisionReview) -> str:
    """The kind of one reviewed decision (see the module's docstring)."""
    for action in (review.best, review.played):
        if action is None:
            continue
        kind = _KIND_OF_PHRASE.get(phrase_key(act.to_json(action)))
        if kind is not None:
            return kind
    return "lead" if view.lead < 0 else "follow"


@dataclass(frozen=True)
class HandAccuracy:
    """One reviewed hand of one seat: decisions with a choice and their loss in game points,
    in total and per kind (``kinds[kind] = (decisions, loss)``)."""

    decisions: int
    total_loss: float
    kinds: dict[str, tuple[int, float]] = field(default_factory=dict)

    @property
    def average(self) -> float | None:
        return self.total_loss / self.decisions if self.decisions else None

    def to_json(self) -> dict[str, Any]:
        return {"decisions": self.decisions, "loss": round(self.total_loss, 4),
                "kinds": {k: [n, round(loss, 4)] for k, (n, loss) in self.kinds.items()}}

    @classmethod
    def from_json(cls, data: Any) -> HandAccuracy:
        """Raises ValueError (or TypeError/KeyError) for anything malformed."""
        decisions, loss = int(data["decisions"]), float(data["loss"])
        kinds = {str(k): (int(v[0]), float(v[1])) for k, v in dict(data["kinds"]).items()}
        if decisions < 0 or not math.isfinite(loss) or loss < 0 or any(
                k not in KINDS or n < 0 or not math.isfinite(x) or x < 0
                for k, (n, x) in kinds.items()):
            raise ValueError("bad hand accuracy")
        return cls(decisions, loss, kinds)


def hand_accuracy(pairs: Iterable[tuple[PlayerView, DecisionReview]]) -> HandAccuracy:
    """The accuracy of a hand from its reviewed decisions, each with the view it was made
    from; the open decision of an unfinished record and forced moves do not count."""
    decisions, total = 0, 0.0
    kinds: dict[str, tuple[int, float]] = {}
    for view, review in pairs:
        if review.played is None or len(review.values) < 2:
            continue
        kind = decision_kind(view, review)
        n, loss = kinds.get(kind, (0, 0.0))
        kinds[kind] = (n + 1, loss + review.loss)
        decisions += 1
        total += review.loss
    return HandAccuracy(decisions, round(total, 4),
                        {k: (n, round(x, 4)) for k, (n, x) in kinds.items()})


@dataclass(frozen=True)
class LossAverage:
    """The average loss per decision over some hands, with its standard error (the hands
    are the independent units: a ratio estimate, decisions of one hand hang together)."""

    mean: float
    se: float
    decisions: int
    hands: int


def average_loss(hands: Iterable[tuple[int, float]]) -> LossAverage | None:
    """Average of ``(decisions, total loss)`` pairs per decision; None without a decision.
    With one hand the standard error is unknown: it is then taken as the mean itself
    (nothing can be placed on one hand)."""
    items = [(n, x) for n, x in hands if n > 0]
    count = sum(n for n, _ in items)
    if not count:
        return None
    mean = sum(x for _, x in items) / count
    k = len(items)
    if k < 2:
        return LossAverage(mean, max(mean, 0.05), count, k)
    resid = sum((x - mean * n) ** 2 for n, x in items)
    se = math.sqrt(k / (k - 1) * resid) / count
    return LossAverage(mean, se, count, k)


# ---------------------------------------------------------------------- against the levels


@dataclass(frozen=True)
class LevelLoss:
    """One level's own measured average loss per decision (its self-play, the same review)."""

    level: str
    mean: float
    se: float
    decisions: int
    hands: int


#: Where a preset has no measurement of its own, the ladder of the measured preset whose play
#: it is nearest to: the tournament rules are the sharp rules' restrictions with fewer melds
#: (RULES.md, "Presets"); every other preset falls back to the soft rules' ladder (the house
#: rules and Sechsundsechzig are built on the soft rules).
LADDER_FALLBACK: dict[str, str] = {"tournament": "sharp"}


def ladder_preset(preset: str, measured: Iterable[str]) -> str:
    """The preset whose measured ladder stands for ``preset`` (itself when measured)."""
    names = set(measured)
    if preset in names:
        return preset
    fallback = LADDER_FALLBACK.get(preset, "soft")
    return fallback if fallback in names else "soft"


def load_level_losses(path: Path = LEVEL_LOSSES_FILE, preset: str = "soft"
                      ) -> tuple[LevelLoss, ...]:
    """The shipped measurement for ``preset`` (or that of :func:`ladder_preset` when it has
    none), weakest level first; () when the file is missing or damaged."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        presets = data["presets"]
        table = presets[ladder_preset(preset, presets)]
        return tuple(LevelLoss(str(row["level"]), float(row["mean"]), float(row["se"]),
                               int(row["decisions"]), int(row["hands"]))
                     for row in table["levels"])
    except (OSError, ValueError, KeyError, TypeError):
        return ()


@dataclass(frozen=True)
class Placement:
    """Where an average loss falls on the ladder of levels.

    ``position`` counts levels from the weakest (0) up: 2.0 is exactly the third level's own
    loss, 2.5 halfway (in loss) between the third and the fourth; below 0 or above the last
    index beyond the ends (extended by the last step). ``low`` and ``high`` are the positions
    of the loss's 95 % interval (high loss = low position)."""

    position: float
    low: float
    high: float
    levels: tuple[str, ...]

    def bracket(self, position: float | None = None) -> tuple[str | None, str | None]:
        """The levels around a position: (level, level) when it is at one (within a quarter
        of a step), (weaker, stronger) when between two, (None, weakest) below the weakest,
        (strongest, None) above the strongest."""
        p = self.position if position is None else position
        last = len(self.levels) - 1
        nearest = round(p)
        if 0 <= nearest <= last and abs(p - nearest) <= 0.25:
            return self.levels[nearest], self.levels[nearest]
        if p < 0:
            return None, self.levels[0]
        if p > last:
            return self.levels[last], None
        return self.levels[math.floor(p)], self.levels[math.floor(p) + 1]


def _position(loss: float, ladder: tuple[LevelLoss, ...]) -> float:
    """The position of a loss on the ladder (losses fall from the weakest level up); beyond
    either end the nearest step is extended."""
    means = [lv.mean for lv in ladder]

    def on_step(i: int) -> float:
        a, b = means[i], means[i + 1]
        return float(i) if a == b else i + (a - loss) / (a - b)

    if loss >= means[0]:
        return on_step(0)
    for i in range(len(means) - 1):
        if min(means[i], means[i + 1]) <= loss <= max(means[i], means[i + 1]):
            return on_step(i)
    return on_step(len(means) - 2)


def place_on_levels(mean: float, se: float, ladder: tuple[LevelLoss, ...]) -> Placement:
    """Place an average loss per decision (with its standard error) between the levels. The
    levels' own uncertainty is added to the player's (in quadrature, that of the nearer
    level), so that the interval says honestly how sure the place is."""
    if len(ladder) < 2:
        raise ValueError("at least two levels are needed to place a player")
    position = _position(mean, ladder)
    nearest = ladder[min(max(round(position), 0), len(ladder) - 1)]
    spread = 1.96 * math.sqrt(se * se + nearest.se * nearest.se)
    return Placement(position, _position(mean + spread, ladder),
                     _position(max(mean - spread, 0.0), ladder),
                     tuple(lv.level for lv in ladder))


# ---------------------------------------------------------------------- Elo from results


@dataclass(frozen=True)
class EloEstimate:
    rating: float
    low: float
    high: float
    bummerls: int


def expected_score(rating: float, opponent: float) -> float:
    """The Elo expectation of winning a Bummerl."""
    return 1.0 / (1.0 + 10 ** ((opponent - rating) / 400.0))


def elo_from_results(results: dict[str, tuple[int, int]],
                     ratings: dict[str, float] | None = None) -> EloEstimate | None:
    """An Elo-style rating from Bummerls ``(won, lost)`` against each level (the levels'
    ratings: :data:`LEVEL_ELO`). The most likely rating, with half a Bummerl won and half lost
    against each level played added (so that all wins or all losses still give a finite
    number, pulled a little towards the levels played), and its 95 % interval where the
    log-likelihood falls by 1.92 (a likelihood-ratio interval). None without a Bummerl."""
    ratings = LEVEL_ELO if ratings is None else ratings
    games = [(ratings[level], won + 0.5, lost + 0.5)
             for level, (won, lost) in results.items()
             if level in ratings and won + lost > 0]
    if not games:
        return None

    def loglik(r: float) -> float:
        total = 0.0
        for opp, won, lost in games:
            p = min(max(expected_score(r, opp), 1e-12), 1 - 1e-12)
            total += won * math.log(p) + lost * math.log(1 - p)
        return total

    lo, hi = min(g[0] for g in games) - 1500.0, max(g[0] for g in games) + 1500.0
    # The log-likelihood is concave: golden-section search for its top.
    a, b = lo, hi
    for _ in range(120):
        m1, m2 = a + (b - a) * 0.382, a + (b - a) * 0.618
        if loglik(m1) < loglik(m2):
            a = m1
        else:
            b = m2
    best = (a + b) / 2
    top = loglik(best)

    def edge(inner: float, outer: float) -> float:
        for _ in range(80):
            mid = (inner + outer) / 2
            if top - loglik(mid) < 1.92:
                inner = mid
            else:
                outer = mid
        return (inner + outer) / 2

    bummerls = sum(won + lost for won, lost in results.values())
    return EloEstimate(best, edge(best, lo), edge(best, hi), bummerls)


# ---------------------------------------------------------------------- measuring the levels


def self_play_hand(level: str, rules_preset: str, rng: random.Random, index: int) -> Hand:
    """One hand of ``level`` against itself (seeded players)."""
    from . import create_player

    players = [create_player(level, index * 2), create_player(level, index * 2 + 1)]
    hand = Hand.shuffled(PRESETS[rules_preset], index % 2, rng)
    while hand.outcome is None:
        seat = hand.to_move
        hand.push(players[seat].choose(hand.view(seat)), seat)
    return hand


def review_accuracy(record: HandRecord, seat: int, level: str = DEFAULT_LEVEL, seed: int = 0,
                    should_stop: Callable[[], bool] = lambda: False) -> HandAccuracy:
    """Review every decision of ``seat`` and return the hand's accuracy (the player's hands
    in the game go through the GUI's background review instead, decision by decision, with
    the same :func:`hand_accuracy`)."""
    pairs = []
    for index, view, played in decision_points(record, seat):
        if played is None or len(view.legal) < 2:
            continue
        pairs.append((view, review_decision(view, played, index, level, seed, should_stop)))
    return hand_accuracy(pairs)


def measure_levels(levels: tuple[str, ...], hands: int, seed: int, rules_preset: str = "soft",
                   progress: Callable[[dict[str, Any]], None] | None = None
                   ) -> dict[str, Any]:
    """Each level's average loss per decision on ``hands`` hands of self-play (both seats
    reviewed; each seat's hand is one unit of the standard error). Deterministic for the seed
    but for the search levels' CPU time caps on a busy machine."""
    rows = []
    for level in levels:
        rng = random.Random(f"{seed}:{level}")
        per_hand: list[HandAccuracy] = []
        for i in range(hands):
            hand = self_play_hand(level, rules_preset, rng, seed * 100000 + i)
            record = HandRecord.of_hand(hand)
            for seat in (0, 1):
                per_hand.append(review_accuracy(record, seat))
            if progress is not None:
                progress({"level": level, "hand": i + 1})
        avg = average_loss((h.decisions, h.total_loss) for h in per_hand)
        kinds = {}
        for kind in KINDS:
            k_avg = average_loss(h.kinds.get(kind, (0, 0.0)) for h in per_hand)
            if k_avg is not None:
                kinds[kind] = {"mean": round(k_avg.mean, 4), "se": round(k_avg.se, 4),
                               "decisions": k_avg.decisions}
        assert avg is not None
        rows.append({"level": level, "mean": round(avg.mean, 4), "se": round(avg.se, 4),
                     "decisions": avg.decisions, "hands": avg.hands,
                     "median_hand": round(statistics.median(
                         h.average or 0.0 for h in per_hand), 4),
                     "kinds": kinds})
    return {"rules": rules_preset, "hands_per_level": hands, "seed": seed,
            "review_level": DEFAULT_LEVEL, "levels": rows}


def iter_placements(levels: tuple[LevelLoss, ...]) -> Iterator[tuple[str, Placement]]:
    """Each level's own loss placed on the ladder (a check: each must land on itself)."""
    for lv in levels:
        yield lv.level, place_on_levels(lv.mean, lv.se, levels)


__all__ = [
    "KINDS", "LADDER_FALLBACK", "LEVEL_ELO", "EloEstimate", "HandAccuracy", "LevelLoss",
    "LossAverage", "Placement", "average_loss", "decision_kind", "elo_from_results",
    "hand_accuracy", "ladder_preset", "load_level_losses", "measure_levels", "place_on_levels",
    "review_accuracy",
]

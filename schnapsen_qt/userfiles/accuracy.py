"""The player's accuracy over time (issue 42): one entry per reviewed hand (no Qt).

Each hand of the player that the background review finished adds a :class:`HandEntry`: the
date, the computer's level and the rules, the decisions with a choice and their loss in game
points, overall and per kind of decision (:class:`schnapsen_qt.ai.rating.HandAccuracy`).
From these the statistics show the average loss per decision overall and per kind, its trend
week by week, and the place between the levels (:func:`summary_since`, :func:`weekly`).

Saved beside the statistics as ``accuracy.json`` (``storage.load_accuracy``), as robust as
they are: a damaged file gives a fresh start, one warning and a backup.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from ..ai.rating import KINDS, HandAccuracy, LossAverage, average_loss

ACCURACY_VERSION = 1
#: Entries kept at most (the oldest go first): years of play, a few hundred KB.
MAX_ENTRIES = 5000


@dataclass(frozen=True)
class HandEntry:
    """One reviewed hand of the player."""

    day: dt.date
    level: str
    rules: str  # the rules preset's name, or "custom"
    accuracy: HandAccuracy

    def to_json(self) -> dict[str, Any]:
        return {"date": self.day.isoformat(), "level": self.level, "rules": self.rules,
                **self.accuracy.to_json()}

    @classmethod
    def from_json(cls, data: Any) -> HandEntry:
        if not isinstance(data, dict):
            raise ValueError("an accuracy entry is not an object")
        level, rules = data.get("level"), data.get("rules")
        if not isinstance(level, str) or not isinstance(rules, str):
            raise ValueError("an accuracy entry without level or rules")
        return cls(dt.date.fromisoformat(str(data["date"])), level, rules,
                   HandAccuracy.from_json(data))


@dataclass
class AccuracyLog:
    """The player's reviewed hands, oldest first."""

    entries: list[HandEntry] = field(default_factory=list)

    def add(self, entry: HandEntry) -> None:
        self.entries.append(entry)
        del self.entries[:-MAX_ENTRIES]

    def to_json(self) -> dict[str, Any]:
        return {"version": ACCURACY_VERSION, "hands": [e.to_json() for e in self.entries]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> AccuracyLog:
        """Raises ValueError (or KeyError/TypeError) for anything malformed."""
        hands = data.get("hands")
        if not isinstance(hands, list):
            raise ValueError("no list of hands")
        return cls([HandEntry.from_json(h) for h in hands][-MAX_ENTRIES:])

    # -- what the statistics show

    def since(self, first_day: dt.date | None = None) -> list[HandEntry]:
        return [e for e in self.entries if first_day is None or e.day >= first_day]

    def results_since(self, first_day: dt.date | None = None) -> list[HandAccuracy]:
        """Accuracies of the hands since a day (every hand with None)."""
        return [e.accuracy for e in self.since(first_day)]


@dataclass(frozen=True)
class AccuracySummary:
    """The average loss per decision overall and per kind (kinds without a decision left
    out)."""

    overall: LossAverage | None
    kinds: dict[str, LossAverage]


def summarize(hands: list[HandAccuracy]) -> AccuracySummary:
    kinds: dict[str, LossAverage] = {}
    for kind in KINDS:
        avg = average_loss(h.kinds.get(kind, (0, 0.0)) for h in hands)
        if avg is not None:
            kinds[kind] = avg
    return AccuracySummary(average_loss((h.decisions, h.total_loss) for h in hands), kinds)


def week_start(day: dt.date) -> dt.date:
    """The Monday of a day's week."""
    return day - dt.timedelta(days=day.weekday())


def weekly(entries: list[HandEntry]) -> list[tuple[dt.date, LossAverage]]:
    """The average loss per decision of each week with reviewed hands (Monday, average),
    oldest first."""
    weeks: dict[dt.date, list[HandAccuracy]] = {}
    for e in entries:
        weeks.setdefault(week_start(e.day), []).append(e.accuracy)
    out = []
    for monday in sorted(weeks):
        avg = average_loss((h.decisions, h.total_loss) for h in weeks[monday])
        if avg is not None:
            out.append((monday, avg))
    return out

"""The player's progress in the trainer (issue 42): which positions were solved, the streak,
and when a missed position comes back (Leitner boxes).

Spaced repetition by Leitner boxes, counted in answers rather than days (a player may do
twenty positions in one sitting, and a missed one should come back in that sitting): a
position answered right moves up one box, a missed one goes back to box 1; a position in box
``b`` is due again :data:`INTERVALS` ``[b]`` answers later. The next position is the most
overdue one, else one not tried yet (in a fixed shuffled order, so that themes mix), else the
one due soonest. Positions in the top box are learned and come back only when nothing else is
left.

Saved beside the statistics (``storage.load_trainer_progress``): a damaged file gives a fresh
start, one warning and a backup, like the statistics.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

PROGRESS_VERSION = 1
#: Answers until a position in box ``b`` is due again (index = box; box 0 is unused).
INTERVALS = (0, 3, 8, 20, 50, 120)
TOP_BOX = len(INTERVALS) - 1


@dataclass
class Card:
    """One position's place in the boxes."""

    box: int = 1
    due: int = 0
    tries: int = 0
    solved: int = 0
    #: The first answer was right (counts for "solved" per theme).
    first_right: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"box": self.box, "due": self.due, "tries": self.tries, "solved": self.solved,
                "first_right": self.first_right}

    @classmethod
    def from_json(cls, obj: Any) -> Card:
        if not isinstance(obj, dict):
            raise ValueError("a trainer entry is not an object")
        card = cls(box=_int(obj, "box", 1), due=_int(obj, "due", 0),
                   tries=_int(obj, "tries", 0), solved=_int(obj, "solved", 0),
                   first_right=bool(obj.get("first_right", False)))
        if not 1 <= card.box <= TOP_BOX or card.solved > card.tries:
            raise ValueError("a trainer entry is out of range")
        return card


def _int(obj: dict[str, Any], key: str, default: int) -> int:
    value = obj.get(key, default)
    if type(value) is not int or value < 0 or value > 10**9:
        raise ValueError(f"bad {key} in a trainer entry")
    return value


@dataclass
class TrainerProgress:
    """Answers given, the streak, and each tried position's box."""

    answered: int = 0
    streak: int = 0
    best_streak: int = 0
    cards: dict[str, Card] = field(default_factory=dict)

    def record(self, position_id: str, right: bool) -> None:
        """One answer to a position."""
        self.answered += 1
        card = self.cards.get(position_id)
        if card is None:
            card = self.cards[position_id] = Card(first_right=right)
        card.tries += 1
        if right:
            card.solved += 1
            card.box = min(card.box + 1, TOP_BOX)
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            card.box = 1
            self.streak = 0
        card.due = self.answered + INTERVALS[card.box]

    def next_position(self, ids: Iterable[str], seed: int = 0,
                      prefer: set[str] | None = None) -> str | None:
        """The id to ask next among ``ids`` (see the module docstring); None if empty. Of
        the new ones, those in ``prefer`` (the player's own mistakes) come first."""
        ids = list(ids)
        if not ids:
            return None
        tried = [i for i in ids if i in self.cards and self.cards[i].box < TOP_BOX]
        due = [i for i in tried if self.cards[i].due <= self.answered]
        if due:
            return min(due, key=lambda i: (self.cards[i].due, i))
        fresh = [i for i in ids if i not in self.cards]
        if fresh:
            random.Random(seed).shuffle(fresh)
            fresh.sort(key=lambda i: i not in (prefer or ()))  # stable: shuffled within
            return fresh[0]
        pool = tried or ids
        return min(pool, key=lambda i: (self.cards[i].due if i in self.cards else 0, i))

    def solved_by_theme(self, themes: dict[str, str]) -> dict[str, tuple[int, int]]:
        """Per theme: (positions solved at least once, positions) among ``themes`` (id →
        theme)."""
        out: dict[str, tuple[int, int]] = {}
        for pid, theme in themes.items():
            solved, total = out.get(theme, (0, 0))
            card = self.cards.get(pid)
            out[theme] = (solved + (card is not None and card.solved > 0), total + 1)
        return out

    def reset(self) -> None:
        self.answered = self.streak = self.best_streak = 0
        self.cards.clear()

    def to_json(self) -> dict[str, Any]:
        return {"version": PROGRESS_VERSION, "answered": self.answered, "streak": self.streak,
                "best_streak": self.best_streak,
                "positions": {k: c.to_json() for k, c in sorted(self.cards.items())}}

    @classmethod
    def from_json(cls, obj: Any) -> TrainerProgress:
        """``ValueError`` for anything that is not a progress file of ours."""
        if not isinstance(obj, dict):
            raise ValueError("the trainer progress is not an object")
        raw = obj.get("positions", {})
        if not isinstance(raw, dict):
            raise ValueError("the trainer's positions are not an object")
        progress = cls(answered=_int(obj, "answered", 0), streak=_int(obj, "streak", 0),
                       best_streak=_int(obj, "best_streak", 0),
                       cards={str(k): Card.from_json(v) for k, v in raw.items()})
        if progress.streak > progress.best_streak:
            raise ValueError("the streak is longer than the best streak")
        return progress

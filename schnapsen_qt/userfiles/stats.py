"""The player's statistics (no Qt): hands and Bummerls won and lost per AI level and rules preset.

Counted from the human seat's side. Definitions:

* A hand is *won* when ``outcome.winner == human_seat``; its ``game_points`` go to the winner.
* **Schwarz** and **Schneider** are counted only for hands that end with
  ``outcome.reason == "claim"`` (a correct claim of 66, or 66 reached with the last trick, incl.
  a closer's successful claim): 3 game points = the loser is *Schwarz* (had no trick; for
  Viennese closing: none when the talon was closed), 2 = the loser is *Schneider* (under 33
  card points). Game points won by penalty (``false_claim``, ``closer_failed``) and the one point
  of ``last_trick`` are not Schneider or Schwarz, although they count as game points.
* A *Schneider-Bummerl* is a Bummerl whose loser scored no game point (``result.schneider``).
  Bummerls are counted as Bummerls played (one each), whatever they count for in the match
  (a doubled Schneider-Bummerl gives the loser two marks, but it is one Bummerl won).
* A *match* is won or lost when it ends; a match thrown away with New Game while it runs is
  counted as *given up* (not as lost).
* ``recent_hands`` (the game points of the last hands, positive when won, negative when lost)
  and ``recent_matches`` (``won``/``lost``/``given_up``) feed the chart over time; they keep
  the last :data:`RECENT_HANDS` and :data:`RECENT_MATCHES` results.
* Streaks are counted across all levels and presets: the longest run of hands (and of
  Bummerls) won in a row, and the current one. A lost hand (Bummerl) ends the run.
* A *practice* hand (issue 12: a move taken back, the computer's cards open, a deal played
  again, an opened record) is counted in ``practice_hands`` only: not won or lost, no streak,
  no chart entry, so the win rates are those of the hands played for real.
* ``preset`` is ``soft``, ``sharp``, ``tournament`` or ``custom`` (any mix of options).

Persistence (JSON with a ``version``) is done by ``storage.load_statistics/save_statistics``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from ..engine.match import BummerlResult
from ..engine.scoring import CLAIM, Outcome
from ..short_repr import short_repr

STATS_VERSION = 1
#: The largest count a statistics file may hold (a C int: beyond any real play, and any Qt
#: widget can show it); a larger one marks the file as damaged.
MAX_COUNT = 2**31 - 1
#: The longest AI level name a statistics file may hold.
MAX_NAME = 40
PRESET_NAMES = ("soft", "sharp", "tournament", "custom")
RECENT_HANDS = 40
RECENT_MATCHES = 20
MATCH_RESULTS = ("won", "lost", "given_up")


@dataclass
class Record:
    """Counts for one (AI level, preset), or a sum of several."""

    hands_won: int = 0
    hands_lost: int = 0
    game_points_won: int = 0
    game_points_lost: int = 0
    #: Hands won with the opponent Schneider / Schwarz (see the module docstring).
    schneider_won: int = 0
    schwarz_won: int = 0
    #: Hands lost being Schneider / Schwarz.
    schneider_lost: int = 0
    schwarz_lost: int = 0
    bummerls_won: int = 0
    bummerls_lost: int = 0
    schneider_bummerls_won: int = 0
    schneider_bummerls_lost: int = 0
    matches_won: int = 0
    matches_lost: int = 0
    matches_given_up: int = 0
    # Practice hands (a move taken back, open cards, a deal played again, an opened record):
    # counted here only, never as won or lost, so they stay out of the win rates.
    practice_hands: int = 0

    @property
    def hands(self) -> int:
        return self.hands_won + self.hands_lost

    @property
    def bummerls(self) -> int:
        return self.bummerls_won + self.bummerls_lost

    @property
    def matches(self) -> int:
        return self.matches_won + self.matches_lost + self.matches_given_up

    @property
    def hand_win_rate(self) -> float | None:
        """Share of hands won (0..1), None before the first hand."""
        return self.hands_won / self.hands if self.hands else None

    @property
    def bummerl_win_rate(self) -> float | None:
        return self.bummerls_won / self.bummerls if self.bummerls else None

    def add(self, other: Record) -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    @classmethod
    def from_json(cls, obj: Any) -> Record:
        if not isinstance(obj, dict):
            raise ValueError("a statistics entry must be an object")
        return cls(**{f.name: _count(obj, f.name) for f in fields(cls)})


@dataclass
class Streaks:
    hands_current: int = 0
    hands_best: int = 0
    bummerls_current: int = 0
    bummerls_best: int = 0


def schneider_kind(outcome: Outcome) -> str | None:
    """``"schwarz"``, ``"schneider"`` or None for a finished hand (module docstring)."""
    if outcome.reason != CLAIM:
        return None
    if outcome.game_points >= 3:
        return "schwarz"
    if outcome.game_points == 2:
        return "schneider"
    return None


class Statistics:
    """All counts, keyed by (AI level, preset)."""

    def __init__(self) -> None:
        self.entries: dict[tuple[str, str], Record] = {}
        self.streaks = Streaks()
        self.recent_hands: list[int] = []
        self.recent_matches: list[str] = []

    def _entry(self, level: str, preset: str | None) -> Record:
        key = (str(level), preset if preset in PRESET_NAMES else "custom")
        return self.entries.setdefault(key, Record())

    def record_hand(self, level: str, preset: str | None, outcome: Outcome,
                    human_seat: int = 0) -> None:
        """Count a finished hand (``preset`` None or unknown counts as ``custom``)."""
        rec = self._entry(level, preset)
        won = outcome.winner == human_seat
        kind = schneider_kind(outcome)
        if won:
            rec.hands_won += 1
            rec.game_points_won += outcome.game_points
            if kind == "schwarz":
                rec.schwarz_won += 1
            elif kind == "schneider":
                rec.schneider_won += 1
            self.streaks.hands_current += 1
            self.streaks.hands_best = max(self.streaks.hands_best, self.streaks.hands_current)
        else:
            rec.hands_lost += 1
            rec.game_points_lost += outcome.game_points
            if kind == "schwarz":
                rec.schwarz_lost += 1
            elif kind == "schneider":
                rec.schneider_lost += 1
            self.streaks.hands_current = 0
        self._remember(self.recent_hands, outcome.game_points * (1 if won else -1),
                       RECENT_HANDS)

    def record_practice_hand(self, level: str, preset: str | None) -> None:
        """Count a practice hand: its result is not a win or a loss (and no streak, no chart
        entry), so the win rates stay those of the hands played for real."""
        self._entry(level, preset).practice_hands += 1

    @staticmethod
    def _remember(items: list, value, keep: int) -> None:
        items.append(value)
        del items[:-keep]

    def record_match(self, level: str, preset: str | None, result: str) -> None:
        """Count a match that ended (``won``/``lost``) or was given up (``given_up``)."""
        if result not in MATCH_RESULTS:
            raise ValueError(f"unknown match result {result!r}")
        rec = self._entry(level, preset)
        name = f"matches_{result}"
        setattr(rec, name, getattr(rec, name) + 1)
        self._remember(self.recent_matches, result, RECENT_MATCHES)

    def record_bummerl(self, level: str, preset: str | None, result: BummerlResult,
                       human_seat: int = 0) -> None:
        """Count a finished Bummerl (``Match.finish_hand``'s result)."""
        rec = self._entry(level, preset)
        s = self.streaks
        if result.winner == human_seat:
            rec.bummerls_won += 1
            rec.schneider_bummerls_won += int(result.schneider)
            s.bummerls_current += 1
            s.bummerls_best = max(s.bummerls_best, s.bummerls_current)
        else:
            rec.bummerls_lost += 1
            rec.schneider_bummerls_lost += int(result.schneider)
            s.bummerls_current = 0

    def reset(self) -> None:
        self.entries.clear()
        self.streaks = Streaks()
        self.recent_hands = []
        self.recent_matches = []

    def is_empty(self) -> bool:
        return not self.entries

    def levels(self) -> list[str]:
        return sorted({level for level, _ in self.entries})

    def presets(self) -> list[str]:
        found = {preset for _, preset in self.entries}
        return [p for p in PRESET_NAMES if p in found]

    def total(self, level: str | None = None, preset: str | None = None) -> Record:
        """Sum over the entries matching ``level`` and ``preset`` (None = any)."""
        out = Record()
        for (lv, pr), rec in self.entries.items():
            if (level is None or lv == level) and (preset is None or pr == preset):
                out.add(rec)
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "version": STATS_VERSION,
            "entries": [
                {"level": level, "preset": preset, **asdict(rec)}
                for (level, preset), rec in sorted(self.entries.items())
            ],
            "streaks": asdict(self.streaks),
            "recent_hands": list(self.recent_hands),
            "recent_matches": list(self.recent_matches),
        }

    @classmethod
    def from_json(cls, obj: Any) -> Statistics:
        """Inverse of :meth:`to_json`; ``ValueError`` for damaged data (version checked by the
        caller)."""
        if not isinstance(obj, dict) or not isinstance(obj.get("entries", []), list):
            raise ValueError("the statistics are not an object with entries")
        stats = cls()
        for item in obj.get("entries", []):
            if not isinstance(item, dict):
                raise ValueError("a statistics entry must be an object")
            level, preset = item.get("level"), item.get("preset")
            if (not isinstance(level, str) or not 0 < len(level) <= MAX_NAME
                    or not isinstance(preset, str) or preset not in PRESET_NAMES):
                raise ValueError(f"bad statistics key {short_repr(level)}/{short_repr(preset)}")
            rec = Record.from_json(item)
            if (level, preset) in stats.entries:
                stats.entries[(level, preset)].add(rec)
                if any(v > MAX_COUNT for v in asdict(stats.entries[(level, preset)]).values()):
                    raise ValueError("a count is too large")
            else:
                stats.entries[(level, preset)] = rec
        raw = obj.get("streaks", {})
        if not isinstance(raw, dict):
            raise ValueError("bad streaks")
        stats.streaks = Streaks(**{f.name: _count(raw, f.name) for f in fields(Streaks)})
        hands = obj.get("recent_hands", [])
        if not isinstance(hands, list) or not all(
                isinstance(x, int) and not isinstance(x, bool) and abs(x) <= 9 for x in hands):
            raise ValueError("bad recent hands")
        matches = obj.get("recent_matches", [])
        if not isinstance(matches, list) or not all(x in MATCH_RESULTS for x in matches):
            raise ValueError("bad recent matches")
        stats.recent_hands = hands[-RECENT_HANDS:]
        stats.recent_matches = matches[-RECENT_MATCHES:]
        return stats


def _count(obj: dict[str, Any], name: str) -> int:
    """A stored count: a whole number from 0 to :data:`MAX_COUNT` (0 when absent)."""
    value = obj.get(name, 0)
    if type(value) is not int or not 0 <= value <= MAX_COUNT:
        raise ValueError(f"bad count {name}: {short_repr(value)}")
    return value

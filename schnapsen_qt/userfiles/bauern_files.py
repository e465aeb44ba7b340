"""The player's Bauernschnapsen files (no Qt): the running game to 24 and the statistics per
level, beside the two-player game's files and kept apart from them, so that neither game can
damage or lose the other.

``bauern-game.json`` holds the score sheet (both teams' points, who led 23:0, the Bummerl), the
hands of the running game for the score sheet, the level, whether the table was on screen, and
the hand on the table as a hand record (docs/rules/bauernschnapsen-record.md) that is replayed
on loading: a save that does not replay is refused like any damaged file. ``bauern-stats.json``
holds the counts of :class:`BauernStatistics`. Loading never raises: a damaged file gives a new
game (or zero statistics), one warning, and the file kept as a backup (:mod:`.storage`).
"""

from __future__ import annotations

import contextlib
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..engine.bauernschnapsen import BauernDeal, BauernOutcome, BauernRecord, GameOver, ScoreSheet
from ..engine.bauernschnapsen.scoring import BUMMERL_COUNT
from ..short_repr import short_repr
from . import problems, storage
from .folders import data_dir
from .problems import FileProblem

GAME_FILE = "bauern-game.json"
STATS_FILE = "bauern-stats.json"
GAME_VERSION = 1
STATS_VERSION = 1
# Score sheet rows kept (the running game and the end of the one before).
MAX_ROWS = 80
MAX_COUNT = 2**31 - 1
MAX_NAME = 40


def game_path() -> Path:
    return data_dir() / GAME_FILE


def stats_path() -> Path:
    return data_dir() / STATS_FILE


# -- the score sheet's rows ------------------------------------------------------------------

def sheet_row(outcome: BauernOutcome, sheet: ScoreSheet, over: GameOver | None,
              game: int) -> dict[str, Any]:
    """One finished hand as the score sheet shows it: the contract, who played it, whether it
    was won, the game points and the score after it; at the end of a game the loser and how
    (Bummerl, Schneider, Retourschneider)."""
    return {"game": game, "contract": outcome.contract, "declarer": outcome.declarer,
            "multiplier": outcome.multiplier, "won": outcome.won,
            "team": outcome.winning_team, "points": outcome.game_points,
            "score": list(sheet.points),
            "over": None if over is None else {"loser": over.loser, "kind": over.kind}}


def _check_row(row: Any) -> dict[str, Any]:
    if not isinstance(row, dict):
        raise ValueError("a score sheet row must be an object")
    ints = {"game": (0, MAX_COUNT), "declarer": (0, 3), "multiplier": (1, 64),
            "team": (0, 1), "points": (0, 99)}
    for name, (low, high) in ints.items():
        if type(row.get(name)) is not int or not low <= row[name] <= high:
            raise ValueError(f"bad score sheet row: {name} {short_repr(row.get(name))}")
    if not isinstance(row.get("contract"), str) or type(row.get("won")) is not bool:
        raise ValueError("bad score sheet row: contract or won")
    score = row.get("score")
    if not isinstance(score, list) or len(score) != 2 or not all(
            type(p) is int and 0 <= p <= 99 for p in score):
        raise ValueError(f"bad score sheet row: score {short_repr(score)}")
    over = row.get("over")
    if over is not None and (not isinstance(over, dict) or over.get("loser") not in (0, 1)
                             or over.get("kind") not in BUMMERL_COUNT):
        raise ValueError(f"bad score sheet row: over {short_repr(over)}")
    return row


# -- the running game --------------------------------------------------------------------------

@dataclass
class BauernSave:
    """A running game to 24, as saved."""

    level: str
    sheet: ScoreSheet
    rows: list[dict[str, Any]]
    games: int
    # The hand on the table (replayed), and its decisions so far.
    deal: BauernDeal
    history: list[tuple[int, Any]]
    # The four-seat table was on screen when the game was saved.
    showing: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"version": GAME_VERSION, "level": self.level, "showing": self.showing,
                "games": self.games,
                "sheet": {"target": self.sheet.target, "points": list(self.sheet.points),
                          "led_23_to_0": list(self.sheet.led_23_to_0),
                          "bummerl": list(self.sheet.bummerl)},
                "rows": self.rows[-MAX_ROWS:],
                "hand": {"format": "bauernschnapsen-record/1",
                         "rules": self.deal.rules.to_json(), "dealer": self.deal.dealer,
                         "deck": _codes(self.deal.deck),
                         "actions": [a.to_json(seat) for seat, a in self.history]}}


def _codes(deck: tuple[int, ...]) -> list[str]:
    from ..engine.cards import card_code

    return [card_code(c) for c in deck]


def decode_game(data: Any) -> BauernSave:
    """The saved game, its hand replayed; ``ValueError`` when anything does not fit."""
    from ..engine.bauernschnapsen.actions import action_from_json

    if not isinstance(data, dict):
        raise ValueError("the saved Bauernschnapsen game is not an object")
    level = data.get("level")
    if not isinstance(level, str) or not 0 < len(level) <= MAX_NAME:
        raise ValueError(f"bad level {short_repr(level)}")
    raw = data.get("sheet")
    if not isinstance(raw, dict):
        raise ValueError("the score sheet is missing")
    target = raw.get("target")
    if type(target) is not int or not 1 <= target <= 99:
        raise ValueError(f"bad target {short_repr(target)}")
    points, led, bummerl = raw.get("points"), raw.get("led_23_to_0"), raw.get("bummerl")
    if (not isinstance(points, list) or len(points) != 2
            or not all(type(p) is int and 0 <= p < target + 8 for p in points)):
        raise ValueError(f"bad points {short_repr(points)}")
    if not isinstance(led, list) or len(led) != 2 or not all(type(b) is bool for b in led):
        raise ValueError(f"bad 23:0 marks {short_repr(led)}")
    if (not isinstance(bummerl, list) or len(bummerl) != 2
            or not all(type(b) is int and 0 <= b <= MAX_COUNT for b in bummerl)):
        raise ValueError(f"bad Bummerl {short_repr(bummerl)}")
    sheet = ScoreSheet(target, list(points), list(led), list(bummerl))
    rows = data.get("rows", [])
    if not isinstance(rows, list):
        raise ValueError("the score sheet rows are not a list")
    rows = [_check_row(r) for r in rows[-MAX_ROWS:]]
    games = data.get("games", 0)
    if type(games) is not int or not 0 <= games <= MAX_COUNT:
        raise ValueError(f"bad game count {short_repr(games)}")
    hand = data.get("hand")
    record = BauernRecord.from_json(hand)  # BauernReplayError is a ValueError
    deal, _ = record.replay()
    if deal.rules.target != target:
        raise ValueError("the hand's rules do not match the score sheet")
    history = [action_from_json(a) for a in record.actions]
    return BauernSave(level, sheet, rows, games, deal, history, data.get("showing") is True)


def load_game() -> tuple[BauernSave | None, FileProblem | None]:
    """The saved game (None: there is none, or it was damaged) and the problem to tell."""
    fresh: BauernSave | None = None
    return storage._load_or_fresh(game_path(), GAME_VERSION, decode_game, fresh,
                                  problems.BAUERN_GAME_FILE)


def save_game(save: BauernSave) -> storage.WriteFailure | None:
    return storage._write(game_path(), save.to_json())


def discard_game() -> None:
    with contextlib.suppress(OSError):
        game_path().unlink()


# -- statistics ----------------------------------------------------------------------------------

@dataclass
class BauernRecordCounts:
    """Counts for one level, from your team's side (you and your partner)."""

    hands_won: int = 0
    hands_lost: int = 0
    points_won: int = 0
    points_lost: int = 0
    # Contracts your team declared (bid, or the plain game as forehand's side), and won.
    declared: int = 0
    declared_won: int = 0
    games_won: int = 0
    games_lost: int = 0
    # Games won or lost with the loser Schneider / Retourschneider.
    schneider_won: int = 0
    schneider_lost: int = 0
    retourschneider_won: int = 0
    retourschneider_lost: int = 0
    games_given_up: int = 0


@dataclass
class BauernStatistics:
    """Counts per level (the three computer players' level)."""

    entries: dict[str, BauernRecordCounts] = field(default_factory=dict)

    def entry(self, level: str) -> BauernRecordCounts:
        return self.entries.setdefault(str(level), BauernRecordCounts())

    def record_hand(self, level: str, outcome: BauernOutcome, our_team: int = 0) -> None:
        rec = self.entry(level)
        if outcome.winning_team == our_team:
            rec.hands_won += 1
            rec.points_won += outcome.game_points
        else:
            rec.hands_lost += 1
            rec.points_lost += outcome.game_points
        if outcome.declaring_team == our_team and outcome.contract != "normal":
            rec.declared += 1
            rec.declared_won += int(outcome.won)

    def record_game(self, level: str, over: GameOver, our_team: int = 0) -> None:
        rec = self.entry(level)
        side = "lost" if over.loser == our_team else "won"
        setattr(rec, f"games_{side}", getattr(rec, f"games_{side}") + 1)
        if over.kind != "bummerl":
            name = f"{over.kind}_{side}"
            setattr(rec, name, getattr(rec, name) + 1)

    def record_given_up(self, level: str) -> None:
        self.entry(level).games_given_up += 1

    def levels(self) -> list[str]:
        return sorted(self.entries)

    def reset(self) -> None:
        self.entries.clear()

    def to_json(self) -> dict[str, Any]:
        return {"version": STATS_VERSION,
                "levels": {lv: asdict(rec) for lv, rec in sorted(self.entries.items())}}

    @classmethod
    def from_json(cls, obj: Any) -> BauernStatistics:
        if not isinstance(obj, dict) or not isinstance(obj.get("levels", {}), dict):
            raise ValueError("the Bauernschnapsen statistics are not an object with levels")
        stats = cls()
        for level, raw in obj.get("levels", {}).items():
            if not 0 < len(level) <= MAX_NAME or not isinstance(raw, dict):
                raise ValueError(f"bad level {short_repr(level)}")
            counts = {}
            for f in fields(BauernRecordCounts):
                value = raw.get(f.name, 0)
                if type(value) is not int or not 0 <= value <= MAX_COUNT:
                    raise ValueError(f"bad count {f.name}: {short_repr(value)}")
                counts[f.name] = value
            stats.entries[level] = BauernRecordCounts(**counts)
        return stats


def load_stats() -> tuple[BauernStatistics, FileProblem | None]:
    return storage._load_or_fresh(
        stats_path(), STATS_VERSION, BauernStatistics.from_json, BauernStatistics(),
        problems.BAUERN_STATS_FILE)


def save_stats(stats: BauernStatistics) -> storage.WriteFailure | None:
    return storage._write(stats_path(), stats.to_json())

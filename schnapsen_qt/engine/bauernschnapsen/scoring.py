"""The score to 24 for two teams: Bummerl, Schneider and Retourschneider
(docs/rules/bauernschnapsen.md, "The score to 24")."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .deal import BauernOutcome

BUMMERL = "bummerl"
SCHNEIDER = "schneider"
RETOURSCHNEIDER = "retourschneider"
#: How many Bummerl each kind of lost game counts.
BUMMERL_COUNT = {BUMMERL: 1, SCHNEIDER: 2, RETOURSCHNEIDER: 4}


@dataclass(frozen=True)
class GameOver:
    loser: int
    kind: str

    @property
    def bummerl(self) -> int:
        return BUMMERL_COUNT[self.kind]

    def to_json(self) -> dict[str, Any]:
        return {"loser": self.loser, "bummerl": self.bummerl, "kind": self.kind}


@dataclass
class ScoreSheet:
    """Both teams' points in the current game to ``target``, and the Bummerl so far."""

    target: int = 24
    points: list[int] = field(default_factory=lambda: [0, 0])
    #: A team has led 23:0 in this game (so losing it is a Retourschneider).
    led_23_to_0: list[bool] = field(default_factory=lambda: [False, False])
    bummerl: list[int] = field(default_factory=lambda: [0, 0])

    def __post_init__(self) -> None:
        self._note_lead()

    def _note_lead(self) -> None:
        for t in (0, 1):
            if self.points[t] == self.target - 1 and self.points[1 - t] == 0:
                self.led_23_to_0[t] = True

    def add(self, outcome: BauernOutcome) -> GameOver | None:
        """Score a finished hand; the end of the game when a team reached the target (the
        sheet then starts the next game at 0:0)."""
        self.points[outcome.winning_team] += outcome.game_points
        winner = outcome.winning_team
        if self.points[winner] < self.target:
            self._note_lead()
            return None
        loser = 1 - winner
        if self.led_23_to_0[loser]:
            kind = RETOURSCHNEIDER
        elif self.points[loser] == 0:
            kind = SCHNEIDER
        else:
            kind = BUMMERL
        over = GameOver(loser, kind)
        self.bummerl[loser] += over.bummerl
        return over

    def new_game(self) -> None:
        self.points = [0, 0]
        self.led_23_to_0 = [False, False]

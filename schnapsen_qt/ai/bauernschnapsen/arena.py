"""Whole Bauernschnapsen games between computer teams, headless: the arena and the record writer.

A game is played to the target (24) with :class:`ScoreSheet`; team 0 sits at seats 0 and 2,
team 1 at seats 1 and 3. Each seat has its own player, deciding from its own view. Everything is
seeded: the same seed plays the same games, and each hand can be written as a record in the form
of docs/rules/bauernschnapsen-record.md (with the players' levels and the seed as extra keys,
which replay ignores).

:func:`arena` plays games in pairs on the same shuffles with the teams' seats swapped, so that
neither team profits from the cards; ``random`` is any legal action (passing mostly in the
auction and at Kontra, as the engine's self-play does), for a baseline.
"""

from __future__ import annotations

import json
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...engine.bauernschnapsen import BAction, BauernDeal, BauernRules, ScoreSheet, record_of
from ...engine.bauernschnapsen.selfplay import _random_action
from .levels import REGISTRY
from .player import BauernPlayer

#: Arena-only player: a random legal action (see module docstring).
RANDOM_PLAYER = "random"
PLAYERS: tuple[str, ...] = (RANDOM_PLAYER, *REGISTRY)


@dataclass
class GameResult:
    winner: int
    kind: str
    hands: int
    points: list[int]
    contracts: Counter[str] = field(default_factory=Counter)
    #: Contracts bid by each team, and how many of them the team won.
    declared: list[Counter[str]] = field(default_factory=lambda: [Counter(), Counter()])
    declared_won: list[Counter[str]] = field(default_factory=lambda: [Counter(), Counter()])
    decision_seconds: list[float] = field(default_factory=list)


class _Seat:
    def __init__(self, kind: str, seed: int, rules: BauernRules) -> None:
        self.kind = kind
        self.rng = random.Random(f"random-seat|{seed}")
        self.player = None if kind == RANDOM_PLAYER else BauernPlayer(kind, seed, rules)

    def choose(self, deal: BauernDeal, seat: int) -> BAction:
        if self.player is None:
            return _random_action(deal, self.rng)
        return self.player.choose(deal.view(seat))


def play_game(team_levels: tuple[str, str], seed: int, rules: BauernRules | None = None,
              out: Path | None = None, name: str = "game") -> GameResult:
    """One game to the target between ``team_levels[0]`` (seats 0 and 2) and
    ``team_levels[1]`` (seats 1 and 3). With ``out``, each hand's record is written there as
    ``NAME-hNN.json``."""
    rules = rules or BauernRules()
    for kind in team_levels:
        if kind not in PLAYERS:
            raise ValueError(f"unknown player {kind!r} (expected one of {', '.join(PLAYERS)})")
    rng = random.Random(f"bauern-game|{seed}")
    seats = [_Seat(team_levels[s % 2], rng.randrange(1 << 30), rules) for s in range(4)]
    sheet = ScoreSheet(rules.target)
    dealer = rng.randrange(4)
    result = GameResult(-1, "", 0, [0, 0])
    while True:
        deck = list(range(20))
        rng.shuffle(deck)
        deal = BauernDeal(deck, dealer, rules)
        history: list[tuple[int, BAction]] = []
        score_before = list(sheet.points)
        led = list(sheet.led_23_to_0)
        while deal.outcome is None:
            seat = deal.to_move
            start = time.process_time()
            action = seats[seat].choose(deal, seat)
            if seats[seat].player is not None:
                result.decision_seconds.append(time.process_time() - start)
            deal.apply(seat, action)
            history.append((seat, action))
        outcome = deal.outcome
        result.hands += 1
        result.contracts[outcome.contract] += 1
        if outcome.contract != "normal":
            result.declared[outcome.declaring_team][outcome.contract] += 1
            result.declared_won[outcome.declaring_team][outcome.contract] += outcome.won
        if out is not None:
            extra: dict[str, Any] = {"score_before": score_before,
                                     "players": [team_levels[s % 2] for s in range(4)],
                                     "seed": seed, "hand": result.hands}
            if any(led):
                extra["led_23_to_0"] = led
            path = out / f"{name}-h{result.hands:02d}.json"
            path.write_text(json.dumps(record_of(deal, history, **extra)) + "\n",
                            encoding="utf-8")
        over = sheet.add(outcome)
        dealer = (dealer + 1) % 4
        if over is not None:
            result.winner = 1 - over.loser
            result.kind = over.kind
            result.points = list(sheet.points)
            return result


def arena(level_a: str, level_b: str, games: int, seed: int = 0,
          rules: BauernRules | None = None, out: Path | None = None,
          progress: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """``games`` games of ``level_a``'s team against ``level_b``'s, in pairs on the same
    shuffles with the seats swapped; a JSON-ready summary from A's side. ``progress`` gets a
    line after each game (A's wins so far), so that a long run that is stopped still says how
    far it got."""
    wins = 0
    bummerl = [0, 0]  # Bummerl hung on A, on B (Schneider 2, Retourschneider 4)
    kinds: Counter[str] = Counter()
    contracts: Counter[str] = Counter()
    declared = [Counter[str](), Counter[str]()]  # by A, by B
    declared_won = [Counter[str](), Counter[str]()]
    seconds: list[float] = []
    hands = 0
    for i in range(games):
        a_team = i % 2
        levels = (level_a, level_b) if a_team == 0 else (level_b, level_a)
        result = play_game(levels, seed * 100_003 + i // 2, rules, out, f"game{i:04d}")
        a_won = result.winner == a_team
        wins += a_won
        loser_is_a = not a_won
        bummerl[0 if loser_is_a else 1] += {"bummerl": 1, "schneider": 2,
                                             "retourschneider": 4}[result.kind]
        kinds[result.kind] += 1
        contracts.update(result.contracts)
        for team in (0, 1):
            side = 0 if team == a_team else 1
            declared[side].update(result.declared[team])
            declared_won[side].update(result.declared_won[team])
        seconds.extend(result.decision_seconds)
        hands += result.hands
        if progress is not None:
            progress({"game": i + 1, "of": games, "a_won": a_won, "kind": result.kind,
                      "hands": result.hands, "a_wins_so_far": wins})
    summary: dict[str, Any] = {
        "a": level_a, "b": level_b, "games": games, "seed": seed, "a_wins": wins,
        "a_win_rate": round(wins / games, 3) if games else None,
        "bummerl_on_a": bummerl[0], "bummerl_on_b": bummerl[1], "kinds": dict(kinds),
        "hands": hands, "contracts": dict(sorted(contracts.items())),
        "a_declared": {k: [v, declared_won[0][k]] for k, v in sorted(declared[0].items())},
        "b_declared": {k: [v, declared_won[1][k]] for k, v in sorted(declared[1].items())},
    }
    if seconds:
        ordered = sorted(seconds)
        summary["decision_cpu_seconds"] = {
            "n": len(ordered), "median": round(statistics.median(ordered), 4),
            "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 4),
            "max": round(ordered[-1], 4)}
    return summary

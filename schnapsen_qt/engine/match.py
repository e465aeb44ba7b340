"""The Bummerl and the match (RULES.md, "Bummerl and match").

Each player starts a Bummerl at 7 and subtracts the game points won; the first to reach 0 wins
it. A Bummerl won 7:0 counts twice when the rules say so. A match is won by the first to win
``bummerls_to_win`` Bummerls. The deal alternates from hand to hand through the whole match, or
(match option ``next_dealer: winner``) the winner of a hand deals the next, and after a drawn
hand the deal alternates. The score may be shown counting down from 7 or up from 0 to 7
(:attr:`Match.shown_score`): the same game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .hand import Hand
from .record import HandRecord
from .rules import Rules
from .scoring import Outcome

BUMMERL_START = 7
NEXT_DEALER = ("alternate", "winner")
SCORE_SHOWN = ("down", "up")


@dataclass(frozen=True)
class MatchOptions:
    """The match options of RULES.md (not part of a hand record)."""

    #: "alternate" (Schnapsen) or "winner": the winner of a hand deals the next.
    next_dealer: str = "alternate"
    #: "down": game points still needed, from 7; "up": game points won, from 0 to 7.
    score_shown: str = "down"

    def __post_init__(self) -> None:
        if self.next_dealer not in NEXT_DEALER:
            raise ValueError(f"next_dealer must be alternate or winner, not {self.next_dealer!r}")
        if self.score_shown not in SCORE_SHOWN:
            raise ValueError(f"score_shown must be down or up, not {self.score_shown!r}")

    @classmethod
    def for_rules(cls, rules: Rules) -> MatchOptions:
        """The options that go with a preset (RULES.md): house and Sechsundsechzig count up,
        Sechsundsechzig's winner deals next; everything else is Schnapsen's."""
        return MATCH_PRESETS.get(rules.preset_name() or "", cls())

    def to_json(self) -> dict[str, str]:
        return {"next_dealer": self.next_dealer, "score_shown": self.score_shown}

    @classmethod
    def from_json(cls, obj: Any) -> MatchOptions:
        if not isinstance(obj, dict):
            raise ValueError("match options must be an object")
        return cls(str(obj.get("next_dealer", "alternate")), str(obj.get("score_shown", "down")))


MATCH_PRESETS: dict[str, MatchOptions] = {
    "house": MatchOptions("alternate", "up"),
    "sechsundsechzig": MatchOptions("winner", "up"),
}


@dataclass
class Match:
    """Score keeping across hands. Create the hands with :meth:`new_hand`, report each finished
    one with :meth:`finish_hand`."""

    rules: Rules
    first_dealer: int = 0
    bummerls_to_win: int = 2
    #: Game points still needed by each seat in the current Bummerl (7 counting down to 0).
    to_go: list[int] = field(default_factory=lambda: [BUMMERL_START, BUMMERL_START])
    #: Bummerls won by each seat (a Schneider-Bummerl counts 2 when the rules say so).
    bummerls: list[int] = field(default_factory=lambda: [0, 0])
    #: Hands played so far in the whole match (decides the next dealer).
    hands_played: int = 0
    #: Finished hands of the current Bummerl, as records (for saves and review).
    bummerl_records: list[dict[str, Any]] = field(default_factory=list)
    #: Next dealer and score display; None: those of the rules' preset.
    options: MatchOptions | None = None
    #: The dealer of the next hand once a hand was played under ``next_dealer: winner``.
    dealer_after: int | None = None

    def __post_init__(self) -> None:
        if self.options is None:
            self.options = MatchOptions.for_rules(self.rules)

    @property
    def match_options(self) -> MatchOptions:
        assert self.options is not None
        return self.options

    @property
    def at_bummerl_start(self) -> bool:
        """No game point scored yet in the current Bummerl."""
        return self.to_go == [BUMMERL_START, BUMMERL_START]

    @property
    def counts_up(self) -> bool:
        """Is the score shown counting up from 0 (house, Sechsundsechzig)?"""
        return self.match_options.score_shown == "up"

    @property
    def shown_score(self) -> tuple[int, int]:
        """Each seat's Bummerl score as the players see it: game points still needed
        (counting down from 7) or game points won so far (counting up to 7)."""
        if self.counts_up:
            return (BUMMERL_START - self.to_go[0], BUMMERL_START - self.to_go[1])
        return (self.to_go[0], self.to_go[1])

    @property
    def next_dealer(self) -> int:
        if self.dealer_after is not None:
            return self.dealer_after
        return self.first_dealer if self.hands_played % 2 == 0 else 1 - self.first_dealer

    def new_hand(self, rng: random.Random | int | None = None, deck: list[int] | None = None,
                 rules: Rules | None = None) -> Hand:
        """Deal the next hand (a given pack, or shuffled by ``rng``)."""
        rules = rules or self.rules
        if deck is not None:
            return Hand.deal(rules, self.next_dealer, deck)
        return Hand.shuffled(rules, self.next_dealer, rng)

    @property
    def winner(self) -> int | None:
        """The seat that has won the match, if any."""
        for seat in (0, 1):
            if self.bummerls[seat] >= self.bummerls_to_win:
                return seat
        return None

    def finish_hand(self, hand: Hand) -> BummerlResult | None:
        """Count a finished hand; returns the Bummerl's result when this hand ended it."""
        outcome = hand.outcome
        if outcome is None:
            raise ValueError("the hand is not over")
        if hand.deck is not None:
            self.bummerl_records.append(HandRecord.of_hand(hand).to_json())
        self.hands_played += 1
        if self.match_options.next_dealer == "winner":
            self.dealer_after = outcome.winner if outcome.winner is not None else 1 - hand.dealer
        else:
            self.dealer_after = 1 - hand.dealer
        return self.score(outcome)

    def score(self, outcome: Outcome) -> BummerlResult | None:
        """Count a hand's game points; a drawn hand counts nothing."""
        if outcome.winner is None:
            return None
        self.to_go[outcome.winner] = max(0, self.to_go[outcome.winner] - outcome.game_points)
        if self.to_go[outcome.winner] > 0:
            return None
        winner = outcome.winner
        schneider = self.to_go[1 - winner] == BUMMERL_START
        value = 2 if schneider and self.rules.schneider_bummerl_double else 1
        self.bummerls[winner] += value
        result = BummerlResult(winner, schneider, value, (self.to_go[0], self.to_go[1]))
        self.to_go = [BUMMERL_START, BUMMERL_START]
        self.bummerl_records = []
        return result

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules.to_json(),
            "first_dealer": self.first_dealer,
            "bummerls_to_win": self.bummerls_to_win,
            "to_go": list(self.to_go),
            "bummerls": list(self.bummerls),
            "hands_played": self.hands_played,
            "bummerl_records": list(self.bummerl_records),
            "options": self.match_options.to_json(),
            "next_dealer": self.next_dealer,
        }

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> Match:
        """Inverse of :meth:`to_json`; ``ValueError`` for anything out of range."""
        for key in ("to_go", "bummerls"):
            if not isinstance(obj[key], list):
                raise ValueError(f"{key} must be a list of two numbers")
        m = cls(
            rules=Rules.from_json(obj["rules"]),
            first_dealer=int(obj["first_dealer"]),
            bummerls_to_win=int(obj["bummerls_to_win"]),
            to_go=[int(x) for x in obj["to_go"]],
            bummerls=[int(x) for x in obj["bummerls"]],
            hands_played=int(obj["hands_played"]),
            bummerl_records=list(obj.get("bummerl_records", [])),
            options=MatchOptions.from_json(obj["options"]) if "options" in obj else None,
        )
        if "next_dealer" in obj:
            dealer = obj["next_dealer"]
            if dealer not in (0, 1) or isinstance(dealer, bool):
                raise ValueError("next_dealer must be 0 or 1")
            m.dealer_after = dealer
        if (
            m.first_dealer not in (0, 1)
            or m.bummerls_to_win < 1
            or len(m.to_go) != 2
            or not all(0 < x <= BUMMERL_START for x in m.to_go)
            or len(m.bummerls) != 2
            or min(m.bummerls) < 0
            or m.hands_played < 0
        ):
            raise ValueError("match score out of range")
        return m


@dataclass(frozen=True)
class BummerlResult:
    winner: int
    schneider: bool
    #: How many Bummerls the win counts for (2 for a Schneider-Bummerl when doubled).
    value: int
    final_to_go: tuple[int, int]

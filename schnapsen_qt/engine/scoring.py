"""How a hand ends and the game points it scores: the table "How a hand ends" of RULES.md.

Every row of that table is one branch below, in the table's order, so a reader can check the
code against the rule book line by line.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from .rules import Rules
from .tricks import Trick


class ScoredHand(Protocol):
    """What scoring reads of a hand (:class:`~.hand.Hand` has it; no import of that module,
    so there is no import cycle)."""

    rules: Rules
    tricks: list[int]
    closed_by: int
    closed_opp_tricks: int
    closed_opp_points: int
    last_trick: Trick | None

    def counted_points(self, seat: int) -> int: ...

#: Points toward which a player goes out.
GOAL = 66
#: Under this many points the loser is Schneider (2 game points).
SCHNEIDER = 33

#: Outcome reasons (RECORD.md).
CLAIM = "claim"
FALSE_CLAIM = "false_claim"
CLOSER_FAILED = "closer_failed"
LAST_TRICK = "last_trick"
COUNT = "count"
DRAW = "draw"


class Outcome(NamedTuple):
    """A finished hand: who won (None for a drawn hand), how many game points, why, and both
    counted card points."""

    winner: int | None
    game_points: int
    reason: str
    card_points: tuple[int, int]

    def to_json(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "game_points": self.game_points,
            "reason": self.reason,
            "card_points": list(self.card_points),
        }


def claim_scale(opp_tricks: int, opp_points: int) -> int:
    """Game points of a correct claim: 3 if the opponent has no trick (Schwarz), 2 if under 33
    (Schneider), else 1."""
    if opp_tricks == 0:
        return 3
    return 2 if opp_points < SCHNEIDER else 1


def closer_failed_scale(opp_tricks_at_close: int) -> int:
    """Game points for the closer's opponent when the closer fails: 3 if that opponent had
    no trick when the talon was closed, else 2."""
    return 3 if opp_tricks_at_close == 0 else 2


def false_claim_scale(opp_tricks: int) -> int:
    """Game points for the opponent of a false claim (pagat): 3 if it has no trick, else 2."""
    return 3 if opp_tricks == 0 else 2


def _closer_failed_points(hand: ScoredHand) -> int:
    return closer_failed_scale(hand.closed_opp_tricks)


def _closer_success_points(hand: ScoredHand, closer: int) -> int:
    """Viennese closing: scored from the opponent's state at the close (or at the end)."""
    if hand.rules.closing_scored_at == "end":
        opp = 1 - closer
        return claim_scale(hand.tricks[opp], hand.counted_points(opp))
    return claim_scale(hand.closed_opp_tricks, hand.closed_opp_points)


def _points(hand: ScoredHand) -> tuple[int, int]:
    return (hand.counted_points(0), hand.counted_points(1))


def correct_claim_points(hand: ScoredHand, claimer: int) -> tuple[int, str]:
    """(winner's game points, reason) if ``claimer`` is right; the winner is the claimer, except
    when the opponent closed: then the closer failed and the claimer scores as their opponent."""
    opp = 1 - claimer
    if hand.closed_by == claimer:
        return _closer_success_points(hand, claimer), CLAIM
    if hand.closed_by == opp:
        return _closer_failed_points(hand), CLOSER_FAILED
    return claim_scale(hand.tricks[opp], hand.counted_points(opp)), CLAIM


def claim_outcome(hand: ScoredHand, claimer: int) -> Outcome:
    """Rows 1-4 of the table: a claim by the player on lead, right or wrong."""
    opp = 1 - claimer
    if hand.counted_points(claimer) >= GOAL:
        points, reason = correct_claim_points(hand, claimer)
        return Outcome(claimer, points, reason, _points(hand))
    if hand.closed_by == claimer:
        return Outcome(opp, _closer_failed_points(hand), CLOSER_FAILED, _points(hand))
    if hand.rules.false_claim_penalty == "mirror":
        points, _ = correct_claim_points(hand, claimer)
    else:
        points = false_claim_scale(hand.tricks[opp])
    return Outcome(opp, points, FALSE_CLAIM, _points(hand))


def last_trick_outcome(hand: ScoredHand) -> Outcome:
    """Rows 5-6: all cards played and nobody went out (the last-trick bonus, if any, is
    already in the winner's points). ``going_out: end`` and ``end_of_cards: count`` as in
    RULES.md's house and Sechsundsechzig section."""
    assert hand.last_trick is not None
    winner = hand.last_trick.winner
    closer = hand.closed_by
    rules = hand.rules
    if closer >= 0:
        # Claiming: the closer must have gone out, which with 66 after the last trick means
        # winning it. Played out (going_out: end): 66 at the end is enough.
        if hand.counted_points(closer) >= GOAL and (
                winner == closer or rules.going_out == "end"):
            return Outcome(closer, _closer_success_points(hand, closer), CLAIM, _points(hand))
        return Outcome(1 - closer, _closer_failed_points(hand), CLOSER_FAILED, _points(hand))
    if rules.end_of_cards == "count":
        return count_outcome(hand)
    if rules.going_out == "claim" and hand.counted_points(winner) >= GOAL:
        opp = 1 - winner
        points = claim_scale(hand.tricks[opp], hand.counted_points(opp))
        return Outcome(winner, points, CLAIM, _points(hand))
    return Outcome(winner, 1, LAST_TRICK, _points(hand))


def count_outcome(hand: ScoredHand) -> Outcome:
    """``end_of_cards: count``: the higher total wins, on the claim scale taken from the
    loser's tricks and points; equal totals are a drawn hand (no winner, no game points)."""
    points = _points(hand)
    if points[0] == points[1]:
        return Outcome(None, 0, DRAW, points)
    winner = 0 if points[0] > points[1] else 1
    loser = 1 - winner
    return Outcome(winner, claim_scale(hand.tricks[loser], points[loser]), COUNT, points)

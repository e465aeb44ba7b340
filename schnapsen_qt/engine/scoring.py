"""How a hand ends and the game points it scores: the table "How a hand ends" of RULES.md.

Every row of that table is one branch below, in the table's order, so a reader can check the
code against the rule book line by line.
"""

from __future__ import annotations

from collections.abc import Sequence
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


def counted_points(trick_points: int, meld_points: int, tricks: int) -> int:
    """Points toward 66: the card points in a seat's tricks, plus its marriages once it has
    won a trick (RULES.md: marriage points count only once the melder has won a trick)."""
    return trick_points + (meld_points if tricks else 0)


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


def closer_success_scale(rules: Rules, closed_opp_tricks: int, closed_opp_points: int,
                         opp_tricks: int, opp_points: int) -> int:
    """Game points of the closer going out (or reaching 66 under ``going_out: end``): from
    the opponent's state when the talon was closed (Viennese closing), or with
    ``closing_scored_at: end`` from its state now."""
    if rules.closing_scored_at == "end":
        return claim_scale(opp_tricks, opp_points)
    return claim_scale(closed_opp_tricks, closed_opp_points)


def claim_result(rules: Rules, claimer: int, closed_by: int, closed_opp_tricks: int,
                 closed_opp_points: int, opp_tricks: int, opp_points: int) -> tuple[int, str]:
    """(winner's game points, reason) of a correct claim by ``claimer`` (``opp_*``: the
    claimer's opponent now). The winner is the claimer, except when the opponent closed: then
    the closer failed and the claimer scores as their opponent. Plain numbers, so that the
    solver scores its positions by the same rule as the engine."""
    if closed_by == claimer:
        return closer_success_scale(rules, closed_opp_tricks, closed_opp_points,
                                    opp_tricks, opp_points), CLAIM
    if closed_by == 1 - claimer:
        return closer_failed_scale(closed_opp_tricks), CLOSER_FAILED
    return claim_scale(opp_tricks, opp_points), CLAIM


def last_trick_bonus(rules: Rules, closed_by: int) -> int:
    """Card points the winner of the last trick adds (``last_trick_bonus``), only when the
    talon was exhausted, not closed."""
    return rules.last_trick_bonus if closed_by < 0 else 0


def cards_out_result(rules: Rules, closed_by: int, closed_opp_tricks: int,
                     closed_opp_points: int, last_winner: int, tricks: Sequence[int],
                     points: Sequence[int]) -> tuple[int | None, int, str]:
    """(winner or None for a drawn hand, game points, reason) when all cards are played and
    nobody went out: rows 5-6 of the table, ``going_out: end`` and ``end_of_cards: count``
    as in RULES.md's house and Sechsundsechzig section. ``points`` are both seats' counted
    points, the last-trick bonus (if any) included."""
    closer = closed_by
    if closer >= 0:
        # Claiming: the closer must have gone out, which with 66 after the last trick means
        # winning it. Played out (going_out: end): 66 at the end is enough.
        opp = 1 - closer
        if points[closer] >= GOAL and (last_winner == closer or rules.going_out == "end"):
            return closer, closer_success_scale(
                rules, closed_opp_tricks, closed_opp_points, tricks[opp], points[opp]), CLAIM
        return opp, closer_failed_scale(closed_opp_tricks), CLOSER_FAILED
    if rules.end_of_cards == "count":
        if points[0] == points[1]:
            return None, 0, DRAW
        winner = 0 if points[0] > points[1] else 1
        loser = 1 - winner
        return winner, claim_scale(tricks[loser], points[loser]), COUNT
    if rules.going_out == "claim" and points[last_winner] >= GOAL:
        opp = 1 - last_winner
        return last_winner, claim_scale(tricks[opp], points[opp]), CLAIM
    return last_winner, 1, LAST_TRICK


def _points(hand: ScoredHand) -> tuple[int, int]:
    return (hand.counted_points(0), hand.counted_points(1))


def correct_claim_points(hand: ScoredHand, claimer: int) -> tuple[int, str]:
    """(winner's game points, reason) if ``claimer`` is right (:func:`claim_result`)."""
    opp = 1 - claimer
    return claim_result(hand.rules, claimer, hand.closed_by, hand.closed_opp_tricks,
                        hand.closed_opp_points, hand.tricks[opp], hand.counted_points(opp))


def claim_outcome(hand: ScoredHand, claimer: int) -> Outcome:
    """Rows 1-4 of the table: a claim by the player on lead, right or wrong."""
    opp = 1 - claimer
    if hand.counted_points(claimer) >= GOAL:
        points, reason = correct_claim_points(hand, claimer)
        return Outcome(claimer, points, reason, _points(hand))
    if hand.closed_by == claimer:
        return Outcome(opp, closer_failed_scale(hand.closed_opp_tricks), CLOSER_FAILED,
                       _points(hand))
    if hand.rules.false_claim_penalty == "mirror":
        points, _ = correct_claim_points(hand, claimer)
    else:
        points = false_claim_scale(hand.tricks[opp])
    return Outcome(opp, points, FALSE_CLAIM, _points(hand))


def last_trick_outcome(hand: ScoredHand) -> Outcome:
    """Rows 5-6: all cards played and nobody went out (the last-trick bonus, if any, is
    already in the winner's points): :func:`cards_out_result`."""
    assert hand.last_trick is not None
    points = _points(hand)
    winner, game_points, reason = cards_out_result(
        hand.rules, hand.closed_by, hand.closed_opp_tricks, hand.closed_opp_points,
        hand.last_trick.winner, hand.tricks, points)
    return Outcome(winner, game_points, reason, points)

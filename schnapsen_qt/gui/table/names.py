"""Action, outcome and refusal texts for the player, translated and true to the deck in use.

Card, rank and suit names come from :mod:`schnapsen_qt.cards.cardnames` (the deck's descriptor
in the
language in use); they are re-exported here for the table's convenience.
"""

from __future__ import annotations

from ...cards.cardnames import card_name, rank_name, suit_label, suit_name
from ...engine.actions import CLAIM, CLOSE, CLOSE_BEFORE_DRAW, EXCHANGE, MELD, PASS
from ...engine.cards import JACK, exchange_card, rank_of
from ...engine.scoring import CLAIM as R_CLAIM
from ...engine.scoring import CLOSER_FAILED, COUNT, DRAW, FALSE_CLAIM, LAST_TRICK
from ...engine.texts import fill_refusal
from ...i18n import translate
from .seats import HUMAN

__all__ = ["action_text", "card_name", "closing_note", "points_text", "rank_name", "reason_text",
           "exchange_rank", "refusal_text", "seat_name", "suit_label", "suit_name"]


def seat_name(seat: int) -> str:
    return translate("CardNames", "You") if seat == HUMAN else translate("CardNames", "Computer")


def action_text(action: int, deck: str = "french", rules=None) -> str:
    """An action in the player's words (hints, status bar)."""
    if action < MELD:
        return translate("CardNames", "play the {card}").format(card=card_name(action, deck))
    if action < EXCHANGE:
        return translate("CardNames", "meld the marriage in {suit}").format(
            suit=suit_name(action - MELD, deck))
    if action == EXCHANGE:
        return translate("CardNames", "exchange the trump {jack}").format(
            jack=rank_name(exchange_rank(rules), deck))
    if action == CLOSE:
        return translate("CardNames", "close the talon")
    if action == CLAIM:
        return translate("CardNames", "claim 66 (Genug!)")
    if action == CLOSE_BEFORE_DRAW:
        return translate("CardNames", "close the talon before drawing")
    if action == PASS:
        return translate("CardNames", "keep your {jack} (no exchange)").format(
            jack=rank_name(exchange_rank(rules), deck))
    return str(action)


def reason_text(outcome, view) -> str:
    """Why the hand ended, in the words of the rule book."""
    w = outcome.winner
    pts = outcome.card_points
    if outcome.reason == DRAW or w is None:
        return translate("CardNames", "A drawn hand: both have {points} points.").format(
            points=pts[0])
    loser = 1 - w
    played_out = view.rules.going_out != "claim"  # nobody could go out: all cards are played
    if outcome.reason == COUNT and played_out:
        text = (translate("CardNames", "All cards played: you have more points, {mine} to "
                          "{theirs}.") if w == HUMAN
                else translate("CardNames", "All cards played: the computer has more points, "
                               "{theirs} to {mine}."))
        return text.format(mine=pts[HUMAN], theirs=pts[1 - HUMAN])
    if outcome.reason == COUNT:
        text = (translate("CardNames", "Nobody went out: you have more points, {mine} to "
                          "{theirs}.") if w == HUMAN
                else translate("CardNames", "Nobody went out: the computer has more points, "
                               "{theirs} to {mine}."))
        return text.format(mine=pts[HUMAN], theirs=pts[1 - HUMAN])
    claimed_last = bool(view.history) and view.history[-1][1] == CLAIM
    claimer = view.history[-1][0] if claimed_last else -1
    if outcome.reason == R_CLAIM:
        if not claimed_last and view.rules.going_out == "end" and view.closed_by == w:
            text = (translate("CardNames", "You closed the talon and ended with {points} points.")
                    if w == HUMAN
                    else translate("CardNames",
                                   "The computer closed the talon and ended with {points} points."))
        elif claimed_last:
            text = (
                translate("CardNames", "You went out with {points} points.")
                if w == HUMAN
                else translate("CardNames", "The computer went out with {points} points.")
            )
        else:
            text = (
                translate("CardNames", "You won the last trick with {points} points.")
                if w == HUMAN
                else translate("CardNames", "The computer won the last trick with {points} points.")
            )
        return text.format(points=pts[w])
    if outcome.reason == FALSE_CLAIM:
        text = (
            translate("CardNames", "You claimed 66 but had only {points} points.")
            if loser == HUMAN
            else translate("CardNames", "The computer claimed 66 but had only {points} points.")
        )
        return text.format(points=pts[loser])
    if outcome.reason == CLOSER_FAILED:
        closer = view.closed_by if view.closed_by >= 0 else loser
        if claimed_last and claimer == closer:
            text = (
                translate(
                    "CardNames", "You closed the talon and claimed 66 with only {points} points."
                )
                if closer == HUMAN
                else translate(
                    "CardNames",
                    "The computer closed the talon and claimed 66 with only {points} points."
                )
            )
            return text.format(points=pts[closer])
        if claimed_last:
            return (
                translate("CardNames", "You closed the talon, but the computer went out first.")
                if closer == HUMAN
                else translate(
                    "CardNames", "The computer closed the talon, but you went out first."
                )
            )
        return (
            translate("CardNames", "You closed the talon but did not reach 66.")
            if closer == HUMAN
            else translate("CardNames", "The computer closed the talon but did not reach 66.")
        )
    if outcome.reason == LAST_TRICK and played_out:
        return (translate("CardNames", "All cards played: you won the last trick.")
                if w == HUMAN
                else translate("CardNames", "All cards played: the computer won the last trick."))
    if outcome.reason == LAST_TRICK:
        return (
            translate("CardNames", "Nobody went out: you won the last trick.")
            if w == HUMAN
            else translate("CardNames", "Nobody went out: the computer won the last trick.")
        )
    return ""


def points_text(outcome, view) -> str:
    """Game points and whether the loser is Schneider or Schwarz."""
    gp = outcome.game_points
    if outcome.winner is None:
        return translate("CardNames", "no game points")
    if gp == 1:
        text = translate("CardNames", "1 game point")
    else:
        text = translate("CardNames", "{gp} game points").format(gp=gp)
    if outcome.reason in (R_CLAIM, COUNT):
        if _scored_at_close(outcome, view):
            if gp == 3:
                text += " — " + translate("CardNames", "Schwarz (no trick when the talon was "
                                                       "closed)")
            elif gp == 2:
                text += " — " + translate("CardNames", "Schneider (under 33 when the talon "
                                                       "was closed)")
        elif gp == 3:
            text += " — " + translate("CardNames", "Schwarz (no trick)")
        elif gp == 2:
            text += " — " + translate("CardNames", "Schneider (under 33)")
    return text


def _scored_at_close(outcome, view) -> bool:
    """The game points come from the moment the talon was closed, not from the end."""
    if view.closed_by < 0:
        return False
    if outcome.reason == CLOSER_FAILED:
        return True
    return (outcome.reason == R_CLAIM and outcome.winner == view.closed_by
            and view.rules.closing_scored_at == "close")


def closing_note(outcome, view) -> str | None:
    """After a hand whose score was taken when the talon was closed: that it was, and what the
    closer's opponent had then (the table shows the tricks at the end, which may differ)."""
    if not _scored_at_close(outcome, view):
        return None
    opponent = 1 - view.closed_by
    tricks, points = view.closed_opp_tricks, view.closed_opp_points
    if opponent == 0:
        text = translate("CardNames", "Scored as at the moment the talon was closed: you had "
                                      "%n trick(s) and {points} points then.", None, tricks)
    else:
        text = translate("CardNames", "Scored as at the moment the talon was closed: the "
                                      "computer had %n trick(s) and {points} points then.",
                         None, tricks)
    return text.format(points=points)


def refusal_text(refusal, deck: str = "french", rules=None) -> str:
    """Why an action is not allowed (an engine :class:`~schnapsen_qt.engine.Refusal`), in the
    player's language and the deck's card names: the engine's template, translated. With
    ``rules``, the card exchanged for the turn-up is named as those rules have it."""
    return fill_refusal(refusal, translate, lambda card: card_name(card, deck),
                        lambda suit: suit_name(suit, deck), lambda rank: rank_name(rank, deck),
                        exchange_rank(rules))


def exchange_rank(rules=None) -> int:
    """The rank exchanged for the turn-up under ``rules`` (the Jack; the Nine with 24 cards)."""
    return rank_of(exchange_card(0, rules)) if rules is not None else JACK

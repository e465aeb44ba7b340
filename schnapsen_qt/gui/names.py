"""Card, suit and action names for the player, translated and true to the deck in use.

German cards are named Daus, Zehner, König, Ober, Unter and the suits Eichel, Schellen, Herz,
Laub; French cards Ace, Ten, King, Queen, Jack of clubs, diamonds, hearts, spades (the English
source text is translated by Qt).
"""

from __future__ import annotations

from ..engine.actions import CLAIM, CLOSE, EXCHANGE, MELD
from ..engine.cards import rank_of, suit_of
from ..engine.scoring import CLAIM as R_CLAIM
from ..engine.scoring import CLOSER_FAILED, FALSE_CLAIM, LAST_TRICK
from ..qt import QCoreApplication

SUIT_SYMBOLS = ("\u2663", "\u2666", "\u2665", "\u2660")
# German suit marks for compact labels (Eichel, Schellen, Herz, Laub).
GERMAN_SUIT_MARKS = ("E", "S", "H", "L")

# Short name so that lupdate still sees ``_Q.translate("Context", "text")``.
_Q = QCoreApplication


def rank_name(rank: int, deck: str = "french") -> str:
    if deck == "german":
        return (
            _Q.translate("CardNames", "Daus"),
            _Q.translate("CardNames", "Zehner"),
            _Q.translate("CardNames", "König"),
            _Q.translate("CardNames", "Ober"),
            _Q.translate("CardNames", "Unter"),
        )[rank]
    return (
        _Q.translate("CardNames", "Ace"),
        _Q.translate("CardNames", "Ten"),
        _Q.translate("CardNames", "King"),
        _Q.translate("CardNames", "Queen"),
        _Q.translate("CardNames", "Jack"),
    )[rank]


def suit_name(suit: int, deck: str = "french") -> str:
    """The suit in the plural, as in "the marriage in hearts"."""
    if deck == "german":
        return (
            _Q.translate("CardNames", "Eichel"),
            _Q.translate("CardNames", "Schellen"),
            _Q.translate("CardNames", "Herz"),
            _Q.translate("CardNames", "Laub"),
        )[suit]
    return (
        _Q.translate("CardNames", "clubs"),
        _Q.translate("CardNames", "diamonds"),
        _Q.translate("CardNames", "hearts"),
        _Q.translate("CardNames", "spades"),
    )[suit]


def card_name(card: int, deck: str = "french") -> str:
    """ "Ten of hearts" / "Herz-Zehner"."""
    rank, suit = rank_of(card), suit_of(card)
    if deck == "german":
        return (
            _Q.translate("CardNames", "%1-%2")
            .replace("%1", suit_name(suit, deck))
            .replace("%2", rank_name(rank, deck))
        )
    return (
        _Q.translate("CardNames", "%1 of %2")
        .replace("%1", rank_name(rank, deck))
        .replace("%2", suit_name(suit, deck))
    )


def suit_label(suit: int, deck: str = "french") -> str:
    """Short label with a symbol for French decks: "♥ hearts"."""
    if deck == "german":
        return suit_name(suit, deck)
    return f"{SUIT_SYMBOLS[suit]} {suit_name(suit, deck)}"


def seat_name(seat: int) -> str:
    return _Q.translate("CardNames", "You") if seat == 0 else _Q.translate("CardNames", "Computer")


def action_text(action: int, deck: str = "french") -> str:
    """An action in the player's words (hints, status bar)."""
    if action < MELD:
        return _Q.translate("CardNames", "play the %1").replace("%1", card_name(action, deck))
    if action < EXCHANGE:
        return _Q.translate("CardNames", "meld the marriage in %1").replace(
            "%1", suit_name(action - MELD, deck)
        )
    if action == EXCHANGE:
        return _Q.translate("CardNames", "exchange the trump Jack")
    if action == CLOSE:
        return _Q.translate("CardNames", "close the talon")
    if action == CLAIM:
        return _Q.translate("CardNames", "claim 66 (Genug!)")
    return str(action)


def reason_text(outcome, view) -> str:
    """Why the hand ended, in the words of the rule book."""
    w = outcome.winner
    loser = 1 - w
    pts = outcome.card_points
    claimed_last = bool(view.history) and view.history[-1][1] == CLAIM
    claimer = view.history[-1][0] if claimed_last else -1
    if outcome.reason == R_CLAIM:
        if claimed_last:
            text = (
                _Q.translate("CardNames", "You went out with %1 points.")
                if w == 0
                else _Q.translate("CardNames", "The computer went out with %1 points.")
            )
        else:
            text = (
                _Q.translate("CardNames", "You won the last trick with %1 points.")
                if w == 0
                else _Q.translate("CardNames", "The computer won the last trick with %1 points.")
            )
        return text.replace("%1", str(pts[w]))
    if outcome.reason == FALSE_CLAIM:
        text = (
            _Q.translate("CardNames", "You claimed 66 but had only %1 points.")
            if loser == 0
            else _Q.translate("CardNames", "The computer claimed 66 but had only %1 points.")
        )
        return text.replace("%1", str(pts[loser]))
    if outcome.reason == CLOSER_FAILED:
        closer = view.closed_by if view.closed_by >= 0 else loser
        if claimed_last and claimer == closer:
            text = (
                _Q.translate(
                    "CardNames", "You closed the talon and claimed 66 with only %1 points."
                )
                if closer == 0
                else _Q.translate(
                    "CardNames", "The computer closed the talon and claimed 66 with only %1 points."
                )
            )
            return text.replace("%1", str(pts[closer]))
        if claimed_last:
            return (
                _Q.translate("CardNames", "You closed the talon, but the computer went out first.")
                if closer == 0
                else _Q.translate(
                    "CardNames", "The computer closed the talon, but you went out first."
                )
            )
        return (
            _Q.translate("CardNames", "You closed the talon but did not reach 66.")
            if closer == 0
            else _Q.translate("CardNames", "The computer closed the talon but did not reach 66.")
        )
    if outcome.reason == LAST_TRICK:
        return (
            _Q.translate("CardNames", "Nobody went out: you won the last trick.")
            if w == 0
            else _Q.translate("CardNames", "Nobody went out: the computer won the last trick.")
        )
    return ""


def points_text(outcome, view) -> str:
    """Game points and whether the loser is Schneider or Schwarz."""
    gp = outcome.game_points
    if gp == 1:
        text = _Q.translate("CardNames", "1 game point")
    else:
        text = _Q.translate("CardNames", "%1 game points").replace("%1", str(gp))
    if outcome.reason == R_CLAIM:
        if gp == 3:
            text += " — " + _Q.translate("CardNames", "Schwarz (no trick)")
        elif gp == 2:
            text += " — " + _Q.translate("CardNames", "Schneider (under 33)")
    return text


def _action_phrase(action: int) -> str:
    """The action as an infinitive phrase: "exchange the trump Jack" / "meld a marriage"."""
    if action == EXCHANGE:
        return _Q.translate("CardNames", "exchange the trump Jack")
    if action == CLOSE:
        return _Q.translate("CardNames", "close the talon")
    return _Q.translate("CardNames", "meld a marriage")


def refusal_text(refusal, deck: str = "french") -> str:
    """Why an action is not allowed (an engine :class:`~schnapsen_qt.engine.Refusal`), in the
    player's language and the deck's card names."""
    code = refusal.code
    card = card_name(refusal.card, deck) if refusal.card >= 0 else ""
    suit = suit_name(refusal.suit, deck) if refusal.suit >= 0 else ""
    texts = {
        "hand_over": _Q.translate("Refusal", "The hand is already over."),
        "not_held": _Q.translate("Refusal", "You do not hold the %1."),
        "lead_king": _Q.translate("Refusal", "After melding you must lead the %1."),
        "lead_king_or_queen": _Q.translate(
            "Refusal", "After melding you must lead the %1 or the %2."),
        "higher_trump": _Q.translate("Refusal", "You must head the trick with a higher trump."),
        "higher_card": _Q.translate("Refusal", "You must head the trick with a higher card of %2."),
        "play_trump": _Q.translate("Refusal", "You must follow with a trump."),
        "follow_suit": _Q.translate("Refusal", "You must follow suit: play a card of %2."),
        "must_trump": _Q.translate(
            "Refusal", "You cannot follow suit, so you must trump (%2 are trumps)."),
        "claim_not_leading": _Q.translate(
            "Refusal", "Only the player on lead may claim 66, before leading."),
        "claim_not_now": _Q.translate(
            "Refusal",
            "You may claim 66 only right after winning a trick or melding a marriage."),
        "not_leading": _Q.translate(
            "Refusal", "Only the player on lead may %3, before leading."),
        "already_melded": _Q.translate("Refusal", "You have already melded before this lead."),
        "no_marriage": _Q.translate("Refusal", "You hold no marriage in %2."),
        "meld_needs_trick": _Q.translate(
            "Refusal", "You may meld a marriage only after winning a trick."),
        "meld_in_phase_two": _Q.translate(
            "Refusal", "No marriage may be melded once the talon is closed or exhausted."),
        "talon_closed": _Q.translate("Refusal", "The talon is closed: you cannot %3."),
        "talon_exhausted": _Q.translate("Refusal", "The talon is exhausted: you cannot %3."),
        "no_trump_jack": _Q.translate("Refusal", "You do not hold the trump Jack (%1)."),
        "exchange_needs_trick": _Q.translate(
            "Refusal", "You may exchange the trump Jack only after winning a trick."),
        "last_facedown": _Q.translate(
            "Refusal",
            "You cannot %3 when only the turn-up and one card remain in the talon."),
    }
    text = texts.get(code)
    if text is None:
        return _Q.translate("Refusal", "That is not allowed now.")
    second = card_name(refusal.card + 1, deck) if code == "lead_king_or_queen" else ""
    if code == "lead_king_or_queen":
        text = text.replace("%2", second)
    return (text.replace("%1", card).replace("%2", suit)
            .replace("%3", _action_phrase(refusal.action)))

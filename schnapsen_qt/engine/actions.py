"""Actions as small integers.

An action is an ``int``: a card number (``0..23``, :mod:`.cards`) plays that card,
``MELD + suit`` melds the marriage of that suit, then ``EXCHANGE``, ``CLOSE``, ``CLAIM``,
``CLOSE_BEFORE_DRAW`` and ``PASS`` (the last two only under the options of RULES.md's house
and Sechsundsechzig section). Every non-play action is ``>= MELD``. Ints keep legal-move
lists and search cheap; :func:`to_json` / :func:`from_json` convert to the record format of
RECORD.md and :func:`describe` to words.
"""

from __future__ import annotations

from typing import Any

from .cards import SUIT_NAMES, SUITS, card_code, card_name, parse_card

Action = int

MELD = 24
EXCHANGE = 28
CLOSE = 29
CLAIM = 30
#: Close right after winning a phase-one trick, before its draws (``close_before_draw``).
CLOSE_BEFORE_DRAW = 31
#: Decline the exchange at a close (``exchange_at_close``).
PASS = 32

ACTION_TYPES = ("play", "exchange", "close", "meld", "claim", "pass")


class RecordError(ValueError):
    """Malformed record data (not an illegal move: a file that cannot be read as a record)."""


def play(card: int) -> Action:
    return card


def meld(suit: int) -> Action:
    return MELD + suit


def is_play(action: Action) -> bool:
    return action < MELD


def is_meld(action: Action) -> bool:
    return MELD <= action < EXCHANGE


def meld_suit(action: Action) -> int:
    """The suit of a meld action."""
    return action - MELD


def action_type(action: Action) -> str:
    if action < MELD:
        return "play"
    if action < EXCHANGE:
        return "meld"
    return ("exchange", "close", "claim", "close", "pass")[action - EXCHANGE]


def to_json(action: Action, player: int | None = None) -> dict[str, Any]:
    """The record form: ``{"player": 1, "type": "play", "card": "KH"}``."""
    out: dict[str, Any] = {} if player is None else {"player": player}
    kind = action_type(action)
    out["type"] = kind
    if kind == "play":
        out["card"] = card_code(action)
    elif kind == "meld":
        out["suit"] = SUITS[action - MELD]
    elif action == CLOSE_BEFORE_DRAW:
        out["before_draw"] = True
    return out


def from_json(obj: Any) -> tuple[int | None, Action]:
    """``(player, action)`` from the record form; :class:`RecordError` if it is malformed."""
    if not isinstance(obj, dict):
        raise RecordError("an action must be an object with a type")
    player = obj.get("player")
    if player is not None and (type(player) is not int or player not in (0, 1)):
        raise RecordError(f"player must be 0 or 1, not {player!r}")
    kind = obj.get("type")
    if kind is None:
        raise RecordError(f"the action has no type (expected {', '.join(ACTION_TYPES)})")
    if kind == "play":
        if obj.get("card") is None:
            raise RecordError(
                "a play needs a card, such as KH (rank A/T/K/Q/J/9 then suit C/D/H/S)")
        try:
            return player, parse_card(obj.get("card"))
        except ValueError as exc:
            raise RecordError(str(exc)) from None
    if kind == "meld":
        suit = obj.get("suit")
        if suit is None:
            raise RecordError("a meld needs a suit: C, D, H or S")
        if not isinstance(suit, str) or len(suit) != 1 or suit not in SUITS:
            raise RecordError(f"meld needs a suit C, D, H or S, not {suit!r}")
        return player, MELD + SUITS.index(suit)
    if kind == "exchange":
        return player, EXCHANGE
    if kind == "close":
        before_draw = obj.get("before_draw", False)
        if not isinstance(before_draw, bool):
            raise RecordError(f"before_draw must be true or false, not {before_draw!r}")
        return player, CLOSE_BEFORE_DRAW if before_draw else CLOSE
    if kind == "pass":
        return player, PASS
    if kind == "claim":
        return player, CLAIM
    raise RecordError(f"unknown action type {kind!r} (expected {', '.join(ACTION_TYPES)})")


def describe(action: Action) -> str:
    """English words for an action, for logs and messages (the GUI translates its own)."""
    kind = action_type(action)
    if kind == "play":
        return f"play the {card_name(action)}"
    if kind == "meld":
        return f"meld the marriage in {SUIT_NAMES[action - MELD]}"
    if action == CLOSE_BEFORE_DRAW:
        return "close the talon before drawing"
    return {
        "exchange": "exchange the trump card for the turn-up",
        "close": "close the talon",
        "claim": "claim 66",
        "pass": "pass (keep the card instead of exchanging it)",
    }[kind]

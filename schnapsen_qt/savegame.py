"""The saved game's format (no Qt, no files): a match score plus the current hand as a record.

Storing the hand as a hand record (RECORD.md) means resuming *replays* it, so the same cards,
the same turn and the same visible information come back exactly, and a damaged save is
detected by the replay instead of producing an impossible position.
"""

from __future__ import annotations

from typing import Any

from .engine import Hand, HandRecord, Match, ReplayError
from .engine.rules import RulesError
from .i18n import translate

SAVE_FORMAT = "schnapsen-qt-save"
SAVE_VERSION = 1


class SaveError(ValueError):
    """A saved game that cannot be restored; the message says why."""


def encode_game(match: Match, hand: Hand | None, meta: dict[str, Any] | None = None) -> dict:
    """JSON-ready data for a running match and its current hand (None between hands).

    ``meta`` holds the GUI's own facts (AI level, seeds, human seat) and is returned unchanged.
    """
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "match": match.to_json(),
        "hand": None if hand is None else HandRecord.of_hand(hand).to_json(),
        "meta": dict(meta or {}),
    }


def decode_game(data: Any) -> tuple[Match, Hand | None, dict[str, Any]]:
    """Inverse of :func:`encode_game`; :class:`SaveError` for anything damaged or too new."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(translate("SaveGame", "this is not a Schnapsen Qt saved game"))
    version = data.get("version")
    if not isinstance(version, int) or version > SAVE_VERSION:
        raise SaveError(translate(
            "SaveGame", "the saved game has version {version}, newer than this program").format(
            version=repr(version)))
    try:
        match = Match.from_json(data["match"])
    except (KeyError, TypeError, ValueError, RulesError) as exc:
        raise SaveError(translate("SaveGame", "the match score is damaged: {error}").format(
            error=exc)) from None
    hand = None
    if data.get("hand") is not None:
        try:
            hand = HandRecord.from_json(data["hand"]).replay()
        except ReplayError as exc:
            raise SaveError(translate("SaveGame", "the saved hand does not replay: {error}").format(
                error=exc)) from None
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveError(translate("SaveGame", "the saved game's settings are damaged"))
    return match, hand, meta

"""The saved game's format (no Qt, no files): a match score plus the current hand as a record.

Storing the hand as a hand record (RECORD.md) means resuming *replays* it, so the same cards,
the same turn and the same visible information come back exactly, and a damaged save is
detected by the replay instead of producing an impossible position.
"""

from __future__ import annotations

from typing import Any

from ..engine import Hand, HandRecord, Match, ReplayError
from ..engine.match import BUMMERL_START
from ..engine.rules import Rules, RulesError
from ..short_repr import short_repr
from . import problems
from .problems import Note
from .settings import AI_LEVELS, DECKS, MAX_BUMMERLS_TO_WIN

SAVE_FORMAT = "schnapsen-qt-save"
SAVE_VERSION = 1
# The seat of the human player in the GUI (the only one a save can be resumed from).
HUMAN_SEAT = 0
# Seeds of the deal and of the AI are drawn below this (``random.randrange(2**31)``).
SEED_LIMIT = 2**31


class SaveError(ValueError):
    """A saved game that cannot be restored; ``note`` says why (:mod:`.problems`, worded by
    the window)."""

    def __init__(self, code: str, **details: object) -> None:
        self.note = Note(code, {k: str(v) for k, v in details.items()})
        super().__init__(str(self.note))


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
    """Inverse of :func:`encode_game`; :class:`SaveError` for anything damaged or too new.

    The whole save is checked before any of it is used: every field's type and range, the
    finished hands of the running Bummerl are replayed and must add up to its score, the
    running hand is replayed and must still be running, dealt by the right seat under the
    match's rules, and the GUI's facts (AI level, seeds, human seat) must be ones it can
    resume. So a save that loads can always be played on.
    """
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(problems.NOT_A_SAVE)
    version = data.get("version")
    if type(version) is not int or version > SAVE_VERSION:
        raise SaveError(problems.SAVE_TOO_NEW, version=short_repr(version))
    if version < 1:
        raise SaveError(problems.NOT_A_SAVE)
    try:
        match = _decode_match(data.get("match"))
    except (KeyError, TypeError, ValueError, RulesError, ReplayError) as exc:
        raise SaveError(problems.MATCH_DAMAGED, error=exc) from None
    if match.winner is not None:
        raise SaveError(problems.MATCH_OVER)
    hand = None
    if data.get("hand") is not None:
        try:
            hand = HandRecord.from_json(data["hand"]).replay()
        except ReplayError as exc:
            raise SaveError(problems.HAND_DOES_NOT_REPLAY, error=exc) from None
        if hand.outcome is not None:
            raise SaveError(problems.HAND_OVER)
        if hand.rules != match.rules or hand.dealer != match.next_dealer:
            raise SaveError(problems.HAND_NOT_OF_MATCH)
    meta = data.get("meta", {})
    try:
        _check_meta(meta, match, hand)
    except (TypeError, ValueError) as exc:
        raise SaveError(problems.META_DAMAGED, error=exc) from None
    return match, hand, meta


#: Why a save cannot be resumed that concern its running hand only: its match may go on.
HAND_PROBLEMS = frozenset({problems.HAND_DOES_NOT_REPLAY, problems.HAND_OVER,
                           problems.HAND_NOT_OF_MATCH})


def without_hand(data: Any, error: SaveError) -> dict | None:
    """The save ``data`` with its running hand left out, when ``error`` (from
    :func:`decode_game`) concerns that hand only and the rest resumes: the match goes on at
    its score with a new hand instead of being lost. None when the match cannot be kept."""
    if error.note.code not in HAND_PROBLEMS or not isinstance(data, dict):
        return None
    meta = data.get("meta", {})
    salvaged = dict(data, hand=None, meta=dict(meta, match_at_start=None, practice=[])
                    if isinstance(meta, dict) else meta)
    try:
        decode_game(salvaged)
    except SaveError:
        return None
    return salvaged


def _whole(value: Any, name: str, low: int, high: int) -> int:
    """``value`` if it is a whole number (not a bool, float or text) from ``low`` to ``high``."""
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number from {low} to {high}, "
                         f"not {short_repr(value)}")
    return value


def _pair(value: Any, name: str, low: int, high: int) -> list[int]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"{name} must be a list of two numbers, not {short_repr(value)}")
    return [_whole(x, name, low, high) for x in value]


def _decode_match(obj: Any) -> Match:
    """The match score, checked field by field and against the replayed finished hands of
    the running Bummerl (which must add up to its score)."""
    if not isinstance(obj, dict):
        raise ValueError("the match must be an object")
    rules = Rules.from_json(obj["rules"])
    _whole(obj["first_dealer"], "first_dealer", 0, 1)
    to_win = _whole(obj["bummerls_to_win"], "bummerls_to_win", 1, MAX_BUMMERLS_TO_WIN)
    to_go = _pair(obj["to_go"], "to_go", 1, BUMMERL_START)
    _pair(obj["bummerls"], "bummerls", 0, 2 * to_win)
    # Far beyond any real match (drawn hands, which score nothing, can make one long).
    hands_played = _whole(obj["hands_played"], "hands_played", 0, 100_000)
    if "next_dealer" in obj:
        _whole(obj["next_dealer"], "next_dealer", 0, 1)
    records = obj.get("bummerl_records", [])
    if not isinstance(records, list) or len(records) > hands_played:
        raise ValueError("the finished hands of the Bummerl are damaged")
    won = [0, 0]
    for i, raw in enumerate(records):
        hand = HandRecord.from_json(raw).replay()
        if hand.outcome is None or hand.rules != rules:
            raise ValueError(f"finished hand {i + 1} of the Bummerl does not fit the match")
        if hand.outcome.winner is not None:  # a drawn hand scores nothing
            won[hand.outcome.winner] += hand.outcome.game_points
    if [BUMMERL_START - won[0], BUMMERL_START - won[1]] != to_go:
        raise ValueError(f"the Bummerl score {to_go} does not match its hands")
    return Match.from_json(obj)  # the types and ranges are checked above


def _check_meta(meta: Any, match: Match, hand: Hand | None) -> None:
    """The GUI's own facts: only values the game can resume with."""
    if not isinstance(meta, dict):
        raise ValueError("not an object")
    if "ai_level" in meta and (not isinstance(meta["ai_level"], str)
                               or meta["ai_level"] not in AI_LEVELS):
        raise ValueError(f"unknown AI level {short_repr(meta['ai_level'])}")
    if meta.get("hand_seed") is not None:
        _whole(meta["hand_seed"], "hand_seed", 0, SEED_LIMIT - 1)
    if "ai_seed" in meta:
        _whole(meta["ai_seed"], "ai_seed", 0, SEED_LIMIT - 1)
    if meta.get("human_seat", HUMAN_SEAT) != HUMAN_SEAT:
        raise ValueError("the game was played from the other seat")
    if "deck" in meta and (not isinstance(meta["deck"], str) or meta["deck"] not in DECKS):
        raise ValueError(f"unknown deck {short_repr(meta['deck'])}")
    at_start = meta.get("match_at_start")
    if at_start is not None and (hand is None or at_start != match.to_json()):
        raise ValueError("the score at the start of the hand does not match")

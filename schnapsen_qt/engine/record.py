"""Hand records, format ``schnapsen-record/1`` (RECORD.md): read, write and replay.

A record holds the rules, the dealer, the pack order and every decision. Draws and trick winners
are not recorded: replaying the decisions through :class:`~.hand.Hand` re-derives them.
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import actions as act
from .actions import Action, RecordError
from .cards import card_code, pack_cards, parse_card
from .hand import Hand, IllegalActionError
from .rules import Rules, RulesError

FORMAT = "schnapsen-record/1"


class ReplayError(ValueError):
    """A record that cannot be replayed. ``index`` is the action at fault, or None when the
    record itself is malformed (bad JSON, wrong pack, unknown rules)."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index

    def to_json(self) -> dict[str, Any]:
        return {"error_at": self.index, "message": str(self)}


@dataclass
class HandRecord:
    """A parsed record: everything needed to deal and replay the hand."""

    rules: Rules
    dealer: int
    deck: list[int]
    actions: list[tuple[int | None, Action]] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    #: The first malformed action as (index, reason), reported by :meth:`replay` after the
    #: legal prefix. Kept apart from ``extra``, whose keys come from the file and are ignored.
    bad_action: tuple[int, str] | None = None

    @classmethod
    def from_json(cls, obj: Any) -> HandRecord:
        """Parse a record object. Malformed parts raise :class:`ReplayError`: ``index`` None for
        the header and pack, the action's index for a malformed action."""
        if not isinstance(obj, dict):
            raise ReplayError("a record must be a JSON object")
        fmt = obj.get("format", FORMAT)
        if fmt != FORMAT:
            raise ReplayError(f"unknown record format {fmt!r} (expected {FORMAT})")
        if "rules" not in obj:
            raise ReplayError("the record has no rules")
        try:
            rules = Rules.from_json(obj["rules"])
        except RulesError as exc:
            raise ReplayError(str(exc)) from None
        except TypeError as exc:
            raise ReplayError(f"bad rules: {exc}") from None
        dealer = obj.get("dealer")
        if dealer is None:
            raise ReplayError("the record has no dealer (0 or 1)")
        if type(dealer) is not int or dealer not in (0, 1):
            raise ReplayError(f"dealer must be 0 or 1, not {dealer!r}")
        pack = pack_cards(rules)
        size = len(pack)
        deck_codes = obj.get("deck")
        if not isinstance(deck_codes, list):
            raise ReplayError(f"the record has no deck (a list of {size} card codes)")
        try:
            deck = [parse_card(code) for code in deck_codes]
        except ValueError as exc:
            raise ReplayError(f"bad deck: {exc}") from None
        if len(deck) != size or set(deck) != set(pack):
            missing = sorted(set(pack) - set(deck))
            foreign = sorted(set(deck) - set(pack))
            repeated = sorted({c for c in deck if deck.count(c) > 1})
            parts = []
            if missing:
                parts.append("missing " + " ".join(card_code(c) for c in missing))
            if foreign:
                parts.append("not in this pack " + " ".join(card_code(c) for c in foreign))
            if repeated:
                parts.append("repeated " + " ".join(card_code(c) for c in repeated))
            if not parts:
                parts.append(f"{len(deck)} cards")
            which = "with the Nines" if size == 24 else "without Nines"
            raise ReplayError(f"the deck must hold each of the {size} cards ({which}, as the "
                              "rules say) once: " + ", ".join(parts))
        raw_actions = obj.get("actions", [])
        if not isinstance(raw_actions, list):
            raise ReplayError("actions must be a list")
        parsed: list[tuple[int | None, Action]] = []
        bad_action: tuple[int, str] | None = None
        for i, raw in enumerate(raw_actions):
            try:
                player, action = act.from_json(raw)
                if player is None:
                    raise RecordError("the action does not say which player (0 or 1) acts")
                parsed.append((player, action))
            except RecordError as exc:
                # Malformed actions are reported at their index, after the legal prefix.
                bad_action = (i, str(exc))
                break
        extra = {k: v for k, v in obj.items() if k not in ("format", "rules", "dealer", "deck",
                                                          "actions")}
        return cls(rules, dealer, deck, parsed, extra, bad_action)

    def replay(self) -> Hand:
        """Deal and apply every action; :class:`ReplayError` at the first bad one."""
        hand = Hand.deal(self.rules, self.dealer, self.deck)
        for i, (player, action) in enumerate(self.actions):
            if hand.outcome is not None:
                raise ReplayError(f"action {i}: the hand is already over", i)
            try:
                hand.push(action, player)
            except IllegalActionError as exc:
                raise ReplayError(str(exc), i) from None
        bad = self.bad_action
        if bad is not None:
            raise ReplayError(bad[1], bad[0])
        return hand

    @classmethod
    def of_hand(cls, hand: Hand) -> HandRecord:
        """The record of a hand dealt from a known pack."""
        if hand.deck is None:
            raise ValueError("a hand built from a player's view has no pack to record")
        return cls(hand.rules, hand.dealer, list(hand.deck), list(hand.history))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "rules": self.rules.to_json(),
            "dealer": self.dealer,
            "deck": [card_code(c) for c in self.deck],
            "actions": [act.to_json(a, p) for p, a in self.actions],
        }
        for key, value in self.extra.items():
            out[key] = value
        return out


def record_of(hand: Hand, **extra: Any) -> dict[str, Any]:
    """The JSON record of ``hand`` (extra keys such as ``note`` are added as given)."""
    rec = HandRecord.of_hand(hand)
    rec.extra.update(extra)
    return rec.to_json()


def load_record(text: str) -> HandRecord:
    """Parse record text; :class:`ReplayError` (index None) for malformed JSON."""
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ReplayError(
            f"malformed JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        ) from None
    except RecursionError:
        raise ReplayError("malformed JSON: nested too deeply") from None
    except ValueError as exc:  # e.g. a number too long to convert (sys.int_max_str_digits)
        raise ReplayError(f"malformed JSON: {exc}") from None
    return HandRecord.from_json(obj)


def replay_result(text: str) -> dict[str, Any]:
    """What ``replay`` prints for one record text (RECORD.md, "Command line")."""
    try:
        hand = load_record(text).replay()
    except ReplayError as exc:
        return exc.to_json()
    if hand.outcome is not None:
        return hand.outcome.to_json()
    return {
        "unfinished": True,
        "to_move": hand.to_move,
        "legal": [act.to_json(a, hand.to_move) for a in hand.legal_actions()],
    }


#: The largest record file read (a full hand's record is about 2 KB).
MAX_RECORD_BYTES = 1 << 20


class RecordFileError(ValueError):
    """A file whose text cannot be a record. ``reason`` says why as a code for translated
    messages: ``missing``, ``unreadable``, ``not_regular`` (a folder, a FIFO, a device),
    ``too_large`` or ``not_text``; the message is the English text of the command line."""

    def __init__(self, path: str | Path, reason: str, detail: str = "") -> None:
        texts = {
            "missing": "no such file",
            "unreadable": f"cannot be read ({detail})",
            "not_regular": "not a regular file",
            "too_large": f"longer than {MAX_RECORD_BYTES} bytes, not a hand record",
            "not_text": "not UTF-8 text, not a hand record",
        }
        super().__init__(f"cannot read {path}: {texts[reason]}")
        self.reason = reason


def read_record_text(path: str | Path) -> str:
    """The text of a record file; :class:`RecordFileError` for anything else.

    Never blocks and never reads without end: a FIFO with no writer, a folder or a device
    (``/dev/zero``) is refused before it is opened, and at most :data:`MAX_RECORD_BYTES` are
    read, so that the command line and the GUI answer every file at once."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise RecordFileError(path, "missing") from None
    except (OSError, ValueError) as exc:
        raise RecordFileError(path, "unreadable", _os_reason(exc)) from None
    if not stat.S_ISREG(info.st_mode):
        raise RecordFileError(path, "not_regular")
    if info.st_size > MAX_RECORD_BYTES:
        raise RecordFileError(path, "too_large")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # replaced since the stat
                raise RecordFileError(path, "not_regular")
            raw = f.read(MAX_RECORD_BYTES + 1)
    except FileNotFoundError:
        raise RecordFileError(path, "missing") from None
    except OSError as exc:
        raise RecordFileError(path, "unreadable", _os_reason(exc)) from None
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordFileError(path, "too_large")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordFileError(path, "not_text") from None


def _os_reason(exc: BaseException) -> str:
    return str(getattr(exc, "strerror", None) or exc)


def replay_file(path: str | Path) -> dict[str, Any]:
    """What ``replay`` prints for one file (read by :func:`read_record_text`)."""
    try:
        text = read_record_text(path)
    except RecordFileError as exc:
        return {"error_at": None, "message": str(exc)}
    return replay_result(text)


__all__ = [
    "FORMAT",
    "MAX_RECORD_BYTES",
    "HandRecord",
    "RecordFileError",
    "ReplayError",
    "load_record",
    "read_record_text",
    "record_of",
    "replay_file",
    "replay_result",
    "parse_card",
]

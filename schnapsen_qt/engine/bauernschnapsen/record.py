"""Bauernschnapsen hand records, format ``bauernschnapsen-record/1``
(docs/rules/bauernschnapsen-record.md): read, write and replay.

Only decisions are recorded; replaying them through :class:`~.deal.BauernDeal` re-derives trick
winners, turns and the outcome. Anything malformed or illegal is refused with a message that says
which action and why, never a traceback.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..cards import card_code, parse_card
from .actions import BAction, RecordActionError, action_from_json
from .deal import BauernDeal, IllegalActionError
from .rules import BauernRules, BauernRulesError
from .scoring import ScoreSheet

FORMAT = "bauernschnapsen-record/1"


class BauernReplayError(ValueError):
    """A record that cannot be replayed; ``index`` is the action at fault or None."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index

    def to_json(self) -> dict[str, Any]:
        return {"error_at": self.index, "message": str(self)}


@dataclass
class BauernRecord:
    rules: BauernRules
    dealer: int
    deck: list[int]
    actions: list[Any]
    score_before: list[int]
    led_23_to_0: list[bool] | None = None

    @classmethod
    def from_json(cls, obj: Any) -> BauernRecord:
        if not isinstance(obj, dict):
            raise BauernReplayError("a record must be a JSON object")
        if obj.get("format") != FORMAT:
            raise BauernReplayError(f"unknown record format {obj.get('format')!r} "
                                    f"(expected {FORMAT})")
        try:
            rules = BauernRules.from_json(obj.get("rules"))
        except (BauernRulesError, TypeError) as exc:
            raise BauernReplayError(f"bad rules: {exc}") from None
        dealer = obj.get("dealer")
        if type(dealer) is not int or not 0 <= dealer <= 3:
            raise BauernReplayError(f"dealer must be a seat 0-3, not {dealer!r}")
        codes = obj.get("deck")
        if not isinstance(codes, list):
            raise BauernReplayError("the record has no deck (a list of 20 card codes)")
        try:
            deck = [parse_card(code) for code in codes]
        except ValueError as exc:
            raise BauernReplayError(f"bad deck: {exc}") from None
        if len(deck) != 20 or set(deck) != set(range(20)):
            missing = sorted(set(range(20)) - set(deck))
            raise BauernReplayError(
                "bad deck: it must hold each of the 20 cards once"
                + (f" (missing {', '.join(card_code(c) for c in missing)})" if missing else "")
                + (f" (it has {len(deck)} codes)" if len(deck) != 20 else ""))
        acts = obj.get("actions", [])
        if not isinstance(acts, list):
            raise BauernReplayError("actions must be a list")
        score = obj.get("score_before", [0, 0])
        if (not isinstance(score, list) or len(score) != 2
                or not all(type(p) is int and 0 <= p < rules.target for p in score)):
            raise BauernReplayError(
                f"score_before must be two scores from 0 to {rules.target - 1}, not {score!r}")
        led = obj.get("led_23_to_0")
        if led is not None and (not isinstance(led, list) or len(led) != 2
                                or not all(type(b) is bool for b in led)):
            raise BauernReplayError("led_23_to_0 must be two true/false values")
        return cls(rules, dealer, deck, acts, list(score), led)

    def replay(self) -> tuple[BauernDeal, ScoreSheet]:
        """The deal after every action, and the score sheet with the outcome added."""
        deal = BauernDeal(self.deck, self.dealer, self.rules)
        for i, raw in enumerate(self.actions):
            try:
                seat, action = action_from_json(raw)
            except RecordActionError as exc:
                raise BauernReplayError(f"action {i} is malformed: {exc}", i) from None
            try:
                deal.apply(seat, action)
            except IllegalActionError as exc:
                raise BauernReplayError(f"action {i} is not allowed: {exc}", i) from None
        sheet = ScoreSheet(self.rules.target, list(self.score_before),
                           list(self.led_23_to_0) if self.led_23_to_0 else [False, False])
        return deal, sheet


def record_of(deal: BauernDeal, history: list[tuple[int, BAction]],
              **extra: Any) -> dict[str, Any]:
    """A record of ``deal`` with the decisions taken so far."""
    return {"format": FORMAT, "rules": deal.rules.to_json(), "dealer": deal.dealer,
            "deck": [card_code(c) for c in deal.deck],
            "actions": [a.to_json(seat) for seat, a in history], **extra}


def replay_object(obj: Any) -> dict[str, Any]:
    """What ``replay`` prints for one parsed record object."""
    try:
        deal, sheet = BauernRecord.from_json(obj).replay()
    except BauernReplayError as exc:
        return exc.to_json()
    if deal.outcome is None:
        return {"unfinished": True, "to_move": deal.to_move,
                "legal": [a.to_json(deal.to_move) for a in deal.legal_actions()]}
    result = deal.outcome.to_json()
    over = sheet.add(deal.outcome)
    result["score"] = list(sheet.points)
    if over is not None:
        result["game_over"] = over.to_json()
    return result


def replay_text(text: str) -> dict[str, Any]:
    try:
        obj = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        return {"error_at": None, "message": f"not a JSON record: {exc}"}
    return replay_object(obj)


def is_bauern_record(obj: Any) -> bool:
    """Does this parsed record name the Bauernschnapsen format?"""
    return isinstance(obj, dict) and isinstance(obj.get("format"), str) and \
        obj["format"].startswith("bauernschnapsen-record/")

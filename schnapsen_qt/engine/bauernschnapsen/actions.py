"""The decisions of a Bauernschnapsen hand, and their JSON form in records
(docs/rules/bauernschnapsen-record.md)."""

from __future__ import annotations

from typing import Any, NamedTuple

from ..cards import SUITS, card_code, parse_card

#: Action kinds, by phase.
TRUMP = "trump"
AUFSCHLAGEN = "aufschlagen"
BID = "bid"
PASS = "pass"
RING_TRUMP = "ring_trump"
KONTRA = "kontra"
RETOUR = "retour"
REKONTRA = "rekontra"
PLAY = "play"
KINDS = (TRUMP, AUFSCHLAGEN, BID, PASS, RING_TRUMP, KONTRA, RETOUR, REKONTRA, PLAY)


class BAction(NamedTuple):
    """One decision: ``kind`` plus the one argument it takes (suit, card or contract)."""

    kind: str
    suit: int = -1
    card: int = -1
    contract: str = ""
    marriage: bool = False
    #: Aufschlagen: which of forehand's two last cards, still unseen, is turned up (0 or 1).
    slot: int = -1

    def to_json(self, seat: int) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": seat, "type": self.kind}
        if self.kind in (TRUMP, RING_TRUMP):
            out["suit"] = SUITS[self.suit]
        elif self.kind == AUFSCHLAGEN:
            out["slot"] = self.slot
        elif self.kind == PLAY:
            out["card"] = card_code(self.card)
            if self.marriage:
                out["marriage"] = True
        elif self.kind == BID:
            out["contract"] = self.contract
        return out


class RecordActionError(ValueError):
    """An action object that is malformed (not merely illegal)."""


def action_from_json(obj: Any) -> tuple[int, BAction]:
    """The seat and action of a record's action object; :class:`RecordActionError` if malformed."""
    if not isinstance(obj, dict):
        raise RecordActionError("an action must be a JSON object")
    seat = obj.get("seat")
    if type(seat) is not int or not 0 <= seat <= 3:
        raise RecordActionError(f"seat must be 0-3, not {seat!r}")
    kind = obj.get("type")
    if kind not in KINDS:
        raise RecordActionError(f"unknown action type {kind!r} (known: {', '.join(KINDS)})")
    if kind in (TRUMP, RING_TRUMP):
        suit = obj.get("suit")
        if not isinstance(suit, str) or len(suit) != 1 or suit not in SUITS:
            raise RecordActionError(f"suit must be one of C, D, H, S, not {suit!r}")
        return seat, BAction(kind, suit=SUITS.index(suit))
    if kind == AUFSCHLAGEN:
        slot = obj.get("slot")
        if type(slot) is not int or slot not in (0, 1):
            raise RecordActionError(f"slot must be 0 or 1 (which of the last two cards), "
                                    f"not {slot!r}")
        return seat, BAction(kind, slot=slot)
    if kind == PLAY:
        try:
            card = parse_card(obj.get("card"))
        except ValueError as exc:
            raise RecordActionError(str(exc)) from None
        if card >= 20:
            raise RecordActionError("Bauernschnapsen has no Nines")
        marriage = obj.get("marriage", False)
        if type(marriage) is not bool:
            raise RecordActionError(f"marriage must be true or false, not {marriage!r}")
        return seat, BAction(kind, card=card, marriage=marriage)
    if kind == BID:
        cid = obj.get("contract")
        if not isinstance(cid, str):
            raise RecordActionError(f"a bid needs a contract id, not {cid!r}")
        return seat, BAction(kind, contract=cid)
    return seat, BAction(kind)

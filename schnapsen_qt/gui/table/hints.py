"""Hint texts: the AI's hint code and parameters, in the player's language.

The AI (no Qt) names its reason by a code of ``schnapsen_qt.ai.HINT_TEXTS``, whose English
templates are marked for lupdate (context ``"Hints"``); here the template is translated and
filled with the card and suit names of the player's language and deck.
"""

from __future__ import annotations

from ...ai import HINT_TEXTS
from ...engine.cards import RANKS, SUITS, parse_card
from ...i18n import translate
from . import names


def hint_text(hint, deck: str = "french", rules=None) -> str:
    """The hint in the player's language: the reason, which names the move, or else just the
    suggested move (the card exchanged for the turn-up named as ``rules`` have it: the Jack,
    or the Nine with 24 cards)."""
    action = names.action_text(hint.action, deck, rules)
    head = translate("Hints", "Hint: {action}.").format(action=action)
    reason = ""
    template = HINT_TEXTS.get(getattr(hint, "code", ""), "")
    if template:
        params = dict(getattr(hint, "params", {}) or {})
        card = params.get("card")
        if isinstance(card, str) and len(card) == 2 and card[0] in RANKS and card[1] in SUITS:
            params["card"] = names.card_name(parse_card(card), deck)
        suit = params.get("suit")
        if isinstance(suit, str) and len(suit) == 1 and suit in SUITS:
            params["suit"] = names.suit_name(SUITS.index(suit), deck)
        params["jack"] = names.rank_name(names.exchange_rank(rules), deck)
        try:
            reason = translate("Hints", template).format(**params)
        except (KeyError, IndexError, ValueError):
            reason = getattr(hint, "text", "") or ""
    elif getattr(hint, "text", ""):
        reason = hint.text
    if reason:
        # The reason names the move itself ("Play the King of hearts: ..."): saying the move
        # first as well would repeat it.
        return translate("Hints", "Hint: {reason}").format(reason=reason)
    return head

"""Hint texts: the AI's hint code and parameters, in the player's language.

The AI (no Qt) names its reason by a code from ``schnapsen_qt.ai.HINT_TEXTS`` with English
templates; here each code has its template spelled out again as a literal so that lupdate
extracts it for translation. ``tests/gui`` checks both tables stay identical.
"""

from __future__ import annotations

from ..engine.cards import RANKS, SUITS, parse_card
from ..i18n import translate
from . import names


def templates() -> dict[str, str]:
    """Hint code -> translated template (``{card}``, ``{suit}``, ``{pct}``, ``{points}``,
    ``{gp}`` are filled in by :func:`hint_text`)."""
    return {
        "only_move": translate("Hints", "This is your only legal move: {card}."),
        "claim": translate("Hints", "Claim 66: you have {points} points."),
        "exchange": translate(
            "Hints", "Exchange the trump Jack for the {card}: a high trump for the lowest one."
        ),
        "meld": translate("Hints", "Meld the marriage in {suit}: {points} points."),
        "close_wins_pct": translate(
            "Hints", "Close the talon: closing now wins in {pct}% of possible deals."
        ),
        "marriage_lead": translate(
            "Hints",
            "Lead the {card} from the marriage: it does best, winning in {pct}% of "
            "possible deals.",
        ),
        "play_wins_pct": translate(
            "Hints", "Play the {card}: it wins the hand in {pct}% of possible deals."
        ),
        "play_best_of_bad": translate(
            "Hints",
            "Play the {card}: the hand looks hard, but this gives the best "
            "chances, winning in {pct}% of possible deals.",
        ),
        "play_limit_loss": translate(
            "Hints",
            "Play the {card}: the hand looks lost in the possible deals, and this "
            "card keeps the loss smallest.",
        ),
        "exact_win": translate(
            "Hints",
            "Every card is known now: the {card} wins {gp} game point(s) with best play.",
        ),
        "exact_loss": translate(
            "Hints",
            "Every card is known now and the hand is lost with best play; the {card} "
            "keeps the loss to {gp} game point(s).",
        ),
    }


def hint_text(hint, deck: str = "french") -> str:
    """The hint in the player's language: the suggested action, then the reason if known."""
    action = names.action_text(hint.action, deck)
    head = translate("Hints", "Hint: {action}.").format(action=action)
    reason = ""
    template = templates().get(getattr(hint, "code", ""), "")
    if template:
        params = dict(getattr(hint, "params", {}) or {})
        card = params.get("card")
        if isinstance(card, str) and len(card) == 2 and card[0] in RANKS and card[1] in SUITS:
            params["card"] = names.card_name(parse_card(card), deck)
        suit = params.get("suit")
        if isinstance(suit, str) and len(suit) == 1 and suit in SUITS:
            params["suit"] = names.suit_name(SUITS.index(suit), deck)
        try:
            reason = template.format(**params)
        except (KeyError, IndexError, ValueError):
            reason = getattr(hint, "text", "") or ""
    elif getattr(hint, "text", ""):
        reason = hint.text
    return f"{head} {reason}".strip()

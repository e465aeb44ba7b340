"""Why a Bauernschnapsen action is refused: a code with its parameters, and one table of
English templates (docs/rules/bauernschnapsen.md).

The engine reports :class:`Refusal` values; :func:`english` fills a template with English names
for messages and replay output. The table (later) translates the same templates by code and fills
in its own names, as the two-player game does with :mod:`..texts`. The templates are not yet
marked for translation: the Bauernschnapsen table adds the marks together with the German texts.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import SUIT_NAMES, SUIT_NAMES_SINGULAR, card_name
from .contracts import BY_ID


class Refusal(NamedTuple):
    """A refusal code and its parameters: ``suit`` (a suit number), ``card`` (a card number),
    ``contract`` and ``high`` (contract ids), ``call`` (a doubling call), ``seat``."""

    code: str
    suit: int = -1
    card: int = -1
    contract: str = ""
    high: str = ""
    call: str = ""
    seat: int = -1


#: Refusal code -> English template. ``{suit}`` a suit in the plural, ``{suit1}`` in the
#: singular, ``{card}`` a card's name, ``{contract}`` and ``{high}`` contract names,
#: ``{call}`` Kontra/Retour/Rekontra, ``{seat}`` the seat on turn.
REFUSAL_TEXTS: dict[str, str] = {
    "hand_over": "The hand is over.",
    "not_your_turn": "It is seat {seat}'s turn.",
    "trump_first": "Forehand must first name trumps or turn up a card.",
    "trump_not_held": "Forehand may name only a suit held among the first three cards; "
                      "{suit} are not.",
    "no_aufschlagen": "These rules do not allow turning up a card (Aufschlagen).",
    "aufschlagen_slot": "Only one of forehand's last two cards may be turned up.",
    "no_such_suit": "There is no such suit.",
    "auction_on": "The auction is on: bid a contract or pass.",
    "not_biddable": "{contract} is not a contract that can be bid.",
    "not_played": "These rules do not play the {contract}.",
    "passed": "A player who passed may not bid again.",
    "bid_too_low": "A bid must be higher than the {high}; the {contract} is not.",
    "kontra_contract": "Only forehand's opponents may bid the {contract}.",
    "needs_all_trumps": "The {contract} needs all five trumps in the bidder's hand.",
    "needs_whole_suit": "The {contract} needs all five cards of a suit other than trumps in "
                        "the bidder's hand.",
    "ring_trump_first": "The Farbenringerl's declarer must first name its trump suit.",
    "ring_not_called": "The Farbenringerl's trump must differ from the suit forehand named.",
    "ring_whole_suit": "The Farbenringerl's trumps are the suit its declarer holds whole, "
                       "not {suit}.",
    "kontra_only": "Now only {call} or pass may be said.",
    "play_a_card": "The cards are being played: play a card.",
    "not_held": "You do not hold the {card}.",
    "follow_suit": "{suit} were led: you must follow suit.",
    "head_trick": "You must head the trick with a higher {suit1}.",
    "must_trump": "You have no {suit} and must trump.",
    "must_overtrump": "You must overtrump the trump in the trick.",
    "no_marriages": "No marriages are declared in the {contract}.",
    "marriage_leading": "A marriage is declared only when leading.",
    "no_marriage": "The {card} is not a King or Queen whose partner you hold.",
}


def english(refusal: Refusal) -> str:
    """The refusal as an English sentence."""
    def contract_name(cid: str) -> str:
        c = BY_ID.get(cid)
        return c.german if c is not None else repr(cid)

    suit_ok = 0 <= refusal.suit < 4
    return REFUSAL_TEXTS[refusal.code].format(
        suit=SUIT_NAMES[refusal.suit].capitalize() if suit_ok else "",
        suit1=SUIT_NAMES_SINGULAR[refusal.suit] if suit_ok else "",
        card=card_name(refusal.card) if 0 <= refusal.card < 20 else "",
        contract=contract_name(refusal.contract), high=contract_name(refusal.high),
        call=refusal.call.capitalize(), seat=refusal.seat)

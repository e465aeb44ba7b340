"""Card, rank and suit names for the player: the one place that names a card (no Qt).

The words come from the deck's descriptor (``resources/cards/<deck>/deck.json``, read by
:mod:`schnapsen_qt.cards.decks`) in the language the game speaks now
(:func:`i18n.current_language`),
so the German deck says Daus, Ober, Unter, Eichel, Laub, Herz, Schellen in every language, the
French deck Ace, Queen, Jack of hearts in English and Ass, Dame, Bube, Herz in German, and a
Nine is "Nine"/"Neun" or "Neuner". A deck without a usable descriptor is named with the
engine's English words. The table, hints, refusals, the rules page and the menus all call
these functions; nothing else spells a card name.
"""

from __future__ import annotations

from ..engine.cards import RANK_NAMES, RANKS, SUIT_NAMES, SUITS, card_code
from ..i18n import current_language
from .decks import CardNames, deck_info

#: Words for a deck that has no usable descriptor: the engine's English names.
_FALLBACK = CardNames(
    ranks={**dict(zip(RANKS, RANK_NAMES, strict=True)), "9": "Nine"},
    suits=dict(zip(SUITS, SUIT_NAMES, strict=True)),
    card="{rank} of {suit}",
)


def words(deck: str) -> CardNames:
    """The card words of ``deck`` in the language in use."""
    info = deck_info(deck)
    return _FALLBACK if info is None else info.card_names(current_language())


def _rank_code(rank: int) -> str:
    # The engine's rank letters, then the Nine (rank 5) until the engine's own letters have it.
    return (RANKS + "9")[rank]


def rank_name(rank: int, deck: str) -> str:
    """The rank (an engine rank index: Ace, Ten, King, Queen, Jack, Nine) as the deck calls it:
    "Queen" / "Dame" / "Ober". A deck without that rank (the number cards have no Nine) uses
    the French deck's word, so that a text about a rule set it cannot deal still reads."""
    code = _rank_code(rank)
    names = words(deck)
    return names.rank_name(code) if code in names.ranks else words("french").rank_name(code)


def suit_name(suit: int, deck: str) -> str:
    """The suit as in "the marriage in hearts": "hearts" / "Herz" / "Laub"."""
    return words(deck).suit_name(SUITS[suit])


def card_name(card: int, deck: str) -> str:
    """ "Ten of hearts" / "Herz-Zehn" / "Herz-Zehner", by the deck's own pattern."""
    return words(deck).card_name(card_code(card))


def suit_label(suit: int, deck: str) -> str:
    """A short label for menus: the deck's suit sign and the name ("♥ hearts"), or only the
    name when the deck marks its suits with letters (German deck: "Herz")."""
    info = deck_info(deck)
    mark = info.suit_marks[SUITS[suit]] if info is not None else ""
    name = suit_name(suit, deck)
    return f"{mark} {name}" if mark and not mark.isalnum() else name


def deck_name(deck: str) -> str:
    """The deck's name in the language in use, for the settings."""
    info = deck_info(deck)
    return deck if info is None else info.display_name(current_language())

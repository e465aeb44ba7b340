"""The deck registry: which card decks exist, read from one descriptor per deck folder (no Qt).

Every folder ``resources/cards/<key>/`` that holds a ``deck.json`` is a deck. The descriptor says
what the rest of the program needs to know about the deck without looking at its pictures: its
name per language, which card codes it has (so whether it can deal the 24-card pack), the corner
index of each rank, the short suit marks and the card names in each language. Adding a deck is
one folder with its SVG faces and its descriptor; nothing in the code names a deck.

A folder without a descriptor, with a descriptor that cannot be read, or whose descriptor lists
a card without its picture is skipped with a logged warning: a broken deck never stops the game.
The format is described in ``docs/ART.md``.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

__all__ = [
    "DESCRIPTOR",
    "BASE_CODES",
    "NINE_CODES",
    "CardNames",
    "DeckError",
    "DeckInfo",
    "available_decks",
    "deck_info",
    "load_deck",
    "resources_dir",
]

log = logging.getLogger(__name__)

#: File name of the descriptor inside a deck folder.
DESCRIPTOR = "deck.json"
#: The descriptor format this code reads.
FORMAT = 1
SUITS = "CDHS"
RANKS = "ATKQJ9"
#: The 20 cards every deck has (Schnapsen), and the four Nines of the 24-card pack.
BASE_CODES = frozenset(r + s for s in SUITS for r in "ATKQJ")
NINE_CODES = frozenset("9" + s for s in SUITS)
#: Languages every descriptor must name the deck and its cards in.
REQUIRED_LANGUAGES = ("en", "de")
STYLES = ("french", "german")


class DeckError(ValueError):
    """A deck folder whose descriptor is missing, unreadable or does not match its files."""


def resources_dir() -> Path:
    """The ``resources/`` directory holding cards, backs, table and icons.

    Looked for, in order: inside a PyInstaller bundle (``sys._MEIPASS/resources``), beside the
    package at the repository top level (``<repo>/resources``), and as a packaged copy inside
    the package (``schnapsen_qt/resources``). Returns the first that has a ``cards`` folder,
    else the repository location.
    """
    package = Path(__file__).resolve().parent.parent  # schnapsen_qt/, not cards/
    candidates: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    candidates += [package.parent / "resources", package / "resources"]
    for candidate in candidates:
        if (candidate / "cards").is_dir():
            return candidate
    return package.parent / "resources"


@dataclass(frozen=True)
class CardNames:
    """The card words of one deck in one language.

    ``ranks`` maps rank codes (``A T K Q J 9``) to the rank's name as used inside a card name
    ("Ten", "Zehner"); ``suits`` maps suit codes (``C D H S``) to the suit's name as used in
    "the marriage in hearts" / "Herz"; ``card`` is the pattern of a card's name with the
    placeholders ``{rank}`` and ``{suit}`` ("{rank} of {suit}", "{suit}-{rank}").
    """

    ranks: Mapping[str, str]
    suits: Mapping[str, str]
    card: str

    def rank_name(self, rank: str) -> str:
        return self.ranks[rank]

    def suit_name(self, suit: str) -> str:
        return self.suits[suit]

    def card_name(self, code: str) -> str:
        """The name of the card ``code`` ("TH" -> "Ten of hearts" / "Herz-Zehner")."""
        return self.card.format(rank=self.ranks[code[0]], suit=self.suits[code[1]])


@dataclass(frozen=True, eq=False)
class DeckInfo:
    """One deck as its descriptor describes it. Compared and hashed by ``key``."""

    #: The folder name, stored in the settings ("french", "german", "numbers").
    key: str
    #: The deck folder holding ``<code>.svg`` and ``deck.json``.
    folder: Path
    #: Display name per language code ("en", "de").
    display_names: Mapping[str, str]
    #: Naming tradition for texts that differ beyond the words: "french" or "german".
    style: str
    #: The card codes with a picture, in the descriptor's order.
    codes: tuple[str, ...]
    #: Corner index per rank code, as printed on the cards ("A" -> "A", "11" or "D").
    index: Mapping[str, str]
    #: Short mark per suit code for compact labels ("H" -> "♥" or "H").
    suit_marks: Mapping[str, str]
    #: The ink of each suit's corner index, "#rrggbb" (for labels in the suit's colour).
    suit_colours: Mapping[str, str]
    #: Card words per language code.
    card_names_by_language: Mapping[str, CardNames]
    #: Corner indices that differ in a language, per language code and rank code (the French
    #: pack in German: D for Dame, B for Bube); those cards' pictures lie in ``folder/<code>``.
    index_by_language: Mapping[str, Mapping[str, str]] = field(
        default_factory=lambda: MappingProxyType({}))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DeckInfo) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)

    def display_name(self, language: str = "en") -> str:
        """The deck's name for the settings in ``language`` (falls back to English)."""
        return self.display_names[_language(language, self.display_names)]

    def card_names(self, language: str = "en") -> CardNames:
        """The card words in ``language`` ("de_AT" uses "de"; unknown languages English)."""
        return self.card_names_by_language[_language(language, self.card_names_by_language)]

    def has(self, code: str) -> bool:
        return code in self.codes

    def supports_pack(self, size: int) -> bool:
        """Whether this deck can deal the ``size``-card pack (20, or 24 with the Nines)."""
        if size == 20:
            return True
        return size == 24 and set(self.codes) >= NINE_CODES

    def index_in(self, language: str = "en") -> Mapping[str, str]:
        """The corner index per rank code as the cards show it in ``language``."""
        own = self._own_language(language)
        if own is None:
            return self.index
        return MappingProxyType({**self.index, **self.index_by_language[own]})

    def _own_language(self, language: str) -> str | None:
        """The language of :attr:`index_by_language` that ``language`` uses ("de_AT": "de"),
        or None when it has no indices of its own."""
        for candidate in (language, language.split("_")[0].split("-")[0]):
            if candidate in self.index_by_language:
                return candidate
        return None

    def card_path(self, code: str, language: str = "en") -> Path:
        """The SVG of ``code`` as it is printed for ``language`` (its own corner index, where
        the descriptor gives one); ``ValueError`` for a code this deck has no picture for."""
        if code not in self.codes:
            raise ValueError(f"the {self.key} deck has no card {code!r}")
        own = self._own_language(language)
        if own is not None and code[0] in self.index_by_language[own]:
            return self.folder / own / f"{code}.svg"
        return self.folder / f"{code}.svg"


def _language(language: str, table: Mapping[str, object]) -> str:
    for candidate in (language, language.split("_")[0].split("-")[0], "en"):
        if candidate in table:
            return candidate
    return next(iter(table))


def _text_map(value: Any, keys: str, what: str) -> Mapping[str, str]:
    if not isinstance(value, dict) or set(value) != set(keys):
        raise DeckError(f"{what} must name exactly {', '.join(keys)}")
    if not all(isinstance(v, str) and v.strip() for v in value.values()):
        raise DeckError(f"{what} must be non-empty texts")
    return MappingProxyType({k: value[k] for k in keys})


def _colours(value: Any) -> Mapping[str, str]:
    colours = _text_map(value, SUITS, "'suit_colours'")
    for colour in colours.values():
        if len(colour) != 7 or colour[0] != "#" or not all(
                c in "0123456789abcdefABCDEF" for c in colour[1:]):
            raise DeckError(f"'suit_colours' must be #rrggbb colours, not {colour!r}")
    return colours


def load_deck(folder: Path) -> DeckInfo:
    """Read and check ``folder/deck.json``; raises :class:`DeckError` saying what is wrong."""
    descriptor = folder / DESCRIPTOR
    try:
        data = json.loads(descriptor.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DeckError(f"{folder.name}: no {DESCRIPTOR}") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DeckError(f"{folder.name}: cannot read {DESCRIPTOR}: {exc}") from None
    try:
        return _parse(folder, data)
    except DeckError as exc:
        raise DeckError(f"{folder.name}: {exc}") from None


def _parse(folder: Path, data: Any) -> DeckInfo:
    if not isinstance(data, dict):
        raise DeckError("the descriptor must be a JSON object")
    if data.get("format") != FORMAT:
        raise DeckError(f"unknown format {data.get('format')!r} (expected {FORMAT})")
    codes = data.get("codes")
    if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
        raise DeckError("'codes' must be a list of card codes")
    bad = [c for c in codes if len(c) != 2 or c[0] not in RANKS or c[1] not in SUITS]
    if bad or len(set(codes)) != len(codes):
        raise DeckError(f"'codes' has unknown or repeated codes: {bad or codes}")
    if set(codes) not in (BASE_CODES, BASE_CODES | NINE_CODES):
        raise DeckError("'codes' must be the 20 Schnapsen cards, or those and the four Nines")
    missing = [c for c in codes if not (folder / f"{c}.svg").is_file()]
    if missing:
        raise DeckError(f"no picture for {', '.join(missing)}")
    ranks = "".join(r for r in RANKS if r + "C" in codes)
    style = data.get("style")
    if style not in STYLES:
        raise DeckError(f"'style' must be one of {', '.join(STYLES)}")
    names = data.get("name")
    if not isinstance(names, dict) or not all(
            isinstance(names.get(lang), str) and names[lang].strip()
            for lang in REQUIRED_LANGUAGES):
        raise DeckError(f"'name' must give the deck's name in {', '.join(REQUIRED_LANGUAGES)}")
    words = data.get("card_names")
    if not isinstance(words, dict) or not set(REQUIRED_LANGUAGES) <= set(words):
        raise DeckError(f"'card_names' must give the card words in {', '.join(REQUIRED_LANGUAGES)}")
    by_language: dict[str, CardNames] = {}
    for lang, entry in words.items():
        if not isinstance(entry, dict):
            raise DeckError(f"'card_names.{lang}' must be an object")
        card = entry.get("card")
        if not isinstance(card, str) or "{rank}" not in card or "{suit}" not in card:
            raise DeckError(f"'card_names.{lang}.card' must contain {{rank}} and {{suit}}")
        by_language[lang] = CardNames(
            ranks=_text_map(entry.get("ranks"), ranks, f"'card_names.{lang}.ranks'"),
            suits=_text_map(entry.get("suits"), SUITS, f"'card_names.{lang}.suits'"),
            card=card,
        )
    index_by_language: dict[str, Mapping[str, str]] = {}
    localized = data.get("index_by_language", {})
    if not isinstance(localized, dict):
        raise DeckError("'index_by_language' must be an object of languages")
    for lang, entry in localized.items():
        if not isinstance(entry, dict) or not entry or not set(entry) <= set(ranks) or not all(
                isinstance(v, str) and v.strip() for v in entry.values()):
            raise DeckError(f"'index_by_language.{lang}' must give indices of the deck's ranks")
        missing = [c for c in codes if c[0] in entry and not (folder / lang / f"{c}.svg").is_file()]
        if missing:
            raise DeckError(f"no picture in {lang}/ for {', '.join(missing)}")
        index_by_language[lang] = MappingProxyType(dict(entry))
    return DeckInfo(
        key=folder.name,
        folder=folder,
        display_names=MappingProxyType({k: v for k, v in names.items() if isinstance(v, str)}),
        style=style,
        codes=tuple(codes),
        index=_text_map(data.get("index"), ranks, "'index'"),
        suit_marks=_text_map(data.get("suit_marks"), SUITS, "'suit_marks'"),
        suit_colours=_colours(data.get("suit_colours")),
        card_names_by_language=MappingProxyType(by_language),
        index_by_language=MappingProxyType(index_by_language),
    )


_registry: dict[Path, tuple[DeckInfo, ...]] = {}


def available_decks(root: Path | None = None, *, reload: bool = False) -> list[DeckInfo]:
    """The usable decks below ``root/cards`` (default: :func:`resources_dir`), sorted by key.

    Read once per resources directory (``reload`` reads again). Folders without a usable
    descriptor are skipped with a warning on the ``schnapsen_qt.cards.decks`` logger.
    """
    cards = (root or resources_dir()) / "cards"
    key = cards.resolve()
    if reload or key not in _registry:
        _registry[key] = tuple(_discover(cards))
    return list(_registry[key])


def _discover(cards: Path) -> list[DeckInfo]:
    if not cards.is_dir():
        log.warning("no card decks: %s is not a folder", cards)
        return []
    decks = []
    for folder in sorted(p for p in cards.iterdir() if p.is_dir() and p.name != "backs"):
        try:
            decks.append(load_deck(folder))
        except DeckError as exc:
            log.warning("card deck skipped: %s", exc)
    return decks


def deck_info(key: str, root: Path | None = None) -> DeckInfo | None:
    """The deck called ``key``, or ``None`` if there is no usable deck of that name."""
    for deck in available_decks(root):
        if deck.key == key:
            return deck
    return None

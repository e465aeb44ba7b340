"""Cards as small integers, and hands as bitmasks of them.

The 20 cards of Schnapsen are ``suit * 5 + rank`` with suits C, D, H, S = 0..3 and ranks
A, T, K, Q, J = 0..4; the four Nines of the 24-card pack (Sechsundsechzig) follow as
``20 + suit``. So within a suit a *lower* number is always a *higher* card, a set of cards (a
hand, a trick pile) is an int with bit ``card`` set and fits 24 bits, and the 20-card numbering
is the same with or without Nines (saved games, seeds and the AI's behaviour in Schnapsen do
not depend on the bigger pack existing). Other modules use the tables below (``SUIT_OF``,
``RANK_OF``, ``CARD_OF``, ``MARRIAGE_PAIR``...) and never the numbering itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import Rules

Card = int
CardSet = int

SUITS = "CDHS"
RANKS = "ATKQJ9"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
SUIT_NAMES_SINGULAR = ("club", "diamond", "heart", "spade")
RANK_NAMES = ("Ace", "Ten", "King", "Queen", "Jack", "Nine")

ACE, TEN, KING, QUEEN, JACK, NINE = range(6)
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)

#: Card points by rank index: A 11, T 10, K 4, Q 3, J 2, 9 0 (120 in either pack).
RANK_POINTS = (11, 10, 4, 3, 2, 0)

#: ``CARD_OF[suit][rank]``: the card number (the Nines are 20..23).
CARD_OF: tuple[tuple[Card, ...], ...] = tuple(
    (*(s * 5 + r for r in range(5)), 20 + s) for s in range(4)
)
#: Number of card numbers (both packs).
CARD_COUNT = 24
#: Suit and rank of each card number: ``SUIT_OF[card]`` is as fast as arithmetic in a hot loop
#: and keeps the numbering a private matter of this module.
SUIT_OF: tuple[int, ...] = tuple(c // 5 if c < 20 else c - 20 for c in range(CARD_COUNT))
RANK_OF: tuple[int, ...] = tuple(c % 5 if c < 20 else NINE for c in range(CARD_COUNT))
#: Card points by card number.
POINTS: tuple[int, ...] = tuple(RANK_POINTS[RANK_OF[c]] for c in range(CARD_COUNT))

#: The cards of each pack, in ascending order: 20 (Schnapsen) or 24 (with the Nines).
PACKS: dict[int, tuple[Card, ...]] = {20: tuple(range(20)), 24: tuple(range(24))}
#: The 20-card pack (Schnapsen) and its bitmask.
PACK: tuple[Card, ...] = PACKS[20]
ALL_CARDS: CardSet = (1 << 20) - 1
#: Each pack as a bitmask.
PACK_MASKS: dict[int, CardSet] = {n: (1 << n) - 1 for n in PACKS}
#: The cards of each suit as a bitmask (with its Nine: a 20-card hand never holds one).
SUIT_MASK: tuple[int, ...] = tuple(sum(1 << c for c in CARD_OF[s]) for s in range(4))
#: The cards of each suit from the highest to the lowest (the Nine last).
SUIT_CARDS: tuple[tuple[Card, ...], ...] = CARD_OF
#: The King and the Queen of each suit, and both as a bitmask (the marriage pair).
KING_OF: tuple[Card, ...] = tuple(CARD_OF[s][KING] for s in range(4))
QUEEN_OF: tuple[Card, ...] = tuple(CARD_OF[s][QUEEN] for s in range(4))
MARRIAGE_PAIR: tuple[CardSet, ...] = tuple(1 << KING_OF[s] | 1 << QUEEN_OF[s] for s in range(4))
#: The four Kings as a bitmask (a King's Queen is the next bit up).
KINGS: CardSet = sum(1 << k for k in KING_OF)
#: For each card, the cards of its suit that are higher (would head it in a trick).
HIGHER_IN_SUIT: tuple[CardSet, ...] = tuple(
    SUIT_MASK[SUIT_OF[c]] & ((1 << c) - 1) for c in range(CARD_COUNT)
)


def pack_cards(rules: Rules | None = None) -> tuple[Card, ...]:
    """The cards of the pack the rules play with (20, or 24 with the Nines)."""
    return PACKS[rules.pack if rules is not None else 20]


def pack_mask(rules: Rules | None = None) -> CardSet:
    """The pack of :func:`pack_cards` as a bitmask."""
    return PACK_MASKS[rules.pack if rules is not None else 20]


def make_card(rank: int, suit: int) -> Card:
    return CARD_OF[suit][rank]


def suit_of(card: Card) -> int:
    return SUIT_OF[card]


def rank_of(card: Card) -> int:
    return RANK_OF[card]


def marriage_pair(suit: int) -> CardSet:
    """The King and Queen of ``suit`` as a bitmask."""
    return MARRIAGE_PAIR[suit]


def marriage_partner(card: Card) -> Card:
    """The Queen of a King, the King of a Queen (``card`` must be one of them)."""
    suit = SUIT_OF[card]
    return QUEEN_OF[suit] if card == KING_OF[suit] else KING_OF[suit]


def marriage_points(suit: int, trump: int) -> int:
    """A marriage is worth 40 in trumps, else 20 (RULES.md)."""
    return 40 if suit == trump else 20


#: The exchange card of each trump suit, per pack size.
_EXCHANGE_CARDS: dict[int, tuple[Card, ...]] = {
    20: tuple(CARD_OF[s][JACK] for s in range(4)),
    24: tuple(CARD_OF[s][NINE] for s in range(4)),
}


def exchange_rank(rules: Rules | None = None) -> int:
    """The rank exchanged for the turn-up: Jack, or Nine with the 24-card pack."""
    return NINE if rules is not None and rules.pack == 24 else JACK


def exchange_card(trump: int, rules: Rules | None = None) -> Card:
    """The card that may be exchanged for the turn-up: the trump Jack, or the trump Nine with
    the 24-card pack (RULES.md)."""
    return _EXCHANGE_CARDS[rules.pack if rules is not None else 20][trump]


def card_code(card: Card) -> str:
    """``"TH"`` for the Ten of hearts: rank letter then suit letter (RULES.md)."""
    return RANKS[RANK_OF[card]] + SUITS[SUIT_OF[card]]


def parse_card(code: object) -> Card:
    """The card for a code such as ``"AH"``; ``ValueError`` for anything else."""
    if not isinstance(code, str) or len(code) != 2 or code[0] not in RANKS or code[1] not in SUITS:
        raise ValueError(
            f"{code!r} is not a card (expected rank A/T/K/Q/J/9 then suit C/D/H/S)")
    return CARD_OF[SUITS.index(code[1])][RANKS.index(code[0])]


def card_name(card: Card) -> str:
    """English name for messages: ``"Ten of hearts"``."""
    return f"{RANK_NAMES[RANK_OF[card]]} of {SUIT_NAMES[SUIT_OF[card]]}"


_CARDS_OF: dict[int, tuple[Card, ...]] = {}


def cards_of(cardset: CardSet) -> tuple[Card, ...]:
    """The cards in a bitmask, lowest number first (memoised: hands recur constantly)."""
    cards = _CARDS_OF.get(cardset)
    if cards is None:
        # One step per card held rather than per bit: a 24-card pack has far more distinct
        # hands than a 20-card one, so misses are frequent there.
        found = []
        rest = cardset
        while rest:
            low = rest & -rest
            found.append(low.bit_length() - 1)
            rest ^= low
        cards = tuple(found)
        _CARDS_OF[cardset] = cards
    return cards


def cardset(cards: Iterable[Card]) -> CardSet:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def count(cardset: CardSet) -> int:
    return cardset.bit_count()


_POINTS_OF: dict[int, int] = {}


def points_of(cardset: CardSet) -> int:
    """Sum of card points in a bitmask."""
    total = _POINTS_OF.get(cardset)
    if total is None:
        total = sum(POINTS[c] for c in range(cardset.bit_length()) if cardset >> c & 1)
        _POINTS_OF[cardset] = total
    return total


def beats(lead: Card, follow: Card, trump: int) -> bool:
    """Does the second card of a trick win it? Higher trump, else higher card of the suit led."""
    if SUIT_OF[lead] == SUIT_OF[follow]:
        return follow < lead
    return SUIT_OF[follow] == trump

"""The deal (RULES.md, "Cards and deal"): shuffling, who gets which pack index, the talon.

The GUI animates the deal from :func:`deal_packets`, so the order is written only here.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .cards import PACK, Card

if TYPE_CHECKING:
    from .rules import Rules

#: Cards in the pack.
PACK_SIZE = 20
#: Number of face-down talon cards after the deal (the turn-up lies under them).
STOCK_SIZE = 9
#: Pack index of the turn-up.
TURNUP_INDEX = 6
#: Pack index of the first card drawn from the talon.
FIRST_DRAW_INDEX = 11
#: Seat markers of :func:`deal_packets`: the turn-up is dealt to nobody.
TURNUP = -1


def pack_size(rules: Rules | None = None) -> int:
    """Cards in the pack under ``rules``."""
    return PACK_SIZE


def phase_one_tricks(rules: Rules | None = None) -> int:
    """Tricks played before the talon is exhausted (when nobody closes)."""
    return (STOCK_SIZE + 1) // 2


def deal_packets(dealer: int, rules: Rules | None = None) -> tuple[tuple[int, ...], ...]:
    """Who receives each dealt card, packet by packet, in pack order from index 0: a seat, or
    :data:`TURNUP` for the turn-up. Pack index ``FIRST_DRAW_INDEX`` onwards is the talon."""
    fore = 1 - dealer
    return ((fore,) * 3, (dealer,) * 3, (TURNUP,), (fore,) * 2, (dealer,) * 2)


def deal_order(dealer: int, rules: Rules | None = None) -> tuple[int, ...]:
    """:func:`deal_packets` flattened: the receiver of pack index 0, 1, ..."""
    return tuple(seat for packet in deal_packets(dealer, rules) for seat in packet)


#: (i + 1, its bit length) for the Fisher-Yates steps of :func:`shuffled_pack`.
_SHUFFLE_STEPS = tuple((i + 1, (i + 1).bit_length()) for i in range(PACK_SIZE - 1, 0, -1))


def shuffled_pack(rng: random.Random) -> list[Card]:
    """The cards in random order: exactly ``rng.shuffle(list(PACK))`` (the same
    Fisher-Yates steps and the same draws of ``getrandbits``), without its per-card method
    calls; self-play deals tens of thousands of packs a second."""
    deck = list(PACK)
    getrandbits = rng.getrandbits
    i = PACK_SIZE - 1
    for n, k in _SHUFFLE_STEPS:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
        i -= 1
    return deck

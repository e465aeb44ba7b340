"""The deal (RULES.md, "Cards and deal" and "pack: 24"): shuffling, who gets which pack index,
the talon.

Everything that depends on the size of the pack is one :class:`Layout`; the GUI animates the
deal from :func:`deal_packets`, so the order is written only here.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, NamedTuple

from .cards import PACKS, Card

if TYPE_CHECKING:
    from .rules import Rules

#: Seat marker of :func:`deal_packets`: the turn-up is dealt to nobody.
TURNUP = -1


class Layout(NamedTuple):
    """The deal of one pack size."""

    #: The cards of the pack, ascending.
    cards: tuple[Card, ...]
    #: Cards in each hand after the deal (and in phase one before each lead).
    hand_size: int
    #: Face-down talon cards after the deal (the turn-up lies under them).
    stock_size: int
    #: Pack index of the turn-up, and of the first card drawn from the talon.
    turnup_index: int
    first_draw_index: int
    #: Packet sizes in dealing order (forehand, dealer, turn-up, forehand, dealer).
    packets: tuple[int, ...]

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def phase_one_tricks(self) -> int:
        """Tricks before the talon is exhausted (when nobody closes)."""
        return (self.stock_size + 1) // 2


LAYOUTS: dict[int, Layout] = {
    20: Layout(PACKS[20], 5, 9, 6, 11, (3, 3, 1, 2, 2)),
    24: Layout(PACKS[24], 6, 11, 6, 13, (3, 3, 1, 3, 3)),
}

#: The Schnapsen (20-card) figures, for code that only knows that pack.
PACK = PACKS[20]
PACK_SIZE = 20
STOCK_SIZE = LAYOUTS[20].stock_size
TURNUP_INDEX = LAYOUTS[20].turnup_index
FIRST_DRAW_INDEX = LAYOUTS[20].first_draw_index


def layout(rules: Rules | None = None) -> Layout:
    """The deal for the pack of ``rules`` (20 cards when None)."""
    return LAYOUTS[rules.pack if rules is not None else 20]


def pack_size(rules: Rules | None = None) -> int:
    """Cards in the pack under ``rules``."""
    return layout(rules).size


def hand_size(rules: Rules | None = None) -> int:
    """Cards in each hand after the deal."""
    return layout(rules).hand_size


def stock_size(rules: Rules | None = None) -> int:
    """Face-down talon cards after the deal."""
    return layout(rules).stock_size


def phase_one_tricks(rules: Rules | None = None) -> int:
    """Tricks played before the talon is exhausted (when nobody closes)."""
    return layout(rules).phase_one_tricks


def deal_packets(dealer: int, rules: Rules | None = None) -> tuple[tuple[int, ...], ...]:
    """Who receives each dealt card, packet by packet, in pack order from index 0: a seat, or
    :data:`TURNUP` for the turn-up. The pack's remaining cards are the talon, drawn in order."""
    fore = 1 - dealer
    sizes = layout(rules).packets
    owners = (fore, dealer, TURNUP, fore, dealer)
    return tuple((owner,) * n for owner, n in zip(owners, sizes, strict=True))


def deal_order(dealer: int, rules: Rules | None = None) -> tuple[int, ...]:
    """:func:`deal_packets` flattened: the receiver of pack index 0, 1, ..."""
    return tuple(seat for packet in deal_packets(dealer, rules) for seat in packet)


#: (i + 1, its bit length) for the Fisher-Yates steps of :func:`shuffled_pack`, per pack size.
_SHUFFLE_STEPS = {
    n: tuple((i + 1, (i + 1).bit_length()) for i in range(n - 1, 0, -1)) for n in LAYOUTS
}


def shuffled_pack(rng: random.Random, rules: Rules | None = None) -> list[Card]:
    """The pack of ``rules`` in random order: exactly ``rng.shuffle(list(cards))`` (the same
    Fisher-Yates steps and the same draws of ``getrandbits``), without its per-card method
    calls; self-play deals tens of thousands of packs a second."""
    cards = layout(rules).cards
    deck = list(cards)
    getrandbits = rng.getrandbits
    i = len(deck) - 1
    for n, k in _SHUFFLE_STEPS[len(deck)]:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
        i -= 1
    return deck

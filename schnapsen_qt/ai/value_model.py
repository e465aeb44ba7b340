"""A learned value of a phase-one position: what the hand is worth to the player to move.

The model reads the *full* state of a hand (every card's place, as in one sampled deal of the
search) from the point of view of the player to move, and predicts the distribution of the
hand's result for that player, {-3, -2, -1, +1, +2, +3} game points, under realistic play:
it is trained on the results of Expert playing both seats, an imperfect-information player
(:mod:`.train_value`). The search (:mod:`.search`, ``evaluation="value"``) uses it in place of
rule-policy playouts, so a phase-one action is valued as if both sides went on playing like
Expert, consistently with the exact value of closing.

Features (:func:`features`): for each card one of seven places (the mover's hand, the
opponent's hand, the face-down talon *as a set*, the turn-up, won by the mover, won by the
opponent, led on the table), which cards each side has shown, whether a marriage was just
melded (trump or not), who has a trick, who leads, who holds the trump marriage, and scalars
(trick points and meld points of both, talon size; for both hands the plain marriages, the
trumps and the card points held: sums a single layer finds hard to learn from little data).
The suits are renamed so that trump is always suit 0: one model
serves every trump. The talon's order never enters the features (the search's sampled deals
guess it; real play does not know it).

Inference is pure Python (NumPy is not a dependency of the game): the first layer is the sum
of the weight rows of the active binary features plus the scalars times their rows, then ReLU,
then a small softmax layer; a direct linear part from the inputs to the six outputs rides
along in the same rows (the network only has to learn what a linear model misses).
Weights come from the generated module :mod:`.model.value_weights`.

Only the rules the model was trained for are supported (:func:`supports`): the 20-card pack,
going out by claiming, the last trick winning when the cards run out, no close before the
draw and no exchange at a close. The soft, sharp and tournament presets qualify (the model
was trained on soft; sharp's restrictions change little of a position's worth); house and
Sechsundsechzig do not, and the search falls back to its playouts there.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from itertools import repeat
from operator import mul
from typing import NamedTuple

from ..engine.cards import CARD_OF, MARRIAGE_PAIR, POINTS, RANK_OF, SUIT_MASK, SUIT_OF, cards_of
from ..engine.hand import Hand
from ..engine.rules import SOFT, Rules

#: The results a hand can have for the player to move, in the order of the model's outputs.
RESULTS: tuple[int, ...] = (-3, -2, -1, 1, 2, 3)

# Places of a card (index * 20 + canonical card = binary feature).
MINE, THEIRS, TALON, TURNUP, WON_MINE, WON_THEIRS, TABLE = range(7)
_PLACES = 7
SHOWN_MINE = _PLACES * 20          # cards of the mover the opponent has seen
SHOWN_THEIRS = SHOWN_MINE + 20      # cards of the opponent the mover has seen
MELD_TRUMP = SHOWN_THEIRS + 20      # a marriage was just melded: in trump ...
MELD_OTHER = MELD_TRUMP + 1         # ... or in another suit
TRICK_MINE = MELD_OTHER + 1         # the mover has won a trick
TRICK_THEIRS = TRICK_MINE + 1       # the opponent has won a trick
LEADING = TRICK_THEIRS + 1          # the mover leads (no card on the table)
TRUMP_PAIR_MINE = LEADING + 1       # the mover holds the trump marriage
TRUMP_PAIR_THEIRS = TRUMP_PAIR_MINE + 1
#: Number of binary features.
N_BINARY = TRUMP_PAIR_THEIRS + 1
#: Scalars: trick points and meld points of the mover and the opponent (/66), talon size
#: (/10), and for the mover and the opponent: plain marriages held (/2), trumps held (/5),
#: card points in hand (/66).
N_SCALAR = 11


class Position(NamedTuple):
    """The full state of a phase-one hand from the view of the player to move (raw, before
    the suit renaming): card sets are bitmasks; ``talon`` is the face-down cards as a set."""

    mine: int
    theirs: int
    talon: int
    turnup: int
    won_mine: int
    won_theirs: int
    lead: int
    shown_mine: int
    shown_theirs: int
    points_mine: int
    points_theirs: int
    meld_mine: int
    meld_theirs: int
    tricks_mine: int
    tricks_theirs: int
    meld_suit: int
    trump: int


def position(hand: Hand) -> Position:
    """The state of ``hand`` (talon open, not over) seen by the player to move."""
    p = hand.to_move
    o = 1 - p
    talon = 0
    for c in hand.stock[hand.stock_pos:]:
        talon |= 1 << c
    return Position(
        hand.hands[p], hand.hands[o], talon, hand.turnup, hand.won[p], hand.won[o], hand.lead,
        hand.shown[p], hand.shown[o], hand.trick_points[p], hand.trick_points[o],
        hand.meld_points[p], hand.meld_points[o], hand.tricks[p], hand.tricks[o],
        hand.meld_suit, hand.trump)


@cache
def _renaming(trump: int) -> tuple[int, ...]:
    """Card -> canonical card (suit order: trump first, then the others in their order)."""
    order = [trump] + [s for s in range(4) if s != trump]
    new_suit = {s: i for i, s in enumerate(order)}
    return tuple(CARD_OF[new_suit[SUIT_OF[c]]][RANK_OF[c]] for c in range(20))


def _bits(mask: int, base: int, rename: Sequence[int], out: list[int]) -> None:
    while mask:
        low = mask & -mask
        out.append(base + rename[low.bit_length() - 1])
        mask ^= low


def features(pos: Position) -> tuple[list[int], list[float]]:
    """(indices of the active binary features, the scalars) of a position."""
    rename = _renaming(pos.trump)
    active: list[int] = []
    _bits(pos.mine, MINE * 20, rename, active)
    _bits(pos.theirs, THEIRS * 20, rename, active)
    _bits(pos.talon, TALON * 20, rename, active)
    if pos.turnup >= 0:
        active.append(TURNUP * 20 + rename[pos.turnup])
    _bits(pos.won_mine, WON_MINE * 20, rename, active)
    _bits(pos.won_theirs, WON_THEIRS * 20, rename, active)
    if pos.lead >= 0:
        active.append(TABLE * 20 + rename[pos.lead])
    else:
        active.append(LEADING)
    _bits(pos.shown_mine, SHOWN_MINE, rename, active)
    _bits(pos.shown_theirs, SHOWN_THEIRS, rename, active)
    if pos.meld_suit >= 0:
        active.append(MELD_TRUMP if pos.meld_suit == pos.trump else MELD_OTHER)
    if pos.tricks_mine:
        active.append(TRICK_MINE)
    if pos.tricks_theirs:
        active.append(TRICK_THEIRS)
    talon_size = pos.talon.bit_count() + (1 if pos.turnup >= 0 else 0)
    scalars = [pos.points_mine / 66, pos.points_theirs / 66, pos.meld_mine / 66,
               pos.meld_theirs / 66, talon_size / 10]
    for cards, pair_feature in ((pos.mine, TRUMP_PAIR_MINE), (pos.theirs, TRUMP_PAIR_THEIRS)):
        plain = 0
        for s in range(4):
            if cards & MARRIAGE_PAIR[s] == MARRIAGE_PAIR[s]:
                if s == pos.trump:
                    active.append(pair_feature)
                else:
                    plain += 1
        points = 0
        for c in cards_of(cards):
            points += POINTS[c]
        scalars += [plain / 2, (cards & SUIT_MASK[pos.trump]).bit_count() / 5, points / 66]
    return active, scalars


def game_facts(rules: Rules) -> tuple[object, ...]:
    """The rule facts that change what a position is worth under strong play: the pack, how
    a hand ends and is counted, what closing allows. Rules that agree on these are one game
    to a learned evaluation (here and in :mod:`.balanced_playouts`); the others (meld and
    exchange conditions, what the tricks show) change little of a position's worth."""
    return (rules.pack, rules.going_out, rules.end_of_cards, rules.last_trick_bonus,
            rules.close_before_draw, rules.exchange_at_close)


def supports(rules: Rules) -> bool:
    """Were positions under ``rules`` like the ones the model learned from (soft's
    :func:`game_facts`)? (See the module docstring.)"""
    return game_facts(rules) == game_facts(SOFT)


class ValueModel:
    """One hidden layer of ReLU units beside a linear part, into a softmax over
    :data:`RESULTS`.

    ``w1`` has one row per binary feature followed by one per scalar; a row holds a weight
    per hidden unit and then the input's direct weight on each result. ``b1`` is the hidden
    units' bias; ``w2`` has one row (a weight per hidden unit) per result, ``b2`` a bias per
    result."""

    def __init__(self, w1: Sequence[Sequence[float]], b1: Sequence[float],
                 w2: Sequence[Sequence[float]], b2: Sequence[float]) -> None:
        k = len(RESULTS)
        if (len(w1) != N_BINARY + N_SCALAR or len(w2) != k or len(b2) != k
                or any(len(r) != len(b1) + k for r in w1)
                or any(len(r) != len(b1) for r in w2)):
            raise ValueError("the weights do not fit the value model's features")
        self.hidden = len(b1)
        self.rows = tuple(tuple(r) for r in w1)
        self.b1 = (*b1, *([0.0] * k))
        self.w2 = tuple(tuple(r) for r in w2)
        self.b2 = tuple(b2)

    def distribution(self, pos: Position) -> list[float]:
        """Probabilities of :data:`RESULTS` for the player to move."""
        active, scalars = features(pos)
        rows = self.rows
        cols: list[Sequence[float]] = [rows[i] for i in active]
        cols.append(self.b1)
        for k, s in enumerate(scalars):
            if s:
                cols.append(list(map(mul, rows[N_BINARY + k], repeat(s))))
        pre = list(map(sum, zip(*cols, strict=True)))
        n = self.hidden
        hidden = [x if x > 0.0 else 0.0 for x in pre[:n]]
        logits = [b + d + sum(map(mul, row, hidden))
                  for row, b, d in zip(self.w2, self.b2, pre[n:], strict=True)]
        top = max(logits)
        exps = [math.exp(z - top) for z in logits]
        total = sum(exps)
        return [e / total for e in exps]

    def expected(self, pos: Position, util: dict[int, float], sign: int = 1
                 ) -> tuple[float, float, float]:
        """(expected utility, expected game points, win probability) of the position for
        the player to move (``sign`` = 1) or for the other player (``sign`` = -1); ``util``
        maps a result in game points to its utility for that player."""
        eu = gp = win = 0.0
        for p, r in zip(self.distribution(pos), RESULTS, strict=True):
            r *= sign
            eu += p * util[r]
            gp += p * r
            if r > 0:
                win += p
        return eu, gp, win


@cache
def default_model() -> ValueModel:
    """The shipped model (:mod:`.model.value_weights`)."""
    from .model import value_weights

    return ValueModel(value_weights.W1, value_weights.B1, value_weights.W2, value_weights.B2)

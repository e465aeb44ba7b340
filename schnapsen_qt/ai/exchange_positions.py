"""Trainer positions about the exchange (issue 42): a generator aimed at exchange decisions.

The general generator (:func:`.positions.selfplay_positions`) looks at every decision of the
rule-of-thumb player's self-play, and an exchange decision comes up there about once a hand
(the rule of thumb exchanges at its first chance, so the chance never comes back). This one
looks *only* at decisions where exchanging is legal and makes more of them, from three
sources, each a real decision of a hand that a player could reach:

- ``first``: the natural self-play hand at a lead where the holder of the trump Jack (Nine
  with 24 cards) may exchange it (the rule of thumb exchanges at the first such lead, unless
  it claims or melds first);
- ``later``: the same hand played on from there with the holder not exchanging (a player who
  waits), asked again at each later lead where the exchange is still legal;
- ``close``: under ``exchange_at_close`` (Sechsundsechzig), at every decision of the natural
  hand where the player to move may close and the opponent holds the card exchanged: the hand
  with that close played, where the opponent must exchange or pass.

Every candidate goes through :func:`.positions.position_at`, the same certainty rules as the
whole built-in set (margin at least 0.5 game points over the natural answer and more than
four standard errors where sampled). :class:`ExchangeSearch` counts the candidates examined
and the positions found per source, so that a search which finds few says how rare they are.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..engine.actions import CLOSE, CLOSE_BEFORE_DRAW, EXCHANGE, PASS, Action
from ..engine.hand import Hand
from ..engine.rules import Rules
from .basic import rule_action
from .positions import (
    LATE_ONLY,
    MIN_MARGIN,
    SCREEN_DEALS,
    SCREEN_MARGIN,
    Position,
    natural_action,
    position_at,
    solve_view,
)

#: The sources of candidate decisions, in the order they are met in a hand.
SOURCES = ("first", "later", "close")
#: A position's id is ``<rules>-<seed>-<number>``; here the number is this plus the
#: candidate's count in its hand (the general generator numbers a hand's decisions from 0).
FIRST_NUMBER = 1000


@dataclass
class ExchangeSearch:
    """What a search examined and found, per source (the measured rate)."""

    hands: int = 0
    examined: Counter[str] = field(default_factory=Counter)
    found: Counter[str] = field(default_factory=Counter)
    #: How far the first look (:data:`.positions.SCREEN_DEALS` deals) put the best action
    #: ahead of the natural one, counted in the bands of :data:`NEAR_BANDS`; and the most.
    first_look: Counter[str] = field(default_factory=Counter)
    largest_first_look: float = 0.0

    def note_first_look(self, margin: float) -> None:
        self.first_look[_band(margin)] += 1
        self.largest_first_look = max(self.largest_first_look, margin)

    def to_json(self) -> dict[str, object]:
        return {"hands": self.hands, "examined": sum(self.examined.values()),
                "found": sum(self.found.values()),
                "examined_by_source": {s: self.examined[s] for s in SOURCES},
                "found_by_source": {s: self.found[s] for s in SOURCES},
                "first_look_margin": {band: self.first_look[band] for band, _ in NEAR_BANDS},
                "largest_first_look_margin": round(self.largest_first_look, 4)}


#: Bands of the first look's margin (best over natural, game points): name, lower bound.
NEAR_BANDS = (("none", float("-inf")), ("under_0.1", 1e-9), ("0.1_to_0.35", 0.1),
              ("0.35_to_0.5", SCREEN_MARGIN), ("0.5_or_more", MIN_MARGIN))


def _band(margin: float) -> str:
    return [name for name, low in NEAR_BANDS if margin >= low][-1]


def _natural(hand: Hand, without: tuple[Action, ...] = ()) -> Action:
    """The rule of thumb's choice for the player to move (optionally never one of
    ``without``, when another action is legal)."""
    seat = hand.to_move
    view = hand.view(seat)
    legal = tuple(a for a in view.legal if a not in without) or view.legal
    return rule_action(view, seat, view.hand, legal)


def _too_early(hand: Hand, late: int | None) -> bool:
    """Sechsundsechzig's positions come from late decisions only (:data:`.positions.LATE_ONLY`)."""
    return late is not None and not hand.phase_two and hand.stock_left > late


def _later_line(hand: Hand, seat: int, late: int | None) -> Iterator[tuple[int, Hand]]:
    """The hand played on from a decision where ``seat`` may exchange, ``seat`` never
    exchanging; each later decision where it still may (index in the line, the hand)."""
    line = hand.copy()
    index = 0
    while line.outcome is None:
        mover = line.to_move
        if index and mover == seat and EXCHANGE in line.legal_actions() \
                and not _too_early(line, late):
            yield index, line.copy()
        without = (EXCHANGE,) if mover == seat else ()
        line.push(_natural(line, without), mover)
        index += 1


def _close_branches(hand: Hand, natural: Action) -> Iterator[Hand]:
    """Under ``exchange_at_close``: the hand with the player to move closing now (each way of
    closing the rule of thumb does not choose itself: its own close is met on the natural
    line), when the opponent then holds the card exchanged and must exchange or pass."""
    if not hand.rules.exchange_at_close:
        return
    legal = hand.legal_actions()
    for close in (CLOSE, CLOSE_BEFORE_DRAW):
        if close not in legal or close == natural:
            continue
        branch = hand.copy()
        branch.push(close, branch.to_move)
        if PASS in branch.legal_actions():
            yield branch


def exchange_candidates(rules: Rules, seed: int) -> Iterator[tuple[str, int, Hand]]:
    """The candidate exchange decisions of the natural self-play hand dealt by ``seed`` (the
    same deal as :func:`.positions.selfplay_positions`): (source, index of the decision in its
    line of play, hand at the decision)."""
    rng = random.Random(f"trainer-deal|{seed}")
    hand = Hand.shuffled(rules, dealer=rng.randrange(2), rng=rng)
    late = LATE_ONLY.get(str(rules.preset_name()))
    waited: set[int] = set()
    index = 0
    while hand.outcome is None:
        seat = hand.to_move
        legal = hand.legal_actions()
        natural = _natural(hand)
        if PASS in legal:
            yield "close", index, hand.copy()
        elif not _too_early(hand, late):
            for branch in _close_branches(hand, natural):
                yield "close", index, branch
        if EXCHANGE in legal and PASS not in legal:
            if not _too_early(hand, late):
                yield "first", index, hand.copy()
            if seat not in waited:
                # (Also when the first chance is too early for this rule set's solver: the
                # waiting line may reach a late one.)
                waited.add(seat)
                for later, line in _later_line(hand, seat, late):
                    yield "later", index + later, line
        hand.push(natural, seat)
        index += 1


def exchange_positions(rules: Rules, seed: int, search: ExchangeSearch,
                       should_stop: Callable[[], bool] = lambda: False) -> Iterator[Position]:
    """The positions among one hand's candidate exchange decisions (counted in ``search``).
    Only positions of the exchange theme are kept (a candidate whose best answer differs from
    the natural one in another way, say a card, belongs to the general generator)."""
    search.hands += 1
    for count, (source, _index, hand) in enumerate(exchange_candidates(rules, seed)):
        if should_stop():
            return
        if len(hand.legal_actions()) < 2:
            continue
        search.examined[source] += 1
        # The first look of :func:`.positions.position_at` (the same deals), kept for the
        # measured rate: how near the candidates that fail come.
        view = hand.view(hand.to_move)
        first = solve_view(view, SCREEN_DEALS, f"screen|{seed}")
        margin = first.margin(first.best, natural_action(view))
        search.note_first_look(margin)
        if margin < SCREEN_MARGIN:
            continue
        pos = position_at(hand, seed, FIRST_NUMBER + count)
        if pos is not None and pos.theme == "exchange":
            search.found[source] += 1
            yield pos


__all__ = ["SOURCES", "ExchangeSearch", "exchange_candidates", "exchange_positions"]

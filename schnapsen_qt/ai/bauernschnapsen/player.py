"""A Bauernschnapsen computer player: one seat, deciding from that seat's view only.

:class:`BauernPlayer` receives a :class:`~schnapsen_qt.engine.bauernschnapsen.SeatView` (never the
deal) and the table's rules, which every player knows. Its random choices are seeded by its seed
and the view alone, so the same view and seed give the same decision whatever the hidden cards
are (tests/ai/test_bauern_players.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...engine.bauernschnapsen import BAction, BauernRules
from ...engine.bauernschnapsen import actions as A
from ...engine.bauernschnapsen.deal import PH_AUCTION, PH_KONTRA, PH_PLAY, PH_TRUMP
from ...engine.bauernschnapsen.view import SeatView
from .deals import sample_deal
from .levels import RANDOM, REGISTRY, BauernLevel
from .rules_of_thumb import rule_action, trump_call
from .search import Budget, SearchCancelled, evaluate

#: Actions that raise the stakes: taken only when they beat passing by the level's margin.
RAISES = (A.BID, A.KONTRA, A.RETOUR, A.REKONTRA)


class Cancelled(Exception):
    """The decision was stopped by ``should_stop`` (new game, quit)."""


def candidates(view: SeatView) -> list[BAction]:
    """The legal actions worth comparing: turning up either unseen card is the same choice."""
    out = [a for a in view.legal if not (a.kind == A.AUFSCHLAGEN and a.slot != 0)]
    return out


class BauernPlayer:
    """Decides for one seat of a Bauernschnapsen table at one level."""

    def __init__(self, level: str, seed: int = 0, rules: BauernRules | None = None,
                 *, samples: int | None = None) -> None:
        if level not in REGISTRY:
            raise ValueError(f"unknown Bauernschnapsen level {level!r} "
                             f"(expected one of {', '.join(REGISTRY)})")
        self.level = level
        self.spec: BauernLevel = REGISTRY[level]
        self.seed = seed
        self.rules = rules or BauernRules()
        budget = self.spec.budget
        if budget is not None and samples is not None:
            budget = Budget(samples, budget.noise, budget.exact_cards, budget.bid_margin)
        self.budget = budget
        #: The mean values of the last search decision (for hints and tests).
        self.last_values: dict[BAction, float] = {}

    def _rng(self, view: SeatView) -> random.Random:
        # The seed and the view only: same view, same seed, same decision.
        return random.Random(f"bauern|{self.level}|{self.seed}|{view!r}")

    def choose(self, view: SeatView, should_stop: Callable[[], bool] = lambda: False) -> BAction:
        """The action for ``view``, whose seat must be on turn; :class:`Cancelled` as soon as
        ``should_stop()`` is true."""
        if should_stop():
            raise Cancelled
        if view.to_move != view.seat or not view.legal:
            raise ValueError("it is not this seat's turn")
        self.last_values = {}
        options = candidates(view)
        if len(options) == 1:
            return options[0]
        rng = self._rng(view)
        if self.budget is None:
            return self._rule(view, options, rng)
        try:
            values = evaluate(view, self.rules, options, self.budget, rng, should_stop)
        except SearchCancelled:
            raise Cancelled from None
        self.last_values = values
        margin = self.budget.bid_margin
        judged = {a: v - (margin if a.kind in RAISES else 0.0) for a, v in values.items()}
        best = max(judged.values())
        ties = [a for a in options if judged[a] >= best - 1e-9]
        if len(ties) > 1:  # equal on every deal tried (a lost cause, a sure win): by the rules
            preferred = rule_action(sample_deal(view, self.rules, rng), view.seat)
            if preferred in ties:
                return preferred
        return ties[0]

    def _rule(self, view: SeatView, options: list[BAction], rng: random.Random) -> BAction:
        deal = sample_deal(view, self.rules, rng)  # the rules read only this seat's cards
        if self.spec.rule != RANDOM:
            return rule_action(deal, view.seat)
        if view.phase == PH_TRUMP:
            return trump_call(deal, view.seat)
        if view.phase in (PH_AUCTION, PH_KONTRA):
            return BAction(A.PASS)
        if view.phase == PH_PLAY:
            return rng.choice(options)
        return rule_action(deal, view.seat)


def create_bauern_player(level: str, seed: int = 0, rules: BauernRules | None = None,
                         *, samples: int | None = None) -> BauernPlayer:
    return BauernPlayer(level, seed, rules, samples=samples)

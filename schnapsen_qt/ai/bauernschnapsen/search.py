"""Determinized search for Bauernschnapsen: every decision (trump call, bid, Kontra, card) is
judged by playing the hand out on deals sampled from the seat's view.

For each sampled deal (:func:`.deals.sample_deal`) each candidate action is applied and the hand
played to its end by four rule-of-thumb players (:mod:`.rules_of_thumb`), each knowing only its
own cards; the candidate's value is the mean of the game points its team wins (negative when it
loses them), Kontra multipliers included. So a bid is valued by how the contract does on the
possible deals against the plain game or the contract standing, a Kontra by the doubled stakes,
a card in a Bettler by how often the declarer escapes every trick. All candidates share each
sampled deal and its random playout choices (common random numbers), so their differences are not
sampling noise of the deals.

Near the end of the play, with at most ``exact_cards`` cards left in the hands, a level may value
its cards by an exact search of each sampled deal (both teams playing perfectly) instead.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ...engine.bauernschnapsen import BAction, BauernDeal, BauernRules
from ...engine.bauernschnapsen.deal import PH_PLAY
from ...engine.bauernschnapsen.seats import FOUR
from ...engine.bauernschnapsen.view import SeatView
from .deals import sample_deal
from .rules_of_thumb import rule_action


class SearchCancelled(Exception):
    """``should_stop`` asked the search to stop."""


@dataclass(frozen=True)
class Budget:
    """How hard a level thinks: deals sampled per decision, the share of random (legal) choices
    in the playouts (0: rules of thumb only), and the hand size left at which the cards are
    searched exactly in each deal (0: never)."""

    samples: int
    noise: float = 0.0
    exact_cards: int = 0
    #: Game points a bid or a doubling must gain over passing: with few deals the best-looking
    #: of a dozen bids looks better than it is (the winner's curse), and a bid lost hurts.
    bid_margin: float = 1.0


def team_value(deal: BauernDeal, team: int) -> float:
    """Game points the finished hand gives ``team``: positive won, negative lost."""
    out = deal.outcome
    assert out is not None
    return float(out.game_points if out.winning_team == team else -out.game_points)


def playout(deal: BauernDeal, rng: random.Random, noise: float) -> None:
    """Play ``deal`` to its end by the rules of thumb (a random legal action with probability
    ``noise``)."""
    while deal.outcome is None:
        seat = deal.to_move
        if noise and rng.random() < noise:
            action = rng.choice(deal.legal_actions())
        else:
            action = rule_action(deal, seat)
        deal.apply(seat, action)


def cards_left(deal: BauernDeal) -> int:
    return sum(deal.hands[s].bit_count() for s in deal.active_seats())


def solve(deal: BauernDeal, team: int, alpha: float = -1e9, beta: float = 1e9) -> float:
    """The exact value for ``team`` of a play-phase deal with every card known (alpha-beta
    over both teams' cards)."""
    if deal.outcome is not None:
        return team_value(deal, team)
    seat = deal.to_move
    maximize = deal.team_of(seat) == team
    best = -1e9 if maximize else 1e9
    for action in deal.legal_actions():
        child = deal.copy()
        child.apply(seat, action)
        value = solve(child, team, alpha, beta)
        if maximize:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


def evaluate(view: SeatView, rules: BauernRules, candidates: list[BAction], budget: Budget,
             rng: random.Random,
             should_stop: Callable[[], bool] = lambda: False) -> dict[BAction, float]:
    """Mean game points for the seat's team of each candidate over ``budget.samples`` deals
    consistent with ``view``."""
    values = sample_values(view, rules, candidates, budget, rng, should_stop)
    return {a: sum(vs) / budget.samples for a, vs in values.items()}


def sample_values(view: SeatView, rules: BauernRules, candidates: list[BAction],
                  budget: Budget, rng: random.Random,
                  should_stop: Callable[[], bool] = lambda: False) -> dict[BAction, list[float]]:
    """Game points for the seat's team of each candidate on each of ``budget.samples`` deals
    consistent with ``view``, in the order of the deals (the hand review pairs them to know
    how sure a difference is)."""
    team = FOUR.team_of(view.seat)
    values: dict[BAction, list[float]] = {a: [] for a in candidates}
    exact = (budget.exact_cards and view.phase == PH_PLAY
             and sum(view.hand_sizes[s] for s in range(4) if s != view.sitting_out)
             <= budget.exact_cards)
    for _ in range(budget.samples):
        if should_stop():
            raise SearchCancelled
        deal = sample_deal(view, rules, rng)
        playout_seed = rng.random()
        for action in candidates:
            child = deal.copy()
            child.apply(view.seat, action)
            if exact:
                values[action].append(solve(child, team))
            else:
                playout(child, random.Random(playout_seed), budget.noise)
                values[action].append(team_value(child, team))
    return values

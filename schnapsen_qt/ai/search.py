"""Expert and Master: determinized search (Perfect Information Monte Carlo) over the deals
consistent with the player's view.

For each of K sampled deals (the unseen cards placed uniformly at random between the opponent's
hand and the talon, respecting what the opponent's phase-two plays revealed: a suit not
followed, a trick not headed) every candidate action is valued:

- in phase two (talon closed or exhausted) exactly, by the alpha-beta solver of
  :mod:`.solver`; once the talon is exhausted every card is known and one deal is exact;
- closing the talon (after drawing or, in Sechsundsechzig, before), also exactly: the solver
  plays out the closed hand, the opponent's exchange or pass at the close included;
- any other phase-one action by a playout: both seats play the Intermediate rules until the
  talon is closed or exhausted, then the solver finishes the hand (with ``playout_policy``,
  the trial levels ``*-playout``, the cards by the learned policy of :mod:`.playout_policy`;
  with ``balanced_playouts``, the trial levels ``*-balanced``, under the house rules and
  Sechsundsechzig twice per deal with cards drawn by :mod:`.balanced_playouts`);
- with ``exact_last_trick`` (Master), the lead or follow to the last trick before the talon
  runs out over every deal instead of a sample, exactly (:mod:`.last_trick`);
- with ``late_search`` (the trial level ``master-late``), a way to play on that leaves at
  most that many talon cards by a search of the deal with every card known, closes
  included, through this trick and the next (:mod:`.deal_search`) instead of a playout;
  with ``late_close_search`` (Master) the same, at most :data:`.deal_search.LATE_TALON`
  cards, only under the rules that forbid closing at the talon's last lead (sharp,
  tournament), where the last close comes with four talon cards left.

With ``exact_deals`` (trial levels) every candidate is valued instead by the compiled core's
exact value of each sampled deal (plain PIMC, ``master-pimc``); with ``exact_play_on`` too
(``master-exact``) those values rank only the ways to play on, and a close is judged as
Master judges it (below).

Once the talon is closed or exhausted (and with ``exact_last_trick`` at that last trick),
moves of equal value in every deal are told apart by how they fare against an opponent
playing by rules of thumb (:mod:`.tiebreak`): people make mistakes.

Master (``evaluation="hybrid"``) closes by another yardstick: a playout plays on against the
rule policy, a weak opponent, and so flatters playing on next to the solver's close, where
both sides play perfectly. Master lets the playouts pick the best way to play on and closes
when closing beats the learned value model's estimate of that way (:mod:`.value_model`,
learned from Expert's self-play): close and play-on are then both valued under strong play.

The action with the best average *utility* wins: the hand result in game points, turned into a
change of the expected Bummerl result when the match score is known (:mod:`.utility`). Claiming
(at 66, always), exchanging the trump Jack and, while the talon is open, melding are taken
without search (in phase two the solver weighs a meld against the leads); the
exchange or pass at a close (``exchange_at_close``) is searched: the turn-up is the better
trump, but a Ten turned up and lost to the closer's Ace can be the points it needed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.actions import CLAIM, CLOSE, CLOSE_BEFORE_DRAW, EXCHANGE, MELD, PASS, Action
from ..engine.hand import Hand
from ..engine.rules import Rules
from ..engine.scoring import GOAL
from ..engine.view import PlayerView
from . import core
from .balanced_playouts import balanced_policy
from .basic import winning_meld
from .deal_search import LATE_TALON, late_value
from .deal_search import applies as late_search_applies
from .deals import opponent_forbidden, opponent_required, sample_deal
from .inference import Temper, opponent_has_evidence, weighted_deals
from .last_trick import LastTrick, NotExact
from .last_trick import applies as last_trick_applies
from .playout import nested_playout, playout
from .playout_policy import PlayoutPolicy, default_policy
from .playout_policy import supports as playout_policy_supports
from .pv_close import close_values
from .solver import SolverCancelled, Solvers, outcome_value, solve_for
from .tiebreak import break_tie
from .utility import GP_FREQ, Frequencies, measured_frequencies, utility_table
from .value_model import ValueModel, default_model, position, supports


class SearchCancelled(Exception):
    pass


#: The ways to value a phase-one action in a sampled deal (:class:`Searcher`).
EVALUATIONS = ("playout", "value", "hybrid")


#: Deals (the first drawn) over which moves of equal value in phase two are told apart
#: (:mod:`.tiebreak`).
TIE_BREAK_DEALS = 20


#: One deal's valuation of an action: (utility, game points, won, lost); with the value
#: model the last three are expectations, else the hand's result.
Entry = tuple[float, float, float, float]


def result_entry(v: int, util: dict[int, float]) -> Entry:
    """The entry of a hand result ``v`` (signed game points, 0 a drawn hand)."""
    return util[v], v, float(v > 0), float(v < 0)


def expected_entry(utility: float, game_points: float, win: float) -> Entry:
    """The entry of the value model's expectation (no drawn hands where it applies)."""
    return utility, game_points, win, 1.0 - win


@dataclass
class ActionStats:
    n: int = 0
    utility: float = 0.0
    game_points: float = 0.0
    #: Deals won (with the value model: the sum of the predicted win probabilities).
    wins: float = 0
    #: Deals lost (the rest of those not won are drawn hands, ``end_of_cards: count``).
    losses: float = 0

    def add(self, entry: Entry) -> None:
        """Count one deal's valuation of the action."""
        utility, game_points, wins, losses = entry
        self.n += 1
        self.utility += utility
        self.game_points += game_points
        self.wins += wins
        self.losses += losses

    @property
    def mean(self) -> float:
        return self.utility / self.n if self.n else -1e9

    @property
    def win_rate(self) -> float:
        return self.wins / self.n if self.n else 0.0

    @property
    def mean_gp(self) -> float:
        return self.game_points / self.n if self.n else 0.0


@dataclass
class Decision:
    action: Action
    #: Why: "only", "claim", "exchange", "meld", "search".
    kind: str
    stats: dict[Action, ActionStats] = field(default_factory=dict)
    #: Deals examined; 1 with ``exact`` when every card was known.
    samples: int = 0
    exact: bool = False


def _model_value(hand: Hand, me: int, stop: Callable[[], bool], model: ValueModel,
                 util: dict[int, float], solvers: Solvers | None = None
                 ) -> tuple[float, float, float]:
    """(utility, game points, win probability) of ``hand`` for ``me``, at the decision point
    reached after one action: the result if the hand is over, a claim that is due, the solver
    once phase two has begun, else the value model's expectation for the player to move."""
    if hand.outcome is None and hand.phase_two:
        v = solve_for(hand, me, stop, solvers)
        return util[v], v, float(v > 0)
    p = hand.to_move
    if (hand.outcome is None and hand.lead < 0 and hand.counted_points(p) >= GOAL
            and CLAIM in hand.legal_actions()):
        hand = hand.copy()
        hand.push_unchecked(CLAIM)
    if hand.outcome is not None:
        v = outcome_value(hand, me)
        return util[v], v, float(v > 0)
    return model.expected(position(hand), util, 1 if p == me else -1)


def _mean_entry(a: Entry, b: Entry) -> Entry:
    """The mean of two valuations of an action in one deal."""
    return (0.5 * (a[0] + b[0]), 0.5 * (a[1] + b[1]), 0.5 * (a[2] + b[2]),
            0.5 * (a[3] + b[3]))


def _tied(cands: list[Action], stats: dict[Action, ActionStats], best: Action) -> list[Action]:
    """The candidates valued as ``best`` is (to rounding), in order."""
    top = stats[best].mean
    return [a for a in cands if abs(stats[a].mean - top) < 1e-9]


def searched_candidates(view: PlayerView, search_all: bool = False) -> Decision | list[Action]:
    """The actions the search weighs at ``view``, or the decision taken without search.

    Without search: the only legal action; the claim at 66; a meld that reaches 66 (the claim
    follows); while the talon is open the trump exchange, then a meld (the trump marriage
    first). ``search_all`` searches the exchange and melds too. The exchange or pass at a close
    is always searched, and in phase two a meld is weighed like a lead: it forces the lead of
    its King or Queen, which can cost more than the marriage brings.

    One place for this rule: the search and the benchmarks that judge its decisions
    (``benchmarks/decision_regret.py``) agree on which decisions are searched.
    """
    legal = list(view.legal)
    if not legal:
        raise ValueError("it is not this player's turn")
    if len(legal) == 1:
        return Decision(legal[0], "only")
    if CLAIM in legal and view.counted_points(view.seat) >= GOAL:
        return Decision(CLAIM, "claim")
    meld = winning_meld(view, view.seat, legal)
    if meld is not None:
        return Decision(meld, "meld")  # reaches 66: the claim follows
    cands = [a for a in legal if a != CLAIM]
    at_close = PASS in cands  # exchange or pass at a close: both searched
    search_melds = view.phase_two
    if not search_all and not at_close:
        if EXCHANGE in cands:
            return Decision(EXCHANGE, "exchange")
        melds = [a for a in cands if MELD <= a < EXCHANGE]
        if melds and not search_melds:
            return Decision(max(melds, key=lambda a: (a - MELD == view.trump, -a)), "meld")
    if not at_close:
        cands = [a for a in cands if a != EXCHANGE
                 and (search_melds or not MELD <= a < EXCHANGE)]
    if len(cands) == 1:
        return Decision(cands[0], "only")
    return cands


#: The pack (cards) whose deals the compiled core solves fast enough for ``exact_deals``: a
#: whole Schnapsen deal in a few milliseconds, a Sechsundsechzig deal in a quarter second.
EXACT_DEAL_PACK = 20
#: The CPU cap (seconds) of a search with ``exact_deals``: Master's budget is 1 s at the
#: 95th percentile.
EXACT_TIME_CAP = 0.8
#: The size (2**bits entries) of the core's table for ``exact_deals``: a whole Schnapsen deal
#: fits (core.new_table).
EXACT_TABLE_BITS = 14
#: The pack (cards) under which ``nested_playout`` is used: with the 24-card pack (six cards
#: in hand, a longer talon) Master's decisions with it took 1.65 s of CPU at the 95th
#: percentile, past its budget of 1 s (docs/research/nested-playouts.md).
NESTED_PACK = 20


def _exact_entries(hand: Hand, cands: list[Action], util: dict[int, float], table: object,
                   stop: Callable[[], bool], model: ValueModel | None = None,
                   solvers: Solvers | None = None
                   ) -> dict[Action, tuple[Entry, Entry | None]]:
    """Each candidate's exact value in one sampled deal (every card known, the talon in its
    sampled order), both seats playing perfectly from there: the compiled core's solve.

    With ``model`` (Master's close judge, ``exact_play_on``), each way to play on also gets
    the value model's expectation of the position it leads to, as Master's hybrid search
    gives it: a close is then weighed against that, not against the exact value."""
    values = core.action_values(hand, table, should_stop=stop, exact=False)
    entries: dict[Action, tuple[Entry, Entry | None]] = {}
    me = hand.to_move
    for a in cands:
        modelled = None
        if model is not None and a not in (CLOSE, CLOSE_BEFORE_DRAW):
            child = hand.copy()
            child.push_unchecked(a)
            modelled = expected_entry(*_model_value(child, me, stop, model, util, solvers))
        entries[a] = (result_entry(values[a], util), modelled)
    return entries


class Searcher:
    """PIMC with an iteration budget (deals) and a time cap (CPU seconds) as a safety net."""

    def __init__(self, samples: int, time_cap: float | None = None, reply: bool = False,
                 inference: Temper | None = None, proposals: int = 4,
                 close_talon: int = 0, evaluation: str = "playout",
                 exact_last_trick: bool = False, last_trick_playout: bool = False,
                 close_margin: float = 0.0, noisy_playout: float = 0.0,
                 late_search: int = 0, late_close_search: bool = False,
                 playout_policy: bool = False, balanced_playouts: bool = False,
                 balanced_close: bool = False, exact_deals: int = 0,
                 exact_play_on: bool = False, pv_close: int = 0,
                 measured_results: bool = False,
                 nested_playout: tuple[int, ...] | None = None,
                 nested_close_margin: float = 0.0) -> None:
        if evaluation not in EVALUATIONS:
            raise ValueError(f"unknown evaluation {evaluation!r} (expected one of "
                             f"{', '.join(EVALUATIONS)})")
        self.samples = samples
        #: How a phase-one action other than closing is valued in a sampled deal: "playout"
        #: (both seats play the Intermediate rules, then the solver) or "value" (the learned
        #: value model of :mod:`.value_model` at the next decision point; the solver once
        #: phase two has begun). Under rules the model was not trained for
        #: (:func:`.value_model.supports`: house, Sechsundsechzig) "value" plays out instead.
        #: "hybrid": the playouts rank the ways to play on, and closing is weighed against the
        #: model's value of the best of them (:meth:`_hybrid_choice`); playouts alone where
        #: the model does not apply.
        self.evaluation = evaluation
        self.time_cap = time_cap
        #: Weight the sampled deals by the opponent model's likelihood of its public history
        #: (:mod:`.inference`): ``proposals`` times as many deals are drawn, then resampled.
        self.inference = inference
        self.proposals = proposals
        #: Let the playouts close for the searching player later (see :func:`playout`).
        self.close_talon = close_talon
        #: Value a phase-one lead by the opponent's best reply in each deal (each reply played
        #: out), instead of the playout policy's reply.
        self.reply = reply
        #: At the last trick before the talon runs out, value every deal exactly
        #: (:mod:`.last_trick`) instead of sampling.
        self.exact_last_trick = exact_last_trick
        #: Playouts play the last trick before the talon runs out with every card known
        #: (see :func:`playout`).
        self.last_trick_playout = last_trick_playout
        #: With "hybrid": close only when the close beats the model's value of the best way
        #: to play on by more than this (in utility, about game points at an even score).
        #: The model values playing on as Expert plays it, and a close is final while playing
        #: on keeps the choice to close later with more cards seen.
        self.close_margin = close_margin
        #: With ``noisy_playout`` > 0 each way to play on is played out twice in each deal, by
        #: the rules and with a random card at that share of the card choices (either side),
        #: and the two results averaged. One deterministic playout per deal makes each deal
        #: hinge on one fixed line of play, the rules' mistakes included; the second, noisy
        #: one values the lead over a spread of plausible continuations instead (measured on
        #: the decision-regret tables and in whole Bummerls, docs/PERFORMANCE.md). Its random
        #: cards come from the deal's number, the same for every candidate, so candidates
        #: are compared on the same deviations.
        self.noisy_playout = noisy_playout
        #: With ``late_search`` > 0, a way to play on that leaves at most that many talon
        #: cards is valued in each deal by a search with every card known through this
        #: trick and the next, closes included (:mod:`.deal_search`), instead of the
        #: playouts: near the end of the talon the rule playout neither closes when closing
        #: wins nor fights for the last draws (docs/PERFORMANCE.md).
        self.late_search = late_search
        #: With ``late_close_search``, the same with :data:`.deal_search.LATE_TALON` talon
        #: cards, but only under rules that forbid closing while the talon is the turn-up
        #: and one card (``last_facedown_blocks_close_and_exchange``: sharp, tournament).
        #: There the last close comes with four talon cards left, beyond the exact last
        #: trick, and the search values it and playing on alike, per deal: +0.07 game
        #: points per hand over Master without it, and 463 against 446 of 800 Bummerls
        #: under the sharp rules; under the soft rules nothing. It adds about 0.25 s
        #: to Master's 95th percentile of decision time there (docs/PERFORMANCE.md, "The late
        #: search where the last close comes earlier").
        self.late_close_search = late_close_search
        #: With ``playout_policy``, the playouts choose their cards by the learned policy of
        #: :mod:`.playout_policy` (under the rules it supports) instead of the rules of thumb:
        #: closer to Expert's choices, yet Master ranks its ways to play on worse with it, so
        #: only trial levels use it (docs/PERFORMANCE.md, "A learned playout policy").
        self.playout_policy = playout_policy
        #: With ``balanced_playouts``, under the rules that have balanced weights
        #: (:mod:`.balanced_playouts`: house, Sechsundsechzig) each way to play on is played
        #: out twice in each deal with cards drawn by that policy, and the two results
        #: averaged, instead of the playouts above. Their draws come from the deal's number,
        #: the same for every candidate. Meant to judge a close against playing on as
        #: strong players play it where the value model does not apply; Master gained
        #: nothing by it, so only trial levels use it (docs/PERFORMANCE.md, "Master under
        #: the house rules and Sechsundsechzig").
        self.balanced_playouts = balanced_playouts
        #: With "hybrid" and ``balanced_close``, where the value model does not apply but
        #: the rules have balanced weights, closing is weighed against the balanced
        #: playouts' value of the best way to play on (two per deal), as against the model's
        #: elsewhere; the ways to play on are still ranked by the playouts above.
        self.balanced_close = balanced_close
        #: With ``exact_deals`` > 0 (the trial level ``master-pimc``), while the talon is
        #: open, that many deals are sampled (at most ``samples``) and every candidate is
        #: valued in each by the compiled core's exact perfect-information value of the deal
        #: (:func:`.core.action_values`, closes and the close before drawing included)
        #: instead of playouts and the value model: plain PIMC, within a CPU cap of at most
        #: :data:`EXACT_TIME_CAP`. Only under the 20-card rule sets and where the core is in
        #: use (:meth:`exact_applies`); elsewhere the options above decide as without it.
        self.exact_deals = exact_deals
        #: With ``exact_deals`` and ``exact_play_on`` (the trial level ``master-exact``),
        #: the exact values rank only the ways to play on; a close is judged as Master
        #: judges it, its exact value against the value model's value of the best way to
        #: play on (:meth:`_hybrid_choice`). Plain PIMC over-values closes (strategy
        #: fusion: the closer's play after the close fits each deal, docs/research/
        #: master-pimc.md); this keeps the exact ranking of the ways to play on and
        #: Master's judgment of a close (docs/research/master-exact.md).
        #: Only where the model applies (:func:`.value_model.supports`); elsewhere Master.
        self.exact_play_on = exact_play_on
        #: With ``pv_close`` > 0 (the trial level ``master-pvclose``), where the compiled
        #: core is in use, a close is valued over the sampled deals by the closer's play as
        #: one strategy for its first ``pv_close`` decisions after the close, the opponent
        #: answering in each deal (:mod:`.pv_close`, after Wisser's Presumed Value), instead
        #: of by each deal solved with every card known, which lets the closer play each
        #: deal as if it saw the opponent's cards and so over-values closing. Everything
        #: else is as without it (docs/research/pv-close.md).
        self.pv_close = pv_close
        #: With ``measured_results``, a hand's result is turned into Bummerl utility by the
        #: frequencies of 1, 2 and 3 game points measured under the rules
        #: (:data:`.utility.MEASURED_FREQ`) instead of the old rounded ones
        #: (:data:`.utility.GP_FREQ`, which Expert keeps): the utility of a result near the
        #: Bummerl's end depends on how many game points the next hands bring.
        self.measured_results = measured_results
        #: With ``nested_playout`` = ``(worlds, depth)`` (Master), where the compiled core
        #: is in use and the pack has :data:`NESTED_PACK` cards, the rule playout of each
        #: way to play on is replaced by a nested one (:func:`.playout.nested_playout`):
        #: each seat's first ``depth`` card choices in it are made by a small search from
        #: that seat's own knowledge over ``worlds`` worlds, instead of by the rules of
        #: thumb (imperfect-information Monte Carlo after Furtak and Buro). The noisy
        #: playout stays as it is (docs/research/nested-playouts.md). Elsewhere the
        #: ordinary playouts. A third entry (the trial level ``master-fairclose``): the
        #: closes at the talon's last lead in it judged over that many worlds
        #: (docs/research/last-lead-closes.md).
        self.nested_playout = nested_playout
        #: Added to ``close_margin`` where the nested playouts are in use
        #: (:meth:`plays_nested`): they play on better than the Expert whose self-play the
        #: value model learned from, so the model's value of playing on is low for this
        #: search (docs/research/close-margin.md). Elsewhere the search plays its rule
        #: playouts, and the margin measured for them stays.
        self.nested_close_margin = nested_close_margin

    def utility(self, score: tuple[int, int] | None, rules: Rules) -> dict[int, float]:
        """What each hand result (signed game points) is worth at the Bummerl ``score``
        (game points each seat still needs; None: plain game points)."""
        freq: Frequencies = measured_frequencies(rules) if self.measured_results else GP_FREQ
        return utility_table(score, rules.schneider_bummerl_double, freq)

    def exact_applies(self, rules: Rules) -> bool:
        """Are phase-one candidates valued by exact solves of each deal under ``rules``?
        A Sechsundsechzig deal takes the core a quarter of a second, too slow for a sample
        of deals per decision (docs/PERFORMANCE.md). With ``exact_play_on`` only where the
        value model judges the closes (not the house rules)."""
        return (self.exact_deals > 0 and rules.pack == EXACT_DEAL_PACK and core.available()
                and (not self.exact_play_on
                     or (self.evaluation == "hybrid" and supports(rules))))

    def decide(self, view: PlayerView, rng: random.Random,
               should_stop: Callable[[], bool] = lambda: False,
               score: tuple[int, int] | None = None, search_all: bool = False) -> Decision:
        found = searched_candidates(view, search_all)
        if isinstance(found, Decision):
            return found
        cands = found
        if self.exact_last_trick and last_trick_applies(view, cands):
            try:
                return self._last_trick(view, cands, should_stop, score)
            except NotExact:
                pass  # e.g. the trick's winner may close before the draws: sample instead
        return self._search(view, cands, rng, should_stop, score)

    def _pv_applies(self, cands: list[Action]) -> bool:
        """Is a close among ``cands`` valued by :mod:`.pv_close`?"""
        return (self.pv_close > 0 and core.available()
                and any(a in (CLOSE, CLOSE_BEFORE_DRAW) for a in cands))

    def _pv_close_results(self, deals: list[Hand], weights: list[int], me: int,
                          close: Action, util: dict[int, float],
                          stop: Callable[[], bool]) -> list[int]:
        """The presumed-value result of ``close`` in each of ``deals`` (:mod:`.pv_close`)."""
        children = []
        for hand in deals:
            child = hand.copy()
            child.push_unchecked(close)
            children.append(child)
        return close_values(children, me, util, self.pv_close, weights, stop)

    def _last_trick(self, view: PlayerView, cands: list[Action],
                    should_stop: Callable[[], bool],
                    score: tuple[int, int] | None) -> Decision:
        """The last trick before the talon runs out: every deal valued exactly, the opponent
        answering a lead from its own view (:mod:`.last_trick`)."""
        util = self.utility(score, view.rules)
        valuer = LastTrick(view, util, should_stop)
        try:
            results = valuer.results(cands)
            if CLOSE in results and self._pv_applies(cands):
                results[CLOSE] = self._pv_close_results(
                    valuer.deals, [1] * len(valuer.deals), view.seat, CLOSE, util,
                    should_stop)
        except SolverCancelled:
            raise SearchCancelled from None
        stats = {a: ActionStats() for a in cands}
        for a, values in results.items():
            for v in values:
                stats[a].add(result_entry(v, util))
        best = max(cands, key=lambda a: (stats[a].mean, -cands.index(a)))
        tied = _tied(cands, stats, best)
        if len(tied) > 1:
            # After the trick every card is known: tell equal moves apart as in phase two.
            try:
                best = break_tie(valuer.deals, tied, util, should_stop, valuer.solvers)
            except SolverCancelled:
                raise SearchCancelled from None
        return Decision(best, "search", stats, len(valuer.deals))

    def _search(self, view: PlayerView, cands: list[Action], rng: random.Random,
                should_stop: Callable[[], bool], score: tuple[int, int] | None) -> Decision:
        me = view.seat
        util = self.utility(score, view.rules)
        stats = {a: ActionStats() for a in cands}
        unseen = view.unseen()
        exact = view.phase_two and unseen.bit_count() == view.opponent_unknown_count
        exact_deals = not view.phase_two and self.exact_applies(view.rules)
        n_samples = (1 if exact else min(self.exact_deals, self.samples) if exact_deals
                     else self.samples)
        time_cap = self.time_cap
        if exact_deals and time_cap is not None:
            time_cap = min(time_cap, EXACT_TIME_CAP)
        forbidden = opponent_forbidden(view)
        required = opponent_required(view)
        # The cap counts this process's CPU time, not the wall clock: other programs on a busy
        # machine slow the search down but do not change how many deals it examines, so the
        # same view and seed give the same decision (the cap guards against a slow machine).
        start = time.process_time()
        done = 0
        stop = should_stop
        deals = None
        if self.inference is not None and not exact and opponent_has_evidence(view):
            deals = weighted_deals(view, rng, n_samples, self.proposals * n_samples, forbidden,
                                   temper=self.inference, required=required)
        # One core table for every deal of this search.
        core_table = core.new_table(exact=False, bits=EXACT_TABLE_BITS) if exact_deals else None
        model = None
        # "hybrid" uses the model only to weigh closing against playing on.
        weighs_close = any(a in (CLOSE, CLOSE_BEFORE_DRAW) for a in cands)
        uses_model = self.evaluation == "value" or (self.evaluation == "hybrid" and weighs_close)
        if (uses_model and supports(view.rules)
                and (not exact_deals or self.exact_play_on)):
            model = default_model()
        model_stats = {a: ActionStats() for a in cands}
        policy: PlayoutPolicy | None = None
        if self.balanced_playouts:
            policy = balanced_policy(view.rules)
        if policy is None and self.playout_policy and playout_policy_supports(view.rules):
            policy = default_policy()
        judge = None
        if (self.evaluation == "hybrid" and self.balanced_close and weighs_close
                and model is None):
            judge = balanced_policy(view.rules)
        # Every valuation of a deal is deterministic: a deal drawn again (few deals are left
        # near the end of the talon) counts again without being searched again.
        seen: dict[tuple[int, tuple[int, ...], int], dict[Action, tuple[Entry, Entry | None]]]
        seen = {}
        distinct: list[Hand] = []
        # How often each distinct deal was drawn (the presumed-value close weighs them so).
        drawn: dict[tuple[int, tuple[int, ...], int], int] = {}
        # The deals share their closing state (in phase two, and after a close now): one
        # table per state for all of them, and for the tie-break after.
        solvers = Solvers(stop)
        try:
            for i in range(n_samples):
                if stop():
                    raise SearchCancelled
                hand = (deals[i] if deals is not None
                        else sample_deal(view, rng, forbidden, required))
                key = (hand.hands[1 - me], hand.stock[hand.stock_pos:], hand.turnup)
                drawn[key] = drawn.get(key, 0) + 1
                entries = seen.get(key)
                if entries is None:
                    distinct.append(hand)
                    entries = seen[key] = (
                        _exact_entries(hand, cands, util, core_table, stop, model, solvers)
                        if core_table is not None else
                        self._deal_entries(hand, view, cands, util, model, stop, solvers, i,
                                           policy, judge))
                for a, (entry, model_entry) in entries.items():
                    stats[a].add(entry)
                    if model_entry is not None:
                        model_stats[a].add(model_entry)
                done += 1
                if time_cap is not None and time.process_time() - start > time_cap:
                    break
            if not view.phase_two and not exact_deals and self._pv_applies(cands):
                weights = list(drawn.values())  # in the order the deals were first drawn
                for close in (a for a in cands if a in (CLOSE, CLOSE_BEFORE_DRAW)):
                    results = self._pv_close_results(distinct, weights, me, close, util, stop)
                    stats[close] = ActionStats()
                    for v, times in zip(results, weights, strict=True):
                        for _ in range(times):
                            stats[close].add(result_entry(v, util))
        except SolverCancelled:
            raise SearchCancelled from None
        best = max(cands, key=lambda a: (stats[a].mean, -cands.index(a)))
        if (model is not None or judge is not None) and self.evaluation == "hybrid":
            margin = self.close_margin
            if self.plays_nested(view.rules):
                margin += self.nested_close_margin
            best = self._hybrid_choice(cands, stats, model_stats, margin)
        if view.phase_two:
            # Moves of equal exact value in every deal, told apart by a fallible opponent.
            tied = _tied(cands, stats, best)
            if len(tied) > 1:
                try:
                    best = break_tie(distinct[:TIE_BREAK_DEALS], tied, util, stop, solvers)
                except SolverCancelled:
                    raise SearchCancelled from None
        return Decision(best, "search", stats, done, exact)

    def _deal_entries(self, hand: Hand, view: PlayerView, cands: list[Action],
                      util: dict[int, float], model: ValueModel | None,
                      stop: Callable[[], bool], solvers: Solvers, deal_number: int = 0,
                      policy: PlayoutPolicy | None = None,
                      judge: PlayoutPolicy | None = None
                      ) -> dict[Action, tuple[Entry, Entry | None]]:
        """Each candidate's valuation in one sampled deal, and with "hybrid" the value
        model's beside it (or, without the model, that of playouts by ``judge``). Phase two
        and closes by ``solvers`` (the tables shared by the deals); ``deal_number`` seeds the
        noisy playouts; ``policy`` chooses the playouts' cards (the rules' without it)."""
        me = view.seat
        if view.phase_two:
            values = solvers.action_values(hand)
            return {a: (result_entry(values[a], util), None) for a in cands}
        entries: dict[Action, tuple[Entry, Entry | None]] = {}
        for a in cands:
            if stop():
                raise SearchCancelled
            child = hand.copy()
            child.push_unchecked(a)
            if a in (CLOSE, CLOSE_BEFORE_DRAW):
                entries[a] = (result_entry(solvers.value_for(child, me), util), None)
            elif model is None:
                judged = (None if judge is None else
                          self._played_entry(child.copy(), me, stop, util, deal_number, judge,
                                             solvers))
                entries[a] = (self._played_entry(child, me, stop, util, deal_number, policy,
                                                 solvers), judged)
            else:
                modelled = expected_entry(*_model_value(child, me, stop, model, util))
                if self.evaluation == "value":
                    entries[a] = (modelled, None)
                else:
                    entries[a] = (self._played_entry(child, me, stop, util, deal_number,
                                                      policy, solvers), modelled)
        return entries

    def _played_entry(self, child: Hand, me: int, stop: Callable[[], bool],
                      util: dict[int, float], deal_number: int,
                      policy: PlayoutPolicy | None = None,
                      solvers: Solvers | None = None) -> Entry:
        """``child`` played out: by the rules, and with ``noisy_playout`` also once with
        random cards mixed in, the two entries averaged; with a policy that draws its cards
        (balanced), twice by it; with ``late_search``, near the end of the talon, searched
        instead (:mod:`.deal_search`), its closes and endgames solved by ``solvers`` (the
        search's tables, shared by its deals)."""
        if late_search_applies(child, self.late_talon(child.rules)):
            return result_entry(late_value(child, me, stop, solvers), util)
        if policy is not None and policy.draws:
            first = playout(child.copy(), me, stop, self.close_talon, self.last_trick_playout,
                            rng=random.Random(deal_number * 1000 + 1), policy=policy,
                            solvers=solvers)
            second = playout(child, me, stop, self.close_talon, self.last_trick_playout,
                             rng=random.Random(deal_number * 1000 + 2), policy=policy,
                             solvers=solvers)
            return _mean_entry(result_entry(first, util), result_entry(second, util))
        nested = None
        if policy is None and self.nested_playout is not None and self.plays_nested(child.rules):
            worlds, depth, *fair_close = self.nested_playout
            # The worlds' draws come from the deal's number only, the same for every
            # candidate, never from a hidden card.
            nested = nested_playout(child.copy(), me, stop, worlds, depth,
                                    deal_number * 1000 + 3, *fair_close)
        if nested is not None and not self.noisy_playout:
            return result_entry(nested, util)
        if not self.noisy_playout:
            return result_entry(self._value_play(child, me, stop, policy, solvers), util)
        # A playout plays on in the hand it is given: the noisy one gets a copy. The seed
        # (the deal's number only, never a hidden card) is the one the arena runs of
        # docs/PERFORMANCE.md used, so this level replays them.
        noisy = playout(child.copy(), me, stop, self.close_talon, self.last_trick_playout,
                        self.noisy_playout, None, policy, solvers, seed=deal_number * 1000 + 1)
        played = result_entry(self._value_play(child, me, stop, policy, solvers)
                              if nested is None else nested, util)
        return _mean_entry(played, result_entry(noisy, util))

    def plays_nested(self, rules: Rules) -> bool:
        """Are the ways to play on valued by nested playouts under ``rules``? Only with the
        compiled core and the :data:`NESTED_PACK`, and (the caller's check) only where no
        learned or balanced playout policy chooses the playouts' cards."""
        return (self.nested_playout is not None and not self.reply
                and rules.pack == NESTED_PACK and core.available())

    def late_talon(self, rules: Rules) -> int:
        """How many talon cards at most a way to play on may leave to be searched in each
        deal (:mod:`.deal_search`) under ``rules``; 0: never."""
        if self.late_close_search and rules.last_facedown_blocks_close_and_exchange:
            return max(self.late_search, LATE_TALON)
        return self.late_search

    @staticmethod
    def _hybrid_choice(cands: list[Action], stats: dict[Action, ActionStats],
                       model_stats: dict[Action, ActionStats], margin: float = 0.0) -> Action:
        """The best way to play on by the playouts, then closing if it beats the *model's*
        value of that way by more than ``margin``: a rule playout plays on against the rule
        policy, a weak opponent, and flatters playing on, while the solver's value of a close
        and the model (learned from Expert's self-play) both value strong play."""
        closes = [a for a in cands if a in (CLOSE, CLOSE_BEFORE_DRAW)]
        others = [a for a in cands if a not in closes]
        if not closes or not others:
            return max(cands, key=lambda a: (stats[a].mean, -cands.index(a)))
        play_on = max(others, key=lambda a: (stats[a].mean, -cands.index(a)))
        close = max(closes, key=lambda a: (stats[a].mean, -cands.index(a)))
        return close if stats[close].mean > model_stats[play_on].mean + margin else play_on

    def _value_play(self, child: Hand, me: int, stop: Callable[[], bool],
                    policy: PlayoutPolicy | None = None,
                    solvers: Solvers | None = None) -> int:
        if not self.reply or child.lead < 0 or child.outcome is not None:
            return playout(child, me, stop, self.close_talon, self.last_trick_playout,
                           policy=policy, solvers=solvers)
        best = 99
        for r in child.legal_actions():
            grand = child.copy()
            grand.push_unchecked(r)
            v = playout(grand, me, stop, solvers=solvers)
            if v < best:
                best = v
        return best

"""Post-hand review (issue 12): what each decision of one seat was worth, judged only from what
that seat could know at that moment.

The record is replayed; at every decision of the reviewed seat its :class:`PlayerView` is taken
and handed to :func:`evaluate` — never the :class:`Hand` or a hidden card. :func:`evaluate`
values every legal action in *game points of the hand for that seat*: positive when the seat
wins the hand, negative when it loses, 0 for a drawn hand, without the Bummerl score.

Where the compiled core is in use and the pack has 20 cards (soft, sharp, tournament, house
rules), every action is valued the same way, by exact solves of each deal the seat cannot rule
out (all of them when there are at most 120, else up to 120 deals shared by the seat's
decisions of the hand: 40 or 80 where the verdict on the played action is settled by then,
:func:`verdict_settled`, and fewer for an action clearly behind the best,
:func:`clearly_behind`), and a meld, an exchange or a close by its best continuation: see
:mod:`.exact_review` (issue 44, point 3; issue 40). Each value carries its standard error,
and a loss is marked only beyond :data:`NOISE_MARGIN` standard errors. Elsewhere
(Sechsundsechzig, or without the core) it uses the search of the strongest level over the
deals the seat cannot rule out:

- when the view is complete (talon exhausted: both hands known) the one consistent deal is
  solved exactly by :mod:`.solver`, so the values are exact;
- when the deals the seat cannot rule out are at most the level's review budget
  (:data:`REVIEW_DEALS`), every one of them is evaluated (equally likely), so "wins in 81 %
  of the deals you cannot rule out" is literally true; otherwise that many deals are
  sampled, as Expert and Master do
  (:func:`.deals.sample_deal`, respecting what the opponent's phase-two plays revealed, and
  its exchange or pass at a close);
- per deal, a phase-two position is solved exactly, a phase-one action is played out by the
  search's playout (rule policy to phase two, then the solver): the machinery of
  :mod:`.search`, with literal counts of deals; at the last trick before the talon runs out,
  a level that plays it over every deal (Master) is reviewed as it plays: every deal solved
  after the trick, the opponent answering a lead from its own view (:mod:`.last_trick`); and
  where a level searches the last tricks before the talon runs out in each deal (Master
  under the sharp and tournament rules, :mod:`.deal_search`), a way to play on that leaves
  that few talon cards is valued in each deal by that search, as the level values it.
  (Master's learned judgment of when to close earlier,
  :meth:`.search.Searcher._hybrid_choice`, is an expectation, not a count, and is not used
  here: a review can value playing on a little higher than Master does.)

The *loss* of a decision is the best value minus the value of the action played (0 when the
best was played; never negative; 0 for a decision with one legal action, which is still listed,
and for the open decision at the end of an unfinished record). *Marks* by loss in game points:
inaccuracy from :data:`INACCURACY`, mistake from :data:`MISTAKE`, blunder from :data:`BLUNDER`.
Each decision has a short reason as a code with parameters (for the GUI's translation) and as
English text (the command line); :data:`REVIEW_TEXTS` lists them.

Everything is deterministic for a seed: the random numbers of a decision depend on the level,
the seed and the view only, so two hands that look the same to the seat get the same review.

Typical use (a worker outside the GUI thread)::

    reviews = review_hand(record, seat=0, level="master", seed=0,
                          should_stop=lambda: cancelled, progress=lambda done, total: ...)
    summary = summarize(reviews)        # total loss, number of each mark
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ..engine import actions as act
from ..engine.actions import Action
from ..engine.cards import SUIT_NAMES, SUITS, card_code, card_name, parse_card
from ..engine.hand import Hand
from ..engine.record import HandRecord
from ..engine.rules import Rules
from ..engine.texts import QT_TRANSLATE_NOOP
from ..engine.view import PlayerView
from . import REGISTRY, Cancelled, exact_review
from .deal_search import applies as late_search_applies
from .deal_search import late_value
from .deals import consistent_deals, opponent_forbidden, opponent_required, sample_deal
from .last_trick import LastTrick, NotExact
from .last_trick import applies as last_trick_applies
from .playout import playout
from .search import Searcher
from .solver import SolverCancelled, Solvers, outcome_value
from .utility import utility_table

# Levels whose search the review can use (the search levels of the registry, weakest
# first); the default is the strongest.
REVIEW_LEVELS: tuple[str, ...] = tuple(k for k, level in REGISTRY.items() if level.searches)
# Deals per reviewed decision, per level.
REVIEW_DEALS: dict[str, int] = {k: REGISTRY[k].review_samples or REGISTRY[k].samples
                                for k in REVIEW_LEVELS}
DEFAULT_LEVEL = REVIEW_LEVELS[-1]

# Loss thresholds in game points of the hand (values are -3..3). Measured sampling noise at
# the review's budget of 240 deals: when the best action (by the average of six seeds) is
# played, the loss one seed reports is 0.05 or less in 95 % of sampled decisions and was
# never above 0.25 (docs/PERFORMANCE.md, "Review"); so an inaccuracy starts above noise. A
# mistake costs more than half a game point; a blunder more than a game point: with every
# card known, winning 1 instead of 3, or losing where a win was there.
INACCURACY = 0.25
MISTAKE = 0.6
BLUNDER = 1.2
MARKS = ("inaccuracy", "mistake", "blunder")
# Where the values come from exact solves of sampled deals (:mod:`.exact_review`), a loss is
# marked only when it exceeds this many of its standard errors (one-sided, about 2 % of
# equal actions would otherwise be marked by the luck of the deals).
NOISE_MARGIN = 2.0
# The sequential review (:func:`verdict_settled`): a difference is clear beyond this many
# standard errors of the paired difference over the deals valued so far.
CLEAR_MARGIN = 3.0

# Values and losses are rounded to this many decimals (the loss is computed from the
# rounded values, so ``loss == best value - played value`` holds exactly on the output).
DECIMALS = 4

# Every reason code with its English template, marked for lupdate (context "Review") so that
# the GUI translates these very strings and fills in the parameters. Parameters: ``best`` and
# ``played`` are actions in the record's form without the player (``{"type": "play", "card":
# "KH"}``), rendered with :data:`ACTION_PHRASES` (English gerunds, "playing the King of
# hearts"; German infinitives, "Herz-König spielen", "Zudrehen");
# ``pct``, ``best_pct``, ``played_pct`` are whole percentages of the deals the seat could not
# rule out in which the action wins the hand; ``gp`` (0..3), ``best_gp`` and ``played_gp``
# (signed, -3..3, averages with two decimals when sampled) are game points of the hand.
# A text starting with an action phrase gets its first letter capitalized.
REVIEW_TEXTS: dict[str, str] = {
    "only_move": QT_TRANSLATE_NOOP("Review", "This was the only legal move."),
    "best_pct": QT_TRANSLATE_NOOP(
        "Review", "Best: {best} wins in {pct} % of the deals you cannot rule out."),
    "best_exact_win": QT_TRANSLATE_NOOP(
        "Review", "Every card is known: with best play {best} wins the hand (game points: {gp})."),
    "best_exact_loss": QT_TRANSLATE_NOOP(
        "Review", "Every card is known and the hand is lost with best play; {best} loses the "
                  "fewest game points: {gp}."),
    "best_exact_draw": QT_TRANSLATE_NOOP(
        "Review", "Every card is known: {best} draws the hand with best play."),
    "near_best": QT_TRANSLATE_NOOP(
        "Review", "{played} is about as good as the best move, {best}: it wins in "
                  "{played_pct} % of the deals you cannot rule out, against {best_pct} %."),
    "worse_pct": QT_TRANSLATE_NOOP(
        "Review", "{best} wins in {best_pct} % of the deals you cannot rule out, {played} "
                  "only in {played_pct} %."),
    "worse_points": QT_TRANSLATE_NOOP(
        "Review", "{best} scores more: {best_gp} game points on average over the deals you "
                  "cannot rule out, against {played_gp} for {played}."),
    "meld_can_wait": QT_TRANSLATE_NOOP(
        "Review", "The marriage could wait: {best} scores more ({best_gp} game points on "
                  "average against {played_gp} for {played}), and you can still meld it when "
                  "you lead again, as long as you keep both cards."),
    "worse_exact": QT_TRANSLATE_NOOP(
        "Review", "Every card is known: with best play {best} scores {best_gp} in game "
                  "points, {played} {played_gp}."),
}

# Each kind of action as the phrase that fills ``{best}`` and ``{played}`` (context "Review"
# too): ``{card}`` is a card's name ("King of hearts"), ``{suit}`` a suit in the plural
# ("hearts"), both in the player's language and the deck's words when the GUI fills them in.
ACTION_PHRASES: dict[str, str] = {
    "play": QT_TRANSLATE_NOOP("Review", "playing the {card}"),
    "meld": QT_TRANSLATE_NOOP("Review", "melding the marriage in {suit}"),
    "exchange": QT_TRANSLATE_NOOP("Review", "exchanging for the turn-up"),
    "exchange_card": QT_TRANSLATE_NOOP("Review", "exchanging for the {card}"),
    "close": QT_TRANSLATE_NOOP("Review", "closing the talon"),
    "close_before_draw": QT_TRANSLATE_NOOP("Review", "closing the talon before drawing"),
    "claim": QT_TRANSLATE_NOOP("Review", "claiming 66"),
    "pass": QT_TRANSLATE_NOOP("Review", "passing (no exchange)"),
}

# The marks as words, for the review's table (context "Review" too).
MARK_NAMES: dict[str, str] = {
    "inaccuracy": QT_TRANSLATE_NOOP("Review", "Inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("Review", "Mistake"),
    "blunder": QT_TRANSLATE_NOOP("Review", "Blunder"),
}


class ReviewError(ValueError):
    """The review cannot be made: bad seat or level (the record itself is checked by the
    engine's replay, which raises :class:`~schnapsen_qt.engine.record.ReplayError`)."""


# ---------------------------------------------------------------------- values of actions


@dataclass(frozen=True)
class ActionValue:
    """One legal action's value for the seat: expected game points of the hand (``value``)
    and the share of the evaluated deals in which the seat wins the hand (``win_rate``);
    ``se``: the value's standard error over the sampled deals (0 where no deal was left out:
    every deal evaluated, or the view complete)."""

    action: Action
    value: float
    win_rate: float
    se: float = 0.0
    #: How many deals valued this action where fewer than the evaluation's
    #: (:attr:`Evaluation.deals`): the sequential review stopped valuing an action clearly
    #: behind the best (:func:`clearly_behind`); None: all of them.
    deals: int | None = None


@dataclass(frozen=True)
class Evaluation:
    """The values of every legal action of one view, in the engine's legal order.

    ``deals`` is how many deals were evaluated; ``exact`` says the view was complete (one
    deal, exact values); ``all_deals`` says every deal the seat cannot rule out was evaluated
    (no sampling)."""

    values: tuple[ActionValue, ...]
    deals: int
    exact: bool
    all_deals: bool
    #: Each action's value in each evaluated deal (the exact valuation of
    #: :mod:`.exact_review`), for the standard error of a loss; empty otherwise.
    per_deal: dict[Action, list[int]] = field(default_factory=dict, compare=False, repr=False)

    def value_of(self, action: Action) -> ActionValue:
        for v in self.values:
            if v.action == action:
                return v
        raise KeyError(action)


def review_rng(view: PlayerView, level: str, seed: int) -> random.Random:
    """The random numbers for one decision: from the level, the seed and the view only."""
    return random.Random(f"review|{level}|{seed}|{view.seat}|{view.hand}|{view.history}")


def late_talon(level: str, rules: Rules) -> int:
    """How many talon cards at most a way to play on may leave for ``level`` to search it in
    each deal under ``rules`` (:meth:`.search.Searcher.late_talon`); 0: never."""
    spec = REGISTRY[level]
    if not spec.searches:
        return 0
    return Searcher(spec.samples, spec.time_cap, **spec.options).late_talon(rules)


def deal_values(hand: Hand, me: int, actions: tuple[Action, ...],
                should_stop: Callable[[], bool], late: int = 0,
                solvers: Solvers | None = None) -> dict[Action, int]:
    """Signed game points for ``me`` of each action in one fully known deal ``hand``.

    Phase two: exactly, by the solver. Phase one: an action that ends the hand by its outcome,
    one that starts phase two (closing) by the solver, one that leaves at most ``late`` talon
    cards by the late search (:func:`.deal_search.late_value`), any other by the search's
    playout. ``solvers``: the solver tables shared by the deals of one decision (else this
    deal's own)."""
    if solvers is None:
        solvers = Solvers(should_stop)
    out: dict[Action, int] = {}
    if hand.phase_two:
        solved = solvers.action_values(hand)
        out.update((a, v) for a, v in solved.items() if a in actions)
    for a in actions:
        if a in out:
            continue
        if should_stop():
            raise Cancelled
        child = hand.copy()
        child.push_unchecked(a)
        if child.outcome is not None:
            out[a] = outcome_value(child, me)
        elif child.phase_two:
            out[a] = solvers.value_for(child, me)
        elif late_search_applies(child, late):
            out[a] = late_value(child, me, should_stop, solvers)
        else:
            out[a] = playout(child, me, should_stop, solvers=solvers)
    return out


def evaluate(view: PlayerView, level: str = DEFAULT_LEVEL, seed: int = 0,
             should_stop: Callable[[], bool] = lambda: False,
             played: Action | None = None) -> Evaluation:
    """The value of every legal action of ``view`` (its seat must be to move), from the view
    only. Raises :class:`~schnapsen_qt.ai.Cancelled` as soon as ``should_stop()`` is true.

    ``played``: the action the seat took, where known; the exact valuation then uses fewer
    deals where the review's verdict on it is already settled (:func:`verdict_settled`)."""
    if level not in REVIEW_LEVELS:
        raise ReviewError(f"unknown review level {level!r} (expected one of "
                          f"{', '.join(REVIEW_LEVELS)})")
    if not view.my_turn or not view.legal:
        raise ValueError("it is not this seat's turn")
    me = view.seat
    actions = view.legal
    exact_trick = _last_trick_values(view, level, should_stop)
    if exact_trick is not None:
        return exact_trick
    if exact_review.applies(view):
        return _exact_values(view, level, seed, should_stop, played)
    deal_iter, all_deals = review_deals(view, level, seed)
    late = late_talon(level, view.rules)
    # One solver table per closing state, shared by the deals (the values are exact either
    # way; sharing only saves solving a position twice).
    solvers = Solvers(should_stop)
    totals = dict.fromkeys(actions, 0)
    wins = dict.fromkeys(actions, 0)
    n = 0
    try:
        for hand in deal_iter:
            if should_stop():
                raise Cancelled
            for a, v in deal_values(hand, me, actions, should_stop, late, solvers).items():
                totals[a] += v
                wins[a] += v > 0
            n += 1
    except SolverCancelled:
        raise Cancelled from None
    values = tuple(ActionValue(a, round(totals[a] / n, DECIMALS), wins[a] / n) for a in actions)
    return Evaluation(values, n, exact=all_deals and n == 1 and view.phase_two,
                      all_deals=all_deals)


def _exact_values(view: PlayerView, level: str, seed: int,
                  should_stop: Callable[[], bool], played: Action | None) -> Evaluation:
    """Every action valued by exact solves of each deal, an action that hands the move
    straight back by its best continuation, over deals shared with the seat's other
    decisions of the hand (:mod:`.exact_review`); with ``played``, over fewer of them where
    the verdict is settled early."""
    deals = consistent_deals(view, exact_review.DEALS)
    try:
        node = exact_review.evaluate_node(view, level, seed, should_stop, deals, played,
                                          verdict_settled, clearly_behind)
    except SolverCancelled:
        raise Cancelled from None
    sampled = deals is None
    values = []
    per_deal = {}
    n = node.count
    for a in view.legal:
        series = node.per_deal(a)
        per_deal[a] = series
        values.append(ActionValue(
            a, round(exact_review.mean(series), DECIMALS),
            sum(v > 0 for v in series) / len(series),
            round(exact_review.standard_error(series), DECIMALS) if sampled else 0.0,
            len(series) if len(series) < n else None))
    return Evaluation(tuple(values), n, exact=not sampled and n == 1 and view.phase_two,
                      all_deals=not sampled, per_deal=per_deal)


def best_action(values: dict[Action, float], played: Action | None) -> Action:
    """The action the review names best: the highest of ``values`` (rounded values of the
    actions valued over every deal, in legal order; an action dropped as clearly behind is
    not among them, whatever its mean over its fewer deals), the played action on a tie (a
    tie with it is no loss), else the first in legal order.

    >>> best_action({10: 0.5, 11: 0.75, 12: 0.75}, played=12)
    12
    >>> best_action({10: 0.5, 11: 0.75, 12: 0.75}, played=10)
    11
    """
    top = max(values.values())
    if played is not None and values.get(played) == top:
        return played
    return next(a for a, v in values.items() if v == top)


def verdict_settled(node: exact_review.Node, played: Action) -> bool:
    """Is the review's verdict on ``played`` (marked or not) settled over the deals valued so
    far, so that more deals would not change it (the sequential review)? Either the best
    action's gain over the played one exceeds the first mark (:data:`INACCURACY`) by more
    than :data:`CLEAR_MARGIN` standard errors of their paired difference (marked, and
    :data:`NOISE_MARGIN` errors are then far exceeded), or no action's gain over the played
    one comes within :data:`CLEAR_MARGIN` of its errors of that mark (not marked, whichever
    of the actions about as good as the played one is named best). At three errors a
    comparison errs about once in a thousand; the decisions that stop are the clear ones."""
    series = {a: node.per_deal(a) for a in node.actions}
    n = node.count
    best = best_action({a: round(exact_review.mean(v), DECIMALS) for a, v in series.items()
                        if len(v) == n}, played)

    def gain(a: Action) -> tuple[float, float]:
        # A dropped action (:func:`clearly_behind`) over the deals that valued it: the
        # first of the played action's (never dropped).
        mine = series[a]
        diffs = [x - y for x, y in zip(mine, series[played][:len(mine)], strict=True)]
        return exact_review.mean(diffs), exact_review.standard_error(diffs)

    if best != played:
        loss, se = gain(best)
        if loss - CLEAR_MARGIN * se >= INACCURACY:
            return True
    return all(m + CLEAR_MARGIN * se < INACCURACY
               for m, se in (gain(a) for a in node.actions if a != played))


def clearly_behind(node: exact_review.Node, played: Action) -> set[Action]:
    """The actions still valued that are clearly behind the best so far, other than the
    played one: the best's gain over each exceeds :data:`CLEAR_MARGIN` standard errors of
    their paired difference. The sequential review values them over no further deals
    (their values then stand over fewer deals than the others'); the played action and
    the best are always valued on."""
    n = node.count
    series = {a: node.per_deal(a) for a in node.actions if node.count_of(a) == n}
    best = node.best()
    out = set()
    for a, values in series.items():
        if a in (played, best):
            continue
        diffs = [x - y for x, y in zip(series[best], values, strict=True)]
        if exact_review.mean(diffs) > CLEAR_MARGIN * exact_review.standard_error(diffs):
            out.add(a)
    return out


def review_deals(view: PlayerView, level: str, seed: int = 0) -> tuple[Iterator[Hand], bool]:
    """The deals :func:`evaluate` values for ``view``, and whether they are every deal the
    seat cannot rule out (else ``level``'s review budget of deals sampled by
    :func:`review_rng`)."""
    budget = REVIEW_DEALS[level]
    deals = consistent_deals(view, budget)
    if deals is not None:
        return iter(deals), True
    rng = review_rng(view, level, seed)
    forbidden = opponent_forbidden(view)
    required = opponent_required(view)
    return (sample_deal(view, rng, forbidden, required) for _ in range(budget)), False


def _last_trick_values(view: PlayerView, level: str,
                       should_stop: Callable[[], bool]) -> Evaluation | None:
    """The last trick before the talon runs out, for a level that plays it over every deal
    (Master, :mod:`.last_trick`): each action's value over every deal, the opponent answering
    a lead from its own view, as the level itself decides; a claim by its outcome. None where
    that does not apply (another decision, a level without it, a close before the draws)."""
    cards = [a for a in view.legal if a != act.CLAIM]
    if not (REGISTRY[level].options.get("exact_last_trick") and len(cards) > 1
            and last_trick_applies(view, cards)):
        return None
    valuer = LastTrick(view, utility_table(None, view.rules.schneider_bummerl_double),
                       should_stop)
    try:
        results = valuer.results(cards)
        claims = tuple(a for a in view.legal if a == act.CLAIM)
        for hand in valuer.deals:
            for a, v in deal_values(hand, view.seat, claims, should_stop).items():
                results.setdefault(a, []).append(v)
    except NotExact:
        return None
    except SolverCancelled:
        raise Cancelled from None
    n = len(valuer.deals)
    values = tuple(ActionValue(a, round(sum(results[a]) / n, DECIMALS),
                               sum(v > 0 for v in results[a]) / n) for a in view.legal)
    return Evaluation(values, n, exact=False, all_deals=True)


def action_values(view: PlayerView, level: str = DEFAULT_LEVEL, seed: int = 0,
                  should_stop: Callable[[], bool] = lambda: False) -> dict[Action, float]:
    """Expected game points of the hand for the view's seat, per legal action (see
    :func:`evaluate`). The one entry point a stronger search can replace."""
    return {v.action: v.value for v in evaluate(view, level, seed, should_stop).values}


# ---------------------------------------------------------------------- one decision


@dataclass(frozen=True)
class DecisionReview:
    """The review of one decision of the reviewed seat.

    ``index`` is the action's index in the record's ``actions`` (for the open decision of an
    unfinished record, the index the next action would get); ``played`` is None for that open
    decision. ``values`` are in the engine's legal order. ``mark`` is None, "inaccuracy",
    "mistake" or "blunder". ``reason_code`` + ``reason_params`` are for translation (see
    :data:`REVIEW_TEXTS`), ``reason`` is the English text."""

    index: int
    seat: int
    played: Action | None
    best: Action
    loss: float
    values: tuple[ActionValue, ...]
    mark: str | None
    reason_code: str
    reason_params: dict[str, Any] = field(hash=False)
    reason: str
    deals: int
    exact: bool
    all_deals: bool
    #: The loss's standard error over the sampled deals (paired: best minus played in each
    #: deal); 0 where no deal was left out, or where the level's playouts valued the actions.
    loss_se: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """The command line's line: actions in the record's form, with ``player``."""
        return {
            "index": self.index,
            "played": None if self.played is None else act.to_json(self.played, self.seat),
            "best": act.to_json(self.best, self.seat),
            "loss": self.loss,
            "loss_se": self.loss_se,
            "values": [{"action": act.to_json(v.action, self.seat), "value": v.value}
                       | ({"deals": v.deals} if v.deals is not None else {})
                       for v in self.values],
            "reason": self.reason,
            "mark": self.mark,
        }


def mark_for(loss: float) -> str | None:
    """The mark of a loss in game points (None below :data:`INACCURACY`)."""
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    if loss >= INACCURACY:
        return "inaccuracy"
    return None


def phrase_key(action_json: dict[str, Any]) -> str:
    """The :data:`ACTION_PHRASES` key of an action in the record's form."""
    kind = str(action_json.get("type"))
    if kind == "close" and action_json.get("before_draw"):
        return "close_before_draw"
    if kind == "exchange" and action_json.get("card"):
        return "exchange_card"  # names the turn-up taken, as "play" names its card
    return kind


def action_phrase(action_json: dict[str, Any]) -> str:
    """English phrase for an action in the record's form: "playing the King of hearts",
    "closing the talon", "melding the marriage in hearts"."""
    template = ACTION_PHRASES.get(phrase_key(action_json))
    if template is None:
        return str(action_json.get("type"))
    card = action_json.get("card")
    suit = action_json.get("suit")
    return template.format(
        card=card_name(parse_card(card)) if card is not None else "",
        suit=SUIT_NAMES[SUITS.index(suit)] if suit is not None else "")


def review_text(code: str, params: dict[str, Any]) -> str:
    """The English text of a reason code with its parameters."""
    words = dict(params)
    for key in ("best", "played"):
        if isinstance(words.get(key), dict):
            words[key] = action_phrase(words[key])
    text = REVIEW_TEXTS[code].format(**words)
    return text[0].upper() + text[1:]


def _gp(value: float, exact: bool) -> int | float:
    return int(round(value)) if exact else round(value, 2)


def _phrase_json(action: Action, turnup: int) -> dict[str, Any]:
    """The record form of an action for a reason's text; an exchange also names the turn-up
    it takes (both players see it), so that the phrase can name the card as a play does."""
    out = act.to_json(action)
    if out["type"] == "exchange" and turnup >= 0:
        out["card"] = card_code(turnup)
    return out


def _reason(ev: Evaluation, played: Action | None, best: Action,
            loss: float, turnup: int = -1,
            mark: str | None = None) -> tuple[str, dict[str, Any]]:
    if len(ev.values) == 1:
        return "only_move", {}
    b = ev.value_of(best)
    best_json = _phrase_json(best, turnup)
    if played is None or played == best:
        if ev.exact:
            gp = _gp(b.value, True)
            code = "best_exact_win" if gp > 0 else "best_exact_loss" if gp < 0 \
                else "best_exact_draw"
            return code, {"best": best_json, "gp": abs(gp)}
        return "best_pct", {"best": best_json, "pct": round(100 * b.win_rate)}
    p = ev.value_of(played)
    played_json = _phrase_json(played, turnup)
    if ev.exact:
        return "worse_exact", {"best": best_json, "played": played_json,
                               "best_gp": _gp(b.value, True), "played_gp": _gp(p.value, True)}
    best_pct, played_pct = round(100 * b.win_rate), round(100 * p.win_rate)
    if mark is not None and act.MELD <= played < act.EXCHANGE and best < act.MELD:
        # Melding at once is what a player does without thinking; say why not here.
        return "meld_can_wait", {"best": best_json, "played": played_json,
                                 "best_gp": _gp(b.value, False),
                                 "played_gp": _gp(p.value, False)}
    if mark is None:
        return "near_best", {"best": best_json, "played": played_json, "best_pct": best_pct,
                             "played_pct": played_pct}
    if best_pct > played_pct:
        return "worse_pct", {"best": best_json, "played": played_json, "best_pct": best_pct,
                             "played_pct": played_pct}
    return "worse_points", {"best": best_json, "played": played_json,
                            "best_gp": _gp(b.value, False), "played_gp": _gp(p.value, False)}


def review_decision(view: PlayerView, played: Action | None, index: int,
                    level: str = DEFAULT_LEVEL, seed: int = 0,
                    should_stop: Callable[[], bool] = lambda: False) -> DecisionReview:
    """The review of one decision from the seat's view (``played`` None: not yet decided)."""
    if played is not None and played not in view.legal:
        raise ValueError("the played action is not legal in this view")
    ev = evaluate(view, level, seed, should_stop, played)
    best = best_action({v.action: v.value for v in ev.values if v.deals is None}, played)
    loss = 0.0 if played is None else round(ev.value_of(best).value
                                            - ev.value_of(played).value, DECIMALS)
    loss_se = 0.0
    if played is not None and played != best and ev.per_deal and not ev.all_deals:
        loss_se = round(exact_review.paired_se(ev.per_deal[best], ev.per_deal[played]),
                        DECIMALS)
    # A mark only where the loss stands out of the sampling noise.
    mark = mark_for(loss) if loss > NOISE_MARGIN * loss_se else None
    code, params = _reason(ev, played, best, loss, view.turnup, mark)
    return DecisionReview(index, view.seat, played, best, loss, ev.values, mark,
                          code, params, review_text(code, params), ev.deals, ev.exact,
                          ev.all_deals, loss_se)


# ---------------------------------------------------------------------- a whole hand


@dataclass(frozen=True)
class ReviewSummary:
    """Total loss of the hand and how many decisions got each mark."""

    decisions: int
    total_loss: float
    inaccuracies: int
    mistakes: int
    blunders: int


def summarize(reviews: list[DecisionReview]) -> ReviewSummary:
    marks = [r.mark for r in reviews]
    return ReviewSummary(len(reviews), round(sum(r.loss for r in reviews), DECIMALS),
                         marks.count("inaccuracy"), marks.count("mistake"),
                         marks.count("blunder"))


def decision_points(record: HandRecord, seat: int) -> Iterator[tuple[int, PlayerView,
                                                                     Action | None]]:
    """(index, view of ``seat``, action played or None) for each decision of ``seat`` in the
    record, replayed through the engine; the last is the open decision when the record stops
    with ``seat`` to move. Raises ReplayError for a bad record before yielding anything."""
    record.replay()  # validate the whole record first: no partial review of a bad one
    hand = Hand.deal(record.rules, record.dealer, record.deck)
    for index, (player, action) in enumerate(record.actions):
        if hand.to_move == seat:
            yield index, hand.view(seat), action
        hand.push(action, player)
    if hand.outcome is None and hand.to_move == seat:
        yield len(record.actions), hand.view(seat), None


def _as_record(record: HandRecord | Hand) -> HandRecord:
    return HandRecord.of_hand(record) if isinstance(record, Hand) else record


def _check(seat: int, level: str) -> None:
    if type(seat) is not int or seat not in (0, 1):
        raise ReviewError(f"bad seat {seat!r} (expected 0 or 1)")
    if level not in REVIEW_LEVELS:
        raise ReviewError(f"unknown review level {level!r} (expected one of "
                          f"{', '.join(REVIEW_LEVELS)})")


def iter_reviews(record: HandRecord | Hand, seat: int, level: str = DEFAULT_LEVEL,
                 seed: int = 0, should_stop: Callable[[], bool] = lambda: False,
                 progress: Callable[[int, int], None] | None = None,
                 ) -> Iterator[DecisionReview]:
    """:func:`review_hand` one decision at a time (the command line prints each at once).
    The record, seat and level are checked before the first review is computed."""
    _check(seat, level)
    points = list(decision_points(_as_record(record), seat))
    if progress is not None:
        progress(0, len(points))
    for done, (index, view, played) in enumerate(points, 1):
        yield review_decision(view, played, index, level, seed, should_stop)
        if progress is not None:
            progress(done, len(points))


def review_hand(record: HandRecord | Hand, seat: int, level: str = DEFAULT_LEVEL,
                seed: int = 0, should_stop: Callable[[], bool] = lambda: False,
                progress: Callable[[int, int], None] | None = None) -> list[DecisionReview]:
    """Review every decision of ``seat`` in a hand record (or a hand dealt from a known pack).

    ``progress(done, total)`` is called before the first decision and after each one;
    ``should_stop()`` is polled often and raises :class:`~schnapsen_qt.ai.Cancelled`.
    Raises ReplayError for a record that cannot be replayed and :class:`ReviewError` for a bad
    seat or level, before any search."""
    return list(iter_reviews(record, seat, level, seed, should_stop, progress))


__all__ = [
    "ACTION_PHRASES", "BLUNDER", "DEFAULT_LEVEL", "INACCURACY", "MARK_NAMES", "MARKS",
    "MISTAKE", "REVIEW_LEVELS", "REVIEW_TEXTS", "ActionValue", "DecisionReview", "Evaluation",
    "ReviewError", "ReviewSummary", "action_phrase", "action_values", "decision_points",
    "evaluate", "iter_reviews", "mark_for", "phrase_key", "review_decision", "review_hand",
    "review_text", "summarize",
]

"""The computer opponent (pure Python, no Qt). See docs/ARCHITECTURE.md, "ai".

Four levels (registered in :mod:`.levels`), each deciding from a
:class:`~schnapsen_qt.engine.PlayerView` only:

- ``beginner``: legal, simple, often careless;
- ``intermediate``: rules of thumb (:mod:`.basic`): counts points, keeps trumps and marriages,
  exchanges the trump Jack, melds, closes with a sure 66, claims at 66;
- ``expert``: determinized search over the deals consistent with the view (:mod:`.search`),
  with an exact solver once the talon is closed or exhausted (:mod:`.solver`), valuing results
  by the Bummerl score when it is given;
- ``master``: the same with a larger budget.

Typical use (the GUI's worker thread)::

    player = create_player("expert", seed=7)
    player.set_match_score(my_to_go=5, opp_to_go=3)        # optional, once per hand
    action = player.choose(view, should_stop=lambda: cancelled)
    h = hint(view, seed=0, score=(5, 3))                   # Hint(action, code, params, text)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

from ..engine import Action, PlayerView, Rules
from ..engine.actions import CLAIM, CLOSE, CLOSE_BEFORE_DRAW, EXCHANGE, MELD, PASS
from ..engine.cards import (
    KING,
    QUEEN,
    RANK_NAMES,
    RANK_OF,
    RANKS,
    SUIT_NAMES,
    SUITS,
    card_code,
    card_name,
    exchange_rank,
    marriage_points,
    parse_card,
)
from ..engine.texts import QT_TRANSLATE_NOOP
from .levels import BUDGETS, EXPERIMENTAL, EXPERIMENTAL_LEVELS, LEVELS, REGISTRY, Level
from .search import Decision, SearchCancelled, Searcher


class Cancelled(Exception):
    """The decision was stopped by ``should_stop`` (new game, quit)."""


class Hint(NamedTuple):
    action: Action
    # A message id for the GUI to translate, e.g. "close_wins_pct", with its parameters.
    code: str
    params: dict[str, Any]
    # The same reason in English (command line, logs).
    text: str


# Every hint code with its English template, marked for lupdate (context "Hints"); the GUI
# translates these very strings. Parameters: ``card`` is a card code ("KH", rank then suit
# as in RULES.md), ``suit`` a suit letter ("C", "D", "H", "S"), ``pct``, ``points`` and
# ``gp`` integers; ``{jack}`` is the name of the rank Jack, filled in by whoever renders the
# text. In ``text`` the card and suit appear as English names ("King of hearts", "hearts").
HINT_TEXTS: dict[str, str] = {
    "only_move": QT_TRANSLATE_NOOP("Hints", "This is your only legal move: {card}."),
    "claim": QT_TRANSLATE_NOOP("Hints", "Claim 66: you have {points} points."),
    "exchange": QT_TRANSLATE_NOOP(
        "Hints",
        "Exchange the trump {jack} for the {card}: a high trump for the lowest one."),
    "meld": QT_TRANSLATE_NOOP("Hints", "Meld the marriage in {suit}: {points} points."),
    "pass": QT_TRANSLATE_NOOP("Hints", "Keep your trump {jack}: do not exchange it for the "
                                       "turn-up."),
    "pass_wins_pct": QT_TRANSLATE_NOOP(
        "Hints",
        "Keep your trump {jack}: not exchanging wins in {pct}% of possible deals."),
    "close_wins_pct": QT_TRANSLATE_NOOP(
        "Hints",
        "Close the talon: closing now wins in {pct}% of possible deals."),
    "marriage_lead": QT_TRANSLATE_NOOP(
        "Hints",
        "Lead the {card} from the marriage: it does best, winning in {pct}% of possible "
        "deals."),
    "play_wins_pct": QT_TRANSLATE_NOOP(
        "Hints",
        "Play the {card}: it wins the hand in {pct}% of possible deals."),
    "play_best_of_bad": QT_TRANSLATE_NOOP(
        "Hints",
        "Play the {card}: the hand looks hard, but this gives the best chances, winning "
        "in {pct}% of possible deals."),
    "play_limit_loss": QT_TRANSLATE_NOOP(
        "Hints",
        "Play the {card}: the hand looks lost in the possible deals, and this card "
        "keeps the loss smallest."),
    "play_draws_pct": QT_TRANSLATE_NOOP(
        "Hints",
        "Play the {card}: no possible deal looks won, but this card draws the hand in "
        "{pct}% of them."),
    "exact_win": QT_TRANSLATE_NOOP(
        "Hints",
        "Every card is known now: with best play the {card} wins the hand (game points: "
        "{gp})."),
    "exact_loss": QT_TRANSLATE_NOOP(
        "Hints",
        "Every card is known now and the hand is lost with best play; the {card} loses the "
        "fewest game points: {gp}."),
    "exact_draw": QT_TRANSLATE_NOOP(
        "Hints",
        "Every card is known now: the {card} draws the hand with best play (equal points "
        "at the end)."),
}


def _english(params: dict[str, Any], rules: Rules | None = None) -> dict[str, Any]:
    out = dict(params)
    code = out.get("card")
    if isinstance(code, str) and len(code) == 2 and code[1] in SUITS and code[0] in RANKS:
        out["card"] = card_name(parse_card(code))
    if "suit" in out:
        out["suit"] = SUIT_NAMES[SUITS.index(out["suit"])]
    out["jack"] = RANK_NAMES[exchange_rank(rules)]
    return out


def hint_text(code: str, params: dict[str, Any], rules: Rules | None = None) -> str:
    """The English text of a hint code with its parameters; ``{jack}`` names the card that
    ``rules`` exchange for the turn-up (the Jack, or the Nine with 24 cards)."""
    return HINT_TEXTS[code].format(**_english(params, rules))


def _action_label(action: Action) -> str:
    if action < MELD:
        return card_code(action)
    return {EXCHANGE: "exchange", CLOSE: "close", CLAIM: "claim", CLOSE_BEFORE_DRAW: "close",
            PASS: "pass"}.get(action, "meld")


class Player:
    """Decides for one seat from that seat's :class:`PlayerView` only.

    ``samples`` and ``time_cap`` override the level's search budget (tests, benchmarks);
    ``score`` is the Bummerl score to go ``(mine, opponent's)``, also settable with
    :meth:`set_match_score` or per call.
    """

    def __init__(self, level: str, seed: int = 0, *, samples: int | None = None,
                 time_cap: float | None = None, score: tuple[int, int] | None = None) -> None:
        if level not in REGISTRY and level not in EXPERIMENTAL:
            raise ValueError(f"unknown AI level {level!r} (expected one of {', '.join(LEVELS)})")
        self.level = level
        self.spec: Level = REGISTRY[level] if level in REGISTRY else EXPERIMENTAL[level]
        self.seed = seed
        self.score = score
        self.searcher: Searcher | None = None
        if self.spec.searches:
            self.searcher = Searcher(samples if samples is not None else self.spec.samples,
                                     time_cap if time_cap is not None else self.spec.time_cap,
                                     **self.spec.options)

    def set_match_score(self, my_to_go: int, opp_to_go: int) -> None:
        """The Bummerl score: game points this player and its opponent still need (7 down
        to 1). Used by Expert and Master to value hand results; the default is 7:7-like play
        in plain game points."""
        self.score = (my_to_go, opp_to_go)

    def _rng(self, view: PlayerView) -> random.Random:
        # Depends on the seed and on the view only: same view, same seed, same decision.
        key = self.spec.rng_key or self.level
        return random.Random(f"{key}|{self.seed}|{view.seat}|{view.hand}|{view.history}")

    def decide(self, view: PlayerView, should_stop: Callable[[], bool] = lambda: False,
               score: tuple[int, int] | None = None) -> Decision:
        """The decision with its reasons (for hints)."""
        if should_stop():
            raise Cancelled
        if not view.my_turn or not view.legal:
            raise ValueError("it is not this player's turn")
        rng = self._rng(view)
        if self.spec.rule is not None:
            return Decision(self.spec.rule(view, rng), "rule")
        assert self.searcher is not None
        try:
            return self.searcher.decide(view, rng, should_stop,
                                        score if score is not None else self.score)
        except SearchCancelled:
            raise Cancelled from None

    def choose(self, view: PlayerView, should_stop: Callable[[], bool] = lambda: False,
               score: tuple[int, int] | None = None) -> Action:
        """The action for ``view`` (its seat must be to move); raises :class:`Cancelled` as
        soon as ``should_stop()`` returns true."""
        return self.decide(view, should_stop, score).action


def create_player(level: str, seed: int = 0, *, samples: int | None = None,
                  time_cap: float | None = None,
                  score: tuple[int, int] | None = None) -> Player:
    return Player(level, seed, samples=samples, time_cap=time_cap, score=score)


# Deals sampled to put a number on a Beginner's or Intermediate's card or close in a hint
# (those levels decide without search, so their reason is the chosen action's prospects).
HINT_EVAL_SAMPLES = 40


def _rule_stats(view: PlayerView, decision: Decision, seed: int,
                should_stop: Callable[[], bool],
                score: tuple[int, int] | None) -> Decision:
    """``decision`` with search statistics for its action (same view, seed: same numbers)."""
    a = decision.action
    if decision.stats or len(view.legal) == 1 or not (a < MELD or a in (CLOSE, CLOSE_BEFORE_DRAW)):
        return decision
    rng = random.Random(f"hint|{seed}|{view.seat}|{view.hand}|{view.history}")
    try:
        evaluated = Searcher(HINT_EVAL_SAMPLES, 0.5)._search(view, [a], rng, should_stop, score)
    except SearchCancelled:
        raise Cancelled from None
    return Decision(a, "rule", evaluated.stats, evaluated.samples, evaluated.exact)


def explain(view: PlayerView, decision: Decision, seed: int = 0,
            should_stop: Callable[[], bool] = lambda: False,
            score: tuple[int, int] | None = None) -> Hint:
    """A Hint (action and reason) for a decision of any level for ``view``.

    Decisions of the search levels carry their statistics; for a Beginner's or
    Intermediate's card or close (either kind) the chosen action is valued by a small search
    (:data:`HINT_EVAL_SAMPLES` deals, seeded by ``seed`` and the view), so that the reason
    says how that action does rather than claiming it was the only move.
    """
    if decision.kind == "rule":
        decision = _rule_stats(view, decision, seed, should_stop, score)
    a = decision.action
    me = view.seat
    params: dict[str, object]
    if a == CLAIM:
        code, params = "claim", {"points": view.counted_points(me)}
    elif a == EXCHANGE:
        code, params = "exchange", {"card": card_code(view.turnup)}
    elif MELD <= a < EXCHANGE:
        suit = a - MELD
        code, params = "meld", {"suit": SUITS[suit], "points": marriage_points(suit, view.trump)}
    elif a == PASS:  # exchange_at_close: keep the card (there is no card to name)
        st = decision.stats.get(a)
        code, params = (("pass_wins_pct", {"pct": round(100 * st.win_rate)}) if st is not None
                        else ("pass", {}))
    elif decision.kind == "only" or not decision.stats or a not in decision.stats:
        code, params = "only_move", {"card": _action_label(a)}
    else:
        st = decision.stats[a]
        pct = round(100 * st.win_rate)
        if a in (CLOSE, CLOSE_BEFORE_DRAW):
            code, params = "close_wins_pct", {"pct": pct}
        elif decision.exact:
            gp = abs(round(st.mean_gp))
            code = ("exact_win" if st.mean_gp > 0 else "exact_loss" if st.mean_gp < 0
                    else "exact_draw")
            params = {"card": card_code(a), "gp": gp}
        elif view.meld_suit >= 0 and RANK_OF[a] in (KING, QUEEN):
            code, params = "marriage_lead", {"card": card_code(a), "pct": pct}
        elif pct == 0 and st.losses < st.n:
            # Drawn hands (end_of_cards: count) are no loss: say how often it draws.
            draws = round(100 * (st.n - st.wins - st.losses) / st.n)
            code, params = "play_draws_pct", {"card": card_code(a), "pct": draws}
        elif pct == 0:
            code, params = "play_limit_loss", {"card": card_code(a)}
        elif pct < 50:
            code, params = "play_best_of_bad", {"card": card_code(a), "pct": pct}
        else:
            code, params = "play_wins_pct", {"card": card_code(a), "pct": pct}
    return Hint(a, code, params, hint_text(code, params, view.rules))


def hint(view: PlayerView, seed: int = 0, should_stop: Callable[[], bool] = lambda: False,
         score: tuple[int, int] | None = None, level: str = LEVELS[-1],
         time_cap: float | None = None) -> Hint:
    """The action ``level`` (by default the strongest, Master) chooses for the view, with a
    short reason.
    Like :meth:`Player.choose`, it depends only on the view, the seed and the score (and on
    the machine's speed when the level's time cap cuts the search short: ``time_cap=math.inf``
    turns the cap off), and raises :class:`Cancelled` as soon as ``should_stop()`` returns
    true."""
    player = create_player(level, seed, score=score, time_cap=time_cap)
    decision = player.decide(view, should_stop, score)
    return explain(view, decision, seed, should_stop, score)


__all__ = [
    "BUDGETS", "EXPERIMENTAL_LEVELS", "HINT_TEXTS", "LEVELS", "REGISTRY", "Cancelled", "Level",
    "Hint", "Player", "RANK_NAMES",
    "HINT_EVAL_SAMPLES", "create_player", "explain", "hint", "hint_text",
]

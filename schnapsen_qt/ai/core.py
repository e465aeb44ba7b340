"""The compiled search core (``_core``, C) from Python: which search is in use, a hand as the
core's state, and exact perfect-information solving.

The core (``schnapsen_qt/ai/_core.c``) mirrors the engine's rules on a compact state with
every card known (both hands, the talon in drawing order) and solves it exactly by alpha-beta
with a transposition table, in phase two and in phase one with the talon order known, closes
included. It is built by ``pip install`` where a C compiler is found; where it is not (or with
``SCHNAPSEN_PURE_PYTHON=1`` in the environment, for tests and CI) :data:`BACKEND` is
``"python"`` and the levels use the Python solver (:mod:`.solver`) unchanged. The engine stays
the authority: the tests hold the core to it (``tests/ai/test_core*.py``).

>>> from schnapsen_qt.engine import SOFT, Hand
>>> hand = Hand.shuffled(SOFT, dealer=0, rng=1)
>>> BACKEND in ("compiled", "python")
True
>>> not available() or sorted(state_of(hand).legal()) == sorted(hand.legal_actions())
True
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from types import ModuleType
from typing import Any

from ..engine.actions import CLOSE, CLOSE_BEFORE_DRAW, MELD
from ..engine.hand import Hand
from ..engine.rules import Rules
from ..engine.scoring import Outcome

#: The option values the core reads, in the order of ``Rules`` in ``_core.c``.
RULE_FIELDS = (
    "meld_requires_trick", "meld_must_lead_king", "exchange_requires_trick",
    "last_facedown_blocks_close_and_exchange", "melds_after_talon_gone", "closing_at_end",
    "false_claim_mirror", "going_out_end", "pack", "last_trick_bonus", "count_at_end",
    "close_before_draw", "exchange_at_close",
)

#: The fields of a core state (``State(rules, fields)``, ``State.fields()``), in order.
STATE_FIELDS = (
    "hand0", "hand1", "won0", "won1", "stock", "stock_pos", "turnup", "trump", "to_move",
    "lead", "tricks0", "tricks1", "trick_points0", "trick_points1", "meld_points0",
    "meld_points1", "closed_by", "closed_opp_tricks", "closed_opp_points", "meld_suit",
    "any_trick", "fresh_draws", "exchange_pending", "draw_winner", "draw_first", "draw_second",
)

#: The core's outcome reason codes, as the engine names them (engine/scoring.py; code 0 is
#: "not over").
REASONS = ("", "claim", "false_claim", "closer_failed", "last_trick", "count", "draw")

_CLOSES = (CLOSE, CLOSE_BEFORE_DRAW)

#: Set to ``1`` to run on the Python search even where the core is built.
PURE_PYTHON_ENV = "SCHNAPSEN_PURE_PYTHON"


def _load() -> ModuleType | None:
    if os.environ.get(PURE_PYTHON_ENV, "") not in ("", "0"):
        return None
    try:
        from . import _core  # type: ignore[attr-defined]
    except ImportError:
        return None
    module: ModuleType = _core
    return module


_built: ModuleType | None = _load()
_active: ModuleType | None = _built

#: The search in use: ``"compiled"`` (the C core) or ``"python"``.
BACKEND = "compiled" if _active is not None else "python"


class SolverCancelled(Exception):
    """A solve was stopped by its ``should_stop`` (the compiled core's or :mod:`.solver`'s);
    defined here, below the solver, so that both raise the one exception."""


class CoreUnavailable(RuntimeError):
    """The compiled core is not built (or switched off): the caller uses the Python search."""


class SearchLimit(RuntimeError):
    """A solve reached its node limit before the value was known."""


def available() -> bool:
    """Is the compiled core in use?"""
    return _active is not None


def compiled() -> ModuleType | None:
    """The core's module while it is in use, else None (the Python search decides)."""
    return _active


def use_backend(name: str) -> None:
    """Switch the search to ``"compiled"`` (if built) or ``"python"`` for this process: tests
    and benchmarks compare the two. ``CoreUnavailable`` when the core is not built."""
    global _active, BACKEND
    if name == "python":
        _active = None
    elif name == "compiled":
        if _built is None:
            raise CoreUnavailable("the compiled search core is not built")
        _active = _built
    else:
        raise ValueError(f"unknown search backend {name!r} (expected compiled or python)")
    BACKEND = name


def search_name() -> str:
    """The search in use, in English for ``--version`` ("compiled core" or "Python")."""
    return "compiled core" if _active is not None else "Python"


def _module() -> Any:
    if _active is None:
        raise CoreUnavailable("the compiled search core is not in use")
    return _active


# ---------------------------------------------------------------------------- conversion


def rules_key(rules: Rules) -> tuple[int, ...]:
    """The rules as the core reads them (:data:`RULE_FIELDS`); the last one remembered (a
    frozen dataclass hashes every field at each lookup, and a search asks thousands of
    times under the same rules)."""
    global _last_rules
    last = _last_rules  # one read: another thread may replace it (never change it)
    if rules is last[0]:
        return last[1]
    key = (
        int(rules.meld_requires_trick), int(rules.meld_must_lead_king),
        int(rules.exchange_requires_trick), int(rules.last_facedown_blocks_close_and_exchange),
        int(rules.melds_after_talon_gone), int(rules.closing_scored_at == "end"),
        int(rules.false_claim_penalty == "mirror"), int(rules.going_out == "end"), rules.pack,
        rules.last_trick_bonus, int(rules.end_of_cards == "count"),
        int(rules.close_before_draw), int(rules.exchange_at_close),
    )
    _last_rules = (rules, key)
    return key


_last_rules: tuple[Rules | None, tuple[int, ...]] = (None, ())


def hand_fields(hand: Hand) -> tuple[Any, ...]:
    """The core state's fields (:data:`STATE_FIELDS`) of an engine hand in play.

    The before-draw close is possible only right after a trick that drew (the engine reads its
    history: the last action a play); the exchange decision at a close likewise."""
    fresh = bool(hand.last_draws and hand.lead < 0 and hand.closed_by < 0 and hand.history
                 and hand.history[-1][1] < MELD)
    if fresh:
        (winner, first), (_, second) = hand.last_draws
    else:
        winner, first, second = -1, -1, -1
    return (
        hand.hands[0], hand.hands[1], hand.won[0], hand.won[1], hand.stock, hand.stock_pos,
        hand.turnup, hand.trump, hand.to_move, hand.lead, hand.tricks[0], hand.tricks[1],
        hand.trick_points[0], hand.trick_points[1], hand.meld_points[0], hand.meld_points[1],
        hand.closed_by, hand.closed_opp_tricks, hand.closed_opp_points, hand.meld_suit,
        int(hand.last_trick is not None), int(fresh), int(hand.exchange_pending()),
        winner, first, second,
    )


#: The parts of a hand :func:`solve` and :func:`action_values` hand to the core
#: (:func:`hand_parts`), in order; the five per-seat ones are the engine's lists of two, the
#: last the draws a close before drawing would undo: (winner, its card, the loser's card).
HAND_PARTS = (
    "hands", "won", "stock", "stock_pos", "turnup", "trump", "to_move", "lead", "tricks",
    "trick_points", "meld_points", "closed_by", "closed_opp_tricks", "closed_opp_points",
    "meld_suit", "any_trick", "fresh_draws", "exchange_pending", "draws",
)

_NO_DRAWS = (-1, -1, -1)


def hand_parts(hand: Hand) -> tuple[Any, ...]:
    """:func:`hand_fields` as the core's fast calls read them (:data:`HAND_PARTS`): the
    engine's per-seat lists passed as they are, no Python object built but the tuple. A
    phase-two solve is a few microseconds of search, so the conversion is worth keeping
    short."""
    history = hand.history
    closed_by = hand.closed_by
    if hand.last_draws and hand.lead < 0 and closed_by < 0 and history \
            and history[-1][1] < MELD:
        (winner, first), (_, second) = hand.last_draws
        fresh, draws = True, (winner, first, second)
    else:
        fresh, draws = False, _NO_DRAWS
    pending = (closed_by >= 0 and hand.to_move != closed_by and hand.lead < 0
               and hand.rules.exchange_at_close and hand.outcome is None
               and len(history) > 0 and history[-1][1] in _CLOSES)
    return (
        hand.hands, hand.won, hand.stock, hand.stock_pos, hand.turnup, hand.trump,
        hand.to_move, hand.lead, hand.tricks, hand.trick_points, hand.meld_points, closed_by,
        hand.closed_opp_tricks, hand.closed_opp_points, hand.meld_suit,
        hand.last_trick is not None, fresh, pending, draws,
    )


def state_of(hand: Hand) -> Any:
    """The core's state of ``hand`` (a hand in play, every card known: a real deal or a
    sampled one). ``CoreUnavailable`` without the core, ``ValueError`` once the hand is over."""
    if hand.outcome is not None:
        raise ValueError("the hand is over")
    return _module().State(rules_key(hand.rules), hand_fields(hand))


def outcome_of(state: Any) -> Outcome | None:
    """The engine's :class:`~..engine.scoring.Outcome` of a finished core state, else None."""
    found = state.outcome()
    if found is None:
        return None
    winner, game_points, reason, points0, points1 = found
    return Outcome(winner, game_points, REASONS[reason], (points0, points1))


# ---------------------------------------------------------------------------- solving


def new_table(exact: bool = True, bits: int = 16) -> Any:
    """A transposition table for :func:`solve`, to share between the positions and deals of
    one search (a table holds one rule set; another clears it). ``exact``: weigh false claims
    too (the exact value); without, the values of :mod:`.solver`, which never claims
    falsely. ``bits``: 2**bits entries of 32 bytes; a table that fits the processor's cache
    is fastest for small searches (12 for phase two, 14 for a whole Schnapsen deal), a bigger
    one saves positions in a big search (a Sechsundsechzig deal: benchmarks/core_speed.py)."""
    return _module().Table(false_claims=exact, bits=bits)


def solve(hand: Hand, seat: int | None = None, table: Any = None, node_limit: int = 0,
          should_stop: Callable[[], bool] | None = None, exact: bool = True,
          release_lock: bool = False) -> int:
    """The exact value of ``hand`` (every card known, in phase one or two) in game points for
    ``seat`` (the seat to move when None), both seats playing perfectly: -3..3, 0 a drawn
    hand. ``table``: a :func:`new_table` to share (its ``exact`` wins), else a fresh one.
    ``node_limit`` > 0 raises :class:`SearchLimit` beyond that many positions;
    ``should_stop()`` true raises :class:`.solver.SolverCancelled`.

    ``release_lock``: let the other Python threads (the GUI's) run during the search, for a
    long one (a whole deal); the table is then the search's alone (another search on it
    meanwhile raises ``RuntimeError``). A short solve keeps the lock rather than wait to get
    it back."""
    fast = _active
    if fast is None:
        raise CoreUnavailable("the compiled search core is not in use")
    if hand.outcome is not None:
        raise ValueError("the hand is over")
    if table is None:
        table = new_table(exact)
    rules, last = hand.rules, _last_rules  # rules_key's remembered rules, without the call
    key = last[1] if rules is last[0] else rules_key(rules)
    try:
        v: int = fast.solve_hand(key, hand_parts(hand), table, node_limit, should_stop,
                                 release_lock)
    except fast.SearchLimit:
        raise SearchLimit(f"no value within {node_limit} positions") from None
    except fast.SearchStopped:
        raise SolverCancelled from None
    return v if seat is None or seat == hand.to_move else -v


def action_values(hand: Hand, table: Any = None, node_limit: int = 0,
                  should_stop: Callable[[], bool] | None = None,
                  exact: bool = True, release_lock: bool = False,
                  only: Iterable[int] | None = None) -> dict[int, int]:
    """The exact value of every legal action of ``hand`` (game points for the seat to move),
    as :func:`solve` values positions (a false claim valued by its penalty); ``only``: of
    these legal actions alone (the review values a meld, an exchange or a close by the
    decision after it instead)."""
    fast = _active
    if fast is None:
        raise CoreUnavailable("the compiled search core is not in use")
    if hand.outcome is not None:
        raise ValueError("the hand is over")
    if table is None:
        table = new_table(exact)
    try:
        if only is None:
            values: dict[int, int] = fast.action_values_hand(
                rules_key(hand.rules), hand_parts(hand), table, node_limit, should_stop,
                release_lock)
        else:
            values = fast.action_values_hand(
                rules_key(hand.rules), hand_parts(hand), table, node_limit, should_stop,
                release_lock, sum(1 << a for a in set(only)))
    except fast.SearchLimit:
        raise SearchLimit(f"no value within {node_limit} positions") from None
    except fast.SearchStopped:
        raise SolverCancelled from None
    return values


__all__ = [
    "BACKEND", "CoreUnavailable", "REASONS", "RULE_FIELDS", "STATE_FIELDS", "SearchLimit",
    "SolverCancelled", "HAND_PARTS",
    "action_values", "available", "compiled", "hand_fields", "hand_parts", "new_table",
    "outcome_of",
    "rules_key", "search_name", "solve", "state_of", "use_backend",
]

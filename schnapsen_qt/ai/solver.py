"""Exact solver for phase two (talon exhausted or closed), when both hands are known.

The value of a position is the game points the player to move wins (positive) or loses
(negative) with best play by both sides: -3..3, and 0 for a drawn hand (``end_of_cards:
count``). Where players claim (``going_out: claim``) both sides go out as soon as they reach
66 (always at least as good as playing on: the opponent's tricks and points only grow, and the
count at the end uses the loser's final state) and never claim falsely; under ``going_out:
end`` every hand is played to its last card. A marriage held when leading its King or Queen is
always melded (it only adds points when both hands are known, and every way of scoring a hand
is better for a seat with more points). At the root, a pending decision of the engine's
(the exchange or pass at a close, the close before drawing right after the trick that
exhausted the talon) is decided by trying both.

How a hand ends is scored by the engine's own rules (:func:`~..engine.scoring.claim_result`,
:func:`~..engine.scoring.cards_out_result`); the options are read once per :class:`Solver`,
not at every node.

The state is a compact tuple of ints, independent of :class:`Hand`; the search is negamax with
alpha-beta pruning and a transposition table that stores bounds. Over the small value range
the table makes a five-card endgame a few thousand nodes.

Where the compiled core is in use (:mod:`.core`), :meth:`Solver.hand_value` and
:meth:`Solver.action_values` ask it instead, with the same assumptions (no false claim), so
the values are the same (``tests/ai/test_core_solver.py``) and only the speed changes; one
table per process keeps what it solved for the next search.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

from ..engine.actions import CLAIM, CLOSE, CLOSE_BEFORE_DRAW, EXCHANGE, PASS
from ..engine.cards import (
    KING_OF,
    MARRIAGE_PAIR,
    POINTS,
    QUEEN,
    QUEEN_OF,
    RANK_OF,
    SUIT_MASK,
    SUIT_OF,
    cards_of,
    marriage_points,
)
from ..engine.hand import Hand, strict_follow_cards
from ..engine.rules import Rules
from ..engine.scoring import GOAL, cards_out_result, claim_result, last_trick_bonus
from . import core
from .core import SolverCancelled as SolverCancelled  # where the searches catch it

EXACT, LOWER, UPPER = 0, 1, 2
_POLL = 512


_core_tables: dict[tuple[int, ...], object] = {}


def core_table(rules: Rules) -> object:
    """The compiled core's table for the Python solver's values (no false claims) under
    ``rules``, one per rule set and process: its entries are exact values of whole positions,
    so every search may reuse them. Two threads (the game's AI and the review) may take turns
    on one table, even in the middle of a search (the core lets go of the interpreter lock only
    to ask ``should_stop``), which is safe because every entry is a fact about its position;
    one table per rule set means a table is never cleared under a search. Small (4,096
    entries, 128 KB): it stays in the processor's cache, and a phase-two solve is a few
    hundred positions; a table of 8 MB made the same solves three times slower
    (benchmarks/core_speed.py)."""
    key = core.rules_key(rules)
    table = _core_tables.get(key)
    if table is None:
        table = _core_tables.setdefault(key, core.new_table(exact=False, bits=12))
    return table


#: Counted points nobody reaches: the goal where nobody goes out (``going_out: end``).
_NEVER = 1 << 30


#: (card, meld points) pairs a leader may choose.
LeadMoves: TypeAlias = tuple[tuple[int, int], ...]
#: A number per seat (tricks, trick points, meld points).
PerSeat: TypeAlias = tuple[int, ...]

_LEAD_CACHE: dict[tuple[int, int, bool, bool], LeadMoves] = {}


def _lead_moves(mine: int, trump: int, can_meld: bool, king_only: bool) -> LeadMoves:
    moves = []
    for c in cards_of(mine):
        m = 0
        s = SUIT_OF[c]
        if can_meld and (c == KING_OF[s] or c == QUEEN_OF[s]):
            # A held marriage is always melded when its King (or, if allowed, Queen) is led.
            pair = MARRIAGE_PAIR[s]
            if mine & pair == pair and not (RANK_OF[c] == QUEEN and king_only):
                m = marriage_points(s, trump)
        moves.append((c, m))
    # Higher cards first: better cut-offs.
    moves.sort(key=lambda x: -POINTS[x[0]] - x[1])
    return tuple(moves)


class Solver:
    """Solves phase-two positions of one hand (fixed trump, rules and closing state)."""

    def __init__(self, hand: Hand, should_stop: Callable[[], bool] | None = None) -> None:
        rules = hand.rules
        self.rules = rules
        self.trump = hand.trump
        self.closed_by = hand.closed_by
        self.cot = hand.closed_opp_tricks
        self.cop = hand.closed_opp_points
        self.melds = rules.melds_after_talon_gone
        self.meld_needs_trick = rules.meld_requires_trick
        self.king_only = rules.meld_must_lead_king
        #: Counted points with which a seat goes out at once (never under going_out: end).
        self.goal = GOAL if rules.going_out == "claim" else _NEVER
        #: Card points for the last trick (0 when the talon was closed).
        self.bonus = last_trick_bonus(rules, hand.closed_by)
        self.tt: dict[tuple[int, ...], tuple[int, int]] = {}
        self.nodes = 0
        self.should_stop = should_stop

    # ------------------------------------------------------------------ scoring

    def _claim_value(self, p: int, tk: PerSeat, tp: PerSeat, mp: PerSeat) -> int:
        """Game points won by ``p`` going out with 66 (RULES.md, first three rows)."""
        o = 1 - p
        points, _ = claim_result(self.rules, p, self.closed_by, self.cot, self.cop, tk[o],
                                 tp[o] + (mp[o] if tk[o] else 0))
        return points

    def _last_trick_value(self, w: int, tk: PerSeat, tp: PerSeat, mp: PerSeat) -> int:
        """Game points for seat ``w`` (positive: ``w`` wins, 0: a drawn hand) when ``w`` has
        won the last trick (``tp`` without the last-trick bonus)."""
        c0 = tp[0] + (mp[0] if tk[0] else 0)
        c1 = tp[1] + (mp[1] if tk[1] else 0)
        if w:
            c1 += self.bonus
        else:
            c0 += self.bonus
        winner, points, _ = cards_out_result(self.rules, self.closed_by, self.cot, self.cop, w,
                                             tk, (c0, c1))
        if winner is None:
            return 0
        return points if winner == w else -points

    # ------------------------------------------------------------------ search

    def value(self, hands: tuple[int, int], to_move: int, lead: int, tk: PerSeat, tp: PerSeat,
              mp: PerSeat, meld_suit: int = -1, alpha: int = -4, beta: int = 4) -> int:
        """Value for ``to_move`` of the position (with the leader's claim check done)."""
        return self._node(hands[0], hands[1], to_move, lead, tk[0], tk[1], tp[0], tp[1],
                          mp[0], mp[1], meld_suit, alpha, beta)

    def _lead_moves(self, p: int, mine: int, tkp: int, meld_suit: int) -> LeadMoves:
        """(card, meld points) pairs the leader may choose, best-looking first."""
        if meld_suit >= 0:
            k = KING_OF[meld_suit]
            if self.king_only:
                return ((k, 0),)
            return ((k, 0), (QUEEN_OF[meld_suit], 0))
        can_meld = self.melds and (tkp > 0 or not self.meld_needs_trick)
        key = (mine, self.trump, can_meld, self.king_only)
        moves = _LEAD_CACHE.get(key)
        if moves is None:
            moves = _lead_moves(mine, self.trump, can_meld, self.king_only)
            _LEAD_CACHE[key] = moves
        return moves

    def _node(self, h0: int, h1: int, p: int, lead: int, tk0: int, tk1: int, tp0: int,
              tp1: int, mp0: int, mp1: int, meld_suit: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.should_stop is not None and self.nodes % _POLL == 0 and self.should_stop():
            raise SolverCancelled
        key = (h0, h1, p, lead, tk0 > 0, tk1 > 0, tp0, tp1, mp0, mp1, meld_suit)
        entry = self.tt.get(key)
        if entry is not None:
            v, flag = entry
            if flag == EXACT:
                return v
            if flag == LOWER:
                if v >= beta:
                    return v
                if v > alpha:
                    alpha = v
            else:
                if v <= alpha:
                    return v
                if v < beta:
                    beta = v
        a0 = alpha
        best = -4
        trump = self.trump
        goal = self.goal
        o = 1 - p
        if lead < 0:
            mine = h1 if p else h0
            tkp = tk1 if p else tk0
            for c, m in self._lead_moves(p, mine, tkp, meld_suit):
                if m:
                    if p:
                        nmp0, nmp1 = mp0, mp1 + m
                    else:
                        nmp0, nmp1 = mp0 + m, mp1
                    tpp = tp1 if p else tp0
                    if tkp and tpp + (nmp1 if p else nmp0) >= goal:
                        v = self._claim_value(p, (tk0, tk1), (tp0, tp1), (nmp0, nmp1))
                        if v > best:
                            best = v
                        if best > alpha:
                            alpha = best
                        if alpha >= beta:
                            break
                        continue
                else:
                    nmp0, nmp1 = mp0, mp1
                if p:
                    v = -self._node(h0, h1 & ~(1 << c), o, c, tk0, tk1, tp0, tp1, nmp0, nmp1,
                                    -1, -beta, -alpha)
                else:
                    v = -self._node(h0 & ~(1 << c), h1, o, c, tk0, tk1, tp0, tp1, nmp0, nmp1,
                                    -1, -beta, -alpha)
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
                if alpha >= beta:
                    break
        else:
            mine = h1 if p else h0
            legal = strict_follow_cards(mine, lead, trump)
            lsuit = SUIT_OF[lead]
            pts = POINTS[lead]
            for c in cards_of(legal):
                if SUIT_OF[c] == lsuit:
                    w = p if c < lead else o
                else:
                    w = p if SUIT_OF[c] == trump else o
                n0, n1 = (h0, h1 & ~(1 << c)) if p else (h0 & ~(1 << c), h1)
                gain = pts + POINTS[c]
                if w:
                    ntk0, ntk1, ntp0, ntp1 = tk0, tk1 + 1, tp0, tp1 + gain
                else:
                    ntk0, ntk1, ntp0, ntp1 = tk0 + 1, tk1, tp0 + gain, tp1
                tk = (ntk0, ntk1)
                tp = (ntp0, ntp1)
                mp = (mp0, mp1)
                if not n0 and not n1:
                    vw = self._last_trick_value(w, tk, tp, mp)
                elif tp[w] + mp[w] >= goal:  # the winner has a trick now, so melds count
                    vw = self._claim_value(w, tk, tp, mp)
                else:
                    vw = None
                if vw is not None:
                    v = vw if w == p else -vw
                elif w == p:
                    v = self._node(n0, n1, p, -1, ntk0, ntk1, ntp0, ntp1, mp0, mp1, -1,
                                   alpha, beta)
                else:
                    v = -self._node(n0, n1, o, -1, ntk0, ntk1, ntp0, ntp1, mp0, mp1, -1,
                                    -beta, -alpha)
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
                if alpha >= beta:
                    break
        if best <= a0:
            self.tt[key] = (best, UPPER)
        elif best >= beta:
            self.tt[key] = (best, LOWER)
        else:
            self.tt[key] = (best, EXACT)
        return best

    # ------------------------------------------------------------------ engine interface

    def hand_value(self, hand: Hand) -> int:
        """Value of a phase-two :class:`Hand` for the player to move (claims done if due)."""
        if hand.outcome is not None:
            raise ValueError("the hand is over")
        if core.available():
            return core.solve(hand, table=core_table(self.rules), should_stop=self.should_stop)
        p = hand.to_move
        if hand.exchange_pending():
            # exchange_at_close: the closer's opponent decides first, then the closer leads.
            best = -4
            for a in (EXCHANGE, PASS):
                child = hand.copy()
                child.push_unchecked(a)
                best = max(best, self.value_for(child, p))
            return best
        tk = (hand.tricks[0], hand.tricks[1])
        tp = (hand.trick_points[0], hand.trick_points[1])
        mp = (hand.meld_points[0], hand.meld_points[1])
        can_claim = hand.lead < 0 and (hand.last_trick is not None or hand.meld_suit >= 0)
        if can_claim and hand.counted_points(p) >= self.goal:
            return self._claim_value(p, tk, tp, mp)
        v = self.value((hand.hands[0], hand.hands[1]), p, hand.lead, tk, tp, mp,
                       hand.meld_suit)
        if hand.last_draws and hand.can_close_before_draw():
            # The trick that exhausted the talon: its winner may still close before the draws.
            v = max(v, self._close_before_draw_value(hand))
        return v

    def value_for(self, hand: Hand, seat: int) -> int:
        """Value of a phase-two :class:`Hand` for ``seat``, whoever is to move: the
        :meth:`hand_value` of the player to move, with its sign turned for the other seat
        (a zero-sum game)."""
        v = self.hand_value(hand)
        return v if hand.to_move == seat else -v

    def _close_before_draw_value(self, hand: Hand) -> int:
        """Value for the player to move of closing before the draws (another closing state:
        its own solver)."""
        p = hand.to_move
        child = hand.copy()
        child.push_unchecked(CLOSE_BEFORE_DRAW)
        return Solver(child, self.should_stop).value_for(child, p)

    def action_values(self, hand: Hand) -> dict[int, int]:
        """Exact value (game points for the player to move) of each legal action, false
        claims excluded. A meld is valued as the best lead after it."""
        p = hand.to_move
        if core.available():
            values = core.action_values(hand, core_table(self.rules),
                                         should_stop=self.should_stop)
            if CLAIM in values and hand.counted_points(p) < GOAL:
                del values[CLAIM]
            values.pop(CLOSE, None)
            return values
        out: dict[int, int] = {}
        for a in hand.legal_actions():
            if a == CLAIM:
                if hand.counted_points(p) >= GOAL:
                    out[a] = self._claim_value(
                        p, tuple(hand.tricks), tuple(hand.trick_points), tuple(hand.meld_points))
                continue
            if a == CLOSE:
                continue  # cannot occur in phase two
            if a == CLOSE_BEFORE_DRAW:
                out[a] = self._close_before_draw_value(hand)
                continue
            child = hand.copy()
            child.push_unchecked(a)
            out[a] = (outcome_value(child, p) if child.outcome is not None
                      else self.value_for(child, p))
        return out


def outcome_value(hand: Hand, seat: int) -> int:
    """Signed game points of a finished hand for ``seat``."""
    o = hand.outcome
    assert o is not None
    return o.game_points if o.winner == seat else -o.game_points


def solve(hand: Hand, should_stop: Callable[[], bool] | None = None) -> int:
    """Value of a phase-two hand for the player to move."""
    return Solver(hand, should_stop).hand_value(hand)


def solve_for(hand: Hand, seat: int, should_stop: Callable[[], bool] | None = None,
              solvers: Solvers | None = None) -> int:
    """Value of a phase-two hand for ``seat`` (signed game points with best play), whoever
    is to move: what a search needs of a position reached by one of its candidates. With
    ``solvers`` (a search's tables, shared by its deals) by the table of the hand's closing
    state, else by a solver of its own; the value is exact either way."""
    if solvers is not None:
        return solvers.value_for(hand, seat)
    return Solver(hand, should_stop).value_for(hand, seat)


class Solvers:
    """One :class:`Solver`, and so one table, per closing state (who closed, and the
    opponent's tricks and points then), for many positions: the positions of one hand and
    the deals of one view share their closing state, and the table is keyed by both hands,
    so one table serves them all and what one deal solved another need not solve again."""

    def __init__(self, should_stop: Callable[[], bool] | None = None) -> None:
        self.should_stop = should_stop
        self._by_state: dict[tuple[int, int, int], Solver] = {}

    def for_hand(self, hand: Hand) -> Solver:
        """The solver for ``hand``'s closing state (made on first use)."""
        key = (hand.closed_by, hand.closed_opp_tricks, hand.closed_opp_points)
        solver = self._by_state.get(key)
        if solver is None:
            solver = self._by_state[key] = Solver(hand, self.should_stop)
        return solver

    def action_values(self, hand: Hand) -> dict[int, int]:
        """:meth:`Solver.action_values` of ``hand`` by the solver of its closing state."""
        return self.for_hand(hand).action_values(hand)

    def hand_value(self, hand: Hand) -> int:
        """:meth:`Solver.hand_value` of ``hand`` by the solver of its closing state."""
        return self.for_hand(hand).hand_value(hand)

    def value_for(self, hand: Hand, seat: int) -> int:
        """:meth:`Solver.value_for` of ``hand`` by the solver of its closing state."""
        return self.for_hand(hand).value_for(hand, seat)


__all__ = ["Solver", "SolverCancelled", "Solvers", "outcome_value", "solve", "solve_for",
           "SUIT_MASK"]

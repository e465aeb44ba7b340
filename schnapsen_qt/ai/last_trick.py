"""The last trick before the talon runs out, valued over every deal instead of a sample.

When one face-down card is left beside the turn-up, the unseen cards are the opponent's
unknown cards and that one card: there are at most six deals, and after the trick
(the winner draws the face-down card, the other takes the turn-up) every card is known to
both players, so the solver finishes each deal exactly. This is where a strong player
decides most closes: close now (the solver, with the two talon cards unknown to both), or
play the trick and the rest with all cards known.

What is not known is how the opponent answers a lead. In a sampled deal the opponent's "best"
reply would know our hand and which card it will draw, so playing on would look too bad
(docs/PERFORMANCE.md). Here the opponent answers as well as *its* view allows: for each reply
it averages the result over the deals it cannot tell apart (which of our unshown cards is the
face-down one), and plays the reply best on that average. Following a lead needs no model:
after our card the trick is complete.

>>> from schnapsen_qt.engine import SOFT, Hand
>>> from schnapsen_qt.ai.basic import rule_action
>>> hand = Hand.shuffled(SOFT, dealer=0, rng=3)
>>> while not (hand.stock_left == 1 and hand.lead < 0 and hand.closed_by < 0):
...     seat = hand.to_move
...     hand.push(rule_action(hand, seat, hand.hands[seat], hand.legal_actions()))
>>> view = hand.view(hand.to_move)
>>> len(deals(view)) == view.opponent_unknown_count + 1
True
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.actions import CLOSE, MELD, Action
from ..engine.cards import cards_of
from ..engine.hand import Hand
from ..engine.view import PlayerView
from .deals import consistent_deals
from .solver import SolverCancelled, Solvers, outcome_value

__all__ = ["NotExact", "applies", "deals", "LastTrick", "perfect_information_value"]


class NotExact(Exception):
    """A position after the trick is not a plain phase-two position (e.g. its winner may
    still close before the draws): the deals are not solved exactly."""


def applies(view: PlayerView, cands: list[Action]) -> bool:
    """Is this the decision the module values: the seat leads to, or follows, the last trick
    before the talon runs out, choosing among cards (and closing)?"""
    return (view.stock_left == 1 and view.turnup >= 0 and view.closed_by < 0
            and view.outcome is None
            and all(a < MELD or a == CLOSE for a in cands))


def deals(view: PlayerView) -> list[Hand]:
    """Every deal agreeing with the view, each once, in a fixed order (at most six: the
    opponent's unknown cards and the one face-down card)."""
    found = consistent_deals(view, 64)
    assert found is not None  # one face-down card: as many deals as unseen cards
    return found


def _after_trick(hand: Hand, seat: int, solvers: Solvers) -> int:
    """The result for ``seat`` (signed game points) of a position whose last phase-one trick
    is complete: every card is known, so the solver finishes it exactly. ``NotExact`` where
    the trick does not end phase one plainly (its winner may still close before the draws)."""
    if hand.outcome is not None:
        return outcome_value(hand, seat)
    if not hand.phase_two or hand.can_close_before_draw():
        raise NotExact("the trick does not end phase one plainly")
    return solvers.value_for(hand, seat)


class LastTrick:
    """Values ``view``'s candidates in every deal (:meth:`results`), in game points for the
    seat to move, turned into utility by ``util`` (:mod:`.utility`)."""

    def __init__(self, view: PlayerView, util: dict[int, float],
                 should_stop: Callable[[], bool] | None = None) -> None:
        self.view = view
        self.me = view.seat
        self.util = util
        self.should_stop = should_stop
        self.deals = deals(view)
        #: One solver per closing state for every deal (after the trick: the talon
        #: exhausted, nobody closed; after a close: one state too), and for the tie-break.
        self.solvers = Solvers(should_stop)

    def results(self, cands: list[Action]) -> dict[Action, list[int]]:
        """Each candidate's result (signed game points for the seat to move) in each deal of
        :attr:`deals`, in that order. ``NotExact`` where the trick does not lead to a plain
        phase-two position; ``SolverCancelled`` as soon as ``should_stop()`` is true."""
        out: dict[Action, list[int]] = {a: [] for a in cands}
        for hand in self.deals:
            if self.should_stop is not None and self.should_stop():
                raise SolverCancelled
            for a in cands:
                out[a].append(self._value(hand, a))
        return out

    # ------------------------------------------------------------------ valuation

    def _value(self, hand: Hand, action: Action) -> int:
        child = hand.copy()
        child.push_unchecked(action)
        if action == CLOSE:
            return self.solvers.value_for(child, self.me)
        if child.lead >= 0:  # our lead: the opponent answers from its own view
            reply = self._reply(child)
            child.push_unchecked(reply)
        return _after_trick(child, self.me, self.solvers)

    def _reply(self, hand: Hand) -> Action:
        """The opponent's answer to our lead in ``hand``: the reply with the best mean utility
        for it over the deals its view allows (which of our unshown cards lies face down);
        the first such reply on a tie (deterministic)."""
        worlds = self._opponent_worlds(hand)
        best, best_value = -1, float("inf")
        for reply in hand.legal_actions():
            total = 0.0
            for world in worlds:
                grand = world.copy()
                grand.push_unchecked(reply)
                total += self.util[_after_trick(grand, self.me, self.solvers)]
            if total < best_value:  # our utility: the opponent's is its negation
                best, best_value = reply, total
        return best

    def _opponent_worlds(self, hand: Hand) -> list[Hand]:
        """``hand`` and the hands the opponent cannot tell from it: the face-down card
        swapped with each of our cards it has not seen."""
        me = self.me
        face_down = hand.stock[-1]
        worlds = [hand]
        for c in cards_of(hand.hands[me] & ~hand.shown[me]):
            world = hand.copy()
            world.hands[me] = (world.hands[me] & ~(1 << c)) | 1 << face_down
            world.stock = world.stock[:-1] + (c,)
            worlds.append(world)
        return worlds


def perfect_information_value(hand: Hand, me: int,
                              should_stop: Callable[[], bool] | None = None) -> int:
    """Signed game points for ``me`` of ``hand``, at the lead to the last trick before the
    talon runs out, when both players know every card: the leader takes the best of closing
    and each lead, the follower the best reply, the solver the rest.

    A playout's own way through that trick (the rule policy, which closes only with a sure
    66) misjudges it badly; knowing every card overrates the leader only a little against
    :class:`LastTrick`'s values (``benchmarks/last_trick_estimates.py``). ``NotExact`` where
    the position after the trick is not a plain phase-two position."""
    p = hand.to_move
    best = -99
    solvers = Solvers(should_stop)
    # Cards and the close (a meld or an exchange comes before, as a decision of its own).
    # Closing first: its value often makes a lead's first bad reply enough to drop the lead.
    choices = [a for a in hand.legal_actions() if a == CLOSE] + [
        a for a in hand.legal_actions() if a < MELD]
    for a in choices:
        child = hand.copy()
        child.push_unchecked(a)
        if a == CLOSE:
            best = max(best, solvers.value_for(child, p))
            continue
        worst = 99
        for reply in child.legal_actions():
            grand = child.copy()
            grand.push_unchecked(reply)
            v = _after_trick(grand, p, solvers)
            if v < worst:
                worst = v
                if worst <= best:
                    break
        best = max(best, worst)
    return best if p == me else -best


"""The review's values from exact solves of each deal (issue 44, point 3), where the compiled
core is in use and the pack has 20 cards.

Why: the review used to value a close by solving each sampled deal exactly but playing on by a
rule-of-thumb playout, and drew a new sample of deals at every decision. So the close was
flattered against playing on, and two consecutive decisions could contradict each other (a 40
melded at once marked a blunder, "play the King" +0.83 before the meld and -0.50 after it).
Here every action of a decision is valued the same way, and consecutive decisions share their
deals:

- **One valuation for every action.** In each deal (every card placed, the talon in an
  order) each legal action gets the exact value of the deal with both seats playing
  perfectly from there (:func:`.core.action_values`): plays, melds, the exchange, the close.
- **An action that hands the move straight back to the seat** (a meld, the exchange, a close:
  nothing new is seen before the next choice) is worth its best continuation: the best of the
  next decision's actions, valued over the same deals, exactly as that next decision will be
  reviewed. So a meld's value equals the best lead's value after it.
- **The same deals from decision to decision.** Deal *i* of every decision of a hand is built
  from one set of random keys per card (:func:`coupled_deals`): the opponent's unknown cards
  are the lowest-keyed cards it may hold, the talon the rest in key order. Each decision's
  deals are still uniform among the deals it cannot rule out, and consecutive decisions see
  deal *i* as nearly the same world, so their values differ by what was learnt, not by luck.
- **Measured noise.** Every value carries its standard error over the deals; the loss of a
  decision has the standard error of the paired difference (best minus played in each deal).
- **No more deals than the verdict needs** (issue 40: a whole hand's review within half a
  second). A decision is valued over the first 40 deals, then 80, then all :data:`DEALS`,
  and stops at the first block where the review's verdict on the played action, marked or
  not, is settled (:func:`.review.verdict_settled`: the loss more than three standard errors
  of the paired difference on one side of the first mark, against every action).
- **No more deals for an action clearly behind.** Within such a decision, every
  :data:`STEP` deals from the :data:`FIRST_DROP`-th on, an action other than the played one
  that is behind the best by more than three standard errors of their paired difference
  (:func:`.review.clearly_behind`) is valued over no further deals; its value then stands
  over fewer deals than the others' (the review window says so in its row). Should its mean
  come up to the best's, it is valued over the deals it missed and kept. A close verdict
  needs many deals, while an action far behind is known as such after a few dozen; where
  several actions stay within the noise of each other (often in a hand's first decision,
  most of a review's time), none of them is dropped (docs/research/review-drop-actions.md).
  The values, win rates and standard errors shown are those of the deals used. Where actions
  are about as good as each other, which one is named best can differ from a review of
  every deal, as it can between two seeds; the mark's grade can too where the loss lies
  near a grade's threshold (docs/PERFORMANCE.md, "Review"). A chain of actions that hand
  the move back uses every deal: the decision whose played action is a meld, the exchange
  or a close, and the decision after it, so that the action's value is still the next
  decision's best value over the same deals. That next decision's node was already
  computed with the one before, and is taken from it (:func:`evaluate_node`).

The values are those of perfect-information play in each deal (plain PIMC). That is the
review's yardstick for every action alike; it is not the level's own judgment of a close
(Master weighs closing with a learned evaluation), and where guessing matters it is
optimistic for every action in the same way.
"""

from __future__ import annotations

import math
import random
import threading
from collections import OrderedDict
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from ..engine.actions import MELD, Action
from ..engine.cards import cards_of
from ..engine.hand import Hand
from ..engine.view import PlayerView
from . import core
from .deals import opponent_choice, opponent_forbidden, opponent_required

#: Deals per decision at most: a decision whose verdict is settled sooner stops at an earlier
#: entry of :data:`BLOCKS`; a decision that follows a meld, an exchange or a close, and the one
#: that played it, use all of them, so that the later sees exactly the deals that valued the
#: action. A whole Schnapsen deal takes the core a few milliseconds (docs/PERFORMANCE.md,
#: "Review").
DEALS = 120
#: The sequential review: a decision outside a chain of actions that hand the move back is
#: valued over the first block of deals, and over the next only while its verdict is not
#: settled (:func:`evaluate_node`); the last is :data:`DEALS`.
BLOCKS = (40, 80, DEALS)
#: Within a sequential decision, every this many deals from :data:`FIRST_DROP` on, the
#: actions clearly behind the best (``behind`` of :func:`evaluate_node`) are dropped: valued
#: over no further deals (the standard error of fewer deals is itself too rough).
STEP = 10
FIRST_DROP = 20
#: The core's table per decision: 2**14 entries fit a whole Schnapsen deal.
TABLE_BITS = 14
#: Card ids run below this (24 with the Nines).
CARD_IDS = 24


def applies(view: PlayerView) -> bool:
    """Is ``view``'s decision valued by exact solves of each deal? Only with the compiled
    core (the Python fallback would take minutes) and the 20-card pack (a Sechsundsechzig
    deal takes the core a quarter of a second)."""
    return core.BACKEND == "compiled" and view.rules.pack == 20


def deal_keys(level: str, seed: int, view: PlayerView, count: int) -> list[list[float]]:
    """The random key of every card for deals 0..count-1: the same for every decision of
    the seat in one hand (they depend on the level, the seed, the seat, the dealer and the
    trump suit only)."""
    rng = random.Random(f"review-keys|{level}|{seed}|{view.seat}|{view.dealer}|{view.trump}")
    return [[rng.random() for _ in range(CARD_IDS)] for _ in range(count)]


def coupled_deals(view: PlayerView, keys: Sequence[Sequence[float]]) -> list[Hand]:
    """One deal agreeing with ``view`` per key set: the opponent holds the cards it surely
    holds and its lowest-keyed cards among those it may hold; the talon holds the other
    unseen cards in key order. Uniform among the deals the view cannot rule out, for
    independent uniform keys."""
    held, pool, n = opponent_choice(view, opponent_forbidden(view), opponent_required(view))
    unseen = cards_of(view.unseen())
    choices = cards_of(pool)
    deals = []
    for key in keys:
        opp = [*cards_of(held), *sorted(choices, key=key.__getitem__)[:n]]
        rest = sorted((c for c in unseen if c not in opp), key=key.__getitem__)
        deals.append(Hand.from_view(view, opp, rest))
    return deals


@dataclass
class Node:
    """The values of one decision's actions over the deals: per action either the list of
    its values in each deal, or (an action that hands the move straight back) the node of
    the next decision."""

    actions: tuple[Action, ...]
    values: dict[Action, list[int] | Node]

    def extend(self, deals: Sequence[Hand], me: int, table: object,
               should_stop: Callable[[], bool],
               dropped: Collection[Action] = ()) -> None:
        """Add ``deals`` (this decision's position in each) to the values of every action
        but those ``dropped`` (valued no further: their values keep fewer deals)."""
        handing_back = {a for a in self.actions
                        if isinstance(self.values.get(a), Node)
                        or (a not in self.values and _hands_back(deals[0], a, me))}
        # An action that hands the move back is valued by the next decision's node, so the
        # deals' solves leave it out (its own solve would only be thrown away).
        own_values = [a for a in self.actions if a not in handing_back and a not in dropped]
        solved = [core.action_values(d, table, should_stop=should_stop, exact=False,
                                     only=own_values) for d in deals] if own_values else []
        for a in self.actions:
            if a in dropped:
                continue
            own = self.values.get(a)
            if a in handing_back:
                children = []
                for d in deals:
                    child = d.copy()
                    child.push_unchecked(a)
                    children.append(child)
                if own is None:
                    own = Node(tuple(children[0].legal_actions()), {})
                    self.values[a] = own
                assert isinstance(own, Node)
                own.extend(children, me, table, should_stop)
            else:
                values = own if isinstance(own, list) else []
                values.extend(s[a] for s in solved)
                self.values[a] = values

    def per_deal(self, action: Action) -> list[int]:
        """``action``'s value in each deal: its own, or its best continuation's."""
        own = self.values[action]
        if isinstance(own, Node):
            return own.per_deal(own.best())
        return own

    @property
    def count(self) -> int:
        """How many deals valued the node (the actions not dropped)."""
        return max(len(self.per_deal(a)) for a in self.actions)

    def count_of(self, action: Action) -> int:
        """How many deals valued ``action`` (fewer than :attr:`count` once dropped)."""
        return len(self.per_deal(action))

    def best(self) -> Action:
        """The action with the highest mean among those valued over every deal (the first
        in legal order on a tie)."""
        n = self.count
        return max((a for a in self.actions if self.count_of(a) == n),
                   key=lambda a: (mean(self.per_deal(a)), -self.actions.index(a)))


def _hands_back(hand: Hand, action: Action, me: int) -> bool:
    """Does ``action`` give the move straight back to ``me`` with nothing new seen (a meld,
    the exchange, a close; not a card, whose trick may draw cards)?"""
    if action < MELD:
        return False
    child = hand.copy()
    child.push_unchecked(action)
    return child.outcome is None and child.to_move == me


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def standard_error(values: Sequence[float]) -> float:
    """The standard error of the mean of ``values`` (0 for fewer than two)."""
    n = len(values)
    if n < 2:
        return 0.0
    m = mean(values)
    return math.sqrt(sum((v - m) ** 2 for v in values) / (n - 1) / n)


def paired_se(a: Sequence[float], b: Sequence[float]) -> float:
    """The standard error of mean(a) - mean(b) over the same deals."""
    return standard_error([x - y for x, y in zip(a, b, strict=True)])


def follows_hand_back(view: PlayerView) -> bool:
    """Did the seat's own last action hand it the move straight back (a meld, the exchange, a
    close), so that this decision is the continuation that valued that action?"""
    return bool(view.history) and view.history[-1][0] == view.seat \
        and view.history[-1][1] >= MELD


def evaluate_node(view: PlayerView, level: str, seed: int,
                  should_stop: Callable[[], bool], all_deals: list[Hand] | None = None,
                  played: Action | None = None,
                  settled: Callable[[Node, Action], bool] | None = None,
                  behind: Callable[[Node, Action], set[Action]] | None = None) -> Node:
    """The decision's node over every deal the view cannot rule out (``all_deals``), else
    over coupled deals: all :data:`DEALS` of them, or (``settled`` given and the decision
    outside a chain, :func:`sequential`) the first :data:`BLOCKS` entry for which
    ``settled(node, played)`` holds."""
    if all_deals is not None:
        node = Node(tuple(view.legal), {})
        node.extend(all_deals, view.seat, core.new_table(exact=False, bits=TABLE_BITS),
                    should_stop)
        return node
    deals = coupled_deals(view, deal_keys(level, seed, view, DEALS))
    if settled is None or played is None or not sequential(view, played, deals[0]):
        key = (level, seed, view)
        with _continuations_lock:
            kept = _continuations.pop(key, None)
        if kept is not None:
            node = kept
        else:
            node = Node(tuple(view.legal), {})
            node.extend(deals, view.seat, core.new_table(exact=False, bits=TABLE_BITS),
                        should_stop)
        with _continuations_lock:
            _remember_continuations(node, deals, level, seed, view.seat)
        return node
    table = core.new_table(exact=False, bits=TABLE_BITS)
    node = Node(tuple(view.legal), {})
    done = 0
    dropped: set[Action] = set()
    for end in range(STEP, DEALS + 1, STEP):
        node.extend(deals[done:end], view.seat, table, should_stop, dropped)
        done = end
        looks = behind is not None and end >= FIRST_DROP
        if looks:
            # A dropped action whose mean over its deals has come up to the best's is
            # valued over the deals it missed and kept: none over fewer deals is shown at
            # or above the best.
            top = mean(node.per_deal(node.best()))
            for a in sorted(dropped, key=node.actions.index):
                if mean(node.per_deal(a)) >= top:
                    others = set(node.actions) - {a}
                    node.extend(deals[node.count_of(a):done], view.seat, table,
                                should_stop, others)
                    dropped.discard(a)
        if end in BLOCKS and settled(node, played):
            break
        if looks and behind is not None:
            dropped |= behind(node, played)
    return node


def sequential(view: PlayerView, played: Action, deal: Hand) -> bool:
    """May the decision stop before :data:`DEALS` deals? Not inside a chain of actions that
    hand the move straight back: a decision that follows one (:func:`follows_hand_back`) and
    one whose played action is one (its value is the next decision's best value over the same
    deals, so both use every deal)."""
    return not follows_hand_back(view) and not _hands_back(deal, played, view.seat)


#: The nodes of the decisions that follow an action handing the move straight back, by
#: (level, seed, view): computed with the decision before them over the same :data:`DEALS`
#: deals, they are what evaluating that view would give, and the review asks for it next.
_continuations: OrderedDict[tuple[str, int, PlayerView], Node] = OrderedDict()
_continuations_lock = threading.Lock()
#: At most this many kept (a hand's chains are short; the review goes decision by decision).
CONTINUATIONS_KEPT = 32


def _remember_continuations(node: Node, deals: Sequence[Hand], level: str, seed: int,
                            me: int) -> None:
    """Keep every continuation node of ``node`` (valued over all :data:`DEALS` coupled
    deals) under the view it belongs to, its own continuations too."""
    for action, child in node.values.items():
        if not isinstance(child, Node):
            continue
        after = []
        for d in deals:
            c = d.copy()
            c.push_unchecked(action)
            after.append(c)
        key = (level, seed, after[0].view(me))
        _continuations[key] = child
        _continuations.move_to_end(key)
        _remember_continuations(child, after, level, seed, me)
    while len(_continuations) > CONTINUATIONS_KEPT:
        _continuations.popitem(last=False)

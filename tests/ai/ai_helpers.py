"""Shared helpers for the AI tests: random positions and a brute-force endgame reference."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from itertools import permutations

from schnapsen_qt.ai.basic import rule_action
from schnapsen_qt.ai.review import ActionValue, evaluate
from schnapsen_qt.ai.search import searched_candidates
from schnapsen_qt.engine import CLAIM, CLOSE, EXCHANGE, MELD, PRESETS, SOFT, Hand, Rules
from schnapsen_qt.engine.actions import CLOSE_BEFORE_DRAW
from schnapsen_qt.engine.cards import cards_of
from schnapsen_qt.engine.record import HandRecord, ReplayError

Memo = dict[tuple[object, ...], int]


def value_for(hand: Hand, seat: int, memo: Memo | None = None) -> int:
    """Signed game points for ``seat`` of ``hand`` with best play from here (brute force);
    0 for a drawn hand."""
    if hand.outcome is not None:
        o = hand.outcome
        return 0 if o.winner is None else o.game_points if o.winner == seat else -o.game_points
    v = brute_force(hand, memo)
    return v if hand.to_move == seat else -v


def brute_force(hand: Hand, memo: Memo | None = None) -> int:
    """Plain minimax (no pruning) over the engine: signed game points for the player to move;
    every legal action except a false claim. With ``memo`` (a dict, filled as it goes),
    positions already valued are looked up (:func:`_state_key`): fast enough for six cards
    each; without it nothing is remembered."""
    key = _state_key(hand) if memo is not None else None
    if memo is not None and key in memo:
        return memo[key]
    p = hand.to_move
    best = None
    for a in hand.legal_actions():
        if a == CLAIM and hand.counted_points(p) < 66:
            continue
        child = hand.copy()
        child.push_unchecked(a)
        v = value_for(child, p, memo)
        if best is None or v > best:
            best = v
    assert best is not None
    if memo is not None:
        memo[key] = best
    return best


def random_endgame(rng: random.Random, rules: Rules, close: bool) -> Hand:
    """A random phase-two position: random phase-one play, then a close or exhaustion, then a
    few random phase-two moves."""
    while True:
        hand = Hand.shuffled(rules, rng.randrange(2), rng)
        target_tricks = rng.randrange(0, 4) if close else 5
        while hand.outcome is None and not hand.phase_two:
            legal = hand.legal_actions()
            if close and CLOSE in legal and hand.trick_count >= target_tricks:
                hand.push(CLOSE)
                break
            plays = [a for a in legal if a < EXCHANGE]  # cards and melds
            hand.push(rng.choice(plays))
        extra = rng.randrange(0, 4)
        for _ in range(extra):
            if hand.outcome is not None:
                break
            legal = [a for a in hand.legal_actions() if a != CLAIM]
            hand.push(rng.choice(legal))
        if hand.outcome is None and hand.phase_two:
            return hand


def random_state(rng: random.Random, rules: Rules) -> Hand:
    """A random unfinished position reached by random legal play (no false claims)."""
    while True:
        hand = Hand.shuffled(rules, rng.randrange(2), rng)
        steps = rng.randrange(0, 22)
        for _ in range(steps):
            if hand.outcome is not None:
                break
            legal = [a for a in hand.legal_actions()
                     if a != CLAIM or hand.counted_points(hand.to_move) >= 66]
            hand.push(rng.choice(legal))
        if hand.outcome is None:
            return hand


PRESET_NAMES = ("soft", "sharp", "tournament")

#: Custom rule sets (one option changed here and there) as a record writes them.
CUSTOM_RULES_JSON = (
    {"preset": "soft", "meld_must_lead_king": True, "closing_scored_at": "end"},
    {"preset": "sharp", "melds_after_talon_gone": False, "false_claim_penalty": "mirror"},
    {"preset": "tournament", "meld_requires_trick": False, "exchange_requires_trick": False,
     "last_facedown_blocks_close_and_exchange": False, "melds_after_talon_gone": True},
    {"preset": "soft", "exchange_requires_trick": True, "meld_requires_trick": True,
     "schneider_bummerl_double": False, "closing_scored_at": "end"},
)


def all_rules() -> list[tuple[str, Rules]]:
    """(name, rules) for every preset and every custom mix above."""
    out = [(name, Rules.preset(name)) for name in PRESET_NAMES]
    for i, obj in enumerate(CUSTOM_RULES_JSON):
        out.append((f"custom{i}", Rules.from_json(obj)))
    return out


def situations(hand: Hand) -> set[str]:
    """Kinds of decision the player to move faces (for coverage of special cases)."""
    p = hand.to_move
    legal = hand.legal_actions()
    kinds = set()
    if hand.lead >= 0:
        kinds.add("follow_phase_two" if hand.phase_two else "follow")
    elif hand.meld_suit >= 0:
        kinds.add("after_meld")
    elif hand.closed_by >= 0:
        kinds.add("after_close")
    elif hand.phase_two:
        kinds.add("lead_exhausted")
    else:
        kinds.add("lead")
    if any(MELD <= a < EXCHANGE for a in legal):
        kinds.add("meld_possible")
        if hand.phase_two:
            kinds.add("meld_phase_two")
    if EXCHANGE in legal:
        kinds.add("exchange")
    if CLOSE in legal:
        kinds.add("close_possible")
    if CLAIM in legal:
        kinds.add("claim_due" if hand.counted_points(p) >= 66 else "claim_false")
    return kinds


def random_decision_points(rng: random.Random, rules: Rules, hands: int):
    """Every decision point of ``hands`` randomly played hands (no false claims; closes and
    melds taken often so that every kind of situation comes up)."""
    for _ in range(hands):
        hand = Hand.shuffled(rules, rng.randrange(2), rng)
        while hand.outcome is None:
            yield hand
            p = hand.to_move
            legal = hand.legal_actions()
            if CLAIM in legal and hand.counted_points(p) >= 66 and rng.random() < 0.6:
                hand.push(CLAIM)
                continue
            special = [a for a in legal if MELD <= a <= CLOSE]  # melds, exchange, close
            if special and rng.random() < 0.4:
                hand.push(rng.choice(special))
                continue
            # (Only exchange or pass is legal when a close offers the exchange.)
            hand.push(rng.choice([a for a in legal if a < MELD] or legal))


#: The two ways to close the talon.
CLOSES = (CLOSE, CLOSE_BEFORE_DRAW)


def searched_phase_one_points(rules_name: str, seed: str, count: int, hands: int,
                              keep: float, closing: bool = False,
                              min_points: int = 0) -> list[Hand]:
    """Copies of up to ``count`` phase-one decision points of ``hands`` random hands
    (:func:`random_decision_points`) where the search decides, each kept with probability
    ``keep``; with ``closing`` only those where a close is among the search's candidates,
    with ``min_points`` only where the player has counted that many points (closes worth
    weighing: early in a hand most are hopeless in every deal)."""
    rng = random.Random(seed)
    found: list[Hand] = []
    for hand in random_decision_points(rng, PRESETS[rules_name], hands):
        if (hand.phase_two or rng.random() > keep
                or hand.counted_points(hand.to_move) < min_points):
            continue
        cands = searched_candidates(hand.view(hand.to_move))
        if isinstance(cands, list) and (not closing or any(a in CLOSES for a in cands)):
            found.append(hand.copy())
            if len(found) == count:
                break
    return found


def phase_one_points(seed: str, hands: int = 12) -> list[Hand]:
    """Copies of the decision points before phase two of ``hands`` random soft hands (seeded
    by ``seed``): positions where the search plays out or uses the value model."""
    rng = random.Random(seed)
    return [h.copy() for h in random_decision_points(rng, SOFT, hands) if not h.phase_two]


def policy_card_choice(hand: Hand) -> tuple[int, list[int], int] | None:
    """(seat, legal cards, the rules' card) where a playout asks its card policy (phase one,
    no meld pending, a choice of cards, the rules would play a card), else None."""
    seat = hand.to_move
    legal = hand.legal_actions()
    cards = [a for a in legal if a < MELD]
    rule = rule_action(hand, seat, hand.hands[seat], legal)
    if hand.phase_two or hand.meld_suit >= 0 or len(cards) < 2 or rule >= MELD:
        return None
    return seat, cards, rule


def assert_played_on_legally_by_the_rules_but_cards(start: Hand, played: Hand) -> None:
    """Every action ``played`` added to ``start`` was legal, and each one of phase one that
    is not a card (meld, exchange, close) is the rules' choice."""
    replay = start.copy()
    for seat, action in played.history[len(start.history):]:
        assert replay.is_legal(action) and replay.to_move == seat
        if action >= MELD and not replay.phase_two:
            assert action == rule_action(replay, seat, replay.hands[seat],
                                         replay.legal_actions())
        replay.push(action, seat)


def same_view_other_pack(hand: Hand, rng: random.Random) -> Hand | None:
    """The same actions replayed from another pack that gives the seat to move the same view
    (its own cards, the turn-up and every card seen in the same places)."""
    seat = hand.to_move
    view = hand.view(seat)
    deck = list(hand.deck)
    # Positions of the pack whose cards the seat never saw: the opponent's unknown cards
    # and the face-down talon.
    hidden = [i for i, c in enumerate(deck) if view.unseen() >> c & 1]
    if len(hidden) < 2:
        return None
    for _ in range(10):
        cards = [deck[i] for i in hidden]
        rng.shuffle(cards)
        other = replay_rearranged(hand, hidden, cards)
        if (other is not None and other.view(seat) == view
                and other.hands[1 - seat] != hand.hands[1 - seat]):
            return other
    return None


def view_pairs(rng: random.Random, rules: Rules, hands: int,
               keep: Callable[[Hand], bool] = lambda hand: True) -> Iterator[tuple[Hand, Hand]]:
    """For the honesty tests: decision points of ``hands`` random hands
    (:func:`random_decision_points`) that ``keep`` accepts, each with the same view from
    another pack (:func:`same_view_other_pack`; points where none is found are skipped).
    ``keep`` may draw from ``rng`` itself, before the other pack is drawn. The first hand of
    each pair is the live decision point, which the random play goes on from: use it (or copy
    it) before asking for the next pair."""
    for hand in random_decision_points(rng, rules, hands):
        if not keep(hand):
            continue
        other = same_view_other_pack(hand, rng)
        if other is not None:
            yield hand, other


def replay_rearranged(hand: Hand, positions: list[int], cards: Sequence[int]) -> Hand | None:
    """``hand``'s actions replayed from its pack with ``cards`` put at ``positions``; None when
    the actions are not legal with those cards (the opponent could not have played so)."""
    assert hand.deck is not None
    deck = list(hand.deck)
    for i, c in zip(positions, cards, strict=True):
        deck[i] = c
    try:
        return HandRecord(hand.rules, hand.dealer, deck, list(hand.history)).replay()
    except ReplayError:
        return None


def _state_key(hand: Hand) -> tuple[object, ...]:
    """Everything of a hand that its future legal actions and outcome depend on (not the
    history, except its last action, which decides the pending decisions)."""
    return (tuple(hand.hands), hand.stock, hand.stock_pos, hand.turnup, hand.to_move,
            hand.lead, tuple(hand.tricks), tuple(hand.trick_points), tuple(hand.meld_points),
            hand.closed_by, hand.closed_opp_tricks, hand.closed_opp_points, hand.meld_suit,
            hand.last_trick is not None, hand.last_draws,
            hand.history[-1] if hand.history else None)


def memo_value_for(hand: Hand, seat: int, memo: Memo | None = None) -> int:
    """:func:`value_for` with a table of positions already valued (a fresh one if none)."""
    return value_for(hand, seat, {} if memo is None else memo)


def memo_brute_force(hand: Hand, memo: Memo | None = None) -> int:
    """:func:`brute_force` with a table of positions already valued (a fresh one if none)."""
    return brute_force(hand, {} if memo is None else memo)


def consistent_deal_values(hand: Hand, action: int) -> list[int]:
    """Brute-force value of ``action`` in every deal the seat to move cannot rule out, found
    independently of the search: every arrangement of the cards it has not seen, replayed
    through the engine, kept when the seat's view is the same (one per opponent hand: the
    closed talon is never drawn, so the order of its unused cards does not matter)."""
    seat = hand.to_move
    view = hand.view(seat)
    assert hand.deck is not None
    hidden = [i for i, c in enumerate(hand.deck) if view.unseen() >> c & 1]
    seen_hands = set()
    out = []
    memo: Memo = {}
    for cards in permutations([hand.deck[i] for i in hidden]):
        other = replay_rearranged(hand, hidden, cards)
        if other is None:
            continue  # the opponent could not have played (or passed) so with these cards
        if other.view(seat) != view or other.hands[1 - seat] in seen_hands:
            continue
        seen_hands.add(other.hands[1 - seat])
        child = other.copy()
        child.push(action)
        out.append(value_for(child, seat, memo))
    return out


def checked_exact_review(hand: Hand) -> tuple[ActionValue, ...]:
    """The review's values for the seat to move in ``hand`` when every card is known,
    asserted exact: one deal, and each action's value the brute-force game points with best
    play (false claims and melds included)."""
    view = hand.view(hand.to_move)
    ev = evaluate(view, "expert", 0)
    assert ev.exact and ev.deals == 1
    for v in ev.values:
        child = hand.copy()
        child.push(v.action)
        assert v.value == memo_value_for(child, view.seat), (hand, v)
    return ev.values


def other_deal(hand: Hand, seat: int, rng: random.Random) -> Hand | None:
    """For the honesty tests: a hand whose view for ``seat`` equals ``hand``'s, with the
    hidden cards (the opponent's unknown cards, the face-down talon's order) placed anew;
    None if twenty tries change nothing."""
    view = hand.view(seat)
    unseen = list(cards_of(view.unseen()))
    n = view.opponent_unknown_count
    for _ in range(20):
        rng.shuffle(unseen)
        other = Hand.from_view(view, unseen[:n], unseen[n:])
        if (other.hands[1 - seat] != hand.hands[1 - seat]
                or other.stock[other.stock_pos:] != hand.stock[hand.stock_pos:]):
            return other
    return None

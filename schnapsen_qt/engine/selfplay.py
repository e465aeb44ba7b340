"""Random self-play: a speed benchmark and a soak test of the engine's invariants."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

from .actions import CLAIM, CLOSE, EXCHANGE, PASS
from .cards import pack_mask, points_of
from .deal import layout
from .hand import Hand
from .record import HandRecord
from .rules import Rules

POLICIES = ("random", "play")


class InvariantError(AssertionError):
    """The engine broke one of its own invariants (a bug, never a player's mistake)."""


def check_invariants(hand: Hand) -> None:
    """Raise :class:`InvariantError` if the state is inconsistent."""
    lay = layout(hand.rules)
    parts = [hand.hands[0], hand.hands[1], hand.won[0], hand.won[1]]
    parts.append(sum(1 << c for c in hand.stock[hand.stock_pos:]))
    if hand.turnup >= 0:
        parts.append(1 << hand.turnup)
    if hand.lead >= 0:
        parts.append(1 << hand.lead)
    union = 0
    total = 0
    for p in parts:
        union |= p
        total += p.bit_count()
    if union != pack_mask(hand.rules) or total != lay.size:
        raise InvariantError(f"cards lost or duplicated: {total} placed, {hand!r}")
    played_out = hand.outcome is not None and not hand.hands[0] and not hand.hands[1]
    bonus = hand.rules.last_trick_bonus if played_out and hand.closed_by < 0 else 0
    for seat in (0, 1):
        last_winner = hand.last_trick is not None and hand.last_trick.winner == seat
        if points_of(hand.won[seat]) + (bonus if last_winner else 0) != hand.trick_points[seat]:
            raise InvariantError("trick points do not match the cards won")
        if hand.shown[seat] & ~hand.hands[seat]:
            raise InvariantError("a shown card is not in the hand")
        if hand.won[seat].bit_count() != 2 * hand.tricks[seat]:
            raise InvariantError("trick count does not match the cards won")
    if (
        not hand.phase_two
        and hand.lead < 0
        and hand.outcome is None
        and (hand.hands[0].bit_count() != lay.hand_size
             or hand.hands[1].bit_count() != lay.hand_size)
    ):
        raise InvariantError("in phase one both hands hold a full hand before a lead")
    if hand.outcome is None and not hand.legal_actions():
        raise InvariantError("no legal action but the hand is not over")
    if played_out:
        # All tricks played: 120 in the tricks (plus the last-trick bonus), less what stayed
        # in a closed talon.
        in_talon = points_of(parts[4]) + (points_of(1 << hand.turnup) if hand.turnup >= 0 else 0)
        if hand.trick_points[0] + hand.trick_points[1] + in_talon != 120 + bonus:
            raise InvariantError("all tricks played but card points do not add to 120 "
                                 "(plus the last-trick bonus)")
        if hand.closed_by < 0 and in_talon:
            raise InvariantError("cards left in a talon that was never closed")
    for seat in (0, 1):
        view = hand.view(seat)
        opp = 1 - seat
        if view.hand != hand.hands[seat] or view.opponent_known & ~hand.hands[opp]:
            raise InvariantError("a view shows a card its seat cannot know")
        hidden = hand.hands[opp] & ~hand.shown[opp]
        hidden |= sum(1 << c for c in hand.stock[hand.stock_pos:])
        if view.unseen() != hidden:
            raise InvariantError("a view's unseen cards are not the hidden cards")
        for s, c in view.draws:
            if s != seat and c >= 0 and not hand.shown[s] >> c & 1:
                raise InvariantError("a view shows a card the other seat drew face down")
    if hand.rules.going_out == "end" and CLAIM in hand.legal_actions():
        raise InvariantError("a claim is offered although nobody goes out by claiming")
    if hand.exchange_pending() and hand.legal_actions() != [EXCHANGE, PASS]:
        raise InvariantError("at an exchange decision only exchange and pass are legal")


def choose(hand: Hand, rng: random.Random, policy: str) -> int:
    """A uniformly random legal action; policy "play" never closes or claims."""
    actions = hand.legal_actions()
    if policy == "play":
        while actions[-1] >= CLOSE:  # close and claim are listed last
            actions.pop()
    return actions[int(rng.random() * len(actions))]


def play_hand(hand: Hand, rng: random.Random, policy: str = "random", check: bool = False) -> int:
    """Play ``hand`` to its end; returns the number of actions applied."""
    n = 0
    push = hand.push_unchecked
    legal = hand.legal_actions
    rand = rng.random
    if policy == "play" and not check:
        # The benchmark's loop: choose() inlined (same draws, same actions).
        while hand.outcome is None:
            actions = legal()
            while actions[-1] >= CLOSE:  # close and claim are listed last
                actions.pop()
            push(actions[int(rand() * len(actions))])
            n += 1
        return n
    while hand.outcome is None:
        action = choose(hand, rng, policy)
        if check:
            if action not in hand.legal_actions():
                raise InvariantError("an applied action was not in the legal list")
            hand.push(action)
            check_invariants(hand)
        else:
            push(action)
        n += 1
    return n


def selfplay(hands: int, seed: int, rules: Rules, policy: str = "random", check: bool = False,
             out: Path | None = None) -> dict[str, Any]:
    """Play ``hands`` hands; summary with outcomes and ``hands_per_second``."""
    rng = random.Random(seed)
    reasons: dict[str, int] = {}
    wins = [0, 0]
    draws = 0
    actions = 0
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    for i in range(hands):
        hand = Hand.shuffled(rules, i % 2, rng)
        actions += play_hand(hand, rng, policy, check)
        outcome = hand.outcome
        assert outcome is not None
        reasons[outcome.reason] = reasons.get(outcome.reason, 0) + 1
        if outcome.winner is None:
            draws += 1
        else:
            wins[outcome.winner] += 1
        if check or out is not None:
            record = HandRecord.of_hand(hand).to_json()
            if check:
                replayed = HandRecord.from_json(json.loads(json.dumps(record))).replay()
                if replayed.outcome != outcome:
                    raise InvariantError("a written record does not replay to the same outcome")
            if out is not None:
                (out / f"hand-{seed}-{i:06d}.json").write_text(json.dumps(record, indent=1))
    elapsed = time.perf_counter() - start
    return {
        "hands": hands,
        "seed": seed,
        "rules": rules.to_json(),
        "policy": policy,
        "checked": check,
        "actions": actions,
        "wins": wins,
        "drawn": draws,
        "reasons": dict(sorted(reasons.items())),
        "seconds": round(elapsed, 3),
        "hands_per_second": round(hands / elapsed, 1) if elapsed > 0 else None,
        "actions_per_second": round(actions / elapsed, 1) if elapsed > 0 else None,
    }

"""Shared helpers for the AI tests: random positions and a brute-force endgame reference."""

from __future__ import annotations

import random

from schnapsen_qt.engine import CLAIM, CLOSE, Hand, Rules


def brute_force(hand: Hand) -> int:
    """Plain minimax (no pruning, no memo) over the engine: signed game points for the player
    to move; every legal action except a false claim."""
    p = hand.to_move
    best = None
    for a in hand.legal_actions():
        if a == CLAIM and hand.counted_points(p) < 66:
            continue
        child = hand.copy()
        child.push_unchecked(a)
        if child.outcome is not None:
            o = child.outcome
            v = o.game_points if o.winner == p else -o.game_points
        else:
            v = brute_force(child)
            if child.to_move != p:
                v = -v
        if best is None or v > best:
            best = v
    assert best is not None
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
            plays = [a for a in legal if a < 20 or 20 <= a < 24]
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

"""Small builders for engine tests: deal a chosen pack, apply actions written as text."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from schnapsen_qt.engine import CLAIM, CLOSE, EXCHANGE, MELD, Hand, Rules, Trick, parse_card
from schnapsen_qt.engine.cards import SUITS, card_code

ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = ROOT.parent / "shared" / "conformance"
PRESET_NAMES = ("soft", "sharp", "tournament")
ALL_CODES = [r + s for s in "CDHS" for r in "ATKQJ"]


def rules(name: str | Rules) -> Rules:
    return name if isinstance(name, Rules) else Rules.preset(name)


def deck_for(fore: str, dealer_cards: str, turnup: str, talon: str = "") -> list[int]:
    """The pack (dealing order) giving the forehand ``fore`` and the dealer ``dealer_cards``
    (five codes each, separated by spaces), the turn-up, and the talon in drawing order;
    talon cards not given follow in a fixed order (clubs first, Ace first)."""
    f, d, t = fore.split(), dealer_cards.split(), talon.split()
    assert len(f) == 5 and len(d) == 5
    used = [*f, *d, turnup, *t]
    rest = [c for c in ALL_CODES if c not in used]
    codes = [*f[:3], *d[:3], turnup, *f[3:], *d[3:], *t, *rest]
    assert sorted(codes) == sorted(ALL_CODES), codes
    return [parse_card(c) for c in codes]


def make_hand(preset: str | Rules, fore: str, dealer_cards: str, turnup: str, talon: str = "",
              dealer: int = 0) -> Hand:
    return Hand.deal(rules(preset), dealer, deck_for(fore, dealer_cards, turnup, talon))


def action(text: str) -> int:
    """``"KH"`` plays the King of hearts; ``"meld H"``, ``"exchange"``, ``"close"``, ``"claim"``."""
    words = text.split()
    if words[0] == "meld":
        return MELD + SUITS.index(words[1])
    if words[0] == "exchange":
        return EXCHANGE
    if words[0] == "close":
        return CLOSE
    if words[0] == "claim":
        return CLAIM
    return parse_card(words[0])


def do(hand: Hand, *steps: str) -> Hand:
    """Apply the steps (see :func:`action`) with ``push``, each by the seat to move."""
    for step in steps:
        hand.push(action(step), hand.to_move)
    return hand


def codes(mask: int) -> set[str]:
    return {card_code(c) for c in range(20) if mask >> c & 1}


def mask(text: str) -> int:
    out = 0
    for c in text.split():
        out |= 1 << parse_card(c)
    return out


def run_engine(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    """``python -m schnapsen_qt.engine ARGS`` as a subprocess, from the repository."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    return subprocess.run(
        [sys.executable, "-m", "schnapsen_qt.engine", *args],
        cwd=cwd or ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def play_trick(hand: Hand, winner: int, keep: int = 0) -> None:
    """Play one trick (the first card pair found, avoiding cards in ``keep``) that ``winner``
    takes. The caller chooses the deal so that such a pair exists."""
    assert hand.lead < 0 and hand.outcome is None
    leader = hand.to_move
    for lead in range(20):
        if not hand.legal_plays() >> lead & 1 or keep >> lead & 1:
            continue
        trial = hand.copy()
        trial.push(lead)
        for follow in range(20):
            if not trial.legal_plays() >> follow & 1 or keep >> follow & 1:
                continue
            done = trial.copy()
            done.push(follow)
            if done.last_trick.winner == winner:
                hand.push(lead, leader)
                hand.push(follow, 1 - leader)
                return
    raise AssertionError(f"no trick for seat {winner} in {hand!r}")


def synthetic(preset: str | Rules, hand0: str, hand1: str, trump: str = "C", to_move: int = 0,
              points: tuple[int, int] = (0, 0), tricks: tuple[int, int] = (0, 0),
              melds: tuple[int, int] = (0, 0), closed_by: int = -1,
              snapshot: tuple[int, int] = (0, 0), just_won: bool = True) -> Hand:
    """A hand in phase two with chosen hands, counts and closing state, for scoring tests.

    The talon is exhausted unless ``closed_by`` is set (then it is closed, the turn-up still
    under it). Only the fields that scoring reads are made up; cards in tricks are not.
    """
    h = Hand.deal(rules(preset), 0, [parse_card(c) for c in ALL_CODES])
    h.hands = [mask(hand0), mask(hand1)]
    h.trump = SUITS.index(trump)
    h.to_move = to_move
    h.lead = -1
    h.trick_points = list(points)
    h.tricks = list(tricks)
    h.meld_points = list(melds)
    h.shown = [0, 0]
    if closed_by >= 0:
        h.closed_by = closed_by
        h.closed_opp_tricks, h.closed_opp_points = snapshot
    else:
        h.turnup = -1
        h.stock_pos = 9
    if just_won:
        h.last_trick = Trick(1 - to_move, 0, 1, to_move)
    return h

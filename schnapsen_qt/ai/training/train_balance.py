"""Balance the playouts of one game (:mod:`.balanced_playouts`) from self-play, in one command.

    python -m schnapsen_qt.ai.training.train_balance --rules sechsundsechzig --hands 1200 \\
        --seed 1 \\
        --jobs 2 --data runs/balance-66.jsonl \\
        --out schnapsen_qt/ai/model/balanced_sechsundsechzig.py

Data: ``--level`` (Expert by default, ``--samples`` deals per decision, no time cap so the
data do not depend on the machine's speed) plays both seats of ``--hands`` hands under
``--rules``; at one phase-one card choice of each hand, picked at random among the first
eight with more than one legal card, a random legal card is played instead, so the data also
hold positions strong play would not reach. Every position after that card, while the talon
is open, gets the hand's result (seat 0's game points) as its target. Hand ``i`` is dealt and
decided from its own seeds (``--seed`` and ``i``): the same data however many ``--jobs``
play it. With ``--data`` the hands go to a JSON-lines file that a later run resumes.

Training (pure Python, Silver and Tesauro's policy-gradient simulation balancing): from
weights that trust the rules' card (``--start``), for ``--passes`` passes over the training
positions in a seeded order, each position's mean playout result ``V`` (``--playouts``
playouts) is moved towards its target ``z``: the weights step by ``--rate * (z - V)`` times
the mean over as many further playouts of ``(result - V)`` times the playout's summed
gradient of its log-probability. Not the cards of strong play are imitated but the *value*
of its positions: a playout may play worse cards as long as its mistakes on both sides even
out. The last fifth of the hands is held out (every third position): the squared error of
the rules' playout, of Master's pair of playouts (the rules' and a noisy one) and of the
mean of eight balanced playouts (this one also after every pass). Same data and options,
same weights.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

from ...engine import Hand
from ...engine.actions import MELD
from ...engine.rules import PRESETS, Rules
from ..balanced_playouts import GAMES, BalancedPolicy
from ..playout import playout
from ..playout_policy import COMMON, DIM
from ..solver import outcome_value
from .training import (
    HandRecord,
    add_self_play_arguments,
    check_self_play_arguments,
    command_line,
    first_held_out,
    self_play_players,
    self_play_records,
    weights_vector,
    write_weights_module,
)

#: Phase-one card choices (with more than one legal card) among which the random one falls.
BRANCH_WITHIN = 8

#: One training position: a hand to play on, and seat 0's result of the hand.
Position = tuple[Hand, int]


def _deal(rules: Rules, index: int, seed: int) -> Hand:
    return Hand.shuffled(rules, index % 2, random.Random(f"balance|{seed}|{index}"))


def _card_choice(hand: Hand) -> list[int]:
    """The legal cards where the playouts would ask the policy (else empty)."""
    if hand.phase_two or hand.meld_suit >= 0:
        return []
    cards = [a for a in hand.legal_actions() if a < MELD]
    return cards if len(cards) > 1 else []


def play_hand(index: int, seed: int, level: str, samples: int | None, preset: str
              ) -> HandRecord:
    """Hand ``index`` of the data set: ``level`` in both seats, one random card."""
    rules = Rules.preset(preset)
    rng = random.Random(f"balance-play|{seed}|{index}")
    players = self_play_players(level, rng, samples)
    branch_at = rng.randrange(1, BRANCH_WITHIN + 1)
    hand = _deal(rules, index, seed)
    actions: list[int] = []
    branch = None
    choices = 0
    while hand.outcome is None:
        seat = hand.to_move
        cards = _card_choice(hand) if branch is None else []
        action = None
        if cards:
            choices += 1
            if choices == branch_at:
                action = cards[rng.randrange(len(cards))]
                branch = len(actions) + 1
        if action is None:
            action = players[seat].choose(hand.view(seat))
        hand.push(action, seat)
        actions.append(action)
    return {"hand": index, "actions": actions, "branch": branch,
            "result": outcome_value(hand, 0)}


def _play_task(task: tuple[int, int, str, int | None, str]) -> HandRecord:
    return play_hand(*task)


def generate(hands: int, seed: int, preset: str, level: str = "expert",
             samples: int | None = None, data: Path | None = None, jobs: int = 1
             ) -> list[HandRecord]:
    """Hands 0..``hands``-1 under the rules ``preset`` (reused from ``data`` when already
    there, appended otherwise), on ``jobs`` cores."""
    header = {"seed": seed, "level": level, "samples": samples, "rules": preset}
    return self_play_records(hands, header, _play_task,
                             lambda i: (i, seed, level, samples, preset), data, jobs)


def positions(records: list[HandRecord], seed: int, preset: str, every: int = 1
              ) -> list[Position]:
    """Every ``every``-th phase-one position after each hand's random card, with the hand's
    result for seat 0."""
    rules = Rules.preset(preset)
    out: list[Position] = []
    for rec in records:
        branch = rec["branch"]
        if branch is None:
            continue
        hand = _deal(rules, rec["hand"], seed)
        for ply, action in enumerate(rec["actions"]):
            if (ply >= branch and hand.outcome is None and not hand.phase_two
                    and (ply - branch) % every == 0):
                out.append((hand.copy(), rec["result"]))
            hand.push_unchecked(action)
    return out


class _GradientPolicy(BalancedPolicy):
    """The balanced policy that adds to ``gradient``, for each card it draws, the gradient
    of that draw's log-probability (the policy's score function)."""

    def __init__(self, weights: list[float], gradient: list[float]) -> None:
        super().__init__(weights)
        self.gradient = gradient

    def drawn(self, leading: bool, rows: list[list[float]], chances: list[float],
              index: int) -> None:
        offset = 0 if leading else COMMON
        total = sum(chances)
        for j in range(len(rows[0])):
            self.gradient[offset + j] += rows[index][j] - sum(
                c * row[j] for c, row in zip(chances, rows, strict=True)) / total


def balanced_playout(hand: Hand, weights: list[float], rng: random.Random,
                     gradient: list[float] | None = None) -> int:
    """Play ``hand`` on (in place) as the search's balanced playouts do
    (:func:`.playout.playout` with a :class:`.balanced_playouts.BalancedPolicy`), then solve
    it; seat 0's game points. With ``gradient``, add to it the gradient of the
    log-probability of the cards drawn."""
    policy = BalancedPolicy(weights) if gradient is None else _GradientPolicy(weights, gradient)
    return playout(hand, 0, None, rng=rng, policy=policy)


def mean_playout(hand: Hand, weights: list[float], rng: random.Random, playouts: int) -> float:
    """The mean of ``playouts`` balanced playouts from ``hand``."""
    return sum(balanced_playout(hand.copy(), weights, rng)
               for _ in range(playouts)) / playouts


def squared_error(data: list[Position], value: Callable[[Hand], float]) -> float:
    """Mean of (target - ``value``)² over ``data``."""
    return round(sum((z - value(h)) ** 2 for h, z in data) / len(data), 4) if data else 0.0


def start_weights(rules_weight: float) -> list[float]:
    """Weights on the rules' card only, when leading and when following: a near-copy of
    the rules' playouts with a little chance of any other card."""
    weights = [0.0] * DIM
    weights[0] = weights[COMMON] = rules_weight
    return weights


def train(data: list[Position], passes: int, rate: float, playouts: int, start: float,
          seed: int, on_pass: Callable[[int, list[float]], None] | None = None
          ) -> list[float]:
    """The balanced weights after ``passes`` passes over ``data`` (see the module
    docstring); ``on_pass(n, weights)`` after each pass."""
    weights = start_weights(start)
    rng = random.Random(f"balance-train|{seed}")
    order = list(data)
    for n in range(1, passes + 1):
        rng.shuffle(order)
        for hand, target in order:
            mean = mean_playout(hand, weights, rng, playouts)
            step = [0.0] * DIM
            for _ in range(playouts):
                score = [0.0] * DIM
                result = balanced_playout(hand.copy(), weights, rng, score)
                for j in range(DIM):
                    step[j] += (result - mean) * score[j]
            scale = rate * (target - mean) / playouts
            for j in range(DIM):
                weights[j] += scale * step[j]
        weights = [round(w, 5) for w in weights]
        if on_pass is not None:
            on_pass(n, weights)
    return weights


class HeldOut:
    """Squared errors against the result of strong play on the held-out positions: one
    rules' playout and Master's pair (the rules' and a noisy one), which the training does
    not change, once; eight balanced playouts for any weights, each time from the same
    random numbers."""

    def __init__(self, data: list[Position], seed: int) -> None:
        self.data = data
        rng = random.Random(f"balance-eval|{seed}")
        self.baselines: dict[str, float] = {
            "positions": len(data),
            "rules_playout": squared_error(data, lambda h: playout(h.copy(), 0, None)),
            "rules_and_noisy": squared_error(
                data, lambda h: 0.5 * playout(h.copy(), 0, None)
                + 0.5 * playout(h.copy(), 0, None, noise=0.15, rng=rng)),
        }
        self._balanced_draws = rng.getstate()

    def balanced(self, weights: list[float]) -> float:
        """The squared error of the mean of eight balanced playouts with ``weights``."""
        rng = random.Random()
        rng.setstate(self._balanced_draws)
        return squared_error(self.data, lambda h: mean_playout(h, weights, rng, 8))


def write_module(path: Path, preset: str, weights: list[float], info: dict[str, object]
                 ) -> None:
    write_weights_module(
        path, f"the balanced playouts under the {preset} preset "
        "(:mod:`schnapsen_qt.ai.balanced_playouts`)",
        "python -m schnapsen_qt.ai.training.train_balance", info,
        f"WEIGHTS = {weights_vector(weights)}\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m schnapsen_qt.ai.training.train_balance",
                                     description="Balance the playouts of one game.")
    add_self_play_arguments(parser, hands=1200, samples=None)
    parser.add_argument("--rules", required=True, choices=sorted(set(GAMES) & set(PRESETS)),
                        help="the game whose playouts to balance")
    parser.add_argument("--passes", type=int, default=5)
    parser.add_argument("--rate", type=float, default=0.01)
    parser.add_argument("--playouts", type=int, default=4,
                        help="playouts per position for its mean, and as many for the step")
    parser.add_argument("--start", type=float, default=3.0,
                        help="the starting weight of the rules' card")
    args = parser.parse_args(argv)
    check_self_play_arguments(parser, args)
    if args.passes < 1:
        parser.error("--passes must be at least 1")
    if args.playouts < 2:
        parser.error("--playouts must be at least 2")
    if args.rate <= 0:
        parser.error("--rate must be above 0")
    records = generate(args.hands, args.seed, args.rules, args.level, args.samples,
                       args.data, args.jobs)
    if args.generate_only:
        return 0
    cut = first_held_out(args.hands)
    train_set = positions(records[:cut], args.seed, args.rules)
    held_out = positions(records[cut:], args.seed, args.rules, every=3)
    if not train_set:
        raise SystemExit("no positions to learn from: play more hands")
    held = HeldOut(held_out, args.seed)
    passes: list[dict[str, float]] = []

    def report(n: int, weights: list[float]) -> None:
        error = held.balanced(weights)
        passes.append({"pass": n, "balanced_x8": error})
        print(f"pass {n}: held-out squared error {error}", file=sys.stderr, flush=True)

    weights = train(train_set, args.passes, args.rate, args.playouts, args.start, args.seed,
                    report)
    command = command_line("python -m schnapsen_qt.ai.training.train_balance", argv)
    info: dict[str, object] = {"command": command, "rules": args.rules,
                               "train_positions": len(train_set),
                               # The last pass's weights are the ones returned.
                               "held_out": {**held.baselines,
                                            "balanced_x8": passes[-1]["balanced_x8"]},
                               "passes": passes}
    if args.out is not None:
        write_module(args.out, args.rules, weights, info)
    json.dump({"weights": weights, **info}, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

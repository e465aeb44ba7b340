"""Learn the phase-one card model of :mod:`.policy_model` from self-play, in one command.

    python -m schnapsen_qt.ai.training.train_policy --hands 600 --seed 1 \\
        --out schnapsen_qt/ai/model/policy_weights.py

Data: ``--level`` (Expert by default, ``--samples`` deals per decision, no time cap) plays
both seats of ``--hands`` soft hands dealt from ``--seed``; every phase-one card choice with
more than one legal card becomes one example (the features of each legal card, and which was
played).
Training: softmax regression (NumPy, full batch, a fixed number of gradient steps with a small
L2 penalty), so the same command gives the same weights. The last fifth of the hands is held
out and its log-likelihood and accuracy reported. The output is a Python module with the
weights and how they were made (no data file to ship).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from ...engine import SOFT, Hand
from ...engine.actions import MELD
from ..policy_model import DIM, card_features
from .training import (
    command_line,
    first_held_out,
    self_play_players,
    weights_vector,
    write_weights_module,
)

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

#: (hand index, features of each legal card, index of the card played) per decision.
Examples: TypeAlias = list[tuple[int, list[list[float]], int]]


def generate(hands: int, seed: int, level: str, samples: int | None) -> Examples:
    """(hand index, features of each legal card, index of the card played) per decision."""
    rng = random.Random(f"policy-data|{seed}")
    data = []
    for i in range(hands):
        players = self_play_players(level, rng, samples)
        hand = Hand.shuffled(SOFT, i % 2, rng)
        while hand.outcome is None:
            seat = hand.to_move
            action = players[seat].choose(hand.view(seat))
            if action < MELD and not hand.phase_two and hand.meld_suit < 0:
                cards = [a for a in hand.legal_actions() if a < MELD]
                if len(cards) > 1:
                    data.append((i, card_features(hand, seat, cards), cards.index(action)))
            hand.push(action, seat)
    return data


def train(data: list[tuple[int, list[list[float]], int]], steps: int = 3000,
          rate: float = 0.5, l2: float = 1e-3) -> list[float]:
    """Softmax-regression weights (gradient descent from zero: deterministic)."""
    import numpy as np

    x, mask, y = _arrays(data)
    w = np.zeros(DIM)
    n = len(data)
    for _ in range(steps):
        p = _probs(x, mask, w)
        onehot = np.zeros_like(p)
        onehot[np.arange(n), y] = 1.0
        grad = np.einsum("nk,nkd->d", p - onehot, x) / n + l2 * w
        w -= rate * grad
    return [round(float(v), 5) for v in w]


def _arrays(data: Examples
            ) -> tuple[NDArray[np.float64], NDArray[np.bool_], NDArray[np.int_]]:
    import numpy as np

    k = max(len(rows) for _, rows, _ in data)
    x = np.zeros((len(data), k, DIM))
    mask = np.zeros((len(data), k), dtype=bool)
    y = np.zeros(len(data), dtype=int)
    for i, (_, rows, chosen) in enumerate(data):
        x[i, :len(rows)] = rows
        mask[i, :len(rows)] = True
        y[i] = chosen
    return x, mask, y


def _probs(x: NDArray[np.float64], mask: NDArray[np.bool_], w: NDArray[np.float64]
           ) -> NDArray[np.float64]:
    import numpy as np

    z = np.where(mask, x @ w, -np.inf)
    z -= z.max(axis=1, keepdims=True)
    e = np.exp(z)
    probs: NDArray[np.float64] = e / e.sum(axis=1, keepdims=True)
    return probs


def evaluate(data: Examples, weights: list[float]) -> dict[str, float]:
    """Mean log-likelihood and accuracy of the played card (and the uniform baseline)."""
    import numpy as np

    if not data:
        return {"examples": 0}
    x, mask, y = _arrays(data)
    p = _probs(x, mask, np.asarray(weights))
    n = len(data)
    chosen = p[np.arange(n), y]
    return {
        "examples": n,
        "log_likelihood": round(float(np.log(chosen).mean()), 4),
        "uniform_log_likelihood": round(float(-np.log(mask.sum(axis=1)).mean()), 4),
        "accuracy": round(float((p.argmax(axis=1) == y).mean()), 4),
    }


def write_module(path: Path, weights: list[float], info: dict[str, object]) -> None:
    write_weights_module(
        path, "the phase-one card model (:mod:`schnapsen_qt.ai.policy_model`)",
        "python -m schnapsen_qt.ai.training.train_policy", info,
        f"WEIGHTS = {weights_vector(weights)}\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m schnapsen_qt.ai.training.train_policy",
                                     description="Learn the phase-one card model.")
    parser.add_argument("--hands", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--samples", type=int, default=30)
    parser.add_argument("--steps", type=int, default=3000)
    parser.add_argument("--out", type=Path, default=None,
                        help="write the weights module here (default: print only)")
    args = parser.parse_args(argv)
    if args.hands < 2:
        parser.error("--hands must be at least 2")
    data = generate(args.hands, args.seed, args.level, args.samples)
    cut = first_held_out(args.hands)
    train_set = [d for d in data if d[0] < cut]
    held_out = [d for d in data if d[0] >= cut]
    weights = train(train_set, args.steps)
    command = command_line("python -m schnapsen_qt.ai.training.train_policy", argv)
    info: dict[str, object] = {"command": command,
                               "train": evaluate(train_set, weights),
                               "held_out": evaluate(held_out, weights)}
    if args.out is not None:
        write_module(args.out, weights, info)
    json.dump({"weights": weights, **info}, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

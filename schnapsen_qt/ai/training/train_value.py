"""Learn the phase-one value model of :mod:`.value_model` from self-play, in one command.

    python -m schnapsen_qt.ai.training.train_value --hands 1500 --seed 1 --samples 20 \\
        --data runs/value-data.jsonl --out schnapsen_qt/ai/model/value_weights.py

Data: ``--level`` (Expert by default, ``--samples`` deals per decision, no time cap so the
data does not depend on the machine's speed) plays both seats of ``--hands`` soft hands; hand
``i`` is dealt and played from its own seed (``--seed`` and ``i``), so the data is the same
however it is produced (``--jobs N`` plays the hands on N cores). At every phase-one
decision point (talon open and not closed, leads and follows) the full state seen from the
player to move is recorded (:func:`~.value_model.position`: the talon as a set, never its
order), labelled with the hand's final result for that player. With ``--data`` the hands
are kept in a JSON-lines file (one line per hand) and a later run with the same seed reuses
the hands already there, so a long generation can be stopped and resumed.

Training (NumPy): one hidden layer of ``--hidden`` ReLU units beside a direct linear part,
into a softmax over the six results, Adam on minibatches from a fixed seed for a fixed
number of ``--steps``; each
minibatch renames the three plain suits at random (the value of a position does not depend
on their names). The last fifth of the hands is held out: its log-loss and the mean-squared
error of the expected game points are reported against a constant (the training results'
frequencies) and a linear model (softmax regression on the same features). The output is a
Python module with the weights and how they were made.
"""

from __future__ import annotations

import argparse
import json
import math
import pprint
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from ...engine import SOFT, Hand
from ...engine.cards import CARD_OF, RANK_OF, SUIT_OF
from ..value_model import N_BINARY, N_SCALAR, RESULTS, Position, features, position
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

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


# One hand of data (HandRecord): its index, the seat-0 result, and (seat to move, position)
# per point.


def play_hand(index: int, seed: int, level: str, samples: int | None) -> HandRecord:
    """Hand ``index`` of the data set: played by ``level`` in both seats, its positions."""
    rng = random.Random(f"value-data|{seed}|{index}")
    players = self_play_players(level, rng, samples)
    hand = Hand.shuffled(SOFT, index % 2, rng)
    points: list[list[int]] = []
    while hand.outcome is None:
        seat = hand.to_move
        if not hand.phase_two:
            points.append([seat, *position(hand)])
        hand.push(players[seat].choose(hand.view(seat)), seat)
    o = hand.outcome
    result = o.game_points if o.winner == 0 else -o.game_points
    return {"hand": index, "result": result, "positions": points}


def _play_task(task: tuple[int, int, str, int | None]) -> HandRecord:
    return play_hand(*task)


def generate(hands: int, seed: int, level: str = "expert", samples: int | None = 20,
             data: Path | None = None, progress: bool = False,
             jobs: int = 1) -> list[HandRecord]:
    """Hands 0..``hands``-1 (reused from ``data`` when already there, appended otherwise), on
    ``jobs`` cores; every hand has its own seed, so the data do not depend on ``jobs``."""

    def report(n: int, missing: int) -> None:
        if progress and n % 10 == 0:
            print(f"hand {n}/{missing} of those missing", file=sys.stderr, flush=True)

    return self_play_records(hands, {"seed": seed, "level": level, "samples": samples},
                             _play_task, lambda i: (i, seed, level, samples), data, jobs,
                             report)


def examples(records: list[HandRecord]) -> Iterator[tuple[int, Position, int]]:
    """(hand index, position, class index of the result for the player to move)."""
    for rec in records:
        for seat, *fields in rec["positions"]:
            result = rec["result"] if seat == 0 else -rec["result"]
            yield rec["hand"], Position(*fields), RESULTS.index(result)


# ---------------------------------------------------------------------- training (NumPy)

def _arrays(records: list[HandRecord]
            ) -> tuple[NDArray[np.float64], NDArray[np.int_], NDArray[np.int_]]:
    """Dense inputs (binary then scalar features), labels, hand indices."""
    import numpy as np

    rows = list(examples(records))
    x = np.zeros((len(rows), N_BINARY + N_SCALAR))
    y = np.zeros(len(rows), dtype=int)
    hand = np.zeros(len(rows), dtype=int)
    for n, (i, pos, label) in enumerate(rows):
        active, scalars = features(pos)
        x[n, active] = 1.0
        x[n, N_BINARY:] = scalars
        y[n] = label
        hand[n] = i
    return x, y, hand


def _suit_permutations() -> list[list[int]]:
    """Column orders of the inputs for each renaming of the three plain suits (1, 2, 3)."""
    import itertools

    perms = []
    for order in itertools.permutations((1, 2, 3)):
        suit = {0: 0, 1: order[0], 2: order[1], 3: order[2]}
        cols = list(range(N_BINARY + N_SCALAR))
        for block in range(9):  # 7 places and 2 shown sets of 20 cards
            for c in range(20):
                cols[block * 20 + CARD_OF[suit[SUIT_OF[c]]][RANK_OF[c]]] = block * 20 + c
        perms.append(cols)
    return perms


def _forward(params: dict[str, NDArray[np.float64]], x: NDArray[np.float64]
             ) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """(hidden activations, probabilities): a linear part (``skip``) plus, when the model has
    hidden units, one ReLU layer (``w1``, ``b1``, ``w2``), both into the six logits."""
    import numpy as np

    logits = x @ params["skip"] + params["b2"]
    hidden = np.zeros((len(x), 0))
    if "w1" in params:
        hidden = np.maximum(x @ params["w1"] + params["b1"], 0.0)
        logits = logits + hidden @ params["w2"]
    logits -= logits.max(axis=1, keepdims=True)
    e = np.exp(logits)
    probs: NDArray[np.float64] = e / e.sum(axis=1, keepdims=True)
    return hidden, probs


def train(x: NDArray[np.float64], y: NDArray[np.int_], hidden: int = 64, steps: int = 4000,
          batch: int = 256, rate: float = 3e-3, l2: float = 3e-3, seed: int = 1,
          augment: bool = True) -> dict[str, NDArray[np.float64]]:
    """The model of :func:`_forward` (``hidden`` = 0: softmax regression alone) by Adam on
    random minibatches, with an L2 penalty; deterministic for a given ``seed``."""
    import numpy as np

    rng = np.random.default_rng(seed)
    d = x.shape[1]
    k = len(RESULTS)
    params: dict[str, NDArray[np.float64]] = {"skip": np.zeros((d, k)), "b2": np.zeros(k)}
    if hidden:
        params["w1"] = rng.normal(0.0, 1.0 / math.sqrt(20), (d, hidden))
        params["b1"] = np.zeros(hidden)
        params["w2"] = rng.normal(0.0, 1.0 / math.sqrt(hidden), (hidden, k))
    m = {name: np.zeros_like(v) for name, v in params.items()}
    v2 = {name: np.zeros_like(v) for name, v in params.items()}
    perms = [np.asarray(p) for p in _suit_permutations()]
    n = len(y)
    beta1, beta2 = 0.9, 0.999
    for t in range(1, steps + 1):
        idx = rng.integers(0, n, size=min(batch, n))
        xb = x[idx]
        if augment:
            xb = xb[:, perms[int(rng.integers(0, len(perms)))]]
        onehot = np.zeros((len(idx), k))
        onehot[np.arange(len(idx)), y[idx]] = 1.0
        h, probs = _forward(params, xb)
        dz = (probs - onehot) / len(idx)
        grads = {"skip": xb.T @ dz + l2 * params["skip"], "b2": dz.sum(axis=0)}
        if hidden:
            grads["w2"] = h.T @ dz + l2 * params["w2"]
            dh = dz @ params["w2"].T
            dh[h <= 0.0] = 0.0
            grads["w1"] = xb.T @ dh + l2 * params["w1"]
            grads["b1"] = dh.sum(axis=0)
        for name, g in grads.items():
            m[name] = beta1 * m[name] + (1 - beta1) * g
            v2[name] = beta2 * v2[name] + (1 - beta2) * g * g
            mhat = m[name] / (1 - beta1 ** t)
            vhat = v2[name] / (1 - beta2 ** t)
            params[name] -= rate * mhat / (np.sqrt(vhat) + 1e-8)
    return params


def predict(params: dict[str, NDArray[np.float64]], x: NDArray[np.float64]
            ) -> NDArray[np.float64]:
    return _forward(params, x)[1]


def scores(probs: NDArray[np.float64], y: NDArray[np.int_]) -> dict[str, float]:
    """Log-loss of the result and mean-squared error of the expected game points."""
    import numpy as np

    n = len(y)
    results = np.asarray(RESULTS, dtype=float)
    expected = probs @ results
    return {"log_loss": round(float(-np.log(probs[np.arange(n), y] + 1e-12).mean()), 4),
            "mse_game_points": round(float(((expected - results[y]) ** 2).mean()), 4)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m schnapsen_qt.ai.training.train_value",
                                     description="Learn the phase-one value model.")
    add_self_play_arguments(parser, hands=1500, samples=20)
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--steps", type=int, default=4000)
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args(argv)
    check_self_play_arguments(parser, args)
    records = generate(args.hands, args.seed, args.level, args.samples, args.data,
                       args.progress, args.jobs)
    if args.generate_only:
        return 0
    import numpy as np

    x, y, hand = _arrays(records)
    cut = first_held_out(args.hands)
    tr, ho = hand < cut, hand >= cut
    params = train(x[tr], y[tr], args.hidden, args.steps, seed=args.seed)
    linear = train(x[tr], y[tr], 0, args.steps, seed=args.seed)
    freq = np.bincount(y[tr], minlength=len(RESULTS)) / max(1, int(tr.sum()))
    constant = np.tile(freq, (int(ho.sum()), 1))
    command = command_line("python -m schnapsen_qt.ai.training.train_value", argv)
    info: dict[str, object] = {
        "command": command,
        "hands": args.hands, "positions": int(len(y)), "train_positions": int(tr.sum()),
        "held_out_positions": int(ho.sum()),
        "parameters": int(sum(v.size for v in params.values())),
        "train": scores(predict(params, x[tr]), y[tr]),
        "held_out": scores(predict(params, x[ho]), y[ho]),
        "held_out_linear": scores(predict(linear, x[ho]), y[ho]),
        "held_out_constant": scores(constant, y[ho]),
    }
    if args.out is not None:
        write_module(args.out, params, info)
    json.dump(info, sys.stdout)
    sys.stdout.write("\n")
    return 0


def write_module(path: Path, params: dict[str, NDArray[np.float64]],
                 info: dict[str, object]) -> None:
    import numpy as np

    def rows(a: NDArray[np.float64]) -> str:
        return pprint.pformat(tuple(tuple(round(float(v), 5) for v in r) for r in a),
                              width=90, compact=True)

    def vec(a: NDArray[np.float64]) -> str:
        return weights_vector([round(float(v), 5) for v in a])

    write_weights_module(
        path, "the phase-one value model (:mod:`schnapsen_qt.ai.value_model`)",
        "python -m schnapsen_qt.ai.training.train_value", info,
        "#: One row per input (binary features, then scalars): a weight per hidden unit,\n"
        "#: then the input's direct (linear) weight on each result.\n"
        f"W1 = {rows(np.hstack([params['w1'], params['skip']]))}\n\n"
        f"B1 = {vec(params['b1'])}\n\n"
        "#: One row per result (-3, -2, -1, 1, 2, 3), one weight per hidden unit.\n"
        f"W2 = {rows(params['w2'].T)}\n\n"
        f"B2 = {vec(params['b2'])}\n")


if __name__ == "__main__":
    raise SystemExit(main())

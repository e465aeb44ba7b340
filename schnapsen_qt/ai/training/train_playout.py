"""Learn the playouts' card choice (:mod:`.playout_policy`) from self-play, in one command.

    python -m schnapsen_qt.ai.training.train_playout --hands 4000 --seed 1 --jobs 2 \\
        --data runs/playout-data.jsonl --out schnapsen_qt/ai/model/playout_weights.py

Data: ``--level`` (Expert by default, ``--samples`` deals per decision, no time cap so the
data does not depend on the machine's speed) plays both seats of ``--hands`` soft hands; hand
``i`` is dealt and decided from its own seeds (``--seed`` and ``i``), so the data is the same
however it is produced (``--jobs N`` plays the hands on N cores). Each hand keeps its
actions and, at every phase-one card choice with more than one legal card, the level's value
of each card (its search's mean utility, at an even score that is game points), its card and
the rules' card. With ``--data`` the hands are kept in a JSON-lines file and a later run with
the same settings reuses those already there, so a long generation can be stopped and resumed.

Training (NumPy): softmax regression over :func:`.playout_policy.card_rows`, towards each
choice's card values turned into chances (``softmax(value / --temperature)``: a card nearly as
good as the best one is nearly as good a playout), full batch from zero weights with a small
L2 penalty for a fixed number of ``--steps``, so the same data give the same weights. The last
fifth of the hands is held out: how often the rules and the model choose the level's card,
and what each gives away by the level's values (mean best value minus the value of the card
chosen). The output is a Python module with the weights and how they were made.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ...engine import SOFT, Hand
from ...engine.actions import MELD
from ..basic import rule_action
from ..playout_policy import DIM, card_rows
from .training import (
    HandRecord,
    add_self_play_arguments,
    check_self_play_arguments,
    command_line,
    first_held_out,
    self_play_records,
    weights_vector,
    write_weights_module,
)

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


# One hand of data (HandRecord): its index, its actions, and per card choice what was
# known of it.


def _deal(index: int, seed: int) -> Hand:
    return Hand.shuffled(SOFT, index % 2, random.Random(f"pd|{seed}|{index}"))


def play_hand(index: int, seed: int, level: str, samples: int | None) -> HandRecord:
    """Hand ``index`` of the data set, played by ``level`` in both seats."""
    from ..levels import EXPERIMENTAL, REGISTRY
    from ..search import Searcher

    chosen_level = REGISTRY.get(level) or EXPERIMENTAL.get(level)
    if chosen_level is None:
        raise SystemExit(f"unknown level {level!r}")
    if not chosen_level.searches:
        raise SystemExit(f"{level} does not search: it has no values to learn from")
    searcher = Searcher(samples or chosen_level.samples, None, **chosen_level.options)
    hand = _deal(index, seed)
    actions: list[int] = []
    choices = []
    while hand.outcome is None:
        seat = hand.to_move
        rng = random.Random(f"pd|{seed}|{index}|{len(actions)}")
        decision = searcher.decide(hand.view(seat), rng)
        action = decision.action
        legal = hand.legal_actions()
        cards = [a for a in legal if a < MELD]
        if (not hand.phase_two and hand.meld_suit < 0 and len(cards) > 1 and action < MELD
                and all(c in decision.stats for c in cards)):
            choices.append({"ply": len(actions), "cards": cards, "chosen": action,
                            "rule": rule_action(hand, seat, hand.hands[seat], legal),
                            "values": [round(decision.stats[c].mean, 4) for c in cards]})
        hand.push_unchecked(action)
        actions.append(action)
    return {"hand": index, "actions": actions, "choices": choices}


def _play_task(task: tuple[int, int, str, int | None]) -> HandRecord:
    return play_hand(*task)


def generate(hands: int, seed: int, level: str = "expert", samples: int | None = None,
             data: Path | None = None, jobs: int = 1) -> list[HandRecord]:
    """Hands 0..``hands``-1 (reused from ``data`` when already there, appended otherwise), on
    ``jobs`` cores; every hand has its own seeds, so the data do not depend on ``jobs``."""
    return self_play_records(hands, {"seed": seed, "level": level, "samples": samples},
                             _play_task, lambda i: (i, seed, level, samples), data, jobs)


def examples(records: list[HandRecord], seed: int
             ) -> list[tuple[int, list[list[float]], list[float], int, int]]:
    """(hand index, each card's row, each card's value, index of the level's card, index of
    the rules' card) per card choice: each hand replayed from its deal."""
    out = []
    for rec in records:
        hand = _deal(rec["hand"], seed)
        at = {c["ply"]: c for c in rec["choices"]}
        for ply, action in enumerate(rec["actions"]):
            choice = at.get(ply)
            # Where the rules would meld, close or exchange, the playouts do not ask the policy.
            if choice is not None and choice["rule"] in choice["cards"]:
                seat = hand.to_move
                cards = choice["cards"]
                rows = card_rows(hand, seat, hand.hands[seat], cards, choice["rule"])
                out.append((rec["hand"], rows, choice["values"], cards.index(choice["chosen"]),
                            cards.index(choice["rule"])))
            hand.push_unchecked(action)
    return out


def _arrays(data: list[tuple[int, list[list[float]], list[float], int, int]]
            ) -> tuple[NDArray[np.float64], NDArray[np.bool_], NDArray[np.float64]]:
    import numpy as np

    k = max(len(rows) for _, rows, _, _, _ in data)
    x = np.zeros((len(data), k, DIM))
    mask = np.zeros((len(data), k), dtype=bool)
    values = np.zeros((len(data), k))
    for i, (_, rows, vals, _, _) in enumerate(data):
        x[i, :len(rows)] = rows
        mask[i, :len(rows)] = True
        values[i, :len(vals)] = vals
    return x, mask, values


def _softmax(z: NDArray[np.float64], mask: NDArray[np.bool_]) -> NDArray[np.float64]:
    import numpy as np

    z = np.where(mask, z, -np.inf)
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    out: NDArray[np.float64] = e / e.sum(axis=1, keepdims=True)
    return out


def train(x: NDArray[np.float64], mask: NDArray[np.bool_], values: NDArray[np.float64],
          temperature: float = 0.1, steps: int = 3000, rate: float = 0.5, l2: float = 1e-4
          ) -> list[float]:
    """Softmax-regression weights towards ``softmax(values / temperature)`` (gradient
    descent from zero: deterministic)."""
    import numpy as np

    target = _softmax(values / temperature, mask)
    w = np.zeros(DIM)
    n = len(x)
    for _ in range(steps):
        p = _softmax(x @ w, mask)
        w -= rate * (np.einsum("nk,nkd->d", p - target, x) / n + l2 * w)
    return [round(float(v), 5) for v in w]


def evaluate(data: list[tuple[int, list[list[float]], list[float], int, int]],
             weights: list[float]) -> dict[str, float]:
    """How often the model and the rules choose the level's card, and what each gives away
    by the level's values (game points per choice at an even score)."""
    import numpy as np

    if not data:
        return {"choices": 0}
    x, mask, values = _arrays(data)
    n = len(data)
    level = np.array([d[3] for d in data])
    rules = np.array([d[4] for d in data])
    model = np.where(mask, x @ np.asarray(weights), -np.inf).argmax(axis=1)
    best = np.where(mask, values, -np.inf).max(axis=1)
    rows = np.arange(n)
    return {
        "choices": n,
        "model_agrees": round(float((model == level).mean()), 4),
        "rules_agree": round(float((rules == level).mean()), 4),
        "model_gives_away": round(float((best - values[rows, model]).mean()), 4),
        "rules_give_away": round(float((best - values[rows, rules]).mean()), 4),
    }


def write_module(path: Path, weights: list[float], info: dict[str, object]) -> None:
    write_weights_module(
        path, "the playouts' card choice (:mod:`schnapsen_qt.ai.playout_policy`)",
        "python -m schnapsen_qt.ai.training.train_playout", info,
        f"WEIGHTS = {weights_vector(weights)}\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m schnapsen_qt.ai.training.train_playout",
                                     description="Learn the playouts' card choice.")
    add_self_play_arguments(parser, hands=4000, samples=None)
    parser.add_argument("--temperature", type=float, default=0.1)
    parser.add_argument("--steps", type=int, default=3000)
    args = parser.parse_args(argv)
    check_self_play_arguments(parser, args)
    if args.temperature <= 0:
        parser.error("--temperature must be above 0")
    records = generate(args.hands, args.seed, args.level, args.samples, args.data, args.jobs)
    if args.generate_only:
        return 0
    data = examples(records, args.seed)
    cut = first_held_out(args.hands)
    train_set = [d for d in data if d[0] < cut]
    held_out = [d for d in data if d[0] >= cut]
    if not train_set:
        raise SystemExit("no card choices to learn from: play more hands")
    x, mask, values = _arrays(train_set)
    weights = train(x, mask, values, args.temperature, args.steps)
    command = command_line("python -m schnapsen_qt.ai.training.train_playout", argv)
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

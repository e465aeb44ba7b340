"""How much does the opponent's public history say about its hand?

At every phase-one decision (the talon still open, the opponent has acted at least once) in
hands Expert plays against itself (soft rules), the player to move asks where each unseen
card lies: in the opponent's hand or in the talon. Each way of guessing gives a probability
per card, and the script prints the mean log-loss per card (natural log; lower is better;
0 would be knowing the opponent's hand, as the "informed" Expert of issue 14 did):

- uniform: every unseen card the opponent may hold equally likely (Expert's and Master's
  sampling today);
- meld_exchange: deals weighted by the meld and exchange evidence alone (a player who could
  meld or exchange and did not), :mod:`schnapsen_qt.ai.inference` with the card model
  switched off;
- card_model: that evidence and the card model of :mod:`schnapsen_qt.ai.policy_model`,
  tempered as the trial level ``expert-inference`` uses it;
- card_model_sharp: the same, barely tempered (temperature 1, 5 % uniform, evidence 0.97).

Weighted guesses are the share of ``--deals`` resampled deals (out of four times as many
proposals) that give the card to the opponent, smoothed towards uniform by half a deal::

    python benchmarks/inference_logloss.py --hands 150 --seed 99
"""

from __future__ import annotations

import argparse
import json
import math
import random

from schnapsen_qt.ai import create_player
from schnapsen_qt.ai.deals import opponent_choice, opponent_forbidden, opponent_required
from schnapsen_qt.ai.inference import Temper, opponent_has_evidence, weighted_deals
from schnapsen_qt.ai.policy_model import default_model
from schnapsen_qt.engine import SOFT, Hand, PlayerView
from schnapsen_qt.engine.cards import cards_of

#: The ways of guessing: None is uniform, else the tempering of the weighted deals.
GUESSES: dict[str, Temper | None] = {
    "uniform": None,
    "meld_exchange": Temper(uniform=1.0, meld=0.97, exchange=0.97),
    "card_model": Temper(),
    "card_model_sharp": Temper(temperature=1.0, uniform=0.05, meld=0.97, exchange=0.97),
}


def positions(hands: int, seed: int, samples: int) -> list[tuple[PlayerView, int]]:
    """(view of the player to move, the opponent's true hand) at the decisions measured."""
    rng = random.Random(f"diag|{seed}")
    out = []
    for i in range(hands):
        players = [create_player("expert", rng.randrange(2**31), samples=samples)
                   for _ in range(2)]
        hand = Hand.shuffled(SOFT, i % 2, rng)
        while hand.outcome is None:
            seat = hand.to_move
            view = hand.view(seat)
            if (not hand.phase_two and opponent_has_evidence(view)
                    and len(view.legal) > 1):
                out.append((view, hand.hands[1 - seat]))
            hand.push(players[seat].choose(view), seat)
    return out


def card_probabilities(view: PlayerView, forbidden: int, required: int,
                       temper: Temper | None, deals: int,
                       rng: random.Random) -> dict[int, float]:
    """The chance of each unseen card the opponent may hold to be in its hand
    (``forbidden``, ``required``: what the rules of play already tell, see ``ai/deals.py``)."""
    _held, pool, n = opponent_choice(view, forbidden, required)
    cards = list(cards_of(pool))
    prior = n / len(cards)
    if temper is None:
        return dict.fromkeys(cards, prior)
    count = dict.fromkeys(cards, 0)
    for hand in weighted_deals(view, rng, deals, 4 * deals, forbidden, default_model(),
                               temper, required):
        for c in cards_of(hand.hands[1 - view.seat] & pool):
            count[c] += 1
    return {c: (count[c] + 0.5 * prior) / (deals + 0.5) for c in cards}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=150)
    parser.add_argument("--seed", type=int, default=99)
    parser.add_argument("--samples", type=int, default=15,
                        help="Expert's deals per decision in the self-play")
    parser.add_argument("--deals", type=int, default=120,
                        help="resampled deals per weighted guess")
    args = parser.parse_args()
    loss = dict.fromkeys(GUESSES, 0.0)
    cards = used = 0
    found = positions(args.hands, args.seed, args.samples)
    for j, (view, opponent) in enumerate(found):
        forbidden, required = opponent_forbidden(view), opponent_required(view)
        _held, pool, n = opponent_choice(view, forbidden, required)
        if n in (0, pool.bit_count()):
            continue  # nothing to guess
        used += 1
        for name, temper in GUESSES.items():
            probs = card_probabilities(view, forbidden, required, temper, args.deals,
                                       random.Random(f"d|{j}"))
            for c, p in probs.items():
                p = min(max(p, 1e-4), 1 - 1e-4)
                loss[name] -= math.log(p if opponent >> c & 1 else 1 - p)
        cards += pool.bit_count()
    print(json.dumps({"hands": args.hands, "seed": args.seed, "positions": used,
                      "cards": cards,
                      "log_loss_per_card": {k: round(v / cards, 4) for k, v in loss.items()}}))


if __name__ == "__main__":
    main()

"""What a hand result is worth in the Bummerl: game points turned into expected Bummerls.

A simple model of the rest of the Bummerl (each hand won by either side with equal chance,
1, 2 or 3 game points with the frequencies of strong play) gives, for every score, the expected
Bummerl value (+1 a win, -1 a loss, +-2 for a Schneider-Bummerl when the rules double it). The
utility of a hand result is that expectation after the result. With equal scores this is close
to plain game points; near the end of a Bummerl it is not: at 1 to go, 1 game point wins as much
as 3.

The model's frequencies of 1, 2 and 3 game points are data: :data:`GP_FREQ`, the rounded
figures the levels have always used, and :data:`MEASURED_FREQ`, measured per rule set in
games between the search levels (``python benchmarks/hand_results.py``). Strong play gives
fewer one-point hands than :data:`GP_FREQ` says (a quarter to two fifths, not half), so a
Bummerl is shorter than that model thinks, and near its end a single game point is worth
less. Only the trial level ``master-bummerl`` plays by the measured figures
(``Searcher.measured_results``): against Expert it was no stronger than Master
(docs/research/bummerl-model.md), so Expert and Master keep :data:`GP_FREQ`.
"""

from __future__ import annotations

from functools import cache

from ..engine.match import BUMMERL_START
from ..engine.rules import PRESETS, Rules

START = BUMMERL_START
#: How often a hand is won by 1, 2 or 3 game points, as (game points, share).
Frequencies = tuple[tuple[int, float], ...]

#: The frequencies the levels were built with (self-play of the search levels, rounded).
GP_FREQ: Frequencies = ((1, 0.5), (2, 0.35), (3, 0.15))

#: The frequencies measured per rule set (preset name), every deal played from both seats
#: (``benchmarks/hand_results.py``; docs/research/bummerl-model.md):
#: soft and sharp in 800 hands each of Master against its trial variants, the others in 400
#: hands of Expert against Expert (300 in Sechsundsechzig), rounded to 0.01.
MEASURED_FREQ: dict[str, Frequencies] = {
    "soft": ((1, 0.25), (2, 0.45), (3, 0.30)),
    "sharp": ((1, 0.36), (2, 0.36), (3, 0.28)),
    "tournament": ((1, 0.45), (2, 0.33), (3, 0.22)),
    "house": ((1, 0.27), (2, 0.40), (3, 0.33)),
    "sechsundsechzig": ((1, 0.34), (2, 0.52), (3, 0.14)),
}


def measured_frequencies(rules: Rules) -> Frequencies:
    """The measured frequencies of the preset ``rules`` is; for rules that are no preset,
    those of the soft rules (the scoring of game points is the same in every preset)."""
    for name, preset in PRESETS.items():
        if preset == rules and name in MEASURED_FREQ:
            return MEASURED_FREQ[name]
    return MEASURED_FREQ["soft"]


@cache
def bummerl_value(me: int, opp: int, double: bool, freq: Frequencies = GP_FREQ) -> float:
    """Expected Bummerl value for a player needing ``me`` more game points against ``opp``,
    each later hand won by either side with equal chance, by 1, 2 or 3 game points as
    ``freq`` says."""
    total = 0.0
    for g, f in freq:
        total += 0.5 * f * _after(me - g, opp, double, freq)
        total += 0.5 * f * _after(me, opp - g, double, freq)
    return total


def _after(me: int, opp: int, double: bool, freq: Frequencies) -> float:
    if me <= 0:
        return 2.0 if double and opp == START else 1.0
    if opp <= 0:
        return -2.0 if double and me == START else -1.0
    return bummerl_value(me, opp, double, freq)


def utility_table(score: tuple[int, int] | None, double: bool,
                  freq: Frequencies = GP_FREQ) -> dict[int, float]:
    """Utility of each signed game-point result (-3..3) at the given (me, opp) score to go,
    the rest of the Bummerl modelled by ``freq``.

    >>> utility_table(None, False)[2]
    2.0
    >>> table = utility_table((1, 4), False)
    >>> table[1] == table[3]  # one game point to go: any win wins the Bummerl
    True
    """
    if score is None:
        return {g: float(g) for g in (-3, -2, -1, 0, 1, 2, 3)}
    me, opp = score
    me = min(max(me, 1), START)
    opp = min(max(opp, 1), START)
    base = bummerl_value(me, opp, double, freq)
    # Scaled so that one game point at 7:7 is worth about 1 (keeps margins comparable).
    scale = 1.0 / (_after(START - 1, START, double, freq)
                   - bummerl_value(START, START, double, freq))
    table = {0: 0.0}  # a drawn hand (end_of_cards: count) changes nothing
    for g in (1, 2, 3):
        table[g] = (_after(me - g, opp, double, freq) - base) * scale
        table[-g] = (_after(me, opp - g, double, freq) - base) * scale
    return table

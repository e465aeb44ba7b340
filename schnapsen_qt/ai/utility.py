"""What a hand result is worth in the Bummerl: game points turned into expected Bummerls.

A simple model of the rest of the Bummerl (each hand won by either side with equal chance,
1, 2 or 3 game points with the frequencies of strong play) gives, for every score, the expected
Bummerl value (+1 a win, -1 a loss, +-2 for a Schneider-Bummerl when the rules double it). The
utility of a hand result is that expectation after the result. With equal scores this is close
to plain game points; near the end of a Bummerl it is not: at 1 to go, 1 game point wins as much
as 3.
"""

from __future__ import annotations

from functools import cache

from ..engine.match import BUMMERL_START

START = BUMMERL_START
#: How often a hand is worth 1, 2 or 3 game points (self-play of the search levels, rounded).
GP_FREQ = ((1, 0.5), (2, 0.35), (3, 0.15))


@cache
def bummerl_value(me: int, opp: int, double: bool) -> float:
    """Expected Bummerl value for a player needing ``me`` more game points against ``opp``."""
    total = 0.0
    for g, f in GP_FREQ:
        total += 0.5 * f * _after(me - g, opp, double)
        total += 0.5 * f * _after(me, opp - g, double)
    return total


def _after(me: int, opp: int, double: bool) -> float:
    if me <= 0:
        return 2.0 if double and opp == START else 1.0
    if opp <= 0:
        return -2.0 if double and me == START else -1.0
    return bummerl_value(me, opp, double)


def utility_table(score: tuple[int, int] | None, double: bool) -> dict[int, float]:
    """Utility of each signed game-point result (-3..3) at the given (me, opp) score to go."""
    if score is None:
        return {g: float(g) for g in (-3, -2, -1, 0, 1, 2, 3)}
    me, opp = score
    me = min(max(me, 1), START)
    opp = min(max(opp, 1), START)
    base = bummerl_value(me, opp, double)
    # Scaled so that one game point at 7:7 is worth about 1 (keeps margins comparable).
    scale = 1.0 / (_after(START - 1, START, double) - bummerl_value(START, START, double))
    table = {0: 0.0}  # a drawn hand (end_of_cards: count) changes nothing
    for g in (1, 2, 3):
        table[g] = (_after(me - g, opp, double) - base) * scale
        table[-g] = (_after(me, opp - g, double) - base) * scale
    return table

"""A hint for the player at the four-seat table: the choice the strongest Bauernschnapsen level
would make from the player's own view, and why in numbers (no Qt).

The hint is the computer player's own decision (:class:`.player.BauernPlayer` at the top level),
so it sees exactly what the player sees: the :class:`SeatView` of the player's seat, never a
hidden card. Where the level searched, the hint carries its mean values, so the table can say
what the suggestion is worth against the next best choice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine.bauernschnapsen import BAction, BauernRules
from ...engine.bauernschnapsen.view import SeatView
from .levels import LEVELS
from .player import create_bauern_player

#: The level whose choice is suggested: the strongest.
HINT_LEVEL = LEVELS[-1]


@dataclass(frozen=True)
class BauernHint:
    """The suggested ``action``; where it was searched, its mean ``value`` in game points for
    the player's team over ``deals`` sampled deals, and the ``runner_up`` with its value."""

    action: BAction
    value: float | None = None
    runner_up: BAction | None = None
    runner_up_value: float | None = None
    deals: int = 0


def bauern_hint(view: SeatView, rules: BauernRules, seed: int = 0, level: str = HINT_LEVEL,
                should_stop: Callable[[], bool] = lambda: False) -> BauernHint:
    """The hint for ``view`` (its seat on turn); :class:`~.player.Cancelled` when
    ``should_stop()`` becomes true."""
    player = create_bauern_player(level, seed, rules)
    action = player.choose(view, should_stop)
    values = player.last_values
    if action not in values:
        return BauernHint(action)
    others = sorted(((v, a) for a, v in values.items() if a != action),
                    key=lambda item: -item[0])
    runner_up, runner_value = (others[0][1], others[0][0]) if others else (None, None)
    deals = player.budget.samples if player.budget is not None else 0
    return BauernHint(action, values[action], runner_up, runner_value, deals)

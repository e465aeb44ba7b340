"""The Bauernschnapsen computer players (pure Python, no Qt): each seat decides from its own
:class:`~schnapsen_qt.engine.bauernschnapsen.SeatView` only, at one of the levels registered in
:mod:`.levels` (the level keys of the two-player game). See docs/ARCHITECTURE.md, "ai".

Typical use::

    player = create_bauern_player("expert", seed=7, rules=deal.rules)
    action = player.choose(deal.view(seat))
    deal.apply(seat, action)
"""

from .levels import LEVELS, REGISTRY, BauernLevel
from .player import BauernPlayer, Cancelled, create_bauern_player

__all__ = ["LEVELS", "REGISTRY", "BauernLevel", "BauernPlayer", "Cancelled",
           "create_bauern_player"]

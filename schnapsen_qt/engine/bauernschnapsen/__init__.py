"""Bauernschnapsen (four players, two partnerships): rules as data, one hand's state, the score to
24, per-seat views, records and self-play (docs/rules/bauernschnapsen.md).

Shares cards, card points and marriages with the two-player engine (:mod:`..cards`) and leaves its
two-seat :class:`~..hand.Hand` alone.
"""

from .actions import BAction
from .contracts import BY_ID, CONTRACTS, Contract, contract
from .deal import BauernDeal, BauernOutcome, IllegalActionError, Trick, deck_of
from .record import FORMAT, BauernRecord, BauernReplayError, record_of, replay_object
from .rules import BauernRules, BauernRulesError
from .scoring import GameOver, ScoreSheet
from .seats import FOUR, Table
from .view import SeatView, view

__all__ = [
    "BY_ID", "CONTRACTS", "FORMAT", "FOUR", "BAction", "BauernDeal", "BauernOutcome",
    "BauernRecord", "BauernReplayError", "BauernRules", "BauernRulesError", "Contract",
    "GameOver", "IllegalActionError", "ScoreSheet", "SeatView", "Table", "Trick", "contract",
    "deck_of", "record_of", "replay_object", "view",
]

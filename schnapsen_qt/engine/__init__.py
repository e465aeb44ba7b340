"""The Schnapsen rules engine: pure Python, no Qt.

Typical use::

    from schnapsen_qt.engine import Hand, Rules
    hand = Hand.shuffled(Rules.preset("sharp"), dealer=0, rng=42)
    while not hand.is_over:
        action = hand.legal_actions()[0]
        hand.push(action)
    print(hand.outcome)

Cards are ints (:mod:`.cards`), actions are ints (:mod:`.actions`), a player's knowledge is a
:class:`PlayerView`. See docs/ARCHITECTURE.md.
"""

from . import actions, cards, deal
from .actions import CLAIM, CLOSE, EXCHANGE, MELD, Action
from .cards import Card, CardSet, card_code, cards_of, parse_card
from .hand import Hand, IllegalActionError, Refusal, Trick, strict_follow_cards
from .match import BummerlResult, Match
from .record import HandRecord, ReplayError, load_record, record_of, replay_result
from .rules import PRESETS, SHARP, SOFT, TOURNAMENT, Rules, RulesError
from .scoring import Outcome
from .view import PlayerView

__all__ = [
    "CLAIM", "CLOSE", "EXCHANGE", "MELD", "PRESETS", "SHARP", "SOFT", "TOURNAMENT",
    "Action", "BummerlResult", "Card", "CardSet", "Hand", "HandRecord", "IllegalActionError",
    "Refusal",
    "Match", "Outcome", "PlayerView", "ReplayError", "Rules", "RulesError", "Trick", "actions",
    "card_code", "cards", "cards_of", "deal", "load_record", "parse_card", "record_of",
    "replay_result",
    "strict_follow_cards",
]

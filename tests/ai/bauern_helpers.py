"""Shared positions for the Bauernschnapsen AI tests."""

from __future__ import annotations

from schnapsen_qt.engine.bauernschnapsen import BAction, BauernDeal, deck_of
from schnapsen_qt.engine.bauernschnapsen.deal import PH_KONTRA, PH_PLAY
from schnapsen_qt.engine.cards import parse_card


def bettler_lead() -> BauernDeal:
    """Seat 0 plays a Bettler and leads, holding the Ace of clubs (which would take the trick
    when led: nothing beats an Ace without trumps, and the Bettler is lost) and the four Jacks;
    led later, or thrown on another suit, the Ace may still escape."""
    dealt = [["AC", "JD", "JC", "JH", "JS"], ["TC", "KC", "AD", "TD", "KD"],
             ["QC", "QD", "AH", "TH", "KH"], ["QH", "AS", "TS", "KS", "QS"]]
    deal = BauernDeal(deck_of(3, [[parse_card(c) for c in h] for h in dealt]), 3)
    deal.apply(0, BAction("trump", suit=1))
    deal.apply(0, BAction("bid", contract="bettler"))
    for seat in (1, 2, 3):
        deal.apply(seat, BAction("pass"))
    while deal.phase == PH_KONTRA:
        deal.apply(deal.to_move, BAction("pass"))
    assert deal.phase == PH_PLAY and deal.to_move == 0
    return deal

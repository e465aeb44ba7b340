"""The Bauernschnapsen computer levels as registered data, one entry per level.

The keys are those of the two-player game (:mod:`..levels`), so the one level chosen in the
settings applies to all three computer players at the four-player table too; the names are
shared, the one-line descriptions say how the level plays this game (English templates marked for
lupdate in the context ``"Levels"``; the GUI translates them). A level decides either by rules of
thumb or by the determinized search with its :class:`~.search.Budget`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.texts import QT_TRANSLATE_NOOP
from ..levels import REGISTRY as TWO_PLAYER_LEVELS
from .search import Budget

# How a level without search decides.
RANDOM = "random"  # any legal card; passes in the auction and at Kontra
RULES = "rules"  # the rules of thumb of :mod:`.rules_of_thumb`


@dataclass(frozen=True)
class BauernLevel:
    key: str
    # Shown name (the two-player level's, translated in the context "Levels").
    name: str
    # One line on how it plays Bauernschnapsen (English; translated, context "Levels").
    description: str
    # A level without search decides by ``rule`` (:data:`RANDOM` or :data:`RULES`).
    rule: str = ""
    budget: Budget | None = None

    @property
    def searches(self) -> bool:
        return self.budget is not None


REGISTRY: dict[str, BauernLevel] = {level.key: level for level in (
    BauernLevel(
        "beginner", TWO_PLAYER_LEVELS["beginner"].name,
        QT_TRANSLATE_NOOP(
            "Levels", "Bauernschnapsen: names trumps sensibly, never bids or says Kontra, "
            "plays any legal card."),
        rule=RANDOM),
    BauernLevel(
        "intermediate", TWO_PLAYER_LEVELS["intermediate"].name,
        QT_TRANSLATE_NOOP(
            "Levels", "Bauernschnapsen: plays by rules of thumb, bids only sure rings, a "
            "Bettler with low cards or a Schnapser with the trump marriage."),
        rule=RULES),
    BauernLevel(
        "expert", TWO_PLAYER_LEVELS["expert"].name,
        QT_TRANSLATE_NOOP(
            "Levels", "Bauernschnapsen: tries every bid, Kontra and card on possible deals of "
            "the unseen cards, playing each hand out, and takes what wins most points."),
        budget=Budget(samples=16)),
    BauernLevel(
        "master", TWO_PLAYER_LEVELS["master"].name,
        QT_TRANSLATE_NOOP(
            "Levels", "Bauernschnapsen: like the Expert with more than twice the deals, and "
            "plays the last two tricks perfectly for every possible deal."),
        budget=Budget(samples=40, exact_cards=8)),
)}

# Level keys, weakest first.
LEVELS: tuple[str, ...] = tuple(REGISTRY)

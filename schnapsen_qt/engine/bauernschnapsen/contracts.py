"""The contracts of Bauernschnapsen as one table of data (docs/rules/bauernschnapsen.md).

Every rule that depends on the contract (who plays, trumps or not, who leads, how it is won, what it
is worth) is read from a :class:`Contract` row, so the auction, the play, the scoring and a later
Dreierschnapsen share one table instead of a chain of ``if contract == ...``.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Goals a contract can have.
GOAL_66 = "66"  # plain game: reach 66 first, else take the last trick
GOAL_66_IN_THREE = "66_in_three"  # Schnapser: 66 within the first three tricks
GOAL_NO_TRICK = "no_trick"  # beggar: the declarer takes no trick
GOAL_ALL_TRICKS = "all_tricks"  # slam: the declaring side takes every trick

#: Who leads the first trick.
LEADS_DECLARER = "declarer"
LEADS_FOREHAND = "forehand"

#: Trump suits a contract plays with.
TRUMP_CALLED = "called"  # the suit forehand named or turned up
TRUMP_NONE = "none"
TRUMP_OWN = "own"  # a suit the declarer names after the auction (Farbenringerl)

#: Rank orders within a suit: for each rank index (A, T, K, Q, J, 9) its strength, lower = higher.
ORDER_STANDARD: tuple[int, ...] = (0, 1, 2, 3, 4, 5)
ORDER_TEN_HIGH: tuple[int, ...] = (4, 0, 1, 2, 3, 5)  # Zehnergang: T > K > Q > J > A


@dataclass(frozen=True)
class Contract:
    """One row of the contract table."""

    #: Identifier used in records and settings.
    id: str
    #: Usual Austrian name and an English gloss (the GUI translates its own).
    german: str
    english: str
    #: Game points when won or lost (the plain game's 1/2/3 scale replaces it).
    value: int
    #: The declarer's partner lays the hand down and sits out.
    alone: bool
    trump: str
    leads: str
    goal: str
    #: Marriages may be declared (contracts that count card points).
    marriages: bool
    #: Only forehand's opponents may bid it (the "Kontra-" contracts).
    opponents_of_forehand_only: bool = False
    #: The declarer's hand is shown to all after the first trick (Plauderer).
    open_hand: bool = False
    #: Rank order within a suit.
    order: tuple[int, ...] = ORDER_STANDARD
    #: Can be bid (the plain game cannot: it is what is played when all pass).
    biddable: bool = True
    #: The bidder must hold all five cards of one suit: "other" (a suit other than forehand's
    #: trumps, which becomes the contract's trump suit), "trump" (all five trumps), or "".
    whole_suit: str = ""


CONTRACTS: tuple[Contract, ...] = (
    Contract("normal", "Normalspiel", "plain game", 1, False, TRUMP_CALLED, LEADS_FOREHAND,
             GOAL_66, True, biddable=False),
    Contract("bettler", "Bettler", "beggar", 4, True, TRUMP_NONE, LEADS_DECLARER,
             GOAL_NO_TRICK, False),
    Contract("schnapser", "Schnapser", "Schnapser", 6, False, TRUMP_CALLED, LEADS_DECLARER,
             GOAL_66_IN_THREE, True),
    Contract("plauderer", "Plauderer", "open beggar", 7, True, TRUMP_NONE, LEADS_DECLARER,
             GOAL_NO_TRICK, False, open_hand=True),
    Contract("land", "Land", "land (team slam)", 9, False, TRUMP_CALLED, LEADS_DECLARER,
             GOAL_ALL_TRICKS, False),
    Contract("gang", "Gang", "slam without trumps", 9, True, TRUMP_NONE, LEADS_DECLARER,
             GOAL_ALL_TRICKS, False),
    Contract("zehnergang", "Zehnergang", "ten slam", 10, True, TRUMP_NONE, LEADS_DECLARER,
             GOAL_ALL_TRICKS, False, order=ORDER_TEN_HIGH),
    Contract("kontraschnapser", "Kontraschnapser", "counter-Schnapser", 12, False, TRUMP_CALLED,
             LEADS_FOREHAND, GOAL_66_IN_THREE, True, opponents_of_forehand_only=True),
    Contract("bauernschnapser", "Bauernschnapser", "farmer's Schnapser", 12, True, TRUMP_CALLED,
             LEADS_DECLARER, GOAL_ALL_TRICKS, False),
    Contract("farbenringerl", "Farbenringerl", "colour ring", 18, True, TRUMP_OWN,
             LEADS_DECLARER, GOAL_ALL_TRICKS, False, whole_suit="other"),
    Contract("kontrabauernschnapser", "Kontrabauernschnapser", "counter farmer's Schnapser", 24,
             True, TRUMP_CALLED, LEADS_FOREHAND, GOAL_ALL_TRICKS, False,
             opponents_of_forehand_only=True),
    Contract("trumpffarbenringerl", "Trumpffarbenringerl", "trump ring", 24, True, TRUMP_CALLED,
             LEADS_DECLARER, GOAL_ALL_TRICKS, False, whole_suit="trump"),
)

#: Contract by id, and each contract's rank (its place in the table: a bid must be higher).
BY_ID: dict[str, Contract] = {c.id: c for c in CONTRACTS}
RANK: dict[str, int] = {c.id: i for i, c in enumerate(CONTRACTS)}
NORMAL = BY_ID["normal"]
#: Doubling calls by level reached: 1 Kontra, 2 Retour, 3 Rekontra.
DOUBLING_CALLS: tuple[str, ...] = ("kontra", "retour", "rekontra")


def contract(contract_id: str) -> Contract:
    """The contract with this id; ``ValueError`` naming the known ones otherwise."""
    try:
        return BY_ID[contract_id]
    except (KeyError, TypeError):
        raise ValueError(f"unknown contract {contract_id!r} (known: "
                         f"{', '.join(c.id for c in CONTRACTS)})") from None

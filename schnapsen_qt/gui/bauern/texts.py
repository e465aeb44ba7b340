"""The Bauernschnapsen table's words: contract names, the auction's and Kontra's choices, who
plays what (translated; context ``"Bauernschnapsen"``).

The contracts keep their Austrian names in every language, as players call them; English adds
a gloss where the name says nothing to a newcomer.
"""

from __future__ import annotations

from ...cards.cardnames import card_name, suit_name
from ...engine.bauernschnapsen import BAction
from ...engine.bauernschnapsen import actions as A
from ...engine.bauernschnapsen.contracts import (
    BY_ID,
    GOAL_66,
    GOAL_66_IN_THREE,
    GOAL_ALL_TRICKS,
    GOAL_NO_TRICK,
    ORDER_TEN_HIGH,
    TRUMP_NONE,
    TRUMP_OWN,
)
from ...engine.bauernschnapsen.texts import Refusal, english
from ...engine.texts import QT_TRANSLATE_NOOP
from ...i18n import translate

CONTRACT_NAMES: dict[str, str] = {
    "normal": QT_TRANSLATE_NOOP("Bauernschnapsen", "Plain game"),
    "bettler": QT_TRANSLATE_NOOP("Bauernschnapsen", "Bettler"),
    "schnapser": QT_TRANSLATE_NOOP("Bauernschnapsen", "Schnapser"),
    "plauderer": QT_TRANSLATE_NOOP("Bauernschnapsen", "Plauderer (open Bettler)"),
    "land": QT_TRANSLATE_NOOP("Bauernschnapsen", "Land"),
    "gang": QT_TRANSLATE_NOOP("Bauernschnapsen", "Gang"),
    "zehnergang": QT_TRANSLATE_NOOP("Bauernschnapsen", "Zehnergang"),
    "kontraschnapser": QT_TRANSLATE_NOOP("Bauernschnapsen", "Kontraschnapser"),
    "bauernschnapser": QT_TRANSLATE_NOOP("Bauernschnapsen", "Bauernschnapser"),
    "farbenringerl": QT_TRANSLATE_NOOP("Bauernschnapsen", "Farbenringerl"),
    "kontrabauernschnapser": QT_TRANSLATE_NOOP("Bauernschnapsen", "Kontrabauernschnapser"),
    "trumpffarbenringerl": QT_TRANSLATE_NOOP("Bauernschnapsen", "Trumpffarbenringerl"),
}

SEAT_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Bauernschnapsen", "You"),
    QT_TRANSLATE_NOOP("Bauernschnapsen", "Left"),
    QT_TRANSLATE_NOOP("Bauernschnapsen", "Partner"),
    QT_TRANSLATE_NOOP("Bauernschnapsen", "Right"),
)


def contract_name(contract_id: str) -> str:
    return translate("Bauernschnapsen", CONTRACT_NAMES[contract_id])


def seat_name(seat: int) -> str:
    """The seat as the player at seat 0 sees it (you, left, partner, right)."""
    return translate("Bauernschnapsen", SEAT_NAMES[seat % 4])


def action_label(action: BAction, deck: str) -> str:
    """A button's text for a choice outside the play of cards."""
    if action.kind == A.PASS:
        return translate("Bauernschnapsen", "Pass (weiter)")
    if action.kind == A.KONTRA:
        return translate("Bauernschnapsen", "Kontra (double)")
    if action.kind == A.RETOUR:
        return translate("Bauernschnapsen", "Retour (redouble)")
    if action.kind == A.REKONTRA:
        return translate("Bauernschnapsen", "Rekontra")
    if action.kind == A.TRUMP:
        return translate("Bauernschnapsen", "Trumps: {suit}").format(
            suit=suit_name(action.suit, deck))
    if action.kind == A.AUFSCHLAGEN:
        return translate("Bauernschnapsen", "Turn up a card (Aufschlagen)")
    if action.kind == A.RING_TRUMP:
        return translate("Bauernschnapsen", "Ring in {suit}").format(
            suit=suit_name(action.suit, deck))
    if action.kind == A.BID:
        return translate("Bauernschnapsen", "{contract} ({value})").format(
            contract=contract_name(action.contract), value=BY_ID[action.contract].value)
    return card_name(action.card, deck)


def said_text(seat: int, action: BAction, deck: str) -> str:
    """What a seat said, for the table's line of calls: "Left: Bettler", "Partner: pass"."""
    if action.kind == A.PLAY:
        said = card_name(action.card, deck)
    elif action.kind == A.AUFSCHLAGEN:
        said = translate("Bauernschnapsen", "turns a card up")
    elif action.kind == A.BID:
        said = contract_name(action.contract)
    else:
        said = action_label(action, deck)
    return translate("Bauernschnapsen", "{seat}: {said}").format(seat=seat_name(seat), said=said)


def contract_line(contract_id: str | None, declarer: int, trump: int, multiplier: int,
                  deck: str) -> str:
    """The contract and who plays it, always on screen once the auction is over (during the
    auction: the trumps forehand named)."""
    if contract_id is None:
        text = translate("Bauernschnapsen", "Auction")
    else:
        text = translate("Bauernschnapsen", "{contract} played by {seat}").format(
            contract=contract_name(contract_id), seat=seat_name(declarer))
    if trump >= 0:
        text += " · " + translate("Bauernschnapsen", "trumps: {suit}").format(
            suit=suit_name(trump, deck))
    if multiplier > 1:
        text += f" · ×{multiplier}"
    return text


def score_line(points: list[int], target: int) -> str:
    return translate("Bauernschnapsen", "We {ours} : {theirs} They (to {target})").format(
        ours=points[0], theirs=points[1], target=target)


def outcome_text(won_by_us: bool, game_points: int) -> str:
    if won_by_us:
        return translate("Bauernschnapsen", "We win %n point(s).", None, game_points)
    return translate("Bauernschnapsen", "They win %n point(s).", None, game_points)


def bummerl_line(bummerl: list[int]) -> str:
    """The Bummerl each team has lost so far (a Schneider counts 2, a Retourschneider 4)."""
    return translate("Bauernschnapsen", "Bummerl: we {ours}, they {theirs}").format(
        ours=bummerl[0], theirs=bummerl[1])


GAME_OVER_KINDS: dict[str, str] = {
    "bummerl": QT_TRANSLATE_NOOP("Bauernschnapsen", "Bummerl"),
    "schneider": QT_TRANSLATE_NOOP("Bauernschnapsen", "Schneider (2 Bummerl)"),
    "retourschneider": QT_TRANSLATE_NOOP("Bauernschnapsen", "Retourschneider (4 Bummerl)"),
}


def game_over_kind(kind: str) -> str:
    return translate("Bauernschnapsen", GAME_OVER_KINDS[kind])


def game_over_text(we_lost: bool, kind: str) -> str:
    """The end of a game to 24: who gets the Bummerl, and how many."""
    if we_lost:
        return translate("Bauernschnapsen", "They win the game: we get a {kind}.").format(
            kind=game_over_kind(kind))
    return translate("Bauernschnapsen", "We win the game: they get a {kind}.").format(
        kind=game_over_kind(kind))


def contract_meaning(contract_id: str) -> str:
    """One line on what a contract asks, built from its row in the contract table: alone or
    with the partner, the trumps, the goal, and what is special about it."""
    c = BY_ID[contract_id]
    parts = [translate("Bauernschnapsen", "alone, the partner sits out") if c.alone
             else translate("Bauernschnapsen", "with the partner")]
    parts.append({
        TRUMP_NONE: translate("Bauernschnapsen", "no trumps"),
        TRUMP_OWN: translate("Bauernschnapsen", "the suit held whole is trumps"),
    }.get(c.trump, translate("Bauernschnapsen", "the named trumps")))
    parts.append({
        GOAL_66: translate("Bauernschnapsen", "reach 66 first"),
        GOAL_66_IN_THREE: translate("Bauernschnapsen", "reach 66 within three tricks"),
        GOAL_NO_TRICK: translate("Bauernschnapsen", "take no trick"),
        GOAL_ALL_TRICKS: translate("Bauernschnapsen", "take every trick"),
    }[c.goal])
    if c.open_hand:
        parts.append(translate("Bauernschnapsen", "cards shown after the first trick"))
    if c.order == ORDER_TEN_HIGH:
        parts.append(translate("Bauernschnapsen", "the Ten ranks highest"))
    if c.whole_suit == "trump":
        parts.append(translate("Bauernschnapsen", "needs all five trumps"))
    if c.opponents_of_forehand_only:
        parts.append(translate("Bauernschnapsen", "only forehand's opponents may bid it"))
    return "; ".join(parts)


def action_tip(action: BAction) -> str:
    """A button's tooltip: what a bid means (empty for other choices)."""
    if action.kind == A.BID:
        return contract_meaning(action.contract)
    if action.kind == A.KONTRA:
        return translate("Bauernschnapsen", "Double the contract's value")
    if action.kind in (A.RETOUR, A.REKONTRA):
        return translate("Bauernschnapsen", "Double it once more")
    return ""


def choice_meaning(action: BAction, deck: str, at_kontra: bool = False) -> str:
    """The meaning line under the choices: the choice as its button names it and what it
    means ("Bettler (3) — alone, the partner sits out; no trumps; take no trick");
    ``at_kontra`` tells a pass at Kontra (the contract stands) from one in the auction."""
    if action.kind == A.PASS:
        meaning = (translate("Bauernschnapsen", "the contract stands at its value")
                   if at_kontra else
                   translate("Bauernschnapsen", "no higher bid from you: the others go on"))
    elif action.kind == A.TRUMP:
        meaning = translate("Bauernschnapsen", "you name this suit trumps")
    elif action.kind == A.AUFSCHLAGEN:
        meaning = translate("Bauernschnapsen", "one of your last two cards is turned up "
                            "unseen: its suit is trumps")
    elif action.kind == A.RING_TRUMP:
        meaning = translate("Bauernschnapsen", "this suit is trumps for the ring")
    else:
        tip = action_tip(action)  # a tooltip's sentence, here the second half of a line
        meaning = tip if action.kind == A.BID else tip[:1].lower() + tip[1:]
    if not meaning:
        return action_label(action, deck)
    return translate("Bauernschnapsen", "{choice} — {meaning}").format(
        choice=action_label(action, deck), meaning=meaning)


def default_choice(actions: list[BAction]) -> BAction | None:
    """The choice the meaning line names when none is under the mouse or focused: the
    highest bid, else the doubling at Kontra, else the first choice."""
    bids = [a for a in actions if a.kind == A.BID]
    if bids:
        return max(reversed(bids), key=lambda a: BY_ID[a.contract].value)
    doubles = [a for a in actions if a.kind in (A.KONTRA, A.RETOUR, A.REKONTRA)]
    if doubles:
        return doubles[0]
    return actions[0] if actions else None


REFUSALS: dict[str, str] = {
    "follow_suit": QT_TRANSLATE_NOOP("Bauernschnapsen", "{suit} were led: you must follow "
                                     "suit."),
    "head_trick": QT_TRANSLATE_NOOP("Bauernschnapsen", "You must head the trick with a "
                                    "higher card of {suit}."),
    "must_trump": QT_TRANSLATE_NOOP("Bauernschnapsen", "You have no {suit} and must trump."),
    "must_overtrump": QT_TRANSLATE_NOOP("Bauernschnapsen", "You must overtrump the trump in "
                                        "the trick."),
}


def refusal_text(refusal: Refusal, deck: str) -> str:
    """Why a card may not be played, in the language in use and the deck's suit names (the
    other refusals cannot come from the table's buttons: they offer only what is allowed)."""
    template = REFUSALS.get(refusal.code)
    if template is None:
        return english(refusal)
    suit = suit_name(refusal.suit, deck) if 0 <= refusal.suit < 4 else ""
    text = translate("Bauernschnapsen", template).format(suit=suit)
    return text[:1].upper() + text[1:]

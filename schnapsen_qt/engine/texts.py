"""Why an action is refused, in one table of English templates that the GUI translates.

The engine has no Qt. Each template is marked with :func:`QT_TRANSLATE_NOOP` so that
``pyside6-lupdate`` puts it into the translation files under the context ``"Refusal"``; the GUI
then translates the template at run time and fills in names in the player's language and the
deck's own words, while the engine fills in English names (error messages, replay output). Both
go through :func:`fill_refusal`, so the sentence and its parameters are written once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from .actions import CLOSE, EXCHANGE, Action
from .cards import JACK, NINE, QUEEN, Card, make_card, rank_of, suit_of


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """Marks ``text`` for translation in ``context``; returns it unchanged (Qt-free)."""
    return text


# Refusal code -> English template. Parameters: ``{card}`` the card concerned, ``{queen}``
# the Queen beside that King, ``{suit}`` a suit in the plural ("hearts"), ``{kind}`` what was
# tried (an :data:`ACTION_PHRASES` phrase), ``{jack}`` the name of the rank Jack.
REFUSAL_TEXTS: dict[str, str] = {
    "hand_over": QT_TRANSLATE_NOOP("Refusal", "The hand is already over."),
    "not_held": QT_TRANSLATE_NOOP("Refusal", "You do not hold the {card}."),
    "lead_king": QT_TRANSLATE_NOOP("Refusal", "After melding you must lead the {card}."),
    "lead_king_or_queen": QT_TRANSLATE_NOOP(
        "Refusal", "After melding you must lead the {card} or the {queen}."),
    "higher_trump": QT_TRANSLATE_NOOP("Refusal", "You must head the trick with a higher trump."),
    "higher_card": QT_TRANSLATE_NOOP(
        "Refusal", "You must head the trick with a higher card of {suit}."),
    "play_trump": QT_TRANSLATE_NOOP("Refusal", "You must follow with a trump."),
    "follow_suit": QT_TRANSLATE_NOOP("Refusal", "You must follow suit: play a card of {suit}."),
    "must_trump": QT_TRANSLATE_NOOP(
        "Refusal", "You cannot follow suit, so you must trump ({suit} are trumps)."),
    "claim_not_leading": QT_TRANSLATE_NOOP(
        "Refusal", "Only the player on lead may claim 66, before leading."),
    "claim_not_now": QT_TRANSLATE_NOOP(
        "Refusal", "You may claim 66 only right after winning a trick or melding a marriage."),
    "not_leading": QT_TRANSLATE_NOOP(
        "Refusal", "Only the player on lead may {kind}, before leading."),
    "already_melded": QT_TRANSLATE_NOOP("Refusal", "You have already melded before this lead."),
    "no_marriage": QT_TRANSLATE_NOOP("Refusal", "You hold no marriage in {suit}."),
    "meld_needs_trick": QT_TRANSLATE_NOOP(
        "Refusal", "You may meld a marriage only after winning a trick."),
    "meld_in_phase_two": QT_TRANSLATE_NOOP(
        "Refusal", "No marriage may be melded once the talon is closed or exhausted."),
    "talon_closed": QT_TRANSLATE_NOOP("Refusal", "The talon is closed: you cannot {kind}."),
    "talon_exhausted": QT_TRANSLATE_NOOP("Refusal", "The talon is exhausted: you cannot {kind}."),
    "no_trump_jack": QT_TRANSLATE_NOOP("Refusal", "You do not hold the trump {jack} ({card})."),
    "already_exchanged": QT_TRANSLATE_NOOP(
        "Refusal", "The trump {jack} was exchanged already: it lies as the turn-up."),
    "exchange_needs_trick": QT_TRANSLATE_NOOP(
        "Refusal", "You may exchange the trump {jack} only after winning a trick."),
    "last_facedown": QT_TRANSLATE_NOOP(
        "Refusal", "You cannot {kind} when only the turn-up and one card remain in the talon."),
    "not_now": QT_TRANSLATE_NOOP("Refusal", "You cannot {kind} now."),
    "no_claim": QT_TRANSLATE_NOOP(
        "Refusal", "In this game nobody claims 66: every hand is played to its last card."),
    "exchange_or_pass": QT_TRANSLATE_NOOP(
        "Refusal", "The talon was just closed: first exchange the {card} for the turn-up, or "
                   "pass."),
    "nothing_to_pass": QT_TRANSLATE_NOOP(
        "Refusal", "You may pass only when the talon has just been closed and you may "
                   "exchange."),
    "no_close_before_draw": QT_TRANSLATE_NOOP(
        "Refusal", "In this game the talon can be closed only after both players have drawn."),
    "close_before_draw_not_now": QT_TRANSLATE_NOOP(
        "Refusal", "You may close before drawing only right after winning a trick while the "
                   "talon is open, before doing anything else."),
}

# What the refused action tried, as an infinitive phrase for ``{kind}``.
ACTION_PHRASES: dict[str, str] = {
    "exchange": QT_TRANSLATE_NOOP("Refusal", "exchange the trump {jack}"),
    "close": QT_TRANSLATE_NOOP("Refusal", "close the talon"),
    "meld": QT_TRANSLATE_NOOP("Refusal", "meld a marriage"),
    "claim": QT_TRANSLATE_NOOP("Refusal", "claim 66"),
    "play": QT_TRANSLATE_NOOP("Refusal", "play a card"),
}

# For a code not in :data:`REFUSAL_TEXTS`.
UNKNOWN_REFUSAL = QT_TRANSLATE_NOOP("Refusal", "That is not allowed now.")


class RefusalLike(Protocol):
    """What :func:`fill_refusal` reads (a :class:`~.hand.Refusal`, a read-only tuple)."""

    @property
    def code(self) -> str: ...
    @property
    def card(self) -> Card: ...
    @property
    def suit(self) -> int: ...
    @property
    def action(self) -> Action: ...


def _phrase_key(action: Action) -> str:
    from .actions import CLAIM, CLOSE_BEFORE_DRAW, MELD, PASS

    if action in (EXCHANGE, PASS):
        return "exchange"
    if action in (CLOSE, CLOSE_BEFORE_DRAW):
        return "close"
    if action == CLAIM:
        return "claim"
    if action >= MELD:
        return "meld"
    return "play"


def fill_refusal(refusal: RefusalLike, translate: Callable[[str, str], str],
                 card_name: Callable[[Card], str], suit_name: Callable[[int], str],
                 rank_name: Callable[[int], str], exchange_rank: int = JACK) -> str:
    """The sentence for ``refusal``: its template passed through ``translate(context, text)``
    (the identity for English), with the names given by the three name functions;
    ``{jack}`` names ``exchange_rank``, the rank exchanged for the turn-up (the Jack, or the
    Nine with 24 cards)."""
    template = REFUSAL_TEXTS.get(refusal.code)
    if template is None:
        return translate("Refusal", UNKNOWN_REFUSAL)
    card = refusal.card
    # The exchanged card is the trump Jack, or the trump Nine with 24 cards: refusals about
    # an exchange carry that card.
    jack = rank_name(NINE if card >= 0 and rank_of(card) == NINE else exchange_rank)
    return translate("Refusal", template).format(
        card=card_name(card) if card >= 0 else "",
        queen=card_name(make_card(QUEEN, suit_of(card))) if card >= 0 else "",
        suit=suit_name(refusal.suit) if refusal.suit >= 0 else "",
        kind=translate("Refusal", ACTION_PHRASES[_phrase_key(refusal.action)]).format(jack=jack),
        jack=jack,
    )

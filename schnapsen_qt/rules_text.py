"""The in-app rules page and names shown to the player, built from the rules in force.

Every text goes through ``i18n.translate`` (German and English .ts files), so the
page follows the chosen language; card and suit names are the chosen deck's own
(:mod:`schnapsen_qt.cards.cardnames`: German deck Daus, Ober, Unter; Herz, Schellen, Eichel, Laub).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from .ai.levels import REGISTRY
from .cards.cardnames import card_name, rank_name, suit_name
from .engine.cards import (
    JACK,
    KING,
    POINTS,
    QUEEN,
    RANK_OF,
    RANK_POINTS,
    card_code,
    exchange_card,
    rank_of,
)
from .engine.deal import LAYOUTS, layout
from .engine.match import BUMMERL_START, MatchOptions
from .engine.rules import Rules
from .i18n import translate

# -- names -----------------------------------------------------------------------------------


def preset_label(name: str) -> str:
    """The shown name of a preset (``soft``, ``sharp``, ``tournament``, ``house``,
    ``sechsundsechzig``; anything else is ``custom``)."""
    return {
        "soft": translate("Rules", "Soft"),
        "sharp": translate("Rules", "Sharp"),
        "tournament": translate("Rules", "Tournament"),
        "house": translate("Rules", "House rules"),
        "sechsundsechzig": translate("Rules", "Sechsundsechzig"),
    }.get(name, translate("Rules", "Custom"))


def preset_description(name: str, deck: str = "french") -> str:
    """One line on what a preset is, for the settings (``custom``: the options below), with
    the cards in ``deck``'s words."""
    text = {
        "soft": translate("Rules", "Schnapsen as most people learn it: meld and exchange "
                          "from the first lead, taken tricks may be looked at."),
        "sharp": translate("Rules", "Club Schnapsen: meld and exchange only after a trick, "
                           "lead the {king} after a meld, tricks not looked at."),
        "tournament": translate("Rules", "Sharp, and no meld once the talon is gone; a "
                                "Schneider-Bummerl counts once."),
        "house": translate("Rules", "Nobody claims 66: every hand is played to the last "
                           "card, and the last trick decides."),
        "sechsundsechzig": translate("Rules", "The German parent game: 24 cards with the "
                                     "Nines, 10 for the last trick, the higher count wins."),
    }.get(name, translate("Rules", "Your own mix of the options below."))
    return text.format(**_card_words(deck))


def option_unused_reason(rules: Rules, name: str) -> str:
    """Why option ``name`` cannot matter under ``rules`` ("" when it can; the settings grey
    out the rest): a false claim's penalty needs a claim, which ``going_out: end`` has not."""
    if name == "false_claim_penalty" and rules.going_out != "claim":
        return translate("Rules", "Does not apply: nobody claims 66 under these rules.")
    return ""


def level_label(level: str) -> str:
    """The shown name of a computer level (from the AI's level registry)."""
    spec = REGISTRY.get(level)
    return translate("Levels", spec.name) if spec is not None else level


def level_description(level: str) -> str:
    """One sentence on how a computer level plays (settings dialog, welcome)."""
    spec = REGISTRY.get(level)
    return translate("Levels", spec.description) if spec is not None else ""


# -- the rule options: one table of texts -----------------------------------------------------


@dataclass(frozen=True)
class OptionText:
    """The texts of one rule option: its short label (settings dialog, table of options in
    force) and, per value, a short value label and one sentence for the rules page. Sentences
    may name cards as ``{king}``, ``{queen}``, ``{jack}`` (filled in with the deck's words)."""

    label: str
    values: dict[str, tuple[str, str]]  # str(value) -> (value label, sentence)


def _flag(label: str, yes: str, no: str) -> OptionText:
    return OptionText(label, {"True": (translate("Rules", "yes"), yes),
                              "False": (translate("Rules", "no"), no)})


def option_texts() -> dict[str, OptionText]:
    """Every rule option's texts, translated now. A new option of ``Rules`` needs its row here
    (``tests/settings/test_settings_i18n.py`` checks that every field has one)."""
    return {
        "meld_requires_trick": _flag(
            translate("Rules", "Meld only after winning a trick"),
            translate("Rules", "You may meld only after winning a trick."),
            translate("Rules", "You may meld at any lead, even before your first trick.")),
        "meld_must_lead_king": _flag(
            translate("Rules", "After a meld, lead the {king}"),
            translate("Rules", "After melding you must lead the {king} of the pair (or go out)."),
            translate(
                "Rules",
                "After melding you must lead the {king} or the {queen} of the pair (or go out).")),
        "exchange_requires_trick": _flag(
            translate("Rules", "Exchange only after winning a trick"),
            translate("Rules", "You may exchange the trump {jack} only after winning a trick."),
            translate(
                "Rules",
                "You may exchange the trump {jack} at any lead while the talon is open.")),
        "last_facedown_blocks_close_and_exchange": _flag(
            translate("Rules", "No closing or exchange with only two talon cards left"),
            translate(
                "Rules",
                "When the talon holds only the turn-up and one face-down card, you may neither "
                "close nor exchange."),
            translate(
                "Rules",
                "You may close and exchange as long as the talon is open and not exhausted.")),
        "melds_after_talon_gone": _flag(
            translate("Rules", "Meld after the talon is gone"),
            translate(
                "Rules",
                "Marriages may also be melded after the talon is closed or exhausted."),
            translate("Rules", "Marriages may be melded only while the talon is open.")),
        "closing_scored_at": OptionText(translate("Rules", "A closer's win is scored from"), {
            "close": (translate("Rules", "the opponent's state when closing (Viennese)"),
                      translate(
                          "Rules",
                          "A closer who wins scores from the opponent's tricks and points at the "
                          "moment of closing (Viennese closing).")),
            "end": (translate("Rules", "the opponent's state at the end"),
                    translate(
                        "Rules",
                        "A closer who wins scores from the opponent's tricks and points at the "
                        "end of the hand.")),
        }),
        "false_claim_penalty": OptionText(translate("Rules", "Penalty for a false claim"), {
            "pagat": (translate("Rules", "2 game points, 3 if no trick"),
                      translate(
                          "Rules",
                          "A false claim gives the opponent 2 game points, or 3 if the opponent "
                          "has no trick yet.")),
            "mirror": (translate("Rules", "what the claimer would have scored"),
                       translate(
                           "Rules",
                           "A false claim gives the opponent what the claimer would have scored "
                           "if right.")),
        }),
        "tricks_viewable": _flag(
            translate("Rules", "Taken tricks may be looked at"),
            translate(
                "Rules",
                "You may look through your own tricks; the last trick stays visible until the "
                "next lead."),
            translate("Rules",
                      "Taken tricks may not be looked at: you must remember the points.")),
        "schneider_bummerl_double": _flag(
            translate("Rules", "Schneider-Bummerl counts twice"),
            translate("Rules", "A Bummerl won 7:0 (Schneider-Bummerl) counts twice."),
            translate("Rules", "A Bummerl won 7:0 counts once, like any other.")),
        # RULES.md, "The house and Sechsundsechzig rule sets"
        "going_out": OptionText(translate("Rules", "Going out"), {
            "claim": (translate("Rules", "by claiming 66"),
                      translate("Rules", "A player goes out by claiming 66 (“Genug”) as soon as "
                                "they believe they have it.")),
            "end": (translate("Rules", "at the end of the hand"),
                    translate("Rules", "Nobody claims 66: every hand is played to its last card "
                              "and judged then.")),
        }),
        "pack": OptionText(translate("Rules", "Cards in the pack"), {
            "20": (translate("Rules", "20 cards"),
                   translate("Rules", "The pack has 20 cards; each player holds five.")),
            "24": (translate("Rules", "24 cards, with the Nines"),
                   translate("Rules", "The pack has 24 cards with the four Nines (no points); "
                             "each player holds six, and the trump {jack} is exchanged for "
                             "the turn-up.")),
        }),
        "last_trick_bonus": OptionText(translate("Rules", "Bonus for the last trick"), {
            "0": (translate("Rules", "none"),
                  translate("Rules", "The last trick scores no bonus.")),
            "10": (translate("Rules", "10 points"),
                   translate("Rules", "The winner of the last trick scores 10 extra points when "
                             "the talon was exhausted, not closed.")),
        }),
        "end_of_cards": OptionText(translate("Rules", "When nobody went out"), {
            "last_trick": (translate("Rules", "the last trick wins"),
                           translate("Rules", "When all cards are played and nobody went out, "
                                     "the winner of the last trick scores 1 game point.")),
            "count": (translate("Rules", "the higher count wins"),
                      translate("Rules", "When all cards are played and nobody went out, the "
                                "player with more points wins; equal points are a draw.")),
        }),
        "close_before_draw": _flag(
            translate("Rules", "Close before drawing"),
            translate("Rules", "The winner of a trick may close the talon before the draws; "
                      "then nobody draws."),
            translate("Rules", "The talon can be closed only after both players have drawn.")),
        "exchange_at_close": _flag(
            translate("Rules", "Exchange at the close"),
            translate("Rules", "When the talon is closed, the closer's opponent may first "
                      "exchange the trump {jack} for the turn-up, with or without a trick."),
            translate("Rules", "At a close, the opponent may not exchange.")),
    }


def _text(name: str) -> OptionText:
    return option_texts().get(name) or OptionText(name, {})


def option_label(name: str, deck: str = "french") -> str:
    """The short label of rule option ``name`` (settings dialog, table of options)."""
    return _text(name).label.format(**_card_words(deck))


def option_values(name: str) -> list[str]:
    """The values of a non-boolean option, as the table lists them (``str`` of the value)."""
    return list(_text(name).values)


def choice_label(option: str, value: object) -> str:
    """The short label of ``value`` of ``option`` ("yes"/"no" for a flag)."""
    entry = _text(option).values.get(str(value))
    return entry[0] if entry else str(value)


def option_sentence(rules: Rules, name: str, deck: str = "french") -> str:
    """One sentence saying what option ``name`` means with its value in ``rules``."""
    entry = _text(name).values.get(str(getattr(rules, name)))
    return entry[1].format(**_card_words(deck, rules)) if entry else ""


def _card_words(deck: str, rules: Rules | None = None) -> dict[str, str]:
    # {jack} is the card exchanged for the turn-up: the Jack, or the Nine with 24 cards.
    exchanged = rank_of(exchange_card(0, rules)) if rules is not None else JACK
    return {"king": rank_name(KING, deck), "queen": rank_name(QUEEN, deck),
            "jack": rank_name(exchanged, deck)}


# -- the page --------------------------------------------------------------------------------


def _h2(text: str) -> str:
    return f"<h2>{escape(text)}</h2>"


def _ul(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{escape(item)}</li>" for item in items if item) + "</ul>"


# Card pictures on the rules page: ``<img src="card:KH">``, ``card:back`` for a card face down
# (the help dialog's browser draws them from the card art of the chosen deck).
EXAMPLE_CARD_WIDTH = 46


def _cards(*codes: str) -> str:
    return "".join(f'<img src="card:{code}" width="{EXAMPLE_CARD_WIDTH}"> ' for code in codes)


def examples_html(deck: str = "french", rules: Rules | None = None) -> str:
    """Marriage, exchange and closing shown with small card pictures (the exchange with the
    card that ``rules`` exchange for the turn-up: the Jack, or the Nine with 24 cards)."""
    from .engine.cards import parse_card

    def name(code: str) -> str:
        return card_name(parse_card(code), deck)

    exchanged = card_code(exchange_card(3, rules))  # spades are trumps in the example

    rows = [
        (_cards("KH", "QH"), translate(
            "Rules", "A marriage: {king} and {queen}. Melded, it is worth 20, or 40 when "
            "{suit} are trumps; then you lead one of the two.").format(
            king=name("KH"), queen=name("QH"), suit=suit_name(2, deck))),
        (_cards(exchanged) + "⇄ " + _cards("AS"), translate(
            "Rules", "An exchange with {suit} as trumps: the {jack} from your hand takes the "
            "place of the turned-up {ace}, which goes into your hand.").format(
            suit=suit_name(3, deck), jack=name(exchanged), ace=name("AS"))),
        (_cards("back", "back"), translate(
            "Rules", "Closing: the turned-up card is turned face down on the talon. Nobody "
            "draws any more, and you must reach 66 with the cards in hand.")),
    ]
    cells = "".join(f"<tr><td valign='middle'>{pictures}</td>"
                    f"<td valign='middle'>&nbsp;{escape(text)}</td></tr>"
                    for pictures, text in rows)
    return ("<h3>" + escape(translate("Rules", "Examples")) + "</h3>"
            f"<table cellspacing='0' cellpadding='4'>{cells}</table>")


def games_html(deck: str = "french") -> str:
    """The two other games of the rule book (RULES.md, "The house and Sechsundsechzig rule
    sets") in the words players use, and what the number-card deck is for. Shown on every
    rules page, so that a player finds them before choosing them in the settings."""
    jack = rank_name(JACK, deck)
    parts = [_h2(translate("Rules", "Two more games"))]
    parts.append("<p>" + escape(translate(
        "Rules",
        "Besides soft, sharp and tournament Schnapsen the settings offer two more games from "
        "the sources, each as a preset. The score of both counts up from 0 to 7.")) + "</p>")
    parts.append("<h3>" + escape(translate("Rules", "House rules")) + "</h3>")
    parts.append("<p>" + escape(translate(
        "Rules",
        "The simpler game that the house source teaches: soft Schnapsen, but every hand is "
        "played to the end.")) + "</p>")
    parts.append(_ul([
        translate("Rules", "Nobody goes out: there is no “Genug”; all cards are played."),
        translate(
            "Rules",
            "If nobody closed the talon, the winner of the last trick scores 1 game point, "
            "however many points either player has."),
        translate(
            "Rules",
            "Whoever closes (zudrehen) must have 66 at the end of the hand, whoever wins the "
            "last trick: then 1 to 3 game points from the opponent's state at the close, "
            "otherwise the opponent scores 2, or 3 if without a trick at the close."),
        translate(
            "Rules",
            "Taken tricks may not be looked at; a Bummerl won 7:0 counts once; the deal "
            "alternates."),
    ]))
    parts.append("<h3>" + escape(translate("Rules", "Sechsundsechzig")) + "</h3>")
    parts.append("<p>" + escape(translate(
        "Rules",
        "Schnapsen's German parent (Sixty-six), with the differences the sources list:"))
        + "</p>")
    parts.append(_ul([
        translate(
            "Rules",
            "24 cards: the four Nines (Neuner, no points, below the {jack}) join the pack. Six "
            "cards each, dealt 3, 3, the turn-up, 3, 3. The trump Nine is exchanged for the "
            "turn-up.").format(jack=jack),
        translate(
            "Rules",
            "The last trick is worth 10 more points (the Zehner for the last trick) when the "
            "talon was drawn to the end, not closed."),
        translate(
            "Rules",
            "Go out (ausmelden) by claiming 66 as in Schnapsen. If nobody went out and nobody "
            "closed, the higher count wins: 3 game points if the loser has no trick, 2 if under "
            "33, else 1; equal counts are a drawn hand."),
        translate(
            "Rules",
            "You may close (zudrehen) right after winning a trick, before drawing, or after "
            "drawing as in Schnapsen. The closer's win is scored from the opponent's tricks at "
            "the end of the hand."),
        translate(
            "Rules",
            "When the talon is closed, the opponent may first exchange the trump Nine for the "
            "turn-up, even without a trick, or pass."),
        translate(
            "Rules",
            "No 20 or 40 once the talon is closed or drawn to the end."),
        translate(
            "Rules",
            "The winner of a hand deals the next; after a drawn hand the deal alternates."),
    ]))
    parts.append("<h3>" + escape(translate("Rules", "The number-card deck")) + "</h3>")
    parts.append("<p>" + escape(translate(
        "Rules",
        "French cards whose Jack, Queen and King show 2, 3 and 4, so that each card's index is "
        "its point value (Ace 11, Ten 10) and a marriage is the 3 and 4 of a suit. The house "
        "source teaches the game with this pack because the points are easy to count. It has "
        "no Nines, so it can be chosen with any 20-card rules, not with Sechsundsechzig.")) +
        "</p>")
    return "\n".join(parts)


def cards_sentence(rules: Rules, deck: str = "french") -> str:
    """The pack of ``rules`` in one sentence: how many cards, the ranks from high to low with
    their points and the points in play (from the engine's pack, so the Nines appear with 24
    cards, and the last-trick bonus when the rules give it)."""
    pack = layout(rules).cards
    ranks = sorted({RANK_OF[card] for card in pack})  # rank indices run from high to low
    text = translate(
        "Rules",
        "{count} cards in four suits ({suits}). From high to low: {ranks} points; {total} points "
        "in all.").format(
        count=len(pack), suits=", ".join(suit_name(s, deck) for s in range(4)),
        ranks=", ".join(f"{rank_name(r, deck)} {RANK_POINTS[r]}" for r in ranks),
        total=sum(POINTS[card] for card in pack))
    if rules.last_trick_bonus:
        text += " " + translate(
            "Rules", "With the {bonus} points for the last trick, {total} points are in "
            "play.").format(bonus=rules.last_trick_bonus,
                            total=sum(POINTS[card] for card in pack) + rules.last_trick_bonus)
    return text


def rules_html(rules: Rules, deck: str = "french") -> str:
    """The rules page (HTML for a QTextBrowser) for ``rules`` with ``deck``'s card names."""
    preset = rules.preset_name()
    placed: set[str] = set()

    claiming = rules.going_out == "claim"

    def said(name: str) -> str:
        placed.add(name)
        if name == "meld_must_lead_king" and not claiming:  # no "(or go out)" without claims
            return (translate("Rules", "After melding you must lead the {king} of the pair.")
                    if rules.meld_must_lead_king else translate(
                        "Rules", "After melding you must lead the {king} or the {queen} of the "
                        "pair.")).format(**_card_words(deck, rules))
        return option_sentence(rules, name, deck)

    counts_up = MatchOptions.for_rules(rules).score_shown == "up"
    parts = ["<h1>" + escape(translate("Rules", "Schnapsen")) + "</h1>"]
    if preset is not None:
        parts.append("<p><b>" + escape(translate("Rules", "Rules in force: {preset}.").format(
            preset=preset_label(preset))) + "</b></p>")
    else:
        parts.append("<p><b>" + escape(translate(
            "Rules",
            "Rules in force: custom (your own choice of options).")) + "</b></p>")
    parts.append(_h2(translate("Rules", "The aim")))
    if claiming:
        aim = translate(
            "Rules",
            "Be the first to collect 66 points in a hand, from the cards in your tricks and from "
            "marriages, and say so (go out). Each hand won scores 1 to 3 game points; the first to "
            "make 7 game points wins the Bummerl.")
    else:
        aim = translate(
            "Rules",
            "Win the hands, with the points of the cards in your tricks and of marriages. Nobody "
            "goes out: every hand is played to its last card and judged then, as below. Each hand "
            "won scores 1 to 3 game points; the first to make 7 game points wins the Bummerl.")
    parts.append("<p>" + escape(aim) + "</p>")

    parts.append(_h2(translate("Rules", "The cards")))
    parts.append("<p>" + escape(cards_sentence(rules, deck)) + "</p>")
    parts.append("<p>" + escape(translate(
        "Rules",
        "Each player gets {count} cards and one card is turned up; its suit is trumps (Atout). "
        "The rest of the pack lies face down across it: the talon. The non-dealer leads the first "
        "trick; the winner of a trick leads the next.").format(count=layout(rules).hand_size))
        + "</p>")
    pack = said("pack")
    if rules.pack != layout().size:  # the 20-card pack is said just above
        parts.append("<p>" + escape(pack) + "</p>")

    parts.append(_h2(translate("Rules", "Playing the tricks")))
    parts.append(_ul([
        translate(
            "Rules",
            "A trick is won by the higher trump, else by the higher card of the suit led."),
        translate(
            "Rules",
            "While the talon is open, any card may be played. After each trick the winner draws the"
            " top card of the talon, then the loser."),
        translate(
            "Rules",
            "Once the talon is exhausted or closed, nobody draws and you must follow suit and head "
            "the trick if you can; if you cannot follow suit you must trump; otherwise play any "
            "card."),
    ]))

    parts.append(_h2(translate("Rules", "Before leading")))
    parts.append(_ul([
        translate(
            "Rules",
            "Marriage: with {king} and {queen} of one suit in your hand you may meld them for 20 "
            "points, 40 in trumps (Zwanziger, Vierziger). Points of marriages count once you have "
            "won a trick.").format(king=rank_name(KING, deck), queen=rank_name(QUEEN, deck)),
        said("meld_requires_trick"),
        said("meld_must_lead_king"),
        said("melds_after_talon_gone"),
        translate(
            "Rules",
            "Exchange: the trump {jack} in your hand may be exchanged for the turned-up trump "
            "card.").format(jack=rank_name(rank_of(exchange_card(0, rules)), deck)),
        said("exchange_requires_trick"),
        translate(
            "Rules",
            "Close (zudrehen): turn the trump card face down; from then on nobody draws and the "
            "strict rules of play apply. You must then reach 66 yourself."),
        said("last_facedown_blocks_close_and_exchange"),
        said("close_before_draw"),
        said("exchange_at_close"),
        translate(
            "Rules",
            "Go out (“Genug”): when you have won the previous trick or just melded and believe you "
            "have 66 points, claim them. The hand ends at once.") if claiming else "",
        said("going_out"),
    ]))

    parts.append(examples_html(deck, rules))

    parts.append(_h2(translate("Rules", "Scoring a hand")))
    false_claim = said("false_claim_penalty")  # no claim, no false claim: said only then
    parts.append(_ul([
        translate(
            "Rules",
            "A correct claim scores 1 game point, 2 if the opponent has fewer than 33 points "
            "(Schneider), 3 if the opponent has no trick (Schwarz).") if claiming else translate(
            "Rules",
            "A player who closed and has 66 at the end of the hand scores 1 game point, 2 if the "
            "opponent has fewer than 33 points (Schneider), 3 if the opponent has no trick "
            "(Schwarz)."),
        said("closing_scored_at"),
        translate(
            "Rules",
            "If the player who closed does not reach 66, the opponent scores 2 game points, or 3 if"
            " the opponent had no trick when the talon was closed."),
        false_claim if claiming else "",
        said("last_trick_bonus"),
        said("end_of_cards"),
    ]))

    parts.append(_h2(translate("Rules", "Bummerl")))
    parts.append(_ul([
        translate(
            "Rules",
            "Both players start at 0 and add the game points they win. The first to reach {win} "
            "wins the Bummerl; the loser gets a Bummerl.").format(win=BUMMERL_START)
        if counts_up else translate(
            "Rules",
            "Both players start at 7; the game points won are subtracted. The first to reach 0 wins"
            " the Bummerl; the loser gets a Bummerl."),
        said("schneider_bummerl_double"),
        translate(
            "Rules",
            "A match is played to a number of Bummerls agreed beforehand (in the settings): "
            "whoever first gets that many Bummerls loses the match, the other wins it."),
    ]))

    parts.append(_h2(translate("Rules", "At the table")))
    parts.append(_ul([said("tricks_viewable")]))

    more = [option_sentence(rules, name, deck) for name in rules.options() if name not in placed]
    if any(more):  # an option without a place of its own above still says what it does
        parts.append(_h2(translate("Rules", "More rules")))
        parts.append(_ul([sentence for sentence in more if sentence]))

    parts.append(_h2(translate("Rules", "Options in force")))
    rows = []
    for name, value in rules.options().items():
        shown = choice_label(name, value)
        rows.append(f"<tr><td>{escape(option_label(name, deck))}</td>"
                    f"<td>&nbsp;&nbsp;<b>{escape(shown)}</b></td></tr>")
    parts.append("<table>" + "".join(rows) + "</table>")
    parts.append(games_html(deck))
    return "\n".join(parts)


# The keys of the window's actions that are not (only) a platform standard: the window's
# actions use them (:mod:`.gui.window_actions`) and the keyboard help lists them
# (:func:`shortcuts`). Quit is Ctrl+Q on every platform.
SETTINGS_KEY = "Ctrl+,"
STATISTICS_KEY = "Ctrl+Shift+S"
QUIT_KEY = "Ctrl+Q"
TRAINER_KEY = "Ctrl+T"
# The two tables (gui/bauern/mode.py): "four" and "two" players.
BAUERN_KEY = "Ctrl+4"
SCHNAPSEN_KEY = "Ctrl+2"


def shortcuts(deck: str = "french", rules: Rules | None = None) -> list[tuple[str, str]]:
    """(key, what it does) for the keyboard help, cards named as ``deck`` names them. With
    ``rules``: the card exchanged and the hand size are theirs, and keys for moves those rules
    do not have (the claim, the before-draw close) are left out."""
    keys = [
        ("Ctrl+N", translate("Shortcuts", "New match (gives up the running one)")),
        ("F5", translate("Shortcuts", "Re-deal this hand (same cards; after moves, as practice)")),
        ("H", translate("Shortcuts", "Hint")),
        ("F11", translate("Shortcuts", "Full screen")),
        (QUIT_KEY, translate("Shortcuts", "Quit")),
        (SETTINGS_KEY, translate("Shortcuts", "Settings")),
        (STATISTICS_KEY, translate("Shortcuts", "Statistics")),
        (TRAINER_KEY, translate("Shortcuts", "Trainer: a position to solve")),
        ("F1", translate("Shortcuts", "Rules and keys")),
        (translate("Shortcuts", "1–{count}, Left/Right").format(
            count=layout(rules).hand_size if rules is not None
            else max(lay.hand_size for lay in LAYOUTS.values())),
         translate("Shortcuts", "Choose a card")),
        (translate("Shortcuts", "Enter, Space"), translate("Shortcuts", "Play the chosen card")),
        ("M", translate("Shortcuts", "Meld a marriage")),
        ("X", translate("Shortcuts", "Exchange the trump {jack}").format(
            jack=rank_name(rank_of(exchange_card(0, rules)), deck))),
        ("C", translate("Shortcuts", "Close the talon (zudrehen)")),
        ("B", translate("Shortcuts", "Close before drawing, while the talon offers it right "
                        "after a trick you won (Sechsundsechzig)")),
        ("G", translate("Shortcuts", "Go out (“Genug”)")),
        ("T", translate("Shortcuts", "Look through your taken tricks (if the rules allow)")),
        ("Escape", translate("Shortcuts", "Back from your taken tricks to the table")),
        ("Ctrl+Z", translate("Shortcuts", "Take back your last move (the hand becomes practice)")),
        ("F6", translate("Shortcuts", "Play the finished deal again as practice")),
        ("Shift+F6", translate("Shortcuts", "Play the finished deal again as practice, "
                               "with the computer's cards")),
        ("Ctrl+R", translate("Shortcuts", "Review the last hand")),
        ("Ctrl+S", translate("Shortcuts", "Save the hand record")),
        ("Ctrl+O", translate("Shortcuts", "Open a hand record")),
        (translate("Shortcuts", "Review: Left/Right, Space, Home/End"),
         translate("Shortcuts", "Step through the hand's decisions")),
        (BAUERN_KEY, translate("Shortcuts", "Bauernschnapsen: the four-seat table")),
        (SCHNAPSEN_KEY, translate("Shortcuts", "Back to the two-player match")),
        ("Ctrl+N", translate("Shortcuts", "Bauernschnapsen: new game to 24 (gives up the "
                             "running one)")),
        (translate("Shortcuts", "1–9, 0, A–F"),
         translate("Shortcuts", "Bauernschnapsen: the choice numbered on its button (trumps, "
                   "bid, Kontra)")),
        ("1–5", translate("Shortcuts", "Bauernschnapsen: play your card, counted from the "
                          "left")),
        (translate("Shortcuts", "Enter, Space"),
         translate("Shortcuts", "Bauernschnapsen: the next hand")),
        ("S", translate("Shortcuts", "Bauernschnapsen: the score sheet")),
        ("H", translate("Shortcuts", "Bauernschnapsen: hint (your bid, Kontra answer, trumps "
                        "or card, marked on the table)")),
        ("Ctrl+R", translate("Shortcuts", "Bauernschnapsen: review the last hand")),
    ]
    if rules is not None:
        absent = {"G"} if rules.going_out != "claim" else set()
        absent |= set() if rules.close_before_draw else {"B"}
        keys = [(key, text) for key, text in keys if key not in absent]
    return keys


def key_label(key: str) -> str:
    """A key as the player's keyboard labels it: "Ctrl+S" is "Strg+S" in German."""
    modifiers = {"Ctrl": translate("Shortcuts", "Ctrl"), "Shift": translate("Shortcuts", "Shift"),
                 "Escape": translate("Shortcuts", "Esc")}
    return "+".join(modifiers.get(part, part) for part in key.split("+"))


def shortcuts_html(deck: str = "french", rules: Rules | None = None) -> str:
    rows = "".join(f"<tr><td><b>{escape(key_label(key))}</b></td>"
                   f"<td>&nbsp;&nbsp;{escape(text)}</td></tr>"
                   for key, text in shortcuts(deck, rules))
    title = escape(translate("Shortcuts", "Keyboard"))
    return f"<h1>{title}</h1><table>{rows}</table>"

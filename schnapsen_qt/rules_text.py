"""The in-app rules page and names shown to the player, built from the rules in force.

Every text goes through ``i18n.translate`` (German and English .ts files), so the
page follows the chosen language; card and suit names are the chosen deck's own
(:mod:`schnapsen_qt.cardnames`: German deck Daus, Ober, Unter; Herz, Schellen, Eichel, Laub).
"""

from __future__ import annotations

from html import escape

from .ai.levels import REGISTRY
from .cardnames import card_name, rank_name, suit_name
from .engine.cards import ACE, JACK, KING, QUEEN, TEN
from .engine.rules import Rules
from .i18n import translate

# -- names -----------------------------------------------------------------------------------


def preset_label(name: str) -> str:
    """The shown name of a preset (``soft``, ``sharp``, ``tournament``, ``custom``)."""
    return {
        "soft": translate("Rules", "Soft"),
        "sharp": translate("Rules", "Sharp"),
        "tournament": translate("Rules", "Tournament"),
    }.get(name, translate("Rules", "Custom"))


def option_label(name: str) -> str:
    """A short label for one rule option (settings dialog, help page)."""
    labels = {
        "meld_requires_trick": translate("Rules", "Meld only after winning a trick"),
        "meld_must_lead_king": translate("Rules", "After a meld, lead the King"),
        "exchange_requires_trick": translate("Rules", "Exchange only after winning a trick"),
        "last_facedown_blocks_close_and_exchange": translate(
            "Rules",
            "No closing or exchange with only two talon cards left"),
        "melds_after_talon_gone": translate("Rules", "Meld after the talon is gone"),
        "closing_scored_at": translate("Rules", "A closer's win is scored from"),
        "false_claim_penalty": translate("Rules", "Penalty for a false claim"),
        "tricks_viewable": translate("Rules", "Taken tricks may be looked at"),
        "schneider_bummerl_double": translate("Rules", "Schneider-Bummerl counts twice"),
    }
    return labels.get(name, name)


def choice_label(option: str, value: str) -> str:
    """The shown name of a value of a non-boolean option."""
    labels = {
        ("closing_scored_at", "close"): translate(
            "Rules",
            "the opponent's state when closing (Viennese)"),
        ("closing_scored_at", "end"): translate("Rules", "the opponent's state at the end"),
        ("false_claim_penalty", "pagat"): translate("Rules", "2 game points, 3 if no trick"),
        ("false_claim_penalty", "mirror"): translate(
            "Rules",
            "what the claimer would have scored"),
    }
    return labels.get((option, value), value)


def level_label(level: str) -> str:
    """The shown name of a computer level (from the AI's level registry)."""
    spec = REGISTRY.get(level)
    return translate("Levels", spec.name) if spec is not None else level


def level_description(level: str) -> str:
    """One sentence on how a computer level plays (settings dialog, welcome)."""
    spec = REGISTRY.get(level)
    return translate("Levels", spec.description) if spec is not None else ""


# -- sentences for each option ---------------------------------------------------------------


def option_sentence(rules: Rules, name: str, deck: str = "french") -> str:
    """One sentence saying what option ``name`` means with its value in ``rules``."""
    names = {"king": rank_name(KING, deck), "queen": rank_name(QUEEN, deck),
             "jack": rank_name(JACK, deck)}
    return _option_sentence(rules, name).format(**names)


def _option_sentence(rules: Rules, name: str) -> str:
    value = getattr(rules, name)
    sentences = {
        "meld_requires_trick": (
            translate("Rules", "You may meld only after winning a trick."),
            translate("Rules", "You may meld at any lead, even before your first trick."),
        ),
        "meld_must_lead_king": (
            translate("Rules", "After melding you must lead the {king} of the pair (or go out)."),
            translate(
                "Rules",
                "After melding you must lead the {king} or the {queen} of the pair (or go out)."),
        ),
        "exchange_requires_trick": (
            translate("Rules", "You may exchange the trump {jack} only after winning a trick."),
            translate(
                "Rules",
                "You may exchange the trump {jack} at any lead while the talon is open."),
        ),
        "last_facedown_blocks_close_and_exchange": (
            translate(
                "Rules",
                "When the talon holds only the turn-up and one face-down card, you may neither "
                "close nor exchange."),
            translate(
                "Rules",
                "You may close and exchange as long as the talon is open and not exhausted."),
        ),
        "melds_after_talon_gone": (
            translate(
                "Rules",
                "Marriages may also be melded after the talon is closed or exhausted."),
            translate("Rules", "Marriages may be melded only while the talon is open."),
        ),
        "tricks_viewable": (
            translate(
                "Rules",
                "You may look through your own tricks; the last trick stays visible until the next "
                "lead."),
            translate("Rules", "Taken tricks may not be looked at: you must remember the points."),
        ),
        "schneider_bummerl_double": (
            translate("Rules", "A Bummerl won 7:0 (Schneider-Bummerl) counts twice."),
            translate("Rules", "A Bummerl won 7:0 counts once, like any other."),
        ),
    }
    if name in sentences:
        yes, no = sentences[name]
        return yes if value else no
    if name == "closing_scored_at":
        if value == "end":
            return translate(
                "Rules",
                "A closer who goes out scores from the opponent's tricks and points at the end of "
                "the hand.")
        return translate(
            "Rules",
            "A closer who goes out scores from the opponent's tricks and points at the moment of "
            "closing (Viennese closing).")
    if name == "false_claim_penalty":
        if value == "mirror":
            return translate(
                "Rules",
                "A false claim gives the opponent what the claimer would have scored if right.")
        return translate(
            "Rules",
            "A false claim gives the opponent 2 game points, or 3 if the opponent has no trick "
            "yet.")
    return ""


# -- the page --------------------------------------------------------------------------------


def _h2(text: str) -> str:
    return f"<h2>{escape(text)}</h2>"


def _ul(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{escape(item)}</li>" for item in items) + "</ul>"


# Card pictures on the rules page: ``<img src="card:KH">``, ``card:back`` for a card face down
# (the help dialog's browser draws them from the card art of the chosen deck).
EXAMPLE_CARD_WIDTH = 46


def _cards(*codes: str) -> str:
    return "".join(f'<img src="card:{code}" width="{EXAMPLE_CARD_WIDTH}"> ' for code in codes)


def examples_html(deck: str = "french") -> str:
    """Marriage, exchange and closing shown with small card pictures."""
    from .engine.cards import parse_card

    def name(code: str) -> str:
        return card_name(parse_card(code), deck)

    rows = [
        (_cards("KH", "QH"), translate(
            "Rules", "A marriage: {king} and {queen}. Melded, it is worth 20, or 40 when "
            "{suit} are trumps; then you lead one of the two.").format(
            king=name("KH"), queen=name("QH"), suit=suit_name(2, deck))),
        (_cards("JS") + "⇄ " + _cards("AS"), translate(
            "Rules", "An exchange with {suit} as trumps: the {jack} from your hand takes the "
            "place of the turned-up {ace}, which goes into your hand.").format(
            suit=suit_name(3, deck), jack=name("JS"), ace=name("AS"))),
        (_cards("back", "back"), translate(
            "Rules", "Closing: the turned-up card is turned face down on the talon. Nobody "
            "draws any more, and you must reach 66 with the cards in hand.")),
    ]
    cells = "".join(f"<tr><td valign='middle'>{pictures}</td>"
                    f"<td valign='middle'>&nbsp;{escape(text)}</td></tr>"
                    for pictures, text in rows)
    return ("<h3>" + escape(translate("Rules", "Examples")) + "</h3>"
            f"<table cellspacing='0' cellpadding='4'>{cells}</table>")


def rules_html(rules: Rules, deck: str = "french") -> str:
    """The rules page (HTML for a QTextBrowser) for ``rules`` with ``deck``'s card names."""
    preset = rules.preset_name()
    ranks = [rank_name(r, deck) for r in (ACE, TEN, KING, QUEEN, JACK)]
    suits = [suit_name(s, deck) for s in range(4)]
    parts = ["<h1>" + escape(translate("Rules", "Schnapsen")) + "</h1>"]
    if preset is not None:
        parts.append("<p><b>" + escape(translate("Rules", "Rules in force: {preset}.").format(
            preset=preset_label(preset))) + "</b></p>")
    else:
        parts.append("<p><b>" + escape(translate(
            "Rules",
            "Rules in force: custom (your own choice of options).")) + "</b></p>")
    parts.append(_h2(translate("Rules", "The aim")))
    parts.append("<p>" + escape(translate(
        "Rules",
        "Be the first to collect 66 points in a hand, from the cards in your tricks and from "
        "marriages, and say so (go out). Each hand won scores 1 to 3 game points; the first to make"
        " 7 game points wins the Bummerl.")) + "</p>")

    parts.append(_h2(translate("Rules", "The cards")))
    parts.append("<p>" + escape(translate(
        "Rules",
        "20 cards in four suits ({suits}). From high to low: {a} 11, {t} 10, {k} 4, {q} 3, {j} 2 "
        "points; 120 points in all.").format(
        suits=", ".join(suits), a=ranks[0], t=ranks[1], k=ranks[2], q=ranks[3],
        j=ranks[4])) + "</p>")
    parts.append("<p>" + escape(translate(
        "Rules",
        "Each player gets five cards; the next card is turned up and its suit is trumps (Atout). "
        "The rest of the pack lies face down across it: the talon. The non-dealer leads the first "
        "trick; the winner of a trick leads the next.")) + "</p>")

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
            "won a trick.").format(king=ranks[2], queen=ranks[3]),
        option_sentence(rules, deck=deck, name="meld_requires_trick"),
        option_sentence(rules, deck=deck, name="meld_must_lead_king"),
        option_sentence(rules, deck=deck, name="melds_after_talon_gone"),
        translate(
            "Rules",
            "Exchange: the trump {jack} in your hand may be exchanged for the turned-up trump "
            "card.").format(jack=ranks[4]),
        option_sentence(rules, deck=deck, name="exchange_requires_trick"),
        translate(
            "Rules",
            "Close (zudrehen): turn the trump card face down; from then on nobody draws and the "
            "strict rules of play apply. You must then reach 66 yourself."),
        option_sentence(rules, deck=deck, name="last_facedown_blocks_close_and_exchange"),
        translate(
            "Rules",
            "Go out (“Genug”): when you have won the previous trick or just melded and believe you "
            "have 66 points, claim them. The hand ends at once."),
    ]))

    parts.append(examples_html(deck))

    parts.append(_h2(translate("Rules", "Scoring a hand")))
    parts.append(_ul([
        translate(
            "Rules",
            "A correct claim scores 1 game point, 2 if the opponent has fewer than 33 points "
            "(Schneider), 3 if the opponent has no trick (Schwarz)."),
        option_sentence(rules, deck=deck, name="closing_scored_at"),
        translate(
            "Rules",
            "If the player who closed does not reach 66, the opponent scores 2 game points, or 3 if"
            " the opponent had no trick when the talon was closed."),
        option_sentence(rules, deck=deck, name="false_claim_penalty"),
        translate(
            "Rules",
            "If all tricks are played and nobody went out, the winner of the last trick scores 1 "
            "game point."),
    ]))

    parts.append(_h2(translate("Rules", "Bummerl")))
    parts.append(_ul([
        translate(
            "Rules",
            "Both players start at 7; the game points won are subtracted. The first to reach 0 wins"
            " the Bummerl; the loser gets a Bummerl."),
        option_sentence(rules, deck=deck, name="schneider_bummerl_double"),
        translate(
            "Rules",
            "A match is played to a number of Bummerls agreed beforehand (in the settings): "
            "whoever first gets that many Bummerls loses the match, the other wins it."),
    ]))

    parts.append(_h2(translate("Rules", "At the table")))
    parts.append(_ul([option_sentence(rules, deck=deck, name="tricks_viewable")]))

    parts.append(_h2(translate("Rules", "Options in force")))
    rows = []
    for name, value in rules.options().items():
        if isinstance(value, bool):
            shown = translate("Rules", "yes") if value else translate("Rules", "no")
        else:
            shown = choice_label(name, value)
        rows.append(f"<tr><td>{escape(option_label(name))}</td>"
                    f"<td>&nbsp;&nbsp;<b>{escape(shown)}</b></td></tr>")
    parts.append("<table>" + "".join(rows) + "</table>")
    return "\n".join(parts)


def shortcuts(deck: str = "french") -> list[tuple[str, str]]:
    """(key, what it does) for the keyboard help, cards named as ``deck`` names them."""
    return [
        ("Ctrl+N", translate("Shortcuts", "New match (gives up the running one)")),
        ("F5", translate("Shortcuts", "Re-deal this hand (same cards, score as before it)")),
        ("H", translate("Shortcuts", "Hint")),
        ("F11", translate("Shortcuts", "Full screen")),
        ("Ctrl+Q", translate("Shortcuts", "Quit")),
        ("Ctrl+,", translate("Shortcuts", "Settings")),
        ("Ctrl+Shift+S", translate("Shortcuts", "Statistics")),
        ("F1", translate("Shortcuts", "Rules and keys")),
        (translate("Shortcuts", "1–5, Left/Right"), translate("Shortcuts", "Choose a card")),
        (translate("Shortcuts", "Enter, Space"), translate("Shortcuts", "Play the chosen card")),
        ("M", translate("Shortcuts", "Meld a marriage")),
        ("X", translate("Shortcuts", "Exchange the trump {jack}").format(
            jack=rank_name(JACK, deck))),
        ("C", translate("Shortcuts", "Close the talon (zudrehen)")),
        ("G", translate("Shortcuts", "Go out (“Genug”)")),
        ("T", translate("Shortcuts", "Look through your taken tricks (if the rules allow)")),
    ]


def shortcuts_html(deck: str = "french") -> str:
    rows = "".join(f"<tr><td><b>{escape(key)}</b></td><td>&nbsp;&nbsp;{escape(text)}</td></tr>"
                   for key, text in shortcuts(deck))
    title = escape(translate("Shortcuts", "Keyboard"))
    return f"<h1>{title}</h1><table>{rows}</table>"

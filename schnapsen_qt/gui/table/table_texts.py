"""What the card table says: its panels, the end-of-hand summary, announcements and messages.

Plain functions of the game's facts, returning text in the player's language (translation
context "Table"). A panel's content is a list of ``(text, style)`` lines for
:class:`~.items.Panel`.
"""

from __future__ import annotations

from ...engine import MELD
from ...engine.cards import KING, QUEEN, rank_of
from ...engine.scoring import last_trick_bonus
from ...i18n import translate
from . import names
from .seats import AI_SEAT as AI
from .seats import HUMAN

Lines = list[tuple[str, str]]


# ------------------------------------------------------------------ panels


# A Bummerl mark (the loser of a Bummerl gets one).
MARK = "\u25cf"


def score_of(match) -> tuple[tuple[int, int], tuple[int, int], int, bool] | None:
    """(game points still to go, Bummerls won, Bummerls to win, whether the score is shown
    counting up from 0 as in the house rules and Sechsundsechzig) of ``match``, or None."""
    if match is None:
        return None
    return (tuple(match.to_go), tuple(match.bummerls), match.bummerls_to_win,
            bool(getattr(match, "counts_up", False)))


def marks(bummerls, seat: int) -> str:
    """The Bummerl marks against ``seat``: one per Bummerl it lost (the engine counts the
    Bummerls *won*, two for a Schneider-Bummerl that counts twice, so a seat's marks are the
    other seat's count)."""
    return MARK * bummerls[1 - seat]


def score_lines(score) -> Lines:
    """The scoreboard for ``score`` (:func:`score_of`): the title, three rows kept free for the
    bead counter (which shows the game points to go, the marks and the plain numbers), and
    what ends the match."""
    lines: Lines = [(translate("Table", "Bummerl"), "title")]
    if score is not None:
        _to_go, bummerls, to_win, _up = score
        lines.extend([(" ", "rowbig")] * COUNTER_ROWS)
        lines.append((translate("Table", "Bummerls (red beads): you {mine}, computer {theirs}")
                      .format(mine=len(marks(bummerls, HUMAN)),
                              theirs=len(marks(bummerls, AI))), "dim"))
        lines.append((translate("Table", "Whoever first has %n Bummerl(s) loses the match",
                                None, to_win), "dim"))
    return lines


def counter_tooltip(score) -> str:
    """What the bead counter shows, in words (its tooltip)."""
    to_go, bummerls, to_win, counts_up = score
    points = (translate("Table", "Large beads: the game points won in this Bummerl, gold "
                        "(7 wins it): you {mine}, computer {theirs}.") if counts_up
              else translate("Table", "Large beads: the game points still to go in this "
                             "Bummerl, gold: you {mine}, computer {theirs}."))
    shown = (7 - to_go[0], 7 - to_go[1]) if counts_up else to_go
    return "\n".join([
        points.format(mine=shown[0], theirs=shown[1]),
        translate("Table", "Small beads: the Bummerls each player got, red (the loser of a "
                  "Bummerl gets one); whoever first has {count} loses the match.").format(
            count=to_win),
        translate("Table", "Bummerls: you {mine}, computer {theirs}.").format(
            mine=len(marks(bummerls, HUMAN)), theirs=len(marks(bummerls, AI)))])


# Rows of the scoreboard the bead counter covers.
COUNTER_ROWS = 3


def state_lines(view, rules, deck: str, counting_aid: bool, practice: bool = False) -> Lines:
    """The hand's state: trumps, the talon, tricks, points (with the counting aid), dealer,
    and the rules in force; first, while the hand is practice, a lasting badge saying so."""
    lines: Lines = []
    if practice and view is not None and view.outcome is None:
        lines.append((translate("Table", "PRACTICE: this hand does not count"), "gold"))
    if view is not None:
        lines.append((translate("Table", "Trump: {suit}")
                      .format(suit=names.suit_label(view.trump, deck)), "gold"))
        if view.closed_by >= 0:
            lines.append((translate("Table", "Talon closed by you") if view.closed_by == HUMAN
                          else translate("Table", "Talon closed by the computer"), "normal"))
        elif view.turnup < 0:
            lines.append((translate("Table", "Talon exhausted"), "normal"))
        else:
            lines.append((translate("Table", "Talon: {count} cards")
                          .format(count=view.talon_size), "normal"))
        lines.append((translate("Table", "Tricks: you {mine}, computer {theirs}")
                      .format(mine=view.tricks[0], theirs=view.tricks[1]), "normal"))
        if counting_aid:
            for seat in (HUMAN, AI):
                text = (translate("Table", "Your points: {points}") if seat == HUMAN
                        else translate("Table", "Computer's points: {points}"))
                line = text.format(points=view.counted_points(seat))
                if view.meld_points[seat] and not view.tricks[seat]:
                    line += " " + translate("Table", "(+{points} after a trick)").format(
                        points=view.meld_points[seat])
                lines.append((line, "normal"))
        lines.append((translate("Table", "Dealer: you") if view.dealer == HUMAN
                      else translate("Table", "Dealer: computer"), "dim"))
    preset = {
        "soft": translate("Table", "soft"),
        "sharp": translate("Table", "sharp"),
        "tournament": translate("Table", "tournament"),
        "house": translate("Table", "house rules"),
        "sechsundsechzig": translate("Table", "Sechsundsechzig"),
    }.get(rules.preset_name() or "", translate("Table", "custom"))
    lines.append((translate("Table", "Rules: {preset}").format(preset=preset), "dim"))
    return lines


def prompt_text(view, ai_busy: bool, summary_shown: bool, deck: str = "french",
                close_offered: bool = False, ai_paused: bool = False) -> str:
    """Whose turn it is and what the player must do, or "" when nothing is asked (cards named
    in ``deck``'s words). ``close_offered``: the player chooses between drawing and closing
    before drawing (Sechsundsechzig), and the table waits for it; ``ai_paused``: the computer
    waits to be let go on (a trainer position after its answer)."""
    if view is None or view.outcome is not None or summary_shown:
        return ""
    if close_offered and view.to_move == HUMAN:
        return translate("Table", "Draw (Enter, click your hand) or close now (B, click "
                         "the talon)")
    if ai_paused and not ai_busy and view.to_move == AI:
        return translate("Table", "The computer waits: Play on lets it answer")
    if ai_busy or view.to_move == AI:
        return translate("Table", "The computer is thinking…")
    if view.to_move == HUMAN:
        if view.meld_suit >= 0:
            plays = [a for a in view.legal if a < MELD]
            text = (translate("Table", "Lead the {king} or the {queen}") if len(plays) > 1
                    else translate("Table", "Lead the {king}"))
            return text.format(king=names.rank_name(KING, deck),
                               queen=names.rank_name(QUEEN, deck))
        if view.lead >= 0:
            return translate("Table", "Your turn: follow")
        return translate("Table", "Your lead")
    return ""


# ------------------------------------------------------------------ the end of a hand


def card_point_parts(v) -> list[str]:
    """What the counted card points of a finished hand include besides the cards in the
    tricks: marriages (once their melder won a trick) and the last trick's bonus
    (Sechsundsechzig's ten, only when every card was played with the talon open), one line
    per seat that has either, so that 71 points with a 40 read as they should."""
    bonus = (last_trick_bonus(v.rules, v.closed_by)
             if v.hand_sizes == (0, 0) and v.last_trick is not None else 0)
    lines = []
    for seat in (HUMAN, AI):
        parts = []
        if v.tricks[seat] and v.meld_points[seat]:
            parts.append(translate("Table", "{points} from marriages").format(
                points=v.meld_points[seat]))
        if bonus and v.last_trick.winner == seat:
            parts.append(translate("Table", "{points} for the last trick").format(points=bonus))
        if parts:
            both = (parts[0] if len(parts) == 1 else translate(
                "Table", "{first} and {second}").format(first=parts[0], second=parts[1]))
            lines.append((translate("Table", "Yours include {parts}.") if seat == HUMAN
                          else translate("Table", "The computer's include {parts}."))
                         .format(parts=both))
    return lines


def summary_lines(s) -> Lines:
    """The end-of-hand panel for a controller ``HandSummary``: who won what, why, the game
    points (and, after a close, the score at the close), then the Bummerl or the match."""
    o, v = s.outcome, s.view
    if s.match_winner is not None:
        title = (translate("Table", "You win the match!") if s.match_winner == HUMAN
                 else translate("Table", "The computer wins the match."))
    elif s.bummerl is not None:
        title = (translate("Table", "You win the Bummerl!") if s.bummerl.winner == HUMAN
                 else translate("Table", "The computer wins the Bummerl."))
    elif o.winner is None:
        title = translate("Table", "A drawn hand")
    else:
        title = (translate("Table", "You win the hand!") if o.winner == HUMAN
                 else translate("Table", "The computer wins the hand."))
    if o.winner is None:
        scores = translate("Table", "Nobody scores; the deal passes on.")
    else:
        scores = (translate("Table", "You score {points}.") if o.winner == HUMAN
                  else translate("Table", "The computer scores {points}."))
    lines: Lines = [
        (title, "big"),
        (names.reason_text(o, v), "normal"),
        (scores.format(points=names.points_text(o, v)), "gold"),
    ]
    note = names.closing_note(o, v)
    if note:
        lines.append((note, "normal"))
    lines.append((translate("Table", "Card points: you {mine}, computer {theirs}")
                  .format(mine=o.card_points[0], theirs=o.card_points[1]), "normal"))
    lines.extend((line, "dim") for line in card_point_parts(v))
    if s.bummerl is not None:
        lines.extend(bummerl_lines(s))
    elif s.counts_up:
        lines.append((translate("Table", "Score: you {mine}, computer {theirs} (7 wins)")
                      .format(mine=s.shown[0], theirs=s.shown[1]), "normal"))
    else:
        lines.append((translate("Table", "Still to go: you {mine}, computer {theirs}")
                      .format(mine=s.to_go[0], theirs=s.to_go[1]), "normal"))
    if getattr(s, "outside_match", False):
        lines.append((translate("Table", "Practice outside the match: the score and the "
                                "statistics did not change."), "dim"))
    elif getattr(s, "practice", ()):
        lines.append((translate("Table", "Practice hand: not counted in the match nor in the "
                                "statistics' win rates; the same dealer deals again."), "dim"))
    lines.append((translate("Table", "Review: Ctrl+R · This deal again: F6 · with the seats "
                            "swapped: Shift+F6"), "dim"))
    lines.append(("", "small"))
    lines.append((translate("Table", "Click or press Enter for a new match")
                  if s.match_winner is not None
                  else translate("Table", "Click or press Enter to continue"), "dim"))
    return lines


def bummerl_lines(s) -> Lines:
    """After a Bummerl: who gets the mark(s), why two, the marks so far, what ends the match."""
    b = s.bummerl
    loser = 1 - b.winner
    if b.schneider and b.value > 1:
        text = (translate("Table", "Schneider-Bummerl (7:0): you get two Bummerls, it counts "
                                   "twice.") if loser == HUMAN
                else translate("Table", "Schneider-Bummerl (7:0): the computer gets two "
                                        "Bummerls, it counts twice."))
    elif b.schneider:
        text = (translate("Table", "Schneider-Bummerl (7:0): you get a Bummerl.")
                if loser == HUMAN
                else translate("Table", "Schneider-Bummerl (7:0): the computer gets a Bummerl."))
    else:
        text = (translate("Table", "You get a Bummerl.") if loser == HUMAN
                else translate("Table", "The computer gets a Bummerl."))
    lines: Lines = [(text, "gold"),
                    (translate("Table", "Bummerls: you {mine}, computer {theirs}")
                     .format(mine=marks(s.bummerls, HUMAN) or "–",
                             theirs=marks(s.bummerls, AI) or "–"),
                     "normal")]
    if s.match_winner is not None:
        lines.append((translate("Table", "Whoever first has %n Bummerl(s) loses the match.",
                                None, s.bummerls_to_win), "dim"))
    return lines


# ------------------------------------------------------------------ announcements and messages


def trick_label(number: int, points: int) -> str:
    """The label over a spread trick."""
    return translate("Table", "Trick {number}: {points} points").format(number=number,
                                                                          points=points)


def trick_points(points: int) -> str:
    """The short label over a spread trick, when the table is small and the tricks many."""
    return translate("Table", "{points} points").format(points=points)


def opponent_pile(view, deck: str) -> str:
    """A click on the computer's trick pile: its last trick if the rules show it, else why not."""
    if view is None or not view.rules.tricks_viewable:
        return translate("Table", "These rules do not allow looking at taken tricks.")
    last = view.last_trick
    if last is None or last.winner != AI:
        return translate("Table", "The computer did not win the last trick; its tricks stay "
                                  "face down.")
    return translate("Table", "The computer won the last trick: {lead} and {follow}.").format(
        lead=names.card_name(last.lead, deck), follow=names.card_name(last.follow, deck))


def new_hand(trump: int, deck: str) -> str:
    return translate("Table", "New hand: {suit} are trumps.").format(
        suit=names.suit_name(trump, deck))


def trick_won(winner: int) -> str:
    return (translate("Table", "You win the trick.") if winner == HUMAN
            else translate("Table", "The computer wins the trick."))


def meld(seat: int, points: int, suit: int, deck: str) -> str:
    text = (translate("Table", "{points} in {suit}!") if seat == HUMAN
            else translate("Table", "Computer: {points} in {suit}!"))
    return text.format(points=points, suit=names.suit_name(suit, deck))


def exchanged(seat: int, card: int, deck: str = "french") -> str:
    """``card`` is the one exchanged for the turn-up (the trump Jack, or Nine with 24 cards)."""
    text = (translate("Table", "You exchanged the trump {jack}.") if seat == HUMAN
            else translate("Table", "Computer exchanges the trump {jack}."))
    return text.format(jack=names.rank_name(rank_of(card), deck))


def closed(seat: int) -> str:
    return (translate("Table", "You closed the talon.") if seat == HUMAN
            else translate("Table", "Computer closes the talon!"))


def claimed(seat: int) -> str:
    return (translate("Table", "Genug! (66)") if seat == HUMAN
            else translate("Table", "Computer: Genug! (66)"))


def no_longer_possible() -> str:
    return translate("Table", "That move is no longer possible.")


def please_wait() -> str:
    return translate("Table", "Please wait: it is the computer's turn.")


def choose_a_card_first() -> str:
    return translate("Table", "Choose a card first (← → or its number), then press Enter; "
                     "or click it.")


def not_allowed() -> str:
    return translate("Table", "That is not allowed now.")


def card_not_allowed() -> str:
    return translate("Table", "That card may not be played now.")


def tricks_hidden() -> str:
    return translate("Table", "These rules do not allow looking at taken tricks.")


def close_before_draw_offer() -> str:
    """The talon offers the before-draw close after a trick the player won, until the player
    draws or closes."""
    return translate("Table", "You won the trick: draw (Enter, or click your hand), or close "
                     "the talon before drawing (B, or click the talon).")


def passed(seat: int, card: int, deck: str = "french") -> str:
    """The closer's opponent kept ``card`` instead of exchanging it (``exchange_at_close``)."""
    text = (translate("Table", "You keep your trump {jack}.") if seat == HUMAN
            else translate("Table", "Computer keeps its trump {jack}."))
    return text.format(jack=names.rank_name(rank_of(card), deck))

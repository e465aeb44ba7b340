"""The score sheet of the running Bummerl: each hand with who won it, how, the game points and
the score after it (still to go, counting down from 7; or won so far, counting up from 0 in the
house rules and Sechsundsechzig), and the Bummerl marks of the match so far.

Built from the finished hands' records (``GameController.score_sheet_records``), replayed with
the engine, so the sheet says exactly what the summaries said.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from ...engine import HandRecord
from ...engine.match import BUMMERL_START
from ...i18n import translate
from ...qt import QDialog, QDialogButtonBox, QLabel, QSize, Qt, QVBoxLayout, QWidget
from ..table import names
from ..table.seats import HUMAN
from .fit import fit_to_screen, scrolling

MARK = "●"


@dataclass(frozen=True)
class SheetRow:
    number: int
    dealer: int
    winner: int | None
    how: str
    points: str
    game_points: int
    to_go: tuple[int, int]

    def shown(self, counts_up: bool) -> tuple[int, int]:
        """The score after this hand as the players see it: still to go, or won so far."""
        if counts_up:
            return (BUMMERL_START - self.to_go[0], BUMMERL_START - self.to_go[1])
        return self.to_go


def sheet_rows(records: list[dict]) -> list[SheetRow]:
    """One row per finished hand, in order (records that do not replay are left out)."""
    rows: list[SheetRow] = []
    to_go = [BUMMERL_START, BUMMERL_START]
    for record in records:
        try:
            hand = HandRecord.from_json(record).replay()
        except ValueError:
            continue
        outcome = hand.outcome
        if outcome is None:
            continue
        view = hand.view(HUMAN)
        if outcome.winner is not None:  # a drawn hand (Sechsundsechzig) scores nothing
            to_go[outcome.winner] = max(0, to_go[outcome.winner] - outcome.game_points)
        rows.append(SheetRow(len(rows) + 1, hand.dealer, outcome.winner,
                             names.reason_text(outcome, view), names.points_text(outcome, view),
                             outcome.game_points, (to_go[0], to_go[1])))
    return rows


def marks_text(bummerls: tuple[int, int] | list[int], bummerls_to_win: int,
               doubles: bool = True) -> str:
    """The Bummerl marks: the loser of a Bummerl gets one (two for a Schneider-Bummerl that
    counts twice, mentioned only when the rules ``doubles`` it); ``bummerls`` are the Bummerls
    *won* by each seat, as the engine counts."""
    you, computer = bummerls[1], bummerls[0]  # marks against each player
    template = (translate(
        "ScoreSheet", "Bummerls (the loser of a Bummerl gets one, two for a Schneider-Bummerl "
        "that counts twice): you {you}, computer {computer}. Whoever gets {n} loses the "
        "match.") if doubles else translate(
        "ScoreSheet", "Bummerls (the loser of a Bummerl gets one): you {you}, computer "
        "{computer}. Whoever gets {n} loses the match."))
    return template.format(you=MARK * you or "–", computer=MARK * computer or "–",
                           n=bummerls_to_win)


def sheet_html(rows: list[SheetRow], counts_up: bool = False) -> str:
    """The sheet's table; ``counts_up``: the score is shown as game points won so far (house
    rules, Sechsundsechzig), else as game points still to go."""
    if not rows:
        empty = (translate("ScoreSheet", "No hand of this Bummerl is finished yet. Both start "
                           "at 0; 7 game points win.") if counts_up
                 else translate("ScoreSheet", "No hand of this Bummerl is finished yet. Both "
                                "start at 7."))
        return "<p>" + escape(empty) + "</p>"
    you, computer = translate("ScoreSheet", "you"), translate("ScoreSheet", "computer")
    head = [translate("ScoreSheet", "Hand"), translate("ScoreSheet", "Dealer"),
            translate("ScoreSheet", "Won by"), translate("ScoreSheet", "How"),
            translate("ScoreSheet", "Game points"),
            translate("ScoreSheet", "Game points so far (you : computer)") if counts_up
            else translate("ScoreSheet", "Still to go (you : computer)")]
    out = ["<table cellspacing='0' cellpadding='4'><tr>"
           + "".join(f"<th align='left'>{escape(h)}</th>" for h in head) + "</tr>"]
    for row in rows:
        cells = [str(row.number), you if row.dealer == HUMAN else computer,
                 "–" if row.winner is None else you if row.winner == HUMAN else computer,
                 row.how, row.points,
                 "{} : {}".format(*row.shown(counts_up))]
        out.append("<tr>" + "".join(f"<td valign='top'>{escape(c)}</td>" for c in cells)
                   + "</tr>")
    out.append("</table>")
    return "".join(out)


class ScoreSheetDialog(QDialog):
    """``ScoreSheetDialog(records, bummerls, bummerls_to_win, parent, counts_up, doubles)``;
    ``doubles``: the rules count a Schneider-Bummerl twice."""

    def __init__(self, records: list[dict], bummerls, bummerls_to_win: int,
                 parent: QWidget | None = None, counts_up: bool = False,
                 doubles: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreSheetDialog")
        self.setWindowTitle(translate("ScoreSheet", "Score sheet of the Bummerl"))
        self.rows = sheet_rows(records)
        self.table = QLabel(sheet_html(self.rows, counts_up))
        self.table.setObjectName("scoreTable")
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.table.setWordWrap(True)
        self.table.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.marks = QLabel(marks_text(bummerls, bummerls_to_win, doubles))
        self.marks.setObjectName("bummerlMarks")
        self.marks.setWordWrap(True)
        page = QWidget()
        page_layout = QVBoxLayout(page)
        page_layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scrolling(page), 1)
        layout.addWidget(self.marks)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(760, 420))

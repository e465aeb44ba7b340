"""The Bauernschnapsen score sheet: each hand of the game to 24 as a row (the contract, who
played it, won or lost, the game points and the score after it), the end of each game with its
Bummerl, Schneider or Retourschneider, and the Bummerl of both teams so far."""

from __future__ import annotations

from typing import Any

from ...i18n import translate
from ...qt import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QSize,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from ..dialogs import fit
from .places import HUMAN
from .texts import bummerl_line, contract_name, game_over_text, score_line, seat_name


def row_texts(row: dict[str, Any]) -> list[str]:
    """The cells of one hand: contract (×n), played by, result, our score, their score."""
    contract = contract_name(row["contract"])
    if row["multiplier"] > 1:
        contract += f" ×{row['multiplier']}"
    ours = row["team"] == HUMAN % 2
    result = (translate("Bauernschnapsen", "won") if row["won"]
              else translate("Bauernschnapsen", "lost"))
    points = translate("Bauernschnapsen", "+{points} for us") if ours else translate(
        "Bauernschnapsen", "+{points} for them")
    return [contract, seat_name(row["declarer"]), result + ", " + points.format(
        points=row["points"]), str(row["score"][0]), str(row["score"][1])]


class BauernSheetDialog(QDialog):
    """The score sheet of the running game (and the end of the one before)."""

    def __init__(self, rows: list[dict[str, Any]], points: list[int], target: int,
                 bummerl: list[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bauernSheet")
        self.setWindowTitle(translate("Bauernschnapsen", "Bauernschnapsen score sheet"))
        layout = QVBoxLayout(self)
        self.summary = QLabel(score_line(points, target) + "\n" + bummerl_line(bummerl))
        layout.addWidget(self.summary)
        headers = [translate("Bauernschnapsen", "Contract"),
                   translate("Bauernschnapsen", "Played by"),
                   translate("Bauernschnapsen", "Result"),
                   translate("Bauernschnapsen", "We"), translate("Bauernschnapsen", "They")]
        lines: list[list[str]] = []
        for row in rows:
            lines.append(row_texts(row))
            over = row.get("over")
            if over:
                lines.append([game_over_text(over["loser"] == HUMAN % 2, over["kind"]),
                              "", "", "", ""])
        self.table = QTableWidget(len(lines), len(headers), self)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        for r, cells in enumerate(lines):
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
            if not cells[1]:  # the end of a game: one cell across the row
                self.table.setSpan(r, 0, 1, len(headers))
        self.table.resizeColumnsToContents()
        # The spare width goes to the result's words, so the two point columns stay side by
        # side (stretching the last one put "They" far from "We").
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        if not lines:
            layout.addWidget(QLabel(translate("Bauernschnapsen", "No hand finished yet.")))
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit.fit_to_screen(self, QSize(620, 420))

    def cell_texts(self) -> list[list[str]]:
        """What the sheet shows, row by row (the tests read it)."""
        def text(r: int, c: int) -> str:
            item = self.table.item(r, c)
            return item.text() if item is not None else ""

        return [[text(r, c) for c in range(self.table.columnCount())]
                for r in range(self.table.rowCount())]

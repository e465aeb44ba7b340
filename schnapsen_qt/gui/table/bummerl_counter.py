"""The Austrian Bummerl counter (Bummerlzähler) as the table's score display.

Source 004 of the rule book: "the seven large beads on the outer arch indicate the current
score of the hand or Bummerl being played, while the smaller beads on the inner arch show the
number of Bummerls". Here each player has one counter: seven large beads on an arch, the
game points still to go shown gold (a bead drops to grey for each game point won), and inside
it one small bead per Bummerl the match allows, red for each Bummerl the player has got (the
loser of a Bummerl gets one; a Schneider-Bummerl that counts twice, two). The plain numbers
stand beside it for those who want them.
"""

from __future__ import annotations

import math

from ...qt import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGraphicsObject,
    QPainter,
    QPen,
    QPointF,
    QRectF,
    Qt,
)

GOLD = QColor("#e8c15a")
SPENT = QColor(255, 255, 255, 40)
MARK = QColor("#d9363e")
SLOT = QColor(255, 255, 255, 35)
TEXT = QColor("#f4ecd0")
BEADS = 7


class BummerlCounter(QGraphicsObject):
    """``set_state(names, to_go, marks, to_win)`` then it paints itself in ``size``."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.width, self.height = 200.0, 110.0
        self.names = ("", "")
        self.to_go = (BEADS, BEADS)
        self.marks = (0, 0)
        self.to_win = 2
        self.font_px = 13.0

    def set_size(self, width: float, height: float, font_px: float) -> None:
        self.prepareGeometryChange()
        self.width, self.height, self.font_px = width, height, font_px
        self.update()

    def set_state(self, names: tuple[str, str], to_go: tuple[int, int],
                  marks: tuple[int, int], to_win: int, counts_up: bool = False) -> None:
        """``marks``: Bummerls *against* each player (the loser's marks). ``counts_up``: the
        house rules and Sechsundsechzig count the game points won from 0 up to 7; the number
        and the gold beads then show those, else the points still to go."""
        self.names = names
        self.to_go = (max(0, min(BEADS, to_go[0])), max(0, min(BEADS, to_go[1])))
        if counts_up:
            self.to_go = (BEADS - self.to_go[0], BEADS - self.to_go[1])
        self.marks = marks
        self.to_win = max(1, to_win)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        row_h = self.height / 2
        for seat in (0, 1):
            self._paint_row(painter, QRectF(0, seat * row_h, self.width, row_h), seat)

    def _paint_row(self, painter: QPainter, rect: QRectF, seat: int) -> None:
        font = QFont()
        font.setBold(True)
        px = max(9.0, self.font_px)
        font.setPixelSize(int(px))
        widest = max(QFontMetricsF(font).horizontalAdvance(name) for name in self.names)
        if widest > rect.width() * 0.4:  # a long name: a smaller font, never a cut word
            px = max(8.0, px * rect.width() * 0.4 / widest)
            font.setPixelSize(int(px))
            widest = max(QFontMetricsF(font).horizontalAdvance(name) for name in self.names)
        painter.setFont(font)
        label_w = widest + px * 0.4
        number_w = QFontMetricsF(font).horizontalAdvance("7") + px * 0.3
        painter.setPen(TEXT)
        painter.drawText(QRectF(rect.left(), rect.top(), label_w, rect.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         self.names[seat])
        painter.drawText(QRectF(rect.right() - number_w, rect.top(), number_w, rect.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         str(self.to_go[seat]))
        arch = QRectF(rect.left() + label_w, rect.top(), rect.width() - label_w - number_w,
                      rect.height())
        # Outer arch: seven large beads, the points still to go in gold (left to right).
        cx, base = arch.center().x(), arch.bottom() - rect.height() * 0.12
        radius = min(arch.width() / 2 * 0.92, arch.height() * 0.8)
        bead = max(3.0, min(radius * 0.2, arch.width() / 18))
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        for i in range(BEADS):
            angle = math.pi * (1 - (i + 0.5) / BEADS)
            pos = QPointF(cx + radius * math.cos(angle), base - radius * 0.85 * math.sin(angle))
            painter.setBrush(QBrush(GOLD if i < self.to_go[seat] else SPENT))
            painter.drawEllipse(pos, bead, bead)
        # Inner arch: one small bead per Bummerl the match allows, red for each one got.
        inner = radius * 0.5
        small = max(2.5, bead * 0.75)
        slots = max(self.to_win, self.marks[seat])
        for i in range(slots):
            angle = math.pi * (1 - (i + 0.5) / slots)
            pos = QPointF(cx + inner * math.cos(angle), base - inner * 0.85 * math.sin(angle))
            painter.setBrush(QBrush(MARK if i < self.marks[seat] else SLOT))
            painter.drawEllipse(pos, small, small)

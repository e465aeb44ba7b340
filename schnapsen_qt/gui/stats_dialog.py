"""The statistics dialog: a table per computer level, the streaks, and a bar chart of win rates.

``StatsDialog(stats, parent)``; "Reset" asks first, then empties ``stats`` in place and emits
``statsReset``: the owner saves it then (``storage.save_statistics``), so a window that does not
persist (tests, ``--smoke``) never writes.
"""

from __future__ import annotations

from html import escape

from ..i18n import translate
from ..qt import (
    QColor,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QEvent,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPainter,
    QPen,
    QPushButton,
    QRectF,
    QSizePolicy,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ..rules_text import level_label, preset_label
from ..settings import AI_LEVELS
from ..stats import PRESET_NAMES, Record, Statistics

HAND_COLOR = QColor(46, 125, 50)
BUMMERL_COLOR = QColor(198, 140, 20)


class WinRateChart(QWidget):
    """Bars of the share of hands and Bummerls won, one pair per computer level."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winRateChart")
        self.setMinimumSize(360, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # (label, hand win rate or None, Bummerl win rate or None)
        self.bars: list[tuple[str, float | None, float | None]] = []
        self.legend = ("", "")

    def set_data(self, bars: list[tuple[str, float | None, float | None]],
                 legend: tuple[str, str]) -> None:
        self.bars = bars
        self.legend = legend
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text_color = pal.windowText().color()
        fm = painter.fontMetrics()
        line = fm.height()
        left, right, top = 36.0, 8.0, line + 8.0
        bottom = self.height() - line - 8.0
        width = self.width() - left - right
        height = bottom - top
        if height <= 10 or width <= 10:
            return
        # legend
        x = left
        for color, text in ((HAND_COLOR, self.legend[0]), (BUMMERL_COLOR, self.legend[1])):
            painter.fillRect(QRectF(x, 4, line * 0.8, line * 0.8), color)
            x += line
            painter.setPen(text_color)
            painter.drawText(QRectF(x, 0, width, line + 4), Qt.AlignmentFlag.AlignVCenter, text)
            x += fm.horizontalAdvance(text) + line
        # axis and grid
        grid = QPen(text_color)
        grid.setWidthF(0.5)
        for pct in (0, 50, 100):
            y = bottom - height * pct / 100
            painter.setPen(grid)
            painter.drawLine(int(left), int(y), int(left + width), int(y))
            painter.drawText(QRectF(0, y - line / 2, left - 4, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             f"{pct}%")
        if not self.bars:
            return
        slot = width / len(self.bars)
        bar_w = min(slot * 0.35, 48.0)
        for i, (label, hand_rate, bummerl_rate) in enumerate(self.bars):
            cx = left + slot * (i + 0.5)
            for rate, color, dx in ((hand_rate, HAND_COLOR, -bar_w), (bummerl_rate,
                                                                       BUMMERL_COLOR, 0.0)):
                if rate is None:
                    continue
                h = max(1.0, height * rate)
                painter.fillRect(QRectF(cx + dx, bottom - h, bar_w - 2, h), color)
            painter.setPen(text_color)
            painter.drawText(QRectF(cx - slot / 2, bottom + 2, slot, line + 4),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)
        painter.end()


class StatsDialog(QDialog):
    statsReset = Signal()

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatsDialog")
        self.stats = stats
        self.filter_label = QLabel()
        self.filter_combo = QComboBox()
        self.filter_combo.setObjectName("presetFilter")
        self.filter_combo.addItem("", None)
        for name in PRESET_NAMES:
            self.filter_combo.addItem("", name)
        self.filter_label.setBuddy(self.filter_combo)
        self.table = QLabel()
        self.table.setObjectName("statsTable")
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.table.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.streaks = QLabel()
        self.streaks.setObjectName("streaks")
        self.streaks.setWordWrap(True)
        self.chart = WinRateChart()
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetButton")
        self.reset_button.clicked.connect(self.confirm_reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.filter_label)
        top.addWidget(self.filter_combo, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table)
        layout.addWidget(self.streaks)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.buttons)
        self.filter_combo.currentIndexChanged.connect(self.refresh)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("StatsDialog", "Statistics"))
        self.filter_label.setText(translate("StatsDialog", "&Rules:"))
        self.filter_combo.setItemText(0, translate("StatsDialog", "All rules"))
        for i in range(1, self.filter_combo.count()):
            self.filter_combo.setItemText(i, preset_label(self.filter_combo.itemData(i)))
        self.reset_button.setText(translate("StatsDialog", "&Reset..."))
        self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _levels(self) -> list[str]:
        return [*AI_LEVELS, *(lv for lv in self.stats.levels() if lv not in AI_LEVELS)]

    @staticmethod
    def _rate(rate: float | None) -> str:
        return "–" if rate is None else f"{round(rate * 100)}%"

    def refresh(self) -> None:
        preset = self.filter_combo.currentData()
        headers = [translate("StatsDialog", "Computer"), translate("StatsDialog", "Hands won"),
                   translate("StatsDialog", "Hands lost"), translate("StatsDialog", "Hands %"),
                   translate("StatsDialog", "Bummerls won"),
                   translate("StatsDialog", "Bummerls lost"),
                   translate("StatsDialog", "Game points"), translate("StatsDialog", "Schneider"),
                   translate("StatsDialog", "Schwarz")]
        rows = []
        bars = []

        def row(label: str, rec: Record, bold: bool = False) -> str:
            cells = [label, str(rec.hands_won), str(rec.hands_lost),
                     self._rate(rec.hand_win_rate), str(rec.bummerls_won),
                     str(rec.bummerls_lost), f"{rec.game_points_won}:{rec.game_points_lost}",
                     f"{rec.schneider_won}:{rec.schneider_lost}",
                     f"{rec.schwarz_won}:{rec.schwarz_lost}"]
            tag = "th" if bold else "td"
            return "<tr>" + "".join(
                f"<{tag} align='{'left' if i == 0 else 'right'}'>{escape(c)}</{tag}>"
                for i, c in enumerate(cells)) + "</tr>"

        for level in self._levels():
            rec = self.stats.total(level, preset)
            rows.append(row(level_label(level), rec))
            bars.append((level_label(level), rec.hand_win_rate, rec.bummerl_win_rate))
        rows.append(row(translate("StatsDialog", "Total"), self.stats.total(None, preset),
                        bold=True))
        head = "<tr>" + "".join(f"<th>{escape(h)}</th>" for h in headers) + "</tr>"
        self.table.setText("<table cellspacing='0' cellpadding='3'>" + head + "".join(rows)
                           + "</table>")
        s = self.stats.streaks
        self.streaks.setText(translate(
            "StatsDialog",
            "Longest winning streak: {hands_best}, {bummerls_best} (now {hands_current}, "
            "{bummerls_current}). Game points and Schneider/Schwarz: won:lost.").format(
            hands_best=translate("StatsDialog", "%n hand(s)", None, s.hands_best),
            bummerls_best=translate("StatsDialog", "%n Bummerl(s)", None, s.bummerls_best),
            hands_current=translate("StatsDialog", "%n hand(s)", None, s.hands_current),
            bummerls_current=translate("StatsDialog", "%n Bummerl(s)", None, s.bummerls_current)))
        self.chart.set_data(bars, (translate("StatsDialog", "Hands won"),
                                   translate("StatsDialog", "Bummerls won")))

    def confirm_reset(self) -> bool:
        answer = QMessageBox.question(
            self, translate("StatsDialog", "Reset statistics"),
            translate("StatsDialog", "Delete all statistics? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.reset_statistics()
        return True

    def reset_statistics(self) -> None:
        """Empty and show the statistics (no question: see :meth:`confirm_reset`)."""
        self.stats.reset()
        self.refresh()
        self.statsReset.emit()

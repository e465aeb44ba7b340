"""The statistics dialog: matches, Bummerls and hands per computer level, the streaks, a bar
chart of win rates per level and a chart of the results over the last hands and matches.

``StatsDialog(stats, parent)``; "Reset" asks first, then empties ``stats`` in place and emits
``statsReset``: the owner saves it then (``storage.save_statistics``), so a window that does not
persist (tests, ``--smoke``) never writes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import TypeVar

from ...i18n import translate
from ...qt import (
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
    QSize,
    QSizePolicy,
    Qt,
    QTabWidget,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ...rules_text import level_label, preset_label
from ...userfiles.accuracy import AccuracyLog
from ...userfiles.settings import AI_LEVELS
from ...userfiles.stats import PRESET_NAMES, RECENT_HANDS, RECENT_MATCHES, Record, Statistics
from .accuracy_tab import AccuracyTab
from .fit import fit_to_screen, scrolling

T = TypeVar("T")


def records_table(headers: Sequence[str], rows: Sequence[tuple[str, Callable[[T], str]]],
                  records: Sequence[T], total_column: bool = False) -> str:
    """The statistics' table as HTML: a column per record (headed by ``headers``), a row per
    ``(label, cell)`` with ``cell(record)``'s text; ``total_column``: the last column is the
    total, in bold. The two-player and the Bauernschnapsen statistics both show theirs so."""
    head = "<tr><th></th>" + "".join(
        f"<th align='right'>{escape(h)}</th>" for h in headers) + "</tr>"
    body = []
    for label, cell in rows:
        texts = [escape(cell(rec)) for rec in records]
        cells = [f"<td align='right'>{t}</td>" for t in texts]
        if total_column and cells:
            cells[-1] = f"<th align='right'>{texts[-1]}</th>"
        body.append(f"<tr><td>{escape(label)}</td>{''.join(cells)}</tr>")
    return "<table cellspacing='0' cellpadding='3'>" + head + "".join(body) + "</table>"


HAND_COLOR = QColor(46, 125, 50)
BUMMERL_COLOR = QColor(198, 140, 20)
LOST_COLOR = QColor(183, 28, 28)
GIVEN_UP_COLOR = QColor(130, 130, 130)


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


class RecentChart(QWidget):
    """Results over time: one bar per recent hand (up: game points won, down: lost) and one
    disc per recent match (green won, red lost, grey given up), oldest on the left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recentChart")
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.hands: list[int] = []
        self.matches: list[str] = []
        self.titles = ("", "")
        self.empty_text = ""

    def set_data(self, hands: list[int], matches: list[str], titles: tuple[str, str],
                 empty_text: str) -> None:
        self.hands = list(hands)
        self.matches = list(matches)
        self.titles = titles
        self.empty_text = empty_text
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_color = self.palette().windowText().color()
        painter.setPen(text_color)
        line = painter.fontMetrics().height()
        w, h = float(self.width()), float(self.height())
        if not self.hands and not self.matches:
            painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter
                             | Qt.TextFlag.TextWordWrap, self.empty_text)
            painter.end()
            return
        # Hands: bars around a middle line, one slot per hand of the last RECENT_HANDS.
        top = line + 6.0
        band = max(40.0, h - 3 * line - 40.0)
        mid = top + band / 2
        painter.drawText(QRectF(0, 0, w, line + 4), Qt.AlignmentFlag.AlignLeft, self.titles[0])
        grid = QPen(text_color)
        grid.setWidthF(0.5)
        painter.setPen(grid)
        painter.drawLine(0, int(mid), int(w), int(mid))
        slot = w / RECENT_HANDS
        for i, points in enumerate(self.hands):
            x = w - slot * (len(self.hands) - i)
            bar = band / 2 * min(3, abs(points)) / 3
            color = HAND_COLOR if points > 0 else LOST_COLOR
            y = mid - bar if points > 0 else mid
            painter.fillRect(QRectF(x + slot * 0.15, y, slot * 0.7, bar), color)
        # Matches: a row of discs.
        y0 = top + band + 8
        painter.setPen(text_color)
        painter.drawText(QRectF(0, y0, w, line + 4), Qt.AlignmentFlag.AlignLeft, self.titles[1])
        size = min(line * 1.2, w / RECENT_MATCHES * 0.8)
        colors = {"won": HAND_COLOR, "lost": LOST_COLOR, "given_up": GIVEN_UP_COLOR}
        for i, result in enumerate(self.matches):
            x = w - (w / RECENT_MATCHES) * (len(self.matches) - i)
            painter.setBrush(colors.get(result, GIVEN_UP_COLOR))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QRectF(x + 2, y0 + line + 6, size, size))
        painter.end()


class StatsDialog(QDialog):
    statsReset = Signal()

    def __init__(self, stats: Statistics, parent: QWidget | None = None,
                 accuracy: AccuracyLog | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatsDialog")
        self.stats = stats
        # The tab of the player's decisions (issue 42): the reviewed hands' accuracy.
        self.accuracy = AccuracyTab(accuracy if accuracy is not None else AccuracyLog(), stats)
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
        self.recent = RecentChart()
        self.recent_legend = QLabel()
        self.recent_legend.setWordWrap(True)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetButton")
        self.reset_button.clicked.connect(self.confirm_reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.reject)

        overview = QWidget()
        overview_layout = QVBoxLayout(overview)
        overview_layout.addWidget(self.table)
        overview_layout.addWidget(self.streaks)
        overview_layout.addStretch(1)
        over_time = QWidget()
        over_time_layout = QVBoxLayout(over_time)
        over_time_layout.addWidget(self.recent, 1)
        over_time_layout.addWidget(self.recent_legend)
        self.tabs = QTabWidget()
        self.tabs.addTab(scrolling(overview, horizontal=True), "")
        self.tabs.addTab(self.chart, "")
        self.tabs.addTab(over_time, "")
        self.tabs.addTab(scrolling(self.accuracy), "")

        top = QHBoxLayout()
        top.addWidget(self.filter_label)
        top.addWidget(self.filter_combo, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.buttons)
        self.filter_combo.currentIndexChanged.connect(self.refresh)
        self.retranslate_ui()
        hint = overview.sizeHint()
        fit_to_screen(self, QSize(max(560, hint.width() + 60), max(460, hint.height() + 140)))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("StatsDialog", "Statistics"))
        self.filter_label.setText(translate("StatsDialog", "&Rules:"))
        self.filter_combo.setItemText(0, translate("StatsDialog", "All rules"))
        for i in range(1, self.filter_combo.count()):
            self.filter_combo.setItemText(i, preset_label(self.filter_combo.itemData(i)))
        self.reset_button.setText(translate("StatsDialog", "Re&set..."))
        self.tabs.setTabText(0, translate("StatsDialog", "Overview"))
        self.tabs.setTabText(1, translate("StatsDialog", "By level"))
        self.tabs.setTabText(2, translate("StatsDialog", "Over time"))
        self.tabs.setTabText(3, translate("StatsDialog", "Your decisions"))
        self.recent_legend.setText(translate("StatsDialog",
            "Bars: the game points of your last hands, up when you won, down when you lost. "
            "Discs: your last matches, green won, red lost, grey given up (New Match during "
            "a match). Newest on the right; all rules and levels."))
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

    def rows(self) -> list[tuple[str, Callable[[Record], str]]]:
        """(row label, function of a Record giving the cell text), in the table's order."""
        def pair(won: int, lost: int) -> str:
            return f"{won}:{lost}"

        return [
            (translate("StatsDialog", "Matches won"), lambda r: str(r.matches_won)),
            (translate("StatsDialog", "Matches lost"), lambda r: str(r.matches_lost)),
            (translate("StatsDialog", "Matches given up"), lambda r: str(r.matches_given_up)),
            (translate("StatsDialog", "Bummerls won"), lambda r: str(r.bummerls_won)),
            (translate("StatsDialog", "Bummerls lost"), lambda r: str(r.bummerls_lost)),
            (translate("StatsDialog", "Schneider-Bummerls won:lost"),
             lambda r: pair(r.schneider_bummerls_won, r.schneider_bummerls_lost)),
            (translate("StatsDialog", "Hands won"), lambda r: str(r.hands_won)),
            (translate("StatsDialog", "Hands lost"), lambda r: str(r.hands_lost)),
            (translate("StatsDialog", "Hands won %"), lambda r: self._rate(r.hand_win_rate)),
            (translate("StatsDialog", "Practice hands (not in the rates)"),
             lambda r: str(r.practice_hands)),
            (translate("StatsDialog", "Game points won:lost"),
             lambda r: pair(r.game_points_won, r.game_points_lost)),
            (translate("StatsDialog", "Schneider won:lost"),
             lambda r: pair(r.schneider_won, r.schneider_lost)),
            (translate("StatsDialog", "Schwarz won:lost"),
             lambda r: pair(r.schwarz_won, r.schwarz_lost)),
        ]

    def refresh(self) -> None:
        preset = self.filter_combo.currentData()
        levels = self._levels()
        records = [self.stats.total(level, preset) for level in levels]
        records.append(self.stats.total(None, preset))
        headers = [level_label(level) for level in levels] + [translate("StatsDialog", "Total")]
        self.table.setText(records_table(headers, self.rows(), records, total_column=True))
        s = self.stats.streaks
        self.streaks.setText(translate(
            "StatsDialog",
            "Longest winning streak: {hands_best}, {bummerls_best} (now {hands_current}, "
            "{bummerls_current}). A Schneider-Bummerl is one Bummerl won here, although the "
            "loser gets two marks for it when the rules say it counts twice.").format(
            hands_best=translate("StatsDialog", "%n hand(s)", None, s.hands_best),
            bummerls_best=translate("StatsDialog", "%n Bummerl(s)", None, s.bummerls_best),
            hands_current=translate("StatsDialog", "%n hand(s)", None, s.hands_current),
            bummerls_current=translate("StatsDialog", "%n Bummerl(s)", None, s.bummerls_current)))
        bars = [(level_label(level), rec.hand_win_rate, rec.bummerl_win_rate)
                for level, rec in zip(levels, records, strict=False)]
        self.chart.set_data(bars, (translate("StatsDialog", "Hands won"),
                                   translate("StatsDialog", "Bummerls won")))
        self.recent.set_data(self.stats.recent_hands, self.stats.recent_matches,
                             (translate("StatsDialog", "Last hands"),
                              translate("StatsDialog", "Last matches")),
                             translate("StatsDialog", "No hands played yet."))
        self.accuracy.refresh(preset)

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
        self.accuracy.log.entries.clear()  # "all statistics": the decisions' too
        self.refresh()
        self.statsReset.emit()

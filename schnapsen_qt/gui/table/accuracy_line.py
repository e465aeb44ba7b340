"""The accuracy of the hand under its summary (issue 42): one clickable line.

A small panel of its own, just below the end-of-hand summary (above it when the table has no
room below), so the summary's own lines never move: it appears when the background review
of the hand is done (:meth:`AccuracyLine.set_text`), disappears with the summary, and a click
opens the review (``clicked``). The table only shows it; the window words it.
"""

from __future__ import annotations

from ...qt import QColor, QObject, Signal
from .items import Panel

# Gap between the summary and the line, in units of the summary's type size.
GAP = 0.5


class AccuracyLine(QObject):
    """``AccuracyLine(table)``: the line of a :class:`~.table.Table` with a summary panel."""

    clicked = Signal()

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table
        self.panel = Panel(clickable=True)
        self.panel.setObjectName("accuracyLine")
        self.panel.align_center = True
        self.panel.fill = QColor(table.panels.summary_panel.fill)
        self.panel.border = QColor(table.panels.summary_panel.border)
        self.panel.setZValue(9001)
        self.panel.hide()
        table.addItem(self.panel)
        self.panel.clicked.connect(self.clicked)
        self.text = ""
        summary = table.panels.summary_panel
        summary.visibleChanged.connect(self._follow_summary)
        summary.yChanged.connect(self._place)
        summary.xChanged.connect(self._place)

    @property
    def visible(self) -> bool:
        return self.panel.isVisible()

    def set_text(self, text: str) -> None:
        """The line for the hand whose summary shows (or is about to show); '' clears it."""
        self.text = text
        self._show_if_summary()

    def clear(self) -> None:
        self.set_text("")

    def _follow_summary(self) -> None:
        """The summary appeared or went: the line with it (the text goes too when the player
        went on, since it belonged to that hand)."""
        if not self.table.panels.summary_panel.isVisible() \
                and self.table.panels.summary is None:
            self.text = ""
        self._show_if_summary()

    def _show_if_summary(self) -> None:
        if self.text and self.table.panels.summary_panel.isVisible():
            self._place()
            self.panel.show()
        else:
            self.panel.hide()

    def _place(self) -> None:
        summary = self.table.panels.summary_panel
        if not self.text or not summary.isVisible():
            return
        base = summary.base_px * 0.85
        self.panel.set_content([(self.text, "gold")], summary.width, base)
        gap = GAP * summary.base_px
        below = summary.y() + summary.height + gap
        height = self.table.sceneRect().height()
        y = below if below + self.panel.height <= height else \
            max(0.0, summary.y() - gap - self.panel.height)
        self.panel.setPos(summary.x(), y)

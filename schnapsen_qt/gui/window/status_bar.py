"""The window's status bar, whose messages wrap instead of being cut.

A plain :class:`QStatusBar` draws its message on one line and cuts what does not fit: at
800x600, and at ``QT_SCALE_FACTOR=2`` (a 400-pixel-wide window), a German message such as
"Zug zurückgenommen: …" lost its end. This one breaks the message over up to three lines and
grows for as long as it shows; the table above gives up that height meanwhile. It keeps the
QStatusBar interface (``showMessage``, ``currentMessage``, ``messageChanged``)."""

from __future__ import annotations

from ...qt import QMainWindow, QPainter, QPalette, QRect, QStatusBar, Qt

#: The most lines a message takes; a longer one is cut at the third (none is that long).
MAX_LINES = 3
#: Room left and right of the text, and for the size grip.
MARGIN = 6
GRIP = 16


class WrappingStatusBar(QStatusBar):
    """``table_height``: the least height the window's table needs; the bar grows only into
    the height the table has beyond it (on the smallest screens a long message stays cut,
    and its whole text is the bar's tooltip)."""

    def __init__(self, parent=None, table_height: int = 0) -> None:
        super().__init__(parent)
        self._single = 0  # the bar's height for one line, measured once shown
        self.table_height = table_height
        self.messageChanged.connect(self._fit_height)

    def _spare_lines(self) -> int:
        """Lines the bar may grow by without leaving the table less than it needs."""
        window = self.parentWidget()
        central = window.centralWidget() if isinstance(window, QMainWindow) else None
        if central is None:
            return MAX_LINES - 1
        grown = self.height() - self._single
        spare = central.height() + grown - self.table_height
        return max(0, spare // max(1, self.fontMetrics().lineSpacing()))

    def text_rect(self) -> QRect:
        """Where the message is drawn."""
        grip = GRIP if self.isSizeGripEnabled() else 0
        return self.rect().adjusted(MARGIN, 1, -MARGIN - grip, -1)

    def lines_needed(self, text: str) -> int:
        """How many lines ``text`` takes at the bar's width now."""
        if not text:
            return 0
        metrics = self.fontMetrics()
        width = max(40, self.text_rect().width())
        height = metrics.boundingRect(QRect(0, 0, width, 100_000),
                                      int(Qt.TextFlag.TextWordWrap), text).height()
        return max(1, round(height / metrics.lineSpacing()))

    def _fit_height(self, text: str) -> None:
        if not self._single:
            self._single = max(self.sizeHint().height(), self.fontMetrics().height() + 4)
        needed = self.lines_needed(text)
        lines = min(MAX_LINES, needed, 1 + self._spare_lines())
        self.setToolTip(text if needed > lines else "")
        need = self._single + max(0, lines - 1) * self.fontMetrics().lineSpacing()
        if self.minimumHeight() != need:
            self.setMinimumHeight(need)
            self.setMaximumHeight(need)
        self.update()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_height(self.currentMessage())

    def paintEvent(self, event) -> None:  # noqa: N802
        text = self.currentMessage()
        if not text:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(self.text_rect(),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                             | Qt.TextFlag.TextWordWrap), text)
        painter.end()

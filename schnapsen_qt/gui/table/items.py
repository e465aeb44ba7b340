"""Graphics items of the card table: cards, text panels, announcement bubbles."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

from ...qt import (
    Property,
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGraphicsItem,
    QGraphicsObject,
    QPainter,
    QPen,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)

FLYING_Z = 5000.0
#: The padding at a bubble's sides together, in its type size (:attr:`Bubble.base_px`).
BUBBLE_PAD = 1.6
#: How much of that padding stays, in the smallest type, where a word is wider than the
#: room it leaves: enough to keep the line's ends off the bubble's rounded outline.
BUBBLE_LEAST_PAD = 0.5
#: What two sums of the same widths may differ by in floating point: a bubble fitted to a
#: room is no wider or higher than the room by more than that.
ROUNDING = 1e-6


class CardItem(QGraphicsObject):
    """One card on the table. ``card`` is the card number, or -1 while its face is unknown
    (the opponent's hand, the talon). The item is centred on its position so it rotates
    about its middle.

    The :class:`~.animator.Animator` moves it (its ``pos``, ``rotation`` and ``flip``
    properties); the item itself only paints and reports clicks and drags to the table.
    """

    def __init__(self, table, card: int = -1) -> None:
        super().__init__()
        self.table = table
        self.card = card
        self.face_up = False
        self.dimmed = False
        self.selected_mark = False
        self.hint_mark = False
        self.hovered = False
        self._flip = 1.0  # horizontal scale while flipping
        self._flip_progress = 0.0
        self._flip_from = self._flip_to = False
        self._press: QPointF | None = None
        self._dragging = False
        self._drag_offset = QPointF()
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # ------------------------------------------------------------------ geometry and paint

    def size(self) -> tuple[float, float]:
        return self.table.card_w, self.table.card_h

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        w, h = self.size()
        m = max(3.0, w * 0.05)
        return QRectF(-w / 2 - m, -h / 2 - m, w + 2 * m, h + 2 * m)

    def shape_rect(self) -> QRectF:
        w, h = self.size()
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._flip != 1.0:
            painter.scale(max(0.001, self._flip), 1.0)
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = w * 0.06
        # Soft shadow.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 55))
        painter.drawRoundedRect(rect.translated(w * 0.02, w * 0.03), radius, radius)
        dpr = widget.devicePixelRatioF() if widget is not None else self.table.dpr
        show_face = self.face_up and self.card >= 0
        pixmap = self.table.pixmaps.pixmap(self.card if show_face else -1, w, dpr)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.dimmed:
            painter.setBrush(QColor(20, 30, 25, 120))
            painter.drawRoundedRect(rect, radius, radius)
        mark = None
        if self.hint_mark:
            mark = QColor("#ffd54a")
        elif self.selected_mark:
            mark = QColor("#7fd6ff")
        elif self.hovered and self.table.is_clickable(self):
            mark = QColor(255, 255, 255, 200)
        if mark is not None:
            pen = QPen(mark, max(2.0, w * 0.035))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        painter.restore()

    def set_marks(self, dimmed: bool | None = None, selected: bool | None = None,
                  hint: bool | None = None) -> None:
        changed = False
        for name, value in (("dimmed", dimmed), ("selected_mark", selected),
                            ("hint_mark", hint)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.update()

    # ------------------------------------------------------------------ placing and flipping

    def is_at(self, place) -> bool:
        """Lying at ``place`` already (position, face and turn; depth aside)."""
        p = self.pos()
        return (abs(p.x() - place.pos.x()) < 0.5 and abs(p.y() - place.pos.y()) < 0.5
                and place.face_up == self.face_up
                and abs(self.rotation() - place.rotation) < 0.01
                and abs(self.scale() - place.scale) < 0.001)

    def put(self, place) -> None:
        """Lie at ``place`` at once."""
        self.setPos(place.pos)
        self.setRotation(place.rotation)
        self.setScale(place.scale)
        self.setZValue(place.z)
        self._flip = 1.0
        self._flip_progress = 0.0
        self.face_up = place.face_up
        self.update()

    def reset(self) -> None:
        """Back to an unused, hidden, face-down card (the scene reuses its items)."""
        self.hide()
        self.card = -1
        self.face_up = False
        self._flip = 1.0
        self._press = None
        self._dragging = False
        self.dimmed = self.selected_mark = self.hint_mark = self.hovered = False
        self.setRotation(0.0)
        self.setScale(1.0)

    def begin_flip(self, face_up: bool) -> None:
        """A flip to ``face_up`` starts: the :attr:`flip` property runs from 0 to 1 and the face
        changes half way, when the card is seen edge-on."""
        self._flip_to = face_up
        self._flip_from = self.face_up
        self._flip_progress = 0.0

    def end_flip(self) -> None:
        """A flight ended or stopped: the card lies flat with the face it shows now."""
        if self._flip != 1.0:
            self._flip = 1.0
            self.update()

    def _get_flip(self) -> float:
        return self._flip_progress

    def _set_flip(self, t: float) -> None:
        self._flip_progress = t
        self.face_up = self._flip_to if t >= 0.5 else self._flip_from
        self._flip = abs(1.0 - 2.0 * t)
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    # ------------------------------------------------------------------ input

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.hovered = False
        self.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if self._press is None:
            return
        if not self._dragging:
            if (event.scenePos() - self._press).manhattanLength() < 8:
                return
            if not self.table.can_drag(self):
                return
            self._dragging = True
            self.table.animator.forget(self)
            self._drag_offset = self.pos() - self._press
            self.setZValue(FLYING_Z)
        self.setPos(event.scenePos() + self._drag_offset)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.table.animator.forget(self)
            self.table.card_dropped(self, event.scenePos())
        else:
            self.table.card_clicked(self)

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802
        self.table.card_clicked(self)


class CardPool:
    """Every card item of a table, made once and reused from hand to hand (as KDE's KCardDeck
    keeps its cards): an item is never removed from the scene while an animation, a timer or
    a queued step may still refer to it."""

    def __init__(self, table) -> None:
        self.table = table
        self.items: list[CardItem] = []

    def take(self, card: int, in_use: set) -> CardItem:
        """An item not ``in_use`` showing ``card`` (-1: a back); a new one only when all are
        in use."""
        item = next((i for i in self.items if i not in in_use), None)
        if item is None:
            item = CardItem(self.table)
            self.table.addItem(item)
            self.items.append(item)
        item.card = card
        item.show()
        return item

    def reset(self) -> None:
        for item in self.items:
            item.reset()


class Panel(QGraphicsObject):
    """A rounded, translucent panel with lines of text (scoreboard, hand state, summary).

    ``lines`` is a list of ``(text, style)`` with style "title", "big", "normal", "small",
    "dim" or "row" (text split at a tab into left and right columns).
    """

    clicked = Signal()

    def __init__(self, width: float = 200, clickable: bool = False) -> None:
        super().__init__()
        self.width = width
        self.lines: list[tuple[str, str]] = []
        self._rows: list[tuple[str, str]] = []
        self.base_px = 14.0
        self.padding = 10.0
        self.fill = QColor(10, 30, 18, 170)
        self.border = QColor(255, 255, 255, 60)
        self.align_center = False
        self._height = 40.0
        self.clickable = clickable
        if clickable:
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    _SCALE = {"title": 1.35, "big": 1.6, "normal": 1.0, "small": 0.85, "dim": 0.85,
              "row": 1.0, "rowbig": 1.3, "gold": 1.05}

    def _font(self, style: str) -> QFont:
        f = QFont()
        f.setPixelSize(max(8, int(self.base_px * self._SCALE.get(style, 1.0))))
        f.setBold(style in ("title", "big", "rowbig", "gold"))
        return f

    def _line_height(self, style: str) -> float:
        return self.base_px * self._SCALE.get(style, 1.0) * 1.45

    def line_height(self, style: str) -> float:
        """The height of one line of ``style`` (items laid over the panel use it)."""
        return self._line_height(style)

    def one_line_size(self, text: str, style: str, base_px: float) -> tuple[float, float]:
        """(width, height) of this panel showing ``text`` on one line at ``base_px``: items
        laid out around a label leave it that much room, so it does not wrap."""
        self.base_px = base_px
        padding = base_px * 0.8
        advance = QFontMetricsF(self._font(style)).horizontalAdvance(text)
        return advance + 2 * padding + 2.0, 2 * padding + self._line_height(style)

    def set_content(self, lines: list[tuple[str, str]], width: float, base_px: float) -> None:
        self.prepareGeometryChange()
        self.lines = list(lines)
        self.width = width
        self.base_px = base_px
        self.padding = base_px * 0.8
        # Long lines (German texts, narrow windows) wrap at word boundaries, never clip.
        inner = self.width - 2 * self.padding
        self._rows = [(row, style) for text, style in self.lines
                      for row in self._wrap(text, style, inner)]
        self._height = self.padding * 2 + sum(self._line_height(s) for _, s in self._rows)
        self.update()

    def _wrap(self, text: str, style: str, width: float) -> list[str]:
        metrics = QFontMetricsF(self._font(style))
        if "\t" in text or metrics.horizontalAdvance(text) <= width:
            return [text]
        rows: list[str] = []
        row = ""
        for word in text.split(" "):
            candidate = f"{row} {word}" if row else word
            if row and metrics.horizontalAdvance(candidate) > width:
                rows.append(row)
                row = word
            else:
                row = candidate
        rows.append(row)
        return rows

    @property
    def height(self) -> float:
        return self._height

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, self._height)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        radius = self.base_px * 0.8
        painter.setPen(QPen(self.border, 1.2))
        painter.setBrush(QBrush(self.fill))
        painter.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        y = self.padding
        x = self.padding
        inner = self.width - 2 * self.padding
        for text, style in self._rows:
            lh = self._line_height(style)
            painter.setFont(self._font(style))
            color = {"dim": QColor(220, 235, 220, 170), "title": QColor("#fff4c2"),
                     "gold": QColor("#ffd54a")}.get(style, QColor("#f2f6ee"))
            painter.setPen(color)
            rect = QRectF(x, y, inner, lh)
            if style in ("row", "rowbig") and "\t" in text:
                left, right = text.split("\t", 1)
                painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                                 left)
                painter.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                                 right)
            else:
                align = (Qt.AlignmentFlag.AlignHCenter if self.align_center
                         else Qt.AlignmentFlag.AlignLeft)
                painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, text)
            y += lh

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if self.clickable:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self.clickable:
            self.clicked.emit()


class Bubble(QGraphicsObject):
    """A speech bubble for announcements ("20!", "Genug!"); fades out after a while.

    One bubble per seat lives as long as the scene: :meth:`show_text` shows it again with new
    text and :meth:`fade_out` hides it, so its fading animation never outlives it. A text
    wider than the room the table leaves it is broken into lines of about equal width; one
    still too high for the room is set in smaller type."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        #: The type size in use (the font's pixels are 1.25 times it, see :meth:`_font`);
        #: ``_wanted_px`` the table's, which the bubble takes whenever its room allows.
        self.base_px = self._wanted_px = 12.0
        self._lines: list[str] = []
        self._w = self._h = self._radius = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._fade = QVariantAnimation(self)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.valueChanged.connect(self._set_fade)
        self._fade.finished.connect(self.hide)
        self.hide()

    def _font(self) -> QFont:
        f = QFont()
        f.setPixelSize(max(9, int(self.base_px * 1.25)))
        f.setBold(True)
        return f

    def show_text(self, text: str, base_px: float, max_width: float = math.inf,
                  max_height: float = math.inf, smallest_px: float | None = None) -> None:
        """Show ``text`` at once (a fading bubble comes back) in type ``base_px``, at most
        ``max_width`` wide and, with type down to ``smallest_px``, ``max_height`` high (see
        :meth:`fit_width`)."""
        self._fade.stop()
        self.text = text
        self.base_px = self._wanted_px = base_px
        self.fit_width(max_width, max_height, smallest_px)
        self.setOpacity(1.0)
        self.show()

    def fit_width(self, max_width: float, max_height: float = math.inf,
                  smallest_px: float | None = None) -> None:
        """Break the text into as few lines as make the bubble at most ``max_width`` wide (a
        word wider than that stands alone); a resize calls it without showing the bubble
        again.

        Where that makes the bubble higher than ``max_height`` (a long German text on a short
        table: five lines) or a word wider than ``max_width``, the type gets smaller in
        half-pixel steps, down to ``smallest_px``, until the bubble fits: the lines get longer
        and fewer, and a bubble that fits its room covers no card. The room is kept exactly
        (:data:`ROUNDING` allows for floating point only): the layout sets the bubble flush
        with its room's edge, so what it is wider lies over what is beside the room. In the
        smallest type a word still too wide, or a line too many, takes some of the padding at
        the sides. The type grows back to the table's when the room does (a larger window).
        Too high even then, it keeps the smallest type."""
        self.prepareGeometryChange()
        wanted = self._wanted_px
        smallest = wanted if smallest_px is None else min(wanted, smallest_px)
        self.base_px = wanted
        while True:
            self._break_lines(max_width, max_height, sides_give_way=self.base_px <= smallest)
            fits = self._w <= max_width + ROUNDING and self._h <= max_height + ROUNDING
            if fits or self.base_px <= smallest:
                break
            self.base_px = max(smallest, self.base_px - 0.5)
        self.update()

    def _break_lines(self, max_width: float, max_height: float = math.inf,
                     sides_give_way: bool = False) -> None:
        """The lines and the bubble's size for the type in use (:attr:`base_px`), broken for
        the room the padding at the sides leaves in ``max_width``.

        With ``sides_give_way`` (the smallest type, which can get no smaller) the padding
        gives way, down to :data:`BUBBLE_LEAST_PAD` of it, where the bubble would not fit
        otherwise: to a word wider than that room (the player's "hearts!" beside its pile on
        a narrow table, 400x280 say), so that the bubble is no wider than ``max_width``; and
        to a line fewer where the lines are too many for ``max_height`` (the computer's
        German exchange in its corner on a table 384 wide: three lines, not four reaching
        over its taken pile)."""
        fm = QFontMetricsF(self._font())
        pad_w, pad_h = self.base_px * BUBBLE_PAD, self.base_px * 0.9
        words = self.text.split(" ")
        self._lines = _balanced_lines(words, fm.horizontalAdvance, max_width - pad_w)
        if sides_give_way and _lines_height(fm, len(self._lines), pad_h) > max_height + ROUNDING:
            fewer = _balanced_lines(words, fm.horizontalAdvance,
                                    max_width - pad_w * BUBBLE_LEAST_PAD)
            if len(fewer) < len(self._lines):
                self._lines = fewer
        widest = max(fm.horizontalAdvance(line) for line in self._lines)
        if sides_give_way:
            pad_w = max(pad_w * BUBBLE_LEAST_PAD, min(pad_w, max_width - widest))
        self._w = widest + pad_w
        self._h = _lines_height(fm, len(self._lines), pad_h)
        self._radius = (fm.height() + pad_h) / 2  # a pill on one line, round corners on more

    @property
    def lines(self) -> list[str]:
        """The text as the bubble shows it, line by line."""
        return list(self._lines)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        painter.setPen(QPen(QColor("#8a6d00"), 1.5))
        painter.setBrush(QColor("#fff3b0"))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), self._radius, self._radius)
        painter.setPen(QColor("#2b2200"))
        painter.setFont(self._font())
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, "\n".join(self._lines))

    def _set_fade(self, value) -> None:
        self.setOpacity(float(value))

    def fade_out(self, duration: int = 400) -> None:
        if duration <= 0 or not self.isVisible():
            self._fade.stop()
            self.hide()
            return
        self._fade.setDuration(duration)
        self._fade.start()


def _lines_height(fm: QFontMetricsF, count: int, pad: float) -> float:
    """How high a bubble of ``count`` lines in the font of ``fm`` is, with ``pad`` above and
    below them together."""
    return fm.height() + fm.lineSpacing() * (count - 1) + pad


def _balanced_lines(words: list[str], advance: Callable[[str], float],
                    width: float) -> list[str]:
    """``words`` in the fewest lines no wider than ``width`` (as measured by ``advance``), the
    widest of them as narrow as it can be: "Computer:" over "20 in clubs!" rather than
    "Computer: 20 in" over "clubs!". A line may end only between words; one word wider than
    ``width`` makes a line of its own. Announcements have a dozen words at most, so every way
    of breaking them is tried (a longer text is filled line by line).

    Of the ways with that many lines, one that leaves a short word alone on a line
    (:data:`LEFT_OVER`: "Der" over "Computer tauscht:") is taken only when every way does;
    of two ways about as narrow, the one with a line ending at a colon reads best."""
    n = len(words)
    width = max([width, *(advance(word) for word in words)])
    if n > 12:
        lines = [words[0]]
        for word in words[1:]:
            if advance(f"{lines[-1]} {word}") <= width + ROUNDING:
                lines[-1] = f"{lines[-1]} {word}"
            else:
                lines.append(word)
        return lines
    for count in range(1, n + 1):
        ways = []
        for breaks in itertools.combinations(range(1, n), count - 1):
            lines = [" ".join(words[a:b]) for a, b in itertools.pairwise((0, *breaks, n))]
            widths = [advance(line) for line in lines]
            widest = max(widths)
            if widest > width + ROUNDING:
                continue
            left_over = sum(1 for line, w in zip(lines, widths, strict=True)
                            if " " not in line and w < widest * LEFT_OVER)
            colon = any(line.endswith(":") for line in lines[:-1])
            ways.append((left_over, round(widest / 4), not colon, lines))
        if ways:
            return min(ways, key=lambda way: way[:3])[3]
    return words


#: A word alone on a line of a bubble narrower than this part of its widest line is left
#: over, a poor break ("Der" over "Computer tauscht:"); a long word alone is not.
LEFT_OVER = 1 / 3

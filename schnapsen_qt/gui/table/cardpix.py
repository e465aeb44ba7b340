"""Card pictures for the scene: one small adapter over :class:`schnapsen_qt.cards.cardart.CardArt`.

If the card art cannot be loaded (missing resources), simple drawn placeholder cards are used,
so the table always works; a card the deck has no picture for (a Nine of a 20-card deck) gets
a placeholder too, without giving up the deck's other pictures. Placeholders show the corner
index and suit mark from the deck's descriptor. Switching art is one line:
:meth:`CardPixmaps._make_art`.
"""

from __future__ import annotations

from ...cards.decks import deck_info
from ...engine.cards import card_code
from ...i18n import current_language
from ...qt import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
    QRectF,
    QSize,
    Qt,
)

PLACEHOLDER_ASPECT = 1.5625
#: Placeholder pictures kept (no card art): two sizes of every card and back.
PLACEHOLDER_LIMIT = 100


class CardPixmaps:
    """``pixmap(card, width, dpr)``: a face (card >= 0) or the back (card < 0)."""

    def __init__(self, deck: str = "french", back: str = "blue") -> None:
        self.deck = deck
        self.back = back
        self.art = self._make_art(deck, back)
        self._cache: dict[tuple, QPixmap] = {}

    @staticmethod
    def _make_art(deck: str, back: str):
        try:
            from ...cards.cardart import CardArt

            return CardArt(deck, back=back)
        except Exception:  # noqa: BLE001 - no art: placeholders
            return None

    @property
    def aspect(self) -> float:
        if self.art is not None:
            from ...cards.cardart import CARD_ASPECT

            return CARD_ASPECT
        return PLACEHOLDER_ASPECT

    def set_deck(self, deck: str, back: str) -> None:
        if deck == self.deck and back == self.back:
            return
        self.deck, self.back = deck, back
        try:
            if self.art is None:
                raise ValueError("no art yet")
            self.art.deck = deck
            self.art.back = back
        except ValueError:  # (still) no art, or a deck/back it does not know: start afresh
            self.art = self._make_art(deck, back)
        self._cache.clear()

    def size_for_width(self, width: float) -> tuple[int, int]:
        w = max(8, int(round(width)))
        return w, int(round(w * self.aspect))

    def pixmap(self, card: int, width: float, dpr: float = 1.0) -> QPixmap:
        w, h = self.size_for_width(width)
        code = card_code(card) if card >= 0 else "back"
        if self.art is not None and (card < 0 or self.art.info.has(code)):
            try:
                return self.art.pixmap(code, QSize(w, h), dpr)
            except (OSError, ValueError):
                self.art = None
        key = (self.deck, self.back, current_language(), card, w, h, round(dpr, 3))
        pm = self._cache.get(key)
        if pm is None:
            pm = _placeholder(card, w, h, dpr, self.deck, self.back)
            if len(self._cache) >= PLACEHOLDER_LIMIT:  # sizes come and go with the window
                self._cache.pop(next(iter(self._cache)))
            self._cache[key] = pm
        return pm

    def table(self, w: int, h: int, dpr: float = 1.0) -> QPixmap | None:
        if self.art is None:
            return None
        try:
            return self.art.table_pixmap(QSize(w, h), dpr)
        except (OSError, ValueError):
            return None


def paint_table(painter: QPainter, rect: QRectF, table: QRectF, pm: QPixmap | None) -> None:
    """The table's cloth (``pm``, or a green gradient without card art) in ``rect`` of the
    scene ``table``, with a soft darker band behind its middle."""
    if pm is not None and not pm.isNull():
        painter.drawPixmap(table, pm, QRectF(pm.rect()))
    else:
        g = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.75)
        g.setColorAt(0.0, QColor("#2f8f52"))
        g.setColorAt(0.6, QColor("#1f6e3d"))
        g.setColorAt(1.0, QColor("#0f4223"))
        painter.fillRect(rect, g)
    band = QLinearGradient(0, table.height() * 0.3, 0, table.height() * 0.7)
    band.setColorAt(0.0, QColor(0, 0, 0, 0))
    band.setColorAt(0.5, QColor(0, 0, 0, 28))
    band.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.fillRect(QRectF(0, table.height() * 0.3, table.width(), table.height() * 0.4), band)


def _placeholder(card: int, w: int, h: int, dpr: float, deck: str, back: str) -> QPixmap:
    pm = QPixmap(max(1, int(w * dpr)), max(1, int(h * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0.5, 0.5, w - 1, h - 1)
    radius = w * 0.07
    if card < 0:
        p.setPen(QPen(QColor("#f4f4f4"), max(1.0, w * 0.03)))
        p.setBrush(QBrush(QColor("#8b1a1a" if back == "red" else "#1d3f8f")))
        p.drawRoundedRect(rect, radius, radius)
        p.setPen(QPen(QColor(255, 255, 255, 90), 1))
        step = max(4.0, w / 8)
        x: float = -h
        while x < w:
            p.drawLine(int(x), 0, int(x + h), h)
            x += step
        p.end()
        return pm
    p.setPen(QPen(QColor("#555555"), 1))
    p.setBrush(QBrush(QColor("#fdfdf8")))
    p.drawRoundedRect(rect, radius, radius)
    code = card_code(card)
    info = deck_info(deck)
    if info is not None:
        label = info.index_in(current_language()).get(code[0], code[0])
        mark, color = info.suit_marks[code[1]], info.suit_colours[code[1]]
    else:  # no usable descriptor: the card code itself
        label, mark, color = code[0], code[1], "#c0162b" if code[1] in "DH" else "#111111"
    p.setPen(QColor(color))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(w * 0.2)))
    p.setFont(font)
    p.drawText(QRectF(w * 0.06, h * 0.03, w * 0.5, h * 0.18), Qt.AlignmentFlag.AlignLeft,
               label + "\n")
    p.drawText(QRectF(w * 0.06, h * 0.17, w * 0.5, h * 0.18), Qt.AlignmentFlag.AlignLeft, mark)
    font.setPixelSize(max(8, int(w * 0.5)))
    p.setFont(font)
    p.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, mark)
    p.end()

    return pm

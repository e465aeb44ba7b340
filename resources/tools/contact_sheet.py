#!/usr/bin/env python3
"""Render a contact sheet of all decks and backs to ``docs/images/cards.png`` (Qt, offscreen).

Usage::

    python resources/tools/contact_sheet.py [--out docs/images/cards.png] [--width 100]
                                            [--fan FAN.png]

Two rows per deck (clubs and diamonds, then hearts and spades; Ace, Ten, King, Queen, Jack and
the Nine where the deck has one), then the backs, and a fan of five cards per deck at 60 px
width to check the corner indices at hand size.
``--fan`` also writes that fan alone, enlarged 1:1, to a separate PNG.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from schnapsen_qt.cards.cardart import BACK, CardArt, available_backs, available_decks  # noqa: E402

GAP = 8
COLS = 12  # two suits of six ranks per row


FAN_W, FAN_BOX = 60, (250, 150)  # card width in the fans, fan bounding box


def fan(painter: QPainter, art: CardArt, codes: list[str], x: float, y: float,
        width: int = FAN_W) -> None:
    """Cards fanned like a hand held by a player, inside a box at (x, y)."""
    size = art.size_for_width(width)
    radius = size.height() * 2.4
    pivot = QPointF(x + FAN_BOX[0] / 2, y + 12 + size.height() / 2 + radius)
    for i, code in enumerate(codes):
        painter.save()
        painter.translate(pivot)
        painter.rotate((i - (len(codes) - 1) / 2) * 10)
        painter.translate(-width / 2, -radius - size.height() / 2)
        painter.drawPixmap(0, 0, art.pixmap(code, size, painter.device().devicePixelRatioF()))
        painter.restore()


FAN_HANDS = {
    "french": ["AS", "TD", "KH", "QC", "9S"],
    "french4": ["AC", "TD", "KH", "QS", "9H"],
    "german": ["AC", "9D", "KC", "QD", "JS"],  # Eichel beside Schellen: distinct at a glance?
    "numbers": ["AH", "TS", "KD", "QC", "JH"],
}


def suit_rows(codes: tuple[str, ...]) -> list[list[str]]:
    """The deck's codes in two rows: clubs and diamonds, then hearts and spades."""
    return [[c for c in codes if c[1] in pair] for pair in ("CD", "HS")]


def render_sheet(width: int, dpr: float = 1.0) -> QImage:
    art = CardArt()
    decks = available_decks()
    size = art.size_for_width(width)
    sheet_w = GAP + COLS * (width + GAP)
    rows = len(decks) * 2 + 1
    sheet_h = GAP + rows * (size.height() + GAP) + FAN_BOX[1] + GAP
    image = QImage(int(sheet_w * dpr), int(sheet_h * dpr), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(0, 0, art.table_pixmap((sheet_w, sheet_h), dpr))
    y = GAP
    for deck in decks:
        art.deck = deck.key
        for row in suit_rows(deck.codes):
            for col, code in enumerate(row):
                painter.drawPixmap(GAP + col * (width + GAP), y, art.pixmap(code, size, dpr))
            y += size.height() + GAP
    backs = available_backs()
    for i, back in enumerate(backs):
        art.back = back
        painter.drawPixmap(GAP + i * (width + GAP), y, art.pixmap(BACK, size, dpr))
    # the application icon beside the backs
    icon = QSvgRenderer(str(art.root / "icons" / "schnapsen-qt.svg"))
    if icon.isValid():
        side = size.height() - 2 * GAP
        x = sheet_w - GAP - side - (width + GAP)
        icon.render(painter, QRectF(x, y + GAP, side, side))
    y += size.height() + GAP
    # fans of five cards at 60 px, one per deck, to check the corner indices
    x = (sheet_w - len(decks) * FAN_BOX[0]) / 2
    for deck in decks:
        art.deck = deck.key
        fan(painter, art, FAN_HANDS.get(deck.key, ["AH", "TH", "KH", "QH", "JH"]), x, y)
        x += FAN_BOX[0]
    painter.setPen(QColor(255, 255, 255, 60))
    painter.drawText(QRectF(0, sheet_h - 18, sheet_w - 8, 16),
                     int(Qt.AlignmentFlag.AlignRight), "Schnapsen Qt card art, CC BY-SA 4.0")
    painter.end()
    return image


def render_fan(deck: str, codes: list[str]) -> QImage:
    art = CardArt(deck)
    image = QImage(FAN_BOX[0], FAN_BOX[1], QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(0, 0, art.table_pixmap(FAN_BOX, 1.0))
    fan(painter, art, codes, 0, 0)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images" / "cards.png")
    parser.add_argument("--width", type=int, default=100, help="card width in the sheet")
    parser.add_argument("--fan", type=Path, help="also write 60 px fans of each deck here")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if not render_sheet(args.width).save(str(args.out), "PNG"):
        print(f"cannot write {args.out}", file=sys.stderr)
        return 1
    print(f"wrote {args.out} ({args.out.stat().st_size // 1024} KiB)")
    if args.fan:
        for deck in (d.key for d in available_decks()):
            out = args.fan.with_name(f"{args.fan.stem}-{deck}{args.fan.suffix}")
            hand = FAN_HANDS.get(deck, ["AH", "TH", "KH", "QH", "JH"])
            render_fan(deck, hand).save(str(out), "PNG")
            print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

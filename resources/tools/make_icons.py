#!/usr/bin/env python3
"""Render the application icon ``resources/icons/schnapsen-qt.svg`` to PNG, ICO and ICNS (Qt).

Writes, below ``resources/icons/``:

* ``hicolor/<N>x<N>/apps/schnapsen-qt.png`` for N in 16 22 24 32 48 64 128 256 512
  (the freedesktop icon theme layout, for Linux desktop files);
* ``schnapsen-qt.ico`` (Windows; PNG entries 16 24 32 48 64 128 256);
* ``schnapsen-qt.icns`` (macOS; ``ic07``..``ic10`` PNG entries, 128 256 512 1024).

The ICO and ICNS containers are written here in plain Python (PNG-compressed entries, which
every current Windows and macOS reads), so the result holds all sizes and does not depend on
which Qt image plugins are installed. Runs offscreen. Usage::

    python resources/tools/make_icons.py [--svg ICON.svg] [--out DIR]
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ICONS = Path(__file__).resolve().parents[1] / "icons"
NAME = "schnapsen-qt"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024))


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon as PNG bytes, ``size`` x ``size`` pixels with an alpha channel."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("Qt cannot write PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (ICONDIR, ICONDIRENTRY per size, then the data)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[bytes, bytes]) -> bytes:
    """A macOS .icns holding PNG images under the given OSType codes (ic07..ic10)."""
    body = b"".join(code + struct.pack(">I", 8 + len(data)) + data for code, data in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def generate(svg: Path, out: Path) -> list[Path]:
    """Write all PNG/ICO/ICNS files for ``svg`` below ``out``; return the paths written."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise OSError(f"cannot load {svg}")
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = render_png(renderer, size)
        return cache[size]

    written = []
    for size in HICOLOR_SIZES:
        target = out / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(png(size))
        written.append(target)
    ico = out / f"{NAME}.ico"
    ico.write_bytes(ico_bytes({size: png(size) for size in ICO_SIZES}))
    icns = out / f"{NAME}.icns"
    icns.write_bytes(icns_bytes({code: png(size) for code, size in ICNS_TYPES}))
    return written + [ico, icns]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--svg", type=Path, default=ICONS / f"{NAME}.svg")
    parser.add_argument("--out", type=Path, default=ICONS)
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for p in generate(args.svg, args.out):
        print(f"wrote {p} ({p.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

#!/usr/bin/env python3
"""Generate the Schnapsen Qt card art as SVG files (pure Python, deterministic, no Qt).

Writes, below the output directory (default: the ``resources/`` folder beside this script):

* ``cards/french/<code>.svg``  -- French-suited deck, red hearts/diamonds, black clubs/spades
* ``cards/french4/<code>.svg`` -- the same deck in four colours (clubs green, diamonds blue)
* ``cards/german/<code>.svg``  -- Austrian double-German deck (Herz, Schellen, Eichel, Laub)
* ``cards/backs/<name>.svg``   -- card backs (blue, red, green)
* ``table/felt.svg``           -- the green baize of the card table
* ``icons/schnapsen-qt.svg``   -- the application icon (PNG/ICO/ICNS: see ``make_icons.py``)

Card codes are rank then suit: ranks A T K Q J, suits C D H S (German: Eichel = C,
Schellen = D, Herz = H, Laub = S). Everything is drawn from vector paths; no fonts are used,
so the cards look the same on every system. The corner letters are stroked glyphs of our own.

Only SVG features that QtSvg renders (SVG Tiny 1.2: paths, basic shapes, groups with
transforms, linear and radial gradients) are used: no text, clip paths, filters or patterns.

Usage::

    python resources/tools/make_cards.py [--out DIR]

The art is original and licensed CC BY-SA 4.0, see ``resources/LICENSE.md``.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE.parent

W, H = 240, 375  # card viewBox; 57 x 89 mm proportions (0.64)
CX, CY = W / 2, H / 2
SUITS = "CDHS"
#: The descriptors (``cards/<deck>/deck.json``) say which cards each deck has and what its
#: corner indices read; they are read from this source tree, whatever ``--out`` is.
DESCRIPTORS = HERE.parent / "cards"

CREAM = "#fffdf6"
EDGE = "#4a443c"
INK = "#2a2118"  # outline colour of the figures
GOLD = "#e0b23c"
GOLD_DARK = "#8a6512"
SKIN = "#f6d7b5"


# --------------------------------------------------------------------------- SVG helpers


def n(v: float) -> str:
    """A number for SVG: two decimals at most, no trailing zeros, never ``-0``."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def attrs(**kw: object) -> str:
    out = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f'{name}="{n(value) if isinstance(value, float) else value}"')
    return " ".join(out)


def path(d: str, fill: str = "none", stroke: str | None = None, sw: float | None = None,
         **kw: object) -> str:
    extra = attrs(**kw)
    return (f'<path d="{d}" {attrs(fill=fill, stroke=stroke, stroke_width=sw)}'
            f'{" " + extra if extra else ""}/>')


def circle(cx: float, cy: float, r: float, fill: str = "none", stroke: str | None = None,
           sw: float | None = None, **kw: object) -> str:
    a = attrs(cx=float(cx), cy=float(cy), r=float(r), fill=fill, stroke=stroke, stroke_width=sw,
              **kw)
    return f"<circle {a}/>"


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: str = "none",
            stroke: str | None = None, sw: float | None = None, **kw: object) -> str:
    a = attrs(cx=float(cx), cy=float(cy), rx=float(rx), ry=float(ry), fill=fill, stroke=stroke,
              stroke_width=sw, **kw)
    return f"<ellipse {a}/>"


def rect(x: float, y: float, w: float, h: float, rx: float = 0, fill: str = "none",
         stroke: str | None = None, sw: float | None = None, **kw: object) -> str:
    a = attrs(x=float(x), y=float(y), width=float(w), height=float(h),
              rx=float(rx) if rx else None, fill=fill, stroke=stroke, stroke_width=sw, **kw)
    return f"<rect {a}/>"


def group(parts: Iterable[str], transform: str | None = None, **kw: object) -> str:
    head = attrs(transform=transform, **kw)
    return f"<g{' ' + head if head else ''}>" + "".join(parts) + "</g>"


def place(parts: Iterable[str], x: float, y: float, scale: float = 1.0,
          rotate: float = 0.0) -> str:
    t = f"translate({n(x)} {n(y)})"
    if rotate:
        t += f" rotate({n(rotate)})"
    if scale != 1.0:
        t += f" scale({n(scale)})"
    return group(parts, t)


def circle_d(cx: float, cy: float, r: float) -> str:
    """A circle as path data (two arcs)."""
    return (f"M{n(cx - r)},{n(cy)} A{n(r)},{n(r)} 0 1 0 {n(cx + r)},{n(cy)} "
            f"A{n(r)},{n(r)} 0 1 0 {n(cx - r)},{n(cy)} Z")


def mirror_d(points: list[tuple[float, float]]) -> str:
    """Closed polyline through ``points`` and their mirror image in x = 0."""
    pts = points + [(-x, y) for x, y in reversed(points)]
    return "M" + " L".join(f"{n(x)},{n(y)}" for x, y in pts) + " Z"


class Defs:
    """Collects gradient definitions for one SVG document (ids stay unique)."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    @staticmethod
    def _stops(stops: list[tuple]) -> str:
        out = []
        for stop in stops:
            o, c = stop[0], stop[1]
            op = f' stop-opacity="{n(stop[2])}"' if len(stop) > 2 else ""
            out.append(f'<stop offset="{n(o)}" stop-color="{c}"{op}/>')
        return "".join(out)

    def linear(self, gid: str, stops: list[tuple], x1: float = 0, y1: float = 0,
               x2: float = 0, y2: float = 1) -> str:
        if gid not in self.items:
            s = self._stops(stops)
            self.items[gid] = (f'<linearGradient id="{gid}" x1="{n(x1)}" y1="{n(y1)}" '
                               f'x2="{n(x2)}" y2="{n(y2)}">{s}</linearGradient>')
        return f"url(#{gid})"

    def radial(self, gid: str, stops: list[tuple], cx: float = 0.5,
               cy: float = 0.5, r: float = 0.5, fx: float | None = None,
               fy: float | None = None) -> str:
        if gid not in self.items:
            s = self._stops(stops)
            f = "" if fx is None else f' fx="{n(fx)}" fy="{n(fy if fy is not None else cy)}"'
            self.items[gid] = (f'<radialGradient id="{gid}" cx="{n(cx)}" cy="{n(cy)}" '
                               f'r="{n(r)}"{f}>{s}</radialGradient>')
        return f"url(#{gid})"

    def svg(self) -> str:
        return "<defs>" + "".join(self.items[k] for k in sorted(self.items)) + "</defs>"


def document(width: float, height: float, body: str, defs: Defs | None, title: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{n(width)}" height="{n(height)}" viewBox="0 0 {n(width)} {n(height)}">\n'
        f"<title>{title}</title>\n"
        "<desc>Schnapsen Qt card art, generated by resources/tools/make_cards.py. "
        "CC BY-SA 4.0.</desc>\n"
        + (defs.svg() + "\n" if defs and defs.items else "")
        + body
        + "\n</svg>\n"
    )


# --------------------------------------------------------------------------- glyphs

# Corner letters as stroked paths in a box 100 units high (top y = 0); value: (width, d).
GLYPHS: dict[str, tuple[float, str]] = {
    "A": (72, "M0,100 L36,0 L72,100 M15,66 H57"),
    "K": (62, "M0,0 V100 M62,0 L6,58 M24,42 L64,100"),
    "Q": (72, "M36,0 C56,0 72,22 72,50 C72,78 56,100 36,100 C16,100 0,78 0,50 "
              "C0,22 16,0 36,0 Z M44,70 L74,104"),
    "J": (50, "M50,0 V68 C50,90 38,100 24,100 C10,100 1,90 0,76"),
    "1": (30, "M0,20 L28,0 V100"),
    "0": (44, "M22,0 C36,0 44,22 44,50 C44,78 36,100 22,100 C8,100 0,78 0,50 "
              "C0,22 8,0 22,0 Z"),
    "D": (62, "M0,0 V100 H22 C48,100 62,80 62,50 C62,20 48,0 22,0 Z"),
    "B": (58, "M0,0 V100 H32 C48,100 58,90 58,74 C58,58 48,50 30,50 H0 M0,50 H26 "
              "C42,50 52,42 52,25 C52,9 42,0 26,0 H0"),
    "O": (70, "M35,0 C55,0 70,22 70,50 C70,78 55,100 35,100 C15,100 0,78 0,50 "
              "C0,22 15,0 35,0 Z"),
    "U": (62, "M0,0 V64 C0,88 13,100 31,100 C49,100 62,88 62,64 V0"),
    "X": (66, "M0,0 L66,100 M66,0 L0,100"),
    "2": (50, "M2,24 C4,9 14,0 26,0 C40,0 49,10 49,25 C49,45 30,62 0,100 H52"),
    "3": (48, "M1,15 C6,5 15,0 25,0 C38,0 46,9 46,24 C46,37 37,46 21,46 "
              "C38,46 48,56 48,72 C48,89 38,100 24,100 C13,100 4,94 0,84"),
    "4": (58, "M42,100 V0 L0,68 H58"),
    "9": (46, "M46,36 C46,56 36,70 23,70 C10,70 0,58 0,36 C0,14 10,0 23,0 "
              "C36,0 46,14 46,36 V62 C46,88 36,100 22,100 C12,100 5,95 2,86"),
}
GLYPH_STROKE = 18.0
GLYPH_GAP = 11.0


def glyph_text(text: str, cx: float, top: float, height: float, colour: str) -> str:
    """Stroked letters ``text`` centred on ``cx`` with cap height ``height``."""
    widths = [GLYPHS[c][0] for c in text]
    total = sum(widths) + GLYPH_GAP * (len(text) - 1)
    s = height / 100
    parts, x = [], 0.0
    for c, w in zip(text, widths, strict=True):
        parts.append(group([path(GLYPHS[c][1])], f"translate({n(x)} 0)"))
        x += w + GLYPH_GAP
    x0 = cx - total * s / 2
    return group(parts, f"translate({n(x0)} {n(top)}) scale({n(s)})",
                 fill="none", stroke=colour, stroke_width=n(GLYPH_STROKE),
                 stroke_linecap="round", stroke_linejoin="round")


# --------------------------------------------------------------------------- suit signs
# Every suit sign is drawn in a box -50..50 around the origin, upright.


@dataclass(frozen=True)
class Deck:
    """How to draw one deck; which cards it has and their corner letters are in its descriptor."""

    name: str
    german: bool = False
    numbers: bool = False  # the number-card pack: 2, 3, 4 pips in place of Jack, Queen, King
    #: The language whose own corner letters the cards show (the descriptor's
    #: ``index_by_language``: the French pack in German has D and B for Dame and Bube).
    language: str = ""

    @cached_property
    def descriptor(self) -> dict:
        return json.loads((DESCRIPTORS / self.name / "deck.json").read_text(encoding="utf-8"))

    @property
    def codes(self) -> list[str]:
        return list(self.descriptor["codes"])

    @property
    def rank_letters(self) -> dict[str, str]:
        letters = dict(self.descriptor["index"])
        if self.language:
            letters.update(self.descriptor["index_by_language"][self.language])
        return letters

    @property
    def local_letters(self) -> dict[str, dict[str, str]]:
        """The corner letters that differ per language (rank code -> letters)."""
        return dict(self.descriptor.get("index_by_language", {}))

    @property
    def suit_colours(self) -> dict[str, str]:
        """Index and flat pip colour per suit."""
        return dict(self.descriptor["suit_colours"])

    def card_title(self, code: str) -> str:
        """E.g. "Ten of hearts, French deck", from the descriptor's English words."""
        words = self.descriptor["card_names"]["en"]
        card = words["card"].format(rank=words["ranks"][code[0]], suit=words["suits"][code[1]])
        return f"{card}, {self.descriptor['name']['en']} deck"


FRENCH_HEART = ("M0,46 C-8,30 -48,8 -48,-18 C-48,-38 -33,-48 -20,-48 C-9,-48 -2,-41 0,-32 "
                "C2,-41 9,-48 20,-48 C33,-48 48,-38 48,-18 C48,8 8,30 0,46 Z")
FRENCH_DIAMOND = "M0,-50 Q14,-22 38,0 Q14,22 0,50 Q-14,22 -38,0 Q-14,-22 0,-50 Z"
FRENCH_SPADE = ("M0,-50 C-8,-32 -48,-12 -48,12 C-48,30 -34,38 -22,38 C-12,38 -5,33 -2,28 "
                "C-3,38 -9,46 -18,50 L18,50 C9,46 3,38 2,28 C5,33 12,38 22,38 "
                "C34,38 48,30 48,12 C48,-12 8,-32 0,-50 Z")
FRENCH_CLUB = (
    circle_d(0, -25, 21),
    circle_d(-23, 10, 21),
    circle_d(23, 10, 21),
    "M-10,-8 L10,-8 L12,14 L-12,14 Z",
    "M-4,8 C-4,30 -9,43 -18,50 L18,50 C9,43 4,30 4,8 Z",
)


def suit_paths(suit: str) -> tuple[str, ...]:
    """Path data of a French suit sign (separate sub-shapes, so no fill-rule holes)."""
    if suit == "C":
        return FRENCH_CLUB
    return ({"H": FRENCH_HEART, "D": FRENCH_DIAMOND, "S": FRENCH_SPADE}[suit],)


def french_suit(suit: str, colour: str) -> list[str]:
    return [path(d, fill=colour) for d in suit_paths(suit)]


GERMAN_HEART = ("M0,47 C-14,31 -50,12 -50,-15 C-50,-37 -35,-48 -21,-48 C-9,-48 -2,-40 0,-30 "
                "C2,-40 9,-48 21,-48 C35,-48 50,-37 50,-15 C50,12 14,31 0,47 Z")


def german_suit(suit: str, defs: Defs) -> list[str]:
    if suit == "H":  # Herz: a full, shaded heart
        fill = defs.radial("g-herz", [(0, "#ff6a5c"), (0.55, "#d6192b"), (1, "#8e0a17")],
                           cx=0.35, cy=0.3, r=0.75)
        return [
            path(GERMAN_HEART, fill=fill, stroke="#6e0712", sw=2.2),
            path("M-36,-26 C-36,-36 -28,-41 -20,-40 C-28,-36 -32,-30 -33,-20 Z",
                 fill="#ffffff", opacity="0.55"),
        ]
    if suit == "D":  # Schellen: a golden hawk bell with a red band and a slot
        fill = defs.radial("g-schelle", [(0, "#fff3a6"), (0.45, "#f2c230"), (1, "#b07a06")],
                           cx=0.38, cy=0.32, r=0.72)
        r, cy = 40.0, 4.0
        y1, y2 = -10.0, 6.0
        x1 = math.sqrt(r * r - (y1 - cy) ** 2)
        x2 = math.sqrt(r * r - (y2 - cy) ** 2)
        band = (f"M{n(-x1)},{n(y1)} A{n(r)},{n(r)} 0 0 0 {n(-x2)},{n(y2)} L{n(x2)},{n(y2)} "
                f"A{n(r)},{n(r)} 0 0 0 {n(x1)},{n(y1)} Z")
        dots = [circle(x, -2, 2.2, fill="#ffe27a") for x in (-26, -13, 0, 13, 26)]
        return [
            circle(0, -40, 6.5, stroke="#8a5a00", sw=3.5),
            path(circle_d(0, cy, r), fill=fill, stroke="#6b4500", sw=2.2),
            path(band, fill="#c8102e", stroke="#6b0a14", sw=1.4),
            *dots,
            path("M-16,25 L16,25", stroke="#3a2200", sw=3.6, stroke_linecap="round"),
            circle(-17, 25, 4, fill="#3a2200"),
            circle(17, 25, 4, fill="#3a2200"),
            ellipse(-16, -20, 8, 5, fill="#ffffff", opacity="0.6",
                    transform="rotate(-30 -16 -20)"),
        ]
    if suit == "C":  # Eichel: an upright acorn, chestnut-brown nut in a dark olive cup
        # Brown and olive, never gold: at hand size the Eichel must not look like the Schellen.
        nut = defs.linear("g-nut", [(0, "#c98a4b"), (0.55, "#8f5524"), (1, "#5c3110")],
                          x1=0, y1=0, x2=1, y2=0)
        cup = defs.radial("g-cup", [(0, "#7d7a3a"), (1, "#3b3a14")], cx=0.4, cy=0.3, r=0.8)
        scales = []
        for row, y in enumerate((6.0, 15.0, 24.0, 32.0)):
            half = 32 * math.sqrt(max(0.0, 1 - ((y + 2) / 42) ** 2)) - 5
            step = 10.0
            x = -half + (step / 2 if row % 2 else 0)
            while x <= half + 0.01:
                scales.append(f"M{n(x - 4.5)},{n(y)} Q{n(x)},{n(y + 6)} {n(x + 4.5)},{n(y)}")
                x += step
        return [
            path("M2,38 C2,44 6,48 10,51", stroke="#3b3a14", sw=5, stroke_linecap="round"),
            path("M0,-48 C18,-45 29,-22 29,0 L-29,0 C-29,-22 -18,-45 0,-48 Z",
                 fill=nut, stroke="#3d1f08", sw=2),
            path("M0,-48 L-3,-54 L3,-54 Z", fill="#3d1f08", stroke="#3d1f08", sw=2),
            path("M-33,-4 C-33,24 -18,40 0,40 C18,40 33,24 33,-4 Z",
                 fill=cup, stroke="#262508", sw=2),
            path(" ".join(scales), stroke="#262508", sw=1.5, stroke_linecap="round"),
            rect(-35, -8, 70, 8, rx=4, fill="#55531f", stroke="#262508", sw=1.8),
            ellipse(-12, -28, 4.5, 10, fill="#ffffff", opacity="0.5"),
        ]
    if suit == "S":  # Laub: a green leaf with veins, tip up, stalk down
        fill = defs.radial("g-laub", [(0, "#8fd16a"), (0.55, "#3f9b34"), (1, "#1d5e1c")],
                           cx=0.38, cy=0.3, r=0.75)
        outline = ("M0,-50 C8,-40 20,-36 26,-26 C34,-22 44,-10 42,6 C40,22 28,34 14,35 "
                   "C10,36 6,35 4,33 L4,50 L-4,50 L-4,33 C-6,35 -10,36 -14,35 "
                   "C-28,34 -40,22 -42,6 C-44,-10 -34,-22 -26,-26 C-20,-36 -8,-40 0,-50 Z")
        veins = ["M0,-42 L0,40"]
        for y, w in ((-26, 14), (-12, 24), (3, 30), (18, 24)):
            veins.append(f"M0,{n(y + 10)} Q{n(w * 0.5)},{n(y + 4)} {n(w)},{n(y - 4)}")
            veins.append(f"M0,{n(y + 10)} Q{n(-w * 0.5)},{n(y + 4)} {n(-w)},{n(y - 4)}")
        return [
            path(outline, fill=fill, stroke="#123f12", sw=2.2),
            path(" ".join(veins), stroke="#174f17", sw=2, stroke_linecap="round"),
        ]
    raise ValueError(suit)


def suit_parts(deck: Deck, suit: str, defs: Defs) -> list[str]:
    if deck.german:
        return german_suit(suit, defs)
    return french_suit(suit, deck.suit_colours[suit])


# --------------------------------------------------------------------------- decks

DECKS = {
    "french": Deck("french"),
    "french4": Deck("french4"),
    "german": Deck("german", german=True),
    "numbers": Deck("numbers", numbers=True),
}


# --------------------------------------------------------------------------- card faces

INDEX_X = 26.0
INDEX_TOP = 16.0
INDEX_H = 42.0
INDEX_PIP_Y = 82.0
INDEX_PIP = 30.0
FRAME = (48.0, 20.0, 192.0, 355.0)  # court picture frame: x0, y0, x1, y1


def face_base() -> list[str]:
    return [rect(1, 1, W - 2, H - 2, rx=14, fill=CREAM, stroke=EDGE, sw=1.6)]


def corner_indices(deck: Deck, rank: str, suit: str, defs: Defs) -> list[str]:
    letters = deck.rank_letters[rank]
    colour = deck.suit_colours[suit]
    one = [
        glyph_text(letters, INDEX_X, INDEX_TOP, INDEX_H, colour),
        place(suit_parts(deck, suit, defs), INDEX_X, INDEX_PIP_Y, INDEX_PIP / 100),
    ]
    return [group(one), group(one, f"rotate(180 {n(CX)} {n(CY)})")]


def pip(deck: Deck, suit: str, defs: Defs, x: float, y: float, size: float,
        flip: bool = False) -> str:
    return place(suit_parts(deck, suit, defs), x, y, size / 100, 180 if flip else 0)


PIP_XS = (76.0, 164.0)  # the two pip columns
PIP_ROWS = (CY - 108, CY - 36, CY + 36, CY + 108)  # the four rows of a Ten or Nine
# Pips of the number-card pack's 2, 3 and 4 (in place of Jack, Queen, King): as many as the
# card's points, in the usual arrangement of a 2, 3 and 4.
NUMBER_PIPS = {
    "J": ((CX, CY - 108), (CX, CY + 108)),
    "Q": ((CX, CY - 108), (CX, CY), (CX, CY + 108)),
    "K": ((PIP_XS[0], CY - 108), (PIP_XS[1], CY - 108), (PIP_XS[0], CY + 108),
          (PIP_XS[1], CY + 108)),
}


def pip_face(deck: Deck, rank: str, suit: str, defs: Defs) -> list[str]:
    """A pip card: the Ten, the Nine, or a 2, 3, 4 of the number-card pack.

    Ten and Nine have two columns of four pips, the Ten two more between them, the Nine one in
    the centre; the lower half is turned upside down, as on real cards (the centre pip stays
    upright). The German Zehner carries a banner with a Roman X, as Austrian packs do.
    """
    size = 40.0 if deck.german else 42.0
    if rank in NUMBER_PIPS:
        spots = list(NUMBER_PIPS[rank])
        size = 48.0
    else:
        spots = [(x, y) for y in PIP_ROWS for x in PIP_XS]
        spots += [(CX, CY - 72), (CX, CY + 72)] if rank == "T" else [(CX, CY)]
    parts = [pip(deck, suit, defs, x, y, size, flip=y > CY) for x, y in spots]
    if deck.german and rank == "T":
        parts.insert(0, banner(CX, CY, 44, deck.suit_colours[suit]))
    return parts


def banner(x: float, y: float, width: float, colour: str) -> str:
    h = 13.0
    d = (f"M{n(x - width)},{n(y - h)} L{n(x + width)},{n(y - h)} L{n(x + width - 8)},{n(y)} "
         f"L{n(x + width)},{n(y + h)} L{n(x - width)},{n(y + h)} L{n(x - width + 8)},{n(y)} Z")
    return group([
        path(d, fill="#fbf0cf", stroke=GOLD_DARK, sw=1.4),
        glyph_text("X", x, y - 8, 16, colour),
    ])


def ace_face(deck: Deck, suit: str, defs: Defs) -> list[str]:
    parts: list[str] = []
    colour = deck.suit_colours[suit]
    if deck.german:
        # The Daus: the suit sign in an oak-and-laurel wreath, with a golden ribbon.
        leaves = []
        for i in range(28):
            a = -90 + (i + 0.5) * 360 / 28
            if 62 < a < 118:  # leave room for the ribbon at the bottom
                continue
            rad = math.radians(a)
            x, y = CX + 86 * math.cos(rad), CY + 86 * math.sin(rad)
            leaves.append(ellipse(0, 0, 5.5, 12, fill="#3f8a34" if i % 2 else "#2d6d27",
                                  stroke="#174f17", sw=1,
                                  transform=f"translate({n(x)} {n(y)}) rotate({n(a + 60)})"))
        berries = []
        for i in range(0, 28, 4):
            a = -90 + i * 360 / 28
            if 62 < a < 118:
                continue
            rad = math.radians(a)
            berries.append(circle(CX + 78 * math.cos(rad), CY + 78 * math.sin(rad), 3.2,
                                  fill="#c8102e", stroke="#6b0a14", sw=0.8))
        parts.append(circle(CX, CY, 86, stroke="#2d6d27", sw=1.6))
        parts += leaves + berries
        ribbon = (f"M{n(CX - 52)},{n(CY + 78)} Q{n(CX)},{n(CY + 98)} {n(CX + 52)},{n(CY + 78)} "
                  f"L{n(CX + 60)},{n(CY + 96)} L{n(CX + 46)},{n(CY + 94)} "
                  f"Q{n(CX)},{n(CY + 114)} {n(CX - 46)},{n(CY + 94)} "
                  f"L{n(CX - 60)},{n(CY + 96)} Z")
        parts.append(path(ribbon, fill=defs.linear("g-ribbon", [(0, "#f6d365"), (1, "#c8931c")]),
                          stroke=GOLD_DARK, sw=1.4))
        parts.append(circle(CX, CY - 96, 5, fill=GOLD, stroke=GOLD_DARK, sw=1.2))
        parts.append(pip(deck, suit, defs, CX, CY - 4, 118))
        return parts
    # French ace: a big suit sign in a fine double ring with small ornaments.
    ring = "#b8912a"
    parts.append(circle(CX, CY, 82, stroke=ring, sw=2.2))
    parts.append(circle(CX, CY, 76, stroke=ring, sw=1))
    for i in range(24):
        a = math.radians(i * 15)
        r = 3.0 if i % 6 == 0 else 1.7
        parts.append(circle(CX + 79 * math.cos(a), CY + 79 * math.sin(a), r, fill=ring))
    for i in range(4):
        a = i * 90 + 45
        parts.append(path("M0,-94 C6,-88 6,-84 0,-79 C-6,-84 -6,-88 0,-94 Z", fill=colour,
                          transform=f"translate({n(CX)} {n(CY)}) rotate({n(a)})"))
    parts.append(pip(deck, suit, defs, CX, CY, 116 if suit != "D" else 124))
    if suit == "S":  # the ornate Ace of Spades: a fine cream inline and a golden boss
        parts.append(place([path(FRENCH_SPADE, stroke=CREAM, sw=3.2)], CX, CY - 3, 0.86))
        parts.append(place([path(FRENCH_SPADE, stroke=GOLD, sw=2.4)], CX, CY - 4, 0.5))
        parts.append(circle(CX, CY + 2, 5, fill=GOLD, stroke=CREAM, sw=1.2))
    return parts


# ---- court cards


@dataclass(frozen=True)
class Dress:
    robe: str
    second: str
    trim: str = GOLD
    hair: str = "#7a4a1e"


FRENCH_DRESS = {
    "H": Dress("#b3202a", "#1f3f8f", hair="#8a5a2b"),
    "D": Dress("#e0a82a", "#b3202a", hair="#5a3514"),
    "C": Dress("#1f3f8f", "#e0a82a", hair="#3a2a1a"),
    "S": Dress("#2c2f5a", "#b3202a", hair="#b98a3a"),
}
GERMAN_DRESS = {
    "H": Dress("#b3202a", "#2e6b2e", hair="#7a4a1e"),
    "D": Dress("#d9a21a", "#9a3412", hair="#5a3514"),
    "C": Dress("#5c3814", "#3d5a80", hair="#3a2a1a"),
    "S": Dress("#2e7d32", "#a32020", hair="#b98a3a"),
}


def swap(d: Dress) -> Dress:
    return Dress(d.second, d.robe, d.trim, d.hair)


def head(cx: float, cy: float, beard: str | None, moustache: bool, hair: str,
         long_hair: bool) -> list[str]:
    """A face seen from the front, centre (cx, cy), about 40 x 48 units."""
    parts = []
    if long_hair:
        parts.append(path(f"M{n(cx - 21)},{n(cy - 8)} C{n(cx - 30)},{n(cy + 16)} "
                          f"{n(cx - 32)},{n(cy + 36)} {n(cx - 22)},{n(cy + 46)} "
                          f"L{n(cx + 22)},{n(cy + 46)} C{n(cx + 32)},{n(cy + 36)} "
                          f"{n(cx + 30)},{n(cy + 16)} {n(cx + 21)},{n(cy - 8)} Z",
                          fill=hair, stroke=INK, sw=1.3))
    parts.append(path(f"M{n(cx - 6)},{n(cy + 18)} L{n(cx - 7)},{n(cy + 32)} "
                      f"L{n(cx + 7)},{n(cy + 32)} L{n(cx + 6)},{n(cy + 18)} Z",
                      fill=SKIN, stroke=INK, sw=1.2))
    parts.append(ellipse(cx, cy, 19, 23, fill=SKIN, stroke=INK, sw=1.4))
    # hair on the forehead and at the temples
    parts.append(path(f"M{n(cx - 19)},{n(cy - 2)} C{n(cx - 20)},{n(cy - 18)} "
                      f"{n(cx - 10)},{n(cy - 23)} {n(cx)},{n(cy - 23)} "
                      f"C{n(cx + 10)},{n(cy - 23)} {n(cx + 20)},{n(cy - 18)} {n(cx + 19)},"
                      f"{n(cy - 2)} C{n(cx + 14)},{n(cy - 12)} {n(cx - 14)},{n(cy - 12)} "
                      f"{n(cx - 19)},{n(cy - 2)} Z", fill=hair, stroke=INK, sw=1.1))
    # eyes, brows, nose, mouth, cheeks
    for sx in (-1, 1):
        parts.append(ellipse(cx + sx * 7, cy - 2, 2.4, 1.7, fill="#2a1d12"))
        parts.append(path(f"M{n(cx + sx * 3)},{n(cy - 6.5)} Q{n(cx + sx * 7)},{n(cy - 9)} "
                          f"{n(cx + sx * 11)},{n(cy - 6)}", stroke=INK, sw=1.3,
                          stroke_linecap="round"))
        parts.append(circle(cx + sx * 10, cy + 6, 3.5, fill="#e88a7a", opacity="0.45"))
    parts.append(path(f"M{n(cx)},{n(cy - 3)} L{n(cx - 2.5)},{n(cy + 6)} L{n(cx + 1)},"
                      f"{n(cy + 7)}", stroke=INK, sw=1.1, stroke_linecap="round",
                      stroke_linejoin="round"))
    parts.append(path(f"M{n(cx - 5)},{n(cy + 12)} Q{n(cx)},{n(cy + 14.5)} {n(cx + 5)},"
                      f"{n(cy + 12)}", stroke="#9a2a2a", sw=1.6, stroke_linecap="round"))
    if beard:
        parts.append(path(f"M{n(cx - 18)},{n(cy + 2)} C{n(cx - 19)},{n(cy + 24)} "
                          f"{n(cx - 8)},{n(cy + 36)} {n(cx)},{n(cy + 38)} "
                          f"C{n(cx + 8)},{n(cy + 36)} {n(cx + 19)},{n(cy + 24)} {n(cx + 18)},"
                          f"{n(cy + 2)} C{n(cx + 14)},{n(cy + 14)} {n(cx + 8)},{n(cy + 17)} "
                          f"{n(cx)},{n(cy + 17)} C{n(cx - 8)},{n(cy + 17)} {n(cx - 14)},"
                          f"{n(cy + 14)} {n(cx - 18)},{n(cy + 2)} Z",
                          fill=beard, stroke=INK, sw=1.2))
    if moustache or beard:
        parts.append(path(f"M{n(cx - 11)},{n(cy + 11)} C{n(cx - 6)},{n(cy + 7)} "
                          f"{n(cx - 2)},{n(cy + 8)} {n(cx)},{n(cy + 9.5)} "
                          f"C{n(cx + 2)},{n(cy + 8)} {n(cx + 6)},{n(cy + 7)} {n(cx + 11)},"
                          f"{n(cy + 11)} C{n(cx + 6)},{n(cy + 11)} {n(cx + 2)},{n(cy + 12)} "
                          f"{n(cx)},{n(cy + 11)} C{n(cx - 2)},{n(cy + 12)} {n(cx - 6)},"
                          f"{n(cy + 11)} {n(cx - 11)},{n(cy + 11)} Z",
                          fill=beard or hair, stroke=INK, sw=0.8))
    return parts


def crown(cx: float, base: float, jewel: str, tall: bool = True) -> list[str]:
    h = 26.0 if tall else 18.0
    d = mirror_d([(0, base - h), (5, base - h * 0.45), (12, base - h * 0.92),
                  (16, base - h * 0.4), (23, base - h * 0.75), (22, base)])
    d = d.replace("M0", "M0", 1)
    parts = [
        path(f"M{n(cx - 18)},{n(base)} C{n(cx - 18)},{n(base - h)} {n(cx + 18)},"
             f"{n(base - h)} {n(cx + 18)},{n(base)} Z", fill="#a3162b", stroke=INK, sw=1),
        group([path(d, fill=GOLD, stroke=GOLD_DARK, sw=1.4, stroke_linejoin="round")],
              f"translate({n(cx)} 0)"),
        rect(cx - 23, base - 6, 46, 9, rx=2, fill=GOLD, stroke=GOLD_DARK, sw=1.4),
    ]
    for x, y in ((0, base - h), (12, base - h * 0.92), (-12, base - h * 0.92),
                 (23, base - h * 0.75), (-23, base - h * 0.75)):
        parts.append(circle(cx + x, y - 1.5, 2.6, fill="#fff6d0", stroke=GOLD_DARK, sw=0.8))
    for x, c in ((-14, "#1f3f8f"), (0, jewel), (14, "#1f3f8f")):
        parts.append(circle(cx + x, base - 1.5, 2.8, fill=c, stroke=GOLD_DARK, sw=0.7))
    return parts


def tiara(cx: float, base: float, jewel: str) -> list[str]:
    parts = [
        path(f"M{n(cx - 20)},{n(base)} L{n(cx - 20)},{n(base - 6)} Q{n(cx - 10)},{n(base - 20)} "
             f"{n(cx)},{n(base - 10)} Q{n(cx + 10)},{n(base - 20)} {n(cx + 20)},{n(base - 6)} "
             f"L{n(cx + 20)},{n(base)} Z", fill=GOLD, stroke=GOLD_DARK, sw=1.3),
        circle(cx, base - 16, 4.4, fill=jewel, stroke=GOLD_DARK, sw=1),
    ]
    for x in (-14, -7, 7, 14):
        parts.append(circle(cx + x, base - 16 + abs(x) * 0.25, 2.1, fill="#fffbe8",
                            stroke=GOLD_DARK, sw=0.6))
    return parts


def veil(cx: float, top: float, colour: str) -> str:
    return path(f"M{n(cx - 22)},{n(top)} C{n(cx - 40)},{n(top + 30)} {n(cx - 44)},"
                f"{n(top + 62)} {n(cx - 40)},{n(top + 82)} L{n(cx + 40)},{n(top + 82)} "
                f"C{n(cx + 44)},{n(top + 62)} {n(cx + 40)},{n(top + 30)} {n(cx + 22)},{n(top)} Z",
                fill=colour, stroke=INK, sw=1.2)


def beret(cx: float, base: float, colour: str, feather: str) -> list[str]:
    return [
        *plume(cx + 8, base - 14, feather),
        path(f"M{n(cx - 24)},{n(base)} C{n(cx - 28)},{n(base - 22)} {n(cx + 24)},"
             f"{n(base - 28)} {n(cx + 25)},{n(base)} Z", fill=colour, stroke=INK, sw=1.3),
        rect(cx - 24, base - 5, 49, 7, rx=3, fill=GOLD, stroke=GOLD_DARK, sw=1.1),
    ]


def plume(x: float, y: float, colour: str, direction: float = 1) -> list[str]:
    """An ostrich feather rising from (x, y), curling away to the side ``direction``."""
    k = direction
    d = (f"M{n(x)},{n(y)} C{n(x + k * 6)},{n(y - 22)} {n(x + k * 24)},{n(y - 34)} "
         f"{n(x + k * 40)},{n(y - 30)} C{n(x + k * 46)},{n(y - 28)} {n(x + k * 46)},{n(y - 20)} "
         f"{n(x + k * 40)},{n(y - 18)} C{n(x + k * 30)},{n(y - 16)} {n(x + k * 16)},{n(y - 10)} "
         f"{n(x + k * 8)},{n(y + 2)} Z")
    barbs = " ".join(
        f"M{n(x + k * (6 + i * 6))},{n(y - 6 - i * 4.5)} l{n(k * 5)},{n(4 + i * 0.3)}"
        for i in range(5)
    )
    spine = (f"M{n(x + k * 3)},{n(y - 2)} C{n(x + k * 10)},{n(y - 20)} {n(x + k * 24)},"
             f"{n(y - 27)} {n(x + k * 40)},{n(y - 24)}")
    return [
        path(d, fill=colour, stroke=INK, sw=1.1),
        path(spine + " " + barbs, stroke=INK, sw=0.8, opacity="0.6"),
    ]


def wide_hat(cx: float, base: float, colour: str, feather: str) -> list[str]:
    return [
        *plume(cx + 10, base - 12, feather),
        path(f"M{n(cx - 17)},{n(base - 2)} L{n(cx - 14)},{n(base - 24)} Q{n(cx)},{n(base - 30)} "
             f"{n(cx + 14)},{n(base - 24)} L{n(cx + 17)},{n(base - 2)} Z",
             fill=colour, stroke=INK, sw=1.3),
        ellipse(cx, base - 1, 34, 6.5, fill=colour, stroke=INK, sw=1.3),
        rect(cx - 16, base - 10, 32, 5, fill=GOLD, stroke=GOLD_DARK, sw=0.9),
    ]


def cap(cx: float, base: float, colour: str) -> list[str]:
    """A simple soft cap with a turned-up brim (the Unter's)."""
    return [
        path(f"M{n(cx - 21)},{n(base)} C{n(cx - 22)},{n(base - 24)} {n(cx + 4)},"
             f"{n(base - 34)} {n(cx + 26)},{n(base - 20)} C{n(cx + 20)},{n(base - 14)} "
             f"{n(cx + 22)},{n(base - 6)} {n(cx + 21)},{n(base)} Z",
             fill=colour, stroke=INK, sw=1.3),
        rect(cx - 22, base - 6, 44, 8, rx=3, fill="#f3ead2", stroke=INK, sw=1.1),
    ]


def robe(dress: Dress, kind: str, defs: Defs) -> list[str]:
    """Shoulders and chest in the upper half (y from -76 to 0), centre x = 0."""
    body = ("M-64,0 L-64,-34 C-64,-56 -46,-66 -22,-72 L22,-72 C46,-66 64,-56 64,-34 L64,0 Z")
    shade = defs.linear("g-shade", [(0, "#000000", 0.3), (0.3, "#000000", 0),
                                    (0.62, "#ffffff", 0.12), (1, "#000000", 0.32)],
                        x1=0, y1=0, x2=1, y2=0)
    parts = [path(body, fill=dress.robe)]
    # a front panel in the second colour with golden trim
    parts.append(path("M-20,-72 L20,-72 L13,0 L-13,0 Z", fill=dress.second, stroke=INK,
                      sw=1.2))
    parts.append(path(body, fill=shade, stroke=INK, sw=1.5))
    parts.append(path("M-20,-72 L-13,0 M20,-72 L13,0", stroke=dress.trim, sw=3))
    # sleeve seams and a patterned border at the shoulders
    parts.append(path("M-44,-62 C-40,-44 -40,-20 -44,0 M44,-62 C40,-44 40,-20 44,0",
                      stroke=INK, sw=1.1))
    for i in range(5):
        x = -58 + i * 3.4
        parts.append(circle(x + 2, -40 + i * 8, 1.6, fill=dress.trim))
        parts.append(circle(-x - 2, -40 + i * 8, 1.6, fill=dress.trim))
    if kind == "king":  # ermine collar
        parts.append(path("M-40,-66 C-26,-80 26,-80 40,-66 C26,-58 -26,-58 -40,-66 Z",
                          fill="#fbf8ef", stroke=INK, sw=1.2))
        for x in (-26, -13, 0, 13, 26):
            parts.append(path(f"M{n(x)},-70 l-1.6,4 l1.6,-1 l1.6,1 Z", fill="#1b1b1f"))
    elif kind == "queen":  # lace collar and a necklace
        for i in range(9):
            x = -32 + i * 8
            parts.append(circle(x, -72 + abs(x) * 0.12, 4.6, fill="#fbf8ef", stroke=INK, sw=0.8))
        parts.append(path("M-16,-64 Q0,-50 16,-64", stroke=GOLD, sw=2.2))
        parts.append(circle(0, -56, 3.2, fill="#c8102e", stroke=GOLD_DARK, sw=0.8))
    else:  # a plain turn-down collar
        parts.append(path("M-26,-72 L0,-58 L26,-72 L16,-76 L-16,-76 Z", fill="#f3ead2",
                          stroke=INK, sw=1.1))
    return parts


def hand(x: float, y: float) -> str:
    return ellipse(x, y, 6.5, 5.5, fill=SKIN, stroke=INK, sw=1.1)


def sceptre(x: float, top: float, bottom: float, tip: list[str]) -> list[str]:
    return [
        path(f"M{n(x)},{n(bottom)} L{n(x)},{n(top + 10)}", stroke=GOLD_DARK, sw=5,
             stroke_linecap="round"),
        path(f"M{n(x)},{n(bottom)} L{n(x)},{n(top + 10)}", stroke=GOLD, sw=2.6,
             stroke_linecap="round"),
        *tip,
    ]


def halberd(x: float, top: float, bottom: float) -> list[str]:
    return [
        path(f"M{n(x)},{n(bottom)} L{n(x)},{n(top)}", stroke="#5a3514", sw=3.6,
             stroke_linecap="round"),
        path(f"M{n(x)},{n(top - 6)} L{n(x - 3)},{n(top + 6)} L{n(x + 3)},{n(top + 6)} Z",
             fill="#c9ced6", stroke=INK, sw=1),
        path(f"M{n(x)},{n(top + 8)} C{n(x + 10)},{n(top + 4)} {n(x + 14)},{n(top + 12)} "
             f"{n(x + 14)},{n(top + 22)} C{n(x + 8)},{n(top + 20)} {n(x + 4)},{n(top + 22)} "
             f"{n(x)},{n(top + 26)} Z", fill="#c9ced6", stroke=INK, sw=1),
        path(f"M{n(x)},{n(top + 12)} L{n(x - 9)},{n(top + 16)} L{n(x)},{n(top + 20)} Z",
             fill="#c9ced6", stroke=INK, sw=1),
    ]


def sword(x: float, top: float, bottom: float) -> list[str]:
    return [
        path(f"M{n(x - 2.5)},{n(bottom - 16)} L{n(x - 2.5)},{n(top + 6)} L{n(x)},{n(top)} "
             f"L{n(x + 2.5)},{n(top + 6)} L{n(x + 2.5)},{n(bottom - 16)} Z",
             fill="#dfe3ea", stroke=INK, sw=1),
        rect(x - 10, bottom - 17, 20, 4, rx=2, fill=GOLD, stroke=GOLD_DARK, sw=1),
        rect(x - 2, bottom - 13, 4, 12, fill="#5a3514", stroke=INK, sw=0.8),
        circle(x, bottom, 3, fill=GOLD, stroke=GOLD_DARK, sw=0.8),
    ]


def rose(x: float, y: float, stem_to: tuple[float, float]) -> list[str]:
    sx, sy = stem_to
    return [
        path(f"M{n(sx)},{n(sy)} Q{n(x - 6)},{n((y + sy) / 2)} {n(x)},{n(y)}", stroke="#2e6b2e",
             sw=2.4),
        ellipse(x - 6, (y + sy) / 2, 5, 2.6, fill="#3f8a34",
                transform=f"rotate(-30 {n(x - 6)} {n((y + sy) / 2)})"),
        circle(x, y, 7.5, fill="#d6192b", stroke="#6e0712", sw=1),
        path(f"M{n(x - 4)},{n(y)} Q{n(x)},{n(y - 6)} {n(x + 4)},{n(y)} Q{n(x)},{n(y + 4)} "
             f"{n(x - 3)},{n(y + 1)}", stroke="#6e0712", sw=1),
    ]


def arm(shoulder: tuple[float, float], elbow: tuple[float, float], hand_at: tuple[float, float],
        dress: Dress) -> list[str]:
    """A sleeve from the shoulder over the elbow to a hand, with a golden cuff."""
    (sx, sy), (ex, ey), (hx, hy) = shoulder, elbow, hand_at
    d = f"M{n(sx)},{n(sy)} Q{n(ex)},{n(ey)} {n(hx)},{n(hy)}"
    return [
        path(d, stroke=INK, sw=15.5, stroke_linecap="round"),
        path(d, stroke=dress.robe, sw=12.5, stroke_linecap="round"),
        circle(hx, hy, 7, fill=dress.trim, stroke=INK, sw=1.1),
    ]


def court_half(deck: Deck, rank: str, suit: str, defs: Defs) -> list[str]:
    """The upper half of a double-headed court card, origin at the card centre."""
    base = (GERMAN_DRESS if deck.german else FRENCH_DRESS)[suit]
    suit_sign = suit_parts(deck, suit, defs)
    jewel = deck.suit_colours[suit] if suit in "HD" or deck.german else "#c8102e"
    parts: list[str] = []
    hy = -104.0  # head centre
    if rank == "K":  # King / König: crown, beard, ermine, a sceptre topped by the suit sign
        dress = base
        parts += robe(dress, "king", defs)
        parts += head(0, hy, beard="#e9e2d0" if suit in "CS" else dress.hair, moustache=True,
                      hair=dress.hair, long_hair=False)
        parts += crown(0, hy - 18, jewel)
        parts.append(place(suit_sign, 0, -26, 0.2))
        parts += arm((-46, -60), (-58, -30), (-26, -40), dress)
        parts.append(hand(-26, -40))
        parts += arm((46, -60), (58, -40), (40, -40), dress)
        parts += sceptre(40, -150, -16, [place(suit_sign, 40, -150, 0.2)])
        parts.append(hand(40, -40))
        if not deck.german:
            parts.append(place(suit_sign, -48, -146, 0.24))
    elif rank == "Q" and not deck.german:  # Queen: veil, long hair, tiara, a rose
        dress = swap(base)
        parts.append(veil(0, hy - 18, "#f3ead2"))
        parts += robe(dress, "queen", defs)
        parts += head(0, hy, beard=None, moustache=False, hair=dress.hair, long_hair=True)
        parts += tiara(0, hy - 17, jewel)
        parts.append(place(suit_sign, 0, -24, 0.2))
        parts += arm((46, -60), (58, -30), (26, -34), dress)
        parts.append(hand(26, -34))
        parts += arm((-46, -60), (-58, -40), (-36, -42), dress)
        parts += rose(-46, -124, (-36, -42))
        parts.append(hand(-36, -42))
        parts.append(place(suit_sign, 48, -146, 0.24))
    elif rank == "J" and not deck.german:  # Jack: young, plumed cap, a halberd
        dress = base
        parts += robe(dress, "jack", defs)
        parts += head(0, hy, beard=None, moustache=True, hair=dress.hair, long_hair=False)
        parts += beret(0, hy - 16, dress.second, "#f3ead2")
        parts.append(place(suit_sign, 0, -26, 0.2))
        parts += arm((-46, -60), (-58, -30), (-26, -36), dress)
        parts.append(hand(-26, -36))
        parts += arm((46, -60), (58, -40), (44, -42), dress)
        parts += halberd(44, -160, -12)
        parts.append(hand(44, -42))
        parts.append(place(suit_sign, -48, -146, 0.24))
    elif rank == "Q":  # German Ober: wide plumed hat, the suit sign held high
        dress = swap(base)
        parts += robe(dress, "ober", defs)
        parts += head(0, hy, beard=None, moustache=True, hair=dress.hair, long_hair=False)
        parts += wide_hat(0, hy - 16, dress.second, "#f3ead2")
        parts += arm((46, -60), (58, -30), (30, -26), dress)
        parts.append(hand(30, -26))
        parts += arm((-46, -62), (-64, -84), (-44, -108), dress)
        parts.append(place(suit_sign, -44, -136, 0.36))
        parts.append(hand(-44, -110))
    elif rank == "J":  # German Unter: soft cap, beardless, the suit sign held low
        dress = Dress(base.second, base.robe, hair=base.hair)
        parts += robe(dress, "unter", defs)
        parts += head(0, hy, beard=None, moustache=False, hair=dress.hair, long_hair=False)
        parts += cap(0, hy - 16, dress.second)
        parts += arm((46, -60), (58, -40), (44, -42), dress)
        parts += halberd(44, -160, -12)
        parts.append(hand(44, -42))
        parts += arm((-46, -60), (-58, -20), (-30, -14), dress)
        parts.append(place(suit_sign, -30, -36, 0.36))
        parts.append(hand(-30, -16))
    else:
        raise ValueError(rank)
    return parts


def court_face(deck: Deck, rank: str, suit: str, defs: Defs) -> list[str]:
    x0, y0, x1, y1 = FRAME
    bg = defs.linear("g-frame", [(0, "#f7ecd2"), (0.5, "#fffaf0"), (1, "#f7ecd2")])
    half = court_half(deck, rank, suit, defs)
    frame_colour = deck.suit_colours[suit]
    return [
        rect(x0, y0, x1 - x0, y1 - y0, rx=5, fill=bg),
        place(half, CX, CY),
        place(half, CX, CY, rotate=180),
        path(f"M{n(x0)},{n(CY)} L{n(x1)},{n(CY)}", stroke=INK, sw=1.2),
        rect(x0, y0, x1 - x0, y1 - y0, rx=5, stroke=frame_colour, sw=2.2),
        rect(x0 + 3.5, y0 + 3.5, x1 - x0 - 7, y1 - y0 - 7, rx=3, stroke=frame_colour, sw=0.7),
    ]


def card_svg(deck: Deck, code: str) -> str:
    rank, suit = code[0], code[1]
    defs = Defs()
    body = face_base()
    if rank == "A":
        body += ace_face(deck, suit, defs)
    elif rank in "T9" or deck.numbers:
        body += pip_face(deck, rank, suit, defs)
    else:
        # court pictures cover the middle; draw them before the corner indices
        body += court_face(deck, rank, suit, defs)
    body += corner_indices(deck, rank, suit, defs)
    return document(W, H, "\n".join(body), defs, deck.card_title(code))


# --------------------------------------------------------------------------- backs

BACKS = {
    "blue": ("#1d3f8a", "#3a63b8", "#0f2456"),
    "red": ("#a3162b", "#cf3447", "#5e0b17"),
    "green": ("#1f6b3a", "#3f9a5c", "#0e3d20"),
}


def lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Diagonal lines in both directions, clipped to the rectangle by hand."""
    segs = []
    w, h = x1 - x0, y1 - y0
    k = -h
    while k <= w:
        # line x - x0 = (y - y0) + k  (falling right) and its mirror
        pts = []
        for t in (0.0, h):
            pts.append((x0 + t + k, y0 + t))
        (ax, ay), (bx, by) = pts
        if ax < x0:
            ay, ax = ay + (x0 - ax), x0
        if bx > x1:
            by, bx = by - (bx - x1), x1
        if ax <= x1 and bx >= x0 and ay <= by:
            segs.append(f"M{n(ax)},{n(ay)} L{n(bx)},{n(by)}")
            segs.append(f"M{n(x0 + x1 - ax)},{n(ay)} L{n(x0 + x1 - bx)},{n(by)}")
        k += step
    return " ".join(segs)


def back_svg(name: str) -> str:
    main, light, dark = BACKS[name]
    defs = Defs()
    x0, y0, x1, y1 = 14.0, 14.0, W - 14.0, H - 14.0
    fill = defs.radial("g-back", [(0, light), (1, main)], r=0.7)
    body = [
        rect(1, 1, W - 2, H - 2, rx=14, fill=CREAM, stroke=EDGE, sw=1.6),
        rect(x0, y0, x1 - x0, y1 - y0, rx=6, fill=fill, stroke=dark, sw=1.5),
        path(lattice(x0 + 6, y0 + 6, x1 - 6, y1 - 6, 14), stroke="#ffffff", sw=1.1,
             opacity="0.35"),
        rect(x0 + 6, y0 + 6, x1 - x0 - 12, y1 - y0 - 12, rx=4, stroke="#ffffff", sw=1.4,
             opacity="0.8"),
        rect(x0 + 10, y0 + 10, x1 - x0 - 20, y1 - y0 - 20, rx=3, stroke="#f3d27a", sw=0.9),
    ]
    # dots at the lattice crossings near the border, and corner rosettes
    for cx, cy in ((x0 + 26, y0 + 26), (x1 - 26, y0 + 26), (x0 + 26, y1 - 26),
                   (x1 - 26, y1 - 26)):
        body.append(rosette(cx, cy, 12, main, dark))
    # central medallion with four small stars in a cross: no suit signs, since one back
    # serves every deck (French suits on the back of a German pack look wrong)
    body.append(ellipse(CX, CY, 60, 84, fill=main, stroke="#f3d27a", sw=3))
    body.append(ellipse(CX, CY, 53, 77, stroke="#ffffff", sw=1.2))
    body.append(rosette(CX, CY, 22, main, dark))
    star = "M0,-50 L13,-13 L50,0 L13,13 L0,50 L-13,13 L-50,0 L-13,-13 Z"
    for dx, dy in ((0, -48), (34, 0), (0, 48), (-34, 0)):
        body.append(place([path(star, fill="#ffffff")], CX + dx, CY + dy, 0.2))
    return document(W, H, "\n".join(body), defs, f"Card back ({name})")


def rosette(cx: float, cy: float, r: float, main: str, dark: str) -> str:
    petals = []
    for i in range(8):
        petals.append(ellipse(0, -r * 0.55, r * 0.22, r * 0.5, fill="#f3d27a",
                              stroke=dark, sw=0.6, transform=f"rotate({i * 45})"))
    petals.append(circle(0, 0, r * 0.28, fill="#ffffff", stroke=dark, sw=0.8))
    return place(petals, cx, cy)


# --------------------------------------------------------------------------- table, icon


def lcg(seed: int) -> Callable[[], float]:
    state = [seed]

    def rnd() -> float:
        state[0] = (state[0] * 1103515245 + 12345) % (1 << 31)
        return state[0] / (1 << 31)

    return rnd


def felt_svg() -> str:
    tw, th = 1600.0, 1000.0
    defs = Defs()
    fill = defs.radial("g-felt", [(0, "#2f8f52"), (0.6, "#1f6e3d"), (1, "#0f4223")],
                       r=0.75)
    rnd = lcg(20)
    fibres = []
    for _ in range(900):
        x, y = rnd() * tw, rnd() * th
        a = rnd() * math.pi
        ln = 3 + rnd() * 7
        fibres.append(f"M{n(x)},{n(y)} l{n(math.cos(a) * ln)},{n(math.sin(a) * ln)}")
    light = " ".join(fibres[::2])
    dark = " ".join(fibres[1::2])
    body = [
        rect(0, 0, tw, th, fill=fill),
        path(light, stroke="#ffffff", sw=1.2, opacity="0.05"),
        path(dark, stroke="#000000", sw=1.2, opacity="0.07"),
        rect(24, 24, tw - 48, th - 48, rx=40, stroke="#e9d28a", sw=2, opacity="0.18"),
    ]
    return document(tw, th, "\n".join(body), defs, "Card table felt")


def icon_svg() -> str:
    defs = Defs()
    bg = defs.radial("g-icon", [(0, "#3aa262"), (1, "#145a30")], r=0.7)
    back_fill = defs.linear("g-iconback", [(0, "#3a63b8"), (1, "#1d3f8a")])
    card_w, card_h = 118.0, 170.0
    back = [
        rect(-card_w / 2, -card_h / 2, card_w, card_h, rx=12, fill=CREAM, stroke="#1b1b1f",
             sw=3),
        rect(-card_w / 2 + 9, -card_h / 2 + 9, card_w - 18, card_h - 18, rx=6, fill=back_fill),
        path(lattice(-card_w / 2 + 13, -card_h / 2 + 13, card_w / 2 - 13, card_h / 2 - 13, 16),
             stroke="#ffffff", sw=2.2, opacity="0.4"),
    ]
    front = [
        rect(-card_w / 2, -card_h / 2, card_w, card_h, rx=12, fill=CREAM, stroke="#1b1b1f",
             sw=3),
        place([path(FRENCH_HEART, fill="#d2122e")], 0, 8, 0.9),
        place(crown(0, 0, "#1f3f8f"), 0, -42, 1.15),
    ]
    body = [
        rect(8, 8, 240, 240, rx=48, fill=bg, stroke="#0c3a1e", sw=4),
        place(back, 100, 130, rotate=-16),
        place(front, 150, 128, rotate=12),
    ]
    return document(256, 256, "\n".join(body), defs, "Schnapsen Qt")


# --------------------------------------------------------------------------- main


def generate(out: Path) -> list[Path]:
    """Write every SVG below ``out``; returns the files written (sorted)."""
    files: dict[Path, str] = {}
    for deck in DECKS.values():
        for code in deck.codes:
            files[out / "cards" / deck.name / f"{code}.svg"] = card_svg(deck, code)
        for language, letters in deck.local_letters.items():
            local = replace(deck, language=language)
            for code in deck.codes:
                if code[0] in letters:
                    files[out / "cards" / deck.name / language / f"{code}.svg"] = \
                        card_svg(local, code)
    for name in BACKS:
        files[out / "cards" / "backs" / f"{name}.svg"] = back_svg(name)
    files[out / "table" / "felt.svg"] = felt_svg()
    files[out / "icons" / "schnapsen-qt.svg"] = icon_svg()
    for p, text in files.items():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(text.encode("utf-8"))
    return sorted(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help="output directory (default: the resources/ folder)")
    args = parser.parse_args(argv)
    written = generate(args.out)
    print(f"wrote {len(written)} SVG files below {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

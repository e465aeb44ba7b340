"""Card art: every SVG renders, faces are distinct, the generator is deterministic."""

from __future__ import annotations

import hashlib
import json
import logging
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from schnapsen_qt.cards.cardart import (
    BACK,
    CARD_ASPECT,
    CardArt,
    available_backs,
    available_decks,
    resources_dir,
)
from schnapsen_qt.cards.decks import load_deck

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "resources" / "tools"
CODES = [r + s for s in "CDHS" for r in "ATKQJ"]
CARDS = ROOT / "resources" / "cards"
# every committed deck folder with a descriptor, so that a new deck is tested without naming it
DECKS = sorted(p.parent.name for p in CARDS.glob("*/deck.json"))
NINES = ["9C", "9D", "9H", "9S"]
SIZES = [(60, 94, 1.0), (90, 141, 2.0)]


def image_of(pixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def pixel_stats(image: QImage) -> tuple[int, float]:
    """(number of distinct colours, share of opaque pixels)."""
    colours = set()
    opaque = 0
    w, h = image.width(), image.height()
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            p = image.pixel(x, y)
            colours.add(p)
            if p >> 24 == 0xFF:
                opaque += 1
    return len(colours), opaque / (((w + 1) // 2) * ((h + 1) // 2))


def digest(image: QImage) -> str:
    return hashlib.sha256(bytes(image.constBits())).hexdigest()


def test_resources_found():
    root = resources_dir()
    assert (root / "cards").is_dir()
    assert root == ROOT / "resources"
    # every committed descriptor is usable (a broken one would be skipped silently)
    assert [d.key for d in available_decks()] == DECKS
    assert {"french", "french4", "german", "numbers"} <= set(DECKS)
    assert {"blue", "red"} <= set(available_backs())


@pytest.mark.parametrize("deck", DECKS)
def test_every_card_renders_at_two_sizes(qapp, deck):
    art = CardArt(deck)
    for w, h, dpr in SIZES:
        for code in art.info.codes:
            pixmap = art.pixmap(code, QSize(w, h), dpr)
            assert not pixmap.isNull()
            assert pixmap.devicePixelRatio() == dpr
            image = image_of(pixmap)
            assert (image.width(), image.height()) == (round(w * dpr), round(h * dpr))
            colours, opaque = pixel_stats(image)
            assert colours > 8, f"{deck} {code} at {w}px looks blank"
            assert opaque > 0.8, f"{deck} {code} at {w}px is mostly transparent"


def test_every_back_and_the_table_render(qapp):
    art = CardArt()
    for back in available_backs():
        art.back = back
        for w, h, dpr in SIZES:
            image = image_of(art.pixmap(BACK, (w, h), dpr))
            colours, opaque = pixel_stats(image)
            assert colours > 8 and opaque > 0.8, back
    table = image_of(art.table_pixmap((320, 200), 1.5))
    assert (table.width(), table.height()) == (480, 300)
    colours, opaque = pixel_stats(table)
    assert colours > 8 and opaque == 1.0


@pytest.mark.parametrize("deck", DECKS)
def test_faces_are_pairwise_different(qapp, deck):
    art = CardArt(deck)
    digests = {code: digest(image_of(art.pixmap(code, (120, 188)))) for code in art.info.codes}
    assert len(set(digests.values())) == len(art.info.codes) >= 20


def test_backs_differ_from_each_other_and_from_faces(qapp):
    art = CardArt()
    backs = set()
    for back in available_backs():
        art.back = back
        backs.add(digest(image_of(art.pixmap(BACK, (120, 188)))))
    assert len(backs) == len(available_backs())
    assert digest(image_of(art.pixmap("AS", (120, 188)))) not in backs


def test_pixmaps_are_cached_per_size_and_dpr(qapp):
    art = CardArt("german", back="red")
    a = art.pixmap("KH", (80, 125), 1.0)
    assert art.pixmap("KH", QSize(80, 125), 1.0).cacheKey() == a.cacheKey()
    assert art.pixmap("KH", (80, 125), 2.0).cacheKey() != a.cacheKey()
    assert art.pixmap("KH", (81, 127), 1.0).cacheKey() != a.cacheKey()
    n = art.cache_size()
    art.deck = "french"
    assert art.pixmap("KH", (80, 125), 1.0).cacheKey() != a.cacheKey()
    assert art.cache_size() == n + 1
    art.clear_cache()
    assert art.cache_size() == 0


def test_window_sizes_seen_while_resizing_do_not_pile_up(qapp):
    """Issue 44, point 24: dragging a window edge asks for the felt at every size in turn;
    the cache keeps a bounded number of bytes, the recent sizes first."""
    from schnapsen_qt.cards import cardart

    art = CardArt("french")
    for width in range(900, 1900, 10):  # a hundred sizes of a large window
        art.table_pixmap((width, 900))
        art.pixmap("AS", (width // 10, width // 10 * 375 // 240))
        assert art.cache_bytes() <= cardart._CACHE_BYTES
    latest = art.table_pixmap((1890, 900))
    assert art.table_pixmap((1890, 900)).cacheKey() == latest.cacheKey()  # still cached


def test_api_validation(qapp):
    art = CardArt()
    with pytest.raises(ValueError):
        art.pixmap("1H", (60, 94))
    with pytest.raises(ValueError):
        art.deck = "tarot"
    with pytest.raises(ValueError):
        art.back = "plaid"
    size = CardArt.size_for_width(60)
    assert size.width() == 60 and abs(size.height() / 60 - CARD_ASPECT) < 0.02


def _generate(out: Path) -> dict[str, bytes]:
    subprocess.run([sys.executable, str(TOOLS / "make_cards.py"), "--out", str(out)],
                   check=True, capture_output=True)
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*.svg"))}


def test_generator_is_deterministic_and_resources_are_current(tmp_path):
    first = _generate(tmp_path / "one")
    second = _generate(tmp_path / "two")
    assert len(first) >= 3 * 24 + 20 + 3 + 2
    assert first == second
    # the committed SVGs are exactly what the generator makes
    for rel, data in first.items():
        assert (ROOT / "resources" / rel).read_bytes() == data, f"{rel} is stale: regenerate"


def test_packaging_icons_exist():
    icons = ROOT / "resources" / "icons"
    for n in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        png = icons / "hicolor" / f"{n}x{n}" / "apps" / "schnapsen-qt.png"
        data = png.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", data[16:24]) == (n, n)
    ico = (icons / "schnapsen-qt.ico").read_bytes()
    assert struct.unpack("<HHH", ico[:6])[:2] == (0, 1) and struct.unpack("<H", ico[4:6])[0] >= 5
    icns = (icons / "schnapsen-qt.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert b"ic10" in icns


# -- the deck registry (resources/cards/<deck>/deck.json)


@pytest.mark.parametrize("deck", DECKS)
def test_descriptor_lists_exactly_the_pictures_present(deck):
    info = load_deck(CARDS / deck)
    assert sorted(info.codes) == sorted(p.stem for p in (CARDS / deck).glob("*.svg"))
    assert set(CODES) <= set(info.codes)
    assert info.supports_pack(24) == all(info.has("9" + s) for s in "CDHS")
    for lang in ("en", "de"):
        assert info.display_name(lang).strip()
        names = info.card_names(lang)
        assert len({names.card_name(code) for code in info.codes}) == len(info.codes)


@pytest.mark.parametrize("deck", ["french", "french4", "german"])
def test_the_full_decks_have_the_nines_for_the_24_card_pack(qapp, deck):
    info = load_deck(CARDS / deck)
    assert info.supports_pack(24) and all(info.has(code) for code in NINES)
    assert info.index["9"] == "9"
    assert info.card_names("de").card_name("9H") in ("Herz-Neun", "Herz-Neuner")
    art = CardArt(deck)
    for code in NINES:  # nine suit signs on every Nine
        assert _pip_count(image_of(art.pixmap(code, (240, 375)))) == 9, code


def test_the_number_deck_is_for_the_20_card_pack_only():
    info = load_deck(CARDS / "numbers")
    assert info.supports_pack(20) and not info.supports_pack(24)
    assert not any(info.has(code) for code in NINES)
    with pytest.raises(ValueError):
        info.card_path("9H")


def _make_cards_module():
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_cards", TOOLS / "make_cards.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look the module up while it loads
    spec.loader.exec_module(module)
    return module


def _pip_count(image: QImage) -> int:
    """Separate ink blobs in the middle of a face, between the corner indices."""
    import numpy as np

    w, h = image.width(), image.height()
    raw = np.frombuffer(bytes(image.constBits()), dtype=np.uint8).reshape(h, w, 4)
    # ARGB32 in memory is B, G, R, A: ink is anything clearly darker or more coloured than cream
    b, g, r = (raw[..., i].astype(int) for i in range(3))
    ink = (r + g + b < 600) | (r - b > 80)
    ink[:, : round(w * 50 / 240)] = False
    ink[:, round(w * 190 / 240):] = False
    ink[: round(h * 8 / 375)] = ink[round(h * 367 / 375):] = False
    seen = np.zeros_like(ink)
    blobs = 0
    for y0, x0 in zip(*np.nonzero(ink), strict=True):
        if seen[y0, x0]:
            continue
        blobs += 1
        stack = [(y0, x0)]
        seen[y0, x0] = True
        while stack:
            y, x = stack.pop()
            for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                if 0 <= ny < h and 0 <= nx < w and ink[ny, nx] and not seen[ny, nx]:
                    seen[ny, nx] = True
                    stack.append((ny, nx))
    return blobs


def test_the_number_cards_show_their_point_values(qapp):
    from schnapsen_qt.engine.cards import RANK_POINTS, RANKS

    points = dict(zip(RANKS, RANK_POINTS, strict=False))
    info = load_deck(CARDS / "numbers")
    make_cards = _make_cards_module()
    deck = make_cards.DECKS["numbers"]
    art = CardArt("numbers")
    for code in info.codes:
        rank, suit = code
        # the corner index is the card's point value ...
        assert info.index[rank] == str(points[rank])
        corner = make_cards.glyph_text(info.index[rank], make_cards.INDEX_X,
                                       make_cards.INDEX_TOP, make_cards.INDEX_H,
                                       deck.suit_colours[suit])
        assert corner in (CARDS / "numbers" / f"{code}.svg").read_text(encoding="utf-8")
        # ... and the 2, 3, 4 and 10 show that many pips (the Ace one large sign)
        if rank != "A":
            face = image_of(art.pixmap(code, (240, 375)))
            assert _pip_count(face) == points[rank], code


def test_descriptors_give_the_card_words_players_use():
    german, french = load_deck(CARDS / "german"), load_deck(CARDS / "french")
    assert german.card_names("de").card_name("QH") == "Herz-Ober"
    assert german.card_names("en").card_name("AC") == "Eichel-Daus"
    assert german.style == "german" and german.index["A"] == "D"
    assert french.card_names("de").card_name("AS") == "Pik-Ass"
    assert french.card_names("de_AT").card_name("JD") == "Karo-Bube"
    assert french.card_names("en").card_name("TH") == "Ten of hearts"
    assert french.card_names("fr").card_name("TH") == "Ten of hearts"  # English fallback
    assert french.display_name("de") == "Französisch"
    assert french.suit_marks["H"] == "\u2665"
    numbers = load_deck(CARDS / "numbers")
    assert numbers.card_names("en").card_name("JC") == "Two of clubs"
    assert numbers.card_names("de").card_name("KH") == "Herz-Vierer"


@pytest.mark.parametrize("deck", ["french", "french4"])
def test_the_french_pack_in_german_shows_the_german_corner_letters(qapp, deck):
    """Issue 44, point 19: in German the French pack's Dame and Bube carry D and B in their
    corners (as a German-language French pack prints them: A K D B), in English Q and J;
    the other cards and the German deck are the same pictures in both languages."""
    from schnapsen_qt import i18n

    info = load_deck(CARDS / deck)
    assert [info.index_in("de")[r] for r in "AKQJ"] == ["A", "K", "D", "B"]
    assert [info.index_in("en")[r] for r in "AKQJ"] == ["A", "K", "Q", "J"]
    assert info.index_in("de_AT")["Q"] == "D"
    assert info.card_path("QH", "de") != info.card_path("QH", "en")
    assert info.card_path("KH", "de") == info.card_path("KH", "en")
    german = load_deck(CARDS / "german")
    assert german.card_path("QH", "de") == german.card_path("QH", "en")
    art = CardArt(deck)
    english = art.pixmap("QS", (60, 94)).toImage()
    try:
        i18n.install_translators(qapp, "de")
        assert art.pixmap("QS", (60, 94)).toImage() != english
        assert art.pixmap("KS", (60, 94)).toImage() == art.pixmap("KS", (60, 94)).toImage()
    finally:
        i18n.install_translators(qapp, "en")
    assert art.pixmap("QS", (60, 94)).toImage() == english


def _copy_deck(root: Path, name: str, source: str = "french") -> Path:
    folder = root / "cards" / name
    shutil.copytree(CARDS / source, folder)
    return folder


@pytest.mark.parametrize("damage", [
    "missing", "not json", "not an object", "wrong format", "unknown code", "missing picture",
    "no german name", "bad card pattern", "rank names incomplete", "bad colour",
    "local index without its picture", "local index of an unknown rank",
])
def test_a_broken_descriptor_skips_only_that_deck(tmp_path, caplog, damage):
    (tmp_path / "cards" / "backs").mkdir(parents=True)
    _copy_deck(tmp_path, "good")
    folder = _copy_deck(tmp_path, "broken")
    descriptor = folder / "deck.json"
    data = json.loads(descriptor.read_text(encoding="utf-8"))
    if damage == "missing":
        descriptor.unlink()
    elif damage == "not json":
        descriptor.write_text("{ not json", encoding="utf-8")
    elif damage == "not an object":
        descriptor.write_text("[1, 2]", encoding="utf-8")
    else:
        if damage == "wrong format":
            data["format"] = 99
        elif damage == "unknown code":
            data["codes"][0] = "1C"
        elif damage == "missing picture":
            (folder / "KS.svg").unlink()
        elif damage == "no german name":
            del data["name"]["de"]
        elif damage == "bad card pattern":
            data["card_names"]["en"]["card"] = "{rank}"
        elif damage == "rank names incomplete":
            del data["card_names"]["de"]["ranks"]["K"]
        elif damage == "bad colour":
            data["suit_colours"]["H"] = "red"
        elif damage == "local index without its picture":
            (folder / "de" / "QH.svg").unlink()
        elif damage == "local index of an unknown rank":
            data["index_by_language"]["de"]["X"] = "X"
        descriptor.write_text(json.dumps(data), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="schnapsen_qt.cards.decks"):
        decks = available_decks(tmp_path, reload=True)
    assert [d.key for d in decks] == ["good"]
    assert any("broken" in r.getMessage() for r in caplog.records)
    with pytest.raises(ValueError):
        CardArt("broken", root=tmp_path)


def test_a_new_deck_is_one_folder_and_its_descriptor(qapp, tmp_path):
    (tmp_path / "cards").mkdir()
    shutil.copytree(CARDS / "backs", tmp_path / "cards" / "backs")
    folder = _copy_deck(tmp_path, "mine", source="german")
    data = json.loads((folder / "deck.json").read_text(encoding="utf-8"))
    data["name"] = {"en": "Mine", "de": "Meins"}
    (folder / "deck.json").write_text(json.dumps(data), encoding="utf-8")
    [mine] = available_decks(tmp_path, reload=True)
    assert mine.key == "mine" and mine.display_name("de") == "Meins"
    art = CardArt("mine", root=tmp_path)
    assert not art.pixmap("KH", (60, 94)).isNull()


def test_the_table_always_has_card_pictures(qapp):
    from schnapsen_qt.engine.cards import parse_card
    from schnapsen_qt.gui.table.cardpix import CardPixmaps

    pixmaps = CardPixmaps("no-such-deck")
    assert pixmaps.art is None  # placeholders, drawn from the code
    assert not pixmaps.pixmap(parse_card("KH"), 60).isNull()
    pixmaps.set_deck("german", "red")  # a known deck brings the art back
    assert pixmaps.art is not None and pixmaps.art.deck == "german"
    for deck in DECKS:  # placeholders use each descriptor's index and marks
        pixmaps.set_deck(deck, "blue")
        pixmaps.art = None
        for code in ("AC", "TD", "KH", "QS", "JC"):
            image = image_of(pixmaps.pixmap(parse_card(code), 60))
            colours, opaque = pixel_stats(image)
            assert colours > 4 and opaque > 0.8, (deck, code)

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

from schnapsen_qt.cardart import (
    BACK,
    CARD_ASPECT,
    CardArt,
    available_backs,
    available_decks,
    resources_dir,
)
from schnapsen_qt.decks import load_deck

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "resources" / "tools"
CODES = [r + s for s in "CDHS" for r in "ATKQJ"]
DECKS = ["french", "french4", "german"]
CARDS = ROOT / "resources" / "cards"
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
    for deck in DECKS:
        assert deck in [d.key for d in available_decks()]
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
    assert len(first) >= 3 * 20 + 2 + 2
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


def _copy_deck(root: Path, name: str, source: str = "french") -> Path:
    folder = root / "cards" / name
    shutil.copytree(CARDS / source, folder)
    return folder


@pytest.mark.parametrize("damage", [
    "missing", "not json", "not an object", "wrong format", "unknown code", "missing picture",
    "no german name", "bad card pattern", "rank names incomplete",
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
        descriptor.write_text(json.dumps(data), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="schnapsen_qt.decks"):
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

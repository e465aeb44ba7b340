"""Translations: the German .ts covers every tr() string, translators install and switch."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from schnapsen_qt import i18n
from schnapsen_qt.userfiles import storage

ROOT = Path(__file__).resolve().parents[2]
TS_DE = ROOT / "translations" / "schnapsen_qt_de.ts"
TS_EN = ROOT / "translations" / "schnapsen_qt_en.ts"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture
def english_after(qapp):
    yield qapp
    i18n.remove_translators()


def _lupdate() -> str:
    exe = Path(sys.executable).parent / "pyside6-lupdate"
    found = str(exe) if exe.exists() else shutil.which("pyside6-lupdate")
    if not found:
        pytest.skip("pyside6-lupdate is not installed")
    return found


def _messages(path: Path):
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            key = (name, message.findtext("source"), message.findtext("comment"))
            tr = message.find("translation")
            forms = [f.text for f in tr.findall("numerusform")] if tr is not None else []
            finished = (tr is not None and tr.get("type") is None
                        and (any(forms) if message.get("numerus") == "yes" else bool(tr.text)))
            out[key] = finished
    return out


def test_german_ts_covers_every_source_string(tmp_path):
    """Run lupdate over the sources into a copy of the German .ts: nothing may be new or
    unfinished. On failure run translations/update.sh and translate what it lists."""
    copy = tmp_path / "schnapsen_qt_de.ts"
    shutil.copy(TS_DE, copy)
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "schnapsen_qt").rglob("*.py"))
    subprocess.run([_lupdate(), "-no-obsolete", "-locations", "none", *sources, "-ts",
                    str(copy)], cwd=ROOT, check=True, capture_output=True, timeout=120)
    before, after = _messages(TS_DE), _messages(copy)
    missing = sorted(set(after) - set(before), key=str)
    unfinished = sorted((k for k, done in after.items() if not done), key=str)
    assert not missing, f"strings missing from {TS_DE.name}: {missing}"
    assert not unfinished, f"unfinished German translations: {unfinished}"


def test_english_ts_is_finished():
    assert all(_messages(TS_EN).values())


def test_install_german_then_english(english_after, home):
    from schnapsen_qt.cards.cardnames import card_name, rank_name
    from schnapsen_qt.i18n import translate

    assert i18n.install_translators(english_after, "de") == "de"
    assert rank_name(0, "german") == "Daus"
    assert rank_name(3, "german") == "Ober"
    assert rank_name(0, "french") == "Ass"
    assert card_name(2 * 5 + 3, "german") == "Herz-Ober"
    assert translate("StatsDialog", "%n hand(s)", None, 2) == "2 Spiele"
    # compiled from the .ts into the user cache (no packaged .qm in a checkout)
    if not (i18n.QM_DIR / "schnapsen_qt_de.qm").exists():
        assert list((home / "cache" / "i18n").glob("schnapsen_qt_de-*.qm"))
    assert i18n.install_translators(english_after, "en") == "en"
    assert rank_name(0, "german") == "Daus"  # the German deck's own words in English too
    assert rank_name(0, "french") == "Ace"
    assert translate("StatsDialog", "%n hand(s)", None, 1) == "1 hand"


def test_a_new_language_is_one_ts_file(tmp_path, qapp):
    (tmp_path / "schnapsen_qt_fr.ts").write_text("<TS/>", encoding="utf-8")
    assert i18n.available_languages(tmp_path, tmp_path / "none") == ("en", "fr")
    assert set(i18n.AVAILABLE) >= {"de", "en"}
    from schnapsen_qt.userfiles.settings import LANGUAGES

    assert ("system", *i18n.AVAILABLE) == LANGUAGES
    assert [i18n.language_name(c) for c in ("de", "en", "fr")] == [
        "Deutsch", "English", "Français"]


def test_system_language_is_available(english_after):
    assert i18n.resolve_language("system") in i18n.AVAILABLE
    assert i18n.resolve_language("fr") in i18n.AVAILABLE


def test_stale_packaged_qm_is_recompiled(tmp_path, monkeypatch, home):
    packaged = tmp_path / "pkg"
    packaged.mkdir()
    old = packaged / "schnapsen_qt_de.qm"
    old.write_bytes(b"old")
    import os

    os.utime(old, (1, 1))
    monkeypatch.setattr(i18n, "QM_DIR", packaged)
    found = i18n.find_qm("de")
    assert found.parent == home / "cache" / "i18n" and found.name.startswith("schnapsen_qt_de-")
    assert found.stat().st_size > 100


def test_build_command(tmp_path, capsys):
    assert i18n.main(["build", "--out", str(tmp_path / "qm")]) == 0
    assert sorted(p.name for p in (tmp_path / "qm").iterdir()) == [
        "schnapsen_qt_de.qm", "schnapsen_qt_en.qm"]


TR_NAMES = {"tr", "_tr", "_t", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}


def _source_literals():
    """(file, line, text) of every tr-like call with a literal text in schnapsen_qt/**.py,
    including calls through small wrappers (``_tr("...")``) that lupdate cannot see."""
    import ast

    found = []
    for path in sorted((ROOT / "schnapsen_qt").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else (
                func.attr if isinstance(func, ast.Attribute) else None)
            if name not in TR_NAMES:
                continue
            args = node.args
            index = 1 if name in ("translate", "QT_TRANSLATE_NOOP") else 0
            if len(args) <= index or not (isinstance(args[index], ast.Constant)
                                          and isinstance(args[index].value, str)):
                continue
            found.append((path.relative_to(ROOT), node.lineno, args[index].value))
    return found


def test_every_literal_tr_text_is_translated():
    """Catches texts lupdate does not extract (e.g. through a ``_tr()`` wrapper): they would
    stay English. Fix by calling ``QCoreApplication.translate("Context", "text")`` (or
    ``self.tr``) directly, then run translations/update.sh."""
    translated = {key[1] for key, done in _messages(TS_DE).items() if done}
    missing = [f"{path}:{line}: {text!r}" for path, line, text in _source_literals()
               if text not in translated]
    assert not missing, "texts not in the German translation:\n" + "\n".join(missing)


def _translate_calls():
    """(file, line, call node) of every ``translate(...)``/``QT_TRANSLATE_NOOP(...)`` call."""
    import ast

    for path in sorted((ROOT / "schnapsen_qt").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.id if isinstance(func, ast.Name) else (
                    func.attr if isinstance(func, ast.Attribute) else None)
                if name in ("translate", "QT_TRANSLATE_NOOP"):
                    yield path.relative_to(ROOT), node.lineno, node


def test_every_translate_call_is_one_lupdate_reads():
    """pyside6-lupdate silently skips a call with a keyword argument or a third argument that
    is not a string or None (checked with the venv's lupdate): such a text would never be
    translated. Arguments go in with ``.format(...)`` after the call (see schnapsen_qt.i18n)."""
    import ast

    def literal(node, types):
        return isinstance(node, ast.Constant) and isinstance(node.value, types)

    bad = []
    for path, line, call in _translate_calls():
        args = call.args
        if len(args) >= 2 and not literal(args[1], str):
            continue  # a marked text translated at run time, e.g. translate("Hints", template)
        ok = (not call.keywords and 2 <= len(args) <= 4 and literal(args[0], str)
              and (len(args) < 3 or literal(args[2], (str, type(None)))))
        if not ok:
            bad.append(f"{path}:{line}")
    assert not bad, "translate() calls lupdate cannot read:\n" + "\n".join(bad)


def _placeholders(text: str | None) -> list[str]:
    import re

    return sorted(re.findall(r"\{\w*\}", text or ""))


@pytest.mark.parametrize("path", [TS_DE, TS_EN], ids=["de", "en"])
def test_translations_keep_the_placeholders(path):
    """A translation with a ``{name}`` its source lacks would raise in ``.format`` (leaving
    one out is fine: German sometimes avoids a declined card name)."""
    wrong = []
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source")
            tr = message.find("translation")
            forms = [f.text for f in tr.findall("numerusform")] or [tr.text]
            for form in forms:
                if not set(_placeholders(form)) <= set(_placeholders(source)):
                    wrong.append((context.findtext("name"), source, form))
    assert not wrong, wrong


def test_a_cache_shared_with_another_checkout_is_not_used(monkeypatch, home, tmp_path):
    """Two checkouts (or versions) share the user cache: each loads its own .ts's .qm."""
    monkeypatch.setattr(i18n, "QM_DIR", tmp_path / "none")
    folder = home / "cache" / "i18n"
    folder.mkdir(parents=True)
    (folder / "schnapsen_qt_de-0123456789abcdef.qm").write_bytes(b"another checkout")
    found = i18n.find_qm("de")
    assert found.name != "schnapsen_qt_de-0123456789abcdef.qm"
    assert found.stat().st_size > 100


def test_no_code_comment_reaches_the_translators():
    """lupdate turns a ``#:`` comment before a marked text into a translator's note: code
    documentation there must use ``#`` instead."""
    for path in (TS_DE, TS_EN):
        assert "<extracomment>" not in path.read_text(encoding="utf-8"), path.name


def test_cards_are_named_by_the_deck_in_the_language_in_use(english_after):
    """One card-names module: the deck's descriptor words, in the language installed."""
    from schnapsen_qt.cards import cardnames
    from schnapsen_qt.engine.cards import JACK, KING, QUEEN, parse_card

    queen_of_hearts = parse_card("QH")
    assert cardnames.card_name(queen_of_hearts, "french") == "Queen of hearts"
    assert cardnames.card_name(queen_of_hearts, "german") == "Herz-Ober"
    assert cardnames.rank_name(5, "french") == "Nine"
    assert cardnames.suit_label(2, "french") == "\u2665 hearts"
    assert cardnames.suit_label(2, "german") == "Herz"
    assert cardnames.deck_name("german") == "German (Doppeldeutsch)"
    i18n.install_translators(english_after, "de")
    assert [cardnames.rank_name(r, "german") for r in (KING, QUEEN, JACK, 5)] == [
        "König", "Ober", "Unter", "Neuner"]
    assert [cardnames.rank_name(r, "french") for r in (KING, QUEEN, JACK, 5)] == [
        "König", "Dame", "Bube", "Neuner"]
    assert cardnames.card_name(queen_of_hearts, "french") == "Herz-Dame"
    assert cardnames.suit_name(0, "german") == "Eichel"
    assert cardnames.deck_name("german") == "Deutsch (Doppeldeutsch)"
    # a deck without a descriptor still gets names (the engine's English words)
    assert cardnames.card_name(queen_of_hearts, "no-such-deck") == "Queen of hearts"


def test_levels_come_from_the_ai_registry(english_after):
    """One registry of levels: settings, statistics and texts read schnapsen_qt.ai.levels."""
    from schnapsen_qt.ai import LEVELS, REGISTRY, create_player
    from schnapsen_qt.rules_text import level_description, level_label
    from schnapsen_qt.userfiles.settings import AI_LEVELS

    assert AI_LEVELS == LEVELS == tuple(REGISTRY)
    for key in LEVELS:
        assert create_player(key).spec is REGISTRY[key]
        assert level_label(key) == REGISTRY[key].name and level_description(key)
    i18n.install_translators(english_after, "de")
    assert [level_label(key) for key in LEVELS] == [
        "Anfänger", "Fortgeschritten", "Experte", "Meister"]


def test_every_rule_option_has_its_texts(english_after):
    """One table of option texts: each field of Rules has a label and a sentence for each of
    its values, shown in the settings and on the rules page."""
    from dataclasses import fields

    from schnapsen_qt.engine.rules import PRESETS, Rules
    from schnapsen_qt.rules_text import (
        choice_label,
        option_label,
        option_sentence,
        option_texts,
        rules_html,
    )

    table = option_texts()
    for f in fields(Rules):
        assert f.name in table, f"no line for {f.name} in rules_text.option_texts()"
        for rules in PRESETS.values():
            value = getattr(rules, f.name)
            assert option_sentence(rules, f.name) and choice_label(f.name, value) != str(value)
    assert option_label("meld_must_lead_king", "german") == "After a meld, lead the König"
    i18n.install_translators(english_after, "de")
    page = rules_html(PRESETS["soft"], "german")
    assert "Nach dem Ansagen König ausspielen" in page and "Ober" in page
    assert "Weitere Regeln" not in page  # every option has its place on the page


def test_the_rules_page_describes_both_other_games_and_the_number_deck(english_after):
    """Players who know the house game or Sechsundsechzig find them on the rules page in their
    own words, whatever rules are in force, in both languages."""
    from schnapsen_qt.engine.rules import PRESETS
    from schnapsen_qt.rules_text import rules_html

    page = rules_html(PRESETS["soft"], "french")
    for words in ("House rules", "Sechsundsechzig", "Neuner", "Zehner for the last trick",
                  "zudrehen", "ausmelden", "The number-card deck", "2, 3 and 4"):
        assert words in page, words
    i18n.install_translators(english_after, "de")
    page = rules_html(PRESETS["sharp"], "german")
    for words in ("Hausregeln", "Sechsundsechzig", "Neuner", "Zehner für den letzten Stich",
                  "zudreht", "Ausgemeldet", "Das Zahlenblatt", "niedriger als Unter"):
        assert words in page, words
    assert "Two more games" not in page


@pytest.mark.parametrize("deck", ["french", "german", "numbers"])
def test_german_card_texts_need_no_article_that_fits_one_card_only(english_after, deck):
    """Issue 44, point 19: the German texts that name a card of the deck in play put no
    article, possessive or case ending before it ("deinen Atout-Bube", "den Pik-Neun", "den
    Vier" were wrong for some deck): the card's name stands alone or after a colon."""
    import re

    from schnapsen_qt.engine.rules import PRESETS
    from schnapsen_qt.gui.table import names
    from schnapsen_qt.rules_text import rules_html

    i18n.install_translators(english_after, "de")
    texts = [rules_html(rules, deck) for rules in PRESETS.values()
             if deck != "numbers" or rules.pack == 20]
    from schnapsen_qt.engine import Refusal, parse_card

    texts.append(names.refusal_text(Refusal("no_trump_jack", card=parse_card("JH")), deck))
    feminine_or_weak = r"(Atout-|[A-Z][a-z]+-)?(Bube|Neun|Zehn|Zwei|Drei|Vier|Ass|Dame)\b"
    masculine = r"(Atout-|[A-Z][a-z]+-)?(Neun|Zehn|Zwei|Drei|Vier|Ass|Dame)\b"
    bad = re.compile(rf"\b(den|dem|deinen|seinen|Deinen) {feminine_or_weak}|\bDer {masculine}")
    for text in texts:
        found = bad.search(text)
        assert not found, found.group(0)


def test_german_keys_page_names_the_keys_as_a_german_keyboard_does(english_after):
    """Issue 44, point 17: the German keys page says Strg and Umschalt, as the keys and the
    menus' tooltips do, and lists the practice, review and record keys."""
    from schnapsen_qt.rules_text import shortcuts_html

    i18n.install_translators(english_after, "de")
    page = shortcuts_html("german")
    for key in ("Strg+Z", "Umschalt+F6", "Strg+R", "Strg+S", "Strg+O", "Esc"):
        assert f"<b>{key}</b>" in page, key
    assert "Ctrl" not in page

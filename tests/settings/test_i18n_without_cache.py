"""The language never depends on a writable folder (issue 16, point 9): without a packaged
.qm and without a cache that can be written, the game reads the .ts itself, and that gives the
same texts as the compiled file."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from schnapsen_qt import i18n
from schnapsen_qt.i18n import translate
from schnapsen_qt.userfiles import storage

TS_DE = i18n.ts_path("de")


@pytest.fixture
def english_after(qapp):
    yield qapp
    i18n.remove_translators()


def _files(root):
    return sorted(str(p.relative_to(root)) for p in root.rglob("*"))


def test_german_with_a_home_that_cannot_be_written(english_after, tmp_path, monkeypatch):
    blocker = tmp_path / "home-is-a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(storage.HOME_ENV, str(blocker / "home"))  # every mkdir there fails
    monkeypatch.setattr(i18n, "QM_DIR", tmp_path / "no-packaged-qm")
    before = _files(tmp_path)
    assert i18n.install_translators(english_after, "de") == "de"
    assert translate("MainWindow", "&Game") == "&Spiel"
    assert _files(tmp_path) == before, "nothing was written"


def _messages():
    for context in ET.parse(TS_DE).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield (name, message.findtext("source"), message.findtext("comment"),
                   message.get("numerus") == "yes")


def test_the_ts_reader_gives_what_lrelease_compiles(qapp, tmp_path):
    if i18n.lrelease_command() is None:
        pytest.skip("lrelease is not installed")
    from schnapsen_qt.qt import QTranslator

    qm = tmp_path / "de.qm"
    assert i18n.compile_ts(TS_DE, qm)
    compiled = QTranslator()
    assert compiled.load(str(qm))
    from_ts = i18n.ts_translator(TS_DE)
    checked = 0
    for context, source, comment, numerus in _messages():
        for n in ((0, 1, 2, 7) if numerus else (-1,)):
            expected = compiled.translate(context, source, comment, n)
            assert (from_ts.translate(context, source, comment, n) or "") == (expected or ""), (
                context, source, n)
            checked += 1
    assert checked > 300

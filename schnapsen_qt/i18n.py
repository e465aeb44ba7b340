"""Qt translators for the game and for Qt's own dialogs, one per translation file.

The translations are ``translations/schnapsen_qt_<code>.ts`` (German and English today; the
languages offered are found from these files, see :func:`available_languages`) (updated with
``translations/update.sh``, i.e. ``pyside6-lupdate``). They are compiled to ``.qm`` with
``pyside6-lrelease``:

* at build/install time: ``python -m schnapsen_qt.i18n build`` writes ``schnapsen_qt/i18n/*.qm``
  (``*.qm`` are git-ignored; packaged builds ship them there);
* at start-up, when the packaged ``.qm`` is missing or older than its ``.ts`` (a source checkout,
  e.g. ``pip install -e .``), into the user cache folder (``folders.cache_dir() / "i18n"``);
* and when that cannot be written either (a read-only home, no lrelease), the ``.ts`` itself is
  read by :class:`TsTranslator` instead: the language never depends on a writable folder.

``install_translators(app, language)`` installs them; ``language`` is ``"system"`` or a code
such as ``"de"``, and the language really used is returned. Calling it again
replaces the translators (Qt then sends ``LanguageChange`` to every widget).

**The one call style for translated text** (everywhere, Qt widgets included)::

    from schnapsen_qt.i18n import translate
    translate("Context", "You won with {points} points.").format(points=n)
    translate("Context", "%n hand(s)", None, n)          # plural: Qt's %n, positional n

Context and text are literal strings, the arguments positional and at most four, and values
go in with ``str.format`` *after* the call: ``pyside6-lupdate`` extracts nothing from a call
with a keyword argument or a non-string third argument (checked with the venv's lupdate; see
``tests/settings/test_settings_i18n.py``). Tables of texts that are translated later (hint and
refusal templates, Qt-free) mark their literals with
``schnapsen_qt.engine.texts.QT_TRANSLATE_NOOP("Context", "text")``.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

PACKAGE_DIR = Path(__file__).resolve().parent
#: Translations shipped with the package: compiled ``.qm`` in a bundle, the ``.ts`` sources in
#: a wheel (its build copies them here; they are compiled into the user cache or read).
QM_DIR = PACKAGE_DIR / "locale"
#: Translation sources of a source checkout (absent in a wheel or a bundle).
TS_DIR = PACKAGE_DIR.parent / "translations"
CATALOG = "schnapsen_qt"
#: The language of the source texts (shown when no translation applies).
SOURCE_LANGUAGE = "en"


def available_languages(ts_dir: Path | None = None, qm_dir: Path | None = None) -> tuple[str, ...]:
    """Language codes with a translation file: ``translations/schnapsen_qt_<code>.ts`` in a
    checkout, ``schnapsen_qt/locale/schnapsen_qt_<code>.qm`` in a package (plus English, the
    source language). A new language is one more ``.ts`` file."""
    codes = {SOURCE_LANGUAGE}
    for folder, suffix in ((ts_dir or TS_DIR, ".ts"), (qm_dir or QM_DIR, ".qm"),
                           (qm_dir or QM_DIR, ".ts")):
        if folder.is_dir():
            codes.update(path.stem[len(CATALOG) + 1:]
                         for path in folder.glob(f"{CATALOG}_*{suffix}"))
    return tuple(sorted(codes))


#: Languages with a translation file, found at start.
AVAILABLE = available_languages()


def language_name(code: str) -> str:
    """The language's name in that language ("Deutsch", "English", "Français"), from Qt's
    locale data (for English, Qt's native name is "American English": the plain language name
    is used when it is part of the native one)."""
    from .qt import QLocale

    locale = QLocale(code)
    native = locale.nativeLanguageName()
    plain = QLocale.languageToString(locale.language())
    if not native or plain in native:
        native = plain
    return native[:1].upper() + native[1:]

_installed: list = []  # the translators installed by install_translators (kept alive)
_current = [SOURCE_LANGUAGE]  # the language installed last


def current_language() -> str:
    """The language the game speaks now (set by :func:`install_translators`; English before
    and after :func:`remove_translators`). Card names follow it
    (``schnapsen_qt.cards.cardnames``)."""
    return _current[0]


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate`` when a Qt application runs, else ``text`` unchanged.

    Qt-free at import, so the settings, storage and the command line use it too. See the
    module docstring for the call style that ``pyside6-lupdate`` can read.
    """
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is not None and qtcore.QCoreApplication.instance() is not None:
        return qtcore.QCoreApplication.translate(context, text, disambiguation, n)
    if n >= 0:
        return text.replace("%n", str(n))
    return text



def ts_path(lang: str) -> Path:
    """The ``.ts`` of ``lang``: the checkout's, else the one a wheel ships in ``locale``."""
    checkout = TS_DIR / f"{CATALOG}_{lang}.ts"
    packaged = QM_DIR / f"{CATALOG}_{lang}.ts"
    return packaged if not checkout.is_file() and packaged.is_file() else checkout


def qm_name(lang: str) -> str:
    return f"{CATALOG}_{lang}.qm"


def system_language() -> str:
    """The first of the system's languages that has a translation (German for Austria and
    Germany, ...), else English."""
    from .qt import QLocale

    locale = QLocale.system()
    names = [locale.name(), *locale.uiLanguages()]
    for name in names:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in AVAILABLE:
            return code
    return SOURCE_LANGUAGE


def resolve_language(language: str | None) -> str:
    """The language code to use for a setting value (``"system"``, unknown -> the system's)."""
    if language in AVAILABLE:
        return language  # type: ignore[return-value]
    return system_language()


def lrelease_command() -> list[str] | None:
    """How to run lrelease: the binary in PySide6's folder, or ``pyside6-lrelease`` next to the
    Python executable or on PATH. None when there is none."""
    exe = ".exe" if os.name == "nt" else ""
    try:
        import PySide6

        pyside_dir = Path(PySide6.__file__).resolve().parent
        for candidate in (pyside_dir / f"lrelease{exe}", pyside_dir / "Qt" / "bin" /
                          f"lrelease{exe}"):
            if candidate.is_file() and os.access(candidate, os.X_OK):
                return [str(candidate)]
    except ImportError:  # pragma: no cover
        pass
    bindir = Path(sys.executable).parent
    for name in (f"pyside6-lrelease{exe}", "pyside6-lrelease"):
        candidate = bindir / name
        if candidate.is_file():
            return [str(candidate)]
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    return [found] if found else None


def compile_ts(ts: Path, qm: Path) -> bool:
    """Compile one ``.ts`` into ``qm`` (atomically); False when lrelease is missing or fails."""
    command = lrelease_command()
    if command is None or not ts.is_file():
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    tmp = qm.with_name(qm.name + f".{os.getpid()}.tmp")
    try:
        result = subprocess.run([*command, "-silent", str(ts), "-qm", str(tmp)],
                                capture_output=True, text=True, timeout=60)
        if result.returncode != 0 or not tmp.is_file():
            return False
        os.replace(tmp, qm)
        return True
    except (OSError, subprocess.SubprocessError):
        return False
    finally:
        if tmp.exists():
            tmp.unlink()


def _fresh(qm: Path, ts: Path) -> bool:
    if not qm.is_file():
        return False
    if not ts.is_file():
        return True
    return qm.stat().st_mtime >= ts.stat().st_mtime


def find_qm(lang: str) -> Path | None:
    """The ``.qm`` for ``lang``: the packaged one when current, else one compiled from the
    ``.ts`` into the user cache (compiling if needed), else any older one found.

    The cached file is named after a digest of the ``.ts`` content, so two checkouts (or
    versions) sharing one user cache never load each other's translations."""
    packaged = QM_DIR / qm_name(lang)
    ts = ts_path(lang)
    if _fresh(packaged, ts):
        return packaged
    if ts.is_file():
        from .userfiles.folders import cache_dir

        try:
            folder = cache_dir() / "i18n"
            digest = hashlib.sha1(ts.read_bytes()).hexdigest()[:16]
            cached = folder / f"{CATALOG}_{lang}-{digest}.qm"
            if cached.is_file() or compile_ts(ts, cached):
                return cached
        except OSError:  # no usable cache folder: the .ts is read directly (TsTranslator)
            pass
        return None  # an older compiled file would lack the newest texts: read the .ts
    return packaged if packaged.is_file() else None


def read_ts(ts: Path) -> dict[tuple[str, str, str], list[str]]:
    """The translations of a ``.ts`` file as lrelease compiles them: ``(context, source,
    disambiguation) -> forms`` (one form, or the plural forms), leaving out obsolete and
    empty entries (lrelease keeps unfinished ones by default, and so does this)."""
    import xml.etree.ElementTree as ET

    table: dict[tuple[str, str, str], list[str]] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("obsolete", "vanished"):
                continue
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.findall("numerusform")]
            else:
                forms = [translation.text or ""]
            if any(forms):
                key = (name, message.findtext("source") or "", message.findtext("comment") or "")
                table[key] = forms
    return table


def ts_translator(ts: Path, parent=None):
    """A ``QTranslator`` answering from the ``.ts`` file itself (no compiled ``.qm``, nothing
    written anywhere). Plural forms follow the German and English rule (1 -> the first form,
    anything else -> the second); Qt fills in ``%n`` afterwards, as for a ``.qm``."""
    from .qt import QTranslator

    table = read_ts(ts)

    class TsTranslator(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):  # noqa: N802
            forms = table.get((context, source, disambiguation or ""))
            if forms is None and disambiguation:
                forms = table.get((context, source, ""))
            if not forms:
                return None  # Qt then asks the next translator, or shows the source text
            form = forms[0] if n == 1 or len(forms) == 1 else forms[min(1, len(forms) - 1)]
            return form or None

        def isEmpty(self) -> bool:  # noqa: N802
            return not table

    return TsTranslator(parent)


def qt_translations_dir() -> str:
    from .qt import QLibraryInfo

    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def install_translators(app, language: str) -> str:
    """Install the game's and Qt's own (qtbase) translators for ``language`` on ``app``.

    Returns the language in use (a code of :data:`AVAILABLE`). Safe to call again to switch:
    the translators installed before are removed first. Missing files are not an error (the
    English source texts are shown).
    """
    from .qt import QCoreApplication, QLocale, QTranslator

    lang = resolve_language(language)
    app = app or QCoreApplication.instance()
    remove_translators()

    qt_translator = QTranslator(app)
    if lang != SOURCE_LANGUAGE and qt_translator.load(f"qtbase_{lang}", qt_translations_dir()):
        QCoreApplication.installTranslator(qt_translator)
        _installed.append(qt_translator)

    qm = find_qm(lang)
    translator: Any = QTranslator(app)  # or the .ts reader, or None
    if qm is None or not translator.load(str(qm)):
        translator = None
        if ts_path(lang).is_file():
            translator = ts_translator(ts_path(lang), app)
    if translator is not None:
        QCoreApplication.installTranslator(translator)
        _installed.append(translator)
    QLocale.setDefault(QLocale(lang))
    _current[0] = lang
    return lang


def remove_translators() -> None:
    """Remove the translators installed by :func:`install_translators` (English source texts,
    and English numbers again: "0.50", not the German "0,50" left behind)."""
    from .qt import QCoreApplication, QLocale

    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    _current[0] = SOURCE_LANGUAGE
    QLocale.setDefault(QLocale(SOURCE_LANGUAGE))


def build(out_dir: Path = QM_DIR) -> list[Path]:
    """Compile every ``translations/*.ts`` into ``out_dir``; returns the files written."""
    written = []
    for ts in sorted(TS_DIR.glob(f"{CATALOG}_*.ts")):
        qm = out_dir / ts.with_suffix(".qm").name
        if not compile_ts(ts, qm):
            raise SystemExit(f"lrelease failed for {ts} (is PySide6 installed?)")
        written.append(qm)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m schnapsen_qt.i18n",
                                     description="Compile the translations (.ts -> .qm).")
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="compile translations/*.ts into schnapsen_qt/locale/")
    b.add_argument("--out", type=Path, default=QM_DIR, help="output folder")
    args = parser.parse_args(argv)
    if args.command == "build":
        for qm in build(args.out):
            print(qm)
    return 0


if __name__ == "__main__":
    sys.exit(main())

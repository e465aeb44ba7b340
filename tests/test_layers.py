"""The layers of ARCHITECTURE.md: only qt.py imports PySide6; engine and ai import no Qt."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "schnapsen_qt"


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.add("." * node.level + (node.module or ""))
    return names


def test_only_qt_py_imports_pyside6():
    offenders = [str(path.relative_to(PACKAGE)) for path in sorted(PACKAGE.rglob("*.py"))
                 if path.name != "qt.py" or path.parent != PACKAGE
                 if any(name.split(".")[0] == "PySide6" for name in _imports(path))]
    # i18n.py only locates PySide6's lrelease binary (no Qt class is used from it).
    assert offenders == ["i18n.py"], offenders


def test_engine_and_ai_import_no_qt():
    for folder in ("engine", "ai"):
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            names = _imports(path)
            assert not any(name.split(".")[-1] in ("qt", "gui") or name.startswith("PySide6")
                           for name in names), (path, names)

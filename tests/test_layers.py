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


def _modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its ``__init__``), plus the
    compiled extensions by their C source (``ai/_core.c`` is ``schnapsen_qt.ai._core``)."""
    found: dict[str, Path] = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    for path in PACKAGE.rglob("*.c"):
        found[".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)] = path
    return found


def _runtime_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import that runs: at module level and inside functions, not those under
    ``if TYPE_CHECKING:`` (they only name types for mypy)."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for other in child.orelse:
                    visit(other)
                continue
            if isinstance(child, ast.Import | ast.ImportFrom):
                found.append(child)
            visit(child)

    visit(tree)
    return found


def import_graph() -> dict[str, set[str]]:
    """Which of our modules each of our modules imports when it runs."""
    modules = _modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        if path.suffix != ".py":
            continue
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in _runtime_imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = package.split(".")
                if node.level:
                    base = base[:len(base) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                submodules = [f"{target}.{a.name}" for a in node.names
                              if f"{target}.{a.name}" in modules]
                plain = len(submodules) < len(node.names)
                targets = submodules + ([target] if plain else [])
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import one another, directly or round about (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                cycles.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return cycles


def test_no_module_imports_itself_round_about():
    """Issue 43: no import cycle anywhere in the package, counting the imports inside
    functions (a deferred import that breaks a cycle only hides it)."""
    assert import_cycles(import_graph()) == []


def test_the_cycle_finder_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert import_cycles(graph) == [["a", "b", "c"]]


def test_the_engine_imports_nothing_of_ours_but_itself():
    for name, targets in import_graph().items():
        if name.startswith("schnapsen_qt.engine"):
            assert all(t.startswith("schnapsen_qt.engine") for t in targets), (name, targets)
        if name.startswith("schnapsen_qt.ai"):
            assert all(t.startswith(("schnapsen_qt.engine", "schnapsen_qt.ai"))
                       for t in targets), (name, targets)


def test_the_parts_are_layered_and_the_architecture_picture_is_current():
    """Each part imports only the parts before it (tools/import_map.py), and the table that
    opens docs/ARCHITECTURE.md is the one the code gives."""
    import sys

    sys.path.insert(0, str(PACKAGE.parent / "tools"))
    import import_map

    order = [name for name, _holds, _prefixes in import_map.PARTS]
    for part, uses in import_map.part_imports().items():
        assert all(order.index(u) < order.index(part) for u in uses), (part, uses)
    doc = (PACKAGE.parent / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    block = doc.split("<!-- import-map:start -->\n")[1].split("\n<!-- import-map:end -->")[0]
    assert block == import_map.picture(), "run python tools/import_map.py and paste its table"


def test_the_players_files_report_problems_as_data_and_the_gui_words_them():
    """userfiles/ says what went wrong by codes (userfiles/problems.py); the words are the
    GUI's (gui/window/file_words.py), so storage needs no translations."""
    offenders = []
    for path in sorted((PACKAGE / "userfiles").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and any(a.name == "translate"
                                                        for a in node.names):
                offenders.append(path.name)
    assert offenders == [], offenders

"""The picture of the package's parts and the direction of their imports, for
docs/ARCHITECTURE.md (which opens with it; tests/test_layers.py checks it is current):

    python tools/import_map.py        # prints the block to paste between its markers

Each part is a set of modules (:data:`PARTS`); a part imports another when one of its
modules imports one of the other's when it runs (imports inside functions included).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from test_layers import import_graph  # noqa: E402

#: The parts, lowest first: (name, what it holds, module prefixes). A module belongs to the
#: first part with a prefix of its name; a top-level module not named here to "app".
PARTS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("engine", "the rules (Schnapsen family, Bauernschnapsen), records, views",
     ("schnapsen_qt.engine",)),
    ("ai", "the computer players, the search core, the review, training, the arena",
     ("schnapsen_qt.ai",)),
    ("qt", "the one module that imports PySide6", ("schnapsen_qt.qt",)),
    ("basics", "the version, translation, the player's folders",
     ("schnapsen_qt.__init__", "schnapsen_qt.i18n", "schnapsen_qt.userfiles.folders",
      "schnapsen_qt.short_repr")),
    ("cards", "the deck registry, card names and the card art",
     ("schnapsen_qt.cards.decks", "schnapsen_qt.cards.cardnames", "schnapsen_qt.cards.cardart")),
    ("files", "the player's files: settings, statistics, the saved game",
     ("schnapsen_qt.userfiles.storage", "schnapsen_qt.userfiles.settings",
      "schnapsen_qt.userfiles.stats",
      "schnapsen_qt.userfiles.savegame", "schnapsen_qt.userfiles.trainer_progress",
      "schnapsen_qt.userfiles.bauern_files")),
    ("texts", "the rules page and the keys page", ("schnapsen_qt.rules_text",)),
    ("gui", "the table, the window, the dialogs, the bridge to the AI process",
     ("schnapsen_qt.gui",)),
    ("app", "the command line and the application", ("schnapsen_qt",)),
)


def part_of(module: str) -> str:
    if module == "schnapsen_qt":
        module = "schnapsen_qt.__init__"  # the package itself: its version
    for name, _holds, prefixes in PARTS:
        if any(module == p or module.startswith(p + ".") for p in prefixes):
            return name
    return "app"


def part_imports() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {name: set() for name, _h, _p in PARTS}
    for module, targets in import_graph().items():
        for target in targets:
            a, b = part_of(module), part_of(target)
            if a != b:
                out[a].add(b)
    return out


def picture() -> str:
    order = [name for name, _h, _p in PARTS]
    imports = part_imports()
    rows = ["| part | holds | imports |", "| --- | --- | --- |"]
    for name, holds, _prefixes in PARTS:
        uses = ", ".join(sorted(imports[name], key=order.index)) or "nothing of ours"
        rows.append(f"| **{name}** | {holds} | {uses} |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(picture())

"""Small helper for the Qt .ts files (no Qt needed).

    python translations/ts_tool.py status FILE.ts...        # list unfinished entries, exit 1 if any
    python translations/ts_tool.py fill-en FILE.ts          # English: identity, marked finished
    python translations/ts_tool.py apply FILE.ts MAP.json   # set translations from a JSON map
    python translations/ts_tool.py export FILE.ts           # JSON map of all entries (stdout)

MAP.json: ``{"Context": {"source text": "translation" | ["singular", "plural"]}}``; applied
entries are marked finished. Entries not in the file are reported and ignored. A message with a
disambiguation comment is keyed ``"source [[comment]]"`` (tried first, then the bare source).
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def load(path: Path) -> ET.ElementTree:
    return ET.parse(path)


def save(tree: ET.ElementTree, path: Path) -> None:
    # lupdate's own layout (contexts at the left margin, their children indented by four),
    # so that applying translations changes only the entries it touches.
    root = tree.getroot()
    root.text = "\n"
    for context in root:
        ET.indent(context, space="    ")
        context.tail = "\n"
    # ElementTree writes "<location ... />"; lupdate "<location .../>" (a ">" in text is
    # always escaped, so this touches empty elements only).
    text = ET.tostring(tree.getroot(), encoding="unicode").replace(" />", "/>")
    # lupdate writes an apostrophe in text as "&apos;" (ElementTree leaves it bare; attribute
    # values never hold one here).
    text = text.replace("'", "&apos;")
    path.write_text(HEADER + text + "\n", encoding="utf-8")


def messages(tree: ET.ElementTree):
    """(context name, message element) for every message."""
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            yield name, message


def _key(message: ET.Element) -> str:
    source = message.findtext("source", "")
    comment = message.findtext("comment")
    return f"{source} [[{comment}]]" if comment else source


def is_unfinished(message: ET.Element) -> bool:
    tr = message.find("translation")
    if tr is None:
        return True
    if tr.get("type") in ("unfinished",):
        return True
    if tr.get("type") in ("obsolete", "vanished"):
        return False
    if message.get("numerus") == "yes":
        forms = tr.findall("numerusform")
        return not forms or any(not (f.text or "").strip() for f in forms)
    return not (tr.text or "").strip()


def status(paths: list[Path]) -> int:
    bad = 0
    for path in paths:
        tree = load(path)
        total = 0
        missing = []
        for ctx, message in messages(tree):
            total += 1
            if is_unfinished(message):
                missing.append((ctx, message.findtext("source", "")))
        print(f"{path}: {total - len(missing)}/{total} finished")
        for ctx, source in missing:
            print(f"  unfinished [{ctx}] {source!r}")
        bad += len(missing)
    return 1 if bad else 0


def fill_en(path: Path) -> int:
    """English: the source text is the translation (numerus: the same text twice; those stay
    unfinished only if the source has no %n, which lupdate would not mark numerus anyway)."""
    tree = load(path)
    for _ctx, message in messages(tree):
        if not is_unfinished(message):
            continue
        source = message.findtext("source", "")
        tr = message.find("translation")
        if tr is None:
            tr = ET.SubElement(message, "translation")
        tr.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            for child in list(tr):
                tr.remove(child)
            tr.text = None
            for _ in range(2):
                ET.SubElement(tr, "numerusform").text = source
        else:
            tr.text = source
    save(tree, path)
    return 0


def apply(path: Path, map_path: Path) -> int:
    table = json.loads(map_path.read_text(encoding="utf-8"))
    tree = load(path)
    used = set()
    for ctx, message in messages(tree):
        source = message.findtext("source", "")
        entries = table.get(ctx, {})
        key = _key(message)
        if key not in entries:
            key = source
        value = entries.get(key)
        if value is None:
            continue
        used.add((ctx, key))
        tr = message.find("translation")
        if tr is None:
            tr = ET.SubElement(message, "translation")
        tr.attrib.pop("type", None)
        for child in list(tr):
            tr.remove(child)
        if message.get("numerus") == "yes":
            tr.text = None
            forms = value if isinstance(value, list) else [value, value]
            for form in forms:
                ET.SubElement(tr, "numerusform").text = form
        else:
            tr.text = value if isinstance(value, str) else value[0]
    save(tree, path)
    unknown = [(c, s) for c, entries in table.items() for s in entries if (c, s) not in used]
    for ctx, source in unknown:
        print(f"not in {path.name}: [{ctx}] {source!r}", file=sys.stderr)
    return 0


def export(path: Path) -> int:
    out: dict[str, dict[str, object]] = {}
    for ctx, message in messages(load(path)):
        tr = message.find("translation")
        if message.get("numerus") == "yes":
            value: object = [f.text or "" for f in tr.findall("numerusform")] if tr is not None \
                else []
        else:
            value = (tr.text or "") if tr is not None else ""
        out.setdefault(ctx, {})[_key(message)] = value
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
    print()
    return 0


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    command, args = argv[0], [Path(a) for a in argv[1:]]
    if command == "status":
        return status(args)
    if command == "fill-en" and len(args) == 1:
        return fill_en(args[0])
    if command == "apply" and len(args) == 2:
        return apply(args[0], args[1])
    if command == "export" and len(args) == 1:
        return export(args[0])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

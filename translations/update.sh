#!/bin/sh
# Update the translation sources from the code: every translate()/QT_TRANSLATE_NOOP() string
# of schnapsen_qt/**/*.py goes into every translations/schnapsen_qt_<code>.ts (obsolete entries
# dropped). Then the English file is filled with the source texts (identity) and the other
# files' unfinished entries are listed. A new language: copy schnapsen_qt_de.ts to
# schnapsen_qt_<code>.ts, set its language="..." attribute, run this and translate.
#
#   translations/update.sh            # from anywhere; uses /work/venv or $PYTHON or python3
#
# Translate what is listed with Qt Linguist (pyside6-linguist translations/schnapsen_qt_de.ts)
# or by hand in the .ts (remove type="unfinished"), or in bulk with
#   python translations/ts_tool.py apply translations/schnapsen_qt_de.ts MAP.json
# Compile: python -m schnapsen_qt.i18n build   (the game also compiles at start-up if needed).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
cd "$root"

if [ -z "${PYTHON:-}" ]; then
    if [ -x "$root/../venv/bin/python" ]; then PYTHON="$root/../venv/bin/python";
    elif [ -x /work/venv/bin/python ]; then PYTHON=/work/venv/bin/python;
    else PYTHON=python3; fi
fi
bindir=$(dirname "$PYTHON")
if [ -z "${LUPDATE:-}" ]; then
    if [ -x "$bindir/pyside6-lupdate" ]; then LUPDATE="$bindir/pyside6-lupdate";
    else LUPDATE=pyside6-lupdate; fi
fi

sources=$(find schnapsen_qt -name '*.py' -not -path '*/__pycache__/*' | LC_ALL=C sort)
others=$(ls translations/schnapsen_qt_*.ts | grep -v '_en\.ts$' | LC_ALL=C sort)
# shellcheck disable=SC2086
"$LUPDATE" -locations relative -no-obsolete $sources -ts $others translations/schnapsen_qt_en.ts
"$PYTHON" translations/ts_tool.py fill-en translations/schnapsen_qt_en.ts
# shellcheck disable=SC2086
"$PYTHON" translations/ts_tool.py status $others || true

#!/usr/bin/env bash
# Build the double-clickable Schnapsen Qt program with PyInstaller (Linux, macOS; Windows via
# packaging/build.ps1). One command:
#
#   bash packaging/build.sh
#
# The LAST line printed on stdout is the path of the built executable (PyInstaller's own log
# goes to stderr).
#
# Environment (all optional):
#   SCHNAPSEN_PYTHON     Python to build with. Default: the active virtualenv's python, else
#                        ./.venv (created and filled with the project's dependencies if missing).
#   SCHNAPSEN_DIST_DIR   where the program goes (default: dist/ in the repository)
#   SCHNAPSEN_BUILD_DIR  PyInstaller's work folder (default: build/pyinstaller)
#   SCHNAPSEN_ONEFILE=1  one self-extracting file instead of a folder (not on macOS)
#   SCHNAPSEN_CLEAN=1    empty PyInstaller's cache and work folder first
#   SCHNAPSEN_PYI_LOG_LEVEL  PyInstaller log level (default WARN)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
cd "$ROOT"

say() { echo "build.sh: $*" >&2; }
die() { echo "build.sh: error: $*" >&2; exit 1; }

case "$(uname -s)" in
    Linux*) PLATFORM=linux ;;
    Darwin*) PLATFORM=macos ;;
    MINGW* | MSYS* | CYGWIN*) PLATFORM=windows ;;
    *) PLATFORM=linux ;;
esac

venv_python() {  # python inside a virtualenv folder, on any platform
    if [ -x "$1/bin/python" ]; then echo "$1/bin/python"; else echo "$1/Scripts/python.exe"; fi
}

# --- 1. Python ---------------------------------------------------------------------------------
if [ -n "${SCHNAPSEN_PYTHON:-}" ]; then
    PY="$SCHNAPSEN_PYTHON"
elif [ -n "${VIRTUAL_ENV:-}" ]; then
    PY="$(venv_python "$VIRTUAL_ENV")"
elif [ -d "$ROOT/.venv" ]; then
    PY="$(venv_python "$ROOT/.venv")"
else
    BASE_PY="$(command -v python3 || command -v python || true)"
    [ -n "$BASE_PY" ] || die "no python3 found; install Python 3.10 or newer"
    say "creating virtualenv .venv with $BASE_PY"
    "$BASE_PY" -m venv "$ROOT/.venv"
    PY="$(venv_python "$ROOT/.venv")"
    "$PY" -m pip install --upgrade pip >&2
    "$PY" -m pip install -e "$ROOT" >&2
fi
"$PY" -c 'import sys; assert sys.version_info >= (3, 10), sys.version' \
    || die "$PY is not Python 3.10 or newer"
"$PY" -c 'import PySide6' 2>/dev/null || die "PySide6 is missing in $PY (pip install -e .)"
say "python: $PY ($("$PY" -c 'import sys; print(sys.version.split()[0])'))"

# --- 2. PyInstaller ----------------------------------------------------------------------------
if ! "$PY" -c 'import PyInstaller' 2>/dev/null; then
    say "installing PyInstaller"
    "$PY" -m pip install "pyinstaller>=6.10" >&2
fi
say "PyInstaller $("$PY" -c 'import PyInstaller; print(PyInstaller.__version__)')"

# --- 3. translations: translations/*.ts -> schnapsen_qt/locale/*.qm -------------------------------
shopt -s nullglob
TS_FILES=("$ROOT"/translations/*.ts)
if [ ${#TS_FILES[@]} -eq 0 ]; then
    say "no translations/*.ts yet; building without compiled translations"
else
    BIN_DIR="$(dirname "$PY")"
    LRELEASE=""
    for candidate in "$BIN_DIR/pyside6-lrelease" "$BIN_DIR/pyside6-lrelease.exe" \
        "$(command -v pyside6-lrelease || true)"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then LRELEASE="$candidate"; break; fi
    done
    [ -n "$LRELEASE" ] || die "pyside6-lrelease not found next to $PY nor on PATH"
    mkdir -p "$ROOT/schnapsen_qt/locale"
    for ts in "${TS_FILES[@]}"; do
        qm="$ROOT/schnapsen_qt/locale/$(basename "${ts%.ts}").qm"
        "$LRELEASE" -silent "$ts" -qm "$qm" >&2 || die "lrelease failed on $ts"
        say "compiled $(basename "$ts") -> schnapsen_qt/locale/$(basename "$qm")"
    done
fi
shopt -u nullglob

# --- 4. PyInstaller build ----------------------------------------------------------------------
DIST="${SCHNAPSEN_DIST_DIR:-$ROOT/dist}"
WORK="${SCHNAPSEN_BUILD_DIR:-$ROOT/build/pyinstaller}"
if [ "${SCHNAPSEN_ONEFILE:-}" = "1" ] && [ "$PLATFORM" != macos ]; then
    DIST="$DIST/onefile"
    WORK="$WORK-onefile"
fi
mkdir -p "$DIST" "$WORK"
DIST="$(cd "$DIST" && pwd)"
PYI_ARGS=(--noconfirm --log-level "${SCHNAPSEN_PYI_LOG_LEVEL:-WARN}"
    --distpath "$DIST" --workpath "$WORK")
[ "${SCHNAPSEN_CLEAN:-}" = "1" ] && PYI_ARGS+=(--clean)
say "building into $DIST"
"$PY" -m PyInstaller "${PYI_ARGS[@]}" "$HERE/schnapsen-qt.spec" >&2

# --- 5. where it is ----------------------------------------------------------------------------
EXE_SUFFIX=""
[ "$PLATFORM" = windows ] && EXE_SUFFIX=".exe"
if [ "$PLATFORM" = macos ]; then
    EXE="$DIST/SchnapsenQt.app/Contents/MacOS/schnapsen-qt"
elif [ "${SCHNAPSEN_ONEFILE:-}" = "1" ]; then
    EXE="$DIST/schnapsen-qt$EXE_SUFFIX"
else
    EXE="$DIST/schnapsen-qt/schnapsen-qt$EXE_SUFFIX"
fi
[ -f "$EXE" ] || die "expected executable not found: $EXE"
if [ "$PLATFORM" = linux ]; then
    say "bundle size: $(du -sh "$(dirname "$EXE")" | cut -f1)"
    "$EXE" --version >&2 || die "the built program does not run: $EXE --version"
fi
echo "$EXE"

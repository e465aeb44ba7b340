#!/usr/bin/env bash
# Install Schnapsen Qt's desktop integration on Linux: the .desktop launcher, the AppStream
# metainfo and the hicolor icons; optionally the PyInstaller bundle itself.
#
#   bash packaging/install-linux-desktop.sh                      # into ~/.local/share
#   bash packaging/install-linux-desktop.sh --bundle dist/schnapsen-qt
#   sudo bash packaging/install-linux-desktop.sh --prefix /usr/local --bundle dist/schnapsen-qt
#   bash packaging/install-linux-desktop.sh --uninstall
#
# Options:
#   --prefix DIR   install under DIR/share (and DIR/lib, DIR/bin with --bundle);
#                  default: $PREFIX, else ~/.local
#   --bundle DIR   also copy the one-folder build DIR (containing the schnapsen-qt executable)
#                  to PREFIX/lib/schnapsen-qt, link PREFIX/bin/schnapsen-qt to it and point the
#                  launcher's Exec= at it
#   --uninstall    remove what an earlier run installed under the prefix
#   --no-cache     do not refresh the desktop database and icon cache
set -euo pipefail

APP_ID="io.github.schnapsen_qt.SchnapsenQt"
ICON_NAME="schnapsen-qt"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
RES="$ROOT/resources"

prefix="${PREFIX:-$HOME/.local}"
bundle=""
uninstall=0
refresh=1
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#*=}"; shift ;;
        --bundle) bundle="$2"; shift 2 ;;
        --bundle=*) bundle="${1#*=}"; shift ;;
        --uninstall) uninstall=1; shift ;;
        --no-cache) refresh=0; shift ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "install-linux-desktop.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

share="$prefix/share"
apps="$share/applications"
metainfo="$share/metainfo"
icons="$share/icons/hicolor"
libdir="$prefix/lib/schnapsen-qt"
bindir="$prefix/bin"

say() { echo "install-linux-desktop.sh: $*"; }

refresh_caches() {
    [ "$refresh" = 1 ] || return 0
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$apps" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$icons/index.theme" ]; then
        gtk-update-icon-cache -q -t -f "$icons" 2>/dev/null || true
    fi
}

if [ "$uninstall" = 1 ]; then
    rm -f "$apps/$APP_ID.desktop" "$metainfo/$APP_ID.metainfo.xml"
    rm -f "$icons"/*/apps/"$ICON_NAME".png "$icons/scalable/apps/$ICON_NAME.svg"
    if [ -L "$bindir/schnapsen-qt" ] && [ "$(readlink "$bindir/schnapsen-qt")" = "$libdir/schnapsen-qt" ]; then
        rm -f "$bindir/schnapsen-qt"
    fi
    rm -rf "$libdir"
    refresh_caches
    say "removed Schnapsen Qt from $prefix"
    exit 0
fi

exec_cmd="schnapsen-qt"
if [ -n "$bundle" ]; then
    [ -x "$bundle/schnapsen-qt" ] || {
        echo "install-linux-desktop.sh: $bundle/schnapsen-qt is not an executable" >&2
        exit 1
    }
    rm -rf "$libdir"
    mkdir -p "$libdir" "$bindir"
    cp -a "$bundle"/. "$libdir"/
    ln -sfn "$libdir/schnapsen-qt" "$bindir/schnapsen-qt"
    exec_cmd="$libdir/schnapsen-qt"
    say "installed the program to $libdir (command: $bindir/schnapsen-qt)"
fi

mkdir -p "$apps" "$metainfo"
sed -e "s|^Exec=schnapsen-qt|Exec=$exec_cmd|" -e "s|^TryExec=schnapsen-qt|TryExec=$exec_cmd|" \
    "$RES/desktop/$APP_ID.desktop" >"$apps/$APP_ID.desktop"
chmod 644 "$apps/$APP_ID.desktop"
install -m 644 "$RES/desktop/$APP_ID.metainfo.xml" "$metainfo/$APP_ID.metainfo.xml"

n_icons=0
shopt -s nullglob
for png in "$RES"/icons/hicolor/*/apps/"$ICON_NAME".png; do
    size="$(basename "$(dirname "$(dirname "$png")")")"
    install -D -m 644 "$png" "$icons/$size/apps/$ICON_NAME.png"
    n_icons=$((n_icons + 1))
done
shopt -u nullglob
if [ -f "$RES/icons/$ICON_NAME.svg" ]; then
    install -D -m 644 "$RES/icons/$ICON_NAME.svg" "$icons/scalable/apps/$ICON_NAME.svg"
    n_icons=$((n_icons + 1))
fi
[ "$n_icons" -gt 0 ] || say "warning: no icons found in $RES/icons; the launcher has no icon"

refresh_caches
say "installed $apps/$APP_ID.desktop, $metainfo/$APP_ID.metainfo.xml and $n_icons icon(s)"
if [ -z "$bundle" ] && ! command -v schnapsen-qt >/dev/null 2>&1; then
    say "note: 'schnapsen-qt' is not on PATH; install it (pip install .) or use --bundle DIR"
fi

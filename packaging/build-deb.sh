#!/usr/bin/env bash
# Build a Debian package from the Linux one-folder bundle (packaging/build.sh):
#
#   bash packaging/build.sh                                   # makes dist/schnapsen-qt/
#   bash packaging/build-deb.sh dist/schnapsen-qt [OUT_DIR]   # OUT_DIR default: dist
#
# Prints the path of the .deb on its last line. The package holds:
#   /opt/schnapsen-qt/                 the bundle (its own Python and Qt)
#   /usr/games/schnapsen-qt            a link to the bundle's executable
#   /usr/share/man/man6/               its manual page
#   /usr/share/applications/           the menu entry (resources/desktop/*.desktop)
#   /usr/share/metainfo/               the AppStream metadata (software centres)
#   /usr/share/icons/hicolor/          the icon at every size, and as SVG
#   /usr/share/doc/schnapsen-qt/       copyright and changelog
# Menus and icon caches are refreshed by dpkg's triggers (desktop-file-utils,
# hicolor-icon-theme), so the package needs no maintainer scripts and removes cleanly.
set -euo pipefail

APP_ID="io.github.schnapsen_qt.SchnapsenQt"
NAME="schnapsen-qt"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
RES="$ROOT/resources"

die() { echo "build-deb.sh: $*" >&2; exit 1; }
say() { echo "build-deb.sh: $*" >&2; }

[ $# -ge 1 ] || die "usage: build-deb.sh BUNDLE_DIR [OUT_DIR]"
BUNDLE="$(cd "$1" && pwd)" || die "no bundle folder: $1"
[ -x "$BUNDLE/$NAME" ] || die "$BUNDLE/$NAME is not the bundle's executable"
OUT="${2:-$ROOT/dist}"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
command -v dpkg-deb >/dev/null || die "dpkg-deb is missing (Debian's dpkg)"

VERSION="$(python3 "$HERE/versioninfo.py" --print)"
ARCH="$(dpkg --print-architecture)"
STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
PKG="$STAGE/root"

# --- the files --------------------------------------------------------------------------------
install -d "$PKG/opt" "$PKG/usr/games" "$PKG/usr/share/applications" "$PKG/usr/share/metainfo" \
    "$PKG/usr/share/doc/$NAME" "$PKG/usr/share/man/man6"
cp -a "$BUNDLE" "$PKG/opt/$NAME"
chmod -R u+rwX,go+rX,go-w "$PKG/opt/$NAME"
# Shared libraries are loaded, not run: not executable (Debian policy 8.1).
find "$PKG/opt/$NAME" -type f -name "*.so*" -exec chmod 644 {} +
# A game's command lives in /usr/games (Debian policy 11.11), on every user's PATH.
ln -s "/opt/$NAME/$NAME" "$PKG/usr/games/$NAME"
install -m 644 "$RES/desktop/$APP_ID.desktop" "$PKG/usr/share/applications/"
install -m 644 "$RES/desktop/$APP_ID.metainfo.xml" "$PKG/usr/share/metainfo/"
for dir in "$RES"/icons/hicolor/*/; do
    size="$(basename "$dir")"
    install -D -m 644 "$dir/apps/$NAME.png" "$PKG/usr/share/icons/hicolor/$size/apps/$NAME.png"
done
install -D -m 644 "$RES/icons/$NAME.svg" "$PKG/usr/share/icons/hicolor/scalable/apps/$NAME.svg"

cat > "$PKG/usr/share/doc/$NAME/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Schnapsen Qt

Files: *
Copyright: 2026 Schnapsen Qt developers
License: GPL-3.0-or-later
 On Debian systems the full text of the GNU General Public License version 3 is in
 /usr/share/common-licenses/GPL-3.

Files: opt/$NAME/_internal/PySide6/* opt/$NAME/_internal/shiboken6/*
Copyright: The Qt Company Ltd.
License: LGPL-3.0-only
 On Debian systems the full text of the GNU Lesser General Public License version 3 is in
 /usr/share/common-licenses/LGPL-3.
EOF
{
    echo "$NAME ($VERSION) unstable; urgency=low"
    echo
    echo "  * Built from the release's Linux bundle; see CHANGELOG.md upstream."
    echo
    echo " -- Schnapsen Qt developers <schnapsen-qt@users.noreply.github.com>  $(date -R)"
} | gzip -9n > "$PKG/usr/share/doc/$NAME/changelog.gz"
chmod 644 "$PKG/usr/share/doc/$NAME/changelog.gz"
gzip -9n < "$HERE/schnapsen-qt.6" > "$PKG/usr/share/man/man6/$NAME.6.gz"
chmod 644 "$PKG/usr/share/man/man6/$NAME.6.gz"

# --- the control file -------------------------------------------------------------------------
SIZE="$(du -sk "$PKG" | cut -f1)"
install -d "$PKG/DEBIAN"
cat > "$PKG/DEBIAN/control" <<EOF
Package: $NAME
Version: $VERSION
Architecture: $ARCH
Maintainer: Schnapsen Qt developers <schnapsen-qt@users.noreply.github.com>
Installed-Size: $SIZE
Depends: libc6, libgl1, libegl1, libfontconfig1, libglib2.0-0, libdbus-1-3, libxkbcommon0, libxkbcommon-x11-0, libxcb-cursor0, libxcb-icccm4, libxcb-image0, libxcb-keysyms1, libxcb-randr0, libxcb-render-util0, libxcb-shape0, libxcb-xfixes0, libxcb-xkb1
Section: games
Priority: optional
Description: Schnapsen, the Austrian card game, against the computer
 A desktop card table for Schnapsen and its family (Sechsundsechzig, house
 rules) against computer opponents of four strengths, in German or English,
 with French- or German-suited cards. It reviews your hands and gives hints.
EOF

DEB="$OUT/${NAME}_${VERSION}_${ARCH}.deb"
dpkg-deb --root-owner-group -Zgzip --build "$PKG" "$DEB" >&2
say "package size: $(du -h "$DEB" | cut -f1)"
echo "$DEB"

#!/usr/bin/env bash
# Install the Debian package, check what a player and a software centre meet, and remove it
# again, leaving nothing behind (run as root, or with sudo available; CI runs it):
#
#   bash packaging/check-deb.sh dist/schnapsen-qt_0.2.0_amd64.deb
set -euo pipefail

APP_ID="io.github.schnapsen_qt.SchnapsenQt"
NAME="schnapsen-qt"
DEB="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
die() { echo "check-deb.sh: $*" >&2; exit 1; }
say() { echo "check-deb.sh: $*"; }

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get install -y -qq --no-install-recommends "$DEB" >/dev/null
files="$(dpkg -L "$NAME")"

[ -x "/usr/games/$NAME" ] || die "/usr/games/$NAME is missing"
version="$("/usr/games/$NAME" --version)"
say "installed: $version"
home="$(mktemp -d)"
HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
    XDG_CACHE_HOME="$home/cache" QT_QPA_PLATFORM=offscreen "/usr/games/$NAME" --smoke --lang de \
    || die "the installed game fails its self-test"
rm -rf "$home"
desktop-file-validate "/usr/share/applications/$APP_ID.desktop"
appstreamcli validate --no-net --explain "/usr/share/metainfo/$APP_ID.metainfo.xml" >/dev/null \
    || die "the AppStream metadata does not validate"
for size in 48x48 256x256 scalable; do
    ls "/usr/share/icons/hicolor/$size/apps/$NAME."* >/dev/null || die "no $size icon"
done
man -w "$NAME" >/dev/null 2>&1 || [ -f "/usr/share/man/man6/$NAME.6.gz" ] || die "no manual page"

$SUDO apt-get purge -y -qq "$NAME" >/dev/null
left=""
while IFS= read -r path; do
    # Shared folders (/usr, /usr/share/icons/hicolor/48x48/apps, ...) stay; our files go.
    if [ -e "$path" ] && [ ! -d "$path" ]; then left="$left $path"; fi
done <<< "$files"
[ -e "/opt/$NAME" ] && left="$left /opt/$NAME"
[ -z "$left" ] || die "left behind after removal:$left"
say "installed, ran, validated and removed cleanly"

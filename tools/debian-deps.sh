#!/usr/bin/env bash
# Debian/Ubuntu packages the game and its tests need: Python venv, Qt's libraries for the
# offscreen and X11 platforms, Xvfb for screenshots, validators for the desktop files and the
# Debian package (lintian), and the
# C compiler and Python headers that build the search core (schnapsen_qt/ai/_core.c; without
# them pip still installs the game, which then searches in Python).
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends \
  python3 python3-venv python3-pip gcc python3-dev \
  libgl1 libegl1 libfontconfig1 fonts-dejavu-core libglib2.0-0 libdbus-1-3 libxkbcommon0 \
  xvfb xauth libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 \
  libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1 \
  binutils appstream desktop-file-utils lintian >/dev/null

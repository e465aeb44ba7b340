"""The player's folders: where settings, statistics, the running game and caches live.

platformdirs' folders for the user (``~/.config/schnapsen-qt`` and so on), or below
``$SCHNAPSEN_QT_HOME`` (``config``, ``data``, ``cache``) when that is set, as the tests and a
portable install do. Its own module, below :mod:`.storage` and :mod:`.i18n`, so that both
find the folders without importing each other."""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "schnapsen-qt"
HOME_ENV = "SCHNAPSEN_QT_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))

"""Files of the player: settings, the saved game and the statistics (no Qt).

They live under platformdirs' user config folder (settings) and user data folder (saved game,
statistics); the environment variable ``SCHNAPSEN_QT_HOME`` replaces both (``$HOME/config``,
``$HOME/data``, ``$HOME/cache``) for tests and portable installs.

Every file is JSON with a ``version`` and is written atomically (temp file + ``os.replace``).
Loading never raises: a missing file gives the defaults (no message: first start); a corrupt
file, or one written by a newer version, gives the defaults plus a message, and the file is
moved aside as ``NAME.bak-YYYYmmdd-HHMMSS`` so nothing is lost. Saving returns an error message
instead of raising when the disk refuses.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from .i18n import translate
from .savegame import SaveError, decode_game
from .settings import SETTINGS_VERSION, Settings
from .stats import STATS_VERSION, Statistics

APP_NAME = "schnapsen-qt"
HOME_ENV = "SCHNAPSEN_QT_HOME"

SETTINGS_FILE = "settings.json"
SAVEGAME_FILE = "savegame.json"
STATS_FILE = "statistics.json"


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


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def savegame_path() -> Path:
    return data_dir() / SAVEGAME_FILE


def stats_path() -> Path:
    return data_dir() / STATS_FILE


# -- low level -------------------------------------------------------------------------------

def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` through a temp file in the same folder + os.replace."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1, sort_keys=True)
            f.write("\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def backup(path: Path) -> Path | None:
    """Move a damaged file aside as ``NAME.bak-YYYYmmdd-HHMMSS`` (never overwriting one)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bak-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.bak-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


class _Damaged(Exception):
    """Internal: the file exists but cannot be used; the message says why."""


def _read_versioned(path: Path, version: int) -> Any | None:
    """The JSON object in ``path`` (None when missing); :class:`_Damaged` if unusable."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise _Damaged(translate("Storage", "it cannot be read ({error})").format(
            error=exc)) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise _Damaged(translate("Storage", "it is damaged")) from None
    if not isinstance(data, dict):
        raise _Damaged(translate("Storage", "it is damaged"))
    found = data.get("version")
    if not isinstance(found, int) or isinstance(found, bool) or found < 1:
        raise _Damaged(translate("Storage", "it has no valid version"))
    if found > version:
        raise _Damaged(translate("Storage", "it was written by a newer version of Schnapsen Qt"))
    return data


def _damaged_message(what: str, path: Path, reason: str, fallback: str) -> str:
    kept = backup(path)
    if kept is not None:
        return translate("Storage", "{what} could not be used: {reason}. {fallback} The old "
                         "file was kept as {backup}.").format(
            what=what, reason=reason, fallback=fallback, backup=kept)
    return translate("Storage", "{what} could not be used: {reason}. {fallback}").format(
        what=what, reason=reason, fallback=fallback)


def _write(path: Path, data: Any) -> str | None:
    try:
        write_json_atomic(path, data)
    except (OSError, TypeError, ValueError) as exc:
        return translate("Storage", "Could not write {path}: {error}").format(
            path=path, error=exc)
    return None


# -- settings --------------------------------------------------------------------------------

def load_settings() -> tuple[Settings, str | None]:
    """The saved settings and a warning text (None when all is well)."""
    path = settings_path()
    what = translate("Storage", "The settings file")
    try:
        data = _read_versioned(path, SETTINGS_VERSION)
    except _Damaged as exc:
        return Settings(), _damaged_message(
            what, path, str(exc), translate("Storage", "The default settings are used."))
    if data is None:
        return Settings(), None
    settings, warnings = Settings.from_json(data)
    return settings, ("\n".join(warnings) if warnings else None)


def save_settings(settings: Settings) -> str | None:
    """Write the settings; an error message if that failed, else None."""
    return _write(settings_path(), settings.to_json())


# -- saved game ------------------------------------------------------------------------------

def load_saved_game() -> tuple[dict | None, str | None]:
    """The saved game data (for ``savegame.decode_game`` / ``GameController.load_state``) and a
    warning. The data is checked by replaying it; a save that does not replay is moved aside."""
    path = savegame_path()
    what = translate("Storage", "The saved game")
    fallback = translate("Storage", "A new game is started.")
    try:
        data = _read_versioned(path, 1 << 30)  # the save format checks its own version
    except _Damaged as exc:
        return None, _damaged_message(what, path, str(exc), fallback)
    if data is None:
        return None, None
    try:
        decode_game(data)
    except SaveError as exc:
        return None, _damaged_message(what, path, str(exc), fallback)
    except Exception as exc:  # a damaged save must never stop the start
        return None, _damaged_message(what, path, repr(exc), fallback)
    return data, None


def save_game(data: dict) -> str | None:
    """Write the running game (``savegame.encode_game`` data); an error message or None."""
    return _write(savegame_path(), data)


def discard_saved_game() -> None:
    """Delete the saved game (after New Game was confirmed, or when the match is over)."""
    with contextlib.suppress(OSError):
        savegame_path().unlink()


def has_saved_game() -> bool:
    return savegame_path().is_file()


# -- statistics ------------------------------------------------------------------------------

def load_statistics() -> tuple[Statistics, str | None]:
    """The statistics and a warning text (None when all is well)."""
    path = stats_path()
    what = translate("Storage", "The statistics file")
    fallback = translate("Storage", "The statistics start from zero.")
    try:
        data = _read_versioned(path, STATS_VERSION)
    except _Damaged as exc:
        return Statistics(), _damaged_message(what, path, str(exc), fallback)
    if data is None:
        return Statistics(), None
    try:
        return Statistics.from_json(data), None
    except ValueError as exc:
        return Statistics(), _damaged_message(what, path, str(exc), fallback)


def save_statistics(stats: Statistics) -> str | None:
    return _write(stats_path(), stats.to_json())

"""Files of the player: settings, the saved game and the statistics (no Qt).

They live under platformdirs' user config folder (settings) and user data folder (saved game,
statistics); the environment variable ``SCHNAPSEN_QT_HOME`` replaces both (``$HOME/config``,
``$HOME/data``, ``$HOME/cache``) for tests and portable installs.

Every file is JSON with a ``version`` and is written atomically (temp file + ``os.replace``);
:func:`clean_stale_temp_files` removes the temp files of saves that were killed half-way.
Loading never raises, whatever the file holds (docs/RELIABILITY.md): a missing file gives the
defaults (no message: first start); anything else that cannot be used as it is (not JSON, too
big, too deeply nested, not a regular file, wrong types, a newer version) gives the defaults
plus one :class:`~.problems.FileProblem`, and the file is moved aside as
``NAME.bak-YYYYmmdd-HHMMSS`` so nothing is lost. A UTF-8 byte-order mark (as Windows editors
write it) is accepted. Saving returns a :class:`~.problems.WriteFailure` instead of raising when
the disk refuses. Problems are data, not sentences: the window words them in the player's
language (``gui/window/file_words.py``), so this module needs no translations.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..short_repr import short_repr
from . import problems as P
from .accuracy import ACCURACY_VERSION, AccuracyLog
from .folders import APP_NAME as APP_NAME
from .folders import HOME_ENV as HOME_ENV
from .folders import config_dir, data_dir
from .problems import FileProblem, Note, WriteFailure
from .savegame import SaveError, decode_game, without_hand
from .settings import SETTINGS_VERSION, Settings
from .stats import STATS_VERSION, Statistics
from .trainer_progress import PROGRESS_VERSION, TrainerProgress

# A settings, statistics or saved-game file larger than this is not read (they are a few KB).
MAX_FILE_BYTES = 4 * 1024 * 1024

SETTINGS_FILE = "settings.json"
SAVEGAME_FILE = "savegame.json"
STATS_FILE = "statistics.json"
TRAINER_FILE = "trainer.json"
OWN_POSITIONS_FILE = "trainer-own-positions.json"
OWN_POSITIONS_VERSION = 1
# The player's own positions kept at most (the oldest go first).
MAX_OWN_POSITIONS = 300


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def savegame_path() -> Path:
    return data_dir() / SAVEGAME_FILE


def stats_path() -> Path:
    return data_dir() / STATS_FILE


def trainer_path() -> Path:
    return data_dir() / TRAINER_FILE


def own_positions_path() -> Path:
    return data_dir() / OWN_POSITIONS_FILE


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


def _backup_target(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bak-{stamp}")
    n = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.bak-{stamp}-{n}")
        n += 1
    return target


def backup(path: Path, keep_original: bool = False) -> Path | None:
    """Move a damaged file aside as ``NAME.bak-YYYYmmdd-HHMMSS`` (never overwriting one), or
    copy it there with ``keep_original``; None when that failed."""
    target = _backup_target(path)
    try:
        if keep_original:
            shutil.copyfile(path, target)
        else:
            os.replace(path, target)
    except OSError:
        return None
    return target


def clean_stale_temp_files() -> list[Path]:
    """Remove the temp files of saves that were interrupted (killed between writing the temp
    file and renaming it). Call only while holding the single-instance lock, so that no other
    copy is writing one right now. Returns what was removed."""
    removed = []
    for folder in {config_dir(), data_dir()}:
        try:
            candidates = list(folder.glob("*.json.*.tmp"))
        except OSError:
            continue
        for tmp in candidates:
            with contextlib.suppress(OSError):
                if tmp.is_file() and not tmp.is_symlink():
                    tmp.unlink()
                    removed.append(tmp)
    return removed


class _Damaged(Exception):
    """Internal: the file exists but cannot be used; ``note`` says why."""

    def __init__(self, code: str, **details: object) -> None:
        super().__init__(code)
        self.note = Note(code, {k: str(v) for k, v in details.items()})


def _read_text(path: Path) -> str | None:
    """The text of ``path`` (None when missing); :class:`_Damaged` for anything that is not a
    readable, reasonably small UTF-8 regular file. Never blocks on a FIFO or a device."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        raise _Damaged(P.UNREADABLE, error=exc) from None
    if not stat.S_ISREG(info.st_mode):
        raise _Damaged(P.NOT_REGULAR)
    if info.st_size > MAX_FILE_BYTES:
        raise _Damaged(P.TOO_LARGE)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # replaced since the stat
                raise _Damaged(P.NOT_REGULAR)
            raw = f.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise _Damaged(P.UNREADABLE, error=exc) from None
    if len(raw) > MAX_FILE_BYTES:
        raise _Damaged(P.TOO_LARGE)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _Damaged(P.NOT_TEXT) from None


def set_aside_unless_regular(path: Path, file: str) -> FileProblem | None:
    """For files that Qt opens itself (``window.ini``, ``file`` is which: a
    :mod:`.problems` file code): a FIFO, a folder, a link to a device or a huge file in
    ``path`` would hang or stall that read, so it is moved aside first. Returns the problem,
    or None when the file is missing or an ordinary small file."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if not os.path.islink(path):
            return None
        reason = Note(P.DANGLING_LINK)  # Qt would fail on it
    except (OSError, ValueError) as exc:
        reason = Note(P.UNREADABLE, {"error": str(exc)})
    else:
        if stat.S_ISREG(info.st_mode) and info.st_size <= MAX_FILE_BYTES:
            return None
        reason = Note(P.TOO_LARGE if stat.S_ISREG(info.st_mode) else P.NOT_REGULAR)
    problem = _damaged(file, path, reason)
    if os.path.lexists(path):  # could not be renamed (a folder that is in use): remove it
        with contextlib.suppress(OSError):
            os.unlink(path)
    return problem


def _read_versioned(path: Path, version: int) -> Any | None:
    """The JSON object in ``path`` (None when missing); :class:`_Damaged` if unusable."""
    text = _read_text(path)
    if text is None:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # bad JSON, a 5,000-digit number, deep nesting
        raise _Damaged(P.DAMAGED) from None
    if not isinstance(data, dict):
        raise _Damaged(P.DAMAGED)
    found = data.get("version")
    if type(found) is not int or found < 1:
        raise _Damaged(P.NO_VERSION)
    if found > version:
        raise _Damaged(P.NEWER_VERSION)
    return data


def _damaged(file: str, path: Path, reason: Note) -> FileProblem:
    """The file at ``path`` is not used: moved aside as a backup, and the problem to tell."""
    kept = backup(path)
    return FileProblem(file, reason, None if kept is None else str(kept))


def _error_note(exc: BaseException) -> Note:
    """Why a file was not used when that is an unexpected error: its text, as it is."""
    if isinstance(exc, _Damaged):
        return exc.note
    if isinstance(exc, SaveError):
        return exc.note
    return Note(P.ERROR, {"error": short_repr(exc, 200)})


def _write(path: Path, data: Any) -> WriteFailure | None:
    try:
        write_json_atomic(path, data)
    except (OSError, TypeError, ValueError, RecursionError) as exc:
        code = getattr(exc, "errno", None)
        kind = errno.errorcode.get(code, type(exc).__name__) if code else type(exc).__name__
        return WriteFailure(str(path), str(exc), kind, str(path.parent))
    return None


# -- settings --------------------------------------------------------------------------------

def load_settings() -> tuple[Settings, FileProblem | None]:
    """The saved settings and the problem to tell (None when all is well).

    Values that cannot be used are replaced by their defaults one by one (one problem listing
    them in its ``notes``); the file as it was is then kept as a backup and the repaired
    settings are written back, so the next start is quiet and nothing the player wrote is
    lost."""
    path = settings_path()
    try:
        data = _read_versioned(path, SETTINGS_VERSION)
        if data is None:
            return Settings(), None
        settings, notes = Settings.from_json(data)
    except Exception as exc:  # noqa: BLE001 - damaged settings must never stop the start
        return Settings(), _damaged(P.SETTINGS_FILE, path, _error_note(exc))
    if not notes:
        return settings, None
    kept = backup(path, keep_original=True)
    if kept is not None:
        _write(path, settings.to_json())
    return settings, FileProblem(P.SETTINGS_FILE, None, None if kept is None else str(kept),
                                 tuple(notes))


def save_settings(settings: Settings) -> WriteFailure | None:
    """Write the settings; an error message if that failed, else None."""
    return _write(settings_path(), settings.to_json())


# -- saved game ------------------------------------------------------------------------------

def load_saved_game() -> tuple[dict | None, FileProblem | None]:
    """The saved game data (for ``savegame.decode_game`` / ``GameController.load_state``) and
    the problem to tell. The data is checked by replaying it; a save that does not replay is
    moved aside. When only its running hand cannot be resumed, the match is kept: the file is
    copied aside as it was and rewritten without that hand, so the match goes on at its score
    with a new hand."""
    path = savegame_path()
    data = None
    try:
        data = _read_versioned(path, 1 << 30)  # the save format checks its own version
        if data is None:
            return None, None
        decode_game(data)
    except Exception as exc:  # noqa: BLE001 - a damaged save must never stop the start
        salvaged = without_hand(data, exc) if isinstance(exc, SaveError) else None
        if salvaged is None:
            return None, _damaged(P.SAVED_GAME_FILE, path, _error_note(exc))
        kept = backup(path, keep_original=True)
        if kept is not None:
            _write(path, salvaged)
        return salvaged, FileProblem(P.SAVED_HAND_FILE, _error_note(exc),
                                     None if kept is None else str(kept))
    return data, None


def set_aside_saved_game(exc: BaseException) -> FileProblem:
    """Keep a saved game that passed the checks but still could not be resumed (``exc`` says
    why) as a backup, so that the next save does not overwrite it; the problem to tell."""
    return _damaged(P.SAVED_GAME_FILE, savegame_path(), _error_note(exc))


def save_game(data: dict) -> WriteFailure | None:
    """Write the running game (``savegame.encode_game`` data); an error message or None."""
    return _write(savegame_path(), data)


def discard_saved_game() -> None:
    """Delete the saved game (after New Game was confirmed, or when the match is over)."""
    with contextlib.suppress(OSError):
        savegame_path().unlink()


def has_saved_game() -> bool:
    return savegame_path().is_file()


# -- statistics ------------------------------------------------------------------------------

T = TypeVar("T")


def _load_or_fresh(path: Path, version: int, parse: Callable[[dict], T], fresh: T,
                   file: str) -> tuple[T, FileProblem | None]:
    """``parse`` of a versioned file, or ``fresh`` when there is none; a damaged file (any
    error, of the file or of ``parse``) gives ``fresh`` and the one problem (``file`` says
    which: a :mod:`.problems` file code), the original kept as a backup. Never raises: such
    a file must not stop the game."""
    try:
        data = _read_versioned(path, version)
        return (fresh, None) if data is None else (parse(data), None)
    except ValueError as exc:  # parse's word for data it cannot use
        return fresh, _damaged(file, path, Note(P.DAMAGED, {"error": short_repr(exc, 200)}))
    except Exception as exc:  # noqa: BLE001 - a damaged file must never stop the start
        return fresh, _damaged(file, path, _error_note(exc))


def load_statistics() -> tuple[Statistics, FileProblem | None]:
    """The statistics and the problem to tell (None when all is well)."""
    return _load_or_fresh(stats_path(), STATS_VERSION, Statistics.from_json, Statistics(),
                          P.STATISTICS_FILE)


def save_statistics(stats: Statistics) -> WriteFailure | None:
    return _write(stats_path(), stats.to_json())


# -- the trainer's progress (issue 42) ----------------------------------------------------------

def load_trainer_progress() -> tuple[TrainerProgress, FileProblem | None]:
    """The trainer's progress and the problem to tell (None when all is well): as robust as
    the statistics (a damaged file: a fresh start, one warning, a backup)."""
    return _load_or_fresh(trainer_path(), PROGRESS_VERSION, TrainerProgress.from_json,
                          TrainerProgress(), P.TRAINER_PROGRESS_FILE)


def save_trainer_progress(progress: TrainerProgress) -> WriteFailure | None:
    return _write(trainer_path(), progress.to_json())


def load_own_positions() -> tuple[list[Any], FileProblem | None]:
    """The trainer's positions from the player's own reviewed hands (``ai.positions.Position``)
    and the problem to tell: a damaged file gives none, one warning and a backup."""
    from ..ai.positions import Position


    def parse(data: dict) -> list[Any]:
        raw = data.get("positions")
        if not isinstance(raw, list):
            raise ValueError("no list of positions")
        return [Position.from_json(p) for p in raw]

    return _load_or_fresh(own_positions_path(), OWN_POSITIONS_VERSION, parse, [],
                          P.OWN_POSITIONS_FILE)


def save_own_positions(positions: list[Any]) -> WriteFailure | None:
    kept = positions[-MAX_OWN_POSITIONS:]
    return _write(own_positions_path(), {"version": OWN_POSITIONS_VERSION,
                                         "positions": [p.to_json() for p in kept]})


# -- the player's accuracy per reviewed hand (issue 42) ------------------------------------------

ACCURACY_FILE = "accuracy.json"


def accuracy_path() -> Path:
    return data_dir() / ACCURACY_FILE


def load_accuracy() -> tuple[AccuracyLog, FileProblem | None]:
    """The player's reviewed hands and the problem to tell (None when all is well): as robust as
    the statistics (a damaged file: a fresh start, one warning, a backup)."""
    return _load_or_fresh(accuracy_path(), ACCURACY_VERSION, AccuracyLog.from_json,
                          AccuracyLog(), P.ACCURACY_FILE)


def save_accuracy(log: AccuracyLog) -> WriteFailure | None:
    return _write(accuracy_path(), log.to_json())

"""Problems with the player's files, as data: the GUI words them (no translation here).

The files' code says *what* went wrong by a code and its details; the window turns that into a
sentence in the player's language (:mod:`schnapsen_qt.gui.window.file_words`). So the player's
files need no translations, and a warning found before the language is known (the settings are
read first) is worded in the language the settings then choose.

    >>> problem = FileProblem(SETTINGS_FILE, Note(TOO_LARGE), backup="settings.json.bak-1")
    >>> problem.reason.code, problem.backup
    ('too_large', 'settings.json.bak-1')
"""

from __future__ import annotations

from dataclasses import dataclass, field

# -- which file (the GUI names it and says what is used instead) ------------------------------
SETTINGS_FILE = "settings"
SAVED_GAME_FILE = "saved_game"
SAVED_HAND_FILE = "saved_hand"  # the running hand of a saved game whose match goes on
STATISTICS_FILE = "statistics"
TRAINER_PROGRESS_FILE = "trainer_progress"
OWN_POSITIONS_FILE = "own_positions"
ACCURACY_FILE = "accuracy"
BAUERN_GAME_FILE = "bauern_game"
BAUERN_STATS_FILE = "bauern_statistics"
WINDOW_STATE_FILE = "window_state"

# -- why a file could not be used -------------------------------------------------------------
UNREADABLE = "unreadable"            # {error}: the system's words
NOT_REGULAR = "not_regular"          # a folder, a FIFO, a device
TOO_LARGE = "too_large"
NOT_TEXT = "not_text"
DAMAGED = "damaged"                  # not JSON, not an object, wrong types
NO_VERSION = "no_version"
NEWER_VERSION = "newer_version"
DANGLING_LINK = "dangling_link"
ERROR = "error"                      # {error}: an unexpected error's text, as it is

# -- why a saved game cannot be resumed (savegame.decode_game) ---------------------------------
NOT_A_SAVE = "not_a_save"
SAVE_TOO_NEW = "save_too_new"              # {version}
MATCH_DAMAGED = "match_damaged"            # {error}
MATCH_OVER = "match_over"
HAND_DOES_NOT_REPLAY = "hand_does_not_replay"  # {error}
HAND_OVER = "hand_over"
HAND_NOT_OF_MATCH = "hand_not_of_match"
META_DAMAGED = "meta_damaged"              # {error}
OTHER_SEAT = "other_seat"

# -- a setting replaced by its default (settings.Settings.from_json) --------------------------
SETTINGS_DAMAGED = "settings_damaged"
UNKNOWN_SETTING_VALUE = "unknown_setting_value"  # {name}, {value}
UNKNOWN_RULES = "unknown_rules"                  # {value}
UNKNOWN_RULE_OPTION = "unknown_rule_option"      # {name}, {value}


@dataclass(frozen=True)
class Note:
    """One fact to tell the player: a code (the constants above) and the values its sentence
    names (``error``, ``name``, ``value``, ``version``), all text already."""

    code: str
    details: dict[str, str] = field(default_factory=dict)

    def __str__(self) -> str:  # for logs and exceptions; the player sees the GUI's words
        if not self.details:
            return self.code
        return self.code + " (" + ", ".join(f"{k}={v}" for k, v in self.details.items()) + ")"


@dataclass(frozen=True)
class FileProblem:
    """A player's file that could not be used as it was, and what was done about it.

    ``file`` is which file (``SETTINGS_FILE``, ...); ``reason`` why the whole file was not used
    (None when only some values were replaced: ``notes`` lists them); ``backup`` where the file
    as it was is kept (None when it could not be copied)."""

    file: str
    reason: Note | None = None
    backup: str | None = None
    notes: tuple[Note, ...] = ()


@dataclass(frozen=True)
class WriteFailure:
    """A write that the disk refused: ``path`` and the system's ``error``; ``kind``
    (``"ENOSPC"``, ``"EROFS"``, ... or the exception's name) and ``folder`` let the window warn
    once per kind of failure until writing to that folder works again."""

    path: str
    error: str
    kind: str
    folder: str

    def __str__(self) -> str:
        return f"{self.path}: {self.error}"

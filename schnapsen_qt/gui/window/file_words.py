"""The player's words for problems with the player's files (:mod:`schnapsen_qt.userfiles.problems`).

The files' code reports a problem as data (which file, why, where the backup is); this module
says it in the language in use, e.g. "The statistics file could not be used: it is damaged. The
statistics start from zero. The old file was kept as statistics.json.bak-20261129-013000.". A
code this version does not know is shown as it is, never an error.
"""

from __future__ import annotations

from collections.abc import Callable

from ...i18n import translate
from ...userfiles import problems as P
from ...userfiles.problems import FileProblem, Note, WriteFailure

# Each file: (what it is, what is used instead), as the sentence's subject and its last clause.
_FILES: dict[str, Callable[[], tuple[str, str]]] = {
    P.SETTINGS_FILE: lambda: (translate("Storage", "The settings file"),
                              translate("Storage", "The default settings are used.")),
    P.SAVED_GAME_FILE: lambda: (translate("Storage", "The saved game"),
                                translate("Storage", "A new game is started.")),
    P.SAVED_HAND_FILE: lambda: (translate("Storage", "The saved hand"),
                           translate("Storage", "The match goes on at its score with a new "
                                     "hand.")),
    P.STATISTICS_FILE: lambda: (translate("Storage", "The statistics file"),
                                translate("Storage", "The statistics start from zero.")),
    P.TRAINER_PROGRESS_FILE: lambda: (translate("Storage", "The trainer's progress file"),
                                      translate("Storage", "The trainer starts afresh.")),
    P.OWN_POSITIONS_FILE: lambda: (translate("Storage", "The file of your own trainer positions"),
                                   translate("Storage", "Your mistakes are collected afresh.")),
    P.ACCURACY_FILE: lambda: (translate("Storage", "The file of your accuracy per hand"),
                              translate("Storage", "Your accuracy is counted afresh.")),
    P.BAUERN_GAME_FILE: lambda: (translate("Storage", "The saved Bauernschnapsen game"),
                                 translate("Storage", "A new Bauernschnapsen game is started.")),
    P.BAUERN_STATS_FILE: lambda: (translate("Storage", "The Bauernschnapsen statistics file"),
                                  translate("Storage", "The statistics start from zero.")),
    P.WINDOW_STATE_FILE: lambda: (translate("MainWindow",
                                            "The file with the window's size and place"),
                                  translate("Storage", "The defaults are used.")),
}

# Each reason's sentence (a clause after "could not be used:"), with its details as {names}.
_REASONS: dict[str, Callable[[], str]] = {
    P.UNREADABLE: lambda: translate("Storage", "it cannot be read ({error})"),
    P.NOT_REGULAR: lambda: translate("Storage", "it is not a regular file"),
    P.TOO_LARGE: lambda: translate("Storage", "it is too large"),
    P.NOT_TEXT: lambda: translate("Storage", "it is not text"),
    P.DAMAGED: lambda: translate("Storage", "it is damaged"),
    P.NO_VERSION: lambda: translate("Storage", "it has no valid version"),
    P.NEWER_VERSION: lambda: translate("Storage",
                                       "it was written by a newer version of Schnapsen Qt"),
    P.DANGLING_LINK: lambda: translate("Storage", "it is a link to nothing"),
    P.ERROR: lambda: "{error}",
    P.NOT_A_SAVE: lambda: translate("SaveGame", "this is not a Schnapsen Qt saved game"),
    P.SAVE_TOO_NEW: lambda: translate(
        "SaveGame", "the saved game has version {version}, newer than this program"),
    P.MATCH_DAMAGED: lambda: translate("SaveGame", "the match score is damaged: {error}"),
    P.MATCH_OVER: lambda: translate("SaveGame", "the saved match is already over"),
    P.HAND_DOES_NOT_REPLAY: lambda: translate("SaveGame",
                                              "the saved hand does not replay: {error}"),
    P.HAND_OVER: lambda: translate("SaveGame", "the saved hand is already over"),
    P.HAND_NOT_OF_MATCH: lambda: translate("SaveGame",
                                           "the saved hand does not belong to the match"),
    P.META_DAMAGED: lambda: translate("SaveGame", "the saved game's settings are damaged: {error}"),
    P.OTHER_SEAT: lambda: translate("SaveGame", "the saved game was played from the other seat"),
    P.SETTINGS_DAMAGED: lambda: translate("Settings", "The settings are damaged; using defaults."),
    P.UNKNOWN_SETTING_VALUE: lambda: translate(
        "Settings", "Unknown value {value} for the setting “{name}”; using the default."),
    P.UNKNOWN_RULES: lambda: translate(
        "Settings", "Unknown rules {value} in the settings; using the soft rules."),
    P.UNKNOWN_RULE_OPTION: lambda: translate(
        "Settings", "Unknown rule option {name} = {value} in the settings; ignored."),
}


# A setting named by its label in the Settings window ("Computer level") and its key.
_SETTING_LABELS: dict[str, Callable[[], str]] = {
    "ai_level": lambda: translate("SettingsDialog", "Computer l&evel:"),
    "deck": lambda: translate("SettingsDialog", "&Deck:"),
    "back": lambda: translate("SettingsDialog", "Card &back:"),
    "language": lambda: translate("SettingsDialog", "&Language:"),
    "animation_speed": lambda: translate("SettingsDialog", "&Animation speed:"),
}


def _setting_label(key: str) -> str:
    """"Deck (deck)": the label the player knows, and the key for whoever edits the file."""
    label = _SETTING_LABELS.get(key)
    return key if label is None else f"{label().replace('&', '').rstrip(': ')} ({key})"


def note_text(note: Note) -> str:
    """One note in the language in use; an unknown code (or a translation that names a detail
    the note lacks) as the note itself."""
    words = _REASONS.get(note.code)
    if words is None:
        return str(note)
    details = dict(note.details)
    if note.code == P.UNKNOWN_SETTING_VALUE and "name" in details:
        details["name"] = _setting_label(details["name"])
    try:
        return words().format(**details)
    except (KeyError, IndexError, ValueError):
        return str(note)


def problem_text(problem: FileProblem | None) -> str | None:
    """The warning to show for a problem with one of the player's files (None for none)."""
    if problem is None:
        return None
    what, fallback = _FILES.get(problem.file, lambda: (problem.file, ""))()
    if problem.reason is None:  # some values replaced: one line each, then the backup
        lines = [note_text(n) for n in problem.notes]
        if problem.backup is not None:
            lines.append(translate("Storage", "The old file was kept as {backup}.").format(
                backup=problem.backup))
        return "\n".join(lines)
    # The reason sits inside a sentence that supplies its own full stop; an engine error text
    # ("... the Ace of spades.") brings one too, which would end the reason in "..".
    reason = note_text(problem.reason).removesuffix(".")
    if problem.backup is not None:
        return translate("Storage", "{what} could not be used: {reason}. {fallback} The old "
                         "file was kept as {backup}.").format(
            what=what, reason=reason, fallback=fallback, backup=problem.backup)
    return translate("Storage", "{what} could not be used: {reason}. {fallback}").format(
        what=what, reason=reason, fallback=fallback)


def write_failure_text(failure: WriteFailure) -> str:
    """The warning for a write that the disk refused."""
    return translate("Storage", "Could not write {path}: {error}").format(
        path=failure.path, error=failure.error)

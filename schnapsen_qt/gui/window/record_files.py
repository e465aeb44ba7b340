"""Hand records as files (issue 12): save the running or last hand, open one from elsewhere.

A record that cannot be used (unreadable, malformed, an illegal action) gets one clear message
and changes nothing. The message names the action at fault and says why in the player's
language where the engine gives a reason code (a refused move); the engine's English text
otherwise (a damaged file's details are technical anyway).
"""

from __future__ import annotations

import json
from pathlib import Path

from ...engine import Hand, HandRecord, ReplayError
from ...engine.record import RecordFileError, load_record, read_record_text
from ...i18n import translate
from ...qt import QFileDialog, QMessageBox, QWidget
from ..table import names


def record_error_text(record: HandRecord | None, error: ReplayError, deck: str) -> str:
    """Why a record cannot be opened, for the player. For an illegal action the engine's
    refusal code is translated (``names.refusal_text``)."""
    index = error.index
    if index is None or record is None:
        return translate("RecordFiles", "This is not a usable hand record: {reason}").format(
            reason=str(error))
    reason = str(error)
    if index < len(record.actions):
        hand = Hand.deal(record.rules, record.dealer, record.deck)
        try:
            for player, action in record.actions[:index]:
                hand.push(action, player)
            player, action = record.actions[index]
            if player is None or player == hand.to_move or hand.outcome is not None:
                refusal = hand.refusal(action)
                if refusal is not None:
                    reason = names.refusal_text(refusal, deck)
            else:
                reason = translate("RecordFiles", "it is not player {player}'s turn").format(
                    player=player)
        except ValueError:
            pass  # keep the engine's text
    return translate("RecordFiles", "Action {number} of the record is not possible: "
                     "{reason}").format(number=index + 1, reason=reason)


def file_error_text(error: RecordFileError) -> str:
    """Why a file cannot be opened as a record, in the player's words (no codec names)."""
    if error.reason in ("not_text", "too_large"):
        return translate("RecordFiles", "This is not a hand record.")
    if error.reason == "not_regular":
        return translate("RecordFiles", "This is not a file that can hold a hand record "
                         "(a folder or a special file).")
    if error.reason == "missing":
        return translate("RecordFiles", "The file does not exist (any more).")
    return translate("RecordFiles", "The file could not be read.")


def read_record(path: str | Path, deck: str = "french") -> tuple[HandRecord | None, str | None]:
    """(record, None) for a record that replays, else (None, the message for the player)."""
    try:
        text = read_record_text(path)
    except RecordFileError as exc:
        return None, file_error_text(exc)
    record = None
    try:
        record = load_record(text)
        record.replay()
    except ReplayError as exc:
        if record is None and str(exc).startswith("malformed JSON"):
            # Where the JSON breaks means nothing to a player: it is not a record.
            return None, translate("RecordFiles", "This is not a hand record.")
        return None, record_error_text(record, exc, deck)
    return record, None


def write_record(path: str | Path, record: HandRecord) -> str | None:
    """Write ``record`` (RECORD.md format); None, or the message when it failed."""
    try:
        Path(path).write_text(json.dumps(record.to_json(), indent=1) + "\n", encoding="utf-8")
    except OSError as exc:
        return translate("RecordFiles", "The hand record could not be saved: {error}").format(
            error=exc)
    return None


def _filter() -> str:
    return translate("RecordFiles", "Hand records (*.json);;All files (*)")


def default_record_folder() -> str:
    """Where Save and Open Hand Record start: the user's documents folder, or the home folder
    where that does not exist (a file dialog given a missing folder opens in whatever folder
    the game was started from)."""
    from ...qt import QStandardPaths

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return folder if folder and Path(folder).is_dir() else str(Path.home())


def save_record_dialog(parent: QWidget, record: HandRecord, folder: str) -> str | None:
    """Ask where to save ``record`` (starting in ``folder``) and write it; the path written,
    or None when the player cancelled or it failed (a failure is shown in a box)."""
    import time

    name = time.strftime("hand-%Y%m%d-%H%M.json")
    path, _ = QFileDialog.getSaveFileName(
        parent, translate("RecordFiles", "Save Hand Record"), str(Path(folder) / name),
        _filter())
    if not path:
        return None
    error = write_record(path, record)
    if error:
        QMessageBox.warning(parent, translate("RecordFiles", "Save Hand Record"), error)
        return None
    return path


def open_record_dialog(parent: QWidget, deck: str = "french",
                       folder: str = "") -> HandRecord | None:
    """Ask for a record file (starting in ``folder``) and read it; a bad one gets a message
    box and None."""
    path, _ = QFileDialog.getOpenFileName(
        parent, translate("RecordFiles", "Open Hand Record"), folder, _filter())
    if not path:
        return None
    record, error = read_record(path, deck)
    if error:
        box = QMessageBox(QMessageBox.Icon.Warning,
                          translate("RecordFiles", "Open Hand Record"), error,
                          QMessageBox.StandardButton.Ok, parent)
        box.setObjectName("recordError")
        box.exec()
        return None
    return record

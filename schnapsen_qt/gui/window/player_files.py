"""The player's files seen from the window: settings, statistics and the running game loaded
and saved through :mod:`storage`, and every problem with them told to the player.

A damaged, newer or unwritable file never stops the game: the window goes on with defaults or
without saving, and says so, in the status bar and in one warning box (later warnings are added
to the open box). A failing disk is told once per kind of failure until writing to that folder
works again, not once per move.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ...i18n import translate
from ...qt import QMessageBox, Qt
from ...userfiles import storage
from ...userfiles.problems import FileProblem, WriteFailure
from ...userfiles.settings import Settings
from ...userfiles.stats import Statistics
from .file_words import problem_text, write_failure_text

if TYPE_CHECKING:
    from .main_window import MainWindow


class PlayerFiles:
    """``PlayerFiles(window, persist)``: with ``persist`` off (most tests) nothing is read or
    written, and every save counts as done."""

    def __init__(self, window: MainWindow, persist: bool) -> None:
        self.window = window
        self.persist = persist
        # Warnings about the user's files, shown once the window is up (see MainWindow.start).
        self.warnings: list[str] = []
        self._warning_box: QMessageBox | None = None
        # Kinds of write failure (errno names) not yet recovered -> the folders failing so.
        self.failing: dict[str, set[str]] = {}
        self._last_failure: str | None = None

    # ------------------------------------------------------------------ telling the player

    def report(self, warning: FileProblem | str | None) -> None:
        """A problem with the user's files (worded here, :mod:`.file_words`, or a text): in
        the status bar now, and kept for :meth:`show_warnings` while the window is not up
        yet."""
        if isinstance(warning, FileProblem):
            warning = problem_text(warning)
        if warning:
            self.warnings.append(warning)
            if self.window.isVisible():
                self.show_warnings()

    def show_warnings(self) -> None:
        """Tell the player about damaged or unwritable files (once each), in one box: while
        the box is open, later warnings are added to it instead of opening another."""
        if not self.warnings:
            return
        text = "\n\n".join(self.warnings)
        self.warnings = []
        self.window.show_message(text.splitlines()[0])
        box = self._warning_box
        if box is not None and box.isVisible():
            box.setText(box.text() + "\n\n" + text)
            return
        box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Schnapsen"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("storageWarning")
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(self._warning_box_closed)
        self._warning_box = box
        box.open()

    def _warning_box_closed(self) -> None:
        self._warning_box = None

    def close_warning_box(self) -> None:
        """At quit: the box is a top-level window of its own, and left open it would keep the
        program running."""
        if self._warning_box is not None:
            self._warning_box.close()

    def wrote(self, failure: WriteFailure | None, folder: str | Path) -> bool:
        """The result of writing one of the player's files into ``folder``. A failure is
        reported once per kind (disk full, read-only, ...) until writing to that folder works
        again, so that a failing disk gives one warning, not one per move. True if written."""
        if failure is None:
            for kind in list(self.failing):
                self.failing[kind].discard(str(folder))
                if not self.failing[kind]:
                    del self.failing[kind]
            return True
        text = write_failure_text(failure)
        self._last_failure = text
        if failure.kind in self.failing:
            self.failing[failure.kind].add(failure.folder)
            self.window.show_message(text)
        else:
            self.failing[failure.kind] = {failure.folder}
            self.report(text)
        return False

    # ------------------------------------------------------------------ loading and saving

    def load_settings(self) -> Settings:
        settings, warning = storage.load_settings()
        self.report(warning)
        return settings

    def load_stats(self) -> Statistics:
        stats, warning = storage.load_statistics()
        self.report(warning)
        return stats

    def save_settings(self, settings: Settings) -> None:
        if self.persist:
            self.wrote(storage.save_settings(settings), storage.config_dir())

    def save_stats(self) -> bool:
        """Write the window's statistics; False if that failed (reported by :meth:`wrote`)."""
        if not self.persist:
            return True
        return self.wrote(storage.save_statistics(self.window.stats), storage.data_dir())

    def save_game(self) -> bool:
        """Write the running game (after every deal and action, and at quit); False if that
        failed (reported by :meth:`wrote`). A finished match leaves no saved game."""
        c = self.window.controller
        if not self.persist or c.match is None:
            return True
        if c.match.winner is not None:
            storage.discard_saved_game()
            return True
        return self.wrote(storage.save_game(c.save_state()), storage.data_dir())

    def save_at_quit(self) -> str | None:
        """Write the running game and the statistics (both, even when the first fails); what
        went wrong if either failed, else None."""
        self._last_failure = None
        saved = self.save_game()
        saved = self.save_stats() and saved
        return None if saved else self._last_failure or ""

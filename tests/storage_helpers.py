"""The player's files as the player reads about them: a loader's problem worded by the GUI."""

from __future__ import annotations

from typing import Any

from schnapsen_qt.gui.window.file_words import problem_text


def worded(loaded: tuple[Any, Any]) -> tuple[Any, str | None]:
    """``(value, problem)`` from a ``storage.load_*`` call, the problem as the window words it."""
    value, problem = loaded
    return value, problem_text(problem)

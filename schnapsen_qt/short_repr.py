"""How a bad value from a user's file is quoted in a warning: short, and never failing.

Settings, statistics and saved games all report values they cannot use; a damaged file can
hold anything (a 5,000-digit number has no text form, a deep nesting no repr), so the quote
itself must not raise.
"""

from __future__ import annotations

from typing import Any


def short_repr(value: Any, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters, or ``<type>`` where Python cannot write it."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # a 5,000-digit number has no text form
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 3] + "..."

"""Moved to :mod:`schnapsen_qt.ai.arena`; this keeps ``python -m schnapsen_qt.arena`` and
``from schnapsen_qt import arena`` working."""

from __future__ import annotations

from .ai.arena import main, play_bummerl, run, summarise, wilson

__all__ = ["main", "play_bummerl", "run", "summarise", "wilson"]

if __name__ == "__main__":
    raise SystemExit(main())

"""The trainer's built-in positions, one JSON file per rules preset (issue 42): written by
``python -m schnapsen_qt.ai positions --generate`` and read by :mod:`..positions`
(docs/TRAINER.md)."""

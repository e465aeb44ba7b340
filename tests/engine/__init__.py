"""Tests of the rules engine (schnapsen_qt.engine) against RULES.md and RECORD.md."""

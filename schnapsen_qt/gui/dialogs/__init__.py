"""The dialogs: help, review, score sheet, settings, statistics, welcome, questions."""

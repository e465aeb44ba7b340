"""The computer levels' own average loss per decision (issue 42), measured with the post-hand
review on their self-play by ``python -m schnapsen_qt.ai rating --measure`` and read by
:mod:`..rating` (docs/TRAINER.md, "How strong you are")."""

"""The bridge to the computer players: the AI process and its worker thread."""

"""The player's files: settings, statistics, saved game, and their safe storage."""

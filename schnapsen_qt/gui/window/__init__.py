"""The main window, its actions, its state, and the player's files it opens."""

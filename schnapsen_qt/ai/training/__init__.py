"""What only builds the AI's weights (never imported while a game is played)."""

"""The decks, their card art and the card names in the player's language."""

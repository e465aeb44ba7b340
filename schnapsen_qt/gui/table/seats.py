"""Who sits where at the table (no Qt): the player is seat 0 (bottom), the computer seat 1 (top).

The engine only knows seats 0 and 1; these two names are the GUI's one statement of which is
whom, imported by the controller, the texts and the dialogs instead of literal 0 and 1.
"""

HUMAN = 0
AI_SEAT = 1

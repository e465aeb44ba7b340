"""What lies on the table, for tests, tools and the window: a small read-only API over the
scene's piles and panels (nothing here changes the table)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...qt import QRectF
from .layout import HUMAN
from .piles import Zone

if TYPE_CHECKING:
    from .items import CardItem
    from .panels import TablePanels
    from .piles import TablePiles


class TableQueries:
    """Mixed into :class:`~.scene.TableScene`, which provides ``piles``, ``panels`` and
    ``card_w``."""

    piles: TablePiles
    panels: TablePanels

    @property
    def card_w(self) -> float:
        raise NotImplementedError  # the table's own (Table.card_w)

    def cards_in(self, zone: Zone) -> list[CardItem]:
        """The card items lying in ``zone`` now, in the order shown (the hand left to right,
        stacks bottom up)."""
        return self.piles.zone(zone).shown()

    def card_item(self, card: int) -> CardItem | None:
        """The item showing ``card`` (a card whose place the player knows), or None."""
        return next((i for p in self.piles.all for i in p if i.card == card >= 0), None)

    def last_trick_shown(self) -> list[CardItem]:
        """The last trick's cards lying face up on the winner's pile (soft rules)."""
        return [i for pile in self.piles.taken for i in pile.last_trick]

    def selected_card(self) -> int:
        """The card chosen with the keyboard in the player's hand, or -1."""
        hand = self.piles.hand
        return hand.shown()[hand.selected].card if 0 <= hand.selected < len(hand) else -1

    @property
    def card_width(self) -> float:
        return self.card_w

    @property
    def browsing(self) -> bool:
        """The player's taken tricks are spread out to look through."""
        return self.piles.taken[HUMAN].spread

    def bubbles_shown(self) -> list[str]:
        """The announcements in speech bubbles on the table now ("20 in hearts!")."""
        announcer = getattr(self, "announcer", None)
        return announcer.shown() if announcer is not None else []

    def bubble_rects(self) -> list[QRectF]:
        """Where the speech bubbles in sight lie now (scene coordinates)."""
        announcer = getattr(self, "announcer", None)
        return announcer.rects() if announcer is not None else []

    def trick_label_rects(self) -> list[QRectF]:
        """Where the labels over the player's spread tricks lie now (scene coordinates)."""
        labels = getattr(self, "_trick_labels", [])
        return [label.sceneBoundingRect() for label in labels if label.isVisible()]

    def panel_lines(self, name: str) -> list[str]:
        """The lines of panel ``name`` ("score", "state", "prompt", "summary"); none while
        it is hidden."""
        return self.panels.lines(name)

    def panel_rect(self, name: str) -> QRectF | None:
        """Where panel ``name`` lies in scene coordinates, or None while it is hidden."""
        return self.panels.rect(name)

    @property
    def summary(self):
        """The HandSummary on the table, until the player continues (None: no summary)."""
        return self.panels.summary

    @summary.setter
    def summary(self, summary) -> None:
        self.panels.summary = summary

    @property
    def summary_shown(self) -> bool:
        return self.summary is not None

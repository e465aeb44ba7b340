"""The card table's parts and their upkeep: piles, card items, the animator and its step
queue, panels and bubbles, the layout for the current size, the settings in force.

:class:`Table` redraws itself from any PlayerView in one call (:meth:`Table.show_view`);
:class:`~.scene.TableScene` adds what happens on each controller event and the player's input.
"""

from __future__ import annotations

from ...qt import QGraphicsScene, QObject, QPainter, QRect, QRectF, Signal
from ...userfiles.settings import Settings
from . import table_texts as texts
from .animator import NO_WAIT, Animator, StepQueue
from .cardpix import CardPixmaps, paint_table
from .items import CardItem, CardPool
from .layout import AI, HUMAN, TableLayout
from .panels import Announcer, TablePanels
from .piles import Pile, TablePiles
from .table_query import TableQueries
from .timings import Timings


class Table(TableQueries, QGraphicsScene):
    """The table as a QGraphicsScene of piles; ``controller`` answers what is legal now."""

    message = Signal(str)  # status-bar text
    idle = Signal()  # all animations done and the queue is empty
    summaryShown = Signal()

    def __init__(self, controller, settings: Settings | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings or Settings()
        self.pixmaps = CardPixmaps(self.settings.deck, self.settings.back)
        self.dpr = 1.0
        self.piles = TablePiles()
        self.animator = Animator(self.piles, self)
        self.queue = StepQueue(self.animator, self)
        self.queue.idle.connect(self._on_idle)
        self.view_state = None  # the PlayerView the table shows now
        self.hint_action = -1
        self.hint = None  # the hint given last (shown while hint_action >= 0)
        self._pending_intent: int | None = None
        # The talon offers the close before drawing (scene.on_close_before_draw_offered).
        self.close_offer_open = False
        self.pool = CardPool(self)
        self.panels = TablePanels(self)
        self.panels.summary_panel.clicked.connect(self.continue_game)
        self.announcer = Announcer(self)
        self.setSceneRect(self.layout.rect)

    # ------------------------------------------------------------------ settings and size

    @property
    def timings(self) -> Timings:
        return Timings(self.settings.speed_factor)

    @property
    def layout(self) -> TableLayout:
        return self.animator.layout

    @property
    def card_w(self) -> float:
        return self.layout.card_w

    @property
    def card_h(self) -> float:
        return self.layout.card_h

    def apply_settings(self, settings: Settings) -> None:
        """Deck, back, animation speed, counting aid and language take effect at once: the
        panels (and a summary on the table) are written anew."""
        self.settings = settings
        self.pixmaps.set_deck(settings.deck, settings.back)
        for item in self.items():
            item.update()
        self._update_panels()
        if self.panels.summary is not None and self.panels.summary_panel.isVisible():
            self.panels.place_summary(self.layout)
        self.update()

    def resize_table(self, width: float, height: float, dpr: float = 1.0) -> None:
        """Fit the table to a viewport of ``width`` x ``height`` (re-renders card sizes)."""
        self.animator.layout = TableLayout.fit(width, height, self.pixmaps.aspect)
        self.setSceneRect(self.layout.rect)
        self.dpr = dpr
        for item in self.pool.items:
            item.prepareGeometryChange()
        self.animator.lay_out(0)
        self._update_panels()
        self.announcer.place(self.layout)

    def trick_area(self) -> QRectF:
        """Where a dragged card is played."""
        return self.layout.trick_area()

    @property
    def busy(self) -> bool:
        return self.queue.busy

    # ------------------------------------------------------------------ the whole table

    def _clear_table(self, view) -> None:
        """Stop everything and take every card off the table, for a new hand or a redraw."""
        self.queue.clear()
        self._pending_intent = None
        self.close_offer_open = False
        self.piles.turnup.offer = False
        self.animator.stop_all()
        self.pool.reset()
        self.piles.clear()
        self.panels.hide_summary()
        self.panels.score_state = texts.score_of(self.controller.match)
        self._set_view(view)

    def _item(self, card: int, pile: Pile) -> CardItem:
        """An unused card item showing ``card`` (-1: a back), put on ``pile``."""
        item = self.pool.take(card, self.piles.in_use())
        self.animator.transfer([item], pile)
        return item

    def show_view(self, view) -> None:
        """Redraw the whole table from ``view`` at once (a resumed game, undo, a review)."""
        self._clear_table(view)
        taken: set[CardItem] = set()

        def take(card: int) -> CardItem:
            item = self.pool.take(card, taken)
            taken.add(item)
            return item

        self.piles.fill(view, take)
        self.animator.lay_out(0)
        self.queue.add(lambda: NO_WAIT)

    def _set_view(self, view) -> None:
        self.view_state = view
        self.hint_action = -1
        if view is not None:
            self.piles.hand.trump = view.trump
            self.piles.turnup.closed = view.closed_by >= 0

    # ------------------------------------------------------------------ announcements

    def _say(self, seat: int, text: str) -> None:
        """The computer's moves are announced in a bubble, the player's in the status bar."""
        if seat == AI:
            self.announce(AI, text)
        else:
            self.message.emit(text)

    def announce(self, seat: int, text: str) -> None:
        self.announcer.announce(seat, text, self.layout, self.timings.announce_visible)
        self.message.emit(text)

    # ------------------------------------------------------------------ marks and panels

    def _on_idle(self) -> None:
        self._update_marks()
        self._update_panels()
        if self.summary is not None and not self.panels.summary_panel.isVisible():
            self._show_summary()
        intent, self._pending_intent = self._pending_intent, None
        self.idle.emit()
        if intent is not None:
            if self.controller.is_legal(intent):
                self.controller.act(intent)
            else:
                self.message.emit(texts.no_longer_possible())

    def _legal(self) -> tuple[int, ...]:
        v = self.view_state
        if v is None or v.outcome is not None or v.to_move != HUMAN:
            return ()
        return tuple(v.legal)

    def _update_marks(self) -> None:
        self.piles.mark(set(self._legal()), self.hint_action)

    def _update_panels(self) -> None:
        hint = self.hint_text if self.hint_action >= 0 else ""
        self.panels.update(self.layout, self.controller, self.view_state, self.settings, hint)

    @property
    def hint_text(self) -> str:
        """The words of the hint given last, in the language and deck in use now (a switch
        of either rewrites it at once)."""
        if self.hint is None:
            return ""
        from .hints import hint_text

        view = self.view_state
        return hint_text(self.hint, self.settings.deck, view.rules if view is not None else None)

    def _show_summary(self) -> None:
        if self.summary is not None:
            s = self.summary
            # While the summary announces the Bummerl's last point, the beads show the
            # finished Bummerl (the winner's last bead gone), not the next one's full arch.
            to_go = s.bummerl.final_to_go if s.bummerl is not None else s.to_go
            self.panels.score_state = ((to_go[0], to_go[1]), (s.bummerls[0], s.bummerls[1]),
                                      s.bummerls_to_win, s.counts_up)
            self._update_panels()
            self.announcer.clear()  # "Genug!" would say it twice, or lie under its edge
            self.panels.show_summary(self.layout)
            self.summaryShown.emit()

    def continue_game(self) -> None:
        """Leave the summary: next hand (or a new match)."""
        if self.summary is None:
            return
        self.panels.hide_summary()
        self.controller.next_hand()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        rect = QRectF(rect)
        r = self.sceneRect()
        paint_table(painter, rect, r, self.pixmaps.table(int(r.width()), int(r.height()),
                                                         self.dpr))

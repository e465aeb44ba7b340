"""The table's text items: the scoreboard, the hand's state, the prompt, the end-of-hand summary
and the announcement bubbles, placed by the layout and filled from :mod:`.table_texts`.

Every item here lives as long as the scene: panels and bubbles are shown and hidden, never
removed, so no animation or timer can outlive the item it refers to.
"""

from __future__ import annotations

from ...engine.deal import hand_size
from ...qt import QColor, QGraphicsScene, QObject, QRectF, QTimer
from . import names
from . import table_texts as texts
from .bummerl_counter import BummerlCounter
from .items import Bubble, Panel
from .layout import AI, HUMAN, MIN_BUBBLE_FONT, MIN_SUMMARY_FONT, TableLayout
from .timings import BUBBLE_FADE_MS

#: The smallest type of the panels (pixels) on a short table.
MIN_PANEL_FONT = 8.0


class TablePanels(QObject):
    """The four panels of the table; ``summary`` holds the HandSummary shown, if any."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.score, self.state, self.prompt = Panel(), Panel(), Panel()
        self.summary_panel = Panel(clickable=True)
        self.summary_panel.align_center = self.prompt.align_center = True
        # Opaque: on the smallest tables the summary lies over the side panels, whose lines
        # would show through a translucent one and mix with its own.
        self.summary_panel.fill = QColor(12, 40, 24)
        self.summary_panel.border = QColor("#d9b95b")
        for z, panel in ((3000, self.score), (3000, self.state), (3000, self.prompt),
                         (9000, self.summary_panel)):
            panel.setZValue(z)
            scene.addItem(panel)
        self.summary_panel.hide()
        self.prompt.hide()
        self.summary = None
        # The score the scoreboard shows: set when a hand starts and when its summary shows,
        # so the board never runs ahead of the cards still moving on the table.
        self.score_state: tuple[tuple[int, int], tuple[int, int], int, bool] | None = None
        self.counter = BummerlCounter(self.score)

    def by_name(self, name: str) -> Panel:
        return {"score": self.score, "state": self.state, "prompt": self.prompt,
                "summary": self.summary_panel}[name]

    def update(self, lay: TableLayout, controller, view, settings, hint: str = "") -> None:
        """Refill and place the scoreboard, the hand's state and the prompt; ``hint``: the
        hint showing, which the prompt box then holds whole (the status bar cuts a long one,
        a German one at 800 pixels or at scale 2)."""
        base, width, m = lay.panel_font, lay.panel_width, lay.margin
        score = self.score_state or texts.score_of(controller.match)
        match = controller.match
        rules = controller.active.rules if match is None else match.rules
        state = texts.state_lines(view, rules, settings.deck, settings.counting_aid,
                                  practice=controller.is_practice)
        self._fit_side_panels(lay, texts.score_lines(score), state)
        self.score.setPos(m, m)
        self._place_counter(score)
        self.state.setPos(m, lay.height - m - self.state.height)
        prompt = texts.prompt_text(view, controller.ai_busy, self.summary is not None,
                                   settings.deck,
                                   close_offered=controller.draws_held,
                                   ai_paused=controller.ai_paused)
        self.prompt.setVisible(bool(prompt))
        if prompt and hint:
            self._show_hint(lay, hint, hand_size(rules))
        elif prompt:
            # Right of the player's hand: on a narrow table a long prompt gets smaller type
            # rather than lie over the hand's last cards.
            room = lay.prompt_room(hand_size(rules))
            wide, px = base * len(prompt) * 0.62, base
            if wide > room:
                px = max(MIN_PANEL_FONT, base * room / wide)
            self.prompt.set_content([(prompt, "normal")],
                                    max(min(width, room), px * len(prompt) * 0.62), px)
            self.prompt.setPos(lay.width - m - self.prompt.width,
                               lay.height - m - self.prompt.height)
        if self.summary_panel.isVisible():
            self.place_summary(lay)

    def _show_hint(self, lay: TableLayout, hint: str, cards: int) -> None:
        """The hint in the prompt box, its lines broken for the room right of the player's
        hand, growing upwards; in smaller type (down to :data:`MIN_PANEL_FONT`) where it
        would reach higher than half the table."""
        m, base = lay.margin, lay.panel_font
        width = max(lay.prompt_room(cards), min(lay.panel_width, lay.width - 2 * m))
        px = base
        while True:
            self.prompt.set_content([(hint, "normal")], width, px)
            if self.prompt.height <= lay.height / 2 or px <= MIN_PANEL_FONT:
                break
            px = max(MIN_PANEL_FONT, px - 0.5)
        self.prompt.setPos(lay.width - m - self.prompt.width,
                           lay.height - m - self.prompt.height)

    def _fit_side_panels(self, lay: TableLayout, score: texts.Lines,
                         state: texts.Lines) -> None:
        """Fill the scoreboard and the hand's state, one above the other at the left, at the
        table's type. On a short table (a small screen at a large scale factor) they would
        overlap each other, or on a narrow one the talon and the turn-up between them
        (:meth:`~.layout.TableLayout.side_rooms`): both then get smaller type, down to
        :data:`MIN_PANEL_FONT`, and should that not do, their dim lines (what ends the match,
        the dealer, the rules: all to be found elsewhere) give way before the cards are
        covered. Their heights grow with the type size (wrapped lines only get fewer), so one
        step of type is enough."""
        base, width, m = lay.panel_font, lay.panel_width, lay.margin
        rooms = lay.side_rooms()

        def fill(score_lines: texts.Lines, state_lines: texts.Lines, px: float) -> float:
            """Fill both at ``px``; how much smaller they must get to fit (1: they do)."""
            self.score.set_content(score_lines, width, px)
            self.state.set_content(state_lines, width, px)
            if rooms is None:
                return min(1.0, (lay.height - 3 * m) / (self.score.height + self.state.height))
            return min(1.0, rooms[0] / self.score.height, rooms[1] / self.state.height)

        short = ([line for line in score if line[1] != "dim"],
                 [line for line in state if line[1] != "dim"])
        for score_lines, state_lines in ((score, state), short):
            shrink = fill(score_lines, state_lines, base)
            if shrink < 1.0 and base > MIN_PANEL_FONT:
                shrink = fill(score_lines, state_lines, max(MIN_PANEL_FONT, base * shrink))
            if shrink >= 1.0 - 1e-6:
                return

    def _place_counter(self, score) -> None:
        """The bead counter over the scoreboard's free rows."""
        self.counter.setVisible(score is not None)
        if score is None:
            return
        to_go, bummerls, to_win, counts_up = score
        panel = self.score
        top = panel.padding + panel.line_height("title")
        height = panel.line_height("rowbig") * texts.COUNTER_ROWS
        self.counter.setPos(panel.padding, top)
        self.counter.set_size(panel.width - 2 * panel.padding, height, panel.base_px * 1.15)
        self.counter.set_state((names.seat_name(HUMAN), names.seat_name(AI)), to_go,
                               (len(texts.marks(bummerls, HUMAN)), len(texts.marks(bummerls, AI))),
                               to_win, counts_up)
        tip = texts.counter_tooltip(score)
        self.counter.setToolTip(tip)
        panel.setToolTip(tip)

    def show_summary(self, lay: TableLayout) -> None:
        self.place_summary(lay)
        self.summary_panel.show()
        self.prompt.hide()

    def hide_summary(self) -> None:
        self.summary = None
        self.summary_panel.hide()

    def place_summary(self, lay: TableLayout) -> None:
        if self.summary is None:
            return
        base = lay.summary_font
        lines = texts.summary_lines(self.summary)
        longest = max(len(t) for t, _ in lines)
        for width in lay.summary_widths(longest):
            self.summary_panel.set_content(lines, width, base)
            if lay.summary_fits(self.summary_panel.height):
                break
        # Too high even so (the smallest tables): smaller type, down to MIN_SUMMARY_FONT.
        while not lay.summary_fits(self.summary_panel.height, base) and base > MIN_SUMMARY_FONT:
            base = max(MIN_SUMMARY_FONT, base * 0.9)
            width = lay.summary_widths(longest, base)[-1]
            self.summary_panel.set_content(lines, width, base)
        # In the middle; where even that leaves the accuracy line no room below, at the
        # bottom, all the room left above it, so that the line covers none of it.
        free = lay.height - self.summary_panel.height
        top = free / 2 if lay.summary_fits(self.summary_panel.height, base) else max(0.0, free)
        self.summary_panel.setPos((lay.width - width) / 2, top)

    def lines(self, name: str) -> list[str]:
        panel = self.by_name(name)
        return [text for text, _style in panel.lines] if panel.isVisible() else []

    def rect(self, name: str) -> QRectF | None:
        panel = self.by_name(name)
        return panel.sceneBoundingRect() if panel.isVisible() else None


class Announcer(QObject):
    """One speech bubble per seat ("20 in hearts!", "Genug!"), fading after a readable
    while."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self._bubbles: dict[int, Bubble] = {}
        self._timers: dict[int, QTimer] = {}

    def announce(self, seat: int, text: str, lay: TableLayout, visible_ms: int) -> None:
        bubble = self._bubbles.get(seat)
        if bubble is None:
            bubble = self._bubbles[seat] = Bubble()
            bubble.setZValue(8000)
            self.scene.addItem(bubble)
            timer = self._timers[seat] = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda: bubble.fade_out(BUBBLE_FADE_MS))
        room = lay.bubble_room(seat)
        bubble.show_text(text, lay.bubble_font, room.width(), room.height(), MIN_BUBBLE_FONT)
        self._place(seat, bubble, lay)
        self._timers[seat].start(visible_ms)

    def place(self, lay: TableLayout) -> None:
        """After a resize: each bubble's lines broken (and its type made smaller, or back to
        the table's type when it was shown) for its new room (its type follows the table's
        with its next text), so that it stays in its corner, clear of the hands and the
        tricks spread out."""
        for seat, bubble in self._bubbles.items():
            room = lay.bubble_room(seat)
            bubble.fit_width(room.width(), room.height(), MIN_BUBBLE_FONT)
            self._place(seat, bubble, lay)

    @staticmethod
    def _place(seat: int, bubble: Bubble, lay: TableLayout) -> None:
        shape = bubble.boundingRect()
        bubble.setPos(lay.bubble_anchor(seat, shape.width(), shape.height()))

    def clear(self) -> None:
        """Hide every bubble now (the hand's summary says it all, and on a small table it
        reaches the corners where they stand)."""
        for seat, bubble in self._bubbles.items():
            self._timers[seat].stop()
            bubble.hide()

    def shown(self) -> list[str]:
        """The texts of the bubbles in sight."""
        return [bubble.text for bubble in self._bubbles.values() if bubble.isVisible()]

    def lines(self) -> list[list[str]]:
        """The texts of the bubbles in sight, each as its lines are broken (tests)."""
        return [bubble.lines for bubble in self._bubbles.values() if bubble.isVisible()]

    def rects(self) -> list[QRectF]:
        """Where the bubbles in sight lie (scene coordinates)."""
        return [bubble.sceneBoundingRect() for bubble in self._bubbles.values()
                if bubble.isVisible()]

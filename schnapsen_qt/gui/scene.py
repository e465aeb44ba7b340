"""The card table: a QGraphicsScene that shows the game and reports the player's intents.

The scene owns the card items (:class:`~.items.CardItem`) and a queue of animation steps. Each
controller signal becomes one or more steps (deal, play, collect, draw, meld, ...); a step
updates the table model (which item lies where) and animates the items to their places.
While steps run, the player's intents are queued and applied when the table is idle, after
checking them against the controller's legal actions at that moment, so input is never lost
and never applied to a state the player has not seen.

There is no rule logic here: what may be played is the view's ``legal`` list.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from ..engine import CLAIM, CLOSE, EXCHANGE, MELD
from ..engine.cards import JACK, KING, QUEEN, cards_of, suit_of
from ..qt import (
    QColor,
    QCoreApplication,
    QGraphicsScene,
    QLinearGradient,
    QObject,
    QPainter,
    QPointF,
    QRadialGradient,
    QRectF,
    QTimer,
    Signal,
)
from ..settings import Settings
from . import names
from .cardpix import CardPixmaps
from .items import Bubble, CardItem, Panel
from .piles import Zone
from .timings import announce_visible, ms

HUMAN, AI = 0, 1
# Suit order in the human's hand, alternating colours: clubs, hearts, spades, diamonds.
_SUIT_ORDER = (0, 2, 3, 1)

# Short name so that lupdate still sees ``_Q.translate("Context", "text")``.
_Q = QCoreApplication


class TableScene(QGraphicsScene):
    """Shows the controller's game; ``intent`` carries nothing: intents go to the controller
    through :meth:`submit`, which queues them while the table is busy."""

    message = Signal(str)  # status-bar text
    idle = Signal()  # all animations done and the queue is empty
    summaryShown = Signal()

    def __init__(
        self, controller, settings: Settings | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings or Settings()
        self.pixmaps = CardPixmaps(self.settings.deck, self.settings.back)
        self.dpr = 1.0
        self.card_w = 100.0
        self.card_h = 156.0
        self.view_state = None  # the PlayerView the table shows now
        # Table model.
        self.pack: list[CardItem] = []
        self.mine: list[CardItem] = []
        self.opp: list[CardItem] = []
        self.talon: list[CardItem] = []
        self.turnup: CardItem | None = None
        self.trick: list[tuple[int, CardItem]] = []
        self.piles: list[list[CardItem]] = [[], []]
        self.last_trick_items: list[CardItem] = []
        self.show_items: list[CardItem] = []
        self.raised: set[CardItem] = set()
        self.browsing = False
        self.selected = -1  # index into the displayed hand (keyboard)
        self.hint_action = -1
        # Step queue.
        self._steps: deque[Callable[[], int]] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._waiting = False
        self._pumping = False
        self._pending_intent: int | None = None
        self._bubbles: dict[int, Bubble] = {}
        self._bubble_timers: dict[int, QTimer] = {}
        # Every card item ever made, reused from hand to hand: an item is never removed from
        # the scene while an animation or a queued step may still refer to it.
        self._card_pool: list[CardItem] = []
        self._pool_used = 0
        # Panels.
        self.score_panel = Panel()
        self.state_panel = Panel()
        self.prompt_panel = Panel()
        self.summary_panel = Panel(clickable=True)
        self.summary_panel.align_center = True
        self.summary_panel.fill = QColor(12, 40, 24, 235)
        self.summary_panel.border = QColor("#d9b95b")
        self.summary_panel.clicked.connect(self.continue_game)
        for z, panel in (
            (3000, self.score_panel),
            (3000, self.state_panel),
            (3000, self.prompt_panel),
            (9000, self.summary_panel),
        ):
            panel.setZValue(z)
            self.addItem(panel)
        self.summary_panel.hide()
        self.prompt_panel.hide()
        self.summary = None
        self.setSceneRect(0, 0, 1024, 680)
        self._connect(controller)

    # ------------------------------------------------------------------ wiring

    def _connect(self, c) -> None:
        c.handStarted.connect(self.on_hand_started)
        c.stateReset.connect(self.on_state_reset)
        c.cardPlayed.connect(self.on_card_played)
        c.trickWon.connect(self.on_trick_won)
        c.cardsDrawn.connect(self.on_cards_drawn)
        c.melded.connect(self.on_melded)
        c.exchanged.connect(self.on_exchanged)
        c.talonClosed.connect(self.on_closed)
        c.claimed.connect(self.on_claimed)
        c.handOver.connect(self.on_hand_over)
        c.hintReady.connect(self.on_hint)
        c.aiThinking.connect(lambda _busy: self._update_panels())

    @property
    def speed(self) -> float:
        return self.settings.speed_factor

    def apply_settings(self, settings: Settings) -> None:
        """Deck, back, animation speed and counting aid take effect at once."""
        self.settings = settings
        self.pixmaps.set_deck(settings.deck, settings.back)
        for item in self.items():
            item.update()
        self._update_panels()
        self.update()

    # ------------------------------------------------------------------ queries

    def cards_in(self, zone: Zone) -> list[CardItem]:
        """The card items lying in ``zone`` now, in the order shown (the hand left to right,
        stacks bottom up)."""
        if zone is Zone.HAND:
            return self.sorted_mine()
        if zone is Zone.OPPONENT_HAND:
            return list(self.opp)
        if zone is Zone.TALON:
            return list(self.talon)
        if zone is Zone.TURNUP:
            return [] if self.turnup is None else [self.turnup]
        if zone is Zone.TRICK:
            return [item for _seat, item in self.trick]
        return list(self.piles[HUMAN if zone is Zone.OWN_TRICKS else AI])

    def card_item(self, card: int) -> CardItem | None:
        """The item showing ``card`` (a card whose place the player knows), or None."""
        return next((i for i in self._card_items() if i.card == card and card >= 0), None)

    def last_trick_shown(self) -> list[CardItem]:
        """The last trick's cards lying face up on the winner's pile (soft rules)."""
        return list(self.last_trick_items)

    def selected_card(self) -> int:
        """The card chosen with the keyboard in the player's hand, or -1."""
        mine = self.sorted_mine()
        return mine[self.selected].card if 0 <= self.selected < len(mine) else -1

    @property
    def card_width(self) -> float:
        return self.card_w

    def _panel(self, name: str) -> Panel:
        return {"score": self.score_panel, "state": self.state_panel,
                "prompt": self.prompt_panel, "summary": self.summary_panel}[name]

    def panel_lines(self, name: str) -> list[str]:
        """The text lines of panel ``name`` ("score", "state", "prompt", "summary"); empty
        while it is hidden."""
        panel = self._panel(name)
        return [text for text, _style in panel.lines] if panel.isVisible() else []

    def panel_rect(self, name: str) -> QRectF | None:
        """Where panel ``name`` lies in scene coordinates, or None while it is hidden."""
        panel = self._panel(name)
        return panel.sceneBoundingRect() if panel.isVisible() else None

    @property
    def summary_shown(self) -> bool:
        """The end-of-hand summary is on the table (waiting for a click or Enter)."""
        return self.summary is not None

    # ------------------------------------------------------------------ step queue

    @property
    def busy(self) -> bool:
        return bool(self._steps) or self._waiting

    def _enqueue(self, *steps: Callable[[], int]) -> None:
        self._steps.extend(steps)
        if not self._waiting:
            self._pump()

    def _pump(self) -> None:
        if self._pumping:
            return
        self._pumping = True
        try:
            while self._steps:
                wait = self._steps.popleft()()
                if wait and wait > 0:
                    self._waiting = True
                    self._timer.start(int(wait))
                    return
        finally:
            self._pumping = False
        self._on_idle()

    def _on_timer(self) -> None:
        self._waiting = False
        self._pump()

    def _clear_queue(self) -> None:
        self._steps.clear()
        self._timer.stop()
        self._waiting = False
        self._pending_intent = None

    def _on_idle(self) -> None:
        self._update_marks()
        self._update_panels()
        if self.summary is not None and not self.summary_panel.isVisible():
            self._show_summary()
        intent, self._pending_intent = self._pending_intent, None
        self.idle.emit()
        if intent is not None:
            if self.controller.is_legal(intent):
                self.controller.act(intent)
            else:
                self.message.emit(_Q.translate("Table", "That move is no longer possible."))

    # ------------------------------------------------------------------ geometry

    def resize_table(self, width: float, height: float, dpr: float = 1.0) -> None:
        """Fit the table to a viewport of ``width`` x ``height`` (re-renders card sizes)."""
        width, height = max(320.0, width), max(240.0, height)
        self.setSceneRect(0, 0, width, height)
        self.dpr = dpr
        aspect = self.pixmaps.aspect
        ch = min(height * 0.235, width * 0.112 * aspect)
        self.card_h = round(ch)
        self.card_w = round(ch / aspect)
        for item in self._card_items():
            item.prepareGeometryChange()
        self._relayout(0)
        self._update_panels()
        if self.summary_panel.isVisible():
            self._place_summary()
        for seat, bubble in self._bubbles.items():
            bubble.setPos(self._bubble_pos(seat))

    def _card_items(self) -> list[CardItem]:
        return self._card_pool[: self._pool_used]

    @property
    def _m(self) -> float:
        r = self.sceneRect()
        return max(8.0, min(r.width(), r.height()) * 0.025)

    def _hand_y(self, seat: int) -> float:
        r = self.sceneRect()
        if seat == HUMAN:
            return r.height() - self._m - self.card_h / 2
        return self._m + self.card_h / 2 - self.card_h * 0.12

    def _talon_pos(self) -> QPointF:
        r = self.sceneRect()
        x = r.width() * 0.5 - self.card_w * 2.6
        x = max(x, self._m + self.card_h * 0.55 + self.card_w * 0.15)
        return QPointF(x, r.height() / 2)

    def _turnup_pos(self) -> QPointF:
        t = self._talon_pos()
        return QPointF(t.x() + self.card_w * 0.42, t.y())

    def _trick_pos(self, seat: int) -> QPointF:
        r = self.sceneRect()
        cx, cy = r.width() / 2 + self.card_w * 0.15, r.height() / 2
        if seat == HUMAN:
            return QPointF(cx + self.card_w * 0.28, cy + self.card_h * 0.1)
        return QPointF(cx - self.card_w * 0.28, cy - self.card_h * 0.1)

    def _pile_pos(self, seat: int) -> QPointF:
        r = self.sceneRect()
        x = r.width() - self._m - self.card_h / 2 - self.card_w * 0.2
        y = r.height() / 2 + (self.card_h * 0.62 if seat == HUMAN else -self.card_h * 0.62)
        return QPointF(x, y)

    def _bubble_pos(self, seat: int) -> QPointF:
        r = self.sceneRect()
        if seat == HUMAN:
            return QPointF(r.width() / 2, self._hand_y(HUMAN) - self.card_h * 0.72)
        return QPointF(r.width() / 2, self._hand_y(AI) + self.card_h * 0.72)

    def trick_area(self) -> QRectF:
        """Where a dragged card is played."""
        r = self.sceneRect()
        return QRectF(
            r.width() * 0.3,
            self._hand_y(AI) + self.card_h * 0.5,
            r.width() * 0.45,
            self._hand_y(HUMAN) - self._hand_y(AI) - self.card_h,
        )

    # ------------------------------------------------------------------ layout

    def sorted_mine(self) -> list[CardItem]:
        trump = self.view_state.trump if self.view_state is not None else -1

        def key(item: CardItem) -> tuple:
            s = suit_of(item.card)
            order = 9 if s == trump else _SUIT_ORDER.index(s)
            return (order, item.card)

        return sorted(self.mine, key=key)

    def _relayout(self, duration: int) -> None:
        """Animate every card to its place in the table model."""
        if self.card_w <= 0:
            return
        w, h = self.card_w, self.card_h
        r = self.sceneRect()
        cx = r.width() / 2
        # Human hand: a gentle fan.
        mine = self.sorted_mine()
        n = len(mine)
        step = w * 0.78
        for i, item in enumerate(mine):
            off = i - (n - 1) / 2
            x = cx + off * step
            y = self._hand_y(HUMAN) + abs(off) ** 2 * h * 0.018
            if item in self.raised:
                y -= h * 0.2
            if i == self.selected:
                y -= h * 0.12
            item.animate(QPointF(x, y), 400 + i, True, duration, off * 2.5)
        # Opponent's hand: backs, fanned the other way.
        n = len(self.opp)
        step = w * 0.52
        for i, item in enumerate(self.opp):
            off = i - (n - 1) / 2
            shown = item in self.show_items
            if shown:
                k = self.show_items.index(item)
                pos = QPointF(cx + (k - 0.5) * w * 1.05, self._hand_y(AI) + h * 0.62)
                item.animate(pos, 700 + k, True, duration, 0)
                continue
            x = cx + off * step
            y = self._hand_y(AI) - abs(off) ** 2 * h * 0.015
            item.animate(QPointF(x, y), 400 + i, False, duration, -off * 2.0)
        # Talon (face down, a little stack) and the turn-up crosswise under it.
        tp = self._talon_pos()
        for i, item in enumerate(self.talon):
            d = i * max(0.6, w * 0.006)
            item.animate(QPointF(tp.x() - d, tp.y() - d), 200 + i, False, duration, 0)
        for i, item in enumerate(self.pack):
            d = i * max(0.4, w * 0.004)
            item.animate(QPointF(tp.x() - d, tp.y() - d), 200 + i, False, duration, 0)
        if self.turnup is not None:
            closed = self.view_state is not None and self.view_state.closed_by >= 0
            item = self.turnup
            if closed:
                item.animate(QPointF(tp.x() + w * 0.1, tp.y() + w * 0.06), 230, False, duration, 80)
            else:
                item.animate(self._turnup_pos(), 150, True, duration, 90)
        # Trick.
        for i, (seat, item) in enumerate(self.trick):
            tilt = (-4.0, 5.0)[seat]
            item.animate(self._trick_pos(seat), 600 + i, True, duration, tilt)
        # Piles.
        for seat in (0, 1):
            pile = self.piles[seat]
            base = self._pile_pos(seat)
            visible = [i for i in pile if i in self.last_trick_items]
            for i, item in enumerate(pile):
                if self.browsing and seat == HUMAN:
                    continue
                if item in visible:
                    k = visible.index(item)
                    pos = QPointF(base.x() - w * 0.25 + k * w * 0.5, base.y() + k * h * 0.04)
                    item.animate(pos, 100 + len(pile) + k, True, duration, -6 + k * 10)
                else:
                    d = i * max(0.5, w * 0.005)
                    rot = 90 + (i % 3 - 1) * 3
                    item.animate(QPointF(base.x() - d, base.y() - d), 20 + i, False, duration, rot)
        if self.browsing:
            pile = self.piles[HUMAN]
            per_row = max(1, min(len(pile), 10))
            step = min(w * 0.62, r.width() * 0.7 / max(1, per_row))
            top = r.height() / 2 - h * 0.55
            x0 = cx - step * (per_row - 1) / 2
            for i, item in enumerate(pile):
                row, col = divmod(i, per_row)
                pos = QPointF(x0 + col * step, top + row * h * 0.55)
                item.animate(pos, 8000 + i, True, duration, 0)

    # ------------------------------------------------------------------ marks and panels

    def _legal(self) -> tuple[int, ...]:
        v = self.view_state
        if v is None or v.outcome is not None or v.to_move != HUMAN:
            return ()
        return v.legal

    def _update_marks(self) -> None:
        legal = set(self._legal())
        my_turn = bool(legal)
        mine = self.sorted_mine()
        if self.selected >= len(mine):
            self.selected = len(mine) - 1
        for i, item in enumerate(mine):
            item.set_marks(
                dimmed=my_turn and item.card not in legal,
                selected=i == self.selected,
                hint=item.card == self.hint_action,
            )
        for item in self._card_items():
            if item not in self.mine:
                item.set_marks(dimmed=False, selected=False, hint=False)
        if self.turnup is not None:
            self.turnup.set_marks(hint=self.hint_action in (CLOSE, EXCHANGE))

    def _update_panels(self) -> None:
        r = self.sceneRect()
        base = max(10.0, min(22.0, self.card_h * 0.085))
        width = max(150.0, min(self.card_w * 2.1, r.width() * 0.26))
        v = self.view_state
        c = self.controller
        deck = self.settings.deck
        # Scoreboard: 7 counting down for each player, tally of Bummerls won.
        match = c.match
        lines: list[tuple[str, str]] = [(_Q.translate("Table", "Bummerl"), "title")]
        if match is not None:
            for seat in (HUMAN, AI):
                tally = "\u25cf" * match.bummerls[seat]
                lines.append((f"{names.seat_name(seat)} {tally}\t{match.to_go[seat]}", "rowbig"))
            lines.append(
                (
                    _Q.translate("Table", "First to %1 Bummerls wins").replace(
                        "%1", str(match.bummerls_to_win)
                    ),
                    "dim",
                )
            )
        self.score_panel.set_content(lines, width, base)
        self.score_panel.setPos(self._m, self._m)
        # Hand state.
        lines = []
        if v is not None:
            lines.append(
                (
                    _Q.translate("Table", "Trump: %1").replace(
                        "%1", names.suit_label(v.trump, deck)
                    ),
                    "gold",
                )
            )
            if v.closed_by >= 0:
                lines.append(
                    (
                        _Q.translate("Table", "Talon closed by you")
                        if v.closed_by == HUMAN
                        else _Q.translate("Table", "Talon closed by the computer"),
                        "normal",
                    )
                )
            elif v.turnup < 0:
                lines.append((_Q.translate("Table", "Talon exhausted"), "normal"))
            else:
                lines.append(
                    (
                        _Q.translate("Table", "Talon: %1 cards").replace("%1", str(v.talon_size)),
                        "normal",
                    )
                )
            lines.append(
                (
                    _Q.translate("Table", "Tricks: you %1, computer %2")
                    .replace("%1", str(v.tricks[0]))
                    .replace("%2", str(v.tricks[1])),
                    "normal",
                )
            )
            if self.settings.counting_aid:
                for seat in (HUMAN, AI):
                    text = (
                        _Q.translate("Table", "Your points: %1")
                        if seat == HUMAN
                        else _Q.translate("Table", "Computer's points: %1")
                    )
                    line = text.replace("%1", str(v.counted_points(seat)))
                    if v.meld_points[seat] and not v.tricks[seat]:
                        line += " " + _Q.translate("Table", "(+%1 after a trick)").replace(
                            "%1", str(v.meld_points[seat])
                        )
                    lines.append((line, "normal"))
            lines.append(
                (
                    _Q.translate("Table", "Dealer: you")
                    if v.dealer == HUMAN
                    else _Q.translate("Table", "Dealer: computer"),
                    "dim",
                )
            )
        rules = c.active.rules if c.match is None else c.match.rules
        preset = rules.preset_name() or "custom"
        preset_text = {
            "soft": _Q.translate("Table", "soft"),
            "sharp": _Q.translate("Table", "sharp"),
            "tournament": _Q.translate("Table", "tournament"),
            "custom": _Q.translate("Table", "custom"),
        }[preset]
        lines.append((_Q.translate("Table", "Rules: %1").replace("%1", preset_text), "dim"))
        self.state_panel.set_content(lines, width, base)
        self.state_panel.setPos(self._m, r.height() - self._m - self.state_panel.height)
        # Prompt: whose turn.
        prompt = self._prompt()
        if prompt:
            self.prompt_panel.set_content(
                [(prompt, "normal")], max(width, base * len(prompt) * 0.62), base
            )
            self.prompt_panel.align_center = True
            self.prompt_panel.setPos(
                r.width() - self._m - self.prompt_panel.width,
                r.height() - self._m - self.prompt_panel.height,
            )
            self.prompt_panel.show()
        else:
            self.prompt_panel.hide()

    def _prompt(self) -> str:
        v = self.view_state
        if v is None or v.outcome is not None or self.summary is not None:
            return ""
        if self.controller.ai_busy or v.to_move == AI:
            return _Q.translate("Table", "The computer is thinking…")
        if v.to_move == HUMAN:
            if v.meld_suit >= 0:
                return (
                    _Q.translate("Table", "Lead the King or the Queen")
                    if len([a for a in v.legal if a < MELD]) > 1
                    else _Q.translate("Table", "Lead the King")
                )
            if v.lead >= 0:
                return _Q.translate("Table", "Your turn: follow")
            return _Q.translate("Table", "Your lead")
        return ""

    # ------------------------------------------------------------------ announcements

    def announce(self, seat: int, text: str) -> None:
        """Show ``text`` in the seat's bubble; it fades after a readable while. The bubble is
        reused, never removed, so no fading animation outlives its item."""
        bubble = self._bubbles.get(seat)
        if bubble is None:
            bubble = Bubble()
            bubble.setZValue(8000)
            self.addItem(bubble)
            self._bubbles[seat] = bubble
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(bubble.fade_out)
            self._bubble_timers[seat] = timer
        bubble.show_text(text, max(11.0, self.card_h * 0.085))
        bubble.setPos(self._bubble_pos(seat))
        self.message.emit(text)
        self._bubble_timers[seat].start(announce_visible(self.speed))

    # ------------------------------------------------------------------ controller events

    def _reset_items(self) -> None:
        for item in self._card_pool:
            item.reset()
        self._pool_used = 0
        self.pack, self.mine, self.opp, self.talon = [], [], [], []
        self.turnup = None
        self.trick = []
        self.piles = [[], []]
        self.last_trick_items = []
        self.show_items = []
        self.raised = set()
        self.browsing = False
        self.selected = -1
        self.hint_action = -1
        self.summary = None
        self.summary_panel.hide()

    def _new_item(self, card: int = -1) -> CardItem:
        """The next unused card item of the pool (a new one only when all are in use)."""
        if self._pool_used == len(self._card_pool):
            item = CardItem(self, card)
            self.addItem(item)
            self._card_pool.append(item)
        else:
            item = self._card_pool[self._pool_used]
            item.card = card
            item.show()
        self._pool_used += 1
        return item

    def on_hand_started(self, view) -> None:
        self._clear_queue()
        self._reset_items()
        self.view_state = view
        sp = self.speed
        tp = self._talon_pos()
        for i in range(20):
            item = self._new_item()
            item.setPos(tp)
            item.setZValue(200 + i)
            self.pack.append(item)
        self._relayout(0)
        self._update_panels()
        dealer = view.dealer
        fore = 1 - dealer
        my_cards = list(cards_of(view.hand))
        order = (fore, fore, fore, dealer, dealer, dealer, -1, fore, fore, dealer, dealer)

        def deal_one(seat: int) -> Callable[[], int]:
            def step() -> int:
                item = self.pack.pop()
                if seat == -1:
                    item.card = view.turnup
                    self.turnup = item
                elif seat == HUMAN:
                    item.card = my_cards.pop(0)
                    self.mine.append(item)
                else:
                    self.opp.append(item)
                self._relayout(ms("deal", sp))
                return ms("deal", sp) // 2

            return step

        def gap() -> int:
            return ms("deal_gap", sp)

        def finish() -> int:
            self.talon, self.pack = self.pack, []
            self._relayout(ms("relayout", sp))
            self.message.emit(
                _Q.translate("Table", "New hand: %1 are trumps.").replace(
                    "%1", names.suit_name(view.trump, self.settings.deck)
                )
            )
            return ms("relayout", sp)

        steps: list[Callable[[], int]] = []
        for k, seat in enumerate(order):
            steps.append(deal_one(seat))
            if k in (2, 5, 6, 8):
                steps.append(gap)
        steps.append(finish)
        self._enqueue(*steps)

    def on_state_reset(self, view) -> None:
        """Rebuild the table from a view (loaded game) without animation."""
        self._clear_queue()
        self._reset_items()
        self.view_state = view
        for card in cards_of(view.hand):
            self.mine.append(self._new_item(card))
        known = list(cards_of(view.shown[AI]))
        for i in range(view.hand_sizes[AI]):
            self.opp.append(self._new_item(known[i] if i < len(known) else -1))
        for _ in range(view.stock_left if view.turnup >= 0 else 0):
            self.talon.append(self._new_item())
        if view.turnup >= 0:
            self.turnup = self._new_item(view.turnup)
        if view.lead >= 0:
            self.trick.append((1 - view.to_move, self._new_item(view.lead)))
        for seat in (0, 1):
            for card in cards_of(view.won[seat]):
                self.piles[seat].append(self._new_item(card))
        lt = view.last_trick
        if lt is not None and view.lead < 0 and view.rules.tricks_viewable:
            pile = self.piles[lt.winner]
            by_card = {i.card: i for i in pile}
            for card in (lt.lead, lt.follow):
                item = by_card.get(card)
                if item is not None:
                    pile.remove(item)
                    pile.append(item)
                    self.last_trick_items.append(item)
        self._relayout(0)
        self._enqueue(lambda: 0)

    def _set_view(self, view) -> None:
        self.view_state = view
        if self.hint_action >= 0:
            self.hint_action = -1

    def on_card_played(self, seat: int, card: int, view) -> None:
        def step() -> int:
            self._set_view(view)
            if not self.trick and self.last_trick_items:
                self.last_trick_items = []  # the next lead hides the last trick
            if seat == HUMAN:
                item = next((i for i in self.mine if i.card == card), None)
                if item is None:
                    return 0
                self.mine.remove(item)
                self.raised = set()
            else:
                item = next((i for i in self.opp if i.card == card), None)
                if item is None:
                    unknown = [i for i in self.opp if i.card < 0]
                    item = unknown[len(unknown) // 2] if unknown else self.opp[-1]
                    item.card = card
                self.opp.remove(item)
                if item in self.show_items:
                    self.show_items.remove(item)
            self.trick.append((seat, item))
            self.selected = min(self.selected, len(self.mine) - 1)
            self._relayout(ms("play", self.speed))
            self._update_marks()
            return ms("play", self.speed)

        self._enqueue(step)

    def on_trick_won(self, trick, view) -> None:
        sp = self.speed

        def pause() -> int:
            return ms("trick_pause", sp)

        def collect() -> int:
            self._set_view(view)
            items = [i for _, i in self.trick]
            self.trick = []
            self.last_trick_items = []
            # The next lead's announcement bubble, if any, is for the winner.
            self.piles[trick.winner].extend(items)
            if view.rules.tricks_viewable:
                self.last_trick_items = items
            self._relayout(ms("collect", sp))
            if trick.winner == HUMAN:
                self.message.emit(_Q.translate("Table", "You win the trick."))
            else:
                self.message.emit(_Q.translate("Table", "The computer wins the trick."))
            return ms("collect", sp)

        self._enqueue(pause, collect)

    def on_cards_drawn(self, draws, view) -> None:
        sp = self.speed

        def draw(seat: int, card: int) -> Callable[[], int]:
            def step() -> int:
                if self.talon:
                    item = self.talon.pop()
                    if card >= 0:
                        item.card = card
                elif self.turnup is not None:
                    item, self.turnup = self.turnup, None
                else:
                    return 0
                (self.mine if seat == HUMAN else self.opp).append(item)
                self._relayout(ms("draw", sp))
                return int(ms("draw", sp) * 0.8)

            return step

        def done() -> int:
            self._set_view(view)
            self._update_marks()
            return 0

        self._enqueue(*(draw(s, c) for s, c in draws), done)

    def on_melded(self, seat: int, suit: int, points: int, view) -> None:
        sp = self.speed
        deck = self.settings.deck
        pair = (suit * 5 + KING, suit * 5 + QUEEN)
        if seat == HUMAN:

            def show() -> int:
                self._set_view(view)
                self.raised = {i for i in self.mine if i.card in pair}
                self.announce(
                    HUMAN,
                    _Q.translate("Table", "%1 in %2!")
                    .replace("%1", str(points))
                    .replace("%2", names.suit_name(suit, deck)),
                )
                self._relayout(ms("relayout", sp))
                self._update_marks()
                return ms("relayout", sp)

            self._enqueue(show)
            return

        def show_opp() -> int:
            self._set_view(view)
            shown = []
            for card in pair:
                item = next((i for i in self.opp if i.card == card), None)
                if item is None:
                    unknown = [i for i in self.opp if i.card < 0]
                    if not unknown:
                        continue
                    item = unknown[-1]
                    item.card = card
                shown.append(item)
            self.show_items = shown
            self.announce(
                AI,
                _Q.translate("Table", "Computer: %1 in %2!")
                .replace("%1", str(points))
                .replace("%2", names.suit_name(suit, deck)),
            )
            self._relayout(ms("reveal", sp))
            return ms("meld_show", sp)

        def hide_opp() -> int:
            self.show_items = []
            self._relayout(ms("reveal", sp))
            return ms("reveal", sp)

        self._enqueue(show_opp, hide_opp)

    def on_exchanged(self, seat: int, jack: int, old_turnup: int, view) -> None:
        sp = self.speed

        def step() -> int:
            self._set_view(view)
            old = self.turnup
            hand = self.mine if seat == HUMAN else self.opp
            item = next((i for i in hand if i.card == jack), None)
            if item is None:
                unknown = [i for i in hand if i.card < 0]
                if not unknown:
                    return 0
                item = unknown[-1]
                item.card = jack
            hand.remove(item)
            self.turnup = item
            if old is not None:
                hand.append(old)
            if seat == AI:
                self.announce(AI, _Q.translate("Table", "Computer exchanges the trump Jack."))
            else:
                self.message.emit(_Q.translate("Table", "You exchanged the trump Jack."))
            self._relayout(ms("exchange", sp))
            return ms("exchange", sp) + (ms("announce_hold", sp) if seat == AI else 0)

        self._enqueue(step)

    def on_closed(self, seat: int, view) -> None:
        sp = self.speed

        def step() -> int:
            self._set_view(view)
            if seat == AI:
                self.announce(AI, _Q.translate("Table", "Computer closes the talon!"))
            else:
                self.message.emit(_Q.translate("Table", "You closed the talon."))
            self._relayout(ms("close", sp))
            self._update_marks()
            return ms("close", sp) + (ms("announce_hold", sp) if seat == AI else 0)

        self._enqueue(step)

    def on_claimed(self, seat: int, view) -> None:
        sp = self.speed

        def step() -> int:
            self._set_view(view)
            if seat == AI:
                self.announce(AI, _Q.translate("Table", "Computer: Genug! (66)"))
            else:
                self.announce(HUMAN, _Q.translate("Table", "Genug! (66)"))
            return ms("announce_hold", sp)

        self._enqueue(step)

    def on_hand_over(self, summary) -> None:
        def step() -> int:
            self._set_view(summary.view)
            self.summary = summary
            self.raised = set()
            self.last_trick_items = []
            self._relayout(ms("relayout", self.speed))
            self._show_summary()
            return 0

        self._enqueue(step)

    def on_hint(self, hint) -> None:
        self.hint_action = hint.action
        from .hints import hint_text

        self.message.emit(hint_text(hint, self.settings.deck))
        if hint.action < MELD:
            mine = self.sorted_mine()
            for i, item in enumerate(mine):
                if item.card == hint.action:
                    self.selected = i
            self._relayout(ms("hover", self.speed))
        self._update_marks()

    # ------------------------------------------------------------------ summary

    def _summary_lines(self, s) -> list[tuple[str, str]]:
        o = s.outcome
        v = s.view
        lines: list[tuple[str, str]] = []
        if s.match_winner is not None:
            title = (
                _Q.translate("Table", "You win the match!")
                if s.match_winner == HUMAN
                else _Q.translate("Table", "The computer wins the match.")
            )
        elif s.bummerl is not None:
            title = (
                _Q.translate("Table", "You win the Bummerl!")
                if s.bummerl.winner == HUMAN
                else _Q.translate("Table", "The computer wins the Bummerl.")
            )
        else:
            title = (
                _Q.translate("Table", "You win the hand!")
                if o.winner == HUMAN
                else _Q.translate("Table", "The computer wins the hand.")
            )
        lines.append((title, "big"))
        lines.append((names.reason_text(o, v), "normal"))
        scores = (
            _Q.translate("Table", "You score %1.")
            if o.winner == HUMAN
            else _Q.translate("Table", "The computer scores %1.")
        )
        lines.append((scores.replace("%1", names.points_text(o, v)), "gold"))
        lines.append(
            (
                _Q.translate("Table", "Card points: you %1, computer %2")
                .replace("%1", str(o.card_points[0]))
                .replace("%2", str(o.card_points[1])),
                "normal",
            )
        )
        if s.bummerl is not None:
            b = s.bummerl
            if b.schneider:
                lines.append(
                    (
                        _Q.translate("Table", "Schneider-Bummerl: the loser scored no game point")
                        + (" " + _Q.translate("Table", "(counts twice)") if b.value > 1 else ""),
                        "gold",
                    )
                )
            lines.append(
                (
                    _Q.translate("Table", "Bummerls: you %1, computer %2")
                    .replace("%1", str(s.bummerls[0]))
                    .replace("%2", str(s.bummerls[1])),
                    "normal",
                )
            )
        else:
            lines.append(
                (
                    _Q.translate("Table", "Still to go: you %1, computer %2")
                    .replace("%1", str(s.to_go[0]))
                    .replace("%2", str(s.to_go[1])),
                    "normal",
                )
            )
        lines.append(("", "small"))
        more = (
            _Q.translate("Table", "Click or press Enter for a new match")
            if s.match_winner is not None
            else _Q.translate("Table", "Click or press Enter to continue")
        )
        lines.append((more, "dim"))
        return lines

    def _show_summary(self) -> None:
        if self.summary is None:
            return
        self._place_summary()
        self.summary_panel.show()
        self.prompt_panel.hide()
        self.summaryShown.emit()

    def _place_summary(self) -> None:
        r = self.sceneRect()
        base = max(12.0, min(24.0, self.card_h * 0.095))
        lines = self._summary_lines(self.summary)
        longest = max(len(t) for t, _ in lines)
        width = min(r.width() * 0.9, max(base * 22, longest * base * 0.62))
        self.summary_panel.set_content(lines, width, base)
        self.summary_panel.setPos(
            (r.width() - width) / 2, (r.height() - self.summary_panel.height) / 2
        )

    def continue_game(self) -> None:
        """Leave the summary: next hand (or a new match)."""
        if self.summary is None:
            return
        self.summary = None
        self.summary_panel.hide()
        self.controller.next_hand()

    # ------------------------------------------------------------------ intents

    def submit(self, action: int) -> bool:
        """The player wants ``action``: apply it now, or queue it while the table animates.

        Refused at once when it is not the player's turn in the controller's state.
        """
        if self.summary is not None:
            return False
        c = self.controller
        if not c.human_to_move:
            self.message.emit(_Q.translate("Table", "Please wait: it is the computer's turn."))
            return False
        if not c.is_legal(action):
            reason = c.refusal_text(action)
            self.message.emit(reason or _Q.translate("Table", "That is not allowed now."))
            return False
        self.hint_action = -1
        if self.busy:
            self._pending_intent = action
            return True
        return c.act(action)

    def is_clickable(self, item: CardItem) -> bool:
        if item in self.mine:
            legal = self._legal()
            return bool(legal) and item.card in legal
        if item is self.turnup:
            return CLOSE in self._legal()
        return False

    def can_drag(self, item: CardItem) -> bool:
        return item in self.mine and self.controller.human_to_move and self.summary is None

    def card_clicked(self, item: CardItem) -> None:
        if self.browsing:
            self.toggle_browse()
            if item not in self.mine:
                return
        if self.summary is not None:
            self.continue_game()
            return
        if item in self.mine:
            legal = self._legal()
            if legal and item.card not in legal:
                reason = self.controller.refusal_text(item.card)
                self.message.emit(
                    reason or _Q.translate("Table", "That card may not be played now.")
                )
                return
            self.submit(item.card)
        elif item is self.turnup or item in self.talon:
            if CLOSE in self.controller.legal():
                self.submit(CLOSE)
        elif item in self.piles[HUMAN] or item in self.piles[AI]:
            self.toggle_browse()

    def card_dropped(self, item: CardItem, pos: QPointF) -> None:
        accepted = False
        if item in self.mine:
            v = self.view_state
            jack = v.trump * 5 + JACK if v is not None else -1
            if (
                self.turnup is not None
                and item.card == jack
                and self.turnup.sceneBoundingRect().adjusted(-10, -10, 10, 10).contains(pos)
                and EXCHANGE in self.controller.legal()
            ):
                accepted = self.submit(EXCHANGE)
            elif self.trick_area().contains(pos) and item.card in self.controller.legal():
                accepted = self.submit(item.card)
            elif self.trick_area().contains(pos):
                self.card_clicked(item)
        if not accepted or item in self.mine:
            self._relayout(ms("relayout", self.speed))

    def toggle_browse(self) -> None:
        """Soft rules: look through your own taken tricks (click again to put them back)."""
        v = self.view_state
        if not self.browsing and (
            v is None or not v.rules.tricks_viewable or not self.piles[HUMAN]
        ):
            if v is not None and not v.rules.tricks_viewable:
                self.message.emit(
                    _Q.translate("Table", "These rules do not allow looking at taken tricks.")
                )
            return
        self.browsing = not self.browsing
        self._relayout(ms("relayout", self.speed))

    # ------------------------------------------------------------------ keyboard

    def key_select(self, index: int) -> None:
        mine = self.sorted_mine()
        if not mine:
            return
        self.selected = max(0, min(len(mine) - 1, index))
        self._relayout(ms("hover", self.speed))
        self._update_marks()

    def key_move(self, delta: int) -> None:
        mine = self.sorted_mine()
        if not mine:
            return
        if self.selected < 0:
            self.key_select(0 if delta > 0 else len(mine) - 1)
        else:
            self.key_select((self.selected + delta) % len(mine))

    def key_play(self) -> None:
        if self.summary is not None:
            self.continue_game()
            return
        mine = self.sorted_mine()
        if 0 <= self.selected < len(mine):
            self.card_clicked(mine[self.selected])

    # ------------------------------------------------------------------ background

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        r = self.sceneRect()
        pm = self.pixmaps.table(int(r.width()), int(r.height()), self.dpr)
        if pm is not None and not pm.isNull():
            painter.drawPixmap(r, pm, QRectF(pm.rect()))
        else:
            g = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.75)
            g.setColorAt(0.0, QColor("#2f8f52"))
            g.setColorAt(0.6, QColor("#1f6e3d"))
            g.setColorAt(1.0, QColor("#0f4223"))
            painter.fillRect(rect, g)
        # A soft darker band behind the middle of the table.
        band = QLinearGradient(0, r.height() * 0.3, 0, r.height() * 0.7)
        band.setColorAt(0.0, QColor(0, 0, 0, 0))
        band.setColorAt(0.5, QColor(0, 0, 0, 28))
        band.setColorAt(1.0, QColor(0, 0, 0, 0))
        painter.fillRect(QRectF(0, r.height() * 0.3, r.width(), r.height() * 0.4), band)


def legal_card_actions(view) -> list[int]:
    return [a for a in view.legal if a < MELD]


__all__ = ["TableScene", "CardItem", "CLAIM"]

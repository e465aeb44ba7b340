"""The card table: shows the controller's game and reports the player's intents.

The table (:class:`~.table.Table`) is built from piles (:mod:`.piles`) laid out by
:class:`~.layout.TableLayout`; the :class:`~.animator.Animator` moves cards between piles and a
:class:`~.animator.StepQueue` plays each controller event as steps, waiting for the moves to
end. What the table says comes from :mod:`.table_texts`. This module keeps the signal handlers
(each event as steps on the piles) and the input: while steps run,
the player's intent is kept and applied when the table is idle, after checking it against the
controller's legal actions at that moment, so input is never lost and never applied to a state
the player has not seen.

There is no rule logic here: what may be played is the view's ``legal`` list.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine import CLAIM, CLOSE, EXCHANGE, MELD
from ...engine.actions import CLOSE_BEFORE_DRAW
from ...engine.cards import KING_OF, POINTS, QUEEN_OF, cards_of, exchange_card
from ...engine.deal import TURNUP, deal_packets, pack_size
from ...qt import QObject, QPointF
from ...userfiles.settings import Settings
from . import table_texts as texts
from .animator import NO_WAIT, SETTLE, Step, Wait, pause, settle_then
from .items import CardItem, Panel
from .layout import AI, HUMAN
from .piles import SPREAD_GROUP_WIDTH
from .table import Table

#: The before-draw close stays offered at least this long, whatever the speed setting (the
#: player must be able to take it even at "instant" speed).
#: The labels over the player's spread tricks lie over the spread cards (z from 500) and
#: under the trick being played (z from 600), which lies on the spread: on a small table its
#: cards reach up to a label, and the card to answer must stay in sight.
TRICK_LABEL_Z = 590


class TableScene(Table):
    """Shows the controller's game; intents go to the controller through :meth:`submit`."""

    def __init__(self, controller, settings: Settings | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(controller, settings, parent)
        # Asked before a claim or a close, however it is asked for (key, menu, a click on the
        # turn-up): returns False to drop it. The main window sets it (a question box).
        self.confirm: Callable[[int], bool] | None = None
        self._trick_labels: list[Panel] = []
        c = controller
        c.handStarted.connect(self.on_hand_started)
        c.stateReset.connect(self.show_view)
        c.cardPlayed.connect(self.on_card_played)
        c.trickWon.connect(self.on_trick_won)
        c.cardsDrawn.connect(self.on_cards_drawn)
        c.melded.connect(self.on_melded)
        c.exchanged.connect(self.on_exchanged)
        c.talonClosed.connect(self.on_closed)
        c.claimed.connect(self.on_claimed)
        # A game controller's decision points of the house rules and Sechsundsechzig (a review
        # board, which only replays, has none).
        if hasattr(c, "closeBeforeDrawOffered"):
            c.closeBeforeDrawOffered.connect(self.on_close_before_draw_offered)
            c.passed.connect(self.on_passed)
        c.handOver.connect(self.on_hand_over)
        c.hintReady.connect(self.on_hint)
        c.aiThinking.connect(lambda _busy: self._update_panels())
        if hasattr(c, "opponentCardsShown"):
            c.opponentCardsShown.connect(self.on_opponent_cards)

    # ------------------------------------------------------------------ controller events

    def _steps(self, view, first: Step, *more: Step) -> None:
        """Queue ``first`` (which shows ``view``) and ``more`` after it."""

        def show() -> Wait | None:
            self._set_view(view)
            return first()

        self.queue.add(show, *more)

    def on_hand_started(self, view) -> None:
        """Deal: the pack on the talon, then card by card to the hands and the turn-up."""
        self._clear_table(view)
        p, t = self.piles, self.timings
        p.talon.dealing = True
        for _ in range(pack_size(view.rules)):
            self._item(-1, p.talon)
        self.animator.lay_out(0)
        self._update_panels()
        mine = list(cards_of(view.hand))
        # The engine's deal order, packet by packet; a short pause between the packets.
        packets = deal_packets(view.dealer, view.rules)
        order = [seat for packet in packets for seat in packet]
        gaps = {sum(len(pk) for pk in packets[:i + 1]) - 1 for i in range(len(packets) - 1)}

        def deal(k: int, seat: int) -> Step:
            def step() -> Wait:
                item = p.talon.cards[-1]
                turnup = seat == TURNUP
                item.card = view.turnup if turnup else mine.pop(0) if seat == HUMAN else -1
                self.animator.move([item], p.turnup if turnup else p.hand_of(seat),
                                   t.move("deal"))
                gap = t.pause("deal_gap") if k in gaps else 0
                return pause(t.pause("deal_card") + gap)
            return step

        def finish() -> Wait:
            p.talon.dealing = False
            self.animator.lay_out(t.move("relayout"))
            self.message.emit(texts.new_hand(view.trump, self.settings.deck))
            return SETTLE

        self.queue.add(*(deal(k, seat) for k, seat in enumerate(order)), finish)

    def on_opponent_cards(self, mask: int) -> None:
        """Open cards (issue 12): the computer's hand face up (``mask`` 0: back to the backs;
        only the cards the player has seen keep their faces)."""

        def show() -> Wait:
            opp = self.piles.opponent
            opp.open = bool(mask)
            v = self.view_state
            known = set(cards_of(mask)) if mask else (
                set(cards_of(v.shown[AI])) if v is not None else set())
            for item in opp.cards:
                if item.card not in known:
                    item.card = -1
            held = {item.card for item in opp.cards}
            rest = [c for c in cards_of(mask) if c not in held]
            for item in opp.cards:
                if item.card < 0 and rest:
                    item.card = rest.pop(0)
            self.animator.lay_out(self.timings.move("relayout"))
            return SETTLE

        self.queue.add(show)

    def on_card_played(self, seat: int, card: int, view) -> None:
        def play() -> Wait:
            p = self.piles
            if not p.trick:  # the next lead hides the last trick
                p.hide_last_trick()
            item = p.hand_of(seat).item_for(card, middle=True)
            if item is None:
                return NO_WAIT
            if seat == HUMAN:
                p.hand.raised = set()
            self.animator.move([item], p.trick.slot(seat), self.timings.move("play"))
            if seat == AI and p.opponent.showing:
                p.opponent.showing = []  # the other card of a shown marriage goes back
                self.animator.lay_out(self.timings.move("reveal"))
            self._update_marks()
            return SETTLE

        self._steps(view, play)

    def on_trick_won(self, trick, view) -> None:
        t, p = self.timings, self.piles

        def collect() -> Wait:
            items = list(p.trick.cards)
            p.hide_last_trick()
            if view.rules.tricks_viewable:
                p.taken[trick.winner].last_trick = items
            self.animator.move(items, p.taken[trick.winner], t.move("collect"))
            self.message.emit(texts.trick_won(trick.winner))
            return SETTLE

        # The computer's card played second is new to the player: let it be seen.
        still = t.trick_visible if trick.leader == HUMAN else t.pause("trick_pause")
        self.queue.add(lambda: pause(still))
        self._steps(view, collect)

    def on_cards_drawn(self, draws, view) -> None:
        t, p = self.timings, self.piles

        def draw(seat: int, card: int) -> Step:
            def step() -> Wait:
                item = p.talon.cards[-1] if p.talon else p.turnup.item
                if item is None:
                    return NO_WAIT
                if item in p.talon and card >= 0:
                    item.card = card
                self.animator.move([item], p.hand_of(seat), t.move("draw"))
                return pause(t.pause("draw_card"))
            return step

        self.queue.add(*(draw(s, c) for s, c in draws))
        self._steps(view, lambda: SETTLE)

    def on_melded(self, seat: int, suit: int, points: int, view) -> None:
        t, p = self.timings, self.piles
        pair = (KING_OF[suit], QUEEN_OF[suit])
        text = texts.meld(seat, points, suit, self.settings.deck)

        def show() -> Wait:
            self.announce(seat, text)
            if seat == HUMAN:
                p.hand.raised = {i for i in p.hand if i.card in pair}
                self.animator.lay_out(t.move("relayout"))
                return SETTLE
            # The pair lies face up in front of the computer until it leads one of them.
            p.opponent.showing = [item for item in map(p.opponent.item_for, pair)
                                  if item is not None]
            self.animator.lay_out(t.move("reveal"))
            return settle_then(t.meld_visible)

        self._steps(view, show)

    def on_exchanged(self, seat: int, jack: int, old_turnup: int, view) -> None:
        t, p = self.timings, self.piles

        def exchange() -> Wait:
            hand = p.hand_of(seat)
            item, old = hand.item_for(jack), p.turnup.item
            if item is None:
                return NO_WAIT
            if old is not None:
                self.animator.transfer([old], hand)
            self.animator.move([item], p.turnup, t.move("exchange"))
            self._say(seat, texts.exchanged(seat, jack, self.settings.deck))
            return settle_then(t.pause("announce_hold") if seat == AI else 0)

        self._steps(view, exchange)

    def on_closed(self, seat: int, view) -> None:
        t = self.timings

        def close() -> Wait:
            self._say(seat, texts.closed(seat))
            self.animator.lay_out(t.move("close"))
            self._update_marks()
            return settle_then(t.pause("announce_hold") if seat == AI else 0)

        self._steps(view, close)

    def on_close_before_draw_offered(self, view) -> None:
        """After a phase-one trick the player won, the rules let the player choose: draw, or
        close the talon before drawing (Sechsundsechzig). The table waits for that choice,
        however long it takes (issue 44): Enter or a click on the hand draws, B or a click on
        the talon closes; nothing else closes it, so a click meant for a card cannot close by
        accident."""

        def offer() -> Wait:
            self.close_offer_open = True
            self.piles.turnup.offer = True
            self.message.emit(texts.close_before_draw_offer())
            self._update_marks()
            return NO_WAIT

        self._steps(view, offer)

    def draw_now(self) -> None:
        """The player chose to draw (Enter or a click on the hand while the close is offered):
        the held draws are shown, and the player then plays from the hand with the new card."""
        self.close_offer_open = False
        self.piles.turnup.offer = False
        self.message.emit("")
        if self.controller.draws_held:
            self.controller.show_draws()
        self._update_marks()
        self._update_panels()

    def on_passed(self, seat: int, view) -> None:
        def keep() -> Wait:
            card = exchange_card(view.trump, view.rules)
            self._say(seat, texts.passed(seat, card, self.settings.deck))
            return settle_then(self.timings.pause("announce_hold") if seat == AI else 0)

        self._steps(view, keep)

    def on_claimed(self, seat: int, view) -> None:
        def claim() -> Wait:
            self.announce(seat, texts.claimed(seat))
            return pause(self.timings.pause("announce_hold"))

        self._steps(view, claim)

    def on_hand_over(self, summary) -> None:
        def show() -> Wait:
            self.summary = summary
            self.piles.hand.raised = set()
            self.piles.hide_last_trick()
            self._turn_up_opponent(summary.opponent_hand)
            self.animator.lay_out(self.timings.move("relayout"))
            self._show_summary()
            return NO_WAIT

        self._steps(summary.view, show)

    def _turn_up_opponent(self, cards: int) -> None:
        """The hand is over: the computer's remaining cards lie face up, as at a real table."""
        pile = self.piles.opponent
        for card in cards_of(cards):
            pile.item_for(card)
        pile.showing = [item for item in pile.cards if item.card >= 0]

    def on_hint(self, hint) -> None:
        self.hint_action = hint.action
        self.hint = hint
        self.message.emit(self.hint_text)
        self._update_panels()  # the prompt box holds the whole hint
        cards = [i.card for i in self.piles.hand.shown()]
        if hint.action in cards:
            self.piles.hand.selected = cards.index(hint.action)
            self.animator.lay_out(self.timings.move("hover"))
        self._update_marks()

    # ------------------------------------------------------------------ intents

    def submit(self, action: int) -> bool:
        """The player wants ``action``: apply it now, or keep it while the table animates.

        Refused at once when it is not the player's turn in the controller's state.
        """
        if self.summary is not None:
            return False
        c = self.controller
        if not c.human_to_move:
            self.message.emit(texts.please_wait())
            return False
        if not c.is_legal(action):
            self.message.emit(c.refusal_text(action) or texts.not_allowed())
            return False
        if action in (CLAIM, CLOSE) and self.confirm is not None and not self.confirm(action):
            return False
        self.hint_action = -1
        if self.close_offer_open:  # any move ends the offer (the engine draws first)
            self.close_offer_open = False
            self.piles.turnup.offer = False
        if action == CLOSE_BEFORE_DRAW:
            if not c.draws_held:  # the draws are on the table already: too late
                self.message.emit(texts.no_longer_possible())
                return False
            return c.act(action)  # at once, while the talon offers it
        if self.busy:
            self._pending_intent = action
            return True
        return c.act(action)

    def is_clickable(self, item: CardItem) -> bool:
        if item in self.piles.hand:
            legal = self._legal()
            return bool(legal) and item.card in legal
        if item is self.piles.turnup.item:
            return CLOSE in self._legal() or (self.close_offer_open
                                               and CLOSE_BEFORE_DRAW in self._legal())
        return False

    def can_drag(self, item: CardItem) -> bool:
        return (item in self.piles.hand and self.controller.human_to_move
                and self.summary is None)

    def card_clicked(self, item: CardItem) -> None:
        p = self.piles
        if self.browsing:
            self.toggle_browse()
            if item not in p.hand:
                return
        if self.summary is not None:
            self.continue_game()
        elif item in p.hand:
            if self.close_offer_open and self.controller.draws_held:
                self.draw_now()  # see the drawn card before choosing what to play
                return
            legal = self._legal()
            if legal and item.card not in legal:
                refusal = self.controller.refusal_text(item.card)
                self.message.emit(refusal or texts.card_not_allowed())
                return
            self.submit(item.card)
        elif item in p.turnup or item in p.talon:
            if self.close_offer_open and self.controller.draws_held:
                self.submit(CLOSE_BEFORE_DRAW)
            elif CLOSE in self.controller.legal():
                self.submit(CLOSE)
        elif item in p.taken[HUMAN]:
            self.toggle_browse()
        elif item in p.taken[AI]:
            self.message.emit(texts.opponent_pile(self.view_state, self.settings.deck))

    def card_dropped(self, item: CardItem, pos: QPointF) -> None:
        p, v = self.piles, self.view_state
        accepted = False
        if item in p.hand:
            jack = exchange_card(v.trump, v.rules) if v is not None else -1
            turnup = p.turnup.item
            if (turnup is not None and item.card == jack
                    and turnup.sceneBoundingRect().adjusted(-10, -10, 10, 10).contains(pos)
                    and EXCHANGE in self.controller.legal()):
                accepted = self.submit(EXCHANGE)
            elif self.trick_area().contains(pos) and item.card in self.controller.legal():
                accepted = self.submit(item.card)
            elif self.trick_area().contains(pos):
                self.card_clicked(item)
        if not accepted or item in p.hand:
            self.animator.lay_out(self.timings.move("relayout"))

    def toggle_browse(self) -> None:
        """Soft rules: look through your own taken tricks (click again to put them back), one
        labelled group per trick with its points."""
        v, pile = self.view_state, self.piles.taken[HUMAN]
        if not pile.spread and (v is None or not v.rules.tricks_viewable or not pile):
            if v is not None and not v.rules.tricks_viewable:
                self.message.emit(texts.tricks_hidden())
            return
        pile.spread = not pile.spread
        pile.groups = own_tricks(v) if pile.spread and v is not None else []
        self._measure_trick_labels()
        self.animator.lay_out(self.timings.move("relayout"))
        self._place_trick_labels()

    def _trick_label_texts(self, form: int = 0) -> list[str]:
        """The labels of the spread tricks: "Trick 2: 14 points", or (form 1, a small table
        with many tricks) "14 points"; form 2 has none."""
        pile = self.piles.taken[HUMAN]
        points = [POINTS[lead] + POINTS[follow] for lead, follow in pile.groups]
        if form == 0:
            return [texts.trick_label(k + 1, p) for k, p in enumerate(points)]
        if form == 1:
            return [texts.trick_points(p) for p in points]
        return []

    def _measure_trick_labels(self) -> None:
        """Tell the spread how much room each form of its labels needs (the widest text of
        the form, on one line)."""
        pile = self.piles.taken[HUMAN]
        pile.label_sizes = []
        for form in (0, 1):
            sizes = [Panel().one_line_size(text, "small", self.layout.trick_label_font)
                     for text in self._trick_label_texts(form)]
            pile.label_sizes.append((max((w for w, _ in sizes), default=0.0),
                                     max((h for _, h in sizes), default=0.0)))
        pile.label_sizes.append((0.0, 0.0))

    def _place_trick_labels(self) -> None:
        """The labels over the spread tricks ("Trick 2: 14 points"), shown while spread."""
        pile = self.piles.taken[HUMAN]
        corners, scale, form = pile.spread_grid(self.layout) if pile.spread else ([], 1.0, 2)
        while len(self._trick_labels) < len(corners):
            label = Panel()
            label.setZValue(TRICK_LABEL_Z)
            self.addItem(label)
            self._trick_labels.append(label)
        label_texts = self._trick_label_texts(form) if corners else []
        group_w = self.layout.card_w * SPREAD_GROUP_WIDTH * scale
        for k, label in enumerate(self._trick_labels):
            if k >= len(label_texts):
                label.hide()
                continue
            label.set_content([(label_texts[k], "small")], pile.label_sizes[form][0],
                              self.layout.trick_label_font)
            corner = corners[k]
            label.setPos(corner.x() + (group_w - label.width) / 2, corner.y() - label.height)
            label.show()

    def resize_table(self, width: float, height: float, dpr: float = 1.0) -> None:
        super().resize_table(width, height, dpr)
        if self.piles.taken[HUMAN].spread:  # the labels' size follows the table's
            self._measure_trick_labels()
            self.animator.lay_out(0)
        self._place_trick_labels()

    # ------------------------------------------------------------------ keyboard

    def key_select(self, index: int) -> None:
        hand = self.piles.hand
        if not hand:
            return
        if 0 <= self.hint_action < MELD:
            self.hint_action = -1  # the player chose a card: Enter plays it, not the hint
            self._update_panels()
        hand.selected = max(0, min(len(hand) - 1, index))
        self.animator.lay_out(self.timings.move("hover"))
        self._update_marks()

    def key_move(self, delta: int) -> None:
        """Arrow keys: the next card that may be played (every card when none may now)."""
        hand = self.piles.hand
        if not hand:
            return
        cards = [i.card for i in hand.shown()]
        legal = set(self._legal())
        playable = [k for k, card in enumerate(cards) if card in legal] or list(range(len(cards)))
        if hand.selected < 0:
            self.key_select(playable[0] if delta > 0 else playable[-1])
            return
        n = len(cards)
        for step in range(1, n + 1):
            k = (hand.selected + delta * step) % n
            if k in playable:
                self.key_select(k)
                return

    def key_play(self) -> None:
        """Enter: continue after a summary; while a hint shows, carry out exactly the hinted
        action (a card, a meld, the exchange, a close or "Genug"); else play the chosen card,
        or say how to choose one."""
        if self.summary is not None:
            self.continue_game()
            return
        if self.close_offer_open and self.controller.draws_held:
            self.draw_now()
            return
        if self.hint_action >= 0 and self.controller.human_to_move:
            self.submit(self.hint_action)
            return
        hand = self.piles.hand
        if 0 <= hand.selected < len(hand):
            self.card_clicked(hand.shown()[hand.selected])
        elif self.controller.human_to_move and hand:
            self.message.emit(texts.choose_a_card_first())

def own_tricks(view) -> list[tuple[int, int]]:
    """The player's taken tricks as (lead, follow), in the order taken (from the public
    history: every two cards played make a trick; the player's are those in ``won[0]``)."""
    plays = [action for _seat, action in view.history if action < MELD]
    pairs = [(plays[i], plays[i + 1]) for i in range(0, len(plays) - 1, 2)]
    return [pair for pair in pairs if view.won[HUMAN] >> pair[0] & 1]


__all__ = ["TableScene", "CardItem", "CLAIM"]

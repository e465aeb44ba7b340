"""The post-hand review window (issue 12): step through a hand, see what each decision was worth.

The window shows its own small table (a :class:`~.scene.TableScene` fed by a
:class:`ReviewBoard` instead of the game controller) as it was for the player before each
decision: the computer's cards stay hidden unless the hand was played with open cards. For
each of the player's decisions it lists the value of every legal action (expected game points
of the hand, ``ai/review.py``), the best one, the loss of the one played, its mark and the
reason in the player's language; a summary line adds up the losses and counts the marks.

The values are computed outside the GUI thread: one request per decision goes to an
:class:`~.ai_worker.AIClient` of the window's own (its worker thread hands them to a child
process), carrying only the player's view at that decision, as the AI gets. Answers arrive one
by one (the progress bar), the table stays usable meanwhile, and Cancel or closing the window
stops the search.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape

from ...ai import review as review_mod
from ...engine import Hand, HandRecord
from ...engine.cards import parse_card
from ...i18n import current_language, translate
from ...qt import (
    QDialog,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QLocale,
    QObject,
    QPainter,
    QProgressBar,
    QPushButton,
    QSize,
    QSplitter,
    Qt,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
    Signal,
)
from ...userfiles.settings import Settings
from ..ai_bridge.ai_process import REVIEW, AIRequest
from ..ai_bridge.ai_worker import AIClient
from ..table import names
from ..table.panels import MIN_PANEL_FONT
from ..table.scene import TableScene
from . import fit
from .fit import fit_to_screen, scrolling

HUMAN, AI = 0, 1

# The marks' words when the review module does not list them (it marks them for lupdate).
_MARK_WORDS = {"inaccuracy": "Inaccuracy", "mistake": "Mistake", "blunder": "Blunder"}


class ReviewBoard(QObject):
    """Stands in for the game controller towards a :class:`TableScene`: it only redraws whole
    positions (``stateReset``) and, with open cards, the computer's cards; nothing can be
    played on it."""

    # A review is never practice, nothing is held back from its table, and no computer
    # waits on it.
    is_practice = False
    draws_held = False
    ai_paused = False

    handStarted = Signal(object)
    stateReset = Signal(object)
    cardPlayed = Signal(int, int, object)
    trickWon = Signal(object, object)
    cardsDrawn = Signal(object, object)
    melded = Signal(int, int, int, object)
    exchanged = Signal(int, int, int, object)
    talonClosed = Signal(int, object)
    claimed = Signal(int, object)
    handOver = Signal(object)
    hintReady = Signal(object)
    aiThinking = Signal(bool)
    opponentCardsShown = Signal(int)

    def __init__(self, settings: Settings, rules, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match = None
        self.active = replace(settings, rules=rules)
        self.ai_busy = False
        self.human_to_move = False

    def legal(self) -> list[int]:
        return []

    def is_legal(self, _action: int) -> bool:
        return False

    def refusal_text(self, _action: int) -> str | None:
        return None

    def act(self, _action: int) -> bool:
        return False

    def next_hand(self) -> None:
        pass

    def show(self, view, opponent_cards: int) -> None:
        self.stateReset.emit(view)
        self.opponentCardsShown.emit(opponent_cards)


class ReviewScene(TableScene):
    """The table of the review: no "whose turn" prompt (nobody is to act here), no score,
    and a hand's state without its dim lines (dealer, rules: the window is about one hand)
    in smaller type, so that on a small screen it does not cover a third of the table."""

    def _update_panels(self) -> None:
        super()._update_panels()
        self.panels.prompt.hide()
        self.panels.score.hide()  # no match score here
        state, lay = self.panels.state, self.layout
        lines = [line for line in state.lines if line[1] != "dim"]
        state.set_content(lines, state.width, max(MIN_PANEL_FONT, lay.panel_font * 0.85))
        state.setPos(lay.margin, lay.height - lay.margin - state.height)


def _phrase(action_json: dict, deck: str) -> str:
    """An action of the review's reasons in the player's language and the deck's words: the
    review's own phrase templates (``ACTION_PHRASES``, context "Review"), translated."""
    template = review_mod.ACTION_PHRASES.get(review_mod.phrase_key(action_json))
    if template is None:
        return str(action_json.get("type"))
    card, suit = action_json.get("card"), action_json.get("suit")
    return translate("Review", template).format(
        card=names.card_name(parse_card(card), deck) if card is not None else "",
        suit=names.suit_name("CDHS".index(suit), deck) if suit in tuple("CDHS") else "")


def reason_text(review, deck: str) -> str:
    """A decision's reason in the player's language and the deck's card names."""
    template = review_mod.REVIEW_TEXTS.get(review.reason_code)
    if template is None:
        return review.reason
    words = dict(review.reason_params)
    for key in ("best", "played"):
        if isinstance(words.get(key), dict):
            words[key] = _phrase(words[key], deck)
    for key in ("gp", "best_gp", "played_gp"):
        if isinstance(words.get(key), float):
            words[key] = number(words[key])
    try:
        text = translate("Review", template).format(**words)
    except (KeyError, IndexError, ValueError):
        return review.reason
    return text[:1].upper() + text[1:]


def mark_name(mark: str | None) -> str:
    if mark is None:
        return ""
    words = getattr(review_mod, "MARK_NAMES", _MARK_WORDS)
    return translate("Review", words.get(mark, mark))


def number(value: float, signed: bool = False) -> str:
    """Game points with two decimals in the language's own form (0,57 in German)."""
    text = QLocale(current_language()).toString(float(value), "f", 2)
    return ("+" + text) if signed and value > 0 else text


def action_name(action: int, deck: str, rules=None) -> str:
    text = names.action_text(action, deck, rules)
    return text[:1].upper() + text[1:]


class ReviewDialog(QDialog):
    """Steps through ``record`` (seat 0 is the player) decision by decision."""

    def __init__(self, record: HandRecord, settings: Settings, open_cards: bool = False,
                 parent: QWidget | None = None, review_fn=None,
                 level: str = review_mod.DEFAULT_LEVEL, known: dict | None = None,
                 awaited: set[int] | None = None) -> None:
        """``known``: reviews already made (action index -> DecisionReview; the background
        review of the hand), shown at once instead of computed again; ``awaited``: the
        decisions the background review is still valuing (see :meth:`take_known`)."""
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.record = record
        self.settings = settings
        self.deck = settings.deck
        self.open_cards = open_cards
        self.level = level
        # Every position of the hand: before action i (i < n), and the end.
        hand = Hand.deal(record.rules, record.dealer, record.deck)
        self.views = []
        self.opponent = []
        for player, action in record.actions:
            self.views.append(hand.view(HUMAN))
            self.opponent.append(hand.hands[AI])
            hand.push(action, player)
        self.views.append(hand.view(HUMAN))
        self.opponent.append(hand.hands[AI])
        self.final = hand
        # The hand's moves, (seat, action) (not "actions": that is QWidget.actions()).
        self.moves = list(record.actions)
        self.decisions = [i for i, (seat, _a) in enumerate(self.moves) if seat == HUMAN]
        if hand.outcome is None and hand.to_move == HUMAN:
            self.decisions.append(len(self.moves))  # the open decision
        self.reviews: dict[int, review_mod.DecisionReview] = {
            i: r for i, r in (known or {}).items() if i in self.decisions}
        # Decisions that the background review, still at work on this hand, will value
        # (they come by take_known; value_the_rest if it stops first): not asked twice.
        self.awaited: set[int] = set(awaited or ()) - set(self.reviews)
        self.position = 0
        self.cancelled = False
        self._build()
        self.board = ReviewBoard(settings, record.rules, self)
        self.scene = ReviewScene(self.board, replace(settings, animation_speed="instant"), self)
        self.table.setScene(self.scene)
        self.client = AIClient(self, review_fn=review_fn,
                               use_process=None if review_fn is None else False)
        self.client.reviewed.connect(self._on_reviewed)
        self.client.failed.connect(self._on_failed)
        self._requests: dict[int, int] = {}
        self.retranslate()
        self._start()
        self.show_position(0)

    # ------------------------------------------------------------------ widgets

    def _build(self) -> None:
        self.table = QGraphicsView(self)
        self.table.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.table.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setInteractive(False)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Small enough for 800x600 at QT_SCALE_FACTOR=2 (a 400x300 screen).
        self.table.setMinimumSize(200, 110)
        self.table.resizeEvent = self._table_resized  # type: ignore[method-assign]
        self.position_label = QLabel(self)
        self.position_label.setObjectName("reviewPosition")
        self.position_label.setWordWrap(True)
        self.details = QTextBrowser(self)
        self.details.setObjectName("reviewDetails")
        self.details.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.summary_label = QLabel(self)
        self.summary_label.setObjectName("reviewSummary")
        self.summary_label.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancel)
        # No button takes the keyboard focus: ←, →, Space, Home and End step through the
        # hand wherever the focus is (a focused button would take the arrows and Space).
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel_button.setAutoDefault(False)
        self.first_button = QPushButton(self)
        self.prev_button = QPushButton(self)
        self.next_button = QPushButton(self)
        self.last_button = QPushButton(self)
        self.mistake_button = QPushButton(self)
        self.close_button = QPushButton(self)
        for button, slot in ((self.first_button, lambda: self.show_position(0)),
                             (self.prev_button, lambda: self.step(-1)),
                             (self.next_button, lambda: self.step(1)),
                             (self.last_button, lambda: self.show_position(len(self.views) - 1)),
                             (self.mistake_button, self.next_marked),
                             (self.close_button, self.close)):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAutoDefault(False)
            button.clicked.connect(slot)
        info = QWidget(self)
        lay = QVBoxLayout(info)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.position_label)
        lay.addWidget(self.details, 1)
        lay.addWidget(self.summary_label)
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        lay.addLayout(row)
        nav = QHBoxLayout()
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            nav.addWidget(b)
        # A narrow screen (800x600 at scale 2): the last two buttons get a row of their own.
        narrow = fit.available_space(self.parentWidget() or self).width() < 640
        if narrow:
            nav.addStretch(1)
            lay.addLayout(nav)
            nav = QHBoxLayout()
        nav.addWidget(self.mistake_button)
        nav.addStretch(1)
        nav.addWidget(self.close_button)
        lay.addLayout(nav)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.table)
        # On a tiny screen the values and the buttons scroll together (the table would
        # otherwise have no room); elsewhere the buttons stay in view and the values scroll.
        split.addWidget(scrolling(info) if narrow else info)
        outer = QVBoxLayout(self)
        outer.addWidget(split)
        size = fit_to_screen(self, QSize(1300, 760))
        # Wide screens: the values beside the table; small ones: below it.
        if size.width() >= 1100:
            split.setOrientation(Qt.Orientation.Horizontal)
            split.setSizes([size.width() - 430, 430])
        else:
            # Below the table: on a short screen (800x600) the table gets more of the
            # height, so that its cards stay readable; the values scroll.
            share = 13 if size.height() < 700 else 11
            split.setSizes([size.height() * share // 20, size.height() * (20 - share) // 20])
        self.splitter = split

    def _table_resized(self, event) -> None:
        QGraphicsView.resizeEvent(self.table, event)
        size = self.table.viewport().size()
        self.scene.resize_table(size.width(), size.height(), self.table.devicePixelRatioF())
        rect = self.scene.sceneRect()
        self.table.setSceneRect(rect)
        # Below the table's smallest layout (800x600 at scale 2) the whole table is shown
        # smaller rather than cut at its edges.
        if rect.width() > size.width() + 1 or rect.height() > size.height() + 1:
            self.table.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        else:
            self.table.resetTransform()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("ReviewDialog", "Review of the Hand"))
        self.cancel_button.setText(translate("ReviewDialog", "&Cancel"))
        self.first_button.setText(translate("ReviewDialog", "|◀ Start"))
        self.prev_button.setText(translate("ReviewDialog", "◀ &Back"))
        self.next_button.setText(translate("ReviewDialog", "&Next ▶"))
        self.last_button.setText(translate("ReviewDialog", "End ▶|"))
        self.mistake_button.setText(translate("ReviewDialog", "Next &Mistake"))
        self.close_button.setText(translate("ReviewDialog", "Close"))
        self.first_button.setToolTip(translate("ReviewDialog", "The start of the hand (Home)"))
        self.prev_button.setToolTip(translate("ReviewDialog", "One decision back (Left)"))
        self.next_button.setToolTip(translate("ReviewDialog", "One decision on (Right)"))
        self.last_button.setToolTip(translate("ReviewDialog", "The end of the hand (End)"))
        self.mistake_button.setToolTip(translate(
            "ReviewDialog", "Your next decision with a mark (inaccuracy, mistake or blunder)"))

    # ------------------------------------------------------------------ the computation

    def _start(self) -> None:
        asked = set(self._requests.values())
        for index in self.decisions:
            if index in self.reviews or index in self.awaited or index in asked:
                continue
            played = self.moves[index][1] if index < len(self.moves) else None
            rid = self.client.request(AIRequest(REVIEW, self.views[index], self.level, 0,
                                                played=played, index=index))
            self._requests[rid] = index
        self.progress.setRange(0, max(1, len(self.decisions)))
        self._update_progress()

    @property
    def complete(self) -> bool:
        """Every decision has its review."""
        return len(self.reviews) == len(self.decisions)

    def _on_reviewed(self, rid: int, review, known_index: int | None = None) -> None:
        index = self._requests.pop(rid, known_index)
        if index is None or review is None or index in self.reviews:
            return
        self.reviews[index] = review
        self._update_progress()
        if index == self.position:
            self.show_position(self.position)

    def take_known(self, index: int, review) -> None:
        """A review of decision ``index`` made elsewhere (by the background review that was
        still at work on this hand when the window opened, see ``awaited``)."""
        if index not in self.awaited:
            return  # not this window's hand, or no longer awaited from there
        self.awaited.discard(index)
        if review is not None:
            self._on_reviewed(-1, review, index)

    def value_the_rest(self) -> None:
        """The background review stopped before valuing the decisions this window awaited
        from it: value them here."""
        if self.awaited:
            self.awaited.clear()
            if not self.cancelled:
                self._start()

    def _on_failed(self, rid: int, text: str) -> None:
        index = self._requests.pop(rid, None)
        if index is not None:
            self.summary_label.setText(translate(
                "ReviewDialog", "The review failed: {error}").format(error=text))

    def cancel(self) -> None:
        """Stop the computation; the decisions valued so far stay."""
        if self.complete or self.cancelled:
            return
        self.cancelled = True
        self.client.cancel()
        self._requests.clear()
        self._update_progress()

    def _update_progress(self) -> None:
        done, total = len(self.reviews), len(self.decisions)
        self.progress.setValue(done)
        running = not self.complete and not self.cancelled
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.progress.setFormat(translate("ReviewDialog", "Valuing your decisions: {done} of "
                                          "{total}").format(done=done, total=total))
        self.summary_label.setText(self.summary_text())
        self.mistake_button.setEnabled(any(r.mark for r in self.reviews.values()))

    def summary_text(self) -> str:
        done, total = len(self.reviews), len(self.decisions)
        if not self.reviews:
            if self.cancelled:
                return translate("ReviewDialog", "Review cancelled.")
            return translate("ReviewDialog", "Valuing your decisions…") if total else \
                translate("ReviewDialog", "You made no decision in this hand.")
        s = review_mod.summarize(list(self.reviews.values()))
        text = translate("ReviewDialog", "Total loss: {loss} game points · inaccuracies: "
                         "{inaccuracies}, mistakes: {mistakes}, blunders: {blunders}").format(
            loss=number(s.total_loss), inaccuracies=s.inaccuracies, mistakes=s.mistakes,
            blunders=s.blunders)
        if done < total:
            text += " " + translate("ReviewDialog", "(so far: {done} of {total} "
                                    "decisions)").format(done=done, total=total)
        return text

    # ------------------------------------------------------------------ stepping

    def step(self, delta: int) -> None:
        self.show_position(self.position + delta)

    def next_marked(self) -> None:
        """On to the player's next decision with a mark (from the start after the last)."""
        marked = sorted(i for i, r in self.reviews.items() if r.mark)
        after = [i for i in marked if i > self.position]
        if after or marked:
            self.show_position((after or marked)[0])

    def show_position(self, index: int) -> None:
        """The table before action ``index`` (the end of the hand for the last), and what
        was decided there."""
        index = max(0, min(len(self.views) - 1, index))
        self.position = index
        # The end of a finished hand shows the computer's last cards face up, as the table
        # does; before it, only a hand played with open cards shows them.
        end = index == len(self.views) - 1 and self.final.outcome is not None
        opp = self.opponent[index] if self.open_cards or end else 0
        self.board.show(self.views[index], opp)
        self.first_button.setEnabled(index > 0)
        self.prev_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < len(self.views) - 1)
        self.last_button.setEnabled(index < len(self.views) - 1)
        n = len(self.moves)
        if index == n:
            self.position_label.setText(self._end_text())
        else:
            seat, action = self.moves[index]
            who = (translate("ReviewDialog", "Move {number} of {total}: your decision")
                   if seat == HUMAN else
                   translate("ReviewDialog", "Move {number} of {total}: the computer"))
            self.position_label.setText(
                "<b>" + escape(who.format(number=index + 1, total=n)) + "</b> — "
                + escape(action_name(action, self.deck, self.record.rules)))
        self.details.setHtml(self.details_html(index))

    def _end_text(self) -> str:
        o = self.final.outcome
        if o is None:
            text = translate("ReviewDialog", "The record stops here.")
        else:
            text = names.reason_text(o, self.final.view(HUMAN))
        return "<b>" + escape(translate("ReviewDialog", "End of the hand")) + "</b> — " \
            + escape(text)

    def details_html(self, index: int) -> str:
        if index not in self.decisions:
            if index < len(self.moves):
                return "<p>" + escape(translate(
                    "ReviewDialog", "The computer decided here; step on to your "
                    "decisions.")) + "</p>"
            return ""
        review = self.reviews.get(index)
        if review is None:
            if self.cancelled:
                return "<p>" + escape(translate("ReviewDialog", "Not valued: the review was "
                                                "cancelled.")) + "</p>"
            return "<p>" + escape(translate("ReviewDialog", "Being valued…")) + "</p>"
        parts = []
        if review.played is not None:
            action = names.action_text(review.played, self.deck, self.record.rules)
            if review.loss_se > 0:
                line = translate("ReviewDialog", "Your move: {action}. Loss: {loss} ± {se} "
                                 "game points.").format(action=action, loss=number(review.loss),
                                                        se=number(review.loss_se))
            else:
                line = translate("ReviewDialog", "Your move: {action}. Loss: {loss} game "
                                 "points.").format(action=action, loss=number(review.loss))
            mark = mark_name(review.mark)
            parts.append("<p><b>" + escape(line) + "</b>"
                         + (f" <b style='color:#c0392b'>{escape(mark)}</b>" if mark else "")
                         + "</p>")
        parts.append("<p>" + escape(reason_text(review, self.deck)) + "</p>")
        rows = []
        head = (translate("ReviewDialog", "Action"), translate("ReviewDialog", "Value"),
                translate("ReviewDialog", "Wins"), "")
        rows.append("<tr>" + "".join(f"<th align='left'>{escape(h)}</th>" for h in head)
                    + "</tr>")
        for v in sorted(review.values, key=lambda v: -v.value):
            notes = []
            if v.action == review.best:
                notes.append(translate("ReviewDialog", "best"))
            if v.action == review.played:
                notes.append(translate("ReviewDialog", "played"))
            if v.deals is not None:
                notes.append(translate("ReviewDialog", "over {deals} deals").format(
                    deals=v.deals))
            name = escape(action_name(v.action, self.deck, self.record.rules))
            if v.action == review.best:
                name = f"<b>{name}</b>"
            shown = number(v.value, True) + (f" ± {number(v.se)}" if v.se > 0 else "")
            rows.append(f"<tr><td>{name}</td><td align='right'>{shown}</td>"
                        f"<td align='right'>{round(100 * v.win_rate)} %</td>"
                        f"<td>{escape(', '.join(notes))}</td></tr>")
        parts.append("<table cellspacing='0' cellpadding='3'>" + "".join(rows) + "</table>")
        notes = [translate("ReviewDialog", "Values: game points of the hand you could expect, "
                           "judged only from what you could know at that moment.")]
        if review.exact:
            notes.append(translate("ReviewDialog", "Every card was known: the values are exact."))
        elif review.all_deals:
            notes.append(translate("ReviewDialog", "Every deal you could not rule out was "
                                   "valued: no sampling noise."))
        elif any(v.se > 0 for v in review.values):
            notes.append(translate(
                "ReviewDialog", "They are estimates over {deals} deals you cannot rule out, "
                "± one standard error; a move is marked only where its loss is more than twice "
                "its error.").format(deals=review.deals))
        else:
            notes.append(translate("ReviewDialog", "They are estimates over {deals} deals you "
                                   "cannot rule out.").format(deals=review.deals))
        if any(v.deals is not None for v in review.values):
            notes.append(translate(
                "ReviewDialog", "A move clearly behind the best was not valued over further "
                "deals: its value is over fewer deals, as its row says."))
        parts.append("<p style='color:gray'>" + escape(" ".join(notes)) + "</p>")
        return "".join(parts)

    # ------------------------------------------------------------------ keys and closing

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.step(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Space):
            self.step(1)
        elif key == Qt.Key.Key_Home:
            self.show_position(0)
        elif key == Qt.Key.Key_End:
            self.show_position(len(self.views) - 1)
        else:
            super().keyPressEvent(event)

    def done(self, result: int) -> None:  # noqa: D401 - Qt override
        self.shutdown()
        super().done(result)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop the computation and the worker (the window closes)."""
        self.client.shutdown()


def open_review(parent, record: HandRecord, open_cards: bool = False,
                review_fn=None, known: dict | None = None,
                awaited: set[int] | None = None) -> ReviewDialog:
    """Open the review of ``record`` beside the table (not modal: the game goes on)."""
    old = getattr(parent, "review_dialog", None)
    if old is not None:
        old.close()  # stops its computation
        old.deleteLater()
    dialog = ReviewDialog(record, parent.settings, open_cards, parent, review_fn=review_fn,
                          known=known, awaited=awaited)
    parent.review_dialog = dialog
    dialog.show()
    return dialog


__all__ = ["ReviewBoard", "ReviewDialog", "open_review", "reason_text"]

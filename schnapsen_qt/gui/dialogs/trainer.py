"""The Trainer (issue 42): one built-in position at a time on the real table, answered by
playing, then every legal choice with its value and the review's reason.

A position is opened like a hand record (:meth:`GameController.open_record`) as practice
outside the match (reason ``"trainer"``): the match's running hand waits and comes back, and
the trainer's hand never counts. The computer is paused while the question stands
(``pause_ai``); the player's first action is the answer, graded from the position's stored
values (solved when the set was generated and confirmed by ``--check``, so no search is
needed here); "Play on" lets the computer go on and the hand is played out at the table.

The panel is a dock at the bottom of the window: the question, then the verdict, the reason
and the values, and the player's progress (:mod:`..trainer_progress`, saved beside the
statistics).
"""

from __future__ import annotations

import random
from html import escape
from typing import TYPE_CHECKING

from ...ai.positions import (
    BUILTIN_PRESETS,
    Position,
    PositionError,
    builtin_positions,
    position_from_review,
)
from ...engine import Hand, HandRecord
from ...engine.record import ReplayError
from ...engine.texts import QT_TRANSLATE_NOOP
from ...i18n import translate
from ...qt import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QObject,
    QPushButton,
    QScrollArea,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
)
from ...rules_text import preset_label
from ...userfiles import storage
from ...userfiles.trainer_progress import TrainerProgress
from .review_dialog import action_name, number, reason_text

if TYPE_CHECKING:
    from ..window.main_window import MainWindow

# The panel's first height, as a share of the window's.
PANEL_SHARE = 0.27

THEME_NAMES = {
    "claim": QT_TRANSLATE_NOOP("Trainer", "When to claim"),
    "exchange": QT_TRANSLATE_NOOP("Trainer", "When to exchange"),
    "closing": QT_TRANSLATE_NOOP("Trainer", "Closing"),
    "marriage": QT_TRANSLATE_NOOP("Trainer", "Leading into a marriage"),
    "last_trick": QT_TRANSLATE_NOOP("Trainer", "The last trick before the talon runs out"),
    "endgame": QT_TRANSLATE_NOOP("Trainer", "Endings after the talon"),
    "play": QT_TRANSLATE_NOOP("Trainer", "Card play while the talon is open"),
}
DIFFICULTY_NAMES = {
    "easy": QT_TRANSLATE_NOOP("Trainer", "easy"),
    "medium": QT_TRANSLATE_NOOP("Trainer", "medium"),
    "hard": QT_TRANSLATE_NOOP("Trainer", "hard"),
}
QUESTION_TEXTS = {
    "card": QT_TRANSLATE_NOOP("Trainer", "Which card do you play?"),
    "close": QT_TRANSLATE_NOOP("Trainer", "Do you close the talon, or play on?"),
    "exchange": QT_TRANSLATE_NOOP("Trainer", "Do you exchange for the turn-up, or not?"),
    "claim": QT_TRANSLATE_NOOP("Trainer", "Do you claim 66 now, or play on?"),
    "meld": QT_TRANSLATE_NOOP("Trainer", "Do you meld a marriage, or play a card?"),
}


def preset_for(window: MainWindow) -> str:
    """The built-in set to train with: the rules of the match if it has one, else soft."""
    match = window.controller.match
    rules = match.rules if match is not None else window.settings.rules
    name = rules.preset_name()
    return name if name in BUILTIN_PRESETS else "soft"


class TrainerPanel(QDockWidget):
    """The trainer's dock: question, verdict and values, progress, and three buttons."""

    def __init__(self, trainer: Trainer, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("trainerPanel")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        # No title bar: the heading says "Trainer" and Leave closes it (room at scale 2).
        self.setTitleBarWidget(QWidget(self))
        body = QWidget(self)
        box = QVBoxLayout(body)
        box.setContentsMargins(6, 0, 6, 2)
        box.setSpacing(2)
        # Everything that is text scrolls, so that the panel stays low (800x600, scale 2):
        # the heading, the question, then the verdict and the values.
        texts = QWidget(body)
        inner = QVBoxLayout(texts)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSpacing(1)
        self.head = QLabel(texts)  # "Trainer: theme · difficulty · rules"
        self.head.setObjectName("trainerHead")
        self.head.setWordWrap(True)
        self.question = QLabel(texts)
        self.question.setObjectName("trainerQuestion")
        self.question.setWordWrap(True)
        self.details = QLabel(texts)
        self.details.setObjectName("trainerDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for label in (self.head, self.question, self.details):
            inner.addWidget(label)
        inner.addStretch(1)
        scroll = QScrollArea(body)
        scroll.setWidgetResizable(True)
        scroll.setWidget(texts)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # arrow keys scroll the values
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        line = scroll.fontMetrics().lineSpacing()
        scroll.setMinimumHeight(2 * line)
        self.scroll_area = scroll  # (not "scroll": that is QWidget.scroll())
        self.progress = QLabel(body)
        self.progress.setObjectName("trainerProgress")
        self.progress.setWordWrap(True)
        row = QHBoxLayout()
        self.play_on = QPushButton(body)
        self.play_on.setObjectName("trainerPlayOn")
        self.next = QPushButton(body)
        self.next.setObjectName("trainerNext")
        self.leave = QPushButton(body)
        self.leave.setObjectName("trainerLeave")
        for b in (self.play_on, self.next, self.leave):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(b)
        row.addWidget(self.progress, 1)
        box.addWidget(scroll, 1)
        box.addLayout(row)
        self.setWidget(body)
        self.trainer = trainer
        self.play_on.clicked.connect(trainer.play_on)
        self.next.clicked.connect(trainer.next_position)
        self.leave.clicked.connect(trainer.leave)
        self.retranslate()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().closeEvent(event)
        self.trainer.left()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Trainer", "Trainer"))
        self.play_on.setText(translate("Trainer", "&Play on"))
        self.play_on.setToolTip(translate("Trainer", "The computer answers and the hand is "
                                          "played out at the table (it does not count)"))
        self.next.setText(translate("Trainer", "&Next position"))
        self.next.setToolTip(translate("Trainer", "Another position (Ctrl+T)"))
        self.leave.setText(translate("Trainer", "&Leave the trainer"))
        self.leave.setToolTip(translate("Trainer", "Back to the match"))


class Trainer(QObject):
    """The trainer's session in the main window (``window.trainer``)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.positions: list[Position] = []
        self.preset = ""
        self.current: Position | None = None
        # The answer given to the current position (None while the question stands).
        self.answer: int | None = None
        self._prefix = 0
        self._hand: Hand | None = None
        # The player's own mistakes from reviewed hands (asked before new built-in ones).
        self.own: list[Position] = []
        if window.persist:
            self.progress, warning = storage.load_trainer_progress()
            window.files.report(warning)
            self.own, warning = storage.load_own_positions()
            window.files.report(warning)
        else:
            self.progress = TrainerProgress()
        self.seed = random.Random().randrange(2**31) if window.persist else 0
        self.panel = TrainerPanel(self, window)
        self.panel.hide()
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.panel)
        window.controller.actionApplied.connect(self._on_action)

    # ------------------------------------------------------------------ state

    @property
    def on_table(self) -> bool:
        """The trainer's position (or the hand played on from it) is on the table."""
        c = self.window.controller
        return self.current is not None and c.hand is not None and c.hand is self._hand

    @property
    def asking(self) -> bool:
        """The question stands: hints, undo, open cards and re-deal wait."""
        return self.on_table and self.answer is None

    # ------------------------------------------------------------------ flow

    def start(self) -> None:
        """Game ▸ Trainer: show the panel and a position (the next one if one is answered)."""
        if self.asking:
            self.panel.show()
            return
        self.next_position()

    def next_position(self) -> None:
        preset = preset_for(self.window)
        if preset != self.preset or not self.positions:
            try:
                self.positions = builtin_positions(preset)
            except PositionError as exc:
                self.window.show_message(str(exc))
                self.positions = []
            self.preset = preset
        if not self.positions and not self.own:
            self.window.show_message(translate("Trainer", "No trainer positions are "
                                               "installed for these rules."))
            return
        by_id = {p.id: p for p in self.positions}
        by_id.update((p.id, p) for p in self.own)
        pid = self.progress.next_position(by_id, self.seed,
                                          prefer={p.id for p in self.own})
        assert pid is not None
        self.open(by_id[pid])

    def open(self, position: Position) -> None:
        """Put ``position`` on the table, the player (seat 0) to decide."""
        c = self.window.controller
        if c.match is None:
            c.new_game()
        if c.open_cards:
            c.set_open_cards(False)  # the computer's cards stay hidden while asked
        try:
            record = HandRecord.from_json(position.record_for_seat0())
            self._prefix = len(record.actions)
            self.current = position
            self.answer = None
            self._hand = c.open_record(record, reason="trainer", pause_ai=True)
        except (ReplayError, PositionError) as exc:
            self.current = None
            self.window.show_message(str(exc))
            return
        size = self.window.size()
        first = not self.panel.isVisible()
        self.panel.show()
        self.window.fit_minimum_to_screen()  # the table gives the panel room on a small screen
        if not self.window.isMaximized() and not self.window.isFullScreen():
            # The panel takes its room from the table, not from the screen (once the layout
            # has grown the window for it).
            QTimer.singleShot(0, lambda: self.window.resize(size))
        if first:
            # About a quarter of the window for the values, where the table can spare it
            # (the table keeps its minimum; the player may drag the border).
            QTimer.singleShot(0, lambda: self.window.resizeDocks(
                [self.panel], [int(self.window.height() * PANEL_SHARE)],
                Qt.Orientation.Vertical))
        self.show_question()
        self.window.menus.update_state()
        self.window.view.setFocus()

    def _on_action(self) -> None:
        c = self.window.controller
        hand = c.hand
        if not self.asking or hand is None or len(hand.history) <= self._prefix:
            return
        seat, action = hand.history[self._prefix]
        if seat != 0:
            return
        assert self.current is not None
        self.answer = action
        right = self.current.is_correct(action)
        self.progress.record(self.current.id, right)
        self._save()
        self.show_answer()
        self.window.menus.update_state()

    def play_on(self) -> None:
        """Let the computer go on from the position once it is answered: the hand is played
        out at the table (it never counts)."""
        if not self.on_table:
            return
        if self.answer is None:
            return  # answer first: the question stands
        self.window.controller.resume_ai()
        self.panel.play_on.setEnabled(False)
        self.window.view.setFocus()

    def leave(self) -> None:
        """Close the panel; a trainer hand still on the table gives way to the match."""
        self.panel.close()

    def left(self) -> None:
        """The panel was closed (Leave the trainer): a trainer hand still running gives way
        to the match's hand it interrupted."""
        c = self.window.controller
        if self.on_table and c.hand is not None and c.hand.outcome is None:
            c.back_to_match()
        self.current = None
        self._hand = None
        self.window.fit_minimum_to_screen()
        self.window.menus.update_state()

    def add_own(self, record: HandRecord, review) -> None:
        """Keep a reviewed decision of the player as a position if the review marked it a
        mistake or a blunder (once: the same position again replaces nothing)."""
        try:
            pos = position_from_review(record, review)
        except (ReplayError, PositionError, ValueError):
            return
        if pos is None or any(p.id == pos.id for p in self.own):
            return
        self.own.append(pos)
        if self.window.persist:
            self.window.files.wrote(storage.save_own_positions(self.own), storage.data_dir())

    def _save(self) -> None:
        if self.window.persist:
            self.window.files.wrote(storage.save_trainer_progress(self.progress),
                                    storage.data_dir())

    # ------------------------------------------------------------------ texts

    @staticmethod
    def no_help_text() -> str:
        return translate("Trainer", "Not while the trainer asks: answer by playing, then "
                         "the values are shown.")

    def retranslate(self) -> None:
        self.panel.retranslate()
        if self.current is not None:
            self.show_question()
            if self.answer is not None:
                self.show_answer()

    def show_question(self) -> None:
        pos = self.current
        if pos is None:
            return
        p = self.panel
        heading = (translate("Trainer", "From your game: {theme} · {difficulty} · rules: "
                             "{rules}") if pos.source == "own" else
                   translate("Trainer", "Trainer: {theme} · {difficulty} · rules: {rules}"))
        p.head.setText(heading.format(
            theme=translate("Trainer", THEME_NAMES[pos.theme]),
            difficulty=translate("Trainer", DIFFICULTY_NAMES[pos.difficulty]),
            rules=preset_label(pos.rules_name)))
        p.question.setText("<b>" + escape(translate("Trainer", QUESTION_TEXTS[pos.question]))
                           + "</b> " + escape(translate("Trainer", "Answer by playing on "
                                                        "the table.")))
        p.details.setText("")
        p.play_on.setEnabled(False)
        self._show_progress()

    def show_answer(self) -> None:
        pos, answer = self.current, self.answer
        if pos is None or answer is None:
            return
        deck = self.window.settings.deck
        rules = self.window.rules_in_play()
        review = pos.review_of(answer)
        if pos.is_correct(answer):
            verdict = ("<b style='color:#27ae60'>"
                       + escape(translate("Trainer", "Right: that is the best choice."))
                       + "</b>")
        else:
            verdict = ("<b style='color:#c0392b'>" + escape(translate(
                "Trainer", "Not the best: your answer gives away {loss} game points.").format(
                    loss=number(pos.loss_of(answer)))) + "</b>")
        rows = []
        for action, value in sorted(pos.values.items(), key=lambda kv: -kv[1]):
            notes = []
            if action == pos.best:
                notes.append(translate("Trainer", "best"))
            if action == answer:
                notes.append(translate("Trainer", "your answer"))
            if action == pos.natural and pos.source == "own":
                notes.append(translate("Trainer", "played in your game"))
            elif action == pos.natural:
                notes.append(translate("Trainer", "rule of thumb"))
            if action in pos.value_deals:
                notes.append(translate("Trainer", "over {deals} deals").format(
                    deals=pos.value_deals[action]))
            name = escape(action_name(action, deck, rules))
            if action == pos.best:
                name = f"<b>{name}</b>"
            rows.append(f"<tr><td>{name}</td><td align='right'>&nbsp;{number(value, True)}"
                        f"</td><td>&nbsp;{escape(', '.join(notes))}</td></tr>")
        how = (translate("Trainer", "Values: game points of the hand with best play from "
                         "here; every card is known.") if pos.exact else
               translate("Trainer", "Values: game points of the hand, averaged over {deals} "
                         "deals of the cards you cannot see.").format(deals=pos.deals))
        if pos.value_deals:
            how += " " + translate("Trainer", "A move clearly behind the best was not valued "
                                   "over further deals: its value is over fewer deals, as "
                                   "its row says.")
        self.panel.details.setText(
            "<p>" + verdict + " " + escape(reason_text(review, deck)) + "</p>"
            + "<table cellspacing='0' cellpadding='1'>" + "".join(rows) + "</table>"
            + "<p style='color:gray'>" + escape(how) + "</p>")
        self.panel.play_on.setEnabled(self.on_table)
        self._show_progress()

    def _show_progress(self) -> None:
        themes = {p.id: p.theme for p in (*self.positions, *self.own)}
        solved = self.progress.solved_by_theme(themes)
        pos = self.current
        line = translate("Trainer", "Streak: {streak} (best {best})").format(
            streak=self.progress.streak, best=self.progress.best_streak)
        if pos is not None and pos.theme in solved:
            done, total = solved[pos.theme]
            line += " · " + translate("Trainer", "this theme solved: {done} of {total}").format(
                done=done, total=total)
        self.panel.progress.setText(line)
        self.panel.progress.setToolTip("\n".join(
            translate("Trainer", "{theme}: {done} of {total} solved").format(
                theme=translate("Trainer", THEME_NAMES[theme]), done=done, total=total)
            for theme, (done, total) in sorted(solved.items())))

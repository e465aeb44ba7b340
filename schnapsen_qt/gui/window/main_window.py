"""The main window: the card table view, the slots its actions call, and the status bar. Its
actions, menus and toolbar are :mod:`.window_actions`, the player's files :mod:`.player_files`."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from ... import i18n
from ...engine import CLAIM, CLOSE, EXCHANGE, MELD, HandRecord
from ...engine.actions import CLOSE_BEFORE_DRAW, PASS
from ...engine.cards import KING, QUEEN, SUITS, marriage_points
from ...engine.match import MatchOptions
from ...engine.rules import Rules
from ...i18n import translate
from ...qt import (
    QApplication,
    QGraphicsView,
    QMainWindow,
    QMessageBox,
    QPainter,
    QScreen,
    QSettings,
    QSize,
    Qt,
    QTimer,
    QWidget,
)
from ...userfiles import problems, storage
from ...userfiles.settings import Settings, effective_settings, pending_changes
from ...userfiles.stats import Statistics
from ..bauern.mode import BauernMode
from ..controller import GameController
from ..dialogs import fit
from ..dialogs.help_dialog import HelpDialog
from ..dialogs.questions import exchange_at_close_box, risky_action_box
from ..dialogs.score_sheet import ScoreSheetDialog
from ..dialogs.settings_dialog import NEW_MATCH, NOW_ONLY, SettingsDialog, ask_pending_changes
from ..dialogs.stats_dialog import StatsDialog
from ..dialogs.welcome import WelcomeDialog
from ..table import names, table_texts
from ..table.layout import SMALLEST_TABLE
from ..table.scene import TableScene
from ..table.sound import SoundPlayer
from .accuracy_keeper import AccuracyKeeper
from .player_files import PlayerFiles
from .status_bar import WrappingStatusBar
from .window_actions import WindowActions
from .window_state import WindowKeeper

# The one-letter game keys (their actions' shortcuts) and what each asks for.
ACTION_KEYS = {Qt.Key.Key_X: EXCHANGE, Qt.Key.Key_M: MELD, Qt.Key.Key_C: CLOSE,
               Qt.Key.Key_G: CLAIM, Qt.Key.Key_B: CLOSE_BEFORE_DRAW, Qt.Key.Key_H: "hint",
               Qt.Key.Key_T: "tricks"}

# The table's minimum size where the screen has room for it: the sizes the table is laid out
# for start here. A smaller screen gets what it leaves (MainWindow.fit_minimum_to_screen).
TABLE_MIN_SIZE = QSize(640, 420)


class TableView(QGraphicsView):
    """Shows the table scene at the viewport's own size (no scaling: cards are re-rendered
    for the size and the screen's pixel ratio, so they stay sharp from 800x600 to 4K)."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setMinimumSize(TABLE_MIN_SIZE)
        # Called with the action of a game key whose shortcut did not fire: its action is
        # not possible now, or the window is not active (MainWindow.game_key_without_shortcut).
        # Told which action's key was pressed while that action is disabled.
        self.refused_key: Callable[[object], None] | None = None

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize_table(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(self.table.sceneRect())

    def keyPressEvent(self, event) -> None:  # noqa: N802
        key = event.key()
        t = self.table
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            t.key_move(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            t.key_move(1)
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_6:  # six cards in Sechsundsechzig
            t.key_select(int(key) - int(Qt.Key.Key_1))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            t.key_play()
        elif key == Qt.Key.Key_Escape and t.browsing:
            t.toggle_browse()
        elif key in ACTION_KEYS and self.refused_key is not None and not event.modifiers():
            # The key's action is disabled now (its shortcut did not fire): say why.
            self.refused_key(ACTION_KEYS[key])
        else:
            super().keyPressEvent(event)


class MainWindow(QMainWindow):
    """``persist``: load/save settings, statistics, the running game and the window geometry
    under the user's folders (:mod:`storage`); off in most tests. Problems with those files
    (damaged, newer version, unwritable) are shown to the player and never stop the game
    (:class:`PlayerFiles`)."""

    def __init__(self, settings: Settings | None = None, persist: bool = True,
                 controller: GameController | None = None, seed: int | None = None) -> None:
        super().__init__()
        self.persist = persist
        # The review's computation of one decision (tests put a fast one here; None: the
        # strongest search in a child process). The open review window, if any.
        self.review_fn = None
        self.review_dialog = None
        # The trainer (issue 42), made when first opened (gui/dialogs/trainer.py).
        self.trainer = None
        # Where a hand record was saved last (None: the documents folder); Open starts there.
        self._record_folder: str | None = None
        self.files = PlayerFiles(self, persist)
        self.quitting_on_signal = False
        self.stats = Statistics()
        if settings is None:
            settings = self.files.load_settings() if persist else Settings()
        self.settings = settings
        self.controller = controller or GameController(settings, self, seed=seed)
        self.scene = TableScene(self.controller, settings, self)
        self.view = TableView(self.scene, self)
        self.view.refused_key = self.game_key_without_shortcut
        # Each hand of the match reviewed in the background, its accuracy kept (issue 42).
        self.accuracy = AccuracyKeeper(self)
        self.scene.confirm = self.ask_first
        self.setCentralWidget(self.view)
        self.setObjectName("MainWindow")
        self.menus = WindowActions(self)
        # The four-seat Bauernschnapsen table beside this one (gui/bauern/mode.py).
        self.bauern = BauernMode(self)
        self.setStatusBar(WrappingStatusBar(self, table_height=SMALLEST_TABLE[1]))
        self.statusBar().setSizeGripEnabled(True)
        self.scene.message.connect(self.show_message)
        self.scene.idle.connect(self.menus.update_state)
        # exchange_at_close: once the table shows the close, ask yes/no.
        self.scene.idle.connect(self._ask_exchange_at_close)
        for signal in (self.controller.exchanged, self.controller.cardPlayed,
                       self.controller.handStarted, self.controller.stateReset):
            signal.connect(lambda *_: self._close_answered_exchange_box())
        self.controller.stateReset.connect(self._forget_another_hands_trumps)
        self.exchange_box: QMessageBox | None = None
        c = self.controller
        c.changed.connect(lambda _v: self.menus.update_state())
        c.aiThinking.connect(lambda _b: self.menus.update_state())
        c.hintReady.connect(lambda _h: self.menus.update_state())  # after the scene took it
        c.actionRefused.connect(self._refused)
        c.aiFailed.connect(lambda text: self.show_message(
            translate("MainWindow", "Computer error: {error}").format(error=text)))
        self.sound = SoundPlayer(settings.sound)
        c.handStarted.connect(lambda _v: self.sound.play("shuffle"))
        c.cardPlayed.connect(lambda *_a: self.sound.play("play"))
        c.trickWon.connect(lambda *_a: self.sound.play("trick"))
        c.cardsDrawn.connect(lambda *_a: self.sound.play("deal"))
        # The running game is saved after every deal and every action (a small, atomic write),
        # so that a crash, kill or logout at any moment resumes the same hand.
        c.handStarted.connect(lambda _v: self.files.save_game())
        # After practice (undo, open cards, a replayed deal, an opened record) the player is
        # told when a hand of the match, which counts, is on the table again.
        self._practice_before = False
        c.handStarted.connect(self._say_when_the_match_resumes)
        c.stateReset.connect(self._say_when_the_match_resumes)
        # The menus name the card exchanged for the turn-up (Jack, or Nine in Sechsundsechzig)
        # by the rules of the hand on the table: written anew whenever a hand comes.
        self._menu_rules: Rules | None = None
        c.handStarted.connect(self._retranslate_for_new_rules)
        c.stateReset.connect(self._retranslate_for_new_rules)
        c.actionApplied.connect(self.files.save_game)
        c.handFinished.connect(self._on_hand_finished)
        c.bummerlFinished.connect(self._on_bummerl_finished)
        c.matchFinished.connect(self._on_match_finished)
        self.retranslate()
        self.resize(1200, 800)
        self.window_keeper = WindowKeeper(self, self._settings_store() if persist else None)
        self._screen_watched = False
        self._watched_screen: QScreen | None = None
        self._toolbar_gave_way = False  # hidden for a screen too short for it
        if persist:
            self.window_keeper.place()
            self.stats = self.files.load_stats()
        self.fit_minimum_to_screen()  # on the screen the window was placed on
        self.view.setFocus()

    # ------------------------------------------------------------------ the screen

    def fit_minimum_to_screen(self) -> None:
        """Keep the window's minimum size inside its screen's free space, so that it always
        fits and can be maximized: the table's minimum is :data:`TABLE_MIN_SIZE`, less where
        the window's frame, menus, toolbar and status bar leave less of the screen
        (``QT_SCALE_FACTOR=2`` on a 1366x768 laptop leaves 683x384 for all of it), but not
        less than the smallest table the layout draws whole.

        On a screen too short even for that (800x600 at ``QT_SCALE_FACTOR=2`` leaves 400x300)
        the toolbar gives way: every one of its buttons is in the Game menu and has its key,
        and with it the window would reach past the screen's bottom, its status bar cut off.
        It comes back when the screen has room for it again."""
        space = fit.available_space(self)
        self._fit_toolbar_to_screen(space.height())
        # The menus, toolbar and status bar: what the window needs beyond the table's height.
        chrome = self.minimumSizeHint().height() - self.view.minimumSize().height()
        room = QSize(space.width() - fit.FRAME_ALLOWANCE.width(),
                     space.height() - fit.FRAME_ALLOWANCE.height() - chrome)
        self.view.setMinimumSize(TABLE_MIN_SIZE.boundedTo(room).expandedTo(
            QSize(*SMALLEST_TABLE)))
        # The view sits in the stack of tables (gui/bauern/mode.py): the window's own minimum
        # follows only when the stack says its minimum changed.
        central = self.centralWidget()
        if central is not None:
            central.updateGeometry()

    def _fit_toolbar_to_screen(self, free_height: int) -> None:
        """Hide the toolbar where the menus, it and the status bar (and room for a title bar)
        would leave less than the smallest table's height of ``free_height``, show it again
        where they leave that. Only a change of the screen's room changes it, so a toolbar the
        player hid stays hidden."""
        toolbar = self.menus.toolbar
        bars = (self.menuBar().sizeHint().height() + toolbar.sizeHint().height()
                + self.statusBar().sizeHint().height())
        if self.trainer is not None and self.trainer.panel.isVisible():
            bars += self.trainer.panel.minimumSizeHint().height()  # the trainer's panel
        short = free_height - fit.FRAME_ALLOWANCE.height() - bars < SMALLEST_TABLE[1]
        if short != self._toolbar_gave_way:
            self._toolbar_gave_way = short
            toolbar.setVisible(not short)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        # The native window exists from now on: follow it to another screen, and the free
        # space of the screen it is on.
        handle = self.windowHandle()
        if handle is not None and not self._screen_watched:
            handle.screenChanged.connect(self._on_screen_changed)
            self._screen_watched = True
            self._watch_screen(handle.screen())
        self.fit_minimum_to_screen()

    def _on_screen_changed(self, screen: QScreen | None) -> None:
        self._watch_screen(screen)
        self.fit_minimum_to_screen()

    def _on_free_space_changed(self, _space) -> None:
        self.fit_minimum_to_screen()

    def _watch_screen(self, screen: QScreen | None) -> None:
        """Follow the free space of ``screen`` (a panel added or moved, another resolution),
        and of that screen alone: the one the window left no longer changes its minimum, and
        no connection outlives the move."""
        old, self._watched_screen = self._watched_screen, screen
        if old is screen:
            return
        if old is not None:  # (it may be on its way out, unplugged: then nothing to undo)
            with contextlib.suppress(RuntimeError, TypeError):
                old.availableGeometryChanged.disconnect(self._on_free_space_changed)
        if screen is not None:
            screen.availableGeometryChanged.connect(self._on_free_space_changed)

    # ------------------------------------------------------------------ state

    def retranslate(self) -> None:
        """The window's texts in the language in use (and the deck's card words)."""
        self.setWindowTitle(translate("MainWindow", "Schnapsen"))
        self._menu_rules = self.rules_in_play()
        self.menus.retranslate()
        self.bauern.retranslate()
        if self.trainer is not None:
            self.trainer.retranslate()
        self.accuracy.retranslate()

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _refused(self, reason: str) -> None:
        self.show_message(reason)

    # ------------------------------------------------------------------ slots

    def new_game(self) -> None:
        """Start a new match; a match in progress is discarded only after confirmation."""
        if self._match_in_progress() and not self.confirm_discard():
            return
        self._start_new_match()

    def _start_new_match(self) -> None:
        """A new match with the settings chosen now; the match in progress counts as given
        up only with a finished hand (a first hand left is not)."""
        match = self.controller.match
        if self._match_in_progress() and match is not None and match.hands_played:
            self.stats.record_match(self.controller.active.ai_level, self._preset(),
                                    "given_up")
            self.files.save_stats()
        self.scene.summary = None
        self.controller.new_game()  # saved on handStarted

    def _match_in_progress(self) -> bool:
        c = self.controller
        if c.match is None or c.match.winner is not None:
            return False
        fresh_match = c.match.at_bummerl_start and not any(c.match.bummerls)
        return not (fresh_match and (c.hand is None or not c.hand.history))

    def confirm_discard(self) -> bool:
        """Ask before New Game throws away a running match (tests replace this)."""
        return self.discard_box().exec() == QMessageBox.StandardButton.Yes

    def discard_box(self) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Question, translate("MainWindow", "New Match"),
            translate("MainWindow", "A match is in progress. Give it up and start a new one?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box

    def ask_then_submit(self, action: int) -> bool:
        """A claim or close from the menu or a key: the table asks first (:meth:`ask_first`)."""
        return self.scene.submit(action)

    def ask_first(self, action: int) -> bool:
        """The table's question before a claim or a close, however it was asked for (key,
        menu, a click on the turn-up); True to go on. Off with ``ask_before_claim_and_close``."""
        if not self.settings.ask_before_claim_and_close:
            return True
        return self.confirm_risky(action)

    def _forget_another_hands_trumps(self, view) -> None:
        """A position or record opened (or the table redrawn): the status bar's "New hand:
        hearts are trumps" of the hand before goes when this hand has other trumps."""
        shown = self.statusBar().currentMessage()
        if not shown or view is None:
            return
        deck = self.settings.deck
        others = {table_texts.new_hand(suit, deck) for suit in range(len(SUITS))
                  if suit != view.trump}
        if shown in others:
            self.statusBar().clearMessage()

    def _close_answered_exchange_box(self) -> None:
        """The question at the close answered another way (the exchange key or menu, a card
        played, a new hand, a trainer position left): its box goes."""
        box = self.exchange_box
        if box is None or self.controller.exchange_question:
            return
        self.exchange_box = None
        box.buttonClicked.disconnect()
        box.close()
        box.deleteLater()

    def _ask_exchange_at_close(self) -> None:
        """``exchange_at_close``: the computer closed and the player holds the card that is
        exchanged: a clear yes/no question (not modal, so the table stays visible)."""
        self._close_answered_exchange_box()
        if not self.controller.exchange_question or self.exchange_box is not None:
            return
        view = self.controller.view()
        box = exchange_at_close_box(self, view, self.settings.deck)
        self.exchange_box = box

        def answered(button) -> None:
            self.exchange_box = None
            yes = box.buttonRole(button) == QMessageBox.ButtonRole.YesRole
            self.scene.submit(EXCHANGE if yes else PASS)

        box.buttonClicked.connect(answered)
        box.open()

    def confirm_risky(self, action: int) -> bool:
        """Ask before a claim or a close (tests replace this)."""
        box = risky_action_box(self, action, self.controller.view())
        yes = box.exec() == QMessageBox.StandardButton.Yes
        if box.checkBox() is not None and box.checkBox().isChecked():
            self.apply_settings(replace(self.settings, ask_before_claim_and_close=False))
        return yes

    def restart(self) -> None:
        """F5: this hand dealt again with the same cards; moves already made are lost, so a
        hand under way is re-dealt only after one question (as New Match asks)."""
        hand = self.controller.hand
        under_way = (hand is not None and hand.outcome is None and bool(hand.history)
                     and not self.scene.summary_shown)
        if under_way and not self.confirm_redeal():
            return
        finished = self.scene.summary_shown or (hand is not None and hand.outcome is not None)
        self.scene.summary = None
        self.controller.restart()
        if finished and self.controller.outside_match:
            self.show_message(translate("MainWindow", "The same deal again, outside the match: "
                                        "the score stays as it was."))
        elif "redeal" in self.controller.practice:
            self.show_message(translate("MainWindow", "Dealt again: you have seen these "
                                        "cards played, so this hand is practice and does not "
                                        "count in the match."))

    def confirm_redeal(self) -> bool:
        """Ask before F5 throws away the moves of a hand under way (tests replace this)."""
        return self.redeal_box().exec() == QMessageBox.StandardButton.Yes

    def redeal_box(self) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Question, translate("MainWindow", "Re-deal This Hand"),
            translate("MainWindow", "Deal this hand again with the same cards? The moves "
                      "made so far are taken back, and the hand becomes practice: it does not "
                      "count in the match."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(translate("MainWindow", "&Re-deal"))
        box.button(QMessageBox.StandardButton.No).setText(translate("MainWindow", "&Keep "
                                                                    "playing"))
        return box

    # ------------------------------------------------------------------ practice (issue 12)

    def undo(self) -> None:
        """Ctrl+Z: take back the last move (and the computer's answer)."""
        if self.trainer is not None and self.trainer.asking:
            self.show_message(self.trainer.no_help_text())
            return
        if self.scene.summary_shown:
            self.show_message(translate("MainWindow", "The hand is over: play the deal again "
                                        "(F6) or review it (Ctrl+R) instead."))
            return
        if not self.controller.undo():
            self.show_message(translate("MainWindow", "There is no move of yours to take "
                                        "back in this hand."))
            return
        self.show_message(translate("MainWindow", "Move taken back: this hand is practice "
                                    "now and counts neither in the match nor in the "
                                    "statistics."))
        self.files.save_game()

    def toggle_open_cards(self) -> None:
        on = self.menus.act_open_cards.isChecked()
        self.controller.set_open_cards(on)
        if on:
            self.show_message(translate("MainWindow", "Open cards: the computer's hand is "
                                        "shown; hands played so are practice and do not "
                                        "count in the match."))

    def replay_deal(self, swap_seats: bool) -> None:
        """F6 / Shift+F6 from the summary: the last deal again, as practice."""
        if not self.controller.can_replay_deal():
            self.show_message(translate("MainWindow", "Finish the hand first: a deal can be "
                                        "played again from its summary."))
            return
        self.scene.summary = None
        self.controller.replay_deal(swap_seats)
        if swap_seats:
            self.show_message(translate("MainWindow", "The same deal again with the seats "
                                        "swapped: you have the computer's cards and role. "
                                        "Outside the match: the score stays as it was."))
        else:
            self.show_message(translate("MainWindow", "The same deal again, outside the match: "
                                        "the score stays as it was."))

    def review_last_hand(self) -> None:
        from ..dialogs.review_dialog import open_review

        c = self.controller
        hand = c.last_hand
        if "record" in c.practice and c.hand is not None and c.hand.deck is not None:
            hand = c.hand  # an opened record: reviewed as far as it goes
        if hand is None:
            self.show_message(translate("MainWindow", "There is no finished hand to review "
                                        "yet."))
            return
        open_cards = c.open_cards or "open_cards" in c.practice
        record = HandRecord.of_hand(hand)
        dialog = open_review(self, record, open_cards, review_fn=self.review_fn,
                             known=self.accuracy.known_reviews(record),
                             awaited=self.accuracy.awaited_reviews(record))
        self.accuracy.share_with(dialog)
        if "trainer" not in c.practice:  # the player's own mistakes become trainer positions
            dialog.client.reviewed.connect(
                lambda _rid, review: self.keep_own_mistake(record, review))

    def save_record(self) -> None:
        """Ctrl+S: the hand as a record file, in the documents folder or the folder used last,
        confirmed in the status bar. The file holds every card: saving a hand of the match
        while it runs makes it practice (after a question)."""
        from .record_files import default_record_folder, save_record_dialog

        c = self.controller
        record = c.hand_record()
        if record is None:
            return
        running = c.hand is not None and c.hand.outcome is None and not c.is_practice \
            and not c.outside_match
        if running and not self.confirm_save_mid_hand():
            return
        folder = self._record_folder or default_record_folder()
        path = save_record_dialog(self, record, folder)
        if path is None:
            return
        self._record_folder = str(Path(path).parent)
        if running:
            c.mark_saved_mid_hand()
            self.show_message(translate("MainWindow", "Hand record saved as {path}. This hand "
                                        "is practice now: the file shows the computer's "
                                        "cards.").format(path=path))
        else:
            self.show_message(translate("MainWindow", "Hand record saved as {path}.").format(
                path=path))

    def confirm_save_mid_hand(self) -> bool:
        """Ask before a running hand's record (with the computer's cards) is written (tests
        replace this)."""
        box = QMessageBox(
            QMessageBox.Icon.Question, translate("MainWindow", "Save Hand Record"),
            translate("MainWindow", "The record holds every card, the computer's too, so this "
                      "hand becomes practice and will not count in the match. Save it now?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def open_record(self) -> None:
        from .record_files import default_record_folder, open_record_dialog

        # Where records were saved last, else the documents folder (as Save Hand Record).
        record = open_record_dialog(self, self.settings.deck,
                                    self._record_folder or default_record_folder())
        if record is None:
            return
        self.scene.summary = None
        self.controller.open_record(record)
        self.show_message(translate("MainWindow", "Hand record opened: practice outside the "
                                    "match."))

    def meld(self) -> None:
        suits = [a - MELD for a in self.controller.legal() if MELD <= a < EXCHANGE]
        if not suits:
            return
        if len(suits) == 1:
            self.scene.submit(MELD + suits[0])
            return
        menu = self.menus.meld_menu
        menu.clear()
        v = self.controller.view()
        for s in suits:
            points = marriage_points(s, v.trump) if v is not None else 20
            a = menu.addAction(translate("MainWindow", "{points} in {suit}").format(
                points=points, suit=names.suit_label(s, self.settings.deck)))
            a.triggered.connect(lambda _=False, s=s: self.scene.submit(MELD + s))
        menu.popup(self.view.mapToGlobal(self.view.rect().center()))

    def game_key_without_shortcut(self, action) -> None:
        """A game key reached the table because its shortcut did not fire. Mostly its action
        is disabled now, so say why; but a window that is not active (no window manager, or
        one that has not activated it yet) gets no shortcuts at all, and then the key must
        still do what it says rather than claim it cannot."""
        qaction = self.menus.game_key_actions.get(action)
        if qaction is not None and qaction.isEnabled():
            qaction.trigger()
        else:
            self.explain_refusal(action)

    def explain_refusal(self, action) -> None:
        """Say in the status bar why ``action`` (an engine action, ``"hint"`` or
        ``"tricks"``) is not possible now."""
        c = self.controller
        hand = c.hand
        if self.scene.summary_shown:
            text = translate("MainWindow", "The hand is over: click the summary or press "
                             "Enter to go on.")
        elif action == "tricks":
            view = c.view()
            if view is not None and not view.rules.tricks_viewable:
                text = translate("MainWindow", "These rules do not allow looking at taken "
                                 "tricks.")
            else:
                text = translate("MainWindow", "You have not taken a trick yet.")
        elif hand is not None and hand.outcome is None and hand.to_move != 0:
            text = translate("MainWindow", "Please wait: it is the computer's turn.")
        elif action == "hint":
            text = translate("MainWindow", "There is nothing to advise now.")
        elif action == MELD:
            suits = hand.marriages_in_hand(0) if hand is not None else []
            if suits:
                text = c.refusal_text(MELD + suits[0]) or ""
            else:
                deck = self.settings.deck
                text = translate("MainWindow", "You hold no marriage ({king} and {queen} of "
                                 "one suit).").format(king=names.rank_name(KING, deck),
                                                      queen=names.rank_name(QUEEN, deck))
        elif action == CLOSE_BEFORE_DRAW and c.is_legal(action):
            text = table_texts.no_longer_possible()  # the talon's offer has passed
        else:
            text = c.refusal_text(action) or ""
        if text:
            self.show_message(text)

    def look_at_tricks(self) -> None:
        """T: look through the taken tricks, or say why not."""
        view = self.controller.view()
        if view is None or not view.rules.tricks_viewable or (
                view.tricks[0] == 0 and not self.scene.browsing):
            self.explain_refusal("tricks")
            return
        self.scene.toggle_browse()

    def hint(self) -> None:
        if self.trainer is not None and self.trainer.asking:
            self.show_message(self.trainer.no_help_text())
            return
        if self.controller.request_hint():
            self.show_message(translate("MainWindow", "Thinking about a hint…"))

    def open_trainer(self) -> None:
        """Game ▸ Trainer (Ctrl+T): a position to solve, in the panel below the table."""
        self._trainer().start()

    def _trainer(self):
        from ..dialogs.trainer import Trainer

        if self.trainer is None:
            self.trainer = Trainer(self)
        return self.trainer

    def keep_own_mistake(self, record: HandRecord, review) -> None:
        """A reviewed decision: a mistake or blunder becomes a trainer position (a setting)."""
        if review is not None and self.settings.trainer_own_mistakes:
            self._trainer().add_own(record, review)

    def toggle_fullscreen(self) -> None:
        """F11: full screen, and back to the state before it (maximized stays maximized)."""
        self.window_keeper.toggle_fullscreen()

    def open_settings(self) -> None:
        running = self._bummerl_running()
        dialog = SettingsDialog(self.settings, self, game_running=running)
        if dialog.exec():
            self.change_settings(dialog.result_settings())

    def _bummerl_running(self) -> bool:
        c = self.controller
        if c.match is None or c.match.winner is not None:
            return False
        return not c.match.at_bummerl_start or (c.hand is not None and c.hand.outcome is None)

    def change_settings(self, wanted: Settings, confirm=ask_pending_changes) -> None:
        """Settings chosen in the dialog: during a running Bummerl, a change of rules or
        level is asked about first (it applies from the next Bummerl or hand, as the rules
        require, or, for new rules, in a new match started now); if the player keeps the
        rules, only the immediate settings (deck, language, display) change."""
        changes = pending_changes(self.settings, wanted)
        if not changes.changed:
            return
        answer = None
        if self._bummerl_running() and changes.needs_confirmation:
            match = self.controller.match
            answer = confirm(self, changes, bool(match is not None and match.hands_played))
            if answer is False or answer == NOW_ONLY:  # (a bool from older callers: no)
                wanted = effective_settings(self.settings, wanted, "now")
        self.apply_settings(wanted)
        if answer == NEW_MATCH:
            self._start_new_match()

    def apply_settings(self, settings: Settings) -> None:
        old = self.settings
        self.settings = settings
        self.sound.enabled = settings.sound
        if settings.language != old.language:
            # First: the table's texts below are made anew in the new language at once.
            app = QApplication.instance()
            if app is not None:
                i18n.install_translators(app, settings.language)
            # A message in the old language goes (what is re-worded below comes back).
            self.statusBar().clearMessage()
        self.controller.apply_settings(settings)
        self.scene.apply_settings(settings)
        self.bauern.apply_settings(settings)
        if settings.language != old.language or settings.deck != old.deck:
            self.retranslate()  # the menus name cards in the deck's words
        self.files.save_settings(settings)

    def open_stats(self) -> None:
        dialog = StatsDialog(self.stats, self, accuracy=self.accuracy.log)
        dialog.statsReset.connect(self.files.save_stats)
        dialog.statsReset.connect(self.accuracy.save)
        self.bauern.add_stats_page(dialog)
        dialog.exec()

    def open_help(self) -> None:
        self.help_dialog().exec()

    def help_dialog(self) -> HelpDialog:
        """The rules page and keys for the rules being played (not yet a pending change)."""
        return HelpDialog(replace(self.settings, rules=self.rules_in_play()), self)

    def open_score_sheet(self) -> None:
        self.score_sheet().exec()

    def score_sheet(self) -> ScoreSheetDialog:
        c = self.controller
        bummerls = c.match.bummerls if c.match is not None else [0, 0]
        to_win = c.match.bummerls_to_win if c.match is not None else self.settings.bummerls_to_win
        counts_up = (c.match.counts_up if c.match is not None
                     else MatchOptions.for_rules(self.settings.rules).score_shown == "up")
        doubles = self.rules_in_play().schneider_bummerl_double
        return ScoreSheetDialog(c.score_sheet_records(), bummerls, to_win, self, counts_up,
                                doubles)

    def open_welcome(self) -> None:
        self.welcome_dialog().exec()

    def welcome_dialog(self) -> WelcomeDialog:
        dialog = WelcomeDialog(self.settings.deck, self, self.rules_in_play())
        dialog.bauern_chosen.connect(self.bauern.show_table)
        return dialog

    def _welcome_once(self, deal_after: bool = False) -> None:
        """The first start: the welcome, once (remembered in the settings), over the table;
        with ``deal_after`` the first hand is dealt when it closes."""
        if self.settings.welcome_shown:
            if deal_after and self.controller.hand is None:
                self.controller.new_game()
            return
        self.apply_settings(replace(self.settings, welcome_shown=True))
        dialog = self.welcome_dialog()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        if deal_after:
            dialog.finished.connect(self._deal_after_welcome)
        dialog.open()

    def _deal_after_welcome(self) -> None:
        if self.controller.hand is None and self.isVisible():
            self.controller.new_game()  # saved on handStarted

    def about(self) -> None:
        self.about_box().exec()

    @staticmethod
    def search_text() -> str:
        """Which search the computer uses: the compiled core, or Python where it was not
        built or is switched off (``schnapsen-qt --version`` says the same)."""
        from ...ai import core

        if core.available():
            return translate("MainWindow", "Search: compiled core.")
        return translate("MainWindow", "Search: Python.")

    def about_box(self) -> QMessageBox:
        from ... import __version__

        box = QMessageBox(QMessageBox.Icon.NoIcon,
                          translate("MainWindow", "About Schnapsen Qt"), "",
                          QMessageBox.StandardButton.Close, self)
        box.setObjectName("aboutBox")
        box.setIconPixmap(self.windowIcon().pixmap(64, 64))
        box.setTextFormat(Qt.TextFormat.RichText)
        paragraphs = [
            translate("MainWindow", "The Austrian card game against the computer: Schnapsen "
                      "for two, and Bauernschnapsen for four with a computer partner."),
            translate("MainWindow", "Program: GNU General Public License, version 3 or later "
                      "(GPL-3.0-or-later)."),
            translate("MainWindow", "Card art (French, four-colour, German and number-card decks, "
                      "backs, table, icon): original work by the Schnapsen Qt developers, licensed "
                      "under Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0)."),
            translate("MainWindow", "Rules after the Austrian Schnapsen rules (soft, sharp and "
                      "tournament), with the house rules and Sechsundsechzig, Schnapsen's German "
                      "parent; see Help, Rules and Keys."),
        ]
        paragraphs.append(self.search_text())
        title = translate("MainWindow", "Schnapsen Qt {version}").format(version=__version__)
        box.setText(f"<h3>{title}</h3>" + "".join(f"<p>{p}</p>" for p in paragraphs))
        return box

    # ------------------------------------------------------------------ statistics and saving

    def rules_in_play(self) -> Rules:
        """The rules of the running match (a change in the settings may wait for the next
        Bummerl), else those of the settings."""
        hand = self.controller.hand  # an opened record may have rules of its own
        if hand is not None:
            return hand.rules
        match = self.controller.match
        return match.rules if match is not None else self.settings.rules

    def _preset(self) -> str | None:
        rules = self.controller.match.rules if self.controller.match else None
        return rules.preset_name() if rules is not None else None

    def _retranslate_for_new_rules(self, _view=None) -> None:
        if self.rules_in_play() != self._menu_rules:
            self.retranslate()

    def _say_when_the_match_resumes(self, _view=None) -> None:
        c = self.controller
        practice_now = c.is_practice or c.outside_match
        if self._practice_before and not practice_now:
            self.show_message(translate("MainWindow", "Back to the match: this hand counts."))
        self._practice_before = practice_now

    def _on_hand_finished(self, outcome) -> None:
        # The scored game first: a kill between the two writes may lose this hand from the
        # statistics but can never let the hand be played (and counted) again.
        self.files.save_game()
        self._practice_before = self.controller.is_practice or self.controller.outside_match
        if self.controller.is_practice:
            self.stats.record_practice_hand(self.controller.active.ai_level, self._preset())
        else:
            self.stats.record_hand(self.controller.active.ai_level, self._preset(), outcome)
        self.files.save_stats()
        self.accuracy.hand_finished()

    def _on_bummerl_finished(self, result) -> None:
        self.stats.record_bummerl(self.controller.active.ai_level, self._preset(), result)
        self.files.save_stats()

    def _on_match_finished(self, winner: int) -> None:
        self.stats.record_match(self.controller.active.ai_level, self._preset(),
                                "won" if winner == 0 else "lost")
        self.files.save_stats()
        if self.persist:
            storage.discard_saved_game()

    def start(self) -> None:
        """Resume the saved game if there is one, else deal a new match; then show any
        warning about the user's files."""
        resumed = False
        if self.persist:
            data, warning = storage.load_saved_game()
            self.files.report(warning)
            if data is not None:
                try:
                    self.controller.load_state(data)
                    resumed = True
                except Exception as exc:  # noqa: BLE001 - checked by load_saved_game already
                    # Kept as a backup, so that the next save does not overwrite it.
                    self.files.report(storage.set_aside_saved_game(exc))
        welcome = self.persist and not self.settings.welcome_shown
        if resumed:
            self.files.save_game()  # at once: a disk that refuses writes is reported now
        elif not welcome:
            self.controller.new_game()  # saved on handStarted
        self.bauern.start()  # back to the four-seat table if it was on screen at quit
        QTimer.singleShot(0, self.files.show_warnings)
        if welcome:
            # Nothing happens on the table while the welcome covers it: a new match is dealt
            # when the page closes (the computer may lead, and the player must see it).
            QTimer.singleShot(0, lambda: self._welcome_once(deal_after=not resumed))

    def _settings_store(self) -> QSettings:
        # Beside settings.json (platformdirs), not in Qt's own default location.
        path = storage.config_dir() / "window.ini"
        self.files.report(storage.set_aside_unless_regular(path, problems.WINDOW_STATE_FILE))
        return QSettings(str(path), QSettings.Format.IniFormat)

    def closeEvent(self, event) -> None:  # noqa: N802
        if self.review_dialog is not None:
            self.review_dialog.shutdown()
        self.accuracy.shutdown()
        self.controller.shutdown()
        self.bauern.shutdown()
        if self.persist:
            self.window_keeper.save()
            failure = self.files.save_at_quit()
            if failure is not None:
                self.report_quit_failure(failure)
        self.files.close_warning_box()
        super().closeEvent(event)

    def report_quit_failure(self, text: str) -> None:
        """The game or the statistics could not be saved at quit: say so before the window
        closes (a box that waits for OK), or on standard error when quitting on a signal
        (SIGTERM, Ctrl+C in the terminal: nobody may be there to click). Tests replace this."""
        message = translate("MainWindow", "The match could not be saved: {error}").format(
            error=text)
        print(f"schnapsen-qt: {message}", file=sys.stderr)
        if not self.quitting_on_signal:
            QMessageBox.warning(self, translate("MainWindow", "Schnapsen"), message)

    def quit_on_signal(self) -> None:
        """SIGTERM, SIGHUP or Ctrl+C in the terminal: quit as from the menu (saving), even
        while a dialog is open."""
        self.quitting_on_signal = True
        self.close()
        app = QApplication.instance()
        if app is not None:
            app.quit()

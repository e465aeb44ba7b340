"""The four-seat Bauernschnapsen table inside the main window.

Why in the main window and not a window of its own: a desktop card game shows the game being
played in its one window and switches games from its Game menu (as KPatience or AisleRiot do);
a second window would leave two tables, two sets of menus and two places to quit. So the window's
middle is a stack of the two tables: Game > Bauernschnapsen (Ctrl+4) shows the four-seat table,
Game > Schnapsen (Ctrl+2) the two-player one again. Each game keeps its own state and its own
saved file; switching loses nothing, and the two-player match is saved as always.

While the four-seat table shows, the two-player game's actions are switched off and left out of
the menus as one group (a disabled, hidden :class:`QActionGroup` keeps them so whatever the
two-player window enables) and its toolbar is hidden, so that X, M, C, G and the rest never act on
the hidden table; New Game (Ctrl+N) starts a new Bauernschnapsen game instead. The level of the
game's settings applies to the three computer players (from the next game when one is running).
The running Bauernschnapsen game is saved after every deal and action, with whether its table
was on screen, so a restart comes back to the same table and hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n import translate
from ...qt import QAction, QActionGroup, QKeySequence, QMessageBox, QObject, QStackedWidget, Qt
from ...rules_text import BAUERN_KEY, SCHNAPSEN_KEY
from ...userfiles import bauern_files
from ...userfiles.bauern_files import BauernStatistics
from ...userfiles.folders import data_dir
from ..table.timings import Timings
from .game import BauernGame, bauern_level
from .hint import BauernHints
from .review import BauernReviews
from .sheet import BauernSheetDialog
from .table import SHEET_KEY, BauernTablePage

if TYPE_CHECKING:
    from ...userfiles.settings import Settings
    from ..window.main_window import MainWindow

# A new Bauernschnapsen game while its table shows (the keys page lists it).
NEW_GAME_KEY = "Ctrl+N"


class BauernMode(QObject):
    """Puts the four-seat table into ``window`` beside the two-player table."""

    def __init__(self, window: MainWindow, ai_pause_ms: int | None = None,
                 trick_pause_ms: int | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.persist = window.persist
        self.pauses: dict[str, Any] = {
            k: v for k, v in (("ai_pause_ms", ai_pause_ms), ("trick_pause_ms", trick_pause_ms))
            if v is not None}
        # The shuffles and the computer players' seeds (None: new ones each start; the
        # screenshot tool fixes it).
        self.seed: int | None = None
        self.stats = BauernStatistics()
        if self.persist:
            self.stats, warning = bauern_files.load_stats()
            window.files.report(warning)
        self.game: BauernGame | None = None
        self.page: BauernTablePage | None = None
        self.sheet: BauernSheetDialog | None = None
        self.stack = QStackedWidget(window)
        self.stack.setObjectName("tables")
        central = window.takeCentralWidget()
        assert central is not None  # the two-player table's view
        self.stack.addWidget(central)
        window.setCentralWidget(self.stack)
        self._toolbar_was_visible = True
        self._make_actions()

    # ---- actions -------------------------------------------------------------------------------
    def _make_actions(self) -> None:
        w, menus = self.window, self.window.menus

        def action(name: str, slot, key: str) -> QAction:
            a = QAction(w)
            a.setObjectName(name)
            a.setShortcut(QKeySequence(key))
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            a.triggered.connect(slot)
            w.addAction(a)
            return a

        self.act_table = action("bauernTable", self.show_table, BAUERN_KEY)
        self.act_back = action("schnapsenTable", self.show_two_player, SCHNAPSEN_KEY)
        self.act_new = action("bauernNew", self.ask_new_game, NEW_GAME_KEY)
        self.act_sheet = action("bauernSheet", self.open_sheet, SHEET_KEY)
        # Hints and the hand review (gui/bauern/hint.py, review.py).
        self.hints = BauernHints(self)
        self.reviews = BauernReviews(self)
        first = menus.menu_game.actions()[0]
        menus.menu_game.insertActions(first, [self.act_table, self.act_back, self.act_new,
                                              self.hints.action, self.reviews.action,
                                              self.act_sheet])
        menus.menu_game.insertSeparator(first)
        # The two-player game's own actions: off as one group while the four-seat table shows.
        self.two_player = QActionGroup(w)
        self.two_player.setExclusionPolicy(QActionGroup.ExclusionPolicy.None_)
        for a in (menus.act_new, menus.act_restart, menus.act_exchange, menus.act_meld,
                  menus.act_close, menus.act_claim, menus.act_close_before_draw,
                  menus.act_hint, menus.act_tricks, menus.act_undo, menus.act_open_cards,
                  menus.act_replay, menus.act_replay_swapped, menus.act_review,
                  menus.act_trainer, menus.act_sheet, menus.act_save_record,
                  menus.act_open_record):
            self.two_player.addAction(a)
        self._update_actions()

    def retranslate(self) -> None:
        texts = {
            self.act_table: (translate("Bauernschnapsen", "&Bauernschnapsen (Four Players)"),
                             translate("Bauernschnapsen", "You and a computer partner against "
                                       "two computer players, to 24 ({key})")),
            self.act_back: (translate("Bauernschnapsen", "&Schnapsen (Two Players)"),
                            translate("Bauernschnapsen", "Back to the two-player match, where "
                                      "you left it ({key})")),
            self.act_sheet: (translate("Bauernschnapsen", "Bauernschnapsen Sc&ore Sheet…"),
                             translate("Bauernschnapsen", "Each hand of the game to 24: the "
                                       "contract, who played it, the points, and the Bummerl "
                                       "({key})")),
            self.act_new: (translate("Bauernschnapsen", "&New Bauernschnapsen Game"),
                           translate("Bauernschnapsen", "Give up the running game to 24 and "
                                     "start a new one ({key})")),
        }
        for act, (text, tip) in texts.items():
            act.setText(text)
            tip = tip.format(key=act.shortcut().toString(
                QKeySequence.SequenceFormat.NativeText))
            act.setToolTip(tip)
            act.setStatusTip(tip)
        self.hints.retranslate()
        self.reviews.retranslate()
        if self.page is not None:
            self.page.retranslate()
        if self.showing():
            self.window.setWindowTitle(translate("Bauernschnapsen", "Bauernschnapsen"))

    def showing(self) -> bool:
        return self.page is not None and self.stack.currentWidget() is self.page

    def _update_actions(self) -> None:
        on = self.showing()
        # Off and out of the menus: the Game menu then offers what this table has.
        self.two_player.setEnabled(not on)
        self.two_player.setVisible(not on)
        self.window.menus.menu_file.menuAction().setVisible(not on)  # only hand records
        self.act_table.setEnabled(not on)
        self.act_back.setEnabled(on)
        for act in (self.act_new, self.act_sheet, self.hints.action, self.reviews.action):
            act.setEnabled(on)
            act.setVisible(on)
        self.reviews.update_action()

    # ---- switching tables ----------------------------------------------------------------------
    def _ensure_game(self) -> BauernGame:
        if self.game is not None:
            return self.game
        settings = self.window.settings
        pauses = {"trick_pause_ms": Timings(settings.speed_factor).four_trick_visible,
                  **self.pauses}
        game = BauernGame(settings.ai_level, self.seed, stats=self.stats, parent=self, **pauses)
        self.game = game
        page = BauernTablePage(game, settings.deck, self.stack, settings.speed_factor,
                               settings.back)
        page.message.connect(self.window.show_message)
        page.sheet_requested.connect(self.open_sheet)
        self.page = page
        self.stack.addWidget(page)
        game.saved.connect(self.save)
        game.handFinished.connect(lambda *_a: self.save_stats())
        self.hints.attach(game, page)
        save = None
        if self.persist:
            save, warning = bauern_files.load_game()
            self.window.files.report(warning)
        if save is not None:
            game.load(save)
            game.next_level = bauern_level(settings.ai_level)  # from the next game
        else:
            game.new_game()
        self.reviews.attach(game, page)
        return game

    def show_table(self) -> None:
        """The four-seat table in the window (the running game, or a new one)."""
        if self.showing():
            return
        self._ensure_game()
        assert self.page is not None
        toolbar = self.window.menus.toolbar
        self._toolbar_was_visible = not toolbar.isHidden()
        toolbar.hide()
        # The hidden two-player table's news would be wrong here.
        self.window.scene.message.disconnect(self.window.show_message)
        self.window.statusBar().clearMessage()
        self.stack.setCurrentWidget(self.page)
        self._update_actions()
        self.page.refresh()
        self.page.setFocus()
        self.window.setWindowTitle(translate("Bauernschnapsen", "Bauernschnapsen"))
        self.save()

    def show_two_player(self) -> None:
        """Back to the two-player table, where its match was left."""
        if not self.showing():
            return
        self.stack.setCurrentIndex(0)
        self.window.scene.message.connect(self.window.show_message)
        self.window.statusBar().clearMessage()
        if self._toolbar_was_visible:
            self.window.menus.toolbar.show()
        self._update_actions()
        self.window.menus.update_state()
        self.window.setWindowTitle(translate("MainWindow", "Schnapsen"))
        self.window.view.setFocus()
        self.save()

    def ask_new_game(self) -> None:
        game = self.game
        if game is None:
            return
        if game.in_progress() and not self.confirm_new_game():
            return
        game.new_game()

    def confirm_new_game(self) -> bool:
        """Asked before a running game is given up (tests replace it)."""
        box = QMessageBox(QMessageBox.Icon.Question,
                          translate("Bauernschnapsen", "New Bauernschnapsen Game"),
                          translate("Bauernschnapsen", "Give up the running game to 24? It "
                                    "counts as given up in the statistics."),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.window)
        return box.exec() == QMessageBox.StandardButton.Yes

    def open_sheet(self) -> None:
        game = self.game
        if game is None:
            return
        self.sheet = BauernSheetDialog(game.rows, game.sheet.points, game.sheet.target,
                                       game.sheet.bummerl, self.window)
        self.sheet.open()

    def add_stats_page(self, dialog) -> None:
        """The Bauernschnapsen tab of the statistics dialog (shown first at this table)."""
        from .stats_page import add_to

        add_to(dialog, self.stats, self.save_stats, self.showing())

    # ---- settings, saving, start and quit ---------------------------------------------------
    def apply_settings(self, settings: Settings) -> None:
        if self.page is not None:
            self.page.set_deck(settings.deck, settings.back)
            self.page.set_speed(settings.speed_factor)
        if self.game is not None and "trick_pause_ms" not in self.pauses:
            self.game.trick_pause_ms = Timings(settings.speed_factor).four_trick_visible
        if self.game is not None:
            self.game.next_level = bauern_level(settings.ai_level)

    def save(self) -> None:
        """The running game, after every deal and action (and at quit)."""
        if not self.persist or self.game is None:
            return
        save = self.game.to_save(self.showing())
        if save is not None:
            self.window.files.wrote(bauern_files.save_game(save), data_dir())

    def save_stats(self) -> None:
        if self.persist:
            self.window.files.wrote(bauern_files.save_stats(self.stats), data_dir())

    def start(self) -> None:
        """At start: back to the four-seat table when it was on screen at quit."""
        if not self.persist or not bauern_files.game_path().is_file():
            return
        save, warning = bauern_files.load_game()
        self.window.files.report(warning)
        if save is not None and save.showing:
            self.show_table()

    def shutdown(self) -> None:
        if self.game is not None:
            self.save()
            self.save_stats()
            self.game.shutdown()
        self.hints.cancel()
        self.reviews.shutdown()

"""The main window: the card table view, menus, toolbar, shortcuts and status bar."""

from __future__ import annotations

import contextlib

from ..engine import CLAIM, CLOSE, EXCHANGE, MELD
from ..qt import (
    QAction,
    QCoreApplication,
    QGraphicsView,
    QKeySequence,
    QMainWindow,
    QMenu,
    QPainter,
    QSettings,
    Qt,
    QTimer,
    QWidget,
)
from ..settings import Settings
from . import names
from .controller import GameController
from .scene import TableScene


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
        self.setMinimumSize(640, 420)

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
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_5:
            t.key_select(int(key) - int(Qt.Key.Key_1))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            t.key_play()
        elif key == Qt.Key.Key_Escape and t.browsing:
            t.toggle_browse()
        else:
            super().keyPressEvent(event)


class MainWindow(QMainWindow):
    """``persist``: load/save settings, statistics, the running game and the window geometry
    (off in tests)."""

    def __init__(self, settings: Settings | None = None, persist: bool = True,
                 controller: GameController | None = None, seed: int | None = None) -> None:
        super().__init__()
        self.persist = persist
        self.settings_warning: str | None = None
        self.stats = None
        if settings is None:
            settings = self._load_settings() if persist else Settings()
        self.settings = settings
        self.controller = controller or GameController(settings, self, seed=seed)
        self.scene = TableScene(self.controller, settings, self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.setObjectName("MainWindow")
        self._make_actions()
        self._make_menus()
        self.scene.message.connect(self.show_message)
        self.scene.idle.connect(self._update_actions)
        c = self.controller
        c.changed.connect(lambda _v: self._update_actions())
        c.aiThinking.connect(lambda _b: self._update_actions())
        c.actionRefused.connect(self._refused)
        c.aiFailed.connect(lambda text: self.show_message(self.tr("Computer error: %1")
                                                           .replace("%1", text)))
        c.handFinished.connect(self._on_hand_finished)
        c.bummerlFinished.connect(self._on_bummerl_finished)
        c.matchFinished.connect(self._on_match_finished)
        self.retranslate()
        self.resize(1200, 800)
        if persist:
            self._restore_geometry()
            self._load_stats()
        self.view.setFocus()

    # ------------------------------------------------------------------ actions and menus

    def _action(self, name: str, slot, shortcut=None) -> QAction:
        a = QAction(self)
        a.setObjectName(name)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        a.triggered.connect(slot)
        self.addAction(a)
        return a

    def _make_actions(self) -> None:
        K = QKeySequence.StandardKey  # noqa: N806
        self.act_new = self._action("new", self.new_game, K.New)
        self.act_restart = self._action("restart", self.restart, Qt.Key.Key_F5)
        self.act_quit = self._action("quit", self.close, K.Quit)
        self.act_quit.setShortcut(QKeySequence("Ctrl+Q"))
        self.act_exchange = self._action("exchange", lambda: self.scene.submit(EXCHANGE),
                                         Qt.Key.Key_X)
        self.act_meld = self._action("meld", self.meld, Qt.Key.Key_M)
        self.act_close = self._action("close", lambda: self.scene.submit(CLOSE), Qt.Key.Key_C)
        self.act_claim = self._action("claim", lambda: self.scene.submit(CLAIM), Qt.Key.Key_G)
        self.act_hint = self._action("hint", self.hint, Qt.Key.Key_H)
        self.act_tricks = self._action("tricks", self.scene.toggle_browse, Qt.Key.Key_T)
        self.act_fullscreen = self._action("fullscreen", self.toggle_fullscreen,
                                           Qt.Key.Key_F11)
        self.act_settings = self._action("settings", self.open_settings, K.Preferences)
        self.act_stats = self._action("statistics", self.open_stats)
        self.act_help = self._action("help", self.open_help, K.HelpContents)
        self.act_about = self._action("about", self.about)
        self.meld_menu = QMenu(self)
        for a in (self.act_new, self.act_hint):
            a.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        for name in ("settings_dialog", "stats_dialog", "help_dialog"):
            if not _module_available(name):
                {"settings_dialog": self.act_settings, "stats_dialog": self.act_stats,
                 "help_dialog": self.act_help}[name].setEnabled(False)

    def _make_menus(self) -> None:
        mb = self.menuBar()
        self.menu_game = mb.addMenu("")
        for a in (self.act_new, self.act_restart, None, self.act_exchange, self.act_meld,
                  self.act_close, self.act_claim, self.act_hint, self.act_tricks, None,
                  self.act_stats, None, self.act_quit):
            if a is None:
                self.menu_game.addSeparator()
            else:
                self.menu_game.addAction(a)
        self.menu_view = mb.addMenu("")
        self.menu_view.addAction(self.act_fullscreen)
        self.menu_view.addAction(self.act_settings)
        self.menu_help = mb.addMenu("")
        self.menu_help.addAction(self.act_help)
        self.menu_help.addAction(self.act_about)
        tb = self.addToolBar("game")
        tb.setObjectName("gameToolbar")
        tb.setMovable(False)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.act_new, self.act_restart, None, self.act_exchange, self.act_meld,
                  self.act_close, self.act_claim, None, self.act_hint):
            if a is None:
                tb.addSeparator()
            else:
                tb.addAction(a)
        self.toolbar = tb
        self.statusBar().setSizeGripEnabled(True)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Schnapsen"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Game"))
        texts = {
            self.act_new: (self.tr("&New Game"), self.tr("Start a new match")),
            self.act_restart: (self.tr("&Restart Hand"), self.tr("Deal this hand again")),
            self.act_quit: (self.tr("&Quit"), ""),
            self.act_exchange: (self.tr("E&xchange Jack"),
                                self.tr("Exchange the trump Jack for the turn-up (X)")),
            self.act_meld: (self.tr("&Meld 20/40"), self.tr("Meld a marriage, then lead the "
                                                              "King or the Queen (M)")),
            self.act_close: (self.tr("&Close Talon"),
                             self.tr("Close the talon (C, or click the turn-up)")),
            self.act_claim: (self.tr("&Genug! (66)"), self.tr("Claim 66 and end the hand (G)")),
            self.act_hint: (self.tr("&Hint"), self.tr("Ask the computer for advice (H)")),
            self.act_tricks: (self.tr("Look at &Tricks"),
                              self.tr("Look through your taken tricks (soft rules, T)")),
            self.act_fullscreen: (self.tr("&Full Screen"), ""),
            self.act_settings: (self.tr("&Settings…"), ""),
            self.act_stats: (self.tr("S&tatistics…"), ""),
            self.act_help: (self.tr("&Rules and Shortcuts"), ""),
            self.act_about: (self.tr("&About Schnapsen Qt"), ""),
        }
        for action, (text, tip) in texts.items():
            action.setText(text)
            action.setToolTip(tip or text.replace("&", ""))
            action.setStatusTip(tip)
        self._update_actions()

    # ------------------------------------------------------------------ state

    def _update_actions(self) -> None:
        legal = self.controller.legal()
        summary = self.scene.summary is not None
        self.act_exchange.setEnabled(EXCHANGE in legal and not summary)
        self.act_meld.setEnabled(any(MELD <= a < EXCHANGE for a in legal) and not summary)
        self.act_close.setEnabled(CLOSE in legal and not summary)
        self.act_claim.setEnabled(CLAIM in legal and not summary)
        self.act_hint.setEnabled(bool(legal) and not summary)
        v = self.controller.view()
        self.act_tricks.setEnabled(v is not None and v.rules.tricks_viewable)
        self.act_restart.setEnabled(self.controller.hand is not None)

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _refused(self, reason: str) -> None:
        self.show_message(self.tr("Not allowed: %1").replace("%1", reason))

    # ------------------------------------------------------------------ slots

    def new_game(self) -> None:
        self.scene.summary = None
        self.controller.new_game()
        if self.persist:
            self._save_game()

    def restart(self) -> None:
        self.scene.summary = None
        self.controller.restart()

    def meld(self) -> None:
        suits = [a - MELD for a in self.controller.legal() if MELD <= a < EXCHANGE]
        if not suits:
            return
        if len(suits) == 1:
            self.scene.submit(MELD + suits[0])
            return
        menu = self.meld_menu
        menu.clear()
        v = self.controller.view()
        for s in suits:
            points = 40 if v is not None and s == v.trump else 20
            a = menu.addAction(self.tr("%1 in %2").replace("%1", str(points)).replace(
                "%2", names.suit_label(s, self.settings.deck)))
            a.triggered.connect(lambda _=False, s=s: self.scene.submit(MELD + s))
        menu.popup(self.view.mapToGlobal(self.view.rect().center()))

    def hint(self) -> None:
        if self.controller.request_hint():
            self.show_message(self.tr("Thinking about a hint…"))

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def open_settings(self) -> None:
        try:
            from .settings_dialog import SettingsDialog
        except Exception:  # noqa: BLE001
            self.act_settings.setEnabled(False)
            return
        running = self.controller.match is not None and self.controller.hand is not None
        try:
            dialog = SettingsDialog(self.settings, self, game_running=running)
        except TypeError:
            dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            self.apply_settings(dialog.result_settings())

    def apply_settings(self, settings: Settings) -> None:
        old = self.settings
        self.settings = settings
        self.controller.apply_settings(settings)
        self.scene.apply_settings(settings)
        if settings.language != old.language:
            with contextlib.suppress(Exception):
                from .. import i18n
                from ..qt import QApplication

                i18n.install_translators(QApplication.instance(), settings.language)
                self.retranslate()
        if self.persist:
            with contextlib.suppress(Exception):
                from .. import storage

                storage.save_settings(settings)

    def open_stats(self) -> None:
        try:
            from .stats_dialog import StatsDialog
        except Exception:  # noqa: BLE001
            self.act_stats.setEnabled(False)
            return
        if self.stats is None:
            from ..stats import Statistics

            self.stats = Statistics()
        dialog = StatsDialog(self.stats, self)
        with contextlib.suppress(Exception):
            dialog.statsReset.connect(self._save_stats)
        dialog.exec()

    def open_help(self) -> None:
        try:
            from .help_dialog import HelpDialog
        except Exception:  # noqa: BLE001
            self.act_help.setEnabled(False)
            return
        HelpDialog(self.settings, self).exec()

    def about(self) -> None:
        from .. import __version__
        from ..qt import QMessageBox

        QMessageBox.about(self, self.tr("About Schnapsen Qt"), self.tr(
            "Schnapsen Qt %1\nThe Austrian card game for two, against the computer.")
            .replace("%1", __version__))

    # ------------------------------------------------------------------ statistics and saving

    def _on_hand_finished(self, outcome) -> None:
        if self.stats is not None:
            rules = self.controller.match.rules if self.controller.match else None
            preset = rules.preset_name() if rules is not None else None
            self.stats.record_hand(self.controller.active.ai_level, preset, outcome)
            self._save_stats()
        if self.persist:
            self._save_game()

    def _on_bummerl_finished(self, result) -> None:
        if self.stats is not None:
            rules = self.controller.match.rules if self.controller.match else None
            preset = rules.preset_name() if rules is not None else None
            self.stats.record_bummerl(self.controller.active.ai_level, preset, result)
            self._save_stats()

    def _on_match_finished(self, winner: int) -> None:
        if self.persist:
            with contextlib.suppress(Exception):
                from .. import storage

                storage.discard_saved_game()

    def _load_settings(self) -> Settings:
        try:
            from .. import storage

            settings, warning = storage.load_settings()
            self.settings_warning = warning
            return settings
        except Exception:  # noqa: BLE001
            return Settings()

    def _load_stats(self) -> None:
        try:
            from .. import storage

            self.stats, warning = storage.load_statistics()
            if warning:
                self.show_message(warning)
        except Exception:  # noqa: BLE001
            self.stats = None

    def _save_stats(self) -> None:
        if not self.persist or self.stats is None:
            return
        with contextlib.suppress(Exception):
            from .. import storage

            storage.save_statistics(self.stats)

    def _save_game(self) -> None:
        if self.controller.match is None or self.controller.match.winner is not None:
            return
        with contextlib.suppress(Exception):
            from .. import storage

            storage.save_game(self.controller.save_state())

    def start(self) -> None:
        """Resume the saved game if there is one, else deal a new match."""
        if self.persist:
            try:
                from .. import storage

                data, warning = storage.load_saved_game()
                if warning:
                    QTimer.singleShot(0, lambda: self.show_message(warning))
                if data is not None:
                    self.controller.load_state(data)
                    return
            except Exception:  # noqa: BLE001 - a bad save never stops the start
                pass
        self.controller.new_game()

    def _settings_store(self) -> QSettings:
        return QSettings("schnapsen-qt", "schnapsen-qt")

    def _restore_geometry(self) -> None:
        geometry = self._settings_store().value("window/geometry")
        if geometry is not None:
            with contextlib.suppress(Exception):
                self.restoreGeometry(geometry)

    def closeEvent(self, event) -> None:  # noqa: N802
        if self.persist:
            self._settings_store().setValue("window/geometry", self.saveGeometry())
            self._save_game()
            self._save_stats()
        self.controller.shutdown()
        super().closeEvent(event)


def _module_available(name: str) -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec(f"schnapsen_qt.gui.{name}") is not None
    except (ImportError, ValueError):
        return False


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)

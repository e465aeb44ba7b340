"""The main window's actions, menus and toolbar: what the player can ask for and where.

:class:`WindowActions` builds them once, names them in the language in use and the deck's card
words (:meth:`~WindowActions.retranslate`), and enables, shows or checks each as the game
allows (:meth:`~WindowActions.update_state`). What an action does stays with the window (its
slots), so that a key, a menu entry, a toolbar button and a test all do the same thing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import CLAIM, CLOSE, EXCHANGE, MELD
from ...engine.actions import CLOSE_BEFORE_DRAW
from ...engine.cards import KING, QUEEN
from ...i18n import translate
from ...qt import QAction, QKeySequence, QMenu, Qt, QToolBar
from ...rules_text import QUIT_KEY, SETTINGS_KEY, STATISTICS_KEY, TRAINER_KEY
from ..table import names
from .greyed_buttons import GreyedButtonExplainer

if TYPE_CHECKING:
    from .main_window import MainWindow


# The toolbar button of a hinted move (issue 44): warm, bold, framed; readable on light and
# dark themes alike.
HINTED_BUTTON_STYLE = ("QToolButton[hinted=\"true\"] { background: #ffd54f; color: #222; "
                       "border: 2px solid #e65100; border-radius: 4px; font-weight: bold; }")


class WindowActions:
    """The window's actions (``act_new``, ``act_hint``, ...), its menus (``menu_file``,
    ``menu_game``, ``menu_view``, ``menu_help``), the toolbar and the meld menu. The actions
    belong to the window (their shortcuts are the window's), the menus to its menu bar; the
    window keeps them as ``window.menus`` (``window.menus.act_new``)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self._make_actions()
        self._make_menus()

    def _action(self, name: str, slot, shortcut=None) -> QAction:
        a = QAction(self.window)
        a.setObjectName(name)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        a.triggered.connect(slot)
        self.window.addAction(a)
        return a

    def _make_actions(self) -> None:
        w = self.window
        K = QKeySequence.StandardKey  # noqa: N806
        self.act_new = self._action("new", w.new_game, K.New)
        self.act_restart = self._action("restart", w.restart, Qt.Key.Key_F5)
        self.act_quit = self._action("quit", w.close, QUIT_KEY)
        self.act_exchange = self._action("exchange", lambda: w.scene.submit(EXCHANGE),
                                         Qt.Key.Key_X)
        self.act_meld = self._action("meld", w.meld, Qt.Key.Key_M)
        self.act_close = self._action("close", lambda: w.ask_then_submit(CLOSE), Qt.Key.Key_C)
        self.act_claim = self._action("claim", lambda: w.ask_then_submit(CLAIM), Qt.Key.Key_G)
        # Only while the talon offers it, right after a won trick (the scene refuses it later).
        self.act_close_before_draw = self._action(
            "closeBeforeDraw", lambda: w.scene.submit(CLOSE_BEFORE_DRAW), Qt.Key.Key_B)
        self.act_hint = self._action("hint", w.hint, Qt.Key.Key_H)
        self.act_tricks = self._action("tricks", w.look_at_tricks, Qt.Key.Key_T)
        self.act_fullscreen = self._action("fullscreen", w.toggle_fullscreen, Qt.Key.Key_F11)
        self.act_settings = self._action("settings", w.open_settings)
        # The platform's Preferences key, and Ctrl+, where the platform has none (X11).
        self.act_settings.setShortcuts(
            [*QKeySequence.keyBindings(K.Preferences), QKeySequence(SETTINGS_KEY)])
        self.act_stats = self._action("statistics", w.open_stats, STATISTICS_KEY)
        self.act_sheet = self._action("scoreSheet", w.open_score_sheet)
        self.act_help = self._action("help", w.open_help, K.HelpContents)
        self.act_welcome = self._action("welcome", w.open_welcome)
        self.act_about = self._action("about", w.about)
        # Practice (issue 12).
        self.act_undo = self._action("undo", w.undo, K.Undo)
        self.act_open_cards = self._action("openCards", w.toggle_open_cards)
        self.act_open_cards.setCheckable(True)
        self.act_replay = self._action("replayDeal", lambda: w.replay_deal(False),
                                       Qt.Key.Key_F6)
        self.act_replay_swapped = self._action("replaySwapped", lambda: w.replay_deal(True),
                                               QKeySequence("Shift+F6"))
        self.act_review = self._action("review", w.review_last_hand, QKeySequence("Ctrl+R"))
        self.act_trainer = self._action("trainer", w.open_trainer, QKeySequence(TRAINER_KEY))
        self.act_save_record = self._action("saveRecord", w.save_record, K.Save)
        self.act_open_record = self._action("openRecord", w.open_record, K.Open)
        # The action behind each game key (ACTION_KEYS' values), built once.
        self.game_key_actions = {
            EXCHANGE: self.act_exchange, MELD: self.act_meld, CLOSE: self.act_close,
            CLAIM: self.act_claim, CLOSE_BEFORE_DRAW: self.act_close_before_draw,
            "hint": self.act_hint, "tricks": self.act_tricks}
        self.meld_menu = QMenu(w)
        for a in (self.act_new, self.act_hint):
            a.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)

    def _make_menus(self) -> None:
        w = self.window
        mb = w.menuBar()
        self.menu_file = mb.addMenu("")
        self.menu_file.addAction(self.act_open_record)
        self.menu_file.addAction(self.act_save_record)
        self.menu_game = mb.addMenu("")
        for a in (self.act_new, self.act_restart, None, self.act_exchange, self.act_meld,
                  self.act_close, self.act_close_before_draw, self.act_claim, self.act_hint,
                  self.act_tricks, None,
                  self.act_undo, self.act_replay, self.act_replay_swapped, self.act_review,
                  self.act_trainer, None, self.act_sheet, self.act_stats, None, self.act_quit):
            if a is None:
                self.menu_game.addSeparator()
            else:
                self.menu_game.addAction(a)
        self.menu_view = mb.addMenu("")
        self.menu_view.addAction(self.act_fullscreen)
        self.menu_view.addAction(self.act_open_cards)
        self.menu_view.addAction(self.act_settings)
        self.menu_help = mb.addMenu("")
        self.menu_help.addAction(self.act_welcome)
        self.menu_help.addAction(self.act_help)
        self.menu_help.addAction(self.act_about)
        tb = w.addToolBar("game")
        tb.setObjectName("gameToolbar")
        tb.setMovable(False)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.act_new, self.act_restart, None, self.act_exchange, self.act_meld,
                  self.act_close, self.act_claim, None, self.act_hint, self.act_undo):
            if a is None:
                tb.addSeparator()
            else:
                tb.addAction(a)
        self.toolbar: QToolBar = tb
        tb.setStyleSheet(HINTED_BUTTON_STYLE)
        # A click on a greyed-out button says why, with the reasons its key gives.
        self.greyed_buttons = GreyedButtonExplainer(tb, {
            self.act_exchange: lambda: w.explain_refusal(EXCHANGE),
            self.act_meld: lambda: w.explain_refusal(MELD),
            self.act_close: lambda: w.explain_refusal(CLOSE),
            self.act_claim: lambda: w.explain_refusal(CLAIM),
            self.act_hint: lambda: w.explain_refusal("hint"),
            self.act_undo: w.undo,  # says why when there is nothing to take back
        })

    def retranslate(self) -> None:
        """The menus' titles and the actions' texts and tips, in the language in use and with
        the card words of the deck and rules in play; then their state."""
        self.menu_file.setTitle(translate("MainWindow", "&File"))
        self.menu_game.setTitle(translate("MainWindow", "&Game"))
        self.menu_view.setTitle(translate("MainWindow", "&View"))
        self.menu_help.setTitle(translate("MainWindow", "&Help"))
        self.toolbar.setWindowTitle(translate("MainWindow", "Game"))
        deck = self.window.settings.deck
        rules = self.window.rules_in_play()
        cards = {"jack": names.rank_name(names.exchange_rank(rules), deck),
                 "king": names.rank_name(KING, deck),
                 "queen": names.rank_name(QUEEN, deck)}
        texts = {
            self.act_new: (translate("MainWindow", "&New Match"),
                           translate("MainWindow",
                                     "Give up the running match and start a new one (Ctrl+N)")),
            self.act_restart: (translate("MainWindow", "&Re-deal This Hand"),
                               translate("MainWindow",
                                         "Deal this hand again with the same cards; once "
                                         "moves were made it is practice (F5)")),
            self.act_quit: (translate("MainWindow", "&Quit"), ""),
            self.act_exchange: (translate("MainWindow", "E&xchange {jack}").format(**cards),
                                translate("MainWindow",
                                          "Exchange the trump {jack} for the turn-up (X)")
                                .format(**cards)),
            self.act_meld: (translate("MainWindow", "&Meld 20/40"),
                            translate("MainWindow",
                                      "Meld a marriage, then lead the {king} or the {queen} (M)")
                            .format(**cards)),
            self.act_close: (translate("MainWindow", "&Close Talon"),
                             translate("MainWindow", "Close the talon (C, or click the turn-up)")),
            self.act_close_before_draw: (
                translate("MainWindow", "Close Before &Drawing"),
                translate("MainWindow", "Right after winning a trick: close the talon before "
                          "the cards are drawn (B, or click the talon while it offers it)")),
            self.act_claim: (translate("MainWindow", "&Genug! (66)"),
                             translate("MainWindow", "Claim 66 and end the hand (G)")),
            self.act_hint: (translate("MainWindow", "&Hint"),
                            translate("MainWindow", "Ask the computer for advice (H)")),
            self.act_tricks: (translate("MainWindow", "Look at Tric&ks"),
                              translate("MainWindow",
                                        "Look through your taken tricks (if the rules "
                                        "allow, T)")),
            self.act_fullscreen: (translate("MainWindow", "&Full Screen"), ""),
            self.act_settings: (translate("MainWindow", "&Settings…"), ""),
            self.act_stats: (translate("MainWindow", "Stat&istics…"), ""),
            self.act_sheet: (translate("MainWindow", "Sc&ore Sheet…"),
                             translate("MainWindow", "Each hand of the running Bummerl: who "
                                       "won, how, and the game points")),
            self.act_help: (translate("MainWindow", "&Rules and Keys"), ""),
            self.act_welcome: (translate("MainWindow", "How to &Play"), ""),
            self.act_about: (translate("MainWindow", "&About Schnapsen Qt"), ""),
            self.act_undo: (translate("MainWindow", "&Undo"),
                            translate("MainWindow", "Take back your last move and what the "
                                      "computer did after it; the hand becomes practice "
                                      "(Ctrl+Z)")),
            self.act_open_cards: (translate("MainWindow", "&Open Cards"),
                                  translate("MainWindow", "Show the computer's cards face up, "
                                            "for learning; the hand becomes practice")),
            self.act_replay: (translate("MainWindow", "&Play This Deal Again"),
                              translate("MainWindow", "The last hand's cards and dealer once "
                                        "more, as practice outside the match (F6)")),
            self.act_replay_swapped: (translate("MainWindow", "Play This Deal S&wapped"),
                                      translate("MainWindow", "The last hand's cards with the "
                                                "seats swapped: you get the computer's cards, "
                                                "as practice outside the match (Shift+F6)")),
            self.act_review: (translate("MainWindow", "Re&view Last Hand…"),
                              translate("MainWindow", "Step through the last hand and see "
                                        "what each of your decisions was worth (Ctrl+R)")),
            self.act_trainer: (translate("MainWindow", "&Trainer…"),
                               translate("MainWindow", "Positions to solve: find the best "
                                         "move, then see what each choice was worth; never "
                                         "counted in the match (Ctrl+T)")),
            self.act_save_record: (translate("MainWindow", "&Save Hand Record…"),
                                   translate("MainWindow", "Save this hand (or the last one) "
                                             "as a hand record file (Ctrl+S)")),
            self.act_open_record: (translate("MainWindow", "&Open Hand Record…"),
                                   translate("MainWindow", "Open a hand record: play it on "
                                             "and review it at the table, as practice "
                                             "(Ctrl+O)")),
        }
        for action, (text, tip) in texts.items():
            action.setText(text)
            action.setToolTip(tip or text.replace("&", ""))
            action.setStatusTip(tip)
        self.update_state()

    def update_state(self) -> None:
        """Enable each action while the game allows it (not behind a hand's summary), show
        only the moves the rules in play have (their keys say why not), and check Open Cards
        as the controller has it."""
        c = self.window.controller
        legal = c.legal()
        summary = self.window.scene.summary is not None
        self.act_exchange.setEnabled(EXCHANGE in legal and not summary)
        self.act_meld.setEnabled(any(MELD <= a < EXCHANGE for a in legal) and not summary)
        self.act_close.setEnabled(CLOSE in legal and not summary)
        self.act_claim.setEnabled(CLAIM in legal and not summary)
        self.act_close_before_draw.setEnabled(
            CLOSE_BEFORE_DRAW in legal and c.draws_held and not summary)
        # Moves the rules in play do not have are not offered at all (their keys say why).
        rules = self.window.rules_in_play()
        self.act_claim.setVisible(rules.going_out == "claim")
        self.act_close_before_draw.setVisible(rules.close_before_draw)
        trainer = getattr(self.window, "trainer", None)
        asking = trainer is not None and trainer.asking  # no hint, peek or take-back then
        self.act_hint.setEnabled(bool(legal) and not summary and not asking)
        self.act_open_cards.setEnabled(not asking)
        v = c.view()
        self.act_tricks.setEnabled(v is not None and v.rules.tricks_viewable)
        self.act_restart.setEnabled(c.hand is not None and "trainer" not in c.practice)
        self.act_undo.setEnabled(c.can_undo() and not summary and not asking)
        self.act_open_cards.setChecked(c.open_cards)
        self.act_replay.setEnabled(c.can_replay_deal())
        self.act_replay_swapped.setEnabled(c.can_replay_deal())
        self.act_review.setEnabled(c.last_hand is not None or "record" in c.practice)
        self.act_save_record.setEnabled(c.hand_record() is not None)
        self._point_at_hint(self.window.scene.hint_action if not summary else -1)

    def _point_at_hint(self, hinted: int) -> None:
        """The toolbar button of a hinted claim, meld, exchange or close is highlighted (as
        KPatience points at a hinted move) until the position changes; a hinted card is
        marked on the table by the scene."""
        target = None
        if hinted >= MELD:
            target = (self.act_meld if MELD <= hinted < EXCHANGE
                      else self.game_key_actions.get(hinted))
        for action in (self.act_exchange, self.act_meld, self.act_close, self.act_claim):
            button = self.toolbar.widgetForAction(action)
            if button is None:
                continue
            on = action is target
            if bool(button.property("hinted")) != on:
                button.setProperty("hinted", on)
                button.style().unpolish(button)
                button.style().polish(button)

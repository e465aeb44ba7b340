"""The flow of a Bauernschnapsen game to 24 at the four-seat table: the one place that changes
it (the table only shows it and passes on your choices).

You sit at seat 0 with a computer partner at seat 2 against two computer opponents; the three
computer players play at one level (:mod:`...ai.bauernschnapsen.levels`). They decide from their
own views outside the GUI thread (:class:`.background.Background`, as the hints and the review
do), so the window never waits for them and no Qt object crosses threads; an answer that comes
after the game moved on (a new game, a loaded one) is dropped. Every finished hand goes on the score
sheet at once (Bummerl, Schneider, Retourschneider by :class:`ScoreSheet`) and into the
statistics; :attr:`BauernGame.saved` is told after every change, so the window can save the
game as the two-player one is saved.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine.bauernschnapsen import BAction, BauernDeal, BauernRules, GameOver, ScoreSheet
from ...engine.bauernschnapsen import actions as A
from ...qt import QObject, QTimer, Signal
from ...userfiles.bauern_files import BauernSave, BauernStatistics, sheet_row
from .background import Background
from .places import HUMAN

# Milliseconds between two computer moves, and a finished trick left in the middle.
AI_PAUSE_MS = 450
TRICK_PAUSE_MS = 900
OUR_TEAM = 0


def bauern_level(level: str) -> str:
    """The Bauernschnapsen level for the game's level setting: the same key where the
    four-player game has it, else the strongest (a two-player research level)."""
    from ...ai.bauernschnapsen import LEVELS

    return level if level in LEVELS else LEVELS[-1]


class BauernGame(QObject):
    """A game to the target between your team (seats 0 and 2) and the computer's (1 and 3)."""

    # Something on the table changed (draw it anew).
    changed = Signal()
    # A hand ended and was scored: (outcome, game over or None).
    handFinished = Signal(object, object)
    # The game is worth saving now (after a deal, every action and every score).
    saved = Signal()

    def __init__(self, level: str = "expert", seed: int | None = None,
                 rules: BauernRules | None = None, ai_pause_ms: int = AI_PAUSE_MS,
                 trick_pause_ms: int = TRICK_PAUSE_MS,
                 stats: BauernStatistics | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rules = rules or BauernRules()
        self.rng = random.Random(seed if seed is None else f"bauern-table|{seed}")
        self.seed = seed if seed is not None else self.rng.randrange(1 << 30)
        self.ai_pause_ms, self.trick_pause_ms = ai_pause_ms, trick_pause_ms
        self.stats = stats if stats is not None else BauernStatistics()
        self.level = bauern_level(level)
        # The level the next game is played at (a settings change waits for it).
        self.next_level = self.level
        self.players: dict[int, Any] = {}
        self.sheet = ScoreSheet(self.rules.target)
        self.rows: list[dict[str, Any]] = []
        self.games = 0
        self.deal: BauernDeal | None = None
        self.history: list[tuple[int, BAction]] = []
        self.shown_trick: tuple[tuple[int, int], ...] = ()
        self.token = 0
        self.waiting = False
        # The computer seats' decisions, one at a time outside the GUI thread.
        self.thinker = Background(self)

    # ---- games and hands -------------------------------------------------------------------
    def _make_players(self) -> None:
        from ...ai.bauernschnapsen import create_bauern_player

        base = self.rng.randrange(1 << 30)
        self.players = {s: create_bauern_player(self.level, base + s, self.rules)
                        for s in range(4) if s != HUMAN}

    def new_game(self) -> None:
        """A new game to the target at 0:0 (the Bummerl so far stay); one that had begun
        counts as given up."""
        if self.in_progress():
            self.stats.record_given_up(self.level)
        self.level = self.next_level
        self._make_players()
        self.sheet.new_game()
        self.games += 1
        self.rows = [r for r in self.rows if r["game"] == self.games - 1][-12:]
        self.new_hand(self.rng.randrange(4))

    def in_progress(self) -> bool:
        """A game has begun and is not over (points on the sheet, or a hand under way)."""
        if self.game_over():
            return False
        if any(self.sheet.points):
            return True
        return self.deal is not None and (bool(self.history) and self.deal.outcome is None)

    def game_over(self) -> bool:
        return max(self.sheet.points) >= self.sheet.target

    def new_hand(self, dealer: int) -> None:
        deck = list(range(20))
        self.rng.shuffle(deck)
        self._cancel()
        self.deal = BauernDeal(deck, dealer, self.rules)
        self.history = []
        self.shown_trick = ()
        self.saved.emit()
        self._step()

    def next_hand(self) -> None:
        """After a finished hand: the next one, dealt by the next seat; after a finished game:
        a new game."""
        deal = self.deal
        if deal is None or deal.outcome is None:
            return
        if self.game_over():
            self.new_game()
            return
        self.new_hand((deal.dealer + 1) % 4)

    def _cancel(self) -> None:
        self.token += 1
        self.thinker.cancel()
        self.waiting = False

    def shutdown(self) -> None:
        """Stop asking the computer (the window closes)."""
        self._cancel()

    # ---- the flow of a hand ----------------------------------------------------------------
    def _step(self) -> None:
        deal = self.deal
        assert deal is not None
        if deal.outcome is None and deal.to_move != HUMAN:
            self.token += 1
            self.waiting = True  # before the table is drawn: it shows who is thinking
            player, view = self.players[deal.to_move], deal.view(deal.to_move)
            self.thinker.run(lambda stop, _send: player.choose(view, stop), self._answered)
        self.changed.emit()

    def _answered(self, action: BAction | BaseException | None) -> None:
        """A computer seat's choice (the thinker drops one asked before a cancel); a failure
        or a choice the rules refuse becomes the first legal choice, so the game never sticks."""
        if self.deal is None or not self.waiting:
            return
        deal = self.deal
        seat = deal.to_move
        if not isinstance(action, BAction) or deal.refusal(seat, action) is not None:
            action = deal.legal_actions()[0]  # never stuck: the first legal choice
        self.waiting = False
        if self.ai_pause_ms <= 0:
            self._apply(seat, action)
            return
        token = self.token
        QTimer.singleShot(self.ai_pause_ms,
                          lambda: self._apply(seat, action) if token == self.token else None)

    def _apply(self, seat: int, action: BAction) -> None:
        deal = self.deal
        assert deal is not None
        tricks_before = len(deal.tricks)
        deal.apply(seat, action)
        self.history.append((seat, action))
        if deal.outcome is not None:
            self._score()
        self.saved.emit()
        if action.kind == A.PLAY:
            if len(deal.tricks) > tricks_before:  # the trick is complete: leave it a moment
                self.shown_trick = deal.tricks[-1].plays
                self.changed.emit()
                if self.trick_pause_ms <= 0:
                    self._after_trick()
                else:
                    token = self.token
                    QTimer.singleShot(self.trick_pause_ms,
                                      lambda: self._after_trick() if token == self.token
                                      else None)
                return
            self.shown_trick = tuple(deal.trick)
        self._step()

    def _after_trick(self) -> None:
        assert self.deal is not None
        self.shown_trick = tuple(self.deal.trick)
        self._step()

    def _score(self) -> None:
        deal = self.deal
        assert deal is not None and deal.outcome is not None
        over: GameOver | None = self.sheet.add(deal.outcome)
        self.rows.append(sheet_row(deal.outcome, self.sheet, over, self.games))
        self.stats.record_hand(self.level, deal.outcome, OUR_TEAM)
        if over is not None:
            self.stats.record_game(self.level, over, OUR_TEAM)
        self.handFinished.emit(deal.outcome, over)

    def your_turn(self) -> bool:
        deal = self.deal
        return (deal is not None and deal.outcome is None and deal.to_move == HUMAN
                and not self.waiting)

    def choose(self, action: BAction) -> str | None:
        """Your choice (a button, a key or a card); the reason when it is refused (not your
        turn, or against the rules), else None."""
        deal = self.deal
        if deal is None or not self.your_turn():
            return "not your turn"
        reason = deal.refusal(HUMAN, action)
        if reason is not None:
            return reason
        if self.shown_trick and len(self.shown_trick) == 4:
            self.shown_trick = ()
        self._apply(HUMAN, action)
        return None

    # ---- saving ------------------------------------------------------------------------------
    def to_save(self, showing: bool = False) -> BauernSave | None:
        if self.deal is None:
            return None
        return BauernSave(self.level, self.sheet, self.rows, self.games, self.deal,
                          list(self.history), showing)

    def load(self, save: BauernSave) -> None:
        """Go on with a saved game (already checked by replaying it)."""
        self._cancel()
        self.level = self.next_level = bauern_level(save.level)  # a level since removed
        self._make_players()
        self.sheet = save.sheet
        self.rows = list(save.rows)
        self.games = save.games
        self.deal = save.deal
        self.history = list(save.history)
        self.shown_trick = tuple(save.deal.trick)
        self._step()

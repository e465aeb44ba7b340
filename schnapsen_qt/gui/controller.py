"""GameController: owns the Match and the current Hand, applies intents, drives the AI.

The controller is the only place that changes game state. Every change is announced by a
signal carrying the event's details and the human seat's :class:`PlayerView` after it; the
scene and the widgets only show and animate, and send the player's intents back through
:meth:`act` (or :meth:`play_card`, :meth:`meld`, ...). Legality is the engine's: an intent is
checked against ``hand.legal_actions()`` at the moment it is applied.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from ..engine import CLAIM, CLOSE, EXCHANGE, MELD, Hand, HandRecord, IllegalActionError, Match
from ..engine.actions import CLOSE_BEFORE_DRAW, PASS
from ..engine.cards import exchange_card, marriage_points
from ..engine.match import MatchOptions
from ..i18n import translate
from ..qt import QObject, Signal
from ..userfiles.settings import Settings
from .ai_bridge.ai_process import HINT, MOVE, AIRequest
from .ai_bridge.ai_worker import AIClient
from .table import names
from .table.seats import AI_SEAT, HUMAN


@dataclass(frozen=True)
class HandSummary:
    """What the end-of-hand panel shows."""

    outcome: Any  # engine Outcome
    bummerl: Any  # BummerlResult or None
    match_winner: int | None
    to_go: tuple[int, int]
    bummerls: tuple[int, int]
    bummerls_to_win: int
    view: Any  # the final PlayerView of the human seat
    # The cards the computer still held when the hand ended (a bitmask): once the hand is
    # over they are shown face up, as players turn up their last cards at a real table.
    opponent_hand: int = 0
    # Why the hand was practice (``PRACTICE_REASONS``); empty for a hand that counts.
    practice: frozenset[str] = frozenset()
    # The hand was played outside the match (a deal played again, an opened record): the
    # match score did not change.
    outside_match: bool = False
    # The score as the players see it: counting down from 7, or up from 0 (house, 66).
    counts_up: bool = False
    shown: tuple[int, int] = (7, 7)


# Why a hand is practice: a move was taken back, the computer's cards were open, the deal was
# played again (same or swapped seats), the hand came from an opened record, its record (every
# card, the computer's too) was saved while it ran, it was re-dealt (F5) after moves were made,
# or it is a trainer position (issue 42). A practice hand's result is shown but moves neither
# the Bummerl nor the statistics' win rates.
PRACTICE_REASONS = ("undo", "open_cards", "replay", "record", "saved_mid_hand", "redeal",
                    "trainer")


class GameController(QObject):
    # A new hand was dealt (animate the deal).
    handStarted = Signal(object)  # view
    # The table was replaced without animation (loaded game, restart): redraw from the view.
    stateReset = Signal(object)  # view
    cardPlayed = Signal(int, int, object)  # seat, card, view
    trickWon = Signal(object, object)  # Trick, view
    # Cards drawn after a trick, winner first: list of (seat, card) with card -1 when hidden.
    cardsDrawn = Signal(object, object)  # draws, view
    melded = Signal(int, int, int, object)  # seat, suit, points (20/40), view
    exchanged = Signal(int, int, int, object)  # seat, trump Jack, old turn-up, view
    talonClosed = Signal(int, object)  # seat, view
    claimed = Signal(int, object)  # seat, view
    # close_before_draw: the human won a phase-one trick and may close before the draws; the
    # draws are held back (not shown) until the player does anything else or lets it pass
    # (:meth:`show_draws`).
    closeBeforeDrawOffered = Signal(object)  # view
    # exchange_at_close: the other player kept the card instead of exchanging it.
    passed = Signal(int, object)  # seat, view
    # The hand is over and scored (statistics hook).
    handFinished = Signal(object)  # Outcome
    # A Bummerl is over (statistics hook).
    bummerlFinished = Signal(object)  # BummerlResult
    matchFinished = Signal(int)  # winner seat
    # The summary to show at the end of a hand (after handFinished/bummerlFinished).
    handOver = Signal(object)  # HandSummary
    # Any change of state (enable actions, update labels).
    changed = Signal(object)  # view
    # An action was applied and all its signals were sent (the window saves the game here, so
    # that a kill at any moment resumes the same position).
    actionApplied = Signal()
    aiThinking = Signal(bool)
    hintReady = Signal(object)  # ai.Hint
    actionRefused = Signal(str)  # reason in the player's words, translated
    aiFailed = Signal(str)
    # Open cards: the computer's cards to show face up (a bitmask; 0 when the toggle is off).
    # Sent after every change while the toggle is on, so the scene never needs the hand.
    opponentCardsShown = Signal(int)

    def __init__(self, settings: Settings | None = None, parent: QObject | None = None,
                 ai_client: AIClient | None = None, seed: int | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        # Settings in force for the running Bummerl (rules, bummerls_to_win) and hand (AI).
        self.active = replace(self.settings)
        self.rng = random.Random(seed)
        self.ai = ai_client or AIClient(self)
        self.ai.decided.connect(self._on_ai_decided)
        self.ai.hinted.connect(self._on_hint)
        self.ai.failed.connect(self._on_ai_failed)
        self.ai.busyChanged.connect(self.aiThinking)
        self.match: Match | None = None
        self.hand: Hand | None = None
        self.hand_seed: int | None = None
        self.ai_seed = 0
        self._match_at_start: dict | None = None
        self._move_request = -1
        self._hint_request = -1
        self._awaiting_next = False
        self._next_deck: list[int] | None = None
        # Draws after a trick not yet shown, while the before-draw close is possible.
        self._held_draws: tuple[list[tuple[int, int]], Any] | None = None
        self.last_summary: HandSummary | None = None
        # The hands of the Bummerl that ended last (shown on the score sheet after it ended).
        self.finished_bummerl_records: list[dict] = []
        # Practice (issue 12): why the running hand is practice, whether it is played outside
        # the match, and the open-cards toggle (a View setting that lasts across hands).
        self.practice: set[str] = set()
        self.outside_match = False
        self.open_cards = False
        # The last finished hand (for the review, "play this deal again" and saving).
        self.last_hand: Hand | None = None
        # The match's hand an opened record interrupted (comes back after it), with its
        # practice reasons.
        self._suspended: tuple[Hand, set[str]] | None = None
        # The computer waits instead of moving (a trainer position shows its answer first;
        # :meth:`resume_ai` lets it go on). Any new hand on the table clears it.
        self.ai_paused = False

    # ------------------------------------------------------------------ queries

    def view(self):
        return None if self.hand is None else self.hand.view(HUMAN)

    def legal(self) -> list[int]:
        """The human's legal actions now (empty when it is not the human's turn)."""
        h = self.hand
        if h is None or h.outcome is not None or h.to_move != HUMAN:
            return []
        return h.legal_actions()

    def is_legal(self, action: int) -> bool:
        return action in self.legal()

    @property
    def human_to_move(self) -> bool:
        return bool(self.legal())

    @property
    def awaiting_next_hand(self) -> bool:
        return self._awaiting_next

    def score_sheet_records(self) -> list[dict]:
        """The finished hands (records) of the running Bummerl; while the summary of the hand
        that ended a Bummerl is up, that Bummerl's hands."""
        if self.match is None:
            return []
        if self.match.bummerl_records:
            return list(self.match.bummerl_records)
        if self._awaiting_next and self.match.at_bummerl_start:
            return list(self.finished_bummerl_records)
        return []

    @property
    def ai_busy(self) -> bool:
        return self._move_request >= 0

    @property
    def is_practice(self) -> bool:
        """The running (or just finished) hand is practice: kept out of the win rates."""
        return bool(self.practice)

    def can_undo(self) -> bool:
        """True while the running hand has a decision of the human to take back."""
        h = self.hand
        return (h is not None and h.outcome is None and h.deck is not None
                and any(seat == HUMAN for seat, _a in h.history))

    def hand_record(self) -> HandRecord | None:
        """The record of the running hand, or of the last finished one."""
        h = self.hand if self.hand is not None else self.last_hand
        if h is None or h.deck is None:
            return None
        return HandRecord.of_hand(h)

    # ------------------------------------------------------------------ game flow

    def new_game(self, seed: int | None = None, deck: list[int] | None = None,
                 first_dealer: int | None = None) -> None:
        """Start a new match (a fresh Bummerl) with the settings chosen now."""
        self._cancel_ai()
        self._suspended = None
        if seed is not None:
            self.rng = random.Random(seed)
        self.active = replace(self.settings)
        if first_dealer is None:
            first_dealer = self.rng.randrange(2)
        self.match = Match(self.active.rules, first_dealer=first_dealer,
                           bummerls_to_win=self.active.bummerls_to_win)
        self._start_hand(deck)

    def next_hand(self, deck: list[int] | None = None) -> None:
        """Continue after a hand's summary: the next hand, or a new match when it is over."""
        if self.match is None or self.match.winner is not None:
            self.new_game(deck=deck)
            return
        if self.hand is not None and self.hand.outcome is None:
            return  # the current hand is still running
        if self._suspended is not None:
            # Back from an opened record to the match's hand it interrupted.
            self.hand, self.practice = self._suspended
            self._suspended = None
            self.ai_paused = False
            self.outside_match = False
            self._awaiting_next = False
            self.last_summary = None
            self._redraw()
            return
        self._start_hand(deck)

    def set_next_deck(self, deck: list[int] | None) -> None:
        """Tests: the pack for the next deal (index 0 dealt first)."""
        self._next_deck = list(deck) if deck is not None else None

    def restart(self) -> None:
        """Deal the current hand again with the same pack (the score as before it).

        Whoever has seen a hand played knows its cards, so playing them again is practice:
        a finished hand is played again outside the match, as F6 does (its result stands),
        and a hand re-dealt after moves were made (or while practice) is practice
        (``"redeal"``: it does not move the Bummerl). Only a hand with no move made yet is
        dealt again as a hand that counts."""
        if self.match is None or self.hand is None or self._match_at_start is None:
            self.new_game()
            return
        if self.outside_match and self.hand.deck is not None:
            reason = "record" if "record" in self.practice else "replay"
            self._start_outside_match(Hand.deal(self.hand.rules, self.hand.dealer,
                                                list(self.hand.deck)), {reason})
            return
        if self.hand.outcome is not None and self.can_replay_deal():
            self.replay_deal(False)
            return
        seen = bool(self.hand.history) or bool(self.practice - {"open_cards"})
        self._cancel_ai()
        deck = list(self.hand.deck) if self.hand.deck is not None else None
        self.match = Match.from_json(self._match_at_start)
        self._start_hand(deck, reuse_seed=True, practice={"redeal"} if seen else set())

    def _start_hand(self, deck: list[int] | None, reuse_seed: bool = False,
                    practice: set[str] | None = None) -> None:
        assert self.match is not None
        self._cancel_ai()
        self.ai_paused = False
        self._awaiting_next = False
        self._held_draws = None
        self.last_summary = None
        self.practice = ({"open_cards"} if self.open_cards else set()) | (practice or set())
        self.outside_match = False
        # Settings that wait for the next hand / Bummerl.
        if self.match.at_bummerl_start and not reuse_seed:
            self._apply_bummerl_settings()
        self.active = replace(self.active, ai_level=self.settings.ai_level)
        if deck is None and self._next_deck is not None:
            deck, self._next_deck = self._next_deck, None
        self._match_at_start = self.match.to_json()
        if deck is None:
            if not reuse_seed or self.hand_seed is None:
                self.hand_seed = self.rng.randrange(2**31)
            self.hand = self.match.new_hand(rng=self.hand_seed)
        else:
            self.hand = self.match.new_hand(deck=list(deck))
        if not reuse_seed:
            self.ai_seed = self.rng.randrange(2**31)
        view = self.hand.view(HUMAN)
        self.handStarted.emit(view)
        self._show_open_cards()
        self.changed.emit(view)
        self._after_change()

    # ------------------------------------------------------------------ practice (issue 12)

    def mark_saved_mid_hand(self) -> None:
        """The record of the running hand was saved: the file shows every card, so the hand
        is practice from now on."""
        if self.hand is not None and self.hand.outcome is None:
            self.practice.add("saved_mid_hand")
            self.changed.emit(self.hand.view(HUMAN))

    def undo(self) -> bool:
        """Take back the human's last decision and whatever the computer did after it.

        The hand is rebuilt by replaying its record up to that decision through the engine
        (no state is patched), a running AI request is cancelled (its answer is dropped), and
        the table is redrawn from the human's view (``stateReset``). The computer decides
        afresh from its own view when its turn comes. The hand becomes practice."""
        h = self.hand
        if not self.can_undo():
            return False
        assert h is not None and h.deck is not None
        last = max(i for i, (seat, _a) in enumerate(h.history) if seat == HUMAN)
        self._cancel_ai()
        record = HandRecord(h.rules, h.dealer, list(h.deck), list(h.history[:last]))
        self.hand = record.replay()
        self.practice.add("undo")
        self._redraw()
        return True

    def set_open_cards(self, on: bool) -> None:
        """The View toggle: show the computer's hand face up. Turning it on makes the running
        hand practice; the scene gets the cards only while the toggle is on."""
        self.open_cards = bool(on)
        h = self.hand
        if on and h is not None and h.outcome is None:
            self.practice.add("open_cards")
        if on:
            self._show_open_cards()
        else:
            self.opponentCardsShown.emit(0)
        self.changed.emit(self.view())

    def _show_open_cards(self) -> None:
        h = self.hand
        if self.open_cards and h is not None:
            self.opponentCardsShown.emit(h.hands[AI_SEAT])

    def can_replay_deal(self) -> bool:
        """A finished hand with a known pack can be played again."""
        h = self.last_hand
        return h is not None and h.deck is not None and self._awaiting_next

    def replay_deal(self, swap_seats: bool = False) -> bool:
        """Play the last finished deal again: the same pack and dealer, or with the seats
        swapped. With the same pack, giving the dealer's role to the other seat gives each
        player the other's cards and role (RULES.md, "Cards and deal": the forehand gets pack
        cards 0-2 and 7-8 whoever it is), so the human gets the computer's cards.

        A replayed deal is practice outside the match: the match score stays as it was after
        the finished hand, and after its summary the match goes on with the hand it would have
        dealt next."""
        h = self.last_hand
        if not self.can_replay_deal():
            return False
        assert h is not None and h.deck is not None
        dealer = 1 - h.dealer if swap_seats else h.dealer
        self._start_outside_match(Hand.deal(h.rules, dealer, list(h.deck)), {"replay"})
        return True

    def open_record(self, record: HandRecord, reason: str = "record",
                    pause_ai: bool = False) -> Hand:
        """Put a hand record (seat 0 is the human) on the table as practice outside the
        match: its position after the last recorded action, to play on or to review.
        ``reason``: "record", or "trainer" for a trainer position; ``pause_ai``: the computer
        waits for :meth:`resume_ai` before its next move.
        Raises ReplayError (nothing changes) when it does not replay."""
        hand = record.replay()
        self._cancel_ai()
        self.ai_paused = pause_ai
        running = self.hand
        if running is not None and running.outcome is None and not self.outside_match:
            # The match's running hand waits and comes back after this one (next_hand).
            self._suspended = (running, set(self.practice))
        self.hand = hand
        self.practice = {reason}
        self.outside_match = True
        self._awaiting_next = False
        self.last_summary = None
        if hand.outcome is not None:
            # A finished record: shown with its summary; nothing is scored or counted.
            self.last_hand = hand
            self._redraw()
            self._awaiting_next = True
            self.last_summary = self._summary(hand, None)
            self.handOver.emit(self.last_summary)
            return hand
        self._redraw()
        return hand

    def back_to_match(self) -> bool:
        """Leave a hand played outside the match (a trainer position) before its end: the
        match's hand it interrupted comes back, else the match deals its next hand."""
        if not self.outside_match or self.match is None:
            return False
        self._cancel_ai()
        self.ai_paused = False
        if self._suspended is not None:
            self.hand, self.practice = self._suspended
            self._suspended = None
            self.outside_match = False
            self._awaiting_next = False
            self.last_summary = None
            self._redraw()
        else:
            self._start_hand(None)
        return True

    def resume_ai(self) -> None:
        """Let the computer move again after :meth:`open_record` paused it."""
        self.ai_paused = False
        self._after_change()

    def _start_outside_match(self, hand: Hand, reasons: set[str]) -> None:
        self._cancel_ai()
        self.ai_paused = False
        self._awaiting_next = False
        self.last_summary = None
        self.practice = set(reasons) | ({"open_cards"} if self.open_cards else set())
        self.outside_match = True
        self.hand = hand
        self.active = replace(self.active, ai_level=self.settings.ai_level)
        view = hand.view(HUMAN)
        self.handStarted.emit(view)
        self._show_open_cards()
        self.changed.emit(view)
        self._after_change()

    def _redraw(self) -> None:
        """Redraw the table from the human's view (no animation) and let the AI go on."""
        assert self.hand is not None
        view = self.hand.view(HUMAN)
        self.stateReset.emit(view)
        self._show_open_cards()
        self.changed.emit(view)
        self._after_change()

    def _apply_bummerl_settings(self) -> None:
        assert self.match is not None
        rules = self.settings.rules
        if rules != self.match.rules or self.settings.bummerls_to_win != self.match.bummerls_to_win:
            self.match.rules = rules
            self.match.options = MatchOptions.for_rules(rules)  # who deals, how the score shows
            self.match.bummerls_to_win = self.settings.bummerls_to_win
        self.active = replace(self.active, rules=rules,
                              bummerls_to_win=self.settings.bummerls_to_win)

    def apply_settings(self, settings: Settings) -> None:
        """New settings from the dialog: rules and match length from the next Bummerl, the AI
        level from the next hand (RULES.md: a Bummerl's rules do not change while it runs)."""
        self.settings = replace(settings)
        running = self.match is not None and not self.match.at_bummerl_start
        if self.match is None or (not running and self.hand is None):
            self.active = replace(settings)
        self.changed.emit(self.view())

    # ------------------------------------------------------------------ intents

    def play_card(self, card: int) -> bool:
        return self.act(card)

    def meld(self, suit: int) -> bool:
        return self.act(MELD + suit)

    def exchange(self) -> bool:
        return self.act(EXCHANGE)

    def close(self) -> bool:
        return self.act(CLOSE)

    def claim(self) -> bool:
        return self.act(CLAIM)

    def close_before_draw(self) -> bool:
        return self.act(CLOSE_BEFORE_DRAW)

    def pass_exchange(self) -> bool:
        return self.act(PASS)

    @property
    def draws_held(self) -> bool:
        """The draws of the last trick are not shown yet (the before-draw close is open)."""
        return self._held_draws is not None

    @property
    def exchange_question(self) -> bool:
        """The human must answer: exchange at the close, or pass (``exchange_at_close``)."""
        legal = self.legal()
        return PASS in legal

    def show_draws(self) -> None:
        """Show the draws held back for the before-draw close (the player let it pass)."""
        if self._held_draws is not None:
            draws, view = self._held_draws
            self._held_draws = None
            self.cardsDrawn.emit(draws, view)
            self.changed.emit(self.view())

    def act(self, action: int) -> bool:
        """Apply the human's intent if it is legal now; else emit actionRefused(reason)."""
        h = self.hand
        if h is not None and h.outcome is None and h.to_move != HUMAN:
            self.actionRefused.emit(
                translate("Refusal", "It is the computer's turn."))
            return False
        reason = self.refusal_text(action)
        if reason is not None:
            self.actionRefused.emit(reason)
            return False
        self._cancel_hint()
        self._apply(HUMAN, action)
        return True

    def refusal_text(self, action: int) -> str | None:
        """None if the human may take ``action`` now, else why not, translated."""
        h = self.hand
        if h is None:
            return translate("Refusal", "The hand is already over.")
        refusal = h.refusal(action)
        return (None if refusal is None
                else names.refusal_text(refusal, self.settings.deck, h.rules))

    def request_hint(self) -> bool:
        """Ask the AI for advice for the human (answer: hintReady)."""
        if not self.human_to_move:
            return False
        assert self.hand is not None  # the human is to move in it
        self._cancel_hint()
        self._hint_request = self.ai.request(AIRequest(
            HINT, self.view(), seed=self.ai_seed + len(self.hand.history),
            match_score=self._match_score(HUMAN)))
        return True

    # ------------------------------------------------------------------ applying actions

    def _apply(self, seat: int, action: int) -> None:
        h = self.hand
        assert h is not None
        before_turnup = h.turnup
        was_following = h.lead >= 0
        draws_were_shown = self._held_draws is None
        if action != CLOSE_BEFORE_DRAW:
            self.show_draws()  # any other action means the trick's winner drew first
        self._held_draws = None
        try:
            h.push(action, seat)
        except IllegalActionError as exc:  # pragma: no cover - checked above
            self.actionRefused.emit(str(exc))
            return
        view = h.view(HUMAN)
        if action < MELD:
            self.cardPlayed.emit(seat, action, view)
            if was_following:
                trick = h.last_trick
                self.trickWon.emit(trick, view)
                if h.last_draws and CLOSE_BEFORE_DRAW in h.legal_actions():
                    # The winner may still close before drawing: show the draws only once
                    # the winner does anything else (the engine undoes them at that close).
                    self._held_draws = (self._draws(before_turnup), view)
                    if h.to_move == HUMAN:
                        self.closeBeforeDrawOffered.emit(view)
                elif h.last_draws:
                    self.cardsDrawn.emit(self._draws(before_turnup), view)
        elif action < EXCHANGE:
            suit = action - MELD
            self.melded.emit(seat, suit, marriage_points(suit, h.trump), view)
        elif action == EXCHANGE:
            self.exchanged.emit(seat, exchange_card(h.trump, h.rules), before_turnup, view)
        elif action == CLOSE:
            self.talonClosed.emit(seat, view)
        elif action == CLAIM:
            self.claimed.emit(seat, view)
        elif action == CLOSE_BEFORE_DRAW:
            self.talonClosed.emit(seat, view)
            if draws_were_shown:  # the table showed draws the engine has now undone
                self.stateReset.emit(view)
        elif action == PASS:
            self.passed.emit(seat, view)
        self._show_open_cards()
        self.changed.emit(view)
        if h.outcome is not None:
            self._finish_hand()
        else:
            self._after_change()
        self.actionApplied.emit()

    def _draws(self, before_turnup: int) -> list[tuple[int, int]]:
        """The cards drawn after the last trick (the engine's ``last_draws``), winner first,
        as the human may know them: own cards and the turn-up, else -1."""
        assert self.hand is not None
        return [(seat, card if seat == HUMAN or card == before_turnup else -1)
                for seat, card in self.hand.last_draws]

    def _finish_hand(self) -> None:
        h = self.hand
        assert h is not None and self.match is not None
        self._cancel_ai()
        outcome = h.outcome
        self.last_hand = h
        result = None
        # A hand with a move taken back or the computer's cards open is practice: it does not
        # move the Bummerl (issue 44), and the same dealer deals the next hand.
        if not self.outside_match and not self.practice:
            before = list(self.match.bummerl_records)
            result = self.match.finish_hand(h)
            if result is not None and h.deck is not None:
                # The match starts a fresh sheet; keep the finished one for its summary.
                self.finished_bummerl_records = [*before, HandRecord.of_hand(h).to_json()]
        self._awaiting_next = True
        self.handFinished.emit(outcome)
        if result is not None:
            self.bummerlFinished.emit(result)
        summary = self._summary(h, result)
        self.last_summary = summary
        if summary.match_winner is not None and not self.outside_match:
            self.matchFinished.emit(summary.match_winner)
        self.handOver.emit(summary)

    def _summary(self, h: Hand, result) -> HandSummary:
        assert self.match is not None
        winner = None if self.outside_match else self.match.winner
        return HandSummary(
            outcome=h.outcome, bummerl=result, match_winner=winner,
            to_go=(self.match.to_go[0], self.match.to_go[1]),
            bummerls=(self.match.bummerls[0], self.match.bummerls[1]),
            bummerls_to_win=self.match.bummerls_to_win, view=h.view(HUMAN),
            opponent_hand=h.hands[AI_SEAT], practice=frozenset(self.practice),
            outside_match=self.outside_match, counts_up=self.match.counts_up,
            shown=self.match.shown_score)

    def _after_change(self) -> None:
        h = self.hand
        if h is None or h.outcome is not None or self.ai_paused:
            return
        if h.to_move == AI_SEAT and self._move_request < 0:
            self._move_request = self.ai.request(AIRequest(
                MOVE, h.view(AI_SEAT), level=self.active.ai_level,
                seed=self.ai_seed + len(h.history), match_score=self._match_score(AI_SEAT)))

    def _match_score(self, seat: int) -> tuple[int, int] | None:
        if self.match is None:
            return None
        return (self.match.to_go[seat], self.match.to_go[1 - seat])

    def _on_ai_decided(self, rid: int, action) -> None:
        if rid != self._move_request:
            return  # a late answer for an earlier position: never applied
        self._move_request = -1
        h = self.hand
        if h is None or h.outcome is not None or h.to_move != AI_SEAT:
            return
        if action not in h.legal_actions():
            self.aiFailed.emit(f"the computer chose an illegal action {action}")
            action = h.legal_actions()[0]
        self._apply(AI_SEAT, action)

    def _on_ai_failed(self, rid: int, text: str) -> None:
        if rid == self._move_request:
            self._move_request = -1
            self.aiFailed.emit(text)
            h = self.hand
            if h is not None and h.outcome is None and h.to_move == AI_SEAT:
                self._apply(AI_SEAT, h.legal_actions()[0])
        elif rid == self._hint_request:
            self._hint_request = -1

    def _on_hint(self, rid: int, hint) -> None:
        if rid != self._hint_request:
            return
        self._hint_request = -1
        if hint is not None and self.is_legal(hint.action):
            self.hintReady.emit(hint)

    def _cancel_hint(self) -> None:
        if self._hint_request >= 0:
            self.ai.cancel(self._hint_request)
            self._hint_request = -1

    def _cancel_ai(self) -> None:
        if self._move_request >= 0:
            self.ai.cancel(self._move_request)
            self._move_request = -1
        self._cancel_hint()

    def shutdown(self) -> None:
        """Stop the AI thread (quit): cancels a running search, waits for the thread."""
        self._cancel_ai()
        self.ai.shutdown()

    # ------------------------------------------------------------------ saving

    def save_state(self) -> dict:
        """The running game as JSON-ready data (savegame.encode_game)."""
        from ..userfiles.savegame import encode_game

        if self.match is None:
            raise ValueError("no game to save")
        hand = self.hand if self.hand is not None and self.hand.outcome is None else None
        practice = self.practice
        if self.outside_match:
            # A deal played again or an opened record is not part of the match: the save
            # keeps the match (and the match's hand an opened record interrupted).
            hand, practice = self._suspended or (None, set())
        meta = {
            "ai_level": self.active.ai_level,
            "hand_seed": self.hand_seed,
            "ai_seed": self.ai_seed,
            "human_seat": HUMAN,
            "deck": self.settings.deck,
            "match_at_start": self._match_at_start if hand is not None else None,
            "practice": sorted(practice) if hand is not None else [],
        }
        return encode_game(self.match, hand, meta)

    def load_state(self, data: dict) -> None:
        """Resume a saved game (savegame.decode_game; raises SaveError)."""
        from ..userfiles import problems
        from ..userfiles.savegame import SaveError, decode_game

        match, hand, meta = decode_game(data)  # checks every field (issue 16)
        if meta.get("human_seat", HUMAN) != HUMAN:  # pragma: no cover - decode_game checks
            raise SaveError(problems.OTHER_SEAT)
        self._cancel_ai()
        self.match = match
        self.active = replace(self.settings, rules=match.rules,
                              bummerls_to_win=match.bummerls_to_win,
                              ai_level=meta.get("ai_level", self.settings.ai_level))
        self.ai_seed = meta.get("ai_seed", 0)
        self.hand_seed = meta.get("hand_seed")
        self._match_at_start = match.to_json()
        self.last_summary = None
        if hand is None:
            self.hand = None
            self._suspended = None
            self._start_hand(None)
            return
        self.hand = hand
        self.ai_paused = False
        self._awaiting_next = False
        reasons = meta.get("practice", [])
        self.practice = {r for r in reasons if r in PRACTICE_REASONS} \
            if isinstance(reasons, list) else set()
        self.outside_match = False
        self._suspended = None
        self._redraw()

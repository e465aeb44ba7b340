"""Random Bauernschnapsen games under invariant checks:
``python -m schnapsen_qt.engine selfplay --game bauernschnapsen --hands N --seed S --check``.

Every action is drawn at random from the legal ones; with ``check`` the state is verified after
every action (cards conserved, legal actions accepted and others refused, views free of hidden
cards) and after every hand (120 card points, the score as the rule book computes it, the record
replaying to the same outcome).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

from ..cards import POINTS, cards_of
from . import actions as A
from .actions import BAction
from .contracts import GOAL_66
from .deal import PH_OVER, PH_PLAY, PH_TRUMP, BauernDeal
from .record import record_of, replay_object
from .rules import BauernRules
from .scoring import ScoreSheet
from .view import view

ALL = (1 << 20) - 1


class BauernInvariantError(AssertionError):
    """The engine broke a rule-book invariant (a bug, never bad input)."""


def _fail(deal: BauernDeal, what: str) -> None:
    raise BauernInvariantError(f"{what} (dealer {deal.dealer}, deck {list(deal.deck)}, "
                               f"phase {deal.phase})")


def check_state(deal: BauernDeal) -> None:
    """The invariants that hold after every action."""
    played = deal.cards_played()
    held = 0
    for h in deal.hands:
        if held & h:
            _fail(deal, "a card is in two hands")
        held |= h
    if held & played or held | played != ALL:
        _fail(deal, "cards are not conserved (held + played must be the 20 cards, once each)")
    if deal.won_cards[0] & deal.won_cards[1]:
        _fail(deal, "a card is in both teams' tricks")
    trick_cards = played & ~sum(1 << c for _, c in deal.trick)
    if deal.won_cards[0] | deal.won_cards[1] != trick_cards:
        _fail(deal, "the tricks taken do not hold exactly the cards of finished tricks")
    remaining = sum(POINTS[c] for c in cards_of(held | (played & ~trick_cards)))
    cards_won = sum(POINTS[c] for c in cards_of(trick_cards))
    if remaining + cards_won != 120:
        _fail(deal, "card points do not add up to 120")
    if deal.phase == PH_OVER:
        if deal.legal_actions():
            _fail(deal, "a finished hand still offers actions")
        return
    legal = deal.legal_actions()
    if not legal:
        _fail(deal, "an unfinished hand offers no action")
    for a in legal:
        why = deal.refusal(deal.to_move, a)
        if why is not None:
            _fail(deal, f"a listed action is refused: {a} ({why})")
    if deal.phase == PH_PLAY:
        legal_cards = {a.card for a in legal}
        for c in cards_of(deal.hands[deal.to_move]):
            refused = deal.refusal(deal.to_move, BAction(A.PLAY, card=c))
            if (c in legal_cards) != (refused is None):
                _fail(deal, f"card {c} listed and refused disagree")
        other = (deal.to_move + 1) % 4
        for c in cards_of(deal.hands[other]):
            if deal.refusal(deal.to_move, BAction(A.PLAY, card=c)) is None:
                _fail(deal, "a card from another hand is accepted")
        if deal.trick:
            led = deal.trick[0][1] // 5
            hand = deal.hands[deal.to_move]
            if hand & (0b11111 << led * 5) and any(c // 5 != led for c in legal_cards):
                _fail(deal, "a player holding the suit led may play another suit")
    for seat in range(4):
        v = view(deal, seat)
        own = deal.hands[seat] if deal.phase != PH_TRUMP else deal.hands[seat] & \
            deal.first_three[seat]
        if set(v.hand) != set(cards_of(own)):
            _fail(deal, f"seat {seat}'s view shows a wrong hand")
        public = played | own
        if deal.aufschlag_card >= 0:
            public |= 1 << deal.aufschlag_card
        if v.open_hand[0] >= 0:
            public |= deal.hands[v.open_hand[0]]
        shown = set(v.hand) | set(v.open_hand[1]) | {c for _, c in v.trick} | {
            c for t in v.tricks for _, c in t.plays}
        if v.aufschlag_card >= 0:
            shown.add(v.aufschlag_card)
        for c in shown:
            if not public >> c & 1:
                _fail(deal, f"seat {seat}'s view shows a hidden card {c}")
        if v.legal and deal.to_move != seat:
            _fail(deal, "a view offers actions to a seat not on turn")


def check_outcome(deal: BauernDeal) -> None:
    """The outcome agrees with the rule book's scoring."""
    out = deal.outcome
    assert out is not None and deal.contract is not None
    c = deal.contract
    out_cards = deal.hands[deal.sitting_out] if deal.sitting_out >= 0 else 0
    if len(deal.tricks) == 5 and sum(POINTS[x] for x in cards_of(
            deal.won_cards[0] | deal.won_cards[1] | out_cards)) != 120:
        _fail(deal, "five tricks (and the hand that sat out) do not hold 120 card points")
    if out.won != (out.winning_team == out.declaring_team):
        _fail(deal, "won and winning team disagree")
    if c.goal == GOAL_66:
        if out.game_points not in tuple(k * out.multiplier for k in (1, 2, 3)):
            _fail(deal, "a plain game scored other than 1, 2 or 3 times the multiplier")
    elif out.game_points != c.value * out.multiplier:
        _fail(deal, "a contract scored other than its value times the multiplier")
    if out.multiplier not in (1, 2, 4, 8):
        _fail(deal, "a multiplier other than 1, 2, 4 or 8")


#: How often a random player passes when it could bid or double: without it random bidding
#: escalates to the top contract nearly every hand and the plain game is never played.
PASS_SHARE = 0.8


def _random_action(deal: BauernDeal, rng: random.Random) -> BAction:
    legal = deal.legal_actions()
    if len(legal) > 1 and legal[0].kind == A.PASS and rng.random() < PASS_SHARE:
        return legal[0]
    return rng.choice(legal)


def selfplay(hands: int, seed: int, rules: BauernRules | None = None,
             check: bool = False, out: Path | None = None) -> dict[str, Any]:
    """Play ``hands`` random hands in games to the target; a summary (JSON-ready). With
    ``out``, each hand's record is written there as ``bauern-NNNNN.json``."""
    rules = rules or BauernRules()
    rng = random.Random(seed)
    sheet = ScoreSheet(rules.target)
    contracts: Counter[str] = Counter()
    won: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    games = 0
    dealer = rng.randrange(4)
    game_points_since_start = [0, 0]
    for n in range(hands):
        deck = list(range(20))
        rng.shuffle(deck)
        deal = BauernDeal(deck, dealer, rules)
        history: list[tuple[int, BAction]] = []
        if check:
            check_state(deal)
        while deal.outcome is None:
            seat = deal.to_move
            action = _random_action(deal, rng)
            deal.apply(seat, action)
            history.append((seat, action))
            if check:
                check_state(deal)
        result = deal.outcome
        if check:
            check_outcome(deal)
            if n % 10 == 0:
                replayed = replay_object(record_of(deal, history, score_before=list(
                    sheet.points)))
                expected = result.to_json()
                if {k: replayed.get(k) for k in expected} != expected:
                    _fail(deal, f"the record replays to {replayed}, not {expected}")
        if out is not None:
            record = record_of(deal, history, score_before=list(sheet.points))
            (out / f"bauern-{n:05d}.json").write_text(json.dumps(record) + "\n",
                                                      encoding="utf-8")
        contracts[result.contract] += 1
        won[result.contract] += result.won
        reasons[result.reason] += 1
        game_points_since_start[result.winning_team] += result.game_points
        over = sheet.add(result)
        if check and sheet.points != game_points_since_start:
            _fail(deal, "the score sheet disagrees with the sum of the hands' game points")
        if over is not None:
            games += 1
            kinds[over.kind] += 1
            sheet.new_game()
            game_points_since_start = [0, 0]
        dealer = (dealer + 1) % 4
    return {"game": "bauernschnapsen", "hands": hands, "seed": seed, "checked": check,
            "games": games, "contracts": dict(sorted(contracts.items())),
            "declarer_won": dict(sorted(won.items())), "reasons": dict(sorted(reasons.items())),
            "bummerl": {"teams": sheet.bummerl, "kinds": dict(sorted(kinds.items()))}}

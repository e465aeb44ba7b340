"""The engine's rule facts that the AI and the GUI use instead of card arithmetic: the deal
order, the draws after each trick, marriage pairs and points, the exchange card; and the
structure rules that keep them in one place (no import cycle in the engine, no card
arithmetic outside it)."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from schnapsen_qt.engine import Hand, Rules
from schnapsen_qt.engine.cards import (
    MARRIAGE_PAIR,
    SUITS,
    card_code,
    cards_of,
    exchange_card,
    make_card,
    marriage_partner,
    marriage_points,
    parse_card,
    rank_of,
    suit_of,
)
from schnapsen_qt.engine.deal import TURNUP, deal_order, deal_packets, pack_size

from .helpers import PRESET_NAMES, rules

PACKAGE = Path(__file__).resolve().parents[2] / "schnapsen_qt"


def test_card_tables_agree_with_the_codes() -> None:
    for code in (r + s for s in SUITS for r in "ATKQJ"):
        card = parse_card(code)
        assert card_code(card) == code
        assert make_card(rank_of(card), suit_of(card)) == card
        assert SUITS[suit_of(card)] == code[1]


def test_marriage_facts() -> None:
    for s, suit in enumerate(SUITS):
        assert [card_code(c) for c in cards_of(MARRIAGE_PAIR[s])] == ["K" + suit, "Q" + suit]
        assert marriage_partner(parse_card("K" + suit)) == parse_card("Q" + suit)
        assert marriage_partner(parse_card("Q" + suit)) == parse_card("K" + suit)
        assert marriage_points(s, s) == 40
        assert marriage_points(s, (s + 1) % 4) == 20
        assert card_code(exchange_card(s, Rules())) == "J" + suit


@pytest.mark.parametrize("dealer", [0, 1])
def test_deal_order_is_what_the_hand_deals(dealer: int) -> None:
    rng = random.Random(dealer)
    deck = list(range(pack_size(Rules())))
    rng.shuffle(deck)
    hand = Hand.deal(Rules(), dealer, deck)
    order = deal_order(dealer, Rules())
    assert order == tuple(s for p in deal_packets(dealer, Rules()) for s in p)
    for index, seat in enumerate(order):
        if seat == TURNUP:
            assert hand.turnup == deck[index]
        else:
            assert hand.hands[seat] >> deck[index] & 1
    assert order[:3] == (1 - dealer,) * 3  # the forehand gets the first packet
    assert hand.stock[0] == deck[len(order)]  # the first card drawn follows the dealt ones


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_last_draws_are_the_cards_each_seat_gained(preset: str) -> None:
    rng = random.Random(preset)
    for _ in range(30):
        hand = Hand.shuffled(rules(preset), rng.randrange(2), rng)
        while hand.outcome is None:
            following = hand.lead >= 0
            before = list(hand.hands)
            open_before = not hand.phase_two
            action = rng.choice(hand.legal_actions())
            hand.push(action)
            if not following or action >= 20:
                continue
            trick = hand.last_trick
            assert trick is not None
            if not open_before:
                assert hand.last_draws == ()
                continue
            (first_seat, first), (second_seat, second) = hand.last_draws
            assert first_seat == trick.winner and second_seat == 1 - trick.winner
            for seat, card in hand.last_draws:
                played = 1 << action if seat != trick.leader else 1 << trick.lead
                assert hand.hands[seat] == (before[seat] & ~played) | 1 << card


def _engine_imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                names.add(node.module.split(".")[0])
            else:
                names.update(alias.name for alias in node.names)
    return names


def test_the_engine_has_no_import_cycle() -> None:
    modules = {p.stem: _engine_imports(p) for p in (PACKAGE / "engine").glob("*.py")}
    state: dict[str, int] = {}

    def visit(name: str, path: list[str]) -> None:
        if state.get(name) == 2 or name not in modules:
            return
        assert state.get(name) != 1, "import cycle: " + " -> ".join([*path, name])
        state[name] = 1
        for dep in modules[name]:
            visit(dep, [*path, name])
        state[name] = 2

    for name in modules:
        visit(name, [])


#: Card arithmetic that would tie other modules to the engine's card numbering.
_CARD_ARITHMETIC = re.compile(r"//\s*5\b|%\s*5\b|\*\s*5\s*\+|\b(?:40|20) if\b")


def test_no_card_arithmetic_outside_the_engine() -> None:
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if "engine" in path.relative_to(PACKAGE).parts:
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if _CARD_ARITHMETIC.search(line.split("#")[0]):
                offenders.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    assert not offenders, "use the engine's helpers:\n" + "\n".join(offenders)

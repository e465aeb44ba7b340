"""A saved game is checked completely before it is used (issue 16, point 5): every impossible
save is refused with a warning and kept as a backup, never silently overwritten."""

from __future__ import annotations

import json
import random

import pytest
from storage_helpers import worded

from schnapsen_qt.engine import CLAIM, SHARP, SOFT, Match
from schnapsen_qt.userfiles import problems, storage
from schnapsen_qt.userfiles.savegame import SaveError, decode_game, encode_game
from schnapsen_qt.userfiles.settings import Settings


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


def _finished(hand, rng):
    while hand.outcome is None:
        hand.push(rng.choice(hand.legal_actions()))
    return hand


def valid_save() -> dict:
    """A match with one finished hand in the running Bummerl and a hand in progress."""
    rng = random.Random(4)
    match = Match(SOFT, first_dealer=1)
    match.finish_hand(_finished(match.new_hand(rng), rng))
    hand = match.new_hand(rng)
    for _ in range(3):
        hand.push(rng.choice([a for a in hand.legal_actions() if a != CLAIM]))
    meta = {"ai_level": "expert", "hand_seed": 12345, "ai_seed": 678, "human_seat": 0,
            "deck": "french", "match_at_start": match.to_json()}
    return json.loads(json.dumps(encode_game(match, hand, meta)))


def _saved(data):
    """``data`` written as the saved game: its path and text (Infinity and NaN as Python's
    json writes them)."""
    path = storage.savegame_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    return path, text


def _set(path: str, value):
    """A mutation setting the dotted ``path`` (list indexes as numbers) to ``value``."""
    def mutate(data):
        *parents, last = path.split(".")
        target = data
        for key in parents:
            target = target[int(key)] if isinstance(target, list) else target[key]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return mutate


def _hand_over(data):
    rng = random.Random(1)
    match = Match(SOFT, first_dealer=1)
    finished = json.loads(json.dumps(encode_game(match, _finished(match.new_hand(rng), rng))))
    data["match"] = finished["match"]
    data["hand"] = finished["hand"]
    data["meta"].pop("match_at_start")


def _wrong_dealer(data):
    data["hand"]["dealer"] = 1 - data["hand"]["dealer"]


def _unfinished_record(data):
    data["match"]["bummerl_records"][0]["actions"] = []


def _other_rules(data):
    data["hand"]["rules"] = SHARP.to_json()


CASES = {
    "hand already over": _hand_over,
    "match already won": _set("match.bummerls", [2, 0]),
    "score as text": _set("match.to_go", ["7", 5]),
    "score as float": _set("match.to_go", [7.0, 5]),
    "score true": _set("match.to_go", [True, 5]),
    "score 10^18": _set("match.to_go", [10**18, 5]),
    "score 0": _set("match.to_go", [0, 5]),
    "score of one seat": _set("match.to_go", [7]),
    "score not matching the hands": _set("match.to_go", [7, 7]),
    "bummerls 10^18": _set("match.bummerls", [10**18, 0]),
    "bummerls as text": _set("match.bummerls", ["0", 0]),
    "bummerls negative": _set("match.bummerls", [-1, 0]),
    "hands played 10^18": _set("match.hands_played", 10**18),
    "hands played as float": _set("match.hands_played", 1.0),
    "first dealer 2": _set("match.first_dealer", 2),
    "first dealer true": _set("match.first_dealer", True),
    "bummerls to win 0": _set("match.bummerls_to_win", 0),
    "bummerls to win 10^18": _set("match.bummerls_to_win", 10**18),
    "bummerls to win as text": _set("match.bummerls_to_win", "2"),
    "unknown rules": _set("match.rules", "blitz"),
    "rules preset a list": _set("match.rules", {"preset": []}),
    "finished hand not finished": _unfinished_record,
    "finished hands not a list": _set("match.bummerl_records", "many"),
    "hand under other rules": _other_rules,
    "hand dealt by the wrong seat": _wrong_dealer,
    "AI seed Infinity": _set("meta.ai_seed", float("inf")),
    "AI seed NaN": _set("meta.ai_seed", float("nan")),
    "AI seed as text": _set("meta.ai_seed", "678"),
    "AI seed as float": _set("meta.ai_seed", 678.5),
    "AI seed negative": _set("meta.ai_seed", -1),
    "AI seed 2^31": _set("meta.ai_seed", 2**31),
    "hand seed 10^18": _set("meta.hand_seed", 10**18),
    "hand seed as text": _set("meta.hand_seed", "x"),
    "human seat 1": _set("meta.human_seat", 1),
    "human seat as text": _set("meta.human_seat", "0"),
    "unknown AI level": _set("meta.ai_level", "grandmaster"),
    "AI level a number": _set("meta.ai_level", 3),
    "unknown deck": _set("meta.deck", "tarot"),
    "score at the start of the hand differs": _set("meta.match_at_start.to_go", [3, 3]),
    "settings not an object": _set("meta", ["expert"]),
    "version true": _set("version", True),
    "version 0": _set("version", 0),
}

#: Cases where only the running hand cannot be resumed: the match goes on.
HAND_ONLY = {"hand already over", "hand under other rules", "hand dealt by the wrong seat",
             "hand does not replay", "hand's card unknown"}
CASES["hand does not replay"] = _set("hand.actions.2.card", "AS")  # played already
CASES["hand's card unknown"] = _set("hand.actions.0.card", "ZZ")


def test_the_valid_save_loads():
    data = valid_save()
    match, hand, meta = decode_game(data)
    assert hand is not None and hand.outcome is None and match.to_go != [7, 7]
    assert storage.save_game(data) is None
    assert worded(storage.load_saved_game()) == (data, None)


@pytest.mark.parametrize("case", sorted(set(CASES) - HAND_ONLY))
def test_impossible_saves_are_refused_backed_up_and_reported(case):
    data = valid_save()
    CASES[case](data)
    with pytest.raises(SaveError):
        decode_game(data)
    path, text = _saved(data)
    loaded, warning = worded(storage.load_saved_game())
    assert loaded is None
    assert warning and "saved game" in warning
    (kept,) = path.parent.glob(path.name + ".bak-*")
    assert kept.read_text(encoding="utf-8") == text
    assert kept.name in warning


@pytest.mark.parametrize("case", sorted(HAND_ONLY))
def test_a_save_whose_hand_cannot_be_resumed_keeps_its_match(case):
    """Only the running hand is damaged: the match goes on at its score with a new hand, the
    player is told so, and the file as it was is kept as a backup."""
    data = valid_save()
    CASES[case](data)
    with pytest.raises(SaveError):
        decode_game(data)
    path, text = _saved(data)
    loaded, warning = worded(storage.load_saved_game())
    match, hand, meta = decode_game(loaded)
    assert hand is None and match.to_json() == data["match"]
    assert meta["ai_level"] == data["meta"]["ai_level"]
    assert warning and "saved hand" in warning and "goes on at its score" in warning
    (kept,) = path.parent.glob(path.name + ".bak-*")
    assert kept.read_text(encoding="utf-8") == text and kept.name in warning
    assert worded(storage.load_saved_game()) == (loaded, None)  # told once, not every start


def test_the_window_goes_on_with_the_match_of_a_save_whose_hand_is_damaged(qtbot):
    from schnapsen_qt.gui.window.main_window import MainWindow
    from schnapsen_qt.qt import QMessageBox

    data = valid_save()
    CASES["hand does not replay"](data)
    _saved(data)
    w = MainWindow(Settings(welcome_shown=True), persist=True, seed=5)
    w.controller.ai.set_player_factory(lambda level, seed: _FirstLegal())
    qtbot.addWidget(w)
    w.show()
    w.start()
    assert w.controller.match.to_go == data["match"]["to_go"] != [7, 7]
    assert w.controller.hand is not None  # a new hand at the match's score
    qtbot.waitUntil(lambda: bool(w.findChildren(QMessageBox, "storageWarning")))
    w.close()


@pytest.mark.parametrize("case", ["human seat 1", "AI seed Infinity", "match already won"])
def test_the_window_starts_a_new_game_and_keeps_the_impossible_save(qtbot, case):
    """The game starts a new match, says why, and quitting does not overwrite the backup."""
    from schnapsen_qt.gui.window.main_window import MainWindow
    from schnapsen_qt.qt import QMessageBox

    data = valid_save()
    CASES[case](data)
    path, text = _saved(data)
    w = MainWindow(Settings(welcome_shown=True), persist=True, seed=5)
    w.controller.ai.set_player_factory(lambda level, seed: _FirstLegal())
    qtbot.addWidget(w)
    w.show()
    w.start()
    assert w.controller.match.to_go == [7, 7] and w.controller.hand is not None
    qtbot.waitUntil(lambda: bool(w.findChildren(QMessageBox, "storageWarning")))
    w.close()
    (kept,) = path.parent.glob(path.name + ".bak-*")
    assert kept.read_text(encoding="utf-8") == text
    resumed, warning = worded(storage.load_saved_game())
    assert warning is None and resumed is not None  # the new match was saved beside it


def test_a_save_that_fails_only_when_resumed_is_set_aside(qtbot, monkeypatch):
    """Belt and braces: should the controller still refuse a save that passed the checks, the
    file is kept as a backup and reported, not overwritten at quit."""
    from schnapsen_qt.gui.controller import GameController
    from schnapsen_qt.gui.window.main_window import MainWindow

    path = storage.savegame_path()
    assert storage.save_game(valid_save()) is None
    original = path.read_text(encoding="utf-8")

    def refuse(self, data):
        raise SaveError(problems.OTHER_SEAT)

    monkeypatch.setattr(GameController, "load_state", refuse)
    w = MainWindow(Settings(welcome_shown=True), persist=True, seed=5)
    w.controller.ai.set_player_factory(lambda level, seed: _FirstLegal())
    qtbot.addWidget(w)
    w.show()
    w.start()
    w.close()
    (kept,) = path.parent.glob(path.name + ".bak-*")
    assert kept.read_text(encoding="utf-8") == original


class _FirstLegal:
    def choose(self, view, should_stop=lambda: False):
        return view.legal[0]


@pytest.mark.parametrize("preset", ["house", "sechsundsechzig"])
def test_valid_saves_under_every_preset_load(preset):
    """The winner-deals and count-up presets (and drawn hands) are valid saves, not damage."""
    from schnapsen_qt.engine.rules import PRESETS

    rng = random.Random(9)
    match = Match(PRESETS[preset], first_dealer=0)
    for _ in range(3):
        if match.finish_hand(_finished(match.new_hand(rng), rng)) is not None:
            break
    hand = match.new_hand(rng)
    hand.push(hand.legal_actions()[0])
    data = json.loads(json.dumps(encode_game(match, hand, {"ai_level": "expert",
                                                           "match_at_start": match.to_json()})))
    match2, hand2, _meta = decode_game(data)
    assert match2.to_json() == match.to_json() and hand2.history == hand.history

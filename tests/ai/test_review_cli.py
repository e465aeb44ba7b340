"""``python -m schnapsen_qt.ai review --seat S [--level L] [--seed N] FILE``: one JSON line per
decision, exact where every card is known, bad input as for ``decide``."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from ai_helpers import replay_rearranged, value_for

from schnapsen_qt.engine import CLAIM, CLOSE, Hand, Rules, actions, record_of

ROOT = Path(__file__).resolve().parents[2]
LINE_KEYS = {"index", "played", "best", "loss", "values", "reason"}


def _run(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    return subprocess.run([sys.executable, "-m", "schnapsen_qt.ai", "review", *args], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)


def _hand(seed: int, rules: str = "soft", stop: int | None = None) -> Hand:
    """Random legal play (a claim as soon as it is right, no false claims, no close, so that
    the talon runs out), stopped after ``stop`` actions if given."""
    rng = random.Random(seed)
    hand = Hand.shuffled(Rules.preset(rules), rng.randrange(2), rng)
    while hand.outcome is None and (stop is None or len(hand.history) < stop):
        legal = hand.legal_actions()
        if CLAIM in legal and hand.counted_points(hand.to_move) >= 66:
            hand.push(CLAIM)
        else:
            hand.push(rng.choice([a for a in legal if a not in (CLAIM, CLOSE)]))
    return hand


def _write(tmp_path: Path, obj: dict | str, name: str = "rec.json") -> str:
    path = tmp_path / name
    path.write_text(obj if isinstance(obj, str) else json.dumps(obj, indent=1))
    return str(path)


@pytest.mark.parametrize(("seed", "rules", "stop"), [(1, "soft", None), (2, "sharp", 9),
                                                      (3, "tournament", None)])
def test_lines_follow_the_record_and_are_exact_where_every_card_is_known(
        tmp_path: Path, seed: int, rules: str, stop: int | None) -> None:
    hand = _hand(seed, rules, stop)
    exact_lines = 0
    for seat in (0, 1):
        proc = _run("--seat", str(seat), "--level", "expert", "--seed", "4",
                    _write(tmp_path, record_of(hand)))
        assert proc.returncode == 0, proc.stdout + proc.stderr
        lines = [json.loads(x) for x in proc.stdout.splitlines()]
        open_decision = hand.outcome is None and hand.to_move == seat
        expected = [i for i, (p, _) in enumerate(hand.history) if p == seat]
        if open_decision:
            expected.append(len(hand.history))
        assert [x["index"] for x in lines] == expected
        replay = Hand.deal(hand.rules, hand.dealer, hand.deck)
        history = [*hand.history, (seat, None)] if open_decision else hand.history
        for p, a in history:
            if p == seat:
                line = lines.pop(0)
                assert set(line) >= LINE_KEYS
                legal = replay.legal_actions()
                assert [actions.from_json(v["action"]) for v in line["values"]] == \
                    [(seat, x) for x in legal]
                played = None if line["played"] is None else actions.from_json(line["played"])
                assert played == (None if a is None else (seat, a))
                value = {actions.from_json(v["action"])[1]: v["value"] for v in line["values"]}
                best = actions.from_json(line["best"])
                assert best[0] == seat and value[best[1]] == max(value.values())
                if a is not None:
                    assert line["loss"] == round(max(value.values()) - value[a], 4) >= 0
                else:
                    assert line["loss"] == 0
                assert isinstance(line["reason"], str) and line["reason"].endswith(".")
                view = replay.view(seat)
                if view.phase_two and view.unseen().bit_count() == view.opponent_unknown_count:
                    exact_lines += 1
                    for x in legal:
                        child = replay.copy()
                        child.push(x)
                        assert value[x] == value_for(child, seat)
            if a is not None:
                replay.push(a, p)
        assert not lines
    assert exact_lines > 0 or stop is not None


def test_open_decision_is_the_last_line(tmp_path: Path) -> None:
    hand = _hand(5, stop=6)
    seat = hand.to_move
    proc = _run("--seat", str(seat), "--level", "expert", _write(tmp_path, record_of(hand)))
    assert proc.returncode == 0, proc.stderr
    last = json.loads(proc.stdout.splitlines()[-1])
    assert last["played"] is None and last["index"] == 6
    proc = _run("--seat", str(1 - seat), "--level", "expert", _write(tmp_path, record_of(hand)))
    assert all(json.loads(x)["played"] is not None for x in proc.stdout.splitlines())


def test_same_seed_same_lines(tmp_path: Path) -> None:
    path = _write(tmp_path, record_of(_hand(6, stop=8)))
    a = _run("--seat", "0", "--level", "expert", "--seed", "3", path)
    b = _run("--seat", "0", "--level", "expert", "--seed", "3", path)
    assert a.returncode == b.returncode == 0
    assert a.stdout == b.stdout and a.stdout


def _one_error_line(proc: subprocess.CompletedProcess) -> dict:
    assert proc.returncode == 2, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 1, proc.stdout
    out = json.loads(lines[0])
    assert set(out) == {"error", "error_at", "message"} and out["error"] == out["message"]
    assert "Traceback" not in proc.stderr
    return out


@pytest.mark.parametrize("args", [
    ("--seat", "2"), ("--seat", "x"), ("--seat", "-1"), (), ("--seat", "0", "--level", "beginner"),
    ("--seat", "0", "--level", "grandmaster"), ("--seat", "0", "--seed", "seven"),
])
def test_bad_command_line(tmp_path: Path, args: tuple[str, ...]) -> None:
    path = _write(tmp_path, record_of(_hand(7, stop=4)))
    out = _one_error_line(_run(*args, path))
    assert out["error_at"] is None and out["message"].startswith("bad command line")


def test_bad_records(tmp_path: Path) -> None:
    hand = _hand(8, stop=6)
    good = record_of(hand)
    out = _one_error_line(_run("--seat", "0", _write(tmp_path, "{not json")))
    assert out["error_at"] is None and "JSON" in out["message"]
    short = {**good, "deck": good["deck"][:19]}
    out = _one_error_line(_run("--seat", "0", _write(tmp_path, short)))
    assert out["error_at"] is None and "deck" in out["message"]
    out = _one_error_line(_run("--seat", "0", _write(tmp_path, {**good, "rules": "loose"})))
    assert out["error_at"] is None
    # An illegal action: the error names it, and no review line is printed before it.
    bad = json.loads(json.dumps(good))
    bad["actions"][4] = {**bad["actions"][4], "player": 1 - bad["actions"][4]["player"]}
    out = _one_error_line(_run("--seat", "0", _write(tmp_path, bad)))
    assert out["error_at"] == 4 and out["message"].startswith("action 4")
    bad = json.loads(json.dumps(good))
    bad["actions"][3] = {"player": bad["actions"][3]["player"], "type": "dance"}
    out = _one_error_line(_run("--seat", "1", _write(tmp_path, bad)))
    assert out["error_at"] == 3
    out = _one_error_line(_run("--seat", "0", str(tmp_path / "missing.json")))
    assert out["error_at"] is None and "cannot read" in out["message"]
    (tmp_path / "latin1.json").write_bytes(b"\xff\xfe\xfa")
    _one_error_line(_run("--seat", "0", str(tmp_path / "latin1.json")))


def test_honesty_from_outside(tmp_path: Path) -> None:
    """Records that differ only in cards the seat never saw give the same lines."""
    hand = _hand(9, stop=5)
    seat = hand.to_move
    view = hand.view(seat)
    hidden = [i for i, c in enumerate(hand.deck) if view.unseen() >> c & 1]
    rng = random.Random(1)
    for _ in range(50):
        cards = [hand.deck[i] for i in hidden]
        rng.shuffle(cards)
        other = replay_rearranged(hand, hidden, cards)
        if (other is not None and other.view(seat) == view
                and other.hands[1 - seat] != hand.hands[1 - seat]):
            break
    else:
        pytest.fail("no twin found")
    a = _run("--seat", str(seat), "--level", "expert", _write(tmp_path, record_of(hand), "a"))
    b = _run("--seat", str(seat), "--level", "expert", _write(tmp_path, record_of(other), "b"))
    assert a.returncode == b.returncode == 0
    assert a.stdout == b.stdout and a.stdout.count("\n") >= 2

"""``python -m schnapsen_qt.ai decide`` and the arena."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from schnapsen_qt import arena
from schnapsen_qt.engine import Hand, Rules, record_of

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    return subprocess.run([sys.executable, "-m", "schnapsen_qt.ai", *args], cwd=ROOT, env=env,
                          input=stdin, capture_output=True, text=True, timeout=120)


def _unfinished_record(seed: int, moves: int) -> tuple[dict, Hand]:
    hand = Hand.shuffled(Rules.preset("soft"), 0, seed)
    for _ in range(moves):
        plays = [a for a in hand.legal_actions() if a < 20]
        hand.push(plays[-1])
    return record_of(hand), hand


def test_decide_file_and_stdin(tmp_path: Path) -> None:
    rec, hand = _unfinished_record(3, 4)
    path = tmp_path / "rec.json"
    path.write_text(json.dumps(rec, indent=1))
    proc = _run("decide", "--level", "expert", "--seed", "2", "--samples", "4", "--hint",
                str(path))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["player"] == hand.to_move
    assert out["type"] in ("play", "exchange", "close", "meld", "claim")
    assert isinstance(out["hint"], str) and out["hint"]
    rec2, hand2 = _unfinished_record(4, 7)
    lines = json.dumps(rec) + "\n" + json.dumps(rec2) + "\n"
    proc = _run("decide", "--level", "intermediate", stdin=lines)
    assert proc.returncode == 0, proc.stderr
    answers = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [a["player"] for a in answers] == [hand.to_move, hand2.to_move]


def test_decide_bad_input() -> None:
    rec, _ = _unfinished_record(5, 2)
    finished = Hand.shuffled(Rules.preset("soft"), 0, 9)
    while finished.outcome is None:
        finished.push(finished.legal_actions()[0])
    illegal = dict(rec, actions=[{"player": 0, "type": "play", "card": "AS"}] * 2)
    for text in ("{not json", json.dumps(record_of(finished)), json.dumps(illegal), "[1, 2]"):
        proc = _run("decide", "--level", "beginner", stdin=text + "\n")
        assert proc.returncode == 2, text
        assert "Traceback" not in proc.stderr
        assert set(json.loads(proc.stdout)) == {"error"}


def test_arena_smoke_and_jobs_give_the_same_result() -> None:
    one = arena.run("expert", "intermediate", 2, seed=7, samples_a=3)
    assert one["bummerls"] == 2
    assert one["wins"]["a"] + one["wins"]["b"] == 2
    assert 0 <= one["ci95_a"][0] <= one["win_rate_a"] <= one["ci95_a"][1] <= 1
    assert set(one["decision_seconds"]["a"]) >= {"median", "p95"}
    assert one["game_points"]["a"] + one["game_points"]["b"] > 0
    two = arena.run("expert", "intermediate", 2, seed=7, jobs=2, samples_a=3)
    for key in ("wins", "game_points", "hands", "decisions"):
        assert one[key] == two[key]


def test_wilson_interval() -> None:
    low, high = arena.wilson(700, 1000)
    assert 0.67 < low < 0.7 < high < 0.73

"""``python -m schnapsen_qt.engine selfplay`` (checked self-play, records written to a folder)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from schnapsen_qt.engine.record import replay_file
from schnapsen_qt.engine.selfplay import selfplay

from .helpers import PRESET_NAMES, rules, run_engine


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_selfplay_check(preset):
    proc = run_engine("selfplay", "--hands", "200", "--seed", "3", "--check", "--rules", preset)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 1
    summary = json.loads(lines[0])
    assert "hands_per_second" in summary
    assert summary["hands"] == 200 and summary["checked"] is True
    assert summary["rules"] == preset
    assert sum(summary["wins"]) == 200 == sum(summary["reasons"].values())
    assert set(summary["reasons"]) <= {"claim", "false_claim", "closer_failed", "last_trick"}


def test_selfplay_out_writes_records_that_replay(tmp_path: Path):
    out = tmp_path / "records"
    proc = run_engine("selfplay", "--hands", "12", "--seed", "5", "--rules", "sharp",
                      "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    files = sorted(out.glob("*.json"))
    assert len(files) == 12
    for path in files:
        result = replay_file(path)
        assert "winner" in result and "error_at" not in result, (path.name, result)
    proc = run_engine("replay", *map(str, files))
    assert proc.returncode == 0
    assert len(proc.stdout.splitlines()) == 12


def test_selfplay_play_policy_plays_full_hands():
    summary = selfplay(50, 1, rules("tournament"), policy="play", check=True)
    assert set(summary["reasons"]) <= {"claim", "last_trick"}
    assert summary["hands"] == 50


def test_selfplay_is_deterministic_for_a_seed():
    a = selfplay(30, 11, rules("soft"))
    b = selfplay(30, 11, rules("soft"))
    assert (a["wins"], a["reasons"], a["actions"]) == (b["wins"], b["reasons"], b["actions"])


@pytest.mark.parametrize("args", [["--hands", "-1"], ["--rules", "medium"], ["--hands", "x"]])
def test_selfplay_bad_arguments_exit_2(args):
    proc = run_engine("selfplay", *args)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr


def test_fast_shuffle_deals_exactly_what_random_shuffle_deals():
    # Seeded games (saved games, tests, arena seeds) must not change with the speed-up.
    import random

    from schnapsen_qt.engine.hand import shuffled_pack

    for seed in range(3000):
        reference, fast = random.Random(seed), random.Random(seed)
        pack = list(range(20))
        reference.shuffle(pack)
        assert shuffled_pack(fast) == pack
        assert fast.random() == reference.random()  # the same draws were used up

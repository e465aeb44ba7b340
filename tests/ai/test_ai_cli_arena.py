"""``python -m schnapsen_qt.ai decide`` and the arena."""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from ai_helpers import all_rules, random_decision_points, situations, view_pairs

from schnapsen_qt.ai import HINT_TEXTS, arena
from schnapsen_qt.engine import CLAIM, Hand, Rules, record_of
from schnapsen_qt.engine.actions import MELD, from_json
from schnapsen_qt.engine.record import replay_result

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    return subprocess.run([sys.executable, "-m", "schnapsen_qt.ai", *args], cwd=ROOT, env=env,
                          input=stdin, capture_output=True, text=True, timeout=120)


def _unfinished_record(seed: int, moves: int) -> tuple[dict, Hand]:
    hand = Hand.shuffled(Rules.preset("soft"), 0, seed)
    for _ in range(moves):
        plays = [a for a in hand.legal_actions() if a < MELD]
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


def _collect_special_records(per_kind: int = 1) -> list[tuple[str, dict, Hand]]:
    """Records stopping at every kind of situation, for every preset and custom rule set."""
    wanted = ("follow", "follow_phase_two", "after_meld", "after_close", "lead_exhausted",
              "lead", "meld_phase_two", "exchange", "close_possible", "claim_due",
              "claim_false")
    out = []
    for name, rules in all_rules():
        rng = random.Random(f"cli-{name}")
        counts = dict.fromkeys(wanted, 0)
        for hand in random_decision_points(rng, rules, 300):
            kinds = [k for k in situations(hand) if k in counts and counts[k] < per_kind]
            if kinds:
                for k in kinds:
                    counts[k] += 1
                out.append((f"{name}:{'+'.join(sorted(kinds))}", record_of(hand), hand.copy()))
            if all(v >= per_kind for v in counts.values()):
                break
        missing = [k for k, v in counts.items() if v < per_kind]
        # Tournament rules forbid melds in phase two; everything else must come up.
        assert missing in ([], ["meld_phase_two"]), (name, missing)
        assert not missing or not rules.melds_after_talon_gone
    return out


@pytest.mark.parametrize("level", ["beginner", "intermediate", "expert", "master"])
def test_decide_every_situation_rule_set_and_level(level: str) -> None:
    cases = _collect_special_records()
    assert any(isinstance(rec["rules"], dict) for _, rec, _ in cases)  # custom rules too
    lines = "".join(json.dumps(rec) + "\n" for _, rec, _ in cases)
    proc = _run("decide", "--level", level, "--seed", "5", "--samples", "3", "--hint",
                stdin=lines)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stderr == ""
    answers = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(answers) == len(cases)
    for (label, rec, hand), out in zip(cases, answers, strict=True):
        seat = hand.to_move
        assert out["player"] == seat, label
        # The answer is an action in the record format: appended, the record replays.
        extended = dict(rec, actions=[*rec["actions"], {k: out[k] for k in out
                                                        if not k.startswith("hint")}])
        replay = replay_result(json.dumps(extended))
        assert "error_at" not in replay, (label, out, replay)
        player, action = from_json(out)
        assert action in hand.legal_actions(), label
        points = hand.counted_points(seat)
        if CLAIM in hand.legal_actions() and points >= 66:
            assert action == CLAIM, label  # never a forgotten claim
        if action == CLAIM:
            assert points >= 66, label  # never a false claim
        if hand.meld_suit >= 0 and action < MELD:  # (closing or exchanging first is allowed)
            assert action in (hand.meld_suit * 5 + 2, hand.meld_suit * 5 + 3), label
        assert out["hint_code"] in HINT_TEXTS and out["hint"], label
        if out["hint_code"] == "only_move":
            assert len([a for a in hand.legal_actions() if a != CLAIM]) == 1, (label, out)


def _bad_inputs() -> list[tuple[str, int | None]]:
    """(record line, expected error_at) for bad input of every kind."""
    rec, _ = _unfinished_record(5, 2)
    finished = Hand.shuffled(Rules.preset("soft"), 0, 9)
    while finished.outcome is None:
        finished.push(finished.legal_actions()[0])
    illegal = dict(rec, actions=[{"player": 0, "type": "play", "card": "AS"}] * 2)
    wrong_seat = dict(rec, actions=[dict(a, player=1 - a["player"]) for a in rec["actions"]])
    after_end = record_of(finished)
    after_end["actions"].append({"player": 0, "type": "play", "card": "AS"})
    bad_type = dict(rec, actions=[*rec["actions"], {"player": 0, "type": "jump"}])
    return [
        ("{not json", None),
        ("[" * 50000, None),  # nested too deeply for the JSON reader
        (json.dumps(dict(rec, note=0))[:-2] + "1" * 5000 + "}", None),  # number too long
        ("[1, 2]", None),
        ("null", None),
        (json.dumps(record_of(finished)), None),
        (json.dumps(illegal), 0),
        (json.dumps(wrong_seat), 0),
        (json.dumps(after_end), len(after_end["actions"]) - 1),
        (json.dumps(bad_type), len(rec["actions"])),
        (json.dumps(dict(rec, rules="casual")), None),
        (json.dumps(dict(rec, rules={"preset": "soft", "melds": "yes"})), None),
        (json.dumps(dict(rec, rules={"preset": "soft", "meld_requires_trick": "yes"})), None),
        (json.dumps(dict(rec, deck=rec["deck"][:-1])), None),
        (json.dumps(dict(rec, deck=[*rec["deck"][:-1], rec["deck"][0]])), None),
        (json.dumps(dict(rec, dealer=2)), None),
        (json.dumps(dict(rec, format="other/1")), None),
        (json.dumps(dict(rec, actions="none")), None),
    ]


def _assert_error_line(line: str, error_at: int | None = None, label: str = "") -> None:
    obj = json.loads(line)
    assert set(obj) == {"error", "error_at", "message"}, label
    assert isinstance(obj["error"], str) and obj["error"] and "\n" not in obj["error"]
    assert obj["error_at"] == error_at, (label, obj)


def test_decide_bad_input_file_mode(tmp_path: Path) -> None:
    for i, (text, error_at) in enumerate(_bad_inputs()):
        path = tmp_path / f"bad{i}.json"
        path.write_text(text)
        proc = _run("decide", "--level", "beginner", str(path))
        assert proc.returncode == 2, text[:80]
        assert "Traceback" not in proc.stderr, text[:80]
        assert len(proc.stdout.splitlines()) == 1
        _assert_error_line(proc.stdout, error_at, text[:80])
    proc = _run("decide", str(tmp_path / "missing.json"))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    _assert_error_line(proc.stdout)


def test_decide_bad_input_stdin_mode_goes_on() -> None:
    good, hand = _unfinished_record(6, 3)
    bad = _bad_inputs()
    lines = [json.dumps(good)]
    for text, _ in bad:
        lines += [text, json.dumps(good)]
    data = ("\n".join(lines) + "\n").encode() + b"\xff\xfe not utf-8\n" + \
        json.dumps(good).encode() + b"\n"
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    proc = subprocess.run([sys.executable, "-m", "schnapsen_qt.ai", "decide", "--level",
                           "intermediate"], cwd=ROOT, env=env, input=data,
                          capture_output=True, timeout=120)
    assert proc.returncode == 2
    assert b"Traceback" not in proc.stderr
    out = proc.stdout.decode().splitlines()
    assert len(out) == 2 * len(bad) + 3
    first = json.loads(out[0])
    assert first["player"] == hand.to_move
    for i, (text, error_at) in enumerate(bad):
        _assert_error_line(out[1 + 2 * i], error_at, text[:80])
        assert json.loads(out[2 + 2 * i]) == first  # the next record is answered as usual
    _assert_error_line(out[-2])
    assert json.loads(out[-1]) == first


@pytest.mark.parametrize("args", [
    ("--level", "grandmaster"), ("--level", "Expert "), ("--seed", "x"), ("--seed", "1.5"),
    ("--seed", ""), ("--samples", "0"), ("--score", "9,1"), ("--bogus",), (),
])
def test_decide_bad_command_line(args: tuple[str, ...]) -> None:
    rec, _ = _unfinished_record(5, 2)
    cmd = ("decide", *args) if args else ()
    proc = _run(*cmd, stdin=json.dumps(rec) + "\n")
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert len(proc.stdout.splitlines()) == 1
    _assert_error_line(proc.stdout)


def test_decide_same_seed_same_answer_and_view_only() -> None:
    # Two records with the same public history but the hidden cards (opponent's hand, talon
    # order) dealt differently: every level answers both alike, twice.
    rng = random.Random("cli-fair")
    pairs = []
    for _name, rules in all_rules():
        pairs += [(record_of(hand), record_of(other)) for hand, other in view_pairs(
            rng, rules, 3, lambda hand: rng.random() < 0.15 and hand.deck is not None)]
    assert len(pairs) >= 10
    lines = "".join(json.dumps(a) + "\n" + json.dumps(b) + "\n" for a, b in pairs)
    for level in ("beginner", "expert"):
        first = _run("decide", "--level", level, "--seed", "11", "--samples", "4", "--hint",
                     stdin=lines)
        again = _run("decide", "--level", level, "--seed", "11", "--samples", "4", "--hint",
                     stdin=lines)
        assert first.returncode == 0 and first.stdout == again.stdout
        out = first.stdout.splitlines()
        assert len(out) == 2 * len(pairs)
        assert out[0::2] == out[1::2]


def test_decide_full_budget_is_deterministic() -> None:
    # No --samples: the level's own budget; the same seed gives the same answer (without the
    # time cap, which would make the answer depend on how busy the machine is).
    lines = "".join(json.dumps(_unfinished_record(seed, moves)[0]) + "\n"
                    for seed, moves in ((21, 0), (22, 3), (23, 9)))
    args = ("decide", "--level", "master", "--seed", "3", "--hint", "--no-time-cap")
    first = _run(*args, stdin=lines)
    again = _run(*args, stdin=lines)
    assert first.returncode == 0, first.stdout + first.stderr
    assert first.stdout == again.stdout
    assert len(first.stdout.splitlines()) == 3


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


_play_bummerl = arena.play_bummerl


def _bummerl_that_kills_its_worker(task):
    """Bummerl 3 ends its worker process as the system would kill it (out of memory)."""
    if task[3] == 3:
        os._exit(9)
    return _play_bummerl(task)


def test_an_arena_worker_killed_mid_run_is_a_clear_error_and_the_log_resumes(
        tmp_path: Path, capsys, monkeypatch) -> None:
    log = tmp_path / "run.jsonl"
    args = ["--a", "beginner", "--b", "beginner", "--bummerls", "6", "--seed", "4",
            "--jobs", "2", "--log", str(log)]
    monkeypatch.setattr(arena, "play_bummerl", _bummerl_that_kills_its_worker)
    with pytest.raises(SystemExit) as stopped:
        arena.main(args)
    assert stopped.value.code == 1
    err = capsys.readouterr().err
    assert "a worker process stopped while playing a Bummerl (exit code 9)" in err
    assert "resumes the run" in err
    assert "Traceback" not in err
    # In order, up to the lost Bummerl at most (those after it are not waited for).
    kept = [json.loads(line)["index"] for line in log.read_text().splitlines()]
    assert kept == list(range(len(kept))) and len(kept) <= 3
    monkeypatch.undo()
    assert arena.main(args) == 0
    assert json.loads(capsys.readouterr().out)["bummerls"] == 6


def test_wilson_interval() -> None:
    low, high = arena.wilson(700, 1000)
    assert 0.67 < low < 0.7 < high < 0.73


def test_arena_log_keeps_each_bummerl_and_summarises_to_the_same_figures(
        tmp_path: Path, capsys) -> None:
    log = tmp_path / "run.jsonl"
    result = arena.run("intermediate", "beginner", 3, seed=5, log=str(log))
    assert len(log.read_text(encoding="utf-8").splitlines()) == 3
    assert arena.main(["--summarise", str(log)]) == 0
    summary = json.loads(capsys.readouterr().out)
    for key in ("wins", "win_rate_a", "ci95_a", "game_points", "hands", "decisions"):
        assert summary[key] == result[key]


def test_arena_resumes_from_its_log_without_playing_a_bummerl_twice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    whole = arena.run("intermediate", "beginner", 4, seed=9)
    log = tmp_path / "run.jsonl"
    arena.run("intermediate", "beginner", 2, seed=9, log=str(log))
    # A line of another run and a line cut off by a crash are left alone.
    with log.open("a", encoding="utf-8") as f:
        f.write(json.dumps({"a": "beginner", "b": "beginner", "seed": 9, "rules": "soft",
                            "index": 3, "winner": "a"}) + "\n")
        f.write('{"a": "intermediate", "b": "beg')
        f.write("\n")
    played: list[int] = []
    real = arena.play_bummerl

    def counting(task: tuple) -> dict:
        played.append(task[3])
        return real(task)

    monkeypatch.setattr(arena, "play_bummerl", counting)
    resumed = arena.run("intermediate", "beginner", 4, seed=9, log=str(log))
    assert played == [2, 3]
    for key in ("wins", "win_rate_a", "game_points", "hands", "decisions"):
        assert resumed[key] == whole[key]


def test_arena_summarise_refuses_an_empty_log(tmp_path: Path) -> None:
    log = tmp_path / "empty.jsonl"
    log.write_text("", encoding="utf-8")
    with pytest.raises(SystemExit):
        arena.main(["--summarise", str(log)])


def test_arena_summarise_reads_past_a_cut_off_line_and_keeps_runs_apart(
        tmp_path: Path, capsys) -> None:
    """A machine that stops mid-write leaves a cut-off last line, and a log can hold several
    runs: the summary is the first run's alone, and says what it left out."""
    log = tmp_path / "run.jsonl"
    result = arena.run("intermediate", "beginner", 2, seed=5, log=str(log))
    arena.run("beginner", "beginner", 1, seed=5, log=str(log))
    with log.open("a", encoding="utf-8") as f:
        f.write('{"a": "intermediate", "b": "beg')
    assert arena.main(["--summarise", str(log)]) == 0
    summary = json.loads(capsys.readouterr().out)
    for key in ("wins", "win_rate_a", "game_points", "hands", "decisions"):
        assert summary[key] == result[key]
    assert summary["skipped_lines"] == 1
    assert summary["other_runs"] == [{"a": "beginner", "b": "beginner", "seed": 5,
                                      "rules": "soft", "paired": False, "bummerls": 1}]


def test_a_paired_arena_deals_both_bummerls_of_a_pair_the_same_packs() -> None:
    """Intermediate plays by rules of thumb alone, the same cards the same way: with the same
    packs and A in the other seat, the second Bummerl of a pair is the first one mirrored."""
    paired = arena.run("intermediate", "intermediate", 6, seed=3, paired=True)
    plain = arena.run("intermediate", "intermediate", 6, seed=3)
    results = []
    for task in [("intermediate", "intermediate", 3, i, "soft", None, None, True)
                 for i in range(6)]:
        results.append(arena.play_bummerl(task))
    for first, second in zip(results[::2], results[1::2], strict=True):
        assert first["winner"] != second["winner"]
        assert first["game_points"] == {"a": second["game_points"]["b"],
                                        "b": second["game_points"]["a"]}
        assert first["hands"] == second["hands"]
    # Each pair is then won once by A: its paired win rate is exactly one half.
    assert paired["paired"] and paired["pairs"] == 3
    assert paired["paired_win_rate_a"] == 0.5
    assert paired["paired_ci95_a"] == [0.5, 0.5]
    assert "pairs" not in plain
    # A plain run deals every Bummerl its own packs: not all of its pairs mirror each other.
    plain_results = [arena.play_bummerl(("intermediate", "intermediate", 3, i, "soft",
                                         None, None, False)) for i in range(6)]
    assert any(a["game_points"] != {"a": b["game_points"]["b"], "b": b["game_points"]["a"]}
               for a, b in zip(plain_results[::2], plain_results[1::2], strict=True))


def test_a_paired_run_resumes_only_from_a_paired_log(tmp_path: Path) -> None:
    log = tmp_path / "run.jsonl"
    arena.run("intermediate", "beginner", 2, seed=4, log=str(log))
    paired = arena.run("intermediate", "beginner", 2, seed=4, log=str(log), paired=True)
    assert paired["bummerls"] == 2
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [line.get("paired", False) for line in lines] == [False, False, True, True]
    again = arena.run("intermediate", "beginner", 2, seed=4, log=str(log), paired=True)
    assert len(log.read_text(encoding="utf-8").splitlines()) == 4  # nothing played again
    assert again["wins"] == paired["wins"]


def test_each_bummerl_lists_its_hands_with_the_score_before_each() -> None:
    """A Bummerl's result lists its hands: the score before each (both sides need 7 at
    first, then what the hands before left), who won how many game points, and who closed
    after how many tricks; the hands add up to the Bummerl."""
    closes = 0
    for index in range(20):
        result = arena.play_bummerl(("intermediate", "beginner", 5, index, "soft", None, None,
                                     False))
        rows = result["hand_results"]
        assert len(rows) == result["hands"]
        to_go = {"a": 7, "b": 7}
        for row in rows:
            assert row["to_go"] == to_go
            assert row["dealer"] in ("a", "b")
            assert row["winner"] in ("a", "b") and 1 <= row["game_points"] <= 3
            to_go = {**to_go, row["winner"]: max(0, to_go[row["winner"]] - row["game_points"])}
            if row["closed"] is not None:
                closes += 1
                assert row["closed"] in ("a", "b") and 0 <= row["close_trick"] <= 4
            else:
                assert row["close_trick"] is None
        assert to_go[result["winner"]] == 0 and min(to_go.values()) == 0
        assert {side: sum(r["game_points"] for r in rows if r["winner"] == side)
                for side in ("a", "b")} == result["game_points"]
        # The dealer alternates from hand to hand.
        assert all(x["dealer"] != y["dealer"] for x, y in itertools.pairwise(rows))
    assert closes > 0

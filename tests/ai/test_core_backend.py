"""Which search is in use: the compiled core where it is built, the Python search otherwise
(or with ``SCHNAPSEN_PURE_PYTHON=1``), and the game plays on either."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from schnapsen_qt.ai import core

ROOT = Path(__file__).resolve().parents[2]

PLAY_A_HAND = textwrap.dedent("""
    from schnapsen_qt.ai import core, create_player
    from schnapsen_qt.engine import SOFT, Hand
    hand = Hand.shuffled(SOFT, 0, 7)
    # Master's search without its nested playouts (which need the core): the same on both.
    players = [create_player("expert", seed=1, samples=6),
               create_player("master-ruled", seed=2, samples=6)]
    while hand.outcome is None:
        seat = hand.to_move
        hand.push(players[seat].choose(hand.view(seat)))
    print(core.BACKEND, core.search_name(), sep="|")
    print(hand.history, hand.outcome)
""")


def _run(env_extra: dict[str, str]) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, **env_extra)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    return subprocess.run([sys.executable, "-c", PLAY_A_HAND], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_the_levels_play_a_hand_on_the_python_search() -> None:
    proc = _run({core.PURE_PYTHON_ENV: "1"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0] == "python|Python"


@pytest.mark.skipif(not core.available(), reason="the compiled core is not built")
def test_the_levels_play_the_same_hand_on_the_compiled_core() -> None:
    compiled = _run({core.PURE_PYTHON_ENV: "0"})
    python = _run({core.PURE_PYTHON_ENV: "1"})
    assert compiled.returncode == 0, compiled.stderr
    assert compiled.stdout.splitlines()[0] == "compiled|compiled core"
    # Same decisions, so the same hand.
    assert compiled.stdout.splitlines()[1] == python.stdout.splitlines()[1]


def test_use_backend_switches_and_refuses_unknown_names() -> None:
    before = core.BACKEND
    try:
        core.use_backend("python")
        assert not core.available() and core.search_name() == "Python"
        with pytest.raises(core.CoreUnavailable):
            core.new_table()
        with pytest.raises(ValueError):
            core.use_backend("fortran")
    finally:
        core.use_backend(before)

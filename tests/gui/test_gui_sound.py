"""Optional sounds: off by default, the four sounds when on, valid WAV data, no Qt multimedia."""

from __future__ import annotations

import io
import sys
import wave

from gui_helpers import wait_human

from schnapsen_qt.gui.table.sound import SOUNDS, SoundPlayer, synthesize
from schnapsen_qt.userfiles.settings import Settings


def test_sounds_are_short_valid_wav_files():
    for name in SOUNDS:
        data = synthesize(name)
        with wave.open(io.BytesIO(data)) as w:
            seconds = w.getnframes() / w.getframerate()
        assert 0.02 < seconds <= 0.7
        assert synthesize(name) == data  # the same file every time


def test_off_by_default_and_no_multimedia_module():
    assert not Settings().sound
    played = []
    player = SoundPlayer(False, command=played.append)
    assert not player.play("play") and not played
    assert "PySide6.QtMultimedia" not in sys.modules


def test_a_hand_with_sound_on_plays_each_sound(qtbot, make_window, tmp_path):
    w = make_window(sound=True)
    played = []
    w.sound = SoundPlayer(True, folder=tmp_path, command=lambda p: played.append(p.stem))
    w.controller.new_game(seed=5)
    wait_human(qtbot, w)
    for _ in range(3):
        w.controller.act(next(a for a in w.controller.legal() if a < 20))
        wait_human(qtbot, w)
    assert {"shuffle", "play", "trick", "deal"} <= set(played)
    assert all((tmp_path / f"{name}.wav").is_file() for name in set(played))
    w.apply_settings(Settings(sound=False))
    count = len(played)
    w.controller.new_game(seed=6)
    assert len(played) == count

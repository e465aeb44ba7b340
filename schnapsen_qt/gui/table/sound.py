"""Optional card sounds (deal, play, trick, shuffle), off unless the player turns them on.

Qt's own sound classes live in the PySide6-Addons wheel (59 MB download, about 24 MB more in
a bundle, about 0.2 s more at start-up: docs/PACKAGING.md). A card game needs four short
clicks, so this module does without it: the sounds are synthesized here (a few kB of WAV,
written once to the user's cache folder) and played by the platform's own player in the
background: ``winsound`` on Windows, ``afplay`` on macOS, ``pw-play``/``paplay``/``aplay`` on
Linux. Where none is found the game stays silent and says so once (:attr:`available`).
"""

from __future__ import annotations

import io
import math
import random
import shutil
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

SOUNDS = ("deal", "play", "trick", "shuffle")
RATE = 22050
LINUX_PLAYERS = (("pw-play", ()), ("paplay", ()), ("aplay", ("-q",)))


def _burst(rng: random.Random, length: float, decay: float, volume: float,
           tone: float = 0.0) -> list[float]:
    """A click: decaying noise, smoothed (a card's snap), with an optional low tone."""
    n = int(RATE * length)
    out, last = [], 0.0
    for i in range(n):
        last = 0.55 * last + 0.45 * (rng.random() * 2 - 1)
        env = math.exp(-i / (RATE * decay))
        value = last + (0.6 * math.sin(2 * math.pi * tone * i / RATE) if tone else 0.0)
        out.append(volume * env * value)
    return out


def _mix(parts: list[tuple[float, list[float]]], length: float) -> list[float]:
    out = [0.0] * int(RATE * length)
    for start, samples in parts:
        offset = int(RATE * start)
        for i, s in enumerate(samples[: max(0, len(out) - offset)]):
            out[offset + i] += s
    return out


def synthesize(name: str) -> bytes:
    """The WAV file (mono, 16 bit) of sound ``name``; the same bytes every time."""
    rng = random.Random(SOUNDS.index(name) + 1)
    if name == "play":
        samples = _burst(rng, 0.06, 0.008, 0.7)
    elif name == "deal":
        samples = _burst(rng, 0.05, 0.006, 0.45)
    elif name == "trick":
        samples = _mix([(0.0, _burst(rng, 0.05, 0.008, 0.5)),
                        (0.05, _burst(rng, 0.1, 0.02, 0.35, tone=110.0))], 0.16)
    elif name == "shuffle":
        samples = _mix([(0.012 * k + 0.004 * rng.random(), _burst(rng, 0.02, 0.003, 0.25))
                        for k in range(45)], 0.6)
    else:
        raise ValueError(f"unknown sound {name!r}")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, int(s * 32767))))
                               for s in samples))
    return buffer.getvalue()


def default_command() -> Callable[[Path], None] | None:
    """How this platform plays a WAV file in the background, or None (silent)."""
    if sys.platform == "win32":
        import winsound

        def play_windows(path: Path) -> None:
            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC
                               | winsound.SND_NODEFAULT)

        return play_windows
    players = (("afplay", ()),) if sys.platform == "darwin" else LINUX_PLAYERS
    for program, args in players:
        found = shutil.which(program)
        if found:
            def play_with(path: Path, found: str = found, args: tuple = args) -> None:
                from ...qt import QProcess

                QProcess.startDetached(found, [*args, str(path)])

            return play_with
    return None


class SoundPlayer:
    """Plays the four sounds when ``enabled``; ``command`` plays a file (tests pass a fake)."""

    def __init__(self, enabled: bool = False, folder: Path | None = None,
                 command: Callable[[Path], None] | None = None) -> None:
        self.enabled = enabled
        self._folder = folder
        self._command = command
        self._looked_up = command is not None
        self._files: dict[str, Path] = {}

    @property
    def available(self) -> bool:
        """A way to play sounds exists on this machine."""
        return self._player() is not None

    def _player(self) -> Callable[[Path], None] | None:
        if not self._looked_up:
            self._command = default_command()
            self._looked_up = True
        return self._command

    def file(self, name: str) -> Path:
        """The WAV file of ``name`` (written on first use)."""
        path = self._files.get(name)
        if path is None:
            folder = self._folder or _cache_folder()
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"{name}.wav"
            data = synthesize(name)
            if not path.is_file() or path.read_bytes() != data:
                path.write_bytes(data)
            self._files[name] = path
        return path

    def play(self, name: str) -> bool:
        """Play ``name`` if sounds are on and playable; True when a sound was started."""
        if not self.enabled:
            return False
        player = self._player()
        if player is None:
            return False
        try:
            player(self.file(name))
        except OSError:
            return False  # a full disk or a vanished player: stay silent, never stop the game
        return True


def _cache_folder() -> Path:
    from ...userfiles.folders import cache_dir

    return cache_dir() / "sounds"

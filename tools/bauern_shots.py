"""Screenshots of the four-seat Bauernschnapsen table in the main window, for the README.

    xvfb-run -s "-screen 0 1366x768x24" python tools/bauern_shots.py [--out docs/images]
    QT_SCALE_FACTOR=2 xvfb-run -s "-screen 0 1366x768x24" python tools/bauern_shots.py --scale2

The auction at 1366x768 in English (French cards) with each call in its bubble and the
numbered choices, the play at 800x600 in German (German cards) with the contract and who plays
it; with ``--scale2`` (run with QT_SCALE_FACTOR=2) the auction on a 1366x768 screen at scale 2.
The real computer players at Intermediate level, fixed seeds, your choices the first offered.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from shot_kit import ROOT, Shots


def _until(shots: Shots, condition, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not condition() and time.monotonic() < end:
        shots.app.processEvents()
        time.sleep(0.005)


def table(shots: Shots, size: tuple[int, int], seed: int, deck: str, language: str,
          cards_played: int):
    """A main window at the four-seat table, at your first call (``cards_played`` 0) or after
    that many of your cards."""
    from schnapsen_qt.engine.bauernschnapsen.deal import PH_PLAY

    w = shots.window(size, seed, deck=deck, language=language)
    w.bauern.pauses = {"ai_pause_ms": 0, "trick_pause_ms": 0}
    w.bauern.seed = seed
    w.bauern.show_table()
    w.resize(*size)  # again: before it was shown, its minimum was the unfitted one
    game, page = w.bauern.game, w.bauern.page

    def turn() -> bool:
        return game.your_turn() or game.deal.outcome is not None

    _until(shots, turn)
    played = 0
    while game.deal.outcome is None:
        if game.deal.phase != PH_PLAY:
            if cards_played == 0:
                break
            page.choices[0].click()
        elif played == cards_played:
            break
        else:
            page.table.card_clicked.emit(min(page.table.playable))
            played += 1
        _until(shots, turn)
    shots.pump(0.3)
    return w


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "images"))
    ap.add_argument("--scale2", action="store_true", help="only the picture at scale 2")
    args = ap.parse_args(argv)
    shots = Shots(Path(args.out))
    if args.scale2:
        plan = [("en", "french", (683, 384), 5, 0, "bauern-auction-en-1366x768-scale2")]
    else:
        plan = [("en", "french", (1366, 768), 5, 0, "bauern-auction-en-1366x768"),
                ("de", "german", (800, 600), 7, 2, "bauern-play-de-800x600")]
    for language, deck, size, seed, cards, name in plan:
        shots.language(language)
        w = table(shots, size, seed, deck, language, cards)
        shots.save(w, name)
        w.bauern.shutdown()
        shots.close(w)
    return 0


if __name__ == "__main__":
    sys.exit(main())

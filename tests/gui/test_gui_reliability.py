"""The window and the player's files under stress (issue 16, points 3 and 6): the running hand
is on disk after every deal and action, a failing disk gives one warning per kind of failure
until it recovers, and a failed save at quit is reported before the window closes."""

from __future__ import annotations

import errno
from dataclasses import replace

import pytest
from gui_helpers import first_legal_factory, wait_human
from storage_helpers import worded

from schnapsen_qt.userfiles import storage
from schnapsen_qt.userfiles.savegame import decode_game
from schnapsen_qt.userfiles.settings import Settings


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture
def window(qtbot, home):
    from schnapsen_qt.gui.window.main_window import MainWindow

    w = MainWindow(replace(Settings(), animation_speed="instant", welcome_shown=True),
                   persist=True, seed=21)
    w.controller.ai.set_player_factory(first_legal_factory())
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.shutdown()


def _on_disk():
    data, warning = worded(storage.load_saved_game())
    assert warning is None and data is not None
    return decode_game(data)


def test_every_deal_and_action_is_on_disk_at_once(qtbot, window):
    """Whenever the process could be killed, the file on disk is the position on the table:
    the same pack, the same actions, the same score. So a kill never loses or re-deals a hand."""
    w = window
    checked = []

    def check() -> None:
        c = w.controller
        match, hand, _meta = _on_disk()
        assert match.to_json() == c.match.to_json()
        if c.hand is not None and c.hand.outcome is None:
            assert hand is not None
            assert list(hand.deck) == list(c.hand.deck) and hand.history == c.hand.history
        else:
            assert hand is None  # between hands: the scored match
        checked.append(len(c.hand.history) if c.hand is not None else -1)

    # Connected after the window's own save, so it runs right after it.
    w.controller.actionApplied.connect(check)
    w.controller.handStarted.connect(lambda _v: check())
    w.start()
    for _ in range(30):  # a whole hand and into the next
        wait_human(qtbot, w)
        if w.scene.summary is not None:
            w.controller.next_hand()
            w.scene.summary = None
            continue
        w.scene.submit([a for a in w.controller.legal() if a < 20][0])
    assert len(checked) > 30 and checked.count(0) >= 2, "two deals and many actions checked"


def test_a_resumed_hand_is_the_same_hand(qtbot, window, home):
    """Kill (here: drop the window without closing it) mid-hand, start again: same pack."""
    from schnapsen_qt.gui.window.main_window import MainWindow

    w = window
    w.start()
    wait_human(qtbot, w)
    w.scene.submit([a for a in w.controller.legal() if a < 20][0])
    wait_human(qtbot, w)
    deck, history = list(w.controller.hand.deck), list(w.controller.hand.history)
    w.controller.shutdown()  # no closeEvent: nothing is saved at quit

    w2 = MainWindow(replace(Settings(), animation_speed="instant", welcome_shown=True),
                    persist=True, seed=99)
    w2.controller.ai.set_player_factory(first_legal_factory())
    qtbot.addWidget(w2)
    w2.show()
    w2.start()
    try:
        wait_human(qtbot, w2)
        assert list(w2.controller.hand.deck) == deck
        assert w2.controller.hand.history[:len(history)] == history
    finally:
        w2.controller.shutdown()


def _failing_writes(monkeypatch, code: int) -> None:
    def refuse(path, data):
        raise OSError(code, errno.errorcode[code] + " (test)", str(path))

    monkeypatch.setattr(storage, "write_json_atomic", refuse)


def _warning_texts(w) -> list[str]:
    from schnapsen_qt.qt import QMessageBox

    return [box.text() for box in w.findChildren(QMessageBox, "storageWarning")
            if box.isVisible()]


def _play(qtbot, w, moves: int) -> None:
    for _ in range(moves):
        wait_human(qtbot, w)
        if w.scene.summary is not None:
            w.controller.next_hand()
            w.scene.summary = None
            continue
        w.scene.submit([a for a in w.controller.legal() if a < 20][0])


def test_a_full_disk_gives_one_warning_until_it_recovers(qtbot, window, monkeypatch):
    w = window
    w.start()
    _play(qtbot, w, 2)
    with monkeypatch.context() as m:
        _failing_writes(m, errno.ENOSPC)
        _play(qtbot, w, 14)  # more than a hand: game and statistics writes fail
        qtbot.waitUntil(lambda: bool(_warning_texts(w)))
        (text,) = _warning_texts(w)
        assert text.count("ENOSPC") == 1, text
    _play(qtbot, w, 1)  # the disk works again: the next save succeeds
    assert not w.files.failing
    with monkeypatch.context() as m:
        _failing_writes(m, errno.ENOSPC)
        _play(qtbot, w, 3)
        (text,) = _warning_texts(w)  # still one box, the new failure added to it
        assert text.count("ENOSPC") == 2
        _failing_writes(m, errno.EROFS)  # another kind of failure: its own warning
        _play(qtbot, w, 3)
        (text,) = _warning_texts(w)
        assert text.count("ENOSPC") == 2 and text.count("EROFS") == 1


def test_a_failed_save_at_quit_is_reported_before_the_window_closes(qtbot, window,
                                                                      monkeypatch):
    w = window
    w.start()
    _play(qtbot, w, 2)
    reported = []
    w.report_quit_failure = lambda text: reported.append((text, w.isVisible()))
    _failing_writes(monkeypatch, errno.EROFS)
    w.close()
    assert len(reported) == 1
    text, visible = reported[0]
    assert "EROFS" in text and visible, "reported while the window is still there"


def test_a_save_at_quit_that_works_reports_nothing(qtbot, window):
    w = window
    w.start()
    _play(qtbot, w, 2)
    reported = []
    w.report_quit_failure = reported.append
    w.close()
    assert reported == []
    assert _on_disk()[1].history == w.controller.hand.history


def test_one_copy_per_folder_and_a_plain_message_without_qtnetwork(qapp, tmp_path, monkeypatch,
                                                                    capsys):
    """The lock is held per data folder; where QtNetwork is missing (packaged builds) the
    second copy says plainly that the game runs, with the running copy's process id."""
    import os

    from schnapsen_qt import app
    from schnapsen_qt.gui.window import single_instance as si

    monkeypatch.setattr(si, "local_socket_classes", lambda: None)
    first = si.SingleInstance(tmp_path / "data")
    assert first.acquire()
    second = si.SingleInstance(tmp_path / "data")
    assert not second.acquire()
    assert second.owner_pid == os.getpid()
    assert app.already_running(second) == 1
    err = capsys.readouterr().err
    assert "already running" in err and str(os.getpid()) in err
    assert si.SingleInstance(tmp_path / "other").acquire(), "another folder, another lock"
    first.release()
    assert si.SingleInstance(tmp_path / "data").acquire(), "free again after release"


def test_quitting_closes_an_open_warning_box(qtbot, window):
    """The warning box is a window of its own: left open after Quit it would keep the program
    running with no game window (and a SIGTERM would not end it)."""
    w = window
    w.start()
    w.files.report("The statistics file could not be used: test.")
    qtbot.waitUntil(lambda: bool(_warning_texts(w)))
    w.close()
    assert not _warning_texts(w)

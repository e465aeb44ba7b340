"""The main window on the player's screen: the first window fits the screen, so does its
minimum size on a small one (and after a change of the screen's free space), every change of
size, place and state is remembered at once, F11 returns to the state before full screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from gui_helpers import first_legal_factory

from schnapsen_qt.gui.dialogs import fit
from schnapsen_qt.gui.window.window_state import GEOMETRY_KEY, first_geometry
from schnapsen_qt.qt import QRect, QSettings, QSize
from schnapsen_qt.userfiles import storage
from schnapsen_qt.userfiles.settings import Settings


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("available", [QRect(0, 0, 800, 570), QRect(0, 0, 1366, 740),
                                       QRect(0, 0, 960, 510), QRect(0, 0, 1280, 1000)])
def test_first_window_on_a_small_screen_is_maximized(available):
    rect, maximized = first_geometry(available)
    assert maximized
    assert available.contains(rect)


def test_first_window_on_a_large_screen_is_centred_and_inside_it():
    available = QRect(0, 30, 1920, 1050)
    rect, maximized = first_geometry(available)
    assert not maximized
    assert available.contains(rect)
    assert rect.width() >= 1200 and rect.height() >= 800
    assert abs(rect.center().x() - available.center().x()) <= 1


def _window(qtbot, persist: bool):
    from schnapsen_qt.gui.window.main_window import MainWindow

    w = MainWindow(replace(Settings(), animation_speed="instant", welcome_shown=True),
                   persist=persist, seed=3)
    w.controller.ai.set_player_factory(first_legal_factory())
    qtbot.addWidget(w)
    return w


def test_a_first_start_fits_the_available_screen(qtbot, home):
    w = _window(qtbot, persist=True)
    w.show()
    qtbot.waitExposed(w)
    available = w.screen().availableGeometry()
    # The offscreen screen is 800x600: a small screen, so the window is maximized.
    assert w.isMaximized()
    assert w.width() <= available.width() and w.height() <= available.height()
    w.controller.shutdown()


def test_full_screen_returns_to_maximized(qtbot):
    w = _window(qtbot, persist=False)
    w.showMaximized()
    qtbot.waitUntil(w.isMaximized)
    w.toggle_fullscreen()
    qtbot.waitUntil(w.isFullScreen)
    w.toggle_fullscreen()
    qtbot.waitUntil(lambda: not w.isFullScreen())
    assert w.isMaximized()
    w.controller.shutdown()


def test_full_screen_returns_to_the_normal_size(qtbot):
    w = _window(qtbot, persist=False)
    w.show()
    w.resize(700, 500)
    qtbot.waitUntil(lambda: w.width() == 700)
    w.toggle_fullscreen()
    qtbot.waitUntil(w.isFullScreen)
    w.toggle_fullscreen()
    qtbot.waitUntil(lambda: not w.isFullScreen())
    assert not w.isMaximized()
    assert (w.width(), w.height()) == (700, 500)
    w.controller.shutdown()


def test_a_resize_is_remembered_without_closing_the_window(qtbot, home):
    w = _window(qtbot, persist=True)
    w.show()
    qtbot.waitExposed(w)
    w.showNormal()
    w.setGeometry(40, 50, 700, 520)
    store = QSettings(str(storage.config_dir() / "window.ini"), QSettings.Format.IniFormat)
    before = store.value(GEOMETRY_KEY)

    def written() -> bool:
        store.sync()
        return store.value(GEOMETRY_KEY) not in (None, before)

    qtbot.waitUntil(written, timeout=3000)
    # A crash now would keep it: a fresh window comes back at that size, not maximized.
    w2 = _window(qtbot, persist=True)
    assert not w2.isMaximized()
    assert (w2.width(), w2.height()) == (700, 520)
    w.controller.shutdown()
    w2.controller.shutdown()


def test_full_screen_at_quit_comes_back_and_f11_returns_to_maximized(qtbot, home):
    w = _window(qtbot, persist=True)
    w.show()
    qtbot.waitUntil(w.isMaximized)
    w.toggle_fullscreen()
    qtbot.waitUntil(w.isFullScreen)
    w.close()
    w2 = _window(qtbot, persist=True)
    w2.show()
    qtbot.waitUntil(w2.isFullScreen)
    w2.toggle_fullscreen()
    qtbot.waitUntil(lambda: not w2.isFullScreen())
    assert w2.isMaximized()
    w2.controller.shutdown()


# The free space of a 1366x768 laptop at QT_SCALE_FACTOR=2 under a panel, of 800x600 under a
# panel, and of a 1024x600 netbook at QT_SCALE_FACTOR=1.5.
SMALL_SPACES = [QRect(0, 0, 683, 360), QRect(0, 0, 800, 570), QRect(0, 0, 682, 376)]


def _fits(w, space: QRect) -> bool:
    """The window's minimum and its size, with room for a frame, lie inside ``space``."""
    frame = fit.FRAME_ALLOWANCE
    need = w.minimumSizeHint().expandedTo(w.minimumSize())
    return (need.width() + frame.width() <= space.width()
            and need.height() + frame.height() <= space.height())


@pytest.mark.parametrize("space", SMALL_SPACES, ids=["laptop-scale2", "800x600", "netbook"])
def test_the_window_fits_a_small_screen(qtbot, monkeypatch, space):
    monkeypatch.setattr(fit, "available_space", lambda _widget: QRect(space))
    w = _window(qtbot, persist=False)
    w.show()
    qtbot.waitExposed(w)
    assert _fits(w, space), (w.minimumSizeHint(), w.minimumSize())
    # As small as the screen leaves it, the window shows the whole table.
    size = space.size() - fit.FRAME_ALLOWANCE
    w.resize(size)
    qtbot.waitUntil(lambda: w.size() == size)
    viewport = w.view.viewport().size()
    table = w.scene.sceneRect()
    assert (table.width(), table.height()) == (viewport.width(), viewport.height())
    w.controller.shutdown()


def test_the_table_keeps_its_minimum_where_the_screen_has_room(qtbot, monkeypatch):
    monkeypatch.setattr(fit, "available_space", lambda _widget: QRect(0, 30, 1920, 1050))
    w = _window(qtbot, persist=False)
    w.show()
    qtbot.waitExposed(w)
    assert w.view.minimumSize() == QSize(640, 420)
    w.controller.shutdown()


# How the room a window has can change under it: it is dragged to another screen, or its own
# screen's free space changes (a panel added, another resolution).
ROOM_CHANGES = {
    "another screen": lambda w, space: w.windowHandle().screenChanged.emit(w.screen()),
    "free space of its screen": lambda w, space: w.screen().availableGeometryChanged.emit(
        QRect(space)),
}


@pytest.mark.parametrize("change", ROOM_CHANGES)
def test_the_minimum_follows_the_room_of_its_screen(qtbot, monkeypatch, change):
    """Less room on the screen (another, smaller one, or the same one with a panel added):
    the minimum shrinks at once, so that the window still fits."""
    w = _window(qtbot, persist=False)
    w.show()
    qtbot.waitExposed(w)
    assert w.view.minimumSize() == QSize(640, 420)
    space = SMALL_SPACES[0]
    monkeypatch.setattr(fit, "available_space", lambda _widget: QRect(space))
    ROOM_CHANGES[change](w, space)
    assert w.view.minimumSize().height() < 420
    qtbot.waitUntil(lambda: _fits(w, space))  # once the window's layout takes it up
    w.controller.shutdown()


# Run with two screens side by side (the offscreen platform reads them from a file): the
# window moves from the left one to the right one, then the free space of each shrinks in
# turn. Prints the table's minimum after each change.
TWO_SCREENS = """
import json
from dataclasses import replace

from schnapsen_qt.qt import QApplication, QRect
app = QApplication([])
from schnapsen_qt.gui.dialogs import fit
from schnapsen_qt.gui.window.main_window import MainWindow
from schnapsen_qt.userfiles.settings import Settings

left, right = app.screens()
w = MainWindow(replace(Settings(), animation_speed="instant"), persist=False, seed=3)
w.show()
app.processEvents()
out = {"start": w.screen().name()}
w.move(right.geometry().x() + 200, 100)
app.processEvents()
out["moved"] = w.screen().name()
small = QRect(0, 0, 683, 360)
fit.available_space = lambda _widget: QRect(small)
left.availableGeometryChanged.emit(QRect(small))  # the screen it left
out["after left"] = w.view.minimumSize().toTuple()
right.availableGeometryChanged.emit(QRect(small))  # the screen it is on
out["after right"] = w.view.minimumSize().toTuple()
w.controller.shutdown()
print(json.dumps(out))
"""


def test_the_minimum_follows_only_the_screen_the_window_is_on(tmp_path):
    """After a move to another screen, a change of the free space of the screen the window
    left no longer touches its minimum (no connection to it remains); one of the screen it
    is on does."""
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"screens": [
        {"name": "left", "x": 0, "y": 0, "width": 1920, "height": 1080},
        {"name": "right", "x": 1920, "y": 0, "width": 1920, "height": 1080}]}))
    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               PYTHONPATH=os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p))
    env[storage.HOME_ENV] = str(tmp_path / "home")
    run = subprocess.run([sys.executable, "-c", TWO_SCREENS], env=env, capture_output=True,
                         text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert (out["start"], out["moved"]) == ("left", "right"), out
    assert out["after left"] == [640, 420], out
    assert out["after right"][1] < 420, out


# An 800x600 screen at QT_SCALE_FACTOR=2: 400x300 to lay out the window in.
TINY_SPACE = QRect(0, 0, 400, 300)


def _frame(w) -> QSize:
    """What the window manager adds around the window, where it can be measured (none
    offscreen)."""
    frame, inner = w.frameGeometry(), w.geometry()
    return QSize(frame.width() - inner.width(), frame.height() - inner.height())


def test_the_window_fits_a_tiny_screen(qtbot, monkeypatch):
    """800x600 at QT_SCALE_FACTOR=2: the menus, the toolbar and the status bar would leave
    the table less than the smallest it draws whole, so the toolbar (whose every button is in
    the Game menu and has its key) gives way; the window's minimum, frame included, never
    exceeds the screen, and at the screen's size it shows the whole table with the status
    bar below it."""
    from schnapsen_qt.gui.table.layout import SMALLEST_TABLE

    monkeypatch.setattr(fit, "available_space", lambda _widget: QRect(TINY_SPACE))
    w = _window(qtbot, persist=False)
    w.show()
    qtbot.waitExposed(w)
    need = w.minimumSizeHint().expandedTo(w.minimumSize()) + _frame(w)
    assert need.width() <= TINY_SPACE.width() and need.height() <= TINY_SPACE.height(), need
    assert not w.menus.toolbar.isVisible()
    size = TINY_SPACE.size() - _frame(w)
    w.resize(size)
    qtbot.waitUntil(lambda: w.size() == size)
    viewport = w.view.viewport().size()
    table = w.scene.sceneRect()
    assert (table.width(), table.height()) == (viewport.width(), viewport.height())
    assert viewport.width() >= SMALLEST_TABLE[0] and viewport.height() >= SMALLEST_TABLE[1]
    status = w.statusBar().geometry()
    assert w.statusBar().isVisible() and status.bottom() < w.height(), status
    # More room on the screen again (another screen, a larger scale): the toolbar is back.
    monkeypatch.setattr(fit, "available_space", lambda _widget: QRect(0, 0, 683, 360))
    w.screen().availableGeometryChanged.emit(QRect(0, 0, 683, 360))
    qtbot.waitUntil(w.menus.toolbar.isVisible)
    w.controller.shutdown()


@pytest.mark.parametrize("space", SMALL_SPACES + [QRect(0, 30, 1920, 1050)],
                         ids=["laptop-scale2", "800x600", "netbook", "large"])
def test_the_toolbar_stays_where_the_screen_has_room_for_it(qtbot, monkeypatch, space):
    monkeypatch.setattr(fit, "available_space", lambda _widget: QRect(space))
    w = _window(qtbot, persist=False)
    w.show()
    qtbot.waitExposed(w)
    assert w.menus.toolbar.isVisible()
    w.controller.shutdown()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_long_status_message_wraps_instead_of_being_cut(qtbot, make_window, language):
    """At 800x600 and at scale 2 the status bar cut long messages (issue 44, point 15): the
    bar breaks a long one over more lines while the table keeps its least height, and goes
    back to one line afterwards."""
    from schnapsen_qt.gui.table.layout import SMALLEST_TABLE

    w = make_window(language=language, size=(520, 480))
    w.show()
    qtbot.waitExposed(w)
    bar = w.statusBar()
    w.show_message("Short.")
    one_line = bar.height()
    text = ("Move taken back: this hand is practice now and counts neither in the match nor "
            "in the statistics. " * 2)
    w.show_message(text)
    qtbot.waitUntil(lambda: bar.height() > one_line)
    assert bar.lines_needed(text) >= 2
    rect = bar.text_rect()
    assert bar.lines_needed(text) * bar.fontMetrics().lineSpacing() <= rect.height() + 2
    assert w.view.viewport().height() >= SMALLEST_TABLE[1]
    bar.clearMessage()
    qtbot.waitUntil(lambda: bar.height() == one_line)
    w.controller.shutdown()

"""The main window's size, place and state (normal, maximized, full screen) across sessions.

* The first window is sized from the screen it opens on: on a small screen (a 1366x768 laptop,
  800x600, or any screen at a large scale factor) it opens maximized, because the table needs
  the whole height to show both hands; on a large screen it opens at a comfortable size,
  centred.
* Every change (move, resize, maximize, full screen) is written a moment after it happens, not
  only when the window closes, so a crash or a killed session keeps it too.
* F11 leaves full screen to the state before it (maximized stays maximized), also after a
  restart in full screen.

The pure part (:func:`first_geometry`) decides from the available screen rectangle and is
tested alone; :class:`WindowKeeper` watches the window and talks to a ``QSettings`` store.
"""

from __future__ import annotations

import contextlib

from ...qt import QEvent, QObject, QRect, QSettings, Qt, QTimer, QWidget

# Below this available size (device-independent pixels) the first window opens maximized.
SMALL_SCREEN = (1440, 900)
# The first window on a larger screen: this size at most, or this share of the screen.
PREFERRED_SIZE = (1360, 880)
SCREEN_SHARE = 0.85
# A change is written this long after the last move/resize event (a drag sends many).
SAVE_DELAY_MS = 400

GEOMETRY_KEY = "window/geometry"
BEFORE_FULLSCREEN_KEY = "window/maximized_before_fullscreen"


def first_geometry(available: QRect) -> tuple[QRect, bool]:
    """(window rectangle, maximized) for a first start on a screen with ``available`` space."""
    if available.width() < SMALL_SCREEN[0] or available.height() < SMALL_SCREEN[1]:
        return QRect(available), True
    width = min(PREFERRED_SIZE[0], int(available.width() * SCREEN_SHARE))
    height = min(PREFERRED_SIZE[1], int(available.height() * SCREEN_SHARE))
    x = available.x() + (available.width() - width) // 2
    y = available.y() + (available.height() - height) // 2
    return QRect(x, y, width, height), False


class WindowKeeper(QObject):
    """Remembers ``window``'s geometry and state in ``store`` (``None``: remember nothing, but
    still size the first window and return from full screen correctly)."""

    def __init__(self, window: QWidget, store: QSettings | None) -> None:
        super().__init__(window)
        self.window = window
        self.store = store
        self.maximized_before_fullscreen = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self.save)
        window.installEventFilter(self)

    # -- start

    def place(self) -> None:
        """Before the first show: the remembered geometry, or one that fits this screen."""
        if self.store is not None:
            self.maximized_before_fullscreen = _as_bool(
                self.store.value(BEFORE_FULLSCREEN_KEY, False))
            saved = self.store.value(GEOMETRY_KEY)
            if saved is not None:
                with contextlib.suppress(TypeError, ValueError):
                    if self.window.restoreGeometry(saved):
                        return
        screen = self.window.screen()
        if screen is None:
            return
        rect, maximized = first_geometry(screen.availableGeometry())
        self.window.setGeometry(rect)
        if maximized:
            self.window.setWindowState(Qt.WindowState.WindowMaximized)

    # -- full screen

    def toggle_fullscreen(self) -> None:
        w = self.window
        if w.isFullScreen():
            if self.maximized_before_fullscreen:
                w.showMaximized()
            else:
                w.showNormal()
        else:
            self.maximized_before_fullscreen = w.isMaximized()
            w.showFullScreen()
        self._timer.start()

    # -- remembering

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if obj is self.window and event.type() in (
                QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.WindowStateChange):
            self._timer.start()
        return False

    def save(self) -> None:
        """Write the geometry and state now (also called when the window closes)."""
        self._timer.stop()
        if self.store is None or not self.window.isVisible():
            return
        self.store.setValue(GEOMETRY_KEY, self.window.saveGeometry())
        self.store.setValue(BEFORE_FULLSCREEN_KEY, self.maximized_before_fullscreen)
        self.store.sync()


def _as_bool(value) -> bool:
    """QSettings' INI format gives strings back."""
    if isinstance(value, str):
        return value.lower() in ("true", "1")
    return bool(value)

"""Dialogs that fit the player's screen: 800x600, a laptop at 1366x768, or any screen at a
large scale factor (``QT_SCALE_FACTOR=2`` leaves 960x540 of a 1920x1080 screen).

A dialog's content goes into :func:`scrolling` areas, whose minimum size is small, so the
dialog can always be made as small as the screen; :func:`fit_to_screen` then gives it its
preferred size, or the screen's free space less room for the title bar, whichever is smaller,
and places it inside the screen.
"""

from __future__ import annotations

from ...qt import QFrame, QGuiApplication, QRect, QScrollArea, QSize, Qt, QWidget

# Room for a window manager's title bar and frame around a dialog.
FRAME_ALLOWANCE = QSize(16, 48)


def available_space(widget: QWidget | None) -> QRect:
    """The free area of the screen ``widget`` (or its parent) is on, or the primary one."""
    screen = widget.window().screen() if widget is not None else None
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 800, 600)


def scrolling(page: QWidget, horizontal: bool = False) -> QScrollArea:
    """``page`` in a frameless scroll area that scrolls when the dialog is smaller than it.

    Without ``horizontal`` the page keeps the area's width (text wraps instead)."""
    area = QScrollArea()
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    if not horizontal:
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    area.setWidget(page)
    return area


def fit_to_screen(dialog: QWidget, preferred: QSize | None = None) -> QSize:
    """Resize ``dialog`` to ``preferred`` (default: its size hint), at most the screen's free
    space, and keep it on the screen. Returns the size given."""
    space = available_space(dialog.parentWidget() or dialog)
    wanted = preferred if preferred is not None else dialog.sizeHint()
    limit = QSize(space.width() - FRAME_ALLOWANCE.width(),
                  space.height() - FRAME_ALLOWANCE.height())
    size = wanted.boundedTo(limit).expandedTo(QSize(200, 150))
    dialog.resize(size)
    return size


def fits_on_screen(dialog: QWidget) -> bool:
    """True when the whole dialog (frame allowance included) lies inside the screen's free
    space and no part of its content needs more than that (tests)."""
    space = available_space(dialog.parentWidget() or dialog)
    need = dialog.minimumSizeHint().expandedTo(dialog.minimumSize())
    size = dialog.size()
    return (need.width() + FRAME_ALLOWANCE.width() <= space.width()
            and need.height() + FRAME_ALLOWANCE.height() <= space.height()
            and size.width() + FRAME_ALLOWANCE.width() <= space.width()
            and size.height() + FRAME_ALLOWANCE.height() <= space.height())

"""A click on a greyed-out toolbar button says why it is greyed out, as its key does.

Qt delivers no ``triggered`` for a disabled action, and a disabled button ignores the mouse; an
event filter on the button still sees the click, and hands the button's action to the same
explanation the game keys use (the engine's refusal reasons), so no reason is written twice.
"""

from __future__ import annotations

from collections.abc import Callable

from ...qt import QAction, QEvent, QObject, QToolBar

#: The property naming a button's entry in the explainer's table.
_KEY = "greyedReason"


class GreyedButtonExplainer(QObject):
    """``GreyedButtonExplainer(toolbar, {action: explain, ...})``: a click on the button of a
    disabled ``action`` calls its ``explain()`` (which shows the reason)."""

    def __init__(self, toolbar: QToolBar, reasons: dict[QAction, Callable[[], None]]) -> None:
        super().__init__(toolbar)
        self._explain: list[Callable[[], None]] = []
        for action, explain in reasons.items():
            button = toolbar.widgetForAction(action)
            if button is None:
                continue
            button.setProperty(_KEY, len(self._explain))
            self._explain.append(explain)
            button.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if (event.type() == QEvent.Type.MouseButtonRelease
                and not watched.isEnabled()  # type: ignore[attr-defined]
                and watched.property(_KEY) is not None):
            self._explain[int(watched.property(_KEY))]()
            return True
        return False

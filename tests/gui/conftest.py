"""Fixtures for the GUI tests: a main window at "instant" speed with a fast, scripted AI."""

from __future__ import annotations

from dataclasses import replace

import pytest
from gui_helpers import first_legal_factory

from schnapsen_qt.engine.rules import Rules
from schnapsen_qt.userfiles.settings import Settings


@pytest.fixture
def make_window(qtbot):
    """make_window(rules=..., ai=factory, counting_aid=..., speed=...) -> shown MainWindow."""
    from schnapsen_qt.gui.window.main_window import MainWindow

    windows = []

    def make(rules: Rules | None = None, ai=None, speed: str = "instant", show: bool = True,
             size=(1200, 800), **settings_kw):
        # The question before a claim or close is tested on its own (test_gui_questions).
        settings_kw.setdefault("ask_before_claim_and_close", False)
        # The background review of each hand is tested on its own (test_gui_accuracy): off,
        # so that other tests start no review process.
        settings_kw.setdefault("auto_review", False)
        settings = replace(Settings(), animation_speed=speed, **settings_kw)
        if rules is not None:
            settings = replace(settings, rules=rules)
        w = MainWindow(settings, persist=False, seed=7)
        w.controller.ai.set_player_factory(ai or first_legal_factory())
        qtbot.addWidget(w)
        windows.append(w)
        w.resize(*size)
        if show:
            w.show()
            qtbot.waitExposed(w)
        return w

    yield make
    for w in windows:
        w.controller.shutdown()
        assert w.controller.ai._worker.isFinished()
        w.close()


@pytest.fixture
def german(qapp):
    """The German translation installed for one test (removed after it)."""
    from schnapsen_qt import i18n

    i18n.install_translators(qapp, "de")
    yield qapp
    i18n.remove_translators()

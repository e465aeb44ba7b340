"""The settings, statistics and help dialogs (offscreen), in English and German."""

from __future__ import annotations

import pytest

from schnapsen_qt import i18n
from schnapsen_qt.engine import SHARP, SOFT, TOURNAMENT, BummerlResult, Outcome
from schnapsen_qt.qt import QMessageBox
from schnapsen_qt.userfiles import storage
from schnapsen_qt.userfiles.settings import Settings
from schnapsen_qt.userfiles.stats import Statistics


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture
def german(qapp):
    assert i18n.install_translators(qapp, "de") == "de"
    yield qapp
    i18n.remove_translators()


def test_settings_dialog_round_trip(qtbot):
    from schnapsen_qt.gui.dialogs.settings_dialog import SettingsDialog

    s = Settings(rules=SHARP, deck="german", back="red", language="en", ai_level="expert",
                 animation_speed="fast", counting_aid=True, bummerls_to_win=3)
    dialog = SettingsDialog(s, None)
    qtbot.addWidget(dialog)
    assert dialog.result_settings() == s
    assert dialog.preset_combo.currentData() == "sharp"


def test_editing_an_option_makes_custom_and_presets_set_all(qtbot):
    from schnapsen_qt.gui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(), None)
    qtbot.addWidget(dialog)
    assert dialog.preset_combo.currentData() == "soft"
    dialog.option_widgets["meld_requires_trick"].setChecked(True)
    assert dialog.preset_combo.currentData() == "custom"
    assert dialog.result_settings().rules.meld_requires_trick
    assert dialog.result_settings().preset == "custom"
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("tournament"))
    assert dialog.result_settings().rules == TOURNAMENT
    assert not dialog.option_widgets["melds_after_talon_gone"].isChecked()
    # back to exactly sharp by options alone -> the combo follows
    dialog.option_widgets["melds_after_talon_gone"].setChecked(True)
    dialog.option_widgets["schneider_bummerl_double"].setChecked(True)
    assert dialog.preset_combo.currentData() == "sharp"
    combo = dialog.option_widgets["false_claim_penalty"]
    combo.setCurrentIndex(combo.findData("mirror"))
    assert dialog.preset_combo.currentData() == "custom"
    assert dialog.result_settings().rules.false_claim_penalty == "mirror"


def test_settings_dialog_in_german(qtbot, german):
    from schnapsen_qt.gui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(), None, game_running=True)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Einstellungen"
    assert dialog.preset_label.text() == "&Regelwerk:"
    assert dialog.preset_combo.itemText(0) == "Weich"
    assert dialog.tabs.tabText(0) == "Regeln"
    assert "Bummerl" in dialog.rules_note.text()
    assert dialog.deck_combo.itemText(dialog.deck_combo.findData("german")).startswith(
        "Deutsch")


def test_settings_dialog_follows_language_change(qtbot, qapp):
    from schnapsen_qt.gui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(), None)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Settings"
    try:
        i18n.install_translators(qapp, "de")
        qapp.processEvents()
        assert dialog.windowTitle() == "Einstellungen"
    finally:
        i18n.remove_translators()
    qapp.processEvents()
    assert dialog.windowTitle() == "Settings"


def test_pending_changes_text():
    from schnapsen_qt.gui.dialogs.settings_dialog import pending_changes_text
    from schnapsen_qt.userfiles.settings import pending_changes

    text = pending_changes_text(pending_changes(Settings(), Settings(rules=SHARP,
                                                                     ai_level="master")))
    assert "next Bummerl" in text and "next hand" in text


def _stats() -> Statistics:
    stats = Statistics()
    stats.record_hand("expert", "sharp", Outcome(0, 3, "claim", (70, 0)))
    stats.record_hand("expert", "sharp", Outcome(1, 1, "last_trick", (50, 70)))
    stats.record_bummerl("expert", "sharp", BummerlResult(0, False, 1, (0, 3)))
    return stats


def test_stats_dialog_shows_and_resets(qtbot, monkeypatch, home):
    from schnapsen_qt.gui.dialogs.stats_dialog import StatsDialog

    stats = _stats()
    dialog = StatsDialog(stats, None)
    qtbot.addWidget(dialog)
    dialog.resize(700, 500)
    dialog.show()
    image = dialog.chart.grab().toImage()
    assert not image.isNull()
    labels = [label for label, _h, _b in dialog.chart.bars]
    assert "Expert" in labels
    expert = dict((label, (h, b)) for label, h, b in dialog.chart.bars)["Expert"]
    assert expert == (0.5, 1.0)
    assert "Expert" in dialog.table.text()

    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.No))
    assert not dialog.confirm_reset()
    assert not stats.is_empty()
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    with qtbot.waitSignal(dialog.statsReset, timeout=1000):
        assert dialog.confirm_reset()
    assert stats.is_empty()
    assert not storage.stats_path().exists()  # saving is the owner's job (statsReset)
    assert "Expert" in dialog.table.text() and dialog.chart.bars[2][1] is None


def test_stats_dialog_filter(qtbot):
    from schnapsen_qt.gui.dialogs.stats_dialog import StatsDialog

    dialog = StatsDialog(_stats(), None)
    qtbot.addWidget(dialog)
    dialog.filter_combo.setCurrentIndex(dialog.filter_combo.findData("soft"))
    assert all(h is None for _l, h, _b in dialog.chart.bars)
    dialog.filter_combo.setCurrentIndex(dialog.filter_combo.findData("sharp"))
    assert any(h is not None for _l, h, _b in dialog.chart.bars)


def test_help_dialog_follows_the_rules(qtbot):
    from schnapsen_qt.gui.dialogs.help_dialog import HelpDialog

    soft = HelpDialog(Settings(rules=SOFT), None)
    qtbot.addWidget(soft)
    text = soft.rules_browser.toPlainText()
    assert "You may meld at any lead" in text
    assert "Soft" in text
    sharp = HelpDialog(Settings(rules=SHARP, deck="german"), None)
    qtbot.addWidget(sharp)
    text = sharp.rules_browser.toPlainText()
    assert "You may meld only after winning a trick." in text
    assert "Unter" in text and "Ober" in text
    keys = sharp.keys_browser.toPlainText()
    for key in ("Ctrl+N", "F5", "F11", "Ctrl+Q"):
        assert key in keys


def test_help_dialog_in_german(qtbot, german):
    from schnapsen_qt.gui.dialogs.help_dialog import HelpDialog

    dialog = HelpDialog(Settings(rules=SHARP, deck="german"), None)
    qtbot.addWidget(dialog)
    text = dialog.rules_browser.toPlainText()
    assert dialog.windowTitle() == "Regeln und Tasten"
    for word in ("Atout", "Zudrehen", "Bummerl", "Zwanziger", "Vierziger", "Genug",
                 "Schneider", "Schwarz", "Stich", "Talon", "Daus", "Ober", "Unter", "Eichel",
                 "Schellen", "Laub", "Herz"):
        assert word in text, word
    assert "Ansagen darfst du erst, wenn du einen Stich gemacht hast." in text


def test_both_new_presets_are_offered_and_decks_without_nines_only_with_20_cards(qapp):
    """House and Sechsundsechzig beside the other presets; the number-card deck (no Nines)
    cannot go with a 24-card rule set, and the dialog says why."""
    from schnapsen_qt.engine.rules import PRESETS
    from schnapsen_qt.gui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(rules=PRESETS["soft"], deck="numbers"), None)
    presets = [dialog.preset_combo.itemData(i) for i in range(dialog.preset_combo.count())]
    assert {"soft", "sharp", "tournament", "house", "sechsundsechzig", "custom"} <= set(presets)
    model = dialog.preset_combo.model()
    assert not model.item(presets.index("sechsundsechzig")).isEnabled()
    assert model.item(presets.index("house")).isEnabled()
    assert "Nines" in dialog.pack_note.text()
    # Every option has its one-line explanation.
    assert all(w.toolTip() for w in dialog.option_widgets.values())
    # With the French deck Sechsundsechzig is available; then the number cards are not.
    dialog.deck_combo.setCurrentIndex(dialog.deck_combo.findData("french"))
    assert model.item(presets.index("sechsundsechzig")).isEnabled()
    dialog.preset_combo.setCurrentIndex(presets.index("sechsundsechzig"))
    assert dialog.rules() == PRESETS["sechsundsechzig"]
    decks = dialog.deck_combo.model()
    assert not decks.item(dialog.deck_combo.findData("numbers")).isEnabled()
    assert decks.item(dialog.deck_combo.findData("german")).isEnabled()
    assert "Nines" in dialog.deck_note.text()
    assert dialog.result_settings().deck == "french"
    dialog.deleteLater()


def test_the_option_words_follow_the_deck_chosen_in_the_dialog(qtbot):
    """Issue 44, point 6: choosing another deck renames the cards in the rule options at once
    (the number deck's "Four" stands where the King is)."""
    from schnapsen_qt.gui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(deck="numbers"), None)
    qtbot.addWidget(dialog)
    label = dialog.option_widgets["meld_must_lead_king"]
    assert "Four" in label.text()
    dialog.deck_combo.setCurrentIndex(dialog.deck_combo.findData("french"))
    assert "King" in label.text() and "Four" not in label.text()



def test_each_preset_is_described_and_options_that_cannot_matter_are_greyed(qtbot):
    """Issue 44, point 10: a line under the preset says what it is; where nobody claims (the
    house rules) the penalty for a false claim is greyed out and says why."""
    from schnapsen_qt.engine.rules import PRESETS
    from schnapsen_qt.gui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(), None)
    qtbot.addWidget(dialog)
    penalty = dialog.option_widgets["false_claim_penalty"]
    seen = set()
    for name in PRESETS:
        dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData(name))
        seen.add(dialog.preset_note.text())
        assert dialog.preset_note.text()
        assert penalty.isEnabled() == (PRESETS[name].going_out == "claim")
    assert len(seen) == len(PRESETS)  # one line each, none shared
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("house"))
    assert "nobody claims" in penalty.toolTip()
    assert not dialog.option_labels["false_claim_penalty"].isEnabled()
    # Claiming again (a custom mix): the option counts again.
    going_out = dialog.option_widgets["going_out"]
    going_out.setCurrentIndex(going_out.findData("claim"))
    assert penalty.isEnabled() and dialog.preset_combo.currentData() == "custom"
    assert "mix" in dialog.preset_note.text()

"""The settings dialog: rules (preset or each option), deck, card back, language, AI level,
animation speed, counting aid and match length.

Usage (main window)::

    dialog = SettingsDialog(settings, parent)
    if dialog.exec():
        new = dialog.result_settings()
        changes = pending_changes(settings, new)          # schnapsen_qt.userfiles.settings
        if bummerl_running and changes.needs_confirmation:
            answer = ask_pending_changes(parent, changes, hands_finished)
            ...   # NEW_MATCH, LATER or NOW_ONLY

Editing any rule option switches the preset combo to "Custom"; choosing a preset sets every
option to that preset's value.
"""

from __future__ import annotations

from dataclasses import fields, replace

from ...cards.cardnames import deck_name
from ...cards.decks import available_decks
from ...engine.rules import PRESETS, Rules
from ...i18n import language_name, translate
from ...qt import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QEvent,
    QFormLayout,
    QGroupBox,
    QLabel,
    QMessageBox,
    QScrollArea,
    QSize,
    QSpinBox,
    QStandardItemModel,
    Qt,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from ...rules_text import (
    choice_label,
    level_description,
    level_label,
    option_label,
    option_sentence,
    option_unused_reason,
    option_values,
    preset_description,
    preset_label,
)
from ...userfiles.settings import (
    AI_LEVELS,
    ANIMATION_SPEEDS,
    BACKS,
    DECKS,
    LANGUAGES,
    MAX_BUMMERLS_TO_WIN,
    PendingChanges,
    Settings,
)
from .fit import fit_to_screen, scrolling

CUSTOM = "custom"
PRESET_ORDER = (*PRESETS, CUSTOM)


def _enable_item(combo: QComboBox, index: int, enabled: bool) -> None:
    """Grey out (or allow again) one entry of a combo box."""
    model = combo.model()
    item = model.item(index) if isinstance(model, QStandardItemModel) else None
    if item is not None:
        item.setEnabled(enabled)


def _choices(name: str) -> list:
    """The values of a non-boolean rule option, from the option-text table, in the type of
    the option's default (``"24"`` -> 24)."""
    kind = type(getattr(Rules(), name))
    return [kind(value) for value in option_values(name)]


class SettingsDialog(QDialog):
    """Edits a copy of ``settings``; :meth:`result_settings` returns the edited settings."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, *,
                 game_running: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self._initial = settings
        self._game_running = game_running
        self._updating = False

        self.tabs = QTabWidget(self)
        # -- rules tab
        rules_page = QWidget()
        rules_layout = QVBoxLayout(rules_page)
        preset_form = QFormLayout()
        self.preset_label = QLabel()
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("preset")
        for name in PRESET_ORDER:
            self.preset_combo.addItem("", name)
        self.preset_label.setBuddy(self.preset_combo)
        preset_form.addRow(self.preset_label, self.preset_combo)
        self.preset_note = QLabel()
        self.preset_note.setObjectName("presetNote")
        self.preset_note.setWordWrap(True)
        preset_form.addRow("", self.preset_note)
        rules_layout.addLayout(preset_form)
        self.options_box = QGroupBox()
        options_form = QFormLayout(self.options_box)
        # A choice's label above its combo box: long German labels and values both fit.
        options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.option_widgets: dict[str, QCheckBox | QComboBox] = {}
        self.option_labels: dict[str, QLabel] = {}
        for f in fields(Rules):
            if not isinstance(getattr(Rules(), f.name), bool):
                combo = QComboBox()
                combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                combo.setMinimumContentsLength(12)
                for value in _choices(f.name):
                    combo.addItem("", value)
                combo.currentIndexChanged.connect(self._option_edited)
                label = QLabel()
                label.setBuddy(combo)
                options_form.addRow(label, combo)
                self.option_labels[f.name] = label
                self.option_widgets[f.name] = combo
            else:
                box = QCheckBox()
                box.toggled.connect(self._option_edited)
                options_form.addRow(box)
                self.option_widgets[f.name] = box
            self.option_widgets[f.name].setObjectName(f.name)
        rules_layout.addWidget(self.options_box)
        self.pack_note = QLabel()
        self.pack_note.setObjectName("packNote")
        self.pack_note.setWordWrap(True)
        rules_layout.addWidget(self.pack_note)
        self.rules_note = QLabel()
        self.rules_note.setWordWrap(True)
        rules_layout.addWidget(self.rules_note)
        rules_layout.addStretch(1)

        # -- game and display tab
        game_page = QWidget()
        form = QFormLayout(game_page)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.level_label = QLabel()
        self.level_combo = self._combo("ai_level", AI_LEVELS)
        self.match_label = QLabel()
        self.match_spin = QSpinBox()
        self.match_spin.setObjectName("bummerls_to_win")
        self.match_spin.setRange(1, MAX_BUMMERLS_TO_WIN)
        self.match_note = QLabel()
        self.match_note.setWordWrap(True)
        self.deck_label = QLabel()
        self.deck_combo = self._combo("deck", DECKS)
        self.deck_combo.currentIndexChanged.connect(self._check_pack_and_deck)
        self.deck_combo.currentIndexChanged.connect(self._label_options)
        self.deck_note = QLabel()
        self.deck_note.setObjectName("deckNote")
        self.deck_note.setWordWrap(True)
        self.back_label = QLabel()
        self.back_combo = self._combo("back", BACKS)
        self.language_label = QLabel()
        self.language_combo = self._combo("language", LANGUAGES)
        self.speed_label = QLabel()
        self.speed_combo = self._combo("animation_speed", tuple(ANIMATION_SPEEDS))
        self.counting_box = QCheckBox()
        self.counting_box.setObjectName("counting_aid")
        self.ask_box = QCheckBox()
        self.ask_box.setObjectName("ask_before_claim_and_close")
        self.sound_box = QCheckBox()
        self.sound_box.setObjectName("sound")
        self.own_mistakes_box = QCheckBox()
        self.own_mistakes_box.setObjectName("trainer_own_mistakes")
        self.auto_review_box = QCheckBox()
        self.auto_review_box.setObjectName("auto_review")
        self.level_description = QLabel()
        self.level_description.setObjectName("levelDescription")
        self.level_description.setWordWrap(True)
        self.level_combo.currentIndexChanged.connect(self._describe_level)
        for label, widget in ((self.level_label, self.level_combo),
                              (self.match_label, self.match_spin),
                              (self.deck_label, self.deck_combo),
                              (self.back_label, self.back_combo),
                              (self.language_label, self.language_combo),
                              (self.speed_label, self.speed_combo)):
            label.setBuddy(widget)
            form.addRow(label, widget)
            if widget is self.level_combo:
                form.addRow("", self.level_description)
            if widget is self.match_spin:
                form.addRow("", self.match_note)
            if widget is self.deck_combo:
                form.addRow("", self.deck_note)
        form.addRow(self.counting_box)
        form.addRow(self.ask_box)
        form.addRow(self.sound_box)
        form.addRow(self.own_mistakes_box)
        form.addRow(self.auto_review_box)
        self.game_note = QLabel()
        self.game_note.setWordWrap(True)
        form.addRow(self.game_note)

        self.tabs.addTab(scrolling(rules_page), "")
        self.tabs.addTab(scrolling(game_page), "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)

        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        self.retranslate_ui()
        self.set_settings(settings)
        pages = [self.tabs.widget(i) for i in (0, 1)]  # each a scrolling area (fit.scrolling)
        inner = [page.widget() for page in pages if isinstance(page, QScrollArea)]
        hint = QSize()
        for page_widget in inner:
            if page_widget is not None:
                hint = hint.expandedTo(page_widget.sizeHint())
        fit_to_screen(self, QSize(hint.width() + 60, hint.height() + 110))

    # -- building helpers

    @staticmethod
    def _combo(name: str, values: tuple[str, ...]) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        for value in values:
            combo.addItem("", value)
        return combo

    @staticmethod
    def _select(combo: QComboBox, value: str) -> None:
        index = combo.findData(value)
        combo.setCurrentIndex(max(index, 0))

    # -- texts

    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self.tabs.setTabText(0, translate("SettingsDialog", "Rules"))
        self.tabs.setTabText(1, translate("SettingsDialog", "Game and display"))
        self.preset_label.setText(translate("SettingsDialog", "Rules &preset:"))
        for i in range(self.preset_combo.count()):
            self.preset_combo.setItemText(i, preset_label(self.preset_combo.itemData(i)))
        self.options_box.setTitle(translate("SettingsDialog", "Rule options"))
        self._label_options()
        if self._game_running:
            self.rules_note.setText(translate(
                "SettingsDialog",
                "A change of the rules applies from the next Bummerl."))
            self.game_note.setText(translate(
                "SettingsDialog",
                "A new computer level plays from the next hand; deck, language and the other "
                "display settings change at once."))
        else:
            self.rules_note.setText("")
            self.game_note.setText("")
        self.level_label.setText(translate("SettingsDialog", "Computer l&evel:"))
        for i in range(self.level_combo.count()):
            self.level_combo.setItemText(i, level_label(self.level_combo.itemData(i)))
        self.match_label.setText(translate("SettingsDialog",
                                           "&Match length (Bummerls that lose it):"))
        self.match_note.setText(translate(
            "SettingsDialog", "The loser of each Bummerl gets one (two for a Schneider-Bummerl "
            "that counts twice); whoever first has this many loses the match."))
        self.deck_label.setText(translate("SettingsDialog", "&Deck:"))
        for i in range(self.deck_combo.count()):
            self.deck_combo.setItemText(i, deck_name(self.deck_combo.itemData(i)))
        self.back_label.setText(translate("SettingsDialog", "Card &back:"))
        backs = {"blue": translate("SettingsDialog", "Blue"),
                 "red": translate("SettingsDialog", "Red"),
                 "green": translate("SettingsDialog", "Green")}
        for i in range(self.back_combo.count()):
            value = self.back_combo.itemData(i)
            self.back_combo.setItemText(i, backs.get(value, value))
        self.language_label.setText(translate("SettingsDialog", "&Language:"))
        for i in range(self.language_combo.count()):
            value = self.language_combo.itemData(i)
            self.language_combo.setItemText(
                i, translate("SettingsDialog", "System default") if value == "system"
                else language_name(value))
        self.speed_label.setText(translate("SettingsDialog", "&Animation speed:"))
        speeds = {"instant": translate("SettingsDialog", "Instant"),
                  "fast": translate("SettingsDialog", "Fast"),
                  "normal": translate("SettingsDialog", "Normal"),
                  "slow": translate("SettingsDialog", "Slow")}
        for i in range(self.speed_combo.count()):
            value = self.speed_combo.itemData(i)
            self.speed_combo.setItemText(i, speeds.get(value, value))
        self.counting_box.setText(translate(
            "SettingsDialog", "&Counting aid (show the points of the tricks taken)"))
        self.ask_box.setText(translate(
            "SettingsDialog", "As&k before “Genug” and before closing the talon"))
        self.sound_box.setText(translate(
            "SettingsDialog", "S&ounds (shuffle, deal, play, trick)"))
        self.own_mistakes_box.setText(translate(
            "SettingsDialog", "Mistakes found by the &review become trainer positions"))
        self.auto_review_box.setText(translate(
            "SettingsDialog", "Re&view each hand in the background (your accuracy in the "
                              "summary and the statistics)"))
        self._describe_level()

    def _describe_level(self, *_args) -> None:
        self.level_description.setText(level_description(self.level_combo.currentData()))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- values

    def set_settings(self, settings: Settings) -> None:
        self._set_rules(settings.rules)
        self._select(self.level_combo, settings.ai_level)
        self.match_spin.setValue(settings.bummerls_to_win)
        self._select(self.deck_combo, settings.deck)
        self._check_pack_and_deck()
        self._select(self.back_combo, settings.back)
        self._select(self.language_combo, settings.language)
        self._select(self.speed_combo, settings.animation_speed)
        self.counting_box.setChecked(settings.counting_aid)
        self.ask_box.setChecked(settings.ask_before_claim_and_close)
        self.sound_box.setChecked(settings.sound)
        self.own_mistakes_box.setChecked(settings.trainer_own_mistakes)
        self.auto_review_box.setChecked(settings.auto_review)

    def _set_rules(self, rules: Rules) -> None:
        self._updating = True
        try:
            for name, value in rules.options().items():
                widget = self.option_widgets[name]
                if isinstance(widget, QComboBox):
                    self._select(widget, value)
                else:
                    widget.setChecked(value)
                self._select(self.preset_combo, rules.preset_name() or CUSTOM)
        finally:
            self._updating = False
        self._explain_options()

    def rules(self) -> Rules:
        """The rules as the option widgets show them."""
        values = {}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QComboBox):
                values[name] = widget.currentData()
            else:
                values[name] = widget.isChecked()
        return Rules(**values)

    def _preset_chosen(self, index: int) -> None:
        if self._updating:
            return
        name = self.preset_combo.itemData(index)
        if name in PRESETS:
            self._set_rules(PRESETS[name])

    def _chosen_deck(self) -> str:
        """The deck chosen in this dialog (the option texts name its cards: the number deck's
        "Four" is the Jack's place), else the one in use."""
        combo = getattr(self, "deck_combo", None)
        chosen = combo.currentData() if combo is not None else None
        return chosen or self._initial.deck

    def _label_options(self, *_args) -> None:
        """The rule options' labels and explanations in the words of the chosen deck."""
        deck = self._chosen_deck()
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QComboBox):
                self.option_labels[name].setText(option_label(name, deck) + ":")
                for i in range(widget.count()):
                    widget.setItemText(i, choice_label(name, widget.itemData(i)))
            else:
                widget.setText(option_label(name, deck))
        self._explain_options()

    def _explain_options(self) -> None:
        """Each rule option's one-line explanation (the option-text table) for its current
        value, as its tooltip; an option that cannot matter under the other options (no
        false claim where nobody claims) greyed out; the preset's line under its combo."""
        rules, deck = self.rules(), self._chosen_deck()
        for name, widget in self.option_widgets.items():
            unused = option_unused_reason(rules, name)
            sentence = unused or option_sentence(rules, name, deck)
            applies = not unused
            widget.setEnabled(applies)
            widget.setToolTip(sentence)
            widget.setWhatsThis(sentence)
            if name in self.option_labels:
                self.option_labels[name].setEnabled(applies)
                self.option_labels[name].setToolTip(sentence)
        for i in range(self.preset_combo.count()):
            self.preset_combo.setItemData(
                i, preset_description(self.preset_combo.itemData(i), deck),
                Qt.ItemDataRole.ToolTipRole)
        self.preset_note.setText(preset_description(rules.preset_name() or CUSTOM, deck))

    def _check_pack_and_deck(self, *_args) -> None:
        """The number-card deck has no Nines: a 24-card rule set only with decks that have
        them. What is not available is disabled, and a note says why."""
        pack = self.rules().pack
        deck = self.deck_combo.currentData()
        info = {d.key: d for d in available_decks()}
        with_nines = {key for key, d in info.items() if d.supports_pack(24)}
        for i in range(self.deck_combo.count()):
            key = self.deck_combo.itemData(i)
            _enable_item(self.deck_combo, i, pack != 24 or key in with_nines)
        pack_combo = self.option_widgets["pack"]
        assert isinstance(pack_combo, QComboBox)
        for i in range(pack_combo.count()):
            _enable_item(pack_combo, i, pack_combo.itemData(i) != 24 or deck in with_nines)
        for i in range(self.preset_combo.count()):
            preset = PRESETS.get(self.preset_combo.itemData(i))
            _enable_item(self.preset_combo, i,
                         preset is None or preset.pack != 24 or deck in with_nines)
        if deck not in with_nines:
            note = translate(
                "SettingsDialog", "The deck “{deck}” has no Nines, so rule sets with 24 cards "
                "(Sechsundsechzig) cannot be chosen with it; choose another deck on the "
                "other page first.").format(deck=deck_name(deck))
        elif pack == 24:
            note = translate(
                "SettingsDialog", "Decks without Nines (the number cards) cannot be chosen "
                "with 24-card rules.")
        else:
            note = ""
        self.pack_note.setText(note)
        self.deck_note.setText(note if pack == 24 else "")

    def _option_edited(self, *_args) -> None:
        self._explain_options()
        self._check_pack_and_deck()
        if self._updating:
            return
        self._updating = True
        try:
            self._select(self.preset_combo, self.rules().preset_name() or CUSTOM)
        finally:
            self._updating = False

    def _deck_for(self, rules: Rules) -> str:
        """The chosen deck, or the French deck when it cannot deal ``rules``' pack."""
        deck = self.deck_combo.currentData()
        info = {d.key: d for d in available_decks()}
        if deck in info and not info[deck].supports_pack(rules.pack):
            return "french"
        return deck

    def result_settings(self) -> Settings:
        """The settings as edited (the initial ones unchanged if nothing was touched)."""
        return replace(
            self._initial,
            rules=self.rules(),
            ai_level=self.level_combo.currentData(),
            bummerls_to_win=self.match_spin.value(),
            deck=self._deck_for(self.rules()),
            back=self.back_combo.currentData(),
            language=self.language_combo.currentData(),
            animation_speed=self.speed_combo.currentData(),
            counting_aid=self.counting_box.isChecked(),
            ask_before_claim_and_close=self.ask_box.isChecked(),
            sound=self.sound_box.isChecked(),
            trainer_own_mistakes=self.own_mistakes_box.isChecked(),
            auto_review=self.auto_review_box.isChecked(),
        )


def pending_changes_text(changes: PendingChanges) -> str:
    """What will happen with ``changes`` during a running Bummerl, for a question box."""
    lines = []
    if changes.next_bummerl:
        lines.append(translate(
            "SettingsDialog",
            "The new rules (and match length) apply from the next Bummerl."))
    if changes.next_hand:
        lines.append(translate(
            "SettingsDialog",
            "The new computer level plays from the next hand."))
    if changes.now:
        lines.append(translate(
            "SettingsDialog",
            "Deck, language and display settings change at once."))
    return "\n".join(lines)


# The answers to the question before a change during a running Bummerl: start a new match
# with the new settings now, let them apply when the rules allow (next Bummerl, next hand),
# or change only what changes at once (deck, language, display).
NEW_MATCH, LATER, NOW_ONLY = "new_match", "later", "now_only"


def pending_changes_box(parent: QWidget | None, changes: PendingChanges,
                        hands_finished: bool) -> tuple[QMessageBox, dict]:
    """The question before deferred changes during a running Bummerl, and its buttons'
    answers. A change of the rules or the match length also offers a new match with them at
    once; the box says whether that gives up the match (only one with a finished hand)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("SettingsDialog", "Change settings"))
    box.setText(translate("SettingsDialog", "A Bummerl is being played. Change the settings?"))
    info = pending_changes_text(changes)
    answers = {}
    if changes.next_bummerl:
        info += "\n\n" + (translate(
            "SettingsDialog", "Or start a new match with these rules now: this match then "
            "counts as given up.") if hands_finished else translate(
            "SettingsDialog", "Or start a new match with these rules now: no hand of this "
            "match is finished, so nothing is given up."))
        now = box.addButton(translate("SettingsDialog", "&New Match Now"),
                            QMessageBox.ButtonRole.ActionRole)
        later = box.addButton(translate("SettingsDialog", "From the Next &Bummerl"),
                              QMessageBox.ButtonRole.YesRole)
        keep = box.addButton(translate("SettingsDialog", "&Keep the Rules"),
                             QMessageBox.ButtonRole.NoRole)
        answers = {now: NEW_MATCH, later: LATER, keep: NOW_ONLY}
    else:
        later = box.addButton(QMessageBox.StandardButton.Yes)
        keep = box.addButton(QMessageBox.StandardButton.No)
        answers = {later: LATER, keep: NOW_ONLY}
    box.setInformativeText(info)
    box.setDefaultButton(later)
    box.setEscapeButton(keep)
    return box, answers


def ask_pending_changes(parent: QWidget | None, changes: PendingChanges,
                        hands_finished: bool = True) -> str:
    """Ask before deferred changes during a running Bummerl: :data:`NEW_MATCH`,
    :data:`LATER` or :data:`NOW_ONLY`."""
    box, answers = pending_changes_box(parent, changes, hands_finished)
    box.exec()
    return answers.get(box.clickedButton(), NOW_ONLY)

"""The Bauernschnapsen page of the statistics dialog: per level of the three computer players,
your team's hands, game points, contracts bid and made, and games to 24 won and lost, with the
Schneider and Retourschneider among them and the games given up."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...ai.bauernschnapsen import LEVELS
from ...i18n import translate
from ...qt import QEvent, QLabel, Qt, QVBoxLayout, QWidget
from ...rules_text import level_label
from ...userfiles.bauern_files import BauernRecordCounts, BauernStatistics
from ..dialogs.stats_dialog import records_table

if TYPE_CHECKING:
    from ..dialogs.stats_dialog import StatsDialog


class BauernStatsPage(QWidget):
    def __init__(self, stats: BauernStatistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bauernStats")
        self.stats = stats
        self.table = QLabel()
        self.table.setObjectName("bauernStatsTable")
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.table.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self.refresh()

    def rows(self) -> list[tuple[str, Callable[[BauernRecordCounts], str]]]:
        def pair(won: int, lost: int) -> str:
            return f"{won}:{lost}"

        return [
            (translate("Bauernschnapsen", "Games to 24 won:lost"),
             lambda r: pair(r.games_won, r.games_lost)),
            (translate("Bauernschnapsen", "Schneider won:lost"),
             lambda r: pair(r.schneider_won, r.schneider_lost)),
            (translate("Bauernschnapsen", "Retourschneider won:lost"),
             lambda r: pair(r.retourschneider_won, r.retourschneider_lost)),
            (translate("Bauernschnapsen", "Games given up"), lambda r: str(r.games_given_up)),
            (translate("Bauernschnapsen", "Hands won:lost"),
             lambda r: pair(r.hands_won, r.hands_lost)),
            (translate("Bauernschnapsen", "Game points won:lost"),
             lambda r: pair(r.points_won, r.points_lost)),
            (translate("Bauernschnapsen", "Contracts bid by your team: made/bid"),
             lambda r: f"{r.declared_won}/{r.declared}"),
        ]

    def refresh(self) -> None:
        levels = [*LEVELS, *(lv for lv in self.stats.levels() if lv not in LEVELS)]
        records = [self.stats.entries.get(lv, BauernRecordCounts()) for lv in levels]
        self.table.setText(records_table([level_label(lv) for lv in levels], self.rows(),
                                         records))
        self.note.setText(translate(
            "Bauernschnapsen", "Counted for your team (you and your partner), by the level of "
            "the three computer players."))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)


def add_to(dialog: StatsDialog, stats: BauernStatistics, save, showing: bool) -> BauernStatsPage:
    """The page as a tab of the statistics dialog; its Reset empties these counts too (and
    ``save`` writes them). Opened at the four-seat table, the dialog shows this tab first."""
    page = BauernStatsPage(stats)
    index = dialog.tabs.addTab(page, translate("Bauernschnapsen", "Bauernschnapsen"))

    def reset() -> None:
        stats.reset()
        page.refresh()
        save()

    dialog.statsReset.connect(reset)
    if showing:
        dialog.tabs.setCurrentIndex(index)
    return page

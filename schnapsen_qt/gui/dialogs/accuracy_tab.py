"""The statistics' tab "Your decisions" (issue 42): the average loss per decision overall and
per kind, its trend week by week as a chart, the place between the computer levels this month,
and an Elo-style rating from the Bummerls against each level, each with its uncertainty.

The numbers come from :mod:`schnapsen_qt.userfiles.accuracy` (one entry per hand the
background review finished) and :mod:`schnapsen_qt.ai.rating` (the levels' own measured
losses, the Elo estimate); the chart is drawn as the other charts of the statistics are.
"""

from __future__ import annotations

import datetime as dt
from html import escape

from ...ai.rating import (
    LEVEL_ELO,
    LevelLoss,
    LossAverage,
    Placement,
    elo_from_results,
    load_level_losses,
    place_on_levels,
)
from ...i18n import translate
from ...qt import (
    QColor,
    QDate,
    QLabel,
    QLocale,
    QPainter,
    QPen,
    QPointF,
    QRectF,
    QSizePolicy,
    Qt,
    QVBoxLayout,
    QWidget,
)
from ...rules_text import level_label
from ...userfiles.accuracy import AccuracyLog, summarize, weekly
from ...userfiles.stats import Statistics

LOSS_COLOR = QColor(21, 101, 192)
LEVEL_LINE_COLOR = QColor(198, 140, 20)
# Weeks the chart shows at most (the newest).
CHART_WEEKS = 26
# The place between the levels is given for the reviewed hands of this many days.
RECENT_DAYS = 30
# Fewer decisions than this are not placed (the interval would span every level).
MIN_DECISIONS = 40

def kind_name(kind: str) -> str:
    texts = {
        "lead": translate("Accuracy", "Leading a card"),
        "follow": translate("Accuracy", "Answering a lead"),
        "close": translate("Accuracy", "Closing the talon"),
        "exchange": translate("Accuracy", "Exchanging for the turn-up"),
        "meld": translate("Accuracy", "Melding a marriage"),
        "claim": translate("Accuracy", "Claiming 66 (“Genug”)"),
    }
    return texts.get(kind, kind)


def number(value: float, decimals: int = 2) -> str:
    return QLocale().toString(float(value), "f", decimals)


def how_you_decide(placement: Placement) -> str:
    """The place in words: "you decide like Expert", "... like a level between Expert and
    Master", "... better than Master", "... less well than Beginner"."""
    weaker, stronger = placement.bracket()
    if weaker is not None and weaker == stronger:
        return translate("Accuracy", "you decide like {level}").format(
            level=level_label(weaker))
    if weaker is None:
        return translate("Accuracy", "you decide less well than {level}").format(
            level=level_label(stronger or ""))
    if stronger is None:
        return translate("Accuracy", "you decide better than {level}").format(
            level=level_label(weaker))
    return translate("Accuracy", "you decide like a level between {weaker} and {stronger}"
                     ).format(weaker=level_label(weaker), stronger=level_label(stronger))


def certainty(placement: Placement) -> str:
    """The 95 % interval of the place in words, from the level at or below its low end to
    the level at or above its high end."""
    low_weaker, low_stronger = placement.bracket(placement.low)
    high_weaker, high_stronger = placement.bracket(placement.high)
    if high_stronger is None and low_weaker is not None:
        return translate("Accuracy", "With 95 % certainty at least like {level}.").format(
            level=level_label(low_weaker))
    if low_weaker is None and high_stronger is not None:
        return translate("Accuracy", "With 95 % certainty at most like {level}.").format(
            level=level_label(high_stronger))
    low = level_label(low_weaker) if low_weaker is not None else translate(
        "Accuracy", "below {level}").format(level=level_label(low_stronger or ""))
    high = level_label(high_stronger) if high_stronger is not None else translate(
        "Accuracy", "above {level}").format(level=level_label(high_weaker or ""))
    if low == high:
        return translate("Accuracy", "With 95 % certainty: like {level}.").format(level=low)
    return translate("Accuracy", "With 95 % certainty somewhere from {low} to {high}; more "
                     "reviewed hands make this surer.").format(low=low, high=high)


def placement_text(recent: LossAverage | None, ladder: tuple[LevelLoss, ...]) -> str:
    """The sentences that place the player between the levels, with the uncertainty."""
    if len(ladder) < 2:
        return ""
    if recent is None or recent.decisions < MIN_DECISIONS:
        return translate("Accuracy", "Too few reviewed decisions in the last {days} days to "
                         "place you between the levels (at least {needed}; so far {count})."
                         ).format(days=RECENT_DAYS, needed=MIN_DECISIONS,
                                  count=0 if recent is None else recent.decisions)
    place = place_on_levels(recent.mean, recent.se, ladder)
    text = translate("Accuracy", "In the last {days} days {how}: on average you lose {loss} "
                     "game points a decision ({count} decisions).").format(
        days=RECENT_DAYS, how=how_you_decide(place), loss=number(recent.mean),
        count=recent.decisions)
    levels = ", ".join(f"{level_label(lv.level)} {number(lv.mean, 3)} ± "
                       f"{number(1.96 * lv.se, 3)}" for lv in ladder)
    measured = translate("Accuracy", "The levels' own loss a decision (± its 95 % margin), "
                         "measured with the same review on their games against themselves: "
                         "{levels}.").format(
        levels=levels)
    return " ".join((text, certainty(place), measured))


def elo_text(stats: Statistics, preset: str | None) -> str:
    results = {level: (rec.bummerls_won, rec.bummerls_lost)
               for level in LEVEL_ELO for rec in [stats.total(level, preset)]}
    est = elo_from_results(results)
    ladder = ", ".join(f"{level_label(k)} {round(v)}" for k, v in LEVEL_ELO.items())
    if est is None:
        return translate("Accuracy", "Rating from your results: no Bummerl finished yet. "
                         "The levels: {ladder}.").format(ladder=ladder)
    return translate("Accuracy", "Rating from your results (Bummerls won and lost against "
                     "each level): {rating}, with 95 % certainty between {low} and {high} "
                     "(%n Bummerl(s)). The levels: {ladder}.", None, est.bummerls).format(
        rating=round(est.rating), low=round(est.low), high=round(est.high), ladder=ladder)


def overall_text(mean: float, se: float, decisions: int, hands: int) -> str:
    """The average loss over all reviewed decisions, with how many ("1 decision in 1 reviewed
    hand": each count is a plural of its own)."""
    return translate("Accuracy", "Your decisions lose on average {loss} game points "
                     "(± {margin}, 95 %) over {decisions} in {hands}.").format(
        loss=number(mean), margin=number(1.96 * se, 3),
        decisions=translate("Accuracy", "%n decision(s)", None, decisions),
        hands=translate("Accuracy", "%n reviewed hand(s)", None, hands))


class LossTrendChart(QWidget):
    """The average loss per decision week by week: a dot per week with reviewed hands and
    its 95 % interval as a bar, the levels' own losses as dashed lines, newest on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lossTrendChart")
        self.setMinimumSize(300, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.weeks: list[tuple[dt.date, LossAverage]] = []
        self.levels: tuple[LevelLoss, ...] = ()
        self.title = ""
        self.empty_text = ""

    def set_data(self, weeks: list[tuple[dt.date, LossAverage]],
                 levels: tuple[LevelLoss, ...], title: str, empty_text: str) -> None:
        self.weeks = weeks[-CHART_WEEKS:]
        self.levels = levels
        self.title = title
        self.empty_text = empty_text
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_color = self.palette().windowText().color()
        painter.setPen(text_color)
        fm = painter.fontMetrics()
        line = fm.height()
        w, h = float(self.width()), float(self.height())
        painter.drawText(QRectF(0, 0, w, line + 4), Qt.AlignmentFlag.AlignLeft, self.title)
        if not self.weeks:
            painter.drawText(QRectF(0, line, w, h - line), Qt.AlignmentFlag.AlignCenter
                             | Qt.TextFlag.TextWordWrap, self.empty_text)
            painter.end()
            return
        left, right, top = fm.horizontalAdvance("0,00") + 8.0, 8.0, line + 10.0
        bottom = h - line - 6.0
        width, height = w - left - right, bottom - top
        if width <= 10 or height <= 10:
            painter.end()
            return
        tops = [avg.mean + 1.96 * avg.se for _d, avg in self.weeks]
        # The player's weeks and the two strongest levels set the scale (a weaker level's
        # line would squeeze the dots to the floor; it is left off when above the scale).
        scale = max([0.1, *tops, *(lv.mean for lv in self.levels[-2:])]) * 1.1

        def y_of(loss: float) -> float:
            return bottom - height * min(loss, scale) / scale

        grid = QPen(text_color)
        grid.setWidthF(0.5)
        for frac in (0.0, 0.5, 1.0):
            y = y_of(scale * frac)
            painter.setPen(grid)
            painter.drawLine(QPointF(left, y), QPointF(left + width, y))
            painter.drawText(QRectF(0, y - line / 2, left - 4, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             number(scale * frac))
        dashed = QPen(LEVEL_LINE_COLOR)
        dashed.setStyle(Qt.PenStyle.DashLine)
        dashed.setWidthF(1.2)
        for lv in self.levels:
            if lv.mean > scale:
                continue  # Beginner's loss is far above a player's: off the chart
            y = y_of(lv.mean)
            painter.setPen(dashed)
            painter.drawLine(QPointF(left, y), QPointF(left + width, y))
            painter.setPen(LEVEL_LINE_COLOR)
            painter.drawText(QRectF(left + 4, y - line - 1, width - 8, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                             level_label(lv.level))
        slot = width / max(len(self.weeks), 4)
        pen = QPen(LOSS_COLOR)
        pen.setWidthF(2.0)
        for i, (monday, avg) in enumerate(self.weeks):
            cx = left + width - slot * (len(self.weeks) - i - 0.5)
            painter.setPen(pen)
            painter.drawLine(QPointF(cx, y_of(max(0.0, avg.mean - 1.96 * avg.se))),
                             QPointF(cx, y_of(avg.mean + 1.96 * avg.se)))
            painter.setBrush(LOSS_COLOR)
            painter.drawEllipse(QPointF(cx, y_of(avg.mean)), 4.0, 4.0)
            if i == 0 or i == len(self.weeks) - 1 or slot > fm.horizontalAdvance("00.00.") * 1.4:
                painter.setPen(text_color)
                label = QLocale().toString(QDate(monday.year, monday.month, monday.day),
                                           QLocale.FormatType.NarrowFormat)
                # Labels stay inside the chart: the last one ends at its right edge.
                half = fm.horizontalAdvance(label) / 2 + 2
                x = min(max(cx, left + half), left + width - half)
                painter.drawText(QRectF(x - half, bottom + 2, 2 * half, line + 2),
                                 Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                                 label)
        painter.end()


class AccuracyTab(QWidget):
    """The tab: text above, the chart below; :meth:`refresh` for a rules filter."""

    def __init__(self, log: AccuracyLog, stats: Statistics,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("accuracyTab")
        self.log = log
        self.stats = stats
        self.text = QLabel()
        self.text.setObjectName("accuracyText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.chart = LossTrendChart()
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.chart, 1)
        self.today = dt.date.today

    def refresh(self, preset: str | None) -> None:
        entries = [e for e in self.log.entries if preset is None or e.rules == preset]
        ladder = load_level_losses(preset=preset or "soft")
        overall = summarize([e.accuracy for e in entries])
        first = self.today() - dt.timedelta(days=RECENT_DAYS)
        recent = summarize([e.accuracy for e in entries if e.day >= first]).overall
        parts = []
        if overall.overall is None:
            parts.append(escape(translate(
                "Accuracy", "No reviewed hand yet. Each hand of a match is reviewed in the "
                "background when it ends (Settings: “Review each hand in the background”); "
                "here you then see what your decisions cost on average.")))
        else:
            total = overall.overall
            parts.append(escape(overall_text(total.mean, total.se, total.decisions,
                                             total.hands)))
            rows = "".join(
                f"<tr><td>{escape(kind_name(kind))}</td>"
                f"<td align='right'>{avg.decisions}</td>"
                f"<td align='right'>{escape(number(avg.mean))}</td></tr>"
                for kind, avg in overall.kinds.items())
            decision = translate("Accuracy", "Decision")
            how_many = translate("Accuracy", "How many")
            average = translate("Accuracy", "Average loss")
            head = (f"<tr><th align='left'>{escape(decision)}</th>"
                    f"<th align='right'>{escape(how_many)}</th>"
                    f"<th align='right'>{escape(average)}</th></tr>")
            parts.append(f"<table cellspacing='0' cellpadding='4'>{head}{rows}</table>")
        parts.append(escape(placement_text(recent, ladder)))
        parts.append(escape(elo_text(self.stats, preset)))
        self.text.setText("".join(f"<p>{p}</p>" if not p.startswith("<table") else p
                                  for p in parts if p))
        self.chart.set_data(weekly(entries), ladder,
                            translate("Accuracy", "Average loss a decision, week by week "
                                      "(game points; lower is better)"),
                            translate("Accuracy", "No reviewed hand yet."))

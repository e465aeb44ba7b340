"""The player's settings (no Qt). Persistence lives in ``userfiles/storage.py``; this is the data.

Fields and defaults are the agreed interface for the GUI (see docs/ARCHITECTURE.md).

:func:`pending_changes` says when each changed setting takes effect during a running Bummerl
(RULES.md: the rules of a Bummerl do not change while it is played):

* ``rules`` and ``bummerls_to_win``: from the next Bummerl,
* ``ai_level``: from the next hand,
* everything else (deck, card back, language, animation speed, counting aid): at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any

from ..ai.levels import LEVELS
from ..cards.decks import available_decks
from ..engine.rules import PRESETS, SOFT, Rules, RulesError
from ..i18n import AVAILABLE
from ..short_repr import short_repr
from . import problems
from .problems import Note

SETTINGS_VERSION = 1

# The decks found at start: one per resources/cards/<key>/deck.json (schnapsen_qt.cards.decks).
DECKS = tuple(deck.key for deck in available_decks())
BACKS = ("blue", "red", "green")
# "system" or a language with a translation file (schnapsen_qt.i18n.available_languages).
LANGUAGES = ("system", *AVAILABLE)
# The computer levels, from the AI's level registry (schnapsen_qt.ai.levels).
AI_LEVELS = LEVELS
# Animation speed factor names -> multiplier of every duration (0 = instant).
ANIMATION_SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
# Longest match the settings allow (Bummerls needed to win).
MAX_BUMMERLS_TO_WIN = 9

# Settings that are a plain yes/no.
BOOLEANS = ("counting_aid", "ask_before_claim_and_close", "sound", "welcome_shown",
            "trainer_own_mistakes", "auto_review")

# When a changed setting takes effect during a running Bummerl.
NOW = "now"
NEXT_HAND = "next_hand"
NEXT_BUMMERL = "next_bummerl"


@dataclass
class Settings:
    rules: Rules = field(default_factory=lambda: SOFT)
    deck: str = "french"
    back: str = "blue"
    language: str = "system"
    ai_level: str = "intermediate"
    animation_speed: str = "normal"
    counting_aid: bool = False
    # Bummerls needed to win a match.
    bummerls_to_win: int = 2
    # Ask before a claim ("Genug") and before closing the talon: both end or change the hand
    # at once and cannot be taken back.
    ask_before_claim_and_close: bool = True
    # Sounds for dealing, playing, tricks and shuffling (off unless the player turns them on).
    sound: bool = False
    # The first-start welcome has been shown (it is shown once, and from the Help menu).
    welcome_shown: bool = False
    # The mistakes and blunders of reviewed hands become trainer positions (issue 42).
    trainer_own_mistakes: bool = True
    # Every hand of the match is reviewed in the background after it ends, for the accuracy
    # line of the summary and the statistics (issue 42).
    auto_review: bool = True

    @property
    def speed_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    @property
    def preset(self) -> str:
        """``soft``, ``sharp``, ``tournament``, or ``custom`` for a mix of options."""
        return self.rules.preset_name() or "custom"

    def to_json(self) -> dict[str, Any]:
        return {
            "version": SETTINGS_VERSION,
            "rules": self.rules.to_json(),
            "deck": self.deck,
            "back": self.back,
            "language": self.language,
            "ai_level": self.ai_level,
            "animation_speed": self.animation_speed,
            "counting_aid": self.counting_aid,
            "bummerls_to_win": self.bummerls_to_win,
            "ask_before_claim_and_close": self.ask_before_claim_and_close,
            "sound": self.sound,
            "welcome_shown": self.welcome_shown,
            "trainer_own_mistakes": self.trainer_own_mistakes,
            "auto_review": self.auto_review,
        }

    @classmethod
    def from_json(cls, obj: Any) -> tuple[Settings, list[Note]]:
        """Settings from :meth:`to_json` data, plus a note (:mod:`.problems`, worded by the
        window) for every value replaced by its default (unknown deck, bad rule option, ...).
        Never raises for bad values; the caller checks ``version`` (see
        ``storage.load_settings``)."""
        default = cls()
        warnings: list[Note] = []
        if not isinstance(obj, dict):
            return default, [Note(problems.SETTINGS_DAMAGED)]

        def bad(name: str, value: Any) -> None:
            warnings.append(Note(problems.UNKNOWN_SETTING_VALUE,
                                 {"name": name, "value": short_repr(value)}))

        values: dict[str, Any] = {}
        choices = {
            "deck": DECKS,
            "back": BACKS,
            "language": LANGUAGES,
            "ai_level": AI_LEVELS,
            "animation_speed": tuple(ANIMATION_SPEEDS),
        }
        for name, allowed in choices.items():
            if name in obj:
                if obj[name] in allowed:
                    values[name] = obj[name]
                else:
                    bad(name, obj[name])
        for name in BOOLEANS:
            if name in obj:
                if isinstance(obj[name], bool):
                    values[name] = obj[name]
                else:
                    bad(name, obj[name])
        if "bummerls_to_win" in obj:
            n = obj["bummerls_to_win"]
            if isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= MAX_BUMMERLS_TO_WIN:
                values["bummerls_to_win"] = n
            else:
                bad("bummerls_to_win", n)
        if "rules" in obj:
            values["rules"] = _rules_from_json(obj["rules"], warnings)
        return replace(default, **values), warnings


def _rules_from_json(value: Any, warnings: list[Note]) -> Rules:
    """Rules with every bad option replaced by its preset's value (one warning each)."""
    try:
        return Rules.from_json(value)
    except (RulesError, TypeError):
        pass
    preset = value.get("preset", "soft") if isinstance(value, dict) else None
    if not isinstance(preset, str) or preset not in PRESETS:
        warnings.append(Note(problems.UNKNOWN_RULES, {"value": short_repr(value)}))
        return SOFT
    options = dict(value)
    rules = PRESETS[options.pop("preset", "soft")]
    known = {f.name for f in fields(Rules)}
    for key, option in options.items():
        try:
            if key not in known:
                raise RulesError(key)
            rules = replace(rules, **{key: option})
        except (RulesError, TypeError):
            warnings.append(Note(problems.UNKNOWN_RULE_OPTION,
                                 {"name": str(key)[:40], "value": short_repr(option)}))
    return rules


# When each setting takes effect while a Bummerl is being played.
WHEN: dict[str, str] = {
    "rules": NEXT_BUMMERL,
    "bummerls_to_win": NEXT_BUMMERL,
    "ai_level": NEXT_HAND,
    "deck": NOW,
    "back": NOW,
    "language": NOW,
    "animation_speed": NOW,
    "counting_aid": NOW,
    "ask_before_claim_and_close": NOW,
    "sound": NOW,
    "trainer_own_mistakes": NOW,
    "auto_review": NOW,
    "welcome_shown": NOW,
}


@dataclass(frozen=True)
class PendingChanges:
    """The settings that differ, grouped by when they take effect (field names)."""

    now: tuple[str, ...] = ()
    next_hand: tuple[str, ...] = ()
    next_bummerl: tuple[str, ...] = ()

    @property
    def changed(self) -> tuple[str, ...]:
        return self.now + self.next_hand + self.next_bummerl

    @property
    def needs_confirmation(self) -> bool:
        """Ask the player first (during a running Bummerl): something is deferred."""
        return bool(self.next_hand or self.next_bummerl)


def pending_changes(old: Settings, new: Settings) -> PendingChanges:
    """Which changed settings apply now, from the next hand, or from the next Bummerl.

    Pure: the GUI asks the player when :attr:`PendingChanges.needs_confirmation` and a Bummerl
    is running, applies ``now`` at once, and the rest via :func:`effective_settings`. Between
    Bummerls (or with no game running) everything may apply at once.
    """
    groups: dict[str, list[str]] = {NOW: [], NEXT_HAND: [], NEXT_BUMMERL: []}
    for f in fields(Settings):
        if getattr(old, f.name) != getattr(new, f.name):
            groups[WHEN.get(f.name, NOW)].append(f.name)
    return PendingChanges(tuple(groups[NOW]), tuple(groups[NEXT_HAND]),
                          tuple(groups[NEXT_BUMMERL]))


def effective_settings(active: Settings, wanted: Settings, moment: str) -> Settings:
    """The settings in force at ``moment`` when ``active`` are in force and ``wanted`` were
    chosen: ``"now"`` takes only the immediate fields from ``wanted``; ``"next_hand"`` also the
    AI level; ``"next_bummerl"`` everything (equal to ``wanted``)."""
    stages = {NOW: (NOW,), NEXT_HAND: (NOW, NEXT_HAND), NEXT_BUMMERL: (NOW, NEXT_HAND,
                                                                       NEXT_BUMMERL)}
    if moment not in stages:
        raise ValueError(f"unknown moment {moment!r}")
    take = stages[moment]
    values = {f.name: getattr(wanted if WHEN.get(f.name, NOW) in take else active, f.name)
              for f in fields(Settings)}
    return Settings(**values)

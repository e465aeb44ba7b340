"""Rule options and the soft, sharp and tournament presets (RULES.md, "Presets").

Each point where players really differ is one field of :class:`Rules`; a preset is just a named
``Rules`` value. The engine asks the rules object, never a preset name.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

CLOSING_SCORED_AT = ("close", "end")
FALSE_CLAIM_PENALTIES = ("pagat", "mirror")


class RulesError(ValueError):
    """An unknown preset or option, or an option with a wrong value."""


@dataclass(frozen=True)
class Rules:
    """Every rule option of RULES.md. Defaults are the soft preset."""

    #: A marriage may be melded only after the player has won a trick (sharp).
    meld_requires_trick: bool = False
    #: After a meld the King must be led, not the Queen (sharp).
    meld_must_lead_king: bool = False
    #: The trump Jack may be exchanged only after the player has won a trick (sharp).
    exchange_requires_trick: bool = False
    #: No close and no exchange while the talon is the turn-up and one face-down card (sharp).
    last_facedown_blocks_close_and_exchange: bool = False
    #: Marriages may be melded in phase two (talon closed or exhausted).
    melds_after_talon_gone: bool = True
    #: "close": a closer going out is scored from the opponent's state when the talon was
    #: closed (Viennese closing); "end": from the opponent's final state.
    closing_scored_at: str = "close"
    #: "pagat": a false claim gives the opponent 2, or 3 if the opponent has no trick;
    #: "mirror": what the claimer would have scored if right.
    false_claim_penalty: str = "pagat"
    #: The GUI lets a player look through own tricks and the opponent's last trick.
    tricks_viewable: bool = True
    #: A Bummerl won 7:0 counts twice.
    schneider_bummerl_double: bool = True

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type in ("bool", bool) and not isinstance(value, bool):
                raise RulesError(f"rule option {f.name} must be true or false, not {value!r}")
        if self.closing_scored_at not in CLOSING_SCORED_AT:
            raise RulesError(
                f"rule option closing_scored_at must be one of {', '.join(CLOSING_SCORED_AT)}, "
                f"not {self.closing_scored_at!r}"
            )
        if self.false_claim_penalty not in FALSE_CLAIM_PENALTIES:
            raise RulesError(
                "rule option false_claim_penalty must be one of "
                f"{', '.join(FALSE_CLAIM_PENALTIES)}, not {self.false_claim_penalty!r}"
            )

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named preset: ``soft``, ``sharp`` or ``tournament``."""
        try:
            return PRESETS[name]
        except (KeyError, TypeError):
            raise RulesError(
                f"unknown rules preset {name!r} (expected soft, sharp or tournament)"
            ) from None

    @classmethod
    def from_json(cls, value: Any) -> Rules:
        """Rules from a record's ``rules`` value: a preset name or ``{"preset": ..., OPTION: ...}``.
        """
        if isinstance(value, str):
            return cls.preset(value)
        if not isinstance(value, dict):
            raise RulesError("rules must be a preset name or an object with a preset")
        options = dict(value)
        base = cls.preset(options.pop("preset", "soft"))
        known = {f.name for f in fields(cls)}
        for key in options:
            if key not in known:
                raise RulesError(f"unknown rule option {key!r}")
        return replace(base, **options)

    def options(self) -> dict[str, Any]:
        return asdict(self)

    def preset_name(self) -> str | None:
        """The preset these rules are exactly, or None for a custom mix."""
        for name, rules in PRESETS.items():
            if rules == self:
                return name
        return None

    def to_json(self) -> str | dict[str, Any]:
        """A preset name when the rules are a preset, else the preset nearest plus differences."""
        name = self.preset_name()
        if name is not None:
            return name
        best_name, best_diff = "soft", None
        for pname, prules in PRESETS.items():
            diff = {k: v for k, v in self.options().items() if prules.options()[k] != v}
            if best_diff is None or len(diff) < len(best_diff):
                best_name, best_diff = pname, diff
        return {"preset": best_name, **(best_diff or {})}


SOFT = Rules()
SHARP = Rules(
    meld_requires_trick=True,
    meld_must_lead_king=True,
    exchange_requires_trick=True,
    last_facedown_blocks_close_and_exchange=True,
    tricks_viewable=False,
)
TOURNAMENT = replace(SHARP, melds_after_talon_gone=False, schneider_bummerl_double=False)

PRESETS: dict[str, Rules] = {"soft": SOFT, "sharp": SHARP, "tournament": TOURNAMENT}

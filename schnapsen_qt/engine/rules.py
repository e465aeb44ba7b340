"""Rule options and the soft, sharp and tournament presets (RULES.md, "Presets").

Each point where players really differ is one field of :class:`Rules`; a preset is just a named
``Rules`` value. The engine asks the rules object, never a preset name.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

CLOSING_SCORED_AT = ("close", "end")
FALSE_CLAIM_PENALTIES = ("pagat", "mirror")
GOING_OUT = ("claim", "end")
PACK_SIZES = (20, 24)
LAST_TRICK_BONUSES = (0, 10)
END_OF_CARDS = ("last_trick", "count")

#: The allowed values of each option that is not true/false, for checking and for messages.
OPTION_CHOICES: dict[str, tuple[object, ...]] = {
    "closing_scored_at": CLOSING_SCORED_AT,
    "false_claim_penalty": FALSE_CLAIM_PENALTIES,
    "going_out": GOING_OUT,
    "pack": PACK_SIZES,
    "last_trick_bonus": LAST_TRICK_BONUSES,
    "end_of_cards": END_OF_CARDS,
}


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
    # ---- RULES.md, "The house and Sechsundsechzig rule sets"
    #: "claim": a player goes out by claiming 66; "end": nobody claims, every hand is played
    #: to its last card and judged then.
    going_out: str = "claim"
    #: 20 cards, or 24 with the Nines (six in hand, 3-3-turn-up-3-3, the trump Nine exchanged).
    pack: int = 20
    #: Card points for the winner of the last trick when the talon was exhausted (not closed).
    last_trick_bonus: int = 0
    #: Who wins when all cards are played, the talon was not closed and nobody went out:
    #: "last_trick" (its winner, 1 game point) or "count" (the higher total; equal: a draw).
    end_of_cards: str = "last_trick"
    #: The winner of a phase-one trick may close before the draws of that trick.
    close_before_draw: bool = False
    #: At a close, the closer's opponent may exchange the card for the turn-up, or pass.
    exchange_at_close: bool = False

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type in ("bool", bool) and not isinstance(value, bool):
                raise RulesError(f"rule option {f.name} must be true or false, not {value!r}")
            choices = OPTION_CHOICES.get(f.name)
            # type() keeps True from passing for 1 and 24.0 for 24.
            if choices is not None and not any(
                type(value) is type(c) and value == c for c in choices
            ):
                raise RulesError(
                    f"rule option {f.name} must be one of {', '.join(map(str, choices))}, "
                    f"not {value!r}"
                )

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named preset: ``soft``, ``sharp``, ``tournament``, ``house`` or
        ``sechsundsechzig``."""
        try:
            return PRESETS[name]
        except (KeyError, TypeError):
            raise RulesError(
                f"unknown rules preset {name!r} (expected {', '.join(PRESETS)})"
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
#: Source 001's simpler house game: no claim, every hand played out, the last trick decides.
HOUSE = replace(SOFT, going_out="end", tricks_viewable=False, schneider_bummerl_double=False)
#: Schnapsen's German parent (source 003's list of differences).
SECHSUNDSECHZIG = replace(
    SOFT,
    pack=24,
    last_trick_bonus=10,
    end_of_cards="count",
    close_before_draw=True,
    exchange_at_close=True,
    melds_after_talon_gone=False,
    closing_scored_at="end",
    schneider_bummerl_double=False,
)

PRESETS: dict[str, Rules] = {
    "soft": SOFT,
    "sharp": SHARP,
    "tournament": TOURNAMENT,
    "house": HOUSE,
    "sechsundsechzig": SECHSUNDSECHZIG,
}

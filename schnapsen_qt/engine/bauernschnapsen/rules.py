"""Bauernschnapsen's rule options (docs/rules/bauernschnapsen.md, "Rule options").

The defaults are the common form; each field is one regional habit the rule book names.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from .contracts import BY_ID, CONTRACTS


class BauernRulesError(ValueError):
    """An unknown option or a wrong value."""


@dataclass(frozen=True)
class BauernRules:
    """Every rule option of the Bauernschnapsen rule book."""

    #: Forehand may turn up one of the last two cards instead of naming trumps.
    aufschlagen: bool = True
    #: The duty to head the trick holds even when the partner is winning it.
    head_partner: bool = True
    #: A player void in the suit led must beat a trump already in the trick if able.
    must_overtrump: bool = True
    #: Doublings allowed: 1 Kontra, 2 also Retour, 3 also Rekontra.
    kontra_levels: int = 2
    #: The plain game scores 1/2/3 by the losers' tricks and points; false: always 1.
    plain_game_scale: bool = True
    #: The Farbenringerl may be bid only with all five cards of a suit other than trumps, which
    #: its declarer then names; false: any player may try it, naming any other suit.
    farbenringerl_whole_suit: bool = True
    #: The contracts that may be bid (ids of the contract table).
    contracts: tuple[str, ...] = tuple(c.id for c in CONTRACTS if c.biddable)
    #: The score that wins a game (Bummerl).
    target: int = 24
    #: Scores are shown counting down from the target to 0 (display only).
    count_down: bool = False

    def __post_init__(self) -> None:
        if self.kontra_levels not in (0, 1, 2, 3):
            raise BauernRulesError(f"kontra_levels must be 0-3, not {self.kontra_levels!r}")
        for cid in self.contracts:
            if cid not in BY_ID or not BY_ID[cid].biddable:
                raise BauernRulesError(f"unknown biddable contract {cid!r}")
        if type(self.target) is not int or self.target < 1:
            raise BauernRulesError(f"target must be a positive whole number, not {self.target!r}")

    @classmethod
    def from_json(cls, value: Any) -> BauernRules:
        """Rules from a record's ``rules`` object (absent or ``{}``: the defaults)."""
        if value is None:
            return cls()
        if not isinstance(value, dict):
            raise BauernRulesError("rules must be an object of options")
        known = {f.name: f for f in fields(cls)}
        kwargs: dict[str, Any] = {}
        for name, option in value.items():
            if name not in known:
                raise BauernRulesError(f"unknown rule option {name!r}")
            default = getattr(cls(), name)
            if name == "contracts":
                if not isinstance(option, list) or not all(isinstance(c, str) for c in option):
                    raise BauernRulesError("contracts must be a list of contract ids")
                option = tuple(option)
            elif type(option) is not type(default):
                raise BauernRulesError(f"rule option {name} must be {type(default).__name__}, "
                                       f"not {option!r}")
            kwargs[name] = option
        return cls(**kwargs)

    def to_json(self) -> dict[str, Any]:
        """The options that differ from the defaults (``{}`` for the common form)."""
        default = asdict(BauernRules())
        out = {k: (list(v) if isinstance(v, tuple) else v)
               for k, v in asdict(self).items() if v != default[k]}
        return out

"""The computer's levels as registered data: one entry per level, used by everyone.

Each :class:`Level` says what the player sees (name and a one-line description, English
templates marked for lupdate in the context ``"Levels"``; the GUI translates them), how the
level decides (a rule of thumb, or a search with its budget) and nothing else. The settings,
the menus and the statistics, ``python -m schnapsen_qt.ai decide``, the arena and
:func:`schnapsen_qt.ai.create_player` all read :data:`REGISTRY`; a new level is one entry here
(and the translation of its two texts).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine import Action, PlayerView
from ..engine.texts import QT_TRANSLATE_NOOP
from .basic import beginner_action, rule_action
from .deal_search import LATE_TALON
from .inference import DEFAULT_TEMPER, Temper
from .pv_close import DEFAULT_DEPTH as PV_DEPTH

# The inference's evidence of melds and exchanges not made, without the card model (a
# uniform choice of card): most of what the public history says (docs/PERFORMANCE.md).
EVIDENCE_ONLY = Temper(uniform=1.0)

# Master's search options until 2026-11-29, each way to play on played out by the rules of
# thumb; the trial levels measured as one judgment changed of that Master extend them (those
# that keep an earlier Master spell out its options).
RULE_PLAYOUT_MASTER: dict[str, Any] = {"evaluation": "hybrid", "exact_last_trick": True,
                                       "noisy_playout": 0.15, "late_close_search": True}
# Nested playouts: worlds per nested card choice and nested card choices per playout, chosen
# to keep Master's decisions within its budget (docs/research/nested-playouts.md).
NESTED_PLAYOUT = (6, 12)
# The trial level ``master-fairclose``: worlds over which a nested playout's leader at the
# talon's last lead judges the close.
FAIR_CLOSE = 6
# Master's search options before the close margin: each seat's cards in its playouts
# searched from that seat's own knowledge (nested playouts, where the compiled core and the
# 20-card pack allow them).
NESTED_MASTER: dict[str, Any] = {**RULE_PLAYOUT_MASTER, "nested_playout": NESTED_PLAYOUT}
# How much better (in Bummerl utility, about game points) a close must be than the value
# model's value of playing on before Master closes. The model learned from Expert's
# self-play; Master plays on better than that, so the model's value of playing on is low for
# it (docs/research/close-margin.md).
MASTER_CLOSE_MARGIN = 0.2
# Master's search options: the nested playouts, and with them closes only with the margin
# (without the core, and with the 24-card pack, Master decides as ``master-ruled``).
MASTER_OPTIONS: dict[str, Any] = {**NESTED_MASTER, "nested_close_margin": MASTER_CLOSE_MARGIN}


def _rules_of_thumb(view: PlayerView, _rng: random.Random) -> Action:
    return rule_action(view, view.seat, view.hand, view.legal)


@dataclass(frozen=True)
class Level:
    """One computer level."""

    key: str
    # Shown name and one-line description (English; translated by the GUI, context "Levels").
    name: str
    description: str
    # A level without search decides with ``rule(view, rng)``.
    rule: Callable[[PlayerView, random.Random], Action] | None = None
    # A search level's budget: deals sampled per decision, and a time cap in seconds. The deal
    # count decides (deterministic); the cap (CPU seconds) only guards against a slow machine.
    samples: int = 0
    time_cap: float = 0.0
    # Further options of the search (:class:`~schnapsen_qt.ai.search.Searcher`), e.g.
    # inference about the opponent's hand.
    options: dict[str, Any] = field(default_factory=dict)
    # Deals per decision when the post-hand review uses this level's search (0: ``samples``).
    # The review runs in the background and its marks were calibrated against its sampling
    # noise at 240 deals (docs/PERFORMANCE.md, "Review").
    review_samples: int = 0
    # The key whose name seeds the level's random draws (its own key when empty): a trial
    # level that changes one judgment of Master draws Master's deals, so that a duel between
    # the two differs only where that judgment does.
    rng_key: str = ""

    @property
    def searches(self) -> bool:
        return self.rule is None


REGISTRY: dict[str, Level] = {level.key: level for level in (
    Level("beginner",
          QT_TRANSLATE_NOOP("Levels", "Beginner"),
          QT_TRANSLATE_NOOP(
              "Levels", "Plays legal cards without much thought: good for learning the rules."),
          rule=beginner_action),
    Level("intermediate",
          QT_TRANSLATE_NOOP("Levels", "Intermediate"),
          QT_TRANSLATE_NOOP(
              "Levels", "Plays by rules of thumb: counts points, keeps trumps and marriages, "
              "melds, closes only with a sure 66."),
          rule=_rules_of_thumb),
    Level("expert",
          QT_TRANSLATE_NOOP("Levels", "Expert"),
          QT_TRANSLATE_NOOP(
              "Levels", "Thinks ahead: tries the possible deals of the unseen cards and plays "
              "the end of a hand perfectly. Plays for the Bummerl score, too."),
          samples=60, time_cap=0.9),
    Level("master",
          QT_TRANSLATE_NOOP("Levels", "Master"),
          QT_TRANSLATE_NOOP(
              "Levels", "The strongest level: it wins about 60 of 100 Bummerls against the "
              "Expert and plays about even with the best other Schnapsen programs. Takes up "
              "to two seconds a move."),
          samples=120, time_cap=1.8,
          options=dict(MASTER_OPTIONS),
          review_samples=240),
)}

# The level keys, weakest first.
LEVELS: tuple[str, ...] = tuple(REGISTRY)
# Search budget per search level: (deals sampled per decision, time cap in CPU seconds).
BUDGETS: dict[str, tuple[int, float]] = {
    key: (level.samples, level.time_cap) for key, level in REGISTRY.items() if level.searches}

# Deals per decision of ``master-pimc`` while it solves each deal exactly: a whole Schnapsen
# deal takes the core a few milliseconds per candidate, so this many keep its decisions
# within Master's budget (docs/PERFORMANCE.md, "Master with an exact solve of each deal").
PIMC_SAMPLES = 40


# Levels under trial: not offered in the game (no translated texts), but playable by
# ``create_player``, the arena and ``benchmarks/ai_duel.py``, to be measured before one of
# them replaces a level above (docs/PERFORMANCE.md, "AI"). Each ``master-*`` one plays as
# Master did when its runs were documented, so that it replays them: ``master-plain`` is
# Master before the noisy playouts, ``master-noisy`` Master before the late search under the
# sharp and tournament rules, ``master-late`` Master with the late search under every rule
# set, ``master-ruled`` Master before the nested playouts (the trial levels measured as one
# judgment of that Master changed extend its options), ``master-nested`` Master before its
# close margin, and the older others play without any of these.
EXPERIMENTAL: dict[str, Level] = {level.key: level for level in (
    Level("expert-inference", "Expert with inference",
          "Expert whose sampled deals are weighted by the opponent's public history.",
          samples=60, time_cap=0.9, options={"inference": DEFAULT_TEMPER, "proposals": 4}),
    Level("expert-close", "Expert with playout closes",
          "Expert whose playouts let it close later when closing wins the deal.",
          samples=60, time_cap=0.9, options={"close_talon": 10}),
    Level("master-value", "Master with a learned evaluation",
          "Expert whose phase-one actions are valued by the learned value model instead of "
          "rule playouts, with more deals.",
          samples=200, time_cap=0.9, options={"evaluation": "value"}),
    Level("expert-hybrid", "Expert closing by the learned evaluation",
          "Expert's playouts choose the lead; closing is weighed against the value model's "
          "estimate of playing on.",
          samples=60, time_cap=0.9, options={"evaluation": "hybrid"}),
    Level("master-pi", "Master with perfect-information last tricks in its playouts",
          "Master whose playouts play the last trick before the talon runs out with every "
          "card known.",
          samples=120, time_cap=1.8,
          options={"evaluation": "hybrid", "exact_last_trick": True,
                   "last_trick_playout": True}),
    Level("master-evidence", "Master weighing the deals by melds and exchanges not made",
          "Master whose sampled deals are weighted by the opponent's melds and exchanges "
          "not made when it could (the card model switched off).",
          samples=120, time_cap=1.8,
          options={"evaluation": "hybrid", "exact_last_trick": True,
                   "inference": EVIDENCE_ONLY, "proposals": 4}),
    Level("master-cm15", "Master closing only with a margin",
          "Master closing only when the close beats the model's value of playing on by 0.15.",
          samples=120, time_cap=1.8,
          options={"evaluation": "hybrid", "exact_last_trick": True, "close_margin": 0.15}),
    Level("master-plain", "Master with one playout per deal",
          "Master as it was until 2026-11-27: each way to play on played out once per deal, "
          "by the rules (no noisy playout).",
          samples=120, time_cap=1.8,
          options={"evaluation": "hybrid", "exact_last_trick": True}),
    Level("master-noisy", "Master without the late search",
          "Master before the twenty-first session: no late search, not even under the "
          "sharp and tournament rules.",
          samples=120, time_cap=1.8,
          options={"evaluation": "hybrid", "exact_last_trick": True, "noisy_playout": 0.15}),
    Level("master-late", "Master searching the last tricks in each deal",
          "Master whose ways to play on that leave at most four talon cards are searched in "
          "each deal with every card known, closes included (ai/deal_search.py).",
          samples=120, time_cap=1.8,
          options={"evaluation": "hybrid", "exact_last_trick": True, "noisy_playout": 0.15,
                   "late_search": LATE_TALON}),
    Level("master-playout", "Master whose playouts choose their cards as learned",
          "Master whose playouts choose their cards by the policy learned from Expert's "
          "self-play (ai/playout_policy.py) instead of the rules of thumb.",
          samples=120, time_cap=1.8,
          options={"evaluation": "hybrid", "exact_last_trick": True, "noisy_playout": 0.15,
                   "playout_policy": True}),
    Level("expert-playout", "Expert whose playouts choose their cards as learned",
          "Expert whose playouts choose their cards by the learned policy.",
          samples=60, time_cap=0.9, options={"playout_policy": True}),
    Level("master-balanced", "Master with balanced playouts",
          "Master whose ways to play on, under the rules that have balanced weights (house, "
          "Sechsundsechzig), are played out twice per deal by the balanced policy "
          "(ai/balanced_playouts.py) instead of by the rules and once with random cards.",
          samples=120, time_cap=1.8,
          options={"evaluation": "hybrid", "exact_last_trick": True, "noisy_playout": 0.15,
                   "balanced_playouts": True}),
    Level("master-balanced-close", "Master closing by balanced playouts",
          "Master whose closes, under the rules that have balanced weights (house, "
          "Sechsundsechzig), are weighed against the balanced playouts' value of its best "
          "way to play on, as against the value model's elsewhere.",
          samples=120, time_cap=1.8,
          options={"evaluation": "hybrid", "exact_last_trick": True, "noisy_playout": 0.15,
                   "balanced_close": True}),
    Level("expert-balanced", "Expert with balanced playouts",
          "Expert whose playouts, under the rules that have balanced weights (house, "
          "Sechsundsechzig), are drawn twice per deal by the balanced policy.",
          samples=60, time_cap=0.9, options={"balanced_playouts": True}),
    Level("master-pimc", "Master solving each sampled deal exactly",
          "Master whose candidates, while the talon is open, are valued by the exact "
          "perfect-information value of each sampled deal (the compiled core), under the "
          "20-card rule sets; Master itself under Sechsundsechzig or without the core.",
          samples=120, time_cap=1.8,
          options={**RULE_PLAYOUT_MASTER, "exact_deals": PIMC_SAMPLES}),
    Level("master-exact", "Master ranking its ways to play on by exact solves",
          "Master whose ways to play on, while the talon is open, are ranked by the exact "
          "perfect-information value of each sampled deal (the compiled core), a close "
          "judged as Master judges it (against the value model), under the rules the model "
          "knows; Master itself elsewhere or without the core.",
          samples=120, time_cap=1.8,
          options={**RULE_PLAYOUT_MASTER, "exact_deals": PIMC_SAMPLES,
                   "exact_play_on": True}),
    Level("master-pvclose", "Master valuing a close as one strategy over the deals",
          "Master whose closes are valued by the closer's play after the close as one "
          "strategy over the sampled deals for its first three decisions, the opponent "
          "answering in each deal (presumed value, ai/pv_close.py), instead of each deal "
          "solved with every card known; Master itself without the core.",
          samples=120, time_cap=1.8,
          options={**RULE_PLAYOUT_MASTER, "pv_close": PV_DEPTH},
          rng_key="master"),
    Level("master-bummerl", "Master playing for the Bummerl by measured hand results",
          "Master whose Bummerl utility models the rest of the Bummerl by the frequencies "
          "of 1, 2 and 3 game points measured under the rules (ai/utility.py) instead of "
          "the old rounded ones.",
          samples=120, time_cap=1.8,
          options={**RULE_PLAYOUT_MASTER, "measured_results": True},
          rng_key="master"),
    Level("master-nested", "Master with nested playouts",
          "Master whose rule playout of each way to play on is a nested one: each seat's "
          "first card choices in it are made by a small search over worlds drawn from that "
          "seat's own knowledge (imperfect-information Monte Carlo, ai/_core_nested.c) "
          "instead of by the rules of thumb; Master's ordinary playouts without the core. "
          "Master itself on 2026-11-29, before it closed only with a margin.",
          samples=120, time_cap=1.8, options=dict(NESTED_MASTER), rng_key="master"),
    Level("master-ruled", "Master with rule playouts",
          "Master as it was until 2026-11-29: each way to play on played out by the rules "
          "of thumb (and once with random cards), no nested playouts; what Master plays "
          "without the core and under Sechsundsechzig.",
          samples=120, time_cap=1.8, options=dict(RULE_PLAYOUT_MASTER), rng_key="master"),
    Level("master-fairclose", "Master whose playouts close at the last lead as a player can",
          "Master whose nested playouts let the leader at the talon's last lead close where "
          "closing has the best exact value over six worlds drawn from its own knowledge, "
          "instead of only with a sure 66 (docs/research/last-lead-closes.md).",
          samples=120, time_cap=1.8,
          options={**RULE_PLAYOUT_MASTER, "nested_playout": (*NESTED_PLAYOUT, FAIR_CLOSE)},
          rng_key="master"),
    Level("expert-value", "Expert with a learned evaluation",
          "Expert's budget, phase-one actions valued by the learned value model.",
          samples=60, time_cap=0.9, options={"evaluation": "value"}),
)}
EXPERIMENTAL_LEVELS: tuple[str, ...] = tuple(EXPERIMENTAL)

"""The Furnace base-game rules engine: pure, deterministic, fast, and able to explain itself.

Quick tour::

    from furnace_lab.engine import new_game, RandomBot
    state = new_game(["Ana", "Bo", "Cy"], seed=7)
    while not state.is_over:
        state = state.apply(RandomBot(1).act(state))
    for event in state.log[-5:]:
        print(event.explain("en"))

* :func:`new_game` — set up a game (options and modules: :mod:`~furnace_lab.engine.core.options`).
* :class:`GameState` — ``current_player`` (``CHANCE`` / ``TERMINAL``), ``legal_actions()``, ``apply``,
  ``apply_in_place``, ``clone``, ``chance_outcomes``, ``sample_chance``, ``explain``, ``log``, ``ranking``,
  ``returns``, ``to_json`` / ``from_json``.
* Actions (:mod:`~furnace_lab.engine.core.actions`) and :func:`parse_action` for their notation.
* Records: :class:`Record`, :func:`replay`, :func:`save_record`, :func:`load_record`.
* :func:`production_position` — a hand-built production phase for the planner and widgets.
* Bots: :class:`RandomBot`, :class:`GreedyBot`, :func:`play_random_game`.

Layout (docs/engine.md, "Layout"): ``core`` (state, spec, hooks: the named hooks modules attach at, actions,
constants, rng, options, cards, events, logtext, naming, citations), ``base`` (setup, auction, resolution and
compensation, production, rounds, the Capitalists), ``interbellum`` (the expansion's modules); here at the top the
modules that know every layer: ``serialize`` / ``records`` (JSON), ``explain`` (reasons), ``describe``, ``sentences``,
``transcript``, ``invariants`` (checks used by the tests), ``position``, ``agents`` (bots), ``rulesets`` (every module
registered at the hooks).
"""

from furnace_lab.engine import rulesets as _rulesets  # noqa: F401  (every module's rules registered at the named hooks)
from furnace_lab.engine.agents import GreedyBot, RandomBot, play_game, play_random_game
from furnace_lab.engine.base import base_phases  # noqa: F401  (the base game's phases in the driver's table)
from furnace_lab.engine.base.setup import new_game
from furnace_lab.engine.core.actions import (
    ACTION_TYPES,
    DONE,
    Action,
    Bid,
    Compensate,
    Done,
    InsertCard,
    PairBid,
    RepeatCard,
    Roll,
    Run,
    UpgradeCard,
    UseCard,
    VarBid,
    parse_action,
    read_action,
)
from furnace_lab.engine.core.constants import CHANCE, TERMINAL
from furnace_lab.engine.core.events import Event
from furnace_lab.engine.core.options import MODULES, OPTIONS, Options
from furnace_lab.engine.core.state import GameState, ProductionCursor
from furnace_lab.engine.explain import Explanation
from furnace_lab.engine.position import production_position
from furnace_lab.engine.records import Record, load_record, replay, save_record
from furnace_lab.engine.sentences import action_sentence

__all__ = [
    "ACTION_TYPES",
    "CHANCE",
    "DONE",
    "MODULES",
    "OPTIONS",
    "TERMINAL",
    "Action",
    "Bid",
    "Compensate",
    "Done",
    "Event",
    "Explanation",
    "GameState",
    "GreedyBot",
    "InsertCard",
    "Options",
    "PairBid",
    "ProductionCursor",
    "RandomBot",
    "Record",
    "RepeatCard",
    "Roll",
    "Run",
    "UpgradeCard",
    "UseCard",
    "VarBid",
    "action_sentence",
    "load_record",
    "new_game",
    "parse_action",
    "play_game",
    "play_random_game",
    "production_position",
    "read_action",
    "replay",
    "save_record",
]

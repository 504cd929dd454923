"""furnace_lab: learn and explore the rules of Furnace, Furnace: Interbellum and Brass: Birmingham's network.

The public API (see the README for a tour):

* :func:`rule` — look up a rule clause by its stable ID; every explanation cites one.
* :func:`load_catalog` — every card of Furnace and Interbellum as data, with provenance and readings.
* :func:`parse_effect` / :func:`format_effect` — the card notation (``2 coal -> 1 oil x2``).
* :func:`new_game` → :class:`GameState` — the rules engine: ``legal_actions()``, ``apply(action)``, ``log``,
  ``explain(action)``; :class:`Record` and :func:`replay` for game records.
* :func:`build_chain_graph`, :func:`money_upper_bound`, :func:`draw_chain_graph` — production-chain graphs.

The engine and the graphs are loaded on first use, so ``import furnace_lab`` stays quick and the Brass part
never loads the Furnace engine.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from furnace_lab.cards import Catalog, load_catalog
from furnace_lab.cards.notation import format_effect, parse_effect
from furnace_lab.errors import (
    DataError,
    FurnaceLabError,
    IllegalAction,
    NotationError,
    OptionsError,
    RecordError,
    UnknownCard,
    UnknownRule,
)
from furnace_lab.rules import RuleEntry, all_rules, rule

__version__ = "0.1.0"

_ENGINE = (
    "CHANCE", "TERMINAL", "GameState", "GreedyBot", "RandomBot", "Record", "load_record", "new_game",
    "parse_action", "production_position", "replay", "save_record",
)
_LAZY = {
    **dict.fromkeys(_ENGINE, "furnace_lab.engine"),
    "build_chain_graph": "furnace_lab.chains",
    "chain_graph_from_ids": "furnace_lab.chains",
    "money_upper_bound": "furnace_lab.chains",
    "draw_chain_graph": "furnace_lab.chains",
}


def __getattr__(name: str) -> Any:
    """Load the engine and the graphs only when first asked for."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'furnace_lab' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "CHANCE",
    "TERMINAL",
    "Catalog",
    "DataError",
    "FurnaceLabError",
    "GameState",
    "GreedyBot",
    "IllegalAction",
    "NotationError",
    "OptionsError",
    "RandomBot",
    "Record",
    "RecordError",
    "RuleEntry",
    "UnknownCard",
    "UnknownRule",
    "__version__",
    "all_rules",
    "build_chain_graph",
    "chain_graph_from_ids",
    "draw_chain_graph",
    "format_effect",
    "load_catalog",
    "load_record",
    "money_upper_bound",
    "new_game",
    "parse_action",
    "parse_effect",
    "production_position",
    "replay",
    "rule",
    "save_record",
]

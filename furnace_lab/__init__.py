"""furnace_lab: learn and explore the rules of Furnace, Furnace: Interbellum and Brass: Birmingham's network.

The public API (see the README for a tour):

* :func:`rule` — look up a rule clause by its stable ID; every explanation cites one.
* :func:`load_catalog` — every card of Furnace and Interbellum as data, with provenance and readings.
* :func:`parse_effect` / :func:`format_effect` — the card notation (``2 coal -> 1 oil x2``).
"""

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

__all__ = [
    "Catalog",
    "DataError",
    "FurnaceLabError",
    "IllegalAction",
    "NotationError",
    "OptionsError",
    "RecordError",
    "RuleEntry",
    "UnknownCard",
    "UnknownRule",
    "__version__",
    "all_rules",
    "format_effect",
    "load_catalog",
    "parse_effect",
    "rule",
]

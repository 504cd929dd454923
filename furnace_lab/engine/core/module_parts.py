"""A module's part of the game state: the fields it owns and everything the engine does with them.

A :class:`~furnace_lab.engine.core.hooks.RulesModule` that keeps state of its own carries a :class:`StatePart`: the
:class:`~furnace_lab.engine.core.state.GameState` fields it owns, their values in a game that does not use the module
(a base game has every field, at these values) and in a new game that does, how they are saved in the state's JSON
and read back (and the module's part of the game's fixed part, the spec, if it has one), what must hold of them (the
invariants), and its lines of the text board. The layer that knows every module — ``serialize``, ``invariants``,
``describe`` — loops over the parts of the modules a game uses (:func:`parts_in_use`: none in a base game) instead
of naming each module. Saving and reading a state's fields ask every registered part (:func:`registered_parts`):
a key of a module the game does not use is refused, as before, and a field that outlived its module's use (the
fifth player's choice re-deals the spec) is saved as it is.

**Module state is immutable.** A module field holds ints, tuples or frozen records (a ``NamedTuple``), never a list
or a dict: a change builds a new value. So ``GameState.clone`` shares module fields between the copies, and the
copies stay independent. (Per-card stored resources, ``_stored``, are a base field: a dict, copied by ``clone``.)

Every field a part names must be a slot of ``GameState`` that ``clone`` copies and ``==`` compares, and owned by
exactly one part or by the base game (``state.BASE_FIELDS``): ``tests/engine/test_module_parts.py`` fails otherwise.

The readers below (:func:`read_int`, :func:`read_ints`, :func:`read_list`) refuse a malformed saved value with a
:class:`~furnace_lab.errors.DataError` naming the field.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core import hooks
from furnace_lab.engine.core.hooks import registered
from furnace_lab.errors import DataError

if TYPE_CHECKING:
    from furnace_lab.engine.core.hooks import RulesModule
    from furnace_lab.engine.core.spec import GameSpec
    from furnace_lab.engine.core.state import GameState

WHERE: Final = "<state JSON>"
"""Where a saved state's errors say they are."""

Saved = dict[str, Any]
"""Keys of a saved state's JSON object and their JSON-ready values."""


@dataclass(frozen=True, slots=True)
class StatePart:
    """What a module keeps in the game state (see the module docstring). Only ``fields`` and ``base`` are required;
    the rest is ``None`` when the module has nothing of that kind."""

    fields: tuple[str, ...]
    """The ``GameState`` fields it owns (immutable values: ints, tuples, frozen records)."""
    base: Callable[[GameSpec], tuple[object, ...]]
    """The fields' values in a game that does not use the module (every base game), in ``fields`` order: a function of
    the counts of players and seats only (``spec.n``, ``spec.seats``; new games keep them per count)."""
    start: Callable[[GameSpec], tuple[object, ...]] | None = None
    """The fields' values in a new game that uses it (``None``: the ``base`` values)."""
    save: Callable[[GameState], Saved] | None = None
    """Its keys in the saved state's ``"state"`` object: none while its fields hold their ``base`` values (so a base
    game's JSON has none of them). Asked of every registered module, in use or not, as ``load`` is; the parts are
    written in the order of ``save_order``."""
    load: Callable[[GameState, Mapping[str, Any]], None] | None = None
    """Sets its fields from the saved ``"state"`` object (its keys, or their absence), refusing bad input with a
    :class:`~furnace_lab.errors.DataError`; called for every registered module, in use or not, after the base
    fields are read. ``None``: the fields take their ``base`` values."""
    save_spec: Callable[[GameSpec], Saved] | None = None
    """Its keys in the saved spec (the game's fixed part), written in the order of ``spec_order``."""
    load_spec: Callable[[Mapping[str, Any], Mapping[str, int]], dict[str, Any]] | None = None
    """From the saved spec and its card index: the ``GameSpec`` keyword arguments its keys give (called for every
    registered module)."""
    problems: Callable[[GameState], list[str]] | None = None
    """What is wrong with its fields (the invariants; empty when all holds)."""
    own_discs: Callable[[GameState, set[tuple[int, int]]], list[str]] | None = None
    """In the auction and the resolution: adds to the set the row's discs that are the module's own, not one of the
    seat's Capital discs, as (card position, place among that card's discs), and says what is wrong with them."""
    row_note: Callable[[GameState, int, str], str] | None = None
    """The text board: words after a card of the auction row (the state, the row card's index, the language)."""
    player_lines: Callable[[GameState, int, str], list[str]] | None = None
    """The text board: lines under a player (the state, the player, the language)."""
    board_lines: Callable[[GameState, str], list[str]] | None = None
    """The text board: lines after the players."""
    save_order: int = 0
    spec_order: int = 0
    """Where its keys go among the modules' keys in the saved state and in the saved spec (lower first; equal:
    registration order). The saved format fixes them: today's modules keep the places their keys always had."""


def registered_parts() -> tuple[StatePart, ...]:
    """The state parts of every registered module, in registration order."""
    return tuple(m.state for m in registered() if m.state is not None)


def parts_in_use(spec: GameSpec) -> tuple[StatePart, ...]:
    """The state parts of the modules the game uses (``spec.used_modules``), in registration order; none in a base
    game."""
    return tuple(m.state for m in spec.used_modules if m.state is not None)


_BASE_VALUES: dict[tuple[int, int, int, int], tuple[list[RulesModule], tuple[tuple[str, object], ...]]] = {}
"""Per registry (by identity, kept alive here) and count of players and seats: every registered part's fields with
their ``base`` values (immutable, so shared by every new state)."""


def _base_values(g: GameSpec) -> tuple[tuple[str, object], ...]:
    modules = hooks._REGISTERED  # a registration adds to it: the key notes its length
    key = (id(modules), len(modules), g.n, g.seats)
    hit = _BASE_VALUES.get(key)
    if hit is None or hit[0] is not modules:
        values = tuple(pair for part in registered_parts() for pair in zip(part.fields, part.base(g), strict=True))
        if len(_BASE_VALUES) >= 64:
            _BASE_VALUES.clear()
        hit = _BASE_VALUES[key] = (modules, values)
    return hit[1]


def set_start(s: GameState) -> None:
    """Give a new state's module fields their values in a new game (``base/setup.py``'s ``blank_state``): the
    ``base`` values of every registered part (kept per count of players and seats), then ``start`` for the modules
    the game uses."""
    g = s._g
    for name, value in _base_values(g):
        setattr(s, name, value)
    for module in g.used_modules:
        part = module.state
        if part is not None and part.start is not None:
            for name, value in zip(part.fields, part.start(g), strict=True):
                setattr(s, name, value)


def read_int(value: object, field: str) -> int:
    """A saved whole number (``True`` and ``False`` are not numbers here)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(f"expected a whole number, found {value!r}", file=WHERE, field=field)
    return value


def read_ints(value: object, field: str) -> list[int]:
    """A saved list of whole numbers."""
    if not isinstance(value, list):
        raise DataError(f"expected a list of whole numbers, found {type(value).__name__}", file=WHERE, field=field)
    return [read_int(v, field) for v in value]


def read_list(value: object, field: str) -> list[Any]:
    """A saved list."""
    if not isinstance(value, list):
        raise DataError(f"expected a list, found {type(value).__name__}", file=WHERE, field=field)
    return value


def read_cards(value: object, field: str, index: Mapping[str, int]) -> tuple[int, ...]:
    """Saved card ids as the game's card indices."""
    if not isinstance(value, list):
        raise DataError("expected a list of card ids", file=WHERE, field=field)
    try:
        return tuple(index[i] for i in value)
    except KeyError as error:
        raise DataError(f"unknown card id {error.args[0]!r}", file=WHERE, field=field) from None

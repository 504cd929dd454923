"""The permanent effects' part of the state (:class:`~furnace_lab.engine.core.module_parts.StatePart`).

``state._permanent_groups``: per player, the groups of permanent effects the cards of their line print (bits of
``permanent.GROUP_BITS``), so a rule whose group a player does not hold costs one bit test. Derived from the lines:
0 for every player in a game without the module, worked out when the lines are dealt (the ``lines_dealt`` hook) and
afresh when a saved state is read, never saved. The invariant: it matches the lines.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core.module_parts import StatePart
from furnace_lab.engine.interbellum.permanent import held_groups, refresh_held

if TYPE_CHECKING:
    from furnace_lab.engine.core.spec import GameSpec
    from furnace_lab.engine.core.state import GameState


def _base(g: GameSpec) -> tuple[tuple[int, ...]]:
    return ((0,) * g.n,)


def _load(s: GameState, st: Mapping[str, Any]) -> None:
    refresh_held(s)  # derived from the lines (never saved)


def _problems(s: GameState) -> list[str]:
    if s._permanent_groups != tuple(held_groups(s._g, line) for line in s._lines):
        return [f"permanent-effect groups per player {s._permanent_groups} do not match the lines"]
    return []


PART: Final = StatePart(("_permanent_groups",), _base, load=_load, problems=_problems)
"""The permanent effects' part of the state."""

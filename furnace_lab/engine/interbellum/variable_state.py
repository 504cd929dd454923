"""The variable Capital discs' part of the state (:class:`~furnace_lab.engine.core.module_parts.StatePart`).

``state._variable_discs``: per seat, where its variable disc is — (card position, value), or ``HELD`` (-1, 0) while
it is in hand (interbellum.variable-disc.reset); empty in a game without the module. Saved as ``variable_discs``; a
saved game whose coal would let a variable disc be worth more than ``vbid`` reads (:data:`VAR_VALUE_MAX`) is refused.
The invariants: a disc in hand is worth 0, a placed one stands on the row where the seat's record says, and every
auction starts with the discs reset. The board shows a placed disc under its player.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core.constants import AUCTION, COAL, RESOLUTION, SLOTS
from furnace_lab.engine.core.module_parts import WHERE, Saved, StatePart, read_int
from furnace_lab.engine.interbellum.variable import HELD
from furnace_lab.engine.text import say
from furnace_lab.errors import DataError

if TYPE_CHECKING:
    from furnace_lab.engine.core.spec import GameSpec
    from furnace_lab.engine.core.state import GameState

VAR_VALUE_MAX: Final = 999
"""The highest variable-disc value a saved game may make possible: ``vbid`` values are read up to 999, so a saved
variable-disc game holding more coal than that is refused (no real game comes near: a player starts with a few
coal)."""


def _save(s: GameState) -> Saved:
    return {"variable_discs": [list(v) for v in s._variable_discs]} if s._variable_discs else {}


def _load(s: GameState, st: Mapping[str, Any]) -> None:
    g = s._g
    if g.var and not g.growth and any(s._holdings[seat * SLOTS + COAL] + g.var_bonus[seat] > VAR_VALUE_MAX
                                      for seat in range(g.n)):
        raise DataError(f"a player holds more coal than a variable disc can be worth ({VAR_VALUE_MAX}, the coal "
                        f"spent plus any bonus)", file=WHERE, field="holdings")
    s._variable_discs = tuple((read_int(a, "variable_discs"), read_int(b, "variable_discs"))
                              for a, b in st.get("variable_discs", []))
    if len(s._variable_discs) != (g.seats if g.var else 0):
        raise DataError("variable discs do not match the modules in use", file=WHERE, field="variable_discs")


def _problems(s: GameState) -> list[str]:
    """interbellum.variable-disc.reset: a disc in hand is worth 0."""
    return [f"seat {seat}: a variable disc in hand reads {disc}, not {HELD} (worth 0)"
            for seat, disc in enumerate(s._variable_discs) if disc[0] < 0 and disc != HELD]


def _own_discs(s: GameState, claimed: set[tuple[int, int]]) -> list[str]:
    """Each placed variable disc is one of the discs on its card (interbellum.variable-disc.fixed / reset), and none
    is left on the row when an auction starts."""
    found: list[str] = []
    for seat, (pos, value) in enumerate(s._variable_discs):
        if pos < 0:
            continue
        bids = s._row_bids[pos] if pos < len(s._row_bids) else ()
        k = next((k for k, bid in enumerate(bids) if bid == (seat, value) and (pos, k) not in claimed), -1)
        if k < 0:
            found.append(f"seat {seat}: variable disc out of step with the row's discs")
        else:
            claimed.add((pos, k))
    if s._phase == AUCTION and not s._row_bids and any(v[0] >= 0 for v in s._variable_discs):
        found.append("a variable disc was not reset when the auction started")
    return found


def _player_lines(s: GameState, p: int, lang: str) -> list[str]:
    """The disc stays recorded until the next auction resets it: shown while it is on the row."""
    placed = s.variable_disc(p) if s._phase in (AUCTION, RESOLUTION) else None
    return [] if placed is None else [say("state.board.variable", lang, position=placed[0], value=placed[1])]


def _base(g: GameSpec) -> tuple[tuple[tuple[int, int], ...]]:
    return ((),)


def _start(g: GameSpec) -> tuple[tuple[tuple[int, int], ...]]:
    return ((HELD,) * g.seats,)


PART: Final = StatePart(("_variable_discs",), _base, _start, save=_save, load=_load, problems=_problems,
                        own_discs=_own_discs, player_lines=_player_lines)
"""The variable Capital discs' part of the state."""

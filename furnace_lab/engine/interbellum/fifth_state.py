"""The fifth player's part of the state (:class:`~furnace_lab.engine.core.module_parts.StatePart`).

``state._pick``: how many choices the fifth player still has to make before the first bid (2: the Start-up and
the Capitalist, 1, 0: none; interbellum.five-players.fifth-chooses), 0 in every other game. Saved as ``pick`` while
a choice is due. The cards to choose from are saved in the spec (``picks``: the seat, the two Start-ups by id, the
two Capitalists' definitions).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core.cards import capitalist_from_definition
from furnace_lab.engine.core.module_parts import Saved, StatePart, read_int

if TYPE_CHECKING:
    from furnace_lab.engine.core.spec import GameSpec
    from furnace_lab.engine.core.state import GameState


def _base(g: GameSpec) -> tuple[int]:
    return (0,)


def _save(s: GameState) -> Saved:
    return {"pick": s._pick} if s._pick else {}


def _load(s: GameState, st: Mapping[str, Any]) -> None:
    s._pick = read_int(st.get("pick", 0), "pick")


def _save_spec(g: GameSpec) -> Saved:
    if not g.picks:
        return {}
    seat, startups, caps = g.picks
    return {"picks": [seat, [g.cards[c].id for c in startups], [{"id": c.id, **c.definition()} for c in caps]]}


def _load_spec(raw: Mapping[str, Any], index: Mapping[str, int]) -> dict[str, Any]:
    if not raw.get("picks"):
        return {}
    seat, startups, caps = raw["picks"]
    return {"picks": (int(seat), tuple(index[i] for i in startups),
                      tuple(capitalist_from_definition(c["id"], c) for c in caps))}


PART: Final = StatePart(("_pick",), _base, save=_save, load=_load, save_spec=_save_spec, load_spec=_load_spec,
                        spec_order=2)
"""The fifth player's part of the state (its spec key comes after the Agents')."""

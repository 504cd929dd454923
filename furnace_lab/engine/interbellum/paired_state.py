"""The updated Arthur's part of the state (:class:`~furnace_lab.engine.core.module_parts.StatePart`).

``state._paired``: per seat, the card position of the extra disc the updated Arthur placed with her other disc
(-1: not placed; interbellum.capitalist.updated-arthur); empty when nobody has her. Saved as ``paired``. Her extra
disc is not one of her Capital discs, so the invariants do not count it among the discs she owns.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core.module_parts import Saved, StatePart, read_int

if TYPE_CHECKING:
    from furnace_lab.engine.core.spec import GameSpec
    from furnace_lab.engine.core.state import GameState


def _base(g: GameSpec) -> tuple[tuple[int, ...]]:
    return ((),)


def _start(g: GameSpec) -> tuple[tuple[int, ...]]:
    return ((-1,) * g.seats,)


def _save(s: GameState) -> Saved:
    return {"paired": list(s._paired)} if s._paired else {}


def _load(s: GameState, st: Mapping[str, Any]) -> None:
    s._paired = tuple(read_int(v, "paired") for v in st.get("paired", []))


def _own_discs(s: GameState, claimed: set[tuple[int, int]]) -> list[str]:
    """The extra disc on the card her record names: the first of her discs there worth the extra disc's value."""
    hooks = s._g.hooks
    for seat, pos in enumerate(s._paired):
        value = hooks[seat].paired_disc if seat < len(hooks) else None
        if pos < 0 or value is None or pos >= len(s._row_bids):
            continue
        k = next((k for k, bid in enumerate(s._row_bids[pos]) if bid == (seat, value) and (pos, k) not in claimed),
                 -1)
        if k >= 0:
            claimed.add((pos, k))
    return []


PART: Final = StatePart(("_paired",), _base, _start, save=_save, load=_load, own_discs=_own_discs)
"""The updated Arthur's part of the state."""

"""Switchable readings where the Brass sources are unclear.

* ``merchants_pass_through`` — may a route run *through* a merchant location? The seed says yes
  [brass.network.merchant-route], so the default is True; False reproduces the one implementation that blocks
  such routes, to show what difference it makes (Redditch is then cut off in the canal era).
* ``rail_coal_from`` — for a rail link's coal, distance is counted from ``"either-end"`` of the new link (the
  nearer end; the default) or only from its ``"first-end"`` as written in the request. The rulebook does not
  say [brass.coal.rail-link-distance].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from furnace_lab.brass.problems import quoted
from furnace_lab.errors import OptionsError

RAIL_COAL_FROM: Final = ("either-end", "first-end")


@dataclass(frozen=True, slots=True)
class Readings:
    """Which reading of each unclear point to apply."""

    merchants_pass_through: bool = True
    rail_coal_from: Literal["either-end", "first-end"] = "either-end"

    def __post_init__(self) -> None:
        if self.rail_coal_from not in RAIL_COAL_FROM:
            raise OptionsError(f"rail_coal_from must be one of {', '.join(RAIL_COAL_FROM)}, "
                               f"not {self.rail_coal_from!r}", "brass.coal.rail-link-distance",
                               pt=f"'rail_coal_from' deve ser um de {quoted(RAIL_COAL_FROM)}, não "
                                  f"{self.rail_coal_from!r}")
        if not isinstance(self.merchants_pass_through, bool):
            raise OptionsError("merchants_pass_through must be True or False", "brass.network.merchant-route",
                               pt="'merchants_pass_through' deve ser 'True' ou 'False'")


DEFAULT_READINGS: Final = Readings()

"""Small builders for Brass test positions."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from furnace_lab.brass import BuiltLink, IndustryTile, Position, brass_map, make_position
from furnace_lab.brass.terms import Era
from furnace_lab.errors import IllegalAction


def board(tiles: Iterable[tuple] = (), links: Iterable[tuple] = (), *, era: Era = "canal",
          players: tuple[str, ...] = ("red", "yellow"), coal: int = 13, iron: int = 8,
          merchants: bool = True) -> Position:
    """A position from short tuples.

    tiles: (location, slot, industry, owner[, resources[, level[, flipped]]]); links: (a, b, owner).
    """
    base = make_position(players, era=era)
    made = []
    for tile in tiles:
        location, slot, industry, owner, *rest = tile
        resources = rest[0] if rest else 0
        level = rest[1] if len(rest) > 1 else 1
        flipped = rest[2] if len(rest) > 2 else False
        made.append(IndustryTile(location, slot, industry, owner, level, flipped, resources))
    built = [BuiltLink(brass_map().line(a, b).id, owner, era) for a, b, owner in links]
    return Position(era=era, players=players, industries=tuple(made), links=tuple(built),
                    merchants=base.merchants if merchants else (), coal_market=coal, iron_market=iron)


def refused(call, *args, **kwargs) -> IllegalAction:
    """Run a call that must be refused; return the error."""
    with pytest.raises(IllegalAction) as caught:
        call(*args, **kwargs)
    return caught.value

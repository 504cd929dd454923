"""Hypothesis strategies shared by the Brass tests: any request the notation can say."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import strategies as st

from furnace_lab.brass import Build, CanalToRail, Card, DoubleRail, PlaceLink, Request, Sell, brass_map
from furnace_lab.brass.terms import INDUSTRIES

BOARD = brass_map()
TOWNS = [place.id for place in BOARD.locations if place.kind == "town"]
BUILDABLE = [place.id for place in BOARD.locations if not place.is_merchant]
MERCHANTS = [place.id for place in BOARD.merchants()]
EVERY = [place.id for place in BOARD.locations]


@st.composite
def requests(draw: st.DrawFn, players: Sequence[str], choices: Sequence[str]) -> Request:
    """Any request, every field drawn (slot, level, output, every kind of card, sources chosen from ``choices``,
    double rail, a sale to a merchant or a merchant's space with beer), for one of ``players``."""

    def chosen() -> tuple[str, ...]:
        return tuple(draw(st.lists(st.sampled_from(choices), max_size=3)))

    player = draw(st.sampled_from(players))
    kind = draw(st.sampled_from(("build", "link", "double", "sell", "era")))
    if kind == "build":
        place = draw(st.sampled_from(BUILDABLE))
        card = draw(st.sampled_from((None, Card("wild-industry"), Card("wild-location"),
                                     Card("industry", draw(st.sampled_from(INDUSTRIES))),
                                     Card("location", draw(st.sampled_from(TOWNS))))))
        return Build(player, place, draw(st.sampled_from(INDUSTRIES)), card=card,
                     slot=draw(st.one_of(st.none(), st.integers(1, 4))), coal=draw(st.integers(0, 3)),
                     iron=draw(st.integers(0, 2)), level=draw(st.integers(1, 8)),
                     output=draw(st.one_of(st.none(), st.integers(1, 6))), coal_choice=chosen(), iron_choice=chosen())
    if kind == "link":
        return PlaceLink(player, (draw(st.sampled_from(EVERY)), draw(st.sampled_from(EVERY))),
                         coal_choice=chosen(), kind=draw(st.sampled_from((None, "canal", "rail"))))
    if kind == "double":
        one, two = draw(st.lists(st.sampled_from(BOARD.lines), min_size=2, max_size=2))
        return DoubleRail(player, one.ends[:2], two.ends[:2], coal_choice=chosen(), beer_choice=chosen())
    if kind == "sell":
        merchant = draw(st.one_of(st.none(), st.sampled_from(MERCHANTS)))
        if merchant is not None and draw(st.booleans()):
            merchant = f"{merchant}:{draw(st.integers(1, 2))}"
        return Sell(player, draw(st.sampled_from(BUILDABLE)), draw(st.sampled_from(INDUSTRIES)),
                    beer=draw(st.integers(0, 3)), merchant=merchant, slot=draw(st.one_of(st.none(), st.integers(1, 3))),
                    beer_choice=chosen())
    return CanalToRail()

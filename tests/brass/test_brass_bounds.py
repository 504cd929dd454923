"""Counts in Brass requests and positions are bounded by what the game has (issue 23, items 4 and 13).

brass.supply.components: no cost, tile stock or market purchase counts more of a resource than the game's box
holds (30 coal cubes, 18 iron cubes, 15 beer barrels). A larger count (10^20 coal used to run the market-buying
loop for ever) is refused before any work, with a DataError naming the field and the allowed range in English and
Portuguese. Also: naming a merchant location with two tiles picks the one that can take the sale with its barrel;
the data files' headers cite the repository's seed; a position file must be a regular file of a position's size.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from brass_builders import board

from furnace_lab.brass import (
    Build,
    IndustryTile,
    MerchantTile,
    Position,
    Sell,
    ask,
    beer_sources,
    coal_sources,
    iron_sources,
    make_position,
    parse_request,
    preset,
    resolve,
    supply_data,
)
from furnace_lab.brass.limits import BEER_BARRELS, COAL_CUBES, IRON_CUBES
from furnace_lab.brass.storage import MAX_POSITION_BYTES, load_position, save_position
from furnace_lab.errors import DataError

HUGE = 99999999999999999999


def _refused(call, *args, **kwargs) -> DataError:
    with pytest.raises(DataError) as caught:
        call(*args, **kwargs)
    return caught.value


def test_brass_supply_components_huge_coal_request_refused() -> None:
    """brass.supply.components: "build an iron works at Dudley, 99999999999999999999 coal" is refused at once,
    naming the field 'coal' and the range 0 to 30, in English and Portuguese; the position is unchanged."""
    position = preset("canal-midgame")
    before = position
    error = _refused(ask, position, f"build an iron works at Dudley, {HUGE} coal")
    assert error.field == "coal"
    assert f"from 0 to {COAL_CUBES}" in str(error) and "brass.supply.components" in str(error)
    assert f"de 0 a {COAL_CUBES}" in error.message("pt") and "cubos de carvão" in error.message("pt")
    assert position == before


@pytest.mark.parametrize(("text", "field", "most"), [
    ("build an iron works at Dudley, 1 coal, 19 iron", "iron", IRON_CUBES),
    ("build an iron works at Dudley, 31 coal", "coal", COAL_CUBES),
    ("sell cotton at Stoke-on-Trent, 16 beer", "beer", BEER_BARRELS),
    ("vender Tecelagem em Stoke-on-Trent, 1000000 cervejas", "beer", BEER_BARRELS),
    ("build a coal mine at Cannock, output 31", "output", COAL_CUBES),
])
def test_brass_supply_components_each_count_bounded(text: str, field: str, most: int) -> None:
    """brass.supply.components: one more than the game has of coal, iron, beer or a new mine's output is refused
    on that field, saying the range."""
    error = _refused(ask, preset("rail-3p"), text)
    assert error.field == field and f"to {most}" in str(error) and f"a {most}" in error.message("pt")


def test_brass_supply_components_a_lesson_may_still_empty_the_coal_market() -> None:
    """brass.supply.components: the bound is the box's count, not a printed cost: 14 coal (a whole Coal Market and
    more) is still a request the lab answers."""
    position = board(links=[("birmingham", "oxford", "red")], coal=13)
    answer = coal_sources(position, COAL_CUBES, "birmingham")
    market = supply_data().markets["coal"]
    bought = sum(market.prices[1:]) + (COAL_CUBES - 13) * market.empty_price  # 13 cubes, then £8 each
    assert answer.value.need == COAL_CUBES and answer.value.cost == bought


def test_brass_supply_components_a_number_of_5000_digits_is_refused_not_read() -> None:
    """A 5,000-digit count (Python refuses to read it: ValueError) is a DataError on the field, and the message
    quotes a short prefix of it, not the whole number."""
    error = _refused(parse_request, "build an iron works at Dudley, " + "9" * 5000 + " coal")
    assert error.field == "coal" and "from 0 to 30" in str(error)
    assert len(str(error)) < 300 and len(error.message("pt")) < 300
    slot = _refused(parse_request, "build an iron works at Dudley slot " + "9" * 50)
    assert slot.field == "slot" and "from 1 to" in str(slot)


@pytest.mark.parametrize("call", [
    lambda p: coal_sources(p, HUGE, "dudley"),
    lambda p: iron_sources(p, HUGE),
    lambda p: beer_sources(p, "red", HUGE, "dudley"),
    lambda p: supply_data().markets["coal"].buy(13, HUGE),
    lambda p: supply_data().markets["iron"].sell(0, HUGE),
    lambda p: resolve(p, Build("red", "dudley", "iron", coal=HUGE)),
    lambda p: resolve(p, Sell("red", "stoke-on-trent", "cotton", beer=HUGE)),
], ids=["coal_sources", "iron_sources", "beer_sources", "market buy", "market sell", "Build", "Sell"])
def test_brass_supply_components_public_functions_refuse_huge_counts(call) -> None:
    """brass.supply.components: the public sourcing functions, the market ladders and hand-built requests refuse
    a count above the game's, as typed requests do."""
    error = _refused(call, preset("rail-3p"))
    assert "brass.supply.components" in str(error) and error.message("pt") != str(error)


def test_brass_supply_components_tile_stock_bounded_in_positions() -> None:
    """brass.supply.components: a position whose coal mine holds more cubes than the game has is refused on the
    field 'resources'."""
    base = make_position()
    error = _refused(Position, era="canal", players=("red", "yellow"), merchants=base.merchants,
                     industries=(IndustryTile("dudley", 1, "coal", "red", 1, False, HUGE),))
    assert error.field == "resources" and f"0 to {COAL_CUBES}" in str(error)
    assert "cubos de carvão" in error.message("pt")


def _warrington_two_cotton_tiles() -> Position:
    """4 players, rail era: Warrington shows two cotton tiles, the first without its barrel, the second with it;
    red has a cotton mill at Stoke-on-Trent linked to Warrington, and no brewery."""
    base = board([("stoke-on-trent", 1, "cotton", "red")], [("stoke-on-trent", "warrington", "red")], era="rail",
                 players=("red", "yellow", "purple", "green"))
    goods = {"warrington:1": ("cotton", False), "warrington:2": ("cotton", True)}
    rest = iter(tile for tile in sorted(t.goods for t in base.merchants) if tile != "cotton")
    merchants = []
    for tile in base.merchants:
        kind, beer = goods.get(tile.ref, (None, None))
        if kind is None:
            kind = next(rest)
            beer = kind != "blank"
        merchants.append(MerchantTile(tile.location, tile.space, kind, beer))
    return Position(era="rail", players=base.players, industries=base.industries, links=base.links,
                    merchants=tuple(merchants), coal_market=base.coal_market, iron_market=base.iron_market)


def test_brass_sell_matching_merchant_named_location_picks_tile_with_barrel() -> None:
    """brass.sell.matching-merchant and brass.beer.merchant-sell-only: "sell cotton at Stoke-on-Trent to
    Warrington, 1 beer" sells to the Warrington tile that buys cotton and still has its barrel (space 2), as naming
    Warrington:2 does, instead of being refused for the first tile's missing barrel."""
    position = _warrington_two_cotton_tiles()
    answer = ask(position, "sell cotton at Stoke-on-Trent to Warrington, 1 beer")
    assert answer.value.notes["merchant"] == "warrington:2"
    assert answer.value.plan("beer").sources == ("warrington:2",)
    assert not answer.value.after.merchant_tile("warrington", 2).beer
    assert answer.value.after.merchant_tile("warrington", 1) == position.merchant_tile("warrington", 1)
    assert answer.cites("brass.beer.merchant-sell-only")
    named = ask(position, "sell cotton at Stoke-on-Trent to Warrington:2, 1 beer")
    assert named.value.after == answer.value.after


@pytest.mark.parametrize("name", ["map.toml", "markets.toml"])
def test_brass_data_headers_point_to_the_seed_in_the_repository(name: str) -> None:
    """The Brass data files' headers name the repository's own copy of seed 001 (seeds/001_….txt, which exists)
    and no path outside the repository (they used to point to /work/shared/research/...)."""
    root = Path(__file__).resolve().parents[2]
    header = [line for line in (root / "furnace_lab" / "brass" / "data" / name).read_text("utf-8").splitlines()
              if line.startswith("#")]
    text = "\n".join(header[:12])
    assert "seeds/001_999e45b4c213376f.txt" in text and (root / "seeds" / "001_999e45b4c213376f.txt").is_file()
    assert "/work/" not in text and "shared/" not in text


def test_brass_load_position_refuses_fifos_and_huge_files(tmp_path: Path) -> None:
    """A position file that is a FIFO (reading it blocked for ever) or larger than any position (a file of
    zeros grew without end) is refused with a DataError naming the file, in both languages; a preset saved and
    loaded still round-trips."""
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    error = _refused(load_position, fifo)
    assert "not a regular file" in str(error) and "arquivo comum" in error.message("pt")
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_POSITION_BYTES + 1))
    error = _refused(load_position, big)
    assert "too large" in str(error) and "grande demais" in error.message("pt")
    saved = save_position(preset("rail-3p"), tmp_path / "rail.json")
    assert load_position(saved) == preset("rail-3p")

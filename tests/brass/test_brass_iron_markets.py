"""Iron, the markets, the General Supply and new tiles' output (seed 001, "Coal and iron" and
"Market spaces and Merchant bonuses")."""

from __future__ import annotations

from brass_builders import board, refused

from furnace_lab.brass import Build, iron_sources, preset, resolve, supply_data


def test_brass_iron_required_by_tiles() -> None:
    """brass.iron.required: a tile that prints iron costs iron."""
    answer = resolve(preset("empty-markets"), Build("red", "birmingham", "goods", slot=4, coal=1, iron=1, level=3))
    assert answer.value.plan("iron").need == 1 and answer.cites("brass.iron.required")


def test_brass_iron_no_connection_needed() -> None:
    """brass.iron.no-connection: an iron works nobody is connected to still supplies iron."""
    position = board(tiles=[("coalbrookdale", 2, "iron", "yellow", 3)], links=[("birmingham", "walsall", "red")])
    answer = iron_sources(position, 2)
    assert answer.value.sources == ("coalbrookdale:2",) and answer.value.cost == 0
    assert answer.cites("brass.iron.no-connection")


def test_brass_iron_any_works_any_owner_player_picks() -> None:
    """brass.iron.any-works: any unflipped works, any owner, not the closest; each cube may come from another works."""
    position = board(tiles=[("birmingham", 3, "iron", "red", 1), ("coalbrookdale", 2, "iron", "yellow", 2)],
                     links=[("birmingham", "dudley", "red")])
    answer = iron_sources(position, 1)
    assert set(answer.value.ties[0]) == {"birmingham:3", "coalbrookdale:2"}
    far = iron_sources(position, 1, choose=("coalbrookdale",))
    assert far.value.sources == ("coalbrookdale:2",) and far.cites("brass.iron.any-works")
    split = iron_sources(position, 3)
    assert sorted((t.ref, t.amount) for t in split.value.takes) == [("birmingham:3", 1), ("coalbrookdale:2", 2)]
    assert refused(iron_sources, position, 1, choose=("dudley",)).rule_id == "brass.iron.any-works"


def test_brass_iron_market_fallback_only_when_works_run_out() -> None:
    """brass.iron.market-fallback: the Iron Market only for what no works can supply, cheapest first."""
    position = board(tiles=[("coalbrookdale", 2, "iron", "yellow", 1)], iron=8)
    answer = iron_sources(position, 3)
    assert [(t.source, t.amount, t.prices) for t in answer.value.takes] == [
        ("tile", 1, ()), ("market", 2, (2, 2))]
    assert answer.cites("brass.iron.market-fallback")
    paid = resolve(position, Build("red", "birmingham", "goods", iron=3))
    assert paid.value.after.iron_market == 6
    assert paid.value.after.tile_at("coalbrookdale", 2).flipped


def test_brass_iron_empty_market_price_six() -> None:
    """brass.iron.empty-market-price and brass.market.iron-empty-price: £6 a cube once the Iron Market is empty."""
    answer = iron_sources(board(iron=1), 2)
    assert [(t.source, t.prices) for t in answer.value.takes] == [("market", (5,)), ("empty-market", (6,))]
    assert answer.cites("brass.iron.empty-market-price") and answer.cites("brass.market.iron-empty-price")


def test_brass_market_ladders_and_price_spaces() -> None:
    """brass.market.ladders and brass.market.price-spaces: 14 coal spaces £1–£7 (13 cubes), 10 iron £1–£5 (8)."""
    markets = supply_data().markets
    coal, iron = markets["coal"], markets["iron"]
    assert coal.prices == (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7) and coal.start == 13 and coal.empty_price == 8
    assert iron.prices == (1, 1, 2, 2, 3, 3, 4, 4, 5, 5) and iron.start == 8 and iron.empty_price == 6
    assert coal.filled(13) == coal.prices[1:]
    assert iron.filled(8) == iron.prices[2:]
    assert coal.provenance.confidence == "confirmed"


def test_brass_market_buy_cheapest() -> None:
    """brass.market.buy-cheapest: consuming takes the cheapest cube still there."""
    coal = supply_data().markets["coal"]
    assert coal.buy(13, 3) == ((1, 2, 2), 10)
    assert coal.buy(2, 3) == ((7, 7, 8), 0)


def test_brass_market_sell_most_expensive() -> None:
    """brass.market.sell-most-expensive: selling fills the dearest empty spaces first, paying their prices."""
    iron = supply_data().markets["iron"]
    assert iron.sell(0, 3) == ((5, 5, 4), 3)
    assert iron.sell(9, 4) == ((1,), 10)  # one space left, the rest stays on the tile
    answer = resolve(preset("empty-markets"), Build("red", "birmingham", "iron", coal=1, level=3))
    assert answer.value.after.iron_market == 5
    assert answer.cites("brass.market.sell-most-expensive") and answer.value.money == 21 - 8


def test_brass_market_sell_on_build_and_coal_needs_merchant() -> None:
    """brass.market.sell-on-build and brass.market.coal-sale-needs-merchant: a new mine sells only if connected."""
    linked = board(links=[("cannock", "walsall", "red"), ("birmingham", "walsall", "red"),
                          ("birmingham", "oxford", "red")], coal=10)
    sold = resolve(linked, Build("red", "cannock", "coal", slot=2))
    assert sold.value.after.coal_market == 12
    assert sold.value.money == 2 + 2  # the two £2 spaces are the dearest empty ones
    tile = sold.value.after.tile_at("cannock", 2)
    assert tile.flipped and tile.resources == 0
    assert sold.cites("brass.market.sell-on-build") and sold.cites("brass.market.coal-sale-needs-merchant")
    alone = board(links=[("cannock", "walsall", "red")], coal=10)
    kept = resolve(alone, Build("red", "cannock", "coal", slot=2))
    assert kept.value.after.coal_market == 10 and kept.value.after.tile_at("cannock", 2).resources == 2
    assert kept.cites("brass.market.coal-sale-needs-merchant")


def test_brass_market_iron_sale_always() -> None:
    """brass.market.iron-sale-always: a new iron works sells to the Iron Market with no connection."""
    answer = resolve(board(), Build("red", "dudley", "iron"))
    assert answer.value.after.iron_market == 10
    assert answer.value.after.tile_at("dudley", 2).resources == 2
    assert answer.cites("brass.market.iron-sale-always")


def test_brass_tile_output_by_level_and_brewery_by_era() -> None:
    """brass.tile.output: mines and works by level from the tile table, breweries 1 barrel (canal) or 2 (rail)."""
    output = supply_data().tile_output
    assert output["coal"] == {1: 2, 2: 3, 3: 4, 4: 5} and output["iron"] == {1: 4, 2: 4, 3: 5, 4: 6}
    rail = board(era="rail")
    brewed = resolve(rail, Build("red", "burton-on-trent", "brewery", level=3))
    assert brewed.value.after.tile_at("burton-on-trent", 2).resources == 2 and brewed.cites("brass.tile.output")
    stated = resolve(board(iron=10), Build("red", "dudley", "iron", output=6))
    assert stated.value.after.tile_at("dudley", 2).resources == 6


def test_brass_tile_flip_when_empty_and_full_market_no_flip() -> None:
    """brass.tile.flip-when-empty: the last cube taken flips the tile; a mine that sells nothing stays unflipped."""
    position = board(tiles=[("dudley", 1, "coal", "yellow", 1)], links=[("birmingham", "dudley", "red")])
    answer = resolve(position, Build("red", "birmingham", "iron", coal=1))
    assert answer.value.after.tile_at("dudley", 1).flipped and answer.cites("brass.tile.flip-when-empty")
    full = board(links=[("birmingham", "oxford", "red")], coal=14, iron=10)
    kept = resolve(full, Build("red", "birmingham", "iron"))
    assert not kept.value.after.tile_at("birmingham", 3).flipped and kept.value.money == 0


def test_brass_supply_spent_cubes_leave_the_board() -> None:
    """brass.supply.spent-cubes: paid cubes go to the General Supply: board plus market cubes drop by the cost."""
    position = board(tiles=[("dudley", 1, "coal", "yellow", 2)],
                     links=[("birmingham", "dudley", "red"), ("birmingham", "oxford", "red")], coal=13)

    def coal_on_board(p):
        return sum(t.resources for t in p.industries if t.industry == "coal") + p.coal_market

    answer = resolve(position, Build("red", "birmingham", "goods", slot=2, coal=4))
    assert coal_on_board(answer.value.after) == coal_on_board(position) - 4
    assert answer.cites("brass.supply.spent-cubes")


def test_brass_supply_no_return_to_tile() -> None:
    """brass.supply.no-return-to-tile: a cube bought from the market never lands on a tile."""
    position = board(tiles=[("dudley", 1, "coal", "yellow", 1, 1, False)],
                     links=[("birmingham", "dudley", "red"), ("birmingham", "oxford", "red")], coal=13)
    answer = resolve(position, Build("red", "birmingham", "goods", slot=2, coal=2))
    tiles_after = {t.ref: t.resources for t in answer.value.after.industries}
    assert tiles_after["dudley:1"] == 0 and answer.value.after.coal_market == 12
    assert answer.cites("brass.supply.no-return-to-tile")


def test_brass_iron_market_fallback_asked_for_is_checked_not_a_crash() -> None:
    """brass.iron.market-fallback: "iron from market" is refused while a works has iron, allowed when none has;
    a merchant is never an iron source."""
    position = board(tiles=[("coalbrookdale", 2, "iron", "yellow", 2)])
    error = refused(iron_sources, position, 1, choose=("market",))
    assert error.rule_id == "brass.iron.market-fallback" and "Coalbrookdale" in error.reason
    assert error.reason_pt and "Coalbrookdale" in error.reason_pt
    assert refused(iron_sources, position, 1, choose=("merchant",)).rule_id == "brass.iron.market-fallback"
    none_left = iron_sources(board(), 1, choose=("market",))
    assert [t.source for t in none_left.value.takes] == ["market"]


def test_brass_tile_output_step_names_the_resource_in_each_language() -> None:
    """brass.tile.output: the new tile's stock is named in the reader's language (no English word in Portuguese)."""
    from furnace_lab.brass.terms import RESOURCE_NAME

    for industry, held in (("coal", "coal"), ("iron", "iron"), ("brewery", "beer")):
        where = {"coal": "dudley", "iron": "dudley", "brewery": "burton-on-trent"}[industry]
        answer = resolve(board(coal=0, iron=0), Build("red", where, industry))
        output = next(s for s in answer.steps if s.rule_id == "brass.tile.output")
        en, pt = RESOURCE_NAME[held]
        assert en in output.en
        assert pt in output.pt and f" {en}." not in output.pt

"""Your network, connected, and link placement (seed 001, "Your network")."""

from __future__ import annotations

from brass_builders import board, refused

from furnace_lab.brass import (
    DoubleRail,
    PlaceLink,
    Readings,
    brass_map,
    check_link,
    connected,
    distances,
    in_network,
    network,
    placeable_lines,
    preset,
    resolve,
)
from furnace_lab.errors import DataError


def test_brass_network_definition_tiles_and_link_ends() -> None:
    """brass.network.definition: own industry tiles plus every location touching an own link."""
    position = board(tiles=[("stafford", 2, "pottery", "red")],
                     links=[("birmingham", "walsall", "red"), ("kidderminster", "worcester", "red")])
    answer = network(position, "red")
    assert answer.value == {"stafford", "birmingham", "walsall", "kidderminster", "worcester", "farm-south"}
    assert answer.cites("brass.network.definition")
    assert in_network(position, "red", "Farm brewery S").value is True
    assert in_network(position, "red", "Dudley").value is False


def test_brass_network_own_pieces_opponents_add_nothing() -> None:
    """brass.network.own-pieces: opponents' tiles and links never add to your network."""
    position = board(tiles=[("dudley", 1, "coal", "yellow", 2)],
                     links=[("birmingham", "dudley", "yellow"), ("birmingham", "walsall", "red")])
    answer = network(position, "red")
    assert answer.value == {"birmingham", "walsall"}
    assert "dudley" not in answer.value
    assert answer.cites("brass.network.own-pieces")


def test_brass_network_connected_through_anyones_links() -> None:
    """brass.network.connected: a chain of links of any owners joins two locations."""
    position = board(links=[("birmingham", "walsall", "red"), ("cannock", "walsall", "yellow")])
    answer = connected(position, "Birmingham", "Cannock")
    assert answer.value is True
    assert "2 link(s)" in answer.steps[0].en
    assert connected(position, "Birmingham", "Dudley").value is False
    assert distances(position, "birmingham") == {"birmingham": 0, "walsall": 1, "cannock": 2}


def test_brass_network_merchant_route_passes_through_oxford() -> None:
    """brass.network.merchant-route: a merchant location on the way does not break the route."""
    position = preset("redditch-canal")
    answer = connected(position, "Birmingham", "Redditch")
    assert answer.value is True
    assert answer.cites("brass.network.merchant-route")
    blocked = connected(position, "Birmingham", "Redditch", Readings(merchants_pass_through=False))
    assert blocked.value is False
    assert blocked.cites("brass.network.merchant-route")
    # a route may still end at the merchant
    assert connected(position, "Birmingham", "Oxford", Readings(merchants_pass_through=False)).value is True


def test_brass_map_three_way_link_joins_farm_at_one_link() -> None:
    """brass.map.three-way-link: the Kidderminster–Worcester tile also joins the southern farm brewery."""
    position = board(links=[("kidderminster", "worcester", "red")])
    assert distances(position, "farm-south") == {"farm-south": 0, "kidderminster": 1, "worcester": 1}
    line = brass_map().line("worcester", "farm-south")
    assert line.id == "kidderminster/worcester" and len(line.ends) == 3


def test_brass_link_first_anywhere_with_nothing_on_board() -> None:
    """brass.link.first-anywhere: with no tile or link of yours, the first link may go on any empty line."""
    position = board(links=[("birmingham", "walsall", "yellow")])
    answer = check_link(position, "red", brass_map().line("leek", "stoke-on-trent"))
    assert answer.cites("brass.link.first-anywhere")
    lines = placeable_lines(position, "red")
    assert len(lines) == len(brass_map().lines_for("canal")) - 1  # every canal line but the built one


def test_brass_link_adjacent_to_network_refused_elsewhere() -> None:
    """brass.link.adjacent-to-network: once you have pieces, a new link must touch your network."""
    position = board(tiles=[("dudley", 1, "coal", "red", 2)])
    ok = check_link(position, "red", brass_map().line("dudley", "birmingham"))
    assert ok.cites("brass.link.adjacent-to-network")
    error = refused(check_link, position, "red", brass_map().line("leek", "stoke-on-trent"))
    assert error.rule_id == "brass.link.adjacent-to-network"
    assert "network" in error.reason and error.reason_pt


def test_brass_link_extends_network_second_rail_from_first() -> None:
    """brass.link.extends-network: the second rail may start where the first one just reached."""
    position = board(tiles=[("birmingham", 2, "goods", "red", 0, 3), ("cannock", 2, "coal", "yellow", 3, 2),
                            ("uttoxeter", 1, "brewery", "red", 2, 3)],
                     links=[("cannock", "walsall", "yellow")], era="rail")
    answer = resolve(position, DoubleRail("red", ("birmingham", "walsall"), ("walsall", "tamworth")))
    assert answer.cites("brass.link.extends-network")
    assert {link.line for link in answer.value.after.links} >= {"birmingham/walsall", "tamworth/walsall"}
    # alone, Walsall–Tamworth does not touch red's network
    error = refused(resolve, position, PlaceLink("red", ("walsall", "tamworth")))
    assert error.rule_id == "brass.link.adjacent-to-network"


def test_brass_link_era_rail_only_line_refused_in_canal_era() -> None:
    """brass.link.era: a rail-only line takes no canal; canals cost £3; no canal link in the rail era."""
    position = board(tiles=[("birmingham", 2, "goods", "red")])
    error = refused(resolve, position, PlaceLink("red", ("birmingham", "redditch")))
    assert error.rule_id == "brass.link.era"
    answer = resolve(position, PlaceLink("red", ("birmingham", "coventry")))
    assert answer.value.money == -3
    assert answer.value.after.links[0].kind == "canal"
    rail = board(tiles=[("birmingham", 2, "goods", "red", 0, 3)], era="rail")
    error = refused(resolve, rail, PlaceLink("red", ("birmingham", "coventry"), kind="canal"))
    assert error.rule_id == "brass.link.era"
    canal_double = refused(resolve, position, DoubleRail("red", ("birmingham", "coventry"), ("birmingham", "dudley")))
    assert canal_double.rule_id == "brass.link.era"


def test_brass_map_links_no_line_between_and_one_tile_per_line() -> None:
    """brass.map.links: a link needs a printed line, and a line holds one link tile."""
    position = board(tiles=[("birmingham", 2, "goods", "red")], links=[("birmingham", "walsall", "yellow")])
    assert refused(resolve, position, PlaceLink("red", ("birmingham", "stafford"))).rule_id == "brass.map.links"
    assert refused(resolve, position, PlaceLink("red", ("birmingham", "walsall"))).rule_id == "brass.map.links"
    three = board(tiles=[("worcester", 1, "cotton", "red")], links=[("kidderminster", "worcester", "yellow")])
    error = refused(resolve, three, PlaceLink("red", ("worcester", "farm-south")))
    assert error.rule_id == "brass.map.three-way-link"


def test_brass_network_unknown_player_and_location_are_data_errors() -> None:
    position = board()
    try:
        network(position, "blue")
    except DataError as error:
        assert "blue" in str(error)
    else:
        raise AssertionError("unknown player accepted")
    try:
        connected(position, "Birmingam", "Dudley")
    except DataError as error:
        assert "birmingham" in str(error)  # a close match is suggested
    else:
        raise AssertionError("unknown location accepted")

"""Where a card may build (seed 001, "Your network", third paragraph; map facts from the research note)."""

from __future__ import annotations

from brass_builders import board, refused

from furnace_lab.brass import Build, Card, brass_map, buildable_slots, check_build, resolve
from furnace_lab.brass.placement import industry_card, location_card


def test_brass_build_industry_card_network_inside_only() -> None:
    """brass.build.industry-card-network: an Industry card builds only inside your network."""
    position = board(tiles=[("dudley", 1, "coal", "red", 2)], links=[("birmingham", "dudley", "red")])
    ok = check_build(position, "red", industry_card("iron"), "birmingham", "iron")
    assert ok.value == ("birmingham", 3)
    assert ok.cites("brass.build.industry-card-network")
    error = refused(check_build, position, "red", industry_card("iron"), "coalbrookdale", "iron")
    assert error.rule_id == "brass.build.industry-card-network"
    wrong = refused(check_build, position, "red", industry_card("coal"), "birmingham", "iron")
    assert wrong.rule_id == "brass.build.industry-card-network"
    slots = buildable_slots(position, "red", industry_card("iron"), "iron").value
    assert set(slots) == {("birmingham", 3)}  # Dudley already holds red's tile (canal era)


def test_brass_build_location_card_outside_network() -> None:
    """brass.build.location-card: a Location card builds at its town even outside your network, and only there."""
    position = board(tiles=[("dudley", 1, "coal", "red", 2)])
    answer = check_build(position, "red", location_card("Coalbrookdale"), "coalbrookdale", "iron")
    assert answer.value == ("coalbrookdale", 1)
    assert answer.cites("brass.build.location-card")
    error = refused(check_build, position, "red", location_card("Coalbrookdale"), "birmingham", "iron")
    assert error.rule_id == "brass.build.location-card"
    wild = buildable_slots(position, "red", Card("wild-location"), "cotton").value
    assert ("leek", 1) in wild and not any(place.startswith("farm") for place, _ in wild)


def test_brass_build_first_anywhere_with_nothing_on_board() -> None:
    """brass.build.first-anywhere: with nothing of yours on the board a matching Industry card builds anywhere."""
    position = board(tiles=[("dudley", 1, "coal", "yellow", 2)])
    answer = check_build(position, "red", industry_card("coal"), "leek", "coal")
    assert answer.value == ("leek", 2)
    assert answer.cites("brass.build.first-anywhere")
    slots = buildable_slots(position, "red", industry_card("coal"), "coal").value
    assert ("dudley", 1) not in slots  # taken
    coal_slots = [(place.id, n) for place in brass_map().locations for n, icons in enumerate(place.slots, 1)
                  if "coal" in icons]
    assert sorted(slots) == sorted(s for s in coal_slots if s != ("dudley", 1))


def test_brass_build_suitable_space_icon_and_empty() -> None:
    """brass.build.suitable-space: the slot must show the industry and be empty; merchants have no slots."""
    position = board(tiles=[("birmingham", 2, "goods", "red", 0, 3)], era="rail")
    error = refused(check_build, position, "red", industry_card("iron"), "birmingham", "iron", slot=2)
    assert error.rule_id == "brass.build.suitable-space"
    error = refused(check_build, position, "red", industry_card("goods"), "birmingham", "goods", slot=3)
    assert error.rule_id == "brass.build.suitable-space" and "iron" in error.reason
    error = refused(check_build, position, "red", industry_card("goods"), "birmingham", "goods", slot=2)
    assert error.rule_id == "brass.build.suitable-space" and "already" in error.reason
    merchant = refused(check_build, position, "red", Card("wild-industry"), "oxford", "goods")
    assert merchant.rule_id == "brass.build.suitable-space"


def test_brass_build_canal_one_per_location_but_not_in_rail_era() -> None:
    """brass.build.canal-one-per-location: one own tile per location in the canal era only."""
    canal = board(tiles=[("birmingham", 2, "goods", "red")])
    error = refused(check_build, canal, "red", industry_card("goods"), "birmingham", "goods")
    assert error.rule_id == "brass.build.canal-one-per-location"
    rail = board(tiles=[("birmingham", 2, "goods", "red", 0, 3)], era="rail")
    assert check_build(rail, "red", industry_card("goods"), "birmingham", "goods").value == ("birmingham", 1)


def test_brass_map_farm_brewery_cards() -> None:
    """brass.map.farm-brewery-cards: a farm brewery takes a Brewery or Wild Industry card, never a Wild Location."""
    position = board(links=[("cannock", "farm-north", "red")])
    assert check_build(position, "red", industry_card("brewery"), "farm-north", "brewery").value == ("farm-north", 1)
    assert check_build(position, "red", Card("wild-industry"), "farm-north", "brewery").value == ("farm-north", 1)
    error = refused(check_build, position, "red", Card("wild-location"), "farm-north", "brewery")
    assert error.rule_id == "brass.map.farm-brewery-cards"
    built = resolve(position, Build("red", "farm-north", "brewery"))
    assert built.value.after.tile_at("farm-north", 1).resources == 1  # canal-era brewery: 1 barrel

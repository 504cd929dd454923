"""Property tests on random boards: distances, closest-first coal, markets within ladders, refusals change nothing."""

from __future__ import annotations

import networkx as nx
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from furnace_lab.brass import (
    Build,
    BuiltLink,
    Card,
    IndustryTile,
    PlaceLink,
    Position,
    Sell,
    brass_map,
    built_graph,
    coal_sources,
    distances,
    iron_sources,
    make_position,
    pay,
    resolve,
    supply_data,
)
from furnace_lab.brass.storage import position_to_dict
from furnace_lab.brass.terms import ERAS, Era
from furnace_lab.errors import IllegalAction

PLAYERS = ("red", "yellow", "purple")
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
BOARD = brass_map()
COAL_SLOTS = [(place.id, n) for place in BOARD.locations for n, icons in enumerate(place.slots, 1) if "coal" in icons]
TOWNS = [place.id for place in BOARD.locations if place.kind == "town"]


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """A random board: any subset of the era's lines built by random owners, random coal mines and markets."""
    era: Era = draw(st.sampled_from(ERAS))
    lines = BOARD.lines_for(era)
    chosen = draw(st.lists(st.sampled_from(lines), unique_by=lambda line: line.id, max_size=len(lines)))
    links = tuple(BuiltLink(line.id, draw(st.sampled_from(PLAYERS)), era) for line in chosen)
    slots = draw(st.lists(st.sampled_from(COAL_SLOTS), unique=True, max_size=8))
    tiles = tuple(IndustryTile(place, slot, "coal", draw(st.sampled_from(PLAYERS)), 2, False,
                               draw(st.integers(1, 5))) for place, slot in slots)
    base = make_position(PLAYERS, era=era)
    return Position(era=era, players=PLAYERS, industries=tiles, links=links, merchants=base.merchants,
                    coal_market=draw(st.integers(0, 14)), iron_market=draw(st.integers(0, 10)))


@SETTINGS
@given(positions(), st.sampled_from([place.id for place in BOARD.locations]))
def test_brass_network_connected_distances_equal_networkx(position: Position, source: str) -> None:
    """brass.network.connected: our link-count distances equal networkx shortest paths on the built graph."""
    ours = distances(position, source)
    theirs = nx.single_source_shortest_path_length(built_graph(position), source)
    assert ours == dict(theirs)


@SETTINGS
@given(positions(), st.sampled_from(TOWNS), st.integers(1, 8))
def test_brass_coal_closest_mine_never_skips_a_nearer_mine(position: Position, town: str, need: int) -> None:
    """brass.coal.closest-mine / brass.coal.next-closest: no coal from a farther mine while a nearer one has cubes."""
    try:
        plan = coal_sources(position, need, town).value
    except IllegalAction as error:
        assert error.rule_id == "brass.coal.market-connection"
        return
    dist = distances(position, town)
    taken = {take.ref: take.amount for take in plan.takes if take.ref}
    used = [take.distance or 0 for take in plan.takes if take.source == "tile"]
    assert used == sorted(used)
    farthest = max(used, default=-1)
    for tile in position.industries:
        if tile.industry != "coal" or tile.location not in dist:
            continue
        left = tile.resources - taken.get(tile.ref, 0)
        if dist[tile.location] < farthest:
            assert left == 0, f"{tile.ref} is nearer ({dist[tile.location]}) than a mine used ({farthest})"
    if any(take.source != "tile" for take in plan.takes):  # market only after every connected mine is empty
        assert all(tile.resources == taken.get(tile.ref, 0) for tile in position.industries
                   if tile.industry == "coal" and tile.location in dist)
    assert sum(take.amount for take in plan.takes) == need


@SETTINGS
@given(positions(), st.lists(st.tuples(st.sampled_from(("coal", "iron", "buy-coal", "buy-iron")),
                                       st.integers(1, 7)), max_size=6))
def test_brass_market_ladders_stay_within_bounds(position: Position, moves: list[tuple[str, int]]) -> None:
    """brass.market.ladders: however cubes are bought and sold, each market holds 0 to its number of spaces."""
    ladders = supply_data().markets
    now = position
    built = 0
    for kind, amount in moves:
        try:
            if kind == "buy-iron":
                now = pay(now, iron_sources(now, amount).value).value
            elif kind == "buy-coal":
                now = pay(now, coal_sources(now, amount, "birmingham").value).value
            else:
                free = [(p, n) for p, n in COAL_SLOTS if now.tile(p, n) is None] if kind == "coal" else \
                    [(place.id, n) for place in BOARD.locations for n, icons in enumerate(place.slots, 1)
                     if "iron" in icons and now.tile(place.id, n) is None]
                if not free:
                    continue
                place, slot = free[0]
                builder = next((p for p in now.players if not any(t.location == place and t.owner == p
                                                                  for t in now.industries)), now.players[0])
                card = Card("location", place)  # builds outside the network, so most random builds go ahead
                now = resolve(now, Build(builder, place, kind, card=card, slot=slot, output=amount)).value.after
                built += 1
        except IllegalAction:
            continue
        assert 0 <= now.coal_market <= ladders["coal"].spaces
        assert 0 <= now.iron_market <= ladders["iron"].spaces
    event(f"tiles built: {min(built, 3)}+")


@SETTINGS
@given(positions(), st.sampled_from(PLAYERS), st.sampled_from(TOWNS), st.sampled_from(TOWNS),
       st.integers(0, 9), st.sampled_from(("build", "link", "sell")))
def test_refused_requests_change_nothing(position: Position, player: str, here: str, there: str, coal: int,
                                         kind: str) -> None:
    """A refused request (any rule, e.g. brass.coal.market-connection) leaves the position exactly as it was."""
    before = position_to_dict(position)
    fingerprint = hash(position)
    if kind == "build":
        request: Build | PlaceLink | Sell = Build(player, here, "goods" if "goods" in str(BOARD.by_id[here].slots)
                                                  else BOARD.by_id[here].slots[0][0], coal=coal)
    elif kind == "link":
        request = PlaceLink(player, (here, there))
    else:
        request = Sell(player, here, "cotton", beer=coal % 3)
    try:
        answer = resolve(position, request)
    except IllegalAction as error:
        assert error.rule_id.startswith("brass.") and error.reason and error.reason_pt
    else:
        assert answer.value.before == position
    assert position_to_dict(position) == before and hash(position) == fingerprint

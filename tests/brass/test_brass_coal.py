"""Coal (seed 001, "Coal and iron", first paragraph; rail-link distance from the research note)."""

from __future__ import annotations

import pytest
from brass_builders import board, refused

from furnace_lab.brass import Build, PlaceLink, Readings, ask, coal_sources, preset, resolve
from furnace_lab.errors import DataError


def test_brass_coal_required_by_rail_link_and_tiles() -> None:
    """brass.coal.required: a rail link costs 1 coal; a tile costs what it prints."""
    position = preset("rail-3p")
    answer = resolve(position, PlaceLink("red", ("birmingham", "walsall")))
    assert answer.value.plan("coal").need == 1
    assert answer.cites("brass.coal.required")
    build = resolve(preset("coal-tie"), Build("red", "birmingham", "iron", coal=1))
    assert build.value.plan("coal").need == 1 and build.cites("brass.coal.required")


def test_brass_coal_after_placement_rail_link_reaches_mine() -> None:
    """brass.coal.after-placement: a rail link's coal is judged with the link placed."""
    position = preset("rail-3p")
    # Before the link, Birmingham is connected to no mine at all.
    assert refused(coal_sources, position, 1, "birmingham").rule_id == "brass.coal.market-connection"
    answer = resolve(position, PlaceLink("red", ("birmingham", "walsall")))
    take = answer.value.plan("coal").takes[0]
    assert (take.ref, take.owner, take.distance) == ("cannock:2", "yellow", 1)
    assert answer.cites("brass.coal.after-placement")
    assert answer.value.after.tile_at("cannock", 2).resources == 2


def test_brass_coal_closest_mine_any_owner_same_location_zero() -> None:
    """brass.coal.closest-mine: fewest links first, any owner; a mine in the same location is 0 links away."""
    position = preset("canal-midgame")
    answer = resolve(position, Build("red", "dudley", "iron", coal=1))
    take = answer.value.plan("coal").takes[0]
    assert (take.location, take.owner, take.distance) == ("dudley", "yellow", 0)
    farther = resolve(position, Build("red", "worcester", "cotton", coal=1))
    take = farther.value.plan("coal").takes[0]
    assert (take.location, take.distance) == ("dudley", 2)  # Wolverhampton's mine is 5 links away
    assert farther.cites("brass.coal.closest-mine")


def test_brass_coal_closest_mine_named_farther_mine_refused() -> None:
    """brass.coal.closest-mine: the player may not pick a farther mine while nearer ones cover the cost."""
    position = preset("coal-tie")
    error = refused(resolve, position, Build("red", "birmingham", "iron", coal=1, coal_choice=("cannock",)))
    assert error.rule_id == "brass.coal.closest-mine"
    unconnected = board(tiles=[("dudley", 1, "coal", "red", 2), ("leek", 2, "coal", "yellow", 2)],
                        links=[("birmingham", "dudley", "red")])
    error = refused(coal_sources, unconnected, 1, "birmingham", choose=("leek",))
    assert error.rule_id == "brass.coal.closest-mine" and "Leek" in error.reason


def test_brass_coal_tie_choice_returns_tied_set() -> None:
    """brass.coal.tie-choice: equally close mines are the player's choice; the tied set is returned."""
    position = preset("coal-tie")
    answer = coal_sources(position, 1, "birmingham")
    plan = answer.value
    assert set(plan.ties[0]) == {"dudley:1", "tamworth:1"}
    assert plan.choice_open and answer.cites("brass.coal.tie-choice")
    chosen = coal_sources(position, 1, "birmingham", choose=("Dudley",)).value
    assert chosen.sources == ("dudley:1",)
    other = coal_sources(position, 1, "birmingham", choose=("tamworth:1",)).value
    assert other.sources == ("tamworth:1",)
    # no choice when the whole tier is needed anyway
    assert coal_sources(position, 4, "birmingham").value.ties == ()


def test_brass_coal_next_closest_when_a_mine_runs_out() -> None:
    """brass.coal.next-closest: the shortfall moves on to the next closest mine, before any market."""
    position = preset("coal-tie")
    answer = coal_sources(position, 5, "birmingham")
    amounts = [(take.location, take.amount, take.distance) for take in answer.value.takes]
    assert amounts[-1] == ("cannock", 1, 2)
    assert sum(a for _, a, _ in amounts) == 5 and answer.value.cost == 0
    assert answer.cites("brass.coal.next-closest")


def test_brass_coal_market_fallback_only_for_the_shortfall() -> None:
    """brass.coal.market-fallback: mines first, then only the rest from the market, cheapest first."""
    position = board(tiles=[("dudley", 1, "coal", "yellow", 1)],
                     links=[("birmingham", "dudley", "red"), ("birmingham", "oxford", "red")], coal=13)
    answer = coal_sources(position, 3, "birmingham")
    kinds = [(take.source, take.amount) for take in answer.value.takes]
    assert kinds == [("tile", 1), ("market", 2)]
    assert answer.value.takes[1].prices == (1, 2)  # cheapest filled spaces: £1 then £2
    assert answer.cites("brass.coal.market-fallback") and answer.cites("brass.market.buy-cheapest")


def test_brass_coal_market_connection_needed_tile_or_no_tile() -> None:
    """brass.coal.market-connection: market coal needs a merchant location; one without a tile counts."""
    isolated = board(links=[("birmingham", "dudley", "red")])
    error = refused(coal_sources, isolated, 1, "birmingham")
    assert error.rule_id == "brass.coal.market-connection"
    assert error.reason_pt and "Mercador" in error.reason_pt
    # Nottingham has no merchant tile with 2 players, but its coal icon still counts.
    to_nottingham = board(links=[("derby", "nottingham", "red")])
    assert to_nottingham.merchant_tile("nottingham", 1) is None
    answer = coal_sources(to_nottingham, 1, "derby")
    assert answer.value.takes[0].source == "market" and answer.cites("brass.coal.market-connection")


def test_brass_coal_empty_market_price_eight() -> None:
    """brass.coal.empty-market-price and brass.market.coal-empty-price: £8 a cube once the Coal Market is empty."""
    position = board(links=[("birmingham", "oxford", "red")], coal=1)
    plan = coal_sources(position, 3, "birmingham")
    assert [(t.source, t.prices) for t in plan.value.takes] == [("market", (7,)), ("empty-market", (8, 8))]
    assert plan.value.cost == 23
    assert plan.cites("brass.coal.empty-market-price") and plan.cites("brass.market.coal-empty-price")


def test_brass_coal_rail_link_distance_nearer_end_or_first_end() -> None:
    """brass.coal.rail-link-distance: counted from the nearer end of the placed link; 'first-end' reading switchable."""
    position = board(tiles=[("birmingham", 2, "goods", "red", 0, 3), ("walsall", 1, "iron", "red", 1, 3),
                            ("cannock", 2, "coal", "yellow", 2, 2), ("dudley", 1, "coal", "yellow", 2, 2)],
                     links=[("cannock", "walsall", "yellow"), ("birmingham", "dudley", "yellow")], era="rail")
    # Birmingham–Walsall: Dudley is 1 from the Birmingham end, Cannock 1 from the Walsall end: a tie.
    either = resolve(position, PlaceLink("red", ("birmingham", "walsall")))
    assert set(either.value.plan("coal").ties[0]) == {"dudley:1", "cannock:2"}
    assert either.cites("brass.coal.rail-link-distance")
    # Counted from Walsall only, Cannock (1) is nearer than Dudley (2).
    first = resolve(position, PlaceLink("red", ("walsall", "birmingham")), Readings(rail_coal_from="first-end"))
    assert first.value.plan("coal").sources == ("cannock:2",) and first.value.plan("coal").ties == ()


def test_brass_coal_refusal_changes_nothing() -> None:
    """brass.coal.market-connection: a coal cost that cannot be met refuses the whole build; nothing changes."""
    position = preset("coal-tie")
    before = position.industries, position.coal_market
    refused(resolve, position, Build("red", "birmingham", "iron", coal=7))
    assert (position.industries, position.coal_market) == before


def test_brass_coal_market_fallback_asked_for_while_a_mine_covers_is_refused() -> None:
    """brass.coal.market-fallback: "coal from market" while a connected mine can pay is refused, not ignored."""
    position = board(tiles=[("dudley", 1, "coal", "yellow", 2)],
                     links=[("birmingham", "dudley", "red"), ("birmingham", "oxford", "red")])
    for word in ("market", "merchant"):
        error = refused(coal_sources, position, 1, "birmingham", choose=(word,))
        assert error.rule_id == "brass.coal.market-fallback"
        assert "Dudley" in error.reason and "Dudley" in (error.reason_pt or "")
    # When the mines fall short the market is used anyway, so asking for it is fine.
    short = coal_sources(position, 3, "birmingham", choose=("market",))
    assert [(t.source, t.amount) for t in short.value.takes] == [("tile", 2), ("market", 1)]


@pytest.mark.parametrize("choice, problem", [("dudley:x", "cannot read the slot"), ("dudley:", "cannot read the slot"),
                                             ("dudley:9", "Dudley has no slot 9")])
def test_brass_coal_choice_with_an_unreadable_slot_says_so(choice: str, problem: str) -> None:
    """A mine chosen as "location:slot" with no readable slot is bad input, said as such — not a claim that
    Dudley has no mine (red's mine at dudley:1 is there, 1 link away)."""
    position = preset("coal-tie")
    with pytest.raises(DataError, match=problem) as caught:
        ask(position, f"build an iron works at Birmingham, 1 coal, coal from {choice}")
    assert "coal mine" not in str(caught.value)
    chosen = ask(position, "build an iron works at Birmingham, 1 coal, coal from dudley:1")
    assert chosen.value.plan("coal").sources == ("dudley:1",)

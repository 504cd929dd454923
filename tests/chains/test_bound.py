"""The money bound: never below the exhaustive best, exact where nothing is relaxed, and it says why it can be high."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from furnace_lab import rule
from furnace_lab.cards import load_catalog
from furnace_lab.cards.resources import EMPTY, RESOURCES, Bundle
from furnace_lab.chains import (
    bottlenecks,
    build_chain_graph,
    catalog_chain_graph,
    money_upper_bound,
)
from furnace_lab.chains.bound import CAVEATS
from furnace_lab.errors import DataError

from .helpers import best_money, company, manager, startup

CATALOG = load_catalog()
STARTUP = startup("su", ["gain 1 token", "2 coal -> 2 money x2", "upgrade for 1 coal + 1 token x∞"])


def bound_of(cards, held=EMPTY, **kw):
    return money_upper_bound(build_chain_graph(cards, **kw), held)


# --- exact where nothing is relaxed ------------------------------------------------------------------------------

def test_furnace_effects_processing_limit_caps_a_single_seller():
    """furnace.effects.processing-limit: 1 oil -> 4 money x2 with 5 oil makes at most 8."""
    seller = company("s", ["1 oil -> 4 money x2"])
    assert bound_of([seller], Bundle(oil=5)).value == 8
    assert best_money([(seller, False)], [], Bundle(oil=5)) == 8


def test_no_resources_no_money():
    seller = company("s", ["1 oil -> 4 money x2"])
    bound = bound_of([seller])
    assert bound.value == 0 and bound.flow_value == 0


def test_furnace_effects_extraction_feeds_a_chain_to_money():
    """furnace.effects.extraction: extracted coal, converted to oil, sold: 4 coal -> 2 oil -> 8 money."""
    mine = company("mine", ["gain 4 coal"])
    works = company("works", ["2 coal -> 1 oil x2"])
    seller = company("sell", ["1 oil -> 4 money x2"])
    cards = [mine, works, seller]
    assert bound_of(cards).value == 8 == best_money([(c, False) for c in cards], [], EMPTY)


def test_money_held_is_not_counted_as_gained():
    seller = company("s", ["1 oil -> 4 money x1"])
    assert bound_of([seller], Bundle(oil=1, money=30)).value == 4


def test_furnace_production_basic_side_added_rows_need_an_upgrade():
    """furnace.production.basic-side: without any upgrading row, an added row does not count."""
    card = company("c", ["gain 1 oil"], ["1 oil -> 4 money x1"])
    assert bound_of([card]).value == 0
    assert bound_of([(card, True)]).value == 4


def test_furnace_startup_upgrade_counts_added_rows_only_when_affordable():
    """furnace.startup.upgrade: the upgrade row costs 1 coal + 1 token; with no coal at all it cannot unlock."""
    card = company("c", ["gain 1 oil"], ["1 oil -> 4 money x1"])
    upgrader = startup("su", ["gain 1 token", "upgrade for 1 coal + 1 token x∞"])
    assert bound_of([card], startup=upgrader).value == 0
    assert bound_of([card], Bundle(coal=1), startup=upgrader).value == 4


def test_interbellum_permanent_bonus_per_sale_counts_when_active():
    """interbellum.permanent.always-on: +1 money per iron sale from an active permanent effect."""
    bonus = company("bonus", ["permanent: when selling iron, gain 1 money per transaction"])
    seller = company("s", ["1 iron -> 2 money x3"])
    assert bound_of([bonus, seller], Bundle(iron=3)).value == 9
    inactive = company("later", ["gain 1 coal"], ["permanent: when selling iron, gain 1 money per transaction"])
    assert bound_of([inactive, seller], Bundle(iron=3)).value == 6


def test_interbellum_manager_bonus_per_sale_placed_and_not_placed():
    """interbellum.manager.selling-money: +1 per sale on its card; not placed, it counts on one card only."""
    a = company("a", ["1 iron -> 2 money x3"])
    b = company("b", ["1 oil -> 4 money x2"])
    held = Bundle(iron=3, oil=2)
    sales = manager("m", "manager: gain 1 money per sale")
    assert bound_of([a, b], held).value == 14
    assert bound_of([a, b], held, managers=[(sales, "a")]).value == 17
    assert bound_of([a, b], held, managers=[(sales, "b")]).value == 16
    assert bound_of([a, b], held, managers=[sales]).value == 17  # the better card, not both


def test_interbellum_manager_repeat_conversion_doubles_a_placed_conversion():
    """interbellum.manager.repeat-conversion: the conversion runs its full limit once more."""
    works = company("w", ["1 coal -> 1 oil x1"])
    seller = company("s", ["1 oil -> 4 money x3"])
    once_more = manager("m", "manager: each conversion once more")
    assert bound_of([works, seller], Bundle(coal=3)).value == 4
    assert bound_of([works, seller], Bundle(coal=3), managers=[(once_more, "w")]).value == 8


def test_interbellum_manager_gift_counts_once():
    """interbellum.manager.discard-for-money: 4 money once, whichever card it sits on."""
    cards = [company("a", ["gain 1 coal"]), company("b", ["gain 1 iron"])]
    discard = manager("m", "manager: discard this for 4 money")
    assert bound_of(cards, managers=[discard]).value == 4


def test_interbellum_manager_repeat_delivery_repeats_an_active_delivery():
    """interbellum.clarification.resolve-again-active-only: a received delivery can be repeated by its Manager."""
    delivered = company("d", ["delivery: gain 2 oil"])
    seller = company("s", ["1 oil -> 4 money x2"])
    repeat = manager("m", "manager: repeat delivery")
    assert bound_of([delivered, seller]).value == 0  # resolved on receipt, not in production
    assert bound_of([delivered, seller], managers=[(repeat, "d")]).value == 8


def test_interbellum_delivery_on_upgrade_counts_when_an_upgrade_is_possible():
    """interbellum.delivery.upgraded-on-upgrade: the added side's delivery fires when the card is flipped."""
    card = company("d", ["gain 1 coal"], ["delivery: gain 2 oil"])
    seller = company("s", ["1 oil -> 4 money x2"])
    upgrader = startup("su", ["gain 1 token", "upgrade for 1 coal + 1 token x∞"])
    assert bound_of([card, seller], startup=upgrader).value == 8
    assert bound_of([(card, True), seller], startup=upgrader).value == 0  # already fired when it was flipped


def test_loops_that_multiply_resources_stay_finite():
    """1 iron -> 4 coal and 1 coal -> 1 iron make a loop; prices are capped, the bound stays finite."""
    cards = [company("a", ["1 iron -> 4 coal x1"]), company("b", ["1 coal -> 1 iron x4"]),
             company("c", ["2 coal -> 2 money x2"])]
    bound = bound_of(cards, Bundle(iron=1))
    exact = best_money([(c, False) for c in cards], [], Bundle(iron=1))
    assert exact <= bound.value <= 4 + 0  # the seller pays at most 2 × 2
    assert all(p <= 4 for p in bound.prices.values())


def test_bound_explains_why_the_real_best_can_be_lower():
    bound = bound_of([company("c", ["gain 1 oil"], ["1 oil -> 4 money x1"])], startup=STARTUP)
    text = bound.explain()
    assert "one at a time" in text and "furnace.production.each-card-once" in text
    assert any("Upgrades are not charged" in t for t, _ in bound.caveats)
    for _, rules in CAVEATS.values():
        for rule_id in rules:
            assert rule(rule_id).id == rule_id


def test_bound_flows_are_graph_edges():
    graph = build_chain_graph([company("w", ["2 coal -> 1 oil x2"]), company("s", ["1 oil -> 4 money x2"])])
    bound = money_upper_bound(graph, Bundle(coal=4))
    assert bound.value == 8
    assert set(bound.edge_flows) <= set(graph.edges)
    assert bound.edge_flows[("coal", "w:basic:0")] == 4
    assert bound.edge_flows[("s:basic:0", "money")] == 8


def test_bound_refuses_bad_resources():
    graph = build_chain_graph([company("s", ["1 oil -> 4 money x2"])])
    with pytest.raises(DataError, match="resources"):
        money_upper_bound(graph, {"gold": 2})
    with pytest.raises(DataError, match="resources"):
        money_upper_bound(graph, [1, 2])  # type: ignore[arg-type]
    with pytest.raises(DataError, match="graph"):
        money_upper_bound("not a graph", EMPTY)


# --- bottlenecks -------------------------------------------------------------------------------------------------

def test_bottlenecks_name_the_row_at_its_limit():
    works = company("w", ["2 coal -> 1 oil x1"])
    seller = company("s", ["1 oil -> 4 money x3"])
    found = bottlenecks(build_chain_graph([works, seller]), Bundle(coal=6))
    assert found[0].node == "w:basic:0" and found[0].reason == "limit"
    assert found[0].gain_if_relaxed == 4 and "limit +1" in str(found[0])


def test_bottlenecks_name_a_missing_resource():
    seller = company("s", ["1 oil -> 4 money x3"])
    found = bottlenecks(build_chain_graph([seller]), Bundle(oil=1))
    assert [(b.node, b.reason, b.gain_if_relaxed) for b in found] == [("oil", "supply", 4)]


# --- never below the true best -----------------------------------------------------------------------------------

AMOUNT = st.integers(1, 3)
RESOURCE = st.sampled_from(RESOURCES)


@st.composite
def bundles(draw, money=False, most=2):
    names = draw(st.lists(RESOURCE, min_size=1, max_size=most, unique=True))
    parts = {n: draw(AMOUNT) for n in names}
    if money:
        parts["money"] = draw(st.integers(1, 7))
    return Bundle.of(**parts)


def notation(bundle: Bundle) -> str:
    return " + ".join(f"{n} {r}" for r, n in bundle.items())


@st.composite
def rows(draw):
    kind = draw(st.sampled_from(["gain", "convert", "sell", "sell", "both", "permanent"]))
    if kind == "gain":
        return f"gain {notation(draw(bundles(most=1)))}"
    if kind == "permanent":
        return draw(st.sampled_from([
            "permanent: when selling iron, gain 1 money per transaction",
            "permanent: when selling coal, gain 1 money per transaction",
            "permanent: when extracting coal, gain 1 coal more",
            "permanent: +1 limit when selling a single resource type",
        ]))
    cost = draw(bundles())
    if kind == "convert":
        gain = draw(bundles(most=1))
    elif kind == "sell":
        gain = Bundle(money=draw(st.integers(1, 7)))
    else:
        gain = draw(bundles(money=True, most=1))
    return f"{notation(cost)} -> {notation(gain)} x{draw(st.integers(1, 3))}"


@st.composite
def tableaux(draw):
    count = draw(st.integers(1, 3))
    cards = []
    for i in range(count):
        basic = draw(st.lists(rows(), min_size=1, max_size=2))
        added = draw(st.lists(rows(), min_size=1, max_size=1))
        cards.append((company(f"c{i}", basic, added), draw(st.booleans())))
    with_startup = draw(st.booleans())
    startups = [startup("su", ["gain 1 token", draw(rows()), "upgrade for 1 coal + 1 token x∞"])] if with_startup \
        else []
    held = Bundle.of(**{r: draw(st.integers(0, 3)) for r in RESOURCES})
    placed = {}
    if draw(st.booleans()):
        kind = draw(st.sampled_from(["manager: gain 1 money per sale", "manager: gain 1 money per conversion",
                                     "manager: each conversion once more"]))
        placed[draw(st.sampled_from([c.id for c, _ in cards]))] = manager("m", kind)
    ability = draw(st.sampled_from([None, None, "repeat-card", "iron-for-upgrade", "compensation-before-production"]))
    return cards, startups, held, placed, ability


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tableaux())
def test_bound_is_never_below_the_exhaustive_best(case):
    """The max-flow bound is an upper bound: no plan found by exhaustive search gains more money."""
    cards, startups, held, placed, ability = case
    graph = build_chain_graph(cards, startup=startups[0] if startups else None,
                              managers=[(m, c) for c, m in placed.items()], include_compensation=True)
    bound = money_upper_bound(graph, held, capitalist=ability)
    exact = best_money(cards, startups, held, {c: m.effect for c, m in placed.items()}, ability)
    assert bound.value >= exact, (bound.explain(), exact)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_bound_is_never_below_the_exhaustive_best_on_catalog_cards(data):
    """Same check on real base-game cards and Start-ups from the catalog."""
    base = [c for c in CATALOG.companies if c.expansion == "base"]
    chosen = data.draw(st.lists(st.sampled_from(base), min_size=1, max_size=3, unique_by=lambda c: c.id))
    cards = [(c, data.draw(st.booleans())) for c in chosen]
    su = data.draw(st.sampled_from([s for s in CATALOG.startups if s.expansion == "base"]))
    held = su.starting + Bundle.of(**{r: data.draw(st.integers(0, 2)) for r in RESOURCES})
    bound = money_upper_bound(build_chain_graph(cards, startup=su), held)
    assert bound.value >= best_money(cards, [su], held)


def test_furnace_capitalist_repeat_card_uses_a_card_twice():
    """furnace.capitalist.repeat-card: one card used a second time can double its sale."""
    seller = company("s", ["1 oil -> 4 money x1"])
    other = company("o", ["1 iron -> 2 money x1"])
    held = Bundle(oil=2, iron=2, coal=2)
    graph = build_chain_graph([seller, other])
    assert money_upper_bound(graph, held).value == 6
    assert best_money([(seller, False), (other, False)], [], held, ability="repeat-card") == 10
    assert money_upper_bound(graph, held, capitalist="repeat-card").value >= 10


def test_furnace_capitalist_repeat_card_bottlenecks_name_the_ability_instead_of_crashing():
    """furnace.capitalist.repeat-card: when the second use is what caps the bound, bottlenecks() names the ability.

    It used to look the ability key up as a graph node and raise KeyError."""
    seller = company("s", ["1 oil -> 4 money x2"])
    graph = build_chain_graph([seller])
    held = Bundle(oil=5)
    bound = money_upper_bound(graph, held, capitalist="repeat-card")
    assert any(edge.reason == "capitalist" for edge in bound.cut)
    found = bottlenecks(graph, held, capitalist="repeat-card")
    by_reason = {b.reason: b for b in found}
    assert by_reason["capitalist"].card is None and by_reason["capitalist"].node == "repeat-card"
    text = str(by_reason["capitalist"])
    assert "furnace.capitalist.repeat-card" in text and "supply of" not in text
    evariste = next(c for c in CATALOG.capitalists if c.ability == "repeat-card")
    assert bottlenecks(graph, held, capitalist=evariste) == found


def test_bottleneck_of_an_unplaced_manager_is_not_called_a_supply():
    """interbellum.manager.extra-effect: a Manager not placed yet caps the bound; it is not a resource supply."""
    seller = company("s", ["1 oil -> 4 money x2"])
    graph = build_chain_graph([seller], managers=[manager("m", "manager: gain 1 money per sale")])
    found = [b for b in bottlenecks(graph, Bundle(oil=5)) if b.reason == "manager"]
    assert found and all("supply of" not in str(b) for b in found)


def test_furnace_capitalist_iron_for_upgrade_unlocks_without_tokens():
    """furnace.capitalist.iron-for-upgrade: iron pays for the upgrade when no token can be had."""
    card = company("c", ["gain 1 oil"], ["1 oil -> 4 money x1"])
    upgrader = startup("su", ["upgrade for 1 coal + 1 token x∞"])
    graph = build_chain_graph([card], startup=upgrader)
    held = Bundle(coal=1, iron=1)
    assert money_upper_bound(graph, held).value == 0
    assert money_upper_bound(graph, held, capitalist="iron-for-upgrade").value == 4
    assert best_money([(card, False)], [upgrader], held, ability="iron-for-upgrade") == 4


def test_interbellum_capitalist_compensator_counts_compensation_rows():
    """interbellum.capitalist.compensator: a basic-side Company's compensation row, once, in production."""
    card = company("c", ["1 oil -> 4 money x2"], compensation="gain 1 oil")
    graph = build_chain_graph([card], include_compensation=True)
    assert money_upper_bound(graph).value == 0
    assert money_upper_bound(graph, capitalist="compensation-before-production").value == 4
    with pytest.raises(DataError, match="include_compensation"):
        money_upper_bound(build_chain_graph([card]), capitalist="compensation-before-production")


def test_interbellum_capitalist_neighbour_is_named_as_not_counted():
    """interbellum.capitalist.neighbour: the neighbour's card is outside the graph; the bound says so."""
    bound = bound_of([company("s", ["1 oil -> 4 money x1"])])
    assert bound.not_counted == ()
    other = money_upper_bound(build_chain_graph([company("s", ["1 oil -> 4 money x1"])]),
                              capitalist="use-neighbour-card")
    assert other.not_counted and "Not counted" in other.explain()


def test_capitalists_that_only_change_the_auction_change_nothing():
    graph = build_chain_graph([company("s", ["1 oil -> 4 money x2"])])
    held = Bundle(oil=2)
    plain = money_upper_bound(graph, held).value
    for key in ("compensation-plus-one", "unrestricted-bids", "extra-disc", "variable-plus-two"):
        assert money_upper_bound(graph, held, capitalist=key).value == plain
    capitalist = next(c for c in CATALOG.capitalists if c.ability == "repeat-card")
    assert money_upper_bound(graph, held, capitalist=capitalist).capitalist == "repeat-card"
    with pytest.raises(DataError, match="unknown Capitalist"):
        money_upper_bound(graph, held, capitalist="time-travel")


def test_whole_catalog_bound_is_finite_and_positive():
    bound = money_upper_bound(catalog_chain_graph(CATALOG, managers=True), Bundle(coal=2, iron=2))
    assert 0 < bound.value < 10_000
    assert bound.prices["money"] == Fraction(1)

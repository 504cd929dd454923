"""Building production-chain graphs: nodes, edges and attributes, the rules applied, and bad input refused."""

from __future__ import annotations

import pytest

from furnace_lab import rule
from furnace_lab.cards import load_catalog
from furnace_lab.cards.notation import format_effect
from furnace_lab.cards.resources import COLOUR, ORDER, Bundle
from furnace_lab.chains import (
    build_chain_graph,
    card_feeds,
    catalog_chain_graph,
    chain_graph_for_state,
    chain_graph_from_ids,
    make_tableau,
    tableau_from_state,
)
from furnace_lab.chains.schema import EDGE_KINDS, RULES
from furnace_lab.errors import DataError, UnknownCard

from .helpers import company, manager, startup

CATALOG = load_catalog()
SEVEN = company("c7", ["2 coal -> 2 money x2"], ["gain 2 iron"], compensation="2 coal -> 1 oil")
OILER = company("o1", ["1 oil -> 4 money x1"], ["gain 3 coal"])
STARTUP = startup("su", ["gain 1 token", "2 coal -> 2 money x2", "upgrade for 1 coal + 1 token x∞"])


def test_every_cited_rule_id_resolves():
    for rule_id in RULES.values():
        assert rule(rule_id).id == rule_id
    graph = catalog_chain_graph(CATALOG, managers=True, include_compensation=True)
    for rule_id in graph.graph["rules"]:
        assert rule(rule_id).id == rule_id
    for _, attrs in graph.nodes(data=True):
        if attrs["kind"] == "effect":
            assert rule(attrs["rule"]).id == attrs["rule"]


def test_resource_nodes_carry_the_card_face_colours():
    graph = build_chain_graph([SEVEN, OILER], startup=STARTUP)
    resources = [n for n, a in graph.nodes(data=True) if a["kind"] == "resource"]
    assert resources == [r for r in ORDER if r in resources]  # print order, first
    assert set(resources) == {"coal", "iron", "oil", "token", "money"}
    for r in resources:
        assert graph.nodes[r]["colour"] == COLOUR[r]


def test_one_node_per_row_grouped_by_card():
    graph = build_chain_graph([SEVEN, OILER], startup=STARTUP)
    rows = {n: a for n, a in graph.nodes(data=True) if a["kind"] == "effect"}
    assert set(rows) == {"c7:basic:0", "c7:added:0", "o1:basic:0", "o1:added:0", "su:rows:0", "su:rows:1",
                         "su:rows:2"}
    assert rows["c7:added:0"]["card"] == "c7" and rows["su:rows:2"]["card_kind"] == "startup"
    assert rows["o1:basic:0"]["notation"] == format_effect(OILER.basic[0]) == "1 oil -> 4 money x1"
    assert list(graph.graph["cards"]) == ["c7", "o1", "su"]


def test_furnace_production_basic_side_added_rows_inactive():
    """furnace.production.basic-side: a basic-side card's added rows are in the graph but not active."""
    graph = build_chain_graph([SEVEN], upgraded=False)
    assert graph.nodes["c7:basic:0"]["active"] and not graph.nodes["c7:added:0"]["active"]


def test_furnace_production_upgraded_side_added_rows_active():
    """furnace.production.upgraded-side: upgraded, the added rows act too, after the basic ones."""
    graph = build_chain_graph([(SEVEN, True)])
    assert graph.nodes["c7:added:0"]["active"]
    assert graph.nodes["c7:basic:0"]["order"] < graph.nodes["c7:added:0"]["order"]
    assert build_chain_graph([SEVEN], upgraded={"c7"}).nodes["c7:added:0"]["active"]


def test_furnace_effects_processing_limit_on_edges():
    """furnace.effects.processing-limit: 2 coal -> 2 money x2 pays 2 coal per transaction, at most twice."""
    graph = build_chain_graph([SEVEN])
    pay = graph.edges["coal", "c7:basic:0"]
    earn = graph.edges["c7:basic:0", "money"]
    assert (pay["kind"], pay["amount"], pay["limit"], pay["capacity"]) == ("input", 2, 2, 4)
    assert (earn["kind"], earn["amount"], earn["limit"], earn["capacity"]) == ("output", 2, 2, 4)
    assert graph.nodes["c7:basic:0"]["selling"] and not graph.nodes["c7:basic:0"]["conversion"]


def test_furnace_effects_extraction_happens_once():
    """furnace.effects.extraction: an extraction yields its gain once (limit 1)."""
    graph = build_chain_graph([(SEVEN, True)])
    gain = graph.edges["c7:added:0", "iron"]
    assert (gain["amount"], gain["limit"], gain["capacity"]) == (2, 1, 2)


def test_furnace_production_compensation_unused_unless_asked():
    """furnace.production.compensation-unused / furnace.compensation.processing: the row is auction-only."""
    assert "c7:compensation:0" not in build_chain_graph([SEVEN])
    graph = build_chain_graph([SEVEN], include_compensation=True)
    row = graph.nodes["c7:compensation:0"]
    assert row["when"] == "auction" and row["limit"] is None and row["order"] is None
    assert graph.edges["coal", "c7:compensation:0"]["capacity"] is None
    assert RULES["compensation-processing"] in graph.graph["rules"]


def test_furnace_startup_upgrade_unlocks_added_rows_of_basic_side_companies():
    """furnace.startup.upgrade: the upgrade row pays 1 coal + 1 token and can flip the other Companies."""
    graph = build_chain_graph([SEVEN, (OILER, True)], startup=STARTUP)
    upgrade = "su:rows:2"
    assert graph.nodes[upgrade]["upgrading"] and graph.nodes[upgrade]["limit"] is None
    assert graph.edges["token", upgrade]["amount"] == 1 and graph.edges["coal", upgrade]["amount"] == 1
    unlocks = {t for _, t, e in graph.out_edges(upgrade, data=True) if e["kind"] == "unlocks"}
    assert unlocks == {"c7:added:0"}  # o1 is upgraded already


def test_furnace_setup_startup_a_company_given_as_the_startup_is_refused():
    """furnace.setup.startup: the Start-up argument takes a Start-up; a Company there used to join the tableau
    silently as one more Company, leaving the chain without its upgrade row."""
    catalog = load_catalog()
    with pytest.raises(DataError) as caught:
        chain_graph_from_ids(["base-c7"], startup="base-c1", catalog=catalog)
    assert caught.value.field == "startup" and "base-c1" in str(caught.value)
    assert "furnace.setup.startup" in str(caught.value)
    with pytest.raises(DataError):
        build_chain_graph([SEVEN], startup=OILER)  # type: ignore[arg-type]
    graph = chain_graph_from_ids(["base-c7"], startup="base-startup-1", catalog=catalog)
    assert graph.graph["cards"]["base-startup-1"]["card_kind"] == "startup"


def test_furnace_startup_no_upgrade_refused():
    """furnace.startup.no-upgrade: a Start-up given as upgraded is refused."""
    with pytest.raises(DataError, match="cannot be upgraded"):
        build_chain_graph([(STARTUP, True)])


def test_bad_input_refused_with_what_and_where():
    with pytest.raises(DataError, match="twice"):
        build_chain_graph([SEVEN, SEVEN])
    with pytest.raises(DataError, match="Company or Start-up"):
        build_chain_graph(["c7"])  # type: ignore[list-item]
    with pytest.raises(DataError, match="not one of the cards"):
        build_chain_graph([SEVEN], managers=[(manager("m", "manager: gain 1 money per sale"), "nowhere")])
    with pytest.raises(DataError, match="True or False"):
        build_chain_graph([(SEVEN, "yes")])  # type: ignore[list-item]
    with pytest.raises(DataError, match="collection of card ids"):
        build_chain_graph([SEVEN], upgraded="c7")
    with pytest.raises(DataError, match="transaction limit") as error:
        build_chain_graph([company("bad", ["1 coal -> 1 oil"])])
    assert error.value.item == "bad"
    with pytest.raises(DataError, match="stored"):
        build_chain_graph([SEVEN], stored={"c7": {"iron": 1}})  # type: ignore[dict-item]


def test_interbellum_deliveries_act_on_receipt_or_on_upgrade():
    """interbellum.delivery.basic-on-receipt / upgraded-on-upgrade."""
    card = company("d", ["delivery: gain 3 coal"], ["delivery: 1 iron -> 2 money x8"])
    graph = build_chain_graph([card])
    assert graph.nodes["d:basic:0"]["when"] == "on-receipt"
    late = graph.nodes["d:added:0"]
    assert late["when"] == "on-upgrade" and late["selling"] and late["limit"] == 8
    assert graph.edges["iron", "d:added:0"]["capacity"] == 8


def test_interbellum_permanent_bonus_reaches_combined_sales():
    """interbellum.clarification.convert-sell-combined: selling iron with coal still counts as selling iron."""
    bonus = company("b", ["permanent: when selling iron, gain 1 money per transaction"])
    seller = company("s", ["1 coal + 1 iron -> 4 money x3", "1 oil -> 4 money x1"])
    graph = build_chain_graph([bonus, seller])
    changed = {t for _, t, e in graph.out_edges("b:basic:0", data=True) if e["kind"] == "modifies"}
    assert changed == {"s:basic:0"}
    assert graph.nodes["s:basic:0"]["bonus"] == Bundle(money=1)
    assert graph.edges["b:basic:0", "money"]["per"] == "transaction"


def test_interbellum_single_type_selling_limit_plus_one():
    """interbellum.clarification.single-type-selling / transaction-limit-plus-one."""
    plus = company("p", ["permanent: +1 limit when selling a single resource type"])
    seller = company("s", ["1 iron -> 2 money x4", "1 coal + 1 iron -> 4 money x3", "1 iron -> 1 oil x2"])
    graph = build_chain_graph([plus, seller])
    assert graph.nodes["s:basic:0"]["limit"] == 5 and graph.nodes["s:basic:0"]["printed_limit"] == 4
    assert graph.nodes["s:basic:1"]["limit"] == 3  # two types
    assert graph.nodes["s:basic:2"]["limit"] == 2  # not a sale
    assert graph.edges["iron", "s:basic:0"]["capacity"] == 5


def test_inactive_permanent_changes_nothing_yet():
    later = company("p", ["gain 1 coal"], ["permanent: +1 limit when selling a single resource type"])
    seller = company("s", ["1 iron -> 2 money x4"])
    graph = build_chain_graph([later, seller])
    assert graph.has_edge("p:added:0", "s:basic:0")  # shown, but not in force
    assert graph.nodes["s:basic:0"]["limit"] == 4


def test_interbellum_clarification_for_each_card_active():
    """interbellum.clarification.for-each-card-active: only cards whose selling row is active count."""
    counter = company("ib01", ["text: gain 1 coal per card selling coal"], ["1 iron -> 2 money x4"])
    a = company("a", ["2 coal -> 2 money x2"])
    b = company("b", ["gain 1 iron"], ["3 coal -> 4 money x3"])
    graph = build_chain_graph([counter, a, b])
    text = graph.nodes["ib01:basic:0"]
    assert (text["count"], text["count_if_upgraded"]) == (1, 2)
    assert graph.edges["ib01:basic:0", "coal"]["amount"] == 1
    assert {s for s, _, e in graph.in_edges("ib01:basic:0", data=True) if e["kind"] == "counts"} == {
        "a:basic:0", "b:added:0"}


def test_stored_resources_reach_the_row_that_takes_them():
    card = company("ib04", ["permanent: when outbid, store 1 iron here", "text: take all iron stored here"])
    graph = build_chain_graph([card], stored={"ib04": Bundle(iron=3)})
    assert graph.edges["ib04:basic:0", "ib04:basic:1"]["kind"] == "stores"
    assert graph.edges["ib04:basic:1", "iron"]["amount"] == 3
    assert graph.nodes["ib04:basic:1"]["stored"] == 3


def test_coal_spent_on_upgrades_is_stored_for_from_here_rows():
    keeper = company("ib22", ["permanent: store coal spent on upgrades here", "2 coal from here -> 1 token x2"])
    graph = build_chain_graph([keeper, SEVEN], startup=STARTUP)
    assert graph.edges["su:rows:2", "ib22:basic:0"]["kind"] == "stores"
    assert graph.edges["ib22:basic:0", "ib22:basic:1"]["kind"] == "stores"
    assert graph.edges["coal", "ib22:basic:1"]["from_here"] is True


def test_upgrade_next_unlocks_only_the_next_company():
    first = company("ib19", ["gain 2 coal"], ["text: upgrade the next company"])
    graph = build_chain_graph([(first, True), SEVEN, OILER])
    unlocks = {t for _, t, e in graph.out_edges("ib19:added:0", data=True) if e["kind"] == "unlocks"}
    assert unlocks == {"c7:added:0"}


def test_interbellum_manager_extra_effect_attached_to_its_card():
    """interbellum.manager.extra-effect: a placed Manager joins its card and changes that card's rows."""
    sales = manager("m", "manager: gain 1 money per sale", "Sales")
    graph = build_chain_graph([SEVEN, OILER], managers=[(sales, "o1")])
    node = "manager:m@o1"
    assert graph.nodes[node]["card"] == "o1" and graph.nodes[node]["placed"]
    assert graph.nodes[node]["rule"] == "interbellum.manager.selling-money"
    assert {t for _, t, e in graph.out_edges(node, data=True) if e["kind"] == "modifies"} == {"o1:basic:0"}
    assert graph.nodes["o1:basic:0"]["bonus"] == Bundle(money=1)
    assert graph.nodes["c7:basic:0"]["bonus"] == Bundle()


def test_managers_not_placed_point_at_every_row_they_could_change():
    sales = manager("m", "manager: gain 1 money per sale")
    graph = build_chain_graph([SEVEN, OILER], managers=[sales, sales])
    assert {"manager:m#0", "manager:m#1"} <= set(graph)
    assert graph.nodes["manager:m#0"]["card"] is None
    edges = [e for _, _, e in graph.out_edges("manager:m#0", data=True) if e["kind"] == "modifies"]
    assert len(edges) == 2 and all(e["placed"] is False for e in edges)
    assert graph.nodes["o1:basic:0"]["bonus"] == Bundle()  # not in force until placed


def test_interbellum_manager_repeat_conversion_limit_twice():
    """interbellum.manager.repeat-conversion: placed, each conversion's limit counts twice."""
    works = company("w", ["2 coal -> 1 oil x2", "1 oil -> 4 money x1"])
    graph = build_chain_graph([works], managers=[(manager("m", "manager: each conversion once more"), "w")])
    assert graph.nodes["w:basic:0"]["limit"] == 4 and graph.nodes["w:basic:1"]["limit"] == 1


def test_manager_gift_outputs_are_local_and_a_choice():
    gift = manager("m", "manager: free 1 coal + 1 iron or 1 oil")
    graph = build_chain_graph([company("w", ["1 iron -> 1 oil x2"])], managers=[(gift, "w")])
    outs = {t: e for _, t, e in graph.out_edges("manager:m@w", data=True) if e["kind"] == "output"}
    assert set(outs) == {"coal", "iron", "oil"}
    assert all(e["local"] and e["choice"] == "manager:m@w" for e in outs.values())


def test_manager_upgrade_self_unlocks_its_card():
    up = manager("m", "manager: upgrade this for 1 iron")
    graph = build_chain_graph([SEVEN, OILER], managers=[(up, "c7")])
    assert {t for _, t, e in graph.out_edges("manager:m@c7", data=True) if e["kind"] == "unlocks"} == {"c7:added:0"}
    assert graph.edges["iron", "manager:m@c7"]["amount"] == 1


def test_edge_kinds_are_documented():
    graph = catalog_chain_graph(CATALOG, upgraded=False, managers=True, include_compensation=True)
    assert {e["kind"] for _, _, e in graph.edges(data=True)} <= set(EDGE_KINDS)


def test_from_ids_uses_the_catalog():
    graph = chain_graph_from_ids([("base-c7", True), "base-o1"], startup="base-startup-1",
                                 managers=[("ib-mgr-sale-money", "base-o1")], catalog=CATALOG)
    assert graph.nodes["base-c7:added:0"]["active"] and not graph.nodes["base-o1:added:0"]["active"]
    assert "manager:ib-mgr-sale-money@base-o1" in graph
    with pytest.raises(UnknownCard):
        chain_graph_from_ids(["base-c77"], catalog=CATALOG)
    with pytest.raises(DataError, match="one string"):
        chain_graph_from_ids("base-c7", catalog=CATALOG)


def test_whole_catalog_every_row_is_a_node():
    graph = catalog_chain_graph(CATALOG)
    for card in CATALOG.companies:
        for row in range(len(card.basic)):
            assert f"{card.id}:basic:{row}" in graph
        for row in range(len(card.added)):
            assert graph.nodes[f"{card.id}:added:{row}"]["active"]  # upgraded=True by default
    for start in CATALOG.startups:
        assert all(f"{start.id}:rows:{row}" in graph for row in range(len(start.rows)))


class FakeState:
    """The engine's public view a tableau is read from (companies, sides, Start-up, Managers, stored)."""

    def companies(self, player):
        return ("base-c7", "ib-04")

    def is_upgraded(self, card_id):
        return card_id == "base-c7"

    def startup(self, player):
        return "base-startup-2"

    def managers(self, player):
        return [("ib-mgr-sale-money", "base-c7")]

    def stored(self, card_id):
        return Bundle(iron=2) if card_id == "ib-04" else Bundle()


def test_tableau_from_a_game_state():
    tableau = tableau_from_state(FakeState(), 0, catalog=CATALOG)
    assert [(c.id, up) for c, up in tableau.companies] == [("base-c7", True), ("ib-04", False)]
    assert tableau.startups[0].id == "base-startup-2"
    assert tableau.managers[0][1] == "base-c7" and tableau.stored == {"ib-04": Bundle(iron=2)}
    graph = chain_graph_for_state(FakeState(), 0, catalog=CATALOG)
    assert graph.nodes["base-c7:added:0"]["active"] and "manager:ib-mgr-sale-money@base-c7" in graph
    with pytest.raises(DataError, match="game state"):
        tableau_from_state(object(), 0)


def test_tableau_from_the_engine_when_present():
    engine = pytest.importorskip("furnace_lab.engine.base.setup")
    state = engine.new_game(3, seed=3)
    graph = chain_graph_for_state(state, 0)
    assert list(graph.graph["cards"]) == [*state.companies(0), state.startup(0)]


def test_production_position_from_the_engine():
    """furnace.variant.production-chain: the engine's line, Start-up included, orders the feeds."""
    position = pytest.importorskip("furnace_lab.engine.position")
    state = position.production_position([("base-c7", True), "base-c10", "base-o1"], startup="base-startup-1",
                                         resources={"coal": 1, "iron": 1}, production_chain=True,
                                         startup_position=1)
    graph = chain_graph_for_state(state, 0)
    assert graph.graph["line"] == ("base-c7", "base-startup-1", "base-c10", "base-o1")
    assert graph.nodes["base-c7:added:0"]["active"] and not graph.nodes["base-c10:added:0"]["active"]
    feeds = card_feeds(graph, production_chain=True)
    assert feeds.has_edge("base-c10", "base-o1") and not feeds.has_edge("base-o1", "base-c10")


def test_make_tableau_keeps_the_order_and_sides():
    tableau = make_tableau([OILER, (SEVEN, True)], startup=STARTUP)
    assert tableau.card_ids == ("o1", "c7", "su")
    assert [up for _, up in tableau.companies] == [False, True]

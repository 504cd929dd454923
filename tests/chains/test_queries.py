"""Questions answered from the graph: what can end as money and how, which cards feed which, a plan's flows."""

from __future__ import annotations

from fractions import Fraction

import pytest

from furnace_lab.cards import load_catalog
from furnace_lab.cards.resources import Bundle
from furnace_lab.chains import (
    build_chain_graph,
    card_feeds,
    catalog_chain_graph,
    feeders_of,
    flows_from_transactions,
    money_routes,
    money_sources,
)
from furnace_lab.errors import DataError

from .helpers import company, manager, startup

MINE = company("mine", ["gain 4 coal"], ["gain 2 iron"])
WORKS = company("works", ["2 coal -> 1 oil x2"], ["1 coal + 1 iron -> 4 money x3"])
SELLER = company("sell", ["1 oil -> 4 money x2"])
TOKENS = company("tok", ["1 iron -> 1 token x1"])


def test_money_sources_follow_chains_to_money():
    graph = build_chain_graph([MINE, WORKS, SELLER, TOKENS])
    found = money_sources(graph)
    assert found["coal"] == ("sell:basic:0", "works:added:0")  # via oil, and in the combined sale
    assert found["oil"] == ("sell:basic:0",)
    assert found["iron"] == ("works:added:0",)
    assert "token" not in found  # tokens are made here but nothing sells them


def test_money_sources_active_only_ignores_rows_still_faded():
    graph = build_chain_graph([MINE, WORKS, SELLER])
    assert "iron" not in money_sources(graph, active_only=True)
    assert money_sources(graph, active_only=True)["coal"] == ("sell:basic:0",)


def test_money_routes_shortest_first():
    graph = build_chain_graph([MINE, WORKS, SELLER])
    routes = money_routes(graph, "coal")
    assert [r.rows for r in routes] == [("works:added:0",), ("works:basic:0", "sell:basic:0")]
    assert routes[1].resources == ("coal", "oil", "money")
    assert str(routes[1]) == "coal → [2 coal -> 1 oil x2] → oil → [1 oil -> 4 money x2] → money"
    assert money_routes(graph, "money") == []
    assert money_routes(build_chain_graph([TOKENS]), "iron") == []
    with pytest.raises(DataError, match="no resource node"):
        money_routes(graph, "gold")


def test_furnace_production_each_card_once_any_card_feeds_any_other():
    """furnace.production.each-card-once: cards resolve in any order, so a later card may feed an earlier one."""
    feeds = card_feeds(build_chain_graph([SELLER, WORKS, MINE]))
    assert feeds.has_edge("mine", "works") and feeds.has_edge("works", "sell")
    assert feeds.edges["works", "sell"]["resources"] == ("oil",)
    assert ("works:basic:0", "sell:basic:0", "oil") in feeds.edges["works", "sell"]["via"]
    assert feeders_of(build_chain_graph([SELLER, WORKS, MINE]), "sell") == ("works",)


def test_furnace_production_rows_top_to_bottom_self_feed_only_downwards():
    """furnace.production.rows-top-to-bottom: a row feeds a later row of its card, never an earlier one."""
    down = company("down", ["gain 1 oil", "1 oil -> 4 money x1"])
    up = company("up", ["1 oil -> 4 money x1"], ["gain 1 oil"])
    feeds = card_feeds(build_chain_graph([down, (up, True)]))
    assert feeds.has_edge("down", "down")
    assert not feeds.has_edge("up", "up")
    assert feeds.has_edge("up", "down") and feeds.has_edge("down", "up")


def test_furnace_variant_production_chain_feeds_only_rightwards():
    """furnace.variant.production-chain: cards resolve strictly left to right along the line."""
    graph = build_chain_graph([SELLER, WORKS, MINE])
    feeds = card_feeds(graph, production_chain=True)
    assert not feeds.has_edge("mine", "works") and not feeds.has_edge("works", "sell")
    line = card_feeds(graph, production_chain=True, line=["mine", "works", "sell"])
    assert line.has_edge("mine", "works") and line.has_edge("works", "sell")
    with pytest.raises(DataError, match="line"):
        card_feeds(graph, production_chain=True, line=["mine", "works"])


def test_interbellum_variant_production_chain_deliveries_outside_the_line():
    """interbellum.variant.production-chain: deliveries act outside the line's order."""
    delivered = company("d", ["delivery: gain 2 oil"])
    graph = build_chain_graph([SELLER, delivered])
    assert card_feeds(graph, production_chain=True).has_edge("d", "sell")


def test_manager_resources_feed_only_their_own_card():
    gift = manager("m", "manager: free 4 coal")
    graph = build_chain_graph([WORKS, company("other", ["2 coal -> 2 money x2"])], managers=[(gift, "works")])
    feeds = card_feeds(graph)
    assert feeds.has_edge("works", "works") and not feeds.has_edge("works", "other")


def test_start_up_feeds_its_own_upgrade_row():
    su = startup("su", ["gain 1 token", "2 coal -> 2 money x2", "upgrade for 1 coal + 1 token x∞"])
    feeds = card_feeds(build_chain_graph([MINE], startup=su))
    assert feeds.edges["su", "su"]["resources"] == ("token",)
    assert feeds.edges["mine", "su"]["resources"] == ("coal",)


def test_whole_catalog_queries_run():
    graph = catalog_chain_graph(load_catalog())
    assert set(money_sources(graph)) == {"coal", "iron", "oil", "token"}
    assert len(money_routes(graph, "iron", limit=10)) == 10
    assert card_feeds(graph).number_of_nodes() == len(graph.graph["cards"])


def test_queries_refuse_what_is_not_a_chain_graph():
    with pytest.raises(DataError, match="production-chain graph"):
        money_sources("graph")
    with pytest.raises(DataError, match="no card"):
        feeders_of(build_chain_graph([MINE]), "nowhere")


def test_flows_from_transactions_pay_and_yield_per_run():
    """interbellum.clarification.each-transaction: a placed Manager's bonus comes with every run."""
    sales = manager("m", "manager: gain 1 money per sale")
    graph = build_chain_graph([MINE, WORKS, SELLER], managers=[(sales, "sell")])
    flows = flows_from_transactions(graph, {"mine:basic:0": 1, "works:basic:0": 2, "sell:basic:0": 2})
    assert flows == {
        ("mine:basic:0", "coal"): 4, ("coal", "works:basic:0"): 4, ("works:basic:0", "oil"): 2,
        ("oil", "sell:basic:0"): 2, ("sell:basic:0", "money"): 8, ("manager:m@sell", "money"): 2,
    }
    assert all(isinstance(v, Fraction) for v in flows.values())


def test_flows_from_transactions_refuse_bad_counts():
    """furnace.effects.processing-limit: more runs than the limit are refused."""
    graph = build_chain_graph([SELLER])
    with pytest.raises(DataError, match="exceed the limit"):
        flows_from_transactions(graph, {"sell:basic:0": 3})
    with pytest.raises(DataError, match="not a row"):
        flows_from_transactions(graph, {"oil": 1})
    with pytest.raises(DataError, match="whole number"):
        flows_from_transactions(graph, {"sell:basic:0": -1})
    assert flows_from_transactions(graph, {"sell:basic:0": 0}) == {}


def test_permanent_bonus_flows_with_its_sales():
    bonus = company("b", ["permanent: when selling oil, gain 1 money per transaction"])
    graph = build_chain_graph([bonus, SELLER])
    flows = flows_from_transactions(graph, {"sell:basic:0": 2})
    assert flows[("b:basic:0", "money")] == 2 and flows[("sell:basic:0", "money")] == 8
    assert Bundle(money=1) == graph.nodes["sell:basic:0"]["bonus"]

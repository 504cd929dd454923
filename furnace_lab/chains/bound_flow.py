"""Step 3 of the money bound (:mod:`furnace_lab.chains.bound`): the flow network.

From the bound's overview:

3. **Flow.** A flow network carries *value* from a source, through resources and rows, to money: the supply of
   each resource carries its amount times its price; a row passes value from what it pays to what it yields,
   never more than its limit allows; money flows to the sink. A maximum flow (networkx's preflow-push) finds the
   most value that can reach money. Every real plan is one such flow, so no plan makes more: the flow value,
   rounded down, is an **upper bound**.

This module builds that network from the rows and amounts of step 1 (:mod:`~furnace_lab.chains.bound_amounts`)
and the prices of step 2 (:mod:`~furnace_lab.chains.bound_prices`), scales it to integer capacities, and reads
the minimum cut back as rows and resources; :mod:`furnace_lab.chains.bound` runs the maximum flow and puts
the bound together.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Mapping
from fractions import Fraction
from typing import Final

import networkx as nx

from furnace_lab.cards.effects import ManagerEffect
from furnace_lab.cards.resources import Bundle
from furnace_lab.chains.bound_amounts import (
    _card_rows,
    _fixed_gain,
    _is_processing,
    _limit,
    _per_run,
    _Rows,
    _targets,
)
from furnace_lab.chains.bound_prices import _run_value

Node = tuple[str, str]

SOURCE: Final = ("source", "")
SINK: Final = ("sink", "")


def _manager_value(rows: _Rows, node: str, prices: Mapping[str, Fraction],
                   outputs: dict[tuple[Node, Node], Fraction], network: nx.DiGraph) -> None:
    """Managers with no row of their own to pay: their value enters the network from the source."""
    graph = rows.graph
    attrs = graph.nodes[node]
    effect: ManagerEffect = attrs["effect"]
    here: Node = ("manager", node)
    targets = _targets(rows, node)
    by_card: dict[str, Fraction] = defaultdict(Fraction)
    into: dict[Node, Fraction] = {}
    kind = effect.kind
    if kind in ("bonus-per-sale", "bonus-per-conversion") and not attrs["placed"]:
        per = sum((Fraction(n) * prices[r] for r, n in effect.gain.items()), Fraction(0))
        for target in targets:
            value = rows.runs.get(target, 0) * per
            by_card[graph.nodes[target]["card"]] += value
            into[("row", target)] = value
            for r, n in effect.gain.items():
                outputs[(("row", target), ("resource", r))] += rows.runs.get(target, 0) * n * prices[r]
    elif kind == "conversions-once-more" and not attrs["placed"]:
        for target in targets:
            runs = graph.nodes[target]["base_limit"] or 0
            value = runs * _run_value(rows, target, prices)
            by_card[graph.nodes[target]["card"]] += value
            into[("row", target)] = value
            for r, n in _per_run(rows, target).items():
                outputs[(("row", target), ("resource", r))] += runs * n * prices[r]
    elif kind == "free-conversion":  # one transaction on one row; step 1 already counted it in the row's runs
        for target in targets:
            value = _run_value(rows, target, prices)
            by_card[target] = value
            into[("row", target)] = value
    elif kind == "repeat-delivery":
        for target in targets:
            t_attrs = graph.nodes[target]
            if _is_processing(t_attrs):
                runs = t_attrs["base_limit"] or 0
                value = runs * _run_value(rows, target, prices)
                into[("row", target)] = value
                for r, n in _per_run(rows, target).items():
                    outputs[(("row", target), ("resource", r))] += runs * n * prices[r]
            else:
                value = sum((Fraction(n) * prices[r] for r, n in t_attrs["gain"].items()), Fraction(0))
                for r, n in t_attrs["gain"].items():
                    into[("resource", r)] = into.get(("resource", r), Fraction(0)) + n * prices[r]
            by_card[target] = value
    elif attrs["limit"] == 1 and not attrs["upgrading"]:  # a gift once: free resources, discard, fully resolved
        options = [effect.gain] + ([effect.alt] if not effect.alt.is_empty else [])
        values = [sum((Fraction(n) * prices[r] for r, n in b.items()), Fraction(0)) for b in options]
        by_card["gift"] = max(values, default=Fraction(0))
        for bundle in options:
            for r, n in bundle.items():
                into[("resource", r)] = max(into.get(("resource", r), Fraction(0)), n * prices[r])
    if not by_card or max(by_card.values()) <= 0:
        return
    network.add_edge(SOURCE, here, capacity=max(by_card.values()))
    for target_node, value in into.items():
        if value > 0:
            network.add_edge(here, target_node, capacity=value)


def _repeat_card_value(rows: _Rows, prices: Mapping[str, Fraction], outputs: dict[tuple[Node, Node], Fraction],
                       network: nx.DiGraph) -> None:
    """A card used a second time [furnace.capitalist.repeat-card]: its value enters from the source, at most
    the best card's worth, into that card's rows (their yield raised by one more use) or its gains."""
    here: Node = ("capitalist", "repeat-card")
    into: dict[Node, Fraction] = {}
    worth: list[Fraction] = []
    for card_rows in _card_rows(rows).values():
        value = Fraction(0)
        for node in card_rows:
            if _is_processing(rows.graph.nodes[node]):
                runs = _limit(rows, node)
                row_value = runs * _run_value(rows, node, prices)
                into[("row", node)] = row_value
                for r, n in _per_run(rows, node).items():
                    outputs[(("row", node), ("resource", r))] += runs * n * prices[r]
            else:
                gain = _fixed_gain(rows, node)
                row_value = sum((Fraction(n) * prices[r] for r, n in gain.items()), Fraction(0))
                for r, n in gain.items():
                    into[("resource", r)] = max(into.get(("resource", r), Fraction(0)), n * prices[r])
            value += row_value
        worth.append(value)
    if worth and max(worth) > 0:
        network.add_edge(SOURCE, here, capacity=max(worth))
        for target, value in into.items():
            if value > 0:
                network.add_edge(here, target, capacity=value)


def _network(rows: _Rows, prices: Mapping[str, Fraction]) -> nx.DiGraph:
    graph = rows.graph
    network = nx.DiGraph()
    supply = Bundle(rows.held.coal, rows.held.iron, rows.held.oil, rows.held.token, 0)  # money held is not gained
    outputs: dict[tuple[Node, Node], Fraction] = defaultdict(Fraction)
    for node in sorted(rows.available):
        attrs = graph.nodes[node]
        if attrs["effect_kind"] == "manager":
            _manager_value(rows, node, prices, outputs, network)
            continue
        supply = supply + _fixed_gain(rows, node)
        runs = rows.runs.get(node, 0)
        if not _is_processing(attrs) or runs <= 0:
            continue
        for r, n in attrs["cost"].items():
            if prices[r] > 0:
                network.add_edge(("resource", r), ("row", node), capacity=runs * n * prices[r])
        for r, n in _per_run(rows, node).items():
            outputs[(("row", node), ("resource", r))] += runs * n * prices[r]
    if rows.ability == "repeat-card":
        _repeat_card_value(rows, prices, outputs, network)
    for (source, target), capacity in sorted(outputs.items()):
        if capacity > 0:
            network.add_edge(source, target, capacity=capacity)
    for r, n in supply.items():
        if prices[r] > 0:
            network.add_edge(SOURCE, ("resource", r), capacity=n * prices[r])
    network.add_edge(("resource", "money"), SINK)  # no capacity: unlimited
    network.add_node(SOURCE)
    return network


def _scaled(network: nx.DiGraph) -> tuple[nx.DiGraph, int]:
    """Integer capacities (networkx's flow is exact on integers): every capacity times a common denominator."""
    scale = 1
    for _, _, data in network.edges(data=True):
        if "capacity" in data:
            scale = math.lcm(scale, Fraction(data["capacity"]).denominator)
    scaled = nx.DiGraph()
    scaled.add_nodes_from(network)
    for u, v, data in network.edges(data=True):
        if "capacity" in data:
            scaled.add_edge(u, v, capacity=int(Fraction(data["capacity"]) * scale))
        else:
            scaled.add_edge(u, v)
    return scaled, scale


def _cut_nearest_source(residual: nx.DiGraph) -> list[tuple[Node, Node]]:
    """The saturated edges leaving what the source can still reach: the first thing that runs out, upstream."""
    reached = {SOURCE}
    todo = [SOURCE]
    while todo:
        u = todo.pop()
        for v, edge in residual[u].items():
            if v not in reached and edge["capacity"] - edge["flow"] > 0:
                reached.add(v)
                todo.append(v)
    return sorted((u, v) for u in reached for v, edge in residual[u].items()
                  if v not in reached and edge["capacity"] > 0 and edge["flow"] == edge["capacity"])


def _reason(rows: _Rows, u: Node, v: Node) -> tuple[str, str]:
    if u == SOURCE and v[0] == "resource":
        return v[1], "supply"
    if u[0] == "manager" or v[0] == "manager":
        return (u if u[0] == "manager" else v)[1], "manager"
    if u[0] == "capitalist" or v[0] == "capitalist":
        return (u if u[0] == "capitalist" else v)[1], "capitalist"
    row = v[1] if v[0] == "row" else u[1]
    limit = rows.limit.get(row)
    below_limit = limit is not None and rows.runs.get(row, 0) < limit
    return row, ("inputs" if below_limit else "limit")

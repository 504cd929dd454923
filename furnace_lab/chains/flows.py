"""A plan's flows: how many transactions each row runs, turned into amounts along the graph's edges.

A production plan says how often each row is run (an extraction once, ``2 coal -> 1 oil x2`` up to twice). Each
run pays the row's inputs and yields its outputs, plus the bonus per transaction of the permanent effects in
force and the Managers placed on its card (``interbellum.clarification.each-transaction``). The result maps graph
edges to amounts, the form :func:`~furnace_lab.chains.draw.draw_chain_graph` highlights. A count above a row's
limit is refused (``furnace.effects.processing-limit``).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

import networkx as nx

from furnace_lab.chains.schema import RULES
from furnace_lab.errors import DataError


def _in_force(attrs: Mapping[str, object]) -> bool:
    if attrs["effect_kind"] == "manager":
        return bool(attrs["placed"])
    return bool(attrs["active"])


def flows_from_transactions(graph: nx.DiGraph, transactions: Mapping[str, int]) -> dict[tuple[str, str], Fraction]:
    """``{row: times run}`` → ``{(from, to): amount}`` over the graph's resource edges."""
    if not isinstance(transactions, Mapping):
        raise DataError(f"expected a mapping of row ids to counts, found {type(transactions).__name__}",
                        field="transactions")
    flows: dict[tuple[str, str], Fraction] = {}

    def add(key: tuple[str, str], amount: int) -> None:
        if amount:
            flows[key] = flows.get(key, Fraction(0)) + amount

    for row, count in transactions.items():
        if row not in graph or graph.nodes[row]["kind"] != "effect":
            raise DataError("not a row of this graph", item=str(row), field="transactions")
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise DataError(f"expected a whole number of transactions, 0 or more, found {count!r}", item=row,
                            field="transactions")
        attrs = graph.nodes[row]
        limit = attrs["limit"]
        if limit is not None and count > limit:
            raise DataError(f"{count} transactions exceed the limit of {limit} [{RULES['processing-limit']}]",
                            item=row, field="transactions")
        for source, _, edge in graph.in_edges(row, data=True):
            if edge["kind"] == "input":
                add((source, row), edge["amount"] * count)
            elif edge["kind"] == "modifies" and _in_force(graph.nodes[source]):
                for resource, amount in edge["bonus"].items():
                    if graph.has_edge(source, resource):
                        add((source, resource), amount * count)
        for _, target, edge in graph.out_edges(row, data=True):
            if edge["kind"] == "output" and not edge.get("per"):
                add((row, target), edge["amount"] * count)
    return flows

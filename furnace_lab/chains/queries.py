"""Questions a production-chain graph answers: what can become money, and which cards feed which.

* :func:`money_sources`: each resource that some chain of rows can turn into money, with the selling rows those
  chains end at. A row paying two resources (``1 coal + 1 iron -> 4 money``) counts for both: each takes
  part, though the other must be found too.
* :func:`money_routes`: the chains themselves, shortest first (``coal → 2 coal -> 1 oil → oil → 1 oil -> 4 money``).
* :func:`card_feeds`: a graph over cards with an edge A → B when a row of A yields a resource a row of B pays.
  Cards are resolved in any order, each once (``furnace.production.each-card-once``), so A may feed any other
  card; within one card rows go top to bottom (``furnace.production.rows-top-to-bottom``), so a card feeds
  itself only from an upper row to a lower one (a Manager on it may help any row). In the Production Chain
  variant cards resolve strictly left to right along the line (``furnace.variant.production-chain``): A feeds
  B only if A stands left of B; deliveries and permanent effects act outside the line
  (``interbellum.variant.production-chain``). Compensation rows act in the auction and are left out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import Any

import networkx as nx

from furnace_lab.chains.schema import FLOW_EDGE_KINDS, RULES
from furnace_lab.chains.words import check_lang, effect_words, resource_name
from furnace_lab.errors import DataError

MONEY_ROUTE_LIMIT = 50
"""Default number of routes :func:`money_routes` lists per resource."""


def flow_view(graph: nx.DiGraph, *, active_only: bool = False) -> nx.DiGraph:
    """The resources-only view: ``input``/``output`` edges, and (``active_only``) only rows active now."""
    def keep_node(node: str) -> bool:
        attrs = graph.nodes[node]
        return attrs["kind"] == "resource" or not active_only or bool(attrs["active"])

    def keep_edge(source: str, target: str) -> bool:
        return graph.edges[source, target]["kind"] in FLOW_EDGE_KINDS

    view: nx.DiGraph = nx.subgraph_view(graph, filter_node=keep_node, filter_edge=keep_edge)
    return view


def _check(graph: object) -> nx.DiGraph:
    if not isinstance(graph, nx.DiGraph) or "cards" not in graph.graph:
        raise DataError("expected a production-chain graph (from build_chain_graph)", field="graph")
    return graph


def money_sources(graph: nx.DiGraph, *, active_only: bool = False) -> dict[str, tuple[str, ...]]:
    """Each resource that can end as money, mapped to the rows (node ids) that pay the money at the end."""
    view = flow_view(_check(graph), active_only=active_only)
    sellers = {n for n in view if view.nodes[n]["kind"] == "effect" and view.has_edge(n, "money")}
    found: dict[str, tuple[str, ...]] = {}
    for resource in view:
        if view.nodes[resource]["kind"] != "resource" or resource == "money":
            continue
        reached = nx.descendants(view, resource) & sellers
        if reached:
            found[resource] = tuple(sorted(reached))
    return found


@dataclass(frozen=True, slots=True)
class MoneyRoute:
    """A chain of rows from a resource to money: ``rows[i]`` turns ``resources[i]`` into ``resources[i + 1]``."""

    resources: tuple[str, ...]
    rows: tuple[str, ...]
    notations: tuple[str, ...]
    effects: tuple[Any, ...] = field(default=(), compare=False)
    """The rows' effects (:mod:`~furnace_lab.cards.effects` values), to write them in Portuguese."""

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: str = "en") -> str:
        """``coal → [2 coal -> 1 oil x2] → oil → ...``; in Portuguese (``lang="pt"``) in the rules' words:
        ``carvão → [2 carvões -> 1 petróleo x2] → petróleo → ...``."""
        pt = check_lang(lang) == "pt" and len(self.effects) == len(self.notations)
        rows = [effect_words(e, "pt") for e in self.effects] if pt else list(self.notations)
        parts = [resource_name(self.resources[0], lang)]
        for row, resource in zip(rows, self.resources[1:], strict=True):
            parts += [f"[{row}]", resource_name(resource, lang)]
        return " → ".join(parts)


def money_routes(graph: nx.DiGraph, resource: str, *, active_only: bool = False,
                 limit: int = MONEY_ROUTE_LIMIT) -> list[MoneyRoute]:
    """Up to ``limit`` chains from ``resource`` to money, shortest first (no resource or row used twice)."""
    view = flow_view(_check(graph), active_only=active_only)
    if resource not in view or view.nodes[resource]["kind"] != "resource":
        raise DataError(f"no resource node {resource!r} in this graph; it has "
                        f"{', '.join(n for n in view if view.nodes[n]['kind'] == 'resource')}", field="resource")
    if resource == "money" or "money" not in view:
        return []
    try:
        paths = list(islice(nx.shortest_simple_paths(view, resource, "money"), limit))
    except nx.NetworkXNoPath:
        return []
    return [MoneyRoute(tuple(p[0::2]), tuple(p[1::2]), tuple(view.nodes[n]["notation"] for n in p[1::2]),
                       tuple(view.nodes[n]["effect"] for n in p[1::2])) for p in paths]


def _line(graph: nx.DiGraph, line: Sequence[str] | None) -> list[str]:
    cards = list(graph.graph["cards"])
    if line is None:
        return list(graph.graph.get("line") or cards)
    unknown = [c for c in line if c not in graph.graph["cards"]]
    if unknown or sorted(line) != sorted(cards):
        raise DataError(f"the line must hold each card of the graph once; it has {list(line)}, the graph "
                        f"{cards}", field="line")
    return list(line)


def card_feeds(graph: nx.DiGraph, *, active_only: bool = False, production_chain: bool = False,
               line: Sequence[str] | None = None) -> nx.DiGraph:
    """Which cards feed which: a DiGraph over card ids (see the module docstring for the rules applied).

    Edge attributes: ``resources`` (sorted tuple), ``via`` (``(producing row, paying row, resource)`` triples).
    Graph attribute ``rules``: the rule IDs applied. ``line`` orders the cards for the Production Chain variant
    (default: the graph's ``line``: a game state's line, else the card order).
    """
    graph = _check(graph)
    view = flow_view(graph, active_only=active_only)
    position = {card: i for i, card in enumerate(_line(graph, line))}
    feeds = nx.DiGraph()
    feeds.graph["rules"] = [RULES["each-card-once"], RULES["rows-top-to-bottom"]] + (
        [RULES["production-chain"], RULES["chain-outside-order"]] if production_chain else [])
    for card, info in graph.graph["cards"].items():
        feeds.add_node(card, **info)
    for resource in (n for n in view if view.nodes[n]["kind"] == "resource"):
        producers = [p for p in view.predecessors(resource) if view.nodes[p]["card"] is not None
                     and view.nodes[p]["when"] != "auction"]
        payers = [c for c in view.successors(resource) if view.nodes[c]["card"] is not None
                  and view.nodes[c]["when"] != "auction"]
        for producer in producers:
            made = view.nodes[producer]
            local = bool(view.edges[producer, resource].get("local"))
            for payer in payers:
                paid = view.nodes[payer]
                a, b = made["card"], paid["card"]
                if producer == payer or (local and a != b):
                    continue
                if a == b:
                    orders = (made["order"], paid["order"])
                    upper_row = None not in orders and orders[0] < orders[1]
                    # a Manager acts at any time while its card is resolved
                    if not (upper_row or made["effect_kind"] == "manager"):
                        continue
                elif production_chain and position[a] > position[b] and made["when"] == "production":
                    continue  # deliveries and permanent effects act outside the line [chain-outside-order]
                if not feeds.has_edge(a, b):
                    feeds.add_edge(a, b, resources=(), via=[])
                edge = feeds.edges[a, b]
                edge["via"].append((producer, payer, resource))
                edge["resources"] = tuple(sorted(set(edge["resources"]) | {resource}))
    return feeds


def feeders_of(graph: nx.DiGraph, card: str, **options: object) -> tuple[str, ...]:
    """The cards whose rows can pay for ``card``'s rows (``options`` as for :func:`card_feeds`)."""
    feeds = card_feeds(graph, **options)  # type: ignore[arg-type]
    if card not in feeds:
        raise DataError(f"no card {card!r} in this graph", item=card, field="card")
    return tuple(sorted(feeds.predecessors(card)))

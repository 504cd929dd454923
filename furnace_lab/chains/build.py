"""Building a production-chain graph: every card row that moves resources becomes a node between resource nodes.

In the production phase each card is resolved once, its rows top to bottom (``furnace.production.each-card-once``,
``furnace.production.rows-top-to-bottom``). A Company on its basic side resolves only its basic rows; upgraded,
its added rows too (``furnace.production.basic-side``, ``furnace.production.upgraded-side``): added rows of a
basic-side card are still in the graph, marked ``active=False``, so the graph shows what an upgrade unlocks.
Extraction is mandatory and happens once; processing is optional, up to its printed limit
(``furnace.effects.extraction``, ``furnace.effects.processing``, ``furnace.effects.processing-limit``). The
compensation row is used only in the auction (``furnace.production.compensation-unused``): it joins the graph
only when asked for, with no fixed limit (the disc value is the limit, ``furnace.compensation.processing``).

Interbellum rows: a delivery acts once, on receipt (basic side) or on upgrade (added side); text effects resolve
with the card; permanent effects act all the time (``interbellum.delivery.*``, ``interbellum.effects.*``).
How permanent effects, Managers and upgrades reach other rows is in :mod:`furnace_lab.chains.links`; the node
and edge attributes are listed in :mod:`furnace_lab.chains.schema` and ``docs/chains.md``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping

import networkx as nx

from furnace_lab.cards.effects import Delivery, Effect, Gain, Permanent, Process, Text, Upgrade, effect_kind
from furnace_lab.cards.model import Company, Startup
from furnace_lab.cards.notation import format_effect
from furnace_lab.cards.resources import EMPTY, Bundle
from furnace_lab.chains import links
from furnace_lab.chains.schema import RESOURCE_NODES, RULES, effect_id, resource_colour
from furnace_lab.chains.tableau import (
    CardEntry,
    CardSource,
    ManagerEntry,
    Tableau,
    make_tableau,
    tableau_from_catalog,
    tableau_from_ids,
)
from furnace_lab.errors import DataError

TEXT_UPGRADES = frozenset({"upgrade-next", "upgrade-one"})
"""Text effects that flip a Company to its upgraded side."""

PERMANENT_UPGRADES = frozenset({"upgrade-on-token-gain", "upgrade-one-on-token-gain"})
"""Permanent effects that let their owner upgrade."""


def add_resource_node(graph: nx.DiGraph, resource: str) -> None:
    if resource not in graph:
        graph.add_node(resource, kind="resource", resource=resource, label=resource, colour=resource_colour(resource))


def add_flow_edge(graph: nx.DiGraph, source: str, target: str, resource: str, amount: int, **extra: object) -> None:
    """An ``input`` (resource → row) or ``output`` (row → resource) edge; limit and capacity are set at the end."""
    add_resource_node(graph, resource)
    kind = "input" if source == resource else "output"
    graph.add_edge(source, target, kind=kind, resource=resource, amount=amount, colour=resource_colour(resource),
                   **extra)


def _when(effect: Effect, section: str) -> str:
    if section == "compensation":
        return "auction"
    if isinstance(effect, Delivery):
        return "on-upgrade" if section == "added" else "on-receipt"
    if isinstance(effect, Permanent):
        return "always"
    return "production"


def _rule(effect: Effect, section: str) -> str:
    """The rule that says how a row acts."""
    inner = effect.effect if isinstance(effect, Delivery) else effect
    if section == "compensation":
        return RULES["compensation-extraction" if isinstance(inner, Gain) else "compensation-processing"]
    if isinstance(effect, Delivery):
        return RULES["delivery-on-upgrade" if section == "added" else "delivery-on-receipt"]
    if isinstance(inner, Gain):
        return RULES["extraction"]
    if isinstance(inner, Process):
        return RULES["processing-limit"]
    if isinstance(inner, Upgrade):
        return RULES["startup-upgrade"]
    if isinstance(inner, Text):
        return RULES["text-effect"]
    return RULES["permanent-effect"]


def _printed_limit(effect: Effect) -> int | None:
    inner = effect.effect if isinstance(effect, Delivery) else effect
    if isinstance(inner, Process | Upgrade):
        return inner.limit
    return None


def _base_limit(effect: Effect, section: str) -> int | None:
    """Transactions per phase before any permanent effect or Manager: extraction once, processing its ``xN``."""
    if section == "compensation":
        return None  # the disc value, known only in the auction [furnace.compensation.processing]
    inner = effect.effect if isinstance(effect, Delivery) else effect
    if isinstance(inner, Gain):
        return 1  # extraction happens once, and must [furnace.effects.extraction]
    if isinstance(inner, Process | Upgrade):
        return inner.limit
    if isinstance(inner, Text):
        return 1
    return None


def add_row(
    graph: nx.DiGraph, card_id: str, card_kind: str, section: str, row: int, effect: Effect, *,
    active: bool, order: int | None, stored: Bundle,
) -> str:
    """Add one card row as an effect node with its resource edges; returns the node id."""
    node = effect_id(card_id, section, row)
    inner = effect.effect if isinstance(effect, Delivery) else effect
    process = inner if isinstance(inner, Process) else None
    if process is not None and process.limit is None and section != "compensation":
        # only a compensation row goes without a printed limit (the disc value) [furnace.effects.processing-limit]
        raise DataError(f"a processing row needs a transaction limit (x1, x2, ...): {format_effect(effect)!r} "
                        f"[{RULES['processing-limit']}]", item=card_id, field=f"{section}[{row}]")
    graph.add_node(
        node, kind="effect", effect=effect, effect_kind=effect_kind(effect), notation=format_effect(effect),
        label=format_effect(effect), card=card_id, card_kind=card_kind, section=section, row=row, order=order,
        active=active, when=_when(effect, section),
        conversion=bool(process and process.is_conversion), selling=bool(process and process.is_selling),
        cost=EMPTY, gain=EMPTY, printed_limit=_printed_limit(effect), limit=_base_limit(effect, section),
        base_limit=_base_limit(effect, section), bonus=EMPTY, upgrading=False, rule=_rule(effect, section),
    )
    attrs = graph.nodes[node]
    if isinstance(inner, Gain):
        attrs["gain"] = inner.gain
    elif isinstance(inner, Process):
        attrs["cost"], attrs["gain"] = inner.cost, inner.gain
        for resource, amount in inner.cost.items():
            add_flow_edge(graph, resource, node, resource, amount, **({"from_here": True} if inner.from_here else {}))
    elif isinstance(inner, Upgrade):
        attrs["cost"], attrs["upgrading"] = inner.cost, True
        for resource, amount in inner.cost.items():
            add_flow_edge(graph, resource, node, resource, amount)
    elif isinstance(inner, Text):
        if inner.kind in TEXT_UPGRADES:
            attrs["upgrading"] = True
        elif inner.kind == "take-stored":
            attrs["stored"] = stored.get(inner.resource) if inner.resource else 0
            attrs["gain"] = Bundle.of(**{inner.resource: attrs["stored"]}) if attrs["stored"] else EMPTY
            add_flow_edge(graph, node, inner.resource, inner.resource, attrs["stored"])
        # gain-per-card: the amount depends on the other cards; links.count_cards adds its output.
    elif isinstance(inner, Permanent) and inner.kind in PERMANENT_UPGRADES:
        attrs["cost"], attrs["upgrading"] = inner.cost, True
        attrs["limit"] = attrs["base_limit"] = 1 if inner.kind == "upgrade-one-on-token-gain" else None
        for resource, amount in inner.cost.items():
            add_flow_edge(graph, resource, node, resource, amount)
    if not isinstance(inner, Text | Permanent):
        for resource, amount in attrs["gain"].items():
            add_flow_edge(graph, node, resource, resource, amount)
    return node


def _add_company(graph: nx.DiGraph, company: Company, upgraded: bool, include_compensation: bool,
                 stored: Bundle) -> None:
    if include_compensation:
        add_row(graph, company.id, "company", "compensation", 0, company.compensation, active=True, order=None,
                stored=stored)
    for row, effect in enumerate(company.basic):
        add_row(graph, company.id, "company", "basic", row, effect, active=True, order=row, stored=stored)
    for row, effect in enumerate(company.added):
        # added rows act only on the upgraded side [furnace.production.basic-side / upgraded-side]
        add_row(graph, company.id, "company", "added", row, effect, active=upgraded, order=len(company.basic) + row,
                stored=stored)


def graph_from_tableau(tableau: Tableau, *, include_compensation: bool = False) -> nx.DiGraph:
    """The production-chain graph of a checked :class:`~furnace_lab.chains.tableau.Tableau`."""
    graph = nx.DiGraph()
    graph.graph["cards"] = {}
    rules = [RULES[k] for k in ("basic-side", "upgraded-side", "rows-top-to-bottom", "extraction", "processing",
                                "processing-limit")]
    rules.append(RULES["compensation-processing" if include_compensation else "compensation-unused"])
    graph.graph["rules"] = rules
    graph.graph["include_compensation"] = include_compensation
    graph.graph["line"] = tableau.line or tableau.card_ids
    add_resource_node(graph, "money")
    for company, upgraded in tableau.companies:
        graph.graph["cards"][company.id] = {"title": company.title, "title_pt": company.title_pt or company.title,
                                            "card_kind": "company", "upgraded": upgraded,
                                            "expansion": company.expansion}
        _add_company(graph, company, upgraded, include_compensation, tableau.stored.get(company.id, EMPTY))
    for startup in tableau.startups:
        graph.graph["cards"][startup.id] = {"title": startup.title, "title_pt": startup.title_pt or startup.title,
                                            "card_kind": "startup", "upgraded": False,
                                            "expansion": startup.expansion}
        for row, effect in enumerate(startup.rows):
            add_row(graph, startup.id, "startup", "rows", row, effect, active=True, order=row,
                    stored=tableau.stored.get(startup.id, EMPTY))
    links.link_rows(graph, tableau)
    return graph


def _ordered_resources(graph: nx.DiGraph) -> nx.DiGraph:
    """The same graph with resource nodes first, in print order (stable node order for drawings and tests)."""
    ordered = nx.DiGraph()
    ordered.graph.update(graph.graph)
    for resource in RESOURCE_NODES:
        if resource in graph:
            ordered.add_node(resource, **graph.nodes[resource])
    for node, attrs in graph.nodes(data=True):
        if attrs["kind"] != "resource":
            ordered.add_node(node, **attrs)
    ordered.add_edges_from(graph.edges(data=True))
    return ordered


def build_chain_graph(
    cards: Iterable[CardEntry],
    *,
    startup: Startup | None = None,
    managers: Iterable[ManagerEntry] = (),
    upgraded: bool | Collection[str] = False,
    include_compensation: bool = False,
    stored: Mapping[str, Bundle] | None = None,
) -> nx.DiGraph:
    """The production-chain graph of some cards.

    ``cards`` holds Companies (and Start-ups), each alone or as ``(card, upgraded)``; ``upgraded`` (``True``,
    ``False`` or a collection of card ids) gives the side of those passed alone. ``managers`` holds Managers, each
    alone (not placed yet: linked to every row it could change) or as ``(manager, card_id)``. ``stored`` gives
    resources lying on cards (for "take all ... stored here"). Bad input raises
    :class:`~furnace_lab.errors.DataError`.
    """
    tableau = make_tableau(cards, startup=startup, managers=managers, upgraded=upgraded, stored=stored)
    return _ordered_resources(graph_from_tableau(tableau, include_compensation=include_compensation))


def _default_catalog() -> CardSource:
    from furnace_lab.cards import load_catalog  # the catalog is optional for the graph itself

    catalog: CardSource = load_catalog()
    return catalog


def chain_graph_from_ids(
    ids: Iterable[str | tuple[str, bool]],
    *,
    catalog: CardSource | None = None,
    startup: str | None = None,
    managers: Iterable[str | tuple[str, str | None]] = (),
    upgraded: bool | Collection[str] = False,
    include_compensation: bool = False,
) -> nx.DiGraph:
    """The graph of cards named by id (``"base-c7"`` or ``("base-c7", True)``) in ``catalog`` (default: the catalog)."""
    tableau = tableau_from_ids(ids, catalog or _default_catalog(), startup=startup, managers=managers,
                               upgraded=upgraded)
    return _ordered_resources(graph_from_tableau(tableau, include_compensation=include_compensation))


def catalog_chain_graph(
    catalog: CardSource | None = None,
    *,
    upgraded: bool = True,
    startups: bool = True,
    managers: bool = False,
    expansions: Collection[str] = ("base", "interbellum"),
    include_compensation: bool = False,
) -> nx.DiGraph:
    """The graph of every card of the catalog: which resources the whole game can turn into which."""
    tableau = tableau_from_catalog(catalog or _default_catalog(), upgraded=upgraded, startups=startups,
                                   managers=managers, expansions=expansions)
    return _ordered_resources(graph_from_tableau(tableau, include_compensation=include_compensation))


def chain_graph_for_state(state: object, player: int, *, catalog: CardSource | None = None,
                          include_compensation: bool = False) -> nx.DiGraph:
    """The graph of ``player``'s tableau in an engine game state (see :func:`.tableau.tableau_from_state`)."""
    from furnace_lab.chains.tableau import tableau_from_state

    tableau = tableau_from_state(state, player, catalog=catalog)
    return _ordered_resources(graph_from_tableau(tableau, include_compensation=include_compensation))

"""The production-chain graph as Graphviz DOT source: left to right, cards as clusters, card-face colours.

Resources are filled ovals in the colours the card faces use; each card is a cluster holding its rows, labelled in
the card notation. An added row not active yet (basic side up) is dashed and grey, as the rulebook draws inactive
effects faded; permanent effects have the cards' blue background; deliveries carry the lightning bolt (⚡).
Resource edges are coloured by resource and labelled with the amount per transaction (``2 ×3``: 2 each time, up
to 3 times). A plan's flows (amounts moved along edges) are drawn thick, in proportion to the amount, and
everything else is faded. The DOT text is deterministic, so tests compare it rather than rendered pictures.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any, Final

import networkx as nx

from furnace_lab.chains.schema import RESOURCE_NODES
from furnace_lab.chains.words import change_words, check_lang, phrase, resource_name, row_words
from furnace_lab.errors import DataError

FONT: Final = "Helvetica"
PERMANENT_FILL: Final = "#d6e6f5"
"""The blue background of permanent effects."""
MANAGER_FILL: Final = "#f3ead6"
INACTIVE: Final = "#9a9a9a"
MODIFIES_COLOUR: Final = "#4f6fa8"
FADE: Final = "40"
"""Alpha (hex) of edges outside a highlighted plan."""
PEN_MIN: Final = 1.5
PEN_MAX: Final = 7.0

EDGE_STYLE: Final = {
    "input": "solid",
    "output": "solid",
    "modifies": "dashed",
    "unlocks": "dashed",
    "stores": "dotted",
    "counts": "dotted",
}

PlanFlows = Mapping[tuple[str, str], float | int | Fraction]


def quote(text: object) -> str:
    """A DOT double-quoted string."""
    escaped = str(text).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def _attrs(**values: object) -> str:
    parts = [f"{key}={quote(value)}" for key, value in values.items() if value is not None and value != ""]
    return f" [{', '.join(parts)}]" if parts else ""


def text_colour(fill: str) -> str:
    """Black or white text, whichever reads better on ``fill`` (``#rrggbb``)."""
    red, green, blue = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return "#000000" if 0.299 * red + 0.587 * green + 0.114 * blue > 140 else "#ffffff"


def amount_text(amount: float | int | Fraction) -> str:
    """``3``, or ``2.5`` for a split unit."""
    value = Fraction(amount).limit_denominator(1000) if not isinstance(amount, int) else Fraction(amount)
    return str(value.numerator) if value.denominator == 1 else f"{float(value):.2f}".rstrip("0").rstrip(".")


def check_flows(graph: nx.DiGraph, plan_flows: PlanFlows | None) -> dict[tuple[str, str], Fraction]:
    """The plan's flows as exact amounts; an edge not in the graph or a negative amount raises DataError."""
    if plan_flows is None:
        return {}
    if not isinstance(plan_flows, Mapping):
        raise DataError(f"expected a mapping of (from, to) edges to amounts, found {type(plan_flows).__name__}",
                        field="plan_flows")
    flows: dict[tuple[str, str], Fraction] = {}
    for key, amount in plan_flows.items():
        if not (isinstance(key, tuple) and len(key) == 2 and graph.has_edge(*key)):
            raise DataError(f"{key!r} is not an edge of this graph", field="plan_flows")
        if isinstance(amount, bool) or not isinstance(amount, int | float | Fraction):
            raise DataError(f"expected a number, found {amount!r}", item=f"{key[0]} -> {key[1]}", field="plan_flows")
        value = Fraction(amount).limit_denominator(10**6)
        if value < 0:
            raise DataError(f"an amount cannot be negative, found {amount}", item=f"{key[0]} -> {key[1]}",
                            field="plan_flows")
        if value:
            flows[key] = value
    return flows


def node_label(attrs: Mapping[str, Any], lang: str = "en") -> str:
    """What a node shows: the resource name, or the row in card notation (a Manager with its title).

    In Portuguese (``lang="pt"``) the resource's name and the row are written in the rules' words
    (:mod:`furnace_lab.chains.words`)."""
    if attrs["kind"] == "resource":
        return resource_name(str(attrs["label"]), lang)
    label = row_words(attrs, lang)
    if attrs["effect_kind"] == "delivery":
        label = "⚡ " + label
    if attrs["effect_kind"] == "manager":
        title = attrs.get("title_pt" if lang == "pt" else "title") or attrs.get("title", attrs["manager"])
        label = f"{title}\n{label}"
    if attrs["section"] == "compensation":
        label = phrase("compensation_row", lang, label=label)
    if attrs["limit"] is not None and attrs["printed_limit"] is not None and attrs["limit"] != attrs["printed_limit"]:
        label += "\n" + phrase("limit_now", lang, limit=attrs["limit"])
    return label


def _node_line(node: str, attrs: Mapping[str, Any], highlighted: bool, fading: bool, lang: str = "en") -> str:
    if attrs["kind"] == "resource":
        fill = str(attrs["colour"])
        look = _attrs(shape="ellipse", style="filled", fillcolor=fill, fontcolor=text_colour(fill),
                      label=node_label(attrs, lang), penwidth="2" if highlighted else None)
        return f"  {quote(node)}{look};"
    styles = ["rounded"]
    shape, fill, colour, fontcolor = "box", "#ffffff", "#555555", "#000000"
    kind = attrs["effect_kind"]
    if kind == "permanent":
        fill = PERMANENT_FILL
    elif kind == "manager":
        shape, fill = "hexagon", MANAGER_FILL
    elif kind == "text":
        shape, styles = "note", []
    elif attrs.get("upgrading"):
        colour = "#c47f17"
    if kind == "delivery":
        colour = "#b8860b"
    if attrs["section"] == "compensation":
        styles.append("dotted")
    if not attrs["active"]:
        styles.append("dashed")
        colour = fontcolor = INACTIVE
    if attrs["effect_kind"] == "manager" and not attrs["placed"]:
        styles.append("dashed")
    styles.append("filled")
    pen = "2.5" if highlighted else ("0.6" if fading else None)
    look = _attrs(shape=shape, style=",".join(styles), fillcolor=fill, color=colour, fontcolor=fontcolor,
                  label=node_label(attrs, lang), penwidth=pen)
    return f"  {quote(node)}{look};"


def _edge_label(edge: Mapping[str, Any], source: Mapping[str, Any], lang: str = "en") -> str:
    kind = edge["kind"]
    if kind in ("input", "output"):
        amount = str(edge["amount"])
        if edge.get("per"):
            return phrase("per", lang, amount=amount, per=phrase(f"per_{edge['per']}", lang))
        limit = edge.get("limit")
        return f"{amount} ×{limit}" if limit not in (None, 1) else amount
    if kind == "modifies":
        return change_words(edge, source, lang)
    if kind == "stores":
        return phrase("stored", lang)
    return ""


def card_heading(card: str, info: Mapping[str, Any], lang: str = "en") -> str:
    """A card's cluster title: its title and side (``Carta Inicial``, ``lado básico`` in Portuguese); the id is what
    a user types, not what a learner reads (it stays in the cluster's name)."""
    side = phrase("startup" if info["card_kind"] == "startup" else ("upgraded" if info["upgraded"] else "basic"),
                  lang)
    title = info.get("title_pt", info["title"]) if lang == "pt" else info["title"]
    return phrase("card_heading", lang, title=title, card=card, side=side)


def _cluster_name(card: str) -> str:
    return f"cluster_{card}"


def to_dot(graph: nx.DiGraph, plan_flows: PlanFlows | None = None, *, title: str | None = None,
           lang: str = "en") -> str:
    """The DOT source of a production-chain graph, with ``plan_flows`` (``{(from, to): amount}``) highlighted;
    its words in English (``lang="en"``) or Portuguese (``"pt"``)."""
    check_lang(lang)
    if not isinstance(graph, nx.DiGraph) or "cards" not in graph.graph:
        raise DataError("expected a production-chain graph (from build_chain_graph)", field="graph")
    flows = check_flows(graph, plan_flows)
    most = max(flows.values(), default=Fraction(0))
    in_plan = {n for key in flows for n in key}
    fading = bool(flows)
    lines = ["digraph production_chains {"]
    graph_attrs = dict(rankdir="LR", compound="true", newrank="true", fontname=FONT, fontsize="12", nodesep="0.25",
                       ranksep="0.6", labelloc="t", label=title or "")
    lines.append(f"  graph{_attrs(**graph_attrs)};")
    lines.append(f"  node{_attrs(fontname=FONT, fontsize='10')};")
    lines.append(f"  edge{_attrs(fontname=FONT, fontsize='9', arrowsize='0.7')};")
    for resource in RESOURCE_NODES:
        if resource in graph:
            lines.append(_node_line(resource, graph.nodes[resource], resource in in_plan, fading, lang))
    by_card: dict[str | None, list[str]] = {}
    for node, attrs in graph.nodes(data=True):
        if attrs["kind"] == "effect":
            by_card.setdefault(attrs["card"], []).append(node)
    first_row: dict[str, str] = {}
    for card, info in graph.graph["cards"].items():
        members = by_card.get(card, [])
        if not members:
            continue
        first_row[card] = members[0]
        lines.append(f"  subgraph {quote(_cluster_name(card))} {{")
        heading = card_heading(card, info, lang)
        lines.append(f"    graph{_attrs(label=heading, style='rounded', color='#8c8c8c', fontsize='10')};")
        lines += ["  " + _node_line(n, graph.nodes[n], n in in_plan, fading, lang) for n in members]
        lines.append("  }")
    loose = by_card.get(None, [])
    if loose:
        lines.append(f"  subgraph {quote('cluster_managers_to_place')} {{")
        look = _attrs(label=phrase("managers_to_place", lang), style="rounded,dashed", color="#8c8c8c", fontsize="10")
        lines.append(f"    graph{look};")
        lines += ["  " + _node_line(n, graph.nodes[n], n in in_plan, fading, lang) for n in loose]
        lines.append("  }")
    lines += _edge_lines(graph, flows, most, first_row, lang)
    if "money" in graph:
        lines.append(f"  {{ rank=sink; {quote('money')}; }}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _edge_lines(graph: nx.DiGraph, flows: Mapping[tuple[str, str], Fraction], most: Fraction,
                first_row: Mapping[str, str], lang: str = "en") -> list[str]:
    lines: list[str] = []
    drawn_unlocks: set[tuple[str, str]] = set()
    for source, target, edge in graph.edges(data=True):
        kind = edge["kind"]
        style = EDGE_STYLE[kind]
        colour = str(edge.get("colour", MODIFIES_COLOUR if kind == "modifies" else "#777777"))
        extra: dict[str, object] = {}
        if kind == "unlocks":
            card = graph.nodes[target]["card"]
            if (source, card) in drawn_unlocks:
                continue  # one arrow per upgrading row and card, into the card's cluster
            drawn_unlocks.add((source, card))
            extra.update(label=phrase("upgrade", lang), color="#c47f17")
            if graph.nodes[source]["card"] != card:  # from outside: point at the whole card
                target = first_row.get(card, target)
                extra["lhead"] = _cluster_name(card)
        if kind == "counts":
            # weight 0, not constraint=false: with constraint=false Graphviz (2.43 and the pygraphviz wheels' copy)
            # sometimes fails to route the edge between two card clusters and drops it from the drawing
            extra.update(weight="0", arrowhead="none")
        if edge.get("placed") is False:
            style = "dotted"
        label = str(extra.pop("label", _edge_label(edge, graph.nodes[source], lang)))
        pen: str | None = None
        amount = flows.get((source, target))
        if amount is not None:
            share = amount / most if most else Fraction(1)
            pen = f"{PEN_MIN + (PEN_MAX - PEN_MIN) * float(share):.2f}"
            label = amount_text(amount)
        elif flows:
            colour = colour + FADE if len(colour) == 7 else colour
        colour = str(extra.pop("color", colour))
        fontcolor = colour if amount is None else "#000000"
        look = _attrs(color=colour, style=style, label=label, penwidth=pen, fontcolor=fontcolor, **extra)
        lines.append(f"  {quote(source)} -> {quote(target)}{look};")
    return lines

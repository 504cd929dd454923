"""Where each node of a production-chain graph stands in the left-to-right flow drawing (no Graphviz needed).

The drawing reads like a production phase: resources are *gained* on the left, run through the *resource lanes*
(coal, iron, oil, upgrade tokens), are *converted* in the middle, *sold* on the right, and end as **money**, the
rightmost node. Each card row stands in one column, chosen by what it does:

* ``gains``: a row that pays nothing (extractions, the Start-up's gains, text and permanent effects, Managers);
* ``lanes``: the resource nodes coal, iron, oil and token, one tall lane each;
* ``converts``: a row that pays resources and yields no money (conversions, the Start-up's upgrade row);
* ``sells``: a row that yields money (selling, or converting and selling at once);
* ``money``: the money node alone.

Within a column the rows are ordered by the lane they use first, so arrows cross as little as possible. The page
is :data:`PAGE_WIDTH` pixels wide, so it fits a 1024 px projector; a bigger tableau grows downwards, never wider.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

import networkx as nx

COLUMNS: Final = ("gains", "lanes", "converts", "sells", "money")
"""The drawing's columns, left to right."""
LANES: Final = ("coal", "iron", "oil", "token")
"""The resource lanes, top to bottom."""

PAGE_WIDTH: Final = 1000
MARGIN: Final = 10
TOP: Final = 34
"""Room above the columns for their headings."""
COLUMN_X: Final = {"gains": MARGIN, "lanes": 250, "converts": 400, "sells": 640, "money": 880}
COLUMN_WIDTH: Final = {"gains": 200, "lanes": 100, "converts": 200, "sells": 200, "money": PAGE_WIDTH - 880 - MARGIN}
ROW_GAP: Final = 10
LANE_GAP: Final = 14
MIN_LANE: Final = 64


@dataclass(frozen=True)
class Box:
    """A node's rectangle on the page."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height


@dataclass(frozen=True)
class FlowLayout:
    """Every drawn node's column and box, and the page's size."""

    column: Mapping[str, str]
    boxes: Mapping[str, Box]
    width: float
    height: float


def _flow_edges(graph: nx.DiGraph, node: str, direction: str) -> list[tuple[str, str]]:
    edges = graph.in_edges(node, data=True) if direction == "in" else graph.out_edges(node, data=True)
    wanted = "input" if direction == "in" else "output"
    return [(u, v) for u, v, e in edges if e["kind"] == wanted]


def row_column(graph: nx.DiGraph, node: str) -> str:
    """The column of an effect node (see the module docstring)."""
    if any(v == "money" for _, v in _flow_edges(graph, node, "out")):
        return "sells"
    if _flow_edges(graph, node, "in"):
        return "converts"
    return "gains"


def _lane_index(resource: str) -> int:
    return LANES.index(resource) if resource in LANES else len(LANES)


def _sort_key(graph: nx.DiGraph, node: str, column: str, card_order: Mapping[str | None, int]) -> tuple[float, ...]:
    if column == "gains":
        lanes = [_lane_index(v) for _, v in _flow_edges(graph, node, "out")]
    else:
        lanes = [_lane_index(u) for u, _ in _flow_edges(graph, node, "in")]
    first = sum(lanes) / len(lanes) if lanes else len(LANES) + 1
    attrs = graph.nodes[node]
    return first, card_order.get(attrs["card"], len(card_order)), attrs["row"] or 0


HELD: Final = "@held"
"""The box of what the player holds when production starts (not a node of the graph), first among the gains."""


def flow_layout(graph: nx.DiGraph, heights: Mapping[str, float], *, held: bool = False) -> FlowLayout:
    """Place every node: ``heights`` gives each effect node's box height (the drawing knows its text); with
    ``held``, a :data:`HELD` box (its height in ``heights``) heads the gains column."""
    card_order: dict[str | None, int] = {card: i for i, card in enumerate(graph.graph.get("cards", {}))}
    columns: dict[str, list[str]] = {name: [] for name in COLUMNS}
    for node, attrs in graph.nodes(data=True):
        if attrs["kind"] == "effect":
            columns[row_column(graph, node)].append(node)
    for name in ("gains", "converts", "sells"):
        columns[name].sort(key=lambda n, c=name: _sort_key(graph, n, c, card_order))  # type: ignore[misc]
    if held:
        columns["gains"].insert(0, HELD)
    columns["lanes"] = [r for r in LANES if r in graph and graph.degree(r)]
    columns["money"] = ["money"] if "money" in graph else []
    boxes: dict[str, Box] = {}
    bottom: float = TOP
    for name in ("gains", "converts", "sells"):
        bottom = max(bottom, TOP + sum(heights[n] + ROW_GAP for n in columns[name]) - ROW_GAP)
    lanes = columns["lanes"]
    bottom = max(bottom, TOP + len(lanes) * (MIN_LANE + LANE_GAP) - LANE_GAP, TOP + 120)
    _place_lanes(graph, lanes, boxes, bottom)
    _stack(columns["gains"], "gains", heights, boxes, {})
    for name in ("converts", "sells"):  # each row beside the lanes it pays from, as far as the rows above allow
        wanted = {n: _lane_middle(graph, n, boxes) for n in columns[name]}
        bottom = max(bottom, _stack(columns[name], name, heights, boxes, wanted))
    if columns["money"]:
        height = min(140.0, bottom - TOP)
        boxes["money"] = Box(COLUMN_X["money"], TOP + (bottom - TOP - height) / 2, COLUMN_WIDTH["money"], height)
    column = {node: name for name, nodes in columns.items() for node in nodes}
    return FlowLayout(column, boxes, PAGE_WIDTH, bottom + MARGIN)


def _lane_middle(graph: nx.DiGraph, node: str, boxes: Mapping[str, Box]) -> float:
    middles = [boxes[u].y + boxes[u].height / 2 for u, _ in _flow_edges(graph, node, "in") if u in boxes]
    return sum(middles) / len(middles) if middles else TOP


def _stack(nodes: list[str], name: str, heights: Mapping[str, float], boxes: dict[str, Box],
           wanted: Mapping[str, float]) -> float:
    """Place ``nodes`` top to bottom, each near its ``wanted`` middle but never over the one above; the bottom."""
    y: float = TOP
    for node in nodes:
        y = max(y, wanted.get(node, TOP) - heights[node] / 2)
        boxes[node] = Box(COLUMN_X[name], y, COLUMN_WIDTH[name], heights[node])
        y += heights[node] + ROW_GAP
    return y - ROW_GAP


def _place_lanes(graph: nx.DiGraph, lanes: list[str], boxes: dict[str, Box], bottom: float) -> None:
    """Each lane's height in proportion to the arrows it carries (never below :data:`MIN_LANE`)."""
    if not lanes:
        return
    weight = {r: max(1, graph.degree(r)) for r in lanes}
    room = bottom - TOP - LANE_GAP * (len(lanes) - 1)
    spare = room - MIN_LANE * len(lanes)
    total = sum(weight.values())
    y: float = TOP
    for r in lanes:
        height = MIN_LANE + spare * weight[r] / total
        boxes[r] = Box(COLUMN_X["lanes"], y, COLUMN_WIDTH["lanes"], height)
        y += height + LANE_GAP

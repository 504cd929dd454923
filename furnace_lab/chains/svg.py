"""A plain SVG drawing of a production-chain graph, for machines where no Graphviz can be loaded.

Pure Python, no Graphviz and no matplotlib: a fixed three-column layout that reads left to right like the
Graphviz drawing. Resources a row pays stand in the left column, each card is a band of its rows in the middle
(rows left to right in the order they are resolved), and what the rows yield — money last — stands in the
right column. Colours, the faded look of inactive rows, the blue of permanent effects and the highlighting of a
plan's flows are the same as in :mod:`furnace_lab.chains.dot`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from html import escape
from typing import Any, Final

import networkx as nx

from furnace_lab.chains.dot import (
    INACTIVE,
    MANAGER_FILL,
    MODIFIES_COLOUR,
    PERMANENT_FILL,
    PlanFlows,
    amount_text,
    card_heading,
    check_flows,
    node_label,
    text_colour,
)
from furnace_lab.chains.schema import RESOURCE_NODES
from furnace_lab.chains.words import check_lang, phrase, resource_name

CHAR_WIDTH: Final = 6.4
LINE_HEIGHT: Final = 13
BOX_PAD: Final = 10
BOX_GAP: Final = 18
BAND_GAP: Final = 16
BAND_TITLE: Final = 18
COLUMN_GAP: Final = 110
RESOURCE_WIDTH: Final = 64
RESOURCE_HEIGHT: Final = 28
MARGIN: Final = 16


@dataclass
class _Box:
    x: float
    y: float
    width: float
    height: float

    @property
    def left(self) -> tuple[float, float]:
        return self.x, self.y + self.height / 2

    @property
    def right(self) -> tuple[float, float]:
        return self.x + self.width, self.y + self.height / 2

    @property
    def bottom(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height

    @property
    def top(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y


def _text_lines(label: str) -> list[str]:
    return label.split("\n")


def _box_size(label: str) -> tuple[float, float]:
    lines = _text_lines(label)
    return max(len(line) for line in lines) * CHAR_WIDTH + 2 * BOX_PAD, len(lines) * LINE_HEIGHT + 2 * BOX_PAD - 4


def _curve(a: tuple[float, float], b: tuple[float, float]) -> str:
    (x1, y1), (x2, y2) = a, b
    bend = max(30.0, abs(x2 - x1) / 2)
    return f"M{x1:.1f},{y1:.1f} C{x1 + bend:.1f},{y1:.1f} {x2 - bend:.1f},{y2:.1f} {x2:.1f},{y2:.1f}"


def _text(x: float, y: float, content: str, *, colour: str = "#000000", anchor: str = "middle",
          size: int = 10, weight: str = "normal") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="Helvetica, Arial, sans-serif" font-size="{size}" '
            f'fill="{colour}" text-anchor="{anchor}" font-weight="{weight}">{escape(content)}</text>')


def _row_style(attrs: Mapping[str, Any]) -> tuple[str, str, str, str]:
    """fill, stroke, text colour, dash pattern."""
    fill = {"permanent": PERMANENT_FILL, "manager": MANAGER_FILL}.get(attrs["effect_kind"], "#ffffff")
    stroke = "#c47f17" if attrs.get("upgrading") else "#555555"
    dash = ""
    colour = "#000000"
    if not attrs["active"] or (attrs["effect_kind"] == "manager" and not attrs["placed"]):
        dash = "5,3"
    if not attrs["active"]:
        stroke = colour = INACTIVE
    return fill, stroke, colour, dash


def _column(resources: list[str], x: float, top: float, height: float,
            width: float = RESOURCE_WIDTH) -> dict[str, _Box]:
    step = (height - top - MARGIN) / max(len(resources), 1)
    return {r: _Box(x, top + i * step + (step - RESOURCE_HEIGHT) / 2, width, RESOURCE_HEIGHT)
            for i, r in enumerate(resources)}


def to_svg(graph: nx.DiGraph, plan_flows: PlanFlows | None = None, *, title: str | None = None,
           lang: str = "en") -> str:
    """The graph as a self-contained SVG document (no external fonts, scripts or images); its words in English
    (``lang="en"``) or Portuguese (``"pt"``)."""
    check_lang(lang)
    flows = check_flows(graph, plan_flows)
    most = max(flows.values(), default=Fraction(0))
    bands: list[tuple[str, list[str]]] = []
    by_card: dict[str | None, list[str]] = {}
    for node, attrs in graph.nodes(data=True):
        if attrs["kind"] == "effect":
            by_card.setdefault(attrs["card"], []).append(node)
    for card, info in graph.graph["cards"].items():
        if by_card.get(card):
            bands.append((card_heading(card, info, lang), by_card[card]))
    if by_card.get(None):
        bands.append((phrase("managers_to_place", lang), by_card[None]))
    names = {r: resource_name(r, lang) for r in RESOURCE_NODES}
    # an oval wide enough for the longest name ("Marcador de Melhoria"); never narrower than the English one
    oval = max([RESOURCE_WIDTH] + [len(names[r]) * CHAR_WIDTH + BOX_PAD for r in RESOURCE_NODES if r in graph])

    top: float = MARGIN + (22 if title else 0)
    middle_x = MARGIN + oval + COLUMN_GAP
    boxes: dict[str, _Box] = {}
    band_frames: list[tuple[str, _Box]] = []
    y: float = top
    widest = 0.0
    for heading, members in bands:
        x: float = middle_x + BOX_PAD
        tallest = 0.0
        for node in members:
            width, height = _box_size(node_label(graph.nodes[node], lang))
            boxes[node] = _Box(x, y + BAND_TITLE, width, height)
            x += width + BOX_GAP
            tallest = max(tallest, height)
        frame_width = max(x - BOX_GAP + BOX_PAD - middle_x, len(heading) * CHAR_WIDTH + 2 * BOX_PAD)
        band_frames.append((heading, _Box(middle_x, y, frame_width, BAND_TITLE + tallest + BOX_PAD)))
        widest = max(widest, frame_width)
        y += BAND_TITLE + tallest + BOX_PAD + BAND_GAP
    height = max(y, top + 5 * (RESOURCE_HEIGHT + 12)) + MARGIN
    right_x = middle_x + widest + COLUMN_GAP
    width = right_x + oval + MARGIN

    kinds = {r: {e["kind"] for _, _, e in graph.edges(r, data=True)} | {e["kind"] for _, _, e in
                                                                        graph.in_edges(r, data=True)}
             for r in RESOURCE_NODES if r in graph}
    paid = [r for r, k in kinds.items() if "input" in k]
    yielded = [r for r, k in kinds.items() if "output" in k or r == "money"]
    left_res = _column(paid, MARGIN, top, height, oval)
    right_res = _column(yielded, right_x, top, height, oval)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
           f'viewBox="0 0 {width:.0f} {height:.0f}" role="img">',
           '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" '
           'markerUnits="userSpaceOnUse" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#555555"/></marker>'
           '</defs>',
           f'<rect width="{width:.0f}" height="{height:.0f}" fill="#ffffff"/>']
    if title:
        out.append(_text(width / 2, MARGIN + 8, title, size=13, weight="bold"))
    for heading, frame in band_frames:
        out.append(f'<rect x="{frame.x:.1f}" y="{frame.y:.1f}" width="{frame.width:.1f}" height="{frame.height:.1f}" '
                   'rx="8" fill="none" stroke="#8c8c8c"/>')
        out.append(_text(frame.x + BOX_PAD, frame.y + 13, heading, anchor="start", colour="#333333"))
    out += _edges(graph, flows, most, boxes, left_res, right_res)
    for node, box in boxes.items():
        attrs = graph.nodes[node]
        fill, stroke, colour, dash = _row_style(attrs)
        highlighted = any(node in key for key in flows)
        out.append(f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.width:.1f}" height="{box.height:.1f}" rx="6" '
                   f'fill="{fill}" stroke="{stroke}" stroke-width="{2.5 if highlighted else 1}"'
                   + (f' stroke-dasharray="{dash}"' if dash else "") + "/>")
        for i, line in enumerate(_text_lines(node_label(attrs, lang))):
            out.append(_text(box.x + box.width / 2, box.y + BOX_PAD + 9 + i * LINE_HEIGHT, line, colour=colour))
    for column in (left_res, right_res):
        for resource, box in column.items():
            fill = str(graph.nodes[resource]["colour"])
            out.append(f'<ellipse cx="{box.x + box.width / 2:.1f}" cy="{box.y + box.height / 2:.1f}" '
                       f'rx="{box.width / 2:.1f}" ry="{box.height / 2:.1f}" fill="{fill}" stroke="#333333"/>')
            out.append(_text(box.x + box.width / 2, box.y + box.height / 2 + 4, names[resource],
                             colour=text_colour(fill)))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _edges(graph: nx.DiGraph, flows: Mapping[tuple[str, str], Fraction], most: Fraction,
           boxes: Mapping[str, _Box], left_res: Mapping[str, _Box], right_res: Mapping[str, _Box]) -> list[str]:
    out: list[str] = []
    for source, target, edge in graph.edges(data=True):
        kind = edge["kind"]
        if kind == "input":
            start, end = left_res[source].right, boxes[target].left
        elif kind == "output":
            start, end = boxes[source].right, right_res[target].left
        elif source in boxes and target in boxes:
            start, end = boxes[source].bottom, boxes[target].top
        else:
            continue
        colour = str(edge.get("colour", MODIFIES_COLOUR if kind == "modifies" else "#777777"))
        amount = flows.get((source, target))
        pen = 1.0 if amount is None else 1.5 + 5.5 * float(amount / most if most else 1)
        opacity = 0.25 if flows and amount is None else 0.9
        dash = "" if kind in ("input", "output") else ' stroke-dasharray="4,3"'
        out.append(f'<path d="{_curve(start, end)}" fill="none" stroke="{colour}" stroke-width="{pen:.2f}" '
                   f'stroke-opacity="{opacity}" marker-end="url(#arrow)"{dash}/>')
        if amount is not None:
            mid_x, mid_y = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2 - 4
            out.append(_text(mid_x, mid_y, amount_text(amount), weight="bold"))
        elif kind in ("input", "output") and not flows:
            label = str(edge["amount"]) + (f" ×{edge['limit']}" if edge.get("limit") not in (None, 1) else "")
            out.append(_text(end[0] - 14 if kind == "input" else start[0] + 14, end[1] - 4 if kind == "input"
                             else start[1] - 4, label, colour=colour, size=9))
    return out

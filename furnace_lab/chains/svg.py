"""The production chain drawn as a left-to-right flow in plain SVG, for any machine (no Graphviz, no matplotlib).

A class should follow it from mine to money on a projector: rows that gain resources stand on the left, the
resource lanes (coal, iron, oil, upgrade tokens) next, conversions in the middle, sales after them, and **money**
at the right with the most the tableau can make written on it (the bound,
:func:`~furnace_lab.chains.money_upper_bound`). Where each node stands is :mod:`furnace_lab.chains.flow_layout`'s
work; this module draws it.

Every row is a small card: its card's name and side on top, then the row drawn with the game's pieces
(:mod:`furnace_lab.cards.pieces`: coal cubes, iron bars, oil drums, coins, upgrade tokens) and its limit, not the
card notation; rows the pieces cannot say (text and permanent effects, deliveries, Managers) are written in words.
A row not in effect yet (an added row of a basic-side Company) is dashed and faded. An arrow's width follows the
amount in the chosen view: what the rows could move at most, the bound's flow, the planner's plan or the learner's
transactions (``plan_flows``). Each element carries ``data-`` attributes (node, column, amount) for tests and for
the explorer's step-through.
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping
from fractions import Fraction
from html import escape
from typing import Any, Final

import networkx as nx

from furnace_lab.cards.pieces import piece_svg
from furnace_lab.cards.resources import COLOUR, Bundle
from furnace_lab.chains.dot import INACTIVE, MANAGER_FILL, PERMANENT_FILL, PlanFlows, amount_text, check_flows
from furnace_lab.chains.flow_layout import (
    COLUMN_WIDTH,
    COLUMN_X,
    COLUMNS,
    HELD,
    MARGIN,
    Box,
    FlowLayout,
    flow_layout,
)
from furnace_lab.chains.svg_words import SVG_WORDS, badges, row_lines, side_words, title_lines
from furnace_lab.chains.words import check_lang, resource_name

PEN_MIN: Final = 1.5
PEN_MAX: Final = 7.0
FONT: Final = "Helvetica, Arial, sans-serif"
PAD: Final = 7
TITLE_LINE: Final = 14
PIECES_LINE: Final = 22
WORDS_LINE: Final = 13


def _text(x: float, y: float, content: str, *, colour: str = "#1a202c", anchor: str = "start", size: int = 12,
          weight: str = "normal", style: str = "") -> str:
    extra = f' font-style="{style}"' if style else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="{FONT}" font-size="{size}" fill="{colour}" '
            f'text-anchor="{anchor}" font-weight="{weight}"{extra}>{escape(content)}</text>')


def _piece(name: str, x: float, y: float, lang: str, size: int = 16) -> str:
    return f'<g transform="translate({x:.1f},{y:.1f})">{piece_svg(name, lang, size)}</g>'


BADGE_LINE: Final = 18


def _row_height(attrs: Mapping[str, Any], title: list[str], lang: str, badge_count: int = 0) -> float:
    body = PIECES_LINE if _pieces_row(attrs) else WORDS_LINE * len(row_lines(attrs, lang)) + 6
    return PAD + TITLE_LINE * len(title) + 12 + body + BADGE_LINE * badge_count + PAD - 2


def _badges(texts: list[str], box: Box) -> list[str]:
    """Each Manager or permanent effect changing the row, as a badge along the row's foot."""
    out = []
    y = box.bottom - PAD + 2 - BADGE_LINE * len(texts)
    for said in texts:
        shown = said if len(said) <= 31 else said[:30].rstrip(" ·") + "…"
        out.append(f'<g class="fl-badge"><title>{escape(said)}</title>'
                   f'<rect x="{box.x + PAD - 2:.1f}" y="{y:.1f}" width="{box.width - 2 * PAD + 4:.1f}" height="15" '
                   f'rx="7" fill="{MANAGER_FILL}" stroke="#b7791f"/>'
                   + _text(box.x + PAD + 3, y + 11, "★ " + shown, size=10, colour="#5f370e") + "</g>")
        y += BADGE_LINE
    return out


def _pieces_row(attrs: Mapping[str, Any]) -> bool:
    return attrs["effect_kind"] in ("extraction", "processing", "upgrading") and attrs.get("gain") is not None


def _bundle_pieces(bundle: Any, x: float, y: float, lang: str) -> tuple[list[str], float]:
    out = []
    for name, amount in bundle.items():
        out.append(_text(x, y + 13, str(amount), size=13, weight="bold"))
        x += 8 * len(str(amount)) + 1
        out.append(_piece(name, x, y, lang))
        x += 22
    return out, x


def _row_body(attrs: Mapping[str, Any], box: Box, y: float, lang: str, colour: str) -> list[str]:
    """The row drawn with pieces (``2 ▣ → 2 ● ×2``), or in words where pieces cannot say it."""
    if not _pieces_row(attrs):
        return [_text(box.x + PAD, y + 11 + i * WORDS_LINE, line, colour=colour, size=11)
                for i, line in enumerate(row_lines(attrs, lang))]
    x = box.x + PAD
    out: list[str] = []
    if attrs["effect_kind"] == "extraction":
        out.append(_text(x, y + 13, "+", size=14, weight="bold", colour="#2f855a"))
        x += 12
    else:
        drawn, x = _bundle_pieces(attrs["cost"], x, y, lang)
        out += drawn
        out.append(_text(x, y + 13, "→", size=14, weight="bold", colour=colour))
        x += 20
    if attrs["effect_kind"] == "upgrading":
        out.append(_piece("upgrade", x, y, lang))
        x += 22
    else:
        drawn, x = _bundle_pieces(attrs["gain"], x, y, lang)
        out += drawn
    limit = attrs["limit"]
    if attrs["effect_kind"] != "extraction":
        out.append(_text(box.right - PAD, y + 13, f"×{limit if limit is not None else '∞'}", anchor="end", size=13,
                         weight="bold", colour=colour))
    return out


def _row(node: str, attrs: Mapping[str, Any], box: Box, column: str, graph: nx.DiGraph, lang: str,
         lit: bool) -> list[str]:
    active = bool(attrs["active"]) and not (attrs["effect_kind"] == "manager" and not attrs.get("placed"))
    fill = {"permanent": PERMANENT_FILL, "manager": MANAGER_FILL}.get(attrs["effect_kind"], "#ffffff")
    stroke = "#c47f17" if attrs.get("upgrading") else ("#2d3748" if active else INACTIVE)
    colour = "#1a202c" if active else "#4a5568"
    dash = "" if active else ' stroke-dasharray="6,4"'
    words = row_lines(attrs, lang, wrap=False)[0]
    out = [f'<g class="fl-row" data-node="{escape(node, quote=True)}" data-column="{column}"'
           + ("" if active else ' opacity="0.72"') + f'><title>{escape(words)}</title>',
           f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.width:.1f}" height="{box.height:.1f}" rx="7" '
           f'fill="{fill}" stroke="{stroke}" stroke-width="{3 if lit else 1.3}"{dash}/>']
    title = title_lines(graph, attrs["card"], lang, box.width - 2 * PAD)
    y = box.y + PAD + 10
    for line in title:
        out.append(_text(box.x + PAD, y, line, colour=colour, size=12, weight="bold"))
        y += TITLE_LINE
    out.append(_text(box.x + PAD, y - 1, side_words(graph, attrs, lang), colour="#4a5568", size=10, style="italic"))
    out += _row_body(attrs, box, y + 5, lang, colour)
    out += _badges(badges(graph, node, lang), box)
    out.append("</g>")
    return out


def _held_box(held: Bundle, box: Box, lang: str) -> list[str]:
    out = [f'<g class="fl-held" data-node="{HELD}" data-column="gains">',
           f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.width:.1f}" height="{box.height:.1f}" rx="7" '
           'fill="#f0fff4" stroke="#2f855a" stroke-width="1.3"/>',
           _text(box.x + PAD, box.y + PAD + 10, SVG_WORDS["held"][lang == "pt"], size=12, weight="bold"),
           _text(box.x + PAD, box.y + PAD + 23, SVG_WORDS["held_side"][lang == "pt"], colour="#4a5568", size=10,
                 style="italic")]
    drawn, _ = _bundle_pieces(Bundle.of(**{r: n for r, n in held.items() if r != "money"}), box.x + PAD,
                              box.y + PAD + 28, lang)
    return out + drawn + ["</g>"]


def _lane(resource: str, box: Box, lang: str) -> list[str]:
    fill = COLOUR[resource]
    return [f'<g class="fl-lane" data-node="{resource}" data-column="lanes">',
            f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.width:.1f}" height="{box.height:.1f}" rx="10" '
            f'fill="{fill}" fill-opacity="0.18" stroke="{fill}" stroke-width="2"/>',
            _piece(resource, box.x + box.width / 2 - 11, box.y + 8, lang, 22),
            *[_text(box.x + box.width / 2, box.y + 46 + 14 * i, line, anchor="middle", size=13, weight="bold")
              for i, line in enumerate(textwrap.wrap(resource_name(resource, lang), 12))],
            "</g>"]


def _money(box: Box, bound: int | None, in_view: Fraction | None, lang: str) -> list[str]:
    mid = box.x + box.width / 2
    out = ['<g class="fl-money" data-node="money" data-column="money">',
           f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.width:.1f}" height="{box.height:.1f}" rx="12" '
           f'fill="#fdf3c7" stroke="{COLOUR["money"]}" stroke-width="3"/>',
           _piece("money", mid - 13, box.y + 10, lang, 26),
           _text(mid, box.y + 56, resource_name("money", lang), anchor="middle", size=15, weight="bold")]
    if bound is not None:
        out.append(f'<text class="fl-bound" data-bound="{bound}" x="{mid:.1f}" y="{box.y + 84:.1f}" '
                   f'font-family="{FONT}" font-size="17" font-weight="bold" fill="#744210" text-anchor="middle">'
                   f'{escape(SVG_WORDS["up_to"][lang == "pt"].format(value=bound))}</text>')
    if in_view is not None:
        out.append(_text(mid, box.y + 106, SVG_WORDS["this_view"][lang == "pt"].format(value=amount_text(in_view)),
                         anchor="middle", size=12, colour="#2d3748"))
    out.append("</g>")
    return out


def view_amounts(graph: nx.DiGraph, flows: Mapping[tuple[str, str], Fraction]) -> dict[tuple[str, str], Fraction]:
    """The amount each resource arrow carries in the view: the flows given, else the most the row could move
    (amount × limit; the amount once for a row without a fixed limit)."""
    if flows:
        return dict(flows)
    amounts = {}
    for u, v, edge in graph.edges(data=True):
        if edge["kind"] in ("input", "output") and not edge.get("per"):
            amounts[(u, v)] = Fraction(edge["amount"] * (edge["limit"] if edge.get("limit") else 1))
    return amounts


def _anchors(layout: FlowLayout, ends: list[tuple[str, str, str]]) -> dict[tuple[str, str, str], float]:
    """Spread the arrows meeting one side of a node down that side, in the order of their other ends."""
    groups: dict[tuple[str, str], list[tuple[float, tuple[str, str, str]]]] = {}
    for key in ends:
        node, side, other = key
        groups.setdefault((node, side), []).append((layout.boxes[other].y + layout.boxes[other].height / 2, key))
    found = {}
    for (node, side), items in groups.items():
        box = layout.boxes[node]
        items.sort()
        top = box.y + {"lanes": 8.0, "money": 12.0}.get(layout.column[node], box.height * 0.45)
        low = box.bottom - 8
        if side == "back":
            top, low = box.y + box.height * 0.7, box.bottom - 6
        step = (low - top) / len(items)
        for i, (_, key) in enumerate(items):
            found[key] = top + step * (i + 0.5)
    return found


def _edges(graph: nx.DiGraph, layout: FlowLayout, amounts: Mapping[tuple[str, str], Fraction],
           highlighted: bool) -> list[str]:
    drawn = [(u, v) for u, v, e in graph.edges(data=True)
             if e["kind"] in ("input", "output") and u in layout.boxes and v in layout.boxes]
    drawn += [(u, v) for u, v in amounts if u == HELD and v in layout.boxes]
    ends: list[tuple[str, str, str]] = []
    for u, v in drawn:
        back = layout.column[u] in ("converts", "sells") and layout.column[v] == "lanes"
        ends += [(u, "back" if back else "out", v), (v, "in-back" if back else "in", u)]
    at = _anchors(layout, ends)
    most = max((a for k, a in amounts.items() if k in drawn), default=Fraction(0))
    out = []
    for u, v in drawn:
        back = layout.column[u] in ("converts", "sells") and layout.column[v] == "lanes"
        a, b = layout.boxes[u], layout.boxes[v]
        y1, y2 = at[(u, "back" if back else "out", v)], at[(v, "in-back" if back else "in", u)]
        x1, x2 = (a.x, b.right) if back else (a.right, b.x)
        bend = 40.0 if back else max(30.0, (x2 - x1) / 2)
        path = (f"M{x1:.1f},{y1:.1f} C{x1 - bend:.1f},{y1:.1f} {x2 + bend:.1f},{y2:.1f} {x2:.1f},{y2:.1f}" if back
                else f"M{x1:.1f},{y1:.1f} C{x1 + bend:.1f},{y1:.1f} {x2 - bend:.1f},{y2:.1f} {x2:.1f},{y2:.1f}")
        resource = v if graph.nodes[v]["kind"] == "resource" else u
        amount = amounts.get((u, v), Fraction(0))
        pen = PEN_MIN + (PEN_MAX - PEN_MIN) * float(amount / most) if most and amount else 1.0
        opacity = 0.85 if amount or not highlighted else 0.22
        if u == HELD and highlighted:  # what is held stays in view, quietly: the highlighted flows are the point
            opacity = 0.3
        out.append(f'<path class="fl-edge" data-from="{escape(u, quote=True)}" data-to="{escape(v, quote=True)}" '
                   f'data-amount="{amount_text(amount)}" d="{path}" fill="none" stroke="{COLOUR[resource]}" '
                   f'stroke-width="{pen:.2f}" stroke-opacity="{opacity}" marker-end="url(#arrow-{resource})"/>')
        if highlighted and amount and u != HELD:
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            out.append(f'<rect x="{mx - 11:.1f}" y="{my - 9:.1f}" width="22" height="16" rx="8" fill="#ffffff" '
                       f'stroke="{COLOUR[resource]}"/>')
            out.append(_text(mx, my + 3.5, amount_text(amount), anchor="middle", size=11, weight="bold"))
    return out


def _heights(graph: nx.DiGraph, lang: str) -> dict[str, float]:
    width = COLUMN_WIDTH["gains"] - 2 * PAD
    return {node: _row_height(attrs, title_lines(graph, attrs["card"], lang, width), lang,
                              len(badges(graph, node, lang)))
            for node, attrs in graph.nodes(data=True) if attrs["kind"] == "effect"}


def _held(resources: Bundle | Mapping[str, int] | None) -> Bundle:
    from furnace_lab.chains.bound import _check_resources

    held = _check_resources(resources)
    return Bundle.of(**{r: n for r, n in held.items() if r != "money"})


def to_svg(graph: nx.DiGraph, plan_flows: PlanFlows | None = None, *, title: str | None = None, lang: str = "en",
           money_bound: int | None = None, held: Bundle | Mapping[str, int] | None = None) -> str:
    """The graph as a self-contained left-to-right SVG (no external fonts, scripts or images), its words in English
    (``lang="en"``) or Portuguese (``"pt"``). ``plan_flows`` (``{(from, to): amount}``) sets the arrows' widths
    and lights the rows it uses; ``money_bound`` is written on the money node (the bound with nothing held when
    not given). ``held`` (what the player holds when production starts) is drawn as the first gain."""
    pt = check_lang(lang) == "pt"
    flows = check_flows(graph, plan_flows)
    if money_bound is None and "money" in graph:
        from furnace_lab.chains.bound import money_upper_bound

        money_bound = money_upper_bound(graph).value
    holding = _held(held)
    heights = _heights(graph, lang)
    heights[HELD] = PAD + 28 + PIECES_LINE + PAD
    layout = flow_layout(graph, heights, held=not holding.is_empty)
    shift = 26 if title else 0
    height = layout.height + shift
    amounts = view_amounts(graph, flows)
    amounts.update({(HELD, r): Fraction(n) for r, n in holding.items() if r in layout.boxes})
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="fl-flow" width="{layout.width:.0f}" '
           f'height="{height:.0f}" viewBox="0 0 {layout.width:.0f} {height:.0f}" role="img" '
           f'aria-label="{escape(SVG_WORDS["label"][pt].format(value=money_bound), quote=True)}">',
           "<defs>" + "".join(
               f'<marker id="arrow-{r}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="11" markerHeight="11" '
               f'markerUnits="userSpaceOnUse" orient="auto-start-reverse">'
               f'<path d="M0,0 L10,5 L0,10 z" fill="{c}"/></marker>'
               for r, c in COLOUR.items()) + "</defs>",
           f'<rect width="{layout.width:.0f}" height="{height:.0f}" fill="#ffffff"/>']
    if title:
        out.append(_text(layout.width / 2, 18, title, anchor="middle", size=15, weight="bold"))
    out.append(f'<g transform="translate(0,{shift})">')
    for column in COLUMNS:
        if any(c == column for c in layout.column.values()):
            out.append(_text(COLUMN_X[column] + COLUMN_WIDTH[column] / 2, 20, SVG_WORDS[column][pt], anchor="middle",
                             size=13, weight="bold", colour="#4a5568"))
    out += _edges(graph, layout, amounts, bool(flows))
    lit = {n for key in flows for n in key}
    for node, box in layout.boxes.items():
        if node == HELD:
            out += _held_box(holding, box, lang)
            continue
        attrs = graph.nodes[node]
        if attrs["kind"] == "effect":
            out += _row(node, attrs, box, layout.column[node], graph, lang, node in lit)
        elif node == "money":
            into = sum((a for (u, v), a in flows.items() if v == "money"), Fraction(0)) if flows else None
            out += _money(box, money_bound, into, lang)
        else:
            out += _lane(node, box, lang)
    out.append("</g></svg>")
    return "\n".join(out) + "\n"


__all__ = ["MARGIN", "to_svg", "view_amounts"]

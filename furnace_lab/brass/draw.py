"""Drawing a board position in the board's own geography, with sources, routes and distances highlighted.

:func:`board_dot` writes Graphviz DOT with every location pinned at its map position (``neato -n``): towns as
boxes listing their tiles, merchants as hexagons listing their tiles (``*`` marks a beer barrel), farm breweries
as ellipses. Built links are solid in their owner's colour; empty lines of the era are thin and dashed (rail-only
or canal-only lines are labelled). Given an outcome, the place that needed the resources is drawn with a double
border, each chosen source in bold with what it gave, the route from the need to each coal or opponent's-beer
source in heavy lines, and every location on those routes labelled with its distance in links.

:func:`draw_board` renders the DOT to SVG with the ``graphviz`` package (needs the ``neato`` program), else with
pygraphviz (its wheels carry Graphviz inside), else falls back to a readable text summary — never a traceback.
Tests compare the DOT source, not SVG bytes.

Every label is drawn in the language asked for (``lang="en"`` or ``"pt"``): location names (the farm breweries
have Portuguese names in ``map.toml``), industries and merchant goods (:mod:`~furnace_lab.brass.terms`), and the
drawing's own words (:data:`WORDS`). In Portuguese a tile's level is written ``N1`` (*nível*) where English
writes ``L1``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from furnace_lab.brass.actions import Outcome
from furnace_lab.brass.data import brass_map
from furnace_lab.brass.network import route
from furnace_lab.brass.position import Position
from furnace_lab.brass.readings import DEFAULT_READINGS, Readings
from furnace_lab.brass.sourcing import Plan
from furnace_lab.brass.terms import (
    ERA_NAME,
    LINK_NAME,
    MERCHANT_GOODS_SHORT,
    RESOURCE_NAME,
    Era,
    in_lang,
    industry_name,
    player_name,
)
from furnace_lab.native_output import native_stderr
from furnace_lab.svg_image import labelled_svg, svg_img_html

SCALE: Final = 7.0
"""Points per unit of the map's 0–100 layout."""

PLAYER_COLOURS: Final = {
    "red": "#c0392b", "yellow": "#b7950b", "purple": "#7d3c98", "white": "#7f8c8d", "grey": "#7f8c8d",
    "gray": "#7f8c8d", "green": "#1e8449", "blue": "#2471a3", "orange": "#ca6f1e",
}
"""Colours for players named after their colour; other names get :data:`FALLBACK_COLOURS` in turn."""
FALLBACK_COLOURS: Final = ("#2471a3", "#1e8449", "#ca6f1e", "#6c3483")
KIND_STYLE: Final = {
    "town": {"shape": "box", "fillcolor": "#f7f3ea"},
    "farm": {"shape": "ellipse", "fillcolor": "#eef6e8"},
    "merchant": {"shape": "hexagon", "fillcolor": "#e8eef6"},
}
SOURCE_COLOUR: Final = "#b03a2e"
ROUTE_COLOUR: Final = "#1b2631"
BACKENDS: Final = ("graphviz", "pygraphviz")
MAX_SIZE_INCHES: Final = 10.5
"""The widest and tallest the in-process (pygraphviz) drawing may be, in inches (756 pt): the map's layout is
scaled down to fit, never up. The ``neato -n`` drawing is about 740 pt on each side."""

WORDS: Final = {
    "flipped": ("flipped", "virada"),
    "level": ("L", "N"),
    "link": ("link", "Conexão"),
    "links": ("links", "Conexões"),
    "rail only": ("rail only", "só ferrovia"),
    "canal only": ("canal only", "só canal"),
    "position": ("Position", "Posição"),
    "drawing": ("Drawing of the Brass board", "Desenho do tabuleiro de Brass"),
    "summary": ("{name}: {era}, players {players}; coal market {coal}, iron market {iron}",
                "{name}: {era}, jogadores {players}; mercado de carvão {coal}, mercado de ferro {iron}"),
    "built link": ("  link {ends}: {owner} ({kind})", "  Conexão {ends}: {owner} ({kind})"),
    "route": ("  route: {steps}", "  rota: {steps}"),
    "no renderer": ("(no Graphviz renderer available: {problem}; showing text)",
                    "(nenhum programa do Graphviz disponível: {problem}; mostrando texto)"),
}
"""The drawing's own words: (English, Portuguese)."""


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _attrs(attrs: dict[str, Any]) -> str:
    return "[" + " ".join(f"{k}={_quote(str(v))}" for k, v in attrs.items()) + "]"


def player_colours(players: Sequence[str]) -> dict[str, str]:
    spare = itertools.cycle(FALLBACK_COLOURS)
    return {p: PLAYER_COLOURS.get(p.lower()) or next(spare) for p in players}


@dataclass(frozen=True)
class Highlight:
    """What to emphasise: the places in need, source refs with their labels, routes, and distances."""

    focus: tuple[str, ...] = ()
    sources: dict[str, str] = field(default_factory=dict)
    routes: tuple[tuple[str, ...], ...] = ()
    distances: dict[str, int] = field(default_factory=dict)
    caption: str = ""


def highlight_for(outcome: Outcome | None = None, plans: Iterable[Plan] = (), position: Position | None = None,
                  readings: Readings = DEFAULT_READINGS, lang: str = "en") -> Highlight:
    """Collect what to emphasise from an outcome (or bare plans drawn on ``position``)."""
    plans = tuple(plans) + (outcome.plans if outcome else ())
    board_position = outcome.after if outcome else position
    sources: dict[str, str] = {}
    routes: list[tuple[str, ...]] = []
    distances: dict[str, int] = {}
    for plan in plans:
        for take in plan.takes:
            if not take.ref:
                continue
            label = f"{take.amount} {in_lang(RESOURCE_NAME[take.resource], lang)}"
            sources[take.ref] = f"{sources[take.ref]} + {label}" if take.ref in sources else label
            if board_position is None or not plan.at or take.distance is None:
                continue
            path = route(board_position, plan.at, take.ref.split(":")[0], readings)
            if path:
                routes.append(path)
                for place in path:
                    if place in plan.distances:
                        distances[place] = min(distances.get(place, 99), plan.distances[place])
    focus = outcome.focus if outcome else tuple(dict.fromkeys(a for plan in plans for a in plan.at))
    caption = outcome.request.describe(lang) if outcome else ""
    return Highlight(focus, sources, tuple(routes), distances, caption)


def _word(key: str, lang: str) -> str:
    return in_lang(WORDS[key], lang)


def _node_label(position: Position | None, location_id: str, highlight: Highlight, lang: str = "en") -> str:
    board = brass_map()
    location = board.by_id[location_id]
    lines = [location.label_in(lang)]
    if position is not None:
        for tile in position.industries:
            if tile.location != location_id:
                continue
            state = _word("flipped", lang) if tile.flipped else (str(tile.resources) if tile.holds else "")
            mark = f"  <- {highlight.sources[tile.ref]}" if tile.ref in highlight.sources else ""
            industry = tile.industry if lang == "en" else industry_name(tile.industry, lang)
            owner = player_name(tile.owner, lang)
            lines.append(f"{tile.slot}: {owner} {industry} {_word('level', lang)}{tile.level} {state}".rstrip() + mark)
        for merchant in position.merchants:
            if merchant.location == location_id:
                mark = f"  <- {highlight.sources[merchant.ref]}" if merchant.ref in highlight.sources else ""
                goods = in_lang(MERCHANT_GOODS_SHORT[merchant.goods], lang)
                lines.append(f"{goods}{'*' if merchant.beer else ''}{mark}")
    return "\n".join(lines)


def board_dot(position: Position | None = None, *, era: Era | None = None,
              highlight: Highlight | None = None, title: str = "", lang: str = "en") -> str:
    """DOT source of the board (an era's lines; with a position, its tiles and links) with highlights, labelled
    in ``lang``."""
    board = brass_map()
    era = era or (position.era if position else None)
    mark = highlight or Highlight()
    colours = player_colours(position.players) if position else {}
    route_edges = {frozenset(pair) for path in mark.routes for pair in itertools.pairwise(path)}
    route_nodes = {place for path in mark.routes for place in path}
    source_places = {ref.split(":")[0] for ref in mark.sources}
    caption = " / ".join(part for part in (title or (position.title(lang) if position else ""), mark.caption) if part)
    out = [
        "graph brass {",
        "  " + "graph " + _attrs({"splines": "false", "outputorder": "edgesfirst", "fontname": "DejaVu Sans",
                                  "label": caption, "labelloc": "t", "fontsize": "14"}),
        "  " + "node " + _attrs({"style": "filled,rounded", "fontname": "DejaVu Sans", "fontsize": "9",
                                 "margin": "0.05,0.03"}),
        "  " + "edge " + _attrs({"fontname": "DejaVu Sans", "fontsize": "8"}),
    ]
    for location in board.locations:
        attrs: dict[str, Any] = dict(KIND_STYLE[location.kind])
        attrs["label"] = _node_label(position, location.id, mark, lang)
        attrs["pos"] = f"{location.pos[0] * SCALE:.0f},{location.pos[1] * SCALE:.0f}!"
        if location.id in mark.focus:
            attrs.update(peripheries="2", color="#1f618d", penwidth="2")
        if location.id in source_places:
            attrs.update(color=SOURCE_COLOUR, penwidth="3", fontcolor=SOURCE_COLOUR)
        if location.id in route_nodes and location.id in mark.distances:
            links = mark.distances[location.id]
            attrs["xlabel"] = f"{links} {_word('link' if links == 1 else 'links', lang)}"
        out.append(f"  {_quote(location.id)} {_attrs(attrs)}")
    for line in board.lines:
        if era is not None and not line.allows(era):
            continue
        link = position.link_on(line.id) if position else None
        for a, b in line.pairs():
            attrs = {"comment": line.id}
            if link is not None:
                attrs.update(color=colours.get(link.owner, "black"), penwidth="3",
                             tooltip=f"{player_name(link.owner, lang)} {in_lang(LINK_NAME[link.kind], lang)}")
            else:
                attrs.update(color="#b3b6b7", style="dashed")
                if era is None and line.canal != line.rail:
                    attrs["label"] = _word("rail only" if line.rail else "canal only", lang)
            if frozenset((a, b)) in route_edges:
                attrs.update(penwidth="6", color=f"{ROUTE_COLOUR}:{attrs['color']}:{ROUTE_COLOUR}")
            out.append(f"  {_quote(a)} -- {_quote(b)} {_attrs(attrs)}")
    out.append("}")
    return "\n".join(out) + "\n"


def board_text(position: Position | None, highlight: Highlight | None = None, lang: str = "en") -> str:
    """A readable summary of the board and the highlights (the drawing's fallback), in ``lang``."""
    board = brass_map()
    mark = highlight or Highlight()
    lines = [mark.caption] if mark.caption else []
    if position is not None:
        lines.append(_word("summary", lang).format(
            name=position.title(lang) or _word("position", lang), era=in_lang(ERA_NAME[position.era], lang),
            players=", ".join(player_name(p, lang) for p in position.players),
            coal=position.coal_market, iron=position.iron_market))
        for link in position.links:
            ends = board.names(board.lines_by_id[link.line].ends, lang)
            lines.append(_word("built link", lang).format(ends=ends, owner=player_name(link.owner, lang),
                                                         kind=in_lang(LINK_NAME[link.kind], lang)))
        for location in board.locations:
            label = _node_label(position, location.id, mark, lang).split("\n")
            if len(label) > 1:
                lines.append(f"  {label[0]}: " + "; ".join(label[1:]))
    for path in mark.routes:
        steps = " → ".join(f"{board.name(p, lang)} ({mark.distances.get(p, '?')})" for p in path)
        lines.append(_word("route", lang).format(steps=steps))
    return "\n".join(lines)


def board_description(position: Position | None, highlight: Highlight | None = None, lang: str = "en") -> str:
    """What the drawing shows, in a few sentences (its accessible name): the request, the position, each chosen
    source and each route. The full list of built links and tiles stays in :func:`board_text`."""
    route_word = _word("route", lang).split("{")[0].strip()
    kept = [line.strip() for line in board_text(position, highlight, lang).split("\n")
            if line and (not line.startswith("  ") or " <- " in line or line.strip().startswith(route_word))]
    return ". ".join([_word("drawing", lang), *kept])


@dataclass(frozen=True)
class BoardDrawing:
    """A rendered board: DOT source, the backend used, the SVG (None when no renderer loaded), a text view, and
    ``description``: what the drawing shows in words, its ``alt`` text for screen readers."""

    source: str
    backend: str
    svg: str | None
    text: str
    problem: str = ""
    lang: str = "en"
    description: str = ""

    @property
    def alt(self) -> str:
        """The drawing's accessible name, in its language."""
        return self.description or _word("drawing", self.lang)

    def _repr_mimebundle_(self, include: object = None, exclude: object = None) -> dict[str, str]:
        if self.svg is not None:
            # text/html first for JupyterLab and Voilà: the SVG as an <img> with an alt (they show a bare SVG
            # output as an <img> without one); image/svg+xml stays for every other reader of the output
            return {"text/html": svg_img_html(self.svg, self.alt), "image/svg+xml": self.svg,
                    "text/plain": self.text}
        note = _word("no renderer", self.lang).format(problem=self.problem) if self.problem else ""
        body = "\n".join(part for part in (note, self.text) if part)
        escaped = body.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        return {"text/plain": body, "text/html": f"<pre>{escaped}</pre>"}

    def html(self) -> str:
        """An HTML fragment: the SVG without its XML prolog (named by :attr:`alt`), or the text in ``<pre>``."""
        if self.svg is not None:
            start = self.svg.find("<svg")
            return labelled_svg(self.svg[start:] if start >= 0 else self.svg, self.alt)
        return self._repr_mimebundle_()["text/html"]


def _pygraphviz_svg(source: str) -> str:
    """Lay out in-process with pygraphviz. Its ``draw`` ignores ``neato -n``, so the pinned positions (in points)
    are declared as such with ``inputscale`` (neato would read them as inches: a board 63 times too large), and
    ``size`` bounds the drawing. Native warnings (Fontconfig's) are kept out of the notebook."""
    import pygraphviz

    agraph = pygraphviz.AGraph(string=source)
    agraph.graph_attr.update(inputscale="72", size=f"{MAX_SIZE_INCHES},{MAX_SIZE_INCHES}")
    with native_stderr():
        data = agraph.draw(format="svg", prog="neato")
    return data.decode("utf-8") if isinstance(data, bytes) else str(data)


def render_svg(source: str, backends: Sequence[str] = BACKENDS) -> tuple[str | None, str, str]:
    """Render DOT with pinned positions: (svg or None, backend used or "text", problems met)."""
    problems: list[str] = []
    for backend in backends:
        try:
            if backend == "graphviz":
                import graphviz

                svg = graphviz.Source(source, engine="neato").pipe(format="svg", neato_no_op=True, encoding="utf-8",
                                                                          quiet=True)
                return svg, "graphviz", ""
            if backend == "pygraphviz":
                return _pygraphviz_svg(source), "pygraphviz", ""
            problems.append(f"unknown backend {backend!r}")
        except Exception as error:  # any failure here means "try the next renderer", never a traceback
            problems.append(f"{backend}: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}")
    return None, "text", "; ".join(problems)


def draw_board(position: Position | None = None, *, outcome: Outcome | None = None, plans: Iterable[Plan] = (),
               era: Era | None = None, readings: Readings = DEFAULT_READINGS, lang: str = "en",
               backends: Sequence[str] = BACKENDS) -> BoardDrawing:
    """Draw a position (or an outcome's position after the request) with its highlights, labelled in ``lang``."""
    shown = outcome.after if outcome is not None else position
    mark = highlight_for(outcome, plans, shown, readings, lang)
    source = board_dot(shown, era=era, highlight=mark, lang=lang)
    svg, backend, problem = render_svg(source, backends)
    return BoardDrawing(source, backend, svg, board_text(shown, mark, lang), problem, lang,
                        board_description(shown, mark, lang))

"""Drawing a production-chain graph in a notebook, on any machine, never with a traceback.

:func:`draw_chain_graph` returns a :class:`ChainDrawing` that Jupyter shows as SVG. It tries the renderers in
:data:`BACKENDS` order and keeps the first that works:

1. ``graphviz``: the ``graphviz`` Python package piping the DOT text through a system ``dot`` executable;
2. ``pygraphviz``: the pygraphviz 2.x wheels, which carry Graphviz's libraries and lay out in-process, so they
   work where no ``dot`` is installed;
3. ``svg``: furnace_lab's own left-to-right flow drawing (:mod:`furnace_lab.chains.svg`: gains, resource lanes,
   conversions, sales, money with its bound; no Graphviz, no matplotlib). The chain explorer uses it first,
   because it is the picture made for a class; ``draw_chain_graph(graph, backends=("svg",))`` asks for it;
4. ``dot-text``: the DOT source as text, with a one-line hint on how to see the picture.

Why each earlier renderer was passed over is kept in :attr:`ChainDrawing.attempts`.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from html import escape
from typing import Any, Final

import networkx as nx

from furnace_lab.chains.bound import MoneyBound
from furnace_lab.chains.dot import PlanFlows, to_dot
from furnace_lab.chains.svg import to_svg
from furnace_lab.chains.words import check_lang, phrase
from furnace_lab.errors import DataError
from furnace_lab.native_output import native_stderr
from furnace_lab.svg_image import svg_img_html

BACKENDS: Final = ("graphviz", "pygraphviz", "svg", "dot-text")

HINTS: Final = {
    "graphviz": "",
    "pygraphviz": "",
    "svg": "Drawn without Graphviz, as a flow from gains to money; install Graphviz (apt-get install graphviz) "
           "or pip install pygraphviz for the Graphviz drawing.",
    "dot-text": "No drawing could be made here, so this is the graph's DOT source: install Graphviz "
                "(apt-get install graphviz) or pip install pygraphviz, or paste it into any Graphviz viewer.",
}
"""The one line shown with a drawing made by a fallback."""

HINTS_PT: Final = {
    "graphviz": "",
    "pygraphviz": "",
    "svg": "Desenho simples feito sem o Graphviz, como um fluxo dos ganhos ao dinheiro; instale o Graphviz "
           "(apt-get install graphviz) ou pip install pygraphviz para o desenho do Graphviz.",
    "dot-text": "Não foi possível desenhar aqui, então este é o código DOT do grafo: instale o Graphviz "
                "(apt-get install graphviz) ou pip install pygraphviz, ou cole-o em qualquer visualizador de Graphviz.",
}
"""The same lines in Portuguese."""

ALT: Final = {"en": ("Production-chain drawing", "of the cards"), "pt": ("Desenho da cadeia de produção", "das cartas")}
"""How a drawing's accessible name (its ``alt``) begins, and the words before its cards' titles."""


def chain_description(graph: nx.DiGraph, title: str | None, lang: str = "en") -> str:
    """What a chain drawing shows, as its accessible name: its title and the titles of its cards, in ``lang``."""
    opening, of_cards = ALT[lang]
    titles = [str(info.get("title_pt", info.get("title", card)) if lang == "pt" else info.get("title", card))
              for card, info in graph.graph.get("cards", {}).items()]
    words = opening + (f": {title}" if title else "")
    return f"{words}, {of_cards} {', '.join(titles)}" if titles else words


class RendererUnavailable(RuntimeError):
    """A renderer cannot run on this machine (missing program or package); the next one is tried."""


def _graphviz_svg(graph: nx.DiGraph, dot: str, flows: PlanFlows | None, title: str | None, lang: str = "en") -> str:
    if shutil.which("dot") is None:
        raise RendererUnavailable("no Graphviz 'dot' program on the PATH")
    import graphviz

    svg: str = graphviz.Source(dot).pipe(format="svg", encoding="utf-8")
    return svg


def _pygraphviz_svg(graph: nx.DiGraph, dot: str, flows: PlanFlows | None, title: str | None,
                    lang: str = "en") -> str:
    try:
        import pygraphviz
    except ImportError as error:
        raise RendererUnavailable(f"pygraphviz cannot be imported ({error})") from None
    with native_stderr():  # the wheel's own Fontconfig warns about newer config files (see native_output)
        drawn = pygraphviz.AGraph(string=dot).draw(format="svg", prog="dot")
    return bytes(drawn).decode("utf-8")


def _plain_svg(graph: nx.DiGraph, dot: str, flows: PlanFlows | None, title: str | None, lang: str = "en",
               money_bound: int | None = None, held: Any = None) -> str:
    return to_svg(graph, flows, title=title, lang=lang, money_bound=money_bound, held=held)


Renderer = Callable[[nx.DiGraph, str, "PlanFlows | None", "str | None", str], str]

RENDERERS: dict[str, Renderer] = {
    "graphviz": _graphviz_svg,
    "pygraphviz": _pygraphviz_svg,
    "svg": _plain_svg,
}
"""Each SVG renderer by name (``dot-text`` needs none)."""

_PROLOG = re.compile(r"^\s*(<\?xml[^>]*\?>\s*)?(<!DOCTYPE[^>]*>\s*)?(<!--.*?-->\s*)*", re.DOTALL)


@dataclass(frozen=True)
class ChainDrawing:
    """A drawn production-chain graph: SVG when some renderer worked, else the DOT text with a hint."""

    dot: str
    """The DOT source (always present)."""
    backend: str
    """The renderer that made the drawing: one of :data:`BACKENDS`."""
    svg: str | None
    """The SVG document, or ``None`` for ``dot-text``."""
    hint: str
    """One line for the reader when a fallback was used (empty otherwise)."""
    attempts: tuple[tuple[str, str], ...] = ()
    """``(renderer, why it was not used)`` for each renderer tried before ``backend``."""
    lang: str = "en"
    """The language of the drawing's words and of :attr:`hint`."""
    description: str = ""
    """What the drawing shows in words (its ``alt`` for screen readers; see :func:`chain_description`)."""

    @property
    def alt(self) -> str:
        return self.description or ALT[self.lang if self.lang in ALT else "en"][0]

    @property
    def svg_inline(self) -> str | None:
        """The SVG without XML prolog, doctype or comments, to embed in an HTML page or widget."""
        return None if self.svg is None else _PROLOG.sub("", self.svg, count=1)

    def _repr_svg_(self) -> str | None:
        return self.svg

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        if self.svg is not None:
            plain = phrase("rendered_by", self.lang, backend=self.backend)
            # text/html, which JupyterLab and Voilà prefer: the SVG as an <img> with an alt (a bare SVG output
            # becomes an <img> without one); image/svg+xml stays for every other reader of the output
            hint = f'<p style="color:#555">{escape(self.hint)}</p>' if self.hint else ""
            return {"text/html": f"<div>{svg_img_html(self.svg, self.alt)}</div>{hint}", "image/svg+xml": self.svg,
                    "text/plain": plain + (f"\n{self.hint}" if self.hint else "")}
        return {
            "text/plain": f"{self.hint}\n\n{self.dot}",
            "text/html": f'<p style="color:#555">{escape(self.hint)}</p><pre>{escape(self.dot)}</pre>',
        }

    def __str__(self) -> str:
        return self.svg if self.svg is not None else f"{self.hint}\n\n{self.dot}"


def _flows_of(graph: nx.DiGraph, plan_flows: PlanFlows | MoneyBound | None) -> PlanFlows | None:
    """The amounts to draw; a bound's flow gains what its rows paying nothing yield (the flow network feeds those
    straight from its source, so its edge flows leave them out, yet the bound counts every one)."""
    if not isinstance(plan_flows, MoneyBound):
        return plan_flows
    flows = dict(plan_flows.edge_flows)
    for row in plan_flows.rows:
        if row not in graph or any(e["kind"] == "input" for _, _, e in graph.in_edges(row, data=True)):
            continue
        for _, target, edge in graph.out_edges(row, data=True):
            if edge["kind"] == "output" and not edge.get("per") and (row, target) not in flows:
                flows[(row, target)] = Fraction(edge["amount"])
    return flows


def draw_chain_graph(
    graph: nx.DiGraph,
    plan_flows: PlanFlows | MoneyBound | None = None,
    *,
    title: str | None = None,
    backends: Sequence[str] = BACKENDS,
    lang: str = "en",
    money_bound: int | None = None,
    held: Any = None,
) -> ChainDrawing:
    """Draw ``graph`` (left to right, cards as clusters), highlighting ``plan_flows`` (``{(from, to): amount}``,
    or a :class:`~furnace_lab.chains.bound.MoneyBound`'s flow). ``backends`` limits or reorders the renderers
    tried; ``dot-text`` is always the last resort. A bad graph or flow raises
    :class:`~furnace_lab.errors.DataError`; a renderer that fails only moves on to the next. ``lang``
    (``"en"`` or ``"pt"``) is the language of the drawing's words and of the fallback's hint. ``money_bound`` is
    the bound the flow drawing writes on money (a MoneyBound given as ``plan_flows`` gives its own); ``held``
    (a Bundle or ``{resource: amount}``) what the player holds when production starts, drawn as its first gain.
    """
    check_lang(lang)
    hints = HINTS_PT if lang == "pt" else HINTS
    unknown = [b for b in backends if b not in BACKENDS]
    if unknown or isinstance(backends, str):
        raise DataError(f"unknown renderer {unknown[0] if unknown else backends!r}; expected some of "
                        f"{', '.join(BACKENDS)}", field="backends")
    flows = _flows_of(graph, plan_flows)
    if money_bound is None and isinstance(plan_flows, MoneyBound):
        money_bound = plan_flows.value
    dot = to_dot(graph, flows, title=title, lang=lang)  # checks the graph and the flows
    attempts: list[tuple[str, str]] = []
    for name in backends:
        if name == "dot-text":
            break
        try:
            svg = (_plain_svg(graph, dot, flows, title, lang, money_bound, held) if RENDERERS[name] is _plain_svg
                   else RENDERERS[name](graph, dot, flows, title, lang))
        except Exception as error:  # a renderer failing must never reach the reader as a traceback
            attempts.append((name, f"{type(error).__name__}: {error}".strip()))
            continue
        if not svg or "<svg" not in svg:
            attempts.append((name, "produced no SVG"))
            continue
        return ChainDrawing(dot, name, svg, hints[name], tuple(attempts), lang, chain_description(graph, title, lang))
    return ChainDrawing(dot, "dot-text", None, hints["dot-text"], tuple(attempts), lang,
                        chain_description(graph, title, lang))


def available_backends() -> Mapping[str, bool]:
    """Which renderers can run on this machine (``dot-text`` always can)."""
    found = {"graphviz": shutil.which("dot") is not None, "svg": True, "dot-text": True}
    try:
        import pygraphviz  # noqa: F401
    except ImportError:
        found["pygraphviz"] = False
    else:
        found["pygraphviz"] = True
    return {name: found[name] for name in BACKENDS}

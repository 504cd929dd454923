"""Drawing with fallbacks: Graphviz's dot, else pygraphviz, else plain SVG, else DOT text; never a traceback.

Each fallback is reached by simulating the absence of the renderers before it (monkeypatch).
"""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from furnace_lab.cards.resources import COLOUR, Bundle
from furnace_lab.chains import (
    BACKENDS,
    ChainDrawing,
    available_backends,
    build_chain_graph,
    draw_chain_graph,
    money_upper_bound,
    to_svg,
)
from furnace_lab.chains import draw as draw_module
from furnace_lab.errors import DataError

from .helpers import company, startup

GRAPH = build_chain_graph(
    [company("w", ["2 coal -> 1 oil x2"], ["gain 1 iron"], title="Works <&>"), company("s", ["1 oil -> 4 money x2"])],
    startup=startup("su", ["gain 1 token", "upgrade for 1 coal + 1 token x∞"]),
)


def no_system_dot(monkeypatch):
    monkeypatch.setattr(draw_module.shutil, "which", lambda name: None)


def no_pygraphviz(monkeypatch):
    monkeypatch.setitem(sys.modules, "pygraphviz", None)  # import pygraphviz → ImportError


def broken_plain_svg(monkeypatch):
    def fail(*args, **kwargs):
        raise RuntimeError("simulated failure")

    monkeypatch.setitem(draw_module.RENDERERS, "svg", fail)


def test_system_dot_first():
    if shutil.which("dot") is None:
        pytest.skip("no system dot here")
    drawing = draw_chain_graph(GRAPH)
    assert drawing.backend == "graphviz" and drawing.attempts == () and drawing.hint == ""
    assert drawing.svg is not None and "<svg" in drawing.svg
    bundle = drawing._repr_mimebundle_()
    assert set(bundle) == {"text/html", "image/svg+xml", "text/plain"}
    assert drawing._repr_svg_() == drawing.svg


def test_pygraphviz_without_system_dot(monkeypatch):
    pytest.importorskip("pygraphviz")
    no_system_dot(monkeypatch)
    drawing = draw_chain_graph(GRAPH)
    assert drawing.backend == "pygraphviz"
    assert drawing.attempts[0][0] == "graphviz" and "dot" in drawing.attempts[0][1]
    assert drawing.svg is not None and "<svg" in drawing.svg and "Works &lt;&amp;&gt;" in drawing.svg


def test_pygraphviz_writes_nothing_to_stderr():
    """Without a system dot the chain drawing is laid out in-process by pygraphviz, whose own Fontconfig warns
    about newer config files on its first layout; that must not reach a notebook's stderr (a fresh process)."""
    pytest.importorskip("pygraphviz")
    code = ("from furnace_lab.chains import chain_graph_from_ids, draw_chain_graph\n"
            "g = chain_graph_from_ids(['base-c2', 'base-c7'])\n"
            "d = draw_chain_graph(g, backends=('pygraphviz',))\n"
            "assert d.backend == 'pygraphviz', d.attempts\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0 and done.stderr == ""


def test_plain_svg_without_any_graphviz(monkeypatch):
    no_system_dot(monkeypatch)
    no_pygraphviz(monkeypatch)
    drawing = draw_chain_graph(GRAPH)
    assert drawing.backend == "svg"
    assert [name for name, _ in drawing.attempts] == ["graphviz", "pygraphviz"]
    assert "pygraphviz" in drawing.hint
    bundle = drawing._repr_mimebundle_()
    assert "image/svg+xml" in bundle and drawing.hint in bundle["text/html"]
    assert "matplotlib" not in sys.modules


def test_dot_text_when_nothing_renders(monkeypatch):
    no_system_dot(monkeypatch)
    no_pygraphviz(monkeypatch)
    broken_plain_svg(monkeypatch)
    drawing = draw_chain_graph(GRAPH)
    assert drawing.backend == "dot-text" and drawing.svg is None and drawing._repr_svg_() is None
    assert drawing.attempts[-1] == ("svg", "RuntimeError: simulated failure")
    bundle = drawing._repr_mimebundle_()
    assert set(bundle) == {"text/plain", "text/html"}
    first_line = bundle["text/plain"].splitlines()[0]
    assert first_line == drawing.hint and "Graphviz" in first_line
    assert drawing.dot in bundle["text/plain"]
    assert "&lt;&amp;&gt;" in bundle["text/html"]  # escaped for the page
    assert str(drawing).startswith(drawing.hint)


def test_a_renderer_raising_anything_only_moves_on(monkeypatch):
    graphviz = pytest.importorskip("graphviz")

    def pipe(self, *args, **kwargs):
        raise graphviz.ExecutableNotFound(["dot"])

    monkeypatch.setattr(draw_module.shutil, "which", lambda name: "/usr/bin/dot")
    monkeypatch.setattr(graphviz.Source, "pipe", pipe)
    no_pygraphviz(monkeypatch)
    drawing = draw_chain_graph(GRAPH)
    assert drawing.backend == "svg" and drawing.attempts[0][0] == "graphviz"


def test_pygraphviz_failing_inside_falls_back(monkeypatch):
    pygraphviz = pytest.importorskip("pygraphviz")
    no_system_dot(monkeypatch)

    def explode(*args, **kwargs):
        raise OSError("layout crashed")

    monkeypatch.setattr(pygraphviz.AGraph, "draw", explode)
    drawing = draw_chain_graph(GRAPH)
    assert drawing.backend == "svg" and ("pygraphviz", "OSError: layout crashed") in drawing.attempts


def test_chosen_backends_only():
    drawing = draw_chain_graph(GRAPH, backends=("svg",))
    assert drawing.backend == "svg" and drawing.attempts == ()
    assert draw_chain_graph(GRAPH, backends=("dot-text",)).backend == "dot-text"
    with pytest.raises(DataError, match="unknown renderer"):
        draw_chain_graph(GRAPH, backends=("matplotlib",))
    with pytest.raises(DataError, match="unknown renderer"):
        draw_chain_graph(GRAPH, backends="svg")


def test_bad_graph_or_flows_are_typed_errors_not_tracebacks():
    with pytest.raises(DataError):
        draw_chain_graph({"not": "a graph"})
    with pytest.raises(DataError):
        draw_chain_graph(GRAPH, {("money", "coal"): 1})


def test_money_bound_flows_are_drawn():
    bound = money_upper_bound(GRAPH, Bundle(coal=4))
    drawing = draw_chain_graph(GRAPH, bound, backends=("svg",))
    assert drawing.svg is not None and 'stroke-width="7.00"' in drawing.svg
    assert 'penwidth="7.00"' in drawing.dot


def test_plain_svg_uses_card_face_colours_and_marks_inactive_rows():
    svg = to_svg(GRAPH, title="T")
    for resource in ("coal", "oil", "money", "token"):
        assert COLOUR[resource] in svg
    assert 'stroke-dasharray="6,4"' in svg  # the added row of a basic-side card
    assert "<title>2 coal -&gt; 1 oil x2</title>" in svg  # the notation only in the row's tooltip
    assert "2 coal -&gt; 1 oil x2</text>" not in svg  # the row itself is drawn with pieces
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")


def test_svg_inline_drops_the_xml_prolog():
    drawing = ChainDrawing("digraph {}", "graphviz", '<?xml version="1.0"?>\n<!DOCTYPE svg>\n<!-- x -->\n<svg></svg>',
                           "")
    assert drawing.svg_inline == "<svg></svg>"


def test_available_backends_lists_every_renderer():
    found = available_backends()
    assert list(found) == list(BACKENDS) and found["svg"] and found["dot-text"]

"""The networkx graph of the board and its drawing (DOT source compared, never SVG bytes)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

import networkx as nx
import pytest

from furnace_lab.brass import (
    PlaceLink,
    board_dot,
    board_graph,
    brass_map,
    built_graph,
    draw_board,
    preset,
    resolve,
)
from furnace_lab.brass.draw import MAX_SIZE_INCHES, highlight_for, render_svg


def test_brass_link_era_graph_edges_per_era() -> None:
    """brass.link.era: the canal graph has the 31 canal lines, the rail graph the 38 rail lines (3-way = 3 edges)."""
    canal, rail, every = board_graph("canal"), board_graph("rail"), board_graph()
    assert canal.number_of_nodes() == rail.number_of_nodes() == 27
    assert canal.number_of_edges() == 30 + 3 and rail.number_of_edges() == 37 + 3 and every.number_of_edges() == 38 + 3
    assert len({data["line"] for _, _, data in canal.edges(data=True)}) == 31
    assert canal.nodes["oxford"]["kind"] == "merchant" and canal.nodes["birmingham"]["pos"] == (57.0, 34.0)
    assert not canal.has_edge("birmingham", "redditch") and rail.has_edge("birmingham", "redditch")


def test_graph_facts_from_the_research_note() -> None:
    """brass.network.merchant-route: in the canal era Redditch reaches the rest only through merchants;
    Uttoxeter has no canal line at all; the rail graph is one piece."""
    canal = board_graph("canal")
    assert canal.degree("uttoxeter") == 0
    assert set(canal.neighbors("redditch")) == {"oxford", "gloucester"}
    without_merchants = canal.subgraph(n for n, kind in canal.nodes(data="kind") if kind != "merchant")
    assert not nx.has_path(without_merchants, "redditch", "birmingham")
    assert nx.is_connected(board_graph("rail"))


def test_built_graph_keeps_only_links() -> None:
    """brass.network.connected: the built graph carries only link tiles, with owners."""
    graph = built_graph(preset("rail-3p"))
    assert graph.number_of_edges() == 4
    assert graph.edges["stoke-on-trent", "warrington"]["owner"] == "purple"


def test_board_dot_pins_positions_and_draws_links() -> None:
    position = preset("canal-midgame")
    dot = board_dot(position)
    assert dot.startswith("graph brass {")
    for location in brass_map().locations:
        x, y = location.pos
        assert f'"{location.id}" [' in dot and f'pos="{x * 7:.0f},{y * 7:.0f}!"' in dot
    assert '"birmingham" -- "walsall" [comment="birmingham/walsall" color="#b7950b" penwidth="3"' in dot
    assert '"birmingham" -- "coventry" [comment="birmingham/coventry" color="#b3b6b7" style="dashed"]' in dot
    assert '"birmingham" -- "redditch"' not in dot  # rail-only line hidden in the canal era
    assert "2: yellow goods L1" in dot


def test_draw_highlights_sources_route_and_distances() -> None:
    """brass.coal.after-placement, drawn: the rail link's coal source, its route and distances are highlighted."""
    answer = resolve(preset("rail-3p"), PlaceLink("red", ("birmingham", "walsall")))
    mark = highlight_for(answer.value)
    assert mark.sources == {"cannock:2": "1 coal"}
    assert mark.routes == (("walsall", "cannock"),)
    assert mark.distances == {"walsall": 0, "cannock": 1}
    dot = board_dot(answer.value.after, highlight=mark)
    assert 'xlabel="1 link"' in dot and 'xlabel="0 links"' in dot
    assert '"cannock" -- "walsall" [comment="cannock/walsall" color="#1b2631:#b7950b:#1b2631" penwidth="6"' in dot
    assert 'peripheries="2"' in dot and "<- 1 coal" in dot and "red: link Birmingham–Walsall" in dot


def test_draw_falls_back_to_text_without_a_renderer() -> None:
    drawing = draw_board(preset("coal-tie"), backends=("missing",))
    assert drawing.svg is None and drawing.backend == "text"
    bundle = drawing._repr_mimebundle_()
    assert "image/svg+xml" not in bundle and "Two mines equally close" in bundle["text/plain"]
    assert "unknown backend" in bundle["text/plain"] and bundle["text/html"].startswith("<pre>")
    svg, backend, problem = render_svg("graph { broken", ("graphviz", "pygraphviz"))
    assert svg is None and backend == "text" and problem  # a syntax error is reported, not raised


@pytest.mark.skipif(shutil.which("neato") is None, reason="Graphviz neato is not installed")
def test_draw_renders_svg_with_graphviz() -> None:
    drawing = draw_board(preset("coal-tie"), backends=("graphviz",))
    assert drawing.backend == "graphviz" and drawing.svg is not None and "<svg" in drawing.svg
    assert drawing.html().startswith('<div role="img" aria-label="Drawing of the Brass board')
    assert "<svg" in drawing.html() and "image/svg+xml" in drawing._repr_mimebundle_()


def _size_pt(svg: str) -> tuple[float, float]:
    found = re.search(r'<svg width="([0-9.]+)pt" height="([0-9.]+)pt"', svg)
    assert found, svg[:300]
    return float(found.group(1)), float(found.group(2))


def test_draw_renders_svg_with_pygraphviz_at_a_readable_size() -> None:
    """The path without a system Graphviz (pygraphviz in-process) draws the board about as large as neato -n
    does (740 pt), bounded by MAX_SIZE_INCHES, not 63 times larger (pinned positions read as inches)."""
    pytest.importorskip("pygraphviz")
    drawing = draw_board(preset("coal-tie"), backends=("pygraphviz",))
    assert drawing.backend == "pygraphviz" and drawing.svg is not None and "<svg" in drawing.svg
    width, height = _size_pt(drawing.svg)
    bound = MAX_SIZE_INCHES * 72
    assert 600 <= width <= bound and 600 <= height <= bound
    assert "Two mines equally close" in drawing.svg and "Birmingham" in drawing.svg


def test_draw_with_pygraphviz_writes_nothing_to_stderr() -> None:
    """The wheel's own Fontconfig warns about newer config files ("unknown element reset-dirs") on its first
    layout in a process; a notebook would show that as a red box. A fresh process, so the first layout is this one."""
    pytest.importorskip("pygraphviz")
    code = ("from furnace_lab.brass import draw_board, preset\n"
            "d = draw_board(preset('coal-tie'), backends=('pygraphviz',))\n"
            "assert d.backend == 'pygraphviz', d.problem\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0 and done.stderr == ""

"""The DOT source: left to right, cards as clusters, card-face colours, notation labels, a plan's flows highlighted.

The golden file ``data/small_tableau.dot`` is the whole expected source for one small tableau; after a deliberate
change to the drawing, rewrite it with ``FURNACE_LAB_REGENERATE=1 python -m pytest tests/chains/test_dot.py``.
"""

from __future__ import annotations

import os
import re
from fractions import Fraction
from pathlib import Path

import pytest

from furnace_lab.cards.resources import COLOUR, Bundle
from furnace_lab.chains import build_chain_graph, flows_from_transactions, money_upper_bound, to_dot
from furnace_lab.chains.dot import PERMANENT_FILL, quote, text_colour
from furnace_lab.errors import DataError

from .helpers import company, manager, startup

GOLDEN = Path(__file__).parent / "data" / "small_tableau.dot"

SEVEN = company("c7", ["2 coal -> 2 money x2"], ["gain 2 iron"], title="Coal sale → iron mine")
WORKS = company("c10", ["2 coal -> 1 oil x2"], ["1 coal + 1 iron -> 4 money x3"], title="Coal-to-oil works")
OILER = company("o1", ["1 oil -> 4 money x1"], ["gain 3 coal"], title='Oil "sale"')
BONUS = company("ib05", ["1 coal -> 1 oil x1"], ["permanent: when selling iron, gain 1 money per transaction"],
                title="Iron bonus")
STARTUP = startup("su", ["gain 1 token", "2 coal -> 2 money x2", "upgrade for 1 coal + 1 token x∞"])
SALES = manager("m", "manager: gain 1 money per sale", "Sales Manager")


def small_graph():
    return build_chain_graph([(SEVEN, True), OILER, WORKS, (BONUS, True)], startup=STARTUP,
                             managers=[(SALES, "o1"), SALES])


def small_plan(graph):
    return flows_from_transactions(graph, {"c7:basic:0": 1, "c7:added:0": 1, "c10:basic:0": 1, "o1:basic:0": 1})


def line_of(dot: str, node: str) -> str:
    lines = [line for line in dot.splitlines() if line.strip().startswith(quote(node) + " [")]
    assert len(lines) == 1, node
    return lines[0]


def attr(line: str, name: str) -> str | None:
    found = re.search(rf'\b{name}="((?:[^"\\]|\\.)*)"', line)
    return found.group(1) if found else None


def test_golden_dot_source():
    graph = small_graph()
    dot = to_dot(graph, small_plan(graph), title="A small tableau")
    if os.environ.get("FURNACE_LAB_REGENERATE"):
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(dot, encoding="utf-8")
    assert dot == GOLDEN.read_text(encoding="utf-8")


def test_left_to_right_layers_and_money_last():
    dot = to_dot(small_graph())
    assert 'rankdir="LR"' in dot and 'compound="true"' in dot
    assert '{ rank=sink; "money"; }' in dot


def test_resources_in_card_face_colours():
    dot = to_dot(small_graph())
    for resource in ("coal", "iron", "oil", "token", "money"):
        line = line_of(dot, resource)
        assert attr(line, "fillcolor") == COLOUR[resource]
        assert attr(line, "fontcolor") == text_colour(COLOUR[resource])
    assert attr(line_of(dot, "coal"), "fontcolor") == "#ffffff"  # light text on dark coal
    assert attr(line_of(dot, "money"), "fontcolor") == "#000000"


def test_cards_are_clusters_labelled_with_side():
    dot = to_dot(small_graph())
    for card in ("c7", "o1", "c10", "ib05", "su"):
        assert f'subgraph "cluster_{card}" {{' in dot
    assert 'label="Coal sale → iron mine (upgraded)"' in dot
    assert 'label="Coal-to-oil works (basic side)"' in dot
    assert 'subgraph "cluster_managers_to_place"' in dot
    cluster = dot.split('subgraph "cluster_o1" {')[1].split("  }")[0]
    assert '"manager:m@o1"' in cluster and '"o1:basic:0"' in cluster


def test_labels_in_card_notation_and_escaped():
    dot = to_dot(small_graph())
    assert attr(line_of(dot, "c10:added:0"), "label") == "1 coal + 1 iron -> 4 money x3"
    assert attr(line_of(dot, "su:rows:2"), "label") == "upgrade for 1 coal + 1 token x∞"
    assert attr(line_of(dot, "manager:m@o1"), "label") == "Sales Manager\\ngain 1 money per sale"
    assert 'label="Oil \\"sale\\" (basic side)"' in dot


def test_inactive_rows_dashed_and_grey_permanent_blue():
    dot = to_dot(small_graph())
    inactive = line_of(dot, "c10:added:0")
    assert "dashed" in (attr(inactive, "style") or "") and attr(inactive, "fontcolor") == "#9a9a9a"
    permanent = line_of(dot, "ib05:added:0")
    assert attr(permanent, "fillcolor") == PERMANENT_FILL
    assert attr(permanent, "label") == "when selling iron, gain 1 money per transaction"


def test_delivery_marked_with_lightning():
    graph = build_chain_graph([company("d", ["delivery: gain 3 coal"])])
    assert attr(line_of(to_dot(graph), "d:basic:0"), "label") == "⚡ gain 3 coal"


def test_edges_coloured_by_resource_with_amounts():
    dot = to_dot(small_graph())
    edge = next(line for line in dot.splitlines() if line.strip().startswith('"coal" -> "c7:basic:0"'))
    assert attr(edge, "color") == COLOUR["coal"] and attr(edge, "label") == "2 ×2"
    unlocks = [line for line in dot.splitlines() if line.strip().startswith('"su:rows:2" ->')]
    assert len(unlocks) == 2  # one arrow per card it can flip, into the card's cluster
    assert all('lhead="cluster_' in line and 'label="upgrade"' in line for line in unlocks)


def test_plan_flows_thick_in_proportion_and_the_rest_faded():
    graph = small_graph()
    plan = small_plan(graph)
    dot = to_dot(graph, plan)
    most = max(plan.values())
    assert most == 4
    for (source, target), amount in plan.items():
        line = next(x for x in dot.splitlines() if x.strip().startswith(f"{quote(source)} -> {quote(target)} "))
        assert float(attr(line, "penwidth") or 0) == pytest.approx(1.5 + 5.5 * float(amount / most), abs=0.01)
        assert attr(line, "label") == str(amount)
    faded = next(x for x in dot.splitlines() if x.strip().startswith('"coal" -> "su:rows:1"'))
    assert attr(faded, "penwidth") is None and (attr(faded, "color") or "").endswith("40")


def test_bound_flows_drawn_with_fractions():
    graph = build_chain_graph([company("w", ["2 coal -> 1 oil x2"]), company("s", ["1 oil -> 4 money x2"]),
                               company("c", ["1 coal -> 1 money x1"])])
    bound = money_upper_bound(graph, Bundle(coal=3))
    assert bound.edge_flows[("coal", "c:basic:0")] == Fraction(1, 2)  # coal is worth 2 here; the sale pays 1
    line = next(x for x in to_dot(graph, bound.edge_flows).splitlines() if x.strip().startswith('"coal" -> "c:'))
    assert attr(line, "label") == "0.5"


def test_plan_flows_refused_when_not_edges_or_negative():
    graph = small_graph()
    with pytest.raises(DataError, match="not an edge"):
        to_dot(graph, {("coal", "money"): 1})
    with pytest.raises(DataError, match="negative"):
        to_dot(graph, {("coal", "c7:basic:0"): -2})
    with pytest.raises(DataError, match="number"):
        to_dot(graph, {("coal", "c7:basic:0"): "2"})  # type: ignore[dict-item]
    with pytest.raises(DataError, match="production-chain graph"):
        to_dot(object())


def test_dot_is_deterministic_and_valid():
    assert to_dot(small_graph()) == to_dot(small_graph())
    pygraphviz = pytest.importorskip("pygraphviz")
    agraph = pygraphviz.AGraph(string=to_dot(small_graph()))
    assert agraph.has_node("c7:basic:0") and agraph.graph_attr["rankdir"] == "LR"


def test_a_counting_text_effects_links_are_all_drawn_by_graphviz():
    """A text effect that counts cards (ib-23 'gain 1 coal per card converting coal') is linked to each card it
    counts. Those links do not rank the cards (weight 0): drawn with constraint=false, Graphviz failed to route the
    link from ib-05 in this tableau and dropped it from the picture."""
    import random

    from furnace_lab.chains import chain_graph_for_state
    from furnace_lab.engine import CHANCE, new_game

    pygraphviz = pytest.importorskip("pygraphviz")
    state, pick = new_game(4, 0, interbellum=True), random.Random(0)
    for _ in range(160):  # a position where player 3 holds both cards
        legal = state.legal_actions()
        state.apply_in_place(state.sample_chance() if state.current_player == CHANCE else
                             legal[int(pick.random() * len(legal))])
    dot = to_dot(chain_graph_for_state(state, 2))
    link = '"ib-05:basic:0" -> "ib-23:basic:0"'
    assert link in dot and 'weight="0"' in dot.split(link)[1].splitlines()[0]
    svg = bytes(pygraphviz.AGraph(string=dot).draw(format="svg", prog="dot")).decode("utf-8")
    assert "<title>ib&#45;05:basic:0&#45;&gt;ib&#45;23:basic:0</title>" in svg

"""The flow drawing without Graphviz (furnace_lab.chains.svg, flow_layout): money the rightmost column, every row
in the column its flow puts it in, arrow widths by amount, pieces instead of notation, fits 1024 px, both languages.

Rows follow furnace.effects.extraction (gains, left), furnace.effects.processing (conversions, sales) and
furnace.startup.upgrade (the Start-up's upgrade row pays coal and a token).
"""

from __future__ import annotations

import itertools
import re
import xml.etree.ElementTree as ET
from fractions import Fraction

from furnace_lab.chains import build_chain_graph, flows_from_transactions, money_upper_bound, to_svg
from furnace_lab.chains.flow_layout import PAGE_WIDTH, flow_layout, row_column

from .helpers import company, startup

NS = {"s": "http://www.w3.org/2000/svg"}

GRAPH = build_chain_graph(
    [company("w", ["2 coal -> 1 oil x2"], ["gain 1 iron"], title="Coal-to-oil works"),
     company("s", ["1 oil -> 4 money x2"], title="Oil sale"), company("m", ["gain 3 coal"], title="Coal mine")],
    startup=startup("su", ["gain 1 token", "upgrade for 1 coal + 1 token x∞"]),
)


def parsed(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def nodes_by_column(root: ET.Element) -> dict[str, str]:
    return {g.get("data-node", ""): g.get("data-column", "") for g in root.iter("{http://www.w3.org/2000/svg}g")
            if g.get("data-column")}


def test_every_row_stands_in_the_column_its_flow_gives_it():
    """Extractions and the Start-up's gain left, conversions (and the upgrade row) in the middle, sales right."""
    columns = nodes_by_column(parsed(to_svg(GRAPH)))
    assert columns["m:basic:0"] == "gains" and columns["su:rows:0"] == "gains" and columns["w:added:0"] == "gains"
    assert columns["w:basic:0"] == "converts" and columns["su:rows:1"] == "converts"
    assert columns["s:basic:0"] == "sells"
    assert {columns[r] for r in ("coal", "iron", "oil", "token")} == {"lanes"} and columns["money"] == "money"
    effect_rows = [n for n, a in GRAPH.nodes(data=True) if a["kind"] == "effect"]
    assert all(columns[n] == row_column(GRAPH, n) for n in effect_rows)


def test_money_is_the_rightmost_node_and_columns_read_left_to_right():
    layout = flow_layout(GRAPH, {n: 50.0 for n, a in GRAPH.nodes(data=True) if a["kind"] == "effect"})
    money = layout.boxes["money"]
    assert all(box.right <= money.x for node, box in layout.boxes.items() if node != "money")
    lefts = {c: min(b.x for n, b in layout.boxes.items() if layout.column[n] == c) for c in set(layout.column.values())}
    assert lefts["gains"] < lefts["lanes"] < lefts["converts"] < lefts["sells"] < lefts["money"]
    assert money.right <= PAGE_WIDTH <= 1024  # a projector's width, whatever the tableau


def test_money_carries_the_bound():
    """The money node says the most the tableau can make: the bound given, else the bound with nothing held."""
    root = parsed(to_svg(GRAPH, money_bound=17))
    assert [t.get("data-bound") for t in root.iter("{http://www.w3.org/2000/svg}text") if t.get("data-bound")] == ["17"]
    own = to_svg(GRAPH)
    assert f'data-bound="{money_upper_bound(GRAPH).value}"' in own


def edge_widths(svg: str) -> dict[tuple[str, str], tuple[float, str]]:
    root = parsed(svg)
    return {(p.get("data-from", ""), p.get("data-to", "")):
            (float(p.get("stroke-width", "0")), p.get("data-amount", ""))
            for p in root.iter("{http://www.w3.org/2000/svg}path") if p.get("class") == "fl-edge"}


def test_arrow_widths_follow_the_amount_in_the_view():
    """A plan's transactions (furnace.effects.processing-limit: at most the row's xN) set the widths: more, wider."""
    plan = flows_from_transactions(GRAPH, {"m:basic:0": 1, "w:basic:0": 1, "s:basic:0": 1})
    widths = edge_widths(to_svg(GRAPH, plan))
    assert widths[("coal", "w:basic:0")][1] == "2" and widths[("s:basic:0", "money")][1] == "4"
    assert widths[("s:basic:0", "money")][0] == 7.0  # the largest amount: the widest arrow
    assert widths[("coal", "w:basic:0")][0] < widths[("s:basic:0", "money")][0]
    assert widths[("m:basic:0", "coal")][0] > widths[("oil", "s:basic:0")][0]  # 3 coal against 1 oil
    assert widths[("coal", "su:rows:1")] == (1.0, "0")  # not in the plan: thin


def test_without_a_view_widths_follow_what_could_flow():
    widths = edge_widths(to_svg(GRAPH))
    assert widths[("s:basic:0", "money")][1] == "8"  # 4 money, up to 2 times
    assert widths[("s:basic:0", "money")][0] == 7.0 and widths[("su:rows:0", "token")][0] < 7.0


def test_rows_drawn_with_pieces_not_notation_and_cards_by_name():
    svg = to_svg(GRAPH)
    texts = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    assert "Coal-to-oil works" in texts and "Oil sale" in texts and "basic side" in texts
    assert not any("->" in t or "-&gt;" in t for t in texts)  # no notation on the picture
    assert 'class="fl-piece fl-piece-oil"' in svg and 'class="fl-piece fl-piece-upgrade"' in svg
    assert "×2" in texts and "×∞" in texts  # the limits


def test_portuguese_drawing_says_it_in_portuguese():
    svg = to_svg(GRAPH, lang="pt", money_bound=9)
    texts = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    assert {"Ganhos", "Recursos", "Conversões", "Vendas", "Dinheiro", "até $9", "lado básico", "Carta Inicial"} <= set(
        texts)
    assert "Gains" not in texts and "basic side" not in texts and "up to $9" not in texts


def test_a_ten_company_tableau_fits_the_width_and_grows_down():
    cards = [company(f"c{i}", ["1 coal -> 2 money x2"], ["gain 1 coal"], title=f"Company number {i} with a long name")
             for i in range(10)]
    graph = build_chain_graph([(c, i % 2 == 0) for i, c in enumerate(cards)],
                              startup=startup("su", ["gain 1 token", "upgrade for 1 coal + 1 token x∞"]))
    root = parsed(to_svg(graph))
    assert float(root.get("width", "0")) <= 1024
    layout = flow_layout(graph, {n: 60.0 for n, a in graph.nodes(data=True) if a["kind"] == "effect"})
    boxes = [b for n, b in layout.boxes.items() if layout.column[n] == "sells"]
    assert len(boxes) == 10 and all(a.bottom <= b.y for a, b in itertools.pairwise(boxes))  # no overlap
    assert layout.height > 600


def test_bound_flow_lights_the_rows_it_uses():
    bound = money_upper_bound(GRAPH, {"coal": 2})
    svg = to_svg(GRAPH, bound.edge_flows, money_bound=bound.value)
    assert Fraction(bound.value) <= sum((a for (u, v), a in bound.edge_flows.items() if v == "money"), Fraction(0)) + 1
    assert 'stroke-width="3"' in svg  # a lit row


def test_what_is_held_is_the_first_gain_with_arrows_into_its_lanes():
    widths = edge_widths(to_svg(GRAPH, held={"coal": 4, "token": 1, "money": 9}))
    assert widths[("@held", "coal")][1] == "4" and widths[("@held", "token")][1] == "1"
    assert ("@held", "money") not in widths  # money held is not gained this phase
    columns = nodes_by_column(parsed(to_svg(GRAPH, held={"coal": 4}, lang="pt")))
    assert columns["@held"] == "gains"
    assert "No início" in to_svg(GRAPH, held={"coal": 4}, lang="pt")


def test_a_bound_drawn_lights_its_extractions_too():
    """The bound counts every extraction (furnace.effects.extraction); its drawing must not fade them."""
    from furnace_lab.chains import draw_chain_graph

    bound = money_upper_bound(GRAPH)
    assert ("m:basic:0", "coal") not in bound.edge_flows  # the flow feeds extractions from its source
    drawing = draw_chain_graph(GRAPH, bound, backends=("svg",))
    assert drawing.svg is not None
    widths = edge_widths(drawing.svg)
    assert widths[("m:basic:0", "coal")][1] == "3" and widths[("m:basic:0", "coal")][0] > 1.0


def test_managers_are_badges_on_the_rows_they_change():
    """interbellum.manager.extra-effect: a Manager placed on a card adds to its rows; the row says so in a badge.
    A Manager not placed yet (interbellum.manager.one-per-card: it may go on any card) badges nothing."""
    from furnace_lab.chains import chain_graph_from_ids

    graph = chain_graph_from_ids([("base-o1", True), ("base-c7", True)], startup="base-startup-1",
                                 managers=[("ib-mgr-sale-money", "base-o1"), ("ib-mgr-conversion-money", None)])
    root = parsed(to_svg(graph))
    badged = {}
    for g in root.iter("{http://www.w3.org/2000/svg}g"):
        if g.get("class") == "fl-row":
            titles = [b.findtext("s:title", namespaces=NS) for b in g.findall("s:g[@class='fl-badge']", NS)]
            badged[g.get("data-node")] = titles
    assert badged["base-o1:basic:0"] == ["+1 money per transaction · Money per sale"]
    assert all(not titles for node, titles in badged.items() if node != "base-o1:basic:0")
    portuguese = to_svg(graph, lang="pt")
    assert "+$1 por transação" in portuguese and "+1 money per transaction" not in portuguese


def test_a_compensation_row_says_so():
    """furnace.compensation.extraction: the compensation row, drawn only when asked for, is named as such."""
    from furnace_lab.chains import chain_graph_from_ids

    graph = chain_graph_from_ids(["base-c7"], include_compensation=True)
    english, portuguese = to_svg(graph), to_svg(graph, lang="pt")
    assert "compensation row</text>" in english and "linha de Compensação</text>" in portuguese


def test_the_picture_has_an_accessible_name_in_its_language():
    """Issue 22, point 13 (axe svg-img-alt): the flow picture is an image with a name that says what it shows and
    the bound, in English and Portuguese, also where a widget embeds the SVG itself."""
    english = parsed(to_svg(GRAPH, money_bound=17))
    portuguese = parsed(to_svg(GRAPH, money_bound=17, lang="pt"))
    assert english.get("role") == "img" and portuguese.get("role") == "img"
    assert english.get("aria-label", "").startswith("Production chain, left to right") and "$17" in english.get(
        "aria-label", "")
    assert portuguese.get("aria-label", "").startswith("Cadeia de produção") and "$17" in portuguese.get(
        "aria-label", "")

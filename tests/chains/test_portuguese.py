"""The production-chain drawings and answers in Portuguese: every word a learner reads, in the base rules' terms.

Random tableaux (rows of every kind the drawings show: extraction, processing, upgrading, deliveries, text and
permanent effects, compensation rows, Managers placed and not placed) are drawn with ``lang="pt"``; the text a
reader sees (DOT labels, SVG text) must hold none of the English words of :data:`ENGLISH`. The English drawing
is checked against its golden file in ``test_dot.py``.
"""

from __future__ import annotations

import html
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from furnace_lab.cards.effects import (
    MANAGER_KINDS,
    MANAGER_KINDS_PT,
    PERMANENT_KINDS,
    PERMANENT_KINDS_PT,
    TEXT_KINDS,
    TEXT_KINDS_PT,
)
from furnace_lab.cards.resources import RESOURCES, Bundle
from furnace_lab.chains import (
    bottlenecks,
    build_chain_graph,
    draw_chain_graph,
    flows_from_transactions,
    money_routes,
    money_sources,
    money_upper_bound,
    to_dot,
    to_svg,
)
from furnace_lab.chains.words import MANAGER_CHANGES_PT, RESOURCE_NAMES_PT, effect_words
from furnace_lab.errors import DataError

from .helpers import company, manager, startup
from .test_dot import attr, line_of, small_graph, small_plan

ENGLISH = ("coal", "iron", "oil", "token", "tokens", "money", "limit", "Company", "Companies", "Manager",
           "Managers", "Start-up", "basic", "side", "upgraded", "upgrade", "compensation", "stored", "per",
           "gain", "delivery", "transaction", "extraction", "selling", "when", "free", "conversion", "sale",
           "rendered")
"""English words that must not reach a Portuguese drawing (the Portuguese terms are Gerente, Companhia, ...)."""

AMOUNT = st.integers(1, 3)
RESOURCE = st.sampled_from(RESOURCES)
SPECIAL_ROWS = (
    "delivery: gain 2 coal",
    "delivery: 1 coal -> 2 money x1",
    "text: take all coal stored here",
    "text: gain 1 money per card selling iron",
    "permanent: when selling iron, gain 1 money per transaction",
    "permanent: when selling coal, gain 1 money per coal sold",
    "permanent: when extracting coal, gain 1 coal more",
    "permanent: +1 limit when selling a single resource type",
    "2 coal from here -> 3 money x1",
)
MANAGER_ROWS = ("manager: gain 1 money per sale", "manager: gain 1 money per conversion",
                "manager: each conversion once more", "manager: free 4 coal", "manager: free 1 coal + 1 iron or 1 oil",
                "manager: one conversion free", "manager: repeat delivery")


@st.composite
def bundles(draw, money=False):
    names = draw(st.lists(RESOURCE, min_size=1, max_size=2, unique=True))
    parts = {n: draw(AMOUNT) for n in names}
    if money:
        parts["money"] = draw(st.integers(1, 5))
    return Bundle.of(**parts)


def notation(bundle: Bundle) -> str:
    return " + ".join(f"{n} {r}" for r, n in bundle.items())


@st.composite
def rows(draw):
    kind = draw(st.sampled_from(["gain", "convert", "sell", "special"]))
    if kind == "gain":
        return f"gain {notation(draw(bundles()))}"
    if kind == "special":
        return draw(st.sampled_from(SPECIAL_ROWS))
    gain = draw(bundles()) if kind == "convert" else Bundle(money=draw(st.integers(1, 5)))
    return f"{notation(draw(bundles()))} -> {notation(gain)} x{draw(st.integers(1, 3))}"


@st.composite
def tableaux(draw):
    cards = []
    for i in range(draw(st.integers(1, 3))):
        basic = draw(st.lists(rows(), min_size=1, max_size=2))
        added = draw(st.lists(rows(), min_size=1, max_size=2))
        compensation = draw(st.sampled_from(["gain 2 coal", "1 iron -> 3 money"]))
        cards.append((company(f"c{i}", basic, added, compensation=compensation), draw(st.booleans())))
    su = startup("su", ["gain 1 token", draw(rows()), "upgrade for 1 coal + 1 token x∞"]) \
        if draw(st.booleans()) else None
    managers = []
    for j, row in enumerate(draw(st.lists(st.sampled_from(MANAGER_ROWS), max_size=2))):
        where = draw(st.sampled_from([None] + [c.id for c, _ in cards]))
        managers.append((manager(f"m{j}", row, title=f"M{j}"), where) if where else manager(f"m{j}", row,
                                                                                               title=f"M{j}"))
    return build_chain_graph(cards, startup=su, managers=managers,
                             include_compensation=draw(st.booleans()))


def dot_words(dot: str) -> list[str]:
    """Every label of a DOT source: the text a drawing shows."""
    return [value.replace("\\n", "\n").replace('\\"', '"')
            for value in re.findall(r'\blabel="((?:[^"\\]|\\.)*)"', dot)]


def svg_words(svg: str) -> list[str]:
    return [html.unescape(value) for value in re.findall(r"<text[^>]*>([^<]*)</text>", svg)]


def english_in(texts: list[str]) -> set[str]:
    found = set()
    for text in texts:
        for word in ENGLISH:
            if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, flags=re.IGNORECASE):
                found.add(word)
    return found


def some_transactions(graph, draw) -> dict[str, int]:
    plan = {}
    for node, attrs in graph.nodes(data=True):
        if attrs["kind"] == "effect" and isinstance(attrs["limit"], int) and draw(st.booleans()):
            plan[node] = draw(st.integers(0, attrs["limit"]))
    return plan


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tableaux(), st.data())
def test_portuguese_drawings_hold_no_english_words(graph, data):
    flows = flows_from_transactions(graph, some_transactions(graph, data.draw)) if data.draw(st.booleans()) else None
    dot = to_dot(graph, flows, lang="pt")
    svg = to_svg(graph, flows, lang="pt")
    assert english_in(dot_words(dot)) == set(), dot
    assert english_in(svg_words(svg)) == set(), svg
    shown = set(dot_words(dot))
    for resource in RESOURCES:
        if resource in graph:
            assert attr(line_of(dot, resource), "label") == RESOURCE_NAMES_PT[resource][0]
            assert RESOURCE_NAMES_PT[resource][0] in shown
    # the same drawing, the same shapes: only words differ
    english = to_dot(graph, flows)
    assert len(dot.splitlines()) == len(english.splitlines())
    assert re.sub(r'label="(?:[^"\\]|\\.)*"', "", dot) == re.sub(r'label="(?:[^"\\]|\\.)*"', "", english)


def test_english_is_still_the_default():
    graph = small_graph()
    assert to_dot(graph, small_plan(graph), title="t") == to_dot(graph, small_plan(graph), title="t", lang="en")
    assert to_svg(graph) == to_svg(graph, lang="en")
    assert english_in(dot_words(to_dot(graph))) >= {"coal", "money", "basic", "side", "Managers"}


def test_portuguese_labels_in_the_rules_terms():
    dot = to_dot(small_graph(), lang="pt")
    assert attr(line_of(dot, "c10:basic:0"), "label") == "2 carvões → 1 petróleo, até 2×"
    assert attr(line_of(dot, "c10:added:0"), "label") == "1 carvão + 1 ferro → $4, até 3×"
    assert attr(line_of(dot, "su:rows:2"), "label") == ("melhorar Companhias por 1 carvão + 1 Marcador de Melhoria "
                                                        "cada, sem limite")
    assert attr(line_of(dot, "ib05:added:0"), "label") == "ao vender ferro, receber $1 por transação"
    assert attr(line_of(dot, "manager:m@o1"), "label") == "Sales Manager\\nreceber $1 por venda"
    assert 'label="Coal-to-oil works (lado básico)"' in dot
    assert 'label="Coal sale → iron mine (lado melhorado)"' in dot
    assert 'label="Test su (Carta Inicial)"' in dot
    assert 'label="Gerentes a colocar"' in dot
    unlocks = [line for line in dot.splitlines() if line.strip().startswith('"su:rows:2" ->')]
    assert unlocks and all('label="melhoria"' in line for line in unlocks)
    bonus = next(line for line in dot.splitlines() if line.strip().startswith('"ib05:added:0" -> "money"'))
    assert attr(bonus, "label") == "1 por transação"


def test_compensation_rows_and_changed_limits_in_portuguese():
    booster = company("b", ["permanent: +1 limit when selling a single resource type"])
    seller = company("s", ["1 oil -> 4 money x1"], compensation="1 iron -> 3 money")
    graph = build_chain_graph([(booster, True), seller], include_compensation=True)
    dot = to_dot(graph, lang="pt")
    assert attr(line_of(dot, "s:basic:0"), "label") == "1 petróleo → $4, até 1×\\n(limite agora 2)"
    assert attr(line_of(dot, "s:compensation:0"), "label").startswith("Compensação: 1 ferro → $3")
    change = next(line for line in dot.splitlines() if line.strip().startswith('"b:basic:0" -> "s:basic:0"'))
    assert attr(change, "label") == "limite +1"


def test_every_effect_kind_and_manager_change_has_portuguese_words():
    from furnace_lab.chains.links import MANAGER_CHANGES

    assert set(TEXT_KINDS_PT) == set(TEXT_KINDS)
    assert set(PERMANENT_KINDS_PT) == set(PERMANENT_KINDS)
    assert set(MANAGER_KINDS_PT) == set(MANAGER_KINDS)
    assert set(MANAGER_CHANGES_PT) == set(MANAGER_CHANGES)


def test_resource_names_agree_with_the_game_log():
    from furnace_lab.engine.core.events import PT_NAMES

    assert RESOURCE_NAMES_PT == PT_NAMES


def test_catalog_rows_in_portuguese_hold_no_english_words():
    from furnace_lab.cards import load_catalog

    catalog = load_catalog()
    effects = [row for card in catalog.companies for row in (card.compensation, *card.basic, *card.added)]
    effects += [row for card in catalog.startups for row in card.rows] + [m.effect for m in catalog.managers]
    assert english_in([effect_words(effect, "pt") for effect in effects]) == set()


def test_fallback_hint_and_text_in_portuguese():
    cards = [company("w", ["2 coal -> 1 oil x2"], ["gain 1 iron"]), company("s", ["1 oil -> 4 money x2"])]
    graph = build_chain_graph(cards, startup=startup("su", ["gain 1 token", "upgrade for 1 coal + 1 token x∞"]))
    drawing = draw_chain_graph(graph, backends=("svg",), lang="pt")
    assert drawing.backend == "svg" and drawing.hint.startswith("Desenho simples feito sem o Graphviz")
    assert "desenho da cadeia de produção" in drawing._repr_mimebundle_()["text/plain"]
    assert english_in(svg_words(drawing.svg or "")) == set()
    text = draw_chain_graph(graph, backends=("dot-text",), lang="pt")
    assert text.hint.startswith("Não foi possível desenhar aqui") and 'label="dinheiro"' in text.dot


def test_an_unknown_language_is_refused():
    with pytest.raises(DataError, match="language"):
        to_dot(small_graph(), lang="fr")
    with pytest.raises(DataError, match="language"):
        draw_chain_graph(small_graph(), lang="de")


RULE_ID = re.compile(r"\b(?:furnace_lab|furnace|interbellum)\.[\w.-]+")


def prose(text: str) -> list[str]:
    """``text`` without its rule IDs (identifiers, not words a learner reads as prose)."""
    return [RULE_ID.sub("", text)]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tableaux(), st.sampled_from([None, "repeat-card", "use-neighbour-card"]), st.data())
def test_portuguese_bound_bottlenecks_and_routes_hold_no_english_words(graph, capitalist, data):
    held = {r: data.draw(st.integers(0, 2)) for r in ("coal", "iron", "oil", "token")}
    bound = money_upper_bound(graph, held, capitalist=capitalist)
    said = bound.explain("pt")
    assert english_in(prose(said)) == set(), said
    assert said.splitlines()[0].startswith(f"No máximo ${bound.value} nesta fase de produção")
    assert len(said.splitlines()) == len(bound.explain().splitlines())
    assert [RULE_ID.findall(line) for line in said.splitlines()] == \
        [RULE_ID.findall(line) for line in bound.explain().splitlines()]
    for bottleneck in bottlenecks(graph, held, capitalist=capitalist):
        assert english_in(prose(bottleneck.text("pt"))) == set(), bottleneck
        assert str(bottleneck) == bottleneck.text("en")
    for resource in money_sources(graph):
        for route in money_routes(graph, resource, limit=5):
            assert english_in([route.text("pt")]) == set(), route
            assert route.text("pt").startswith(RESOURCE_NAMES_PT[resource][0] + " → [")


def test_bound_and_bottlenecks_in_portuguese_words():
    seller = company("s", ["2 coal -> 3 money x1"])
    graph = build_chain_graph([seller])
    bound = money_upper_bound(graph, {"coal": 4})
    said = bound.explain("pt")
    assert said.startswith("No máximo $3 nesta fase de produção (fluxo máximo 3,00).")
    assert "O melhor plano real pode render menos, porque:" in said
    assert str(bound) == bound.explain("en") and bound.explain().startswith("At most 3 money")
    (at_limit,) = bottlenecks(graph, {"coal": 4})
    assert at_limit.reason == "limit"
    assert at_limit.text("pt") == "2 carvões → $3, até 1× (s): limite de transações; limite +1 elevaria o limite " \
                                  "superior em 3"
    (short,) = bottlenecks(build_chain_graph([company("o", ["1 oil -> 4 money x3"])]), {"oil": 1})
    assert short.reason == "supply"
    assert short.text("pt") == "petróleo disponível: acaba; mais 1 petróleo elevaria o limite superior em 4"
    assert str(short) == "supply of oil: supply; 1 more oil would raise the bound by 4"


def test_neighbour_capitalist_not_counted_in_portuguese():
    graph = build_chain_graph([company("s", ["2 coal -> 3 money x1"])])
    said = money_upper_bound(graph, {"coal": 2}, capitalist="use-neighbour-card").explain("pt")
    assert "Não contado: a Companhia do jogador à sua direita" in said
    assert english_in(prose(said)) == set()


def test_portuguese_drawings_use_the_cards_and_managers_portuguese_titles():
    from furnace_lab import load_catalog
    from furnace_lab.chains import chain_graph_from_ids

    catalog = load_catalog()
    card = catalog.card("base-o1")
    boss = catalog.card("ib-mgr-free-coal-iron-or-oil")
    graph = chain_graph_from_ids(["base-o1"], managers=[(boss.id, "base-o1")])
    portuguese, english = to_dot(graph, lang="pt"), to_dot(graph)
    assert card.title_pt in portuguese and card.title not in portuguese
    assert boss.title_pt in portuguese and boss.title not in portuguese
    assert card.title in english and boss.title in english


def test_portuguese_drawing_writes_rows_in_words_not_notation_and_no_card_ids():
    """Issue 22: Portuguese chain nodes read "2 coal -> 2 money x2" and cards were headed by their ids. Rows are now
    the card faces' words (the writer the board, log and planner share) and cards are headed by title."""
    from furnace_lab.cards.notation import parse_effect
    from furnace_lab.cards.render import effect_words as face_words
    from furnace_lab.chains import chain_graph_from_ids

    graph = chain_graph_from_ids(["base-c7", "base-o1", "base-startup-1"])
    svg = to_svg(graph, lang="pt")
    said = " ".join(svg_words(svg) + re.findall(r"<title>([^<]*)</title>", svg))  # the words, not the markup
    assert "-&gt;" not in svg and not re.search(r" x\d", said)
    assert html.escape(face_words(parse_effect("2 coal -> 2 money x2"), "pt")) in svg
    assert "base-c7" not in " ".join(svg_words(svg)) and "base-o1" not in " ".join(svg_words(svg))

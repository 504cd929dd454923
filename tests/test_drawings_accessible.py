"""The drawings have a written description for screen readers (WCAG 2 1.1.1, axe-core ``image-alt``): JupyterLab and
Voilà show a bare SVG output as an ``<img>`` without ``alt``, so the Brass board and the production-chain drawings
offer ``text/html`` too: the same SVG as an ``<img>`` whose ``alt`` says what is drawn, in the drawing's language."""

from __future__ import annotations

import base64
import html
import re
import shutil

import pytest

from furnace_lab.brass import ask, draw_board, preset
from furnace_lab.chains import chain_graph_from_ids, draw_chain_graph
from furnace_lab.svg_image import labelled_svg, svg_img_html

needs_neato = pytest.mark.skipif(shutil.which("neato") is None, reason="Graphviz neato is not installed")


def _img(fragment: str) -> tuple[str, str]:
    """The alt text and the decoded SVG of the one ``<img>`` in an HTML fragment."""
    found = re.search(r'<img src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)" alt="([^"]*)"', fragment)
    assert found, fragment[:200]
    return html.unescape(found.group(2)), base64.b64decode(found.group(1)).decode("utf-8")


def test_svg_img_html_keeps_the_drawing_and_escapes_the_alt() -> None:
    alt, svg = _img(svg_img_html("<svg><text>é</text></svg>", 'a "quoted" <b>route</b> & more'))
    assert svg == "<svg><text>é</text></svg>" and alt == 'a "quoted" <b>route</b> & more'
    assert labelled_svg("<svg/>", "x < y") == '<div role="img" aria-label="x &lt; y"><svg/></div>'


@needs_neato
@pytest.mark.parametrize(("lang", "opening", "words"), [
    ("en", "Drawing of the Brass board", ("build an iron works at Dudley", "<- 1 coal", "route: Dudley")),
    ("pt", "Desenho do tabuleiro de Brass", ("construir Siderúrgica em Dudley", "<- 1 carvão", "rota: Dudley")),
])
def test_board_drawing_html_is_an_img_whose_alt_describes_the_request(lang: str, opening: str,
                                                                      words: tuple[str, ...]) -> None:
    answer = ask(preset("canal-midgame"), "build an iron works at Dudley, 1 coal", player="red")
    drawing = draw_board(outcome=answer.value, lang=lang)
    bundle = drawing._repr_mimebundle_()
    assert bundle["image/svg+xml"] == drawing.svg  # readers of the plain SVG output keep it
    alt, svg = _img(bundle["text/html"])
    assert svg == drawing.svg and alt == drawing.alt and alt.startswith(opening)
    assert all(word in alt for word in words), alt
    assert drawing.html().startswith(f'<div role="img" aria-label="{html.escape(opening)}')


@needs_neato
def test_a_board_without_a_request_is_still_described() -> None:
    alt = draw_board(preset("setup-2p"), lang="pt").alt
    assert alt.startswith("Desenho do tabuleiro de Brass.") and "jogadores" in alt


@pytest.mark.parametrize(("lang", "opening", "title"), [
    ("en", "Production-chain drawing", "Iron works"),
    ("pt", "Desenho da cadeia de produção", "Siderúrgica"),
])
def test_chain_drawing_html_is_an_img_whose_alt_names_the_cards(lang: str, opening: str, title: str) -> None:
    from furnace_lab.cards import load_catalog

    card = load_catalog().card("base-c7")
    graph = chain_graph_from_ids(["base-c7"])
    drawing = draw_chain_graph(graph, backends=("svg",), lang=lang, title=title)
    alt, svg = _img(drawing._repr_mimebundle_()["text/html"])
    assert svg == drawing.svg and alt.startswith(f"{opening}: {title}")
    expected = card.title_pt if lang == "pt" and getattr(card, "title_pt", None) else card.title
    assert expected in alt, alt

"""The game's pieces drawn inline (issue 22 item 2): a shape per resource, named in both languages, in a legend."""

from __future__ import annotations

import re

import pytest

from furnace_lab.cards import load_catalog
from furnace_lab.cards.pieces import PIECES, legend_html, piece_svg
from furnace_lab.cards.render import card_html, resource_chip


def shape(svg: str) -> str:
    """The drawing of a piece without its colours and its name: what is left when colour cannot be seen."""
    body = re.sub(r"<title>.*?</title>", "", svg.split(">", 1)[1])
    return re.sub(r'(fill|stroke)="[^"]*"', "", body)


def test_every_piece_has_its_own_shape_not_only_its_own_colour() -> None:
    shapes = {name: shape(piece_svg(name)) for name in (*PIECES, "upgrade")}
    assert len(set(shapes.values())) == len(shapes)


@pytest.mark.parametrize(("lang", "names"), [
    ("en", ("coal (cube)", "iron (bar)", "oil (drum)", "money (coin)", "upgrade token")),
    ("pt", ("carvão (cubo)", "ferro (barra)", "petróleo (barril)", "dinheiro (moeda)", "Marcador de Melhoria")),
])
def test_pieces_are_named_in_the_language_chosen(lang: str, names: tuple[str, ...]) -> None:
    for piece, name in zip(PIECES, names, strict=True):
        assert f'aria-label="{name}"' in piece_svg(piece, lang) and f"<title>{name}</title>" in piece_svg(piece, lang)
    legend = legend_html(lang)
    assert all(name in legend for name in names)
    assert "×∞" in legend and "flex-wrap:wrap" in legend


def test_a_resource_chip_is_the_piece_with_its_amount_never_a_bare_letter() -> None:
    chip = resource_chip("iron", 2, "pt")
    assert "fl-piece-iron" in chip and ">2<" in chip and 'aria-label="ferro (barra)"' in chip
    assert not re.search(r">\s*I\s*<", chip)


def test_card_faces_draw_pieces_and_the_upgrade_mark() -> None:
    catalog = load_catalog()
    face = card_html(catalog.card("base-startup-1"), lang="en")
    assert "fl-piece-coal" in face and "fl-piece-upgrade" in face
    assert "white-space:normal" in face and "max-width:100%" in face  # a long title wraps inside the box


def test_an_unknown_piece_is_refused() -> None:
    with pytest.raises(ValueError, match="no piece called 'wood'"):
        piece_svg("wood")

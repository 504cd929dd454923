"""Card faces: text and HTML show every effect, mark deliveries and permanents, fade inactive rows, escape text."""

from __future__ import annotations

import re
from typing import Any

import pytest

from furnace_lab.cards import load_catalog
from furnace_lab.cards.loader import parse_catalog_text
from furnace_lab.cards.model import Company
from furnace_lab.cards.notation import format_bundle, format_effect
from furnace_lab.cards.render import (
    CARD_BACKGROUND,
    CARD_TEXT,
    FADED_ROW_STYLE,
    FADED_TEXT,
    LIGHTNING,
    MUTED_TEXT,
    PERMANENT_BACKGROUND,
    CardFace,
    card_face,
    card_html,
    card_text,
    cards_html,
    display_title,
)
from furnace_lab.cards.resources import COLOUR

CATALOG = load_catalog()


@pytest.mark.parametrize("card", list(CATALOG), ids=lambda c: c.id)
def test_every_card_renders_with_its_effects(card: Any) -> None:
    text = card_text(card)
    page = card_html(card)
    assert card.id in text and card.title in text
    assert page.startswith('<div class="fl-card') and page.endswith("</div>")
    assert f"confidence: {card.provenance.confidence}" in text
    for _, effect in _effects(card):
        assert format_effect(effect) in text
        assert _escaped_notation(effect) in page  # each effect carries its notation as a tooltip
    assert "<script" not in page and "<link" not in page and "src=" not in page  # no external assets


def _effects(card: Any) -> list[tuple[str, Any]]:
    if isinstance(card, Company):
        return [("c", card.compensation), *(("b", e) for e in card.basic + card.added)]
    rows = getattr(card, "rows", ())
    if hasattr(card, "effect"):
        rows = (card.effect,)
    if hasattr(card, "sides"):
        rows = tuple(o for s in card.sides for o in s.options)
    return [("r", e) for e in rows]


def _escaped_notation(effect: Any) -> str:
    import html

    return f'title="{html.escape(format_effect(effect))}"'


def test_company_basic_side_fades_added_rows_and_upgraded_side_does_not() -> None:
    """furnace.production.basic-side / furnace.production.upgraded-side: added rows inactive until upgraded."""
    card = CATALOG.card("base-c7")
    basic = card_face(card)
    rows = {format_effect(r.effect): r.active for s in basic.sections for r in s.rows if r.effect is not None}
    assert rows == {"2 coal -> 1 oil": True, "2 coal -> 2 money x2": True, "gain 2 iron": False}
    upgraded = card_face(card, upgraded=True)
    assert [s.heading for s in upgraded.sections] == ["upgraded side"]  # no compensation on the upgraded side
    assert all(r.active for s in upgraded.sections for r in s.rows)
    assert "(faded) gain 2 iron" in card_text(card)
    assert "(faded)" not in card_text(card, upgraded=True)
    assert FADED_ROW_STYLE in card_html(card)
    assert "fl-faded" not in card_html(card, upgraded=True)


def _luminance(colour: str) -> float:
    """WCAG 2 relative luminance of a #rrggbb colour."""
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _contrast(one: str, other: str) -> float:
    light, dark = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("colour", [CARD_TEXT, MUTED_TEXT, FADED_TEXT])
def test_card_text_colours_meet_wcag_aa_contrast_on_the_card_and_on_white(colour: str) -> None:
    """WCAG 2 AA (1.4.3): small text needs 4.5:1 against its background, the card's paper and the page's white."""
    assert _contrast("#000000", "#ffffff") == pytest.approx(21.0)  # the formula itself, on its known extreme
    assert _contrast(colour, CARD_BACKGROUND) >= 4.5
    assert _contrast(colour, "#ffffff") >= 4.5


def test_inactive_rows_are_never_drawn_transparent() -> None:
    """An inactive row's words stay readable: it is greyed and outlined, never faded by opacity (which axe-core found
    at 1.6:1), and its note says it is inactive in words, so the grey is not the only cue."""
    face = card_html(CATALOG.card("base-c7"))
    assert "opacity" not in face
    faded = re.search(r'<div class="fl-row fl-faded" style="([^"]*)">(.*?)</div>', face)
    assert faded is not None
    assert f"color:{FADED_TEXT}" in faded.group(1) and "dashed" in faded.group(1)
    assert "active when upgraded" in faded.group(2)
    assert "ativo quando a carta for melhorada" in card_html(CATALOG.card("base-c7"), lang="pt")


def test_compensation_row_is_on_top() -> None:
    text = card_text(CATALOG.card("base-o3"))
    assert text.index("compensation") < text.index("basic side")
    assert text.index("1 coal -> 1 token") < text.index("1 oil -> 4 money x1")


def test_delivery_and_permanent_are_marked() -> None:
    """interbellum.delivery.lightning and interbellum.permanent.always-on: the bolt and the blue background."""
    delivery = CATALOG.card("ib-00")
    assert f"{LIGHTNING} delivery: gain 3 coal" in card_text(delivery)
    assert "fl-delivery" in card_html(delivery) and LIGHTNING in card_html(delivery)
    permanent = CATALOG.card("ib-14")
    assert "[blue] permanent:" in card_text(permanent)
    page = card_html(permanent)
    assert "fl-permanent" in page and f"background:{PERMANENT_BACKGROUND}" in page
    assert "fl-permanent" not in card_html(CATALOG.card("base-o1"))


def test_html_has_the_colour_of_each_resource_shown() -> None:
    shown = {
        "base-o1": ("coal", "oil", "money"),
        "base-o2": ("iron", "oil", "coal", "money"),
        "base-t1": ("token", "coal", "money"),
    }
    for card_id, names in shown.items():
        page = card_html(CATALOG.card(card_id))
        for name in names:
            assert COLOUR[name] in page, (card_id, name)
    assert COLOUR["token"] not in card_html(CATALOG.card("base-o1"))


def test_html_escapes_all_text() -> None:
    text = '''
[[company]]
id = "x-evil"
title = "<script>alert('x')</script> & co"
title_is_descriptive = true
expansion = "base"
compensation = "gain 2 coal"
basic = ["1 oil -> 4 money x1"]
added = ["gain 3 coal"]
sources = ["dnorris"]
confidence = "single"
notes = "<b>bold</b> \\"quoted\\""
'''
    card = parse_catalog_text(text).card("x-evil")
    page = card_html(card)
    assert "<script>" not in page and "<b>" not in page
    assert "&lt;script&gt;" in page and "&amp; co" in page and "&lt;b&gt;" in page
    assert re.search(r'title="[^"<>]*"', page)


def test_html_faces_show_the_id_only_as_a_hover() -> None:
    """Issue 22: ids only where a player types them, or behind a hover: the face's small line shows the badges, the
    id is its tooltip."""
    import re as _re

    for card in CATALOG:
        page = card_html(card, provenance=False)
        visible = _re.sub(r"<[^>]+>", " ", page)
        assert card.id not in visible.split() and f'title="{card.id}"' in page


def test_no_face_carries_a_descriptive_title_badge() -> None:
    """Issue 22: every face showed "· descriptive title" beside its id; the note moves to the sources footer, shown
    only with them."""
    for card in CATALOG:
        face = card_html(card, provenance=False)
        assert "descriptive" not in face and "descriptive title" not in card_text(card).splitlines()[1]
    pt = card_html(CATALOG.card("base-c7"), provenance=False, lang="pt")
    assert "descritivo" not in pt


def test_titles_say_what_they_are() -> None:
    assert display_title(CATALOG.card("base-c7")).endswith("(descriptive title)")
    assert "title: descriptive" in card_text(CATALOG.card("base-c7"))  # in the sources footer, not a badge
    assert "transliterated name" in card_text(CATALOG.card("base-cap-henry"))
    assert display_title(CATALOG.card("ib-agent-steel-magnate")) == "Steel Magnate"
    house = CATALOG.card("house-agent-broker")
    assert "house agent, not an official card" in card_text(house)
    assert "house agent, not an official card" in card_html(house)
    assert "official card" in card_text(CATALOG.card("ib-agent-steel-magnate"))


def test_disputes_show_every_reading_and_the_one_in_use() -> None:
    text = card_text(CATALOG.card("base-o3"))
    assert "dnorris (in use) (default): 1 coal -> 1 token [dnorris]" in text
    assert "souleeater: 1 iron -> 1 token [souleeater]" in text
    other = load_catalog(readings={"base-o3": "souleeater"}).card("base-o3")
    assert "souleeater (in use): 1 iron -> 1 token" in card_text(other)


def test_startup_and_school_faces() -> None:
    startup = CATALOG.card("base-startup-1")
    assert f"start with {format_bundle(startup.starting)}" in card_text(startup)  # type: ignore[union-attr]
    assert "fl-piece-upgrade" in card_html(startup)  # the upgrade mark, drawn (issue 22)
    school = card_text(CATALOG.card("ib-school-coal"))
    assert "side a" in school and "side b" in school


def test_upgraded_side_only_for_companies() -> None:
    with pytest.raises(ValueError, match="only Company cards"):
        card_text(CATALOG.card("base-startup-1"), upgraded=True)


def test_notebook_display() -> None:
    card = CATALOG.card("ib-04")
    assert card._repr_html_() == card_html(card)
    face = CardFace(card, upgraded=True)
    assert face._repr_html_() == card_html(card, upgraded=True)
    assert str(face) == card_text(card, upgraded=True)
    both = cards_html([card, CATALOG.card("base-startup-2")], upgraded=True)
    assert both.count('class="fl-card') == 2

"""The card gallery filters the catalog and flips sides; its filters also work as plain functions."""

from __future__ import annotations

import pytest

from furnace_lab.cards import load_catalog
from furnace_lab.cards.effects import Delivery, Gain, Process
from furnace_lab.cards.model import Company
from furnace_lab.widgets.gallery import CardGallery, card_effects, filter_cards

CATALOG = load_catalog()


def test_filter_by_expansion_and_kind_counts_the_catalog() -> None:
    assert len(filter_cards(CATALOG, expansion="base", kind="companies")) == 36
    assert len(filter_cards(CATALOG, expansion="interbellum", kind="companies")) == 24
    assert len(filter_cards(CATALOG, kind="startups")) == 9


def test_selling_iron_filter_finds_only_cards_that_process_iron_into_money() -> None:
    found = filter_cards(CATALOG, kind="companies", effect="selling", resource="iron")
    assert found
    for card in found:
        effects = [e.effect if isinstance(e, Delivery) else e for e in card_effects(card)]
        assert any(isinstance(e, Process) and e.is_selling for e in effects)
        assert any(
            (isinstance(e, Process) and (e.cost.iron or e.gain.iron)) or (isinstance(e, Gain) and e.gain.iron)
            or getattr(e, "resource", "") == "iron" or getattr(getattr(e, "gain", None), "iron", 0)
            for e in effects
        )
    assert "base-c3" in {card.id for card in found}  # its upgraded row sells iron: 1 iron -> 2 money x4
    assert "base-c1" not in {card.id for card in found}  # only extracts coal


def test_delivery_filter_only_interbellum() -> None:
    found = filter_cards(CATALOG, effect="delivery")
    assert found and all(card.expansion == "interbellum" for card in found)


def test_bad_filter_value_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="resource must be"):
        filter_cards(CATALOG, resource="gold")


def test_gallery_widget_flips_sides_and_filters() -> None:
    gallery = CardGallery(CATALOG)
    assert "<b>60</b>" in gallery.count.value  # all Companies by default
    basic_html = gallery.cards.value
    gallery.upgraded.value = True
    assert gallery.cards.value != basic_html
    gallery.expansion.value = "interbellum"
    assert "<b>24</b>" in gallery.count.value
    assert all(isinstance(card, Company) and card.expansion == "interbellum" for card in gallery.shown)


def test_gallery_shows_a_message_when_nothing_matches() -> None:
    gallery = CardGallery(CATALOG)
    gallery.kind.value = "capitalists"
    gallery.effect.value = "selling"
    assert gallery.shown == ()
    assert "No card matches" in gallery.messages.text


def test_disputed_only_shows_cards_with_several_readings() -> None:
    gallery = CardGallery(CATALOG)
    gallery.disputed.value = True
    ids = {card.id for card in gallery.shown}
    assert ids and all(CATALOG.card(i).provenance.disputes for i in ids)
    assert "reading" in gallery.cards.value.lower()


def test_language_switch_puts_labels_messages_and_faces_into_portuguese_and_keeps_the_filters() -> None:
    gallery = CardGallery(CATALOG)
    gallery.expansion.value = "interbellum"
    gallery.upgraded.value = True
    english_faces = gallery.cards.value
    gallery.lang.value = "Português"
    assert gallery.language == "pt"
    assert (gallery.expansion.value, gallery.kind.value, gallery.upgraded.value) == ("interbellum", "companies", True)
    assert gallery.expansion.description == "Expansão" and gallery.kind.description == "Cartas"
    assert dict(gallery.kind.options)["Companhias"] == "companies"
    assert dict(gallery.upgraded.options)["Lado melhorado"] is True
    assert "<b>24</b> cartas mostradas" in gallery.count.value
    assert gallery.cards.value != english_faces
    assert "lado melhorado" in gallery.cards.value and "upgraded side" not in gallery.cards.value
    gallery.kind.value = "capitalists"
    gallery.effect.value = "selling"
    assert gallery.messages.text == "Nenhuma carta atende a estes filtros."
    gallery.lang.value = "English"
    assert gallery.messages.text == "No card matches these filters."  # the message is said again in English
    assert gallery.effect.description == "Effect"


def test_gallery_can_start_in_portuguese() -> None:
    gallery = CardGallery(CATALOG, lang="pt")
    assert gallery.lang.lang == "pt"
    assert "Companhia" in gallery.cards.value and "compensation" not in gallery.cards.value
    assert gallery.provenance.description == "Mostrar fontes"


def test_sources_are_off_at_first_and_a_legend_names_the_pieces() -> None:
    """Issue 22 items 2 and 6: the gallery opens without the sources footer (faces stay card-sized), draws the
    game's pieces, names them in a visible legend in the chosen language, and wraps its faces."""
    gallery = CardGallery(CATALOG)
    assert gallery.provenance.value is False and "fl-provenance" not in gallery.cards.value
    assert "fl-piece-coal" in gallery.cards.value and "flex-wrap:wrap" in gallery.cards.value
    assert "coal (cube)" in gallery.legend.value
    gallery.provenance.value = True
    assert "fl-provenance" in gallery.cards.value
    gallery.lang.value = "Português"
    assert "carvão (cubo)" in gallery.legend.value
    assert all(c.description for c in (gallery.expansion, gallery.kind, gallery.effect, gallery.resource))

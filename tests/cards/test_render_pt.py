"""Portuguese card faces: every effect kind has a Portuguese template, and no Portuguese face says English words."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

from furnace_lab.cards import load_catalog
from furnace_lab.cards.effects import (
    MANAGER_KINDS,
    MANAGER_KINDS_PT,
    PERMANENT_KINDS,
    PERMANENT_KINDS_PT,
    TEXT_KINDS,
    TEXT_KINDS_PT,
)
from furnace_lab.cards.model import Agent, Capitalist, Company
from furnace_lab.cards.render import (
    CardFace,
    card_face,
    card_html,
    card_text,
    cards_html,
    effect_html,
    effect_words,
)

CATALOG = load_catalog()

ENGLISH: frozenset[str] = frozenset({
    # resources and money
    "coal", "iron", "oil", "token", "tokens", "money",
    # the card's parts
    "company", "companies", "card", "cards", "side", "basic", "upgraded", "compensation", "compensated",
    "start-up", "startup", "capitalist", "manager", "managers", "agent", "business", "school", "disc", "discs",
    "auction", "rows", "row", "faded", "blue", "active",
    # effect wording
    "gain", "sale", "sell", "selling", "sold", "converting", "conversion", "upgrade", "upgrades", "store",
    "stored", "here", "delivery", "permanent", "text", "free", "repeat", "discard", "outbid", "extracting", "per",
    "when", "each", "once", "more", "limit", "transaction", "transactions", "spent", "resolved", "fully", "split",
    "options",
    # headings, badges and the footer
    "descriptive", "title", "transliterated", "name", "official", "house", "printed", "ability", "requires",
    "replaces", "module", "strategy", "target", "bid", "otherwise", "income", "symbol", "variable", "starting",
    "setup", "rule", "change", "sources", "confidence", "notes", "disputed", "why", "default",
    # small words a translated sentence would lose
    "the", "and", "or", "of", "with", "from", "only", "not", "this", "your", "any", "one", "all",
})
"""English words none of which may appear on a Portuguese face (ids and source keys are single hyphenated words;
"for" and "use" are left out: they are Portuguese words too)."""

_WORD = re.compile(r"[A-Za-zÀ-ÿ0-9]+(?:[-_:][A-Za-zÀ-ÿ0-9]+)*")
_TITLE = re.compile(r'title="([^"]*)"')
_TAG = re.compile(r"<[^>]+>")


def _english_words(text: str) -> set[str]:
    return {word for word in _WORD.findall(text) if word.lower() in ENGLISH}


def _seen(page: str) -> str:
    """What a reader of an HTML face meets: its text and its tooltips (not the tags, classes and styles)."""
    tips = " ".join(html.unescape(tip) for tip in _TITLE.findall(page))
    return html.unescape(_TAG.sub(" ", page)) + " " + tips


def _sides(card: Any) -> list[bool]:
    return [False, True] if isinstance(card, Company) else [False]


def test_every_effect_kind_has_a_portuguese_template_with_the_same_blanks() -> None:
    for english, portuguese in ((TEXT_KINDS, TEXT_KINDS_PT), (PERMANENT_KINDS, PERMANENT_KINDS_PT),
                                (MANAGER_KINDS, MANAGER_KINDS_PT)):
        assert set(portuguese) == set(english)
        for kind, template in english.items():
            assert set(re.findall(r"\{(\w+)\}", portuguese[kind])) == set(re.findall(r"\{(\w+)\}", template)), kind
            assert portuguese[kind] != template


def test_the_word_list_finds_english_on_english_faces() -> None:
    """The check below can fail: an English face trips it."""
    card = CATALOG.card("base-o3")
    assert {"coal", "compensation", "side"} <= {w.lower() for w in _english_words(card_text(card))}
    assert {"Company", "coal"} <= _english_words(_seen(card_html(card)))


@pytest.mark.parametrize("card", list(CATALOG), ids=lambda c: c.id)
def test_no_portuguese_face_says_an_english_word(card: Any) -> None:
    for upgraded in _sides(card):
        text = card_text(card, upgraded, lang="pt")
        page = card_html(card, upgraded, lang="pt")
        assert not _english_words(text), (card.id, upgraded, sorted(_english_words(text)), text)
        assert not _english_words(_seen(page)), (card.id, upgraded, sorted(_english_words(_seen(page))))


@pytest.mark.parametrize("card", list(CATALOG), ids=lambda c: c.id)
def test_portuguese_face_shows_every_effect_and_the_portuguese_title(card: Any) -> None:
    for upgraded in _sides(card):
        face = card_face(card, upgraded, lang="pt")
        text = card_text(card, upgraded, lang="pt")
        assert face.title == (card.title_pt or card.title)
        for section in face.sections:
            assert section.heading in text
            for row in section.rows:
                if row.effect is not None:
                    assert effect_words(row.effect, "pt") in text
                    assert f'title="{html.escape(effect_words(row.effect, "pt"))}"' in card_html(card, upgraded,
                                                                                                lang="pt")


@pytest.mark.parametrize("card", [c for c in CATALOG if isinstance(c, Capitalist | Agent)], ids=lambda c: c.id)
def test_capitalists_and_agents_show_their_portuguese_text(card: Any) -> None:
    assert card.text_pt in card_text(card, lang="pt")
    assert html.escape(card.text_pt) in card_html(card, lang="pt")
    assert card.text_en not in card_text(card, lang="pt")
    assert card.text_en in card_text(card)


def test_portuguese_company_face_uses_the_base_rules_terms() -> None:
    card = CATALOG.card("base-c7")
    text = card_text(card, lang="pt")
    assert "[Companhia · jogo base]" in text and "título: descritivo" in text
    assert "── Compensação ──" in text and "── lado básico ──" in text
    assert "── lado melhorado ──" in card_text(card, upgraded=True, lang="pt")
    assert "2 carvões → $2, até 2×" in text  # 2 coal -> 2 money x2, money written as in the engine's log
    assert "(apagado) receber 2 ferros" in text


def test_portuguese_effect_templates_fill_their_blanks_in_portuguese() -> None:
    from furnace_lab.cards.notation import parse_effect

    assert effect_words(parse_effect("text: gain 1 coal per card selling coal"), "pt") == (
        "texto: receber 1 carvão por carta que vende carvão")
    assert effect_words(parse_effect("permanent: when compensated with disc 3 or 4, store 1 oil here"), "pt") == (
        "permanente: ao receber Compensação com o disco 3 ou 4, guardar 1 petróleo aqui")
    assert effect_words(parse_effect("manager: free 1 coal + 1 iron or 1 token"), "pt") == (
        "Gerente: 1 carvão + 1 ferro ou 1 Marcador de Melhoria grátis")
    chips = effect_html(parse_effect("permanent: when selling iron, gain 1 money per iron sold"), "pt")
    assert "ao vender" in chips and 'aria-label="ferro (barra)"' in chips and "fl-iron" in chips


def test_english_stays_the_default_and_other_languages_are_refused() -> None:
    card = CATALOG.card("ib-04")
    assert card_text(card) == card_text(card, lang="en")
    assert card_html(card) == card_html(card, lang="en")
    assert cards_html([card], lang="pt") == card_html(card, lang="pt")
    assert str(CardFace(card, lang="pt")) == card_text(card, lang="pt")
    with pytest.raises(ValueError, match="'en' or 'pt'"):
        card_text(card, lang="fr")

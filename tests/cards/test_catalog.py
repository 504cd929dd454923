"""The catalog's contents: counts, ids, lookups, Capitalist abilities, Managers, Agents and sources."""

from __future__ import annotations

import pytest

import furnace_lab.cards as cards
from furnace_lab.cards import Catalog, load_catalog
from furnace_lab.cards.abilities import CAPITALIST_ABILITIES, REQUIRABLE_MODULES
from furnace_lab.cards.model import CONFIDENCE, EXPANSIONS, Company
from furnace_lab.cards.resources import Bundle
from furnace_lab.errors import UnknownCard

COUNTS = {
    ("base", "companies"): 36,
    ("base", "startups"): 5,
    ("base", "capitalists"): 5,
    ("interbellum", "companies"): 24,
    ("interbellum", "startups"): 4,
    ("interbellum", "capitalists"): 5,
    ("interbellum", "business_schools"): 3,
}


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


@pytest.mark.parametrize(("expansion", "group"), list(COUNTS))
def test_counts(catalog: Catalog, expansion: str, group: str) -> None:
    items = [c for c in getattr(catalog, group) if c.expansion == expansion]
    assert len(items) == COUNTS[(expansion, group)]


def test_managers_twelve_designs_fourteen_tokens_and_personal(catalog: Catalog) -> None:
    """interbellum.manager.token-count: 14 Manager tokens in 12 designs, plus 1 Personal Manager."""
    pile = [m for m in catalog.managers if not m.personal]
    personal = [m for m in catalog.managers if m.personal]
    assert len(pile) == 12
    assert sum(m.copies for m in pile) == 14
    assert [m.id for m in personal] == ["ib-mgr-personal"]
    assert personal[0].copies == 1


def test_repeat_delivery_managers_need_new_companies(catalog: Catalog) -> None:
    """interbellum.module.no-new-companies: the two repeat-delivery tokens leave with the new Companies."""
    repeat = [m for m in catalog.managers if m.effect.kind == "repeat-delivery"]
    assert [(m.copies, m.requires) for m in repeat] == [(2, ("new_companies",))]
    others = [m for m in catalog.managers if m.effect.kind != "repeat-delivery" and "new_companies" in m.requires]
    assert others == []


def test_every_item_has_id_and_expansion(catalog: Catalog) -> None:
    ids = [card.id for card in catalog]
    assert len(ids) == len(set(ids)) == len(catalog)
    for card in catalog:
        assert card.expansion in EXPANSIONS
        assert card.provenance.sources, card.id
        assert card.provenance.confidence in CONFIDENCE, card.id
        for key in card.provenance.sources:
            assert key in catalog.sources, (card.id, key)


def test_card_lookup_finds_every_kind(catalog: Catalog) -> None:
    for group in ("companies", "startups", "capitalists", "managers", "business_schools", "agents"):
        for card in getattr(catalog, group):
            assert catalog.card(card.id) is card
    c7 = catalog.card("base-c7")
    assert isinstance(c7, Company)
    assert "base-c7" in catalog and "nope" not in catalog


def test_unknown_card_suggests_close_ids(catalog: Catalog) -> None:
    with pytest.raises(UnknownCard) as error:
        catalog.card("base-c77")
    assert "base-c7" in error.value.suggestions
    assert "base-c77" in str(error.value)
    with pytest.raises(KeyError):  # UnknownCard is also a KeyError
        catalog.card("zzz")
    with pytest.raises(TypeError):
        catalog.card(7)  # type: ignore[arg-type]


def test_by_expansion(catalog: Catalog) -> None:
    base = catalog.by_expansion("base")
    assert {c.expansion for c in base} == {"base"}
    assert len(base.companies) == 36 and not base.managers and not base.agents
    both = catalog.by_expansion("base", "interbellum")
    assert len(both) == len(catalog)
    with pytest.raises(ValueError, match="unknown expansion"):
        catalog.by_expansion("promo")


def test_catalog_is_cached_and_exported() -> None:
    assert load_catalog() is load_catalog()
    assert cards.load_catalog is load_catalog
    assert isinstance(load_catalog(), Catalog)


def test_capitalist_abilities_are_the_documented_set(catalog: Catalog) -> None:
    expected = {
        "base": {"repeat-card", "compensation-plus-one", "unrestricted-bids", "extra-disc", "iron-for-upgrade"},
        "interbellum": {"compensation-before-production", "variable-plus-two", "personal-manager",
                        "use-neighbour-card", "paired-extra-disc"},
    }
    for expansion, abilities in expected.items():
        found = {c.ability for c in catalog.capitalists if c.expansion == expansion}
        assert found == abilities
    for capitalist in catalog.capitalists:
        assert capitalist.ability in CAPITALIST_ABILITIES
        assert set(capitalist.requires) <= set(REQUIRABLE_MODULES)
        assert capitalist.text_en and capitalist.text_pt


def test_capitalist_parameters(catalog: Catalog) -> None:
    """furnace.capitalist.repeat-card costs 2 coal; furnace.capitalist.extra-disc is a '2'."""
    assert catalog.card("base-cap-evariste").param("cost") == "2 coal"  # type: ignore[union-attr]
    assert catalog.card("base-cap-arthur").param("value") == 2  # type: ignore[union-attr]
    assert catalog.card("ib-cap-neighbour").param("cost") == "1 iron"  # type: ignore[union-attr]
    assert catalog.card("ib-cap-plus-two").param("bonus") == 2  # type: ignore[union-attr]


def test_updated_arthur_replaces_base_arthur(catalog: Catalog) -> None:
    """interbellum.capitalist.updated-arthur-replaces: the updated card replaces the base one."""
    updated = catalog.card("ib-cap-arthur")
    assert updated.replaces == "base-cap-arthur"  # type: ignore[union-attr]
    assert updated.ability == "paired-extra-disc"  # type: ignore[union-attr]
    assert catalog.card("base-cap-arthur").ability == "extra-disc"  # type: ignore[union-attr]


def test_module_restricted_capitalists(catalog: Catalog) -> None:
    """interbellum.module.no-variable-discs and interbellum.module.no-managers-personal."""
    assert catalog.card("ib-cap-plus-two").requires == ("variable_discs",)  # type: ignore[union-attr]
    assert catalog.card("ib-cap-personal-manager").requires == ("managers",)  # type: ignore[union-attr]


def test_steel_magnate_as_printed(catalog: Catalog) -> None:
    """interbellum.steel-magnate.target / .compensation / .production / .variable-disc."""
    agent = catalog.card("ib-agent-steel-magnate")
    assert agent.official and agent.title == "Steel Magnate"  # type: ignore[union-attr]
    assert agent.variable_disc == 3  # type: ignore[union-attr]
    s = agent.strategy  # type: ignore[union-attr]
    assert (s.target, s.bid, s.fallback, s.compensation_money) == ("iron", "highest", "rightmost", 1)
    assert s.income == ((2, "symbol:iron"), (4, "manager"))
    assert agent.provenance.confidence == "printed"


def test_house_agents_are_never_official(catalog: Catalog) -> None:
    house = [a for a in catalog.agents if not a.official]
    assert house, "a solo game needs a second agent"
    for agent in house:
        assert agent.title.startswith("House agent")
        assert agent.provenance.confidence == "house"
        assert "not an official card" in agent.text_en
    official = [a for a in catalog.agents if a.official]
    assert all(a.provenance.confidence != "house" for a in official)
    assert len(catalog.agents) >= 2


def test_startups_base_shape(catalog: Catalog) -> None:
    """furnace.startup.upgrade-token and furnace.startup.upgrade: each base Start-up gains a token and upgrades."""
    for startup in catalog.startups:
        if startup.expansion == "base":
            assert startup.rows[0].kind == "extraction"
            assert startup.rows[-1].kind == "upgrading"
            assert startup.rows[-1].limit is None  # type: ignore[union-attr]
    assert catalog.card("base-startup-5").starting == Bundle(token=1)  # type: ignore[union-attr]


def test_disputed_cards_are_the_documented_ones(catalog: Catalog) -> None:
    disputed = {card.id for card, _ in catalog.disputes()}
    assert disputed == {
        "base-o3", "base-c4", "base-c11", "base-c13", "base-c14", "base-s2", "base-s5", "base-s8",
        "ib-05", "ib-19", "ib-startup-7", "ib-mgr-selling-bonus-money",
    }
    c11 = catalog.card("base-c11")
    assert {r.key for d in c11.provenance.disputes for r in d.readings} == {"dnorris", "souleeater", "souleeater-pdf"}
    s2 = catalog.card("base-s2")
    assert {d.field for d in s2.provenance.disputes} == {"compensation", "added"}
    for card, dispute in catalog.disputes():
        assert card.provenance.confidence == "disputed"
        assert dispute.note, card.id
        assert dispute.chosen == dispute.default
        if card.expansion == "base":
            assert dispute.default == "dnorris"


def test_artwork_is_unknown_not_invented(catalog: Catalog) -> None:
    assert all(company.artwork is None for company in catalog.companies)
    assert all(company.title_is_descriptive for company in catalog.companies)


def test_business_schools_two_sides_two_options(catalog: Catalog) -> None:
    """interbellum.business-school.sides: each side shows two compensation options."""
    for school in catalog.business_schools:
        assert len(school.sides) == 2
        for side in school.sides:
            assert len(side.options) == 2
            assert all(getattr(o, "limit", None) is None for o in side.options)

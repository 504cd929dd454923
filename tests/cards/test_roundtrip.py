"""Every effect written in the data files reads back identically, and the loaded card prints its file's text."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from importlib import resources
from typing import Any

import pytest

from furnace_lab.cards import load_catalog
from furnace_lab.cards.model import Company, Manager, Startup
from furnace_lab.cards.notation import format_bundle, format_effect, parse_effect
from furnace_lab.errors import NotationError

EFFECT_FIELDS = {"compensation", "basic", "added", "rows", "effect", "options"}


def _data() -> dict[str, dict[str, Any]]:
    folder = resources.files("furnace_lab.cards").joinpath("data")
    return {p.name: tomllib.loads(p.read_text(encoding="utf-8")) for p in folder.iterdir() if p.name.endswith(".toml")}


def _effect_strings(node: object, key: str = "") -> Iterator[str]:
    """Every string under an effect-holding key (readings' values included)."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "value" and "key" in node and "source" in node:
                k = "effect"  # a dispute reading's value holds effects
            yield from _effect_strings(v, k)
    elif isinstance(node, list):
        for item in node:
            yield from _effect_strings(item, key)
    elif isinstance(node, str) and key in EFFECT_FIELDS:
        yield node


ALL_STRINGS = sorted({s for data in _data().values() for s in _effect_strings(data)})


def test_there_are_many_effects() -> None:
    assert len(ALL_STRINGS) > 80  # distinct strings


@pytest.mark.parametrize("text", ALL_STRINGS)
def test_every_data_effect_round_trips(text: str) -> None:
    assert format_effect(parse_effect(text)) == text


def test_loaded_cards_print_back_to_their_file_text() -> None:
    catalog = load_catalog()
    checked = 0
    for data in _data().values():
        for table in ("company", "startup", "manager"):
            for raw in data.get(table, []):
                card = catalog.card(raw["id"])
                for field in ("compensation", "effect"):
                    if field in raw:
                        assert format_effect(getattr(card, field)) == raw[field]
                        checked += 1
                for field in ("basic", "added", "rows"):
                    if field in raw:
                        assert [format_effect(e) for e in getattr(card, field)] == raw[field]
                        checked += 1
                if "starting" in raw:
                    assert isinstance(card, Startup)
                    assert format_bundle(card.starting) == raw["starting"]
                for dispute in raw.get("dispute", []):
                    default = next(r for r in dispute["readings"] if r["key"] == dispute["default"])
                    value = getattr(card, dispute["field"])
                    printed = [format_effect(e) for e in value] if isinstance(value, tuple) else format_effect(value)
                    assert printed == default["value"]
                    checked += 1
        for raw in data.get("business_school", []):
            school = catalog.card(raw["id"])
            for side, raw_side in zip(school.sides, raw["sides"], strict=True):  # type: ignore[union-attr]
                assert [format_effect(o) for o in side.options] == raw_side["options"]
                checked += 1
    assert checked > 150


def test_types_of_loaded_rows() -> None:
    catalog = load_catalog()
    assert all(isinstance(c, Company) for c in catalog.companies)
    assert all(isinstance(m, Manager) and m.effect.kind for m in catalog.managers)


def test_unreadable_effect_says_effect_and_what_was_expected() -> None:
    with pytest.raises(NotationError) as caught:
        parse_effect("2 gold -> 1 oil x2")
    assert str(caught.value).startswith("cannot read effect '2 gold -> 1 oil x2': unknown resource 'gold'")
    assert caught.value.what == "effect"


@pytest.mark.parametrize("discs", ["0", "5", "3 or 3", "4 or 7"])
def test_furnace_setup_discs_a_card_names_only_disc_values_that_exist(discs: str) -> None:
    """furnace.setup.discs: discs show 1 to 4, so 'when compensated with disc 0' (or 5, or one value twice) is a
    typo that would never trigger; it is refused instead of loaded."""
    text = f"permanent: when compensated with disc {discs}, store 1 oil here"
    with pytest.raises(NotationError) as caught:
        parse_effect(text)
    assert "furnace.setup.discs" in caught.value.problem and repr(discs) in caught.value.problem

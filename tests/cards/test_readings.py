"""Switching readings of disputed fields: exactly the chosen field changes; bad requests are refused."""

from __future__ import annotations

import dataclasses

import pytest

from furnace_lab.cards import load_catalog
from furnace_lab.cards.model import Card, Startup
from furnace_lab.cards.notation import format_effect, parse_effect
from furnace_lab.errors import DataError

FIELDS = {"company": ("compensation", "basic", "added"), "startup": ("starting", "rows"), "manager": ("effect",)}


def _values(card: Card) -> dict[str, object]:
    return {f.name: getattr(card, f.name) for f in dataclasses.fields(card) if f.name != "provenance"}


def _changed(before: Card, after: Card) -> set[str]:
    old, new = _values(before), _values(after)
    return {name for name in old if old[name] != new[name]}


def test_base_o3_souleeater_changes_only_the_compensation() -> None:
    default = load_catalog()
    other = load_catalog(readings={"base-o3": "souleeater"})
    before, after = default.card("base-o3"), other.card("base-o3")
    assert _changed(before, after) == {"compensation"}
    assert format_effect(before.compensation) == "1 coal -> 1 token"  # type: ignore[union-attr]
    assert after.compensation == parse_effect("1 iron -> 1 token")  # type: ignore[union-attr]
    assert after.provenance.dispute("compensation").chosen == "souleeater"  # type: ignore[union-attr]
    assert other.readings["base-o3.compensation"] == "souleeater"
    for card in default:  # every other card is untouched
        if card.id != "base-o3":
            assert other.card(card.id) == card
    assert default.card("base-o3") == before  # the cached default is unchanged


@pytest.mark.parametrize("pair", [(c.id, d.field, r.key) for c, d in load_catalog().disputes()
                                  for r in d.readings if r.key != d.default])
def test_each_field_reading_changes_exactly_that_field(pair: tuple[str, str, str]) -> None:
    card_id, field, key = pair
    before = load_catalog().card(card_id)
    after = load_catalog(readings={f"{card_id}.{field}": key}).card(card_id)
    dispute = after.provenance.dispute(field)
    assert dispute is not None and dispute.chosen == key
    changed = _changed(before, after)
    assert changed <= {field}
    reading = dispute.reading(key)
    value = getattr(after, field)
    printed = "; ".join(format_effect(e) for e in value) if isinstance(value, tuple) else (
        format_effect(value) if field != "starting" else str(value))
    assert printed == reading.value
    if reading.value != dispute.reading(dispute.default).value:
        assert changed == {field}


def test_card_wide_key_applies_to_every_field_having_it() -> None:
    s5 = load_catalog(readings={"base-s5": "souleeater"}).card("base-s5")
    assert [format_effect(e) for e in s5.basic] == ["gain 2 iron"]  # type: ignore[union-attr]
    assert [format_effect(e) for e in s5.added] == ["gain 1 iron"]  # type: ignore[union-attr]
    c11 = load_catalog(readings={"base-c11": "souleeater-pdf"}).card("base-c11")
    assert [format_effect(e) for e in c11.basic] == ["1 coal -> 1 oil x1"]  # type: ignore[union-attr]
    assert [format_effect(e) for e in c11.added] == ["gain 1 token"]  # type: ignore[union-attr]  # no pdf reading


def test_field_key_overrides_card_key() -> None:
    s2 = load_catalog(readings={"base-s2": "souleeater", "base-s2.added": "dnorris"}).card("base-s2")
    assert format_effect(s2.compensation) == "gain 2 coal"  # type: ignore[union-attr]
    assert [format_effect(e) for e in s2.added] == ["1 oil -> 4 money x2"]  # type: ignore[union-attr]


def test_interbellum_and_manager_readings() -> None:
    """interbellum.manager.selling-fully-resolved-money: printed heading 3 money by default, 2 on request."""
    assert load_catalog().card("ib-mgr-selling-bonus-money").effect.gain.money == 3  # type: ignore[union-attr]
    other = load_catalog(readings={"ib-mgr-selling-bonus-money": "explanation"})
    assert other.card("ib-mgr-selling-bonus-money").effect.gain.money == 2  # type: ignore[union-attr]
    ib05 = load_catalog(readings={"ib-05": "per-unit"}).card("ib-05")
    assert ib05.added[0].kind == "bonus-per-unit-sold"  # type: ignore[union-attr]
    st7 = load_catalog(readings={"ib-startup-7": "one-per-token"}).card("ib-startup-7")
    assert isinstance(st7, Startup)
    assert st7.rows[0].kind == "upgrade-one-on-token-gain"
    default = load_catalog().card("ib-startup-7")
    assert isinstance(default, Startup)
    assert default.rows[0].kind == "upgrade-on-token-gain"


def test_readings_variants_are_cached() -> None:
    assert load_catalog(readings={"base-o3": "souleeater"}) is load_catalog(readings={"base-o3": "souleeater"})
    assert load_catalog(readings={}) is load_catalog()


@pytest.mark.parametrize(
    ("readings", "where"),
    [
        ({"base-o33": "souleeater"}, "base-o33"),          # unknown card
        ({"base-o1": "souleeater"}, "no disputed field"),   # card without disputes
        ({"base-o3": "nobody"}, "unknown reading"),         # unknown reading key
        ({"base-o3.basic": "souleeater"}, "not disputed"),  # field not disputed
        ({"base-o3.compensation": "souleeater-pdf"}, "unknown reading"),
        ({"base-o3.colour": "dnorris"}, "not disputed"),    # unknown field
        ({"base-o3": 3}, "strings"),                        # wrong type
    ],
)
def test_bad_readings_raise_data_error(readings: dict[str, object], where: str) -> None:
    with pytest.raises(DataError) as error:
        load_catalog(readings=readings)  # type: ignore[arg-type]
    assert where in str(error.value)
    assert error.value.file == "readings argument"


def test_bad_reading_suggests_close_keys() -> None:
    with pytest.raises(DataError, match="did you mean souleeater"):
        load_catalog(readings={"base-o3": "souleater"})


def test_readings_not_a_mapping() -> None:
    with pytest.raises(DataError, match="mapping"):
        load_catalog(readings=[("base-o3", "souleeater")])  # type: ignore[arg-type]

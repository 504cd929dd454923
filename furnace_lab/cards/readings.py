"""Readings: when the sources disagree on a card, every reading is kept and one is chosen.

Eight base Company cards were transcribed differently by the two public transcriptions (dNorris and
SouleEater), and a few Interbellum texts can be read two ways. For each such field the data file lists all
readings (a key, the value in card notation, and the source that gives it) and a documented default with
the reason for it. This module knows which fields may be disputed (:data:`DISPUTABLE`), turns a reading's
text into the field's value, and builds a catalog with other readings chosen::

    apply_readings(catalog, {"base-o3": "souleeater"})            # every disputed field of base-o3 that has it
    apply_readings(catalog, {"base-c11.added": "souleeater"})     # one field only

A card-wide key applies to each disputed field of that card that has a reading with that key; a
``"card-id.field"`` key overrides it for that field. Unknown cards, fields or reading keys raise
:class:`~furnace_lab.errors.DataError` (with close matches) and nothing is built.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Mapping
from typing import Final

from furnace_lab.cards.catalog import KINDS, Catalog
from furnace_lab.cards.effects import Effect
from furnace_lab.cards.model import LIST_SEPARATOR, Card, Dispute, Reading
from furnace_lab.cards.notation import parse_bundle, parse_effect
from furnace_lab.cards.resources import Bundle
from furnace_lab.errors import DataError

READINGS_ARGUMENT: Final = "readings argument"
"""What a :class:`DataError` about a bad ``readings=`` mapping names as its 'file'."""

DISPUTABLE: Final = {
    "company": {"compensation": ("effect", "compensation"), "basic": ("effects", "company"),
                "added": ("effects", "company")},
    "startup": {"starting": ("bundle", ""), "rows": ("effects", "startup")},
    "manager": {"effect": ("effect", "manager")},
}
"""Per card kind, the fields a dispute may cover: field → (shape, place). Shapes: one effect, a list of
effects (the reading's rows joined by ``"; "``), or a bundle."""


def reading_value(kind: str, field: str, reading: Reading) -> Effect | tuple[Effect, ...] | Bundle:
    """The value a reading gives a field (its text was checked when the catalog was loaded)."""
    shape, _place = DISPUTABLE[kind][field]
    if shape == "bundle":
        return parse_bundle(reading.value)
    if shape == "effects":
        return tuple(parse_effect(part) for part in reading.parts)
    return parse_effect(reading.value)


def _close(word: str, options: list[str]) -> str:
    close = difflib.get_close_matches(word, options, n=3, cutoff=0.5)
    return f" (did you mean {', '.join(close)}?)" if close else ""


def _choices(catalog: Catalog, readings: Mapping[str, str]) -> dict[str, dict[str, str]]:
    """Check the requested readings; returns card id → {field: reading key}."""
    if not isinstance(readings, Mapping):
        raise DataError(f"expected a mapping of card id to reading key, found {type(readings).__name__}",
                        file=READINGS_ARGUMENT)
    disputed = {card.id: card for card, _ in catalog.disputes()}
    card_wide: dict[str, dict[str, str]] = {}
    per_field: dict[str, dict[str, str]] = {}
    for name, key in readings.items():
        if not isinstance(name, str) or not isinstance(key, str):
            raise DataError(f"expected a card id and a reading key as strings, found {name!r}: {key!r}",
                            file=READINGS_ARGUMENT)
        card_id, _, field = name.partition(".")
        if card_id not in catalog:
            raise DataError(f"no card with this id{_close(card_id, [c.id for c in catalog])}",
                            file=READINGS_ARGUMENT, item=card_id)
        if card_id not in disputed:
            raise DataError(f"this card has no disputed field; cards with readings: {', '.join(disputed)}",
                            file=READINGS_ARGUMENT, item=card_id)
        card = disputed[card_id]
        fields = {d.field: d for d in card.provenance.disputes}
        if field:
            if field not in fields:
                raise DataError(f"this field is not disputed; disputed fields: {', '.join(fields)}",
                                file=READINGS_ARGUMENT, item=card_id, field=field)
            keys = [r.key for r in fields[field].readings]
            if key not in keys:
                raise DataError(f"unknown reading {key!r}; expected one of {', '.join(keys)}{_close(key, keys)}",
                                file=READINGS_ARGUMENT, item=card_id, field=field)
            per_field.setdefault(card_id, {})[field] = key
        else:
            matching = {f: key for f, d in fields.items() if any(r.key == key for r in d.readings)}
            if not matching:
                keys = sorted({r.key for d in fields.values() for r in d.readings})
                raise DataError(f"unknown reading {key!r}; expected one of {', '.join(keys)}{_close(key, keys)}",
                                file=READINGS_ARGUMENT, item=card_id)
            card_wide.setdefault(card_id, {}).update(matching)
    for card_id, chosen in per_field.items():
        card_wide.setdefault(card_id, {}).update(chosen)
    return card_wide


def with_reading(card: Card, chosen: Mapping[str, str]) -> Card:
    """The card with the given field → reading key choices; the other disputed fields keep theirs."""
    changes: dict[str, object] = {}
    disputes: list[Dispute] = []
    for dispute in card.provenance.disputes:
        key = chosen.get(dispute.field, dispute.chosen)
        if key != dispute.chosen:
            changes[dispute.field] = reading_value(card.kind, dispute.field, dispute.reading(key))
            dispute = dataclasses.replace(dispute, chosen=key)
        disputes.append(dispute)
    if not changes:
        return card
    provenance = dataclasses.replace(card.provenance, disputes=tuple(disputes))
    return dataclasses.replace(card, provenance=provenance, **changes)  # type: ignore[arg-type]


def apply_readings(catalog: Catalog, readings: Mapping[str, str]) -> Catalog:
    """A catalog with these readings chosen (see the module docstring); ``catalog`` is unchanged."""
    choices = _choices(catalog, readings)
    if not choices:
        return catalog
    groups: dict[str, tuple[Card, ...]] = {}
    for kind in KINDS:
        groups[kind] = tuple(
            with_reading(card, choices[card.id]) if card.id in choices else card for card in getattr(catalog, kind)
        )
    return Catalog(**groups, sources=catalog.sources)  # type: ignore[arg-type]


__all__ = ["DISPUTABLE", "LIST_SEPARATOR", "apply_readings", "reading_value", "with_reading"]

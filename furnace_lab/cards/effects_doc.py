"""The effect vocabulary, explained: every effect kind with its notation, its meaning and an example card.

``docs/effects.md`` is generated from this module and the catalog, so it cannot go stale: a test checks that
the file equals :func:`effects_doc` and that every kind (the seven effect kinds and every text, permanent and
Manager kind) has a meaning here and an example card in the catalog. Regenerate it with::

    python -m furnace_lab.cards.effects_doc > docs/effects.md
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final

from furnace_lab.cards.abilities import AGENT_BIDS, AGENT_FALLBACKS, AGENT_INCOME_BASES, AGENT_TARGETS
from furnace_lab.cards.catalog import Catalog
from furnace_lab.cards.effects import (
    MANAGER_KINDS,
    PERMANENT_KINDS,
    TEXT_KINDS,
    Delivery,
    Effect,
    Gain,
    ManagerEffect,
    Permanent,
    Process,
    Text,
    Upgrade,
)
from furnace_lab.cards.model import BusinessSchool, Company, Manager, Startup
from furnace_lab.cards.readings import DISPUTABLE, reading_value

TEXT_MEANING: Final = {
    "gain-per-card": "take the resource once for each of your cards whose active effects sell (or convert) that "
                     "resource, alone or with others",
    "take-stored": "take every resource of that type stored on this card",
    "upgrade-next": "upgrade, for free, the next Company in your line (a box owner's reading of an icon)",
    "upgrade-one": "upgrade, for free, one of your Companies (the icon read literally)",
}
PERMANENT_MEANING: Final = {
    "store-on-outbid": "each time an opponent outbids your winning bid on a card, put the resource on this card",
    "bonus-per-sale": "each single sale of that resource (by any of your cards) also gains this",
    "bonus-per-unit-sold": "each unit of that resource you sell also gains this",
    "extraction-bonus": "each of your extractions of that resource gains this much more",
    "single-type-selling-limit": "your selling effects with a single resource type left of the arrow may run this "
                                 "many more times",
    "store-upgrade-coal": "the coal you spend on upgrades is stored on this card instead of returning to the supply",
    "upgrade-on-token-gain": "whenever you gain an upgrade token you may upgrade any number of Companies, paying "
                             "the cost for each",
    "store-on-compensation": "each time you are compensated for a disc of one of these values (never a variable "
                             "disc), put the resource on this card",
    "upgrade-one-on-token-gain": "whenever you gain an upgrade token you may upgrade one Company, paying the cost",
}
MANAGER_MEANING: Final = {
    "free-resources": "once this round, this card's transactions may use these resources without taking them "
                      "from your supply",
    "free-resources-choice": "as free-resources, choosing one of the two bundles",
    "repeat-delivery": "resolve this card's active delivery once more",
    "selling-fully-resolved": "if every selling effect of this card runs to its full limit, gain this",
    "free-conversion": "one conversion transaction of this card costs nothing",
    "upgrade-self": "pay the cost to upgrade this card",
    "bonus-per-conversion": "each conversion transaction of this card also gains this",
    "conversions-once-more": "each conversion effect of this card may be run in full once more",
    "bonus-per-sale": "each selling transaction of this card also gains this",
    "discard-self": "discard this card (to the box; its Managers return) and gain this",
}
"""Plain-language meaning of each templated kind; keys must equal the kinds in :mod:`effects`."""

KIND_ROWS: Final = (
    ("extraction", "gain 2 coal", "take the resources from the supply; mandatory when the card is resolved",
     lambda e: isinstance(e, Gain)),
    ("processing: conversion", "2 coal -> 1 oil x2",
     "pay the left side to get the right side, up to the limit times; optional; a resource on the right",
     lambda e: isinstance(e, Process) and e.is_conversion and not e.is_selling and e.limit is not None),
    ("processing: selling", "1 oil -> 4 money x1", "as conversion, with money on the right",
     lambda e: isinstance(e, Process) and e.is_selling and not e.is_conversion and e.limit is not None),
    ("processing: both", "1 iron -> 2 coal + 1 money x2", "counts as a conversion and as a sale",
     lambda e: isinstance(e, Process) and e.is_selling and e.is_conversion),
    ("processing from the card", "2 coal from here -> 1 token x2", "pays with resources stored on this card",
     lambda e: isinstance(e, Process) and e.from_here),
    ("upgrading", "upgrade for 1 coal + 1 token x∞",
     "flip Companies to their upgraded side, paying the cost for each; Start-ups only; neither extraction nor "
     "processing", lambda e: isinstance(e, Upgrade)),
    ("delivery", "delivery: gain 3 coal",
     "lightning bolt: resolved once, on receipt (basic side) or on upgrade (upgraded side)",
     lambda e: isinstance(e, Delivery)),
    ("text", "text: ...", "resolved in order with the card; neither extraction nor processing",
     lambda e: isinstance(e, Text)),
    ("permanent", "permanent: ...", "blue background: active from the moment you receive the card",
     lambda e: isinstance(e, Permanent)),
    ("manager", "manager: ...", "the extra effect a Manager token gives the card it sits on, for one production "
     "phase; optional", lambda e: isinstance(e, ManagerEffect)),
)
"""The effect kinds: name, notation example, meaning, and how to recognise one."""


def _card_effects(card: object) -> Iterator[Effect]:
    if isinstance(card, Company):
        yield card.compensation
        yield from card.basic + card.added
    elif isinstance(card, Startup):
        yield from card.rows
    elif isinstance(card, Manager):
        yield card.effect
    elif isinstance(card, BusinessSchool):
        for side in card.sides:
            yield from side.options


def catalog_effects(catalog: Catalog) -> Iterator[tuple[str, str, Effect]]:
    """Every effect in the catalog as (card id, reading note, effect), other readings included."""
    for card in catalog:
        for effect in _card_effects(card):
            yield card.id, "", effect
            if isinstance(effect, Delivery):
                yield card.id, "", effect.effect
        for dispute in card.provenance.disputes:
            for reading in dispute.readings:
                if reading.key == dispute.chosen:
                    continue
                value = reading_value(card.kind, dispute.field, reading)
                for other in value if isinstance(value, tuple) else (value,):
                    if isinstance(other, Gain | Process | Upgrade | Delivery | Text | Permanent | ManagerEffect):
                        yield card.id, f"reading '{reading.key}'", other


def example(catalog: Catalog, test: Callable[[Effect], bool]) -> str | None:
    """The first card id showing an effect that passes ``test`` (with the reading, when not the default)."""
    found: str | None = None
    for card_id, note, effect in catalog_effects(catalog):
        if test(effect):
            if not note:
                return card_id
            found = found or f"{card_id} ({note})"
    return found


def _templated_section(title: str, family: str, kinds: dict[str, str], meaning: dict[str, str], cls: type,
                       catalog: Catalog) -> list[str]:
    lines = [f"## {title}", "", "| kind | notation | meaning | example card |", "|---|---|---|---|"]
    for kind, template in kinds.items():
        def of_kind(effect: Effect, wanted: str = kind) -> bool:
            return isinstance(effect, cls) and getattr(effect, "kind", None) == wanted

        ex = example(catalog, of_kind)
        lines.append(f"| `{kind}` | `{family}: {template}` | {meaning[kind]} | {ex or '—'} |")
    return [*lines, ""]


def effects_doc(catalog: Catalog) -> str:
    """The text of ``docs/effects.md``."""
    lines = [
        "# The effect vocabulary",
        "",
        "<!-- Generated by `python -m furnace_lab.cards.effects_doc > docs/effects.md`; a test keeps it current. -->",
        "",
        "Every row printed on a Furnace or Interbellum card is one effect, written in the data files in a compact",
        "notation (`furnace_lab/cards/notation.py`) that reads back identically. Resources are coal, iron, oil and",
        "upgrade tokens (`token`); money is not a resource. A bundle is `N name` parts joined by ` + `. A processing",
        "row on a card ends with its transaction limit `xN`; a compensation row prints none (the losing disc's",
        "value is the limit). Example cards are ids in `load_catalog()`.",
        "",
        "## Effect kinds",
        "",
        "| kind | notation | meaning | example card |",
        "|---|---|---|---|",
    ]
    for name, notation, meaning, test in KIND_ROWS:
        lines.append(f"| {name} | `{notation}` | {meaning} | {example(catalog, test) or '—'} |")
    comp = example(catalog, lambda e: isinstance(e, Process) and e.limit is None)
    school = next((s.id for s in catalog.business_schools), "—")
    agent = next((a.id for a in catalog.agents if a.official), "—")
    lines += [
        f"| compensation row | `1 iron -> 1 oil` | top of a Company's basic side, auction only: a gain × disc "
        f"value, or a processing effect run up to disc-value times | {comp or '—'} |",
        f"| Business School options | `gain 1 iron` and `1 oil -> 4 money` | two compensation rows per side; a loser "
        f"splits their transactions between them | {school} |",
        "",
    ]
    lines += _templated_section("Text effects", "text", TEXT_KINDS, TEXT_MEANING, Text, catalog)
    lines += _templated_section("Permanent effects", "permanent", PERMANENT_KINDS, PERMANENT_MEANING, Permanent,
                                catalog)
    lines += _templated_section("Manager effects", "manager", MANAGER_KINDS, MANAGER_MEANING, ManagerEffect, catalog)
    lines += [
        "## Agent strategies",
        "",
        f"An Agent card's `[agent.strategy]` (example: {agent}) is not written in the effect notation: `target` is",
        f"one of {', '.join(f'`{t}`' for t in AGENT_TARGETS)}; `bid` one of {', '.join(f'`{b}`' for b in AGENT_BIDS)};",
        f"`fallback` one of {', '.join(f'`{f}`' for f in AGENT_FALLBACKS)}; `compensation_money` is the money taken",
        "instead of each compensation transaction; `income` lists `{ money = N, per = ... }` with `per` one of",
        f"{', '.join(f'`{p}`' for p in AGENT_INCOME_BASES)}.",
        "",
        "## Disputed fields",
        "",
        "Fields the sources disagree on can be: "
        + "; ".join(f"{kind}: {', '.join(f'`{f}`' for f in fields)}" for kind, fields in DISPUTABLE.items())
        + ". See `furnace_lab/cards/data/README.md`.",
        "",
    ]
    return "\n".join(lines)



if __name__ == "__main__":  # pragma: no cover - the command that writes docs/effects.md
    from furnace_lab.cards.loader import load_catalog

    print(effects_doc(load_catalog()), end="")

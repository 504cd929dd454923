"""Turning one checked table of a card data file into a card value.

Each card kind has a table name in the data files (``[[company]]``, ``[[startup]]``, ``[[capitalist]]``,
``[[manager]]``, ``[[business_school]]``, ``[[agent]]``) and a builder here. Every table carries the same
header: ``id``, ``title``, ``title_pt`` (optional), ``title_is_descriptive``, ``expansion``, and the provenance
fields ``sources``, ``confidence`` and ``notes``. A disputed field is not written in the card table itself but in a
``[[<kind>.dispute]]`` table beneath it, with every reading, the default and the reason (see
``furnace_lab/cards/data/README.md``). Each check raises :class:`~furnace_lab.errors.DataError` naming the
file, the card id and the field.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from furnace_lab.cards.abilities import (
    AGENT_BIDS,
    AGENT_FALLBACKS,
    AGENT_INCOME_BASES,
    AGENT_TARGETS,
    CAPITALIST_ABILITIES,
    REQUIRABLE_MODULES,
)
from furnace_lab.cards.effects import CompensationEffect, Gain, ManagerEffect, Process
from furnace_lab.cards.fields import MAX_COPIES, Fields
from furnace_lab.cards.model import (
    CONFIDENCE,
    EXPANSIONS,
    LIST_SEPARATOR,
    Agent,
    AgentStrategy,
    BusinessSchool,
    Capitalist,
    Card,
    Company,
    Dispute,
    Manager,
    Provenance,
    Reading,
    SchoolSide,
    Startup,
)
from furnace_lab.cards.readings import DISPUTABLE

ID_PATTERN: Final = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
KEY_PATTERN: Final = ID_PATTERN
HEADER: Final = frozenset({"id", "title", "title_pt", "title_is_descriptive", "expansion", "sources", "confidence",
                           "notes"})
DISPUTE_KEYS: Final = frozenset({"field", "default", "note", "readings"})
READING_KEYS: Final = frozenset({"key", "value", "source"})


def card_id(raw: object, file: str, position: int, table: str) -> str:
    """The id of a card table, checked (used to name the card in every later error)."""
    where = Fields(raw, file=file, item=f"{table} #{position}")
    value = where.string("id")
    if not ID_PATTERN.match(value):
        raise where.error("id", f"malformed id {value!r}; expected lower-case words joined by '-', e.g. 'base-c7'")
    return value


def _requires(f: Fields) -> tuple[str, ...]:
    modules = f.strings("requires", default=())
    for module in modules:
        if module not in REQUIRABLE_MODULES:
            raise f.error("requires", f"unknown module {module!r}; expected one of {', '.join(REQUIRABLE_MODULES)}")
    return modules


def _dispute(f: Fields, kind: str) -> tuple[Dispute, object]:
    """One ``[[<kind>.dispute]]`` table: the dispute and the value of its chosen reading."""
    f.only(DISPUTE_KEYS)
    field = f.raw.get("field")
    if not isinstance(field, str) or field not in DISPUTABLE[kind]:
        raise f.error("dispute.field", f"expected one of {', '.join(DISPUTABLE[kind])}, found {field!r}")
    shape, place = DISPUTABLE[kind][field]
    at = f"dispute.{field}"
    readings: list[Reading] = []
    values: dict[str, object] = {}
    for n, r in enumerate(f.tables("readings")):
        r.only(READING_KEYS)
        key = r.string("key")
        if not KEY_PATTERN.match(key):
            raise f.error(at, f"malformed reading key {key!r}; expected lower-case words joined by '-'")
        if key in values:
            raise f.error(at, f"reading key {key!r} is listed twice")
        raw = r.raw.get("value")
        name = f"{at}.readings[{n}].value"
        if shape == "effects":
            value: object = f.effects_value(name, raw, place)
            if not isinstance(raw, list) or not raw:
                raise f.error(name, "expected a non-empty list of effect strings")
            text = LIST_SEPARATOR.join(raw)
        elif shape == "bundle":
            value = f.bundle_value(name, raw)
            text = str(raw)
        else:
            value = f.effect_value(name, raw, place)
            text = str(raw)
        values[key] = value
        readings.append(Reading(key=key, value=text, source=r.string("source")))
    if len(readings) < 2:
        raise f.error(at, f"a dispute needs at least two readings, found {len(readings)}")
    default = f.string("default")
    if default not in values:
        raise f.error(f"{at}.default", f"default reading {default!r} is not among the readings {', '.join(values)}")
    note = f.string("note")
    return Dispute(field=field, default=default, chosen=default, readings=tuple(readings), note=note), values[default]


def _header(f: Fields, kind: str, allowed: set[str]) -> tuple[Provenance, dict[str, object]]:
    """Check the keys and the shared header; returns the provenance and the disputed fields' values."""
    f.only(HEADER | allowed | ({"dispute"} if kind in DISPUTABLE else set()))
    f.string("title")
    f.boolean("title_is_descriptive")
    f.string("expansion", choices=EXPANSIONS)
    sources = f.strings("sources")
    if not sources:
        raise f.error("sources", "expected at least one source key (see sources.toml)")
    confidence = f.string("confidence", choices=tuple(CONFIDENCE))
    notes = f.string("notes", default="")
    disputes: list[Dispute] = []
    values: dict[str, object] = {}
    for table in f.tables("dispute"):
        dispute, value = _dispute(table, kind)
        if dispute.field in values:
            raise f.error(f"dispute.{dispute.field}", "this field has two dispute tables; merge their readings")
        if f.has(dispute.field):
            raise f.error(dispute.field, "this field is disputed: give it only by its readings in the dispute table")
        disputes.append(dispute)
        values[dispute.field] = value
    if disputes and confidence != "disputed":
        raise f.error("confidence", f"a card with disputed fields has confidence 'disputed', not {confidence!r}")
    if confidence == "disputed" and not disputes:
        raise f.error("confidence", "'disputed' needs at least one [[...dispute]] table listing the readings")
    return Provenance(sources=sources, confidence=confidence, notes=notes, disputes=tuple(disputes)), values


def _common(f: Fields) -> dict[str, object]:
    return {"id": f.item, "title": f.string("title"), "expansion": f.string("expansion"),
            "title_is_descriptive": f.boolean("title_is_descriptive"), "title_pt": f.string("title_pt", default="")}


def build_company(f: Fields) -> Company:
    provenance, disputed = _header(f, "company", {"compensation", "basic", "added", "artwork"})
    compensation = disputed["compensation"] if "compensation" in disputed else f.effect("compensation", "compensation")
    basic = disputed["basic"] if "basic" in disputed else f.effects("basic", "company")
    added = disputed["added"] if "added" in disputed else f.effects("added", "company")
    for name, rows in (("basic", basic), ("added", added)):
        if not rows:
            raise f.error(name, "expected at least one effect row")
    return Company(**_common(f), compensation=compensation, basic=basic, added=added,  # type: ignore[arg-type]
                   artwork=f.optional_string("artwork"), provenance=provenance)


def build_startup(f: Fields) -> Startup:
    provenance, disputed = _header(f, "startup", {"starting", "rows"})
    starting = disputed["starting"] if "starting" in disputed else f.bundle("starting")
    rows = disputed["rows"] if "rows" in disputed else f.effects("rows", "startup")
    if not rows:
        raise f.error("rows", "expected at least one effect row")
    return Startup(**_common(f), starting=starting, rows=rows, provenance=provenance)  # type: ignore[arg-type]


def _params(f: Fields, ability: str) -> tuple[tuple[str, int | str], ...]:
    spec = CAPITALIST_ABILITIES[ability]
    expected = dict(spec.params)
    table = f.table("params") if f.has("params") else Fields({}, file=f.file, item=f.item)
    table.only(set(expected))
    params: list[tuple[str, int | str]] = []
    for name, kind in spec.params:
        if not table.has(name):
            raise f.error(f"params.{name}", f"ability {ability!r} needs this parameter ({kind})")
        if kind == "int":
            params.append((name, table.integer(name, minimum=0)))
        else:
            table.bundle(name)
            params.append((name, table.string(name)))
    return tuple(params)


def build_capitalist(f: Fields) -> Capitalist:
    keys = {"ability", "params", "text_en", "text_pt", "replaces", "requires", "title_is_transliterated"}
    provenance, _ = _header(f, "capitalist", keys)
    ability = f.string("ability", choices=tuple(CAPITALIST_ABILITIES))
    if CAPITALIST_ABILITIES[ability].expansion != f.string("expansion"):
        raise f.error("ability", f"ability {ability!r} belongs to the {CAPITALIST_ABILITIES[ability].expansion} game")
    return Capitalist(
        **_common(f), ability=ability, text_en=f.string("text_en"), text_pt=f.string("text_pt"),  # type: ignore[arg-type]
        params=_params(f, ability), replaces=f.optional_string("replaces"), requires=_requires(f),
        title_is_transliterated=f.boolean("title_is_transliterated", default=False), provenance=provenance,
    )


def build_manager(f: Fields) -> Manager:
    provenance, disputed = _header(f, "manager", {"effect", "copies", "personal", "requires", "printed_heading",
                                                        "printed_heading_pt"})
    effect = disputed["effect"] if "effect" in disputed else f.effect("effect", "manager")
    assert isinstance(effect, ManagerEffect)  # checked by the 'manager' place
    return Manager(
        **_common(f), effect=effect, copies=f.integer("copies", minimum=1, maximum=MAX_COPIES),  # type: ignore[arg-type]
        personal=f.boolean("personal", default=False), requires=_requires(f),
        printed_heading=f.string("printed_heading", default=""),
        printed_heading_pt=f.string("printed_heading_pt", default=""), provenance=provenance,
    )


def _side(f: Fields, n: int) -> SchoolSide:
    f.only({"name", "options"})
    name = f.string("name")
    options = f.effects_value(f"sides[{n}].options", f.raw.get("options"), "compensation")
    if len(options) != 2:
        raise f.error(f"sides[{n}].options", f"a Business School side shows exactly two options, found {len(options)}")
    first, second = options
    assert isinstance(first, Gain | Process) and isinstance(second, Gain | Process)  # the 'compensation' place
    pair: tuple[CompensationEffect, CompensationEffect] = (first, second)
    return SchoolSide(name=name, options=pair)


def build_business_school(f: Fields) -> BusinessSchool:
    provenance, _ = _header(f, "business_school", {"sides"})
    sides = tuple(_side(side, n) for n, side in enumerate(f.tables("sides")))
    if len(sides) != 2:
        raise f.error("sides", f"a Business School card has exactly two sides, found {len(sides)}")
    return BusinessSchool(**_common(f), sides=(sides[0], sides[1]), provenance=provenance)  # type: ignore[arg-type]


def _strategy(f: Fields) -> AgentStrategy:
    f.only({"target", "bid", "fallback", "compensation_money", "income"})
    income: list[tuple[int, str]] = []
    for part in f.tables("income"):
        part.only({"money", "per"})
        income.append((part.integer("money", minimum=1), part.string("per", choices=AGENT_INCOME_BASES)))
    return AgentStrategy(
        target=f.string("target", choices=AGENT_TARGETS), bid=f.string("bid", choices=AGENT_BIDS),
        fallback=f.string("fallback", choices=AGENT_FALLBACKS),
        compensation_money=f.integer("compensation_money", minimum=0), income=tuple(income),
    )


def build_agent(f: Fields) -> Agent:
    provenance, _ = _header(f, "agent", {"official", "variable_disc", "strategy", "text_en", "text_pt"})
    official = f.boolean("official")
    title = f.string("title")
    if not official and (provenance.confidence != "house" or not title.startswith("House agent")):
        raise f.error("official", "an unofficial agent is a house agent: confidence 'house', title 'House agent: ...'")
    if official and provenance.confidence == "house":
        raise f.error("confidence", "an official agent card cannot have confidence 'house'")
    return Agent(
        **_common(f), official=official, variable_disc=f.integer("variable_disc", minimum=0),  # type: ignore[arg-type]
        strategy=_strategy(f.table("strategy")), text_en=f.string("text_en"), text_pt=f.string("text_pt"),
        provenance=provenance,
    )


BUILDERS: Final[dict[str, Callable[[Fields], Card]]] = {
    "company": build_company,
    "startup": build_startup,
    "capitalist": build_capitalist,
    "manager": build_manager,
    "business_school": build_business_school,
    "agent": build_agent,
}
"""Card table name in the data files → builder."""

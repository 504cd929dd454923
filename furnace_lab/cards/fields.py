"""Reading one table of a card data file, field by field, with one clear error per mistake.

A :class:`Fields` wraps one TOML table (a card, a dispute, a Business School side) together with the file
and card id it belongs to. Each getter checks the type and the range the catalog expects and raises a
:class:`~furnace_lab.errors.DataError` naming the file, the card id, the field and what was expected, so a
typo in the data never surfaces as a ``KeyError`` or ``TypeError`` deep in the engine.

Effects are checked against the *place* they are written in (:data:`PLACES`), because the rules allow
different rows in different places:

* a **compensation** row (and a Business School option) is an extraction or a processing effect with no
  printed limit: the losing bidder's disc value is the limit (rule ``furnace.compensation.processing``);
* a **Company** row is any effect but upgrading and Manager effects, and a processing row needs its limit
  (``furnace.effects.processing-limit``); upgrading is done only by Start-ups (``furnace.startup.upgrade``);
* a **Start-up** row may also be an upgrade row;
* a **Manager** token holds one Manager effect.

Every number in a card is bounded (:data:`MAX_COUNT`, :data:`MAX_COPIES`): a catalog is data a learner may write,
and a Manager with ``copies = 9223372036854775807`` used to load and then exhaust memory when a game put its
tokens in the pile. A number above the bound is refused with a :class:`~furnace_lab.errors.DataError` naming the
file, card and field and the allowed range, in English and Portuguese.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import fields as dataclass_fields
from dataclasses import is_dataclass
from typing import Final

from furnace_lab.cards.effects import Delivery, Effect, Gain, ManagerEffect, Process, Upgrade
from furnace_lab.cards.notation import parse_bundle, parse_effect
from furnace_lab.cards.resources import Bundle
from furnace_lab.errors import DataError, NotationError

MAX_COUNT: Final = 99
"""The largest number a card's data may give: an amount of a resource or money, a transaction limit ``xN``, a
Capitalist's or Agent's parameter. The printed cards never go above 10 (money) and x8 (limits); 99 leaves room for
house cards while keeping every count the engine and the planner loop over short."""

MAX_COPIES: Final = 14
"""The most tokens one Manager design may have: the whole Manager auction pile is 14 tokens
(interbellum.manager.token-count; interbellum.components.contents), so no design can have more."""

_LONG_NUMBER: Final = re.compile(r"\d{3,}")
"""A number of three digits or more in an effect string is above :data:`MAX_COUNT` (and one of over 4,300 digits
could not even be read): refused before the notation is parsed."""

PLACES: Final = {
    "compensation": "an extraction ('gain 2 coal') or a processing effect with no limit ('1 iron -> 1 oil')",
    "company": "an extraction, processing (with its limit 'xN'), delivery, text or permanent effect",
    "startup": "an extraction, processing (with its limit 'xN'), upgrade, delivery, text or permanent effect",
    "manager": "a Manager effect ('manager: ...')",
}
"""Where an effect can be written, and what is allowed there."""

PLACE_RULES: Final = {
    "compensation": "furnace.compensation.processing",
    "company": "furnace.effects.processing-limit",
    "startup": "furnace.startup.upgrade",
    "manager": "interbellum.manager.extra-effect",
}
"""The rule each place check applies."""


def check_place(effect: Effect, place: str) -> str | None:
    """Why ``effect`` cannot stand in ``place`` (one of :data:`PLACES`), or ``None`` if it can."""
    if place == "manager":
        return None if isinstance(effect, ManagerEffect) else "expected a Manager effect"
    if isinstance(effect, ManagerEffect):
        return "a Manager effect belongs on a Manager token only"
    if place == "compensation":
        if not isinstance(effect, Gain | Process):
            return "a compensation row is an extraction or a processing effect only"
        if isinstance(effect, Process) and effect.limit is not None:
            return "a compensation row prints no limit (the losing disc's value is the limit); remove the 'xN'"
        if isinstance(effect, Process) and effect.from_here:
            return "a compensation row cannot pay with resources stored on the card"
        return None
    if isinstance(effect, Upgrade) and place != "startup":
        return "an upgrade row belongs on a Start-up only: Company cards do not upgrade (furnace.startup.upgrade)"
    inner = effect.effect if isinstance(effect, Delivery) else effect
    if isinstance(inner, Process) and inner.limit is None:
        return "a processing row on a card needs its transaction limit, e.g. 'x2'"
    return None


class Fields:
    """One table of a data file, read with checks. ``used`` remembers the keys read."""

    def __init__(self, raw: object, *, file: str, item: str, what: str = "table", field: str | None = None) -> None:
        if not isinstance(raw, Mapping):
            raise DataError(f"expected a {what} (a TOML table), found {type(raw).__name__}", file=file, item=item,
                            field=field)
        self.raw: Mapping[str, object] = raw
        self.file = file
        self.item = item

    def error(self, field: str | None, problem: str, pt: str | None = None) -> DataError:
        return DataError(problem, file=self.file, item=self.item, field=field, pt=pt)

    def too_large(self, field: str, found: str, maximum: int, minimum: int = 0) -> DataError:
        """The error for a number above its bound: the field and the allowed range, in both languages."""
        shown = found if len(found) <= 24 else found[:20] + "…"
        return self.error(field, f"expected a whole number from {minimum} to {maximum}, found {shown}",
                          pt=f"esperava-se um número inteiro de {minimum} a {maximum}, mas veio {shown}")

    def only(self, allowed: set[str] | frozenset[str]) -> None:
        """Refuse keys not in ``allowed`` (typos would otherwise be silently ignored)."""
        unknown = sorted(set(self.raw) - set(allowed))
        if unknown:
            raise self.error(unknown[0], f"unknown key; expected only {', '.join(sorted(allowed))}")

    def has(self, name: str) -> bool:
        return name in self.raw

    def _get(self, name: str, expected: str) -> object:
        if name not in self.raw:
            raise self.error(name, f"missing; expected {expected}")
        return self.raw[name]

    def string(self, name: str, default: str | None = None, *, choices: tuple[str, ...] = ()) -> str:
        expected = f"one of {', '.join(choices)}" if choices else "a string"
        if default is not None and name not in self.raw:
            return default
        value = self._get(name, expected)
        if not isinstance(value, str):
            raise self.error(name, f"expected {expected}, found {type(value).__name__} {value!r}")
        if choices and value not in choices:
            raise self.error(name, f"expected {expected}, found {value!r}")
        if not choices and not value.strip() and default is None:
            raise self.error(name, "expected a non-empty string")
        return value

    def optional_string(self, name: str) -> str | None:
        if name not in self.raw:
            return None
        return self.string(name)

    def boolean(self, name: str, default: bool | None = None) -> bool:
        if default is not None and name not in self.raw:
            return default
        value = self._get(name, "true or false")
        if not isinstance(value, bool):
            raise self.error(name, f"expected true or false, found {type(value).__name__} {value!r}")
        return value

    def integer(self, name: str, *, minimum: int, maximum: int = MAX_COUNT, default: int | None = None) -> int:
        """A whole number from ``minimum`` to ``maximum`` (:data:`MAX_COUNT` unless the field has its own bound)."""
        if default is not None and name not in self.raw:
            return default
        value = self._get(name, f"a whole number from {minimum} to {maximum}")
        if type(value) is not int:
            raise self.error(name, f"expected a whole number, found {type(value).__name__} {value!r}")
        if value < minimum:
            raise self.error(name, f"expected a whole number at least {minimum}, found {value}")
        if value > maximum:
            raise self.too_large(name, str(value), maximum, minimum)
        return value

    def strings(self, name: str, *, default: tuple[str, ...] | None = None) -> tuple[str, ...]:
        if default is not None and name not in self.raw:
            return default
        value = self._get(name, "a list of strings")
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.error(name, f"expected a list of strings, found {type(value).__name__} {value!r}")
        return tuple(value)

    def table(self, name: str) -> Fields:
        value = self._get(name, "a table")
        return Fields(value, file=self.file, item=self.item, what=f"table '{name}'", field=name)

    def tables(self, name: str) -> tuple[Fields, ...]:
        if name not in self.raw:
            return ()
        value = self.raw[name]
        if not isinstance(value, list):
            raise self.error(name, f"expected a list of tables, found {type(value).__name__}")
        return tuple(Fields(v, file=self.file, item=self.item, what=f"table in '{name}'", field=f"{name}[{n}]")
                     for n, v in enumerate(value))

    def bundle(self, name: str) -> Bundle:
        return self.bundle_value(name, self._get(name, "an amount such as '1 coal + 1 iron'"))

    def bundle_value(self, name: str, value: object) -> Bundle:
        if not isinstance(value, str):
            raise self.error(name, f"expected an amount such as '1 coal + 1 iron', found {type(value).__name__}")
        self._short_numbers(name, value)
        try:
            bundle = parse_bundle(value)
        except NotationError as error:
            raise self.error(name, error.problem) from None
        self._bounded(name, bundle)
        return bundle

    def _short_numbers(self, name: str, text: str) -> None:
        """Refuse a number above :data:`MAX_COUNT` in notation text, before the text is read."""
        for match in _LONG_NUMBER.finditer(text):
            if len(match.group().lstrip("0")) > len(str(MAX_COUNT)):
                raise self.too_large(name, match.group(), MAX_COUNT)

    def _bounded(self, name: str, value: object) -> None:
        """Every whole number inside a parsed effect (amounts, limits, parameters) is at most :data:`MAX_COUNT`."""
        if isinstance(value, bool):
            return
        if isinstance(value, int):
            if value > MAX_COUNT:
                raise self.too_large(name, str(value), MAX_COUNT)
        elif isinstance(value, tuple):
            for part in value:
                self._bounded(name, part)
        elif is_dataclass(value) and not isinstance(value, type):
            for one in dataclass_fields(value):
                self._bounded(name, getattr(value, one.name))

    def effect_value(self, name: str, value: object, place: str) -> Effect:
        """Parse one effect string and check it may stand in ``place``."""
        if not isinstance(value, str):
            found = f"{type(value).__name__} {value!r}"
            raise self.error(name, f"expected an effect string ({PLACES[place]}), found {found}")
        self._short_numbers(name, value)
        try:
            effect = parse_effect(value)
        except NotationError as error:
            raise self.error(name, f"{error.problem} (in {value!r})") from None
        self._bounded(name, effect)
        problem = check_place(effect, place)
        if problem:
            raise self.error(name, f"{problem} (in {value!r})")
        return effect

    def effect(self, name: str, place: str) -> Effect:
        return self.effect_value(name, self._get(name, PLACES[place]), place)

    def effects_value(self, name: str, value: object, place: str) -> tuple[Effect, ...]:
        if not isinstance(value, list):
            raise self.error(name, f"expected a list of effect strings, found {type(value).__name__} {value!r}")
        return tuple(self.effect_value(f"{name}[{n}]", v, place) for n, v in enumerate(value))

    def effects(self, name: str, place: str) -> tuple[Effect, ...]:
        return self.effects_value(name, self._get(name, "a list of effect strings"), place)

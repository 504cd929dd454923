"""Cards as the engine sees them: each row compiled once into a compact tuple.

A Company card has a compensation row (used only by losing bidders in the auction), its basic rows, and the
rows added when it is upgraded (furnace.production.basic-side / upgraded-side). A Start-up has one-off
starting resources and its own rows, and is never upgraded (furnace.startup.no-upgrade).

Each row is compiled into a plain tuple ``(kind, cost, gain, limit, text)``:

* ``kind`` — :data:`GAIN` (extraction, mandatory), :data:`PROCESS` (processing, optional, at most ``limit``
  times) or :data:`UPGRADE` (the Start-up's upgrade row; ``limit`` ``None`` means any number);
* ``cost`` / ``gain`` — ``((slot, amount), ...)`` for the non-zero parts, slots as in
  :mod:`furnace_lab.engine.core.constants` (coal 0, iron 1, oil 2, token 3, money 4);
* ``text`` — the row in the card notation, for explanations.

Compilation is dispatched by effect kind through :data:`ROW_COMPILERS`. The Interbellum kinds (deliveries,
text and permanent effects, processing from the card) are not part of ``core``: ``engine/rulesets.py`` adds their
compilers, and the function that summarises a card holding them (:data:`ROW_SUMMARY`); a kind nobody compiles is
refused with a clear error.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import partial
from typing import Any, Final

from furnace_lab.cards.abilities import CAPITALIST_ABILITIES
from furnace_lab.cards.effects import Effect, Gain, Process, Upgrade
from furnace_lab.cards.model import Capitalist, Company, Startup
from furnace_lab.cards.notation import format_effect, parse_bundle, parse_effect
from furnace_lab.cards.resources import EMPTY, ORDER, Bundle
from furnace_lab.engine.text import Phrase, Value, phrase
from furnace_lab.errors import DataError, FurnaceLabError

GAIN: Final = 0
PROCESS: Final = 1
UPGRADE: Final = 2
ROW_KIND_NAMES: Final = ("extraction", "processing", "upgrading")

Pairs = tuple[tuple[int, int], ...]
Row = tuple[int, Pairs, Pairs, Any, str]
"""``(kind, cost, gain, limit, text)``; Interbellum kinds keep their extra data in the fourth slot."""
BASE_KINDS: Final = frozenset((0, 1, 2))


class RowRefused(ValueError):
    """A row a compiler cannot compile, its reason a phrase (written in any language)."""

    def __init__(self, reason: Phrase) -> None:
        super().__init__(reason("en"))
        self.reason = reason


def _refused(key: str, /, *, item: str, field: str | None = None, **values: Value) -> DataError:
    """The :class:`~furnace_lab.errors.DataError` on card ``item`` that the phrase ``key`` says, in English and
    Portuguese (furnace_lab.engine.text)."""
    words = phrase(key, **values)
    return DataError(words("en"), item=item, field=field, pt=words("pt"))


def _said(error: Exception, lang: str) -> str:
    """An error met while reading a card, in ``lang`` when it can say it (a FurnaceLabError), else as it is."""
    return error.message(lang) if isinstance(error, FurnaceLabError) else str(error)


def _reason(error: ValueError) -> Value:
    """Why a compiler refused a row: its phrase, or a plain ValueError's own words."""
    return error.reason if isinstance(error, RowRefused) else str(error)


def pairs(bundle: Bundle) -> Pairs:
    """A bundle as ``((slot, amount), ...)`` for its non-zero parts."""
    return tuple((slot, amount) for slot, amount in enumerate(bundle.as_tuple()) if amount)


def bundle_of(parts: Pairs, times: int = 1) -> Bundle:
    """Back from pairs to a :class:`Bundle` (``times`` multiplies every part)."""
    amounts = [0] * len(ORDER)
    for slot, amount in parts:
        amounts[slot] += amount * times
    return Bundle(*amounts)


def _gain(effect: Effect, *, production: bool) -> Row:
    assert isinstance(effect, Gain)
    return (GAIN, (), pairs(effect.gain), None, format_effect(effect))


def _process(effect: Effect, *, production: bool) -> Row:
    assert isinstance(effect, Process)
    if effect.from_here:
        raise RowRefused(phrase("cards.stored-payment"))
    limit = effect.limit
    if production and limit is None:
        limit = 1  # furnace_lab.production.unprinted-limit: an unprinted production limit means once
    return (PROCESS, pairs(effect.cost), pairs(effect.gain), limit, format_effect(effect))


def _upgrade(effect: Effect, *, production: bool) -> Row:
    assert isinstance(effect, Upgrade)
    return (UPGRADE, pairs(effect.cost), (), effect.limit, format_effect(effect))


ROW_COMPILERS: Final[dict[type, Callable[..., Row]]] = {Gain: _gain, Process: _process, Upgrade: _upgrade}
ROW_SUMMARY: Final[list[Callable[[CardInfo], object]]] = []
"""The function that summarises a card's rows of other kinds than the base game's, once, when the card is compiled
(Interbellum's, registered by ``engine/rulesets.py`` with the expansion's compilers)."""
"""Effect class → compiler. The base game needs these three."""


def compile_row(effect: Effect, card_id: str, field: str, *, production: bool = True) -> Row:
    """One card row → its compact tuple; an effect the base engine lacks raises :class:`DataError`."""
    compiler = ROW_COMPILERS.get(type(effect))
    if compiler is None:
        raise _refused("cards.not-played", item=card_id, field=field, effect=repr(format_effect(effect)),
                       kind=type(effect).__name__)
    try:
        return compiler(effect, production=production)
    except ValueError as error:
        raise _refused("cards.row-refused", item=card_id, field=field, effect=repr(format_effect(effect)),
                       reason=_reason(error)) from None


class CardInfo:
    """One card, compiled: ``rows(upgraded)`` for production, ``comp`` for compensation."""

    __slots__ = ("added", "basic", "comp", "definition", "ib", "id", "is_startup", "lets", "school", "starting",
                 "title", "upgraded")

    def __init__(self, card_id: str, title: str, *, comp: Row | None, basic: tuple[Row, ...],
                 added: tuple[Row, ...], starting: tuple[int, ...], is_startup: bool,
                 definition: dict[str, Any]) -> None:
        self.id = card_id
        self.title = title
        self.comp = comp
        self.basic = basic
        self.added = added
        self.upgraded = basic + added
        self.starting = starting
        self.is_startup = is_startup
        self.definition = definition
        self.school: Row | None = None
        """A Business School's second compensation option (its first is ``comp``); None for other cards."""
        self.ib: Any = None
        """Interbellum rows (deliveries, text, permanent effects) summarised, or None (set by the engine)."""
        self.lets: tuple[frozenset[tuple[str, int]], frozenset[tuple[str, int]]] | None = None
        """Interbellum: what each side lets you sell or convert, worked out when first asked
        (:func:`~furnace_lab.engine.interbellum.effects.lets_of`)."""
        if any(r[0] not in BASE_KINDS for r in self.upgraded):
            self.ib = ROW_SUMMARY[0](self)

    def rows(self, upgraded: bool) -> tuple[Row, ...]:
        """The active rows: basic rows, plus the added rows when upgraded."""
        return self.upgraded if upgraded else self.basic

    def __repr__(self) -> str:
        return f"CardInfo({self.id!r})"


def _row_texts(rows: Iterable[Effect]) -> list[str]:
    return [format_effect(e) for e in rows]


def company_info(card: Company) -> CardInfo:
    """Compile a catalog :class:`Company`."""
    definition = {"kind": "company", "title": card.title, "compensation": format_effect(card.compensation),
                  "basic": _row_texts(card.basic), "added": _row_texts(card.added)}
    return CardInfo(
        card.id, card.title,
        comp=compile_row(card.compensation, card.id, "compensation", production=False),
        basic=tuple(compile_row(e, card.id, "basic") for e in card.basic),
        added=tuple(compile_row(e, card.id, "added") for e in card.added),
        starting=(0,) * len(ORDER), is_startup=False, definition=definition,
    )


def startup_info(card: Startup) -> CardInfo:
    """Compile a catalog :class:`Startup`."""
    definition = {"kind": "startup", "title": card.title, "starting": str(card.starting) if not card.starting.is_empty
                  else "", "rows": _row_texts(card.rows)}
    return CardInfo(
        card.id, card.title, comp=None,
        basic=tuple(compile_row(e, card.id, "rows") for e in card.rows), added=(),
        starting=card.starting.as_tuple(), is_startup=True, definition=definition,
    )


def school_info(school_id: str, title: str, side: str, first: Effect, second: Effect) -> CardInfo:
    """A Business School side as a row card: ``comp`` is its first option, ``school`` its second."""
    definition = {"kind": "school", "title": title, "side": side,
                  "options": [format_effect(first), format_effect(second)]}
    info = CardInfo(school_id, title, comp=compile_row(first, school_id, "options", production=False), basic=(),
                    added=(), starting=(0,) * len(ORDER), is_startup=False, definition=definition)
    info.school = compile_row(second, school_id, "options", production=False)
    if info.comp is None or info.comp[0] != GAIN:
        raise _refused("cards.school-first", item=school_id, field="options")
    return info


def info_from_definition(card_id: str, raw: Mapping[str, Any]) -> CardInfo:
    """Rebuild a card from the notation kept in a saved state (``GameState.to_json``)."""
    try:
        kind = raw["kind"]
        title = str(raw.get("title", card_id))
        if kind == "company":
            return company_info(Company(
                id=card_id, title=title, expansion="base",
                compensation=parse_effect(raw["compensation"]),  # type: ignore[arg-type]
                basic=tuple(parse_effect(t) for t in raw["basic"]),
                added=tuple(parse_effect(t) for t in raw["added"]),
            ))
        if kind == "school":
            return school_info(card_id, title, str(raw["side"]), parse_effect(raw["options"][0]),
                               parse_effect(raw["options"][1]))
        if kind == "startup":
            starting = parse_bundle(raw["starting"]) if raw.get("starting") else EMPTY
            return startup_info(Startup(id=card_id, title=title, expansion="base", starting=starting,
                                        rows=tuple(parse_effect(t) for t in raw["rows"])))
    except (KeyError, TypeError, ValueError) as error:
        raise _refused("cards.malformed-card", item=card_id, error=partial(_said, error)) from None
    raise _refused("cards.unknown-kind", item=card_id, field="kind", kind=repr(kind))


class CapitalistInfo:
    """A Capitalist as the engine needs it: id, title, ability key and parameters."""

    __slots__ = ("ability", "id", "params", "title")

    def __init__(self, cap_id: str, title: str, ability: str, params: tuple[tuple[str, Any], ...] = ()) -> None:
        self.id = cap_id
        self.title = title
        self.ability = ability
        self.params = params

    def param(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default

    def definition(self) -> dict[str, Any]:
        return {"title": self.title, "ability": self.ability, "params": [[k, v] for k, v in self.params]}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CapitalistInfo) and (self.id, self.title, self.ability, self.params) == (
            other.id, other.title, other.ability, other.params)

    def __hash__(self) -> int:
        return hash((self.id, self.ability))

    def __repr__(self) -> str:
        return f"CapitalistInfo({self.id!r}, {self.ability!r})"


def capitalist_info(card: Capitalist) -> CapitalistInfo:
    return CapitalistInfo(card.id, card.title, card.ability, tuple(card.params))


def capitalist_from_definition(cap_id: str, raw: Mapping[str, Any]) -> CapitalistInfo:
    """A Capitalist back from a saved state, checked as the catalog checks it: an ability the engine implements
    (``CAPITALIST_ABILITIES``) with exactly its parameters, whole numbers at least 0 or resources in the notation."""
    try:
        ability = str(raw["ability"])
        spec = CAPITALIST_ABILITIES.get(ability)
        if spec is None:
            raise _refused("cards.unknown-ability", item=cap_id, field="ability", ability=repr(ability))
        params = tuple((str(k), v) for k, v in raw.get("params", []))
        if sorted(k for k, _ in params) != sorted(name for name, _ in spec.params):
            raise _refused("cards.ability-params", item=cap_id, field="params", ability=repr(ability),
                           params=str([name for name, _ in spec.params]))
        kinds = dict(spec.params)
        for name, value in params:
            if kinds[name] == "int" and (type(value) is not int or value < 0):
                raise _refused("cards.param-int", item=cap_id, field=f"params.{name}", value=repr(value))
            if kinds[name] != "int":
                if not isinstance(value, str):
                    raise _refused("cards.param-resources", item=cap_id, field=f"params.{name}", value=repr(value))
                parse_bundle(value)
        return CapitalistInfo(cap_id, str(raw.get("title", cap_id)), ability, params)
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, DataError):
            raise
        raise _refused("cards.malformed-capitalist", item=cap_id, error=partial(_said, error)) from None

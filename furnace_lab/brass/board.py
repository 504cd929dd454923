"""The Birmingham map: locations, their industry spaces, and the link lines between them.

The board has 20 towns, 2 farm breweries and 5 merchant locations [brass.map.locations]. A *link line* is a
printed route on which one link tile may be placed; each line says whether it takes a canal, a rail or both
[brass.map.links]. One line, Kidderminster–Worcester, has three ends: its single tile also joins the southern
farm brewery [brass.map.three-way-link]. A town's *slots* are its industry spaces, numbered 1, 2, … from the
left, each listing the industries whose icon it shows.

:class:`BrassMap` answers the lookups every rule needs: a location by id or name, the line between two
locations, the lines usable in an era.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property

from furnace_lab.brass.problems import bad_data
from furnace_lab.brass.terms import Era, LocationKind
from furnace_lab.cards.model import Provenance


@dataclass(frozen=True, slots=True)
class MerchantInfo:
    """What a merchant location is: its tile spaces, the player count it is used from, its beer bonus."""

    spaces: int
    from_players: int
    bonus_kind: str
    bonus_amount: int


@dataclass(frozen=True, slots=True)
class Location:
    """A place on the board. ``slots[i]`` lists the industries space ``i + 1`` may hold."""

    id: str
    name: str
    kind: LocationKind
    slots: tuple[tuple[str, ...], ...]
    pos: tuple[float, float]
    aliases: tuple[str, ...] = ()
    short: str = ""
    merchant: MerchantInfo | None = None
    provenance: Provenance = field(default_factory=Provenance)
    name_pt: str = ""
    short_pt: str = ""

    @property
    def label(self) -> str:
        """The short name used in drawings."""
        return self.short or self.name

    def name_in(self, lang: str = "en") -> str:
        """The name in ``"en"`` or ``"pt"``: a town or merchant keeps its proper name in both; a descriptive name
        (the farm breweries) has its own Portuguese form in ``map.toml``."""
        return (self.name_pt or self.name) if lang == "pt" else self.name

    def label_in(self, lang: str = "en") -> str:
        """The short name used in drawings, in ``"en"`` or ``"pt"``."""
        if lang == "pt":
            return self.short_pt or self.name_pt or self.label
        return self.label

    @property
    def is_merchant(self) -> bool:
        return self.kind == "merchant"

    def slot(self, number: int) -> tuple[str, ...]:
        """The industries slot ``number`` (1-based) shows; :class:`DataError` if there is no such slot."""
        if not 1 <= number <= len(self.slots):
            have = f"slots 1–{len(self.slots)}" if self.slots else "no industry slots"
            have_pt = f"tem os espaços 1–{len(self.slots)}" if self.slots else "não tem espaços de Indústria"
            raise bad_data(f"no slot {number}; {self.name} has {have}",
                           f"não há espaço {number}; {self.name_in('pt')} {have_pt}", item=self.id, field="slot")
        return self.slots[number - 1]


@dataclass(frozen=True, slots=True)
class LinkLine:
    """A printed link line: its ends (2, or 3 for Kidderminster–Worcester–farm) and which eras may use it."""

    id: str
    ends: tuple[str, ...]
    canal: bool
    rail: bool
    provenance: Provenance = field(default_factory=Provenance)

    def allows(self, era: Era) -> bool:
        """True if a link of this era's kind (canal or rail) may be placed on the line [brass.link.era]."""
        return self.canal if era == "canal" else self.rail

    def pairs(self) -> tuple[tuple[str, str], ...]:
        """Every pair of ends; each pair is one link tile apart."""
        return tuple((a, b) for i, a in enumerate(self.ends) for b in self.ends[i + 1:])


def line_id(ends: tuple[str, ...]) -> str:
    """The stable id of a line: its first two ends in alphabetical order joined by ``/``."""
    return "/".join(sorted(ends[:2]))


@dataclass(frozen=True)
class BrassMap:
    """The whole board: locations in board order, and link lines."""

    locations: tuple[Location, ...]
    lines: tuple[LinkLine, ...]

    @cached_property
    def by_id(self) -> dict[str, Location]:
        return {location.id: location for location in self.locations}

    @cached_property
    def _names(self) -> dict[str, str]:
        names: dict[str, str] = {}
        for location in self.locations:
            for key in (location.id, location.name, location.short, location.name_pt, location.short_pt,
                        *location.aliases):
                if not key:
                    continue
                names[_normal(key)] = location.id
        return names

    @cached_property
    def _lines_by_pair(self) -> dict[frozenset[str], LinkLine]:
        return {frozenset(pair): line for line in self.lines for pair in line.pairs()}

    @cached_property
    def lines_by_id(self) -> dict[str, LinkLine]:
        return {line.id: line for line in self.lines}

    @cached_property
    def order(self) -> dict[str, int]:
        """Board order of each location id (used to list ties and choices the same way every time)."""
        return {location.id: n for n, location in enumerate(self.locations)}

    def location(self, name: str) -> Location:
        """A location by id, name or alias (any case); :class:`DataError` with close matches if unknown."""
        return self.by_id[self.resolve(name)]

    def resolve(self, name: str) -> str:
        """The location id a name refers to."""
        if not isinstance(name, str):
            raise bad_data(f"a location is named by a string, not {type(name).__name__}",
                           f"um local se nomeia por um texto, não por {type(name).__name__!r}", field="location")
        key = _normal(name)
        if key in self._names:
            return self._names[key]
        close = difflib.get_close_matches(key, list(self._names), n=3, cutoff=0.6)
        hint = f" (did you mean {', '.join(self._names[c] for c in close)}?)" if close else ""
        hint_pt = f" (você quis dizer {', '.join(repr(self._names[c]) for c in close)}?)" if close else ""
        raise bad_data(f"unknown location{hint}", f"local desconhecido{hint_pt}", item=name, field="location")

    def name(self, location: str, lang: str = "en") -> str:
        """A location's name (by id) in ``"en"`` or ``"pt"`` (see :meth:`Location.name_in`)."""
        return self.by_id[location].name_in(lang)

    def names(self, locations: Iterable[str], lang: str = "en", joiner: str = "–") -> str:
        """Several locations' names (by id) in one language, joined by ``joiner``."""
        return joiner.join(self.name(location, lang) for location in locations)

    def line(self, a: str, b: str) -> LinkLine:
        """The line joining two locations (by id or name); :class:`DataError` if the map has none."""
        first, second = self.resolve(a), self.resolve(b)
        found = self._lines_by_pair.get(frozenset((first, second)))
        if found is None or first == second:
            raise bad_data(
                f"no link line joins {self.by_id[first].name} and {self.by_id[second].name} on the map",
                f"nenhuma linha de Conexão liga {self.name(first, 'pt')} a {self.name(second, 'pt')} no mapa",
                item=f"{first}/{second}", field="line",
            )
        return found

    def line_by_id(self, text: str) -> LinkLine:
        """A line by its id (``"birmingham/walsall"``) or by two names joined by ``/``."""
        if text in self.lines_by_id:
            return self.lines_by_id[text]
        parts = text.split("/")
        if len(parts) != 2:
            raise bad_data("a line is written as two locations joined by '/', e.g. 'birmingham/walsall'",
                           "uma linha se escreve como dois locais ligados por '/', por exemplo 'birmingham/walsall'",
                           item=text, field="line")
        return self.line(parts[0], parts[1])

    def lines_for(self, era: Era) -> tuple[LinkLine, ...]:
        """The lines a link of this era may be placed on [brass.link.era]."""
        return tuple(line for line in self.lines if line.allows(era))

    def merchants(self) -> tuple[Location, ...]:
        return tuple(location for location in self.locations if location.is_merchant)


def _normal(text: str) -> str:
    return " ".join(text.lower().replace("_", " ").replace("–", "-").split())

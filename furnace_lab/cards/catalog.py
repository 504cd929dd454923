"""The card catalog: every card of Furnace and Interbellum, looked up by id, kind or expansion.

A :class:`Catalog` is what :func:`furnace_lab.load_catalog` returns. It holds the Company cards, Start-ups,
Capitalists, Manager token designs, Business School cards and Agent cards as tuples (each card knows its
``id`` and ``expansion``), the sources they cite, and the reading in use for every field the sources
disagree on (``catalog.readings``, keyed ``"card-id.field"``). A catalog never changes; asking for other
readings builds a new one (see :mod:`furnace_lab.cards.loader`).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final

from furnace_lab.cards.model import (
    EXPANSIONS,
    Agent,
    BusinessSchool,
    Capitalist,
    Card,
    Company,
    Dispute,
    Manager,
    Source,
    Startup,
)
from furnace_lab.errors import UnknownCard

KINDS: Final = ("companies", "startups", "capitalists", "managers", "business_schools", "agents")
"""The catalog's card groups, in display order."""


@dataclass(frozen=True)
class Catalog:
    """Every card, grouped by kind; all groups are tuples in data-file order."""

    companies: tuple[Company, ...] = ()
    startups: tuple[Startup, ...] = ()
    capitalists: tuple[Capitalist, ...] = ()
    managers: tuple[Manager, ...] = ()
    business_schools: tuple[BusinessSchool, ...] = ()
    agents: tuple[Agent, ...] = ()
    sources: Mapping[str, Source] = field(default_factory=dict)
    _by_id: dict[str, Card] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "sources", MappingProxyType(dict(self.sources)))
        object.__setattr__(self, "_by_id", {card.id: card for card in self})

    def __iter__(self) -> Iterator[Card]:
        """Every card, kind by kind."""
        for kind in KINDS:
            yield from getattr(self, kind)

    def __len__(self) -> int:
        return len(self._by_id)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._by_id

    def card(self, card_id: str) -> Card:
        """The card with this id, of any kind; raises :class:`UnknownCard` with close matches."""
        if not isinstance(card_id, str):
            raise TypeError(f"a card id is a string such as 'base-c7', not {type(card_id).__name__}")
        try:
            return self._by_id[card_id]
        except KeyError:
            close = tuple(difflib.get_close_matches(card_id, list(self._by_id), n=3, cutoff=0.6))
            raise UnknownCard(card_id, close) from None

    def by_expansion(self, *expansions: str) -> Catalog:
        """A catalog holding only the cards of these expansions (``"base"``, ``"interbellum"``)."""
        for name in expansions:
            if name not in EXPANSIONS:
                raise ValueError(f"unknown expansion {name!r}; expected one of {', '.join(EXPANSIONS)}")
        wanted = set(expansions)
        return Catalog(
            **{kind: tuple(c for c in getattr(self, kind) if c.expansion in wanted) for kind in KINDS},
            sources=self.sources,
        )

    def disputes(self) -> tuple[tuple[Card, Dispute], ...]:
        """Every disputed field, as (card, dispute) pairs in catalog order."""
        return tuple((card, dispute) for card in self for dispute in card.provenance.disputes)

    @property
    def readings(self) -> Mapping[str, str]:
        """The reading in use for every disputed field: ``{"base-o3.compensation": "dnorris", ...}``."""
        return MappingProxyType({f"{card.id}.{d.field}": d.chosen for card, d in self.disputes()})

    def source(self, key: str) -> Source:
        """A source by key; raises ``KeyError`` naming the known keys."""
        try:
            return self.sources[key]
        except KeyError:
            raise KeyError(f"no source {key!r}; known: {', '.join(sorted(self.sources))}") from None

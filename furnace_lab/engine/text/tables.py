"""Joining one language's table from its areas' tables (explain, events, the base rules' refusals, …).

Every language is a package beside this module (:mod:`.en`, :mod:`.pt`) holding one module per area of
:data:`AREAS`, each defining ``PHRASES`` (phrase key → template). A new area is a name here and a module in every
language's package; a language that lacks an area's module fails at import, naming it.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from typing import Final

AREAS: Final = ("actions", "auction", "base", "cards", "constants", "events", "explain", "interbellum", "options",
                "position", "records", "sentences", "shapes", "state")
"""The engine's areas, each with its own phrase keys (``auction.``, ``ib.``…; explain's are ``legal.``,
``refusal.``, ``part.``, ``explain.``)."""


def joined(*parts: Mapping[str, str]) -> dict[str, str]:
    """One table from several; a key written in two of them is a defect, named at import."""
    table: dict[str, str] = {}
    for part in parts:
        twice = table.keys() & part.keys()
        if twice:
            raise ValueError(f"phrase keys written in two tables: {sorted(twice)}")
        table.update(part)
    return table


def language(package: str) -> dict[str, str]:
    """The table of the language whose package is ``package``: every area's phrases, joined."""
    return joined(*(import_module(f"{package}.{area}").PHRASES for area in AREAS))

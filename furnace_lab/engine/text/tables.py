"""Joining one language's table from its areas' tables (explain, events, refusals of the base rules, …).

Kept apart from :mod:`furnace_lab.engine.text` so that each language's package (:mod:`.en`, :mod:`.pt`) can join its
areas while the phrase lookup imports those packages.
"""

from __future__ import annotations

from collections.abc import Mapping


def joined(*parts: Mapping[str, str]) -> dict[str, str]:
    """One language's table from its areas' tables; a key written in two of them is a defect, named at import."""
    table: dict[str, str] = {}
    for part in parts:
        twice = table.keys() & part.keys()
        if twice:
            raise ValueError(f"phrase keys written in two tables: {sorted(twice)}")
        table.update(part)
    return table

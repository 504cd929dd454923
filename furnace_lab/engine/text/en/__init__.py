"""The engine's phrases in English: one module per area of the engine (``text.tables.AREAS``), joined into
:data:`PHRASES`.

:mod:`furnace_lab.engine.text.pt` has the same areas, keys and placeholders (a test checks it).
"""

from __future__ import annotations

from typing import Final

from furnace_lab.engine.text.tables import language

PHRASES: Final = language(__name__)
"""Phrase key → English template, every area's."""

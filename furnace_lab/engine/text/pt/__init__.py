"""The engine's phrases in Portuguese: one module per area of the engine (``text.tables.AREAS``), joined into
:data:`PHRASES`.

:mod:`furnace_lab.engine.text.en` has the same areas, keys and placeholders (a test checks it).
"""

from __future__ import annotations

from typing import Final

from furnace_lab.engine.text.tables import language

PHRASES: Final = language(__name__)
"""Phrase key → Portuguese template, every area's."""

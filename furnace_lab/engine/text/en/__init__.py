"""The engine's phrases in English: one module per area of the engine, joined into :data:`PHRASES`.

Each area's module defines ``PHRASES`` (phrase key → template; keys begin with the area's prefix, ``auction.``,
``ib.``…, and :mod:`.explain`'s with ``legal.``, ``refusal.``, ``part.``, ``explain.``).
:mod:`furnace_lab.engine.text.pt` has the same areas, keys and placeholders (a test checks it). A new area is a
module here, one in every other language's package, and one line in each package's list below.
"""

from __future__ import annotations

from typing import Final

from furnace_lab.engine.text.en import (
    actions,
    auction,
    base,
    cards,
    constants,
    events,
    explain,
    interbellum,
    options,
    position,
    records,
    sentences,
    shapes,
    state,
)
from furnace_lab.engine.text.tables import joined

PHRASES: Final = joined(
    actions.PHRASES,
    auction.PHRASES,
    base.PHRASES,
    cards.PHRASES,
    constants.PHRASES,
    events.PHRASES,
    explain.PHRASES,
    interbellum.PHRASES,
    options.PHRASES,
    position.PHRASES,
    records.PHRASES,
    sentences.PHRASES,
    shapes.PHRASES,
    state.PHRASES,
)
"""Phrase key → English template, every area's."""

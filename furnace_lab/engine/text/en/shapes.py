"""A saved state's shapes in English: why a list read back is refused (a ``DataError`` naming the field;
:mod:`furnace_lab.engine.saved_shapes`).

The same keys and placeholders as :mod:`furnace_lab.engine.text.pt.shapes`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    "shapes.length": "expected {expected} ({what}), found {found}",
    "shapes.within": "{name} names {value}, not {what} (expected {low} to {high})",
    "shapes.queue": "the resolution queue holds {count} cards, more than the row's {row}",
    # the fields, in words
    "shapes.row-bids": "the row's bids",
    "shapes.disc-counts": "the disc counts",
    "shapes.turn-order": "the turn order",
    "shapes.production-order": "the production order",
    "shapes.dealt": "the deck position",
    "shapes.resolving": "the card being resolved",
    # how long a list is
    "shapes.per-row-card": "one per card of the auction row",
    "shapes.slots-per-seat": "{slots} per seat",
    "shapes.per-seat": "one per seat",
    "shapes.per-seat-or-none": "one per seat, or none",
    "shapes.per-resource": "one amount per resource",
    "shapes.per-school": "one per Business School",
    "shapes.every-seat": "every seat",
    "shapes.every-player": "every player",
    # what a value points at
    "shapes.a-seat": "a seat of the game",
    "shapes.a-disc-value": "a disc value",
    "shapes.a-disc-count": "a count of discs",
    "shapes.a-deck-place": "a place in the deck",
    "shapes.a-row-place": "a place in the auction row",
    "shapes.a-player": "a player",
}

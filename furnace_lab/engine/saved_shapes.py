"""The shape of a saved state read back: every list as long as the game's dimensions say.

``GameState.from_json`` reads each field's values (whole numbers, card ids); :func:`check_shapes` then checks that
each list has the length the game gives it and that each position points inside what it indexes, before the
invariants (:mod:`~furnace_lab.engine.invariants`) are checked. A state cut short by hand (a ``row_bids`` list with a
card missing) would otherwise load and crash on the next action, deep inside a move. The lengths:

* ``value_masks``, ``seat_masks``, ``row_bids``: one per card of the auction row; each bid a seat of the game
  (the two-player dummy and the Agents are seats) and a disc value of 0 or more;
* ``disc_counts``: ``DISC_SLOTS`` values per seat, none negative; ``held_masks``: one per seat (both empty in a
  production position, ``production_position``: no auction there);
* ``turn_order``: every seat (empty only in the auction while the fifth player chooses a card, and in a production
  position); its seats and
  ``production_order``'s players are seats and players of the game; ``production_order`` names every player in
  production and once the game is over (before, every player or none);
* ``paired``: one per seat, or none; each stored gain: one amount per resource (``SLOTS``);
* ``dealt``: a place in the deck; ``resolving``: a place in the row; the resolution ``queue``: no longer than the row;
* the Managers' ``school`` part: one per Business School of the game.

Each refusal is a :class:`~furnace_lab.errors.DataError` naming the field, in English and in Portuguese.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core.constants import AUCTION, PRODUCTION, SLOTS
from furnace_lab.engine.core.spec import DISC_SLOTS
from furnace_lab.engine.text import Phrase, Value, phrase
from furnace_lab.errors import DataError

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

WHERE: Final = "<state JSON>"


def _refused(field: str, key: str, /, **values: Value) -> DataError:
    """The :class:`~furnace_lab.errors.DataError` on ``field`` that the phrase ``key`` says, in English and
    Portuguese (furnace_lab.engine.text)."""
    words = phrase(key, **values)
    return DataError(words("en"), file=WHERE, field=field, pt=words("pt"))


def _length(field: str, found: int, expected: int, what: Phrase) -> None:
    if found != expected:
        raise _refused(field, "shapes.length", expected=expected, what=what, found=found)


_NAMES: Final = {
    "row_bids": "shapes.row-bids", "disc_counts": "shapes.disc-counts", "turn_order": "shapes.turn-order",
    "production_order": "shapes.production-order", "dealt": "shapes.dealt", "resolving": "shapes.resolving",
}
"""Each checked field in words (its phrase key)."""


def _within(field: str, values: Any, low: int, high: int, what: str) -> None:
    """Each of ``values`` in ``low .. high - 1`` (``what``: the phrase key of what it points at)."""
    for value in values:
        if not low <= value < high:
            raise _refused(field, "shapes.within", name=phrase(_NAMES[field]), value=value, what=phrase(what),
                           low=low, high=high - 1)


def check_shapes(s: GameState) -> None:
    """Refuse a state whose lists do not have the game's lengths (see the module docstring)."""
    g = s._g
    row = len(s._row)
    for field, value in (("value_masks", s._value_masks), ("seat_masks", s._seat_masks), ("row_bids", s._row_bids)):
        _length(field, len(value), row, phrase("shapes.per-row-card"))
    for bids in s._row_bids:
        _within("row_bids", (seat for seat, _ in bids), 0, g.seats, "shapes.a-seat")
        _within("row_bids", (value for _, value in bids), 0, 1 << 30, "shapes.a-disc-value")
    # a production position has no discs nor turn order
    dealt = g.origin != "position" or s._disc_counts or s._held_masks
    if dealt:
        _length("disc_counts", len(s._disc_counts), g.seats * DISC_SLOTS,
                phrase("shapes.slots-per-seat", slots=DISC_SLOTS))
        _length("held_masks", len(s._held_masks), g.seats, phrase("shapes.per-seat"))
    _within("disc_counts", s._disc_counts, 0, 1 << 30, "shapes.a-disc-count")
    _turns(s)
    if s._paired:
        _length("paired", len(s._paired), g.seats, phrase("shapes.per-seat-or-none"))
    for amounts in s._stored.values():
        _length("stored", len(amounts), SLOTS, phrase("shapes.per-resource"))
    _within("dealt", (s._dealt,), 0, len(s._deck) + 1, "shapes.a-deck-place")
    _within("resolving", (s._resolving,), 0, row + 1, "shapes.a-row-place")
    if s._queue is not None and len(s._queue) > row:
        raise _refused("queue", "shapes.queue", count=len(s._queue), row=row)
    if s._managers:
        _length("managers", len(s._managers[1]), len(g.schools), phrase("shapes.per-school"))


def _turns(s: GameState) -> None:
    g = s._g
    if s._turn_order or (s._phase != AUCTION and g.origin != "position"):
        _length("turn_order", len(s._turn_order), g.seats, phrase("shapes.every-seat"))
    _within("turn_order", s._turn_order, 0, g.seats, "shapes.a-seat")
    if s._production_order or s._phase >= PRODUCTION:
        _length("production_order", len(s._production_order), g.n, phrase("shapes.every-player"))
    _within("production_order", s._production_order, 0, g.n, "shapes.a-player")

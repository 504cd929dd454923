"""How large a count in a Brass request or position may be: no more of a resource than the game has.

A request states its own costs (a tile's printed coal and iron, a sale's beer) and a new mine's output, so that a
lesson can show what the rules do with any tile. Printed costs are a few cubes; a lesson may ask for more, say 14
coal to show the Coal Market running dry. But no count can be more than the game's box holds of that resource
[brass.supply.components]: 30 coal cubes, 18 iron cubes and 15 beer barrels. A larger count is not a Brass
situation at all (and an absurd one, 10^20 coal, would take the market-buying loop forever), so it is refused
with a :class:`~furnace_lab.errors.DataError` naming the field and the allowed range, in English and Portuguese,
before any work is done.

The General Supply the rulebook calls limitless is where *spent* cubes go; it makes the empty market always
sell [brass.coal.empty-market-price], but it does not make a single cost larger than every cube in the game.
"""

from __future__ import annotations

from typing import Final

from furnace_lab.brass.problems import bad_data

COAL_CUBES: Final = 30
"""Coal cubes in the game's box [brass.supply.components]."""
IRON_CUBES: Final = 18
"""Iron cubes in the game's box [brass.supply.components]."""
BEER_BARRELS: Final = 15
"""Beer barrels in the game's box [brass.supply.components]."""

MOST: Final = {"coal": COAL_CUBES, "iron": IRON_CUBES, "beer": BEER_BARRELS}
"""The most of each resource a count may name: one cost, one tile's stock, one market purchase."""

TILE_LEVELS: Final = range(1, 9)
"""The levels an industry tile is printed with: 1 to 8."""

MAX_DIGITS: Final = 6
"""A number typed in a request longer than this is refused before it is read as a number (it is far out of
every range, and Python refuses to read numbers of over 4,300 digits)."""

_UNIT: Final = {"coal": ("coal cubes", "cubos de carvão"), "iron": ("iron cubes", "cubos de ferro"),
                "beer": ("beer barrels", "barris de cerveja")}


def short(value: object) -> str:
    """``value`` as a message quotes it: at most 24 characters (a 5,000-digit number is not repeated whole)."""
    text = str(value) if isinstance(value, int | str) and str(value).isdigit() else repr(value)
    return text if len(text) <= 24 else text[:20] + "…"


def check_amount(value: object, resource: str, *, field: str | None = None, low: int = 0,
                 item: str | None = None, item_pt: str | None = None) -> int:
    """``value`` if it is a whole number from ``low`` to the game's count of ``resource`` (:data:`MOST`);
    otherwise a :class:`DataError` on ``field`` (default: the resource) saying the allowed range."""
    most = MOST[resource]
    if type(value) is int and low <= value <= most:
        return value
    en, pt = _UNIT[resource]
    raise bad_data(f"{field or resource} must be a whole number from {low} to {most} (the game has {most} {en} "
                   f"[brass.supply.components]), not {short(value)}",
                   f"'{field or resource}' deve ser um número inteiro de {low} a {most} (o jogo tem {most} {pt} "
                   f"[brass.supply.components]), não {short(value)}",
                   item=item, item_pt=item_pt, field=field or resource)



def _typed_range(field: str) -> tuple[int, int]:
    """The whole numbers a request's ``field`` may hold (the counts, a level, a slot)."""
    if field in MOST:
        return 0, MOST[field]
    if field == "output":
        return 1, max(MOST.values())
    if field == "level":
        return TILE_LEVELS.start, TILE_LEVELS.stop - 1
    from furnace_lab.brass.data import brass_map  # data reads markets, which reads this module

    return 1, max(len(location.slots) for location in brass_map().locations)


def read_number(digits: str, field: str, *, item: str | None = None) -> int:
    """A number a learner typed in a request (``digits``), read as a whole number; one of more than
    :data:`MAX_DIGITS` digits is outside every range a request has, and is refused unread with a
    :class:`DataError` on ``field`` saying the range (the range itself is checked when the request is resolved)."""
    if len(digits) <= MAX_DIGITS:
        return int(digits)
    if field in MOST:
        check_amount(digits, field, item=short_text(item))  # refuses (not a number yet), saying the range and why
    low, high = _typed_range(field)
    raise bad_data(f"{field} must be a whole number from {low} to {high}, not {short(digits)}",
                   f"'{field}' deve ser um número inteiro de {low} a {high}, não {short(digits)}",
                   item=short_text(item), field=field)


def short_text(text: str | None, most: int = 60) -> str | None:
    """``text`` cut to ``most`` characters, for naming a learner's request in a message."""
    return text if text is None or len(text) <= most else text[:most - 1] + "…"

"""A board position: what stands on the Birmingham map at one moment.

A position holds the era, the players, every industry tile (where, whose, level, flipped or not, and the
cubes or barrels on it), every link tile (which line, whose, canal or rail), the merchant tiles with their
beer, and how many cubes each market holds. Positions are immutable: a rule that changes the board returns a
new position, so a refused request leaves the old one exactly as it was.

A position is checked when it is made. Anything the board cannot show raises
:class:`~furnace_lab.errors.DataError` naming the item and field: an unknown location, a slot the location does
not have, an industry the slot cannot hold, a link not on the map or not allowed in the era, negative cubes,
a flipped tile still holding cubes, a blank merchant with beer, the wrong merchant tiles for the player count,
a market outside its ladder.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from functools import cached_property

from furnace_lab.brass.data import brass_map, supply_data
from furnace_lab.brass.terms import ERAS, HELD, INDUSTRIES, MERCHANT_GOODS, SOLD, Era, a_name, industry_name
from furnace_lab.errors import DataError

MAX_BEER_ON_BREWERY = 2
"""A brewery holds 1 barrel (canal era) or 2 (rail era) when built [brass.tile.output]."""

LEVELS = range(1, 9)


@dataclass(frozen=True, slots=True)
class IndustryTile:
    """An industry tile on a slot (1-based). ``resources`` counts coal, iron or beer on it."""

    location: str
    slot: int
    industry: str
    owner: str
    level: int = 1
    flipped: bool = False
    resources: int = 0

    @property
    def ref(self) -> str:
        """``"dudley:1"``: location and slot."""
        return f"{self.location}:{self.slot}"

    @property
    def holds(self) -> str | None:
        """The resource this tile holds (coal, iron, beer), or None for industries that are sold."""
        return HELD.get(self.industry)

    def describe(self, lang: str = "en") -> str:
        place = brass_map().name(self.location, lang)
        name = industry_name(self.industry, lang)
        # Every industry's Portuguese name is feminine (a Tecelagem, a Mina de Carvão, ...).
        return f"{self.owner}'s {name} at {place}" if lang == "en" else f"a {name} de {self.owner} em {place}"


@dataclass(frozen=True, slots=True)
class BuiltLink:
    """A link tile on a line (``line`` is the line id, e.g. ``"birmingham/walsall"``)."""

    line: str
    owner: str
    kind: Era

    @property
    def ends(self) -> tuple[str, ...]:
        return brass_map().lines_by_id[self.line].ends


@dataclass(frozen=True, slots=True)
class MerchantTile:
    """A merchant tile on a merchant location's space (1-based), with or without its beer barrel."""

    location: str
    space: int
    goods: str
    beer: bool = False

    @property
    def ref(self) -> str:
        return f"{self.location}:{self.space}"

    @property
    def blank(self) -> bool:
        return self.goods == "blank"

    def buys(self, industry: str) -> bool:
        """Blank tiles buy nothing [brass.merchant.blank]; 'any' buys every sold industry."""
        return industry in SOLD and (self.goods == "any" or self.goods == industry)


@dataclass(frozen=True)
class Position:
    """Everything on the board. Made through :func:`make_position` or the storage functions; always valid."""

    era: Era
    players: tuple[str, ...]
    industries: tuple[IndustryTile, ...] = ()
    links: tuple[BuiltLink, ...] = ()
    merchants: tuple[MerchantTile, ...] = ()
    coal_market: int = 13
    iron_market: int = 8
    name: str = ""
    description: str = ""

    def __post_init__(self) -> None:
        validate(self)

    # -- lookups ------------------------------------------------------------------------------------------

    @cached_property
    def _tiles(self) -> dict[tuple[str, int], IndustryTile]:
        return {(tile.location, tile.slot): tile for tile in self.industries}

    @cached_property
    def _links(self) -> dict[str, BuiltLink]:
        return {link.line: link for link in self.links}

    def tile(self, location: str, slot: int) -> IndustryTile | None:
        return self._tiles.get((location, slot))

    def tile_at(self, location: str, slot: int) -> IndustryTile:
        """The tile on a slot; :class:`DataError` if the slot is empty."""
        found = self._tiles.get((location, slot))
        if found is None:
            raise DataError("no tile on this slot", item=f"{location} slot {slot}", field="slot")
        return found

    def link_on(self, line: str) -> BuiltLink | None:
        return self._links.get(line)

    def tiles_of(self, player: str) -> tuple[IndustryTile, ...]:
        return tuple(tile for tile in self.industries if tile.owner == player)

    def links_of(self, player: str) -> tuple[BuiltLink, ...]:
        return tuple(link for link in self.links if link.owner == player)

    def has_pieces(self, player: str) -> bool:
        """True if the player has any industry or link tile on the board."""
        return any(t.owner == player for t in self.industries) or any(k.owner == player for k in self.links)

    def merchant_tile(self, location: str, space: int) -> MerchantTile | None:
        for tile in self.merchants:
            if tile.location == location and tile.space == space:
                return tile
        return None

    def merchant_at(self, location: str, space: int) -> MerchantTile:
        """The merchant tile on a space; :class:`DataError` if there is none."""
        found = self.merchant_tile(location, space)
        if found is None:
            raise DataError("no merchant tile on this space", item=f"{location} space {space}", field="space")
        return found

    def market(self, resource: str) -> int:
        if resource == "coal":
            return self.coal_market
        if resource == "iron":
            return self.iron_market
        raise ValueError(f"no {resource} market")

    # -- changes (each returns a new, checked position) ------------------------------------------------

    def with_changes(self, **changes: object) -> Position:
        return replace(self, **changes)  # type: ignore[arg-type]

    def with_tile(self, old: IndustryTile | None, new: IndustryTile | None) -> Position:
        """Replace ``old`` by ``new`` (either may be None: add or remove)."""
        tiles = [tile for tile in self.industries if tile != old]
        if new is not None:
            tiles.append(new)
        tiles.sort(key=lambda t: (brass_map().order[t.location], t.slot))
        return self.with_changes(industries=tuple(tiles))

    def with_link(self, link: BuiltLink) -> Position:
        order = {line.id: n for n, line in enumerate(brass_map().lines)}
        links = sorted((*self.links, link), key=lambda k: order[k.line])
        return self.with_changes(links=tuple(links))

    def with_merchant(self, old: MerchantTile, new: MerchantTile) -> Position:
        return self.with_changes(merchants=tuple(new if tile == old else tile for tile in self.merchants))


def _where(tile: IndustryTile) -> str:
    return f"{tile.location} slot {tile.slot}"


def _check_tile(tile: IndustryTile, players: tuple[str, ...]) -> None:
    board = brass_map()
    if not isinstance(tile.location, str) or tile.location not in board.by_id:
        board.resolve(str(tile.location))  # raises with close matches
        raise DataError("use the location id", item=str(tile.location), field="location")
    location = board.by_id[tile.location]
    item = _where(tile)
    if location.is_merchant:
        raise DataError(f"{location.name} is a merchant location; it has no industry slots", item=item,
                        field="location")
    if type(tile.slot) is not int:
        raise DataError("the slot is a whole number", item=item, field="slot")
    icons = location.slot(tile.slot)
    if tile.industry not in INDUSTRIES:
        raise DataError(f"unknown industry {tile.industry!r}; expected one of {', '.join(INDUSTRIES)}", item=item,
                        field="industry")
    if tile.industry not in icons:
        raise DataError(f"slot {tile.slot} of {location.name} shows {' / '.join(icons)}, not {tile.industry}",
                        item=item, field="industry")
    if tile.owner not in players:
        raise DataError(f"owner {tile.owner!r} is not a player ({', '.join(players)})", item=item, field="owner")
    if type(tile.level) is not int or tile.level not in LEVELS:
        raise DataError("level must be a whole number from 1 to 8", item=item, field="level")
    if type(tile.flipped) is not bool:
        raise DataError("flipped must be true or false", item=item, field="flipped")
    if type(tile.resources) is not int:
        raise DataError("resources must be a whole number", item=item, field="resources")
    if tile.resources < 0:
        raise DataError(f"negative cubes ({tile.resources}); a tile holds 0 or more", item=item, field="resources")
    held = tile.holds
    if held is None and tile.resources:
        raise DataError(f"{a_name(tile.industry)} holds no cubes or barrels", item=item, field="resources")
    if held is not None:
        if tile.flipped and tile.resources:
            raise DataError(f"a flipped {industry_name(tile.industry)} holds nothing; it flips when emptied "
                            "[brass.tile.flip-when-empty]", item=item, field="resources")
        if not tile.flipped and not tile.resources:
            raise DataError(f"an empty {industry_name(tile.industry)} is flipped [brass.tile.flip-when-empty]; "
                            "set flipped = true or give it cubes", item=item, field="flipped")
        if held == "beer" and tile.resources > MAX_BEER_ON_BREWERY:
            raise DataError(f"a brewery holds at most {MAX_BEER_ON_BREWERY} barrels", item=item, field="resources")


def _check_links(position: Position) -> None:
    board = brass_map()
    seen: set[str] = set()
    for link in position.links:
        if not isinstance(link.line, str) or link.line not in board.lines_by_id:
            board.line_by_id(str(link.line))  # raises: not on the map
            raise DataError("use the line id", item=str(link.line), field="line")
        line = board.lines_by_id[link.line]
        if link.kind not in ERAS:
            raise DataError(f"kind must be one of {', '.join(ERAS)}", item=link.line, field="kind")
        if not line.allows(link.kind):
            raise DataError(f"the line {link.line} takes no {link.kind} link [brass.link.era]", item=link.line,
                            field="kind")
        if link.kind != position.era:
            raise DataError(f"a {link.kind} link cannot be on the board in the {position.era} era "
                            "[brass.link.era, brass.era.canal-to-rail]", item=link.line, field="kind")
        if link.owner not in position.players:
            raise DataError(f"owner {link.owner!r} is not a player", item=link.line, field="owner")
        if link.line in seen:
            raise DataError("two link tiles on one line", item=link.line, field="line")
        seen.add(link.line)


def _check_merchants(position: Position) -> None:
    board = brass_map()
    players = len(position.players)
    seen: set[tuple[str, int]] = set()
    for tile in position.merchants:
        item = f"{tile.location} space {tile.space}"
        location = board.by_id.get(tile.location) if isinstance(tile.location, str) else None
        if location is None:
            board.resolve(str(tile.location))
            raise DataError("use the location id", item=item, field="location")
        if location.merchant is None:
            raise DataError(f"{location.name} is not a merchant location", item=item, field="location")
        if location.merchant.from_players > players:
            raise DataError(f"{location.name} has no merchant tiles with {players} players "
                            "[brass.merchant.spaces-by-players]", item=item, field="location")
        if type(tile.space) is not int or not 1 <= tile.space <= location.merchant.spaces:
            raise DataError(f"{location.name} has merchant spaces 1–{location.merchant.spaces}", item=item,
                            field="space")
        if tile.goods not in MERCHANT_GOODS:
            raise DataError(f"unknown merchant tile; expected one of {', '.join(MERCHANT_GOODS)}", item=item,
                            field="goods")
        if tile.blank and tile.beer:
            raise DataError("a blank merchant tile has no beer space [brass.merchant.blank]", item=item, field="beer")
        if (tile.location, tile.space) in seen:
            raise DataError("two merchant tiles on one space", item=item, field="space")
        seen.add((tile.location, tile.space))
    expected_spaces = {(m.id, n) for m in board.merchants() if m.merchant and m.merchant.from_players <= players
                       for n in range(1, m.merchant.spaces + 1)}
    if position.merchants and seen != expected_spaces:
        missing = sorted(expected_spaces - seen)
        listed = ", ".join(f"{a} space {b}" for a, b in missing)
        raise DataError(f"every merchant space in play needs a tile; missing {listed} "
                        "[brass.merchant.spaces-by-players]", field="merchants")
    if position.merchants:
        have = Counter(tile.goods for tile in position.merchants)
        want = Counter(supply_data().merchant_tiles(players))
        if have != want:
            raise DataError(f"with {players} players the merchant tiles are {', '.join(sorted(want.elements()))}; "
                            f"this position has {', '.join(sorted(have.elements()))} [brass.merchant.tiles-by-players]",
                            field="merchants")


def validate(position: Position) -> None:
    """Raise :class:`DataError` if the position is not one the board can show."""
    if position.era not in ERAS:
        raise DataError(f"era must be one of {', '.join(ERAS)}", field="era")
    players = position.players
    if (not isinstance(players, tuple) or not 2 <= len(players) <= 4
            or any(not isinstance(p, str) or not p for p in players) or len(set(players)) != len(players)):
        raise DataError("players: 2 to 4 different non-empty names", field="players")
    seen: set[tuple[str, int]] = set()
    for tile in position.industries:
        _check_tile(tile, players)
        if (tile.location, tile.slot) in seen:
            raise DataError("two tiles on one slot", item=_where(tile), field="slot")
        seen.add((tile.location, tile.slot))
    _check_links(position)
    _check_merchants(position)
    markets = supply_data().markets
    markets["coal"].check(position.coal_market)
    markets["iron"].check(position.iron_market)


def setup_merchants(players: int, seed: int | None = None) -> tuple[MerchantTile, ...]:
    """Merchant tiles for a new game: shuffled with ``seed`` (data order when None), one barrel beside each
    non-blank tile [brass.merchant.tiles-by-players, brass.merchant.setup-beer, brass.merchant.blank]."""
    tiles = list(supply_data().merchant_tiles(players))
    if seed is not None:
        random.Random(seed).shuffle(tiles)
    spaces = [(m.id, n) for m in brass_map().merchants() if m.merchant and m.merchant.from_players <= players
              for n in range(1, m.merchant.spaces + 1)]
    return tuple(MerchantTile(location, space, goods, beer=goods != "blank")
                 for (location, space), goods in zip(spaces, tiles, strict=True))


def make_position(players: tuple[str, ...] | list[str] = ("red", "yellow"), *, era: Era = "canal",
                  seed: int | None = None, name: str = "", description: str = "") -> Position:
    """An empty board at setup: merchant tiles placed and markets at their starting cubes [brass.market.ladders]."""
    markets = supply_data().markets
    return Position(era=era, players=tuple(players), merchants=setup_merchants(len(players), seed),
                    coal_market=markets["coal"].start, iron_market=markets["iron"].start, name=name,
                    description=description)

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
from furnace_lab.brass.limits import MOST, TILE_LEVELS
from furnace_lab.brass.problems import bad_data, quoted
from furnace_lab.brass.terms import (
    ERA_NAME,
    ERAS,
    HELD,
    INDUSTRIES,
    LINK_NAME,
    MERCHANT_GOODS,
    SOLD,
    Era,
    a_name,
    icons_text,
    in_lang,
    industry_name,
    player_ids_pt,
    player_name,
)

MAX_BEER_ON_BREWERY = 2
"""A brewery holds 1 barrel (canal era) or 2 (rail era) when built [brass.tile.output]."""

LEVELS = TILE_LEVELS


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
        if lang == "en":
            return f"{self.owner}'s {name} at {place}"
        return f"a {name} de {player_name(self.owner, 'pt')} em {place}"


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
    name_pt: str = ""
    description_pt: str = ""

    def __post_init__(self) -> None:
        validate(self)

    def title(self, lang: str = "en") -> str:
        """The position's name in ``"en"`` or ``"pt"`` (the English one when no Portuguese was given)."""
        return (self.name_pt or self.name) if lang == "pt" else self.name

    def about(self, lang: str = "en") -> str:
        """The position's description in ``"en"`` or ``"pt"`` (the English one when no Portuguese was given)."""
        return (self.description_pt or self.description) if lang == "pt" else self.description

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
            raise bad_data("no tile on this slot", "não há peça neste espaço", item=f"{location} slot {slot}",
                           field="slot")
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
            raise bad_data("no merchant tile on this space", "não há peça de Mercador neste espaço",
                           item=f"{location} space {space}", field="space")
        return found

    def market(self, resource: str) -> int:
        if resource == "coal":
            return self.coal_market
        if resource == "iron":
            return self.iron_market
        raise bad_data(f"no {resource} market", f"não há mercado de {resource!r}: só de 'coal' (carvão) e de 'iron' "
                       "(ferro)", field="resource")

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
        raise bad_data("use the location id", "use o id do local", item=str(tile.location), field="location")
    location = board.by_id[tile.location]
    item = _where(tile)
    if location.is_merchant:
        raise bad_data(f"{location.name} is a merchant location; it has no industry slots",
                       f"{location.name_in('pt')} é um local de Mercador; não tem espaços de Indústria", item=item,
                       field="location")
    if type(tile.slot) is not int:
        raise bad_data("the slot is a whole number", "o espaço é um número inteiro", item=item, field="slot")
    icons = location.slot(tile.slot)
    if tile.industry not in INDUSTRIES:
        raise bad_data(f"unknown industry {tile.industry!r}; expected one of {', '.join(INDUSTRIES)}",
                       f"Indústria desconhecida {tile.industry!r}; esperava-se uma de {quoted(INDUSTRIES)}", item=item,
                       field="industry")
    if tile.industry not in icons:
        raise bad_data(f"slot {tile.slot} of {location.name} shows {' / '.join(icons)}, not {tile.industry}",
                       f"o espaço {tile.slot} de {location.name_in('pt')} mostra {icons_text(icons, 'pt')}, não "
                       f"{industry_name(tile.industry, 'pt')}", item=item, field="industry")
    if tile.owner not in players:
        raise bad_data(f"owner {tile.owner!r} is not a player ({', '.join(players)})",
                       f"o dono {tile.owner!r} não é jogador ({player_ids_pt(players)})", item=item, field="owner")
    if type(tile.level) is not int or tile.level not in LEVELS:
        raise bad_data("level must be a whole number from 1 to 8", "o nível é um número inteiro de 1 a 8", item=item,
                       field="level")
    if type(tile.flipped) is not bool:
        raise bad_data("flipped must be true or false", "'flipped' (virada) é 'true' ou 'false'", item=item,
                       field="flipped")
    if type(tile.resources) is not int:
        raise bad_data("resources must be a whole number", "'resources' (cubos) é um número inteiro", item=item,
                       field="resources")
    if tile.resources < 0:
        raise bad_data(f"negative cubes ({tile.resources}); a tile holds 0 or more",
                       f"cubos negativos ({tile.resources}); uma peça tem 0 ou mais", item=item, field="resources")
    held = tile.holds
    if held is None and tile.resources:
        raise bad_data(f"{a_name(tile.industry)} holds no cubes or barrels",
                       f"{industry_name(tile.industry, 'pt')} não guarda cubos nem barris", item=item,
                       field="resources")
    if held is not None:
        if tile.flipped and tile.resources:
            raise bad_data(f"a flipped {industry_name(tile.industry)} holds nothing; it flips when emptied "
                           "[brass.tile.flip-when-empty]",
                           f"uma {industry_name(tile.industry, 'pt')} virada não guarda nada; ela vira ao se esvaziar "
                           "[brass.tile.flip-when-empty]", item=item, field="resources")
        if not tile.flipped and not tile.resources:
            raise bad_data(f"an empty {industry_name(tile.industry)} is flipped [brass.tile.flip-when-empty]; "
                           "set flipped = true or give it cubes",
                           f"uma {industry_name(tile.industry, 'pt')} vazia fica virada [brass.tile.flip-when-empty]; "
                           "use 'flipped = true' ou dê cubos a ela", item=item, field="flipped")
        if held == "beer" and tile.resources > MAX_BEER_ON_BREWERY:
            raise bad_data(f"a brewery holds at most {MAX_BEER_ON_BREWERY} barrels",
                           f"uma Cervejaria tem no máximo {MAX_BEER_ON_BREWERY} barris", item=item, field="resources")
        if tile.resources > MOST[held]:  # no tile holds more cubes than the game has [brass.supply.components]
            en, pt = ("coal cubes", "cubos de carvão") if held == "coal" else ("iron cubes", "cubos de ferro")
            raise bad_data(f"{a_name(tile.industry)} holds 0 to {MOST[held]} cubes (the game has {MOST[held]} {en} "
                           f"[brass.supply.components]), not {tile.resources}",
                           f"uma {industry_name(tile.industry, 'pt')} tem de 0 a {MOST[held]} cubos (o jogo tem "
                           f"{MOST[held]} {pt} [brass.supply.components]), não {tile.resources}", item=item,
                           field="resources")


def _check_links(position: Position) -> None:
    board = brass_map()
    seen: set[str] = set()
    for link in position.links:
        if not isinstance(link.line, str) or link.line not in board.lines_by_id:
            board.line_by_id(str(link.line))  # raises: not on the map
            raise bad_data("use the line id", "use o id da linha", item=str(link.line), field="line")
        line = board.lines_by_id[link.line]
        if link.kind not in ERAS:
            raise bad_data(f"kind must be one of {', '.join(ERAS)}", f"'kind' (tipo) é um de {quoted(ERAS)}",
                           item=link.line, field="kind")
        if not line.allows(link.kind):
            raise bad_data(f"the line {link.line} takes no {link.kind} link [brass.link.era]",
                           f"a linha {link.line!r} não aceita {in_lang(LINK_NAME[link.kind], 'pt')} [brass.link.era]",
                           item=link.line, field="kind")
        if link.kind != position.era:
            raise bad_data(f"a {link.kind} link cannot be on the board in the {position.era} era "
                           "[brass.link.era, brass.era.canal-to-rail]",
                           f"não pode haver {in_lang(LINK_NAME[link.kind], 'pt')} no tabuleiro na "
                           f"{in_lang(ERA_NAME[position.era], 'pt')} [brass.link.era, brass.era.canal-to-rail]",
                           item=link.line, field="kind")
        if link.owner not in position.players:
            raise bad_data(f"owner {link.owner!r} is not a player",
                           f"o dono {link.owner!r} não é jogador ({player_ids_pt(position.players)})",
                           item=link.line, field="owner")
        if link.line in seen:
            raise bad_data("two link tiles on one line", "duas Conexões numa mesma linha", item=link.line,
                           field="line")
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
            raise bad_data("use the location id", "use o id do local", item=item, field="location")
        if location.merchant is None:
            raise bad_data(f"{location.name} is not a merchant location",
                           f"{location.name_in('pt')} não é um local de Mercador", item=item, field="location")
        if location.merchant.from_players > players:
            raise bad_data(f"{location.name} has no merchant tiles with {players} players "
                           "[brass.merchant.spaces-by-players]",
                           f"{location.name} não tem peças de Mercador com {players} jogadores "
                           "[brass.merchant.spaces-by-players]", item=item, field="location")
        if type(tile.space) is not int or not 1 <= tile.space <= location.merchant.spaces:
            raise bad_data(f"{location.name} has merchant spaces 1–{location.merchant.spaces}",
                           f"{location.name} tem os espaços de Mercador 1–{location.merchant.spaces}", item=item,
                           field="space")
        if tile.goods not in MERCHANT_GOODS:
            raise bad_data(f"unknown merchant tile; expected one of {', '.join(MERCHANT_GOODS)}",
                           f"peça de Mercador desconhecida; esperava-se uma de {quoted(MERCHANT_GOODS)}", item=item,
                           field="goods")
        if tile.blank and tile.beer:
            raise bad_data("a blank merchant tile has no beer space [brass.merchant.blank]",
                           "uma peça de Mercador em branco não tem espaço de cerveja [brass.merchant.blank]",
                           item=item, field="beer")
        if (tile.location, tile.space) in seen:
            raise bad_data("two merchant tiles on one space", "duas peças de Mercador num mesmo espaço", item=item,
                           field="space")
        seen.add((tile.location, tile.space))
    expected_spaces = {(m.id, n) for m in board.merchants() if m.merchant and m.merchant.from_players <= players
                       for n in range(1, m.merchant.spaces + 1)}
    if position.merchants and seen != expected_spaces:
        missing = sorted(expected_spaces - seen)
        listed = ", ".join(f"{a} space {b}" for a, b in missing)
        listed_pt = ", ".join(f"{board.name(a, 'pt')} espaço {b}" for a, b in missing)
        raise bad_data(f"every merchant space in play needs a tile; missing {listed} "
                       "[brass.merchant.spaces-by-players]",
                       f"todo espaço de Mercador em jogo precisa de uma peça; faltam: {listed_pt} "
                       "[brass.merchant.spaces-by-players]", field="merchants")
    if position.merchants:
        have = Counter(tile.goods for tile in position.merchants)
        want = Counter(supply_data().merchant_tiles(players))
        if have != want:
            raise bad_data(f"with {players} players the merchant tiles are {', '.join(sorted(want.elements()))}; "
                           f"this position has {', '.join(sorted(have.elements()))} [brass.merchant.tiles-by-players]",
                           f"com {players} jogadores as peças de Mercador são {quoted(sorted(want.elements()))}; "
                           f"esta posição tem {quoted(sorted(have.elements()))} [brass.merchant.tiles-by-players]",
                           field="merchants")


def validate(position: Position) -> None:
    """Raise :class:`DataError` if the position is not one the board can show."""
    if position.era not in ERAS:
        raise bad_data(f"era must be one of {', '.join(ERAS)}", f"'era' é um de {quoted(ERAS)}", field="era")
    players = position.players
    if (not isinstance(players, tuple) or not 2 <= len(players) <= 4
            or any(not isinstance(p, str) or not p for p in players) or len(set(players)) != len(players)):
        raise bad_data("players: 2 to 4 different non-empty names", "jogadores: de 2 a 4 nomes diferentes, não vazios",
                       field="players")
    seen: set[tuple[str, int]] = set()
    for tile in position.industries:
        _check_tile(tile, players)
        if (tile.location, tile.slot) in seen:
            raise bad_data("two tiles on one slot", "duas peças num mesmo espaço", item=_where(tile), field="slot")
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
                  seed: int | None = None, name: str = "", description: str = "", name_pt: str = "",
                  description_pt: str = "") -> Position:
    """An empty board at setup: merchant tiles placed and markets at their starting cubes [brass.market.ladders]."""
    markets = supply_data().markets
    return Position(era=era, players=tuple(players), merchants=setup_merchants(len(players), seed),
                    coal_market=markets["coal"].start, iron_market=markets["iron"].start, name=name,
                    description=description, name_pt=name_pt, description_pt=description_pt)

"""Loading the Brass data files (``furnace_lab/brass/data/*.toml``) into checked, typed tables.

``map.toml`` holds the locations, slots, link lines and drawing positions; ``markets.toml`` the market ladders,
the merchant tiles by player count and the cubes a new tile is stocked with. Every item carries a
:class:`~furnace_lab.cards.model.Provenance` (sources, confidence, notes), like the card catalog. Any problem
raises :class:`~furnace_lab.errors.DataError` naming the file, the item and the field, in English and in
Portuguese (``error.message("pt")``).
"""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Final

from furnace_lab.brass.board import BrassMap, LinkLine, Location, MerchantInfo, line_id
from furnace_lab.brass.markets import MarketLadder
from furnace_lab.brass.problems import bad_data, quoted, syntax_pt
from furnace_lab.brass.terms import BONUS_KINDS, INDUSTRIES, LOCATION_KINDS, MERCHANT_GOODS
from furnace_lab.cards.model import CONFIDENCE, Provenance

MAP_FILE: Final = "furnace_lab/brass/data/map.toml"
MARKETS_FILE: Final = "furnace_lab/brass/data/markets.toml"


@dataclass(frozen=True)
class SupplyData:
    """The market ladders, merchant tiles by player count, and new-tile stock."""

    markets: dict[str, MarketLadder]
    merchant_tiles_added: dict[int, tuple[str, ...]]
    tile_output: dict[str, dict[int, int]]
    brewery_beer: dict[str, int]
    provenance: dict[str, Provenance]

    def merchant_tiles(self, players: int) -> tuple[str, ...]:
        """Every merchant tile in play with this many players [brass.merchant.tiles-by-players]."""
        if players not in self.merchant_tiles_added:
            raise bad_data(f"Brass: Birmingham is played by 2 to 4 players, not {players}",
                           f"Brass: Birmingham se joga com 2 a 4 jogadores, não {players}", field="players")
        return tuple(tile for count in sorted(self.merchant_tiles_added) if count <= players
                     for tile in self.merchant_tiles_added[count])


def _read(name: str, file: str) -> dict[str, Any]:
    return parse_toml(resources.files("furnace_lab.brass").joinpath("data", name).read_text(encoding="utf-8"), file)


def parse_toml(text: str, file: str) -> dict[str, Any]:
    """The tables of a data file's TOML text; :class:`DataError` naming ``file`` if it is not valid TOML."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise bad_data(f"not valid TOML: {error}", f"TOML inválido: {syntax_pt(error)}", file=file) from None


def _provenances(raw: object, file: str) -> dict[str, Provenance]:
    if not isinstance(raw, dict):
        raise bad_data("expected [provenance.<name>] tables", "esperavam-se tabelas '[provenance.<nome>]'",
                       file=file, field="provenance")
    found: dict[str, Provenance] = {}
    for name, table in raw.items():
        if not isinstance(table, dict) or not isinstance(table.get("sources"), list):
            raise bad_data("expected a table with a 'sources' list", "esperava-se uma tabela com uma lista 'sources'",
                           file=file, item=name, field="provenance")
        confidence = table.get("confidence", "single")
        if confidence not in CONFIDENCE:
            raise bad_data(f"unknown confidence; expected one of {', '.join(CONFIDENCE)}",
                           f"grau de confiança desconhecido; esperava-se um de {quoted(CONFIDENCE)}", file=file,
                           item=name, field="confidence")
        found[name] = Provenance(sources=tuple(str(s) for s in table["sources"]), confidence=confidence,
                                 notes=str(table.get("notes", "")))
    return found


def _pick(provenances: dict[str, Provenance], name: object, file: str, item: str) -> Provenance:
    if name not in provenances:
        raise bad_data(f"unknown provenance; expected one of {', '.join(provenances)}",
                       f"procedência desconhecida; esperava-se uma de {quoted(provenances)}", file=file, item=item,
                       field="provenance")
    return provenances[str(name)]


def _location(raw: dict[str, Any], provenances: dict[str, Provenance]) -> Location:
    file = MAP_FILE
    item = str(raw.get("id", "?"))
    for key in ("id", "name", "kind"):
        if not isinstance(raw.get(key), str) or not raw[key]:
            raise bad_data("missing or empty; expected a string", "ausente ou vazio; esperava-se um texto",
                           file=file, item=item, field=key)
    kind = raw["kind"]
    if kind not in LOCATION_KINDS:
        raise bad_data(f"unknown kind; expected one of {', '.join(LOCATION_KINDS)}",
                       f"tipo de local desconhecido; esperava-se um de {quoted(LOCATION_KINDS)}", file=file,
                       item=item, field="kind")
    slots: list[tuple[str, ...]] = []
    for n, slot in enumerate(raw.get("slots", []), start=1):
        if not isinstance(slot, list) or not slot or any(industry not in INDUSTRIES for industry in slot):
            raise bad_data(f"slot {n} must list industries from {', '.join(INDUSTRIES)}",
                           f"o espaço {n} deve listar Indústrias entre {quoted(INDUSTRIES)}", file=file, item=item,
                           field="slots")
        slots.append(tuple(slot))
    if (kind == "merchant") != (not slots):
        raise bad_data("merchants have no industry slots and other locations need some",
                       "locais de Mercador não têm espaços de Indústria, e os demais locais precisam de algum",
                       file=file, item=item, field="slots")
    pos = raw.get("pos")
    if not (isinstance(pos, list) and len(pos) == 2 and all(isinstance(v, int | float) for v in pos)):
        raise bad_data("expected [x, y]", "esperava-se '[x, y]'", file=file, item=item, field="pos")
    merchant = None
    if kind == "merchant":
        bonus = raw.get("bonus", {})
        if bonus.get("kind") not in BONUS_KINDS or not isinstance(bonus.get("amount"), int):
            raise bad_data(f"expected {{kind = one of {', '.join(BONUS_KINDS)}, amount = int}}",
                           f"esperava-se '{{kind = ..., amount = ...}}', com 'kind' entre {quoted(BONUS_KINDS)} e "
                           "'amount' um número inteiro", file=file, item=item, field="bonus")
        spaces, from_players = raw.get("spaces"), raw.get("from_players")
        if spaces not in (1, 2) or from_players not in (2, 3, 4):
            raise bad_data("spaces must be 1 or 2 and from_players 2–4",
                           "'spaces' deve ser 1 ou 2, e 'from_players' de 2 a 4", file=file, item=item,
                           field="spaces")
        merchant = MerchantInfo(spaces, from_players, bonus["kind"], bonus["amount"])
    return Location(
        id=raw["id"], name=raw["name"], kind=kind, slots=tuple(slots), pos=(float(pos[0]), float(pos[1])),
        aliases=tuple(raw.get("aliases", ())), short=str(raw.get("short", "")), merchant=merchant,
        provenance=_pick(provenances, raw.get("provenance"), file, item), name_pt=str(raw.get("name_pt", "")),
        short_pt=str(raw.get("short_pt", "")),
    )


def parse_map(data: dict[str, Any]) -> BrassMap:
    """Check and build the map from the parsed ``map.toml``."""
    file = MAP_FILE
    provenances = _provenances(data.get("provenance"), file)
    locations = tuple(_location(raw, provenances) for raw in data.get("location", []))
    ids = Counter(location.id for location in locations)
    for location_id, count in ids.items():
        if count > 1:
            raise bad_data("duplicate location id", "id de local repetido", file=file, item=location_id,
                           field="id")
    lines: list[LinkLine] = []
    for n, raw in enumerate(data.get("line", []), start=1):
        ends = raw.get("ends")
        written = isinstance(ends, list) and all(isinstance(end, str) for end in ends)
        item = "/".join(ends) if written else f"line #{n}"
        item_pt = None if written else f"linha nº {n}"
        if not written or len(ends) not in (2, 3) or len(set(ends)) != len(ends):
            raise bad_data("expected 2 or 3 different location ids", "esperavam-se 2 ou 3 ids de locais diferentes",
                           file=file, item=item, item_pt=item_pt, field="ends")
        for end in ends:
            if end not in ids:
                raise bad_data(f"unknown location {end!r}", f"local desconhecido: {end!r}", file=file, item=item,
                               field="ends")
        canal, rail = raw.get("canal"), raw.get("rail")
        if not isinstance(canal, bool) or not isinstance(rail, bool) or not (canal or rail):
            raise bad_data("canal and rail must be true/false, and at least one true",
                           "'canal' e 'rail' devem ser 'true' ou 'false', e pelo menos um deles 'true'", file=file,
                           item=item, field="canal")
        lines.append(LinkLine(id=line_id(tuple(ends)), ends=tuple(ends), canal=canal, rail=rail,
                              provenance=_pick(provenances, raw.get("provenance", "lines"), file, item)))
    seen: set[frozenset[str]] = set()
    for line in lines:
        for pair in line.pairs():
            if frozenset(pair) in seen:
                raise bad_data("two lines join the same pair of locations", "duas linhas ligam o mesmo par de locais",
                               file=file, item=line.id, field="ends")
            seen.add(frozenset(pair))
    return BrassMap(locations=locations, lines=tuple(lines))


def _ladder(name: str, raw: object, provenances: dict[str, Provenance]) -> MarketLadder:
    file = MARKETS_FILE
    if not isinstance(raw, dict):
        raise bad_data("expected a table", "esperava-se uma tabela", file=file, item=name, field="market")
    prices = raw.get("prices")
    if not isinstance(prices, list) or not prices or any(not isinstance(p, int) or p < 1 for p in prices):
        raise bad_data("expected a list of positive prices", "esperava-se uma lista de preços positivos", file=file,
                       item=name, field="prices")
    if prices != sorted(prices):
        raise bad_data("prices must run from cheapest to dearest", "os preços devem ir do mais barato ao mais caro",
                       file=file, item=name, field="prices")
    start, empty = raw.get("start"), raw.get("empty_price")
    if not isinstance(start, int) or not 0 <= start <= len(prices):
        raise bad_data(f"expected 0–{len(prices)} cubes", f"esperavam-se de 0 a {len(prices)} cubos", file=file,
                       item=name, field="start")
    if not isinstance(empty, int) or empty <= max(prices):
        raise bad_data("expected a price above every space", "esperava-se um preço acima do de todos os espaços",
                       file=file, item=name, field="empty_price")
    return MarketLadder(resource=name, prices=tuple(prices), start=start, empty_price=empty,
                        provenance=_pick(provenances, raw.get("provenance"), file, name))


def _table(data: object, key: str, file: str, field: str) -> dict[str, Any]:
    """``data[key]`` if it is a table (an empty one when missing); anything else is refused, naming ``field``."""
    found = data.get(key, {}) if isinstance(data, dict) else None
    if not isinstance(found, dict):
        raise bad_data(f"expected a table [{field}]", f"esperava-se uma tabela [{field}]", file=file, item=key,
                       field=field)
    return found


def _level_cubes(table: dict[str, Any], file: str, industry: str) -> dict[int, int]:
    """A tile table ``{level = cubes}``, not empty: whole numbers, cubes positive."""
    out: dict[int, int] = {}
    for level, cubes in table.items():
        if not str(level).isdigit() or not isinstance(cubes, int) or isinstance(cubes, bool) or cubes < 1:
            break
        out[int(level)] = cubes
    else:
        if out:
            return out
    raise bad_data("expected {level = cubes} with positive cubes",
                   "esperava-se '{level = cubes}', com um número positivo de cubos", file=file, item=industry,
                   field="tile_output")


def parse_supply(data: dict[str, Any]) -> SupplyData:
    """Check and build the supply tables from the parsed ``markets.toml``."""
    file = MARKETS_FILE
    provenances = _provenances(data.get("provenance"), file)
    market = _table(data, "market", file, "market")
    markets = {name: _ladder(name, market.get(name), provenances) for name in ("coal", "iron")}
    added_raw = _table(_table(data, "merchant_tiles", file, "merchant_tiles"), "added", file, "merchant_tiles")
    added: dict[int, tuple[str, ...]] = {}
    for count, tiles in added_raw.items():
        if (count not in ("2", "3", "4") or not isinstance(tiles, list)
                or any(tile not in MERCHANT_GOODS for tile in tiles)):
            raise bad_data(f"expected player counts 2–4 listing tiles from {', '.join(MERCHANT_GOODS)}",
                           "esperavam-se números de jogadores de 2 a 4, cada um com uma lista de peças entre "
                           f"{quoted(MERCHANT_GOODS)}", file=file, item=str(count), field="merchant_tiles")
        added[int(count)] = tuple(tiles)
    output: dict[str, dict[int, int]] = {}
    tile_output = _table(data, "tile_output", file, "tile_output")
    for industry in ("coal", "iron"):
        output[industry] = _level_cubes(_table(tile_output, industry, file, "tile_output"), file, industry)
    beer = _table(data, "brewery_beer", file, "brewery_beer")
    if not all(isinstance(beer.get(era), int) and beer[era] > 0 for era in ("canal", "rail")):
        raise bad_data("expected canal = n, rail = n", "esperava-se 'canal = n, rail = n'", file=file,
                       field="brewery_beer")
    return SupplyData(markets=markets, merchant_tiles_added=added, tile_output=output,
                      brewery_beer={"canal": beer["canal"], "rail": beer["rail"]}, provenance=provenances)


@lru_cache(maxsize=1)
def brass_map() -> BrassMap:
    """The Birmingham map (loaded once)."""
    return parse_map(_read("map.toml", MAP_FILE))


@lru_cache(maxsize=1)
def supply_data() -> SupplyData:
    """Market ladders, merchant tiles and tile stock (loaded once)."""
    return parse_supply(_read("markets.toml", MARKETS_FILE))

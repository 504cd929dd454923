"""Requests on a board position — build, place a link, place two rails, sell, change era — and their outcomes.

Each request is checked and carried out as a whole by :func:`resolve`: where the tile or link may go
(:mod:`~furnace_lab.brass.placement`), where its coal, iron and beer come from (:mod:`~furnace_lab.brass.coal`,
:mod:`~furnace_lab.brass.iron`, :mod:`~furnace_lab.brass.beer`), what the markets pay a new coal mine or iron
works [brass.market.sell-on-build], and the new position. If any part cannot be met the whole request is
refused with :class:`~furnace_lab.errors.IllegalAction` and the reason; positions are immutable, so the
position asked about is unchanged.

Money is reported (paid to markets, received from them, the printed link prices) but not tracked: seed 001 is
about the network and resources, not players' cash. Tile costs in money are not modelled.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Final

from furnace_lab.brass.beer import beer_sources
from furnace_lab.brass.board import LinkLine
from furnace_lab.brass.coal import coal_sources, merchant_connected
from furnace_lab.brass.data import brass_map, supply_data
from furnace_lab.brass.explain import Answer, Step, refuse, step
from furnace_lab.brass.iron import iron_sources
from furnace_lab.brass.limits import check_amount
from furnace_lab.brass.network import check_player, distances
from furnace_lab.brass.placement import Card, check_build, check_link, industry_card
from furnace_lab.brass.position import BuiltLink, IndustryTile, MerchantTile, Position
from furnace_lab.brass.problems import Said, bad_data
from furnace_lab.brass.readings import DEFAULT_READINGS, Readings
from furnace_lab.brass.sourcing import Plan, pay
from furnace_lab.brass.terms import (
    ERA_NAME,
    GOODS_WORD,
    HELD,
    LINK_NAME,
    MERCHANT_GOODS_NAME,
    RESOURCE_NAME,
    SOLD,
    a_name,
    bonus_text,
    industry_name,
    player_name,
)
from furnace_lab.errors import DataError

LINK_PRICE: Final = {"canal": 3, "rail": 5, "double-rail": 15}
"""Printed link prices in £ [brass.link.era]."""
RAIL_COAL: Final = 1
"""Coal per rail link [brass.coal.required]."""
DOUBLE_RAIL_BEER: Final = 1
"""Beer for two rails in one action [brass.beer.double-rail-requirement]."""


@dataclass(frozen=True)
class Build:
    """Build ``industry`` at ``location`` with ``card`` (default: that industry's card).

    ``coal``/``iron``: the tile's printed cost. ``output``: cubes a new coal mine or iron works is stocked with
    (default: by ``level`` from the tile table [brass.tile.output]). ``coal_choice``/``iron_choice`` settle ties.
    """

    player: str
    location: str
    industry: str
    card: Card | None = None
    slot: int | None = None
    coal: int = 0
    iron: int = 0
    level: int = 1
    output: int | None = None
    coal_choice: tuple[str, ...] = ()
    iron_choice: tuple[str, ...] = ()

    def describe(self, lang: str = "en") -> str:
        from furnace_lab.brass.phrases import amount_text  # phrases reads and writes requests: it imports this

        place = brass_map().location(self.location).name_in(lang)
        cost = "".join(f", {amount_text(n, r, lang)}" for n, r in ((self.coal, "coal"), (self.iron, "iron")) if n)
        if lang == "en":
            return f"{self.player}: build {a_name(self.industry)} at {place}{cost}"
        return f"{player_name(self.player, 'pt')}: construir {industry_name(self.industry, 'pt')} em {place}{cost}"


@dataclass(frozen=True)
class PlaceLink:
    """Place one link on the line between ``ends``; its kind is the era's (``kind``, if given, must match)."""

    player: str
    ends: tuple[str, str]
    coal_choice: tuple[str, ...] = ()
    kind: str | None = None

    def describe(self, lang: str = "en") -> str:
        board = brass_map()
        names = "–".join(board.location(e).name_in(lang) for e in self.ends)
        kind_en, kind_pt = LINK_NAME.get(self.kind or "", ("", "Conexão"))
        if lang == "en":  # "rail link A–B" (the words a request is typed with), or just "link A–B"
            return f"{self.player}: {kind_en + ' ' if kind_en else ''}link {names}"
        return f"{player_name(self.player, 'pt')}: {kind_pt} {names}"


@dataclass(frozen=True)
class DoubleRail:
    """Place two rail links in one Network action: ``first``, then ``second``."""

    player: str
    first: tuple[str, str]
    second: tuple[str, str]
    coal_choice: tuple[str, ...] = ()
    beer_choice: tuple[str, ...] = ()

    def describe(self, lang: str = "en") -> str:
        board = brass_map()
        one = "–".join(board.location(e).name_in(lang) for e in self.first)
        two = "–".join(board.location(e).name_in(lang) for e in self.second)
        return (f"{self.player}: double rail {one} and {two}" if lang == "en"
                else f"{player_name(self.player, 'pt')}: ferrovia dupla {one} e {two}")


@dataclass(frozen=True)
class Sell:
    """Sell ``player``'s ``industry`` tile at ``location``, paying ``beer``; ``merchant`` names the buyer
    (a merchant location or ``"location:space"``; default: the first connected merchant that buys it)."""

    player: str
    location: str
    industry: str
    beer: int = 0
    merchant: str | None = None
    slot: int | None = None
    beer_choice: tuple[str, ...] = ()

    def describe(self, lang: str = "en") -> str:
        from furnace_lab.brass.phrases import amount_text  # phrases reads and writes requests: it imports this

        board = brass_map()
        place = board.location(self.location).name_in(lang)
        buyer = board.location(self.merchant.split(":")[0]).name_in(lang) if self.merchant else ""
        beer = f", {amount_text(self.beer, 'beer', lang)}" if self.beer else ""  # no beer: nothing to say
        if lang == "en":
            to = f" to {buyer}" if buyer else ""
            return f"{self.player}: sell {industry_name(self.industry)} at {place}{to}{beer}"
        para = f" para {buyer}" if buyer else ""
        return f"{player_name(self.player, 'pt')}: vender {industry_name(self.industry, 'pt')} em {place}{para}{beer}"


@dataclass(frozen=True)
class CanalToRail:
    """End the canal era: links and level-1 tiles leave, merchant beer is refilled, the rail era begins."""

    def describe(self, lang: str = "en") -> str:
        return "end of the canal era" if lang == "en" else "fim da era dos canais"


Request = Build | PlaceLink | DoubleRail | Sell | CanalToRail


@dataclass(frozen=True)
class Outcome:
    """What a request did: the positions before and after, the sourcing plans, money, and where it happened."""

    request: Request
    before: Position
    after: Position
    plans: tuple[Plan, ...] = ()
    money: int = 0
    focus: tuple[str, ...] = ()
    new_lines: tuple[str, ...] = ()
    notes: dict[str, str] = field(default_factory=dict)

    def plan(self, resource: str) -> Plan:
        """The (first) plan for a resource; an empty plan (nothing needed) when the request used none."""
        return next((plan for plan in self.plans if plan.resource == resource), Plan(resource, 0))


def resolve(position: Position, request: Request, readings: Readings = DEFAULT_READINGS) -> Answer[Outcome]:
    """Check and carry out ``request`` on ``position``. Refuses whole (IllegalAction) when not allowed."""
    _check_counts(request)
    if isinstance(request, Build):
        return _build(position, request, readings)
    if isinstance(request, PlaceLink):
        return _link(position, request, readings)
    if isinstance(request, DoubleRail):
        return _double_rail(position, request, readings)
    if isinstance(request, Sell):
        return _sell(position, request, readings)
    if isinstance(request, CanalToRail):
        return canal_to_rail(position)
    raise bad_data(f"not a Brass request: {request!r}", f"não é um pedido de Brass: {request!r}", field="request")


def _check_counts(request: object) -> None:
    """Every count a request states is at most what the game has of that resource [brass.supply.components]
    (:mod:`~furnace_lab.brass.limits`), checked before any work: a refusal names the field and the range."""
    if isinstance(request, Build):
        plain = replace(request, coal=0, iron=0)  # named without the counts being checked
        item, item_pt = plain.describe(), plain.describe("pt")
        check_amount(request.coal, "coal", item=item, item_pt=item_pt)
        check_amount(request.iron, "iron", item=item, item_pt=item_pt)
        if request.output is not None and request.industry in ("coal", "iron"):
            check_amount(request.output, request.industry, field="output", low=1, item=item, item_pt=item_pt)
    elif isinstance(request, Sell):
        plain_sale = replace(request, beer=0)
        check_amount(request.beer, "beer", item=plain_sale.describe(), item_pt=plain_sale.describe("pt"))


# ---------------------------------------------------------------- build


def _output(position: Position, request: Build) -> int:
    industry = request.industry
    if industry == "brewery":
        return supply_data().brewery_beer[position.era]
    if industry not in ("coal", "iron"):
        return 0
    if request.output is not None:
        if type(request.output) is not int or request.output < 1:
            raise bad_data("a new tile is stocked with at least 1 cube", "uma peça nova começa com pelo menos 1 cubo",
                           item=request.describe(), item_pt=request.describe("pt"), field="output")
        return request.output
    table = supply_data().tile_output[industry]
    if request.level not in table:
        raise bad_data(f"no {industry_name(industry)} of level {request.level} in the tile table; give output=",
                       f"não há {industry_name(industry, 'pt')} de nível {request.level} na tabela de peças; "
                       "informe 'output='", item=request.describe(), item_pt=request.describe("pt"), field="level")
    return table[request.level]


def _build(position: Position, request: Build, readings: Readings) -> Answer[Outcome]:
    card = request.card or industry_card(request.industry)
    action = Said(request.describe(), request.describe("pt"))
    placed = check_build(position, request.player, card, request.location, request.industry, request.slot,
                         action=action)
    location, slot = placed.value
    steps: list[Step] = list(placed.steps)
    board = brass_map()
    what = (f"{a_name(request.industry).capitalize()} at {board.name(location)}",
            f"{industry_name(request.industry, 'pt')} em {board.name(location, 'pt')}")
    coal = coal_sources(position, request.coal, location, choose=request.coal_choice, readings=readings,
                        purpose=what, action=action)
    steps.extend(coal.steps)
    paid = pay(position, coal.value)
    steps.extend(paid.steps)
    iron = iron_sources(paid.value, request.iron, choose=request.iron_choice, purpose=what, action=action)
    steps.extend(iron.steps)
    paid_iron = pay(paid.value, iron.value)
    steps.extend(paid_iron.steps)
    now = paid_iron.value
    stock = _output(position, request)
    if stock:
        held_en, held_pt = RESOURCE_NAME[HELD[request.industry]]
        unit_pt = "barril(is)" if request.industry == "brewery" else "cubo(s)"
        steps.append(step("brass.tile.output",
                          f"The new {industry_name(request.industry)} starts with {stock} {held_en}.",
                          f"A nova {industry_name(request.industry, 'pt')} começa com {stock} {unit_pt} de {held_pt}."))
    tile = IndustryTile(location, slot, request.industry, request.player, request.level, False, stock)
    money = -(coal.value.cost + iron.value.cost)
    sold = _sell_output(now, tile, readings)
    steps.extend(sold.steps)
    tile, market_after, income = sold.value
    money += income
    after = now.with_tile(None, tile)
    if tile.industry in ("coal", "iron"):
        after = after.with_changes(**{f"{tile.industry}_market": market_after})
    outcome = Outcome(request, position, after, (coal.value, iron.value), money, (location,))
    return Answer(outcome, tuple(steps))


def _sell_output(position: Position, tile: IndustryTile,
                 readings: Readings) -> Answer[tuple[IndustryTile, int, int]]:
    """A new coal mine or iron works sells to its market, dearest empty space first [brass.market.sell-on-build].

    Returns (the tile after selling, the market's cube count after, money received).
    """
    if tile.industry not in ("coal", "iron"):
        return Answer((tile, 0, 0))
    steps: list[Step] = []
    resource = tile.industry
    ladder = supply_data().markets[resource]
    cubes = position.market(resource)
    if resource == "coal":
        merchant = merchant_connected(position, (tile.location,), readings)
        if merchant is None:
            steps.append(step("brass.market.coal-sale-needs-merchant",
                              "It is not connected to any merchant location, so it sells nothing to the Coal Market.",
                              "Ela não está conectada a nenhum local de Mercador; não vende ao Mercado de Carvão."))
            return Answer((tile, cubes, 0), tuple(steps))
        steps.append(step("brass.market.coal-sale-needs-merchant",
                          f"It is connected to the merchant location {brass_map().by_id[merchant].name}, so it "
                          "sells to the Coal Market.",
                          f"Ela está conectada ao local de Mercador {brass_map().by_id[merchant].name}; vende ao "
                          "Mercado de Carvão."))
    else:
        steps.append(step("brass.market.iron-sale-always", "An iron works sells to the Iron Market with no connection.",
                          "Uma Siderúrgica vende ao Mercado de Ferro sem precisar de conexão."))
    prices, market_after = ladder.sell(cubes, tile.resources)
    income = sum(prices)
    if prices:
        steps.append(step("brass.market.sell-on-build",
                          f"It sells {len(prices)} cube(s) to its market as part of the Build.",
                          f"Ela vende {len(prices)} cubo(s) ao seu mercado na própria ação de Construir."))
        steps.append(step("brass.market.sell-most-expensive",
                          f"Dearest empty spaces first: {' + '.join(f'£{p}' for p in prices)} = £{income}.",
                          f"Espaços vazios mais caros primeiro: {' + '.join(f'£{p}' for p in prices)} = £{income}."))
    else:
        steps.append(step("brass.market.sell-on-build", "Its market is full: nothing is sold.",
                          "O mercado está cheio: nada é vendido."))
    left = tile.resources - len(prices)
    if left == 0:
        steps.append(step("brass.tile.flip-when-empty", "All its cubes are sold, so the tile flips.",
                          "Todos os cubos foram vendidos; a peça vira."))
    return Answer((replace(tile, resources=left, flipped=left == 0), market_after, income), tuple(steps))


# ---------------------------------------------------------------- links


def _line(ends: tuple[str, str], action: str) -> LinkLine:
    board = brass_map()
    if not isinstance(ends, tuple | list) or len(ends) != 2:
        raise bad_data("a link is asked for by its two ends", "uma Conexão se pede pelas suas duas pontas",
                       item=str(ends), field="ends")
    a, b = board.location(ends[0]), board.location(ends[1])
    try:
        return board.line(a.id, b.id)
    except DataError:
        refuse("brass.map.links", f"no link line joins {a.name} and {b.name} on the map",
               f"nenhuma linha de Conexão liga {a.name_in('pt')} a {b.name_in('pt')} no mapa", action=action)


def _coal_at(line: LinkLine, ends: tuple[str, str], readings: Readings) -> tuple[str, ...]:
    """Where a rail link's coal distance is counted from [brass.coal.rail-link-distance]."""
    if readings.rail_coal_from == "first-end":
        return (brass_map().resolve(ends[0]),)
    return line.ends


def _place_rail(position: Position, player: str, line: LinkLine, ends: tuple[str, str], readings: Readings,
                choose: tuple[str, ...], action: str,
                extra: frozenset[str] = frozenset()) -> tuple[Position, Plan, list[Step]]:
    """Check and place one rail link, then pay its coal judged with the link in place."""
    checked = check_link(position, player, line, extra_network=extra, action=action)
    steps = list(checked.steps)
    placed = position.with_link(BuiltLink(line.id, player, "rail"))
    at = _coal_at(line, ends, readings)
    board = brass_map()
    names, names_pt = board.names(line.ends), board.names(line.ends, "pt")
    ends_named, ends_pt = board.names(at), board.names(at, "pt")
    if len(at) > 1:
        measure = (f"Distance to coal is counted from the nearer end of the new link ({ends_named}), with it placed.",
                   f"A distância até o carvão conta a partir da ponta mais próxima da Conexão nova ({ends_pt}), "
                   "já colocada.")
    else:
        measure = (f"Distance to coal is counted from the new link's end at {ends_named} (reading 'first-end'), "
                   "with it placed.",
                   f"A distância até o carvão conta a partir da ponta da Conexão nova em {ends_pt} "
                   "(leitura 'first-end'), já colocada.")
    steps.append(step("brass.coal.rail-link-distance", *measure))
    coal = coal_sources(placed, RAIL_COAL, at, choose=choose, readings=readings,
                        purpose=(f"The rail link {names}", f"A ferrovia {names_pt}"),
                        action=action)
    steps.extend(coal.steps)
    paid = pay(placed, coal.value)
    steps.extend(paid.steps)
    return paid.value, coal.value, steps


def _link(position: Position, request: PlaceLink, readings: Readings) -> Answer[Outcome]:
    check_player(position, request.player)
    action = Said(request.describe(), request.describe("pt"))
    line = _line(request.ends, action)
    price = LINK_PRICE[position.era]
    if request.kind is not None and request.kind != position.era:
        era_en, era_pt = ERA_NAME[position.era]
        refuse("brass.link.era", f"a {request.kind} link cannot be placed in the {era_en}",
               f"não se coloca {LINK_NAME.get(request.kind, (request.kind,) * 2)[1]} na {era_pt}", action=action)
    if position.era == "canal":
        checked = check_link(position, request.player, line, action=action)
        after = position.with_link(BuiltLink(line.id, request.player, "canal"))
        steps = [*checked.steps, step("brass.link.era", f"A canal costs £{price}.", f"Um canal custa £{price}.")]
        return Answer(Outcome(request, position, after, (), -price, line.ends, (line.id,)), tuple(steps))
    after, plan, steps = _place_rail(position, request.player, line, request.ends, readings, request.coal_choice,
                                     action)
    steps.insert(0, step("brass.link.era", f"A rail link costs £{price} and {RAIL_COAL} coal.",
                         f"Uma ferrovia custa £{price} e {RAIL_COAL} carvão."))
    return Answer(Outcome(request, position, after, (plan,), -price - plan.cost, line.ends, (line.id,)), tuple(steps))


def _double_rail(position: Position, request: DoubleRail, readings: Readings) -> Answer[Outcome]:
    check_player(position, request.player)
    action = Said(request.describe(), request.describe("pt"))
    if position.era != "rail":
        refuse("brass.link.era", "two links in one action are rails, and this is the canal era",
               "duas Conexões numa ação são ferrovias, e esta é a era dos canais", action=action)
    first, second = _line(request.first, action), _line(request.second, action)
    price = LINK_PRICE["double-rail"]
    steps: list[Step] = [step("brass.link.era", f"Two rail links in one action cost £{price}, 1 coal each and "
                              f"{DOUBLE_RAIL_BEER} beer.", f"Duas ferrovias numa ação custam £{price}, 1 carvão cada "
                              f"e {DOUBLE_RAIL_BEER} cerveja.")]
    if first.id == second.id:
        refuse("brass.map.links", "both links are on the same line; a line holds one link tile",
               "as duas Conexões estão na mesma linha; cada linha leva uma só Conexão", action=action, before=steps)
    now, coal_one, more = _place_rail(position, request.player, first, request.first, readings, request.coal_choice,
                                      action)
    steps.extend(more)
    now, coal_two, more = _place_rail(now, request.player, second, request.second, readings, request.coal_choice,
                                      action, extra=frozenset(first.ends))
    steps.extend(more)
    beer = beer_sources(now, request.player, DOUBLE_RAIL_BEER, second.ends, double_rail=True,
                        choose=request.beer_choice, readings=readings,
                        purpose=("The second rail link", "A segunda ferrovia"), action=action)
    steps.extend(beer.steps)
    paid = pay(now, beer.value)
    steps.extend(paid.steps)
    money = -price - coal_one.cost - coal_two.cost
    outcome = Outcome(request, position, paid.value, (coal_one, coal_two, beer.value), money,
                      tuple(dict.fromkeys((*first.ends, *second.ends))), (first.id, second.id))
    return Answer(outcome, tuple(steps))


# ---------------------------------------------------------------- sell


def _merchant_candidates(position: Position, at: str, industry: str,
                         readings: Readings) -> tuple[list[MerchantTile], dict[str, int]]:
    dist = distances(position, (at,), readings)
    board = brass_map()
    found = [tile for tile in position.merchants if tile.location in dist and tile.buys(industry)]
    found.sort(key=lambda t: (dist[t.location], board.order[t.location], t.space))
    return found, dist


def _sell(position: Position, request: Sell, readings: Readings) -> Answer[Outcome]:
    check_player(position, request.player)
    action = Said(request.describe(), request.describe("pt"))
    board = brass_map()
    place = board.location(request.location)
    what_en, what_pt = industry_name(request.industry), industry_name(request.industry, "pt")
    if request.industry not in SOLD:
        refuse("brass.sell.matching-merchant", f"{a_name(request.industry)} is not sold to merchants",
               f"{what_pt} não se vende a Mercadores", action=action)
    tiles = [t for t in position.industries if t.location == place.id and t.owner == request.player
             and t.industry == request.industry and not t.flipped
             and (request.slot is None or t.slot == request.slot)]
    if not tiles:
        refuse("brass.sell.flips-tile", f"{request.player} has no unflipped {what_en} at {place.name} to sell",
               f"{player_name(request.player, 'pt')} não tem {what_pt} não virada em {place.name_in('pt')} para "
               f"vender", action=action)
    tile = tiles[0]
    goods_en, goods_pt = GOODS_WORD[request.industry]
    steps: list[Step] = [step("brass.sell.flips-tile", f"{tile.describe()} is unflipped and can be sold.",
                              f"{_sentence(tile.describe('pt'))} não está virada e pode ser vendida.")]
    candidates, dist = _merchant_candidates(position, place.id, request.industry, readings)
    if request.merchant is not None:
        wanted = request.merchant.split(":")
        target = board.location(wanted[0])
        if not target.is_merchant:
            raise bad_data(f"{target.name} is not a merchant location",
                           f"{target.name_in('pt')} não é um local de Mercador", item=request.merchant,
                           field="merchant")
        spaces = target.merchant.spaces if target.merchant else 0
        if len(wanted) > 2 or (len(wanted) == 2 and wanted[1] not in {str(n) for n in range(1, spaces + 1)}):
            listed = "space 1" if spaces == 1 else f"spaces 1–{spaces}"
            listed_pt = "o espaço 1" if spaces == 1 else f"os espaços 1–{spaces}"
            raise bad_data(f"{target.name} has merchant {listed}", f"{target.name} tem Mercador só em {listed_pt}",
                           item=request.merchant, field="merchant")
        here = [t for t in position.merchants if t.location == target.id
                and (len(wanted) == 1 or str(t.space) == wanted[1])]
        if here and all(t.blank for t in here):
            refuse("brass.merchant.blank", f"the merchant tile at {target.name} is blank: it buys nothing",
                   f"a peça de Mercador em {target.name} está em branco: não compra nada", action=action,
                   before=steps)
        if not any(t.buys(request.industry) for t in here):
            refuse("brass.sell.matching-merchant", f"no merchant tile at {target.name} buys {goods_en}",
                   f"nenhuma peça de Mercador em {target.name} compra {goods_pt}", action=action, before=steps)
        if target.id not in dist:
            refuse("brass.sell.matching-merchant", f"{place.name} is not connected to {target.name}",
                   f"{place.name_in('pt')} não está conectada a {target.name}", action=action, before=steps)
        candidates = [t for t in candidates if t in here]
    if not candidates:
        refuse("brass.sell.matching-merchant",
               f"{place.name} is not connected to any merchant tile that buys {goods_en}",
               f"{place.name_in('pt')} não está conectada a nenhuma peça de Mercador que compre {goods_pt}",
               action=action, before=steps)
    if request.beer:  # stable: prefer a merchant tile with its barrel when beer is needed, also among the tiles of
        candidates.sort(key=lambda t: not t.beer)  # a named location (Warrington: its 2nd tile may hold the barrel)
    merchant = candidates[0]
    target = board.by_id[merchant.location]
    info = target.merchant
    bonus = ""
    if info is not None and not merchant.blank:
        en, pt = _bonus(info.bonus_kind, info.bonus_amount)
        bonus = en
        steps.append(step("brass.merchant.goods-and-bonus",
                          f"The {target.name} merchant tile {_goods(merchant.goods, 'en')}; "
                          f"its beer bonus is {en}.",
                          f"A peça de Mercador de {target.name} {_goods(merchant.goods, 'pt')}; "
                          f"o bônus da cerveja é {pt}."))
    others = len(candidates) - 1
    steps.append(step("brass.sell.matching-merchant",
                      f"{place.name} is connected to {target.name} ({dist[target.id]} link(s)), which buys {goods_en}"
                      + (f"; {others} other merchant tile(s) would also buy it (the player chooses)."
                         if others else "."),
                      f"{place.name_in('pt')} está conectada a {target.name} ({dist[target.id]} Conexão(ões)), "
                      f"que compra {goods_pt}"
                      + (f"; outras {others} peça(s) de Mercador também comprariam (o jogador escolhe)."
                         if others else ".")))
    beer = beer_sources(position, request.player, request.beer, place.id, merchant=merchant,
                        choose=request.beer_choice, readings=readings,
                        purpose=(f"Selling {tile.describe()}", f"Vender {tile.describe('pt')}"),
                        action=action)
    steps.extend(beer.steps)
    paid = pay(position, beer.value)
    steps.extend(paid.steps)
    now = paid.value
    current = now.tile(tile.location, tile.slot)
    assert current is not None
    after = now.with_tile(current, replace(current, flipped=True))
    steps.append(step("brass.sell.flips-tile", f"{tile.describe()} is sold and flips.",
                      f"{_sentence(tile.describe('pt'))} é vendida e vira."))
    notes = {"merchant": merchant.ref}
    if beer.value.bonus is not None:
        notes["bonus"] = bonus
    outcome = Outcome(request, position, after, (beer.value,), 0, (place.id, merchant.location), (), notes)
    return Answer(outcome, tuple(steps))


def _sentence(text: str) -> str:
    """``text`` with its first letter in upper case (the rest untouched)."""
    return text[:1].upper() + text[1:]


def _bonus(kind: str, amount: int) -> tuple[str, str]:
    return bonus_text(kind, amount)


def _goods(goods: str, lang: str) -> str:
    en, pt = MERCHANT_GOODS_NAME[goods]
    return en if lang == "en" else pt


# ---------------------------------------------------------------- era change


def canal_to_rail(position: Position) -> Answer[Outcome]:
    """The canal era ends [brass.era.canal-to-rail, brass.merchant.canal-refill, brass.merchant.fixed-positions]."""
    request = CanalToRail()
    if position.era != "canal":
        refuse("brass.era.canal-to-rail", "the canal era is already over", "a era dos canais já terminou",
               action=Said(request.describe(), request.describe("pt")))
    removed_tiles = [t for t in position.industries if t.level == 1]
    refilled = [t for t in position.merchants if not t.blank and not t.beer]
    merchants = tuple(replace(t, beer=True) if (not t.blank) else t for t in position.merchants)
    after = position.with_changes(era="rail", links=(), merchants=merchants,
                                  industries=tuple(t for t in position.industries if t.level != 1))
    steps = [
        step("brass.era.canal-to-rail", f"All {len(position.links)} canal link(s) leave the board.",
             f"Todas as {len(position.links)} Conexões de canal saem do tabuleiro."),
        step("brass.era.canal-to-rail", f"{len(removed_tiles)} level-1 industry tile(s) leave the board.",
             f"{len(removed_tiles)} Indústria(s) de nível 1 saem do tabuleiro."),
        step("brass.merchant.fixed-positions", "The merchant tiles stay where they are.",
             "As peças de Mercador ficam onde estão."),
        step("brass.merchant.canal-refill",
             f"{len(refilled)} empty beer space(s) beside non-blank merchant tiles get a barrel again.",
             f"{len(refilled)} espaço(s) de cerveja vazio(s) ao lado de Mercadores não em branco recebem barril "
             "de novo."),
    ]
    if any(t.blank for t in position.merchants):
        steps.append(step("brass.merchant.blank", "Blank merchant tiles get no beer.",
                          "Peças de Mercador em branco não recebem cerveja."))
    return Answer(Outcome(request, position, after, ()), tuple(steps))

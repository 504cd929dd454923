"""Coal: where every cube of a coal cost comes from.

Coal is needed by some industry tiles and by every rail link [brass.coal.required]. It is judged with the new
building or link already in place: the place that needs it must be *connected* to the coal's source
[brass.coal.after-placement]. The cubes come from the closest connected unflipped coal mine, fewest links away,
whoever owns it [brass.coal.closest-mine]; equally close mines are the player's choice [brass.coal.tie-choice];
when a mine runs dry the next closest continues [brass.coal.next-closest]. Only what no connected mine can
supply is bought from the Coal Market, cheapest cube first [brass.coal.market-fallback,
brass.market.buy-cheapest] (so asking for market coal while connected mines can pay is refused) — and only
if the place is connected to a merchant location's coal icon [brass.coal.market-connection]. An empty market
still sells, at £8 a cube [brass.coal.empty-market-price, brass.market.coal-empty-price].
If the cost cannot be met the whole request is refused.

For a rail link, distance counts from the nearer end of the new link [brass.coal.rail-link-distance]; see
:mod:`furnace_lab.brass.readings` for the other reading.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import groupby

from furnace_lab.brass.data import brass_map, supply_data
from furnace_lab.brass.explain import Answer, Step, refuse, step
from furnace_lab.brass.limits import check_amount
from furnace_lab.brass.network import distances
from furnace_lab.brass.position import IndustryTile, Position
from furnace_lab.brass.readings import DEFAULT_READINGS, Readings
from furnace_lab.brass.sourcing import Plan, Purpose, Take, preference, purpose_text, rank
from furnace_lab.brass.terms import player_name


def connected_mines(position: Position, at: Iterable[str],
                    readings: Readings = DEFAULT_READINGS) -> tuple[tuple[IndustryTile, int], ...]:
    """Unflipped coal mines with cubes connected to ``at``, nearest first (board order breaks no tie)."""
    dist = distances(position, tuple(at), readings)
    board = brass_map()
    mines = [(tile, dist[tile.location]) for tile in position.industries
             if tile.industry == "coal" and not tile.flipped and tile.resources and tile.location in dist]
    mines.sort(key=lambda pair: (pair[1], board.order[pair[0].location], pair[0].slot))
    return tuple(mines)


def merchant_connected(position: Position, at: Iterable[str], readings: Readings = DEFAULT_READINGS) -> str | None:
    """The nearest merchant location connected to ``at`` (tile or no tile), or None."""
    dist = distances(position, tuple(at), readings)
    merchants = [m.id for m in brass_map().merchants() if m.id in dist]
    return min(merchants, key=lambda m: (dist[m], brass_map().order[m])) if merchants else None


def _where(at: Sequence[str], lang: str = "en") -> str:
    return brass_map().names(at, lang)


def coal_sources(position: Position, need: int, at: str | Sequence[str], *, choose: Iterable[str] = (),
                 readings: Readings = DEFAULT_READINGS, purpose: Purpose = "", action: object = None) -> Answer[Plan]:
    """Plan where ``need`` coal for ``at`` comes from (``at``: the building's location, or the placed rail link's
    ends). ``choose`` lists preferred mines (``"dudley:1"`` or ``"dudley"``) to settle ties. Refuses whole when
    the cost cannot be met; the position is never changed here."""
    check_amount(need, "coal")
    places = (at,) if isinstance(at, str) else tuple(at)
    board = brass_map()
    places = tuple(board.resolve(p) for p in places)
    where, where_pt = _where(places), _where(places, "pt")
    for_what, for_what_pt = purpose_text(purpose or (f"A building or link at {where}",
                                                     f"Uma construção ou Conexão em {where_pt}"), where, where_pt)
    if need == 0:
        return Answer(Plan("coal", 0, places), ())
    dist = distances(position, places, readings)
    wanted = preference(choose)
    steps: list[Step] = [
        step("brass.coal.required", f"{for_what} costs {need} coal.", f"{for_what_pt} custa {need} carvão."),
        step("brass.coal.after-placement",
             f"Coal is judged with it in place: the source must be connected to {where}.",
             f"O carvão é avaliado com a peça já colocada: a origem precisa estar conectada a {where_pt}."),
    ]
    mines = connected_mines(position, places, readings)
    _check_choices(position, wanted, mines, action, steps)
    takes: list[Take] = []
    ties: list[tuple[str, ...]] = []
    remaining = need
    ran_dry = False
    last_used_distance = -1
    for distance, tier_iter in groupby(mines, key=lambda pair: pair[1]):
        if not remaining:
            break
        tier = [tile for tile, _ in tier_iter]
        supply = sum(tile.resources for tile in tier)
        if len(tier) > 1 and supply > remaining:
            tier.sort(key=lambda t: rank(t.ref, t.location, wanted))
            ties.append(tuple(t.ref for t in tier))
            names = ", ".join(f"{board.name(t.location)} ({t.owner})" for t in tier)
            names_pt = ", ".join(f"{board.name(t.location, 'pt')} ({player_name(t.owner, 'pt')})" for t in tier)
            chosen, chosen_pt = board.name(tier[0].location), board.name(tier[0].location, "pt")
            named = rank(tier[0].ref, tier[0].location, wanted) < len(wanted)
            steps.append(step("brass.coal.tie-choice",
                              f"Mines at {names} are equally close ({distance} link(s)) and hold more than needed: "
                              f"the player chooses; {'chosen' if named else 'shown (first in board order)'}: {chosen}.",
                              f"As minas em {names_pt} estão à mesma distância ({distance} Conexão(ões)) e têm mais "
                              "do que o necessário: o jogador escolhe; "
                              f"{'escolhida' if named else 'mostrada (primeira na ordem do tabuleiro)'}: {chosen_pt}."))
        for tile in tier:
            if not remaining:
                break
            amount = min(tile.resources, remaining)
            remaining -= amount
            take = Take("coal", "tile", amount, tile.ref, tile.owner, distance)
            takes.append(take)
            last_used_distance = distance
            rule_id = "brass.coal.next-closest" if ran_dry else "brass.coal.closest-mine"
            lead_en = "Next closest: " if ran_dry else "Closest connected unflipped mine: "
            lead_pt = "Próxima mais perto: " if ran_dry else "Mina conectada e não virada mais perto: "
            steps.append(step(rule_id, lead_en + take.describe("en") + ".", lead_pt + take.describe("pt") + "."))
            if amount == tile.resources and remaining:
                ran_dry = True
    _check_unused_choices(wanted, mines, takes, last_used_distance, action, steps)
    if not remaining and any(entry in ("market", "merchant") for entry in wanted):
        used = ", ".join(dict.fromkeys(board.name(str(take.location)) for take in takes))
        used_pt = ", ".join(dict.fromkeys(board.name(str(take.location), "pt") for take in takes))
        refuse("brass.coal.market-fallback",
               f"coal is bought from the Coal Market only for what connected unflipped mines cannot supply, and "
               f"the mine(s) at {used} supply all {need}",
               f"o carvão só é comprado do Mercado de Carvão para o que as minas conectadas e não viradas não "
               f"fornecem, e a(s) mina(s) em {used_pt} fornece(m) todos os {need}", action=action, before=steps)
    if remaining:
        merchant = merchant_connected(position, places, readings)
        got = need - remaining
        if merchant is None:
            refuse("brass.coal.market-connection",
                   f"{for_what} needs {need} coal; connected mines supply {got}, and the other {remaining} would "
                   f"have to come from the Coal Market, but {where} is not connected to any merchant location",
                   f"{for_what_pt} precisa de {need} carvão; as minas conectadas fornecem {got}, e os outros "
                   f"{remaining} teriam de vir do Mercado de Carvão, mas {where_pt} não está conectado a nenhum "
                   "local de Mercador", action=action, before=steps)
        steps.append(step("brass.coal.market-fallback",
                          f"No connected unflipped mine can supply the other {remaining}: buy from the Coal Market.",
                          f"Nenhuma mina conectada e não virada fornece os outros {remaining}: compre do Mercado de "
                          "Carvão."))
        steps.append(step("brass.coal.market-connection",
                          f"{where} is connected to the merchant location {board.by_id[merchant].name}, "
                          "so market coal may be bought.",
                          f"{where_pt} está conectado ao local de Mercador {board.by_id[merchant].name}; pode comprar "
                          "carvão do mercado."))
        takes.extend(_buy(position, remaining, steps))
    plan = Plan("coal", need, places, tuple(takes), tuple(ties), dist)
    return Answer(plan, tuple(steps))


def _buy(position: Position, amount: int, steps: list[Step]) -> list[Take]:
    ladder = supply_data().markets["coal"]
    prices, left = ladder.buy(position.coal_market, amount)
    from_market = position.coal_market - left
    takes: list[Take] = []
    if from_market:
        take = Take("coal", "market", from_market, prices=prices[:from_market])
        takes.append(take)
        steps.append(step("brass.market.buy-cheapest", f"Cheapest cubes first: {take.describe('en')}.",
                          f"Cubos mais baratos primeiro: {take.describe('pt')}."))
    if amount > from_market:
        take = Take("coal", "empty-market", amount - from_market, prices=prices[from_market:])
        takes.append(take)
        steps.append(step("brass.coal.empty-market-price",
                          f"The Coal Market is empty: {take.describe('en')}.",
                          f"O Mercado de Carvão está vazio: {take.describe('pt')}."))
        steps.append(step("brass.market.coal-empty-price", f"Empty Coal Market: £{ladder.empty_price} a cube.",
                          f"Mercado de Carvão vazio: £{ladder.empty_price} por cubo."))
    return takes


def _check_choices(position: Position, wanted: list[str], mines: tuple[tuple[IndustryTile, int], ...],
                   action: object, steps: list[Step]) -> None:
    """Every mine the player names must be a connected unflipped mine with coal."""
    usable = {tile.ref for tile, _ in mines} | {tile.location for tile, _ in mines}
    board = brass_map()
    for entry in wanted:
        if entry in usable or entry in ("merchant", "market"):
            continue
        place = entry.split(":")[0]
        refuse("brass.coal.closest-mine",
               f"{board.name(place)} has no connected unflipped coal mine with coal to take from",
               f"{board.name(place, 'pt')} não tem mina de carvão conectada e não virada com carvão para usar",
               action=action, before=steps)


def _check_unused_choices(wanted: list[str], mines: tuple[tuple[IndustryTile, int], ...], takes: list[Take],
                          last_used: int, action: object, steps: list[Step]) -> None:
    """A named mine farther than every mine used cannot be taken from while nearer ones still have coal."""
    used = {take.ref for take in takes}
    board = brass_map()
    for tile, distance in mines:
        if tile.ref in used or distance <= last_used:
            continue
        if rank(tile.ref, tile.location, wanted) < len(wanted):
            nearer = next(t for t in takes if t.ref)
            refuse("brass.coal.closest-mine",
                   f"the mine at {board.by_id[tile.location].name} is {distance} link(s) away, but nearer mines "
                   f"({board.by_id[str(nearer.location)].name}, {nearer.distance} link(s)) cover the cost",
                   f"a mina em {board.name(tile.location, 'pt')} está a {distance} Conexão(ões), mas minas mais "
                   f"perto ({board.name(str(nearer.location), 'pt')}, {nearer.distance}) cobrem o custo",
                   action=action, before=steps)

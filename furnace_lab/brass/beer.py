"""Beer: which barrels may pay a beer cost.

Beer is needed to sell some cotton mills, manufacturers and potteries (the tile says how much)
[brass.beer.sell-requirement] and to place two rail links in one Network action
[brass.beer.double-rail-requirement]. Each kind of source has its own connection rule [brass.beer.sources]:

* your own unflipped brewery, from anywhere on the board [brass.beer.own-brewery-anywhere];
* an opponent's unflipped brewery, only if connected to where the beer is needed
  [brass.beer.opponent-brewery-connected] — for a double rail, to the second link once placed
  [brass.beer.double-rail-second-link];
* the barrel beside a merchant, only in a sale to that very merchant [brass.beer.merchant-sell-only], and at
  most that one barrel for one tile [brass.beer.one-merchant-barrel]; never for a double rail
  [brass.beer.double-rail-brewery].

Several barrels for one tile may come from different allowed sources [brass.beer.several-sources]; there is
no beer market. Beer has no
"closest" rule: the player picks; without a choice furnace_lab shows the merchant's barrel first (it earns the
merchant's bonus [brass.merchant.goods-and-bonus]), then the player's own breweries, then opponents', in board
order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from furnace_lab.brass.data import brass_map
from furnace_lab.brass.explain import Answer, Step, refuse, step
from furnace_lab.brass.limits import check_amount
from furnace_lab.brass.network import check_player, distances
from furnace_lab.brass.position import MerchantTile, Position
from furnace_lab.brass.readings import DEFAULT_READINGS, Readings
from furnace_lab.brass.sourcing import Plan, Purpose, Take, preference, purpose_text, rank
from furnace_lab.brass.terms import bonus_text, player_name


def beer_sources(position: Position, player: str, need: int, at: str | Sequence[str], *,
                 merchant: MerchantTile | None = None, double_rail: bool = False, choose: Iterable[str] = (),
                 readings: Readings = DEFAULT_READINGS, purpose: Purpose = "", action: object = None) -> Answer[Plan]:
    """Plan where ``need`` beer for ``player`` at ``at`` comes from.

    ``merchant`` is the merchant tile being sold to (for a Sell); ``double_rail`` marks the two-rail Network
    action (``at`` is then the second link's ends). ``choose`` lists preferred sources: brewery refs or
    locations, or ``"merchant"``.
    """
    check_player(position, player)
    check_amount(need, "beer")
    board = brass_map()
    places = (at,) if isinstance(at, str) else tuple(at)
    places = tuple(board.resolve(p) for p in places)
    where, where_pt = board.names(places), board.names(places, "pt")
    if need == 0:
        return Answer(Plan("beer", 0, places), ())
    for_what, for_what_pt = purpose_text(purpose, where, where_pt)
    dist = distances(position, places, readings)
    wanted = preference(choose)
    steps: list[Step] = [
        step("brass.beer.double-rail-requirement" if double_rail else "brass.beer.sell-requirement",
             f"{for_what} needs {need} beer.", f"{for_what_pt} precisa de {need} cerveja(s)."),
        step("brass.beer.sources", "Each kind of beer source has its own connection rule.",
             "Cada tipo de fonte de cerveja tem sua própria regra de conexão."),
    ]
    allowed: list[tuple[str, str, int, str | None, int | None]] = []  # (kind, ref, barrels, owner, distance)
    excluded: list[Step] = []
    excluded_refs: dict[str, Step] = {}
    if merchant is not None and not double_rail:
        name = board.by_id[merchant.location].name
        if merchant.beer:
            allowed.append(("merchant", merchant.ref, 1, None, None))
            steps.append(step("brass.beer.merchant-sell-only",
                              f"Selling to the {name} merchant: its one barrel may be used for this sale.",
                              f"Vendendo ao Mercador de {name}: o barril dele pode ser usado nesta venda."))
        else:
            excluded.append(step("brass.beer.merchant-sell-only", f"The {name} merchant has no barrel left.",
                                 f"O Mercador de {name} não tem mais barril."))
    if double_rail:
        steps.append(step("brass.beer.double-rail-brewery", "Two rails in one action take their beer from a "
                          "brewery, never from a merchant.", "Duas ferrovias numa ação usam cerveja de Cervejaria, "
                          "nunca de Mercador."))
    for tile in position.industries:
        if tile.industry != "brewery" or tile.flipped or not tile.resources:
            continue
        place, place_pt = board.name(tile.location), board.name(tile.location, "pt")
        if tile.owner == player:
            allowed.append(("own", tile.ref, tile.resources, tile.owner, dist.get(tile.location)))
        elif tile.location in dist:
            allowed.append(("opponent", tile.ref, tile.resources, tile.owner, dist[tile.location]))
        else:
            rule_id = "brass.beer.double-rail-second-link" if double_rail else "brass.beer.opponent-brewery-connected"
            excluded.append(step(rule_id, f"{tile.owner}'s brewery at {place} is not connected to {where}, so "
                                 f"{player} may not use it.", f"A Cervejaria de {player_name(tile.owner, 'pt')} "
                                                              f"em {place_pt} não está "
                                 f"conectada a {where_pt}; {player_name(player, 'pt')} não pode usá-la."))
            excluded_refs[tile.ref] = excluded_refs[tile.location] = excluded[-1]
    kind_order = {"merchant": 0, "own": 1, "opponent": 2}
    def preferred(source: tuple[str, str, int, str | None, int | None]) -> int:
        named = rank(source[1], source[1].split(":")[0], wanted)
        if source[0] == "merchant" and "merchant" in wanted:
            named = min(named, wanted.index("merchant"))
        return named

    allowed.sort(key=lambda s: (preferred(s), kind_order[s[0]], board.order[s[1].split(":")[0]], s[1]))
    _check_choices(wanted, allowed, excluded_refs, action, steps + excluded, double_rail=double_rail)
    total = sum(s[2] for s in allowed)
    if total < need:
        rule_id = (excluded[0].rule_id if excluded else
                   ("brass.beer.double-rail-brewery" if double_rail else "brass.beer.sources"))
        reasons_en = " ".join(s.en for s in excluded)
        reasons_pt = " ".join(s.pt for s in excluded)
        refuse(rule_id, f"{for_what} needs {need} beer but only {total} may be used. {reasons_en}".strip(),
               f"{for_what_pt} precisa de {need} cerveja(s), mas só {total} pode(m) ser usada(s). {reasons_pt}".strip(),
               action=action, before=steps + excluded)
    steps.extend(excluded)
    ties: list[tuple[str, ...]] = []
    if len(allowed) > 1 and total > need:
        ties.append(tuple(s[1] for s in allowed))
    takes: list[Take] = []
    remaining = need
    bonus = None
    for kind, ref, barrels, owner, distance in allowed:
        if not remaining:
            break
        amount = min(barrels, remaining)
        remaining -= amount
        if kind == "merchant":
            take = Take("beer", "merchant", amount, ref)
            info = board.by_id[ref.split(":")[0]].merchant
            if info is not None:
                bonus = (info.bonus_kind, info.bonus_amount)
                en, pt = bonus_text(*bonus)
                steps.append(step("brass.beer.one-merchant-barrel", f"Use {take.describe('en')} (one barrel at most).",
                                  f"Use {take.describe('pt')} (no máximo um barril)."))
                steps.append(step("brass.merchant.beer-bonus", f"Using it earns the merchant's bonus: {en}.",
                                  f"Usá-lo rende o bônus do Mercador: {pt}."))
        else:
            take = Take("beer", "tile", amount, ref, owner, distance)
            rule_id = "brass.beer.own-brewery-anywhere" if kind == "own" else (
                "brass.beer.double-rail-second-link" if double_rail else "brass.beer.opponent-brewery-connected")
            why_en = ("your own brewery, usable from anywhere" if kind == "own"
                      else f"connected to {where}")
            why_pt = "sua própria Cervejaria, vale de qualquer lugar" if kind == "own" else f"conectada a {where_pt}"
            steps.append(step(rule_id, f"Take {take.describe('en')} ({why_en}).",
                              f"Use {take.describe('pt')} ({why_pt})."))
        takes.append(take)
    if len({t.ref for t in takes}) > 1:
        steps.append(step("brass.beer.several-sources", "The barrels come from different allowed sources.",
                          "Os barris vêm de fontes permitidas diferentes."))
    if ties:
        steps.append(step("brass.beer.sources",
                          f"More beer is allowed than needed: the player picks which barrels; "
                          f"{'as chosen' if wanted else 'shown: merchant first, then own, then opponents'}.",
                          "Há mais cerveja permitida do que o necessário: o jogador escolhe os barris; "
                          + ("conforme escolhido." if wanted
                             else "mostrado: Mercador, depois próprias, depois adversários.")))
    return Answer(Plan("beer", need, places, tuple(takes), tuple(ties), dist, bonus), tuple(steps))


def _check_choices(wanted: list[str], allowed: list[tuple[str, str, int, str | None, int | None]],
                   excluded: dict[str, Step], action: object, steps: list[Step], *, double_rail: bool = False) -> None:
    refs = {s[1] for s in allowed} | {s[1].split(":")[0] for s in allowed}
    board = brass_map()
    for entry in wanted:
        if entry == "market":
            refuse("brass.beer.sources", "there is no beer market: beer comes from a brewery or from the barrel "
                   "beside the merchant being sold to",
                   "não existe mercado de cerveja: a cerveja vem de uma Cervejaria ou do barril ao lado do Mercador "
                   "a quem se vende", action=action, before=steps)
        if entry == "merchant":
            if double_rail:  # the specific rule: this action never takes merchant beer, whatever the board shows
                refuse("brass.beer.double-rail-brewery",
                       "two rail links in one action take their beer from a brewery, never from a merchant",
                       "duas ferrovias numa ação usam cerveja de Cervejaria, nunca de Mercador", action=action,
                       before=steps)
            if not any(s[0] == "merchant" for s in allowed):
                refuse("brass.beer.merchant-sell-only", "no merchant barrel may be used here",
                       "nenhum barril de Mercador pode ser usado aqui", action=action, before=steps)
        elif entry in excluded and entry not in refs:
            why = excluded[entry]
            refuse(why.rule_id, why.en, why.pt, action=action, before=steps)
        elif entry not in refs:
            place = entry.split(":")[0]
            refuse("brass.beer.sources", f"no allowed beer source at {board.name(place)}",
                   f"nenhuma fonte de cerveja permitida em {board.name(place, 'pt')}", action=action, before=steps)

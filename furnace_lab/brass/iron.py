"""Iron: where every cube of an iron cost comes from.

Iron is needed by some industry tiles and by Develop [brass.iron.required]. It never needs a connection
[brass.iron.no-connection]: any unflipped iron works on the board may supply it, whoever owns it and however far
away, and each cube may come from a different works [brass.iron.any-works]. Only what no works can supply is
bought from the Iron Market, cheapest cube first [brass.iron.market-fallback, brass.market.buy-cheapest] (asking
for market iron while works can pay is refused; merchants sell no iron); an empty
market still sells, at £6 a cube [brass.iron.empty-market-price, brass.market.iron-empty-price]. So an iron cost
can always be met (given the money, which furnace_lab reports but does not track).
"""

from __future__ import annotations

from collections.abc import Iterable

from furnace_lab.brass.data import brass_map, supply_data
from furnace_lab.brass.explain import Answer, Step, refuse, step
from furnace_lab.brass.limits import check_amount
from furnace_lab.brass.position import IndustryTile, Position
from furnace_lab.brass.sourcing import Plan, Purpose, Take, preference, purpose_text, rank


def iron_works(position: Position) -> tuple[IndustryTile, ...]:
    """Unflipped iron works holding iron, in board order."""
    return tuple(tile for tile in position.industries
                 if tile.industry == "iron" and not tile.flipped and tile.resources)


def iron_sources(position: Position, need: int, *, choose: Iterable[str] = (), purpose: Purpose = "",
                 action: object = None) -> Answer[Plan]:
    """Plan where ``need`` iron comes from. ``choose`` lists preferred works (``"dudley:2"`` or ``"dudley"``)."""
    check_amount(need, "iron")
    if need == 0:
        return Answer(Plan("iron", 0), ())
    board = brass_map()
    wanted = preference(choose)
    works = list(iron_works(position))
    refs = {tile.ref for tile in works} | {tile.location for tile in works}
    for_what, for_what_pt = purpose_text(purpose or ("The build", "A construção"), "")
    steps: list[Step] = [
        step("brass.iron.required", f"{for_what} costs {need} iron.", f"{for_what_pt} custa {need} ferro."),
        step("brass.iron.no-connection", "Iron needs no connection.", "O ferro não precisa de conexão."),
    ]
    for entry in wanted:
        if entry == "merchant":
            refuse("brass.iron.market-fallback", "a merchant sells no iron: iron comes from unflipped iron works, "
                   "or from the Iron Market when they cannot supply it",
                   "Mercador não vende ferro: o ferro vem de Siderúrgicas não viradas ou, quando elas não bastam, "
                   "do Mercado de Ferro", action=action, before=steps)
        if entry == "market":
            if sum(tile.resources for tile in works) >= need:
                names = ", ".join(dict.fromkeys(board.name(tile.location) for tile in works))
                names_pt = ", ".join(dict.fromkeys(board.name(tile.location, "pt") for tile in works))
                refuse("brass.iron.market-fallback",
                       f"iron is bought from the Iron Market only when no unflipped iron works can supply it, and "
                       f"the iron works at {names} can supply all {need}",
                       f"o ferro só é comprado do Mercado de Ferro quando nenhuma Siderúrgica não virada fornece, "
                       f"e as Siderúrgicas em {names_pt} fornecem todos os {need}", action=action, before=steps)
            continue
        if entry not in refs:
            place = entry.split(":")[0]
            refuse("brass.iron.any-works", f"{board.name(place)} has no unflipped iron works with iron",
                   f"{board.name(place, 'pt')} não tem Siderúrgica não virada com ferro", action=action, before=steps)
    works.sort(key=lambda t: (rank(t.ref, t.location, wanted), board.order[t.location], t.slot))
    ties: list[tuple[str, ...]] = []
    if len(works) > 1 and sum(t.resources for t in works) > need:
        ties.append(tuple(t.ref for t in works))
        steps.append(step("brass.iron.any-works",
                          "Several iron works could supply it; the player picks any of them (distance does not "
                          f"matter). {'Chosen' if wanted else 'Shown in board order'}.",
                          "Várias Siderúrgicas poderiam fornecer; o jogador escolhe qualquer uma (a distância não "
                          f"importa). {'Escolhidas' if wanted else 'Mostradas na ordem do tabuleiro'}."))
    takes: list[Take] = []
    remaining = need
    for tile in works:
        if not remaining:
            break
        amount = min(tile.resources, remaining)
        remaining -= amount
        take = Take("iron", "tile", amount, tile.ref, tile.owner)
        takes.append(take)
        steps.append(step("brass.iron.any-works", f"Take {take.describe('en')}.", f"Use {take.describe('pt')}."))
    if remaining:
        steps.append(step("brass.iron.market-fallback",
                          f"No unflipped iron works can supply the other {remaining}: buy from the Iron Market.",
                          f"Nenhuma Siderúrgica não virada fornece os outros {remaining}: compre do Mercado de Ferro."))
        ladder = supply_data().markets["iron"]
        prices, left = ladder.buy(position.iron_market, remaining)
        from_market = position.iron_market - left
        if from_market:
            take = Take("iron", "market", from_market, prices=prices[:from_market])
            takes.append(take)
            steps.append(step("brass.market.buy-cheapest", f"Cheapest cubes first: {take.describe('en')}.",
                              f"Cubos mais baratos primeiro: {take.describe('pt')}."))
        if remaining > from_market:
            take = Take("iron", "empty-market", remaining - from_market, prices=prices[from_market:])
            takes.append(take)
            steps.append(step("brass.iron.empty-market-price", f"The Iron Market is empty: {take.describe('en')}.",
                              f"O Mercado de Ferro está vazio: {take.describe('pt')}."))
            steps.append(step("brass.market.iron-empty-price", f"Empty Iron Market: £{ladder.empty_price} a cube.",
                              f"Mercado de Ferro vazio: £{ladder.empty_price} por cubo."))
    return Answer(Plan("iron", need, (), tuple(takes), tuple(ties)), tuple(steps))

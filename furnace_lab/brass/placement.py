"""Where a link may go, and where a card may build.

**Links.** A new link goes on a line that has no link yet and that takes this era's kind of link
[brass.link.era]. It must touch a location already in your network [brass.link.adjacent-to-network] — unless
you have no industry or link tile anywhere on the board, when your first link may go on any empty line
[brass.link.first-anywhere]. A link extends your network at once, so the second rail of a double Network action
may start from the first [brass.link.extends-network].

**Builds.** A tile goes on an empty slot showing its industry [brass.build.suitable-space]. An Industry card
builds inside your network [brass.build.industry-card-network]; a Location card builds at its named location,
inside your network or not [brass.build.location-card]; with nothing of yours on the board, a matching Industry
card builds anywhere with a suitable empty slot [brass.build.first-anywhere]. Farm breweries take only a
Brewery or Wild Industry card [brass.map.farm-brewery-cards]. In the canal era a player has at most one tile
per location [brass.build.canal-one-per-location].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from furnace_lab.brass.board import LinkLine, Location
from furnace_lab.brass.data import brass_map
from furnace_lab.brass.explain import Answer, Step, refuse, step
from furnace_lab.brass.network import check_player, network_locations
from furnace_lab.brass.position import Position
from furnace_lab.brass.problems import bad_data, quoted
from furnace_lab.brass.terms import (
    ERA_NAME,
    INDUSTRIES,
    LINK_NAME,
    a_name,
    icons_text,
    industry_name,
    player_name,
)
from furnace_lab.errors import IllegalAction

CARD_KINDS: Final = ("industry", "location", "wild-industry", "wild-location")


@dataclass(frozen=True, slots=True)
class Card:
    """A card played to build: ``industry`` (names an industry), ``location`` (names a town), or a wild card."""

    kind: str
    name: str = ""

    def __post_init__(self) -> None:
        if self.kind not in CARD_KINDS:
            raise bad_data(f"unknown card kind; expected one of {', '.join(CARD_KINDS)}",
                           f"tipo de carta desconhecido; esperava-se um de {quoted(CARD_KINDS)}", item=self.kind,
                           field="card")
        if self.kind == "industry" and self.name not in INDUSTRIES:
            raise bad_data(f"an Industry card names one of {', '.join(INDUSTRIES)}",
                           f"uma carta de Indústria nomeia um de {quoted(INDUSTRIES)}", item=self.name, field="card")
        if self.kind == "location":
            place = brass_map().location(self.name)
            if place.kind != "town":
                raise bad_data("Location cards name towns only", "cartas de Local só nomeiam cidades",
                               item=self.name, field="card")
            object.__setattr__(self, "name", place.id)

    def describe(self, lang: str = "en") -> str:
        if self.kind == "industry":
            return (f"the {industry_name(self.name)} Industry card" if lang == "en"
                    else f"a carta de Indústria {industry_name(self.name, 'pt')}")
        if self.kind == "location":
            name = brass_map().name(self.name, lang)
            return f"the {name} Location card" if lang == "en" else f"a carta de Local {name}"
        if self.kind == "wild-industry":
            return "a Wild Industry card" if lang == "en" else "uma carta de Indústria Curinga"
        return "a Wild Location card" if lang == "en" else "uma carta de Local Curinga"


def industry_card(industry: str) -> Card:
    return Card("industry", industry)


def location_card(location: str) -> Card:
    return Card("location", location)


# ---------------------------------------------------------------- links


def check_link(position: Position, player: str, line: LinkLine, *, extra_network: frozenset[str] = frozenset(),
               action: object = None) -> Answer[LinkLine]:
    """May ``player`` place a link of the position's era on ``line``? Refuses with the reason if not.

    ``extra_network`` adds locations already reached earlier in the same action [brass.link.extends-network].
    """
    check_player(position, player)
    board = brass_map()
    era = position.era
    kind_en, kind_pt = LINK_NAME[era]
    names, names_pt = board.names(line.ends), board.names(line.ends, "pt")
    steps: list[Step] = []
    if not line.allows(era):
        refuse("brass.link.era",
               f"the {names} line takes no {kind_en} link, and the {ERA_NAME[era][0]} only places {kind_en}s",
               f"a linha {names_pt} não aceita {kind_pt}, e na {ERA_NAME[era][1]} só se coloca {kind_pt}",
               action=action)
    steps.append(step("brass.link.era", f"The {names} line takes a {kind_en} link in the {ERA_NAME[era][0]}.",
                      f"A linha {names_pt} aceita {kind_pt} na {ERA_NAME[era][1]}."))
    taken = position.link_on(line.id)
    if taken is not None:
        rule_id = "brass.map.three-way-link" if len(line.ends) == 3 else "brass.map.links"
        refuse(rule_id, f"the {names} line already has {taken.owner}'s link; a line holds one link tile",
               f"a linha {names_pt} já tem a Conexão de {player_name(taken.owner, 'pt')}; cada linha leva uma "
               f"só Conexão",
               action=action, before=steps)
    mine = network_locations(position, player) | extra_network
    if not position.has_pieces(player) and not extra_network:
        steps.append(step("brass.link.first-anywhere",
                          f"{player} has no industry or link tile on the board, so this first link may go on any "
                          "empty line.",
                          f"{player_name(player, 'pt')} não tem Indústria nem Conexão no tabuleiro; esta "
                          f"primeira Conexão pode ir em "
                          "qualquer linha vazia."))
        return Answer(line, tuple(steps))
    touching = [end for end in line.ends if end in mine]
    if not touching:
        refuse("brass.link.adjacent-to-network",
               f"the {names} line touches no location in {player}'s network",
               f"a linha {names_pt} não encosta em nenhum local da rede de "
               f"{player_name(player, 'pt')}", action=action, before=steps)
    touch_names, touch_pt = board.names(touching, joiner=", "), board.names(touching, "pt", ", ")
    via_earlier = [end for end in touching if end in extra_network]
    if via_earlier:
        steps.append(step("brass.link.extends-network",
                          f"The link placed just before put {touch_names} in {player}'s network.",
                          f"A Conexão colocada logo antes pôs {touch_pt} na rede de {player_name(player, 'pt')}."))
    steps.append(step("brass.link.adjacent-to-network",
                      f"It touches {touch_names}, already in {player}'s network.",
                      f"Ela encosta em {touch_pt}, que já está na rede de {player_name(player, 'pt')}."))
    return Answer(line, tuple(steps))


def placeable_lines(position: Position, player: str) -> tuple[LinkLine, ...]:
    """Every line where ``player`` could place a link now (ignoring costs)."""
    found = []
    for line in brass_map().lines:
        try:
            check_link(position, player, line)
        except IllegalAction:
            continue
        found.append(line)
    return tuple(found)


# ---------------------------------------------------------------- builds


def _card_reaches(position: Position, player: str, card: Card, location: Location,
                  industry: str) -> tuple[bool, Step]:
    """Whether the card may build ``industry`` at ``location`` (ignoring the slot), and why."""
    name, name_pt = location.name, location.name_in("pt")
    if location.kind == "farm" and not (card.kind == "wild-industry"
                                        or (card.kind == "industry" and card.name == "brewery")):
        return False, step("brass.map.farm-brewery-cards",
                           f"{card.describe()} cannot build at a farm brewery; "
                           "only a Brewery or Wild Industry card can.",
                           f"{card.describe('pt')} não constrói em cervejaria rural; "
                           "só Cervejaria ou Indústria Curinga.")
    if card.kind == "industry" and card.name != industry:
        return False, step("brass.build.industry-card-network",
                           f"{card.describe()} builds {a_name(card.name)}, not {a_name(industry)}.",
                           f"{card.describe('pt')} constrói {industry_name(card.name, 'pt')}, "
                           f"não {industry_name(industry, 'pt')}.")
    if card.kind == "location":
        if card.name != location.id:
            named, named_pt = brass_map().name(card.name), brass_map().name(card.name, "pt")
            return False, step("brass.build.location-card",
                               f"{card.describe()} builds only at {named}, not {name}.",
                               f"{card.describe('pt')} só constrói em {named_pt}, não em {name_pt}.")
        return True, step("brass.build.location-card",
                          f"{card.describe()} builds at {name}, in {player}'s network or not.",
                          f"{card.describe('pt')} constrói em {name_pt}, dentro ou fora da rede de "
                          f"{player_name(player, 'pt')}.")
    if card.kind == "wild-location":
        return True, step("brass.build.location-card",
                          f"{card.describe()} works as the Location card of any town, {name} included.",
                          f"{card.describe('pt')} vale como carta de Local de qualquer cidade, inclusive {name_pt}.")
    # Industry or Wild Industry card.
    if not position.has_pieces(player):
        return True, step("brass.build.first-anywhere",
                          f"{player} has nothing on the board yet, so {card.describe()} may build at any location "
                          f"with a suitable empty slot, {name} included.",
                          f"{player_name(player, 'pt')} ainda não tem nada no tabuleiro; {card.describe('pt')} "
                          f"constrói em qualquer local "
                          f"com espaço livre adequado, inclusive {name_pt}.")
    if location.id in network_locations(position, player):
        return True, step("brass.build.industry-card-network", f"{name} is in {player}'s network.",
                          f"{name_pt} está na rede de {player_name(player, 'pt')}.")
    return False, step("brass.build.industry-card-network",
                       f"{name} is not in {player}'s network, and {card.describe()} needs it to be.",
                       f"{name_pt} não está na rede de {player_name(player, 'pt')}, e {card.describe('pt')} "
                       f"exige isso.")


def _free_slots(position: Position, location: Location, industry: str) -> tuple[int, ...]:
    return tuple(n for n, icons in enumerate(location.slots, start=1)
                 if industry in icons and position.tile(location.id, n) is None)


def _canal_limit(position: Position, player: str, location: Location) -> Step | None:
    """The refusal step if the canal-era one-tile-per-location limit blocks ``player`` here."""
    if position.era == "canal" and any(t.location == location.id and t.owner == player for t in position.industries):
        return step("brass.build.canal-one-per-location",
                    f"{player} already has a tile at {location.name}, and the canal era allows one per location.",
                    f"{player_name(player, 'pt')} já tem uma Indústria em {location.name_in('pt')}, e a era dos "
                    f"canais permite uma por "
                    "local.")
    return None


def check_build(position: Position, player: str, card: Card, location: str, industry: str,
                slot: int | None = None, *, action: object = None) -> Answer[tuple[str, int]]:
    """May ``player`` build ``industry`` at ``location`` (slot given or the first suitable) with ``card``?"""
    check_player(position, player)
    if industry not in INDUSTRIES:
        raise bad_data(f"unknown industry; expected one of {', '.join(INDUSTRIES)}",
                       f"Indústria desconhecida; esperava-se uma de {quoted(INDUSTRIES)}", item=industry,
                       field="industry")
    place = brass_map().location(location)
    if place.is_merchant:
        refuse("brass.build.suitable-space", f"{place.name} is a merchant location; nothing is built there",
               f"{place.name_in('pt')} é um local de Mercador; nada se constrói ali", action=action)
    ok, why = _card_reaches(position, player, card, place, industry)
    if not ok:
        refuse(why.rule_id, why.en, why.pt, action=action)
    steps = [why]
    limit = _canal_limit(position, player, place)
    if limit is not None:
        refuse(limit.rule_id, limit.en, limit.pt, action=action, before=steps)
    what_en, what_pt = industry_name(industry), industry_name(industry, "pt")
    place_pt = place.name_in("pt")
    if slot is not None:
        icons = place.slot(slot)
        if industry not in icons:
            refuse("brass.build.suitable-space", f"slot {slot} of {place.name} shows {' / '.join(icons)}, not "
                   f"{what_en}", f"o espaço {slot} de {place_pt} mostra {icons_text(icons, 'pt')}, não {what_pt}",
                   action=action, before=steps)
        if position.tile(place.id, slot) is not None:
            refuse("brass.build.suitable-space", f"slot {slot} of {place.name} is already built on",
                   f"o espaço {slot} de {place_pt} já está ocupado", action=action, before=steps)
        chosen = slot
    else:
        free = _free_slots(position, place, industry)
        if not free:
            refuse("brass.build.suitable-space", f"{place.name} has no empty slot for a {what_en}",
                   f"{place_pt} não tem espaço livre para {what_pt}", action=action, before=steps)
        chosen = free[0]
    steps.append(step("brass.build.suitable-space",
                      f"Slot {chosen} of {place.name} is empty and shows the {what_en} icon.",
                      f"O espaço {chosen} de {place_pt} está livre e mostra o ícone de {what_pt}."))
    return Answer((place.id, chosen), tuple(steps))


def buildable_slots(position: Position, player: str, card: Card, industry: str) -> Answer[tuple[tuple[str, int], ...]]:
    """Every (location, slot) where ``card`` lets ``player`` build ``industry`` now, explained by location."""
    check_player(position, player)
    found: list[tuple[str, int]] = []
    steps: list[Step] = []
    for place in brass_map().locations:
        if place.is_merchant or not any(industry in icons for icons in place.slots):
            continue
        ok, why = _card_reaches(position, player, card, place, industry)
        if not ok:
            continue
        if _canal_limit(position, player, place) is not None:
            continue
        free = _free_slots(position, place, industry)
        if free:
            found.extend((place.id, n) for n in free)
            steps.append(why)
    if not steps:
        steps.append(step("brass.build.industry-card-network",
                          f"{card.describe()} lets {player} build {a_name(industry)} nowhere right now.",
                          f"{card.describe('pt')} não permite a {player_name(player, 'pt')} construir "
                          f"{industry_name(industry, 'pt')} "
                          "em lugar nenhum agora."))
    return Answer(tuple(found), tuple(steps))

"""Your network versus connected: the two different ideas of reach in Brass.

* **Your network** [brass.network.definition] is about *your own pieces*: the locations holding one of your
  industry tiles, plus every location at an end of one of your link tiles. Other players' pieces never add to
  it [brass.network.own-pieces]. It decides where you may place links and build with an Industry card.
* **Connected** [brass.network.connected] is about *anyone's links*: two locations are connected when a chain
  of link tiles, whoever owns them, joins them. Routes may pass through merchant locations
  [brass.network.merchant-route]. It decides where coal, opponents' beer and market coal can come from.

Distance is the number of link tiles on the shortest route (a breadth-first search); a location is 0 links
from itself. The three-ended Kidderminster–Worcester tile puts each pair of its ends 1 link apart
[brass.map.three-way-link].
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from itertools import pairwise

from furnace_lab.brass.data import brass_map
from furnace_lab.brass.explain import Answer, step
from furnace_lab.brass.position import Position
from furnace_lab.brass.problems import bad_data
from furnace_lab.brass.readings import DEFAULT_READINGS, Readings
from furnace_lab.brass.terms import player_ids_pt, player_name


def adjacency(position: Position) -> dict[str, set[str]]:
    """For each location, the locations one built link tile away (any owner)."""
    board = brass_map()
    near: dict[str, set[str]] = {location.id: set() for location in board.locations}
    for link in position.links:
        for a, b in board.lines_by_id[link.line].pairs():
            near[a].add(b)
            near[b].add(a)
    return near


def search(position: Position, sources: Iterable[str],
           readings: Readings = DEFAULT_READINGS) -> tuple[dict[str, int], dict[str, str]]:
    """Breadth-first search over built links from several start locations at once.

    Returns (distance of every reachable location, the location each was first reached from). With
    ``readings.merchants_pass_through`` False a route may end at a merchant but not continue through it.
    """
    board = brass_map()
    near = adjacency(position)
    dist: dict[str, int] = {}
    parent: dict[str, str] = {}
    queue: deque[str] = deque()
    for source in sources:
        if source not in dist:
            dist[source] = 0
            queue.append(source)
    while queue:
        here = queue.popleft()
        if dist[here] and not readings.merchants_pass_through and board.by_id[here].is_merchant:
            continue
        for there in sorted(near[here], key=board.order.__getitem__):
            if there not in dist:
                dist[there] = dist[here] + 1
                parent[there] = here
                queue.append(there)
    return dist, parent


def distances(position: Position, sources: str | Iterable[str],
              readings: Readings = DEFAULT_READINGS) -> dict[str, int]:
    """Links-away of every location connected to ``sources`` (a location id or several)."""
    starts = (sources,) if isinstance(sources, str) else tuple(sources)
    return search(position, starts, readings)[0]


def route(position: Position, sources: str | Iterable[str], target: str,
          readings: Readings = DEFAULT_READINGS) -> tuple[str, ...] | None:
    """A shortest route from ``sources`` to ``target`` as a tuple of location ids, or None if not connected."""
    starts = (sources,) if isinstance(sources, str) else tuple(sources)
    dist, parent = search(position, starts, readings)
    if target not in dist:
        return None
    path = [target]
    while path[-1] not in starts:
        path.append(parent[path[-1]])
    return tuple(reversed(path))


def network_locations(position: Position, player: str) -> frozenset[str]:
    """The locations in the player's network [brass.network.definition]: own tiles plus own links' ends."""
    board = brass_map()
    found = {tile.location for tile in position.industries if tile.owner == player}
    for link in position.links:
        if link.owner == player:
            found.update(board.lines_by_id[link.line].ends)
    return frozenset(found)


def _names(ids: Iterable[str], lang: str = "en") -> str:
    board = brass_map()
    ordered = sorted(ids, key=board.order.__getitem__)
    return board.names(ordered, lang, ", ") or ("none" if lang == "en" else "nenhum")


def network(position: Position, player: str) -> Answer[frozenset[str]]:
    """The player's network, explained [brass.network.definition, brass.network.own-pieces]."""
    check_player(position, player)
    board = brass_map()
    tiles = {tile.location for tile in position.industries if tile.owner == player}
    ends: set[str] = set()
    for link in position.links_of(player):
        ends.update(board.lines_by_id[link.line].ends)
    found = frozenset(tiles | ends)
    others = {t.location for t in position.industries if t.owner != player} - found
    steps = [
        step("brass.network.definition",
             f"{player}'s industry tiles stand in: {_names(tiles)}; {player}'s links touch: {_names(ends)}.",
             f"As Indústrias de {player_name(player, 'pt')} estão em: {_names(tiles, 'pt')}; as Conexões de "
             f"{player_name(player, 'pt')} tocam: "
             f"{_names(ends, 'pt')}."),
        step("brass.network.definition", f"So {player}'s network is: {_names(found)}.",
             f"Logo a rede de {player_name(player, 'pt')} é: {_names(found, 'pt')}."),
    ]
    if others or any(link.owner != player for link in position.links):
        steps.append(step("brass.network.own-pieces",
                          "Other players' tiles and links do not add to it.",
                          "Peças e Conexões dos outros jogadores não entram nela."))
    return Answer(found, tuple(steps))


def in_network(position: Position, player: str, location: str) -> Answer[bool]:
    """Is ``location`` in the player's network? [brass.network.definition]"""
    place = brass_map().location(location)
    answer = network(position, player)
    inside = place.id in answer.value
    verdict = step("brass.network.definition",
                   f"{place.name} is {'' if inside else 'not '}in {player}'s network.",
                   f"{place.name_in('pt')} {'' if inside else 'não '}está na rede de {player_name(player, 'pt')}.")
    return Answer(inside, (*answer.steps, verdict))


def connected(position: Position, a: str, b: str, readings: Readings = DEFAULT_READINGS) -> Answer[bool]:
    """Are two locations connected by anyone's links? Explains the route found [brass.network.connected]."""
    board = brass_map()
    first, second = board.location(a), board.location(b)
    path = route(position, first.id, second.id, readings)
    if path is None:
        steps = [step("brass.network.connected",
                      f"No chain of link tiles joins {first.name} and {second.name}, so they are not connected.",
                      f"Nenhuma sequência de Conexões liga {first.name_in('pt')} a {second.name_in('pt')}; não estão "
                      "conectados.")]
        if not readings.merchants_pass_through:
            steps.append(step("brass.network.merchant-route",
                              "(Reading in use: routes may not pass through merchant locations.)",
                              "(Leitura em uso: rotas não podem passar por locais de Mercador.)"))
        return Answer(False, tuple(steps))
    names, names_pt = board.names(path, joiner=" → "), board.names(path, "pt", " → ")
    owners = sorted({_link_between(position, x, y) for x, y in pairwise(path)})
    steps = [step("brass.network.connected",
                  f"{first.name} and {second.name} are connected, {len(path) - 1} link(s) apart: {names} "
                  f"(links owned by {', '.join(owners) or 'nobody: same location'}).",
                  f"{first.name_in('pt')} e {second.name_in('pt')} estão conectados, a {len(path) - 1} "
                  f"Conexão(ões): {names_pt} "
                  f"(Conexões de {', '.join(owners) or 'ninguém: mesmo local'}).")]
    through = [board.by_id[p].name for p in path[1:-1] if board.by_id[p].is_merchant]
    if through:
        steps.append(step("brass.network.merchant-route",
                          f"The route passes through the merchant location {', '.join(through)}; "
                          "that does not break it.",
                          f"A rota passa pelo local de Mercador {', '.join(through)}; isso não a interrompe."))
    return Answer(True, tuple(steps))


def _link_between(position: Position, a: str, b: str) -> str:
    line = brass_map().line(a, b)
    link = position.link_on(line.id)
    return link.owner if link else "?"


def check_player(position: Position, player: str) -> None:
    if player not in position.players:
        raise bad_data(f"not a player here; the players are {', '.join(position.players)}",
                       f"não é jogador aqui; os jogadores são {player_ids_pt(position.players)}",
                       item=player, field="player")

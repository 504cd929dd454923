"""The board as a networkx graph, for one era.

Nodes are the 27 locations (attributes ``name``, ``kind`` — town, farm or merchant — ``pos`` and ``slots``).
Edges are the link lines usable in the era [brass.link.era]; the three-ended Kidderminster–Worcester line gives
three edges, one per pair of its ends, all with the same ``line`` id [brass.map.three-way-link]. With a position,
edges carrying a link tile have ``owner`` set. :func:`built_graph` keeps only those: its shortest paths are the
"connected" distances of the rules [brass.network.connected], which :mod:`~furnace_lab.brass.network` computes
itself (the tests check that both agree).
"""

from __future__ import annotations

import networkx as nx

from furnace_lab.brass.data import brass_map
from furnace_lab.brass.position import Position
from furnace_lab.brass.terms import Era


def board_graph(era: Era | None = None, position: Position | None = None) -> nx.Graph:
    """Every location, and every line usable in ``era`` (default: the position's era; all lines if neither)."""
    board = brass_map()
    if era is None and position is not None:
        era = position.era
    graph = nx.Graph(era=era or "any")
    for location in board.locations:
        graph.add_node(location.id, name=location.name, kind=location.kind, pos=location.pos,
                       slots=" | ".join("/".join(icons) for icons in location.slots))
    for line in board.lines:
        if era is not None and not line.allows(era):
            continue
        link = position.link_on(line.id) if position is not None else None
        for a, b in line.pairs():
            graph.add_edge(a, b, line=line.id, canal=line.canal, rail=line.rail,
                           owner=link.owner if link else None, kind=link.kind if link else None)
    return graph


def built_graph(position: Position) -> nx.Graph:
    """Every location, and only the lines that carry a link tile (any owner)."""
    graph = board_graph(position.era, position)
    unbuilt = [(a, b) for a, b, owner in graph.edges(data="owner") if owner is None]
    graph.remove_edges_from(unbuilt)
    return graph

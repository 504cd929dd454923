"""Production chains: how a player's cards and Managers turn coal, iron, oil and upgrade tokens into money.

In the production phase every card is resolved once, in any order, its rows top to bottom: extractions yield
resources, processing rows turn them into other resources or money, the Start-up's upgrade row flips Companies
to their upgraded side, and (Interbellum) deliveries, text and permanent effects and Managers add their part.
This package draws that as a graph and answers questions about it:

* :func:`build_chain_graph` (from cards), :func:`chain_graph_from_ids` (from card ids),
  :func:`catalog_chain_graph` (the whole catalog), :func:`chain_graph_for_state` (a player in a game state):
  a ``networkx.DiGraph`` with resource nodes and one node per card row (attributes: :mod:`.schema`);
* :func:`money_sources`, :func:`money_routes`: which resources can end as money, and how;
* :func:`card_feeds`: which cards feed which;
* :func:`money_upper_bound`: the most money the phase could make, from a maximum flow (the owner's Capitalist
  included), with the reasons the real best can be lower; :func:`bottlenecks`: what caps it;
* :func:`limiting_factor` / :func:`limits`: what limits the tableau, in a sentence ("iron limits this tableau: 1 more
  iron would make 4 more money"); :func:`bound_reasons`: why the real best can be lower, in short words;
* :func:`draw_chain_graph` / :func:`to_dot`: a left-to-right drawing, a plan's flows highlighted
  (:func:`flows_from_transactions`), rendered by Graphviz, pygraphviz, plain SVG or as DOT text; :func:`to_svg`:
  furnace_lab's own flow picture (gains, resource lanes, conversions, sales, money with its bound);
* :func:`save_chain_picture`: the picture saved as SVG (and PNG when a converter is at hand) for slides.
"""

from furnace_lab.chains.bound import Bottleneck, CutEdge, MoneyBound, bottlenecks, money_upper_bound
from furnace_lab.chains.build import (
    build_chain_graph,
    catalog_chain_graph,
    chain_graph_for_state,
    chain_graph_from_ids,
    graph_from_tableau,
)
from furnace_lab.chains.capitalist import CAPITALIST_PRODUCTION, capitalist_ability
from furnace_lab.chains.dot import to_dot
from furnace_lab.chains.draw import BACKENDS, ChainDrawing, available_backends, draw_chain_graph
from furnace_lab.chains.export import SavedPicture, save_chain_picture
from furnace_lab.chains.flows import flows_from_transactions
from furnace_lab.chains.limiting import Limit, bound_reasons, limiting_factor, limits
from furnace_lab.chains.queries import MoneyRoute, card_feeds, feeders_of, money_routes, money_sources
from furnace_lab.chains.svg import to_svg
from furnace_lab.chains.tableau import Tableau, make_tableau, tableau_from_state

__all__ = [
    "BACKENDS",
    "CAPITALIST_PRODUCTION",
    "Bottleneck",
    "ChainDrawing",
    "CutEdge",
    "Limit",
    "MoneyBound",
    "MoneyRoute",
    "SavedPicture",
    "Tableau",
    "available_backends",
    "bottlenecks",
    "bound_reasons",
    "build_chain_graph",
    "capitalist_ability",
    "card_feeds",
    "catalog_chain_graph",
    "chain_graph_for_state",
    "chain_graph_from_ids",
    "draw_chain_graph",
    "feeders_of",
    "flows_from_transactions",
    "graph_from_tableau",
    "limiting_factor",
    "limits",
    "make_tableau",
    "money_routes",
    "money_sources",
    "money_upper_bound",
    "save_chain_picture",
    "tableau_from_state",
    "to_dot",
    "to_svg",
]

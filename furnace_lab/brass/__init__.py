"""Brass: Birmingham's resource network, as data and as rules that explain themselves.

Seed 001 ("Resources and the Network") says how locations connect and how coal, iron, beer and the markets
work. This package models it:

* the map (:func:`brass_map`: 20 towns, 2 farm breweries, 5 merchants, 39 link lines) and the supply tables
  (:func:`supply_data`: market ladders, merchant tiles by player count), each item with its provenance;
* board positions (:class:`Position`), validated, saved and loaded as JSON or TOML, with shipped presets
  (:func:`preset`, :func:`preset_names`);
* the rules as functions answering with a result and an explanation citing rule IDs in English and Portuguese
  (:func:`network`, :func:`connected`, :func:`check_link`, :func:`buildable_slots`, :func:`coal_sources`,
  :func:`iron_sources`, :func:`beer_sources`), and whole requests (:func:`resolve` with :class:`Build`,
  :class:`PlaceLink`, :class:`DoubleRail`, :class:`Sell`, :class:`CanalToRail`, or :func:`ask` with plain
  words, English or Portuguese) that are refused whole with :class:`~furnace_lab.errors.IllegalAction` when the
  rules say no; :func:`write_request` writes a request back in those words, in either language;
* a networkx graph (:func:`board_graph`) and a drawing in the board's geography (:func:`draw_board`).

This package never imports the Furnace engine.
"""

from furnace_lab.brass.actions import (
    Build,
    CanalToRail,
    DoubleRail,
    Outcome,
    PlaceLink,
    Request,
    Sell,
    canal_to_rail,
    resolve,
)
from furnace_lab.brass.beer import beer_sources
from furnace_lab.brass.board import BrassMap, LinkLine, Location
from furnace_lab.brass.coal import coal_sources
from furnace_lab.brass.data import brass_map, supply_data
from furnace_lab.brass.draw import BoardDrawing, board_dot, draw_board
from furnace_lab.brass.explain import Answer, Step
from furnace_lab.brass.graph import board_graph, built_graph
from furnace_lab.brass.iron import iron_sources
from furnace_lab.brass.network import connected, distances, in_network, network, route
from furnace_lab.brass.phrases import parse_request, write_request
from furnace_lab.brass.placement import Card, buildable_slots, check_build, check_link, placeable_lines
from furnace_lab.brass.position import BuiltLink, IndustryTile, MerchantTile, Position, make_position
from furnace_lab.brass.readings import DEFAULT_READINGS, Readings
from furnace_lab.brass.sourcing import Plan, Take, pay
from furnace_lab.brass.storage import load_position, preset, preset_names, save_position


def ask(position: Position, text: str, player: str = "red", readings: Readings = DEFAULT_READINGS) -> Answer[Outcome]:
    """Resolve a request written in plain words (see :mod:`furnace_lab.brass.phrases`)."""
    return resolve(position, parse_request(text, player), readings)


__all__ = [
    "DEFAULT_READINGS",
    "Answer",
    "BoardDrawing",
    "BrassMap",
    "Build",
    "BuiltLink",
    "CanalToRail",
    "Card",
    "DoubleRail",
    "IndustryTile",
    "LinkLine",
    "Location",
    "MerchantTile",
    "Outcome",
    "PlaceLink",
    "Plan",
    "Position",
    "Readings",
    "Request",
    "Sell",
    "Step",
    "Take",
    "ask",
    "beer_sources",
    "board_dot",
    "board_graph",
    "brass_map",
    "buildable_slots",
    "built_graph",
    "canal_to_rail",
    "check_build",
    "check_link",
    "coal_sources",
    "connected",
    "distances",
    "draw_board",
    "in_network",
    "iron_sources",
    "load_position",
    "make_position",
    "network",
    "parse_request",
    "pay",
    "placeable_lines",
    "preset",
    "preset_names",
    "resolve",
    "route",
    "save_position",
    "supply_data",
    "write_request",
]

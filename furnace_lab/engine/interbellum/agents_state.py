"""The Agents' part of the state (:class:`~furnace_lab.engine.core.module_parts.StatePart`).

``state._agents``: per Agent (two players: one, in the dummy's seat; solo: left then right), its money, the
Companies it has won and the Managers it has won, as ``(money, card indices, Managers)``; empty without Agents. A
new game's Agents start with nothing. Saved as ``agents`` (the cards by id); the Agent cards themselves are saved in
the spec (``agents``, their definitions). The board shows each Agent's money and cards after the players.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.module_parts import WHERE, Saved, StatePart, read_cards, read_int
from furnace_lab.engine.interbellum.agent import agent_from_definition
from furnace_lab.engine.text import say
from furnace_lab.errors import DataError

if TYPE_CHECKING:
    from furnace_lab.engine.core.spec import GameSpec
    from furnace_lab.engine.core.state import AgentState, GameState


def _base(g: GameSpec) -> tuple[tuple[AgentState, ...]]:
    return ((),)


def _start(g: GameSpec) -> tuple[tuple[AgentState, ...]]:
    return (((0, (), 0),) * len(g.agents),)


def _save(s: GameState) -> Saved:
    cards = s._g.cards
    return {"agents": [[a[0], [cards[c].id for c in a[1]], a[2]] for a in s._agents]} if s._agents else {}


def _load(s: GameState, st: Mapping[str, Any]) -> None:
    g = s._g
    s._agents = tuple((read_int(a[0], "agents"), read_cards(a[1], "agents", g.index), read_int(a[2], "agents"))
                      for a in st.get("agents", []))
    if len(s._agents) != len(g.agents):
        raise DataError("the Agent does not match the modules in use", file=WHERE, field="agent")


def _save_spec(g: GameSpec) -> Saved:
    return {"agents": [a.definition() for a in g.agents]} if g.agents else {}


def _load_spec(raw: Mapping[str, Any], index: Mapping[str, int]) -> dict[str, Any]:
    return {"agent": tuple(agent_from_definition(a) for a in raw["agents"])} if raw.get("agents") else {}


def _board_lines(s: GameState, lang: str) -> list[str]:
    g = s._g
    return [say("state.board.agent", lang, agent=N.item(g.agents[k], lang), money=str(s.agent_money(k)),
                cards=N.names(g, s.agent_cards(k), lang) or "-") for k in range(len(g.agents))]


PART: Final = StatePart(("_agents",), _base, _start, save=_save, load=_load, save_spec=_save_spec,
                        load_spec=_load_spec, board_lines=_board_lines, spec_order=1)
"""The Agents' part of the state (its spec keys come first among the modules')."""

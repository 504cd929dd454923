"""An Agent's die-driven bid is explained by its Agent card, not by the base game's dummy rule."""

from __future__ import annotations

import furnace_lab
from furnace_lab.engine import RandomBot


def _first_die_bid(state: furnace_lab.GameState) -> furnace_lab.GameState:
    bot = RandomBot(1)
    while not any(event.kind == "dummy-bid" for event in state.log):
        state = state.apply(bot.act(state))
    return state


def test_interbellum_agent_target_card_cited_for_an_agents_bid() -> None:
    """interbellum.agent.target-card: the Agent card says where and which disc; the log says so and cites it."""
    state = _first_die_bid(furnace_lab.new_game(2, seed=3, interbellum=True, agent="ib-agent-steel-magnate"))
    event = next(e for e in state.log if e.kind == "dummy-bid")
    assert "interbellum.agent.target-card" in event.rules
    assert "furnace.two-player.dummy" not in event.rules
    assert event.explain("en").startswith("The Agent Steel Magnate places disc")
    assert "lowest legal disc" not in event.explain("en")
    assert "carta de Agente" in event.explain("pt")


def test_furnace_two_player_dummy_bid_still_explained_by_the_dummy_rule() -> None:
    """furnace.two-player.dummy: without an Agent the dummy bids its lowest legal disc, searching right."""
    state = _first_die_bid(furnace_lab.new_game(2, seed=3))
    event = next(e for e in state.log if e.kind == "dummy-bid")
    assert "furnace.two-player.dummy" in event.rules
    assert "its lowest legal disc" in event.explain("en")

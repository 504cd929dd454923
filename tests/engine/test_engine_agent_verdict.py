"""The end of a game with Agents: who wins, and the log saying why (interbellum.agent.richer-than-all,
interbellum.solo.goal). Each test plays a random game to its last action, then sets the money so that each
outcome of the rule is reached, and checks ``returns()`` and the verdict event together."""

from __future__ import annotations

import pytest

from furnace_lab.engine import GameState, RandomBot, new_game
from furnace_lab.engine.core.constants import MONEY, SLOTS

RICH = 10_000


def before_the_end(state: GameState) -> tuple[GameState, object]:
    """The state one action before the game ends, and that action."""
    bot = RandomBot(7)
    while True:
        action = bot.act(state)
        after = state.apply(action)
        if after.is_over:
            return state, action
        state = after


def verdict(state: GameState) -> object:
    found = [e for e in state.log if e.kind == "ib" and e.rules[0] in ("interbellum.agent.richer-than-all",
                                                                       "interbellum.solo.goal")]
    assert len(found) == 1 and state.log[-1].kind == "game-end"
    return found[0]


def test_interbellum_agent_richer_than_all_nobody_wins_and_says_so() -> None:
    """interbellum.agent.richer-than-all: an Agent with more money than every player — nobody wins."""
    last, action = before_the_end(new_game(2, 5, interbellum=True, agent="ib-agent-steel-magnate"))
    last._agents = tuple((RICH, cards, managers) for _, cards, managers in last._agents)
    end = last.apply(action)
    assert end.returns() == [0.0, 0.0]
    event = verdict(end)
    assert "nobody wins" in event.explain("en") and "ninguém vence" in event.explain("pt")
    assert f"Steel Magnate ${end.agent_money()}" in event.explain("en")


def test_interbellum_agent_poorer_than_a_player_the_ranking_stands() -> None:
    """interbellum.agent.richer-than-all: an Agent not richer than every player changes nothing."""
    last, action = before_the_end(new_game(2, 5, interbellum=True, agent="ib-agent-steel-magnate"))
    last._holdings[MONEY] += RICH
    end = last.apply(action)
    assert end.returns() == [1.0, 0.0] and end.placings()[0] == 1
    assert "ranking stands" in verdict(end).explain("en")


@pytest.mark.parametrize("richer", ["player", "agents"])
def test_interbellum_solo_goal_more_money_than_each_agent(richer: str) -> None:
    """interbellum.solo.goal: the solo player wins only with more money than each Agent, and the log says which."""
    last, action = before_the_end(new_game(1, 4, interbellum=True,
                                           agents=["ib-agent-steel-magnate", "house-agent-broker"]))
    if richer == "player":
        last._holdings[0 * SLOTS + MONEY] += RICH
    else:
        _, cards, managers = last._agents[1]
        last._agents = (last._agents[0], (RICH, cards, managers))
    end = last.apply(action)
    text = verdict(end).explain("en")
    if richer == "player":
        assert end.returns() == [1.0] and text.endswith(f"{end.players[0]} wins.")
    else:
        assert end.returns() == [0.0] and text.endswith(f"{end.players[0]} loses.")
        assert f"${end.agent_money(1)}" in text and end.agent_money(1) >= RICH

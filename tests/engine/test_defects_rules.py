"""Issue 23, "Rules and explanations": each defect's rule, checked as the rule demands.

Each test names the rule ID it covers and failed before its fix.
"""

from __future__ import annotations

import random

from furnace_lab.engine import CHANCE, GameState, new_game
from furnace_lab.engine.actions import RepeatCard


def _random_until(state: GameState, seed: int, stop: object) -> GameState | None:
    """Play random legal actions until ``stop(state)`` holds (then return the state) or the game ends (None)."""
    rng = random.Random(seed)
    while not state.is_over:
        if state.current_player == CHANCE:
            state.apply_in_place(state.sample_chance())
            continue
        if stop(state):  # type: ignore[operator]
            return state
        state.apply_in_place(rng.choice(state.legal_actions()))
    return None


def _neighbour_offers(state: GameState) -> list[RepeatCard]:
    return [a for a in state.legal_actions() if isinstance(a, RepeatCard)]


def test_interbellum_capitalist_neighbour_solo_resolves_the_right_agents_company() -> None:
    """interbellum.capitalist.neighbour / interbellum.clarification.neighbour-card: "If you are playing alone, resolve
    any Company of the Agent to your right" — solo, the Capitalist is offered exactly the right Agent's Companies
    (never a Start-up), pays 1 iron and resolves one; the log says whose card it was."""
    offered = 0
    for seed in range(12):
        state = new_game(1, seed, interbellum=True, capitalist_ids=["ib-cap-neighbour"])
        found = _random_until(state, seed, lambda s: bool(_neighbour_offers(s)))
        if found is None:
            continue
        offered += 1
        right_agent = set(found.agent_cards(1))
        offers = {a.card for a in _neighbour_offers(found)}
        assert offers and offers <= right_agent
        assert not offers & set(found.agent_cards(0))
        found.apply_in_place(_neighbour_offers(found)[0])
        event = [e for e in found.log if "interbellum.capitalist.neighbour" in e.rules][-1]
        title = found._g.agents[1].title
        assert f"of the Agent {title}" in event.explain("en") and "pays 1 iron" in event.explain("en")
        assert "do Agente" in event.explain("pt")
    assert offered >= 3

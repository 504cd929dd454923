"""Interbellum positions — new rows, stored resources, Managers, the expansion's Capitalists — are planned exactly.

What the fast model does not play goes to the engine-level search (:mod:`furnace_lab.planner.engine_search`); its
value must equal the exhaustive reference on random small positions, and its actions must be accepted by the
engine and reach that value.
"""

from __future__ import annotations

import random

from furnace_lab.engine.actions import AssignManager
from furnace_lab.planner import MONEY_ONLY, Position, exhaustive_value, plan_production

from .positions import random_interbellum_case
from .test_exact import _reached

CASES = 30


def test_interbellum_positions_are_planned_exactly() -> None:
    """interbellum.manager.extra-effect, interbellum.delivery.*, interbellum.permanent.*: exact against the engine."""
    rng = random.Random(1926)
    for _ in range(CASES):
        case = random_interbellum_case(rng, most=2)
        plan = plan_production(case.position, case.valuation)
        reference = exhaustive_value(case.state, 0, case.valuation, memo=True, money0=case.money0,
                                     flips0=case.flips0)
        assert plan.value == reference, case.label
        end = plan.play(case.state)
        assert _reached(case, end) == plan.value, case.label
        assert plan.value >= plan.naive_value, case.label  # type: ignore[operator]


def test_interbellum_manager_assign_at_start() -> None:
    """interbellum.manager.assign-at-start: the plan places the Managers first, in the engine's own actions."""
    position = Position.build(["base-c7", "base-c1"], "base-startup-1", {"coal": 3},
                              managers=["ib-mgr-sale-money", "ib-mgr-free-four-coal"])
    plan = plan_production(position, MONEY_ONLY)
    placed = [a for a in plan.actions if isinstance(a, AssignManager)]
    assert len(placed) == 2 and plan.actions[:2] == tuple(placed)
    assert plan.value == 10 > plan.naive_value  # type: ignore[operator]
    text = plan.explain()
    assert "interbellum.manager.assign-at-start" in text and "Gerente" in plan.explain("pt")


def test_a_plan_using_the_right_neighbours_company_is_explained() -> None:
    """interbellum.capitalist.neighbour: with the neighbour Capitalist the best plan can end by paying 1 iron to use a
    Company of the player to the right; its explanation names that card as the neighbour's (it raised UnknownCard
    looking for it among the player's own cards, and called it a repeat)."""
    from furnace_lab.engine import CHANCE, new_game

    state, pick = new_game(3, 7, interbellum=True), random.Random(7)
    while not (state.phase == "production" and state.round == 2):  # round 2: player 2 holds ib-cap-neighbour
        legal = state.legal_actions()
        state.apply_in_place(state.sample_chance() if state.current_player == CHANCE else
                             legal[int(pick.random() * len(legal))])
    assert state.capitalist(state.current_player) == "ib-cap-neighbour"
    plan = plan_production(state)
    neighbour = [step.card for step in plan.steps if step.card not in state.cards(state.current_player)]
    assert neighbour == ["base-s3"]
    text = plan.explain()
    assert "use your right-hand neighbour's base-s3" in text and "use again" not in text
    assert "pays 1 iron to use base-s3, a Company of the player to the right (interbellum.capitalist.neighbour)" in text
    assert "usar, do vizinho à direita, base-s3" in plan.explain("pt")

"""The planner is exact: on 500+ random small positions its value equals a plain search over the engine's own
legal actions, and its actions, applied to the engine, reach that value.

The reference is :func:`furnace_lab.planner.exhaustive_value`: a depth-first search over ``legal_actions()`` /
``apply`` whose memo is keyed on the engine's whole changing state (so it cannot change the answer). It knows
nothing of the planner's model, its pruning rules or its bounds.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from furnace_lab.cards.resources import RESOURCES
from furnace_lab.planner import exhaustive_value, plan_production
from furnace_lab.planner.problem import compile_problem
from furnace_lab.planner.search import Search

from .positions import Case, random_case

FRESH = 420
MIDWAY = 120
"""Positions tried: from the start of production, and part-way through it (540 in all)."""


def _reached(case: Case, end_state: Any) -> object:
    """The valuation of what the engine state reached, counted from the case's baseline."""
    v = case.valuation
    held = end_state.holdings(0)
    flips = sum(1 for c in end_state.companies(0) if end_state.is_upgraded(c))
    worth = v.money * (held.money - case.money0) + v.upgrade * (flips - case.flips0)
    return worth + sum(getattr(v, name) * held.get(name) for name in RESOURCES)


def _check(case: Case) -> None:
    plan = plan_production(case.position, case.valuation)
    reference = exhaustive_value(case.state, 0, case.valuation, memo=True, money0=case.money0, flips0=case.flips0)
    assert plan.value == reference, f"planner {plan.value} != exhaustive {reference}: {case.label}"
    end = plan.play(case.state)
    assert end.is_over or end.current_player != 0 or end.phase != "production", case.label
    assert _reached(case, end) == plan.value, f"the actions reach {_reached(case, end)}, not {plan.value}"
    assert plan.value >= plan.naive_value, case.label  # type: ignore[operator]


def test_planner_equals_exhaustive_search_from_the_start() -> None:
    """furnace.production.each-card-once / rows-top-to-bottom / effects.processing: the best plan is exact."""
    rng = random.Random(20240501)
    for _ in range(FRESH):
        _check(random_case(rng))


def test_planner_equals_exhaustive_search_midway() -> None:
    """furnace.production.no-going-back: planning from a half-resolved card, an open upgrade row, a spent repeat."""
    rng = random.Random(7)
    for _ in range(MIDWAY):
        _check(random_case(rng, midway=True))


@pytest.mark.parametrize("seed", range(3))
def test_pruning_changes_nothing(seed: int) -> None:
    """The search with every pruning rule and bound switched off finds the same value."""
    rng = random.Random(seed)
    for _ in range(15):
        case = random_case(rng, most=3)
        problem = compile_problem(case.position, case.valuation)
        pruned, _, _ = Search(problem).solve()
        plain, _, _ = Search(problem, prune=False).solve()
        assert pruned == plain, case.label

"""The planner under a deadline: it answers in time with the best plan found, its value and a proven upper bound,
and a plan marked exact is optimal (checked against the plain search over the engine's own legal actions).

No test measures wall time (speed is the benchmarks' business): the search is stopped on purpose, either by a
deadline so small that it has passed at the first look at the clock, or by ``stop`` saying True after a chosen
number of looks, with the clock looked at every state (``CHECK_EVERY`` patched to 1) so that the stop falls at
many different points of the search.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from fractions import Fraction

import pytest

from furnace_lab.errors import DataError
from furnace_lab.planner import (
    MONEY_ONLY,
    Position,
    TableauValue,
    card_worth,
    engine_search,
    exhaustive_value,
    plan_production,
    search,
    tableau_value,
)
from furnace_lab.planner.problem import compile_problem
from furnace_lab.planner.rows import Unsupported

from .positions import COMPANIES, Case, random_case, random_interbellum_case
from .test_exact import _reached

HARD = Position.build([("base-c10", False), ("base-c12", False), ("base-c13", False), ("base-o1", False),
                       ("base-o3", True), ("base-s1", False), ("base-s8", True), ("base-s9", False),
                       ("base-s11", True), ("base-t2", False)], "base-startup-3",
                      {"coal": 3, "iron": 3, "oil": 3, "token": 2}, 4, "repeat-card")
"""Ten Companies and the repeat-card Capitalist: far more than one look at the clock's worth of states."""


def _after(looks: int) -> Callable[[], bool]:
    """A ``stop`` that says True from its ``looks + 1``-th call on."""
    calls = [0]

    def stop() -> bool:
        calls[0] += 1
        return calls[0] > looks

    return stop


@pytest.fixture
def every_state(monkeypatch: pytest.MonkeyPatch) -> None:
    """The searches look at the clock at every state (so a stop can fall anywhere)."""
    monkeypatch.setattr(search, "CHECK_EVERY", 1)
    monkeypatch.setattr(engine_search, "CHECK_EVERY", 1)


def _check_stopped(case: Case, looks: int) -> bool:
    """Plan ``case`` stopped after ``looks`` looks at the clock; check it against the exhaustive search.
    Returns whether the plan came back exact."""
    plan = plan_production(case.position, case.valuation, stop=_after(looks))
    reference = exhaustive_value(case.state, 0, case.valuation, memo=True, money0=case.money0, flips0=case.flips0)
    if plan.bound is None:  # only the engine-level search, stopped, proves no bound
        assert not _fast(case) and not plan.exact and plan.value == plan.naive_value <= reference, case.label
        return False
    assert plan.value <= reference <= plan.bound, f"{plan.value} <= {reference} <= {plan.bound}: {case.label}"
    if plan.exact:
        assert plan.value == reference == plan.bound, case.label
    else:
        assert plan.bound > plan.value and plan.gap == plan.bound - plan.value, case.label
    assert plan.naive_value is not None and plan.value >= plan.naive_value, case.label
    end = plan.play(case.state)
    assert _reached(case, end) == plan.value, f"the actions reach {_reached(case, end)}, not {plan.value}"
    return plan.exact


def _fast(case: Case) -> bool:
    """Does the fast model play this position (else the engine-level search does)?"""
    try:
        compile_problem(case.position, case.valuation)
    except Unsupported:
        return False
    return True


@pytest.mark.usefixtures("every_state")
def test_stopped_plans_marked_exact_equal_the_exhaustive_search() -> None:
    """furnace.production.each-card-once / effects.processing: on 360 random small positions (from the start,
    part-way, with Managers to place), stopped at random points, every plan marked exact is optimal, every
    other one is a real plan worth no more than the optimum, and the bound is never below it."""
    rng = random.Random(2512)
    stopped = exact = 0
    for k in range(360):
        if k % 3 == 0:
            case = random_case(rng)
        elif k % 3 == 1:
            case = random_case(rng, midway=True)
        else:
            case = random_case(rng, most=3, managers=2)
        if _check_stopped(case, rng.randint(0, 40)):
            exact += 1
        else:
            stopped += 1
    assert stopped >= 30 and exact >= 30, (stopped, exact)  # both answers were met often


def test_a_deadline_past_at_once_gives_the_best_so_far_with_a_bound() -> None:
    """A deadline of a microsecond on a hard position: a plan the engine accepts, at least the naive order,
    not marked exact, with an upper bound above it."""
    plan = plan_production(HARD, MONEY_ONLY, deadline=1e-6)
    exact = plan_production(HARD, MONEY_ONLY)
    assert not plan.exact and plan.bound is not None
    assert plan.value <= exact.value <= plan.bound
    assert plan.naive_value is not None and plan.value >= plan.naive_value
    end = plan.play()
    assert end.holdings(0).money - HARD.resources.money == plan.value
    assert exact.exact and exact.bound == exact.value and exact.gap == 0


def test_no_deadline_and_an_infinite_one_are_exact() -> None:
    """Without a deadline (or with ``math.inf``) the plan is exact, as before deadlines existed."""
    plan = plan_production(HARD, MONEY_ONLY, deadline=math.inf)
    assert plan.exact and plan.bound == plan.value == plan_production(HARD, MONEY_ONLY).value


@pytest.mark.parametrize("bad", [-1, -0.5, math.nan, "0.5", True, False, [1], Fraction(1, 2)])
def test_bad_deadlines_are_refused_in_both_languages(bad: object) -> None:
    """A deadline is seconds, 0 or more: anything else is a DataError on the field ``deadline``, in English and
    Portuguese, for each entry point that takes one."""
    calls = [lambda: plan_production(HARD, deadline=bad), lambda: tableau_value(HARD, deadline=bad),
             lambda: card_worth(HARD, "base-c1", deadline=bad)]
    for call in calls:
        with pytest.raises(DataError) as caught:
            call()
        assert caught.value.field == "deadline"
        assert "deadline is a number of seconds" in caught.value.message("en") and repr(bad) in str(caught.value)
        assert "o prazo é um número de segundos" in caught.value.message("pt")


def test_a_stop_that_cannot_be_called_is_refused() -> None:
    with pytest.raises(DataError) as caught:
        plan_production(HARD, stop="yes")
    assert caught.value.field == "stop" and "'stop' é uma função" in caught.value.message("pt")


def test_tableau_value_under_a_deadline_keeps_its_pair_and_says_its_bound() -> None:
    """``tableau_value`` still unpacks to (value, per round); under a deadline it is not exact and its bound
    holds the exact value."""
    exact = tableau_value(HARD, MONEY_ONLY)
    value, parts = exact
    assert isinstance(exact, TableauValue) and exact.exact and exact.bound == value == parts[0]
    quick = tableau_value(HARD, MONEY_ONLY, deadline=0)
    assert not quick.exact and quick.bound is not None and quick.value <= value <= quick.bound
    game = tableau_value(HARD.with_company("base-c1"), MONEY_ONLY, horizon="game", deadline=0)
    assert game.exact or game.bound is None


def test_card_worth_under_a_deadline_brackets_the_exact_worth() -> None:
    """card_worth with a deadline past at once: not exact, and the exact worth lies between its least and most."""
    exact = card_worth(HARD, "base-c1", MONEY_ONLY)
    quick = card_worth(HARD, "base-c1", MONEY_ONLY, deadline=1e-6)
    assert exact.exact and exact.worth_at_most == exact.worth == exact.worth_at_least
    assert not quick.exact
    assert quick.worth_at_least is not None and quick.worth_at_most is not None
    assert quick.worth_at_least <= exact.worth <= quick.worth_at_most
    assert "stopped at its deadline" in quick.explain("en") and "parou no prazo" in quick.explain("pt")


@pytest.mark.usefixtures("every_state")
def test_the_engine_level_search_stopped_gives_the_naive_plan_without_a_bound() -> None:
    """Rules the fast model does not play are searched on the engine: stopped, it answers with the naive
    order played on the engine, not exact, and no bound (it proves none before it ends)."""
    rng = random.Random(11)
    met = 0
    for _ in range(40):
        case = random_interbellum_case(rng)
        plan = plan_production(case.position, case.valuation, stop=_after(0))
        full = plan_production(case.position, case.valuation)
        if plan.exact:  # searched by the fast model and finished before the first look, or nothing to choose
            assert plan.value == full.value
            continue
        assert plan.value <= full.value and (plan.bound is None or plan.bound >= full.value)
        if plan.bound is None:
            met += 1
            assert plan.naive_value == plan.value
    assert met >= 1


def test_a_plan_found_in_time_says_how_much_more_is_possible_in_both_languages() -> None:
    """The explanation of a plan short of proof names it the best found in time and the gap to the bound; an
    exact plan's does not."""
    plan = plan_production(HARD, MONEY_ONLY, deadline=0)
    assert plan.gap is not None and plan.gap > 0
    en, pt = plan.explain("en"), plan.explain("pt")
    assert en.startswith(f"Best plan found in time: worth {plan.value}")
    assert f"At most {plan.gap} more is possible" in en
    assert pt.startswith(f"Melhor plano achado no prazo: vale {plan.value}")
    assert f"No máximo {plan.gap} a mais é possível" in pt
    exact = plan_production(HARD, MONEY_ONLY).explain("en")
    assert exact.startswith("Best plan: worth") and "more is possible" not in exact


@pytest.mark.usefixtures("every_state")
def test_a_repeat_and_free_resources_position_stopped_keeps_a_true_bound() -> None:
    """furnace.capitalist.repeat-card with interbellum.manager.free-four-coal / free-coal-iron-or-oil: the fast model
    plays it (the free resources come one time a round); stopped at random, the answer's bound is never below the
    exhaustive search's value, a plan marked exact is optimal, and the engine plays the plan."""
    rng = random.Random(4)
    stopped = 0
    for _ in range(16):
        companies = [(c, rng.random() < 0.3) for c in rng.sample(COMPANIES, rng.randint(1, 3))]
        resources = {r: rng.randint(0, 2) for r in ("coal", "iron", "oil", "token")}
        manager = rng.choice(["ib-mgr-free-four-coal", "ib-mgr-free-coal-iron-or-oil"])
        position = Position.build(companies, "base-startup-1", resources, 4, "repeat-card", managers=[manager])
        case = Case(position.to_state(), position, MONEY_ONLY, position.resources.money, len(position.upgraded),
                    f"{companies} {resources} {manager}")
        assert _fast(case), case.label
        stopped += not _check_stopped(case, rng.randint(0, 3))
    assert stopped >= 3, stopped

"""The explanation (both languages, both values) and the bound the search prunes with (never below the truth)."""

from __future__ import annotations

import random

import pytest

from furnace_lab.cards.names import card_name
from furnace_lab.planner import MONEY_ONLY, Plan, Position, plan_production
from furnace_lab.planner.bound import Bounds
from furnace_lab.planner.problem import compile_problem
from furnace_lab.planner.search import NEG, Search
from furnace_lab.planner.simplex import best_prices

from .positions import random_case

TABLEAU = [("base-c10", False), ("base-c12", False), ("base-c13", False), ("base-o1", False), ("base-o3", True),
           ("base-s1", False), ("base-s8", True), ("base-s9", False), ("base-s11", True), ("base-t2", False)]


@pytest.fixture(scope="module")
def plan() -> Plan:
    position = Position.build(TABLEAU, "base-startup-3", {"coal": 3, "iron": 3, "oil": 3, "token": 2})
    return plan_production(position, MONEY_ONLY)


def test_explain_compares_with_the_naive_order_in_english(plan: Plan) -> None:
    assert plan.naive is not None
    text = plan.explain("en")
    assert f"worth {plan.value}" in text and f"worth {plan.naive.value}" in text
    assert f"better by {plan.value - plan.naive.value}" in text
    assert "tableau order" in text and "Engine actions: " + ", ".join(plan.notation) in text
    assert text.count("\n") >= len(plan.steps) + 4
    assert str(plan) == text and "<pre>" in plan._repr_html_()


def test_explain_in_portuguese_uses_the_rules_terms(plan: Plan) -> None:
    assert plan.naive is not None
    text = plan.explain("pt")
    assert f"vale {plan.value}" in text and f"vale {plan.naive.value}" in text
    assert "Carta Inicial" in text and "Companhias" in text and "Ações no motor" in text


def test_explain_when_naive_is_already_best() -> None:
    position = Position.build(["base-c1"], "base-startup-1", {"coal": 2})
    plan = plan_production(position, MONEY_ONLY)
    assert plan.gain_over_naive == 0
    assert "already as good as it gets" in plan.explain() and "já é a melhor" in plan.explain("pt")


def test_simplex_prices_a_scarce_resource_at_its_best_use() -> None:
    """One oil, a sale paying 4 per oil (limit 2): the oil is worth 4; nothing else has a price."""
    prices = best_prices([(4.0, (0, 0, -1, 0), 2)], [0.0, 0.0, 1.0, 0.0], (0.0,) * 4, (0.0,) * 4)
    assert prices is not None and prices[2] == pytest.approx(4.0) and prices[0] == 0.0
    short = best_prices([(1.0, (1, 0, 0, -1), 1)], [0.0, 0.0, 0.0, -1.0], (0.0,) * 4, (0.0,) * 4)
    assert short is None  # a token is owed and nothing makes one


@pytest.mark.parametrize("seed", range(4))
def test_bound_never_below_the_best_value(seed: int) -> None:
    """Every commitment's bound, at the start's prices and at fitted ones, is at least its best value."""
    rng = random.Random(100 + seed)
    for _ in range(8):
        case = random_case(rng, most=3)
        problem = compile_problem(case.position, case.valuation)
        search = Search(problem)
        assert search.root_bounds is not None
        for move in search.commitments():
            exact = search.committed(move, NEG + 1, None)
            fitted = search.commit_bounds(move)
            assert isinstance(fitted, Bounds)
            assert search.commit_bound(search.root_bounds, move) >= exact
            assert search.commit_bound(fitted, move) >= exact


def test_portuguese_explanation_quotes_the_engine_actions() -> None:
    """The engine actions are notation ('use', 'run', 'upgrade', 'assign', 'done' are English words): in Portuguese
    each stays in quotes, as the Portuguese playthrough writes them; English keeps them bare
    (interbellum.manager.assign-at-start: the Managers' placing is among the actions)."""
    import re

    position = Position.build(["base-c7", "base-c1", ("base-s1", False)], "base-startup-1", {"coal": 3, "token": 1},
                              managers=["ib-mgr-sale-money"])
    plan = plan_production(position, MONEY_ONLY)
    line = next(s for s in plan.explain("pt").splitlines() if s.startswith("Ações no motor: "))
    rest = line.removeprefix("Ações no motor: ")
    assert rest == ", ".join(f"'{action}'" for action in plan.notation)
    bare = re.sub(r"'[^']*'", "", rest)
    assert not re.search(r"[A-Za-z]", bare), line
    assert "Engine actions: " + ", ".join(plan.notation) in plan.explain("en")


def test_portuguese_steps_and_reasons_write_the_card_rows_in_words(plan: Plan) -> None:
    """The plan's rows read as the Portuguese card faces write them ('2 carvões → $2, até 2×'), not in the English
    notation ('2 coal -> 2 money x2'); English keeps the notation."""
    english, portuguese = plan.explain("en"), plan.explain("pt")
    steps_pt = portuguese[portuguese.index("O plano, carta a carta:"):portuguese.index("Ações no motor")]
    reasons_pt = portuguese[:portuguese.index("O plano, carta a carta:")]
    assert "->" not in steps_pt + reasons_pt and " coal" not in steps_pt + reasons_pt
    assert "→" in steps_pt and ("carvão" in steps_pt or "carvões" in steps_pt)
    assert "->" in english


def test_a_card_with_no_row_to_run_says_so_and_effects_end_without_a_stray_full_stop() -> None:
    """interbellum.permanent.always-on: ib-14's basic side prints only a permanent effect (+1 coal on each coal
    extraction): its step says there is no row to run instead of an empty gap; the effect it adds to base-c1's step
    is a sentence in the engine's words, joined to the next row without '.;'."""
    from furnace_lab.engine import production_position

    state = production_position(["ib-14", "base-c1"], startup="base-startup-1", resources={"oil": 2})
    plan = plan_production(state)
    for lang, empty in (("en", "no row to run on this side"), ("pt", "nenhuma linha a executar neste lado")):
        text = plan.explain(lang)
        step = next(line for line in text.splitlines() if card_name("ib-14", lang) in line and line[:1].isdigit())
        assert empty in step and "):  →" not in step
        assert ".;" not in text and ". →" not in text

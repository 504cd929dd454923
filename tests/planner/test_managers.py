"""Managers in the fast planner: where to put them and how to use them, exact against the engine.

With base cards, the fast model plays every Manager effect itself (placements tried best bound first); the
value must equal the exhaustive search over the engine's own legal actions, and the engine must accept the
actions — the placing first (interbellum.manager.assign-at-start), then each card's Manager choices.
"""

from __future__ import annotations

import random

import pytest

from furnace_lab.engine.core.actions import AssignManager, ManagerUse
from furnace_lab.planner import MONEY_ONLY, Position, exhaustive_search, exhaustive_value, plan_production
from furnace_lab.planner.exhaustive import SearchLimit
from furnace_lab.planner.problem import compile_problem

from .positions import CAPITALISTS, COMPANIES, MANAGER_POOL, STARTUPS, VALUATIONS, Case, random_case
from .test_exact import _reached

CASES = 120
"""Random positions with at least one Manager (from the start, and part-way through production)."""
CHUNKS = 4
REFERENCE_LIMIT = 100_000
"""States the exhaustive reference may visit; a position needing more is replaced by the next one drawn (so the
test stays quick), and at most one in three may be."""


def _exact(position: Position) -> object:
    return exhaustive_value(position.to_state(), 0, MONEY_ONLY, memo=True, money0=position.resources.money,
                            flips0=len(position.upgraded))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_managers_on_random_positions_are_planned_exactly(chunk: int) -> None:
    """interbellum.manager.extra-effect, interbellum.manager.assign-at-start: placements and every Manager effect,
    exact from the start and midway (120 positions of 1 to 4 Companies with 1 to 3 Managers, in four parts)."""
    rng = random.Random(1929 + chunk)
    checked = skipped = 0
    while checked < CASES // CHUNKS:
        k = checked + skipped
        case = random_case(rng, most=2 + k % 3, midway=k % 4 == 3, managers=2 + k % 2)
        if not case.position.managers:
            continue
        try:
            reference, _ = exhaustive_search(case.state, 0, case.valuation, memo=True, money0=case.money0,
                                             flips0=case.flips0, limit=REFERENCE_LIMIT)
        except SearchLimit:
            skipped += 1
            continue
        plan = plan_production(case.position, case.valuation)
        assert plan.value == reference, case.label
        assert _reached(case, plan.play(case.state)) == plan.value, case.label
        checked += 1
    assert skipped <= checked // 3


def test_interbellum_manager_free_four_coal_pays_a_sale() -> None:
    """interbellum.manager.free-four-coal: 4 coal "already spent" let base-c7 sell twice with no coal of its own."""
    position = Position.build(["base-c7"], "base-startup-2", {}, managers=["ib-mgr-free-four-coal"])
    assert compile_problem(position, MONEY_ONLY).managers  # the fast model plays it
    plan = plan_production(position, MONEY_ONLY)
    assert plan.actions[0] == AssignManager("ib-mgr-free-four-coal", "base-c7")
    assert plan.value == 4 == _exact(position)


def test_interbellum_manager_free_four_coal_once_a_round_even_when_the_card_is_used_again() -> None:
    """interbellum.manager.free-four-coal: the 4 coal come one time this round, so the repeat-card Capitalist's
    second use of the card gets none; the fast model plays that itself (no engine-level search), and its value is
    the exhaustive one."""
    position = Position.build(["base-c7"], "base-startup-2", {"iron": 2}, capitalist="repeat-card",
                              managers=["ib-mgr-free-four-coal"])
    assert compile_problem(position, MONEY_ONLY).managers  # the fast model plays it
    plan = plan_production(position, MONEY_ONLY)
    assert plan.value == _exact(position) == 4  # the sale twice from the free coal, once: not again on the repeat
    plan.play()


def test_interbellum_manager_free_choice_declined_at_the_first_use_is_taken_on_the_repeat() -> None:
    """interbellum.manager.free-coal-iron-or-oil: the 1 coal + 1 iron (or 1 oil) come one time this round, at the use
    of the card that chooses them. Here the Start-up's first use declines them (it has no coal to sell yet),
    base-s13 makes coal, and the repeat-card Capitalist's second use of the Start-up takes them (a sale and the flip
    of base-c4): worth 19, where taking them at the first use reaches only 17. The fast model plans it, exact
    against the engine, and the engine accepts the plan."""
    position = Position.build([("base-c4", False), ("base-s13", True)], "base-startup-1",
                              {"iron": 2, "oil": 1, "token": 1}, capitalist="repeat-card",
                              managers=["ib-mgr-free-coal-iron-or-oil"])
    assert compile_problem(position, MONEY_ONLY).managers
    plan = plan_production(position, MONEY_ONLY)
    assert plan.value == _exact(position) == 19
    actions = [str(a) for a in plan.actions]
    repeat = actions.index("repeat base-startup-1")
    assert actions[1:3] == ["use base-startup-1", "done"]  # declined when the card starts
    assert "manager coal-iron" in actions[repeat:] and not any(a.startswith("manager") for a in actions[:repeat])
    plan.play()


FREE_ONCE = ["ib-mgr-free-four-coal", "ib-mgr-free-coal-iron-or-oil"]


@pytest.mark.parametrize("seed", range(2))
def test_repeat_and_free_resources_positions_are_planned_exactly_by_the_fast_model(seed: int) -> None:
    """furnace.capitalist.repeat-card with interbellum.manager.free-four-coal / free-coal-iron-or-oil (the free
    resources come one time a round): random positions of 1 to 3 Companies with such a Manager (and sometimes
    another), from the start and part-way through production, some in the Production Chain: the fast model plays
    them (no engine-level search), its value equals the exhaustive search over the engine's legal actions, and
    the engine accepts its actions and reaches that value (60 positions in two parts)."""
    rng = random.Random(2525 + seed)
    checked = skipped = 0
    while checked < 30:
        companies = [(c, rng.random() < 0.3) for c in rng.sample(COMPANIES, rng.randint(1, 3))]
        resources = {r: rng.randint(0, 3) for r in ("coal", "iron", "oil", "token")}
        owned = [rng.choice(FREE_ONCE), *rng.sample(MANAGER_POOL, rng.randint(0, 1))]
        valuation = VALUATIONS[rng.randrange(len(VALUATIONS))]
        chain = rng.random() < 0.2
        position = Position.build(companies, rng.choice(STARTUPS), resources, 4, "repeat-card", chain,
                                  managers=owned)
        state = position.to_state()
        label = f"{companies} {resources} managers={owned} chain={chain} {valuation}"
        if checked % 3 == 2:  # part-way: a few legal actions played first (placing, the first use, the repeat)
            for _ in range(rng.randint(1, 4)):
                if not state.is_over:
                    state = state.apply(rng.choice(state.legal_actions()))
            if state.is_over:
                continue
            position = Position.from_state(state, 0)
            label += " midway"
        try:
            reference, _ = exhaustive_search(state, 0, valuation, memo=True, money0=position.resources.money,
                                             flips0=len(position.upgraded), limit=REFERENCE_LIMIT)
        except SearchLimit:
            skipped += 1
            continue
        if position.current is None or not any(on == position.current.card for _, on in position.managers):
            compile_problem(position, valuation)  # the fast model plays it (a half-resolved card aside)
        plan = plan_production(position, valuation)
        assert plan.value == reference, label
        case = Case(state, position, valuation, position.resources.money, len(position.upgraded), label)
        assert _reached(case, plan.play(state)) == plan.value, label
        checked += 1
    assert skipped <= checked // 3


def test_interbellum_manager_iron_upgrade_flips_the_card_it_sits_on() -> None:
    """interbellum.manager.iron-upgrade: 1 iron flips base-c3 as it starts: its iron sale (x4) works at once."""
    position = Position.build(["base-c3"], "base-startup-4", {"iron": 5}, managers=["ib-mgr-upgrade-for-iron"])
    plan = plan_production(position, MONEY_ONLY)
    assert ManagerUse("upgrade") in plan.actions
    assert plan.value == 8 == _exact(position)
    assert plan.play().is_upgraded("base-c3")


def test_interbellum_manager_discard_for_money() -> None:
    """interbellum.manager.discard-for-money: in round 4 a card is worth more discarded (4 money) than kept."""
    position = Position.build(["base-c1"], "base-startup-1", {}, managers=["ib-mgr-discard-for-money"])
    plan = plan_production(position, MONEY_ONLY)
    assert ManagerUse("discard") in plan.actions and plan.value == _exact(position)
    assert "base-c1" not in plan.play().cards(0)


def test_interbellum_manager_repeat_conversion_doubles_the_limit() -> None:
    """interbellum.manager.repeat-conversion: base-c11's '2 coal -> 1 oil x2' may run 4 times with the Manager:
    three oil for three oil sales (12 money, not 8)."""
    position = Position.build(["base-c11", "base-o1", "base-o2"], "base-startup-2", {"coal": 8},
                              managers=["ib-mgr-conversions-once-more"])
    plan = plan_production(position, MONEY_ONLY)
    runs = [row.runs for step in plan.steps if step.card == "base-c11" for row in step.rows]
    assert max(runs) >= 3 and plan.value == 12 == _exact(position)


def test_a_manager_with_nothing_to_do_stays_in_hand() -> None:
    """interbellum.clarification.resolve-again-active-only: no delivery on a base card, so 'repeat delivery'
    would change nothing: the plan keeps it and ends the placing with 'done'."""
    position = Position.build(["base-c1"], "base-startup-1", {}, managers=["ib-mgr-repeat-delivery"])
    plan = plan_production(position, MONEY_ONLY)
    assert not any(isinstance(a, AssignManager) for a in plan.actions)
    assert str(plan.actions[0]) == "done" and plan.value == _exact(position)


def test_interbellum_manager_iron_upgrade_paid_with_iron_the_card_made() -> None:
    """interbellum.manager.iron-upgrade, interbellum.manager.any-time: no iron in hand; base-s15's basic row makes
    1 iron, the Manager flips it after that row, and the added '1 oil -> 4 money x2' sells both oil."""
    position = Position.build(["base-s15"], "base-startup-1", {"oil": 2}, managers=["ib-mgr-upgrade-for-iron"])
    plan = plan_production(position, MONEY_ONLY)
    assert ManagerUse("upgrade") in plan.actions
    assert plan.value == _exact(position) and plan.value >= 8
    assert plan.play().is_upgraded("base-s15")


def test_interbellum_manager_free_conversion_chosen_on_its_row() -> None:
    """interbellum.manager.free-conversion: with no coal, base-c11's '2 coal -> 1 oil' runs once for free
    ('manager free' on that row) and base-o1 sells the oil."""
    position = Position.build(["base-c11", "base-o1"], "base-startup-1", {},
                              managers=["ib-mgr-free-conversion"])
    plan = plan_production(position, MONEY_ONLY)
    assert ManagerUse("free") in plan.actions
    assert plan.value == _exact(position) and plan.value >= 4
    plan.play()


IRON_MAKERS = ["base-s3", "base-s4", "base-s5", "base-s14", "base-s15"]
TIMED = ["ib-mgr-upgrade-for-iron", "ib-mgr-free-conversion"]


@pytest.mark.parametrize("seed", range(3))
def test_manager_timing_positions_are_planned_exactly(seed: int) -> None:
    """interbellum.manager.any-time, furnace_lab.interbellum.manager-timing: positions built to need the upgrade
    paid with a card's own iron and the free conversion on a row of the player's choice (an iron maker, often
    no iron in hand, both Managers): exact against the engine's legal actions, and the plans replay."""
    rng = random.Random(4000 + seed)
    checked = skipped = 0
    used: set[str] = set()
    while checked < 6:
        companies = [(rng.choice(IRON_MAKERS), False),
                     *((c, rng.random() < 0.3) for c in rng.sample(COMPANIES, rng.randint(0, 2)))]
        if len({c for c, _ in companies}) < len(companies):
            continue
        resources = {r: rng.randint(0, 2) for r in ("coal", "oil", "token")}
        resources["iron"] = 0 if rng.random() < 0.7 else 1
        owned = [*TIMED, *rng.sample(MANAGER_POOL, rng.randint(0, 1))]
        valuation = VALUATIONS[rng.randrange(len(VALUATIONS))]
        position = Position.build(companies, rng.choice(STARTUPS), resources, 4, rng.choice(CAPITALISTS),
                                  managers=owned)
        state = position.to_state()
        label = f"{companies} {resources} managers={owned} {valuation}"
        try:
            reference, _ = exhaustive_search(state, 0, valuation, memo=True, money0=position.resources.money,
                                             flips0=len(position.upgraded), limit=REFERENCE_LIMIT)
        except SearchLimit:
            skipped += 1
            continue
        plan = plan_production(position, valuation)
        assert plan.value == reference, label
        case = Case(state, position, valuation, position.resources.money, len(position.upgraded), label)
        assert _reached(case, plan.play(state)) == plan.value, label
        used.update(str(a) for a in plan.actions if isinstance(a, ManagerUse))
        checked += 1
    assert skipped <= 6
    assert used & {"manager upgrade", "manager free"}, used


def test_interbellum_manager_iron_upgrade_keeps_the_iron_a_basic_row_could_spend() -> None:
    """interbellum.manager.iron-upgrade: base-s9's basic '1 iron -> 1 oil' could spend the only iron, whose oil is
    worth nothing here; kept for the flip after the basic rows, it lets the added '3 coal -> 4 money' sell (the
    flip still to come counts as a row still to come for the unwanted-inputs rule)."""
    position = Position.build(["base-s9"], "base-startup-1", {"iron": 1, "coal": 3},
                              managers=["ib-mgr-upgrade-for-iron"])
    plan = plan_production(position, MONEY_ONLY)
    assert ManagerUse("upgrade") in plan.actions
    assert plan.value == _exact(position)
    assert plan.play().is_upgraded("base-s9")

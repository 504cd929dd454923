"""Interbellum positions — new rows, stored resources, Managers, the expansion's Capitalists — are planned exactly.

What the fast model does not play goes to the engine-level search (:mod:`furnace_lab.planner.engine_search`); its
value must equal the exhaustive reference on random small positions, and its actions must be accepted by the
engine and reach that value.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from furnace_lab.cards.names import card_name
from furnace_lab.engine import CHANCE, new_game
from furnace_lab.engine.core.actions import AssignManager
from furnace_lab.engine.core.state import walk_log
from furnace_lab.errors import DataError
from furnace_lab.planner import MONEY_ONLY, Position, exhaustive_value, plan_production
from furnace_lab.planner.problem import compile_problem
from furnace_lab.planner.rows import Unsupported

from .positions import IB_COMPANIES, IB_STARTUPS, random_interbellum_case
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
    assert f"use your right-hand neighbour's {card_name('base-s3')}" in text and "use again" not in text
    assert (f"pays 1 iron to use {card_name('base-s3')}, a Company of the player to the right "
            "(interbellum.capitalist.neighbour)") in text
    assert f"usar, do vizinho à direita, {card_name('base-s3', 'pt')}" in plan.explain("pt")


def test_a_position_read_mid_card_is_never_refused_for_its_next_row() -> None:
    """In Interbellum rows are spliced into the card being resolved (a processing delivery, a token's upgrade row, the
    compensation-first Capitalist's row, a Manager's upgrade bringing the added rows), so the engine's next row may lie
    past the card's printed rows. Read from random 4-player Interbellum games at every decision part-way through a
    card, no position is refused for its ``Resume.row`` — and some real rows do lie past the printed ones, so a bound
    of the printed rows alone would have refused them. Without its game (``source``: what ``with_company`` and
    ``without`` give) such a position is refused on ``current.row``: its spliced rows are known only to the game."""
    read = past = 0
    for seed in range(150):
        state, pick = new_game(4, seed, interbellum=True), random.Random(seed)
        while not state.is_over:
            player = state.current_player
            # a neighbour's card resolved by the neighbour Capitalist (interbellum.capitalist.neighbour) is not one of
            # the player's cards (no printed rows of it to compare with here): test_neighbour.py reads those
            if (state.phase == "production" and player != CHANCE and state.current_card is not None
                    and state.current_card in state.cards(player)):
                position = Position.from_state(state)
                assert position.current is not None and position.current.card == state.current_card
                read += 1
                info = position.card(position.current.card)
                if position.current.row > len(info.rows(info.id in position.upgraded)):
                    past += 1
                    with pytest.raises(DataError) as refused:
                        replace(position, source=None)
                    assert refused.value.field == "current.row"
            legal = state.legal_actions()
            state = state.apply(state.sample_chance() if player == CHANCE else legal[int(pick.random() * len(legal))])
    assert read > 5000 and past > 10, (read, past)


def test_a_plan_found_on_the_engine_part_way_through_a_card_starts_with_that_card() -> None:
    """The engine-level search's plan from part-way through a card has that card as its first step — its side, and
    whether it is a repeat, as the engine started it — as the fast planner's plans do; the rows it had left were
    played but no step showed them (the steps began at the next card used)."""
    from furnace_lab.engine.position import production_position

    rng, read, repeats = random.Random(1931), 0, 0
    while read < 20 or repeats < 2:
        companies = [(c, rng.random() < 0.3) for c in rng.sample(IB_COMPANIES, rng.randint(1, 3))]
        state = production_position(companies, rng.choice(IB_STARTUPS), {"coal": 3, "iron": 2, "oil": 2, "token": 1},
                                    4, rng.choice(["repeat-card", "compensation-before-production"]))
        for _ in range(rng.randint(1, 5)):
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
        if state.is_over or state.current_card is None:
            continue
        try:
            compile_problem(Position.from_state(state), MONEY_ONLY)
            continue  # the fast planner's: not what this test is about
        except Unsupported:
            pass
        card = state.current_card
        opened = [e for e in walk_log(state._log) if e[0] == "use"][-1]  # the engine's start of that card
        plan = plan_production(state, MONEY_ONLY)
        assert plan.steps and plan.steps[0].card == card, (companies, plan.steps)
        assert (plan.steps[0].upgraded, plan.steps[0].repeat) == (opened[4], opened[6])
        assert f"1. {'use again' if opened[6] else 'use'} {card_name(card)} (" in plan.explain()
        read += 1
        repeats += opened[6]

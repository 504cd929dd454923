"""Random small production positions built from the catalog's base cards, for the planner's tests.

Each position is drawn from a seeded ``random.Random``: 1 to ``most`` Companies (some upgraded), a base
Start-up, a few resources, a base Capitalist or none, sometimes the Production Chain, and a valuation. With
``midway`` set, a few random legal actions are played first, so the planner also starts from part-way through
a production phase (a card half resolved, an upgrade row open, the repeat spent).

:func:`neighbour_states` gives game states of another kind: 4-player Interbellum games played at random up to each
decision part-way through the right-hand neighbour's Company (interbellum.capitalist.neighbour).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from furnace_lab import load_catalog
from furnace_lab.engine import CHANCE, new_game
from furnace_lab.engine.position import production_position
from furnace_lab.planner import MONEY_ONLY, Position, Valuation

CATALOG = load_catalog()
COMPANIES = [c.id for c in CATALOG.companies if c.expansion == "base"]
STARTUPS = [c.id for c in CATALOG.startups if c.expansion == "base"]
CAPITALISTS = [None, None, "repeat-card", "repeat-card", "iron-for-upgrade", "compensation-plus-one"]
MANAGER_POOL = [m.id for m in CATALOG.managers if not m.personal for _ in range(m.copies)]
"""The Manager pile: every token (some designs have two copies)."""
VALUATIONS = [
    MONEY_ONLY,
    MONEY_ONLY,
    Valuation(coal=1, iron=2, oil=3, token=2),
    Valuation(coal=1, iron=1, oil=2, token=3, upgrade=2),
    Valuation(money=2, coal=Fraction(1, 2), oil=3, upgrade=1),
]


@dataclass
class Case:
    """A position to plan from: the engine state, the planner's position, the valuation, the baseline."""

    state: Any
    position: Position
    valuation: Valuation
    money0: int
    flips0: int
    label: str


def random_case(rng: random.Random, most: int = 4, midway: bool = False, managers: int = 0) -> Case:
    """A position of base cards (``managers``: up to that many Managers to place, Interbellum)."""
    k = rng.randint(1, most)
    companies = [(c, rng.random() < 0.3) for c in rng.sample(COMPANIES, k)]
    resources = {r: rng.randint(0, 3) for r in ("coal", "iron", "oil", "token")}
    capitalist = rng.choice(CAPITALISTS)
    chain = rng.random() < 0.2
    valuation = rng.choice(VALUATIONS)
    startup = rng.choice(STARTUPS)
    where = rng.randint(0, k)
    owned = rng.sample(MANAGER_POOL, rng.randint(0, managers)) if managers else []
    label = f"{companies} {startup} {resources} {capitalist} chain={chain} {valuation} managers={owned}"
    if not midway:
        position = Position.build(companies, startup, resources, 4, capitalist, chain, startup_position=where,
                                  managers=owned)
        return Case(position.to_state(), position, valuation, position.resources.money, len(position.upgraded),
                    label)
    state = production_position(companies, startup, resources, 4, capitalist, chain, startup_position=where,
                                managers=owned or None)
    for _ in range(rng.randint(1, 4)):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    if state.is_over:
        return random_case(rng, most, midway)
    position = Position.from_state(state, 0)
    return Case(state, position, valuation, position.resources.money, len(position.upgraded), label + " midway")


IB_COMPANIES = [c.id for c in CATALOG.companies]
IB_STARTUPS = [c.id for c in CATALOG.startups]
MANAGERS = sorted({m.id for m in CATALOG.managers if not m.personal})
IB_CAPITALISTS = [None, None, "repeat-card", "compensation-before-production", "personal-manager",
                  "iron-for-upgrade"]


def random_interbellum_case(rng: random.Random, most: int = 3) -> Case:
    """A small position with Interbellum cards, Managers and Capitalists (what the engine-level search plans)."""
    k = rng.randint(1, most)
    companies = [(c, rng.random() < 0.3) for c in rng.sample(IB_COMPANIES, k)]
    resources = {r: rng.randint(0, 3) for r in ("coal", "iron", "oil", "token")}
    capitalist = rng.choice(IB_CAPITALISTS)
    managers = rng.sample(MANAGERS, rng.randint(0, 2))
    if capitalist == "personal-manager":
        # not with the free-four-coal Manager: the engine lets that pair's credit be taken again and again
        managers = [m for m in managers if m != "ib-mgr-free-four-coal"] + ["ib-mgr-personal"]
    valuation = rng.choice(VALUATIONS)
    startup = rng.choice(IB_STARTUPS)
    stored = {}
    for card, _ in companies:
        if rng.random() < 0.2:
            stored[card] = f"{rng.randint(1, 3)} {rng.choice(['coal', 'iron', 'oil'])}"
    label = f"{companies} {startup} {resources} {capitalist} managers={managers} stored={stored} {valuation}"
    position = Position.build(companies, startup, resources, 4, capitalist, managers=managers, stored=stored)
    return Case(position.to_state(), position, valuation, position.resources.money, len(position.upgraded), label)


NEIGHBOUR_SEEDS = range(80)
"""4-player Interbellum games played by a seeded random player; many give someone the neighbour Capitalist."""


@cache
def neighbour_states() -> tuple[Any, ...]:
    """(seed, state) at every decision, in the games of :data:`NEIGHBOUR_SEEDS`, where the player to act is part-way
    through their right-hand neighbour's Company (each state a copy)."""
    found = []
    for seed in NEIGHBOUR_SEEDS:
        state, pick = new_game(4, seed, interbellum=True), random.Random(seed)
        while not state.is_over:
            player = state.current_player
            if player == CHANCE:
                state.apply_in_place(state.sample_chance())
                continue
            if (state.phase == "production" and state.current_card is not None
                    and state.current_card not in state.cards(player)):
                found.append((seed, state.clone()))
            legal = state.legal_actions()
            state.apply_in_place(legal[pick.randrange(len(legal))])
    assert len({seed for seed, _ in found}) >= 10, "too few seeds resolve a neighbour's Company"
    return tuple(found)

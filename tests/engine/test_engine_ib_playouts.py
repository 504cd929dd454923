"""Interbellum random playouts: 2,000 games over every valid module combination and player count 1-5
(``FURNACE_LAB_PLAYOUTS=100000`` plays more, as a soak).

Issue 4 asks for at least 2,000 random Interbellum games in CI with the base invariants at every step plus
Managers conserved and variable discs reset (both in :func:`furnace_lab.engine.invariants.problems`). Game
``index`` picks its player count, its module combination, Capital Growth, the Production Chain, and with two
players a named Agent or the plain dummy, from the index alone, so every failure names a game that can be
replayed. Every 25th game also checks that the clone, the JSON round trip and a replay of its record equal it.
Saved states must read back (issue 23: a state after a Manager was used could not): every state of one game in 200
(10 of the 2,000), the game over included, goes through ``GameState.from_json(state.to_json())`` and must come back
equal, and so does one state in 200 of every other game, at a step that shifts with
the game's index; all ~600,000 states would take many minutes (see ``engine_helpers.round_trip_wanted``).
The one combination the "Individual Modules" rules refuse (five players, variable discs, neither Managers nor new
Companies: the base deck is too small for the extra Company per auction) is checked to be refused and left out
of the cycle. The games run in 20 chunks so ``pytest -n`` can spread them.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from engine_helpers import assert_round_trips, playouts_wanted, round_trip_wanted

from furnace_lab import load_catalog
from furnace_lab.engine import CHANCE, GameState, new_game, replay
from furnace_lab.engine.invariants import problems
from furnace_lab.errors import OptionsError

CHUNKS = 20
GAMES = playouts_wanted() // CHUNKS * CHUNKS
MAX_ACTIONS = 3000
MODULES = ("new_companies", "variable_discs", "new_capitalists", "managers")
COMBOS = [dict(zip(MODULES, flags, strict=True)) for flags in itertools.product((False, True), repeat=4)
          if any(flags)]
AGENTS = [a.id for a in load_catalog().agents]


def refused(players: int, modules: dict[str, bool]) -> bool:
    """Five players with variable discs but neither Managers nor new Companies need 40 Companies; the base deck
    has 36 (interbellum.module.no-managers-extra-company)."""
    return players == 5 and modules["variable_discs"] and not modules["managers"] and not modules["new_companies"]


CONFIGS = [(players, combo) for combo in COMBOS for players in range(1, 6) if not refused(players, combo)]


def options_for(index: int) -> tuple[int, dict[str, Any]]:
    """The player count and ``new_game`` options of game ``index`` (every combination comes round in turn)."""
    players, modules = CONFIGS[index % len(CONFIGS)]
    options: dict[str, Any] = dict(modules)
    turn = index // len(CONFIGS)
    if options["variable_discs"] and turn % 2 == 1:
        options["capital_growth"] = True
    if turn % 3 == 2:
        options["production_chain"] = True
    if players == 2 and turn % 4 in (1, 3):
        options["agent"] = AGENTS[turn % len(AGENTS)]
    if players == 1 and turn % 4 == 2:
        options["agents"] = [AGENTS[turn % len(AGENTS)], AGENTS[(turn + 1) % len(AGENTS)]]
    return players, options


def play(index: int) -> GameState:
    """Game ``index`` played at random with every invariant checked at every step, and its sampled states (the
    module docstring says which) round-tripped through JSON."""
    players, options = options_for(index)
    state = new_game(players, index, **options)
    rnd = random.Random(index * 104729)
    steps = 0
    while not state.is_over:
        found = problems(state)
        assert not found, (index, steps, found)
        if round_trip_wanted(index, steps):
            assert_round_trips(state, (index, steps))
        if state.current_player == CHANCE:
            action = state.sample_chance()
        else:
            legal = state.legal_actions()
            assert legal, f"game {index}: no legal action at step {steps}"
            action = legal[int(rnd.random() * len(legal))]
        state.apply_in_place(action)
        steps += 1
        assert steps < MAX_ACTIONS, f"game {index} does not end"
    assert not problems(state)
    assert state.round == 4 and state.legal_actions() == ()
    if round_trip_wanted(index, steps):
        assert_round_trips(state, (index, steps))
    return state


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_two_thousand_interbellum_games_keep_every_invariant(chunk: int) -> None:
    """interbellum.module.mix: random games over every module combination and player count keep the invariants
    (no negative stock, cards and Managers conserved, discs placed + held = owned, variable discs reset at each
    auction); the sampled states read back from JSON equal; every 25th game's clone, JSON round trip and record replay
    equal it."""
    played = 0
    for index in range(chunk, GAMES, CHUNKS):
        state = play(index)
        played += 1
        if index % 25 == chunk % 25:
            assert state.clone() == state
            assert GameState.from_json(state.to_json()) == state
            assert replay(state.record()) == state
    assert played == GAMES // CHUNKS


def test_the_playouts_cover_every_player_count_module_combination_and_agent() -> None:
    """The 2,000 games name every player count 1-5 with every module combination, Capital Growth, the Production
    Chain, and each Agent (two players and solo)."""
    seen = [options_for(index) for index in range(GAMES)]
    assert {(players, tuple(o[m] for m in MODULES)) for players, o in seen} == {
        (players, tuple(c[m] for m in MODULES)) for players in range(1, 6) for c in COMBOS
        if not refused(players, c)}
    assert any(o.get("capital_growth") for _, o in seen) and any(o.get("production_chain") for _, o in seen)
    assert {o["agent"] for _, o in seen if "agent" in o} == set(AGENTS)
    assert {a for _, o in seen for a in o.get("agents", ())} == set(AGENTS)


@pytest.mark.parametrize("modules", [c for c in COMBOS if refused(5, c)])
def test_the_combination_left_out_is_refused(modules: dict[str, bool]) -> None:
    """interbellum.module.no-managers-extra-company: the combination left out of the cycle is refused with a clear
    error naming the deck it would need."""
    with pytest.raises(OptionsError, match="Compan"):
        new_game(5, 1, **modules)

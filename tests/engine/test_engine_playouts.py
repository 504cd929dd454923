"""Random playouts: 2,000 games with every invariant checked at every step (``FURNACE_LAB_PLAYOUTS=100000`` plays more).

The games cover 2, 3 and 4 players, many seeds and the options (Capitalists on or off, Production Chain on
or off). After every action the invariants of :mod:`furnace_lab.engine.invariants` must hold: nobody holds a
negative amount, every card is in exactly one place, the disc rules hold, discs placed plus held are each
seat's set. A legal action exists until the game ends, and the game ends after round 4.
Saved states must read back (issue 23): every state of one game in 200 (10 of the 2,000), the game over included,
goes through ``GameState.from_json(state.to_json())`` and must come back equal, and so does one state in 200 of every
other game, at a step that shifts with the game's index; round-tripping all ~320,000 states would take minutes (see
``engine_helpers.round_trip_wanted``).
``random_game`` is shared with ``test_engine_roundtrips.py``.
"""

from __future__ import annotations

import random

from engine_helpers import assert_round_trips, playouts_wanted, round_trip_wanted

from furnace_lab.engine import CHANCE, GameState, new_game
from furnace_lab.engine.invariants import problems

CONFIGS = [(players, caps, chain) for players in (2, 3, 4) for caps in (True, False) for chain in (False, True)]
MAX_ACTIONS = 1500  # far above any real game: a guard against endless loops
GAMES = playouts_wanted()


def random_game(index: int, check_every_step: bool = True, each_state=None, round_trip: bool = False) -> GameState:
    players, caps, chain = CONFIGS[index % len(CONFIGS)]
    state = new_game(players, seed=index, capitalists=caps, production_chain=chain)
    rnd = random.Random(index * 7919)
    steps = 0
    while not state.is_over:
        if check_every_step:
            found = problems(state)
            assert not found, (index, steps, found)
        if each_state is not None:
            each_state(state)
        if round_trip and round_trip_wanted(index, steps):
            assert_round_trips(state, (index, steps))
        if state.current_player == CHANCE:
            action = state.sample_chance() if rnd.random() < 0.5 else rnd.choice(state.legal_actions())
        else:
            legal = state.legal_actions()
            assert legal, f"game {index}: no legal action at step {steps}"
            action = legal[int(rnd.random() * len(legal))]
        state.apply_in_place(action)
        steps += 1
        assert steps < MAX_ACTIONS
    assert not problems(state)
    assert state.round == 4 and state.phase == "over" and state.legal_actions() == ()
    assert [e.data[0] for e in state.log if e.kind == "row"] == [1, 2, 3, 4]
    if round_trip and round_trip_wanted(index, steps):
        assert_round_trips(state, (index, steps))
    return state


def test_two_thousand_random_games_keep_every_invariant_at_every_step():
    """Every invariant at every step; the states sampled (see the module docstring) round-trip through JSON."""
    winners = set()
    for index in range(GAMES):
        state = random_game(index, round_trip=True)
        winners.update(p for p, place in enumerate(state.placings()) if place == 1)
        assert abs(sum(state.returns()) - 1.0) < 1e-9
    assert winners == {0, 1, 2, 3}


def test_same_seed_and_actions_same_game_every_config():
    for index in range(len(CONFIGS)):
        assert random_game(index, check_every_step=False) == random_game(index, check_every_step=False)

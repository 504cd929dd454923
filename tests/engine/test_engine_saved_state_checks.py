"""A saved state (``to_json``) edited by hand: ``GameState.from_json`` refuses what the engine could not play on
with a ``DataError`` naming the field, instead of loading it and failing later, deep inside a move.

Each case below broke a game a few moves after loading before it was checked; the last test edits random fields
of saved base and Interbellum games and plays every state that loads to its end.
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
from typing import Any

import pytest

from furnace_lab.engine import CHANCE, GameState, new_game
from furnace_lab.errors import DataError, FurnaceLabError


def _played(state: GameState, steps: int, seed: int) -> GameState:
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        if state.current_player == CHANCE:
            state.apply_in_place(state.sample_chance())
        else:
            state.apply_in_place(rng.choice(state.legal_actions()))
    return state


def _saved(players: int, seed: int, steps: int, **options: Any) -> dict[str, Any]:
    state = _played(new_game(players, seed, **options), steps, seed)
    return json.loads(state.to_json())


def _refused(doc: dict[str, Any]) -> DataError:
    with pytest.raises(DataError) as info:
        GameState.from_json(json.dumps(doc))
    return info.value


def test_disc_values_in_hand_must_match_the_disc_counts():
    doc = _saved(4, 3, 2, interbellum=True)
    assert doc["state"]["phase"] == 0  # still in the auction
    doc["state"]["held_masks"][0] = 1 << 40
    assert "disc values in hand" in str(_refused(doc))


def test_the_turn_order_names_seats_of_the_game():
    doc = _saved(4, 3, 2)
    doc["state"]["turn_order"][1] = 9
    assert "turn order" in str(_refused(doc))


def test_the_first_player_is_a_player():
    doc = _saved(3, 5, 4)
    doc["state"]["first"] = 7
    assert "first player" in str(_refused(doc))


def test_a_manager_definition_is_checked_field_by_field():
    doc = _saved(4, 3, 0, interbellum=True)
    bad = copy.deepcopy(doc)
    bad["spec"]["managers"][0]["id"] = {}
    assert _refused(bad).field == "id"
    bad = copy.deepcopy(doc)
    bad["spec"]["managers"][0]["kind"] = "fly"
    error = _refused(bad)
    assert (error.field, error.item) == ("kind", doc["spec"]["managers"][0]["id"])
    bad = copy.deepcopy(doc)
    bad["spec"]["managers"][0]["gain"] = [[9, 1]]
    assert _refused(bad).field == "gain"


def test_an_agent_definition_is_checked_field_by_field():
    doc = _saved(2, 4, 0, interbellum=True, agent="ib-agent-steel-magnate")
    bad = copy.deepcopy(doc)
    bad["spec"]["agents"][0]["income"] = [[1, "coal"]]  # 'symbol:coal' is a basis; bare 'coal' is not
    assert _refused(bad).field == "income"
    bad = copy.deepcopy(doc)
    bad["spec"]["agents"][0]["variable_disc"] = 12
    assert _refused(bad).field == "variable_disc"
    bad = copy.deepcopy(doc)
    bad["spec"]["agents"][0]["bid"] = "loudest"
    assert _refused(bad).field == "bid"


def test_the_managers_part_of_a_state_is_checked_field_by_field():
    doc = _saved(4, 3, 0, interbellum=True)
    for path, value in ((3, [["x"]]), (3, [[0, 10**6]]), (5, [0, 0]), (6, 9), (2, [[]]), (None, "x")):
        bad = copy.deepcopy(doc)
        if path is None:
            bad["state"]["managers"] = value
        else:
            bad["state"]["managers"][path] = value
        assert _refused(bad).field == "managers", (path, value)


def test_a_placed_manager_must_be_owned():
    doc = _saved(4, 3, 0, interbellum=True)
    doc["state"]["managers"][3] = [[0, 0]]  # token 0 on card 0, though nobody owns a Manager yet
    assert "not owned" in str(_refused(doc))


def test_more_coal_than_a_variable_disc_can_be_worth_is_refused():
    doc = _saved(4, 3, 0, interbellum=True)
    doc["state"]["holdings"][0] = 1000  # seat 0's coal: a variable bid of 1000 cannot be written
    assert _refused(doc).field == "holdings"
    doc["state"]["holdings"][0] = 999
    assert GameState.from_json(json.dumps(doc)).legal_actions()


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for k, item in enumerate(value):
            found += _paths(item, (*path, k))
    return found


@pytest.mark.parametrize("players, seed, options", [
    (4, 11, {}), (2, 12, {}), (4, 13, {"interbellum": True}),
    (2, 14, {"interbellum": True, "agent": "ib-agent-steel-magnate"}), (5, 15, {"interbellum": True})])
def test_an_edited_saved_state_either_loads_and_plays_to_the_end_or_is_refused(players, seed, options):
    rng = random.Random(seed)
    doc = _saved(players, seed, rng.randrange(10, 120), **options)
    paths = _paths(doc)[1:]
    loaded = 0
    for _ in range(40):
        bad = copy.deepcopy(doc)
        path = rng.choice(paths)
        target = bad
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = rng.choice([None, -1, 10**9, "x", [], {}, 1.5, True, "base-c7"])
        try:
            state = GameState.from_json(json.dumps(bad))
        except DataError:
            continue
        loaded += 1
        with contextlib.suppress(FurnaceLabError):  # a typed error is an answer too; anything else fails the test
            _played(state, 500, seed)
    assert loaded < 40  # some edits were refused

"""Issue 27: a module brings its part of the state (core/module_parts.py), and the engine loops over the parts.

Every ``GameState`` field is owned by the base game or by exactly one registered module's part; ``clone``, ``==``
and the JSON handle every field; module state is immutable; ``serialize``, ``invariants`` and ``describe`` import no
Interbellum module and find a module's keys, checks and lines through its part.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from furnace_lab.engine import GameState, RandomBot, new_game
from furnace_lab.engine.core import hooks as H
from furnace_lab.engine.core.module_parts import StatePart, parts_in_use, registered_parts
from furnace_lab.engine.core.state import _DYNAMIC, BASE_FIELDS, MODULE_FIELDS
from furnace_lab.engine.interbellum.rules import FIFTH_PLAYER, MANAGERS, PAIRED_DISC, VARIABLE_DISCS
from furnace_lab.engine.invariants import problems
from furnace_lab.errors import DataError
from tests.engine.test_engine_layers import ENGINE, _modules, imported

OTHER_SLOTS = {"_g", "_history", "_legal", "_log", "is_over"}
"""The slots that are neither base nor module fields: the spec, the history, the cached legal actions, the log and
the game-over flag (copied by ``clone`` and compared by ``==`` on their own)."""


def _play(state: GameState, seed: int, steps: int = 10_000) -> list[GameState]:
    """The states of a random game (a clone of each)."""
    bot = RandomBot(seed)
    seen = [state.clone()]
    while not state.is_over and len(seen) < steps:
        state.apply_in_place(bot.act(state))
        seen.append(state.clone())
    return seen


def test_every_slot_is_owned_by_the_base_game_or_exactly_one_module_part() -> None:
    owners: dict[str, list[str]] = {name: ["base"] for name in BASE_FIELDS}
    for module in H.registered():
        for name in module.state.fields if module.state is not None else ():
            owners.setdefault(name, []).append(module.name)
    slots = set(GameState.__slots__) - OTHER_SLOTS
    assert set(owners) == slots, sorted(set(owners) ^ slots)
    assert all(len(who) == 1 for who in owners.values()), {k: v for k, v in owners.items() if len(v) > 1}
    assert set(MODULE_FIELDS) == {f for part in registered_parts() for f in part.fields}
    assert set(_DYNAMIC) == slots and len(_DYNAMIC) == len(slots)  # == compares every one of them


def test_clone_copies_every_slot_and_shares_the_module_fields() -> None:
    """A state whose every field holds its own object: the clone holds the same object in each (the lists it copies
    hold equal copies), so no field is forgotten."""
    state = new_game(3, 1, interbellum=True)
    for name in _DYNAMIC:
        value = getattr(state, name)
        setattr(state, name, value[:] if isinstance(value, list) else value)
    copy = state.clone()
    for name in GameState.__slots__:
        mine, theirs = getattr(state, name), getattr(copy, name)
        assert mine == theirs, name
        if name in MODULE_FIELDS:
            assert mine is theirs, name  # immutable: shared


def test_registering_a_part_with_a_field_nobody_declared_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(H, "_REGISTERED", [*H.registered()])
    stray = StatePart(("_my_counter",), lambda g: (0,))
    with pytest.raises(ValueError, match="not module fields of GameState"):
        H.register(H.RulesModule("counter", ("base",), bool, {}, stray))
    twice = StatePart(("_pick",), lambda g: (0,))
    with pytest.raises(ValueError, match="already 'fifth player'"):
        H.register(H.RulesModule("second picker", ("five-players",), bool, {}, twice))


@pytest.mark.parametrize("options", [{"interbellum": True}, {"interbellum": True, "capital_growth": True}])
@pytest.mark.parametrize("players", [1, 2, 5])
def test_module_state_is_immutable_and_round_trips(players: int, options: dict[str, Any]) -> None:
    """Module fields hold hashable (immutable) values at every step, and every state reads back equal from its JSON
    with the same text."""
    for state in _play(new_game(players, 3, **options), players)[::9]:
        for name in MODULE_FIELDS:
            hash(getattr(state, name))
        text = state.to_json()
        back = GameState.from_json(text)
        assert back == state and back.to_json() == text


def test_a_base_game_uses_no_part_and_saves_no_module_key() -> None:
    state = new_game(4, 2)
    assert parts_in_use(state.spec) == ()
    saved = json.loads(state.to_json())
    keys = {"variable_discs", "managers", "agents", "pick", "paired"}
    assert not keys & set(saved["state"]) and not {"agents", "picks", "schools", "pile"} & set(saved["spec"])
    assert state._managers == () and state._variable_discs == () and state._permanent_groups == (0,) * 4


def test_the_modules_in_use_bring_their_parts_in_registration_order() -> None:
    state = new_game(5, 1, interbellum=True, capitalist_ids=["ib-cap-arthur", "ib-cap-personal-manager",
                                                             "ib-cap-plus-two", "base-cap-henry", "base-cap-timur"])
    parts = parts_in_use(state.spec)
    assert [p for p in (VARIABLE_DISCS.state, MANAGERS.state, FIFTH_PLAYER.state, PAIRED_DISC.state)
            if p in parts] == [VARIABLE_DISCS.state, MANAGERS.state, FIFTH_PLAYER.state, PAIRED_DISC.state]
    saved = json.loads(state.to_json())["state"]
    assert [k for k in saved if k in ("variable_discs", "managers", "pick", "paired")] == [
        "variable_discs", "managers", "pick", "paired"]


def test_a_key_of_a_module_the_game_does_not_use_is_refused() -> None:
    """The part of a module the game does not use still reads its keys, and refuses them (as before)."""
    base = json.loads(new_game(3, 2).to_json())
    managed = json.loads(new_game(3, 2, interbellum=True).to_json())
    base["state"]["managers"] = managed["state"]["managers"]
    with pytest.raises(DataError, match="Managers do not match the modules in use"):
        GameState.from_json(json.dumps(base))
    del managed["state"]["variable_discs"]
    with pytest.raises(DataError, match="variable discs do not match the modules in use"):
        GameState.from_json(json.dumps(managed))


def test_a_plugged_in_part_is_saved_read_checked_and_described(monkeypatch: pytest.MonkeyPatch) -> None:
    """A module's part is all it takes: its key in the JSON, read back, its invariant and its board line."""
    read: list[Any] = []
    part = StatePart((), lambda g: (), save=lambda s: {"audit": s._round} if s._g.seed == 4242 else {},
                     load=lambda s, st: read.append(st.get("audit")),
                     problems=lambda s: [f"audited round {s._round}"],
                     board_lines=lambda s, lang: [f"audit ({lang}): round {s._round}"])
    monkeypatch.setattr(H, "_REGISTERED", [*H.registered()])
    H.register(H.RulesModule("audit", ("base",), lambda g: g.seed == 4242, {}, part))
    plain = new_game(3, 4241)
    assert "audit" not in plain.to_json() and "audit" not in plain.describe() and not problems(plain)
    state = new_game(3, 4242)
    assert json.loads(state.to_json())["state"]["audit"] == 1
    assert state.describe("pt").splitlines()[-1] == "audit (pt): round 1"
    assert problems(state) == ["audited round 1"]
    with pytest.raises(DataError, match="audited round 1"):
        GameState.from_json(state.to_json())
    assert read[-1] == 1


@pytest.mark.parametrize("name", ["serialize", "invariants", "describe"])
def test_the_top_layer_names_no_module_for_the_state(name: str) -> None:
    """serialize, invariants and describe find the modules' state through their parts: they import no Interbellum
    module."""
    modules = _modules()
    found = imported((ENGINE / f"{name}.py").read_text(encoding="utf-8"), name, modules)
    assert not [m for m in found if m.startswith("interbellum")], found
    assert Path(ENGINE / f"{name}.py").is_file()

"""The phase driver (furnace_lab.engine.core.phases): one table of phases, each saying how it starts, what it waits for,
how an action applies, when it is done and what follows; no phase starts another itself."""

from __future__ import annotations

import inspect
import re

import pytest

from furnace_lab.engine import new_game, play_random_game, production_position
from furnace_lab.engine.base import auction, production, resolution, rounds
from furnace_lab.engine.base.base_phases import GAME_END, PRODUCTION_PHASE
from furnace_lab.engine.base.rounds import after_round
from furnace_lab.engine.core import phases as P
from furnace_lab.engine.core.actions import ACTION_TYPES
from furnace_lab.engine.core.constants import PHASE_NAMES
from furnace_lab.engine.interbellum import fifth, manager_placing, manager_uses, variable

IB = {"interbellum": True}


def _entered(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Record the name of every phase the driver starts from now on."""
    names: list[str] = []
    for phase in P.TABLE.values():
        def start(s, _start=phase.start, _name=phase.name):  # type: ignore[no-untyped-def]
            names.append(_name)
            _start(s)

        monkeypatch.setattr(phase, "start", start)
    return names


def test_every_action_type_belongs_to_a_phase():
    """Every action of the notation is played in some phase, and the apply map holds exactly the phases' actions:
    their own handlers, a sub-phase's wrapped so as to name the sub-phase it is played in."""
    union: dict[type, object] = {}
    for phase in P.TABLE.values():
        union.update(phase.actions)
    assert set(union) == set(ACTION_TYPES) == set(P.APPLY)
    picks = P.TABLE["picks"]
    for kind, handler in P.APPLY.items():
        assert (handler is union[kind]) == (kind not in picks.actions)


def test_every_phase_code_has_a_phase():
    """state._phase always finds its phase: one per code of ``constants.PHASE_NAMES``."""
    assert [phase.name for phase in P.BY_CODE] == ["auction", "resolution", "production", "game end"]
    assert len(P.BY_CODE) == len(PHASE_NAMES) == len(P.LEGAL)


def test_a_game_runs_four_rounds_through_the_table(monkeypatch):
    """furnace.round.four-rounds, furnace.round.end, furnace.scoring.end: auction, resolution, production and the
    round's end (Interbellum's Managers leave: nobody in a base game), four times; the fourth round's end is the
    game's."""
    names = _entered(monkeypatch)
    state = play_random_game(3, 5)
    round_ = ["auction", "resolution", "production", "round end"]
    assert names == [*[*round_, "next round"] * 3, *round_, "game end"]
    assert state.is_over and state.phase == "over" and state.round == 4


def test_a_production_position_ends_after_its_production(monkeypatch):
    """furnace_lab.position.production-only: a production-only position ends when its player has produced."""
    names = _entered(monkeypatch)
    state = production_position(["base-c9", "base-c5"], startup="base-startup-4", resources={"coal": 4})
    while not state.is_over:
        state.apply_in_place(state.legal_actions()[-1])
    assert names == ["production", "round end", "game end"]


def test_the_fifth_players_choice_is_a_sub_phase_of_the_auction():
    """interbellum.five-players.fifth-chooses: the choice comes before the first row; once both cards are kept the
    auction phase itself is current and its row is revealed."""
    s = new_game(5, 3, **IB)
    assert P.current(s).name == "picks" and s.phase == "auction" and s.row == ()
    while P.current(s).name == "picks":
        s.apply_in_place(s.legal_actions()[0])
    assert P.current(s).name == "auction" and len(s.row) > 0
    assert all(type(a).__name__ in ("Bid", "VarBid", "PairBid") for a in s.legal_actions())


def test_a_phase_plugs_in_between_two_others(monkeypatch):
    """How a phase is added: register it and name it in the ``follow`` of the one before. A pass-through phase after
    each round's production runs four times and leaves the game exactly as it was."""
    seen: list[int] = []
    interval = P.Phase("interval", None, lambda s: seen.append(s.round), P.no_actions, P.at_once,
                       PRODUCTION_PHASE.follow)  # it leads on to what the production led to
    monkeypatch.setitem(P.TABLE, "interval", interval)
    monkeypatch.setattr(PRODUCTION_PHASE, "follow", "interval")
    with_it = play_random_game(4, 11, **IB)
    monkeypatch.undo()
    without = play_random_game(4, 11, **IB)
    assert seen == [1, 2, 3, 4]
    assert with_it.to_json() == without.to_json()


def test_a_module_brings_its_moves_and_sub_phases():
    """interbellum.variable-disc.bid, interbellum.manager.any-time, interbellum.five-players.fifth-chooses: the
    modules' own moves and the fifth player's sub-phase are in the driver's table because the module objects bring
    them (``RulesModule.actions``, ``RulesModule.phases``), registered with the module."""
    from furnace_lab.engine.core.actions import AssignManager, ManagerUse, PairBid, VarBid
    from furnace_lab.engine.interbellum import rules

    brought = {kind: handler for module in rules.RULES for actions in module.actions.values()
               for kind, handler in actions.items()}
    assert set(brought) == {VarBid, PairBid, AssignManager, ManagerUse}
    for kind, handler in brought.items():
        assert any(phase.actions.get(kind) is handler for phase in P.TABLE.values()), kind.__name__
    assert rules.FIFTH_PLAYER.phases == ((P.TABLE["picks"], "auction"),)
    assert P.TABLE["auction"].sub is P.TABLE["picks"]


def test_registering_a_module_adds_its_move_to_the_phase(monkeypatch):
    """A new module's move joins the phase it names when the module is registered, and nowhere else."""
    from furnace_lab.engine.core import hooks

    class Wait(tuple):  # a move type of the test's own
        pass

    def apply_wait(s, action):  # type: ignore[no-untyped-def]
        return None

    auction_phase = P.TABLE["auction"]
    monkeypatch.setattr(auction_phase, "actions", dict(auction_phase.actions))
    monkeypatch.setattr(P, "APPLY", dict(P.APPLY))
    monkeypatch.setattr(hooks, "_REGISTERED", list(hooks._REGISTERED))
    hooks.register(hooks.RulesModule("waiting", ("base",), lambda g: False, actions={"auction": {Wait: apply_wait}}))
    assert auction_phase.actions[Wait] is apply_wait and Wait in P.APPLY
    assert all(Wait not in phase.actions for name, phase in P.TABLE.items() if name != "auction")


def test_a_phase_name_is_registered_once():
    """Two phases under one name would make ``follow`` ambiguous: refused."""
    with pytest.raises(ValueError, match="already registered"):
        P.register(P.Phase(GAME_END.name, None, GAME_END.start, P.no_actions, P.never, "auction"))


@pytest.mark.parametrize(("module", "names"), [
    (auction, ("start_resolution", "resolve(")),
    (resolution, ("start_production",)),
    (production, ("end_round", "start_resolution", "resolution import resolve", "rounds import")),
    (rounds, ("start_auction", "start_production")),
    (fifth, ("start_auction",)),
    (variable, ("advance(",)),
    (manager_placing, ("step(",)),
    (manager_uses, ("step(",)),
], ids=lambda value: getattr(value, "__name__", "").rpartition(".")[2] or None)
def test_no_phase_starts_another(module, names):
    """The phase modules leave what follows to the driver: none calls another phase's start or step."""
    text = inspect.getsource(module)
    for name in names:
        assert not re.search(re.escape(name), text), f"{module.__name__} still uses {name}"


def test_play_is_what_apply_in_place_does():
    """``phases.play`` (the driver's step, which ``apply_in_place`` writes out) gives the very same game, through the
    fifth player's picks and an Interbellum game's phases."""
    by_state = new_game(5, 8, **IB)
    by_driver = by_state.clone()
    for k in range(400):
        if by_state.is_over:
            break
        legal = by_state.legal_actions()
        action = legal[k * 7 % len(legal)]
        by_state.apply_in_place(action)
        assert by_driver.legal_actions() == legal
        by_driver._legal = None
        by_driver._history = (action, by_driver._history)
        P.play(by_driver, P.APPLY[type(action)], action)
        assert by_driver.to_json() == by_state.to_json()


def test_the_round_end_follows_the_production_and_leads_to_the_next_round_or_the_games_end():
    """furnace.round.end: after the production the round ends (where modules' round_end hooks run, e.g.
    interbellum.manager.kept), then the next round or the game's end follows; a phase name is registered once."""
    assert PRODUCTION_PHASE.follow == "round end"
    assert P.TABLE["round end"].follow is after_round
    with pytest.raises(ValueError, match="already registered"):
        P.insert_after("production", P.Phase("round end", None, GAME_END.start, P.no_actions, P.at_once, ""))

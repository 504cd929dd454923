"""Named hooks (issue 27): built once per game from its modules, empty for a base game, and what a module plugs in
runs at its moment."""

from __future__ import annotations

import pytest

from furnace_lab.engine import GameState, RandomBot, new_game
from furnace_lab.engine.core import hooks as H
from furnace_lab.engine.interbellum.rules import AGENTS, MANAGERS, RULES


def _play(state: GameState, bot: RandomBot) -> GameState:
    while not state.is_over:
        state = state.apply(bot.act(state))
    return state


def test_a_base_game_has_every_hook_empty() -> None:
    """A base game runs no module's function: every hook is the shared empty set."""
    g = new_game(4, 7)._g
    assert g.module_hooks is H.EMPTY
    assert all(getattr(g.module_hooks, name) == () for name in H.HOOKS)


def test_an_interbellum_game_gets_the_modules_it_uses() -> None:
    """Two players with an Agent and Managers: the Agent replaces the dummy's rules, the Managers end the round."""
    g = new_game(2, 7, interbellum=True, agent="ib-agent-steel-magnate")._g
    hooks = g.module_hooks
    assert hooks.dummy_target == (AGENTS.hooks["dummy_target"],)
    assert hooks.nonplayer_won == (AGENTS.hooks["nonplayer_won"],)
    assert hooks.round_end == (MANAGERS.hooks["round_end"],)
    assert [name for name in H.HOOKS if not getattr(hooks, name)] == []
    three = new_game(3, 7, interbellum=True)._g.module_hooks  # no Agent at three players
    assert three.dummy_target == () and three.places_ahead == () and three.round_end
    five = new_game(5, 7, interbellum=True)
    assert {type(a).__name__ for a in five.legal_actions()} == {"ChooseCard"}  # the picks: a phase, not a hook


def test_every_interbellum_module_is_registered_in_order() -> None:
    """engine/rulesets.py registers each module once, in the order RULES gives."""
    assert [m for m in H.registered() if m in RULES] == list(RULES)


def test_register_refuses_a_hook_that_does_not_exist() -> None:
    bad = H.RulesModule("typo", ("managers",), bool, {"round_ends": print})
    with pytest.raises(ValueError, match="no hook named"):
        H.register(bad)
    assert bad not in H.registered()


def test_register_refuses_an_unknown_option_module() -> None:
    with pytest.raises(ValueError, match="option module"):
        H.register(H.RulesModule("nowhere", ("no-such-module",), bool, {"round_end": print}))


def test_a_replacing_hook_takes_one_module_only() -> None:
    """dummy_target replaces a base rule: a second module bringing one is refused (the Agents bring it)."""
    with pytest.raises(ValueError, match="already replaced by 'Agents'"):
        H.register(H.RulesModule("second dummy", ("two-player-dummy",), bool, {"dummy_target": print}))


def test_a_registered_module_runs_at_its_moments(monkeypatch: pytest.MonkeyPatch) -> None:
    """A module plugged in at round_end and game_end runs once per round and once at the end, in a base game,
    and only in the games that use it (the worked example of docs/engine.md)."""
    seen: list[tuple[str, int]] = []

    def round_over(s: GameState) -> None:
        seen.append(("round", s._round))

    def game_over(s: GameState) -> None:
        seen.append(("game", s._round))

    counting = H.RulesModule("round counter", ("base",), lambda g: g.seed == 4242,
                             {"round_end": round_over, "game_end": game_over})
    monkeypatch.setattr(H, "_REGISTERED", [*H.registered()])
    H.register(counting)
    _play(new_game(3, 4243), RandomBot(1))
    assert seen == []  # another seed: the module is not in use
    final = _play(new_game(3, 4242), RandomBot(1))
    assert seen == [("round", 1), ("round", 2), ("round", 3), ("round", 4), ("game", 4)]
    assert final.is_over


def test_a_listening_module_leaves_the_game_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    """Determinism: the same seed and actions give the same game, state and log, with a module that only listens."""
    plain = _play(new_game(3, 11, interbellum=True), RandomBot(5))
    heard: list[int] = []
    listening = H.RulesModule("listener", ("managers",), lambda g: g.seed == 11,
                              {"card_received": lambda s, seat, card: heard.append(card)})
    monkeypatch.setattr(H, "_REGISTERED", [*H.registered()])
    H.register(listening)
    again = _play(new_game(3, 11, interbellum=True), RandomBot(5))
    assert len(heard) >= 12  # every card a player received
    assert again.to_json() == plain.to_json() and again.history == plain.history


def test_the_dealing_hooks_are_each_brought_by_one_module() -> None:
    """The dealing (base/setup.py) finds the expansion's cards, Agents and Managers at named hooks, one module each,
    and a second module bringing one is refused (issue 27: base.setup imports no Interbellum module)."""
    owners = {name: [m.name for m in H.registered() if name in m.hooks] for name in H.SETUP_HOOKS}
    assert all(len(names) == 1 for names in owners.values()), owners
    assert H.setup_hook("agent_info") is AGENTS.hooks["agent_info"]
    with pytest.raises(ValueError, match="already replaced by 'Managers and Business Schools'"):
        H.register(H.RulesModule("second deal", ("managers",), bool, {"deal_managers": print}))
    with pytest.raises(LookupError, match="no registered module deals 'no_such_hook'"):
        H.setup_hook("no_such_hook")


def test_interbellum_resolution_and_bids_hooks_are_plugged_in() -> None:
    """interbellum.permanent.always-on, interbellum.variable-disc.bid: with the new Companies and variable discs in
    use, the resolution's compensation and a card joining a line reach the permanent effects, and a seat holding its
    variable disc gets its bids from the variable-disc module; a base game has none of them."""
    hooks = new_game(4, 7, interbellum=True)._g.module_hooks
    assert hooks.compensated and hooks.card_joined and hooks.variable_bids and hooks.variable_values
    state = new_game(4, 7, interbellum=True)
    assert any(type(a).__name__ == "VarBid" for a in state.legal_actions())
    base = new_game(4, 7)._g.module_hooks
    assert not (base.compensated or base.card_joined or base.variable_bids or base.variable_values)
def test_production_tables_are_filled_once_at_registration() -> None:
    """Issue 27: production names no Manager module; its table of the Managers' functions is filled, every slot, by
    ``interbellum/manager_production.py`` when the modules are registered, and an Agent's production money comes at
    the ``production_start`` hook (interbellum.agent.production-money)."""
    from furnace_lab.engine.base.production import MANAGER_RULES, ManagerRules
    from furnace_lab.engine.interbellum import manager_production

    for name in ManagerRules.__slots__:
        fn = getattr(MANAGER_RULES, name)
        assert fn.__module__.startswith("furnace_lab.engine.interbellum."), name
    assert MANAGER_RULES.verdict is manager_production.verdict and MANAGER_RULES.stage is manager_production.stage
    state = new_game(2, 7, interbellum=True, agent="ib-agent-steel-magnate")
    assert state._g.module_hooks.production_start == (AGENTS.hooks["production_start"],)
    state = _play(state, RandomBot(3))
    productions = [e for e in state.iter_log() if e[0] == "production"]
    money = [e for e in state.iter_log() if e[0] == "ib" and str(e[4]).endswith("in production.")]
    assert len(money) == len(productions) == 4 and {e[1] for e in money} == {2}  # the Agent's seat, every round

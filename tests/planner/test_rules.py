"""Rule tests: the planner's plans follow each production rule and use it when it pays.

Every test names the rule it covers and checks the outcome against the engine (the plan is played through the
engine's ``apply``) and against the exhaustive reference where a value is claimed.
"""

from __future__ import annotations

from furnace_lab.engine.base.setup import new_game
from furnace_lab.engine.core.actions import RepeatCard, UpgradeCard, UseCard
from furnace_lab.planner import MONEY_ONLY, Position, exhaustive_value, naive_plan, plan_production
from furnace_lab.rules import rule


def _reference(position: Position) -> object:
    return exhaustive_value(position.to_state(), 0, MONEY_ONLY, memo=True, money0=position.resources.money,
                            flips0=len(position.upgraded))


def test_furnace_upgrade_before_use_flips_then_uses() -> None:
    """furnace.upgrade.before-use: flipping base-c3 before using it makes its added iron sale work this round."""
    position = Position.build([("base-c3", False)], "base-startup-1", {"coal": 1, "iron": 4})
    plan = plan_production(position, MONEY_ONLY)
    assert plan.value == 8 == _reference(position)
    assert plan.notation.index("upgrade base-c3") < len(plan.notation)
    assert plan.steps[-1].card == "base-c3" and plan.steps[-1].upgraded
    assert plan.naive_value is not None and plan.naive_value < 8
    assert "furnace.upgrade.before-use" in plan.explain()
    assert rule("furnace.upgrade.before-use")


def test_furnace_effects_processing_is_optional_and_held_back() -> None:
    """furnace.effects.processing + furnace.variant.production-chain: base-c8 goes first in the line, so the plan
    runs its coal sale 0 times and keeps 3 coal for the Start-up's better sale (4 money, not 2)."""
    position = Position.build([("base-c8", False)], "base-startup-3", {"coal": 3}, production_chain=True,
                              startup_position=1)
    plan = plan_production(position, MONEY_ONLY)
    assert plan.value == 4 == _reference(position)
    first = plan.steps[0]
    assert first.card == "base-c8" and first.rows[0].runs == 0 and first.rows[0].most == 1
    assert plan.naive_value == 2
    text = plan.explain()
    assert "keeping 2 coal" in text and "furnace.effects.processing" in text
    assert plan.play().money(0) == 4


def test_furnace_variant_production_chain_is_played_left_to_right() -> None:
    """furnace.variant.production-chain: the plan's cards follow the line; the engine accepts every action."""
    position = Position.build([("base-c7", False), ("base-c1", True), ("base-o1", False)], "base-startup-2",
                              {"coal": 2, "oil": 1}, production_chain=True, startup_position=2)
    plan = plan_production(position, MONEY_ONLY)
    order = [step.card for step in plan.steps]
    assert order == list(position.ids)
    assert not any(isinstance(a, UseCard) for a in plan.actions)  # every use is forced in the chain
    assert plan.play().is_over
    assert plan.value == _reference(position)


def test_furnace_capitalist_repeat_card_is_used_when_it_pays() -> None:
    """furnace.capitalist.repeat-card: using base-c1 again (2 coal for 5) feeds two coal sales."""
    companies = [("base-c1", True), ("base-c9", False)]
    with_repeat = Position.build(companies, "base-startup-1", {"coal": 2}, capitalist="repeat-card")
    without = Position.build(companies, "base-startup-1", {"coal": 2})
    plan = plan_production(with_repeat, MONEY_ONLY)
    assert any(isinstance(a, RepeatCard) for a in plan.actions)
    assert plan.value == _reference(with_repeat)
    assert plan.value > plan_production(without, MONEY_ONLY).value
    assert "furnace.capitalist.repeat-card" in plan.explain()
    assert plan.play().is_over


def test_furnace_capitalist_iron_for_upgrade_pays_iron_once_tokens_run_out() -> None:
    """furnace.capitalist.iron-for-upgrade: the Start-up's one token pays one flip, iron pays the second."""
    companies = [("base-c3", False), ("base-c14", False)]
    timur = Position.build(companies, "base-startup-4", {"coal": 4, "iron": 8}, capitalist="iron-for-upgrade")
    plain = Position.build(companies, "base-startup-4", {"coal": 4, "iron": 8})
    plan = plan_production(timur, MONEY_ONLY)
    flips = [a for a in plan.actions if isinstance(a, UpgradeCard)]
    assert len(flips) == 2
    assert plan.value == _reference(timur)
    assert plan.value > plan_production(plain, MONEY_ONLY).value
    end = plan.play()
    assert end.is_upgraded("base-c3") and end.is_upgraded("base-c14")


def test_furnace_production_each_card_once_naive_order_is_tableau_order() -> None:
    """furnace.production.each-card-once: the naive plan uses every card once, in tableau order, each processing
    row as often as it can, and the engine plays it to the value it claims."""
    position = Position.build([("base-c7", False), ("base-o1", False), ("base-c1", False)], "base-startup-5",
                              {"coal": 3, "oil": 1, "token": 1})
    naive = naive_plan(position, MONEY_ONLY)
    assert [s.card for s in naive.steps] == list(position.ids)
    for step in naive.steps:
        for row in step.rows:
            if row.kind == "processing":
                assert row.runs == row.most
    assert naive.play().money(0) == naive.end.money
    assert naive.value <= plan_production(position, MONEY_ONLY).value


def test_plan_from_a_game_state_in_the_production_phase() -> None:
    """furnace.production.simultaneous: the player to act is planned from the game state itself; the others too."""
    state = new_game(3, seed=11)
    while state.phase != "production":
        state = state.apply(state.legal_actions()[0])
    player = state.current_player
    plan = plan_production(state)
    after = plan.play(state)
    assert after.current_player != player or after.phase != "production"
    assert after.money(player) == plan.end.money
    for other in (p for p in range(3) if p != player):  # the others have not produced yet: fresh positions
        other_plan = plan_production(state, player=other)
        assert other_plan.position.is_fresh and other_plan.position.source is None
        assert other_plan.value >= other_plan.naive_value  # type: ignore[operator]

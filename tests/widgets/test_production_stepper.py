"""The production stepper, driven headless: the choices the engine offers, each explained and undoable."""

from __future__ import annotations

import html
import re

from furnace_lab.engine import new_game, production_position
from furnace_lab.widgets.production import ProductionStepper


def text(fragment: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment))).strip()


def test_the_choices_shown_are_the_engine_legal_actions() -> None:
    """furnace.production.each-card-once: every card not used yet can be chosen, the Start-up included."""
    stepper = ProductionStepper()
    state = stepper.state
    assert list(stepper.card.options) == [str(a) for a in state.legal_actions()]
    assert "use base-startup-1" in stepper.card.options
    assert stepper.use_box.layout.display == ""
    assert stepper.run_box.layout.display == "none" and stepper.upgrade_box.layout.display == "none"
    assert "Legal: use base-c2." in text(stepper.explanation.value)
    assert "furnace.production.each-card-once" in stepper.explanation.value
    faces = text(stepper.tableau.value)
    for card in state.cards(0):
        assert card in faces


def test_furnace_upgrade_before_use_explained_and_applied_then_undone() -> None:
    """furnace.upgrade.before-use: a Company upgraded before it is used runs both rows this phase."""
    stepper = ProductionStepper()
    stepper.card.value = "use base-startup-1"
    stepper.use_button.click()
    assert stepper.upgrade_box.layout.display == ""
    assert "takes 1 token from base-startup-1" in text(stepper.event_log.value)
    stepper.upgrade.value = "upgrade base-c2"
    assert "Legal: upgrade base-c2." in text(stepper.explanation.value)
    assert "furnace.upgrade.before-use" in stepper.explanation.value
    before = stepper.state.holdings(0)
    stepper.upgrade_button.click()
    assert stepper.state.is_upgraded("base-c2")
    assert "Not used yet: it runs both effects this phase." in text(stepper.event_log.value)
    assert stepper.state.holdings(0).coal == before.coal - 1
    stepper.back_button.click()
    assert not stepper.state.is_upgraded("base-c2") and stepper.state.holdings(0) == before
    assert list(stepper.upgrade.options) == ["upgrade base-c2", "upgrade base-c7", "upgrade base-o1"]


def test_furnace_effects_processing_limit_bounds_the_times_chosen() -> None:
    """furnace.effects.processing-limit: the slider offers 0 up to what the limit and the holdings allow."""
    stepper = ProductionStepper(companies=["base-c7"], resources={"coal": 5})
    stepper.card.value = "use base-c7"
    stepper.use_button.click()
    assert stepper.run_box.layout.display == ""
    assert stepper.times.max == 2  # 2 coal -> 2 money x2, and 5 coal pay for two runs
    stepper.times.value = 1
    assert "Legal: run '2 coal -> 2 money x2' 1 time(s)." in text(stepper.explanation.value)
    stepper.run_button.click()
    assert stepper.state.money(0) == 2 and stepper.state.holdings(0).coal == 3
    assert "runs base-c7's '2 coal → 2 money' once (limit 2)" in text(stepper.event_log.value)


def test_engine_all_cards_refusal_shown_in_words() -> None:
    """furnace_lab.production.all-cards: finishing before every card is resolved is refused, with the rule."""
    stepper = ProductionStepper()
    stepper.done_button.click()  # the button is hidden; a scripted click still gets words, not a traceback
    assert stepper.messages.kind == "error"
    assert "every card must be resolved" in stepper.messages.text
    assert "furnace_lab.production.all-cards" in stepper.messages.text
    assert stepper.timeline.length == 0


def test_a_whole_production_to_its_end_and_the_planner_button() -> None:
    stepper = ProductionStepper()
    while not stepper.state.is_over:
        action = stepper.pending_action()
        assert action is not None
        stepper.play_as_human(action)
        assert stepper.messages.kind != "error", stepper.messages.text
    assert "This production phase is finished." in text(stepper.current_row.value)
    assert stepper.use_box.layout.display == "none"
    stepper.planner_button.click()
    assert stepper.planner.value  # the planner's answer, or a plain note that it is not installed


def test_production_of_a_game_state_with_bots_for_the_others() -> None:
    """furnace_lab.production.player-order: players produce in turn; a bot's production is stepped by the button."""
    state = new_game(["Ana", "Bo"], 5)
    while state.phase != "production":
        state = state.apply(state.sample_chance() if state.current_player == -1 else state.legal_actions()[-1])
    stepper = ProductionStepper(state, seats=["human", "greedy"])
    assert stepper.state.current_player == 0 and stepper.until_human_button.disabled
    while stepper.state.current_player == 0:
        stepper.play_as_human(stepper.pending_action())
    assert stepper.seats.machine_to_act(stepper.state)
    assert "Bo" in text(stepper.holdings.value)
    stepper.until_human_button.click()
    assert stepper.state.phase == "auction" and stepper.state.round == 2
    log = text(stepper.event_log.value)
    assert "Bo has resolved every card and finishes production." in log
    assert "End of round 1" in log


def test_production_stepper_in_portuguese() -> None:
    stepper = ProductionStepper(lang="pt")
    assert stepper.use_button.description == "Usar carta"
    assert "Permitido: usar base-c2." in text(stepper.explanation.value)


def test_a_position_and_keywords_together_are_refused() -> None:
    import pytest

    with pytest.raises(TypeError):
        ProductionStepper(production_position(companies=["base-c2"]), companies=["base-c7"])

"""The production stepper, driven headless: the choices the engine offers, each explained and undoable."""

from __future__ import annotations

import html
import re
from typing import Any

from furnace_lab.cards.names import card_name
from furnace_lab.engine import new_game, production_position
from furnace_lab.widgets.production import ProductionStepper
from furnace_lab.widgets.views import explanation_html


def text(fragment: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment))).strip()


def test_the_choices_shown_are_the_engine_legal_actions() -> None:
    """furnace.production.each-card-once: every card not used yet can be chosen, the Start-up included."""
    stepper = ProductionStepper()
    state = stepper.state
    assert [value for _, value in stepper.card.options] == [str(a) for a in state.legal_actions()]
    assert (f"Use {card_name('base-startup-1')}", "use base-startup-1") in stepper.card.options
    assert stepper.use_box.layout.display == ""
    assert stepper.run_box.layout.display == "none" and stepper.upgrade_box.layout.display == "none"
    assert f"Legal: use {card_name('base-c2')}." in text(stepper.explanation.value)
    assert "furnace.production.each-card-once" in stepper.explanation.value
    faces = text(stepper.tableau.value)
    for card in state.cards(0):
        assert card_name(card) in faces and card not in faces  # the title shows; the id is a hover


def test_furnace_upgrade_before_use_explained_and_applied_then_undone() -> None:
    """furnace.upgrade.before-use: a Company upgraded before it is used runs both rows this phase."""
    stepper = ProductionStepper()
    stepper.card.value = "use base-startup-1"
    stepper.use_button.click()
    assert stepper.upgrade_box.layout.display == ""
    assert f"takes 1 token from {card_name('base-startup-1')}" in text(stepper.event_log.value)
    stepper.upgrade.value = "upgrade base-c2"
    assert f"Legal: upgrade {card_name('base-c2')}." in text(stepper.explanation.value)
    assert "furnace.upgrade.before-use" in stepper.explanation.value
    before = stepper.state.holdings(0)
    stepper.upgrade_button.click()
    assert stepper.state.is_upgraded("base-c2")
    assert "Not used yet: it runs both effects this phase." in text(stepper.event_log.value)
    assert stepper.state.holdings(0).coal == before.coal - 1
    stepper.back_button.click()
    assert not stepper.state.is_upgraded("base-c2") and stepper.state.holdings(0) == before
    assert [value for _, value in stepper.upgrade.options] == ["upgrade base-c2", "upgrade base-c7", "upgrade base-o1"]
    assert [label for label, _ in stepper.upgrade.options] == [f"Upgrade {card_name(c)}"
                                                               for c in ("base-c2", "base-c7", "base-o1")]
    stepper.lang.value = "Português"
    assert [label for label, _ in stepper.upgrade.options] == [f"Melhorar {card_name(c, 'pt')}"
                                                               for c in ("base-c2", "base-c7", "base-o1")]


def test_furnace_effects_processing_limit_bounds_the_times_chosen() -> None:
    """furnace.effects.processing-limit: the slider offers 0 up to what the limit and the holdings allow."""
    stepper = ProductionStepper(companies=["base-c7"], resources={"coal": 5})
    stepper.card.value = "use base-c7"
    stepper.use_button.click()
    assert stepper.run_box.layout.display == ""
    assert stepper.times.max == 2  # 2 coal -> 2 money x2, and 5 coal pay for two runs
    stepper.times.value = 1
    assert "Legal: run '2 coal -> 2 money x2' once." in text(stepper.explanation.value)
    stepper.run_button.click()
    assert stepper.state.money(0) == 2 and stepper.state.holdings(0).coal == 3
    assert f"runs {card_name('base-c7')}'s '2 coal → 2 money' once (limit 2)" in text(stepper.event_log.value)


def test_engine_all_cards_refusal_shown_in_words() -> None:
    """furnace_lab.production.all-cards: finishing before every card is resolved is refused, with the rule."""
    stepper = ProductionStepper()
    stepper.done_button.click()  # the button is hidden; a scripted click still gets words, not a traceback
    assert stepper.messages.kind == "error"
    assert "every card must be resolved" in stepper.messages.text
    assert "furnace_lab.production.all-cards" in stepper.messages.text
    assert stepper.timeline.length == 0


def best_money(state: Any) -> int:
    """The most money any line reaches from ``state``: every legal action tried (independent of the planner)."""
    if state.is_over:
        return int(state.money(0))
    return max(best_money(state.apply(a)) for a in state.legal_actions())


def test_a_whole_production_to_its_end() -> None:
    stepper = ProductionStepper()
    while not stepper.state.is_over:
        action = stepper.pending_action()
        assert action is not None
        stepper.play_as_human(action)
        assert stepper.messages.kind != "error", stepper.messages.text
    assert "This production phase is finished." in text(stepper.current_row.value)
    assert stepper.use_box.layout.display == "none"


def test_planner_gives_one_answer_best_from_here_and_what_the_choices_cost() -> None:
    """Issue 22 item 9 (furnace.scoring.most-money: in round 4 only money counts): "Ask the planner" says the best
    from here and what the choices so far cost, consistently (best from the start = reachable + cost), never a used
    card as still to play and never the naive order's comparison mid-production."""
    stepper = ProductionStepper()
    best = best_money(stepper.state)
    stepper.planner_button.click()
    answer = text(stepper.planner.value)
    assert f"Best from here: {best} more" in answer
    assert f"Your choices so far cost nothing: you can still reach the best from the start of this production " \
           f"(step 0), {best}." in answer
    stepper.play_as_human("use base-c7")  # selling coal first wastes the coal the upgrade needs
    used = card_name("base-c7")
    money = stepper.state.money(0)
    reachable = best_money(stepper.state)
    stepper.planner_button.click()
    answer = text(stepper.planner.value)
    assert best - reachable > 0
    assert f"Best from here: {reachable - money} more" in answer
    assert f"the best from the start of this production (step 0) was worth {best}; after what you have played " \
           f"the most you can still reach is {reachable}, so your choices so far cost {best - reachable}." in answer
    plan = answer.split("The best plan from here:")[1]
    assert used not in plan and "base-c7" not in plan
    assert "naive" not in answer and "Best plan: worth" not in answer
    while not stepper.state.is_over:
        stepper.play_as_human(stepper.state.legal_actions()[0])
    stepper.planner_button.click()
    money = stepper.state.money(0)
    answer = text(stepper.planner.value)
    assert "nothing is left to plan" in answer and "Best from here" not in answer
    assert f"the most you can still reach is {money}, so your choices so far cost {best - money}." in answer
    stepper.lang.value = "Português"
    stepper.planner_button.click()
    assert f"suas escolhas até aqui custaram {best - money}." in text(stepper.planner.value)


def test_planner_outside_production_says_so() -> None:
    from furnace_lab.widgets.planner_bridge import ask_planner
    from furnace_lab.widgets.timeline import Timeline

    assert "answers during a production phase" in text(ask_planner(Timeline(new_game(3, 1)), "en"))


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
    assert f"Permitido: usar {card_name('base-c2', 'pt')}." in text(stepper.explanation.value)


def test_a_position_and_keywords_together_are_refused() -> None:
    import pytest

    with pytest.raises(TypeError):
        ProductionStepper(production_position(companies=["base-c2"]), companies=["base-c7"])


def interbellum_production() -> Any:
    """The first seeded Interbellum game, played by random bots up to production, where player 0 holds a Manager.

    Seeds are searched rather than fixed, so changes to the deal (a bigger Capitalist pool, say) do not break it.
    """
    from furnace_lab.widgets.seats import Seats

    for seed in range(1, 60):
        state = new_game(3, seed, interbellum=True, first_player=0)
        seats = Seats.of("random", 3, seed=seed)
        while state.phase != "production":
            state = state.apply(seats.choose(state))
        if state.managers(0) and state.current_player == 0:
            return state
    raise AssertionError("no seed in 1..59 gives player 0 a Manager before the first production")


def test_interbellum_manager_assigned_through_the_other_choices() -> None:
    """interbellum.manager.assign-at-start: Managers are put on cards at the start of production."""
    stepper = ProductionStepper(interbellum_production(), seats=["human", "random", "random"])
    assigns = [str(a) for a in stepper.state.legal_actions() if str(a).startswith("assign")]
    assert [value for _, value in stepper.other.options] == assigns and stepper.other_box.layout.display == ""
    assert "Managers and other choices" in text(stepper.current_row.value)  # not "Use card" yet
    manager, card = assigns[0].removeprefix("assign ").split("@")
    stepper.other.value = assigns[0]
    assert stepper.pending_action() == assigns[0]
    assert stepper.explanation.value == explanation_html(stepper.state.explain(assigns[0], "en"), "en")
    assert (f"put {card_name(manager)} on {card_name(card)} for this production phase"
            in text(stepper.explanation.value))
    stepper.other_button.click()
    assert (manager, card) in stepper.state.managers(0)
    assert f"puts {card_name(manager)} on {card_name(card)}" in text(stepper.event_log.value)
    assert "fl-manager" in stepper.tableau.value
    assert f"{card_name(manager)} on {card_name(card)}" in text(stepper.holdings.value)  # named, not by id


def test_the_planners_answer_belongs_to_the_step_it_was_asked_at() -> None:
    """After a step (or a step back) the old answer, about another step, is not left on screen; after a language
    switch it is given again in the new language."""
    stepper = ProductionStepper()
    stepper.planner_button.click()
    english = text(stepper.planner.value)
    assert "Best from here:" in english
    stepper.lang.value = "Português"
    assert "Melhor daqui:" in text(stepper.planner.value)
    stepper.lang.value = "English"
    assert text(stepper.planner.value) == english
    stepper.use_button.click()
    assert stepper.timeline.index == 1 and stepper.planner.value == ""
    stepper.planner_button.click()
    assert "Best from here:" in text(stepper.planner.value)
    stepper.back_button.click()
    assert stepper.planner.value == ""


def test_the_planner_answers_part_way_through_the_right_hand_neighbours_company() -> None:
    """interbellum.capitalist.neighbour: while the player resolves a Company of the player to their right, "Ask the
    planner" shows the best plan, naming the card as the neighbour's — not an error that the card is not theirs."""
    from tests.planner.positions import neighbour_states

    _, state = neighbour_states()[0]
    card = state.current_card
    stepper = ProductionStepper(state, seats=["human"] * 4)
    stepper.planner_button.click()
    assert stepper.messages.kind != "error", stepper.messages.text
    answer = text(stepper.planner.value)
    assert "Best from here:" in answer and f"use your right-hand neighbour's {card_name(card)}" in answer
    stepper.lang.value = "Português"
    assert f"usar, do vizinho à direita, {card_name(card, 'pt')}" in text(stepper.planner.value)


def test_no_bot_buttons_where_no_bot_plays() -> None:
    """Issue 22 item 6: a one-player production puzzle has no "Bot / die plays" nor "Play until a human decides";
    a game with a bot has them."""
    puzzle = ProductionStepper()
    assert puzzle.machine_button.layout.display == "none" and puzzle.until_human_button.layout.display == "none"
    state = new_game(["Ana", "Bo"], 5)
    while state.phase != "production":
        state = state.apply(state.sample_chance() if state.current_player == -1 else state.legal_actions()[-1])
    with_bot = ProductionStepper(state, seats=["human", "greedy"])
    assert with_bot.machine_button.layout.display == "" and with_bot.until_human_button.layout.display == ""


def test_production_stepper_draws_pieces_with_a_legend_and_labelled_controls() -> None:
    """Issue 22 items 2 and 6: the tableau draws the game's pieces, a legend names them, every choice is labelled."""
    stepper = ProductionStepper(lang="pt")
    assert 'aria-label="carvão (cubo)"' in stepper.tableau.value
    assert "carvão (cubo)" in text(stepper.legend.value)
    for control in (stepper.card, stepper.times, stepper.upgrade, stepper.other):
        assert control.description
    assert "flex-wrap:wrap" in stepper.tableau.value


def test_the_plan_plays_card_by_card_to_the_planners_best() -> None:
    """Issue 24 (furnace.production.each-card-once): "Play the plan's next card" plays the planner's best plan one
    card at a time, as the learner's moves, says what each step did in the language shown, and ends the production
    with the most money any line reaches (independent of the planner)."""
    from furnace_lab.widgets.production import first_card_actions

    stepper = ProductionStepper()
    best = best_money(stepper.state)
    uses = 0
    while stepper.state.phase == "production" and not stepper.state.is_over:
        before = len(stepper.state.history)
        stepper.plan_card_button.click()
        played = stepper.state.history[before:]
        assert played, stepper.messages.text
        assert sum(1 for a in played if str(a).startswith(("use ", "repeat "))) <= 1  # one card a click
        uses += 1
        said = text(stepper.planner.value)
        assert said.startswith("Played from the planner's best plan: use ") and "base-" not in said
        assert uses < 10
    assert stepper.state.money(0) == best
    stepper.lang.value = "Português"
    assert stepper.plan_card_button.description == "Jogar a próxima carta do plano"
    from furnace_lab.engine.core.actions import parse_action

    line = [parse_action(stepper.state, a) for a in ("use base-c7", "run 1", "use base-c2", "done")]
    assert first_card_actions(line) == tuple(line[:2])
    assert first_card_actions(line[3:]) == tuple(line[3:])  # the last card: its "done" too

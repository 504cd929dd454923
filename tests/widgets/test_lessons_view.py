"""The lesson view, driven headless: the goal, hints on request, "Check" with the deciding rule, progress saved,
restart, the next lesson, and the language switch."""

from __future__ import annotations

import html
import json
import re

import pytest

from furnace_lab.errors import DataError, IllegalAction
from furnace_lab.widgets.auction import AuctionStepper
from furnace_lab.widgets.lessons import LessonView
from furnace_lab.widgets.production import ProductionStepper
from tests.lessons.test_lessons_course import SOLUTIONS


def text(fragment: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment))).strip()


def test_furnace_auction_highest_wins_lesson_one_checked_saved_and_next(tmp_path) -> None:
    """furnace.auction.highest-wins: disc 4 on card 2 wins it; "Check" says so, saves it, and opens lesson 2."""
    view = LessonView(0, folder=tmp_path / "progress", learner="Ana")
    assert isinstance(view.stepper, AuctionStepper)
    assert "Win card 2" in text(view.goal.value)
    assert view.next_button.disabled
    assert view.check().status == "not-yet" and view.messages.kind == "info"
    view.stepper.play_as_human("bid 4@2")
    view.stepper.play_until_human()
    verdict = view.check()
    assert verdict.status == "met" and view.messages.kind == "ok"
    assert "furnace.auction.highest-wins" in view.messages.text
    saved = json.loads((tmp_path / "progress" / "Ana.json").read_text(encoding="utf-8"))
    assert saved == {"version": 1, "done": ["placing-discs"]}
    assert "✓ done" in text(view.heading.value)
    assert not view.next_button.disabled
    view.next_button.click()
    assert view.lesson.id == "compensation" and view.next_button.disabled


def test_illegal_move_refused_by_the_stepper_with_its_rule(tmp_path) -> None:
    """furnace.auction.same-value: the stepper refuses a second 4 on card 3 and the lesson stays where it was."""
    view = LessonView("placing-discs", folder=tmp_path)
    before = view.state
    with pytest.raises(IllegalAction) as caught:  # the stepper's buttons show this in its message area
        view.stepper.play_as_human("bid 4@3")
    assert caught.value.rule_id == "furnace.auction.same-value"
    assert view.state == before
    assert view.lesson.explain_move(view.state, "bid 4@3").rule_id == "furnace.auction.same-value"


def test_hints_on_request_restart_and_language(tmp_path) -> None:
    view = LessonView("compensation", folder=tmp_path, lang="pt")
    assert view.hint_list.value == "" and view.hint_button.description == "Dica"
    view.hint_button.click()
    view.hint_button.click()
    assert text(view.hint_list.value).startswith("Dicas O 4 de Bo está na carta 4")
    view.stepper.play_as_human("bid 3@4")
    view.restart_button.click()
    assert view.state == view.lesson.start() and view.shown_hints == 2
    view.hint_button.click()
    assert view.hint_button.disabled
    view.lang.value = "English"
    assert view.stepper.language == "en" and view.check_button.description == "Check"
    assert "bid 4@2, then bid 3@4." in text(view.hint_list.value)
    view.hint()
    assert view.messages.text == "That was the last hint."


def test_furnace_upgrade_before_use_production_lesson_in_the_production_stepper(tmp_path) -> None:
    """furnace.upgrade.before-use: the production lesson opens the production stepper and its solution is met."""
    view = LessonView("upgrade-before-use", folder=tmp_path, lang="pt")
    assert isinstance(view.stepper, ProductionStepper)
    for move in ["use base-startup-1", "run 1", "upgrade base-c5", "use base-c5", "run 1", "run 1"]:
        view.stepper.play_as_human(move)
    verdict = view.check()
    assert verdict.status == "met"
    assert view.messages.text.startswith("Você terminou a Produção com 9 de dinheiro")
    assert "base-c5" not in view.messages.text and "base-c5" not in view.goal.value
    view.next_lesson()
    assert view.lesson.id == "processing-chain" and view.messages.text == ""


def test_furnace_capitalist_repeat_card_then_the_last_lesson_says_the_course_is_done(tmp_path) -> None:
    """furnace.capitalist.repeat-card: Évariste repeats the Token sale; the scoring lesson comes next, then the whole
    game (the issue's order: base game first, Interbellum after); after the last lesson nothing opens."""
    view = LessonView("capitalist-repeat", folder=tmp_path, lang="pt")
    for move in ["use base-startup-5", "use base-t1", "run 1", "repeat base-t1", "run 1"]:
        view.stepper.play_as_human(move)
    assert view.check().status == "met"
    view.next_button.click()
    assert view.lesson.id == "scoring-tie-breaks"
    for move in SOLUTIONS["scoring-tie-breaks"]:
        view.stepper.play_as_human(move)
    view.stepper.play_until_human()
    assert view.check().status == "met" and not view.next_button.disabled
    view.next_button.click()
    assert view.lesson.id == "whole-game"
    while view.index < len(view.lessons) - 1:
        view.next_lesson()
    assert view.lesson.id == "deliveries-permanent" and view.next_button.disabled
    view.next_lesson()
    assert view.messages.text == "Você concluiu a última lição."


def test_unknown_lesson_and_bad_progress_name_are_clear_errors(tmp_path) -> None:
    with pytest.raises(DataError) as caught:
        LessonView("nope", folder=tmp_path)
    assert "não há a lição" in caught.value.message("pt")
    with pytest.raises(DataError):
        LessonView(0, folder=tmp_path, learner="../x")


def test_furnace_upgrade_after_use_every_step_is_checked_and_a_lost_goal_says_its_rule(tmp_path) -> None:
    """furnace.upgrade.after-use: using the Coal mine before its upgrade loses the goal; the goal line says so at
    once, with the rule, without pressing Check."""
    view = LessonView("upgrade-before-use", folder=tmp_path)
    view.stepper.play_as_human("use base-c5")
    assert "✗ You used “Coal mine → token sale” before upgrading it" in text(view.goal.value)
    assert "furnace.upgrade.after-use" in view.goal.value
    view.stepper.back()
    assert "✗" not in view.goal.value and "furnace.upgrade.before-use" in view.goal.value


def test_a_met_goal_is_announced_and_saved_without_check(tmp_path) -> None:
    view = LessonView("placing-discs", folder=tmp_path)
    view.stepper.play_as_human("bid 4@2")
    view.stepper.play_until_human()
    assert view.messages.kind == "ok" and "✓" in view.goal.value
    assert "placing-discs" in (tmp_path / "progress.json").read_text(encoding="utf-8")
    assert not view.next_button.disabled


def test_a_damaged_progress_file_is_said_in_the_message_area_and_left_alone(tmp_path) -> None:
    """The view opens over a damaged progress file; a met goal then says why it cannot be saved, in Portuguese,
    and the file is not overwritten."""
    damaged = tmp_path / "progress.json"
    damaged.write_text("{not json", encoding="utf-8")
    view = LessonView("placing-discs", folder=tmp_path, lang="pt")
    view.stepper.play_as_human("bid 4@2")
    view.stepper.play_until_human()
    assert view.messages.kind == "error" and "o arquivo de progresso não é JSON" in view.messages.text
    assert damaged.read_text(encoding="utf-8") == "{not json"
    assert "✓ Você arrematou a carta 2" in text(view.goal.value)


def test_furnace_compensation_disc_value_ask_the_planner_in_both_languages(tmp_path) -> None:
    """furnace.compensation.disc-value: the planner's hint gives card 4's Compensation per disc left, follows the
    language switch, and is cleared once the game moves on."""
    view = LessonView("compensation", folder=tmp_path)
    view.advice_button.click()
    assert "If you lose card 4, its Compensation gives, for each disc you have left: 3 → 6 coal; 4 → 8 coal." in \
        text(view.advice_box.value)
    view.lang.value = "Português"
    assert view.advice_button.description == "Perguntar ao planejador"
    assert "3 → 6 carvões; 4 → 8 carvões" in text(view.advice_box.value)
    assert "base-" not in view.advice_box.value
    view.stepper.play_as_human("bid 4@2")
    assert view.advice_box.value == ""


def test_furnace_production_operate_ask_the_planner_names_the_next_step(tmp_path) -> None:
    """furnace.production.operate: in a production lesson the planner gives its best plan's money and next step."""
    view = LessonView("upgrade-before-use", folder=tmp_path)
    [line] = view.ask_planner()
    assert line == "The best plan from here ends with 9 money. Next step: Use Start-up selling coal."
    assert line in text(view.advice_box.value)


def test_furnace_round_four_rounds_whole_game_lesson_opens_the_game_explorer(tmp_path) -> None:
    """furnace.round.four-rounds: the whole-game lesson is played in the game explorer (every phase the learner's,
    no records folder), and its goal line follows the game."""
    from furnace_lab.widgets.explorer import GameExplorer

    view = LessonView("whole-game", folder=tmp_path)
    assert isinstance(view.stepper, GameExplorer) and view.stepper.records is None
    assert "Finish the game with the most money (round 1 of 4)." in text(view.goal.value)
    view.stepper.play_as_human(view.state.legal_actions()[0])
    view.stepper.play_until_human()
    assert view.state.current_player == 0 and view.verdict is not None and view.verdict.status == "not-yet"


def test_resume_opens_the_first_lesson_not_yet_done(tmp_path) -> None:
    """The lessons notebook opens where the learner left off: after lesson 1 is met and saved, a new view opens
    lesson 2; a damaged progress file opens lesson 1 and is left alone."""
    assert LessonView.resume(folder=tmp_path).index == 0
    first = LessonView.resume(folder=tmp_path)
    first.stepper.play_as_human("bid 4@2")
    first.stepper.play_until_human()
    again = LessonView.resume(folder=tmp_path, lang="pt")
    assert again.index == 1 and again.lesson.id == first.lessons[1].id and again.language == "pt"
    (tmp_path / "progress.json").write_text("{not json", encoding="utf-8")
    assert LessonView.resume(folder=tmp_path).index == 0
    assert (tmp_path / "progress.json").read_text(encoding="utf-8") == "{not json"


@pytest.mark.parametrize("lesson", ["placing-discs", "upgrade-before-use", "whole-game"])
def test_one_language_switch_on_screen_the_lessons_own(tmp_path, lesson: str) -> None:
    """The stepper's own English / Português switch is hidden (two switches on one page confused learners); the
    lesson's switch drives the stepper, also after Restart and Next lesson."""
    view = LessonView(lesson, folder=tmp_path)
    assert view.stepper.lang.layout.display == "none" and view.lang.layout.display != "none"
    view.lang.value = "Português"
    assert view.stepper.language == "pt"
    view.restart_button.click()
    assert view.stepper.lang.layout.display == "none" and view.stepper.language == "pt"


def test_ask_the_planner_on_the_learners_auction_turn_without_a_goal_card_says_so(tmp_path) -> None:
    """In the whole game the learner acts first; the planner has no card to weigh, so it says that (it used to say
    "answers on your turn" on the learner's own turn), in both languages."""
    view = LessonView("whole-game", folder=tmp_path)
    assert view.state.current_player == view.lesson.player and view.state.phase == "auction"
    assert view.ask_planner() == []
    assert "no hint for this step" in text(view.advice_box.value)
    assert "on your turn" not in text(view.advice_box.value)
    view.lang.value = "Português"
    assert "não tem dica para este passo" in text(view.advice_box.value)


def test_a_greedy_bots_move_shown_says_why_in_both_languages(tmp_path) -> None:
    """After the learner's move nothing is asked; after Bo's move "Why did Bo play that?" holds the greedy bot's own
    reason (greedy_why, on the state Bo played from), in English and, after the switch, in Portuguese."""
    from furnace_lab.lessons.greedy_why import greedy_why

    view = LessonView("compensation", folder=tmp_path)
    assert view.why_box.value == ""
    view.stepper.play_as_human("bid 4@2")
    assert view.why_box.value == "" and view.bot_why() == ""
    view.stepper.machine_step()
    line = view.stepper.timeline
    assert line.previous_state.current_player == 1
    shown = html.unescape(view.why_box.value)
    assert "Why did Bo play that?" in shown and greedy_why(line.previous_state, line.last_action, "en") in shown
    view.lang.value = "Português"
    shown = html.unescape(view.why_box.value)
    assert "Por que Bo jogou isso?" in shown and greedy_why(line.previous_state, line.last_action, "pt") in shown


def test_a_random_seat_says_it_picked_at_random_among_its_legal_moves(tmp_path) -> None:
    """A random bot in a seat answers with random_why: how many legal moves it had and which it picked."""
    from furnace_lab.lessons.random_why import random_why
    from furnace_lab.widgets.seats import Seats

    view = LessonView("compensation", folder=tmp_path)
    view.stepper.seats = Seats(("human", "random", "random"), seed=3)
    view.stepper.play_as_human("bid 4@2")
    view.stepper.machine_step()
    before, action = view.stepper.timeline.previous_state, view.stepper.timeline.last_action
    answer = view.bot_why("en")
    assert answer == random_why(before, action, "en")
    assert f"picked one of its {len(before.legal_actions())} legal moves at random" in answer
    assert "escolheu ao acaso" in view.bot_why("pt")


def test_furnace_scoring_tie_resources_the_scoring_lesson_plays_to_the_end_in_the_view(tmp_path) -> None:
    """furnace.scoring.tie-resources: lesson 8 opens in Ana's last production; her plan, then the bots' turns, end
    the game, and the goal line says the resources decided, in Portuguese."""
    view = LessonView("scoring-tie-breaks", folder=tmp_path, lang="pt")
    assert isinstance(view.stepper, ProductionStepper)
    assert "Termine em primeiro lugar (rodada 4 de 4)" in text(view.goal.value)
    for move in SOLUTIONS["scoring-tie-breaks"]:
        view.stepper.play_as_human(move)
    view.stepper.play_until_human()
    assert view.state.is_over
    assert "✓ Você venceu o desempate" in text(view.goal.value) and "furnace.scoring.tie-resources" in view.goal.value

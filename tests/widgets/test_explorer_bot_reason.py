"""The game explorer says why a bot played the step shown, folded like the lesson view's, in English and Portuguese."""

from __future__ import annotations

import html
import re
from typing import Any

from furnace_lab.engine import CHANCE
from furnace_lab.lessons.greedy_why import greedy_why
from furnace_lab.lessons.random_why import random_why
from furnace_lab.widgets import bot_reason
from furnace_lab.widgets.explorer import GameExplorer
from furnace_lab.widgets.lessons import LessonView
from furnace_lab.widgets.share import bot_line

PLAYERS = ("Ana", "Bo", "Cy")


def shown(fragment: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment))).strip()


def greedy_game(seed: int = 4, **kwargs: Any) -> GameExplorer:
    return GameExplorer(players=list(PLAYERS), seed=seed, seats="greedy", actions=bot_line(PLAYERS, seed, "greedy"),
                        **kwargs)


def first_step_of(explorer: GameExplorer, seat: int) -> int:
    line = explorer.timeline
    return next(k for k in range(1, line.length + 1) if line.state_at(k - 1).current_player == seat)


def folded(value: str) -> tuple[str, str]:
    """The disclosure's caption and its body; the disclosure must be closed (no ``open`` attribute)."""
    match = re.fullmatch(r'<details class="fl-bot-why"([^>]*)><summary[^>]*>(.*?)</summary>(.*)</details>', value)
    assert match is not None, value
    assert "open" not in match.group(1)
    return shown(match.group(2)), shown(match.group(3))


def test_a_greedy_bots_move_shown_in_the_explorer_says_why_folded_in_both_languages() -> None:
    """Stepping the explorer to Bo's move shows "Why did Bo play that?", closed, holding the greedy bot's own reason
    (greedy_why on the state Bo played from); the switch to Portuguese asks "Por que Bo jogou isso?"."""
    explorer = greedy_game()
    assert explorer.why.value == ""  # the deal: nobody played yet
    step = first_step_of(explorer, 1)
    explorer.step.value = step
    before, action = explorer.timeline.previous_state, explorer.timeline.last_action
    assert explorer.why in explorer.children
    caption, body = folded(explorer.why.value)
    assert caption == "Why did Bo play that?"
    assert body == greedy_why(before, next(a for a in before.legal_actions() if str(a) == str(action)), "en")
    assert "greedy bot" in body and "base-" not in body
    explorer.lang.value = "Português"
    caption, body = folded(explorer.why.value)
    assert caption == "Por que Bo jogou isso?"
    assert "robô guloso" in body and "greedy" not in body and "base-" not in body


def test_the_reason_follows_the_log_and_a_die_roll_asks_why_this_roll() -> None:
    """Clicking another line of the log shows that step's reason; a two-player game's dummy die roll is asked
    "Why this die roll?" / "Por que este resultado do dado?" (furnace_lab.chance.die)."""
    explorer = GameExplorer.bot_game(("Ana", "Bo"), seed=2)
    line = explorer.timeline
    roll = next(k for k in range(1, line.length + 1) if line.state_at(k - 1).current_player == CHANCE)
    explorer.events.value = roll
    assert folded(explorer.why.value) == ("Why this die roll?", "The die decides.")
    explorer.lang.value = "Português"
    assert folded(explorer.why.value) == ("Por que este resultado do dado?", "O dado decide.")
    explorer.events.value = first_step_of(explorer, 0)
    assert folded(explorer.why.value)[0] == "Por que Ana jogou isso?"


def test_no_reason_for_a_human_move_nor_a_what_if_played_for_a_bot() -> None:
    """A human seat's move, and a move the learner chose for a bot's seat (not the bot's own), get no reason."""
    explorer = GameExplorer(players=list(PLAYERS), seed=4, first_player=0)  # Ana human, Bo and Cy greedy
    explorer.play(explorer.state.legal_actions()[0])
    assert explorer.why.value == ""
    assert explorer.state.current_player == 1
    own = explorer.seats.choose(explorer.state)
    other = next(a for a in explorer.state.legal_actions() if str(a) != str(own))
    explorer.play(other)  # a what-if for Bo
    assert explorer.why.value == ""
    explorer.back()
    explorer.play(own)
    assert folded(explorer.why.value)[0] == "Why did Bo play that?"


def test_a_random_bot_says_it_picked_at_random() -> None:
    explorer = GameExplorer.bot_game(seed=5, bots="random")
    explorer.jump(first_step_of(explorer, 2))
    before = explorer.timeline.previous_state
    caption, body = folded(explorer.why.value)
    assert caption == "Why did Cy play that?"
    assert body == random_why(before, explorer.seats.choose(before), "en")


def test_moving_along_the_game_works_out_only_the_reason_of_the_step_shown(monkeypatch) -> None:
    """The reason is worked out once per step shown (and again for a new language), never for the whole line;
    redrawing the same step (another view of the table) works out nothing."""
    explorer = greedy_game()
    asked: list[Any] = []
    real = bot_reason.reason_html
    monkeypatch.setattr(bot_reason, "reason_html", lambda line, seats, lang: asked.append(line.index)
                        or real(line, seats, lang))
    explorer.step.value = 30
    explorer.view.value = 1
    explorer.refresh()
    assert asked == [30]
    explorer.lang.value = "Português"
    assert asked == [30, 30]


def test_the_whole_game_lesson_shows_the_reason_once_in_its_explorer(tmp_path) -> None:
    """In the whole-game lesson the explorer's reason is the one shown; the lesson does not repeat it."""
    view = LessonView("whole-game", folder=tmp_path)
    view.stepper.play_as_human(view.stepper.state.legal_actions()[0])
    view.stepper.machine_step()
    assert folded(view.stepper.why.value)[0] == "Why did Bo play that?"
    assert view.why_box.value == "" and view.bot_why() != ""

"""A learner's double click on a button that moves the game on acts once, not twice.

In a classroom, learners double-click. The front end then sends two click messages; the kernel queues them and runs
the button's handler twice in a row. A test sends clicks the same way (the message the front end sends), with the
shipped double-click window in force (this module overrides the suite's ``every_click_acts`` fixture) and a clock of
its own, moved by hand: nothing here sleeps.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets
import pytest

from furnace_lab.widgets import common
from furnace_lab.widgets.auction import AuctionStepper
from furnace_lab.widgets.brass import EXAMPLES, BrassExplorer
from furnace_lab.widgets.chain import ChainExplorer
from furnace_lab.widgets.common import Guard, MessageArea, OncePerClick
from furnace_lab.widgets.explorer import GameExplorer
from furnace_lab.widgets.production import ProductionStepper
from furnace_lab.widgets.share import bot_line

HARMLESS: frozenset[str] = frozenset({
    "show_all_button", "new_game_button", "save_button", "load_button", "show_record_button",
    "load_text_button", "explain_button", "reset_button", "export_button", "draw_button", "set_times_button"})
"""Buttons whose second run only repeats the first one's result: they keep the plain guard (see widgets.common)."""


@pytest.fixture()
def every_click_acts() -> None:
    """Overrides the suite's fixture of that name: here the shipped double-click window is in force."""


class Clock:
    """A clock the test moves by hand (seconds), standing in for :func:`time.monotonic`."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def front_end_click(button: Any) -> None:
    """A click as it reaches the kernel from the browser (the comm message the front end sends)."""
    button._handle_button_msg(None, {"event": "click"}, [])


def double_click(button: Any) -> None:
    """Two click messages queued one after the other: the kernel handles the second as soon as the first is done."""
    front_end_click(button)
    front_end_click(button)


def on_clock(widget: Any) -> Clock:
    """Give ``widget``'s guard a clock of the test's own."""
    clock = Clock()
    widget.guard.clock = clock
    return clock


def bot_game(step: int) -> GameExplorer:
    players = ("Ana", "Bo", "Cy")
    return GameExplorer(players=list(players), seed=4, seats="greedy", actions=bot_line(players, 4, "greedy"),
                        step=step)


# ---- the widgets ----------------------------------------------------------------------------------------------------
def test_the_shipped_window_is_a_short_one() -> None:
    assert 0 < common.DOUBLE_CLICK_SECONDS <= 0.5


def test_a_double_click_on_apply_plays_the_chosen_move_once() -> None:
    explorer = GameExplorer()
    on_clock(explorer)
    chosen = explorer.action.value
    double_click(explorer.act_button)
    assert explorer.timeline.actions == (chosen,)  # not also the next player's first choice
    assert explorer.messages.kind != "error"


def test_two_clicks_on_apply_farther_apart_than_the_window_both_play() -> None:
    explorer = GameExplorer()
    clock = on_clock(explorer)
    first = explorer.action.value
    front_end_click(explorer.act_button)
    second = explorer.action.value
    clock.advance(common.DOUBLE_CLICK_SECONDS + 0.05)
    front_end_click(explorer.act_button)
    assert explorer.timeline.actions == (first, second)


def test_a_double_click_on_use_uses_one_card() -> None:
    stepper = ProductionStepper()
    on_clock(stepper)
    chosen = stepper.card.value
    double_click(stepper.use_button)
    assert stepper.timeline.actions == (chosen,)


def test_a_double_click_on_place_places_one_disc_and_says_nothing_confusing() -> None:
    stepper = AuctionStepper()
    on_clock(stepper)
    bid = str(stepper.chosen_bid)
    double_click(stepper.place_button)
    assert [str(a) for a in stepper.timeline.actions] == [bid]
    assert stepper.messages.text == ""  # not "a bot is to act", which the second click used to say


def test_a_double_click_on_step_back_steps_back_once() -> None:
    explorer = bot_game(step=10)
    on_clock(explorer)
    double_click(explorer.back_button)
    assert explorer.timeline.index == 9
    double_click(explorer.forward_button)  # another button: its first click acts at once
    assert explorer.timeline.index == 10


def test_a_double_click_on_fork_makes_one_what_if() -> None:
    explorer = bot_game(step=5)
    on_clock(explorer)
    double_click(explorer.fork_button)
    assert len(explorer.branches) == 2


def test_a_double_click_on_a_refused_move_shows_the_refusal_and_changes_nothing() -> None:
    stepper = AuctionStepper()
    clock = on_clock(stepper)
    stepper.play("bid 1@1")
    stepper.until_human_button.click()
    before = stepper.timeline.length
    stepper.disc.value, stepper.card.value = 2, 1  # you already have a disc on card 1 (disc 1 is no longer offered)
    clock.advance(1.0)
    double_click(stepper.place_button)
    assert stepper.messages.kind == "error" and stepper.messages.text.startswith("Not allowed")
    assert stepper.timeline.length == before


def test_brass_back_after_a_double_click_steps_back_once() -> None:
    explorer = BrassExplorer("canal-midgame")
    clock = on_clock(explorer)
    positions = [explorer.position]
    for phrase in EXAMPLES["canal-midgame"][:2]:
        explorer.request.value = phrase
        explorer.explain_button.click()
        double_click(explorer.apply_button)
        positions.append(explorer.position)
        clock.advance(1.0)
    assert explorer.timeline.index == 2, explorer.messages.text
    double_click(explorer.back_button)
    assert explorer.timeline.index == 1 and explorer.position == positions[1] != positions[0]


def test_a_teacher_can_turn_the_window_off_for_every_widget_or_for_one(monkeypatch: pytest.MonkeyPatch) -> None:
    one = bot_game(step=10)
    on_clock(one)
    one.guard.window = 0
    double_click(one.back_button)
    assert one.timeline.index == 8
    monkeypatch.setattr(common, "DOUBLE_CLICK_SECONDS", 0)
    every = bot_game(step=10)
    on_clock(every)
    double_click(every.back_button)
    assert every.timeline.index == 8


@pytest.mark.parametrize("make", [AuctionStepper, ProductionStepper, GameExplorer, BrassExplorer, ChainExplorer],
                         ids=lambda make: make.__name__)
def test_every_button_that_moves_things_along_ignores_a_double_click(make: Any) -> None:
    """Each button is a choice: guarded, or named harmless above (a new button must be one or the other)."""
    widget = make()
    buttons = {name: value for name, value in vars(widget).items() if isinstance(value, widgets.Button)}
    assert buttons
    for name, button in buttons.items():
        handlers = button._click_handlers.callbacks
        assert len(handlers) == 1, name
        guarded = isinstance(handlers[0], OncePerClick)
        assert guarded is (name not in HARMLESS), name


# ---- the guard itself -----------------------------------------------------------------------------------------------
def guarded_button(handler: Any, clock: Clock, window: float | None = None) -> tuple[widgets.Button, MessageArea]:
    messages = MessageArea()
    button = widgets.Button()
    button.on_click(Guard(messages, clock=clock, window=window).click(handler))
    return button, messages


def test_the_window_is_counted_from_the_end_of_a_slow_first_click() -> None:
    clock = Clock()
    calls: list[float] = []

    def slow(_: object) -> None:
        calls.append(clock())
        clock.advance(5.0)  # the planner or a whole bot round: the second click waits in the queue meanwhile

    button, _ = guarded_button(slow, clock)
    double_click(button)
    assert len(calls) == 1
    clock.advance(common.DOUBLE_CLICK_SECONDS / 2)
    front_end_click(button)  # a third click, still within the window after the first one finished
    assert len(calls) == 1
    clock.advance(common.DOUBLE_CLICK_SECONDS)
    front_end_click(button)
    assert len(calls) == 2


def test_a_click_while_the_first_is_still_handled_is_ignored_even_with_the_window_off() -> None:
    clock = Clock()
    calls: list[int] = []
    button = widgets.Button()

    def handler(_: object) -> None:
        calls.append(len(calls))
        if len(calls) == 1:
            front_end_click(button)  # delivered while the first click is being handled

    button.on_click(Guard(MessageArea(), clock=clock, window=0).click(handler))
    front_end_click(button)
    assert calls == [0]
    front_end_click(button)
    assert calls == [0, 1]


def test_an_error_is_shown_never_raised_and_its_double_click_is_ignored() -> None:
    clock = Clock()
    calls: list[int] = []

    def broken(_: object) -> None:
        calls.append(1)
        raise ZeroDivisionError("no")

    button, messages = guarded_button(broken, clock)
    double_click(button)  # no traceback escapes: this line would raise otherwise
    assert calls == [1]
    assert messages.kind == "error" and "ZeroDivisionError" in messages.text
    clock.advance(1.0)
    front_end_click(button)
    assert calls == [1, 1]


def test_the_window_is_kept_per_button() -> None:
    clock = Clock()
    guard = Guard(MessageArea(), clock=clock)
    calls: list[str] = []
    back, forward = widgets.Button(), widgets.Button()
    back.on_click(guard.click(lambda _: calls.append("back")))
    forward.on_click(guard.click(lambda _: calls.append("forward")))
    front_end_click(back)
    front_end_click(forward)
    front_end_click(back)
    assert calls == ["back", "forward"]

"""A learner's double click on a button that moves the game on acts once, not twice.

In a classroom, learners double-click. The front end then sends two click messages; the kernel queues them and runs
the button's handler twice in a row. A test sends clicks the same way (the message the front end sends), with a
clock of its own, moved by hand: nothing here sleeps.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets
import pytest

from furnace_lab.widgets import common
from furnace_lab.widgets.common import Guard, MessageArea
from furnace_lab.widgets.explorer import GameExplorer
from furnace_lab.widgets.production import ProductionStepper


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


@pytest.mark.xfail(strict=True, reason="bug: the second click of a double click plays the next player's move")
def test_a_double_click_on_apply_plays_the_chosen_move_once() -> None:
    explorer = GameExplorer()
    chosen = explorer.action.value
    double_click(explorer.act_button)
    assert explorer.timeline.actions == (chosen,)  # not a second move for the next player


@pytest.mark.xfail(strict=True, reason="bug: the second click of a double click uses the next card too")
def test_a_double_click_on_use_uses_one_card() -> None:
    stepper = ProductionStepper()
    chosen = stepper.card.value
    double_click(stepper.use_button)
    assert stepper.timeline.actions == (chosen,)


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

"""A learner's double click on a button that moves the game on acts once, not twice.

In a classroom, learners double-click. The front end then sends two click messages; the kernel queues them and runs
the button's handler twice in a row. A test sends two clicks the same way (the message the front end sends).
"""

from __future__ import annotations

from typing import Any

import pytest

from furnace_lab.widgets.explorer import GameExplorer
from furnace_lab.widgets.production import ProductionStepper


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

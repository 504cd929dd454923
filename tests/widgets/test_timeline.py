"""Time travel: back, forward, jump, and what-if forks over immutable states."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from furnace_lab.errors import IllegalAction
from furnace_lab.widgets.timeline import Timeline


@dataclass(frozen=True)
class Counter:
    """A tiny immutable game: add 1 or 2, never past 10."""

    total: int = 0

    def apply(self, action: int) -> Counter:
        if action not in (1, 2) or self.total + action > 10:
            raise IllegalAction(f"cannot add {action}", "furnace_lab.test.counter")
        return Counter(self.total + action)


def test_step_back_forward_and_jump() -> None:
    line = Timeline(Counter(), [1, 2, 2])
    assert line.state.total == 5 and line.index == 3 and line.at_end
    assert line.back().total == 3
    assert line.back(5).total == 0 and line.at_start
    assert line.forward(2).total == 3
    assert line.jump(3).total == 5
    with pytest.raises(IndexError, match="outside this game"):
        line.jump(4)
    with pytest.raises(TypeError):
        line.jump("2")  # type: ignore[arg-type]


def test_applying_in_the_past_drops_the_old_future() -> None:
    line = Timeline(Counter(), [1, 1, 1])
    line.jump(1)
    line.apply(2)
    assert line.actions == (1, 2) and line.state.total == 3 and line.at_end


def test_illegal_action_leaves_the_timeline_unchanged() -> None:
    line = Timeline(Counter(), [2, 2, 2, 2])
    line.jump(2)
    with pytest.raises(IllegalAction):
        line.apply(3)
    assert line.index == 2 and line.length == 4 and line.state.total == 4


def test_extend_is_all_or_nothing() -> None:
    line = Timeline(Counter(), [2, 2])
    with pytest.raises(IllegalAction):
        line.extend([2, 2, 2, 2])
    assert line.actions == (2, 2) and line.state.total == 4


def test_fork_shares_the_past_and_diverges() -> None:
    line = Timeline(Counter(), [1, 1, 1])
    line.jump(1)
    what_if = line.fork()
    what_if.apply(2)
    assert what_if.actions == (1, 2) and what_if.state.total == 3
    assert line.actions == (1, 1, 1) and line.index == 1  # the original is untouched
    assert what_if.label == "what-if"

"""Time travel over a game: step back, step forward, jump to any step, and fork a what-if.

A :class:`Timeline` keeps the states a game passed through and the actions between them. The engine's
``apply`` never changes a state, it returns the next one, so stepping back is just looking at an earlier
state, and a *what-if* is a new timeline that shares the past up to the chosen step and then goes its own
way. Applying an action while looking at an earlier step cuts the old future off (like an editor's undo),
unless you :meth:`fork` first. This module is plain Python (no ipywidgets), so notebooks and tests can use it
directly; the explorer widgets are views over it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol


class SupportsApply(Protocol):
    """What a timeline needs from a state: ``apply(action)`` returning the next state, leaving itself unchanged."""

    def apply(self, action: Any) -> Any: ...


class Timeline:
    """The states of one line of play, and a cursor on one of them."""

    __slots__ = ("_actions", "_index", "_states", "label")

    def __init__(self, initial: SupportsApply, actions: Iterable[Any] = (), *, label: str = "main") -> None:
        self._states: list[Any] = [initial]
        self._actions: list[Any] = []
        self._index = 0
        self.label = label
        for action in actions:
            self.apply(action)

    # ---- what is shown -------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The state at the cursor."""
        return self._states[self._index]

    @property
    def index(self) -> int:
        """How many actions lead to the state at the cursor (0 is the start of the game)."""
        return self._index

    @property
    def length(self) -> int:
        """The number of actions on this line (the last step's index)."""
        return len(self._actions)

    @property
    def actions(self) -> tuple[Any, ...]:
        """Every action on this line, including those after the cursor."""
        return tuple(self._actions)

    @property
    def actions_to_cursor(self) -> tuple[Any, ...]:
        return tuple(self._actions[: self._index])

    @property
    def last_action(self) -> Any:
        """The action that led to the state at the cursor (None at the start)."""
        return self._actions[self._index - 1] if self._index else None

    def state_at(self, index: int) -> Any:
        """The state after ``index`` actions on this line (the cursor does not move)."""
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError(f"a step is a whole number, not {type(index).__name__}")
        if not 0 <= index <= len(self._actions):
            raise IndexError(f"step {index} is outside this game (0 to {len(self._actions)})")
        return self._states[index]

    @property
    def previous_state(self) -> Any:
        """The state before the cursor's (None at the start)."""
        return self._states[self._index - 1] if self._index else None

    @property
    def at_start(self) -> bool:
        return self._index == 0

    @property
    def at_end(self) -> bool:
        return self._index == len(self._actions)

    # ---- moving the cursor ---------------------------------------------------------------------------
    def back(self, steps: int = 1) -> Any:
        """Step back (stops at the start) and return the state shown."""
        self._index = max(0, self._index - steps)
        return self.state

    def forward(self, steps: int = 1) -> Any:
        """Step forward along the recorded line (stops at its end)."""
        self._index = min(len(self._actions), self._index + steps)
        return self.state

    def jump(self, index: int) -> Any:
        """Show the state after ``index`` actions; raises ``IndexError`` outside 0..length."""
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError(f"a step is a whole number, not {type(index).__name__}")
        if not 0 <= index <= len(self._actions):
            raise IndexError(f"step {index} is outside this game (0 to {len(self._actions)})")
        self._index = index
        return self.state

    # ---- changing the line ---------------------------------------------------------------------------
    def apply(self, action: Any) -> Any:
        """Apply ``action`` at the cursor. The future after the cursor is dropped; an illegal action changes nothing."""
        following = self.state.apply(action)  # raises before anything here changes
        del self._states[self._index + 1 :]
        del self._actions[self._index :]
        self._states.append(following)
        self._actions.append(action)
        self._index += 1
        return following

    def extend(self, actions: Sequence[Any]) -> Any:
        """Apply several actions in turn; on the first illegal one the timeline is left as it was."""
        saved = (list(self._states), list(self._actions), self._index)
        try:
            for action in actions:
                self.apply(action)
        except Exception:
            self._states, self._actions, self._index = saved
            raise
        return self.state

    def fork(self, label: str = "what-if") -> Timeline:
        """A new timeline sharing this one's past up to the cursor, free to take another path."""
        branch = Timeline.__new__(Timeline)
        branch._states = self._states[: self._index + 1]
        branch._actions = self._actions[: self._index]
        branch._index = self._index
        branch.label = label
        return branch

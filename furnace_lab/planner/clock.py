"""A search's time budget: a deadline on the monotonic clock, and an optional "stop now" wish from outside.

A learner's notebook or a widget may not wait for the slowest positions, so the searches take a
:class:`Clock` and ask it, now and then, whether their time is up — never at every state: a search counts its
states and looks at the clock once every :data:`CHECK_EVERY` of them, and before each pricing programme it
solves (far rarer, and each costs more than many states). When the time is up, :meth:`Clock.check` raises
:class:`OutOfTime`; the entry points catch it and answer with the best plan found so far and the upper bound the
search has proved (see :func:`furnace_lab.planner.plan_production`). The clock reads no wall calendar and keeps no
state beyond its own deadline, so two clocks never disturb each other.

Memory is bounded the same way: a clock may carry a :class:`Budget` of states (:meth:`Clock.counting`), which
reads how many states its search has visited (and kept) at each look; a search past it raises
:class:`OutOfStates` (an :class:`OutOfTime`): each state a search visits may leave an entry in its memo, so a
bound on states is a bound on its memory. The budget belongs to one search and is shared by every clock it is given
in turn (a search continued after a first answer goes on with the same budget, as its memo goes on growing).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Final

CHECK_EVERY: Final = 256
"""States a search visits between two looks at the clock."""

NEVER: Final = 1 << 62
"""A node count no search reaches: where a search without a clock "checks" next."""


class OutOfTime(Exception):
    """The search's time is up (or it was asked to stop): the caller answers with what it has."""


class OutOfStates(OutOfTime):
    """The search visited all the states its :class:`Budget` allows (its memory is bounded)."""


class Budget:
    """States a search may visit in all: ``states``; ``count`` (set once the search is made) says how many it has
    visited so far."""

    __slots__ = ("count", "states")

    def __init__(self, states: int, count: Callable[[], int] | None = None) -> None:
        self.states = states
        self.count = count

    def spent(self) -> bool:
        """Has the search visited more states than the budget allows?"""
        return self.count is not None and self.count() > self.states


class Clock:
    """A deadline ``seconds`` from now (None: none), and ``stop``, a callable saying True once the search should
    stop early (a widget's cancel button, say)."""

    __slots__ = ("budget", "end", "stop")

    def __init__(self, seconds: float | None, stop: Callable[[], bool] | None = None) -> None:
        self.end = None if seconds is None else time.monotonic() + seconds
        self.stop = stop
        self.budget: Budget | None = None
        """States the search may visit (None: no bound), looked at in each :meth:`check`."""

    def counting(self, budget: Budget) -> Clock:
        """The same clock (same end, same ``stop``) spending ``budget`` at each look."""
        counted = Clock(None, self.stop)
        counted.end = self.end
        counted.budget = budget
        return counted

    def sooner(self, share: float) -> Clock:
        """A clock ending after ``share`` of the time this one has left (the same ``stop``): the rest is kept for
        work after the search (a quick plan to answer with)."""
        sooner = Clock(None, self.stop)
        sooner.budget = self.budget
        if self.end is not None:
            now = time.monotonic()
            sooner.end = now + share * max(0.0, self.end - now)
        return sooner

    def expired(self) -> bool:
        """Is the time up, or was the search asked to stop?"""
        if self.stop is not None and self.stop():
            return True
        return self.end is not None and time.monotonic() >= self.end

    def check(self) -> None:
        """Raise :class:`OutOfStates` once the budget is spent, and :class:`OutOfTime` if :meth:`expired`."""
        if self.budget is not None and self.budget.spent():
            raise OutOfStates
        if self.expired():
            raise OutOfTime


def check(clock: Clock | None) -> None:
    """:meth:`Clock.check` for a clock that may be None (no deadline: nothing to do)."""
    if clock is not None:
        clock.check()

"""A production plan: the engine actions to play, what they are worth, and the naive order to compare with.

A :class:`Plan` is what :func:`furnace_lab.planner.plan_production` returns (with a deadline, possibly the best
plan found in time: then ``exact`` is False and ``bound`` says how much any plan could be worth at most).
Its ``actions`` are engine actions (``use``, ``run``, ``upgrade``, ``repeat``, ``done``) that the engine accepts
when applied one by one from the position — forced choices are left to the engine, as it makes them itself.
``value`` is the plan's worth under the valuation (money gained, plus what is left and what was flipped, at the
valuation's weights); ``steps`` say what each card did; ``naive`` is the naive order's plan, and
:meth:`Plan.explain` says, in English or Portuguese, why the plan beats it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from furnace_lab.cards.resources import Bundle
from furnace_lab.engine.core.actions import Action
from furnace_lab.errors import DataError
from furnace_lab.planner.emit import Step
from furnace_lab.planner.position import Position
from furnace_lab.planner.valuation import Number, Valuation

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState


@dataclass(frozen=True)
class Plan:
    """One player's production plan (see the module docstring)."""

    position: Position = field(repr=False)
    valuation: Valuation
    actions: tuple[Action, ...]
    value: Number
    steps: tuple[Step, ...] = field(repr=False)
    end: Bundle
    """Holdings (money included) once production is over."""
    flipped: tuple[str, ...]
    naive: Plan | None = field(default=None, repr=False)
    nodes: int = field(default=0, repr=False, compare=False)
    """States the search visited (0 for the naive plan)."""
    flips: int = 0
    """Upgraded Companies at the end, less those at the start (a discarded card no longer counts)."""
    bound: Number | None = field(default=None, compare=False)
    """An upper bound proved on the best value: no plan from the position is worth more. It equals ``value``
    when the plan is :attr:`exact`; a search stopped by its deadline leaves a gap. None only when a search out of
    time had proved none: positions with rules the fast planner does not model, searched on the engine, and a
    tableau so big that the fast search was stopped while listing its choices of flips, before its first bound."""
    exact: bool = field(default=True, compare=False)
    """Is ``value`` proved the best (always, without a deadline)?"""

    def __post_init__(self) -> None:
        if self.exact and self.bound is None:
            object.__setattr__(self, "bound", self.value)

    @property
    def gap(self) -> Number | None:
        """At most how much more some plan could be worth (0 when exact, None when no bound was proved)."""
        return None if self.bound is None else self.bound - self.value

    @property
    def money_gained(self) -> int:
        return self.end.money - self.position.resources.money

    @property
    def naive_value(self) -> Number | None:
        return None if self.naive is None else self.naive.value

    @property
    def gain_over_naive(self) -> Number:
        """How much more the plan is worth than the naive order (0 when the naive order is already best)."""
        return 0 if self.naive is None else self.value - self.naive.value

    @property
    def notation(self) -> tuple[str, ...]:
        """The actions in the engine's notation (``use base-c7``, ``run 2``, ...)."""
        return tuple(str(a) for a in self.actions)

    def explain(self, lang: str = "en") -> str:
        """Why this plan beats the naive order, with both values, card by card ("en" or "pt")."""
        from furnace_lab.planner.explain import explain_plan

        return explain_plan(self, lang)

    def play(self, state: GameState | None = None) -> GameState:
        """Apply the actions one by one to ``state`` (default: the position's own state); the state after them.

        Each action goes through the engine's ``apply``, so an action the engine refuses raises its
        :class:`~furnace_lab.errors.IllegalAction`.
        """
        if state is None:
            state = self.position.to_state()
        if not isinstance(state, _state_type()):
            raise DataError(f"expected an engine GameState, not {type(state).__name__}", item="plan", field="state",
                            pt=f"esperava-se um 'GameState' do motor, não {type(state).__name__!r}")
        for action in self.actions:
            state = state.apply(action)
        return state

    def __str__(self) -> str:
        return self.explain("en")

    def _repr_html_(self) -> str:
        import html

        return f"<pre>{html.escape(self.explain('en'))}</pre>"


def _state_type() -> Any:
    from furnace_lab.engine.core.state import GameState

    return GameState

"""The phase driver: one table says how each phase starts, what may be played in it, how a move applies, when the
phase is done and what follows.

A :class:`Phase` is a row of that table. Its parts are plain functions of the state:

* ``start(s)`` sets the phase up (reveals the row, opens the resolution, orders the producing players ...);
* ``legal(s)`` gives the legal actions while the phase waits for a decision;
* ``actions`` maps each action type played in the phase to the function that applies it. A handler only applies
  its action: it never looks for the next decision, never calls another phase and never changes ``state._phase``;
* ``run(s)`` takes the automatic steps (an extraction, a forced choice, the next bidder ...) until someone must
  decide — it then stores that decision's legal actions in ``s._legal`` and returns False — or until the phase is
  over (True);
* ``follow`` names the phase that comes next once this one is over (or is a function ``follow(s)`` that names it).

``GameState.apply_in_place`` checks the action, then does what :func:`play` does: it finds the phase the action
is played in, applies the action, then runs the phase and, each time one is over, starts the next, until a
decision is due (:func:`settle`, :func:`move_on`).
:func:`begin` starts a game (or a production-only position) in a named phase.

A phase with a ``code`` rests there: ``state._phase`` holds the code while it waits (``state.phase`` names it). A
phase without one (the next round's start, the Managers leaving) passes straight on. A sub-phase shares its parent's
code and is current while its ``active(s)`` test holds (Interbellum's fifth player choosing a Start-up and a
Capitalist before the first auction is one); an action of its own is played in it.

The table itself is filled by the rules, not here: :mod:`~furnace_lab.engine.base.base_phases` registers the base
game's phases, a module's own moves and sub-phases (``RulesModule.actions``, ``RulesModule.phases``) join it when
:func:`~furnace_lab.engine.core.hooks.register` registers the module. This
module imports no rule module.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from furnace_lab.engine.core.actions import Action
    from furnace_lab.engine.core.state import GameState

Step = Callable[["GameState"], None]
"""Something done to the state: a phase's start."""
Test = Callable[["GameState"], bool]
"""A question about the state: a phase's run (True: the phase is over) or a sub-phase's ``active``."""
Legal = Callable[["GameState"], "tuple[Action, ...]"]
"""A phase's legal actions."""
Handler = Callable[["GameState", Any], "Phase | None"]
"""Applies one action (already checked legal) to the state; returns None (a sub-phase's handler, as ``APPLY`` holds
it, returns the sub-phase)."""


@dataclass(eq=False, slots=True)
class Phase:
    """One phase of the game, as the driver sees it (see the module's docstring)."""

    name: str
    """The name other phases use in their ``follow``."""
    code: int | None
    """``state._phase`` while this phase waits for a decision; None for a phase that never waits."""
    start: Step
    legal: Legal
    run: Test
    follow: str | Callable[[GameState], str]
    """The phase that follows: its name, or a function of the state that names it."""
    actions: dict[type, Handler] = field(default_factory=dict)
    active: Test | None = None
    """For a sub-phase: is it the current one (its parent's code is in ``state._phase``)."""
    sub: Phase | None = None
    """The sub-phase within this one, if any."""
    within: str | None = None
    """For a sub-phase: its parent's name."""


TABLE: dict[str, Phase] = {}
"""Every registered phase, by name."""
BY_CODE: list[Phase] = []
"""The phases that wait for decisions, indexed by their code (``state._phase``)."""
LEGAL: list[Legal] = []
"""By code: the legal actions of the phase (or sub-phase) current with that code."""
APPLY: dict[type, Handler] = {}
"""Every action type of every phase → its handler (an action is applied only once checked legal, so one map
serves all phases)."""


def _unranked(s: GameState) -> NoReturn:
    raise RuntimeError("no rules registered how players are ranked (core.phases.register_results)")


@dataclass(eq=False, slots=True)
class Results:
    """How the rules rank a game's players, filled once by the rules with :func:`register_results` (the base game's
    :mod:`~furnace_lab.engine.base.base_phases` gives :mod:`~furnace_lab.engine.base.rounds`' functions).
    ``GameState.ranking``, ``placings`` and ``returns`` ask these."""

    ranking: Callable[[GameState], list[int]] = _unranked
    """Players best first."""
    placings: Callable[[GameState], list[int]] = _unranked
    """Each player's place (1 = winner)."""
    returns: Callable[[GameState], list[float]] = _unranked
    """Each player's share of the win once the game is over."""


RESULTS = Results()
"""The registered ranking of players (:class:`Results`)."""


def register_results(ranking: Callable[[GameState], list[int]], placings: Callable[[GameState], list[int]],
                     returns: Callable[[GameState], list[float]]) -> None:
    """Name the functions that rank the players, place them and share the win (once, by the rules)."""
    if RESULTS.ranking is not _unranked:
        raise ValueError("the game's results are already registered")
    RESULTS.ranking, RESULTS.placings, RESULTS.returns = ranking, placings, returns


def never(s: GameState) -> bool:
    """``run`` of a phase that waits for ever (the end of the game)."""
    return False


def at_once(s: GameState) -> bool:
    """``run`` of a phase that is over as soon as it starts (the next round's start)."""
    return True


def no_actions(s: GameState) -> tuple[Action, ...]:
    """``legal`` of a phase where nobody acts."""
    return ()


def register(phase: Phase, within: str | None = None) -> Phase:
    """Add a phase to the table; ``within``: the parent phase of a sub-phase (registered before it)."""
    if phase.name in TABLE:
        raise ValueError(f"phase {phase.name!r} is already registered")
    TABLE[phase.name] = phase
    if within is not None:
        parent = TABLE[within]
        phase.code = parent.code
        phase.within = within
        parent.sub = phase
        APPLY.update(_driven(phase, phase.actions))
        if parent.code is not None:
            LEGAL[parent.code] = _either(phase, parent)
        return phase
    APPLY.update(phase.actions)
    if phase.code is not None:
        while len(BY_CODE) <= phase.code:
            BY_CODE.append(phase)
            LEGAL.append(no_actions)
        BY_CODE[phase.code] = phase
        LEGAL[phase.code] = phase.legal
    return phase


def add_actions(name: str, actions: dict[type, Handler]) -> None:
    """Let the phase ``name`` accept more action types (a module's own moves, such as Interbellum's variable disc)."""
    phase = TABLE[name]
    phase.actions.update(actions)
    APPLY.update(_driven(phase, actions))


def insert_after(name: str, phase: Phase) -> Phase:
    """Register ``phase`` right after the phase ``name``: it follows that one, and what followed that one now
    follows it (Interbellum's Managers leave their cards between the production and what comes next)."""
    before = TABLE[name]
    phase.follow = before.follow
    register(phase)
    before.follow = phase.name
    return phase


def _driven(phase: Phase, actions: dict[type, Handler]) -> dict[type, Handler]:
    """The handlers as the driver calls them: a sub-phase's wrapped so as to name it (:func:`_played_in`)."""
    if phase.within is None:
        return actions
    return {kind: _played_in(phase, handler) for kind, handler in actions.items()}


def _played_in(phase: Phase, handler: Handler) -> Handler:
    """A sub-phase's handler, as the driver calls it: it applies the action and names the sub-phase, where the
    action is played (the current phase after it may be another: the last ``choose`` ends the picks)."""

    def played(s: GameState, action: Any) -> Phase:
        handler(s, action)
        return phase

    played.__doc__ = f"{handler.__doc__ or handler.__name__} (played in the {phase.name})"
    return played


def _either(sub: Phase, parent: Phase) -> Legal:
    active = sub.active
    assert active is not None
    sub_legal, parent_legal = sub.legal, parent.legal

    def legal(s: GameState) -> tuple[Action, ...]:
        return sub_legal(s) if active(s) else parent_legal(s)

    legal.__doc__ = f"The legal actions of {sub.name} while it is on, else of {parent.name}."
    return legal


def current(s: GameState) -> Phase:
    """The phase the next action is played in."""
    phase = BY_CODE[s._phase]
    sub = phase.sub
    if sub is not None and sub.active(s):  # type: ignore[misc]
        return sub
    return phase


def play(s: GameState, handler: Handler, action: Any) -> None:
    """Apply a legal action with its handler in its phase, then run on to the next decision.

    The phase is the one whose code ``state._phase`` holds (a handler never changes it), or the sub-phase the
    handler names (``APPLY`` holds a sub-phase's handlers wrapped so: the last ``choose`` of the fifth player ends
    the picks). ``GameState.apply_in_place`` writes this out."""
    phase = handler(s, action) or BY_CODE[s._phase]
    settle(s, phase)


def settle(s: GameState, phase: Phase) -> None:
    """Run ``phase`` and the phases after it until a decision is due (or the game is over)."""
    if phase.run(s):
        move_on(s, phase)


def move_on(s: GameState, phase: Phase) -> None:
    """``phase`` is over: start the phase its ``follow`` names and run it, and so on until a decision is due."""
    while True:
        follow = phase.follow
        phase = TABLE[follow if isinstance(follow, str) else follow(s)]
        phase.start(s)
        if not phase.run(s):
            return


def begin(s: GameState, name: str) -> None:
    """Start the phase ``name`` on a state just set up, and run on to the first decision."""
    phase = TABLE[name]
    phase.start(s)
    settle(s, phase)

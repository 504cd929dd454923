"""Named hooks: the moments of a game where a module's rules attach, built once per game from the modules in use.

A base game's phases never name a module. Where a module changes a rule, the phase calls the functions at a named
hook (:data:`HOOKS`); which functions are there is decided once, when the game's fixed part
(:class:`~furnace_lab.engine.core.spec.GameSpec`) is built, from the modules it uses. A base game's hooks are all
empty tuples, so it pays one attribute read and an empty loop at each moment, and keeps its speed.

A module is one :class:`RulesModule`: the option modules it plays (ids of
:data:`~furnace_lab.engine.core.options.MODULES`), when a game uses it, its functions by hook name, and what it keeps
in the game state (a :class:`~furnace_lab.engine.core.module_parts.StatePart`: its fields, their JSON, checks and
board lines; module state is immutable, see that module). The layer
that knows every module (``furnace_lab/engine/rulesets.py``) registers each one with :func:`register`; ``core`` and
``base`` never import a module's package. The order of registration is the order the functions run in.

=========================  =============================================================================
hook                       called (arguments after the state)
=========================  =============================================================================
``spec_ready``             a game's fixed part is built (called with the spec, not a state): the module's tables
``lines_dealt``            a new state's lines hold their Start-ups (the rest of the state may not be set yet)
``row_revealed``           the auction's row has just been revealed, before its discs are set out
``round_start``            the auction's discs are set out, before the first bid
``variable_bids``          REPLACES the bids of a seat holding its variable disc: its whole list (``seat``)
``variable_values``        REPLACES "no variable disc" in the updated Arthur's pair bids: ``seat -> (lo, hi,
                           bids per card, bids of a card but the taken values)``
``on_outbid``              a disc higher than every disc on a card is about to land on it (``card, seat, value``)
``dummy_target``           REPLACES the two-player dummy's choice of card: ``(face, seat) -> (card, value)``
``nonplayer_compensated``  REPLACES "the dummy takes no compensation": a non-player loser (``seat, card, value``)
``nonplayer_won``          REPLACES "the dummy's card leaves the game": a non-player winner (``seat, card, value``)
``unbid_card``             a card nobody bid on: True if a module keeps it from the discard (``card``)
``compensated``            a player's compensation on the card being resolved is paid (``seat, value, units, k``:
                           ``units`` transactions due, ``k`` of them the processing option; a gain: all)
``card_won``               a card's highest disc: True if a module took the win (``seat, card, value``)
``card_joined``            a card won at the resolution has joined its winner's line (``seat, card``)
``card_received``          a player has just received a card won at the auction (``seat, card``)
``production_start``       the production order is set, before the first player produces
``extraction_done``        an extraction row in production, for a seat holding effects on it (``seat, row, ri``)
``limit_bonus``            what a processing row's limit gains now (``seat, row``; the results are added up)
``processing_done``        a processing row's runs, for a seat holding effects on them (``seat, row, times``)
``card_upgraded``          a Company has just been upgraded and paid for (``seat, card, pay``)
``round_end``              the round is over, before the first-player token passes
``game_end``               the game is over, before the final ranking is logged
``places_ahead``           how many non-players finish ahead of every player (the results are added up)
=========================  =============================================================================

The dealing (``base/setup.py``) runs before a game's fixed part exists, so its hooks (:data:`SETUP_HOOKS`) are not
per game: each is one function of a registered module, looked up by name (:func:`setup_hook`) when the options call
for it (the expansion's cards, its deck, its Agents, its Managers). A module's state in a new game is not a hook: its
:class:`~furnace_lab.engine.core.module_parts.StatePart` gives it.

=========================  =============================================================================
setup hook                 called with, answers
=========================  =============================================================================
``playable_capitalist``    a catalog's Interbellum Capitalist: can the engine deal it?
``expansion_pools``        ``catalog, flags, capital_growth, companies, startups``: the Company ids, Start-up
                           and Capitalist pools with the modules in ``flags``
``assemble_deck``          ``draw, base_ids, new_ids, families``: the Company ids the deck is shuffled from
``agent_info``             an Agent card of the catalog: its compiled form
``deal_managers``          ``draw, catalog, options, personal``: the Business Schools' sides, the Manager tokens
                           (the Personal Manager last if ``personal``) and the pile's order
=========================  =============================================================================

A hook marked REPLACES takes at most one function (two modules bringing one is refused when registering the
second); the others run every function, in registration order, except that ``unbid_card`` and ``card_won`` stop
at the first function that answers True.

What each function is called with and answers is its hook's signature in
:mod:`~furnace_lab.engine.core.hook_types` (``RulesModule.hooks`` is a ``HookFunctions``, each ``Hooks`` field a tuple
of its hook's signature), so mypy checks a module's functions where they are plugged in, and the calls in the phases.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final, Literal, overload

from furnace_lab.engine.core import phases
from furnace_lab.engine.core.hook_types import (
    AgentInfoHook,
    AssembleDeck,
    CardHook,
    CardWonHook,
    CompensatedHook,
    CountHook,
    DealManagers,
    DiscHook,
    DummyTargetHook,
    ExpansionPools,
    ExtractionHook,
    HookFunctions,
    LimitBonusHook,
    OutbidHook,
    PlayableCapitalist,
    ProcessingHook,
    SeatBidsHook,
    SpecHook,
    StateHook,
    UnbidHook,
    UpgradedHook,
    VariableValuesHook,
)
from furnace_lab.engine.core.options import MODULES

if TYPE_CHECKING:
    from furnace_lab.engine.core.module_parts import StatePart
    from furnace_lab.engine.core.phases import Handler, Phase
    from furnace_lab.engine.core.spec import GameSpec

HOOKS: Final = (
    "spec_ready", "lines_dealt", "row_revealed", "round_start", "variable_bids", "variable_values", "on_outbid",
    "dummy_target", "nonplayer_compensated", "nonplayer_won", "unbid_card", "compensated", "card_won", "card_joined",
    "card_received", "production_start", "extraction_done", "limit_bonus", "processing_done", "card_upgraded",
    "round_end", "game_end", "places_ahead",
)
"""Every hook, in the order a game meets them."""
REPLACING: Final = frozenset({"variable_bids", "variable_values", "dummy_target", "nonplayer_compensated",
                              "nonplayer_won"})
"""Hooks that replace a base rule rather than add to it: at most one module may bring each."""
SETUP_HOOKS: Final = ("playable_capitalist", "expansion_pools", "assemble_deck", "agent_info", "deal_managers")
"""The dealing's hooks, looked up by name (:func:`setup_hook`): at most one module may bring each."""


@dataclass(frozen=True, slots=True)
class RulesModule:
    """A module's rules as one object: what it plays, when a game uses it, its functions by hook name and its part of
    the state."""

    name: str
    """A short name for the docs and errors (``"managers"``)."""
    modules: tuple[str, ...]
    """The option modules it plays (ids of ``options.MODULES``)."""
    in_use: Callable[[GameSpec], bool]
    """Does this game use it? Asked once per game, with the game's fixed part built."""
    hooks: HookFunctions = field(default_factory=HookFunctions)
    """Its functions by hook name (:data:`HOOKS`, :data:`SETUP_HOOKS`), each checked by mypy against its hook's
    signature (:mod:`~furnace_lab.engine.core.hook_types`)."""
    state: StatePart | None = None
    """What it keeps in the game state (:class:`~furnace_lab.engine.core.module_parts.StatePart`); None: nothing."""
    actions: Mapping[str, Mapping[type, Handler]] = field(default_factory=dict)
    """Its own moves, by the phase that accepts them: phase name → action type → the function that applies it
    (:func:`~furnace_lab.engine.core.phases.add_actions`)."""
    phases: tuple[tuple[Phase, str], ...] = ()
    """Its own sub-phases, each with the name of the phase it runs within
    (:func:`~furnace_lab.engine.core.phases.register`)."""


class Hooks:
    """A game's functions at each named hook: a tuple each, empty when no module in use brings one."""

    __slots__ = HOOKS

    spec_ready: tuple[SpecHook, ...]
    lines_dealt: tuple[StateHook, ...]
    row_revealed: tuple[StateHook, ...]
    round_start: tuple[StateHook, ...]
    variable_bids: tuple[SeatBidsHook, ...]
    variable_values: tuple[VariableValuesHook, ...]
    on_outbid: tuple[OutbidHook, ...]
    dummy_target: tuple[DummyTargetHook, ...]
    nonplayer_compensated: tuple[DiscHook, ...]
    nonplayer_won: tuple[DiscHook, ...]
    unbid_card: tuple[UnbidHook, ...]
    compensated: tuple[CompensatedHook, ...]
    card_won: tuple[CardWonHook, ...]
    card_joined: tuple[CardHook, ...]
    card_received: tuple[CardHook, ...]
    production_start: tuple[StateHook, ...]
    extraction_done: tuple[ExtractionHook, ...]
    limit_bonus: tuple[LimitBonusHook, ...]
    processing_done: tuple[ProcessingHook, ...]
    card_upgraded: tuple[UpgradedHook, ...]
    round_end: tuple[StateHook, ...]
    game_end: tuple[StateHook, ...]
    places_ahead: tuple[CountHook, ...]

    def __init__(self, modules: tuple[RulesModule, ...] = ()) -> None:
        functions: list[Mapping[str, object]] = [m.hooks for m in modules]
        for name in HOOKS:
            setattr(self, name, tuple(f[name] for f in functions if name in f))

    def __repr__(self) -> str:
        used = {name: len(getattr(self, name)) for name in HOOKS if getattr(self, name)}
        return f"Hooks({used})"


_REGISTERED: list[RulesModule] = []
"""The modules, in registration order."""
EMPTY: Final = Hooks()
"""A game with no module in use: every hook empty (shared)."""


def register(module: RulesModule) -> None:
    """Add a module's rules (once; registering the same object again changes nothing)."""
    if module in _REGISTERED:
        return
    unknown = sorted(set(module.hooks) - set(HOOKS) - set(SETUP_HOOKS))
    if unknown:
        raise ValueError(f"module {module.name!r}: no hook named {unknown} "
                         f"(the hooks are {', '.join(HOOKS + SETUP_HOOKS)})")
    missing = [m for m in module.modules if m not in MODULES]
    if missing or not module.modules:
        raise ValueError(f"module {module.name!r}: {missing or 'no'} option module (see options.MODULES)")
    for name in (REPLACING | set(SETUP_HOOKS)) & set(module.hooks):
        other = next((m.name for m in _REGISTERED if name in m.hooks), None)
        if other is not None:
            raise ValueError(f"module {module.name!r}: hook {name!r} already replaced by {other!r}")
    if module.state is not None:
        _check_fields(module.name, module.state.fields)
    for phase, within in module.phases:  # its sub-phases, then its moves, join the phase driver's table
        phases.register(phase, within)
    for name, actions in module.actions.items():
        phases.add_actions(name, dict(actions))
    _REGISTERED.append(module)


def _check_fields(name: str, fields: tuple[str, ...]) -> None:
    """A module's state part owns fields ``GameState`` declares as the modules' (``state.MODULE_FIELDS``: copied by
    ``clone``, compared by ``==``), none owned by another module."""
    from furnace_lab.engine.core.state import MODULE_FIELDS

    unknown = [f for f in fields if f not in MODULE_FIELDS]
    if unknown:
        raise ValueError(f"module {name!r}: {unknown} are not module fields of GameState (state.MODULE_FIELDS)")
    for other in _REGISTERED:
        shared = sorted(set(other.state.fields) & set(fields)) if other.state is not None else []
        if shared:
            raise ValueError(f"module {name!r}: its fields {shared} are already {other.name!r}'s")


@overload
def setup_hook(name: Literal["playable_capitalist"]) -> PlayableCapitalist: ...
@overload
def setup_hook(name: Literal["expansion_pools"]) -> ExpansionPools: ...
@overload
def setup_hook(name: Literal["assemble_deck"]) -> AssembleDeck: ...
@overload
def setup_hook(name: Literal["agent_info"]) -> AgentInfoHook: ...
@overload
def setup_hook(name: Literal["deal_managers"]) -> DealManagers: ...


def setup_hook(name: str) -> object:
    """The registered module's function at a dealing hook (:data:`SETUP_HOOKS`), typed by the hook's name."""
    for module in _REGISTERED:
        functions: Mapping[str, object] = module.hooks
        if name in functions:
            return functions[name]
    raise LookupError(f"no registered module deals {name!r} (furnace_lab.engine registers them when imported)")


def registered() -> tuple[RulesModule, ...]:
    """The registered modules, in order."""
    return tuple(_REGISTERED)


def modules_for(spec: GameSpec) -> tuple[RulesModule, ...]:
    """The registered modules the game uses, in registration order (asked once, at its spec: ``spec.used_modules``)."""
    return tuple(m for m in _REGISTERED if m.in_use(spec))


def hooks_of(used: tuple[RulesModule, ...]) -> Hooks:
    """The game's hooks: the functions of the modules it uses (a base game's: the shared empty :data:`EMPTY`)."""
    return Hooks(used) if used else EMPTY


def module_hooks_for(spec: GameSpec) -> Hooks:
    """The game's hooks: the functions of each registered module the game uses."""
    return hooks_of(modules_for(spec))

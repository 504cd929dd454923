"""What a function at each named hook is called with and answers, so that mypy checks a module's functions.

:mod:`~furnace_lab.engine.core.hooks` lists the hooks and where they are called. Here each hook has its signature:
a callback protocol (its parameters are positional-only, so a module's function may name them as it likes), and
:class:`HookFunctions` maps each hook's name to its protocol. A module's functions by hook name
(``RulesModule.hooks``) are a ``HookFunctions``, so mypy refuses a function with the wrong arguments or answer at
the line that plugs it in, and the base phases that call the hooks are checked against the same signatures.
Nothing here runs in a game: these are types only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol, TypedDict

if TYPE_CHECKING:
    from furnace_lab.cards.catalog import Catalog
    from furnace_lab.cards.model import Agent, Capitalist
    from furnace_lab.engine.core.actions import Bid, VarBid
    from furnace_lab.engine.core.cards import CardInfo, Pairs, Row
    from furnace_lab.engine.core.options import Options
    from furnace_lab.engine.core.spec import GameSpec
    from furnace_lab.engine.core.state import GameState

# --- a game's hooks (spec.module_hooks), in the order a game meets them


class SpecHook(Protocol):
    """``spec_ready``: the game's fixed part is built (the module's tables)."""

    def __call__(self, g: GameSpec, /) -> None: ...


class StateHook(Protocol):
    """A moment with nothing more to say than the state: ``lines_dealt``, ``row_revealed``, ``round_start``,
    ``production_start``, ``round_end``, ``game_end``."""

    def __call__(self, s: GameState, /) -> None: ...


class SeatBidsHook(Protocol):
    """``variable_bids``: the whole bid list of a seat holding its variable disc."""

    def __call__(self, s: GameState, seat: int, /) -> tuple[Bid | VarBid, ...]: ...


class VariablePart(Protocol):
    """Card ``i``'s variable-disc bids worth ``lo`` to ``hi - 1``, less the values set in the mask ``taken``."""

    def __call__(self, i: int, lo: int, hi: int, taken: int, /) -> tuple[VarBid, ...]: ...


class VariableValuesHook(Protocol):
    """``variable_values``: the values the updated Arthur's variable disc can take now (``lo`` to ``hi - 1``), its
    bids on each card holding none of them, and the function giving a card's bids less the values taken."""

    def __call__(self, s: GameState, seat: int, /
                 ) -> tuple[int, int, tuple[tuple[VarBid, ...], ...], VariablePart]: ...


class OutbidHook(Protocol):
    """``on_outbid``: a disc worth ``value`` of ``seat``, higher than every disc on card position ``card``, is about
    to land there."""

    def __call__(self, s: GameState, card: int, seat: int, value: int, /) -> None: ...


class DummyTargetHook(Protocol):
    """``dummy_target``: for the die's ``face``, the non-player's (card position, disc value), or None."""

    def __call__(self, s: GameState, face: int, seat: int, /) -> tuple[int, int] | None: ...


class DiscHook(Protocol):
    """A disc of ``seat`` worth ``value`` on ``card`` is settled: ``nonplayer_compensated``, ``nonplayer_won``."""

    def __call__(self, s: GameState, seat: int, card: int, value: int, /) -> None: ...


class UnbidHook(Protocol):
    """``unbid_card``: True keeps the card nobody bid on from the discard."""

    def __call__(self, s: GameState, card: int, /) -> bool: ...


class CompensatedHook(Protocol):
    """``compensated``: ``seat``'s compensation for its disc ``value``: ``units`` transactions, ``k`` of them the
    processing option."""

    def __call__(self, s: GameState, seat: int, value: int, units: int, k: int, /) -> None: ...


class CardWonHook(Protocol):
    """``card_won``: True if the module took the win of ``seat``'s highest disc ``value`` on ``card``."""

    def __call__(self, s: GameState, seat: int, card: int, value: int, /) -> bool: ...


class CardHook(Protocol):
    """``seat``'s line and ``card``: ``card_joined``, ``card_received``."""

    def __call__(self, s: GameState, seat: int, card: int, /) -> None: ...


class ExtractionHook(Protocol):
    """``extraction_done``: ``seat``'s extraction row ``row``, row ``ri`` of its card (from 0)."""

    def __call__(self, s: GameState, seat: int, row: Row, ri: int, /) -> None: ...


class LimitBonusHook(Protocol):
    """``limit_bonus``: what ``seat``'s processing row ``row`` gains on its limit now."""

    def __call__(self, s: GameState, seat: int, row: Row, /) -> int: ...


class ProcessingHook(Protocol):
    """``processing_done``: ``times`` runs of ``seat``'s processing row ``row``."""

    def __call__(self, s: GameState, seat: int, row: Row, times: int, /) -> None: ...


class UpgradedHook(Protocol):
    """``card_upgraded``: ``seat`` has upgraded ``card``, paying ``pay`` (resource slot, amount pairs)."""

    def __call__(self, s: GameState, seat: int, card: int, pay: Pairs, /) -> None: ...


class CountHook(Protocol):
    """``places_ahead``: a count the results of every module are added to."""

    def __call__(self, s: GameState, /) -> int: ...


# --- the dealing's hooks (hooks.setup_hook), one module each

Draw = Callable[[], float]
"""The dealing's seeded draw (``random.Random(seed).random``)."""


class PlayableCapitalist(Protocol):
    """``playable_capitalist``: can the engine deal this catalog Capitalist?"""

    def __call__(self, capitalist: Capitalist, /) -> bool: ...


class ExpansionPools(Protocol):
    """``expansion_pools``: the Company ids, Start-up and Capitalist pools with the modules in ``flags``."""

    def __call__(self, catalog: Catalog, flags: Mapping[str, bool], capital_growth: bool, companies: Sequence[str],
                 startups: Sequence[str], /) -> tuple[list[str], list[str], list[str]]: ...


class AssembleDeck(Protocol):
    """``assemble_deck``: the Company ids the deck is shuffled from."""

    def __call__(self, draw: Draw, base_ids: Sequence[str], new_ids: Sequence[str],
                 families: Sequence[tuple[str, str]] | None, /) -> list[str]: ...


class AgentInfoHook(Protocol):
    """``agent_info``: an Agent card of the catalog, compiled (the game's fixed part keeps it; ``core`` does not
    name the module's type)."""

    def __call__(self, agent: Agent, /) -> object: ...


class DealManagers(Protocol):
    """``deal_managers``: the Business Schools' sides, the Manager tokens (the Personal Manager last if
    ``personal``) and the pile's order."""

    def __call__(self, draw: Draw, catalog: Catalog, options: Options, personal: bool, /
                 ) -> tuple[list[CardInfo], tuple[object, ...], list[int]]: ...


class HookFunctions(TypedDict, total=False):
    """A module's functions by hook name (``RulesModule.hooks``): each key a hook, each value its signature."""

    spec_ready: SpecHook
    lines_dealt: StateHook
    row_revealed: StateHook
    round_start: StateHook
    variable_bids: SeatBidsHook
    variable_values: VariableValuesHook
    on_outbid: OutbidHook
    dummy_target: DummyTargetHook
    nonplayer_compensated: DiscHook
    nonplayer_won: DiscHook
    unbid_card: UnbidHook
    compensated: CompensatedHook
    card_won: CardWonHook
    card_joined: CardHook
    card_received: CardHook
    production_start: StateHook
    extraction_done: ExtractionHook
    limit_bonus: LimitBonusHook
    processing_done: ProcessingHook
    card_upgraded: UpgradedHook
    round_end: StateHook
    game_end: StateHook
    places_ahead: CountHook
    playable_capitalist: PlayableCapitalist
    expansion_pools: ExpansionPools
    assemble_deck: AssembleDeck
    agent_info: AgentInfoHook
    deal_managers: DealManagers

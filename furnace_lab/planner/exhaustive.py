"""The reference answer: a plain depth-first search over the engine's own legal actions.

This is how the planner is checked, and what its speed is measured against. It knows nothing of the
planner's model: from an engine state in the production phase it tries every action ``legal_actions()``
offers, applies it with ``apply``, and recurses until the player's production is over (the game ends, or
another player or phase is next). The value of a finished production is the valuation of the player's
change: money gained, resources left, Companies flipped.

With ``memo=True`` a position already searched is looked up instead of searched again. The key is the
engine's complete changing state (every field ``GameState`` copies when cloned, but the action counter), so
two positions with equal keys have the same future: the memo cannot change the answer, only the time.

The arguments are checked once, before the search (:mod:`~furnace_lab.planner.checks`); the search checks nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from furnace_lab.engine.core.constants import PHASE_NAMES, phase_name
from furnace_lab.engine.core.state import _DYNAMIC
from furnace_lab.errors import DataError, FurnaceLabError
from furnace_lab.planner.checks import (
    checked_count,
    checked_flag,
    checked_limit,
    checked_player,
    checked_state,
    checked_valuation,
)
from furnace_lab.planner.valuation import Number, Valuation

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

_KEY_FIELDS = tuple(name for name in _DYNAMIC if name != "_nhist")


def _key(state: Any) -> tuple[Any, ...]:
    out = []
    for name in _KEY_FIELDS:
        value = getattr(state, name)
        if isinstance(value, list):
            value = tuple(value)
        elif isinstance(value, dict):
            value = tuple(sorted(value.items()))
        out.append(value)
    return tuple(out)


def _upgraded_count(state: GameState, player: int) -> int:
    return sum(1 for c in state.companies(player) if state.is_upgraded(c))


def _finished(state: GameState, player: int) -> bool:
    return state.is_over or state.phase != "production" or state.current_player != player


def exhaustive_value(state: GameState, player: int | None = None, valuation: Valuation | None = None, *,
                     memo: bool = False, money0: int | None = None, flips0: int | None = None) -> Number:
    """The best valuation of ``player``'s production from ``state``, by trying every legal action.

    Money gained and Companies flipped are counted from ``money0`` and ``flips0`` (default: the state's own);
    pass the figures of the position *before* the engine played its forced opening, if it did.
    """
    best, _ = exhaustive_search(state, player, valuation, memo=memo, money0=money0, flips0=flips0)
    return best


class SearchLimit(FurnaceLabError):
    """The exhaustive search visited more states than it was allowed (``limit``); it says so in Portuguese too."""


def exhaustive_search(state: GameState, player: int | None = None, valuation: Valuation | None = None, *,
                      memo: bool = False, money0: int | None = None, flips0: int | None = None,
                      limit: int | None = None) -> tuple[Number, int]:
    """(best value, number of states visited) — see :func:`exhaustive_value`.

    A state whose production is already over (every choice was forced) is valued as it stands; a state in the
    auction or its resolution, with production still to come, is refused (``plan_production`` plans from there).
    With ``limit``, :class:`SearchLimit` is raised once more states than that have been visited (for benchmarks).
    Bad arguments — not a game state, a player not at the table or waiting for their turn, a valuation that is not
    a :class:`~furnace_lab.planner.valuation.Valuation`, a ``limit`` that is not a whole number 1 or more, ``memo``
    not True or False, ``money0`` / ``flips0`` that are not whole numbers 0 or more — raise
    :class:`~furnace_lab.errors.DataError` naming the field, in Portuguese too, before anything is searched.
    """
    state = checked_state(state)
    if player is None:
        if state.is_over:  # the current player is the end-of-game marker, not a seat
            raise DataError("the game is over: there is no production left to search", item="state", field="phase",
                            pt="o jogo terminou: não há mais produção para buscar")
        player = state.current_player
    if not state.is_over and state.phase != "production":  # the auction or its resolution: production is still to come
        raise DataError(f"the exhaustive search plays the production phase, and this state is in the {state.phase}: "
                        "play on to production, or plan from here with 'plan_production'", item="state", field="phase",
                        pt=f"a busca exaustiva joga a fase de produção, e este estado está na fase de "
                           f"{phase_name(PHASE_NAMES.index(state.phase), 'pt')}: jogue até a produção, ou planeje "
                           "daqui com 'plan_production'")
    player = checked_player(player, state)
    cursor = state.production
    if cursor is not None and state.current_player != player and player not in cursor.done:
        raise DataError("exhaustive search starts at the player's turn in the production phase", item="state",
                        field="player", pt="a busca exaustiva começa na vez do jogador, na fase de produção")
    valuation = checked_valuation(valuation, state.round)
    limit = checked_limit(limit)
    memo = checked_flag(memo, "memo")
    money0 = checked_count(money0, "money0")
    flips0 = checked_count(flips0, "flips0")
    wm, wc, wi, wo, wt, wu = valuation.scaled()
    if money0 is None:
        money0 = state.money(player)
    if flips0 is None:
        flips0 = _upgraded_count(state, player)
    table: dict[tuple[Any, ...], int] = {}
    visited = 0

    def value(end: Any) -> int:
        coal, iron, oil, token, money = end.amounts(player)
        return (wm * (money - money0) + wc * coal + wi * iron + wo * oil + wt * token
                + wu * (_upgraded_count(end, player) - flips0))

    def dfs(node: Any) -> int:
        nonlocal visited
        visited += 1
        if limit is not None and visited > limit:
            raise SearchLimit(f"the exhaustive search visited more than {limit} states",
                              pt=f"a busca exaustiva visitou mais de {limit} estados")
        if _finished(node, player):
            return value(node)
        key = _key(node) if memo else None
        if key is not None:
            hit = table.get(key)
            if hit is not None:
                return hit
        top = None
        for action in node.legal_actions():
            v = dfs(node.apply(action))
            if top is None or v > top:
                top = v
        assert top is not None
        if key is not None:
            table[key] = top
        return top

    return valuation.unscale(dfs(state)), visited

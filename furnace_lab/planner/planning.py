"""The planner's entry point: the best production plan for a position, exactly.

``plan_production(position_or_state, valuation)`` reads the position (a hand-built
:class:`~furnace_lab.planner.position.Position`, or an engine ``GameState`` for a given player), compiles it with
the valuation (:mod:`~furnace_lab.planner.problem`), finds the best value and one plan reaching it
(:mod:`~furnace_lab.planner.search`), writes the plan as engine actions (:mod:`~furnace_lab.planner.emit`), and
works out the naive order alongside (:mod:`~furnace_lab.planner.naive`) for the explanation.

The value is exact: no plan the engine allows from the position is worth more under the valuation (the tests
check this against a plain search over the engine's own legal actions). Without a valuation, round 4 counts
money only and earlier rounds use :data:`~furnace_lab.planner.valuation.EARLY_ROUND_DEFAULT`.

With ``deadline=seconds`` the search looks at the clock now and then (:mod:`~furnace_lab.planner.clock`) and,
when time is up, answers with the best plan it has — the better of the naive order and a quick dive down the
bound — and the upper bound it had proved (``plan.bound``); ``plan.exact`` says whether they meet.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from furnace_lab.cards.resources import RESOURCES
from furnace_lab.errors import DataError
from furnace_lab.planner.checks import checked_deadline, checked_limit, checked_player, checked_stop, checked_valuation
from furnace_lab.planner.clock import Clock, OutOfTime
from furnace_lab.planner.emit import emit
from furnace_lab.planner.engine_search import LIMIT, EngineSearch, naive_actions
from furnace_lab.planner.naive import naive_moves
from furnace_lab.planner.placement import place_managers, solve_placements
from furnace_lab.planner.plan import Plan
from furnace_lab.planner.position import Position
from furnace_lab.planner.problem import Problem, compile_problem, unsupported
from furnace_lab.planner.replay import engine_steps
from furnace_lab.planner.rows import Unsupported
from furnace_lab.planner.search import Search
from furnace_lab.planner.valuation import Valuation

SEARCH_SHARE: Final = 0.8
"""Under a deadline, the share of the time the search gets; quick plans (dives) to answer with get the rest."""

ENGINE_SHARE: Final = 0.6
"""Under a deadline, the share of the time the engine-level search of a "repeat-free" position gets; the rest
goes to the fast model's relaxed search, for a bound (see :func:`_relaxed_bound`)."""


def as_position(source: Any, player: int | None = None) -> Position:
    """A :class:`Position` from a Position (returned as is) or an engine game state (for ``player``).

    ``player`` is a seat number; for a Position it must be the position's own (it says whose it is).
    """
    if isinstance(source, Position):
        if player is not None and checked_player(player, item="position") != source.player:
            raise DataError(f"the position is player {source.player}'s, not player {player}'s", item="position",
                            field="player", pt=f"a posição é do jogador {source.player}, não do jogador {player}")
        return source
    from furnace_lab.engine.core.state import GameState

    if isinstance(source, GameState):
        return Position.from_state(source, player)
    raise DataError(f"expected a planner Position or an engine GameState, not {type(source).__name__}",
                    item="position", field="source",
                    pt=f"esperava-se uma 'Position' do planejador ou um 'GameState' do motor, não "
                       f"{type(source).__name__!r}")


def _plan(problem: Problem, position: Position, valuation: Valuation, moves: list[Any], value: int,
          nodes: int, naive: Plan | None) -> Plan:
    actions, steps, net = emit(problem, moves)
    end = steps[-1].after if steps else position.resources
    flipped = tuple(c for step in steps for row in step.rows for c in row.flipped)
    return Plan(position=position, valuation=valuation, actions=tuple(actions), value=valuation.unscale(value),
                steps=tuple(steps), end=end, flipped=flipped, naive=naive, nodes=nodes, flips=net)


def naive_plan(source: Any, valuation: Valuation | None = None, *, player: int | None = None) -> Plan:
    """The naive order's plan (see :mod:`furnace_lab.planner.naive`), as a :class:`Plan` without a naive."""
    position = as_position(source, player)
    valuation = checked_valuation(valuation, position.round)
    problem = compile_problem(position, valuation)
    value, moves = naive_moves(problem)
    return _plan(problem, position, valuation, moves, value, 0, None)


def plan_production(source: Any, valuation: Valuation | None = None, *, player: int | None = None,
                    limit: int | None = LIMIT, deadline: float | None = None,
                    stop: Callable[[], bool] | None = None) -> Plan:
    """The best production plan from a position (or a game state, for ``player``) under a valuation.

    Returns a :class:`~furnace_lab.planner.plan.Plan`: engine actions the engine accepts from the position, the
    exact best value, the card-by-card steps, and the naive order's plan for comparison (``plan.explain()``).
    Positions with rules the fast model does not play (see :func:`~furnace_lab.planner.problem.unsupported`)
    are searched on the engine itself, visiting at most ``limit`` states. Bad input raises
    :class:`~furnace_lab.errors.DataError` saying what and where.

    ``deadline`` (seconds) bounds the search: past it, the best plan found so far comes back with
    ``plan.exact`` False and ``plan.bound`` the upper bound proved. ``stop`` (a callable) ends the search the
    same way once it returns True (a widget's cancel). Without either the plan is exact.
    """
    limit = checked_limit(limit)
    seconds = checked_deadline(deadline)
    stop = checked_stop(stop)
    position = as_position(source, player)
    valuation = checked_valuation(valuation, position.round)
    clock = None if seconds is None and stop is None else Clock(seconds, stop)
    return planned(position, valuation, limit, clock)


def planned(position: Position, valuation: Valuation, limit: int | None, clock: Clock | None) -> Plan:
    """:func:`plan_production` of arguments already checked, with a clock (None: exact, however long)."""
    reason: str | None = None
    try:
        problem = compile_problem(position, valuation)
    except Unsupported as why:
        reason = why.field or "rules"
    if reason is not None:  # searched outside the handler: an error of that search is not chained to this one
        return _engine_plan(position, valuation, reason, limit, clock=clock)
    if problem.managers:  # the naive player places no Manager: played on the engine
        naive = _engine_plan(position, valuation, "managers", limit, naive_only=True)
    else:
        naive_value, moves = naive_moves(problem)
        naive = _plan(problem, position, valuation, moves, naive_value, 0, None)
    search = Search(problem, clock=None if clock is None else clock.sooner(SEARCH_SHARE))
    try:
        if problem.managers:
            value, best_moves, placed, _ = solve_placements(problem, search)
        else:
            placed = problem
            value, best_moves, _ = search.solve_down()
    except OutOfTime:
        return _best_so_far(problem, position, valuation, search, naive, clock)
    plan = _plan(placed, position, valuation, best_moves, value, search.nodes, naive)
    _check(plan, valuation)
    return plan


def _best_so_far(problem: Problem, position: Position, valuation: Valuation, search: Search, naive: Plan,
                 clock: Clock | None) -> Plan:
    """What a search out of time answers: the better of the naive order and quick dives down the search's bound
    (in the time the search left on ``clock``), with the upper bound the search had proved (exact if they meet)."""
    assert search.upper is not None, "the clock is only looked at once a bound is proved"
    best = naive
    value, moves = search.dive_moves(clock=clock)
    if moves:
        placed, written = place_managers(problem, search, moves) if problem.managers else (problem, moves)
        dived = _plan(placed, position, valuation, written, value, search.nodes, naive)
        _check(dived, valuation)
        if dived.value > naive.value:
            best = dived
    bound = valuation.unscale(search.upper)
    assert bound >= best.value, f"the search proved at most {bound}, yet a plan is worth {best.value}"
    return replace(best, naive=naive, nodes=search.nodes, bound=bound, exact=bound == best.value)


def plan_value(source: Any, valuation: Valuation | None = None, *, player: int | None = None,
               limit: int | None = LIMIT) -> Any:
    """Just the best value (no actions, no naive order): the cheapest call, for what-ifs."""
    limit = checked_limit(limit)
    position = as_position(source, player)
    valuation = checked_valuation(valuation, position.round)
    try:
        problem = compile_problem(position, valuation)
    except Unsupported:
        problem = None
    if problem is None:  # outside the handler, as in plan_production
        return plan_production(position, valuation, limit=limit).value
    value = solve_placements(problem)[0] if problem.managers else Search(problem).solve_down()[0]
    return valuation.unscale(value)


def _flip_count(state: Any, player: int) -> int:
    return sum(1 for c in state.companies(player) if state.is_upgraded(c))


def _engine_plan(position: Position, valuation: Valuation, why: str, limit: int | None,
                 naive_only: bool = False, clock: Clock | None = None) -> Plan:
    """A plan found by the engine-level search (see :mod:`furnace_lab.planner.engine_search`), or with
    ``naive_only`` the naive order played on the engine."""
    root = position.to_state()
    fresh = position.source is None
    player = 0 if fresh else position.player  # set up anew, the position is a one-player game: seat 0
    money0 = position.resources.money
    flips0 = len(position.upgraded)
    since = 0 if fresh else None
    live = not root.is_over and root.phase == "production" and root.current_player == player

    def build(actions: list[Any], nodes: int, naive: Plan | None) -> Plan:
        steps, end = engine_steps(root, actions, player, since, money0)
        held = end.holdings(player)
        wm, wc, wi, wo, wt, wu = valuation.scaled()
        net = _flip_count(end, player) - flips0
        scaled = (wm * (held.money - money0) + wc * held.coal + wi * held.iron + wo * held.oil + wt * held.token
                  + wu * net)
        flipped = tuple(c for c in end.companies(player) if end.is_upgraded(c) and c not in position.upgraded)
        return Plan(position=position, valuation=valuation, actions=tuple(actions), value=valuation.unscale(scaled),
                    steps=tuple(steps), end=held, flipped=flipped, naive=naive, nodes=nodes, flips=net)

    naive = build(naive_actions(root, player) if live else [], 0, None)
    if naive_only:
        return naive
    if not live:
        return replace(naive, naive=naive)
    relaxed = why == "repeat-free" and clock is not None
    search = EngineSearch(root, player, valuation, limit=limit, why=why,
                          clock=clock.sooner(ENGINE_SHARE) if relaxed and clock is not None else clock)
    try:
        _, actions = search.solve()
    except OutOfTime:  # the engine-level search proves no bound before it ends
        best = naive
        bound = None
        if relaxed and clock is not None:
            best = max(naive, _without_repeat(position, valuation, clock.sooner(0.5), build, naive),
                       key=lambda plan: plan.value)
            bound = _relaxed_bound(position, valuation, clock)
        assert bound is None or bound >= best.value, "the relaxed bound is below a plan"
        return replace(best, naive=naive, nodes=search.nodes, bound=bound, exact=bound == best.value)
    plan = build(actions, search.nodes, naive)
    assert plan.value >= naive.value, "the engine-level search lost to the naive order"
    return plan


def _without_repeat(position: Position, valuation: Valuation, clock: Clock,
                    build: Callable[[list[Any], int, Plan | None], Plan], naive: Plan) -> Plan:
    """A plan for a "repeat-free" position that never spends the repeat (then each card is used once and the fast
    model plays its Managers exactly), found by the fast model within ``clock`` (or a quick dive), replayed on the
    engine by ``build``; ``naive`` if there is none or the engine refuses it."""
    from furnace_lab.errors import FurnaceLabError

    spent = replace(position, repeat_used=True)
    if unsupported(spent) is not None:
        return naive
    problem = compile_problem(spent, valuation)
    search = Search(problem, clock=clock)
    try:
        if problem.managers:
            _, moves, placed, _ = solve_placements(problem, search)
        else:
            placed = problem
            _, moves, _ = search.solve_down()
    except OutOfTime:
        moves = search.dive_moves()[1]
        if not moves:
            return naive
        placed, moves = place_managers(problem, search, moves) if problem.managers else (problem, moves)
    try:
        return build(list(emit(placed, moves)[0]), 0, naive)
    except FurnaceLabError:  # an action the engine refuses with the repeat still to spend: keep the naive order
        return naive


def _relaxed_bound(position: Position, valuation: Valuation, clock: Clock | None) -> Any:
    """An upper bound for a "repeat-free" position (see :func:`~furnace_lab.planner.problem.compile_problem`'s
    ``relax``): the fast model's best value with the free resources given to each use, or, if ``clock`` runs out
    first, the bound its search had proved."""
    search = Search(compile_problem(position, valuation, relax=True), clock=clock)
    try:
        value = search.solve_down()[0]
    except OutOfTime:
        assert search.upper is not None, "the clock is only looked at once a bound is proved"
        value = search.upper
    return valuation.unscale(value)


def _check(plan: Plan, valuation: Valuation) -> None:
    """The plan's recorded end must be worth its value (a cheap consistency check of the replay)."""
    start = plan.position.resources
    worth = valuation.money * (plan.end.money - start.money) + valuation.upgrade * plan.flips
    worth += sum(getattr(valuation, name) * plan.end.get(name) for name in RESOURCES)
    assert worth == plan.value, f"the replayed plan is worth {worth}, the search said {plan.value}"

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
bound — and the upper bound it had proved (``plan.bound``); ``plan.exact`` says whether they meet. The deadline
counts from the call: reading a game state and compiling the position are inside it, and so is the listing of the
search's commitments (:data:`~furnace_lab.planner.search.FREE_LISTING`).

Memory is bounded: the fast search keeps at most :data:`STATES` states and commitments (past them an exact answer
is refused, a deadline's answer is the best plan found), the engine-level search visits at most ``limit`` states.
A :class:`Planning` (:func:`start_planning`) answers within a deadline and then goes on from where its search
stopped (``resume``): the widgets answer at once and prove the plan in the background without starting again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from furnace_lab.cards.resources import RESOURCES
from furnace_lab.errors import DataError
from furnace_lab.planner.checks import checked_deadline, checked_limit, checked_player, checked_stop, checked_valuation
from furnace_lab.planner.clock import Budget, Clock, OutOfStates, OutOfTime
from furnace_lab.planner.emit import emit
from furnace_lab.planner.engine_search import LIMIT, EngineSearch, naive_actions
from furnace_lab.planner.naive import naive_moves
from furnace_lab.planner.placement import place_managers, solve_placements
from furnace_lab.planner.plan import Plan
from furnace_lab.planner.position import Position
from furnace_lab.planner.problem import Problem, compile_problem
from furnace_lab.planner.replay import engine_steps
from furnace_lab.planner.rows import Unsupported
from furnace_lab.planner.search import Search
from furnace_lab.planner.valuation import Valuation

SEARCH_SHARE: Final = 0.8
"""Under a deadline, the share of the time the search gets; quick plans (dives) to answer with get the rest."""

STATES: Final = 1_000_000
"""States the fast search may visit for one position (over all the answers of a :class:`Planning`). Each may leave
an entry in its memo, about half a kilobyte: so at most about 500 MB, and under a minute of CPU here. No position
of a real game measured needs near as many (the slowest of a few tableaus of 24 base Companies, the most a player can
hold, needed 207,419); past it an exact answer is refused and a deadline's answer is the best plan found."""




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
    same way once it returns True (a widget's cancel). Without either the plan is exact. The deadline counts from
    the call: reading a game state and compiling the position are inside it.

    Memory is bounded: the fast search visits at most :data:`STATES` states (about half a kilobyte each). A
    position needing more is refused with a :class:`~furnace_lab.errors.DataError` — or, with a deadline or a
    ``stop``, answered with the best plan found and its bound.
    """
    return start_planning(source, valuation, player=player, limit=limit, deadline=deadline, stop=stop).answer()


def start_planning(source: Any, valuation: Valuation | None = None, *, player: int | None = None,
                   limit: int | None = LIMIT, deadline: float | None = None,
                   stop: Callable[[], bool] | None = None) -> Planning:
    """A :class:`Planning` of the position, its arguments checked as :func:`plan_production` checks them: its
    ``answer()`` is what ``plan_production`` returns, and ``resume(...)`` goes on from there (a warm start)."""
    return _entry(source, valuation, player, limit, deadline, stop)


def _entry(source: Any, valuation: Valuation | None, player: int | None, limit: Any, deadline: Any,
           stop: Any) -> Planning:
    """The checked arguments of an entry point as a :class:`Planning`, its clock started first (so the time spent
    reading a game state and checking counts against the deadline)."""
    seconds = checked_deadline(deadline)
    stop = checked_stop(stop)
    clock = None if seconds is None and stop is None else Clock(seconds, stop)
    limit = checked_limit(limit)
    position = as_position(source, player)
    return Planning(position, checked_valuation(valuation, position.round), limit, clock)


def planned(position: Position, valuation: Valuation, limit: int | None, clock: Clock | None) -> Plan:
    """:func:`plan_production` of arguments already checked, with a clock (None: exact, however long)."""
    return Planning(position, valuation, limit, clock).answer()


def too_many_states(states: int) -> DataError:
    """The refusal of a position whose fast search needs more than ``states`` states, with no deadline given."""
    return DataError(f"this position needs more than {states:,} states of the planner's search (its memory is "
                     "bounded); with a deadline (deadline=seconds) the planner answers with the best plan it finds "
                     "in time", item="position", field="cards",
                     pt=f"esta posição precisa de mais de {states:,} estados da busca do planejador (a memória dela "
                        "é limitada); com um prazo (deadline=segundos) o planejador responde com o melhor plano que "
                        "achar a tempo".replace(",", "."))


class Planning:
    """One position's planning, which can be continued: :meth:`answer` on a clock gives the best plan found by
    then, and a later :meth:`answer` (on a new clock) goes on from where the search stopped — its memo, the bounds
    it proved and its budget of states carry over (a warm start: nothing proved is searched again). A widget
    answers at once within a short deadline, then goes on in the background with the same Planning. The
    engine-level search (positions the fast model does not play) goes on the same way: its memo holds only values
    proved, and its states count on against its ``limit``."""

    def __init__(self, position: Position, valuation: Valuation, limit: int | None, clock: Clock | None) -> None:
        self.position = position
        self.valuation = valuation
        self.limit = limit
        self.clock = clock
        self.budget = Budget(STATES)
        """The fast search's states, over every answer (its memo only grows)."""
        self.reason: str | None = None
        self.problem: Problem | None = None
        self.naive: Plan | None = None
        self.search: Search | None = None
        self.kept: dict[str, Any] = {}
        """The engine-level search, for positions the fast model does not play (kept from answer to answer)."""
        self.best: Plan | None = None
        """The best plan found so far (exact once proved)."""

    def resume(self, deadline: float | None = None, stop: Callable[[], bool] | None = None) -> Plan:
        """Go on searching, from where the last answer stopped, for ``deadline`` more seconds or until ``stop``
        says True (neither: until the plan is proved — or the budget of states is spent); the best plan by then."""
        seconds = checked_deadline(deadline)
        stop = checked_stop(stop)
        self.clock = None if seconds is None and stop is None else Clock(seconds, stop)
        return self.answer()

    def answer(self) -> Plan:
        """The best plan found within the Planning's clock (None: exact, however long it takes — or refused past
        :data:`STATES`). Once a plan is proved it is the answer."""
        clock = self.clock
        if self.best is not None and self.best.exact:
            return self.best
        if self.problem is None and self.reason is None:
            try:
                self.problem = compile_problem(self.position, self.valuation)
            except Unsupported as why:
                self.reason = why.field or "rules"
        if self.problem is None:  # searched outside the handler: an error of that search is not chained to it
            plan = _engine_plan(self.position, self.valuation, self.reason or "rules", self.limit, clock=clock,
                                kept=self.kept)
        else:
            plan = self._fast(self.problem, clock)
        if self.best is None or plan.exact or plan.value > self.best.value:
            self.best = plan
        elif plan.bound is not None and (self.best.bound is None or plan.bound < self.best.bound):
            self.best = replace(self.best, bound=plan.bound, exact=plan.bound == self.best.value)
        return self.best

    def _fast(self, problem: Problem, clock: Clock | None) -> Plan:
        position, valuation = self.position, self.valuation
        if self.naive is None:
            if problem.managers:  # the naive player places no Manager: played on the engine
                self.naive = _engine_plan(position, valuation, "managers", self.limit, naive_only=True)
            else:
                naive_value, moves = naive_moves(problem)
                self.naive = _plan(problem, position, valuation, moves, naive_value, 0, None)
        searching = (Clock(None) if clock is None else clock.sooner(SEARCH_SHARE)).counting(self.budget)
        if self.search is None:
            self.search = Search(problem, clock=searching)
            self.budget.count = self.search.visited
        else:  # a warm start: the memo and the bounds proved before stay true
            self.search.clock = searching
        search = self.search
        try:
            placed, value, best_moves = _solve(problem, search)
        except OutOfStates:
            if clock is None:
                raise too_many_states(self.budget.states) from None
            return _best_so_far(problem, position, valuation, search, self.naive, None)
        except OutOfTime:
            return _best_so_far(problem, position, valuation, search, self.naive, clock)
        plan = _plan(placed, position, valuation, best_moves, value, search.nodes, self.naive)
        _check(plan, valuation)
        return plan


def _solve(problem: Problem, search: Search) -> tuple[Problem, int, list[Any]]:
    """The problem with its Managers placed, the best value and the moves of a plan reaching it."""
    if problem.managers:
        value, moves, placed, _ = solve_placements(problem, search)
        return placed, value, moves
    value, moves, _ = search.solve_down()
    return problem, value, moves


def _best_so_far(problem: Problem, position: Position, valuation: Valuation, search: Search, naive: Plan,
                 clock: Clock | None) -> Plan:
    """What a search out of time answers: the better of the naive order and quick dives down the search's bound
    (in the time the search left on ``clock``; None: a few dives only), with the upper bound the search had proved
    (exact if they meet) — or, stopped before it had bounded its commitments, the naive order without a bound."""
    search.clock = None  # the answer's own work is bounded (a few dives of a few states each): no look stops it
    if search.upper is None:
        return replace(naive, naive=naive, nodes=search.nodes, bound=None, exact=False)
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
               limit: int | None = LIMIT, deadline: float | None = None,
               stop: Callable[[], bool] | None = None) -> Any:
    """Just the best value (no actions, no naive order): the cheapest call, for what-ifs.

    ``deadline`` and ``stop`` as for :func:`plan_production`: past them, the value of the best plan found so far
    (it may be less than the best; ``plan_production`` with the same deadline says by how much at most, in
    ``plan.bound``). Without either the value is exact (or the position is refused, as by ``plan_production``).
    """
    planning = _entry(source, valuation, player, limit, deadline, stop)
    if planning.clock is not None:
        return planning.answer().value
    try:
        problem = compile_problem(planning.position, planning.valuation)
    except Unsupported:
        problem = None
    if problem is None:  # outside the handler, as in plan_production
        return planning.answer().value
    search = Search(problem, clock=Clock(None).counting(planning.budget))
    planning.budget.count = search.visited
    try:
        value = _solve(problem, search)[1]
    except OutOfStates:
        raise too_many_states(planning.budget.states) from None
    return planning.valuation.unscale(value)


def _flip_count(state: Any, player: int) -> int:
    return sum(1 for c in state.companies(player) if state.is_upgraded(c))


def _engine_plan(position: Position, valuation: Valuation, why: str, limit: int | None,
                 naive_only: bool = False, clock: Clock | None = None, kept: dict[str, Any] | None = None) -> Plan:
    """A plan found by the engine-level search (see :mod:`furnace_lab.planner.engine_search`), or with
    ``naive_only`` the naive order played on the engine. ``kept``: where the search is kept from one answer of a
    :class:`Planning` to the next (it goes on from where it stopped)."""
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
    searching = clock
    search = None if kept is None else kept.get("engine")
    if search is None:
        search = EngineSearch(root, player, valuation, limit=limit, why=why, clock=searching)
        if kept is not None:  # kept for a later answer: its memo holds only values proved
            kept["engine"] = search
    else:  # a warm start (see Planning)
        search.clock = searching
    try:
        _, actions = search.solve()
    except OutOfTime:  # the engine-level search proves no bound before it ends
        return replace(naive, naive=naive, nodes=search.nodes, bound=None, exact=False)
    plan = build(actions, search.nodes, naive)
    assert plan.value >= naive.value, "the engine-level search lost to the naive order"
    return plan


def _check(plan: Plan, valuation: Valuation) -> None:
    """The plan's recorded end must be worth its value (a cheap consistency check of the replay)."""
    start = plan.position.resources
    worth = valuation.money * (plan.end.money - start.money) + valuation.upgrade * plan.flips
    worth += sum(getattr(valuation, name) * plan.end.get(name) for name in RESOURCES)
    assert worth == plan.value, f"the replayed plan is worth {worth}, the search said {plan.value}"

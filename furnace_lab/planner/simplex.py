"""A small linear-programme solver: the resource prices that make the planner's bound tightest.

The bound of :mod:`furnace_lab.planner.bound` prices each resource; the best prices are the dual solution of a
linear programme with one constraint per resource (coal, iron, oil, upgrade tokens — four rows) and one
bounded column per processing row still to come::

    maximise   Σ value_j · x_j
    subject to Σ −change_j · x_j ≤ held          (no resource ends below zero)
               0 ≤ x_j ≤ limit_j

:func:`best_prices` solves it with the bounded-variable primal simplex (a dense four-row tableau, Bland's rule,
a big-M start when a resource is short) and returns the dual prices. They are only used to *choose* the prices:
the bound itself is then computed from them, so a rounding slip can make a bound looser, never wrong.
"""

from __future__ import annotations

from typing import Final

TOLERANCE: Final = 1e-9
BIG: Final = 1e7
"""Cost of an artificial variable in the big-M start (larger than any plan's value)."""
MAX_PIVOTS: Final = 200


Prices = tuple[float, float, float, float]


Column = tuple[float, tuple[int, int, int, int], int]


def best_prices(columns: list[Column], held: list[float],
                weights: tuple[float, ...], floor_prices: tuple[float, ...]) -> Prices | None:
    """Dual prices of the programme above, each at least ``floor_prices``; None if none were found.

    ``columns`` are ``(money, change, limit)`` — a processing row's money per run, its resource change per run
    and its limit; ``held`` the resources available (after every extraction still to come); ``weights`` what a
    resource left at the end is worth (the objective counts it).
    """
    rows = len(held)
    n = len(columns)
    table, rhs, basis, upper, reduced = _start(columns, held, weights)
    total = len(upper)
    at_upper = [False] * total
    basic = [False] * total
    for j in basis:
        basic[j] = True
    for _ in range(MAX_PIVOTS):
        enter = _entering(reduced, basic, at_upper)
        if enter < 0:
            break
        up = not at_upper[enter]  # increase from the lower bound, or decrease from the upper
        step, leave, leave_to_upper = _leaving(table, rhs, basis, upper, enter, up)
        if step == float("inf"):
            return None  # unbounded: cannot happen with every column bounded
        delta = step if up else -step
        for r in range(rows):
            rhs[r] -= table[r][enter] * delta
        if leave < 0:  # the entering variable just moves to its other bound
            at_upper[enter] = up
            continue
        out = basis[leave]
        at_upper[out] = leave_to_upper
        # the entering variable's value becomes the pivot row's right-hand side
        rhs[leave] = (upper[enter] if at_upper[enter] else 0.0) + delta
        reduced = _pivot(table, reduced, leave, enter)
        basic[out] = False
        basic[enter] = True
        basis[leave] = enter
        at_upper[enter] = False
    else:
        return None
    if any(b >= n + rows and rhs[r] > 1e-7 for r, b in enumerate(basis)):
        return None  # infeasible: the resources cannot cover what is promised
    prices = []
    for r in range(rows):
        dual = -reduced[n + r]
        prices.append(max(floor_prices[r], weights[r] + max(0.0, dual)))
    return (prices[0], prices[1], prices[2], prices[3])


def _start(columns: list[Column], held: list[float], weights: tuple[float, ...]
           ) -> tuple[list[list[float]], list[float], list[int], list[float], list[float]]:
    """The starting tableau: (its lines, right-hand sides, basis, upper bounds, reduced costs). Variables are the
    columns 0..n-1 (upper = limit), the slacks n..n+rows-1 (no upper), then an artificial per short resource
    (cost −BIG: the big-M start)."""
    rows = len(held)
    n = len(columns)
    value = [money + sum(weights[r] * change[r] for r in range(rows)) for money, change, _ in columns]
    upper = [float(limit) for _, _, limit in columns] + [float("inf")] * rows
    table = []
    rhs = []
    cost = value + [0.0] * rows
    artificial = []
    for r in range(rows):
        line = [-float(change[r]) for _, change, _ in columns] + [1.0 if k == r else 0.0 for k in range(rows)]
        b = float(held[r])
        if b < 0:
            line = [-x for x in line]
            b = -b
            artificial.append(r)
        table.append(line)
        rhs.append(b)
    for line in table:
        line.extend([0.0] * len(artificial))
    for k, r in enumerate(artificial):
        table[r][n + rows + k] = 1.0
        upper.append(float("inf"))
        cost.append(-BIG)
    basis = [n + rows + artificial.index(r) if r in artificial else n + r for r in range(rows)]
    # reduced costs d_j = c_j − c_B · column_j (the tableau is already B⁻¹A)
    reduced = cost[:]
    for r in range(rows):
        cb = cost[basis[r]]
        if cb:
            reduced = [d - cb * x for d, x in zip(reduced, table[r], strict=True)]
    return table, rhs, basis, upper, reduced


def _entering(reduced: list[float], basic: list[bool], at_upper: list[bool]) -> int:
    """The first variable whose move improves the objective (Bland's rule), or -1 at the optimum."""
    for j, d in enumerate(reduced):
        if basic[j]:
            continue
        if (not at_upper[j] and d > TOLERANCE) or (at_upper[j] and d < -TOLERANCE):
            return j
    return -1


def _leaving(table: list[list[float]], rhs: list[float], basis: list[int], upper: list[float], enter: int,
             up: bool) -> tuple[float, int, bool]:
    """The ratio test: how far the entering variable moves, the line whose basic variable leaves (-1: none, it
    reaches its own other bound) and whether that variable leaves at its upper bound (ties: the lowest index)."""
    step = upper[enter]
    leave = -1
    leave_to_upper = False
    for r, line in enumerate(table):
        t = line[enter] if up else -line[enter]
        if t > TOLERANCE:  # the basic variable falls towards 0
            ratio = rhs[r] / t
            to_upper = False
        elif t < -TOLERANCE and upper[basis[r]] != float("inf"):  # it rises towards its upper bound
            ratio = (upper[basis[r]] - rhs[r]) / -t
            to_upper = True
        else:
            continue
        if ratio < step - TOLERANCE or (abs(ratio - step) <= TOLERANCE and leave >= 0 and basis[r] < basis[leave]):
            step, leave, leave_to_upper = ratio, r, to_upper
    return step, leave, leave_to_upper


def _pivot(table: list[list[float]], reduced: list[float], leave: int, enter: int) -> list[float]:
    """Pivot the tableau on (``leave``, ``enter``) in place; returns the new reduced costs."""
    pivot = table[leave][enter]
    line = [x / pivot for x in table[leave]]
    table[leave] = line
    for r, other in enumerate(table):
        if r != leave:
            factor = other[enter]
            if factor:
                table[r] = [x - factor * y for x, y in zip(other, line, strict=True)]
    factor = reduced[enter]
    return [d - factor * y for d, y in zip(reduced, line, strict=True)]

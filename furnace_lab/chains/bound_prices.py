"""Step 2 of the money bound (:mod:`furnace_lab.chains.bound`): prices.

From the bound's overview:

2. **Prices.** What one unit of each resource can become at most, in money: a unit of oil sold by
   ``1 oil -> 4 money`` is worth 4; a unit of coal that ``2 coal -> 1 oil`` turns into half an oil is worth 2.
   A row paying two resources needs only their prices *together* to cover what it yields. Where a loop of rows
   multiplies resources (``1 iron -> 4 coal``, ``1 coal -> 1 iron``), prices are capped by the most money the
   rows can pay in all.

The prices are worked out from the rows and amounts of step 1 (:mod:`~furnace_lab.chains.bound_amounts`).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Final

from furnace_lab.cards.resources import RESOURCES, Bundle
from furnace_lab.chains.bound_amounts import _is_processing, _per_run, _Rows

PRICE_ROUNDS: Final = 30
"""Rounds of step 2 before rising prices are taken to be a loop that multiplies value."""


def _run_value(rows: _Rows, node: str, prices: Mapping[str, Fraction]) -> Fraction:
    gain = _per_run(rows, node)
    return sum((Fraction(n) * prices[r] for r, n in gain.items()), Fraction(0))


def _cover(rows: _Rows, node: str, prices: dict[str, Fraction], most_money: Fraction, capped: set[str],
           changed: set[str]) -> None:
    """Raise the price of ``node``'s scarcest input until its inputs are worth one transaction's yield."""
    cost: Bundle = rows.graph.nodes[node]["cost"]
    inputs = cost.resources
    if not inputs or any(r in capped for r in inputs):
        return
    short = _run_value(rows, node, prices) - sum((cost.get(r) * prices[r] for r in inputs), Fraction(0))
    if short <= 0:
        return
    scarcest = min(inputs, key=lambda r: (rows.amounts.get(r, 0), RESOURCES.index(r)))
    prices[scarcest] = min(most_money, prices[scarcest] + short / cost.get(scarcest))
    if prices[scarcest] == most_money:
        capped.add(scarcest)
    changed.add(scarcest)


def _prices(rows: _Rows, most_money: Fraction) -> dict[str, Fraction]:
    """Step 2: money per unit, so that what a row pays is worth at least what it yields.

    For every counted row, (amount paid × price) summed over its inputs must reach the value of one transaction's
    yield. Prices start at 0 and rise until that holds everywhere; a row short of value raises the price of its
    scarcest input (the flow then credits the row's value to its inputs in those shares). Loops of rows that
    multiply value would rise for ever: no unit is worth more than ``most_money``, the most money of the phase.
    """
    prices = {r: Fraction(0) for r in RESOURCES}
    prices["money"] = Fraction(1)
    payers = sorted(n for n in rows.available if _is_processing(rows.graph.nodes[n]) and rows.runs.get(n, 0) > 0)
    # rows paying one resource first, until they hold; only then rows paying two (so their shortfall is not
    # pinned on an input whose own price would have covered it anyway)
    single = [n for n in payers if len(rows.graph.nodes[n]["cost"].resources) == 1]
    joint = [n for n in payers if len(rows.graph.nodes[n]["cost"].resources) > 1]
    capped: set[str] = set()
    for _ in range(len(RESOURCES) + 1):
        changed: set[str] = set()
        for _ in range(PRICE_ROUNDS):
            changed = set()
            for node in single:
                _cover(rows, node, prices, most_money, capped, changed)
            if not changed:
                for node in joint:
                    _cover(rows, node, prices, most_money, capped, changed)
            if not changed:
                return prices
        # still rising: a loop multiplies value; one unit can never be worth more than all the money there is
        for resource in changed:
            prices[resource] = most_money
            capped.add(resource)
    return prices

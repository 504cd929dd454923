"""Step 1 of the money bound (:mod:`furnace_lab.chains.bound`): which rows count, and the amounts.

From the bound's overview:

1. **Amounts.** How much of each resource could pass through the player's hands this phase at most: what they
   hold, plus every extraction, plus every processing row run as often as its limit and the amounts allow
   (repeated until nothing changes). An added row of a basic-side Company counts if some upgrading row could be
   paid for (upgrades are not charged: see the caveats).

The rows that count and these amounts are kept in one :class:`_Rows`, which steps 2 and 3
(:mod:`~furnace_lab.chains.bound_prices`, :mod:`~furnace_lab.chains.bound_flow`) read.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

import networkx as nx

from furnace_lab.cards.effects import Delivery, ManagerEffect, Process
from furnace_lab.cards.resources import EMPTY, ORDER, Bundle
from furnace_lab.errors import DataError

Attrs = dict[str, Any]

STAGE_ONE_ROUNDS: Final = 60
"""Rounds of step 1 at most: each round only lowers the amounts, so stopping early still bounds them."""


@dataclass
class _Rows:
    """What the flow needs from the graph, worked out once per bound."""

    graph: nx.DiGraph
    held: Bundle
    extra_limits: Mapping[str, int]
    ability: str | None = None
    available: set[str] = field(default_factory=set)
    limit: dict[str, int | None] = field(default_factory=dict)
    bonus: dict[str, Bundle] = field(default_factory=dict)
    amounts: dict[str, int] = field(default_factory=dict)
    runs: dict[str, int] = field(default_factory=dict)

    def attrs(self, node: str) -> Attrs:
        return dict(self.graph.nodes[node])


def _is_processing(attrs: Attrs) -> bool:
    effect = attrs["effect"]
    inner = effect.effect if isinstance(effect, Delivery) else effect
    return isinstance(inner, Process)


def _compensator_row(rows: _Rows, attrs: Attrs) -> bool:
    """A basic-side Company's compensation row, which the Compensator may resolve once in production."""
    return bool(rows.ability == "compensation-before-production" and attrs["section"] == "compensation"
                and attrs["card"] is not None and not rows.graph.graph["cards"][attrs["card"]]["upgraded"])


def _candidate(rows: _Rows, node: str, attrs: Attrs) -> bool:
    """Rows that act in production at all (compensation and once-only deliveries already resolved do not)."""
    if attrs["kind"] != "effect":
        return False
    when = attrs["when"]
    if when == "auction":
        return _compensator_row(rows, attrs)
    if when == "on-receipt":
        return False
    if when == "on-upgrade":  # the delivery of an added row fires when the card is flipped, if it is flipped now
        return not attrs["active"]
    return True


def _unlocked(rows: _Rows, node: str, attrs: Attrs) -> bool:
    if attrs["active"] and attrs["when"] != "on-upgrade":
        return True
    for source, _, edge in rows.graph.in_edges(node, data=True):
        if edge["kind"] == "unlocks" and source in rows.available and _affordable(rows, source):
            return True
    return False


def _affordable(rows: _Rows, node: str) -> bool:
    cost: Bundle = rows.graph.nodes[node]["cost"]
    have = dict(rows.amounts)
    if rows.ability == "iron-for-upgrade":  # iron may stand in for tokens [furnace.capitalist.iron-for-upgrade]
        have["token"] = have.get("token", 0) + have.get("iron", 0)
    return all(have.get(r, 0) >= n for r, n in cost.items())


def _in_force(rows: _Rows, modifier: str) -> bool:
    attrs = rows.graph.nodes[modifier]
    if attrs["effect_kind"] == "manager":
        return bool(attrs["placed"])
    return modifier in rows.available


def _settle(rows: _Rows) -> None:
    """Limits and bonuses with the permanent effects that count and the Managers placed."""
    for node in rows.available:
        attrs = rows.graph.nodes[node]
        limit, bonus = attrs["base_limit"], EMPTY
        if _compensator_row(rows, attrs):
            limit = 1  # resolved once: one gain, or at most one transaction
        for source, _, edge in rows.graph.in_edges(node, data=True):
            if edge["kind"] == "modifies" and _in_force(rows, source):
                bonus = bonus + edge["bonus"]
                if limit is not None:
                    limit += edge["extra_limit"]
        if limit is not None:
            limit += rows.extra_limits.get(node, 0)
        rows.limit[node], rows.bonus[node] = limit, bonus


def _fixed_gain(rows: _Rows, node: str) -> Bundle:
    """What a row yields once, not per transaction: extraction, per-card text, stored resources, Manager gifts."""
    attrs = rows.graph.nodes[node]
    if attrs["effect_kind"] == "manager":
        effect: ManagerEffect = attrs["effect"]
        if attrs["limit"] == 1 and not attrs["upgrading"]:
            most = Bundle(*(max(a, b) for a, b in zip(effect.gain.as_tuple(), effect.alt.as_tuple(), strict=True)))
            return most
        return EMPTY
    if _is_processing(attrs) or attrs["upgrading"] or attrs["effect_kind"] == "permanent":
        return EMPTY
    if attrs["effect_kind"] == "text" and "per_card_gain" in attrs:
        counted = {rows.graph.nodes[s]["card"] for s, _, e in rows.graph.in_edges(node, data=True)
                   if e["kind"] == "counts" and s in rows.available}
        return attrs["per_card_gain"] * len(counted)
    gain: Bundle = attrs["gain"] + rows.bonus.get(node, EMPTY)
    return gain


def _per_run(rows: _Rows, node: str) -> Bundle:
    gain: Bundle = rows.graph.nodes[node]["gain"] + rows.bonus.get(node, EMPTY)
    return gain


def _targets(rows: _Rows, node: str) -> list[str]:
    """The counted rows a Manager changes (all candidates while it is not placed).

    A delivery already resolved (on receipt, or on an earlier upgrade) is not counted as a row, yet a
    "resolve the delivery once more" Manager repeats it, as long as it is active
    (``interbellum.clarification.resolve-again-active-only``).
    """
    repeat = rows.graph.nodes[node]["effect"].kind == "repeat-delivery"
    return [t for _, t, e in rows.graph.out_edges(node, data=True) if e["kind"] == "modifies" and (
        t in rows.available or (repeat and rows.graph.nodes[t]["active"]))]


def _most(bundles: list[Bundle]) -> Bundle:
    """The largest amount of each resource among ``bundles``: a bound on what any one of them gives."""
    return Bundle(*(max(column, default=0) for column in zip(*(b.as_tuple() for b in bundles), strict=True))) \
        if bundles else EMPTY


def _card_rows(rows: _Rows) -> dict[str, list[str]]:
    """The counted rows of each card (not its Managers), for a card used a second time."""
    by_card: dict[str, list[str]] = defaultdict(list)
    for node in sorted(rows.available):
        attrs = rows.graph.nodes[node]
        if attrs["card"] is not None and attrs["effect_kind"] != "manager" and attrs["when"] in (
                "production", "auction"):
            by_card[attrs["card"]].append(node)
    return by_card


def _card_yield(rows: _Rows, card_rows: list[str]) -> Bundle:
    """Everything a card's rows could yield in one use, each row at its limit (step 1 of a repeated card)."""
    total = EMPTY
    for node in card_rows:
        if _is_processing(rows.graph.nodes[node]):
            total = total + _per_run(rows, node) * _limit(rows, node)
        else:
            total = total + _fixed_gain(rows, node)
    return total


def _manager_extra(rows: _Rows, node: str) -> Bundle:
    """A generous bound on what a Manager adds beyond the rows' own limits, for step 1."""
    attrs = rows.graph.nodes[node]
    effect: ManagerEffect = attrs["effect"]
    targets = _targets(rows, node)
    extra = EMPTY
    if effect.kind in ("bonus-per-sale", "bonus-per-conversion") and not attrs["placed"]:
        for target in targets:
            extra = extra + effect.gain * (rows.limit.get(target) or 0)
    elif effect.kind == "conversions-once-more" and not attrs["placed"]:
        for target in targets:
            extra = extra + _per_run(rows, target) * (rows.graph.nodes[target]["base_limit"] or 0)
    elif effect.kind == "repeat-delivery":
        for target in targets:
            t_attrs = rows.graph.nodes[target]
            runs = (t_attrs["base_limit"] or 0) if _is_processing(t_attrs) else 1
            extra = extra + _per_run(rows, target) * runs
    return extra


def _free_runs(rows: _Rows) -> dict[str, int]:
    """Transactions a "one conversion free" Manager lets a row make without paying."""
    free: dict[str, int] = defaultdict(int)
    for node in rows.available:
        effect = rows.graph.nodes[node]["effect"]
        if isinstance(effect, ManagerEffect) and effect.kind == "free-conversion":
            for target in _targets(rows, node):
                free[target] += 1
    return free


def _limit(rows: _Rows, node: str) -> int:
    """A processing row's limit in production (the graph refuses production rows printed without one)."""
    limit = rows.limit.get(node)
    if limit is None:
        raise DataError("a processing row acting in production has no transaction limit", item=node, field="limit")
    return limit


def _amounts(rows: _Rows) -> None:
    """Step 1: the most of each resource, and each row's transactions, lowered round by round from above."""
    processing = [n for n in rows.available if _is_processing(rows.graph.nodes[n])]
    fixed = EMPTY
    for node in rows.available:
        fixed = fixed + _fixed_gain(rows, node)
        if rows.graph.nodes[node]["effect_kind"] == "manager":
            fixed = fixed + _manager_extra(rows, node)
    if rows.ability == "repeat-card":
        fixed = fixed + _most([_card_yield(rows, card_rows) for card_rows in _card_rows(rows).values()])
    free = _free_runs(rows)
    runs = {n: _limit(rows, n) for n in processing}
    amounts: dict[str, int] = {}
    for _ in range(STAGE_ONE_ROUNDS):
        total = rows.held + fixed
        for node in processing:
            total = total + _per_run(rows, node) * runs[node]
        amounts = {r: total.get(r) for r in ORDER}
        new_runs: dict[str, int] = {}
        for node in processing:
            cost = rows.graph.nodes[node]["cost"]
            cap = min((amounts[r] // n for r, n in cost.items()), default=runs[node]) + free[node]
            new_runs[node] = min(runs[node], cap)
        if new_runs == runs:
            break
        runs = new_runs
    rows.amounts, rows.runs = amounts, runs


def _rows_that_count(graph: nx.DiGraph, held: Bundle, extra_limits: Mapping[str, int],
                     ability: str | None) -> _Rows:
    rows = _Rows(graph, held, extra_limits, ability)
    candidates = [n for n, a in graph.nodes(data=True) if _candidate(rows, n, a)]
    rows.available = set(candidates)  # optimistic: every upgrade happens; lowered until nothing changes
    while True:
        _settle(rows)
        _amounts(rows)
        still = {n for n in rows.available if _unlocked(rows, n, graph.nodes[n])}
        if still == rows.available:
            return rows
        rows.available = still

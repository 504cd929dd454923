"""Planner speed: time to the optimal production plan, and how much faster than exhaustive search.

Two measurements, printed as markdown tables for the README:

1. **Late-game positions** — 10 Companies (about 40% upgraded) and a Start-up, round 4, money only, with a few
   resources and each Capitalist in turn (none, repeat-card, iron-for-upgrade), drawn from the base catalog with
   a fixed seed. For each, the time of ``plan_production`` (the optimal plan as engine actions, with the naive
   order and the explanation's data) is the median of a few runs; the table gives the median over positions,
   the 90th percentile and the slowest, overall and per Capitalist. Target (issue 5): median ≤ 100 ms on one
   core. The same, with three Managers from the pile (Interbellum) to place, in a second table (12 positions,
   each the median of 3 runs, like the first table; 3 positions timed once with ``--quick``): the planner places
   them as it resolves each card, in one search.
2. **Against exhaustive search** — smaller positions (4 Companies and a Start-up) that a plain depth-first
   search over the engine's ``legal_actions()`` / ``apply`` finishes in under a minute: that search's time, the
   same search with its exact memo, the planner's time, and the ratio. Target: at least 100× faster. Each time
   is the median of a few runs (the planner's of 5; the exhaustive searches' of 3, or 1 with ``--quick``).

3. **The grid** (``--grid``; issue 25) — late-game positions drawn like the first table's (round 4, about 40%
   upgraded) for 4, 6, 8, 10 and 12 Companies × 0 to 3 Managers × the three Capitalist cases (none, repeat-card,
   iron-for-upgrade), 6 seeded positions a cell (360 in all): the exact plan's time — median, 90th percentile and
   slowest, per size and Managers and overall — and, with ``deadline=0.5``, the slowest answer (wall clock: what a
   learner waits) and the share of answers proved exact. Targets (issue 25): exact median ≤ 30 ms, p90 ≤ 300 ms,
   slowest ≤ 3 s; with the deadline every answer within 0.6 s and at least 95% proved. ``--quick`` shrinks it to
   4 and 6 Companies, 0 and 1 Manager, one position a cell.

Times are CPU seconds of this process (``time.process_time``), so other programs sharing the machine disturb
them less; ``--wall`` uses the wall clock.

    python benchmarks/planner_speed.py           # a few minutes
    python benchmarks/planner_speed.py --quick   # under a minute
    python benchmarks/planner_speed.py --grid    # the grid only (some minutes: the slowest positions run exact)
"""

from __future__ import annotations

import argparse
import math
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any, Final

from furnace_lab import load_catalog
from furnace_lab.planner import MONEY_ONLY, Position, plan_production
from furnace_lab.planner.exhaustive import SearchLimit, exhaustive_search

CAPITALISTS: Final = (None, "repeat-card", "iron-for-upgrade")
EXHAUSTIVE_LIMIT: Final = 4_000_000
"""States the plain exhaustive search may visit (about a minute on a typical machine) before a position is skipped."""


def _catalog() -> tuple[list[str], list[str]]:
    catalog = load_catalog()
    companies = [c.id for c in catalog.companies if c.expansion == "base"]
    startups = [c.id for c in catalog.startups if c.expansion == "base"]
    return companies, startups


def _pile() -> list[str]:
    """The Manager pile (Interbellum), every token: the Personal Manager is a Capitalist's, not the pile's."""
    return [m.id for m in load_catalog().managers if not m.personal for _ in range(m.copies)]


def late_game(count: int, seed: int = 2024, managers: int = 0) -> list[Position]:
    """``count`` late-game positions: 10 Companies and a Start-up, round 4, each Capitalist in turn, and
    ``managers`` Managers drawn from the pile."""
    companies, startups = _catalog()
    pile = _pile()
    rng = random.Random(seed)
    out = []
    for k in range(count):
        cards = [(c, rng.random() < 0.4) for c in rng.sample(companies, 10)]
        held = {"coal": rng.randint(0, 6), "iron": rng.randint(0, 4), "oil": rng.randint(0, 3),
                "token": rng.randint(0, 3)}
        owned = rng.sample(pile, managers) if managers else []
        out.append(Position.build(cards, rng.choice(startups), held, 4, CAPITALISTS[k % len(CAPITALISTS)],
                                  managers=owned))
    return out


GRID_COMPANIES: Final = (4, 6, 8, 10, 12)
GRID_MANAGERS: Final = (0, 1, 2, 3)
GRID_PER_CELL: Final = 6
DEADLINE: Final = 0.5
EXACT_CAP: Final = 30.0
"""CPU seconds an exact plan of the grid may take before it is given up (counted as slower than that)."""


def grid_positions(size: int, managers: int, capitalist: str | None, count: int,
                   seed: int = 25) -> list[Position]:
    """``count`` late-game positions of one grid cell, drawn as :func:`late_game` draws them: ``size`` Companies
    (about 40% upgraded) and a Start-up, round 4, ``managers`` Managers from the pile, the ``capitalist``."""
    companies, startups = _catalog()
    pile = _pile()
    rng = random.Random(f"{seed}-{size}-{managers}-{capitalist}")
    out = []
    for _ in range(count):
        cards = [(c, rng.random() < 0.4) for c in rng.sample(companies, size)]
        held = {"coal": rng.randint(0, 6), "iron": rng.randint(0, 4), "oil": rng.randint(0, 3),
                "token": rng.randint(0, 3)}
        owned = rng.sample(pile, managers) if managers else []
        out.append(Position.build(cards, rng.choice(startups), held, 4, capitalist, managers=owned))
    return out


def _cpu_past(seconds: float) -> Callable[[], bool]:
    """A planner ``stop`` saying True once this process has used ``seconds`` more CPU time."""
    end = time.process_time() + seconds

    def past() -> bool:
        return time.process_time() > end

    return past


def grid_table(clock: Callable[[], float], sizes: tuple[int, ...] = GRID_COMPANIES,
               managers: tuple[int, ...] = GRID_MANAGERS, per_cell: int = GRID_PER_CELL,
               deadline: float = DEADLINE) -> Iterator[str]:
    """The grid's table, line by line as each cell is done: a row per (Companies, Managers), then per Capitalist,
    then all."""
    yield from [f"| grid cell (round 4) | positions | exact: median | 90th percentile | slowest | "
             f"deadline={deadline} s: slowest answer (wall) | proved exact |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    every: list[tuple[str | None, float, float, bool]] = []

    def ms(seconds: float) -> str:
        return f"over {EXACT_CAP:.0f} s" if seconds == math.inf else f"{seconds * 1000:.1f} ms"

    def line(name: str, found: list[tuple[str | None, float, float, bool]]) -> str:
        exact = [f[1] for f in found]
        answers = [f[2] for f in found]
        proved = sum(1 for f in found if f[3]) / len(found)
        return (f"| {name} | {len(found)} | {ms(statistics.median(exact))} | {ms(percentile(exact, 0.9))} | "
                f"{ms(max(exact))} | {max(answers) * 1000:.0f} ms | {proved:.0%} |")

    for size in sizes:
        for count in managers:
            cell = []
            for cap in CAPITALISTS:
                for position in grid_positions(size, count, cap, per_cell):
                    seconds, plan = timed(clock, partial(plan_production, position, MONEY_ONLY,
                                                         stop=_cpu_past(EXACT_CAP)))
                    if not plan.exact:
                        seconds = math.inf
                    waited, quick = timed(time.perf_counter, partial(plan_production, position, MONEY_ONLY,
                                                                     deadline=deadline))
                    assert quick.value <= plan.value or not plan.exact, "a plan in time beat the exact one"
                    assert quick.bound is None or plan.value <= quick.bound, "the deadline's bound is wrong"
                    cell.append((cap, seconds, waited, bool(quick.exact)))
            every.extend(cell)
            yield line(f"{size} Companies, {count} Managers", cell)
    for cap in CAPITALISTS:
        yield line(f"Capitalist: {cap or 'none'}", [f for f in every if f[0] == cap])
    yield line("**all**", every)


def small(count: int, size: int = 4, seed: int = 5) -> list[Position]:
    """``count`` positions of ``size`` Companies and a Start-up, for the comparison with exhaustive search."""
    companies, startups = _catalog()
    rng = random.Random(seed)
    out = []
    for k in range(count):
        cards = [(c, rng.random() < 0.3) for c in rng.sample(companies, size)]
        held = {name: rng.randint(0, 4) for name in ("coal", "iron", "oil", "token")}
        out.append(Position.build(cards, rng.choice(startups), held, 4, CAPITALISTS[k % len(CAPITALISTS)]))
    return out


def timed(clock: Callable[[], float], work: Callable[[], Any], repeats: int = 1) -> tuple[float, Any]:
    """The median time of ``repeats`` runs of ``work`` and its (last) result."""
    times = []
    result = None
    for _ in range(repeats):
        start = clock()
        result = work()
        times.append(clock() - start)
    return statistics.median(times), result


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def late_game_table(clock: Callable[[], float], count: int, repeats: int, managers: int = 0) -> list[str]:
    rows: dict[str | None, list[float]] = {cap: [] for cap in CAPITALISTS}
    every: list[float] = []
    for position in late_game(count, managers=managers):
        seconds, _ = timed(clock, partial(plan_production, position, MONEY_ONLY), repeats)
        cap = None if position.capitalist is None else position.capitalist.ability
        rows[cap].append(seconds)
        every.append(seconds)
    title = "10 Companies + Start-up" + (f" + {managers} Managers" if managers else "") + ", round 4"
    lines = [f"| late-game positions ({title}) | positions | median | 90th percentile | slowest |",
             "|---|---:|---:|---:|---:|"]

    def line(name: str, values: list[float]) -> str:
        return (f"| {name} | {len(values)} | {statistics.median(values) * 1000:.1f} ms | "
                f"{percentile(values, 0.9) * 1000:.1f} ms | {max(values) * 1000:.1f} ms |")

    lines.append(line("**all**", every))
    for cap in CAPITALISTS:
        lines.append(line(f"Capitalist: {cap or 'none'}", rows[cap]))
    return lines


def exhaustive_table(clock: Callable[[], float], count: int, repeats: int = 1) -> list[str]:
    lines = ["| position (4 Companies + Start-up) | exhaustive search | exhaustive, memoised | planner | speed-up "
             "(plain / memoised) |", "|---|---:|---:|---:|---:|"]
    ratios: list[float] = []
    memo_ratios: list[float] = []
    for k, position in enumerate(small(count), 1):
        money0, flips0 = position.resources.money, len(position.upgraded)
        state = position.to_state()
        try:
            plain, (value, states) = timed(clock, partial(exhaustive_search, state, 0, MONEY_ONLY, money0=money0,
                                                          flips0=flips0, limit=EXHAUSTIVE_LIMIT), repeats)
        except SearchLimit:
            lines.append(f"| {k} | over {EXHAUSTIVE_LIMIT:,} states: skipped | | | |")
            continue
        memo, (memo_value, _) = timed(clock, partial(exhaustive_search, state, 0, MONEY_ONLY, memo=True,
                                                     money0=money0, flips0=flips0), repeats)
        planner, plan = timed(clock, partial(plan_production, position, MONEY_ONLY), 5)
        assert plan.value == value == memo_value, "the planner disagrees with exhaustive search"
        ratios.append(plain / planner)
        memo_ratios.append(memo / planner)
        lines.append(f"| {k}: {states:,} states | {plain:.2f} s | {memo:.2f} s | {planner * 1000:.1f} ms | "
                     f"{plain / planner:,.0f}× / {memo / planner:,.0f}× |")
    if ratios:
        lines.append(f"| **median** | | | | **{statistics.median(ratios):,.0f}× / "
                     f"{statistics.median(memo_ratios):,.0f}×** |")
        lines.append(f"| least | | | | {min(ratios):,.0f}× / {min(memo_ratios):,.0f}× |")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions (under a minute)")
    parser.add_argument("--wall", action="store_true", help="wall-clock time instead of CPU time")
    parser.add_argument("--no-managers", action="store_true", help="skip the positions with three Managers")
    parser.add_argument("--grid", action="store_true", help="only the grid (issue 25)")
    parser.add_argument("--sizes", type=int, nargs="+", help="the grid's Company counts (default: 4 6 8 10 12)")
    args = parser.parse_args(argv)
    clock = time.perf_counter if args.wall else time.process_time
    if args.grid:
        sizes = tuple(args.sizes) if args.sizes else ((4, 6) if args.quick else GRID_COMPANIES)
        cells = ((0, 1), 1) if args.quick else (GRID_MANAGERS, GRID_PER_CELL)
        print(f"Planner grid — Python {platform.python_version()} on {platform.machine()}, one core, exact plans "
              f"in {'wall' if args.wall else 'CPU'} time\n")
        for row in grid_table(clock, sizes, cells[0], cells[1]):
            print(row, flush=True)
        return
    count, repeats, small_count, managed = (12, 1, 3, 3) if args.quick else (48, 3, 9, 12)
    print(f"Planner speed — Python {platform.python_version()} on {platform.machine()}, one core, "
          f"{'wall' if args.wall else 'CPU'} time\n")
    print("\n".join(late_game_table(clock, count, repeats)))
    print()
    if not args.no_managers:
        print("\n".join(late_game_table(clock, managed, repeats, managers=3)))
        print()
    print("\n".join(exhaustive_table(clock, small_count, repeats)))
    sys.stdout.flush()


if __name__ == "__main__":
    main()

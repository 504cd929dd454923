"""The planner on the biggest tableaus a game can reach: answered within the deadline, or refused with memory bounded.

A player holds at most 24 Companies (:data:`furnace_lab.planner.checks.MAX_COMPANIES`). For tableaus of 16, 20 and
24 base Companies (drawn at random, each with and without the repeat-card Capitalist) this prints, per size and
Capitalist: with ``deadline=0.5``, the slowest answer's wall time and how many were proved exact; without a deadline,
how many were answered exactly or refused (past :data:`furnace_lab.planner.planning.STATES` states), the slowest's
wall time and the process's peak memory. Usage::

    python benchmarks/planner_big_tableaus.py [--sizes 16 20 24] [--seeds 4] [--exact]
"""

from __future__ import annotations

import argparse
import random
import resource
import time
from collections.abc import Sequence

from furnace_lab.cards import load_catalog
from furnace_lab.errors import DataError
from furnace_lab.planner import Position, plan_production

CAPITALISTS = (None, "repeat-card")


def tableau(size: int, seed: int, capitalist: str | None) -> Position:
    """``size`` base Companies drawn with ``seed``, the first Start-up, round 4."""
    ids = [card.id for card in load_catalog().companies if card.id.startswith("base-")]
    return Position.build(random.Random(seed).sample(ids, size), "base-startup-1", capitalist=capitalist)


def timed(position: Position, deadline: float | None) -> tuple[float, str]:
    """Wall seconds and the outcome ("exact", "found" or "refused") of one plan."""
    start = time.monotonic()
    try:
        outcome = "exact" if plan_production(position, deadline=deadline).exact else "found"
    except DataError:
        outcome = "refused"
    return time.monotonic() - start, outcome


def row(size: int, capitalist: str | None, seeds: int, deadline: float | None) -> str:
    """One table row: the slowest wall time and the outcomes over ``seeds`` tableaus."""
    results = [timed(tableau(size, seed, capitalist), deadline) for seed in range(seeds)]
    counts = {kind: sum(1 for _, outcome in results if outcome == kind) for kind in ("exact", "found", "refused")}
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    return (f"| {size} | {capitalist or 'none'} | {deadline if deadline is not None else 'none'} | "
            f"{max(seconds for seconds, _ in results):.2f} | {counts['exact']} | {counts['found']} | "
            f"{counts['refused']} | {peak} |")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[16, 20, 24])
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--exact", action="store_true", help="also plan without a deadline (slow: up to ~1 min each)")
    args = parser.parse_args(argv)
    print("| Companies | Capitalist | deadline (s) | slowest (s) | exact | best found | refused | peak MB |")
    print("|---|---|---|---|---|---|---|---|")
    for size in args.sizes:
        for capitalist in CAPITALISTS:
            for deadline in (0.5, None) if args.exact else (0.5,):
                print(row(size, capitalist, args.seeds, deadline), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

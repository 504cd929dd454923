"""Where a game's time goes: the time per game spent in each kind of step, base 4-player games against all-modules
ones, timed inside real random playouts (the explanation behind ``engine_speed.py``'s budget line).

Each step is timed where it happens in a game: dealing the game (``setup``), freeing it once it is over (``teardown``),
``legal_actions()`` when it still has work to do, and ``apply_in_place`` per kind of action (the work an action
starts, such as the next player's bid list or the automatic steps of production, counts for that action). A step
inside a game runs colder than the same step repeated in a tight loop, which is the point: these are the costs a
playout pays. Steps are timed with ``time.perf_counter_ns`` (wall-clock time: a CPU-time clock costs about 1 µs a
read here, more than many steps). The timing itself (two clock reads and a tally per step, about half a microsecond)
is added to every step of both games, so the totals run above ``engine_speed.py``'s and their ratio is not the budget
figure: read the rows for where the all-modules game's extra time goes, and ``engine_speed.py`` for the budget.

    python benchmarks/engine_breakdown.py            # about 20 seconds; prints a markdown table
    python benchmarks/engine_breakdown.py --games 100 --repeats 2   # a rough figure in a few seconds

Each game's figures are from the fastest of ``--repeats`` runs of ``--games`` games (the same seeds each run), after
warm-up games that fill the caches both games share.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from collections import Counter
from typing import Any

from engine_speed import ALL_MODULES  # this folder is on the path when a script in it runs

from furnace_lab.engine import CHANCE, new_game
from furnace_lab.engine.core.actions import Action


def timed_games(games: int, seed: int, options: dict[str, Any]) -> Counter[str]:
    """Play ``games`` random 4-player games; nanoseconds spent per kind of step (summed over the games)."""
    clock = time.perf_counter_ns
    pick = random.Random(seed).random
    spent: Counter[str] = Counter()
    for k in range(games):
        start = clock()
        state = new_game(4, seed + k, **options)
        spent["setup"] += clock() - start
        while not state.is_over:
            action: Action
            if state.current_player == CHANCE:
                action = state.sample_chance()
            else:
                start = clock()
                legal = state.legal_actions()
                spent["legal_actions()"] += clock() - start
                action = legal[int(pick() * len(legal))]
            start = clock()
            state.apply_in_place(action)
            spent[type(action).__name__] += clock() - start
        start = clock()
        del state  # the game is freed here
        spent["teardown"] += clock() - start
    return spent


def fastest(games: int, repeats: int, options: dict[str, Any]) -> Counter[str]:
    runs = [timed_games(games, 1000, options) for _ in range(repeats)]
    return min(runs, key=lambda run: sum(run.values()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Time per kind of step, base game against all modules")
    parser.add_argument("--games", type=int, default=400, help="games per run (default 400)")
    parser.add_argument("--repeats", type=int, default=3, help="runs per game; the fastest counts (default 3)")
    args = parser.parse_args(argv)
    if args.games < 1 or args.repeats < 1:
        parser.error("--games and --repeats must be at least 1")
    timed_games(max(args.games // 2, 1), 10**6, {})  # warm-up: the caches both games fill as they run
    timed_games(max(args.games // 2, 1), 10**6, ALL_MODULES)
    base = fastest(args.games, args.repeats, {})
    every = fastest(args.games, args.repeats, ALL_MODULES)
    per_game = 1000 * args.games  # nanoseconds summed over the games -> microseconds per game
    print(f"Furnace engine time per game by kind of step — Python {platform.python_version()}, "
          f"{platform.machine()}, wall-clock time inside random 4-player playouts, fastest of {args.repeats} runs of "
          f"{args.games} games\n")
    print("| step | base game (µs/game) | all modules (µs/game) | difference |")
    print("|---|---:|---:|---:|")
    for step in sorted(set(base) | set(every), key=lambda k: -(every[k] - base[k])):
        b, e = base[step] / per_game, every[step] / per_game
        print(f"| {step} | {b:,.0f} | {e:,.0f} | {e - b:+,.0f} |")
    total_b, total_e = sum(base.values()) / per_game, sum(every.values()) / per_game
    print(f"| **total** | **{total_b:,.0f}** | **{total_e:,.0f}** | **{total_e - total_b:+,.0f}** |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Engine speed: random-playout games/s, actions/s and clones/s for 2, 3 and 4 players on one core.

Each playout deals a new game (setup included in the time) and plays it to the end with the fast path:
``legal_actions()``, a cheap random pick, ``apply_in_place`` — and the die from the state's own generator.
Clones are timed on mid-game states. Times are CPU seconds of this process (``time.process_time``), so other
programs sharing the machine disturb the figures less; ``--wall`` uses the wall clock instead. Each figure is
the best of several short runs, as ``timeit`` recommends: slower runs measure the other programs, not the engine.

    python benchmarks/engine_speed.py           # about 30 seconds; prints a markdown table
    python benchmarks/engine_speed.py --quick   # about 4 seconds

Targets (issue 3): at least 500 random 4-player games/s and 150,000 actions/s on one core. Issue 4 adds the row
"4, all modules" (Interbellum with every module the engine plays), to stay within 2× of the base game's games/s.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any, Final

from furnace_lab.engine import CHANCE, GameState, new_game

ALL_MODULES: Final = {"interbellum": True}
"""Every Interbellum module the engine plays (``new_game(..., interbellum=True)``)."""


def play_random(players: int, seed: int, pick: Callable[[], float], options: dict[str, Any]) -> int:
    """Deal one game and play it to the end with uniformly random choices (``pick`` gives floats in [0, 1)) on the
    fast path; returns the number of actions applied."""
    state = new_game(players, seed, **options)
    actions = 0
    while not state.is_over:
        if state.current_player == CHANCE:
            state.apply_in_place(state.sample_chance())
        else:
            legal = state.legal_actions()
            state.apply_in_place(legal[int(pick() * len(legal))])
        actions += 1
    return actions


def playouts(players: int, seconds: float, clock: Callable[[], float], seed: int = 0,
             options: dict[str, Any] | None = None) -> tuple[int, int, float]:
    """Play random games for about ``seconds``; returns (games, actions, elapsed)."""
    options = options or {}
    pick = random.Random(seed).random
    games = actions = 0
    start = clock()
    elapsed = 0.0
    while elapsed < seconds:
        actions += play_random(players, seed + games, pick, options)
        games += 1
        elapsed = clock() - start
    return games, actions, elapsed


def mid_game_states(players: int, count: int = 50) -> list[GameState]:
    states = []
    pick = random.Random(1).random
    for k in range(count):
        state = new_game(players, 1000 + k)
        stop = 40 + k * 3
        for _ in range(stop):
            if state.is_over:
                break
            if state.current_player == CHANCE:
                state.apply_in_place(state.sample_chance())
            else:
                legal = state.legal_actions()
                state.apply_in_place(legal[int(pick() * len(legal))])
        states.append(state)
    return states


def clones_per_second(players: int, seconds: float, clock: Callable[[], float]) -> float:
    states = mid_game_states(players)
    done = 0
    start = clock()
    elapsed = 0.0
    while elapsed < seconds:
        for state in states:
            state.clone()
        done += len(states)
        elapsed = clock() - start
    return done / elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Furnace engine speed on one core")
    parser.add_argument("--quick", action="store_true", help="a short run (about 4 seconds)")
    parser.add_argument("--wall", action="store_true", help="time with the wall clock instead of CPU time")
    args = parser.parse_args(argv)
    seconds, repeats = (0.3, 4) if args.quick else (1.0, 8)
    clock = time.perf_counter if args.wall else time.process_time
    # warm the catalog and the caches both games fill as they run (interned bid lists, card tables), so that no
    # timed run pays for filling them: the rows below are timed on a process that has played both games before
    playouts(4, seconds / 2, clock, seed=10**6)
    playouts(4, seconds / 2, clock, seed=10**6, options=ALL_MODULES)
    rows = []
    for players in (2, 3):
        runs = [playouts(players, seconds, clock, seed=1000 * k) for k in range(repeats)]
        games, actions, elapsed = max(runs, key=lambda run: run[1] / run[2])
        clones = max(clones_per_second(players, seconds / 3, clock) for _ in range(repeats))
        rows.append((players, games / elapsed, actions / elapsed, actions / games, clones))
    # the base 4-player game and the all-modules game are timed in turns, the same seeds for both, so that
    # whatever else the machine is doing weighs on both alike (the budget compares them)
    base_runs, ib_runs = [], []
    for k in range(repeats):
        base_runs.append(playouts(4, seconds, clock, seed=1000 * k))
        ib_runs.append(playouts(4, seconds, clock, seed=1000 * k, options=ALL_MODULES))
    games, actions, elapsed = max(base_runs, key=lambda run: run[0] / run[2])
    clones = max(clones_per_second(4, seconds / 3, clock) for _ in range(repeats))
    rows.append((4, games / elapsed, actions / elapsed, actions / games, clones))
    games, actions, elapsed = max(ib_runs, key=lambda run: run[0] / run[2])
    ib_row = ("4, all modules", games / elapsed, actions / elapsed, actions / games, None)
    print(f"Furnace engine speed — Python {platform.python_version()}, {platform.machine()}, one core, "
          f"{'wall' if args.wall else 'CPU'} time, best of {repeats} runs of {seconds:g} s per row\n")
    print("| players | games/s | actions/s | actions/game | clones/s |")
    print("|---:|---:|---:|---:|---:|")
    table: list[tuple[Any, ...]] = [*rows, ib_row]
    for players, gps, aps, apg, cps in table:
        print(f"| {players} | {gps:,.0f} | {aps:,.0f} | {apg:.0f} | {'—' if cps is None else f'{cps:,.0f}'} |")
    four = rows[-1]
    # each base run and the all-modules run right after it saw the same machine: the median of their ratios
    # shrugs off a busy moment better than a ratio of two bests taken at different moments
    ratio = statistics.median(budget_ratio(b[0] / b[2], i[0] / i[2]) for b, i in zip(base_runs, ib_runs, strict=True))
    print(f"\nBudget check — all modules: {ratio:.2f}× the base game's time per game (median of {repeats} paired "
          f"runs; best runs: base {four[1]:,.0f} games/s, all modules {ib_row[1]:,.0f} games/s), budget "
          f"{BUDGET:g}×: {'met' if ratio <= BUDGET else 'NOT met'}")
    print(f"\n4-player targets: 500 games/s ({'met' if four[1] >= 500 else 'NOT met'}), "
          f"150,000 actions/s ({'met' if four[2] >= 150_000 else 'NOT met'})")
    return 0


BUDGET: Final = 2.0
"""Issue 4: the all-modules 4-player game stays within 2× of the base game's games/s."""


def budget_ratio(base_games_per_second: float, all_modules_games_per_second: float) -> float:
    """How many times longer an all-modules game takes than a base game (base games/s ÷ all-modules games/s)."""
    return base_games_per_second / all_modules_games_per_second


if __name__ == "__main__":
    sys.exit(main())

"""Engine cost in machine instructions per game, counted by valgrind's callgrind: base 4-player games against
all-modules ones (the speed budget of issue 4, measured in a way that does not move with the machine's load).

CPU time on a shared virtual machine drifts from minute to minute; the number of instructions a game executes does
not. Each figure is the difference between two runs of the same child process, one that plays ``--warm`` games
and stops, one that plays the same warm-up games and then ``--games`` more: what is left is the cost of those games
alone, with the caches both games fill already warm (as in ``engine_speed.py``). Python's start-up and imports cancel
out.

    python benchmarks/engine_instructions.py               # about 5 minutes (callgrind runs ~50x slower)
    python benchmarks/engine_instructions.py --games 5 --warm 20    # a rough figure in about a minute
    python benchmarks/engine_instructions.py --cache       # also cache misses (cachegrind), about 10 minutes

``--cache`` runs the same children under cachegrind with this machine's level-1 and level-2 caches (read from
``/sys/devices/system/cpu/cpu0/cache``; 32 KB, 32 KB and 1 MB when they cannot be read) and adds the level-1 data
misses and the level-2 misses per game: a game that executes 1.7× the instructions but misses the level-1 data cache
more than that runs slower than its instruction count says, which is where the CPU-time ratio and this one part.

Needs ``valgrind`` on the PATH (Debian: ``apt-get install valgrind``). The CPU-time benchmark stays
``engine_speed.py``; this one explains its budget line.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Final

CHILD = """
import random, sys
sys.path.insert(0, sys.argv[4])
from engine_speed import play_random
options = {"interbellum": True} if sys.argv[1] == "all" else {}
games, warm = int(sys.argv[2]), int(sys.argv[3])
warm_pick = random.Random(3).random
for k in range(warm):
    play_random(4, 7000 + k, warm_pick, options)
pick = random.Random(7).random
for k in range(games):
    play_random(4, 900 + k, pick, options)
"""
"""The child run: ``warm`` warm-up games, then ``games`` games (with ``engine_speed.play_random``)."""

COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")
CACHEGRIND: Final = {"instructions": "I   refs", "level-1 data misses": "D1  misses", "level-2 misses": "LL misses"}
"""The figures ``--cache`` reports, by the label cachegrind's summary gives each (its last level is simulated with
this machine's level-2 geometry, so its "LL" misses are level-2 misses)."""
DEFAULT_CACHES: Final = {"I1": "32768,8,64", "D1": "32768,8,64", "LL": "1048576,8,64"}
CACHE_INDEX: Final = {("1", "Instruction"): "I1", ("1", "Data"): "D1", ("2", "Unified"): "LL"}


def instructions(kind: str, games: int, warm: int) -> int:
    """Instructions callgrind counts for one child run (start-up, ``warm`` warm-up games and ``games`` games)."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    root = str(Path(__file__).resolve().parents[1])
    env["PYTHONPATH"] = os.pathsep.join(filter(None, (root, os.environ.get("PYTHONPATH"))))  # this checkout's engine
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c",
                           CHILD, kind, str(games), str(warm), str(Path(__file__).resolve().parent)],
                          capture_output=True, text=True, env=env, check=False)
    found = COLLECTED.search(done.stderr)
    if done.returncode != 0 or found is None:
        raise RuntimeError(f"callgrind run failed ({kind}, {games} games): {done.stderr[-2000:]}")
    return int(found.group(1))


def per_game(kind: str, games: int, warm: int) -> float:
    return (instructions(kind, games, warm) - instructions(kind, 0, warm)) / games


def cache_geometry(root: Path = Path("/sys/devices/system/cpu/cpu0/cache")) -> dict[str, str]:
    """cachegrind's ``--I1``, ``--D1`` and ``--LL`` values ("size,associativity,line size" in bytes) for this
    machine's level-1 instruction and data caches and its level-2 cache; the defaults for any it cannot read."""
    found = dict(DEFAULT_CACHES)
    for index in sorted(root.glob("index*")):
        try:
            level, kind, size, ways, line = (
                (index / name).read_text().strip()
                for name in ("level", "type", "size", "ways_of_associativity", "coherency_line_size"))
        except OSError:
            continue
        which = CACHE_INDEX.get((level, kind))
        multiplier = {"K": 1024, "M": 1024 * 1024}.get(size[-1:], 1)
        digits = size.rstrip("KM")
        if which and digits.isdigit() and ways.isdigit() and line.isdigit():
            found[which] = f"{int(digits) * multiplier},{ways},{line}"
    return found


def read_cachegrind(summary: str) -> dict[str, int]:
    """The totals of a cachegrind run's summary (its standard error), by ``CACHEGRIND``'s names."""
    out = {}
    for name, label in CACHEGRIND.items():
        found = re.search(rf"==\d+== {re.escape(label)}:\s+([\d,]+)", summary)
        if found is None:
            raise RuntimeError(f"cachegrind's summary has no {label!r} line: {summary[-2000:]}")
        out[name] = int(found.group(1).replace(",", ""))
    return out


def cache_counts(kind: str, games: int, warm: int, caches: dict[str, str]) -> dict[str, int]:
    """cachegrind's totals for one child run (start-up, ``warm`` warm-up games and ``games`` games)."""
    root = str(Path(__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, (root, os.environ.get("PYTHONPATH"))))
    sizes = [f"--{name}={value}" for name, value in caches.items()]
    done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=yes", *sizes,
                           "--cachegrind-out-file=/dev/null", sys.executable, "-c", CHILD, kind, str(games),
                           str(warm), str(Path(__file__).resolve().parent)],
                          capture_output=True, text=True, env=env, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"cachegrind run failed ({kind}, {games} games): {done.stderr[-2000:]}")
    return read_cachegrind(done.stderr)


def cache_per_game(kind: str, games: int, warm: int, caches: dict[str, str]) -> dict[str, float]:
    more, less = cache_counts(kind, games, warm, caches), cache_counts(kind, 0, warm, caches)
    return {name: (more[name] - less[name]) / games for name in CACHEGRIND}


def _count(text: str, least: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"expected at least {least}, not {value}")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Furnace engine instructions per game (callgrind)")
    parser.add_argument("--games", type=lambda text: _count(text, 1), default=20,
                        help="games counted per configuration (default 20)")
    parser.add_argument("--warm", type=lambda text: _count(text, 0), default=200,
                        help="warm-up games played first (default 200)")
    parser.add_argument("--cache", action="store_true",
                        help="also count level-1 data and level-2 cache misses (cachegrind; about twice as long)")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (Debian: apt-get install valgrind)", file=sys.stderr)
        return 2
    base = per_game("base", args.games, args.warm)
    every = per_game("all", args.games, args.warm)
    print(f"Furnace engine instructions per 4-player game (callgrind, {args.games} games after {args.warm} warm-up "
          f"games)\n")
    print(f"| game | instructions/game |\n|---|---:|\n| base | {base / 1e6:.2f} M |\n| all modules | "
          f"{every / 1e6:.2f} M |")
    print(f"\nAll modules: {every / base:.2f}× the base game's instructions per game (budget 2×)")
    if args.cache:
        caches = cache_geometry()
        print(f"\nCache simulation (cachegrind; level 1 instructions {caches['I1']}, level 1 data {caches['D1']}, "
              f"level 2 {caches['LL']}: size, ways, line in bytes), per game:\n")
        print(cache_table(cache_per_game("base", args.games, args.warm, caches),
                          cache_per_game("all", args.games, args.warm, caches)))
    return 0


def cache_table(base: dict[str, float], every: dict[str, float]) -> str:
    """The ``--cache`` figures per game as a markdown table: base game, all modules, their ratio."""
    lines = ["| per game | base | all modules | ratio |", "|---|---:|---:|---:|"]
    for name in CACHEGRIND:
        ratio = f"{every[name] / base[name]:.2f}×" if base[name] > 0 else "—"
        lines.append(f"| {name} | {base[name]:,.0f} | {every[name]:,.0f} | {ratio} |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())

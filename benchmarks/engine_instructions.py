"""Engine cost in machine instructions per game, counted by valgrind's callgrind: base 4-player games against
all-modules ones (the speed budget of issue 4, measured in a way that does not move with the machine's load).

CPU time on a shared virtual machine drifts from minute to minute; the number of instructions a game executes does
not. Each figure is the difference between two runs of the same child process, one that plays ``--warm`` games
and stops, one that plays the same warm-up games and then ``--games`` more: what is left is the cost of those games
alone, with the caches both games fill already warm (as in ``engine_speed.py``). Python's start-up and imports cancel
out.

    python benchmarks/engine_instructions.py               # about 5 minutes (callgrind runs ~50x slower)
    python benchmarks/engine_instructions.py --games 5 --warm 20    # a rough figure in about a minute

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
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Regenerate the golden playthroughs in tests/golden/ (the one script that writes them).

Each golden file is a whole game played by seeded bots, written out by
``furnace_lab.engine.transcript.playthrough``: the deal, the cards in play in the card notation, and every
decision with the legal actions, the action taken and the events it caused. ``tests/golden/test_golden.py``
replays each file from the cards written in it and checks the text comes out identical, so any change in
the engine's behaviour shows up as a readable diff. Run this script only when such a change is intended:

    python scripts/regenerate_golden.py            # rewrite every file
    python scripts/regenerate_golden.py --check    # exit 1 if any file would change
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from furnace_lab.engine import GreedyBot, RandomBot, new_game, play_game
from furnace_lab.engine.transcript import playthrough

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"

GAMES = {
    # file name: (players, seed, options, bots: "random" / "greedy" per player)
    "two_players_capitalists": (["Ana", "Bo"], 1, {}, ["greedy", "random"]),
    "three_players_no_capitalists": (["Ana", "Bo", "Cy"], 2, {"capitalists": False}, ["random"] * 3),
    "three_players_production_chain": (["Ana", "Bo", "Cy"], 3, {"production_chain": True},
                                       ["greedy", "random", "greedy"]),
    "four_players_capitalists": (["Ana", "Bo", "Cy", "Di"], 4, {}, ["random", "greedy", "random", "greedy"]),
}


def golden_text(name: str) -> str:
    players, seed, options, kinds = GAMES[name]
    state = new_game(players, seed, **options)
    bots = [GreedyBot() if kind == "greedy" else RandomBot(seed * 100 + p) for p, kind in enumerate(kinds)]
    play_game(state, bots)
    return playthrough(state)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report files that would change")
    args = parser.parse_args(argv)
    GOLDEN.mkdir(parents=True, exist_ok=True)
    changed = []
    for name in GAMES:
        path = GOLDEN / f"{name}.txt"
        text = golden_text(name)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            changed.append(path.name)
            if not args.check:
                path.write_text(text, encoding="utf-8")
    verb = "would change" if args.check else "written"
    print(f"{len(changed)} golden file(s) {verb}: {', '.join(changed) or 'none'}")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())

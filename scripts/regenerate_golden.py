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
from typing import Any

from furnace_lab.engine import GreedyBot, RandomBot, new_game, play_game
from furnace_lab.engine.transcript import playthrough, record_transcript

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"

Game = tuple[list[str], int, dict[str, Any], list[str]]
"""(players, seed, options, bots: "random" / "greedy" per player)."""

GAMES: dict[str, Game] = {
    # file name: (players, seed, options, bots: "random" / "greedy" per player)
    "two_players_capitalists": (["Ana", "Bo"], 1, {}, ["greedy", "random"]),
    "three_players_no_capitalists": (["Ana", "Bo", "Cy"], 2, {"capitalists": False}, ["random"] * 3),
    "three_players_production_chain": (["Ana", "Bo", "Cy"], 3, {"production_chain": True},
                                       ["greedy", "random", "greedy"]),
    "four_players_capitalists": (["Ana", "Bo", "Cy", "Di"], 4, {}, ["random", "greedy", "random", "greedy"]),
}


INTERBELLUM_GAMES: dict[str, Game] = {
    "interbellum_solo": (["Ana"], 10, {"interbellum": True, "agents": ["ib-agent-steel-magnate",
                                                                     "house-agent-coal-baron"]}, ["greedy"]),
    # file name: (players, seed, options, bots) — every module the engine plays, one game per player count
    "interbellum_two_players_agent": (["Ana", "Bo"], 11, {"interbellum": True, "agent": "ib-agent-steel-magnate"},
                                      ["greedy", "random"]),
    "interbellum_three_players": (["Ana", "Bo", "Cy"], 12, {"interbellum": True}, ["random", "greedy", "random"]),
    "interbellum_four_players_capital_growth": (["Ana", "Bo", "Cy", "Di"], 13,
                                                {"interbellum": True, "capital_growth": True},
                                                ["greedy", "random", "random", "greedy"]),
    "interbellum_five_players_chain": (["Ana", "Bo", "Cy", "Di", "Ed"], 14,
                                       {"interbellum": True, "production_chain": True}, ["random"] * 5),
}
"""Interbellum games are written as their record (options, seed, actions) and their log: they replay with the
package catalog (the expansion's Managers, schools and Agents are not written out card by card)."""


def interbellum_golden(name: str) -> str:
    players, seed, options, kinds = INTERBELLUM_GAMES[name]
    state = new_game(players, seed, **options)
    bots = [GreedyBot() if kind == "greedy" else RandomBot(seed * 100 + p) for p, kind in enumerate(kinds)]
    play_game(state, bots)
    return record_transcript(state.record().to_json().replace("\n", " "))


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
    for name in [*GAMES, *INTERBELLUM_GAMES]:
        path = GOLDEN / f"{name}.txt"
        text = golden_text(name) if name in GAMES else interbellum_golden(name)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            changed.append(path.name)
            if not args.check:
                path.write_text(text, encoding="utf-8")
    verb = "would change" if args.check else "written"
    print(f"{len(changed)} golden file(s) {verb}: {', '.join(changed) or 'none'}")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())

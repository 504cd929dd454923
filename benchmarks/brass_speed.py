"""Speed of the Brass network rules: how long one answer takes on a busy board.

Run ``python benchmarks/brass_speed.py``. It builds a rail-era board with every rail line built and a coal mine on
every coal slot, then times: the distances from one location, a coal plan for 5 cubes, a whole request (a rail
link: placement, coal after placement, explanation), a sale with beer, and the DOT drawing source. Figures are
per call, the best of several repeats; they go in the README, never into unit tests.
"""

from __future__ import annotations

import timeit

from furnace_lab.brass import (
    BuiltLink,
    IndustryTile,
    PlaceLink,
    Position,
    Sell,
    board_dot,
    brass_map,
    coal_sources,
    distances,
    make_position,
    preset,
    resolve,
)


def busy_board() -> Position:
    board = brass_map()
    players = ("red", "yellow", "purple", "green")
    lines = board.lines_for("rail")
    links = tuple(BuiltLink(line.id, players[n % 4], "rail") for n, line in enumerate(lines)
                  if line.id != "birmingham/walsall")
    mines = tuple(IndustryTile(place.id, n, "coal", players[k % 4], 3, False, 2)
                  for k, (place, n) in enumerate((p, n) for p in board.locations for n, icons in enumerate(p.slots, 1)
                                                 if "coal" in icons))
    base = make_position(players, era="rail")
    return Position(era="rail", players=players, industries=mines, links=links, merchants=base.merchants)


def main() -> None:
    position = busy_board()
    rail = preset("rail-3p")
    cases = {
        "distances from Birmingham (busy board)": lambda: distances(position, "birmingham"),
        "coal plan, 5 cubes (busy board)": lambda: coal_sources(position, 5, "birmingham"),
        "rail link request (busy board)": lambda: resolve(position, PlaceLink("red", ("birmingham", "walsall"))),
        "sale with 1 beer (rail-3p preset)": lambda: resolve(rail, Sell("red", "stoke", "cotton", beer=1)),
        "DOT source of the board": lambda: board_dot(position),
    }
    print(f"{'operation':45} {'ms per call':>12}")
    for name, call in cases.items():
        number = 50
        best = min(timeit.repeat(call, number=number, repeat=5)) / number
        print(f"{name:45} {best * 1000:12.3f}")


if __name__ == "__main__":
    main()

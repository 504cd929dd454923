"""End of a round and end of the game: discs return, the first-player token moves, money is counted.

* At the end of a round the Capital discs return to their owners (furnace.round.discs-return), the
  first-player token passes to the left — the next player clockwise — and the round counter advances
  (furnace.round.end).
* The game ends after the fourth round (furnace.scoring.end, furnace.round.four-rounds). The player with the
  most money wins (furnace.scoring.most-money); a tie goes to the player with more cards
  (furnace.scoring.tie-cards), then to the one with more resources — coal, iron, oil and upgrade tokens
  counted one each (furnace.scoring.tie-resources, furnace_lab.scoring.resource-count). Players tied on all
  three share the place (furnace_lab.scoring.full-tie).
* ``returns()`` gives each player 1/k if they share first place with k-1 others, else 0
  (furnace_lab.scoring.returns).
* A production-only position (``production_position``) ends when its player finishes production
  (furnace_lab.position.production-only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from furnace_lab.engine.core.constants import COAL, MONEY, OVER, ROUNDS, SLOTS, TERMINAL, TOKEN

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState


def after_round(s: GameState) -> str:
    """What follows a round's production: the end of the game after the fourth round (furnace.scoring.end,
    furnace.round.four-rounds) or at once for a production-only position (furnace_lab.position.production-only),
    else the next round."""
    if s._g.origin == "position" or s._round >= ROUNDS:
        return "game end"
    return "next round"


def next_round(s: GameState) -> None:
    """The first-player token passes to the left and the round counter advances (furnace.round.end)."""
    s._first = (s._first + 1) % s._g.n
    s._log = ("round-end", -1, True, s._round, s._first, s._log)
    s._round += 1


def end_game(s: GameState) -> None:
    """The last round's end (the first-player token stays), then the game's: money is counted."""
    if s._g.origin != "position":
        s._log = ("round-end", -1, True, s._round, s._first, s._log)
    game_over(s)


def score_key(s: GameState, player: int) -> tuple[int, int, int]:
    """(money, cards, resources): what decides the ranking, in order."""
    base = player * SLOTS
    res = s._holdings
    cards = len(s._lines[player])
    return res[base + MONEY], cards, sum(res[base + COAL:base + TOKEN + 1])


def ranking(s: GameState) -> list[int]:
    """Players from best to worst (fully tied players in seat order)."""
    return sorted(range(s._g.n), key=lambda p: tuple(-x for x in score_key(s, p)))


def placings(s: GameState) -> list[int]:
    """Each player's place, 1 = first; fully tied players share a place. An Agent that spoils the players' win
    (two players: richer than every player, interbellum.agent.richer-than-all; solo: at least as rich as the
    player, interbellum.solo.goal) comes before them, so then no player has place 1: nobody wins."""
    keys = [score_key(s, p) for p in range(s._g.n)]
    ahead = 0
    for hook in s._g.module_hooks.places_ahead:
        ahead += hook(s)
    return [1 + ahead + sum(1 for other in keys if other > mine) for mine in keys]


def returns(s: GameState) -> list[float]:
    """1/k to each of the k players placed first once the game is over; all 0 when nobody wins."""
    if s._phase != OVER:
        return [0.0] * s._g.n
    places = placings(s)
    winners = places.count(1)
    return [1.0 / winners if place == 1 else 0.0 for place in places]


def game_over(s: GameState) -> None:
    s._phase = OVER
    s.is_over = True
    s.current_player = TERMINAL
    for hook in s._g.module_hooks.game_end:
        hook(s)
    order = tuple(ranking(s))
    money = tuple(s._holdings[p * SLOTS + MONEY] for p in range(s._g.n))
    s._log = ("game-end", -1, True, order, money, tuple(placings(s)), s._log)

"""Where the Managers go: found by the search itself, card by card, then written down as a placement.

At the start of their production a player puts their Managers on their cards, one per card, Start-up included
(interbellum.manager.assign-at-start, interbellum.manager.one-per-card). Every Manager effect is an optional
extra for the card it sits on (interbellum.manager.extra-effect), and nothing happens between the placing and
the card's resolution: so the search (:mod:`furnace_lab.planner.search`) decides which Manager in hand sits on a
card only when it resolves that card — one search over every placement at once, instead of one search per
placement. A Manager is only tried on the cards where it can change something (a conversion bonus on a card
that converts, a discard on a Company, ...): anywhere else it is the same as keeping it in hand, which the plan
then does (``done`` ends the placing).

:func:`solve_placements` runs that search and turns its plan into a placement: each card the plan resolved
with a Manager from the hand gets that Manager, and the discard Managers the search counted for the whole plan
go on Companies nothing else took (their rows unchanged, the discard at their end). The engine actions are then
written for the problem with that placement (:mod:`furnace_lab.planner.emit`).
"""

from __future__ import annotations

from typing import Any

from furnace_lab.planner.problem import Problem, with_place
from furnace_lab.planner.search import EARLY, FINISH, REPEAT, USE, Move, Search, _bits, _discarded


def solve_placements(problem: Problem, search: Search | None = None) -> tuple[int, list[Move], Problem, Search]:
    """The best value over every placement (scaled units), the moves of a plan reaching it (as
    :func:`~furnace_lab.planner.emit.emit` reads them), the problem with the Managers where that plan puts them,
    and the search that found it (``search``, if given: a search of ``problem``, with its clock)."""
    if search is None:
        search = Search(problem)
    value, moves, _ = search.solve_down()
    assert moves, "no plan from the position"
    placed, written = place_managers(problem, search, moves)
    return value, written, placed, search


def place_managers(problem: Problem, search: Search, moves: list[Move]) -> tuple[Problem, list[Move]]:
    """The problem with the Managers where the plan of ``moves`` (found by ``search``) puts them, and the moves
    as :func:`~furnace_lab.planner.emit.emit` reads them for it."""
    place = list(problem.place)
    for move in moves:
        if move[0] in (USE, EARLY, REPEAT, FINISH):
            for card, token in zip(move[1], move[11], strict=True):
                if token >= 0:
                    place[card] = token
    # the discard Managers counted for the whole plan: on Companies nothing else took
    commit = moves[0]
    flat, able = search.discard_all(commit[7], commit[5]) if commit[2] else (0, 0)
    spare: dict[int, int] = {}
    if flat:
        tokens = _bits(search.left0 & search.discard_tokens)
        free_cards = [c for c in _bits(able) if place[c] < 0]
        assert len(free_cards) >= len(tokens), "no room for the discard Managers"
        for token, card in zip(tokens, free_cards, strict=False):
            place[card] = token
            spare[card] = token
    placed = with_place(problem, tuple(place))
    return placed, [_with_discards(placed, move, spare) for move in moves]


def _with_discards(problem: Problem, move: Move, spare: dict[int, int]) -> Move:
    """A move whose cards include one given a discard Manager afterwards: that card's choices as a card with a
    Manager (no start choice, its rows, the discard at its end)."""
    kind, cards, choices = move[0], move[1], move[8]
    if not spare or not any(c in spare for c in cards) or kind not in (USE, EARLY):
        return move
    if kind == USE:
        card = cards[0]
        rows = len(problem.cards[card].rows(bool(move[4] >> card & 1)))
        padded = (*choices, *(None for _ in range(rows - len(choices))))
        new: Any = (("start", ""), *padded, ("end", "discard"))
    else:
        new = tuple(_discarded(len(problem.cards[c].rows(bool(move[4] >> c & 1)))) if c in spare else ch
                    for c, ch in zip(cards, choices, strict=True))
    return (*move[:8], new, *move[9:])

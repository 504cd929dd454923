"""The naive order: what a player who does not plan would do, to compare the best plan with.

The naive player uses their cards in tableau order (left to right along their line, which outside the
Production Chain is kept in card-id order), runs every processing row as often as the limit and their
resources allow, flips on the Start-up's upgrade row as many Companies as they can pay for (in tableau order),
and never uses the repeat-card Capitalist's repeat. A card being resolved is finished the same way first.
Every step is legal, so the naive value is a real plan's value — a floor for the best one.
"""

from __future__ import annotations

from typing import Any

from furnace_lab.engine.core.cards import GAIN, PROCESS
from furnace_lab.planner.problem import Problem, Resources, upgrade_payments
from furnace_lab.planner.search import COMMIT, DONE, FINISH, USE, Move


def _greedy(problem: Problem, card: int, start: int, res: Resources, upg: int, ucount: int
            ) -> tuple[int, Resources, int, tuple[Any, ...]]:
    """Resolve a card's rows from ``start`` the naive way: (value gained, resources, upgraded, choices)."""
    p = problem
    rows = p.cards[card].rows(bool(upg >> card & 1))
    r = list(res)
    gain = 0
    choices: list[Any] = []
    for row in rows[start:]:
        if row.kind == GAIN:
            for slot in range(4):
                r[slot] += row.gain[slot]
            gain += row.money * p.w_money
            choices.append(None)
        elif row.kind == PROCESS:
            most = row.limit if row.limit is not None else 1
            for slot, amount in row.cost:
                most = min(most, r[slot] // amount)
            for slot, amount in row.cost:
                r[slot] -= amount * most
            for slot in range(4):
                r[slot] += row.gain[slot] * most
            gain += row.money * p.w_money * most
            choices.append(most)
        else:  # flip as many Companies as can be paid for, in tableau order (furnace.startup.upgrade)
            targets = [c for c in range(len(p.cards)) if p.companies >> c & 1 and not upg >> c & 1]
            most = len(targets)
            if row.limit is not None:
                most = min(most, row.limit - ucount)
            pays = upgrade_payments(p, row, (r[0], r[1], r[2], r[3]), max(most, 0))
            n = len(pays) - 1
            flipped = tuple(targets[:n])
            for c in flipped:
                upg |= 1 << c
            ucount += n
            r = list(pays[n])
            gain += n * p.w_upgrade
            choices.append(flipped)
    return gain, (r[0], r[1], r[2], r[3]), upg, tuple(choices)


def naive_moves(problem: Problem) -> tuple[int, list[Move]]:
    """The naive plan's value (scaled units, like the search's) and its moves."""
    p = problem
    res = p.resources
    upg = p.upgraded
    unused = p.unused
    total = 0
    moves: list[Move] = [(COMMIT, (), 0, unused, upg, 0, res, 0, ())]
    if p.resume is not None:
        card, row, ucount = p.resume
        gain, res, upg, choices = _greedy(p, card, row, res, upg, ucount)
        total += gain
        moves.append((FINISH, (card,), gain, unused, upg, 0, res, 0, choices))
    for card in range(len(p.cards)):
        if not unused >> card & 1:
            continue
        unused &= ~(1 << card)
        gain, res, upg, choices = _greedy(p, card, 0, res, upg, 0)
        total += gain
        moves.append((USE, (card,), gain, unused, upg, 0, res, 0, choices))
    left = p.leftover_value(res)
    total += left
    moves.append((DONE, (), left, 0, upg, 0, res, 0, ()))
    return total, moves

"""Which permanent effects each player's cards print (``state._permanent_groups``), kept beside the lines.

interbellum.permanent.always-on: a permanent effect acts from the moment its card is received. The engine keeps,
per player, a bit per group of permanent effects their line prints, and skips a group's rule for a player whose bit
is clear; so the bits must match the lines after every action, after a clone and after a JSON round trip, or an
effect would be missed.
"""

from __future__ import annotations

import random

import pytest

from furnace_lab.engine import CHANCE, GameState, new_game
from furnace_lab.engine.interbellum.permanent import GROUP_BITS, GROUPS, held_groups, kind_table


def _printed_groups(g, line) -> int:
    """The plain definition: a group's bit for every group with a card of the line among its printers."""
    table = kind_table(g.ib_rows)
    mask = 0
    for bit, group in zip(GROUP_BITS, GROUPS, strict=True):
        if set(table.get(group, ())) & set(line):
            mask |= bit
    return mask


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_always_on_groups_match_the_lines_after_every_action(players):
    """interbellum.permanent.always-on: from receipt (and insertion, and a discard) the player's groups follow."""
    pick = random.Random(players).random
    seen_printer = False
    for seed in range(6):
        s = new_game(players, seed, interbellum=True)
        while not s.is_over:
            assert s._permanent_groups == tuple(_printed_groups(s._g, line) for line in s._lines)
            seen_printer = seen_printer or any(s._permanent_groups)
            if s.current_player == CHANCE:
                s.apply_in_place(s.sample_chance())
            else:
                legal = s.legal_actions()
                s.apply_in_place(legal[int(pick() * len(legal))])
    assert seen_printer  # the check met players holding a printer, not only empty answers


def test_each_printer_gives_the_groups_of_its_kinds():
    """interbellum.permanent.always-on: every card printing a permanent effect, alone in a line."""
    g = new_game(4, 3, interbellum=True)._g
    printers = [c for c, rows in enumerate(g.ib_rows) if rows is not None and any(rows.perms)]
    assert printers
    for card in printers:
        kinds = {row[3][0] for side in g.ib_rows[card].perms for row in side}
        expected = 0
        for bit, group in zip(GROUP_BITS, GROUPS, strict=True):
            if kinds & set(group):
                expected |= bit
        assert held_groups(g, (card,)) == expected != 0


def test_the_groups_survive_a_clone_and_a_json_round_trip():
    pick = random.Random(9).random
    s = new_game(4, 11, interbellum=True)
    while not s.is_over and not any(s._permanent_groups):
        if s.current_player == CHANCE:
            s.apply_in_place(s.sample_chance())
        else:
            legal = s.legal_actions()
            s.apply_in_place(legal[int(pick() * len(legal))])
    assert any(s._permanent_groups), "no player received a printer in this game: pick another seed"
    assert s.clone()._permanent_groups == s._permanent_groups
    restored = GameState.from_json(s.to_json())
    assert restored._permanent_groups == s._permanent_groups
    assert restored == s


def test_the_base_game_prints_none():
    s = new_game(4, 0)
    assert s._permanent_groups == (0, 0, 0, 0)
    assert s._g.perm_bits == {}

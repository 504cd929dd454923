"""The public production cursor (``GameState.production``): who produces, which card and row, what is used.

The planner resumes a plan part-way through a player's production from it, so it must say what the rules say
at each step: furnace.production.each-card-once (used cards), furnace.production.no-going-back (the card being
resolved, row by row) and the production order round the table.
"""

from __future__ import annotations

import random

from engine_helpers import CATALOG, game, play

from furnace_lab.engine import CHANCE, ProductionCursor, new_game, production_position


def test_production_cursor_none_outside_production():
    s = game(3, ["coalmine", "ironmine", "refinery"])
    assert s.phase == "auction" and s.production is None


def test_furnace_production_each_card_once_cursor_follows_a_card_row_by_row():
    """furnace.production.each-card-once and no-going-back: the card in hand, its row, and the cards used."""
    s = production_position(["refinery", "coalmine"], startup="st-coal", resources={"coal": 10}, catalog=CATALOG)
    cur = s.production
    assert isinstance(cur, ProductionCursor)
    assert cur.order == (0,) and cur.done == () and cur.player == 0
    assert cur.card is None and cur.rows == 0 and cur.used == frozenset() and cur.repeated == frozenset()
    assert not cur.placing_managers
    play(s, "use refinery")
    cur = s.production
    assert cur is not None and cur.card == "refinery" == s.current_card
    assert cur.rows == len(s.card("refinery").basic) and cur.row_index == 0 and cur.upgrades_on_row == 0
    assert cur.used == {"refinery"} and s.was_used("refinery")
    play(s, "run 2")
    cur = s.production
    assert cur is not None and cur.card is None and cur.used == {"refinery"}


def test_furnace_production_order_cursor_in_random_games():
    """The cursor agrees with the public API at every production decision of random games: the player to act is
    the one producing, the players before them in the order are done, and ``used`` is ``was_used``."""
    rng = random.Random(27)
    seen = 0
    for seed in range(4):
        s = new_game(3, seed=seed)
        while not s.is_over:
            cur = s.production
            if cur is not None and s.current_player >= 0:
                seen += 1
                assert cur.player == s.current_player
                assert cur.done == cur.order[:cur.order.index(cur.player)]
                assert cur.card == s.current_card
                player_cards = s.cards(cur.player)
                assert {c for c in player_cards if c in cur.used} == {c for c in player_cards if s.was_used(c)}
            if s.current_player == CHANCE:
                s.apply_in_place(s.sample_chance())
            else:
                s.apply_in_place(rng.choice(s.legal_actions()))
    assert seen > 50


def test_amounts_are_holdings_as_numbers_and_a_copy():
    """``amounts`` is ``holdings`` as five numbers (coal, iron, oil, tokens, money); changing it changes nothing."""
    s = new_game(3, seed=5)
    for player in range(3):
        amounts = s.amounts(player)
        assert tuple(amounts) == s.holdings(player).as_tuple()
        amounts[4] += 100
        assert s.money(player) == s.holdings(player).money != amounts[4]

"""End of round and end of game: furnace.round.*, furnace.scoring.*."""

from __future__ import annotations

from engine_helpers import events, game, set_holdings

from furnace_lab.engine import GreedyBot, RandomBot, play_game, play_random_game
from furnace_lab.engine.core.constants import SLOTS


def _to_round(state, target):
    bots = [RandomBot(7)]
    while state.round < target and not state.is_over:
        state.apply_in_place(bots[0].act(state))
    return state


def test_furnace_round_discs_return_and_first_player_token_passes_left():
    s = game(4, first=1)
    assert s.first_player == 1
    _to_round(s, 2)
    assert s.round == 2 and s.phase == "auction"
    assert s.first_player == 2 and s.current_player == 2
    for p in range(4):
        assert s.discs(p) == [1, 2, 3, 4]
    end = events(s, "round-end")[0]
    assert end.data == (1, 2)
    assert set(end.rules) == {"furnace.round.end", "furnace.round.discs-return"}


def test_furnace_round_first_player_token_wraps_around():
    s = game(3, first=2)
    _to_round(s, 2)
    assert s.first_player == 0


def test_furnace_round_four_rounds_then_the_game_ends():
    s = play_random_game(3, seed=4)
    assert s.is_over and s.round == 4 and s.phase == "over"
    assert [e.data[0] for e in events(s, "row")] == [1, 2, 3, 4]
    assert events(s, "round-end")[-1].data[0] == 4
    assert s.log[-1].kind == "game-end"
    assert "furnace.scoring.end" in s.log[-1].rules
    assert s.legal_actions() == () and s.current_player == -2


def test_each_round_reveals_a_fresh_row():
    s = play_random_game(4, seed=2)
    rows = [e.data[1] for e in events(s, "row")]
    dealt = [card for row in rows for card in row]
    assert len(dealt) == 32 == len(set(dealt))


def finished(players=3, seed=1):
    s = game(players, seed=seed)
    play_game(s, [RandomBot(seed)] * players)
    return s


def test_furnace_scoring_most_money():
    s = finished()
    for p, money in enumerate([5, 9, 7]):
        set_holdings(s, p, money=money)
    assert s.ranking() == [1, 2, 0]
    assert s.placings() == [3, 1, 2]
    assert s.returns() == [0.0, 1.0, 0.0]


def test_furnace_scoring_tie_cards():
    s = finished()
    for p in range(3):
        set_holdings(s, p, money=10, coal=0, iron=0, oil=0, token=0)
    s._lines[0] = s._lines[0][:1]          # only the Start-up
    s._lines[1] = s._lines[1][:3]
    s._lines[2] = s._lines[2][:2]
    assert s.ranking() == [1, 2, 0]


def test_furnace_scoring_tie_resources():
    s = finished()
    for p in range(3):
        set_holdings(s, p, money=10, coal=0, iron=0, oil=0, token=0)
        s._lines[p] = s._lines[p][:2]
    set_holdings(s, 2, oil=3)
    set_holdings(s, 0, token=2)  # upgrade tokens count as resources (furnace_lab.scoring.resource-count)
    set_holdings(s, 1, coal=1)
    assert s.ranking() == [2, 0, 1]


def test_furnace_lab_scoring_full_tie_shares_first_place():
    s = finished()
    for p in range(3):
        set_holdings(s, p, money=10, coal=1, iron=0, oil=0, token=0)
        s._lines[p] = s._lines[p][:2]
    set_holdings(s, 2, money=3)
    assert s.placings() == [1, 1, 3]
    assert s.returns() == [0.5, 0.5, 0.0]


def test_returns_are_zero_before_the_end():
    s = game(3)
    assert s.returns() == [0.0, 0.0, 0.0]


def test_game_end_event_reports_ranking_and_money():
    s = finished(4, seed=3)
    end = s.log[-1]
    ranking, money, places = end.data
    assert list(ranking) == s.ranking()
    assert list(money) == [s._holdings[p * SLOTS + 4] for p in range(4)]
    assert list(places) == s.placings()
    assert "Game over" in end.explain() and "Fim de jogo" in end.explain("pt")


def test_greedy_bot_plays_a_whole_game():
    s = game(3, seed=5)
    play_game(s, [GreedyBot(), RandomBot(1), RandomBot(2)])
    assert s.is_over


def test_furnace_round_phases_auction_resolution_production_then_next_round():
    s = game(3, seed=2)
    phases = []
    bot = RandomBot(5)
    while s.round == 1 or s.phase != "auction":
        if not phases or phases[-1] != (s.round, s.phase):
            phases.append((s.round, s.phase))
        s.apply_in_place(bot.act(s))
    phases.append((s.round, s.phase))
    assert [p for p in phases if p[1] != "resolution"] == [(1, "auction"), (1, "production"), (2, "auction")]
    assert "furnace.round.phases" in events(s, "production")[0].rules


def test_furnace_auction_cut_deck_reveals_the_next_cards_basic_side_up():
    s = game(3, seed=2)
    deck_before = s.deck
    _to_round(s, 2)
    assert s.row == deck_before[:7]
    assert not any(s.is_upgraded(card) for card in s.row)
    assert "furnace.auction.cut-deck" in events(s, "row")[1].rules


def test_furnace_goal_most_money_winner_has_the_most_money():
    s = finished(4, seed=9)
    best = s.ranking()[0]
    assert s.money(best) == max(s.money(p) for p in range(4))


def test_furnace_lab_setup_deck_cut_each_row_is_the_next_cards_of_the_one_shuffle():
    s = play_random_game(3, seed=6)
    rows = [e.data[1] for e in events(s, "row")]
    order = [s._g.cards[c].id for c in s._deck]  # the one shuffle made at setup
    assert rows == [tuple(order[7 * k:7 * k + 7]) for k in range(4)]
    assert "furnace_lab.setup.deck-cut" in events(s, "row")[0].rules


def test_furnace_lab_scoring_returns_one_over_k_for_first_place_zero_otherwise():
    s = finished(4, seed=2)
    for p, money in enumerate([8, 8, 3, 8]):
        set_holdings(s, p, money=money, coal=0, iron=0, oil=0, token=0)
        s._lines[p] = s._lines[p][:1]
    assert s.returns() == [1 / 3, 1 / 3, 0.0, 1 / 3]
    set_holdings(s, 1, coal=1)  # the second tie-break now separates them
    assert s.returns() == [0.0, 1.0, 0.0, 0.0]


def test_furnace_lab_production_player_order_from_the_first_player_clockwise():
    s = game(4, first=2)
    while s.phase != "production":
        s.apply_in_place(RandomBot(3).act(s))
    start = events(s, "production")[0]
    assert start.data[0] == (2, 3, 0, 1)
    assert "furnace_lab.production.player-order" in start.rules
    while s.round == 1:
        s.apply_in_place(RandomBot(3).act(s))
    assert [e.player for e in events(s, "produced")] == [2, 3, 0, 1]

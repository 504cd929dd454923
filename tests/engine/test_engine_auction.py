"""The auction: furnace.auction.*, the two-player dummy and the bidding Capitalists."""

from __future__ import annotations

import pytest
from engine_helpers import events, game, play

from furnace_lab.engine import CHANCE, Bid, Roll
from furnace_lab.errors import IllegalAction


def test_furnace_auction_place_one_disc_then_the_turn_passes():
    s = game(3)
    assert s.current_player == 0
    play(s, "bid 3@2")
    assert s.bids()[1] == [(0, 3)]
    assert s.discs(0) == [1, 2, 4]
    assert s.current_player == 1


def test_furnace_auction_clockwise_from_the_first_player():
    s = game(4, first=2)
    order = []
    for k in range(8):
        order.append(s.current_player)
        play(s, f"bid {1 + k // 4}@{k % 4 + 1 + 4 * (k // 4)}")
    assert order == [2, 3, 0, 1, 2, 3, 0, 1]


def test_furnace_auction_same_player_refused_and_state_unchanged():
    s = game(3)
    play(s, "bid 4@1", "bid 1@3", "bid 2@4")
    before = s.clone()
    with pytest.raises(IllegalAction) as info:
        s.apply_in_place("bid 2@1")
    assert info.value.rule_id == "furnace.auction.same-player"
    assert info.value.reason_pt
    assert s == before


def test_furnace_auction_same_value_refused():
    s = game(3)
    play(s, "bid 3@2")
    before = s.clone()
    with pytest.raises(IllegalAction) as info:
        s.apply("bid 3@2")
    assert info.value.rule_id == "furnace.auction.same-value"
    assert s == before
    assert Bid(3, 2) not in s.legal_actions()
    assert Bid(2, 2) in s.legal_actions()


def test_furnace_auction_placed_disc_cannot_be_placed_again():
    s = game(3)
    play(s, "bid 3@2", "bid 1@1", "bid 1@3")
    with pytest.raises(IllegalAction) as info:
        s.apply("bid 3@4")
    assert info.value.rule_id == "furnace.auction.place-one-disc"


def test_furnace_auction_no_such_card_or_disc():
    s = game(3)
    with pytest.raises(IllegalAction) as info:
        s.apply("bid 2@8")
    assert info.value.rule_id == "furnace.auction.row-size"
    with pytest.raises(IllegalAction) as info:
        s.apply("bid 5@1")
    assert info.value.rule_id == "furnace.setup.discs"


def blocked_game():
    """Two players, Arthur first: after four rounds of bids his extra 2 fits on no card."""
    s = game(2, caps=["arthur", "henry"], first=0)
    play(s, "bid 1@1", "bid 1@6", "roll 6",   # dummy: lowest legal on card 6 is its 2
         "bid 2@2", "bid 2@5", "roll 1",      # dummy: 3 on card 1
         "bid 3@3", "bid 3@2", "roll 2",      # dummy: 1 on card 2
         "bid 4@4", "bid 4@3", "roll 3")      # dummy: 4 cannot go on 3 or 4 -> card 5
    return s


def test_furnace_auction_pass_when_blocked():
    s = blocked_game()
    assert s.bids()[4] == [(1, 2), (2, 4)]
    assert s.discs(0) == [2]  # Arthur still holds his extra 2 ...
    assert s.phase != "auction"  # ... but nobody can place a disc, so the auction is over
    passes = events(s, "pass")
    assert [e.player for e in passes] == [0]
    assert passes[0].automatic and passes[0].rules == ("furnace.auction.pass-when-blocked",)


def test_furnace_two_player_dummy_seat_and_die():
    s = game(2, first=0)
    play(s, "bid 4@1")
    assert s.current_player == 1
    play(s, "bid 4@2")
    assert s.current_player == CHANCE
    outcomes = s.chance_outcomes()
    assert [str(a) for a, _ in outcomes] == [f"roll {k}" for k in range(1, 7)]
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert s.legal_actions() == tuple(a for a, _ in outcomes)
    play(s, "roll 5")
    assert s.current_player == 0


def test_furnace_lab_two_player_dummy_seat_when_second_player_starts():
    s = game(2, first=1)
    assert s.current_player == 1
    play(s, "bid 4@1")
    assert s.current_player == CHANCE  # the dummy sits after player 2, before player 1
    play(s, "roll 2")
    assert s.current_player == 0


def test_furnace_two_player_dummy_places_lowest_legal_disc_on_the_rolled_card():
    s = game(2, first=0)
    play(s, "bid 1@3", "bid 4@2", "roll 3")
    assert s.bids()[2] == [(0, 1), (2, 2)]  # card 3 holds a 1: the dummy's lowest legal disc there is 2
    bid = events(s, "dummy-bid")[0]
    assert bid.automatic and "furnace.two-player.dummy" in bid.rules
    assert events(s, "roll")[0].data == (3,)


def test_furnace_two_player_dummy_searches_right_and_wraps():
    s = game(2, first=0)
    play(s, "bid 1@6", "bid 2@6", "roll 6")
    assert s.bids()[5] == [(0, 1), (1, 2), (2, 3)]
    play(s, "bid 4@5", "bid 3@5", "roll 6")  # card 6 holds a dummy disc: search right, wrapping to card 1
    assert s.bids()[0] == [(2, 1)]


def test_furnace_two_player_dummy_rolls_only_while_it_can_bid():
    s = game(2, first=0)
    while s.phase == "auction":
        s.apply_in_place(s.sample_chance() if s.current_player == CHANCE else s.legal_actions()[0])
    assert len(events(s, "roll")) == len(events(s, "dummy-bid")) == 4


def test_sample_chance_is_deterministic_and_advances_after_a_roll():
    a = game(2, first=0)
    play(a, "bid 4@1", "bid 4@2")
    b = a.clone()
    assert a.sample_chance() == b.sample_chance() == a.sample_chance()
    play(a, "roll 1")
    play(b, "roll 6")
    assert a._rng == b._rng  # any outcome advances the generator by one step


def test_roll_refused_when_no_die_is_due():
    s = game(2)
    with pytest.raises(IllegalAction) as info:
        s.sample_chance()
    assert info.value.rule_id == "furnace_lab.chance.die"
    with pytest.raises(IllegalAction) as info:
        s.apply(Roll(3))
    assert info.value.rule_id == "furnace.round.phases"


def test_bid_refused_when_a_die_roll_is_due():
    s = game(2, first=0)
    play(s, "bid 4@1", "bid 4@2")
    with pytest.raises(IllegalAction) as info:
        s.apply("bid 3@3")
    assert info.value.rule_id == "furnace.two-player.dummy"


def test_furnace_capitalist_unrestricted_bids_ignore_both_limits():
    s = game(3, caps=["henry", "monica", "timur"])
    play(s, "bid 3@1")
    assert Bid(3, 1) in s.legal_actions()  # the same value as player 1's disc
    play(s, "bid 3@1", "bid 1@2", "bid 4@3")
    assert Bid(4, 1) in s.legal_actions()  # a second disc of her own on card 1
    play(s, "bid 4@1")
    assert s.bids()[0] == [(0, 3), (1, 3), (1, 4)]
    bid = events(s, "bid")[-1]
    assert "furnace.capitalist.unrestricted-bids" in bid.rules


def test_explain_cites_furnace_capitalist_unrestricted_bids_where_only_her_ability_allows_the_bid():
    s = game(3, caps=["henry", "monica", "timur"])
    play(s, "bid 3@1")
    same_value = s.explain("bid 3@1")
    assert same_value.legal and same_value.rule_id == "furnace.capitalist.unrestricted-bids"
    assert "Capitalist" in same_value.text and "Capitalista" in s.explain("bid 3@1", "pt").text
    ordinary = s.explain("bid 3@2")
    assert ordinary.legal and ordinary.rule_id == "furnace.auction.place-one-disc"


def test_opponents_may_not_match_the_unrestricted_bidders_value():
    s = game(3, caps=["monica", "henry", "timur"])
    play(s, "bid 2@1")
    with pytest.raises(IllegalAction) as info:
        s.apply("bid 2@1")
    assert info.value.rule_id == "furnace.auction.same-value"


def test_furnace_capitalist_extra_disc_is_placed_like_any_other():
    s = game(3, caps=["arthur", "henry", "timur"])
    play(s, "bid 2@1", "bid 1@7", "bid 1@6")
    assert Bid(2, 1) not in s.legal_actions()  # his own disc is on card 1
    play(s, "bid 2@2")
    assert s.discs(0) == [1, 3, 4]


def test_legal_actions_are_sorted_and_each_has_a_notation():
    s = game(4)
    legal = s.legal_actions()
    assert list(legal) == sorted(legal)
    assert len(legal) == 8 * 4
    assert all(str(a).startswith("bid ") for a in legal)


def test_furnace_auction_clockwise_continues_until_all_discs_are_placed():
    s = game(3)
    while s.phase == "auction":
        s.apply_in_place(s.legal_actions()[-1])
    assert len(events(s, "bid")) == 12

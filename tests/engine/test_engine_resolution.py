"""Resolving the auction: left to right, highest disc wins, compensation for every other disc."""

from __future__ import annotations

import pytest
from engine_helpers import events, game, holdings, play

from furnace_lab.engine import Compensate, InsertCard
from furnace_lab.errors import IllegalAction

ROW = ["coalmine", "refinery", "f1", "f2", "f3", "f4", "f5"]
BIDS = ["bid 4@1", "bid 3@1", "bid 4@2",
        "bid 3@2", "bid 1@2", "bid 2@1",
        "bid 1@3", "bid 2@4", "bid 1@5",
        "bid 2@6", "bid 4@7", "bid 3@3"]


def scenario(caps=None):
    """Coal mine: P1 4, P2 3, P3 2. Refinery (2 coal -> 1 oil): P3 4, P1 3, P2 1."""
    s = game(3, row=ROW, caps=caps, startups=["st-coal", "st-iron", "st-oil"])
    return play(s, *BIDS)


def test_furnace_auction_resolve_left_to_right_and_highest_wins():
    s = scenario()
    assert s.phase == "resolution"
    wins = [(e.player, e.data[0]) for e in events(s, "win")]
    assert wins == [(0, "coalmine")]  # resolution paused on card 2 for a choice
    play(s, "comp 1", "comp 1")
    wins = [(e.player, e.data[0]) for e in events(s, "win")]
    assert wins == [(0, "coalmine"), (2, "refinery"), (2, "f1"), (1, "f2"), (2, "f3"), (0, "f4"), (1, "f5")]
    assert s.phase == "production"


def test_furnace_auction_highest_wins_card_basic_side_up():
    s = play(scenario(), "comp 0", "comp 0")
    assert "coalmine" in s.companies(0)
    assert not s.is_upgraded("coalmine")


def test_furnace_compensation_extraction_gain_times_disc_value():
    s = scenario()
    comps = [e for e in events(s, "comp") if e.data[0] == "coalmine"]
    assert [(e.player, e.data[1], e.automatic) for e in comps] == [(2, 2, True), (1, 3, True)]
    assert holdings(s, 2)["coal"] == 1 + 2 * 2
    assert holdings(s, 1)["coal"] == 1 + 2 * 3
    assert holdings(s, 0)["coal"] == 2  # the winner gets no compensation
    assert "furnace.compensation.extraction" in comps[0].rules


def test_furnace_compensation_processing_up_to_disc_value_at_players_choice():
    s = scenario()
    assert s.current_player == 1  # disc 1 is paid before disc 3 (furnace_lab.compensation.order)
    assert s.legal_actions() == (Compensate(0), Compensate(1))
    play(s, "comp 1")
    assert holdings(s, 1)["coal"] == 7 - 2 and holdings(s, 1)["oil"] == 1
    assert s.current_player == 0
    assert s.legal_actions() == (Compensate(0), Compensate(1))  # disc 3, but only 2 coal held


def test_furnace_compensation_processing_may_be_declined():
    s = play(scenario(), "comp 0")
    assert holdings(s, 1)["coal"] == 7 and holdings(s, 1)["oil"] == 0
    assert [e.data[3] for e in events(s, "comp") if e.player == 1 and e.data[0] == "refinery"] == [0]


def test_furnace_compensation_earlier_gains_pay_but_not_future_income():
    s = scenario()
    # player 2 started with 1 coal: only the 6 coal from the coal mine (card 1) lets them pay
    assert holdings(s, 1)["coal"] == 7
    play(s, "comp 1")
    # player 1 holds 2 coal now and gains 1 coal later (card 3): the later coal cannot pay now
    with pytest.raises(IllegalAction) as info:
        s.apply("comp 2")
    assert info.value.rule_id == "furnace.compensation.earlier-gains"
    with pytest.raises(IllegalAction) as info:
        s.apply("comp 4")
    assert info.value.rule_id == "furnace.compensation.processing"


def test_furnace_compensation_losers_every_other_disc_is_paid():
    s = play(scenario(), "comp 1", "comp 1")
    paid = {(e.player, e.data[0]) for e in events(s, "comp")}
    assert paid == {(2, "coalmine"), (1, "coalmine"), (1, "refinery"), (0, "refinery"), (0, "f1")}
    assert all("furnace.compensation.losers" in e.rules for e in events(s, "comp"))


def test_furnace_lab_compensation_order_ascending_disc_value():
    s = play(scenario(), "comp 0", "comp 0")
    refinery = [(e.player, e.data[1]) for e in events(s, "comp") if e.data[0] == "refinery"]
    assert refinery == [(1, 1), (0, 3)]


def test_forced_zero_compensation_is_automatic():
    s = game(3, row=ROW, startups=["st-token", "st-iron", "st-oil"])  # player 1 starts with no coal
    bids = list(BIDS)
    bids[0], bids[3] = "bid 4@3", "bid 3@2"  # player 1 loses the refinery with no coal at all
    bids[6] = "bid 1@4"
    play(s, *bids)
    zero = [e for e in events(s, "comp") if e.player == 0 and e.data[0] == "refinery"]
    assert zero and zero[0].automatic and zero[0].data[3] == 0
    assert "furnace_lab.choices.forced" in zero[0].rules


def test_furnace_auction_no_discs_discard():
    s = game(3, row=ROW)
    bids = list(BIDS)
    bids[10] = "bid 4@5"  # nobody bids on card 7
    play(s, *bids, "comp 0", "comp 0")
    discards = events(s, "discard")
    assert [e.data for e in discards] == [(7, "f5")]
    assert s.discarded == ("f5",)
    assert "furnace.auction.no-discs-discard" in discards[0].rules


def test_furnace_capitalist_compensation_plus_one():
    s = scenario(caps=["timur", "henry", "evariste"])
    assert holdings(s, 1)["coal"] == 1 + 2 * 4  # disc 3 counts as 4
    comp = next(e for e in events(s, "comp") if e.player == 1)
    assert comp.data[2] == 4 and "furnace.capitalist.compensation-plus-one" in comp.rules
    assert s.legal_actions() == (Compensate(0), Compensate(1), Compensate(2))  # disc 1 counts as 2


def test_furnace_capitalist_unrestricted_bids_tie_goes_to_the_opponent():
    s = game(3, row=ROW, caps=["monica", "henry", "timur"])
    play(s, "bid 1@2", "bid 4@1", "bid 1@3",
         "bid 4@1", "bid 3@2", "bid 2@4",   # Monica ties player 2's 4 on card 1
         "bid 3@1", "bid 1@4", "bid 3@5",
         "bid 2@1", "bid 2@5", "bid 4@6")
    wins = {e.data[0]: (e.player, e.data[1], e.data[3]) for e in events(s, "win")}
    assert wins["coalmine"] == (1, 4, True)  # the opponent takes the card
    monica = sorted(e.data[1] for e in events(s, "comp") if e.player == 0 and e.data[0] == "coalmine")
    assert monica == [2, 3, 4]  # every one of her discs there earns compensation
    assert holdings(s, 0)["coal"] == 2 + 2 * (2 + 3 + 4)
    assert "furnace.capitalist.unrestricted-bids" in events(s, "win")[0].rules


def test_unrestricted_bidder_wins_with_her_highest_and_is_paid_for_her_lower_discs():
    s = game(3, row=ROW, caps=["monica", "henry", "timur"])
    play(s, "bid 1@1", "bid 2@1", "bid 1@2",
         "bid 3@1", "bid 3@2", "bid 2@3",
         "bid 2@4", "bid 1@3", "bid 3@5",
         "bid 4@6", "bid 4@4", "bid 4@7")
    win = next(e for e in events(s, "win") if e.data[0] == "coalmine")
    assert (win.player, win.data[1]) == (0, 3)
    paid = sorted((e.player, e.data[1]) for e in events(s, "comp") if e.data[0] == "coalmine")
    assert paid == [(0, 1), (1, 2)]


def test_furnace_two_player_dummy_cards_removed_and_no_compensation():
    s = game(2, row=["coalmine", "ironmine", "f1", "f2", "f3", "f4"], first=0)
    play(s, "bid 1@1", "bid 2@1", "roll 1",   # dummy: 3 on card 1 wins it
         "bid 4@2", "bid 3@2", "roll 2",      # dummy: 1 on card 2 loses
         "bid 3@3", "bid 1@4", "roll 5",
         "bid 2@6", "bid 4@5", "roll 4")      # dummy: 2 on card 5 loses; its 4 on card 4 wins
    assert s.removed == ("coalmine", "f2")
    removed = events(s, "removed")[0]
    assert removed.player == 2 and "furnace.two-player.dummy-cards" in removed.rules
    assert [e.data for e in events(s, "no-comp")] == [("ironmine", 1), ("f3", 2)]
    assert all(e.player != 2 for e in events(s, "comp"))
    assert holdings(s, 0)["coal"] == 2 + 2 * 1  # player 1 is still paid for disc 1 on the coal mine


def test_furnace_variant_production_chain_insert_where_you_like():
    s = game(3, row=ROW, chain=True)
    play(s, *BIDS)
    # the coal mine's winner (player 1) places it in their line: before or after the Start-up
    assert s.current_player == 0
    assert s.legal_actions() == (InsertCard("coalmine", 1), InsertCard("coalmine", 2))
    play(s, "insert coalmine@1")
    assert s.cards(0) == ("coalmine", "st-coal")
    play(s, "comp 0", "comp 0", "insert refinery@2", "insert f1@1", "insert f2@2", "insert f3@3", "insert f4@2",
         "insert f5@1")
    assert s.cards(2) == ("f1", "st-oil", "f3", "refinery")
    assert s.cards(0) == ("coalmine", "f4", "st-coal")
    assert s.phase == "production"


def test_production_chain_insert_refusals():
    s = play(game(3, row=ROW, chain=True), *BIDS)
    with pytest.raises(IllegalAction) as info:
        s.apply("insert coalmine@3")
    assert info.value.rule_id == "furnace.variant.production-chain"
    with pytest.raises(IllegalAction) as info:
        s.apply("comp 0")
    assert info.value.rule_id == "furnace_lab.chain.insert-when-won"


def test_furnace_capitalist_compensation_plus_one_explain_cites_the_capitalist_for_the_extra_run():
    """Running a processing compensation one time more than the disc shows is legal only by the
    compensation-plus-one Capitalist: the explanation cites her rule; up to the disc value it cites the plain one."""
    s = scenario(caps=["timur", "henry", "evariste"])
    assert s.current_player == 1 and s.legal_actions()[-1] == Compensate(2)  # disc 1 counts as 2
    assert s.explain("comp 1").rule_id == "furnace.compensation.processing"
    for lang in ("en", "pt"):
        why = s.explain("comp 2", lang)
        assert why.legal and why.rule_id == "furnace.capitalist.compensation-plus-one"
        assert "2" in why.text


def test_furnace_compensation_disc_value_two_losers_on_one_card_get_what_their_own_discs_give():
    """Two losing discs on the same extraction card: each loser's Compensation follows their own disc's value."""
    s = scenario()
    got = {e.player: (e.data[1], e.data[2]) for e in events(s, "comp") if e.data[0] == "coalmine"}
    assert got == {2: (2, 2), 1: (3, 3)}  # (disc, times the top row was applied)
    assert holdings(s, 1)["coal"] - 1 == 3 * 2 and holdings(s, 2)["coal"] - 1 == 2 * 2


def test_furnace_compensation_top_row_not_the_production_row():
    """The refinery pays '2 coal -> 1 oil' (its top row) to its losers, not its production row '2 coal -> 2 money'."""
    s = scenario()
    assert s.current_player == 1
    play(s, "comp 1")
    assert holdings(s, 1)["oil"] == 1 and holdings(s, 1)["money"] == 0
    comp = [e for e in events(s, "comp") if e.data[0] == "refinery"][-1]
    assert comp.data[4] == ((0, 2),) and comp.data[5] == ((2, 1),)  # cost 2 coal, gain 1 oil

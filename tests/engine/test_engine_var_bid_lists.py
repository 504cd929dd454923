"""A variable-disc seat's bid list, read from the shared bid tables (issue 4 speed), is the list a fresh build
gives, whoever holds the unrestricted-bids or the updated Arthur Capitalist, and however it is reached.

interbellum.variable-disc.bid: a seat holding its variable disc may bid it, worth what its coal can buy, on every
card it may bid on, its bids on a card after its ordinary ones; furnace.auction.same-player,
furnace.auction.same-value and interbellum.variable-disc.placement still apply, except for the unrestricted-bids
Capitalist (furnace.capitalist.unrestricted-bids); the updated Arthur also lists her pair bids
(interbellum.capitalist.updated-arthur). A list asked out of turn, or of a clone, is the same: a guard for any
list kept between turns (a cache must never change a list).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from engine_helpers import fresh_bids, random_decisions

from furnace_lab.engine import new_game
from furnace_lab.engine.base.auction import seat_bids
from furnace_lab.engine.core.constants import AUCTION, COAL, SLOTS
from furnace_lab.engine.interbellum.variable import HELD

CASES = [
    (4, {"interbellum": True}),
    (3, {"interbellum": True}),
    (4, {"interbellum": True, "capital_growth": True}),
    (3, {"interbellum": True, "capital_growth": True}),
    (4, {"interbellum": True, "capitalist_ids": ["base-cap-monica", "ib-cap-arthur", "ib-cap-plus-two",
                                                 "base-cap-henry"]}),
    (3, {"interbellum": True, "capitalist_ids": ["base-cap-monica", "ib-cap-arthur", "base-cap-timur"]}),
    (4, {"interbellum": True, "capital_growth": True,
         "capitalist_ids": ["base-cap-monica", "ib-cap-arthur", "base-cap-timur", "base-cap-henry"]}),
]


@pytest.mark.parametrize(("players", "options"), CASES)
def test_interbellum_variable_disc_bid_lists_of_every_capitalist_match_a_fresh_build(
        players: int, options: dict[str, Any]) -> None:
    """interbellum.variable-disc.bid, interbellum.variable-disc.placement, furnace.capitalist.unrestricted-bids,
    interbellum.capitalist.updated-arthur: every auction decision of a seat holding its variable disc lists
    exactly the bids a fresh build gives, in order; so do every other seat's list and a clone's."""
    pick = random.Random(players * 7 + len(options)).random
    checked = 0
    seen = set()
    for seed in range(5):
        s = new_game(players, 500 + seed, **options)
        for seat, legal in random_decisions(s, pick):
            if s._phase == AUCTION and not s._pick and s._variable_discs and s._variable_discs[seat] == HELD:
                assert legal == fresh_bids(s, seat)
                seen.add("unrestricted" if s._g.unrestricted[seat] else "restricted")
                if s._paired and s._paired[seat] < 0 and s._g.hooks[seat].paired_disc is not None:
                    seen.add("arthur")
                # every other seat's list too (asked out of turn order)
                for other in range(players):
                    if other != seat and s._variable_discs[other] == HELD:
                        assert seat_bids(s, other) == fresh_bids(s, other)
                c = s.clone()
                c._legal = None
                assert c.legal_actions() == legal
                checked += 1
    assert checked > 30
    if "capitalist_ids" in options:  # both special Capitalists were asked while holding the variable disc
        assert seen == {"restricted", "unrestricted", "arthur"}


def test_interbellum_variable_disc_bids_follow_coal_changed_during_the_auction() -> None:
    """interbellum.variable-disc.spend-coal: coal gained or spent mid-auction (a permanent effect) changes the
    values the variable disc can reach; the next list follows it."""
    s = new_game(4, 3, interbellum=True)
    seat = s.current_player
    assert s.legal_actions() == fresh_bids(s, seat)
    for delta in (3, -2, 5):
        s._holdings[seat * SLOTS + COAL] += delta
        assert seat_bids(s, seat) == fresh_bids(s, seat)

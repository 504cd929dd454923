"""The auction's bid lists read from shared tables (issue 4 speed) are the lists a fresh build gives.

interbellum.variable-disc.bid: a seat holding its variable disc may bid it, worth what its coal can buy, on every
card it may bid on; its bids on a card follow its ordinary ones (furnace.auction.same-player,
furnace.auction.same-value and interbellum.variable-disc.placement still apply).
"""

from __future__ import annotations

import random

import pytest
from engine_helpers import fresh_bids, random_decisions

from furnace_lab.engine import new_game
from furnace_lab.engine.core.constants import AUCTION
from furnace_lab.engine.interbellum.permanent import on_outbid, refresh_held
from furnace_lab.engine.interbellum.variable import HELD


@pytest.mark.parametrize(("players", "options"), [
    (4, {"interbellum": True}),
    (3, {"interbellum": True}),
    (4, {"interbellum": True, "capital_growth": True}),
])
def test_interbellum_variable_disc_bid_lists_match_a_fresh_build(players: int, options: dict[str, object]) -> None:
    """interbellum.variable-disc.bid, interbellum.variable-disc.placement: every auction decision of a seat
    holding its variable disc lists exactly the bids a fresh build gives, in order."""
    pick = random.Random(11).random
    checked = 0
    for seed in range(6):
        s = new_game(players, 300 + seed, **options)
        for seat, legal in random_decisions(s, pick):
            if (s._phase == AUCTION and not s._pick and s._variable_discs and s._variable_discs[seat] == HELD
                    and not (s._paired and s._paired[seat] < 0 and s._g.hooks[seat].paired_disc is not None)):
                assert legal == fresh_bids(s, seat)
                checked += 1
    assert checked > 50


def test_interbellum_outbid_not_higher_stores_nothing() -> None:
    """interbellum.components.outbid-iron-card: a disc not higher than the card's highest one outbids nobody,
    whatever the disc's value among those already there."""
    s = new_game(3, 1, interbellum=True)
    printers = s._g.perm_kind.get(("store-on-outbid",))
    if not printers:
        pytest.skip("no card of this game stores on being outbid")
    card = printers[0]
    if card in s._row:
        pytest.skip("the card is dealt in the row")
    s._lines[0] = (*s._lines[0], card)
    refresh_held(s)  # the groups of permanent effects each line prints are kept beside the lines
    s._row_bids[0] = ((0, 3), (2, 1))
    s._value_masks[0] = 1 << 3 | 1 << 1
    s._seat_masks[0] = 1 << 0 | 1 << 2
    for value in (0, 2, 3):
        on_outbid(s, 0, 1, value)
        assert card not in s._stored
    on_outbid(s, 0, 1, 4)
    assert sum(s._stored[card]) > 0


def test_interbellum_updated_arthur_pair_bids_match_a_fresh_build() -> None:
    """interbellum.capitalist.updated-arthur: until her extra disc is placed, each of her ordinary bids is also
    listed paired with the extra disc on every other card it may go on, in the actions' sort order."""
    pick = random.Random(5).random
    checked = 0
    for seed in range(400):
        s = new_game(4, seed, interbellum=True)
        if not s._paired:
            continue
        for seat, legal in random_decisions(s, pick):
            if s._phase == AUCTION and not s._pick and s._paired[seat] < 0 and s._g.hooks[seat].paired_disc is not None:
                assert legal == fresh_bids(s, seat)
                checked += 1
        if checked > 40:
            break
    assert checked > 40

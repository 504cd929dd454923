"""A variable-disc seat's bid list is read from caches shared by every game (issue 4 speed): each card's
variable bids worth the values the disc can take (per value range) and, where a disc of that range already lies
on the card, those bids less the taken values. Built on the spot or read back, the list is the one a fresh build
gives, made of the interned actions. And placing the variable disc asks the outbid effect only when it can outbid.

interbellum.variable-disc.bid: a seat holding its variable disc may bid it, worth what its coal can buy, on every
card it may bid on, after its ordinary bids there; furnace.auction.same-player, furnace.auction.same-value and
interbellum.variable-disc.placement still apply, except for the unrestricted-bids Capitalist
(furnace.capitalist.unrestricted-bids). interbellum.components.outbid-iron-card: a leader outbid by a higher disc
(the variable disc too) stores iron on the outbid card, never when the new disc is not higher.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from engine_helpers import fresh_bids, random_decisions

from furnace_lab.engine import new_game
from furnace_lab.engine.base.auction import seat_bids
from furnace_lab.engine.core.actions import VarBid
from furnace_lab.engine.core.constants import AUCTION, COAL, SLOTS
from furnace_lab.engine.interbellum import variable as V
from furnace_lab.engine.interbellum.permanent import refresh_held

CASES = [
    (4, {"interbellum": True}),
    (3, {"interbellum": True, "capital_growth": True}),
    (4, {"interbellum": True, "capitalist_ids": ["base-cap-monica", "ib-cap-arthur", "ib-cap-plus-two",
                                                 "base-cap-henry"]}),
]


def _again(b: Any) -> Any:
    """The action asked for again by its own fields (the actions' constructors intern them)."""
    if b.verb == "pair":
        return type(b)(b.disc, b.position, b.extra)
    return type(b)(b.disc, b.position)


@pytest.mark.parametrize(("players", "options"), CASES)
def test_interbellum_variable_disc_bids_built_or_read_back_match_a_fresh_build(
        players: int, options: dict[str, Any]) -> None:
    """interbellum.variable-disc.bid, interbellum.variable-disc.placement, furnace.capitalist.unrestricted-bids:
    at every auction decision, each seat still holding its variable disc gets the fresh build's list, of interned
    actions, both with the shared caches emptied first (every part built on the spot) and read back from them."""
    pick = random.Random(players * 11 + len(options)).random
    checked = 0
    for seed in range(4):
        s = new_game(players, 900 + seed, **options)
        for _seat, _legal in random_decisions(s, pick):
            if s._phase != AUCTION or s._pick or not s._variable_discs:
                continue
            for seat in range(s._g.n):
                if s._variable_discs[seat] != V.HELD:
                    continue
                V._SLICES.clear()
                V._VAR_EXCEPT.clear()
                built = seat_bids(s, seat)
                read = seat_bids(s, seat)
                assert built == read == fresh_bids(s, seat)
                assert all(b is _again(b) for b in built)
                checked += 1
    assert checked > 40


def test_interbellum_variable_disc_outbids_only_when_higher() -> None:
    """interbellum.components.outbid-iron-card, interbellum.variable-disc.bid: the variable disc outbids the
    leader of a card only when worth more than every disc there."""
    s = new_game(3, 1, interbellum=True)
    if "ib-04" in s.row:
        pytest.skip("ib-04 dealt in the row")
    card = s.spec.index["ib-04"]
    s._lines[0] = (*s._lines[0], card)
    refresh_held(s)  # the groups of permanent effects each line prints are kept beside the lines
    s._row_bids[0] = ((0, 2),)  # seat 0 leads card 1 with its disc 2
    s._value_masks[0] |= 1 << 2
    s._seat_masks[0] |= 1 << 0
    s._holdings[1 * SLOTS + COAL] = 5
    s.current_player = 1
    V.apply_vbid(s, VarBid(1, 1))  # worth 1: not higher, nobody is outbid
    assert s.stored("ib-04").iron == 0
    s._variable_discs = (V.HELD,) * len(s._variable_discs)
    s.current_player = 2
    s._holdings[2 * SLOTS + COAL] = 5
    V.apply_vbid(s, VarBid(3, 1))  # worth 3: seat 0's winning bid is outbid
    assert s.stored("ib-04").iron == 1

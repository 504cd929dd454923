"""Disc placement written once (issue 27): every disc — a numbered bid, the dummy's, the updated Arthur's extra disc,
the variable disc — lands on its card through ``auction.place_disc`` (furnace.auction.place-one-disc)."""

from __future__ import annotations

import re
from pathlib import Path

from engine_helpers import game

from furnace_lab.engine.base.auction import place_disc

ENGINE = Path(__file__).resolve().parents[2] / "furnace_lab" / "engine"


def test_furnace_auction_place_one_disc_puts_a_numbered_disc_on_the_card_and_out_of_hand() -> None:
    """furnace.auction.place-one-disc: the disc is on the card (its value and seat noted, its bid last) and one
    fewer of its value is in hand; the last of a value leaves the mask of values held."""
    s = game(3)
    s._row_bids[1] = ((2, 1),)
    place_disc(s, 0, 3, 1)
    assert s._row_bids[1] == ((2, 1), (0, 3))
    assert s._value_masks[1] == 1 << 3 and s._seat_masks[1] == 1 << 0
    assert s.discs(0) == [1, 2, 4] and not s._held_masks[0] >> 3 & 1


def test_interbellum_variable_disc_placement_lands_like_any_disc_and_leaves_the_hand_alone() -> None:
    """interbellum.variable-disc.placement: a disc that is not numbered (the variable disc, the updated Arthur's
    extra disc) lands the same way, and the numbered discs in hand stay as they were."""
    s = game(3)
    held, counts = s._held_masks[:], s._disc_counts[:]
    place_disc(s, 1, 7, 0, numbered=False)
    assert s._row_bids[0] == ((1, 7),) and s._value_masks[0] == 1 << 7 and s._seat_masks[0] == 1 << 1
    assert s._held_masks == held and s._disc_counts == counts


def test_a_disc_lands_on_a_card_in_one_place_only() -> None:
    """The card's bids grow in one function: neither the auction nor the variable disc writes it again."""
    writes = re.compile(r"_row_bids\[\w+\] = \(\*")
    found = {path.name: len(writes.findall(path.read_text(encoding="utf-8")))
             for path in (ENGINE / "base" / "auction.py", ENGINE / "interbellum" / "variable.py")}
    assert found == {"auction.py": 1, "variable.py": 0}

"""Guards for the bid-list tables the auction shares between games (issue 4 speed): whatever a table holds, and
whether a list is built on the spot (tables emptied first) or read back, every seat's bid list is the one the plain
definition below gives, in the same order, made of the interned actions; and every table stays within its bound.

The plain definition, written out here without any engine table:

* furnace.auction.place-one-disc, furnace.auction.same-player, furnace.auction.same-value: a seat may place any
  disc it still holds on a card that holds no disc of its own and no disc of that value;
  furnace.capitalist.unrestricted-bids: the unrestricted-bids Capitalist ignores both limits.
* interbellum.variable-disc.bid, interbellum.variable-disc.spend-coal, interbellum.capitalist.variable-plus-two,
  interbellum.variant.capital-growth-value, interbellum.variable-disc.placement: a player still holding the
  variable disc may also bid it, worth its free points up to those plus the coal it holds (in Capital Growth worth
  the round), on the same cards and never at a value already on the card; on each card after the ordinary bids.
* interbellum.capitalist.updated-arthur: until her extra disc is placed, each ordinary bid is also listed paired
  with the extra disc on every other card that may take it (by disc, then by that card), after the card's
  variable bids.
* interbellum.business-school.end-of-row, furnace.two-player.dummy, interbellum.solo.bid-order: the dummy bidder
  and the Agents bid only on the Companies, never on a Business School.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from engine_helpers import random_decisions

from furnace_lab.engine import new_game
from furnace_lab.engine.base import auction as A
from furnace_lab.engine.core.actions import Bid, PairBid, VarBid
from furnace_lab.engine.core.constants import AUCTION, COAL, SLOTS
from furnace_lab.engine.core.spec import DISC_SLOTS
from furnace_lab.engine.interbellum import variable as V

ARTHUR_AND_MONICA = {
    2: ["ib-cap-arthur", "base-cap-monica"],
    3: ["base-cap-monica", "ib-cap-arthur", "ib-cap-plus-two"],
    4: ["base-cap-monica", "ib-cap-arthur", "ib-cap-plus-two", "base-cap-henry"],
    5: ["ib-cap-arthur", "base-cap-timur", "base-cap-monica", "ib-cap-plus-two", "base-cap-henry"],
}
CASES: list[tuple[int, dict[str, Any]]] = [
    (4, {"interbellum": True}),
    (5, {"interbellum": True}),
    (3, {"interbellum": True}),
    (2, {"interbellum": True}),
    (1, {"interbellum": True}),
    (4, {"interbellum": True, "capital_growth": True}),
    (2, {"interbellum": True, "capital_growth": True}),
    *[(n, {"interbellum": True, "capitalist_ids": ids}) for n, ids in ARTHUR_AND_MONICA.items()],
    (3, {"interbellum": True, "capital_growth": True,
        "capitalist_ids": ["base-cap-monica", "ib-cap-arthur", "base-cap-timur"]}),
]


def _holds(s: Any, seat: int, value: int) -> bool:
    return s._disc_counts[seat * DISC_SLOTS + value] > 0


def _variable_values(s: Any, seat: int) -> range:
    g = s._g
    if not s._variable_discs or seat >= g.n or s._variable_discs[seat] != V.HELD:
        return range(0)
    if g.growth:
        return range(s._round, s._round + 1)
    bonus = g.var_bonus[seat]
    return range(bonus, bonus + s._holdings[seat * SLOTS + COAL] + 1)


def _may_take(s: Any, seat: int, card: int, value: int) -> bool:
    """May the seat's disc worth ``value`` go on ``card`` (position index)?"""
    return bool(s._g.unrestricted[seat]) or not (s._seat_masks[card] >> seat & 1 or s._value_masks[card] >> value & 1)


def plain_bids(s: Any, seat: int) -> tuple[Any, ...]:
    """The seat's bid list by the rules, card by card, one action at a time."""
    g = s._g
    cards = len(s._value_masks)
    if seat >= g.n:  # the dummy and the Agents: Companies only
        cards = g.row_size
    discs = [v for v in range(DISC_SLOTS) if _holds(s, seat, v)]
    variable = _variable_values(s, seat)
    extra = g.hooks[seat].paired_disc if seat < len(g.hooks) and g.hooks[seat] is not None else None
    paired = bool(s._paired) and extra is not None and s._paired[seat] < 0
    out: list[Any] = []
    for i in range(cards):
        ordinary = [v for v in discs if _may_take(s, seat, i, v)]
        out += [Bid(v, i + 1) for v in ordinary]
        out += [VarBid(v, i + 1) for v in variable if _may_take(s, seat, i, v)]
        if paired:
            spots = [j for j in range(cards) if j != i and _may_take(s, seat, j, extra)]
            out += [PairBid(v, i + 1, j + 1) for v in ordinary for j in spots]
    return tuple(out)


def _again(b: Any) -> Any:
    """The action asked for again by its own fields (the actions' constructors intern them)."""
    if b.verb == "pair":
        return type(b)(b.disc, b.position, b.extra)
    return type(b)(b.disc, b.position)


def _empty_tables() -> None:
    A._PAIRS.clear()
    A._EMPTY_ROW_PAIRS.clear()
    V._ROWS.clear()
    V._TAKEN.clear()
    V._SLICES.clear()
    V._VAR_EXCEPT.clear()


def _check_tables() -> int:
    """Every entry of the shared tables against the plain definition; returns how many were checked."""
    checked = 0
    for key, part in A._PAIRS.items():
        i, values, spots = key & 15, key >> 4 & (1 << DISC_SLOTS) - 1, key >> 4 + DISC_SLOTS
        assert part == tuple(PairBid(v, i + 1, j + 1) for v in range(DISC_SLOTS) if values >> v & 1
                             for j in range(A.MAX_ROW) if spots >> j & 1 and j != i)
        checked += 1
    for (held, lo, hi, cards, spots), bids in A._EMPTY_ROW_PAIRS.items():  # the updated Arthur on an empty row
        assert bids == tuple(b for i in range(cards) for b in (
            *(Bid(v, i + 1) for v in range(DISC_SLOTS) if held >> v & 1), *(VarBid(v, i + 1) for v in range(lo, hi)),
            *(PairBid(v, i + 1, j + 1) for v in range(DISC_SLOTS) if held >> v & 1
              for j in range(cards) if spots >> j & 1 and j != i)))
        checked += 1
    for (held, lo, hi, cards), (row, size, span, mask, parts) in V._ROWS.items():
        assert row == tuple(b for i in range(cards) for b in (
            *(Bid(v, i + 1) for v in range(DISC_SLOTS) if held >> v & 1), *(VarBid(v, i + 1) for v in range(lo, hi))))
        assert size * cards == len(row)
        assert span == sum(1 << v for v in range(lo, hi))
        assert mask == held | span
        assert parts is V._TAKEN.get((lo, hi), parts)
        checked += 1
    for (lo, hi), tables in V._TAKEN.items():
        assert len(tables) == len(V.VARBIDS)
        for i, table in enumerate(tables):
            assert 0 < len(table) <= V.TAKEN_MAX
            for bits, part in table.items():
                assert part == tuple(VarBid(v, i + 1) for v in range(lo, hi) if not bits >> v & 1)
                checked += 1
    for (lo, hi), var in V._SLICES.items():
        assert var == tuple(tuple(VarBid(v, i + 1) for v in range(lo, hi)) for i in range(len(V.VARBIDS)))
        checked += 1
    for (i, lo, hi, taken), part in V._VAR_EXCEPT.items():
        assert part == tuple(VarBid(v, i + 1) for v in range(lo, hi) if not taken >> (v - lo) & 1)
        checked += 1
    return checked


@pytest.mark.parametrize(("players", "options"), CASES)
def test_bid_lists_built_or_read_back_match_the_plain_rules(players: int, options: dict[str, Any]) -> None:
    """furnace.auction.same-player, furnace.auction.same-value, furnace.capitalist.unrestricted-bids,
    interbellum.variable-disc.bid, interbellum.variable-disc.placement, interbellum.capitalist.updated-arthur,
    interbellum.variant.capital-growth-value, interbellum.solo.bid-order: at every auction decision, every seat's
    list (the one to play, the others asked out of turn, the dummy's and the Agents') is the plain definition's,
    built with the shared tables emptied first and read back from them; the list to play is the state's own."""
    pick = random.Random(players * 13 + len(options)).random
    seen: set[str] = set()
    checked = 0
    for seed in range(3):
        s = new_game(players, 700 + seed, **options)
        for seat, legal in random_decisions(s, pick):
            if s._phase != AUCTION or s._pick:
                continue
            assert legal == plain_bids(s, seat)
            for other in s._turn_order:
                _empty_tables()
                built = A.seat_bids(s, other)
                read = A.seat_bids(s, other)
                assert built == read == plain_bids(s, other)
                assert all(b is _again(b) for b in built)
                seen.add("agent" if other >= s._g.n else "player")
                if s._g.unrestricted[other]:
                    seen.add("unrestricted")
                if s._paired and other < s._g.n and s._paired[other] < 0 and s._g.hooks[other].paired_disc is not None:
                    seen.add("arthur")
                if _variable_values(s, other):
                    seen.add("variable")
            checked += 1
    assert checked > 20
    assert "variable" in seen
    if players <= 2:
        assert "agent" in seen
    if "capitalist_ids" in options:
        assert {"unrestricted", "arthur"} <= seen


@pytest.mark.parametrize(("players", "options"), CASES)
def test_shared_bid_tables_hold_the_plain_lists_within_their_bounds(players: int, options: dict[str, Any]) -> None:
    """furnace.auction.same-value, interbellum.variable-disc.bid, interbellum.capitalist.updated-arthur: after
    whole games played on warm tables, every entry of every shared table is the plain list for its key, made of
    interned actions, and no table is larger than its bound."""
    pick = random.Random(players * 17 + len(options)).random
    for seed in range(4):
        for _ in random_decisions(new_game(players, 40 + seed, **options), pick):
            pass
    assert _check_tables() > 0
    for table in (V._ROWS, A._PAIRS, A._EMPTY_ROW_PAIRS):
        assert all(b is _again(b) for entry in table.values() for b in (entry[0] if table is V._ROWS else entry))
    if "capitalist_ids" in options:  # the updated Arthur plays: her bids on an empty row were kept
        assert A._EMPTY_ROW_PAIRS
    assert len(A._PAIRS) <= 4096
    assert len(A._EMPTY_ROW_PAIRS) <= 256
    assert len(V._ROWS) <= 1024
    assert len(V._SLICES) <= 4096
    assert len(V._TAKEN) <= 1024
    assert len(V._VAR_EXCEPT) <= V.VAR_EXCEPT_MAX


def test_variable_bids_less_taken_values_start_afresh_at_their_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """interbellum.variable-disc.placement: the cache of a card's variable bids less the values already on it keeps
    at most ``VAR_EXCEPT_MAX`` entries, and an answer after it started afresh is still the plain rule's."""
    monkeypatch.setattr(V, "VAR_EXCEPT_MAX", 8)
    monkeypatch.setattr(V, "_VAR_EXCEPT", {})
    for taken in range(1, 40):
        part = V.var_part(2, 0, 6, taken % 64)
        assert part == tuple(VarBid(v, 3) for v in range(6) if not taken % 64 >> v & 1)
        assert len(V._VAR_EXCEPT) <= 8
    assert V._VAR_EXCEPT  # still caching after starting afresh

"""Interbellum's variable Capital disc: a disc whose value the player buys with coal when bidding.

* Each player has one variable disc, set to 0 at setup (interbellum.setup.variable-disc).
* On their turn a player may bid with it instead of a numbered disc (interbellum.variable-disc.bid): they
  spend any amount of coal, 1 per point of value (interbellum.variable-disc.spend-coal); 0 is allowed
  (interbellum.variable-disc.zero-bid), and so is more than 9 (interbellum.variable-disc.above-nine). The
  ``vbid V@P`` action names the value; the coal paid is the value (less the +2 Capitalist's bonus, who gets
  2 points free: interbellum.capitalist.variable-plus-two).
* Once placed its value is fixed (interbellum.variable-disc.fixed), and it is placed under the usual rules:
  never on a card holding a disc of the same player or of the same value
  (interbellum.variable-disc.placement). The unrestricted-bids Capitalist ignores those limits for it too,
  as for every disc of her colour.
* Text effects naming a disc value ignore it, even at that value (interbellum.variable-disc.named-value-ignored).
* It comes back at the end of the auction's resolution with the other discs and is reset to 0
  (interbellum.variable-disc.reset): the engine resets it when the next auction starts.
* Capital Growth variant: its value is the round number and costs nothing
  (interbellum.variant.capital-growth-value).

The placed disc is kept in ``state._variable_discs[seat] = (card position index, value)``; its (seat, value) pair also
sits in the card's bids like any disc, so resolution and compensation need no change.
"""

from __future__ import annotations

from itertools import compress, repeat
from operator import and_, not_
from typing import TYPE_CHECKING, Final

from furnace_lab.engine.base.auction import BIDS_FOR, no_such_card, note_outbid, place_disc, placement_refusal
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.actions import VarBid
from furnace_lab.engine.core.constants import COAL, SLOTS
from furnace_lab.engine.text import cited, say

if TYPE_CHECKING:
    from furnace_lab.engine.core.actions import Bid
    from furnace_lab.engine.core.hook_types import VariablePart
    from furnace_lab.engine.core.state import GameState

    EmptyRow = tuple[tuple[Bid | VarBid, ...], int, int, int, tuple[dict[int, tuple[VarBid, ...]], ...]]
    """A seat's bids on an empty row, and what :func:`with_var_bids` reads with them (see ``_ROWS``)."""

HELD: Final = (-1, 0)
"""A variable disc not placed this auction."""


def var_bonus(s: GameState, seat: int) -> int:
    """Free points on the seat's variable disc (the +2 Capitalist)."""
    return s._g.var_bonus[seat]


def value_range(s: GameState, seat: int) -> range:
    """The values the seat's variable disc can take now (empty if placed already or no module)."""
    g = s._g
    if not s._variable_discs or s._variable_discs[seat] != HELD or seat >= g.n:
        return range(0)
    if g.growth:  # interbellum.variant.capital-growth-value
        return range(s._round, s._round + 1)
    bonus = var_bonus(s, seat)
    return range(bonus, bonus + s._holdings[seat * SLOTS + COAL] + 1)


VAR_MAX: Final = 64
VARBIDS: Final = tuple(tuple(VarBid(v, pos + 1) for v in range(VAR_MAX)) for pos in range(12))
"""VARBIDS[position index][value]: interned variable-disc bids (larger values are interned on demand)."""
BITS: Final = tuple(1 << k for k in range(VAR_MAX))
"""The bit of each value above ``lo`` in a mask of taken values."""


def _varbid(pos: int, value: int) -> VarBid:
    return VARBIDS[pos][value] if value < VAR_MAX and pos < 12 else VarBid(value, pos + 1)


def var_bids(s: GameState, seat: int) -> tuple[VarBid, ...]:
    """Every legal variable-disc placement of the seat, by card then value."""
    values = value_range(s, seat)
    if not values:
        return ()
    out: list[VarBid] = []
    free = s._g.unrestricted[seat]
    own = 1 << seat
    lo, hi = values.start, values.stop
    for i, vmask in enumerate(s._value_masks):
        if not free and s._seat_masks[i] & own:
            continue
        if free or not vmask >> lo:
            out.extend([_varbid(i, v) for v in range(lo, hi)])
        else:
            out.extend([_varbid(i, v) for v in range(lo, hi) if not vmask >> v & 1])
    return tuple(out)


_VAR_EXCEPT: dict[tuple[int, int, int, int], tuple[VarBid, ...]] = {}
"""(position index, lo, hi, taken) → that card's variable bids worth ``lo`` to ``hi - 1`` but the taken values
(cached: a card rarely holds more than a few low discs, so the keys are few)."""
VAR_EXCEPT_MAX: Final = 8192
"""Entries kept in ``_VAR_EXCEPT`` before it starts afresh: random 4-player games add about 4,000 in their first
2,000 and then about one a game, and each entry is one card's bids (at most a few hundred bytes), so a long search
in a notebook keeps a few MB at most."""


def var_part(i: int, lo: int, hi: int, taken: int) -> tuple[VarBid, ...]:
    """Card ``i``'s variable bids worth ``lo`` to ``hi - 1`` except the values whose bit ``value - lo`` is set in
    ``taken`` (already on the card), ascending."""
    if not taken and hi <= VAR_MAX:
        return VARBIDS[i][lo:hi]
    key = (i, lo, hi, taken)
    hit = _VAR_EXCEPT.get(key)
    if hit is None:
        if hi <= VAR_MAX:  # the row's slice, less the taken values: picked in C
            hit = tuple(compress(VARBIDS[i][lo:hi], map(not_, map(and_, repeat(taken), BITS))))
        else:
            hit = tuple([_varbid(i, v) for v in range(lo, hi) if not taken >> (v - lo) & 1])
        if len(_VAR_EXCEPT) >= VAR_EXCEPT_MAX:
            _VAR_EXCEPT.clear()
        _VAR_EXCEPT[key] = hit
    return hit


_SLICES: dict[tuple[int, int], tuple[tuple[VarBid, ...], ...]] = {}
"""(lo, hi) → per card position, its variable bids worth ``lo`` to ``hi - 1`` (a card with none of those values
on it yet: the usual case). Few keys (the coal a player holds), only tuples of interned actions."""


def var_slices(lo: int, hi: int) -> tuple[tuple[VarBid, ...], ...]:
    hit = _SLICES.get((lo, hi))
    if hit is None:
        if len(_SLICES) >= 4096:
            _SLICES.clear()
        hit = _SLICES[(lo, hi)] = tuple([var_part(i, lo, hi, 0) for i in range(len(VARBIDS))])
    return hit


_TAKEN: dict[tuple[int, int], tuple[dict[int, tuple[VarBid, ...]], ...]] = {}
"""(lo, hi) → per card position, a table: the values of ``lo`` to ``hi - 1`` already on the card (the card's mask of
disc values, cut to those bits) → the card's variable bids worth ``lo`` to ``hi - 1`` but those (:func:`var_part`).
Each table starts with the card holding none of them (0) and keeps at most :data:`TAKEN_MAX` entries (a card rarely
holds more than a few discs of the range); only tuples of interned actions."""
TAKEN_MAX: Final = 64


def taken_tables(lo: int, hi: int) -> tuple[dict[int, tuple[VarBid, ...]], ...]:
    hit = _TAKEN.get((lo, hi))
    if hit is None:
        if len(_TAKEN) >= 1024:
            _TAKEN.clear()
        hit = _TAKEN[(lo, hi)] = tuple([{0: part} for part in var_slices(lo, hi)])
    return hit


def taken_part(tables: tuple[dict[int, tuple[VarBid, ...]], ...], i: int, lo: int, hi: int,
               bits: int) -> tuple[VarBid, ...]:
    """Card ``i``'s variable bids worth ``lo`` to ``hi - 1`` but the values in the mask ``bits``; kept in its table
    of :func:`taken_tables`."""
    table = tables[i]
    hit = table.get(bits)
    if hit is None:
        if len(table) >= TAKEN_MAX:
            zero = table[0]
            table.clear()
            table[0] = zero
        hit = table[bits] = var_part(i, lo, hi, bits >> lo)
    return hit


_ROWS: dict[tuple[int, int, int, int], EmptyRow] = {}
"""(discs in hand, lo, hi, row length) → a seat's bids on a row with no disc on it yet (on each card its ordinary
discs, then its variable disc worth ``lo`` to ``hi - 1``), the length of each card's part there, the variable
disc's values as bits, those values and the discs in hand as bits (a card holding no disc of either has the empty
card's part), and the per-card tables of :func:`taken_tables`. A seat's first turn of a round reads the bids whole,
and its later turns copy from them the runs of cards whose part is the empty card's. Few keys (the discs in hand,
the coal held)."""
POSITIONS: Final = tuple(range(12))
"""The card positions, for picking the ones that hold a disc (``compress`` over the masks of values)."""


def _empty_row(held: int, lo: int, hi: int,
               rl: int) -> EmptyRow:
    key = (held, lo, hi, rl)
    hit = _ROWS.get(key)
    if hit is None:
        var = var_slices(lo, hi)
        out: list[Bid | VarBid] = []
        for i in range(rl):
            out += BIDS_FOR[i][held]
            out += var[i]
        if len(_ROWS) >= 1024:
            _ROWS.clear()
        span = ((1 << (hi - lo)) - 1) << lo
        hit = _ROWS[key] = (tuple(out), held.bit_count() + hi - lo, span, held | span, taken_tables(lo, hi))
    return hit


def pair_values(s: GameState, seat: int) -> tuple[int, int, tuple[tuple[VarBid, ...], ...], VariablePart]:
    """For the updated Arthur's pair bids (``auction._with_pair_bids``; the ``variable_values`` hook): the values
    her variable disc can take now (``lo`` to ``hi - 1``), its bids on each card holding none of them
    (:func:`var_slices`) and the function giving a card's bids but the taken values (:func:`var_part`)."""
    values = value_range(s, seat)
    lo, hi = values.start, values.stop
    return lo, hi, var_slices(lo, hi), var_part


def with_var_bids(s: GameState, seat: int) -> tuple[Bid | VarBid, ...]:
    """The bids of a seat holding its variable disc (``auction.seat_bids`` tests that first), with its variable-disc
    bids merged in, each card's after its ordinary ones.

    Read from the bids on an empty row (:func:`_empty_row`: every card's part has the same length there), except
    on the cards holding a disc of the seat, or a disc of a value it holds or its variable disc can take: there
    nothing, or the card's ordinary bids by the mask of free disc values and its variable bids less the values
    already on the card (:func:`taken_part`)."""
    g = s._g
    if g.growth:  # interbellum.variant.capital-growth-value
        lo = s._round
        hi = lo + 1
    else:
        lo = g.var_bonus[seat]
        hi = lo + s._holdings[seat * SLOTS + COAL] + 1
    held = s._held_masks[seat]
    vmasks = s._value_masks
    rl = len(vmasks)
    row, size, span, mask, parts = _ROWS.get((held, lo, hi, rl)) or _empty_row(held, lo, hi, rl)
    if g.unrestricted[seat]:  # no limit on her own discs: every card's part as on an empty row
        return row
    own = 1 << seat
    omask = s._seat_masks
    bids_for = BIDS_FOR
    out: list[Bid | VarBid] = []
    start = 0  # the first card not copied yet
    for i in compress(POSITIONS, vmasks):  # the cards holding a disc, in row order
        if omask[i] & own:  # furnace.auction.same-player: nothing on this card
            if start < i:
                out += row[start * size:i * size]
            start = i + 1
            continue
        vmask = vmasks[i] & mask
        if vmask:  # a disc of a value it holds or can bid: this card's part is its own
            if start < i:
                out += row[start * size:i * size]
            start = i + 1
            out += bids_for[i][held & ~vmask]
            out += parts[i].get(vmask & span) or taken_part(parts, i, lo, hi, vmask & span)
    if not start:  # every card's part as on an empty row
        return row
    if start < rl:
        out += row[start * size:]
    return tuple(out)


def apply_vbid(s: GameState, action: VarBid) -> None:
    """Place the current player's variable disc at the value named, paying its coal (legality already checked):
    it lands like any disc (``auction.place_disc``) and its card and value are kept, fixed for the round."""
    seat = s.current_player
    i = action.offset
    value = action.disc
    g = s._g
    coal = 0 if g.growth else value - var_bonus(s, seat)
    s._holdings[seat * SLOTS + COAL] -= coal
    note_outbid(s, i, seat, value)
    place_disc(s, seat, value, i, numbered=False)
    var = list(s._variable_discs)
    var[seat] = (i, value)
    s._variable_discs = tuple(var)
    s._log = ("vbid", seat, False, value, i + 1, g.cards[s._row[i]].id, coal, s._log)


RESET_WORDS: Final = (say("auction.variable-discs-reset", "en"), say("auction.variable-discs-reset", "pt"))
"""The log's English and Portuguese line when the variable discs come back (the same every round: written once)."""


def reset(s: GameState) -> None:
    """Every variable disc back to 0, in hand (interbellum.variable-disc.reset)."""
    if s._variable_discs and s._variable_discs.count(HELD) != len(s._variable_discs):  # some disc was placed
        s._variable_discs = (HELD,) * len(s._variable_discs)
        s._log = ("ib", -1, True, (R.IB_VAR_RESET,), *RESET_WORDS, s._log)


def is_variable(s: GameState, pos: int, seat: int, value: int) -> bool:
    """Is the disc (seat, value) on card ``pos`` the seat's variable disc?"""
    return bool(s._variable_discs) and s._variable_discs[seat] == (pos, value)


def why_not_vbid(s: GameState, action: VarBid) -> tuple[str, str, str] | None:
    """Why this variable-disc placement is refused (rule ID, English, Portuguese), or None if it is legal."""
    seat = s.current_player
    if not s._variable_discs:
        return cited(R.IB_VAR_BID, "auction.no-variable-discs").refusal()
    if seat < 0 or s._variable_discs[seat] != HELD:
        return cited(R.IB_VAR_FIXED, "auction.variable-disc-placed").refusal()
    refusal = no_such_card(s, action.position)
    if refusal is not None:
        return refusal
    values = value_range(s, seat)
    if action.disc not in values:
        if s._g.growth:
            return cited(R.IB_CAPITAL_GROWTH_VALUE, "auction.growth-value", round=s._round).refusal()
        if 0 <= action.disc < values.start:  # below the +2 Capitalist's free points
            return cited(R.IB_PLUS_TWO, "auction.plus-two-minimum", bonus=values.start).refusal()
        return cited(R.IB_VAR_SPEND_COAL, "auction.coal-short", disc=action.disc, reach=values[-1]).refusal()
    return placement_refusal(s, seat, action.disc, action.position, R.IB_VAR_PLACEMENT, R.IB_VAR_PLACEMENT)


"""The auction: Capital discs placed one at a time, clockwise, on the Companies of the row.

* Each round the first player reveals ``players + 4`` Companies, basic side up (furnace.auction.row-size,
  furnace.auction.cut-deck). The deck was shuffled once at setup, so revealing its next cards is the cut
  (furnace_lab.setup.deck-cut).
* From the first player, clockwise, each player places **one** disc per turn on a card of the row
  (furnace.auction.clockwise, furnace.auction.place-one-disc), never a second disc of their own on a card
  (furnace.auction.same-player) and never a disc whose value is already on that card
  (furnace.auction.same-value). The ``unrestricted-bids`` Capitalist ignores both limits
  (furnace.capitalist.unrestricted-bids); opponents still may not match the values of her discs.
* A player with no legal placement left passes for the rest of the auction
  (furnace.auction.pass-when-blocked): limits only ever grow, so a blocked player stays blocked.
* With two players the dummy bidder sits in the third seat (furnace_lab.two-player.dummy-seat). On its turn
  a die is rolled — an explicit chance event (furnace_lab.chance.die) — to pick a card; it places its lowest
  legal disc there, or searches right, wrapping, for the first card where it can (furnace.two-player.dummy).
* When nobody can place a disc the auction is over; its resolution follows (the phase driver,
  :mod:`~furnace_lab.engine.core.phases`, starts it).

Placement limits are kept as bit masks per card (values present, seats present), so checking a placement
is two bit tests.
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.actions import ROLLS, Bid, PairBid, Roll, VarBid
from furnace_lab.engine.core.constants import AUCTION, CHANCE
from furnace_lab.engine.core.rng import advance_rng
from furnace_lab.engine.core.spec import DISC_SLOTS
from furnace_lab.engine.text import cited, say

if TYPE_CHECKING:
    from furnace_lab.engine.core.hook_types import VariablePart
    from furnace_lab.engine.core.state import GameState

VALUES: Final = tuple(tuple(v for v in range(DISC_SLOTS) if mask >> v & 1) for mask in range(1 << DISC_SLOTS))
"""Bit mask of disc values → the values, ascending."""
LOWEST: Final = tuple(values[0] if values else 0 for values in VALUES)
MAX_ROW: Final = 12
BIDS: Final = tuple(tuple(Bid(v, pos + 1) for v in range(DISC_SLOTS)) for pos in range(MAX_ROW))
"""BIDS[position index][disc value]: the interned Bid actions."""
BIDS_FOR: Final = tuple(tuple(tuple(BIDS[pos][v] for v in VALUES[mask]) for mask in range(1 << DISC_SLOTS))
                        for pos in range(MAX_ROW))
"""BIDS_FOR[position index][mask of free values]: that card's legal Bid actions, ascending."""


def start_auction(s: GameState) -> None:
    """Reveal the row and hand back every seat's discs; the turn goes to the first player (:func:`advance` finds
    the first seat of the bidding order)."""
    g = s._g
    rl = g.row_size
    s._phase = AUCTION
    s._row = s._deck[s._dealt:s._dealt + rl]
    s._dealt += rl
    for hook in g.module_hooks.row_revealed:  # Interbellum: the Business Schools join the row
        hook(s)
        rl = len(s._row)
    s._value_masks = [0] * rl
    s._seat_masks = [0] * rl
    s._row_bids = [()] * rl
    s._disc_counts = g.counts0[:]
    s._held_masks = g.held0[:]
    for hook in g.module_hooks.round_start:  # Interbellum: the variable discs come back, reset to 0
        hook(s)
    if s._paired:
        s._paired = (-1,) * len(s._paired)
    s._blocked = 0
    n = g.n
    order = [(s._first + k) % n for k in range(n)]
    if n == 1:  # solo: the player, then the Agent to the left, then the one to the right (interbellum.solo.bid-order)
        order = [0, 1, 2]
    elif g.dummy >= 0:
        # the dummy sits in the third seat: it bids after the second player in seat order
        order.insert(order.index(n - 1) + 1, g.dummy)
    s._turn_order = tuple(order)
    s._turn = len(order) - 1  # just before the first seat: advance starts there
    s._log = ("row", -1, True, s._round, tuple(g.cards[c].id for c in s._row), s._first, s._log)


def seat_bids(s: GameState, seat: int) -> tuple[Bid | VarBid | PairBid, ...]:
    """A seat's legal placements, by card position then disc value (empty if it cannot bid).

    With variable discs the seat's ``vbid`` placements follow, sorted in (interbellum.variable-disc.bid).
    """
    if s._paired and s._paired[seat] < 0 and s._g.hooks[seat].paired_disc is not None:
        return _with_pair_bids(s, seat)
    if s._variable_discs and seat < s._g.n and s._variable_discs[seat][0] < 0:  # the variable disc in hand
        return s._g.module_hooks.variable_bids[0](s, seat)  # Interbellum: with its variable-disc bids merged in
    if seat >= s._g.n and s._g.schools:  # the dummy or an Agent bids only on Companies
        rl = s._g.row_size
        return tuple(b for b in _seat_bids(s, seat) if b.offset < rl)
    return _seat_bids(s, seat)


_PAIR_ROWS: dict[int, tuple[PairBid | None, ...]] = {}
"""position index * 16 + disc value → the interned pair bids of that disc on that card, by the extra disc's card
(None at the card itself)."""
_SPOTS: dict[int, tuple[bool, ...]] = {}
"""Mask of cards → per card position, is its bit set (the selectors that pick a pair row's entries)."""


def _pair_row(i: int, v: int) -> tuple[PairBid | None, ...]:
    row = _PAIR_ROWS.get(i * 16 + v)
    if row is None:
        row = _PAIR_ROWS[i * 16 + v] = tuple([PairBid(v, i + 1, j + 1) if j != i else None for j in range(MAX_ROW)])
    return row


def _spots(spots: int) -> tuple[bool, ...]:
    hit = _SPOTS.get(spots)
    if hit is None:  # at most 1 << MAX_ROW keys
        hit = _SPOTS[spots] = tuple([bool(spots >> j & 1) for j in range(MAX_ROW)])
    return hit


_PAIRS: dict[int, tuple[PairBid, ...]] = {}
"""(position index, mask of disc values, mask of the extra disc's cards), packed in one number → that card's pair
bids (:func:`_pair_bids`). A few thousand keys at most: the updated Arthur's discs in hand, and the cards open to
her extra disc (at her first turn of a round, nearly all of them); only tuples of interned actions."""


def _pair_bids(i: int, values: int, spots: int) -> tuple[PairBid, ...]:
    """Each disc in ``values`` on card ``i`` with the extra disc on each card of ``spots``, by disc then card
    (picked from the interned rows; cached)."""
    key = i | values << 4 | spots << 4 + DISC_SLOTS
    hit = _PAIRS.get(key)
    if hit is None:
        picks = _spots(spots)
        out: list[Any] = []
        for v in VALUES[values]:
            out += compress(_PAIR_ROWS.get(i * 16 + v) or _pair_row(i, v), picks)
        if len(_PAIRS) >= 4096:
            _PAIRS.clear()
        hit = _PAIRS[key] = tuple(out)
    return hit


_EMPTY_ROW_PAIRS: dict[tuple[int, int, int, int, int], tuple[Bid | VarBid | PairBid, ...]] = {}
"""(discs in hand, lo, hi, row length, cards open to the extra disc) → the updated Arthur's bids on a row with no
disc on it yet (:func:`_with_pair_bids`: there her own discs and the values on the cards limit nothing, so these
decide the list). Her first turn of a round as first player reads it back whole; few keys (her discs in hand, the
coal she holds), at most 256; only tuples of interned actions."""

POSITIONS: Final = tuple(range(MAX_ROW))
"""The card positions, for picking the ones that hold a disc (``compress`` over the masks of values)."""
NO_VAR_BIDS: Final[tuple[tuple[VarBid, ...], ...]] = ((),) * MAX_ROW
"""Per card position, no variable-disc bids (a seat without its variable disc)."""


def _no_var_part(i: int, lo: int, hi: int, taken: int) -> tuple[VarBid, ...]:
    """No variable disc: no variable-disc bids on any card (never asked: nothing can be taken of no values)."""
    return ()


def _with_pair_bids(s: GameState, seat: int) -> tuple[Bid | VarBid | PairBid, ...]:
    """The updated Arthur's bids: her ordinary ones, plus each of them paired with her extra disc on another card
    (interbellum.capitalist.updated-arthur: she must bid with it and another disc at once).

    Built card by card in the actions' sort order: on each card its ordinary bids, its variable-disc bids, then
    its pair bids by disc value and the extra disc's card (:func:`_pair_bids`)."""
    g = s._g
    held = s._held_masks[seat]
    vmasks = s._value_masks
    omask = s._seat_masks
    rl = len(vmasks)
    own = 1 << seat
    free = g.unrestricted[seat]
    spots = 0  # the cards open to her extra disc
    if not (g.schools and seat >= g.n):
        spots = (1 << rl) - 1
        if not free:
            value = 1 << g.hooks[seat].paired_disc
            for i in compress(POSITIONS, vmasks):  # a card with no disc on it is always open
                if omask[i] & own or vmasks[i] & value:
                    spots ^= 1 << i
    lo = hi = 0
    var = NO_VAR_BIDS
    var_part: VariablePart = _no_var_part
    if s._variable_discs and s._variable_discs[seat][0] < 0:  # Interbellum: her variable disc's bids on each card
        lo, hi, var, var_part = g.module_hooks.variable_values[0](s, seat)
    if not held and lo == hi:
        return ()
    empty = not any(vmasks)  # no disc on the row yet: the list is read back whole
    if empty:
        key = (held, lo, hi, rl, spots)
        hit = _EMPTY_ROW_PAIRS.get(key)
        if hit is not None:
            return hit
    width = (1 << (hi - lo)) - 1
    pairs = _PAIRS
    out: list[Bid | VarBid | PairBid] = []
    for i in range(rl):
        vmask = vmasks[i]
        if free:
            mine = held
            taken = 0
        elif omask[i] & own:
            continue
        else:
            mine = held & ~vmask
            taken = vmask >> lo & width
        out += BIDS_FOR[i][mine]
        out += var_part(i, lo, hi, taken) if taken else var[i]
        others = spots & ~(1 << i)
        if mine and others:
            out += pairs.get(i | mine << 4 | others << 4 + DISC_SLOTS) or _pair_bids(i, mine, others)
    bids = tuple(out)
    if empty:
        if len(_EMPTY_ROW_PAIRS) >= 256:
            _EMPTY_ROW_PAIRS.clear()
        _EMPTY_ROW_PAIRS[key] = bids
    return bids


def apply_pair(s: GameState, action: PairBid) -> None:
    """Place an ordinary disc and the updated Arthur's extra disc on two cards in one turn."""
    seat = s.current_player
    g = s._g
    value = g.hooks[seat].paired_disc
    i, j = action.offset, action.extra - 1
    note_outbid(s, i, seat, action.disc)
    place_disc(s, seat, action.disc, i)
    note_outbid(s, j, seat, value)
    place_disc(s, seat, value, j, numbered=False)  # the extra disc: _paired says it is placed
    pair = list(s._paired)
    pair[seat] = j
    s._paired = tuple(pair)
    s._log = ("bid", seat, False, action.disc, i + 1, g.cards[s._row[i]].id, False, s._log)
    card = s._row[j]
    words = {"player": g.names[seat], "disc": value, "position": j + 1, "card": lambda lang: N.card(g, card, lang)}
    s._log = ("ib", seat, False, (R.IB_ARTHUR,), say("auction.extra-disc-event", "en", **words),
              say("auction.extra-disc-event", "pt", **words), s._log)


def note_outbid(s: GameState, i: int, seat: int, value: int) -> None:
    """Before a disc lands on card ``i``: if it outbids the card's leader (the card has discs, none worth as much or
    more), the ``on_outbid`` hooks hear of it (a permanent effect may react). The test is made here, once, so that
    the hooks are not called for every disc."""
    hooks = s._g.module_hooks.on_outbid
    if hooks and s._row_bids[i] and not s._value_masks[i] >> value:
        for hook in hooks:
            hook(s, i, seat, value)


def _seat_bids(s: GameState, seat: int) -> tuple[Bid, ...]:
    held = s._held_masks[seat]
    if not held:
        return ()
    out: list[Bid] = []
    if s._g.unrestricted[seat]:
        for table in BIDS_FOR[:len(s._value_masks)]:
            out += table[held]
        return tuple(out)
    own = 1 << seat
    for table, seats, values in zip(BIDS_FOR, s._seat_masks, s._value_masks, strict=False):  # BIDS_FOR is longer
        if not seats & own:
            out += table[held & ~values]
    return tuple(out)


def legal_bids(s: GameState) -> tuple[Bid | VarBid | PairBid | Roll, ...]:
    """The current seat's legal placements (the die's faces when the dummy is to bid)."""
    seat = s.current_player
    if seat == CHANCE:
        return ROLLS
    return seat_bids(s, seat)


def place_disc(s: GameState, seat: int, value: int, i: int, numbered: bool = True) -> None:
    """Put ``seat``'s disc worth ``value`` on card ``i`` (its position index in the row): the card's mask of disc
    values, its mask of seats and its bids in the order placed (furnace.auction.place-one-disc). A numbered disc
    leaves the seat's hand: one fewer of that value, and with the last of them the value leaves the mask of values
    the seat holds.

    Every disc lands through here: a numbered disc (:func:`apply_bid`, the dummy's or an Agent's after its roll,
    the first disc of the updated Arthur's pair) and, with ``numbered=False``, her extra disc and Interbellum's
    variable disc (``interbellum.variable.apply_vbid``), which their own fields note. A player's disc may first
    outbid a leader: its caller asks :func:`note_outbid` before placing it."""
    s._value_masks[i] |= 1 << value
    s._seat_masks[i] |= 1 << seat
    s._row_bids[i] = (*s._row_bids[i], (seat, value))
    if numbered:
        k = seat * DISC_SLOTS + value
        left = s._disc_counts[k] - 1
        s._disc_counts[k] = left
        if not left:
            s._held_masks[seat] &= ~(1 << value)


def apply_bid(s: GameState, action: Bid) -> None:
    """Place the current player's disc (legality already checked)."""
    seat = s.current_player
    i = action.offset
    value = action.disc
    # note when the placement needed the unrestricted-bids Capitalist
    free = bool(s._seat_masks[i] >> seat & 1 or s._value_masks[i] >> value & 1)
    if s._g.module_hooks.on_outbid:  # a base game has none: no call
        note_outbid(s, i, seat, value)
    place_disc(s, seat, value, i)
    s._log = ("bid", seat, False, value, i + 1, s._g.cards[s._row[i]].id, free, s._log)


def dummy_target(s: GameState, face: int) -> tuple[int, int] | None:
    """Where the dummy bids for a die face: (position index, disc value), or None if it cannot bid."""
    seat = s._g.dummy
    held = s._held_masks[seat]
    own = 1 << seat
    rl = s._g.row_size  # Companies only: never a Business School
    for step in range(rl):
        i = (face - 1 + step) % rl
        if s._seat_masks[i] & own:
            continue
        free = held & ~s._value_masks[i]
        if free:
            return i, LOWEST[free]
    return None


def apply_roll(s: GameState, action: Roll) -> None:
    """The die picks the dummy's card; it bids its lowest legal disc there, searching right and wrapping."""
    s._rng = advance_rng(s._rng)
    seat = s._turn_order[s._turn]
    face = action.times
    s._log = ("roll", CHANCE, False, face, s._log)
    replaced = s._g.module_hooks.dummy_target  # Interbellum: an Agent chooses its own card
    target = replaced[0](s, face, seat) if replaced else dummy_target(s, face)
    if target is not None:  # always true: the dummy only rolls when it can bid
        i, value = target
        place_disc(s, seat, value, i)
        s._log = ("dummy-bid", seat, True, value, i + 1, s._g.cards[s._row[i]].id, face, s._log)


def advance(s: GameState) -> bool:
    """Give the turn to the next seat clockwise that can still bid (False); True when none can: the auction is over.

    The legal placements worked out for that seat are kept as the state's legal actions.
    """
    order = s._turn_order
    count = len(order)
    oi = s._turn
    n = s._g.n
    for step in range(1, count + 1):
        j = (oi + step) % count
        seat = order[j]
        bids = seat_bids(s, seat)
        if bids:
            s._turn = j
            if seat >= n:
                s.current_player = CHANCE
                s._legal = ROLLS
            else:
                s.current_player = seat
                s._legal = bids
            return False
        if s._held_masks[seat] and not s._blocked >> seat & 1:
            s._blocked |= 1 << seat
            s._log = ("pass", seat, True, s._log)
    return True


def why_not_bid(s: GameState, action: Bid) -> tuple[str, str, str] | None:
    """Why this placement is refused (rule ID, English, Portuguese), or None if it is legal."""
    seat = s.current_player
    if seat == CHANCE:
        return cited(R.DUMMY, "auction.dummy-rolls").refusal()
    refusal = no_such_card(s, action.position)
    if refusal is not None:
        return refusal
    if action.disc >= DISC_SLOTS or not s._disc_counts[seat * DISC_SLOTS + action.disc]:
        if action.disc < DISC_SLOTS and s._g.discs[seat][action.disc]:
            return cited(R.PLACE_ONE_DISC, "auction.disc-placed", disc=action.disc).refusal()
        return cited(R.SETUP_DISCS, "auction.no-such-disc", disc=action.disc).refusal()
    return placement_refusal(s, seat, action.disc, action.position)


def no_such_card(s: GameState, position: int) -> tuple[str, str, str] | None:
    """Why there is no ``position``-th card in the row to place a disc on (furnace.auction.row-size), or None."""
    cards = len(s._value_masks)
    if 1 <= position <= cards:
        return None
    return cited(R.ROW_SIZE, "auction.no-such-card", cards=cards, position=position).refusal()


def placement_refusal(s: GameState, seat: int, value: int, position: int, same_player: str = R.SAME_PLAYER,
                      same_value: str = R.SAME_VALUE) -> tuple[str, str, str] | None:
    """The usual placement rules for a disc of value ``value`` on the ``position``-th card, or None: never a second
    disc of the seat's there (``same_player``: furnace.auction.same-player) nor a second disc of that value
    (``same_value``: furnace.auction.same-value); the unrestricted-bids Capitalist ignores both. The variable disc
    is refused by its own rule ID (interbellum.variable-disc.placement) in the same words."""
    i = position - 1
    if not s._g.unrestricted[seat]:
        if s._seat_masks[i] >> seat & 1:
            return cited(same_player, "auction.own-disc-there", position=position).refusal()
        if s._value_masks[i] >> value & 1:
            return cited(same_value, "auction.value-there", value=value, position=position).refusal()
    return None


def why_not_pair(s: GameState, action: PairBid) -> tuple[str, str, str] | None:
    """Why the updated Arthur's ``pair D@P+Q`` is refused (rule ID, English, Portuguese), or None if it is legal:
    the seat must hold the extra disc, unplaced; disc D goes on card P under the usual rules, and the extra disc
    on another card Q, again under the usual rules (interbellum.capitalist.updated-arthur)."""
    if action in s.legal_actions():
        return None
    seat = s.current_player
    g = s._g
    extra = g.hooks[seat].paired_disc if seat >= 0 else None
    if extra is None or not s._paired:
        return cited(R.IB_ARTHUR, "auction.pair-not-arthur").refusal()
    if s._paired[seat] >= 0:
        return cited(R.IB_ARTHUR, "auction.extra-disc-placed").refusal()
    refusal = why_not_bid(s, Bid(action.disc, action.position))
    if refusal is not None:
        return refusal
    refusal = no_such_card(s, action.extra) or placement_refusal(s, seat, extra, action.extra)
    if refusal is not None:
        return refusal
    return cited(R.IB_ARTHUR, "auction.pair-not-legal").refusal()

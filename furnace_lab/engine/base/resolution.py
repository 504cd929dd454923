"""Resolving the auction: card by card, left to right, the highest disc takes the card.

* Cards are resolved from left to right (furnace.auction.resolve-left-to-right). A card with no disc is
  discarded (furnace.auction.no-discs-discard).
* The highest disc takes the card, basic side up (furnace.auction.highest-wins). Only the
  ``unrestricted-bids`` Capitalist can tie: if she ties for highest with an opponent, the opponent takes the
  card and her disc earns compensation (furnace.capitalist.unrestricted-bids).
* Every other disc on the card earns its owner **compensation** from the card's top row
  (furnace.compensation.losers): an extraction gives its resources × the disc value
  (furnace.compensation.extraction, automatic); a processing effect may be run 0 to disc-value times at the
  player's choice (furnace.compensation.processing), paid from what the player holds now — including what
  earlier cards of this resolution gave, never future income (furnace.compensation.earlier-gains). The
  ``compensation-plus-one`` Capitalist counts each of her discs 1 higher (furnace.capitalist.compensation-plus-one).
* Several losers on one card are paid in ascending disc value, ties in turn order
  (furnace_lab.compensation.order). Each pays only from their own holdings, so the order never changes an
  outcome; it only fixes the order of decisions in the log.
* The two-player dummy takes no compensation, and a card it wins leaves the game
  (furnace.two-player.dummy-cards).
* In the Production Chain variant the winner puts the new Company anywhere in their line
  (furnace.variant.production-chain, furnace_lab.chain.insert-when-won).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.actions import Compensate, InsertCard
from furnace_lab.engine.core.cards import GAIN, PROCESS
from furnace_lab.engine.core.constants import RESOLUTION, SLOTS
from furnace_lab.engine.core.logtext import LogText
from furnace_lab.engine.text import cited

if TYPE_CHECKING:
    from furnace_lab.engine.core.cards import CardInfo, Row
    from furnace_lab.engine.core.state import GameState

COMP_PREFIX: Final = tuple(tuple(Compensate(k) for k in range(m + 1)) for m in range(64))
"""COMP_PREFIX[m] = (comp 0, ..., comp m)."""


def affordable(res: list[int], base: int, cost: tuple[tuple[int, int], ...], cap: int) -> int:
    """How many times (at most ``cap``) the holdings at ``base`` can pay ``cost``."""
    m = cap
    for slot, amount in cost:
        q = res[base + slot] // amount
        if q < m:
            m = q
    return m


def _claimed(s: GameState, seat: int, card: int, value: int) -> bool:
    """Did a module's ``card_won`` hook take this card's win?"""
    for hook in s._g.module_hooks.card_won:  # noqa: SIM110 (a plain loop: no generator on this path)
        if hook(s, seat, card, value):
            return True
    return False


def start_resolution(s: GameState) -> None:
    """Open the resolution at the row's first card (:func:`resolve` runs it)."""
    s._phase = RESOLUTION
    s._resolving = 0
    s._queue = None
    s._pending = -1


def _open_card(s: GameState, pos: int) -> bool:
    """Set up the winner and the queue of losers for one card; False if it had no discs (discarded)."""
    g = s._g
    bids = s._row_bids[pos]
    card = s._row[pos]
    if not bids:
        for hook in g.module_hooks.unbid_card:  # Interbellum: a Business School stays, its Manager is discarded
            if hook(s, card):
                return False
        s._discard = (*s._discard, card)
        s._log = ("discard", -1, True, pos + 1, g.cards[card].id, s._log)
        return False
    if len(bids) == 1:
        s._queue = ()
        s._queue_index = 0
        s._winner = (*bids[0], False)
        return True
    top = max([value for _, value in bids])
    holders = [k for k, (_, value) in enumerate(bids) if value == top]
    win = holders[0]
    tie = len(holders) > 1
    if tie:  # only the unrestricted-bids Capitalist can tie; the opponent takes the card
        for k in holders:
            if not g.unrestricted[bids[k][0]]:
                win = k
                break
    losers = [b for k, b in enumerate(bids) if k != win]
    if len(losers) > 1:
        order = s._turn_order
        losers.sort(key=lambda b: (b[1], order.index(b[0])))
    s._queue = tuple(losers)
    s._queue_index = 0
    s._winner = (*bids[win], tie)
    return True


def resolve(s: GameState) -> bool:
    """Resolve cards from the current one on, stopping at a player's choice (False); True once the last card is
    resolved (production follows).

    A token's upgrade decision (Start-up 7) opened on the way is taken first: it is a row of a card, which the
    production's stepper runs (furnace_lab.interbellum.token-upgrade); the resolution goes on once it is done."""
    if s._card >= 0 and _token_upgrade(s):
        return False
    g = s._g
    row = s._row
    res = s._holdings
    while s._resolving < len(row):
        if s._card >= 0 and _token_upgrade(s):
            return False
        pos = s._resolving
        if s._queue is None and not _open_card(s, pos):
            s._resolving += 1
            continue
        card = row[pos]
        info = g.cards[card]
        comp = info.comp
        assert comp is not None and s._queue is not None
        queue = s._queue
        while s._queue_index < len(queue):
            if s._card >= 0 and _token_upgrade(s):
                return False
            seat, value = queue[s._queue_index]
            if seat >= g.n:
                replaced = g.module_hooks.nonplayer_compensated  # Interbellum: an Agent takes money instead
                if replaced:
                    replaced[0](s, seat, card, value)
                else:
                    s._log = ("no-comp", seat, True, info.id, value, s._log)
                s._queue_index += 1
                continue
            units = value + g.comp_bonus[seat]
            base = seat * SLOTS
            school = info.school
            if school is not None:  # split between the two options (interbellum.business-school.split-compensation)
                m = affordable(res, base, school[1], units)
                if m:
                    s.current_player = seat
                    s._legal = COMP_PREFIX[m]
                    return False
                _school_comp(s, seat, info, value, units, 0, True)
                s._queue_index += 1
                continue
            if comp[0] == GAIN:
                for slot, amount in comp[2]:
                    res[base + slot] += amount * units
                s._log = ("comp", seat, True, info.id, value, units, units, comp[1], comp[2], s._log)
                s._queue_index += 1
                for paid in g.module_hooks.compensated:  # Interbellum: permanent effects act on the gain
                    paid(s, seat, value, units, units)
                continue
            m = affordable(res, base, comp[1], units)
            if not m:
                s._log = ("comp", seat, True, info.id, value, units, 0, comp[1], comp[2], s._log)
                s._queue_index += 1  # no transaction: nothing is stored (interbellum.permanent.store-on-compensation)
                continue
            s.current_player = seat
            s._legal = COMP_PREFIX[m]
            return False
        seat, value, tie = s._winner
        if g.module_hooks.card_won and _claimed(s, seat, card, value):
            pass  # a module took it (Interbellum: a Business School's Manager goes to the winner, the card stays)
        elif seat >= g.n and g.module_hooks.nonplayer_won:  # Interbellum: an Agent keeps the cards it wins
            g.module_hooks.nonplayer_won[0](s, seat, card, value)
        elif seat >= g.n:
            s._removed = (*s._removed, card)
            s._log = ("removed", seat, True, info.id, value, s._log)
        elif g.chain:
            s._log = ("win", seat, True, info.id, value, pos + 1, tie, s._log)
            for hook in g.module_hooks.card_received:  # deliveries too (interbellum.variant.production-chain)
                hook(s, seat, card)
            s._pending = card
            s.current_player = seat
            return False
        else:  # outside the chain a player's cards are kept in card-id order
            line = s._lines[seat]
            rank = g.rank
            r = rank[card]
            k = len(line)
            while k and rank[line[k - 1]] > r:
                k -= 1
            s._lines[seat] = (*line[:k], card, *line[k:])
            s._log = ("win", seat, True, info.id, value, pos + 1, tie, s._log)
            for hook in g.module_hooks.card_joined:  # Interbellum: a card printing a permanent effect acts from now
                hook(s, seat, card)
            for hook in g.module_hooks.card_received:
                hook(s, seat, card)
        s._queue = None
        s._resolving += 1
    return not (s._card >= 0 and _token_upgrade(s))


def _token_upgrade(s: GameState) -> bool:
    """Run the open upgrade decision of a token gained in the resolution (its rows are the production stepper's,
    which stops without a decision once the card is done); True while a decision on it is due."""
    from furnace_lab.engine.base.production import step

    return not step(s)


RULES_SCHOOL_SPLIT: Final = (R.IB_SCHOOL_SPLIT, R.ENGINE_IB_SCHOOL_SPLIT)
TEXT_SCHOOL_SPLIT: Final = LogText.of("base.log.school-split")
"""A Business School loser's split (the seat's name, the transactions, the school, to the second option, to the
first): written out when the log is read."""


def _school_comp(s: GameState, seat: int, info: CardInfo, value: int, units: int, k: int, automatic: bool) -> None:
    """A Business School loser's compensation: k transactions of the second option, the rest of the first."""
    res = s._holdings
    base = seat * SLOTS
    second: Row = info.school  # type: ignore[assignment]  # a Business School has both options
    first: Row = info.comp  # type: ignore[assignment]
    if k:
        for slot, amount in second[1]:
            res[base + slot] -= amount * k
        for slot, amount in second[2]:
            res[base + slot] += amount * k
    if units - k:
        for slot, amount in first[2]:
            res[base + slot] += amount * (units - k)
    s._log = ("ib", seat, True, RULES_SCHOOL_SPLIT, TEXT_SCHOOL_SPLIT, s._g.names[seat], units,
              N.named_id(s._g, info.id), k,
              units - k, s._log)
    s._log = ("comp", seat, automatic, info.id, value, units, k, second[1], second[2], s._log)
    s._log = ("comp", seat, True, info.id, value, units, units - k, first[1], first[2], s._log)
    for hook in s._g.module_hooks.compensated:  # Interbellum: permanent effects act on the split
        hook(s, seat, value, units, k)


def legal_resolution(s: GameState) -> tuple[Compensate, ...] | tuple[InsertCard, ...]:
    """The choices of the player paused on: how many compensation runs, or where to insert a card."""
    g = s._g
    if s._pending >= 0:
        card_id = g.cards[s._pending].id
        return tuple(InsertCard(card_id, p) for p in range(1, len(s._lines[s.current_player]) + 2))
    if s._card >= 0:  # a token's upgrade decision (furnace_lab.interbellum.token-upgrade)
        from furnace_lab.engine.base.production import legal_production

        return legal_production(s)  # type: ignore[return-value]
    assert s._queue is not None
    seat, value = s._queue[s._queue_index]
    info = g.cards[s._row[s._resolving]]
    comp = info.school if info.school is not None else info.comp
    assert comp is not None
    return COMP_PREFIX[affordable(s._holdings, seat * SLOTS, comp[1], value + g.comp_bonus[seat])]


def apply_compensate(s: GameState, action: Compensate) -> None:
    g = s._g
    assert s._queue is not None
    seat, value = s._queue[s._queue_index]
    info = g.cards[s._row[s._resolving]]
    comp = info.comp
    assert comp is not None
    k = action.times
    if info.school is not None:
        _school_comp(s, seat, info, value, value + g.comp_bonus[seat], k, False)
        s._queue_index += 1
        return
    res = s._holdings
    base = seat * SLOTS
    for slot, amount in comp[1]:
        res[base + slot] -= amount * k
    for slot, amount in comp[2]:
        res[base + slot] += amount * k
    s._log = ("comp", seat, False, info.id, value, value + g.comp_bonus[seat], k, comp[1], comp[2], s._log)
    s._queue_index += 1
    for hook in g.module_hooks.compensated:  # Interbellum: permanent effects act on the processing
        hook(s, seat, value, value + g.comp_bonus[seat], k)


def apply_insert(s: GameState, action: InsertCard) -> None:
    seat = s.current_player
    line = s._lines[seat]
    i = action.offset
    s._lines[seat] = (*line[:i], s._pending, *line[i:])
    for hook in s._g.module_hooks.card_joined:  # Interbellum: a card printing a permanent effect acts from now on
        hook(s, seat, s._pending)
    s._log = ("insert", seat, False, action.card, action.position, s._log)
    s._pending = -1
    s._queue = None
    s._resolving += 1


def why_not_resolution(s: GameState, action: object) -> tuple[str, str, str] | None:
    """Why a compensation or insertion choice is refused (rule ID, English, Portuguese), or None."""
    g = s._g
    if s._pending >= 0:
        card_id = g.cards[s._pending].id
        if not isinstance(action, InsertCard):
            return cited(R.ENGINE_CHAIN_INSERT, "base.resolution.insert-first", card=card_id).refusal()
        if action.card != card_id:
            return cited(R.ENGINE_CHAIN_INSERT, "base.resolution.insert-which", card=card_id,
                         other=action.card).refusal()
        size = len(s._lines[s.current_player]) + 1
        if action.position > size:
            return cited(R.PRODUCTION_CHAIN, "base.resolution.insert-past-end", size=size,
                         position=action.position).refusal()
        return None
    if s._card >= 0:  # a token's upgrade decision (furnace_lab.interbellum.token-upgrade)
        from furnace_lab.engine.base.production import why_not_production
        from furnace_lab.engine.core.actions import Done, Run, UpgradeCard

        if isinstance(action, (UpgradeCard, Done)) or (isinstance(action, Run) and s._rows[s._row_index][0] == PROCESS):
            return why_not_production(s, action)
        return cited(R.ENGINE_IB_TOKEN_UPGRADE, "base.resolution.token-upgrade-first").refusal()
    if not isinstance(action, Compensate):
        return cited(R.COMP_PROCESSING, "base.resolution.comp-due").refusal()
    assert s._queue is not None
    seat, value = s._queue[s._queue_index]
    units = value + g.comp_bonus[seat]
    info = g.cards[s._row[s._resolving]]
    comp = info.school if info.school is not None else info.comp
    assert comp is not None
    if action.times > units:
        rule = R.CAP_PLUS_ONE if g.comp_bonus[seat] else R.COMP_PROCESSING
        return cited(rule, "base.resolution.comp-disc-limit", value=value, units=units).refusal()
    can = affordable(s._holdings, seat * SLOTS, comp[1], units)
    if action.times > can:
        return cited(R.COMP_EARLIER_GAINS, "base.resolution.comp-unaffordable", can=can).refusal()
    return None

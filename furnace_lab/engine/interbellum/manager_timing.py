"""When a card's Managers may be used while it is resolved: as it starts, at its rows, after its last row.

A Manager's effect may be used "any time while the card resolves" (interbellum.manager.any-time). That is played
at row granularity — a row's transactions are one decision — with the free resources chosen at the start
(production has no chance events, so nothing is lost by choosing first); see furnace_lab.interbellum.manager-timing.
So a card with Managers offers its ``manager X`` choices at three moments, each a *stage* of ``state._managers``:

* when the card starts (:func:`start_choices`): the free resources "considered spent already", 1 coal + 1 iron or
  1 oil (``manager coal-iron`` / ``manager oil``; the Personal Manager's 1 upgrade token: ``manager token``;
  interbellum.manager.free-coal-iron-or-oil), the upgrade for iron (``manager upgrade``: a Company of the
  player's own, still on its basic side, with the iron in the supply; interbellum.manager.iron-upgrade) and the
  repeated delivery (``manager repeat-delivery``: a card with an active delivery;
  interbellum.manager.repeat-delivery);
* at every decision on its rows (:func:`uses`, mixed into the row's choices by :func:`with_uses`): the upgrade
  and the repeated delivery while unused, and the free conversion (``manager free``;
  interbellum.manager.free-conversion) at a conversion row's ``run N`` choice while it is unused — a conversion
  row nobody can pay for is still a decision then (:func:`free_waits`);
* after its last row (:func:`end_choices`): those two and the discard for money (``manager discard``, a
  Company of the player's own; interbellum.manager.discard-for-money), with ``done`` to finish the card.

``done`` at a stage (:func:`stage_done`) declines what it offers: at the start the free resources (no credit
from them), at the end the uses left (the card then finishes). :func:`card_started` sets up a card's Manager
credits and free conversion and opens its start stage; a one-off use once spent leaves the card's choices for the
phase (``_mark_used``). What each use does is :mod:`~furnace_lab.engine.interbellum.manager_uses`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from furnace_lab.engine.core.actions import DONE, Action, ManagerUse
from furnace_lab.engine.core.cards import PROCESS, Row
from furnace_lab.engine.core.constants import SLOTS, TOKEN
from furnace_lab.engine.core.module_state import (
    STAGE_DECLINED,
    STAGE_END,
    STAGE_NONE,
    STAGE_PLACING,
    STAGE_START,
)
from furnace_lab.engine.interbellum.expansion import is_conversion
from furnace_lab.engine.interbellum.manager_placing import (
    CardManagers,
    on_card,
    placing_choices,
)
from furnace_lab.engine.interbellum.managers import (
    FREE_NONE,
    FREE_UNUSED,
    NO_CREDIT,
    ManagerInfo,
    _set,
)

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState


def card_started(s: GameState, card: int) -> None:
    """Set up this card's Manager credits; open the start stage if it has choices."""
    mg = s._managers
    entry = on_card(s, card)
    if entry is None:
        if mg.stage or (mg.credit is not NO_CREDIT and mg.credit != NO_CREDIT) or mg.free:
            _set(s, credit=NO_CREDIT, stage=STAGE_NONE, free=FREE_NONE)
        return
    card_set_up(s, card, entry)


def card_set_up(s: GameState, card: int, entry: CardManagers) -> None:
    """:func:`card_started` for a card with Managers (``entry``: :func:`on_card`)."""
    stage = STAGE_START if entry.start and _start_choices(s, card, entry) else STAGE_NONE
    mg = s._managers
    if mg.stage != stage or mg.credit is not entry.credit or mg.free != entry.free:
        _set(s, credit=entry.credit, stage=stage, free=entry.free)


def _active_deliveries(s: GameState, card: int) -> list[Row]:
    ib = s._g.ib_rows[card]
    if ib is None:
        return []
    out = [ib.delivery[0]] if ib.delivery[0] is not None else []
    if s._upgraded >> card & 1 and ib.delivery[1] is not None:
        out.append(ib.delivery[1])
    return out


def _delivers(s: GameState, card: int) -> bool:
    """The card has an active delivery (:func:`_active_deliveries` without building the list)."""
    ib = s._g.ib_rows[card]
    return ib is not None and (ib.delivery[0] is not None or (s._upgraded >> card & 1 == 1
                                                             and ib.delivery[1] is not None))


def _can_upgrade(s: GameState, card: int, m: ManagerInfo) -> bool:
    """The upgrade-for-iron Manager can act: a Company of the player's own, still basic-side, and the iron in
    the supply (interbellum.manager.iron-upgrade)."""
    seat = s.current_player
    if s._g.cards[card].is_startup or s._upgraded >> card & 1 or card not in s._lines[seat]:
        return False
    base = seat * SLOTS
    res = s._holdings
    for slot, amount in m.cost:  # a loop, not all(...): no generator for one or two pairs
        if res[base + slot] < amount:
            break
    else:
        return True
    return False


def start_choices(s: GameState, card: int) -> tuple[Action, ...]:
    """The Manager uses offered when the card starts (the free resources, the upgrade, the repeated delivery)."""
    return _start_choices(s, card, on_card(s, card))


def _start_choices(s: GameState, card: int, entry: CardManagers | None) -> tuple[Action, ...]:
    if entry is None or not entry.start:
        return ()
    out: list[Action] = []
    for m in entry.start:
        kind = m.kind
        if kind == "free-resources-choice":
            out.append(USE_COAL_IRON)
            out.append(USE_TOKEN if TOKEN in dict(m.alt) else USE_OIL)
        elif kind == "upgrade-self":
            if _can_upgrade(s, card, m):
                out.append(USE_UPGRADE)
        elif kind == "repeat-delivery" and _delivers(s, card):
            out.append(USE_REPEAT)
    if not out:
        return ()
    if len(out) == 1:
        return (out[0], DONE)
    if len(out) == 2:  # the free-resources choice's two options (usual): sorted without a set
        a, b = out
        if a == b:
            return (a, DONE)
        return (a, b, DONE) if a < b else (b, a, DONE)
    return (*sorted(set(out)), DONE)


USE_COAL_IRON: Final = ManagerUse("coal-iron")
USE_DISCARD: Final = ManagerUse("discard")
USE_OIL: Final = ManagerUse("oil")
USE_TOKEN: Final = ManagerUse("token")
USE_FREE: Final = ManagerUse("free")
USE_REPEAT: Final = ManagerUse("repeat-delivery")
USE_UPGRADE: Final = ManagerUse("upgrade")


def uses(s: GameState, card: int, row: Row | None) -> tuple[Action, ...]:
    """The Manager uses offered while the card resolves (interbellum.manager.any-time), sorted: at a decision
    on ``row`` — the free conversion at a conversion row's run choice while it is unused, the repeated delivery
    and the upgrade for iron while unused — and after the last row (``row`` None) the last two and the discard."""
    return _uses(s, card, row, on_card(s, card))


def _uses(s: GameState, card: int, row: Row | None, entry: CardManagers | None) -> tuple[Action, ...]:
    """:func:`uses`, given what the Managers on the card do (``entry``: :func:`on_card`)."""
    if entry is None or not entry.uses:  # only passive Managers on the card (the usual case)
        return ()
    out: list[Action] = []
    for m in entry.uses:
        kind = m.kind
        if kind == "free-conversion":
            if (row is not None and s._managers.free == FREE_UNUSED and row[0] == PROCESS and row[3] >= 1
                    and is_conversion(row)):
                out.append(USE_FREE)
        elif kind == "repeat-delivery":
            if _delivers(s, card):
                out.append(USE_REPEAT)
        elif kind == "upgrade-self":
            if _can_upgrade(s, card, m):
                out.append(USE_UPGRADE)
        elif (kind == "discard-self" and row is None and not s._g.cards[card].is_startup
              and card in s._lines[s.current_player]):
            out.append(USE_DISCARD)
    if len(out) > 1:
        out = sorted(set(out))
    return tuple(out)


def with_uses(s: GameState, card: int, row: Row, choices: tuple[Action, ...]) -> tuple[Action, ...]:
    """A row's choices with the Manager uses offered at it mixed in (in sort order: before a closing ``done``)."""
    extra = _uses(s, card, row, on_card(s, card))
    if not extra:
        return choices
    if choices and choices[-1] is DONE:
        return (*choices[:-1], *extra, DONE)
    return (*choices, *extra)


def free_waits(s: GameState, row: Row) -> bool:
    """A conversion row nobody can pay for is still a decision while the free conversion is unused: the
    player may choose it for this row (``manager free``) and run it once for nothing."""
    return s._managers.free == FREE_UNUSED and USE_FREE in uses(s, s._card, row)


def end_choices(s: GameState, card: int) -> tuple[Action, ...]:
    """After the card's last row: the Manager uses still open (discard, repeat the delivery, upgrade), and
    ``done`` to finish the card."""
    extra = uses(s, card, None)
    return (*extra, DONE) if extra else ()


def _mark_used(s: GameState, card: int, kind: str) -> None:
    """A one-off choice is spent: drop that Manager from the card's choices for this phase."""
    old = s._managers.placed
    placed = list(old)
    for k, (t, c) in enumerate(placed):
        if c == card and s._g.mgrs[t].kind == kind:
            placed[k] = (t, -1 - card)  # still placed (kept), no longer offering its choice
            break
    else:
        _set(s, placed=tuple(placed))
        return
    now = tuple(placed)
    _set(s, placed=now)
    g = s._g
    memo = g.kinds_memo
    if memo[0] is old and card in memo[2] and len(memo[2][card].infos) == 1:
        # the card's only Manager is spent (usual): the table is the last one less this card, as
        # placed_table would work it out afresh
        table = dict(memo[2])
        del table[card]
        g.kinds_memo = (now, memo[1] & ~(1 << card), table, memo[3])


def stage_choices(s: GameState) -> tuple[Action, ...] | None:
    """The pending Manager decision (placing, card start, card end), or None."""
    stage = s._managers.stage
    if stage == STAGE_PLACING:
        return placing_choices(s)
    if stage == STAGE_START:
        return start_choices(s, s._card) or None
    if stage == STAGE_END:
        return end_choices(s, s._card) or None
    return None


def stage_done(s: GameState) -> bool:
    """``done`` at a Manager stage: leave it. True if it was one."""
    stage = s._managers.stage
    if stage == STAGE_NONE:
        return False
    # at the start the free-resources choice is declined (no credit from it); at the end the card finishes
    _set(s, stage=STAGE_NONE if stage != STAGE_END else STAGE_DECLINED)
    return True

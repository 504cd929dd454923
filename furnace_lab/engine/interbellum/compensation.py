"""Interbellum's permanent effects acting on a player's compensation (interbellum.permanent.always-on), at the base
resolution's ``compensated`` and ``card_joined`` hooks.

After a losing player's compensation is paid, the permanent effects their cards print act on it, in this order:

* a Company's gain: the extraction bonus on the gain, storing for a named disc value, then an upgrade per upgrade
  token gained (``units`` transactions);
* a Company's processing (``k`` transactions): the sale bonus, storing for a named disc value, then the upgrades;
* a Business School's split (``k`` transactions of the second option, the rest of the first): the extraction bonus
  on the first, the sale bonus on the second (interbellum.business-school.split-compensation), storing, then the
  upgrades for the second option's tokens, then the first's.

Storing for a named disc value never counts the variable disc (interbellum.permanent.store-on-compensation).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from furnace_lab.engine.core.cards import GAIN
from furnace_lab.engine.interbellum.permanent import (
    COMPENSATION_HELD,
    EXTRACTION_HELD,
    SALE_HELD,
    TOKEN_HELD,
    compensation_store,
    extraction_bonus,
    joined,
    sale_bonus,
    token_upgrade,
)
from furnace_lab.engine.interbellum.variable import is_variable

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

COMPENSATED_HELD: Final = EXTRACTION_HELD | SALE_HELD | COMPENSATION_HELD | TOKEN_HELD
"""The groups of permanent effects that may act on a compensation (bits of ``state._permanent_groups``)."""


def on_joined(s: GameState, seat: int, card: int) -> None:
    """A card won at the resolution joins a player's line: the permanent effects it prints act from now on."""
    if card in s._g.perm_bits:
        joined(s, seat, card)


def on_compensation(s: GameState, seat: int, value: int, units: int, k: int) -> None:
    """The permanent effects on the compensation just paid to ``seat`` for its disc ``value`` on the card being
    resolved: ``units`` transactions due, ``k`` of them the processing option (a Company's processing, a Business
    School's second option; a gain Company's: all). A group whose bit is clear for the player has nothing to do."""
    held = s._permanent_groups
    perm = held[seat] if seat < len(held) else 0  # a player (the dummy has no line)
    if not perm & COMPENSATED_HELD:
        return
    pos = s._resolving
    info = s._g.cards[s._row[pos]]
    first = info.comp
    assert first is not None
    second = info.school
    if second is not None:
        if units - k and perm & EXTRACTION_HELD:
            extraction_bonus(s, seat, first[2])
        if k and perm & SALE_HELD:  # a school's sale is a compensation sale like a Company's
            sale_bonus(s, seat, second[1], second[2], k)
        if perm & COMPENSATION_HELD:
            compensation_store(s, seat, value, is_variable(s, pos, seat, value), units)
        if perm & TOKEN_HELD:
            token_upgrade(s, seat, second[2], times=k)
            token_upgrade(s, seat, first[2], times=units - k)
    elif first[0] == GAIN:
        if perm & EXTRACTION_HELD:
            extraction_bonus(s, seat, first[2])
        if perm & COMPENSATION_HELD:
            compensation_store(s, seat, value, is_variable(s, pos, seat, value), units)
        if perm & TOKEN_HELD:
            token_upgrade(s, seat, first[2], times=units)
    else:
        if perm & SALE_HELD:
            sale_bonus(s, seat, first[1], first[2], k)
        if perm & COMPENSATION_HELD:
            compensation_store(s, seat, value, is_variable(s, pos, seat, value), k)
        if perm & TOKEN_HELD:
            token_upgrade(s, seat, first[2], times=k)

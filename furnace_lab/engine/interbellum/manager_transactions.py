"""A card's transactions with Managers on it: how many runs, how they are paid, the bonuses, and the card's end.

* Each conversion effect once more: a conversion row's limit is doubled (interbellum.manager.repeat-conversion;
  :func:`row_limit`, :func:`manager_runs`).
* k transactions are paid (:func:`pay`) with the free conversion first, if the player chose it for this row
  (``manager free``: interbellum.manager.free-conversion; ``run 0`` on that row keeps it for a later conversion
  row), then the resources the card's Managers count as spent already (the 4 coal,
  interbellum.manager.free-four-coal; the 1 coal + 1 iron or 1 oil chosen when the card started,
  interbellum.manager.free-coal-iron-or-oil), then the supply. :func:`affordable_runs` counts the runs the player
  can pay for the same way.
* Money per conversion, money (or coal) per sale, paid for each single transaction
  (interbellum.manager.conversion-money, interbellum.manager.selling-money,
  interbellum.clarification.gain-per-transaction, interbellum.clarification.each-transaction; :func:`bonuses`).
* After the card's last row (:func:`card_finished`), once no Manager use is offered there any more: the free
  resources were given "one time this round", so the Manager that gave them is spent for the round (still
  placed, kept: the 4 coal always, the chosen ones if they were chosen in this use of the card); money or oil
  when every selling effect of the card was fully resolved, each selling row run at least its printed limit since
  the card was started (interbellum.manager.selling-fully-resolved-money, interbellum.clarification.fully-resolved);
  then the card's credits and free conversion lapse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.cards import PROCESS
from furnace_lab.engine.core.constants import SLOTS
from furnace_lab.engine.core.events import bundle_text
from furnace_lab.engine.core.logtext import Named
from furnace_lab.engine.core.module_state import STAGE_DECLINED, STAGE_END, STAGE_NONE
from furnace_lab.engine.core.words import row_words
from furnace_lab.engine.interbellum.expansion import FROM_HERE, is_conversion, is_selling
from furnace_lab.engine.interbellum.ib_words import both
from furnace_lab.engine.interbellum.manager_placing import (
    CardManagers,
    on_card,
)
from furnace_lab.engine.interbellum.manager_timing import _mark_used, _uses
from furnace_lab.engine.interbellum.managers import (
    _TIMING,
    EFFECT_RULES,
    FREE_ARMED,
    FREE_NONE,
    FREE_UNUSED,
    NO_CREDIT,
    R_EXTRA,
    _ib,
    _set,
    manager_rule,
)
from furnace_lab.engine.text import Phrase, phrase

if TYPE_CHECKING:
    from furnace_lab.engine.core.cards import Pairs, Row
    from furnace_lab.engine.core.state import GameState, LogReading

R_FULLY: Final = "interbellum.clarification.fully-resolved"
TEXTS_FREE_TRANSACTION: Final = both("ib.manager.free-transaction")
TEXTS_FREE_KEPT: Final = both("ib.manager.free-kept")
"""The free conversion used, or kept for a later row (English, Portuguese): worded once."""


def _transactions(k: int) -> Phrase:
    """"1 transaction", "2 transactions": the count and the word in its number."""
    return phrase("ib.manager.transaction-one" if k == 1 else "ib.manager.transaction-many", count=k)


def row_limit(s: GameState, row: Row, limit: int) -> int:
    """Each conversion effect once more: its limit doubled (interbellum.manager.repeat-conversion)."""
    entry = on_card(s, s._card)
    if entry is not None and entry.twice and is_conversion(row):
        return limit * 2
    return limit


def manager_runs(s: GameState, seat: int, row: Row, limit: int, entry: CardManagers) -> int:
    """How many runs of a processing row on a card with Managers (``entry``: :func:`on_card`) the player may
    choose: the limit doubled for a conversion (interbellum.manager.repeat-conversion), then as many as they can
    pay for (:func:`affordable_runs`)."""
    if entry.twice and is_conversion(row):
        limit *= 2
    return affordable_runs(s, seat, row, limit)


def affordable_runs(s: GameState, seat: int, row: Row, limit: int) -> int:
    """How many transactions the seat can pay for, counting the card's Manager credits and the free conversion
    once it was chosen for this row (``manager free``)."""
    mg = s._managers
    credit = mg.credit
    base = seat * SLOTS
    res = s._holdings
    m = limit
    if credit is NO_CREDIT and mg.free != FREE_ARMED:  # neither credit nor a free transaction: the supply
        for slot, amount in row[1]:
            q = res[base + slot] // amount
            if q < m:
                m = q
        return m if m > 0 else 0
    free = 1 if mg.free == FREE_ARMED and is_conversion(row) else 0
    for slot, amount in row[1]:
        q = (res[base + slot] + credit[slot]) // amount + free
        if q < m:
            m = q
    return m if m > 0 else 0


def pay(s: GameState, seat: int, row: Row, k: int) -> None:
    """Pay k transactions: the free conversion first (if chosen for this row), then the Managers' credit, then
    the supply. ``run 0`` on the row chosen for the free conversion keeps it for a later conversion row."""
    if s._managers.free == FREE_ARMED and is_conversion(row):
        if k:
            k -= 1
            _set(s, free=FREE_NONE)
            _ib(s, seat, (R_EXTRA, EFFECT_RULES["free-conversion"]), *TEXTS_FREE_TRANSACTION)
        else:
            _set(s, free=FREE_UNUSED)
            _ib(s, seat, (R_EXTRA, EFFECT_RULES["free-conversion"], _TIMING), *TEXTS_FREE_KEPT)
    if not k:
        return
    base = seat * SLOTS
    mg = s._managers
    if mg.credit is NO_CREDIT:  # no credit on the card (usual): all from the supply
        res = s._holdings
        for slot, amount in row[1]:
            res[base + slot] -= amount * k
        return
    credit = list(mg.credit)
    used = False
    for slot, amount in row[1]:
        need = amount * k
        have = credit[slot]
        take = need if need < have else have
        if take:
            credit[slot] -= take
            used = True
        s._holdings[base + slot] -= need - take
    if used:
        _set(s, credit=tuple(credit))


def bonuses(s: GameState, seat: int, row: Row, k: int) -> None:
    """Per-transaction Manager bonuses on this card (interbellum.clarification.gain-per-transaction)."""
    if not k:
        return
    entry = on_card(s, s._card)
    if entry is None or not entry.bonus:
        return
    base = seat * SLOTS
    for m in entry.bonus:
        if (m.kind == "bonus-per-conversion" and is_conversion(row)) or (m.kind == "bonus-per-sale"
                                                                         and is_selling(row)):
            for slot, amount in m.gain:
                s._holdings[base + slot] += amount * k
            _ib(s, seat, (R_EXTRA, manager_rule(m), "interbellum.clarification.each-transaction"),
                *both("ib.manager.bonus", manager=N.named_item(m), count=_transactions(k),
                      gain=Named(bundle_text(m.gain, "en", k), bundle_text(m.gain, "pt", k))))


def once_more_note(s: GameState, seat: int, row: Row, k: int) -> None:
    """A conversion run beyond its printed limit on a card with the "each conversion once more" Manager: say which
    Manager allows it (interbellum.manager.repeat-conversion), just before the run."""
    entry = on_card(s, s._card)
    if entry is None or not entry.twice or row[3] is None or k <= row[3] or not is_conversion(row):
        return
    m = next((m for m in entry.infos if m.kind == "conversions-once-more"), None)
    if m is not None:
        _ib(s, seat, (R_EXTRA, manager_rule(m)),
            *both("ib.manager.once-more", manager=N.named_item(m), row=Named(row[4], row_words(row[4], "pt")),
                  most=row[3] * 2, limit=row[3]))


def card_finished(s: GameState, seat: int, card: int, entry: CardManagers | None) -> bool:
    """After the card's last row (``entry``: what its Managers do, :func:`on_card`): True (and the end stage
    opened) if a Manager use is still offered; else the card ends (:func:`_card_end`). ``done`` at the end stage
    declines them, and the card then ends."""
    mg = s._managers
    if entry is not None and entry.uses and mg.stage != STAGE_DECLINED and _uses(s, card, None, entry):
        # end_choices offers them, and done
        _set(s, stage=STAGE_END)
        return True
    if entry is not None and (entry.credit is not NO_CREDIT or entry.start):
        _spend_free_resources(s, card, entry)
        mg = s._managers
    if entry is None or entry.full:
        _card_end(s, seat, card, entry)
        return False
    if mg.stage or mg.free or mg.credit is not NO_CREDIT:  # the card ends (_card_end, no bonus)
        _set(s, credit=NO_CREDIT, stage=STAGE_NONE, free=FREE_NONE)
    return False


R_FREE_CHOICE: Final = "interbellum.manager.free-coal-iron-or-oil"
R_PERSONAL: Final = "interbellum.manager.personal"


def _spend_free_resources(s: GameState, card: int, entry: CardManagers) -> None:
    """The card ends: a Manager giving free resources gave them "one time this round" (Manager Reference), so it
    is spent for the round (still placed, kept): the 4 coal always, the chosen ones if they were chosen in this
    use of the card (declined, they stay for a later use the same round)."""
    chosen = False
    if "free-resources-choice" in entry.kinds:
        card_id = s._g.cards[card].id
        event: LogReading = s._log  # back to this use of the card (state.walk_log)
        while event is not None and not (event[0] == "use" and event[3] == card_id):
            if event[0] == "ib" and (R_FREE_CHOICE in event[3] or R_PERSONAL in event[3]):
                chosen = True
                break
            event = event[-1]
    for m in entry.infos:
        if m.kind == "free-resources" or (chosen and m.kind == "free-resources-choice"):
            _mark_used(s, card, m.kind)


def _card_end(s: GameState, seat: int, card: int, entry: CardManagers | None) -> None:
    """The card ends: the fully-resolved selling bonuses; the card's credits and free conversion lapse."""
    full = () if entry is None else entry.full
    if full:
        info = s._g.cards[card]
        rows = [r for r in s._rows if (r[0] == PROCESS or r[0] == FROM_HERE) and is_selling(r)]
        if rows and _fully_resolved(s, info.id, rows):
            base = seat * SLOTS
            for m in full:
                for slot, amount in m.gain:
                    s._holdings[base + slot] += amount
                _ib(s, seat, (R_EXTRA, manager_rule(m), R_FULLY),
                    *both("ib.manager.fully-resolved", card=Named(*N.pair(info.id, info.title)),
                          manager=N.named_item(m), gain=Named(bundle_text(m.gain, "en"), bundle_text(m.gain, "pt"))))
    mg = s._managers
    if mg.stage or mg.free or mg.credit is not NO_CREDIT:
        _set(s, credit=NO_CREDIT, stage=STAGE_NONE, free=FREE_NONE)


def _fully_resolved(s: GameState, card_id: str, rows: list[Row]) -> bool:
    """Each selling row run at least its printed limit since the card was started."""
    runs: dict[tuple[Pairs, Pairs], int] = {}  # per row of the card (its cost and gain): the runs so far
    event: LogReading = s._log  # each log node is an event followed by the node before it (state.walk_log)
    while event is not None:
        if event[0] == "use" and event[3] == card_id:
            break
        if event[0] == "run" and event[3] == card_id:
            row = (event[6], event[7])
            runs[row] = runs.get(row, 0) + event[4]
        event = event[-1]
    return all(runs.get((r[1], r[2]), 0) >= r[3] for r in rows)

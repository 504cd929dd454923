"""A ``manager X`` played while its card resolves: what each use does, and why one is refused.

Each use is optional and played at one of the moments :mod:`~furnace_lab.engine.interbellum.manager_timing` offers it
(interbellum.manager.any-time, furnace_lab.interbellum.manager-timing):

* ``manager coal-iron`` / ``manager oil`` (the Personal Manager's ``manager token``), when the card starts: the
  Manager's 1 coal + 1 iron, or 1 oil (or 1 upgrade token), count as spent already on this card's transactions,
  once this round (interbellum.manager.free-coal-iron-or-oil);
* ``manager upgrade``: pay 1 iron, upgrade this card, once (interbellum.manager.iron-upgrade). Upgraded at the
  start, the card runs its upgraded side; upgraded part-way, its added rows run after the rows still to come
  (paid, if need be, with iron its own rows made);
* ``manager repeat-delivery``: the card's active delivery once more, once (interbellum.manager.repeat-delivery,
  interbellum.clarification.resolve-again-active-only). A repeated processing delivery is the card's next row,
  so after the row that feeds it;
* ``manager free``, at a conversion row's ``run N`` choice: one transaction of that row costs nothing
  (interbellum.manager.free-conversion); the choice is offered again, one more run affordable, and ``run 0``
  there keeps it for a later conversion row;
* ``manager discard``, after the last row: the card's end comes first (the fully-resolved bonus), then gain 4
  money, the card goes back to the box and its Managers return to the owner
  (interbellum.manager.discard-for-money, interbellum.clarification.discard-card).

:data:`USE_KEYS` names the phrase that says what each does (``explain`` and ``sentences`` word it in the
language asked for); :func:`why_not_use` says why a ``manager X`` is refused now. The words are the phrase
tables' (keys ``ib.use.*``, ``ib.used.*``, ``ib.refusal.*``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.base import production as _production
from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.actions import Action, ManagerUse
from furnace_lab.engine.core.cards import PROCESS, Row
from furnace_lab.engine.core.constants import SLOTS
from furnace_lab.engine.core.events import bundle_text
from furnace_lab.engine.core.logtext import LogText, notation_words
from furnace_lab.engine.core.module_state import STAGE_NONE, STAGE_START
from furnace_lab.engine.interbellum.expansion import is_conversion
from furnace_lab.engine.interbellum.ib_words import both
from furnace_lab.engine.interbellum.manager_placing import kinds_on, on_card
from furnace_lab.engine.interbellum.manager_timing import (
    USE_COAL_IRON,
    _active_deliveries,
    _can_upgrade,
    _mark_used,
    _start_choices,
)
from furnace_lab.engine.interbellum.manager_transactions import _card_end
from furnace_lab.engine.interbellum.managers import (
    _TIMING,
    EFFECT_RULES,
    FREE_ARMED,
    FREE_NONE,
    FREE_UNUSED,
    NO_CREDIT,
    R_EXTRA,
    _set,
    manager_rule,
)
from furnace_lab.engine.interbellum.permanent import refresh_held
from furnace_lab.engine.text import cited, say

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

R_ANY_TIME: Final = "interbellum.manager.any-time"
R_ACTIVE_ONLY: Final = "interbellum.clarification.resolve-again-active-only"
R_DISCARD: Final = "interbellum.clarification.discard-card"

USE_KEYS: Final = {
    "coal-iron": "ib.use.coal-iron",
    "oil": "ib.use.oil",
    "token": "ib.use.token",
    "upgrade": "ib.use.upgrade",
    "repeat-delivery": "ib.use.repeat-delivery",
    "free": "ib.use.free",
    "discard": "ib.use.discard",
}
"""The phrase that says what each ``manager X`` does."""
_SPENT_NAMES: Final = {what: say(key, "en") for what, key in (
    ("coal-iron", "ib.use.name-coal-iron"), ("oil", "ib.use.name-oil"), ("token", "ib.use.name-token"))}
"""The English log's name for what a ``manager coal-iron`` / ``oil`` / ``token`` counts as spent (worded once)."""


def _spent_pt(values: tuple[Any, ...]) -> tuple[Any, ...]:
    """The Portuguese values of TEXT_COUNTED_*: the Manager's resources counted as spent, in words."""
    player, _, card, parts = values
    return player, card, bundle_text(parts, "pt")


# the uses logged most often, kept as templates (written out when the log is read: engine.logtext)
TEXT_COUNTED_ONE: Final = LogText.of("ib.used.counted-one", ("player", "what", "card"), ("player", "card", "what"),
                                   _spent_pt)
"""A Manager's free resources counted as spent (the seat's name, the use's English name, the card, the resources
as (slot, amount) pairs: the Portuguese names them, "como já gasto" agreeing with one resource)."""
TEXT_COUNTED_MANY: Final = LogText.of("ib.used.counted-many", ("player", "what", "card"), ("player", "card", "what"),
                                    _spent_pt)
TEXT_FREE: Final = LogText.of("ib.used.free", ("player", "row"), pt_values=notation_words(1))
"""A conversion made free by the Manager (the seat's name, the row in the card notation)."""
TEXT_DISCARD: Final = LogText.of("ib.used.discard", ("player", "card", "money"))
"""A card discarded for money (the seat's name, the card, the money)."""


def apply_use(s: GameState, action: ManagerUse) -> None:
    """Apply a Manager's use (the phase driver then runs the card's rows on)."""
    g = s._g
    seat = s.current_player
    card = s._card
    what = action.what
    name = g.names[seat]
    base = seat * SLOTS
    mine = {m.kind: m for m in kinds_on(s, card)}
    start = s._managers.stage == STAGE_START
    rules: tuple[str, ...] = (R_EXTRA, R_ANY_TIME, _TIMING)
    if what in ("coal-iron", "oil", "token"):
        m = mine["free-resources-choice"]
        parts = m.gain if what == "coal-iron" else m.alt
        credit = list(s._managers.credit)
        for slot, amount in parts:
            credit[slot] += amount
        _set(s, credit=tuple(credit))
        rules += (manager_rule(m),)
        # the English names the use, the Portuguese the Manager's resources ("como já gasto" agreeing with them)
        counted = TEXT_COUNTED_ONE if len(parts) == 1 and parts[0][1] == 1 else TEXT_COUNTED_MANY
        _set(s, stage=STAGE_NONE)
    elif what == "upgrade":
        m = mine["upgrade-self"]
        for slot, amount in m.cost:
            s._holdings[base + slot] -= amount
        s._upgraded |= 1 << card
        info = g.cards[card]
        rules += (manager_rule(m),)
        # its added rows come after the rows still to come; a compensation-first row stays first (the card was
        # on its basic side when its use began: interbellum.capitalist.compensator), a spliced-in delivery where
        # it is
        s._rows = (*s._rows, *info.added)
        if not start:  # part-way through the card, with the iron this card's rows made
            _set(s, stage=STAGE_NONE)
        _log_start(s, seat, rules, *both("ib.used.upgrade-start" if start else "ib.used.upgrade-part-way",
                                         player=name, card=N.named(g, card)))
        deciding = _deciding(s)
        from furnace_lab.engine.interbellum.effects import on_upgrade  # never imported when this module loads

        on_upgrade(s, seat, card, (), at=s._row_index)
        if start:
            _reopen_start(s, card)
        else:
            _keep_free_on(s, deciding)
        return
    elif what == "repeat-delivery":
        rules += (EFFECT_RULES["repeat-delivery"], R_ACTIVE_ONLY)
        _log_start(s, seat, rules, *both("ib.used.repeat-delivery", player=name, card=N.named(g, card)))
        deciding = _deciding(s)
        from furnace_lab.engine.interbellum.effects import deliver  # never imported when this module loads

        for row in _active_deliveries(s, card):  # a processing delivery runs next (before the rows still to come)
            deliver(s, seat, card, row, bool(s._upgraded >> card & 1), at=s._row_index)
        _mark_used(s, card, "repeat-delivery")
        if start:
            _reopen_start(s, card)
        else:
            _set(s, stage=STAGE_NONE)
            _keep_free_on(s, deciding)
        return
    elif what == "free":
        m = mine["free-conversion"]
        _set(s, free=FREE_ARMED)
        rules += (manager_rule(m),)
        row = s._rows[s._row_index]
        s._log = ("ib", seat, False, rules, TEXT_FREE, name, row[4], s._log)
        return
    else:  # discard: the card's end comes first (the fully-resolved bonus), then it goes back to the box
        m = mine["discard-self"]
        _card_end(s, seat, card, on_card(s, card))
        for slot, amount in m.gain:
            s._holdings[base + slot] += amount
        s._lines[seat] = tuple([c for c in s._lines[seat] if c != card])
        refresh_held(s)
        s._removed = (*s._removed, card)
        s._upgraded &= ~(1 << card)
        s._used &= ~(1 << card)
        _set(s, placed=tuple([p for p in s._managers.placed if p[1] != card]), stage=STAGE_NONE)
        rules += (manager_rule(m), R_DISCARD)
        s._log = ("ib", seat, False, rules, TEXT_DISCARD, name, N.named(g, card), m.gain[0][1], s._log)
        s._card = -1
        s._rows = ()
        _production.set_left(s)
        return
    s._log = ("ib", seat, False, rules, counted, name, _SPENT_NAMES[what], N.named(g, card), parts, s._log)
    _reopen_start(s, card)


def _deciding(s: GameState) -> Row | None:
    """The row being decided (None after the last row)."""
    return s._rows[s._row_index] if s._row_index < len(s._rows) else None


def _keep_free_on(s: GameState, row: Row | None) -> None:
    """The free conversion chosen for a row stays with that row: if a delivery now comes first, the choice is
    undone (still unused, offered again on the row)."""
    if s._managers.free == FREE_ARMED and _deciding(s) is not row:
        _set(s, free=FREE_UNUSED)


def _log_start(s: GameState, seat: int, rules: tuple[str, ...], en: str, pt: str) -> None:
    s._log = ("ib", seat, False, rules, en, pt, s._log)


def _reopen_start(s: GameState, card: int) -> None:
    entry = on_card(s, card)
    choices = _start_choices(s, card, entry)
    if (USE_COAL_IRON in choices and s._managers.credit != NO_CREDIT
            and (entry is None or "free-resources" not in entry.kinds)):
        choices = ()
    _set(s, stage=STAGE_START if choices else STAGE_NONE)


_NEEDS: Final = {"coal-iron": "free-resources-choice", "oil": "free-resources-choice",
                 "token": "free-resources-choice", "upgrade": "upgrade-self", "repeat-delivery": "repeat-delivery",
                 "free": "free-conversion", "discard": "discard-self"}
"""Which Manager effect each ``manager X`` uses."""


def why_not_use(s: GameState, action: ManagerUse, legal: tuple[Action, ...]) -> tuple[str, str, str] | None:
    """Why ``manager X`` is refused now (rule ID, English, Portuguese), or None if it is in ``legal``."""
    if action in legal:
        return None
    what = action.what
    card = s._card
    if card < 0:
        return cited(R_ANY_TIME, "ib.refusal.no-card-resolving").refusal()
    g = s._g
    card_id = g.cards[card].id
    kind = _NEEDS[what]
    rule = next((manager_rule(m) for m in kinds_on(s, card) if m.kind == kind), EFFECT_RULES.get(kind, R_EXTRA))
    if kind not in [m.kind for m in kinds_on(s, card)]:
        used = any(c == -1 - card and g.mgrs[t].kind == kind for t, c in s._managers.placed)
        if used and kind == "repeat-delivery":
            return cited(rule, "ib.refusal.delivery-repeated", card=card_id).refusal()
        if used:
            return cited(rule, "ib.refusal.free-resources-given", card=card_id).refusal()
        return cited(R_EXTRA, "ib.refusal.no-manager-can", card=card_id, use=what).refusal()
    stage = s._managers.stage
    if kind == "free-resources-choice":
        return cited(_TIMING, "ib.refusal.free-resources-at-start").refusal()
    if kind == "discard-self":
        if g.cards[card].is_startup or card not in s._lines[s.current_player]:
            return cited(R_DISCARD, "ib.refusal.discard-own-only", card=card_id).refusal()
        return cited(_TIMING, "ib.refusal.discard-after-rows", card=card_id).refusal()
    if kind == "upgrade-self":
        if g.cards[card].is_startup:
            return cited(rule, "ib.refusal.startup-never-upgraded").refusal()
        if s._upgraded >> card & 1:
            return cited(rule, "ib.refusal.already-upgraded", card=card_id).refusal()
        if card not in s._lines[s.current_player]:
            return cited(rule, "ib.refusal.not-your-company", card=card_id).refusal()
        m = next(m for m in kinds_on(s, card) if m.kind == kind)
        if not _can_upgrade(s, card, m):
            return cited(rule, "ib.refusal.upgrade-no-iron").refusal()
    if kind == "repeat-delivery" and not _active_deliveries(s, card):
        return cited(R_ACTIVE_ONLY, "ib.refusal.no-active-delivery", card=card_id).refusal()
    if kind == "free-conversion":
        if s._managers.free == FREE_NONE:
            return cited(rule, "ib.refusal.free-used", card=card_id).refusal()
        if s._managers.free == FREE_ARMED:
            return cited(rule, "ib.refusal.free-armed").refusal()
        row = s._rows[s._row_index] if stage == STAGE_NONE and s._row_index < len(s._rows) else None
        if row is None or row[0] != PROCESS or not is_conversion(row):
            return cited(rule, "ib.refusal.free-at-run").refusal()
    return cited(R_ANY_TIME, "ib.refusal.not-now", choices=", ".join(map(str, legal))).refusal()

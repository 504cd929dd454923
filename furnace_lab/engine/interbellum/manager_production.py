"""The Managers' part of the production phase (interbellum.manager.*), as the base production calls it.

``base/production.py`` never imports a Manager module: it calls the functions of its table
:data:`~furnace_lab.engine.base.production.MANAGER_RULES`, and only in a game with Managers (``state._managers``),
so a base game never looks. :func:`fill` puts this module's functions there, once, when the modules are registered
(``engine/rulesets.py``). What each one does:

* placing the Managers before any card is resolved (interbellum.manager.assign-at-start), and a Manager decision
  due before or at the start of a card (:func:`stage`);
* what the Managers on a card do, worked out once per placements (``GameSpec.kinds_memo``), set up when the card
  starts (:func:`card_start`);
* a processing row of a card with Managers on it (:func:`process`), their uses at each decision
  (interbellum.manager.any-time), their payments, bonuses and extra runs, and the uses still open after the last
  row (:func:`at_end`);
* refusals: a Manager decision due allows only its choices (:func:`verdict`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from furnace_lab.engine.base.production import MANAGER_RULES, RUN_PREFIX, legal_production
from furnace_lab.engine.core.actions import Action, AssignManager, ManagerUse
from furnace_lab.engine.core.cards import Row
from furnace_lab.engine.core.module_state import STAGE_PLACING, STAGE_START
from furnace_lab.engine.interbellum.manager_placing import (
    begin_placing,
    end_placing,
    on_card,
    placed_table,
    why_not_assign,
)
from furnace_lab.engine.interbellum.manager_timing import (
    card_set_up,
    card_started,
    end_choices,
    free_waits,
    stage_choices,
    stage_done,
    with_uses,
)
from furnace_lab.engine.interbellum.manager_transactions import (
    affordable_runs,
    bonuses,
    card_finished,
    manager_runs,
    once_more_note,
    pay,
    row_limit,
)
from furnace_lab.engine.interbellum.manager_uses import why_not_use
from furnace_lab.engine.interbellum.managers import NO_CREDIT
from furnace_lab.engine.text import cited

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState
    from furnace_lab.engine.interbellum.manager_placing import CardManagers

Refusal = tuple[str, str, str]


def card_start(s: GameState, card: int) -> None:
    """A card starts in a game with Managers: what the Managers on it do is set up; with none on it, what is left
    from the last card (a stage, free resources, a credit) is carried on. The usual case, nothing, costs nothing."""
    mg = s._managers
    placed = mg.placed
    if placed:
        memo = s._g.kinds_memo  # what the Managers on each card do, worked out once per placements
        if memo[0] is not placed:
            memo = placed_table(s._g, placed)
        if memo[1] >> card & 1:
            card_set_up(s, card, memo[2][card])
            return
    if mg.stage or mg.free or (mg.credit is not NO_CREDIT and mg.credit != NO_CREDIT):
        card_started(s, card)


def stage(s: GameState) -> bool:
    """A Manager decision before or at the start of a card (interbellum.manager.assign-at-start): True if it is
    due (its choices stored); one with only ``done`` left is closed (furnace_lab.choices.forced)."""
    now = s._managers.stage
    if now == STAGE_PLACING or (now == STAGE_START and s._card >= 0):
        choices = stage_choices(s)
        if choices and len(choices) > 1:
            s._legal = choices
            return True
        end_placing(s)
    return False


def card_managers(s: GameState) -> CardManagers | None:
    """What the Managers on the card being resolved do (``manager_placing.placed_table``), or None (none placed
    anywhere: None at once)."""
    placed = s._managers.placed
    if not placed:
        return None
    g = s._g
    memo = g.kinds_memo  # kept per placements
    if memo[0] is not placed:
        memo = placed_table(g, placed)
    return memo[2].get(s._card)


def at_end(s: GameState, seat: int, ri: int, mgr: CardManagers | None) -> bool:
    """After a card's last row: True if uses of the Managers on it (``mgr``, or None) are still open (the decision
    stored); else a Manager stage still open is closed."""
    if mgr is not None and card_finished(s, seat, s._card, mgr):
        s._row_index = ri
        s._legal = end_choices(s, s._card)
        return True
    if s._managers.stage:  # not STAGE_NONE (0)
        end_placing(s)
    return False


def process(s: GameState, seat: int, card_id: str, row: Row, ri: int, m: int, mgr: CardManagers) -> bool:
    """A processing row of a card with Managers on it (``m``: its limit now): True at a decision (stored)."""
    m = manager_runs(s, seat, row, m, mgr)
    offers = mgr.uses  # Managers that may offer a use while the card resolves
    if m:
        s._row_index = ri
        # a Manager's uses at this decision (interbellum.manager.any-time)
        s._legal = with_uses(s, s._card, row, RUN_PREFIX[m]) if offers else RUN_PREFIX[m]
        return True
    if offers and free_waits(s, row):
        s._row_index = ri
        s._legal = with_uses(s, s._card, row, RUN_PREFIX[0])
        return True
    s._log = ("run", seat, True, card_id, 0, row[3], row[1], row[2], s._log)
    return False


def verdict(s: GameState, action: Action) -> tuple[bool, Refusal | None]:
    """Managers first: (decided, refusal). A Manager decision due allows only its choices; a Manager's use is
    checked against the card in use; anything else is not decided here."""
    if not s._managers:
        return True, cited("interbellum.manager.extra-effect", "ib.refusal.no-managers").refusal()
    choices = stage_choices(s)
    if choices:
        if action in choices:
            return True, None
        if isinstance(action, ManagerUse):
            return True, why_not_use(s, action, choices)
        if isinstance(action, AssignManager):
            return True, why_not_assign(s, action, choices)
        return True, cited("interbellum.manager.any-time", "ib.refusal.decision-due",
                           choices=", ".join(map(str, choices))).refusal()
    if isinstance(action, ManagerUse):
        return True, why_not_use(s, action, legal_production(s) if s._card >= 0 else ())
    return False, None


def fill() -> None:
    """Put the Managers' functions in the base production's table (once; filling again changes nothing)."""
    rules = MANAGER_RULES
    rules.begin = begin_placing
    rules.card_start = card_start
    rules.stage = stage
    rules.card_managers = card_managers
    rules.process = process
    rules.with_uses = with_uses
    rules.at_end = at_end
    rules.on_card = on_card
    rules.pay = pay
    rules.bonuses = bonuses
    rules.once_more_note = once_more_note
    rules.stage_done = stage_done
    rules.stage_choices = stage_choices
    rules.verdict = verdict
    rules.why_not_assign = why_not_assign
    rules.row_limit = row_limit
    rules.affordable_runs = affordable_runs

"""The production phase: each player resolves each of their cards once, rows top to bottom.

* Production is simultaneous in the rules (furnace.production.simultaneous). The engine lets players produce
  one after another, from the first player clockwise (furnace_lab.production.player-order); in the base game
  a player's production touches only their own holdings, so nobody's choice changes anyone else's.
* Each card — the Start-up included — is resolved once per phase, in any order the player chooses
  (furnace.production.each-card-once), and every card must be resolved (furnace_lab.production.all-cards).
  A card is finished before the next is started; there is no going back (furnace.production.no-going-back).
* A card's rows are resolved top to bottom (furnace.production.rows-top-to-bottom); the compensation row is
  not used (furnace.production.compensation-unused). A basic-side card runs its basic rows only, an
  upgraded card its basic rows then the added rows (furnace.production.basic-side / upgraded-side).
* An extraction row is taken automatically (furnace.effects.extraction). A processing row may be run 0 up to
  its printed limit times, as far as the player can pay (furnace.effects.processing,
  furnace.effects.processing-limit): the player chooses ``run N``.
* The Start-up gives an upgrade token (furnace.startup.upgrade-token), its sale row, then its upgrade row:
  ``upgrade CARD`` for 1 coal + 1 token per Company, as many as wanted, ``done`` to stop
  (furnace.startup.upgrade). A Company upgraded before it is used this phase runs both rows; one upgraded
  after its use gains nothing more this phase (furnace.upgrade.before-use / after-use). Start-ups are never
  upgraded (furnace.startup.no-upgrade). The ``iron-for-upgrade`` Capitalist pays iron for the token once
  she has no tokens (furnace.capitalist.iron-for-upgrade).
* The ``repeat-card`` Capitalist may, once per phase, between cards, pay 2 coal to use one of her cards
  already used this phase again, on its current side (furnace.capitalist.repeat-card,
  furnace_lab.capitalist.repeat-target); with it she ends her production with ``done``.
* Production Chain: cards are resolved strictly left to right along the player's line
  (furnace.variant.production-chain).
* A choice with a single option is made automatically and logged as automatic (furnace_lab.choices.forced):
  the last card left to use, a processing row nobody can pay for, an upgrade row with nothing to upgrade.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.base.resolution import affordable
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core import words as W
from furnace_lab.engine.core.actions import (
    DONE,
    Action,
    AssignManager,
    Done,
    ManagerUse,
    RepeatCard,
    Run,
    UpgradeCard,
    UseCard,
)
from furnace_lab.engine.core.cards import GAIN, PROCESS, UPGRADE, Pairs, Row
from furnace_lab.engine.core.constants import (
    EXTRACTION_HELD,
    LIMIT_HELD,
    NEIGHBOUR_USE,
    PRODUCTION,
    SALE_HELD,
    SLOTS,
    TOKEN,
    TOKEN_HELD,
)
from furnace_lab.engine.core.logtext import LogText, notation_words
from furnace_lab.engine.text import cited, phrase, say

if TYPE_CHECKING:
    from furnace_lab.engine.core.cards import CardInfo
    from furnace_lab.engine.core.state import GameState

GAIN_HELD: Final = EXTRACTION_HELD | TOKEN_HELD
"""The permanent effects that act on an extraction row (bits of ``state._permanent_groups``)."""
RUN_HELD: Final = SALE_HELD | TOKEN_HELD
"""The permanent effects that act after a processing row's runs (bits of ``state._permanent_groups``)."""

RUN_PREFIX: Final = tuple(tuple(Run(k) for k in range(m + 1)) for m in range(64))
"""RUN_PREFIX[m] = (run 0, ..., run m)."""

ROW_HANDLERS: Final[dict[int, Callable[[GameState, int, Row], tuple[Action, ...] | None]]] = {}
"""Row kinds beyond the base game's three (Interbellum's deliveries, text effects, ...) → their handler.

A handler resolves what it can automatically and returns the legal actions of the choice it needs, or None
when the row is done. Interbellum's are added when its package loads (``interbellum/effects.py``, ``register``,
loaded by the modules' registration in ``engine/rulesets.py``). The base game registers none: extraction,
processing and upgrading are handled inline, because they are the hot path."""


Refusal = tuple[str, str, str]


class ManagerRules:
    """The Managers' part of production (interbellum.manager.*), as functions production calls by name; only in a
    game with Managers (``state._managers``), so a base game never looks. Filled once, when the modules are
    registered (``interbellum/manager_production.py``, ``fill``, called by ``engine/rulesets.py``)."""

    __slots__ = ("affordable_runs", "at_end", "begin", "bonuses", "card_managers", "card_start", "on_card",
                 "once_more_note", "pay", "process", "row_limit", "stage", "stage_choices", "stage_done", "verdict",
                 "why_not_assign", "with_uses")

    begin: Callable[[GameState, int], object]
    """A player's production opens: the Managers are placed before any card (``seat``)."""
    card_start: Callable[[GameState, int], None]
    """A card starts: what the Managers on it do is set up (``card``)."""
    stage: Callable[[GameState], bool]
    """A Manager decision due before or at the start of a card: True if due (its choices stored)."""
    card_managers: Callable[[GameState], Any]
    """What the Managers on the card being resolved do, or None."""
    process: Callable[[GameState, int, str, Row, int, int, Any], bool]
    """A processing row of a card with Managers on it: True at a decision (stored)."""
    with_uses: Callable[[GameState, int, Row, tuple[Action, ...]], tuple[Action, ...]]
    """A decision's choices with the Managers' uses added."""
    at_end: Callable[[GameState, int, int, Any], bool]
    """After a card's last row: True if the Managers' uses are still open (stored)."""
    on_card: Callable[[GameState, int], Any]
    """What the Managers on a card do, or None."""
    pay: Callable[[GameState, int, Row, int], None]
    """Pay for a processing row's runs with the Managers' credits."""
    bonuses: Callable[[GameState, int, Row, int], None]
    """The Managers' bonuses on a processing row's runs."""
    once_more_note: Callable[[GameState, int, Row, int], None]
    """Name the Manager that let a row run beyond its printed limit."""
    stage_done: Callable[[GameState], bool]
    """``done`` at a Manager decision: True if it closed one."""
    stage_choices: Callable[[GameState], tuple[Action, ...] | None]
    """The choices of a Manager decision due (empty or None if none)."""
    verdict: Callable[[GameState, Action], tuple[bool, Refusal | None]]
    """Managers first: (decided, refusal) of an action."""
    why_not_assign: Callable[[GameState, AssignManager, tuple[Action, ...]], Refusal | None]
    """Why placing a Manager is refused now, or None."""
    row_limit: Callable[[GameState, Row, int], int]
    """A processing row's limit with the Managers on its card."""
    affordable_runs: Callable[[GameState, int, Row, int], int]
    """How many runs the seat can pay for with the Managers' credits."""


MANAGER_RULES: Final = ManagerRules()
"""The Managers' functions in production (see :class:`ManagerRules`); empty until the modules are registered."""


def start_production(s: GameState) -> None:
    """Order the producing players from the first player, clockwise, and open the first one's production
    (:func:`step` runs it)."""
    g = s._g
    s._phase = PRODUCTION
    s._production_order = tuple((s._first + k) % g.n for k in range(g.n))
    s._producing = 0
    s._repeated = 0
    s._log = ("production", -1, True, s._production_order, s._log)
    for hook in g.module_hooks.production_start:  # Interbellum: each Agent's production money
        hook(s)
    _begin(s, s._production_order[0])


def _begin(s: GameState, seat: int) -> None:
    s.current_player = seat
    s._used = 0
    s._card = -1
    set_left(s)
    if s._managers:  # Managers are placed before any card is resolved (interbellum.manager.assign-at-start)
        MANAGER_RULES.begin(s, seat)


def set_left(s: GameState) -> None:
    """Recompute the producing player's cards not yet used (and their ``use`` actions), in line order."""
    used = s._used
    left = tuple([c for c in s._lines[s.current_player] if not used >> c & 1])
    s._unused = left
    use_act = s._g.use_act
    s._unused_uses = tuple([use_act[c] for c in left])


def _start_card(s: GameState, card: int, automatic: bool, repeat: bool | int = False) -> None:
    info = s._g.cards[card]
    upgraded = bool(s._upgraded >> card & 1)
    s._card = card
    s._rows = info.upgraded if upgraded else info.basic
    s._row_index = 0
    s._upgrades_on_row = 0
    if not repeat:
        s._used |= 1 << card
        left = s._unused
        if len(left) == 1:
            s._unused = s._unused_uses = ()
        else:
            k = left.index(card)
            s._unused = left[:k] + left[k + 1:]
            acts = s._unused_uses
            s._unused_uses = acts[:k] + acts[k + 1:]
    s._log = ("use", s.current_player, automatic, info.id, upgraded, info.is_startup, repeat, s._log)
    if s._g.hooks[s.current_player].comp_first and not upgraded and not info.is_startup and info.comp is not None:
        _compensation_first(s, info)
    if s._managers:
        MANAGER_RULES.card_start(s, card)  # what the Managers on it do (interbellum.manager.*)


RULES_COMPENSATOR: Final = (R.IB_COMPENSATOR,)
TEXT_COMPENSATOR: Final = LogText.of("base.log.compensator", pt_values=notation_words(2))
"""The compensation-first Capitalist's extra row (the seat's name, the card, the row): written out when the log is
read."""


def _compensation_first(s: GameState, info: CardInfo) -> None:
    """The compensation-first Capitalist may resolve a non-upgraded Company's compensation row once before
    using it (interbellum.capitalist.compensator): it becomes the card's first row, once (a processing row may
    be run 0 or 1 times)."""
    comp: Row = info.comp  # type: ignore[assignment]  # the caller checked it has one
    row = (comp[0], comp[1], comp[2], 1, comp[4]) if comp[0] == PROCESS else comp
    s._rows = (row, *s._rows)
    s._log = ("ib", s.current_player, True, RULES_COMPENSATOR, TEXT_COMPENSATOR, s._g.names[s.current_player],
              N.named_id(s._g, info.id), comp[4], s._log)



def upgrade_skipped(s: GameState, seat: int, card_id: str, row: Row) -> None:
    """Log an upgrade row that upgrades nothing (furnace_lab.choices.forced): the seat cannot pay its cost (the
    cost is logged), or has no Company on its basic side (None)."""
    cost = row[1] if upgrade_payment(s, seat, row) is None else None
    s._log = ("upgrade-skip", seat, True, card_id, cost, s._log)


def upgrade_payment(s: GameState, seat: int, row: Row) -> Pairs | None:
    """What one upgrade costs this seat now (the row's cost, or iron for the token), or None if unaffordable."""
    base = seat * SLOTS
    cost = row[1]
    res = s._holdings
    if affordable(res, base, cost, 1):
        return cost
    sub = s._g.token_sub[seat]
    if sub is not None and not res[base + TOKEN]:
        alt = tuple((sub if slot == TOKEN else slot, amount) for slot, amount in cost)
        if affordable(res, base, alt, 1):
            return alt
    return None


def upgradable(s: GameState, seat: int) -> list[int]:
    """The seat's Companies still on their basic side (in line order)."""
    closed = s._upgraded | s._g.startup_mask
    return [c for c in s._lines[seat] if not closed >> c & 1]


def upgrade_choices(s: GameState, seat: int, row: Row) -> tuple[Action, ...] | None:
    """On an upgrade row: ``upgrade CARD`` for each card that can be upgraded now, then ``done``; None if none can."""
    if row[3] is not None and s._upgrades_on_row >= row[3]:
        return None
    if upgrade_payment(s, seat, row) is None:
        return None
    cards = upgradable(s, seat)
    if not cards:
        return None
    g = s._g
    if g.chain:
        cards.sort(key=g.rank.__getitem__)
    acts = g.upg_act
    return (*[acts[c] for c in cards], DONE)


def can_repeat(s: GameState, seat: int) -> bool:
    cost = s._g.repeat_cost[seat]
    return (cost is not None and not s._repeated >> seat & 1 and s._used != 0
            and affordable(s._holdings, seat * SLOTS, cost, 1) > 0)


def _unused(s: GameState, seat: int) -> tuple[int, ...]:
    if s._g.chain:
        return s._unused[:1]  # strictly left to right
    return s._unused


def managed(s: GameState) -> int:
    """1 if a Manager that still acts sits on the card being resolved, else 0 (from what the Managers on each card
    do, worked out once per placements: ``GameSpec.kinds_memo``)."""
    return 0 if not s._managers or s._card < 0 or MANAGER_RULES.on_card(s, s._card) is None else 1


def step(s: GameState) -> bool:
    """Run automatic rows and forced choices until a player must decide (False), or until the production is over
    (True).

    At a decision it also stores the legal actions it has just worked out, so ``legal_actions()`` is free. In the
    auction's resolution it runs the upgrade decision of a token gained there (a row of a card,
    furnace_lab.interbellum.token-upgrade), and returns True once that card is done: the resolution goes on.
    """
    g = s._g
    if s._producing >= g.n and s._phase == PRODUCTION:  # the last player (one producer per player) has just finished
        return True
    res = s._holdings
    ib = g.ib
    while True:
        seat = s.current_player
        base = seat * SLOTS
        mg = s._managers
        if mg and mg.stage and MANAGER_RULES.stage(s):  # STAGE_NONE is 0: no Manager decision pending (usual)
            return False
        if s._card >= 0:
            rows = s._rows
            ri = s._row_index
            nrows = len(rows)
            card_id = g.cards[s._card].id
            mgr = MANAGER_RULES.card_managers(s) if mg and mg.placed else None  # what the Managers on it do
            # the player's permanent effects on these rows are looked for only when their cards print one
            # (state._permanent_groups: a bit per group of effects, see permanent.held_groups; most players hold none)
            perm = ib and s._permanent_groups[seat]
            while ri < nrows:
                row = rows[ri]
                kind = row[0]
                if kind == GAIN:
                    for slot, amount in row[2]:
                        res[base + slot] += amount
                    s._log = ("gain", seat, True, card_id, row[2], s._log)
                    if ib:
                        s._row_index = ri
                        if perm & GAIN_HELD:  # Interbellum: the permanent effects on an extraction
                            rows = _extraction_done(s, seat, row, ri)
                            nrows = len(rows)
                elif kind == PROCESS:
                    m = row[3] + _limit_bonus(s, seat, row) if perm and perm & LIMIT_HELD else row[3]
                    if mgr is not None:
                        if MANAGER_RULES.process(s, seat, card_id, row, ri, m, mgr):
                            return False
                    else:
                        for slot, amount in row[1]:
                            q = res[base + slot] // amount
                            if q < m:
                                m = q
                        if m:
                            s._row_index = ri
                            s._legal = RUN_PREFIX[m]
                            return False
                        s._log = ("run", seat, True, card_id, 0, row[3], row[1], row[2], s._log)
                else:  # UPGRADE, or a kind added by a later module (ROW_HANDLERS)
                    s._row_index = ri
                    choices = upgrade_choices(s, seat, row) if kind == UPGRADE else ROW_HANDLERS[kind](s, seat, row)
                    if choices is not None:
                        s._legal = (MANAGER_RULES.with_uses(s, s._card, row, choices) if mgr is not None and mgr.uses
                                    else choices)
                        return False
                    if kind == UPGRADE and not s._upgrades_on_row:  # nothing upgraded on this row: say why skipped
                        upgrade_skipped(s, seat, card_id, row)
                    s._upgrades_on_row = 0  # the row is done: the next upgrade row counts its own upgrades
                    rows = s._rows  # a delivery may have been spliced in
                    nrows = len(rows)
                ri += 1
            if s._managers and MANAGER_RULES.at_end(s, seat, ri, mgr):  # Manager uses still open after the last row
                return False
            s._card = -1
            s._rows = ()
            if s._phase != PRODUCTION:  # a token's upgrade row in the auction's resolution is done: back to it
                return True
        unused = s._unused
        repeat = g.repeat_cost[seat] is not None and can_repeat(s, seat)
        if unused:
            if not repeat and (g.chain or len(unused) == 1):
                _start_card(s, unused[0], True)  # the only card left: forced (furnace_lab.choices.forced)
                continue
            if not repeat:  # with a repeat open the choices are worked out when asked
                s._legal = s._unused_uses  # the line is kept in card-id order: already sorted
            return False
        if repeat or (g.hooks[seat].neighbour_cost is not None and neighbour_cards(s, seat)):
            return False
        if not finish_player(s):
            return True


def _extraction_done(s: GameState, seat: int, row: Row, ri: int) -> tuple[Row, ...]:
    """After an extraction row (row ``ri``, from 0) of a seat whose line prints effects on it: the modules'
    ``extraction_done`` hooks; the card's rows (an upgrade row may have been spliced in)."""
    for hook in s._g.module_hooks.extraction_done:
        hook(s, seat, row, ri)
    return s._rows


def _limit_bonus(s: GameState, seat: int, row: Row) -> int:
    """What the modules add to a processing row's limit now (the ``limit_bonus`` hook, added up)."""
    bonus = 0
    for hook in s._g.module_hooks.limit_bonus:
        bonus += hook(s, seat, row)
    return bonus


def finish_player(s: GameState) -> bool:
    """Close the current player's production; True if another player produces next."""
    s._log = ("produced", s.current_player, True, s._log)
    s._producing += 1
    if s._producing < len(s._production_order):
        _begin(s, s._production_order[s._producing])
        return True
    return False


def row_limit(s: GameState, seat: int, row: Row) -> int:
    """A processing row's limit now (+1 for single-type selling with the Interbellum permanent effect; doubled
    for conversions by the "each conversion once more" Manager)."""
    # the player's permanent effects raise it only when their cards print one (state._permanent_groups)
    limit = row[3] + _limit_bonus(s, seat, row) if s._g.ib and s._permanent_groups[seat] & LIMIT_HELD else row[3]
    if managed(s):
        limit = MANAGER_RULES.row_limit(s, row, limit)
    return limit


def row_affordable(s: GameState, seat: int, row: Row) -> int:
    """How many runs of a processing row the seat can pay for now (Managers' credits included)."""
    limit = row_limit(s, seat, row)
    if managed(s):
        return MANAGER_RULES.affordable_runs(s, seat, row, limit)
    return affordable(s._holdings, seat * SLOTS, row[1], limit)


def legal_production(s: GameState) -> tuple[Action, ...]:
    g = s._g
    seat = s.current_player
    if s._managers:
        choices = MANAGER_RULES.stage_choices(s)
        if choices:
            return choices
    if s._card >= 0:
        row = s._rows[s._row_index]
        if row[0] == PROCESS:
            choices = RUN_PREFIX[row_affordable(s, seat, row)]
        elif row[0] != UPGRADE:
            choices = ROW_HANDLERS[row[0]](s, seat, row) or (DONE,)
        else:
            choices = upgrade_choices(s, seat, row) or (DONE,)
        return MANAGER_RULES.with_uses(s, s._card, row, choices) if managed(s) else choices
    used = s._used
    line = s._lines[seat]
    # outside the Production Chain the line is kept in card-id order, so these are sorted
    out: list[Action] = list(s._unused_uses[:1] if g.chain else s._unused_uses)
    unused = bool(out)
    if g.repeat_cost[seat] is not None and can_repeat(s, seat):
        rep = g.rep_act
        out.extend(rep[c] for c in sorted((c for c in line if used >> c & 1), key=g.rank.__getitem__))
    if not unused and g.hooks[seat].neighbour_cost is not None:
        rep = g.rep_act
        out.extend(rep[c] for c in neighbour_cards(s, seat))
    if not unused:
        out.append(DONE)
    return tuple(out)


NEIGHBOUR_BIT: Final = 16
"""``_repeated`` bit (seat + 16): the neighbour's-card Capitalist has used her ability this phase."""


def right_neighbour(s: GameState, seat: int) -> int:
    """The player to a seat's right: the previous seat clockwise (in two players, the opponent)."""
    return (seat - 1) % s._g.n


SOLO_RIGHT_AGENT: Final = 1
"""The solo game's Agent to the player's right: the second Agent (seat 2; interbellum.solo.two-agents)."""


def neighbour_line(s: GameState, seat: int) -> tuple[int, ...]:
    """The cards of the one to a seat's right whose Companies the neighbour Capitalist may resolve: the player to
    the right, or solo "any Company of the Agent to your right" (interbellum.clarification.neighbour-card) — the
    right Agent's won Companies (an Agent keeps its Managers in its own area, never on a card)."""
    if s._g.n == 1:
        return tuple(s._agents[SOLO_RIGHT_AGENT][1]) if len(s._agents) > SOLO_RIGHT_AGENT else ()
    return tuple(s._lines[right_neighbour(s, seat)])


def neighbour_of(s: GameState, seat: int, lang: str = "en") -> str:
    """"of" and the one to a seat's right: a player ("of Ana", "de Ana"), or solo the right Agent ("of the Agent
    Steel Magnate", "do Agente Steel Magnate")."""
    g = s._g
    if g.n == 1 and len(g.agents) > SOLO_RIGHT_AGENT:
        agent = g.agents[SOLO_RIGHT_AGENT]
        return say("base.production.of-agent", lang, agent=agent.title_pt if lang == "pt" else agent.title)
    return say("base.production.of-player", lang, name=g.names[right_neighbour(s, seat)])


def neighbour_cards(s: GameState, seat: int) -> list[int]:
    """Companies of the right neighbour this seat may resolve now (interbellum.capitalist.neighbour), if any;
    solo, those of the Agent to the right (interbellum.clarification.neighbour-card)."""
    g = s._g
    cost = g.hooks[seat].neighbour_cost
    if cost is None or s._repeated >> (seat + NEIGHBOUR_BIT) & 1 or s._unused:
        return []
    if not affordable(s._holdings, seat * SLOTS, cost, 1):
        return []
    return sorted((c for c in neighbour_line(s, seat) if not g.cards[c].is_startup), key=g.rank.__getitem__)


def apply_use(s: GameState, action: UseCard) -> None:
    _start_card(s, s._g.index[action.card], False)


def apply_run(s: GameState, action: Run) -> None:
    row = s._rows[s._row_index]
    k = action.times
    res = s._holdings
    base = s.current_player * SLOTS
    mgr = MANAGER_RULES.on_card(s, s._card) if s._managers else None  # what the Managers on the card do
    if mgr is not None and row[0] == PROCESS:
        MANAGER_RULES.pay(s, s.current_player, row, k)
    elif row[0] == PROCESS:
        for slot, amount in row[1]:
            res[base + slot] -= amount * k
    else:  # paid with resources stored on the card (Interbellum)
        stored = list(s._stored[s._card])
        for slot, amount in row[1]:
            stored[slot] -= amount * k
        s._stored[s._card] = tuple(stored)
    for slot, amount in row[2]:
        res[base + slot] += amount * k
    g = s._g
    if g.ib and s._permanent_groups[s.current_player] & RUN_HELD:  # the player's cards print effects on it
        for hook in g.module_hooks.processing_done:  # Interbellum: sale bonuses, an upgrade on a token gained
            hook(s, s.current_player, row, k)
    if mgr is not None and mgr.bonus:
        MANAGER_RULES.bonuses(s, s.current_player, row, k)
    if mgr is not None and mgr.twice and k > row[3]:  # beyond the printed limit: name the Manager
        MANAGER_RULES.once_more_note(s, s.current_player, row, k)
    s._log = ("run", s.current_player, False, s._g.cards[s._card].id, k, row[3], row[1], row[2], s._log)
    s._row_index += 1


def apply_upgrade(s: GameState, action: UpgradeCard) -> None:
    seat = s.current_player
    card = s._g.index[action.card]
    row = s._rows[s._row_index]
    pay = upgrade_payment(s, seat, row)
    assert pay is not None
    base = seat * SLOTS
    for slot, amount in pay:
        s._holdings[base + slot] -= amount
    s._upgraded |= 1 << card
    s._upgrades_on_row += 1
    used_before = s._phase == PRODUCTION and bool(s._used >> card & 1)
    s._log = ("upgrade", seat, False, action.card, pay, pay != row[1], used_before, s._log)
    for hook in s._g.module_hooks.card_upgraded:  # Interbellum: its upgraded side's delivery, coal-storing effects
        hook(s, seat, card, pay)


def apply_repeat(s: GameState, action: RepeatCard) -> None:
    seat = s.current_player
    card = s._g.index[action.card]
    if card not in s._lines[seat]:  # the neighbour's card (interbellum.capitalist.neighbour)
        g = s._g
        pay = g.hooks[seat].neighbour_cost
        assert pay is not None
        for slot, amount in pay:
            s._holdings[seat * SLOTS + slot] -= amount
        s._repeated |= 1 << (seat + NEIGHBOUR_BIT)
        paid = phrase("base.log.neighbour", name=g.names[seat], cost=W.bundle(pay), card=W.title(s._g, action.card),
                      whose=lambda lang: neighbour_of(s, seat, lang))
        s._log = ("ib", seat, False, (R.IB_NEIGHBOUR, R.IB_NEIGHBOUR_CARD), paid("en"), paid("pt"), s._log)
        _start_card(s, card, False, repeat=NEIGHBOUR_USE)
        return
    cost = s._g.repeat_cost[seat]
    assert cost is not None
    base = seat * SLOTS
    for slot, amount in cost:
        s._holdings[base + slot] -= amount
    s._repeated |= 1 << seat
    s._log = ("repeat", seat, False, action.card, cost, s._log)
    _start_card(s, s._g.index[action.card], False, repeat=True)


def apply_done(s: GameState, action: Done) -> None:
    """``done``: leave a Manager decision, stop upgrading on an upgrade row, or finish one's production."""
    if s._managers and MANAGER_RULES.stage_done(s):
        return
    if s._card >= 0:
        s._row_index += 1
        s._upgrades_on_row = 0
    else:
        finish_player(s)


NOT_PRODUCTION: Final = cited(R.PHASES, "base.production.other-phase").refusal()
"""The refusal of an action of another phase (a bid, a compensation, a die roll ...) in production."""


def why_not_production(s: GameState, action: Action) -> Refusal | None:
    """Why a production action is refused (rule ID, English, Portuguese), or None if it is legal."""
    if s._managers or isinstance(action, ManagerUse):
        decided, refusal = MANAGER_RULES.verdict(s, action)
        if decided:
            return refusal
    if s._card >= 0:
        return _why_not_in_card(s, action)
    return _why_not_between_cards(s, action)


def _why_not_in_card(s: GameState, action: Action) -> Refusal | None:
    """A card is being resolved: only its current row's choices (furnace.production.no-going-back)."""
    seat = s.current_player
    row = s._rows[s._row_index]
    current = W.card(s._g, s._card)
    if row[0] not in (PROCESS, UPGRADE):  # an Interbellum row's choice: its legal list says it all
        if action in (ROW_HANDLERS[row[0]](s, seat, row) or (DONE,)):
            return None
        return cited(R.IB_TEXT_ORDER, "base.production.finish-row", card=current, row=W.row(row[4])).refusal()
    if row[0] == PROCESS:
        if not isinstance(action, Run):
            return cited(R.NO_GOING_BACK, "base.production.finish-run", card=current, row=W.row(row[4])).refusal()
        return _why_not_run(s, seat, row, action)
    if isinstance(action, Done):
        return None
    if not isinstance(action, UpgradeCard):
        return cited(R.NO_GOING_BACK, "base.production.finish-upgrade-row", card=current).refusal()
    return _why_not_upgrade(s, seat, row, action)


def _why_not_run(s: GameState, seat: int, row: Row, action: Run) -> Refusal | None:
    """A processing row runs at most its limit, and only as often as the player can pay."""
    limit = row_limit(s, seat, row)
    if action.times > limit:
        return cited(R.PROCESSING_LIMIT, "base.production.run-limit", row=W.row(row[4]), times=W.times(limit)).refusal()
    can = row_affordable(s, seat, row)
    if action.times > can:
        runs = phrase("base.production.run-one" if can == 1 else "base.production.run-many", count=can)
        return cited(R.PROCESSING, "base.production.run-unaffordable", runs=runs, row=W.row(row[4])).refusal()
    return None


def _why_not_between_cards(s: GameState, action: Action) -> Refusal | None:
    """No card is being resolved: use a card, use one again, or finish."""
    if isinstance(action, UseCard):
        return _why_not_use_card(s, action)
    if isinstance(action, RepeatCard):
        return _why_not_repeat(s, action)
    if isinstance(action, Done):
        if _unused(s, s.current_player):
            return cited(R.ENGINE_ALL_CARDS, "base.production.cards-left").refusal()
        return None
    if isinstance(action, UpgradeCard):
        return cited(R.STARTUP_UPGRADE, "base.production.upgrade-on-startup").refusal()
    if isinstance(action, Run):
        return cited(R.PROCESSING, "base.production.no-processing-row").refusal()
    if isinstance(action, AssignManager):
        return MANAGER_RULES.why_not_assign(s, action, ())
    return NOT_PRODUCTION


def _why_not_use_card(s: GameState, action: UseCard) -> Refusal | None:
    """Each of the player's cards once (furnace.production.each-card-once), in chain order with the variant."""
    g = s._g
    seat = s.current_player
    card = g.index.get(action.card)
    if card is None or card not in s._lines[seat]:
        return cited(R.EACH_CARD_ONCE, "base.production.not-your-card", card=W.title(s._g, action.card)).refusal()
    if s._used >> card & 1:
        return cited(R.EACH_CARD_ONCE, "base.production.card-used", card=W.title(s._g, action.card)).refusal()
    unused = _unused(s, seat)
    if g.chain and card not in unused:
        return cited(R.PRODUCTION_CHAIN, "base.production.chain-next", card=W.card(s._g, unused[0])).refusal()
    return None


def _why_not_repeat(s: GameState, action: RepeatCard) -> Refusal | None:
    """A neighbour's card (the neighbour Capitalist) or one of the player's used cards again (the repeat-card
    Capitalist, once a production phase, for its cost)."""
    g = s._g
    seat = s.current_player
    if g.hooks[seat].neighbour_cost is not None and g.index.get(action.card, -1) not in s._lines[seat]:
        if g.index.get(action.card, -1) in neighbour_cards(s, seat):
            return None
        return cited(R.IB_NEIGHBOUR, "base.production.neighbour-only").refusal()
    cost = g.repeat_cost[seat]
    if cost is None:
        return cited(R.CAP_REPEAT, "base.production.repeat-capitalist-only").refusal()
    if s._repeated >> seat & 1:
        return cited(R.CAP_REPEAT, "base.production.repeat-done").refusal()
    card = g.index.get(action.card)
    if card is None or card not in s._lines[seat] or not s._used >> card & 1:
        return cited(R.ENGINE_REPEAT_TARGET, "base.production.repeat-not-used",
                     card=W.title(s._g, action.card)).refusal()
    if not affordable(s._holdings, seat * SLOTS, cost, 1):
        return cited(R.CAP_REPEAT, "base.production.repeat-cost").refusal()
    return None


def _why_not_upgrade(s: GameState, seat: int, row: Row, action: UpgradeCard) -> Refusal | None:
    g = s._g
    card = g.index.get(action.card)
    if card is None or card not in s._lines[seat]:
        return cited(R.STARTUP_UPGRADE, "base.production.not-your-company", card=W.title(s._g, action.card)).refusal()
    if g.cards[card].is_startup:
        return cited(R.STARTUP_NO_UPGRADE, "base.production.startup-no-upgrade").refusal()
    if s._upgraded >> card & 1:
        return cited(R.STARTUP_UPGRADE, "base.production.already-upgraded", card=W.title(s._g, action.card)).refusal()
    if row[3] is not None and s._upgrades_on_row >= row[3]:
        return cited(R.STARTUP_UPGRADE, "base.production.upgrade-row-limit", count=row[3]).refusal()
    if upgrade_payment(s, seat, row) is None:
        return cited(R.STARTUP_UPGRADE, "base.production.upgrade-unaffordable", cost=W.bundle(row[1])).refusal()
    return None



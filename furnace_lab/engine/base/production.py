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
from furnace_lab.engine.core.cards import GAIN, PROCESS, UPGRADE, Pairs, Row, bundle_of
from furnace_lab.engine.core.constants import NEIGHBOUR_USE, PRODUCTION, SLOTS, TOKEN
from furnace_lab.engine.core.events import bundle_text, counted, times_words
from furnace_lab.engine.core.logtext import LogText, notation_words
from furnace_lab.engine.interbellum import managers as _managers  # noqa: F401  (first: it binds the Manager modules)
from furnace_lab.engine.interbellum.manager_placing import (
    CM_BONUS,
    CM_TWICE,
    CM_USES,
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
)
from furnace_lab.engine.interbellum.manager_transactions import row_limit as manager_limit
from furnace_lab.engine.interbellum.manager_uses import why_not_use
from furnace_lab.engine.interbellum.managers import (
    MG_CREDIT,
    MG_FREE,
    MG_PLACED,
    MG_STAGE,
    NO_CREDIT,
    STAGE_PLACING,
    STAGE_START,
)
from furnace_lab.engine.interbellum.permanent import (
    EXTRACTION_HELD,
    LIMIT_HELD,
    SALE_HELD,
    TOKEN_HELD,
    extraction_bonus,
    limit_bonus,
    sale_bonus,
    token_upgrade,
)

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

GAIN_HELD: Final = EXTRACTION_HELD | TOKEN_HELD
"""The permanent effects that act on an extraction row (bits of ``state._perm``)."""

RUN_PREFIX: Final = tuple(tuple(Run(k) for k in range(m + 1)) for m in range(64))
"""RUN_PREFIX[m] = (run 0, ..., run m)."""

ROW_HANDLERS: Final[dict[int, Callable[[GameState, int, Row], tuple[Action, ...] | None]]] = {}
"""Row kinds beyond the base game's three (Interbellum's deliveries, text effects, ...) → their handler.

A handler resolves what it can automatically and returns the legal actions of the choice it needs, or None
when the row is done. The base game registers none: extraction, processing and upgrading are handled inline,
because they are the hot path."""


def start_production(s: GameState) -> None:
    g = s._g
    s._phase = PRODUCTION
    s._porder = tuple((s._first + k) % g.n for k in range(g.n))
    s._pi = 0
    s._repeated = 0
    s._log = ("production", -1, True, s._porder, s._log)
    if s._agent:
        from furnace_lab.engine.interbellum.agent import production

        production(s)
    _begin(s, s._porder[0])
    step(s)


def _begin(s: GameState, seat: int) -> None:
    s.current_player = seat
    s._used = 0
    s._card = -1
    set_left(s)
    if s._mg:  # Managers are placed before any card is resolved (interbellum.manager.assign-at-start)
        begin_placing(s, seat)


def set_left(s: GameState) -> None:
    """Recompute the producing player's cards not yet used (and their ``use`` actions), in line order."""
    used = s._used
    left = tuple([c for c in s._line[s.current_player] if not used >> c & 1])
    s._left = left
    use_act = s._g.use_act
    s._leftacts = tuple([use_act[c] for c in left])


def _start_card(s: GameState, card: int, automatic: bool, repeat: bool | int = False) -> None:
    info = s._g.cards[card]
    upgraded = bool(s._upgraded >> card & 1)
    s._card = card
    s._rows = info.upgraded if upgraded else info.basic
    s._ri = 0
    s._ucount = 0
    if not repeat:
        s._used |= 1 << card
        left = s._left
        if len(left) == 1:
            s._left = s._leftacts = ()
        else:
            k = left.index(card)
            s._left = left[:k] + left[k + 1:]
            acts = s._leftacts
            s._leftacts = acts[:k] + acts[k + 1:]
    s._log = ("use", s.current_player, automatic, info.id, upgraded, info.is_startup, repeat, s._log)
    if s._g.hooks[s.current_player].comp_first and not upgraded and not info.is_startup and info.comp is not None:
        _compensation_first(s, info)
    mg = s._mg
    if mg:
        # no Manager on the card and nothing left from the last one (the usual case): nothing to set up
        placed = mg[MG_PLACED]
        if placed:
            memo = s._g.kinds_memo  # what the Managers on each card do, worked out once per placements
            if memo[0] is not placed:
                memo = placed_table(s._g, placed)
            if memo[1] >> card & 1:
                card_set_up(s, card, memo[2][card])
                return
        if mg[MG_STAGE] or mg[MG_FREE] or (mg[MG_CREDIT] is not NO_CREDIT and mg[MG_CREDIT] != NO_CREDIT):
            card_started(s, card)


RULES_COMPENSATOR: Final = (R.IB_COMPENSATOR,)
TEXT_COMPENSATOR: Final = LogText("{0} may first resolve {1}'s compensation row once ({2}).",
                                  "{0} pode antes resolver uma vez a Compensação de {1} ({2}).", notation_words(2))
"""The compensation-first Capitalist's extra row (the seat's name, the card, the row): written out when the log is
read."""


def _compensation_first(s: GameState, info: Any) -> None:
    """The compensation-first Capitalist may resolve a non-upgraded Company's compensation row once before
    using it (interbellum.capitalist.compensator): it becomes the card's first row, once (a processing row may
    be run 0 or 1 times)."""
    comp = info.comp
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
    res = s._res
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
    return [c for c in s._line[seat] if not closed >> c & 1]


def upgrade_choices(s: GameState, seat: int, row: Row) -> tuple[Action, ...] | None:
    """On an upgrade row: ``upgrade CARD`` for each card that can be upgraded now, then ``done``; None if none can."""
    if row[3] is not None and s._ucount >= row[3]:
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
            and affordable(s._res, seat * SLOTS, cost, 1) > 0)


def _unused(s: GameState, seat: int) -> tuple[int, ...]:
    if s._g.chain:
        return s._left[:1]  # strictly left to right
    return s._left


def managed(s: GameState) -> int:
    """1 if a Manager that still acts sits on the card being resolved, else 0 (from what the Managers on each card
    do, worked out once per placements: ``GameSpec.kinds_memo``)."""
    return 0 if not s._mg or s._card < 0 or on_card(s, s._card) is None else 1


def step(s: GameState) -> None:
    """Run automatic rows and forced choices until a player must decide (or the phase ends).

    At a decision it also stores the legal actions it has just worked out, so ``legal_actions()`` is free.
    """
    g = s._g
    res = s._res
    chain = g.chain
    ib = g.ib
    while True:
        seat = s.current_player
        base = seat * SLOTS
        if s._mg and s._mg[MG_STAGE]:  # STAGE_NONE is 0: no Manager decision pending (the usual case)
            stage = s._mg[MG_STAGE]
            if stage == STAGE_PLACING or (stage == STAGE_START and s._card >= 0):
                choices = stage_choices(s)
                if choices and len(choices) > 1:  # only 'done' left: forced (furnace_lab.choices.forced)
                    s._legal = choices
                    return
                end_placing(s)
        if s._card >= 0:
            rows = s._rows
            ri = s._ri
            nrows = len(rows)
            card_id = g.cards[s._card].id
            mg = s._mg
            if mg and mg[MG_PLACED]:  # a Manager on the card? (what they do is kept per placements)
                memo = g.kinds_memo
                if memo[0] is not mg[MG_PLACED]:
                    memo = placed_table(g, mg[MG_PLACED])
                mgr = memo[2].get(s._card)
                mgc = mgr is not None
                offers = mgc and mgr[CM_USES]  # Managers that may offer a use while the card resolves
            else:
                mgr = None
                mgc = offers = False
            # the player's permanent effects on these rows are looked for only when their cards print one
            # (state._perm: a bit per group of effects, see permanent.held_groups; most players hold none)
            perm = ib and s._perm[seat]
            while ri < nrows:
                row = rows[ri]
                kind = row[0]
                if kind == GAIN:
                    for slot, amount in row[2]:
                        res[base + slot] += amount
                    s._log = ("gain", seat, True, card_id, row[2], s._log)
                    if ib:
                        s._ri = ri
                        if perm & GAIN_HELD:
                            if perm & EXTRACTION_HELD:
                                extraction_bonus(s, seat, row[2])
                            if perm & TOKEN_HELD:
                                token_upgrade(s, seat, row[2], ri + 1)
                            rows = s._rows
                            nrows = len(rows)
                elif kind == PROCESS:
                    m = row[3] + limit_bonus(s, seat, row) if perm and perm & LIMIT_HELD else row[3]
                    if mgc:
                        m = manager_runs(s, seat, row, m, mgr)
                    for slot, amount in () if mgc else row[1]:
                        q = res[base + slot] // amount
                        if q < m:
                            m = q
                    if m:
                        s._ri = ri
                        # a Manager's uses at this decision (interbellum.manager.any-time)
                        s._legal = with_uses(s, s._card, row, RUN_PREFIX[m]) if offers else RUN_PREFIX[m]
                        return
                    if offers and free_waits(s, row):
                        s._ri = ri
                        s._legal = with_uses(s, s._card, row, RUN_PREFIX[0])
                        return
                    s._log = ("run", seat, True, card_id, 0, row[3], row[1], row[2], s._log)
                else:  # UPGRADE, or a kind added by a later module (ROW_HANDLERS)
                    s._ri = ri
                    choices = upgrade_choices(s, seat, row) if kind == UPGRADE else ROW_HANDLERS[kind](s, seat, row)
                    if choices is not None:
                        s._legal = with_uses(s, s._card, row, choices) if offers else choices
                        return
                    if kind == UPGRADE and not s._ucount:  # nothing upgraded on this row: say why it is skipped
                        upgrade_skipped(s, seat, card_id, row)
                    s._ucount = 0  # the row is done: the next upgrade row counts its own upgrades
                    rows = s._rows  # a delivery may have been spliced in
                    nrows = len(rows)
                ri += 1
            if mgc and card_finished(s, seat, s._card, mgr):  # Manager uses still open after the last row
                s._ri = ri
                s._legal = end_choices(s, s._card)
                return
            if s._mg and s._mg[MG_STAGE]:  # not STAGE_NONE (0)
                end_placing(s)
            s._card = -1
            s._rows = ()
            if s._phase != PRODUCTION:  # a token's upgrade row in the auction's resolution is done: back to it
                from furnace_lab.engine.base.resolution import resolve

                resolve(s)
                return
        unused = s._left
        repeat = g.repeat_cost[seat] is not None and can_repeat(s, seat)
        if unused:
            if repeat:
                return
            if chain or len(unused) == 1:
                _start_card(s, unused[0], True)  # the only card left: forced (furnace_lab.choices.forced)
                continue
            s._legal = s._leftacts  # the line is kept in card-id order: already sorted
            return
        if repeat:
            return
        if g.hooks[seat].neighbour_cost is not None and neighbour_cards(s, seat):
            return
        if not finish_player(s):
            return


def finish_player(s: GameState) -> bool:
    """Close the current player's production; True if another player produces next."""
    s._log = ("produced", s.current_player, True, s._log)
    s._pi += 1
    if s._pi < len(s._porder):
        _begin(s, s._porder[s._pi])
        return True
    from furnace_lab.engine.base.rounds import end_round

    end_round(s)
    return False


def row_limit(s: GameState, seat: int, row: Row) -> int:
    """A processing row's limit now (+1 for single-type selling with the Interbellum permanent effect; doubled
    for conversions by the "each conversion once more" Manager)."""
    limit = row[3] + limit_bonus(s, seat, row) if s._g.ib else row[3]
    if managed(s):
        limit = manager_limit(s, row, limit)
    return limit


def row_affordable(s: GameState, seat: int, row: Row) -> int:
    """How many runs of a processing row the seat can pay for now (Managers' credits included)."""
    limit = row_limit(s, seat, row)
    if managed(s):
        return affordable_runs(s, seat, row, limit)
    return affordable(s._res, seat * SLOTS, row[1], limit)


def legal_production(s: GameState) -> tuple[Action, ...]:
    g = s._g
    seat = s.current_player
    if s._mg:
        choices = stage_choices(s)
        if choices:
            return choices
    if s._card >= 0:
        row = s._rows[s._ri]
        if row[0] == PROCESS:
            choices = RUN_PREFIX[row_affordable(s, seat, row)]
        elif row[0] != UPGRADE:
            choices = ROW_HANDLERS[row[0]](s, seat, row) or (DONE,)
        else:
            choices = upgrade_choices(s, seat, row) or (DONE,)
        return with_uses(s, s._card, row, choices) if managed(s) else choices
    used = s._used
    line = s._line[seat]
    # outside the Production Chain the line is kept in card-id order, so these are sorted
    out: list[Action] = list(s._leftacts[:1] if g.chain else s._leftacts)
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
        return tuple(s._agent[SOLO_RIGHT_AGENT][1]) if len(s._agent) > SOLO_RIGHT_AGENT else ()
    return tuple(s._line[right_neighbour(s, seat)])


def neighbour_of(s: GameState, seat: int, lang: str = "en") -> str:
    """"of" and the one to a seat's right: a player ("of Ana", "de Ana"), or solo the right Agent ("of the Agent
    Steel Magnate", "do Agente Steel Magnate")."""
    g = s._g
    if g.n == 1 and len(g.agents) > SOLO_RIGHT_AGENT:
        agent = g.agents[SOLO_RIGHT_AGENT]
        return f"do Agente {agent.title_pt}" if lang == "pt" else f"of the Agent {agent.title}"
    name = g.names[right_neighbour(s, seat)]
    return f"de {name}" if lang == "pt" else f"of {name}"


def neighbour_cards(s: GameState, seat: int) -> list[int]:
    """Companies of the right neighbour this seat may resolve now (interbellum.capitalist.neighbour), if any;
    solo, those of the Agent to the right (interbellum.clarification.neighbour-card)."""
    g = s._g
    cost = g.hooks[seat].neighbour_cost
    if cost is None or s._repeated >> (seat + NEIGHBOUR_BIT) & 1 or s._left:
        return []
    if not affordable(s._res, seat * SLOTS, cost, 1):
        return []
    return sorted((c for c in neighbour_line(s, seat) if not g.cards[c].is_startup), key=g.rank.__getitem__)


def apply_use(s: GameState, action: UseCard) -> None:
    _start_card(s, s._g.index[action.card], False)
    step(s)


def apply_run(s: GameState, action: Run) -> None:
    row = s._rows[s._ri]
    k = action.times
    res = s._res
    base = s.current_player * SLOTS
    mgr = on_card(s, s._card) if s._mg else None  # what the Managers on the card do, if any
    if mgr is not None and row[0] == PROCESS:
        pay(s, s.current_player, row, k)
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
    if g.ib:
        perm = s._perm[s.current_player]  # the groups of permanent effects the player's cards print
        if perm & SALE_HELD:
            sale_bonus(s, s.current_player, row[1], row[2], k)
        if k and perm & TOKEN_HELD:
            token_upgrade(s, s.current_player, row[2], s._ri + 1, k)
    if mgr is not None and mgr[CM_BONUS]:
        bonuses(s, s.current_player, row, k)
    if mgr is not None and mgr[CM_TWICE] and k > row[3]:  # beyond the printed limit: name the Manager
        once_more_note(s, s.current_player, row, k)
    s._log = ("run", s.current_player, False, s._g.cards[s._card].id, k, row[3], row[1], row[2], s._log)
    s._ri += 1
    step(s)


def apply_upgrade(s: GameState, action: UpgradeCard) -> None:
    seat = s.current_player
    card = s._g.index[action.card]
    row = s._rows[s._ri]
    pay = upgrade_payment(s, seat, row)
    assert pay is not None
    base = seat * SLOTS
    for slot, amount in pay:
        s._res[base + slot] -= amount
    s._upgraded |= 1 << card
    s._ucount += 1
    used_before = s._phase == PRODUCTION and bool(s._used >> card & 1)
    s._log = ("upgrade", seat, False, action.card, pay, pay != row[1], used_before, s._log)
    if s._g.ib:
        _effects.on_upgrade(s, seat, card, pay)
    step(s)


def apply_repeat(s: GameState, action: RepeatCard) -> None:
    seat = s.current_player
    card = s._g.index[action.card]
    if card not in s._line[seat]:  # the neighbour's card (interbellum.capitalist.neighbour)
        g = s._g
        pay = g.hooks[seat].neighbour_cost
        assert pay is not None
        for slot, amount in pay:
            s._res[seat * SLOTS + slot] -= amount
        s._repeated |= 1 << (seat + NEIGHBOUR_BIT)
        en = (f"{g.names[seat]} pays {bundle_of(pay)} to resolve {N.name(g, action.card)} {neighbour_of(s, seat)} "
              "(its Managers too, not its permanent effects).")
        pt = (f"{g.names[seat]} paga {bundle_text(pay, 'pt')} para resolver {N.name(g, action.card, 'pt')} "
              f"{neighbour_of(s, seat, 'pt')} (com seus Gerentes, sem seus efeitos permanentes).")
        s._log = ("ib", seat, False, (R.IB_NEIGHBOUR, R.IB_NEIGHBOUR_CARD), en, pt, s._log)
        _start_card(s, card, False, repeat=NEIGHBOUR_USE)
        step(s)
        return
    cost = s._g.repeat_cost[seat]
    assert cost is not None
    base = seat * SLOTS
    for slot, amount in cost:
        s._res[base + slot] -= amount
    s._repeated |= 1 << seat
    s._log = ("repeat", seat, False, action.card, cost, s._log)
    _start_card(s, s._g.index[action.card], False, repeat=True)
    step(s)


def apply_done(s: GameState, action: Done) -> None:
    if s._mg and stage_done(s):
        step(s)
        return
    if s._card >= 0:
        s._ri += 1
        s._ucount = 0
        step(s)
    elif finish_player(s):
        step(s)


Refusal = tuple[str, str, str]


NOT_PRODUCTION: Final = (R.PHASES, "it is the production phase: use your cards ('use CARD', 'run N', "
                          "'upgrade CARD', 'done')", "é a fase de produção: use suas cartas ('use CARTA', 'run N', "
                          "'upgrade CARTA', 'done')")
"""The refusal of an action of another phase (a bid, a compensation, a die roll ...) in production."""


def why_not_production(s: GameState, action: Action) -> Refusal | None:
    """Why a production action is refused (rule ID, English, Portuguese), or None if it is legal."""
    g = s._g
    seat = s.current_player
    base = seat * SLOTS
    if s._mg:
        choices = stage_choices(s)
        if choices:
            if action in choices:
                return None
            if isinstance(action, ManagerUse):
                return why_not_use(s, action, choices)
            if isinstance(action, AssignManager):
                return why_not_assign(s, action, choices)
            return ("interbellum.manager.any-time", "a Manager decision is due: " + ", ".join(map(str, choices)),
                    "uma decisão de Gerente está pendente: " + ", ".join(map(str, choices)))
        if isinstance(action, ManagerUse):
            return why_not_use(s, action, legal_production(s) if s._card >= 0 else ())
    elif isinstance(action, ManagerUse):
        return ("interbellum.manager.extra-effect", "there are no Managers in this game",
                "não há Gerentes neste jogo")
    if s._card >= 0:
        row = s._rows[s._ri]
        current, current_pt = N.card(g, s._card), N.card(g, s._card, "pt")
        if row[0] not in (PROCESS, UPGRADE):  # an Interbellum row's choice: its legal list says it all
            if action in (ROW_HANDLERS[row[0]](s, seat, row) or (DONE,)):
                return None
            return (R.IB_TEXT_ORDER, f"finish {current}'s '{row[4]}' first",
                    f"termine primeiro o efeito de {current_pt}: {_pt_row(row)}")
        if row[0] == PROCESS:
            if not isinstance(action, Run):
                return (R.NO_GOING_BACK, f"finish {current} first: choose how often to run '{row[4]}' ('run N')",
                        f"termine {current_pt} primeiro: escolha quantas vezes executar o efeito ({_pt_row(row)}) "
                        "('run N')")
            limit = row_limit(s, seat, row)
            if action.times > limit:
                return (R.PROCESSING_LIMIT, f"'{row[4]}' may run at most {times_words(limit, 'en')}",
                        f"o efeito ({_pt_row(row)}) pode ser executado no máximo {times_words(limit, 'pt')}")
            can = row_affordable(s, seat, row)
            if action.times > can:
                return (R.PROCESSING, f"you can pay for only {counted(can, 'run', 'runs')} of '{row[4]}'",
                        f"seus recursos pagam apenas {counted(can, 'execução', 'execuções')} do efeito "
                        f"({_pt_row(row)})")
            return None
        if isinstance(action, Done):
            return None
        if not isinstance(action, UpgradeCard):
            return (R.NO_GOING_BACK, f"finish {current}'s upgrade row first ('upgrade CARD' or 'done')",
                    f"termine a linha de melhoria de {current_pt} primeiro ('upgrade CARTA' ou 'done')")
        return _why_not_upgrade(s, seat, row, action)
    if isinstance(action, UseCard):
        card = g.index.get(action.card)
        if card is None or card not in s._line[seat]:
            return (R.EACH_CARD_ONCE, f"{N.name(g, action.card)} is not one of your cards",
                    f"{N.name(g, action.card, 'pt')} não é uma carta sua")
        if s._used >> card & 1:
            return (R.EACH_CARD_ONCE, f"{N.name(g, action.card)} was already used this production phase",
                    f"{N.name(g, action.card, 'pt')} já foi usada nesta fase de produção")
        unused = _unused(s, seat)
        if g.chain and card not in unused:
            return (R.PRODUCTION_CHAIN, f"the chain runs strictly left to right: {N.card(g, unused[0])} is next",
                    f"a cadeia é resolvida da esquerda para a direita: a próxima é {N.card(g, unused[0], 'pt')}")
        return None
    if isinstance(action, RepeatCard) and g.hooks[seat].neighbour_cost is not None and (
            g.index.get(action.card, -1) not in s._line[seat]):
        if g.index.get(action.card, -1) in neighbour_cards(s, seat):
            return None
        return (R.IB_NEIGHBOUR, "once at the end of production, pay 1 iron to resolve a Company of the player to "
                "your right", "uma vez no fim da produção, pague 1 ferro para resolver uma Companhia do jogador "
                "à direita")
    if isinstance(action, RepeatCard):
        cost = g.repeat_cost[seat]
        if cost is None:
            return (R.CAP_REPEAT, "only the repeat-card Capitalist may use a card again",
                    "só o Capitalista que repete cartas pode usar uma carta de novo")
        if s._repeated >> seat & 1:
            return (R.CAP_REPEAT, "you already used a card again this production phase",
                    "você já repetiu uma carta nesta fase de produção")
        card = g.index.get(action.card)
        if card is None or card not in s._line[seat] or not s._used >> card & 1:
            return (R.ENGINE_REPEAT_TARGET, f"{N.name(g, action.card)} is not one of your cards used this phase",
                    f"{N.name(g, action.card, 'pt')} não é uma carta sua já usada nesta fase")
        if not affordable(s._res, base, cost, 1):
            return (R.CAP_REPEAT, "using a card again costs 2 coal", "usar uma carta de novo custa 2 carvões")
        return None
    if isinstance(action, Done):
        if _unused(s, seat):
            return (R.ENGINE_ALL_CARDS, "every card must be resolved before you finish production",
                    "todas as cartas devem ser resolvidas antes de terminar a produção")
        return None
    if isinstance(action, UpgradeCard):
        return (R.STARTUP_UPGRADE, "upgrades are made on your Start-up's upgrade row: use your Start-up first",
                "melhorias são feitas na linha de melhoria da Carta Inicial: use-a primeiro")
    if isinstance(action, Run):
        return (R.PROCESSING, "no processing row is being resolved: choose a card to use",
                "nenhuma linha de processamento está em curso: escolha uma carta")
    if isinstance(action, AssignManager):
        return why_not_assign(s, action, ())
    return NOT_PRODUCTION


def _why_not_upgrade(s: GameState, seat: int, row: Row, action: UpgradeCard) -> Refusal | None:
    g = s._g
    card = g.index.get(action.card)
    if card is None or card not in s._line[seat]:
        return (R.STARTUP_UPGRADE, f"{N.name(g, action.card)} is not one of your Companies",
                f"{N.name(g, action.card, 'pt')} não é uma Companhia sua")
    if g.cards[card].is_startup:
        return (R.STARTUP_NO_UPGRADE, "Start-ups cannot be upgraded", "Cartas Iniciais não podem ser melhoradas")
    if s._upgraded >> card & 1:
        return (R.STARTUP_UPGRADE, f"{N.name(g, action.card)} is already upgraded",
                f"{N.name(g, action.card, 'pt')} já está melhorada")
    if row[3] is not None and s._ucount >= row[3]:
        return (R.STARTUP_UPGRADE, f"this row upgrades at most {row[3]} Companies",
                f"esta linha melhora no máximo {row[3]} Companhias")
    if upgrade_payment(s, seat, row) is None:
        return (R.STARTUP_UPGRADE, f"an upgrade costs {bundle_text(row[1], 'en')}; you cannot pay it",
                f"uma melhoria custa {bundle_text(row[1], 'pt')}; você não pode pagar")
    return None


def _pt_row(row: Row) -> str:
    """A card row in the card faces' Portuguese words (a refusal never quotes the English notation)."""
    from furnace_lab.engine.describe import row_words

    return row_words(row[4], "pt")


# bound last, as a module: the Interbellum effects register their row handlers in ROW_HANDLERS above
from furnace_lab.engine.interbellum import effects as _effects  # noqa: E402

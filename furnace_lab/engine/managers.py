"""Interbellum's Managers and Business Schools.

**Business Schools** (interbellum.business-school.*): 2 cards with 1-3 players, 3 with 4-5
(interbellum.business-school.count), each face-up on a random side (interbellum.business-school.sides), lie
at the very end of the auction row (interbellum.business-school.end-of-row). Each round a Manager token from
the shuffled pile (interbellum.setup.shuffle-managers) is put face up on each
(interbellum.business-school.manager-each-round). Players bid on them as on Companies
(interbellum.business-school.normal-bidding); they are resolved last, in row order
(interbellum.business-school.resolved-last): the highest disc takes the Manager and the card stays
(interbellum.business-school.highest-takes-manager); each loser splits their compensation transactions between
the card's two options (interbellum.business-school.split-compensation) — the engine asks how many go to the
second (processing) option, the rest go to the first (extraction) option; a school with no discs has its
Manager discarded (interbellum.business-school.no-discs).

**Managers** (interbellum.manager.*): at the start of their production each player may put their Managers on
their cards, one per card, Start-ups included (interbellum.manager.assign-at-start,
interbellum.manager.one-per-card: ``assign M@CARD``, then ``done``). A Manager is an extra, optional effect of
that card for the phase (interbellum.manager.extra-effect). At the end of the round the Managers come back
and are kept (interbellum.manager.kept); they never act in the auction (interbellum.manager.not-in-auction).

The twelve effects (Manager Reference, interbellum.manager.reference):

* passive, on this card's transactions: money per conversion, money (or coal) per sale, each conversion
  effect once more (its limit doubled), and money or oil when every selling effect is fully resolved
  (run at least its printed limit: interbellum.clarification.fully-resolved);
* resources "considered spent already" once this round for this card's transactions (4 coal; 1 coal + 1 iron
  or 1 oil — chosen with ``manager coal-iron`` / ``manager oil`` when the card starts), one conversion
  transaction free (used by the first conversion transaction run on the card);
* choices when the card starts: ``manager upgrade`` (pay 1 iron, upgrade this card: its added rows run now),
  ``manager repeat-delivery`` (its active delivery once more: interbellum.clarification.resolve-again-active-only);
* a choice when the card ends: ``manager discard`` (gain 4 money, the card goes back to the box and its
  Managers return to the owner: interbellum.clarification.discard-card).

"Any time while the card resolves" is offered at the card's start (or, for discarding, at its end), which
gives every choice its full effect. All Manager state is one immutable tuple ``state._mg`` (see ``MG_*``).
"""

from __future__ import annotations

from itertools import filterfalse
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.actions import DONE, Action, AssignManager, ManagerUse
from furnace_lab.engine.cards import PROCESS, Pairs, pairs
from furnace_lab.engine.constants import SLOTS
from furnace_lab.engine.interbellum import FROM_HERE, is_conversion, is_selling
from furnace_lab.engine.spec import assign_row

if TYPE_CHECKING:
    from furnace_lab.engine.state import GameState

R_ASSIGN: Final = "interbellum.manager.assign-at-start"
R_ONE: Final = "interbellum.manager.one-per-card"
R_EXTRA: Final = "interbellum.manager.extra-effect"
R_ANY_TIME: Final = "interbellum.manager.any-time"
R_KEPT: Final = "interbellum.manager.kept"
R_NOT_AUCTION: Final = "interbellum.manager.not-in-auction"
R_SCHOOL_EACH: Final = "interbellum.business-school.manager-each-round"
R_SCHOOL_LAST: Final = "interbellum.business-school.resolved-last"
R_SCHOOL_WIN: Final = "interbellum.business-school.highest-takes-manager"
R_SCHOOL_SPLIT: Final = "interbellum.business-school.split-compensation"
R_SCHOOL_EMPTY: Final = "interbellum.business-school.no-discs"
R_SCHOOL_COUNT: Final = "interbellum.business-school.count"
R_FULLY: Final = "interbellum.clarification.fully-resolved"
R_ACTIVE_ONLY: Final = "interbellum.clarification.resolve-again-active-only"
R_DISCARD: Final = "interbellum.clarification.discard-card"
EFFECT_RULES: Final = {
    "free-resources-choice": "interbellum.manager.free-coal-iron-or-oil",
    "repeat-delivery": "interbellum.manager.repeat-delivery",
    "selling-fully-resolved": "interbellum.manager.selling-fully-resolved-money",
    "free-conversion": "interbellum.manager.free-conversion",
    "upgrade-self": "interbellum.manager.iron-upgrade",
    "free-resources": "interbellum.manager.free-four-coal",
    "bonus-per-conversion": "interbellum.manager.conversion-money",
    "conversions-once-more": "interbellum.manager.repeat-conversion",
    "bonus-per-sale": "interbellum.manager.selling-money",
    "discard-self": "interbellum.manager.discard-for-money",
}
SCHOOLS_FOR: Final = {1: 2, 2: 2, 3: 2, 4: 3, 5: 3}
"""Business School cards per player count (interbellum.business-school.count)."""

# state._mg fields
MG_POS, MG_SCHOOL, MG_OWNED, MG_PLACED, MG_OUT, MG_CREDIT, MG_STAGE, MG_FREE = range(8)
STAGE_NONE, STAGE_PLACING, STAGE_START, STAGE_END = range(4)
STAGE_DECLINED: Final = -1
"""The end-of-card choice was declined: finish the card without asking again."""
NO_CREDIT: Final = (0, 0, 0, 0, 0)


class ManagerInfo:
    """One Manager token: its design id, effect kind and amounts as pairs."""

    __slots__ = ("alt", "cost", "gain", "id", "kind", "title")

    def __init__(self, manager_id: str, title: str, kind: str, gain: Pairs, alt: Pairs, cost: Pairs) -> None:
        self.id = manager_id
        self.title = title
        self.kind = kind
        self.gain = gain
        self.alt = alt
        self.cost = cost

    def definition(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "kind": self.kind, "gain": [list(p) for p in self.gain],
                "alt": [list(p) for p in self.alt], "cost": [list(p) for p in self.cost]}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ManagerInfo) and self.definition() == other.definition()

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return f"ManagerInfo({self.id!r})"


def manager_info(manager: Any) -> ManagerInfo:
    e = manager.effect
    return ManagerInfo(manager.id, manager.title, e.kind, pairs(e.gain), pairs(e.alt), pairs(e.cost))


def manager_from_definition(raw: dict[str, Any]) -> ManagerInfo:
    def back(v: Any) -> Pairs:
        return tuple((int(a), int(b)) for a, b in v)

    return ManagerInfo(str(raw["id"]), str(raw["title"]), str(raw["kind"]), back(raw["gain"]), back(raw["alt"]),
                       back(raw["cost"]))


def initial(n: int, schools: int) -> tuple[Any, ...]:
    return (0, (-1,) * schools, ((),) * n, (), (), NO_CREDIT, STAGE_NONE, False)


def _set(s: GameState, **changes: Any) -> None:
    mg = list(s._mg)
    for key, value in changes.items():
        mg[_FIELDS[key]] = value
    s._mg = tuple(mg)


def _set_card(s: GameState, credit: tuple[int, ...], stage: int, free: bool) -> None:
    """``_set(s, credit=credit, stage=stage, free=free)`` without the keywords (the hot path: every card)."""
    mg = list(s._mg)
    mg[MG_CREDIT] = credit
    mg[MG_STAGE] = stage
    mg[MG_FREE] = free
    s._mg = tuple(mg)


def _set_stage(s: GameState, stage: int) -> None:
    """``_set(s, stage=stage)`` without the keywords (the hot path: every player's production)."""
    mg = s._mg
    s._mg = (*mg[:MG_STAGE], stage, *mg[MG_STAGE + 1:])


_FIELDS: Final = {"pos": MG_POS, "school": MG_SCHOOL, "owned": MG_OWNED, "placed": MG_PLACED, "out": MG_OUT,
                  "credit": MG_CREDIT, "stage": MG_STAGE, "free": MG_FREE}


def _ib(s: GameState, seat: int, rules: tuple[str, ...], en: str, pt: str) -> None:
    s._log = (("ib", seat, True, rules, en, pt), s._log)


# --- the auction -------------------------------------------------------------------------------------


def deal_to_schools(s: GameState) -> None:
    """A Manager from the pile face up on each Business School (interbellum.business-school.manager-each-round)."""
    g = s._g
    pos = s._mg[MG_POS]
    on = []
    for _ in g.schools:
        if pos < len(g.mpile):
            on.append(g.mpile[pos])
            pos += 1
        else:
            on.append(-1)
    _set(s, pos=pos, school=tuple(on))
    names = ", ".join(g.mgrs[t].id for t in on if t >= 0) or "none (the pile is empty)"
    _ib(s, -1, (R_SCHOOL_EACH,), f"Managers on the Business Schools: {names}.",
        f"Gerentes nas Escolas de Negócios: {names}.")


def school_slot(s: GameState, card: int) -> int:
    return s._g.schools.index(card)


def school_won(s: GameState, seat: int, card: int) -> None:
    """The highest disc on a Business School takes its Manager; the card stays."""
    g = s._g
    k = school_slot(s, card)
    token = s._mg[MG_SCHOOL][k]
    school = list(s._mg[MG_SCHOOL])
    school[k] = -1
    if token < 0:
        _set(s, school=tuple(school))
        return
    if seat >= g.n:  # the two-player dummy: the Manager leaves the game like its cards
        _set(s, school=tuple(school), out=(*s._mg[MG_OUT], token))
        if g.agent is not None:  # an Agent keeps it (interbellum.agent.wins)
            from furnace_lab.engine.agent import won_manager

            won_manager(s, seat)
        _ib(s, seat, (R_SCHOOL_WIN, "furnace_lab.interbellum.two-player-dummy"),
            f"The dummy bidder takes {g.mgrs[token].id}; it leaves the game.",
            f"O licitante neutro leva {g.mgrs[token].id}; ele sai do jogo.")
        return
    owned = list(s._mg[MG_OWNED])
    owned[seat] = tuple(sorted((*owned[seat], token)))
    _set(s, school=tuple(school), owned=tuple(owned))
    _ib(s, seat, (R_SCHOOL_LAST, R_SCHOOL_WIN), f"{g.names[seat]} takes the Manager {g.mgrs[token].id} from "
        f"{g.cards[card].id}; the card stays.", f"{g.names[seat]} leva o Gerente {g.mgrs[token].id} de "
        f"{g.cards[card].id}; a carta fica.")


def school_empty(s: GameState, card: int) -> None:
    """No discs on a Business School: its Manager is discarded."""
    k = school_slot(s, card)
    token = s._mg[MG_SCHOOL][k]
    school = list(s._mg[MG_SCHOOL])
    school[k] = -1
    if token >= 0:
        _set(s, school=tuple(school), out=(*s._mg[MG_OUT], token))
        _ib(s, -1, (R_SCHOOL_EMPTY,), f"No discs on {s._g.cards[card].id}: {s._g.mgrs[token].id} is discarded.",
            f"Nenhum disco em {s._g.cards[card].id}: {s._g.mgrs[token].id} é descartado.")


# --- production: placing ---------------------------------------------------------------------------------


def placed_on(s: GameState, card: int) -> list[int]:
    placed = s._mg[MG_PLACED]
    if card not in map(_CARD, placed):
        return []
    return [t for t, c in placed if c == card]


def kinds_on(s: GameState, card: int) -> list[ManagerInfo]:
    """The Managers on a card (callers only read the list: the last answer is remembered for the same placements,
    as a card's start, rows and end ask several times)."""
    placed = s._mg[MG_PLACED]
    if card not in map(_CARD, placed):
        return []
    g = s._g
    memo = g.kinds_memo
    if memo[0] is placed and memo[1] == card:
        return memo[2]
    mgrs = g.mgrs
    out = [mgrs[t] for t, c in placed if c == card]
    g.kinds_memo = (placed, card, out)
    return out


_CARD: Final = itemgetter(1)
_TOKEN: Final = itemgetter(0)


def begin_placing(s: GameState, seat: int) -> bool:
    """At the start of a player's production: True if they have Managers to place (a decision)."""
    if s._mg[MG_OWNED][seat]:
        _set_stage(s, STAGE_PLACING)
        return True
    return False


def placing_choices(s: GameState) -> tuple[Action, ...]:
    """``assign M@CARD`` for each free Manager design and each card that may take one, then ``done``: built in the
    actions' sort order (by card, then Manager), so nothing is sorted."""
    g = s._g
    seat = s.current_player
    placed = s._mg[MG_PLACED]
    owned = s._mg[MG_OWNED][seat]
    line = s._line[seat]
    if placed:
        used_tokens = set(map(_TOKEN, placed))
        free = [t for t in owned if t not in used_tokens]
        if not g.hooks[seat].several_managers:
            line = tuple(filterfalse(set(map(_CARD, placed)).__contains__, line))
    else:
        free = owned
    ranks = sorted(set(map(g.mrank.__getitem__, free)))  # the free designs, in the actions' sort order
    if g.chain:
        line = tuple(sorted(line, key=g.rank.__getitem__))
    cards = g.cards
    rows = g.assign_rows  # per card id: its interned assign actions by design rank
    out: list[Action] = []
    for c in line:
        card_id = cards[c].id
        row = rows.get(card_id) or assign_row(g, card_id)
        out += map(row.__getitem__, ranks)
    out.append(DONE)
    return tuple(out)


def apply_assign(s: GameState, action: AssignManager) -> None:
    g = s._g
    seat = s.current_player
    card = g.index[action.card]
    mg = s._mg
    placed = mg[MG_PLACED]
    used_tokens = set(map(_TOKEN, placed))
    token = next(t for t in mg[MG_OWNED][seat] if t not in used_tokens and g.mgrs[t].id == action.manager)
    s._mg = (*mg[:MG_PLACED], (*placed, (token, card)), *mg[MG_PLACED + 1:])
    s._log = (("ib", seat, False, (R_ASSIGN, R_ONE, R_EXTRA), f"{g.names[seat]} puts {action.manager} on "
               f"{action.card}.", f"{g.names[seat]} coloca {action.manager} em {action.card}."), s._log)
    _production.step(s)


def end_placing(s: GameState) -> None:
    if s._mg[MG_STAGE] != STAGE_NONE:
        _set_stage(s, STAGE_NONE)


def clear_round(s: GameState) -> None:
    """End of the round: Managers come back to their owners and are kept (interbellum.manager.kept)."""
    if s._mg[MG_PLACED]:
        _set(s, placed=(), credit=NO_CREDIT, stage=STAGE_NONE, free=False)
        _ib(s, -1, (R_KEPT,), "The Managers come back to their owners, who keep them.",
            "Os Gerentes voltam aos seus donos, que os mantêm.")


# --- production: the card being resolved ----------------------------------------------------------------


def card_started(s: GameState, card: int) -> None:
    """Set up this card's Manager credits; open the start stage if it has choices."""
    mg = s._mg
    if card not in map(_CARD, mg[MG_PLACED]):
        if mg[MG_STAGE] or (mg[MG_CREDIT] is not NO_CREDIT and mg[MG_CREDIT] != NO_CREDIT) or mg[MG_FREE]:
            _set_card(s, NO_CREDIT, STAGE_NONE, False)
        return
    kinds = kinds_on(s, card)
    credit = list(NO_CREDIT)
    free = False
    for m in kinds:
        if m.kind == "free-resources":
            for slot, amount in m.gain:
                credit[slot] += amount
        elif m.kind == "free-conversion":
            free = True
    _set_card(s, tuple(credit), STAGE_START if start_choices(s, card) else STAGE_NONE, free)


def _active_deliveries(s: GameState, card: int) -> list[Any]:
    ib = s._g.ib_rows[card]
    if ib is None:
        return []
    out = [ib.delivery[0]] if ib.delivery[0] is not None else []
    if s._upgraded >> card & 1 and ib.delivery[1] is not None:
        out.append(ib.delivery[1])
    return out


def start_choices(s: GameState, card: int) -> tuple[Action, ...]:
    g = s._g
    seat = s.current_player
    out: list[Action] = []
    for m in kinds_on(s, card):
        if m.kind == "free-resources-choice":
            out.append(ManagerUse("coal-iron"))
            out.append(ManagerUse("token" if any(slot == 3 for slot, _ in m.alt) else "oil"))
        elif (m.kind == "upgrade-self" and not g.cards[card].is_startup and not s._upgraded >> card & 1
              and card in s._line[seat]):
            base = seat * SLOTS
            if all(s._res[base + slot] >= amount for slot, amount in m.cost):
                out.append(ManagerUse("upgrade"))
        elif m.kind == "repeat-delivery" and _active_deliveries(s, card):
            out.append(ManagerUse("repeat-delivery"))
    if not out:
        return ()
    return (*sorted(set(out)), DONE)


def end_choices(s: GameState, card: int) -> tuple[Action, ...]:
    if (any(m.kind == "discard-self" for m in kinds_on(s, card)) and not s._g.cards[card].is_startup
            and card in s._line[s.current_player]):
        return (ManagerUse("discard"), DONE)
    return ()


def apply_use(s: GameState, action: ManagerUse) -> None:
    from furnace_lab.engine.effects import deliver
    from furnace_lab.engine.production import step

    g = s._g
    seat = s.current_player
    card = s._card
    what = action.what
    name = g.names[seat]
    base = seat * SLOTS
    mine = {m.kind: m for m in kinds_on(s, card)}
    rules: tuple[str, ...] = (R_EXTRA, R_ANY_TIME, "furnace_lab.interbellum.manager-timing")
    if what in ("coal-iron", "oil", "token"):
        m = mine["free-resources-choice"]
        parts = m.gain if what == "coal-iron" else m.alt
        credit = list(s._mg[MG_CREDIT])
        for slot, amount in parts:
            credit[slot] += amount
        _set(s, credit=tuple(credit))
        rules += (EFFECT_RULES[m.kind],)
        en = f"{name}'s Manager counts as {what.replace('-', ' and ')} already spent for {g.cards[card].id}."
        pt = f"O Gerente de {name} conta {what} como já gasto(s) em {g.cards[card].id}."
        _set(s, stage=STAGE_NONE)
    elif what == "upgrade":
        m = mine["upgrade-self"]
        for slot, amount in m.cost:
            s._res[base + slot] -= amount
        s._upgraded |= 1 << card
        info = g.cards[card]
        s._rows = info.upgraded
        rules += (EFFECT_RULES[m.kind],)
        en = f"{name} pays 1 iron: the Manager upgrades {info.id}, whose added rows run now."
        pt = f"{name} paga 1 ferro: o Gerente melhora {info.id}; seus efeitos adicionais valem agora."
        _log_start(s, seat, rules, en, pt)
        from furnace_lab.engine.effects import on_upgrade

        on_upgrade(s, seat, card, (), at=s._ri)
        _reopen_start(s, card)
        step(s)
        return
    elif what == "repeat-delivery":
        rules += (EFFECT_RULES["repeat-delivery"], R_ACTIVE_ONLY)
        _log_start(s, seat, rules, f"{name}'s Manager resolves the delivery of {g.cards[card].id} once more.",
                   f"O Gerente de {name} resolve a entrega de {g.cards[card].id} mais uma vez.")
        for row in _active_deliveries(s, card):  # a processing delivery runs before the card's rows
            deliver(s, seat, card, row, bool(s._upgraded >> card & 1), at=s._ri)
        _mark_used(s, card, "repeat-delivery")
        _reopen_start(s, card)
        step(s)
        return
    else:  # discard
        m = mine["discard-self"]
        for slot, amount in m.gain:
            s._res[base + slot] += amount
        s._line[seat] = tuple(c for c in s._line[seat] if c != card)
        s._removed = (*s._removed, card)
        s._upgraded &= ~(1 << card)
        s._used &= ~(1 << card)
        _set(s, placed=tuple(p for p in s._mg[MG_PLACED] if p[1] != card), stage=STAGE_NONE)
        rules += (EFFECT_RULES[m.kind], R_DISCARD)
        en = f"{name} discards {g.cards[card].id} for {m.gain[0][1]} money; its Managers come back."
        pt = f"{name} descarta {g.cards[card].id} por ${m.gain[0][1]}; seus Gerentes voltam."
        s._log = (("ib", seat, False, rules, en, pt), s._log)
        s._card = -1
        s._rows = ()
        from furnace_lab.engine.production import set_left

        set_left(s)
        step(s)
        return
    s._log = (("ib", seat, False, rules, en, pt), s._log)
    _reopen_start(s, card)
    step(s)


_USED_KEY: Final = "repeat-delivery"


def _log_start(s: GameState, seat: int, rules: tuple[str, ...], en: str, pt: str) -> None:
    s._log = (("ib", seat, False, rules, en, pt), s._log)


def _mark_used(s: GameState, card: int, kind: str) -> None:
    """A one-off start choice is spent: drop that Manager from the card's start choices for this phase."""
    placed = list(s._mg[MG_PLACED])
    for k, (t, c) in enumerate(placed):
        if c == card and s._g.mgrs[t].kind == kind:
            placed[k] = (t, -1 - card)  # still placed (kept), no longer offering its choice
            break
    _set(s, placed=tuple(placed))


def _reopen_start(s: GameState, card: int) -> None:
    choices = start_choices(s, card)
    if "coal-iron" in [getattr(a, "what", "") for a in choices] and s._mg[MG_CREDIT] != NO_CREDIT and not any(
            m.kind == "free-resources" for m in kinds_on(s, card)):
        choices = ()
    _set(s, stage=STAGE_START if choices else STAGE_NONE)


def stage_choices(s: GameState) -> tuple[Action, ...] | None:
    """The pending Manager decision (placing, card start, card end), or None."""
    stage = s._mg[MG_STAGE]
    if stage == STAGE_PLACING:
        return placing_choices(s)
    if stage == STAGE_START:
        return start_choices(s, s._card) or None
    if stage == STAGE_END:
        return end_choices(s, s._card) or None
    return None


def stage_done(s: GameState) -> bool:
    """``done`` at a Manager stage: leave it. True if it was one."""
    stage = s._mg[MG_STAGE]
    if stage == STAGE_NONE:
        return False
    if stage == STAGE_START and s._card >= 0:
        # the free-resources choice is declined: no credit from it
        pass
    _set(s, stage=STAGE_NONE if stage != STAGE_END else STAGE_DECLINED)
    return True


# --- production: transactions ------------------------------------------------------------------------------


def row_limit(s: GameState, row: Any, limit: int) -> int:
    """Each conversion effect once more: its limit doubled (interbellum.manager.repeat-conversion)."""
    if is_conversion(row) and any(m.kind == "conversions-once-more" for m in kinds_on(s, s._card)):
        return limit * 2
    return limit


def affordable_runs(s: GameState, seat: int, row: Any, limit: int) -> int:
    """How many transactions the seat can pay for, counting the card's Manager credits and free conversion."""
    credit = s._mg[MG_CREDIT]
    base = seat * SLOTS
    res = s._res
    free = 1 if s._mg[MG_FREE] and is_conversion(row) else 0
    m = limit
    for slot, amount in row[1]:
        q = (res[base + slot] + credit[slot]) // amount + free
        if q < m:
            m = q
    return max(m, 0)


def pay(s: GameState, seat: int, row: Any, k: int) -> None:
    """Pay k transactions: a free conversion first, then the Managers' credit, then the supply."""
    if not k:
        return
    if s._mg[MG_FREE] and is_conversion(row):
        k -= 1
        _set(s, free=False)
        _ib(s, seat, (R_EXTRA, EFFECT_RULES["free-conversion"]), "One conversion transaction costs nothing "
            "(Manager).", "Uma transação de conversão não custa nada (Gerente).")
    credit = list(s._mg[MG_CREDIT])
    base = seat * SLOTS
    used = False
    for slot, amount in row[1]:
        need = amount * k
        take = min(need, credit[slot])
        if take:
            credit[slot] -= take
            used = True
        s._res[base + slot] -= need - take
    if used:
        _set(s, credit=tuple(credit))


def bonuses(s: GameState, seat: int, row: Any, k: int) -> None:
    """Per-transaction Manager bonuses on this card (interbellum.clarification.gain-per-transaction)."""
    if not k:
        return
    base = seat * SLOTS
    for m in kinds_on(s, s._card):
        if (m.kind == "bonus-per-conversion" and is_conversion(row)) or (m.kind == "bonus-per-sale"
                                                                         and is_selling(row)):
            for slot, amount in m.gain:
                s._res[base + slot] += amount * k
            _ib(s, seat, (R_EXTRA, EFFECT_RULES[m.kind], "interbellum.clarification.each-transaction"),
                f"Manager {m.id}: {k} transaction(s).", f"Gerente {m.id}: {k} transação(ões).")


def card_finished(s: GameState, seat: int, card: int) -> bool:
    """At the end of a card: fully-resolved selling bonuses; True if a discard choice is offered."""
    kinds = kinds_on(s, card)
    if not kinds:
        return False
    full = [m for m in kinds if m.kind == "selling-fully-resolved"]
    if full:
        info = s._g.cards[card]
        rows = [r for r in s._rows if (r[0] == PROCESS or r[0] == FROM_HERE) and is_selling(r)]
        if rows and _fully_resolved(s, info.id, rows):
            base = seat * SLOTS
            for m in full:
                for slot, amount in m.gain:
                    s._res[base + slot] += amount
                _ib(s, seat, (R_EXTRA, EFFECT_RULES[m.kind], R_FULLY), f"Every selling effect of {info.id} was "
                    f"fully resolved: Manager {m.id} pays.", f"Todas as vendas de {info.id} foram resolvidas por "
                    f"completo: o Gerente {m.id} paga.")
    offered = bool(end_choices(s, card))  # reads the card and its Managers only, not the credits
    _set_card(s, NO_CREDIT, STAGE_END if offered else STAGE_NONE, False)
    return offered


def _fully_resolved(s: GameState, card_id: str, rows: list[Any]) -> bool:
    """Each selling row run at least its printed limit since the card was started."""
    runs: dict[str, int] = {}
    cons = s._log
    while cons is not None:
        event = cons[0]
        if event[0] == "use" and event[3] == card_id:
            break
        if event[0] == "run" and event[3] == card_id:
            runs[event[3] + str(event[6]) + str(event[7])] = runs.get(event[3] + str(event[6]) + str(event[7]),
                                                                       0) + event[4]
        cons = cons[1]
    return all(runs.get(card_id + str(r[1]) + str(r[2]), 0) >= r[3] for r in rows)


def conserved(s: GameState) -> list[str]:
    """Managers are conserved: pile + on schools + owned + out = every token."""
    g = s._g
    mg = s._mg
    tokens = [*g.mpile[mg[MG_POS]:], *(t for t in mg[MG_SCHOOL] if t >= 0), *(t for o in mg[MG_OWNED] for t in o),
              *mg[MG_OUT]]
    if sorted(tokens) != list(range(len(g.mgrs))):  # the pile, plus the Personal Manager if dealt
        return [f"Managers not conserved: {sorted(tokens)} != {list(range(len(g.mgrs)))}"]
    return []


# bound last, as a module: production imports this one (no import order matters; a call-time import costs more)
from furnace_lab.engine import production as _production  # noqa: E402

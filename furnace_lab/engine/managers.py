"""Interbellum's Managers.

These parts of the rules are played in modules of their own (what they define is importable from here too):

* :mod:`~furnace_lab.engine.business_schools` — the auction: a Manager on each Business School every round,
  taken by the school's highest disc, discarded when the school has none;
* :mod:`~furnace_lab.engine.manager_placing` — the start of a player's production: ``assign M@CARD``, one per
  card, then ``done``; what the Managers on each card do; the Managers back to their owners at the end of the
  round;
* :mod:`~furnace_lab.engine.manager_timing` — a card with Managers being resolved: the Manager uses offered when
  it starts, at its rows and after its last row;
* :mod:`~furnace_lab.engine.manager_transactions` — the card's transactions: the doubled conversion limit, the
  payment (the free conversion, the resources counted as spent already, then the supply), the bonuses per
  transaction, and the card's end (the fully-resolved bonus; the credits lapse).

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
  or 1 oil — chosen with ``manager coal-iron`` / ``manager oil`` when the card starts), and one conversion
  transaction free: at a conversion row's ``run N`` choice ``manager free`` makes one transaction of that row
  cost nothing (the choice is offered again, one more run affordable); ``run 0`` there keeps it for a later
  conversion row;
* ``manager upgrade`` (pay 1 iron, upgrade this card) and ``manager repeat-delivery`` (its active delivery once
  more: interbellum.clarification.resolve-again-active-only), each once: when the card starts, at every decision
  on its rows (mixed into the row's choices) and after its last row. Upgraded at the start, the card runs its
  upgraded side; upgraded part-way, its added rows run after the rows still to come (paid, if need be, with iron
  its own rows made). A repeated processing delivery is the card's next row, so after the row that feeds it;
* after the last row, next to those two: ``manager discard`` (gain 4 money, the card goes back to the box and
  its Managers return to the owner: interbellum.clarification.discard-card); ``done`` ends the card (then the
  fully-resolved bonus is paid, and the credits lapse).

All Manager state is one immutable tuple ``state._mg`` (see ``MG_*``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.actions import _CARD_ID, Action, ManagerUse
from furnace_lab.engine.cards import PROCESS, Pairs, pairs
from furnace_lab.engine.constants import SLOTS
from furnace_lab.engine.events import bundle_text
from furnace_lab.engine.interbellum import is_conversion
from furnace_lab.engine.permanent import refresh_held
from furnace_lab.errors import DataError

if TYPE_CHECKING:
    from furnace_lab.engine.state import GameState

R_EXTRA: Final = "interbellum.manager.extra-effect"
R_ANY_TIME: Final = "interbellum.manager.any-time"
R_NOT_AUCTION: Final = "interbellum.manager.not-in-auction"
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

# state._mg fields. Their order is relied on: the hot paths rebuild the tuple by position (_set_card,
# card_set_up, card_finished and clear_round write the last three, CREDIT, STAGE, FREE; school_won the first
# three; deal_to_schools the first two; _put, _set_stage, begin_placing, stage_done, pay and apply_assign slice
# around the fields they write), so a new field goes between OUT and CREDIT.
MG_POS, MG_SCHOOL, MG_OWNED, MG_PLACED, MG_OUT, MG_CREDIT, MG_STAGE, MG_FREE = range(8)
STAGE_NONE, STAGE_PLACING, STAGE_START, STAGE_END = range(4)
STAGE_DECLINED: Final = -1
"""The end-of-card choice was declined: finish the card without asking again."""
NO_CREDIT: Final = (0, 0, 0, 0, 0)


class ManagerInfo:
    """One Manager token: its design id, effect kind and amounts as pairs."""

    __slots__ = ("alt", "cost", "gain", "id", "key", "kind", "title")

    def __init__(self, manager_id: str, title: str, kind: str, gain: Pairs, alt: Pairs, cost: Pairs) -> None:
        self.id = manager_id
        self.title = title
        self.kind = kind
        self.gain = gain
        self.alt = alt
        self.cost = cost
        self.key = (manager_id, title, kind, gain, alt, cost)
        """The whole definition as one tuple (equal definitions, equal keys): shared tables are keyed by it, so
        looking one up hashes in C."""

    def definition(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "kind": self.kind, "gain": [list(p) for p in self.gain],
                "alt": [list(p) for p in self.alt], "cost": [list(p) for p in self.cost]}

    def __eq__(self, other: object) -> bool:  # the same definition
        return self is other or (isinstance(other, ManagerInfo) and self.id == other.id and self.title == other.title
                                 and self.kind == other.kind and self.gain == other.gain and self.alt == other.alt
                                 and self.cost == other.cost)

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return f"ManagerInfo({self.id!r})"


def manager_info(manager: Any) -> ManagerInfo:
    e = manager.effect
    return ManagerInfo(manager.id, manager.title, e.kind, pairs(e.gain), pairs(e.alt), pairs(e.cost))


def manager_from_definition(raw: dict[str, Any]) -> ManagerInfo:
    """A Manager back from a saved state's definition, checked: a card-style id, an effect kind the engine plays
    and amounts as (resource slot, positive amount) pairs; otherwise a :class:`DataError` naming the Manager and
    the field."""
    from furnace_lab.cards.effects import MANAGER_KINDS

    manager_id = raw["id"]
    if not isinstance(manager_id, str) or not _CARD_ID.match(manager_id):
        raise DataError(f"malformed Manager id {manager_id!r}", item=str(manager_id), field="id")
    kind = raw["kind"]
    if kind not in MANAGER_KINDS:
        raise DataError(f"unknown Manager effect {kind!r}; expected one of {', '.join(MANAGER_KINDS)}",
                        item=manager_id, field="kind")

    def back(field: str) -> Pairs:
        value = raw[field]
        if not isinstance(value, list) or not all(
                isinstance(p, list) and len(p) == 2 and all(type(x) is int for x in p)
                and 0 <= p[0] < SLOTS and p[1] > 0 for p in value):
            raise DataError(f"expected [resource slot 0..{SLOTS - 1}, amount > 0] pairs, found {value!r}",
                            item=manager_id, field=field)
        return tuple((a, b) for a, b in value)

    return ManagerInfo(manager_id, str(raw["title"]), kind, back("gain"), back("alt"), back("cost"))


FREE_NONE, FREE_UNUSED, FREE_ARMED = range(3)
"""``state._mg[MG_FREE]``: no free conversion on the card (or it is spent); one not yet used; one the player
chose for the conversion row being resolved (``manager free``)."""


def initial(n: int, schools: int) -> tuple[Any, ...]:
    return (0, (-1,) * schools, ((),) * n, (), (), NO_CREDIT, STAGE_NONE, FREE_NONE)


def _set(s: GameState, **changes: Any) -> None:
    mg = list(s._mg)
    for key, value in changes.items():
        mg[_FIELDS[key]] = value
    s._mg = tuple(mg)


def _set_card(s: GameState, credit: tuple[int, ...], stage: int, free: int) -> None:
    """``_set(s, credit=credit, stage=stage, free=free)`` without the keywords (the hot path: every card)."""
    s._mg = (*s._mg[:MG_CREDIT], credit, stage, free)  # the last three fields


def _put(s: GameState, field: int, value: Any) -> None:
    """One field of ``state._mg`` changed (``_set`` without the keywords)."""
    mg = s._mg
    s._mg = (*mg[:field], value, *mg[field + 1:])


def _set_stage(s: GameState, stage: int) -> None:
    """``_set(s, stage=stage)`` without the keywords (the hot path: every player's production)."""
    mg = s._mg
    s._mg = (*mg[:MG_STAGE], stage, *mg[MG_STAGE + 1:])


_FIELDS: Final = {"pos": MG_POS, "school": MG_SCHOOL, "owned": MG_OWNED, "placed": MG_PLACED, "out": MG_OUT,
                  "credit": MG_CREDIT, "stage": MG_STAGE, "free": MG_FREE}


def _ib(s: GameState, seat: int, rules: tuple[str, ...], en: str, pt: str) -> None:
    s._log = ("ib", seat, True, rules, en, pt, s._log)


# --- production: the card being resolved ----------------------------------------------------------------


_TIMING: Final = "furnace_lab.interbellum.manager-timing"

USE_TEXTS: Final = {
    "coal-iron": ("count 1 coal + 1 iron as already spent on this card", "contar 1 carvão + 1 ferro como já gastos"),
    "oil": ("count 1 oil as already spent on this card", "contar 1 petróleo como já gasto"),
    "token": ("count 1 upgrade token as already spent on this card",
              "contar 1 Marcador de Melhoria como já gasto"),
    "upgrade": ("pay 1 iron to upgrade this card; its added rows run after the rows still to come",
                "pagar 1 ferro para melhorar esta carta; seus efeitos adicionais vêm depois das linhas que faltam"),
    "repeat-delivery": ("resolve this card's delivery once more", "resolver a entrega desta carta mais uma vez"),
    "free": ("make one transaction of this conversion row free", "tornar grátis uma transação desta conversão"),
    "discard": ("discard this card for money", "descartar esta carta por dinheiro"),
}
"""What each ``manager X`` does, in English and Portuguese (for ``explain``)."""


def apply_use(s: GameState, action: ManagerUse) -> None:
    step = _production.step
    g = s._g
    seat = s.current_player
    card = s._card
    what = action.what
    name = g.names[seat]
    base = seat * SLOTS
    mine = {m.kind: m for m in kinds_on(s, card)}
    start = s._mg[MG_STAGE] == STAGE_START
    rules: tuple[str, ...] = (R_EXTRA, R_ANY_TIME, _TIMING)
    if what in ("coal-iron", "oil", "token"):
        m = mine["free-resources-choice"]
        parts = m.gain if what == "coal-iron" else m.alt
        credit = list(s._mg[MG_CREDIT])
        for slot, amount in parts:
            credit[slot] += amount
        _put(s, MG_CREDIT, tuple(credit))
        rules += (EFFECT_RULES[m.kind],)
        en = f"{name}'s Manager counts as {what.replace('-', ' and ')} already spent for {g.cards[card].id}."
        pt = f"O Gerente de {name} conta {bundle_text(parts, 'pt')} como já gasto(s) em {g.cards[card].id}."
        _put(s, MG_STAGE, STAGE_NONE)
    elif what == "upgrade":
        m = mine["upgrade-self"]
        for slot, amount in m.cost:
            s._res[base + slot] -= amount
        s._upgraded |= 1 << card
        info = g.cards[card]
        rules += (EFFECT_RULES[m.kind],)
        # its added rows come after the rows still to come; a compensation-first row stays first (the card was
        # on its basic side when its use began: interbellum.capitalist.compensator), a spliced-in delivery where
        # it is
        s._rows = (*s._rows, *info.added)
        if start:
            en = f"{name} pays 1 iron: the Manager upgrades {info.id}, whose added rows run now."
            pt = f"{name} paga 1 ferro: o Gerente melhora {info.id}; seus efeitos adicionais valem agora."
        else:
            # part-way through the card, with the iron this card's rows made
            _put(s, MG_STAGE, STAGE_NONE)
            en = (f"{name} pays 1 iron: the Manager upgrades {info.id} while it resolves; its added rows run after "
                  "the rows still to come.")
            pt = (f"{name} paga 1 ferro: o Gerente melhora {info.id} durante a resolução; seus efeitos adicionais "
                  "vêm depois das linhas que faltam.")
        _log_start(s, seat, rules, en, pt)
        deciding = _deciding(s)
        from furnace_lab.engine.effects import on_upgrade  # never imported when this module loads

        on_upgrade(s, seat, card, (), at=s._ri)
        if start:
            _reopen_start(s, card)
        else:
            _keep_free_on(s, deciding)
        step(s)
        return
    elif what == "repeat-delivery":
        rules += (EFFECT_RULES["repeat-delivery"], R_ACTIVE_ONLY)
        _log_start(s, seat, rules, f"{name}'s Manager resolves the delivery of {g.cards[card].id} once more.",
                   f"O Gerente de {name} resolve a entrega de {g.cards[card].id} mais uma vez.")
        deciding = _deciding(s)
        from furnace_lab.engine.effects import deliver  # never imported when this module loads

        for row in _active_deliveries(s, card):  # a processing delivery runs next (before the rows still to come)
            deliver(s, seat, card, row, bool(s._upgraded >> card & 1), at=s._ri)
        _mark_used(s, card, "repeat-delivery")
        if start:
            _reopen_start(s, card)
        else:
            _put(s, MG_STAGE, STAGE_NONE)
            _keep_free_on(s, deciding)
        step(s)
        return
    elif what == "free":
        m = mine["free-conversion"]
        _put(s, MG_FREE, FREE_ARMED)
        rules += (EFFECT_RULES[m.kind],)
        row = s._rows[s._ri]
        _log_start(s, seat, rules, f"{name}'s Manager makes one transaction of '{row[4]}' free (the first run).",
                   f"O Gerente de {name} torna grátis uma transação de '{row[4]}' (a primeira execução).")
        step(s)
        return
    else:  # discard: the card's end comes first (the fully-resolved bonus), then it goes back to the box
        m = mine["discard-self"]
        _card_end(s, seat, card, on_card(s, card))
        for slot, amount in m.gain:
            s._res[base + slot] += amount
        s._line[seat] = tuple([c for c in s._line[seat] if c != card])
        refresh_held(s)
        s._removed = (*s._removed, card)
        s._upgraded &= ~(1 << card)
        s._used &= ~(1 << card)
        _set(s, placed=tuple([p for p in s._mg[MG_PLACED] if p[1] != card]), stage=STAGE_NONE)
        rules += (EFFECT_RULES[m.kind], R_DISCARD)
        en = f"{name} discards {g.cards[card].id} for {m.gain[0][1]} money; its Managers come back."
        pt = f"{name} descarta {g.cards[card].id} por ${m.gain[0][1]}; seus Gerentes voltam."
        s._log = ("ib", seat, False, rules, en, pt, s._log)
        s._card = -1
        s._rows = ()
        _production.set_left(s)
        step(s)
        return
    s._log = ("ib", seat, False, rules, en, pt, s._log)
    _reopen_start(s, card)
    step(s)


def _deciding(s: GameState) -> Any:
    """The row being decided (None after the last row)."""
    return s._rows[s._ri] if s._ri < len(s._rows) else None


def _keep_free_on(s: GameState, row: Any) -> None:
    """The free conversion chosen for a row stays with that row: if a delivery now comes first, the choice is
    undone (still unused, offered again on the row)."""
    if s._mg[MG_FREE] == FREE_ARMED and _deciding(s) is not row:
        _put(s, MG_FREE, FREE_UNUSED)


def _log_start(s: GameState, seat: int, rules: tuple[str, ...], en: str, pt: str) -> None:
    s._log = ("ib", seat, False, rules, en, pt, s._log)


def _reopen_start(s: GameState, card: int) -> None:
    entry = on_card(s, card)
    choices = _start_choices(s, card, entry)
    if (USE_COAL_IRON in choices and s._mg[MG_CREDIT] != NO_CREDIT
            and (entry is None or "free-resources" not in entry[CM_KINDS])):
        choices = ()
    _put(s, MG_STAGE, STAGE_START if choices else STAGE_NONE)


# --- refusals ------------------------------------------------------------------------------------------------

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
        return (R_ANY_TIME, "a Manager is used while its card is being resolved, and no card is being resolved "
                "now", "um Gerente é usado enquanto sua carta é resolvida, e nenhuma carta está em resolução agora")
    g = s._g
    card_id = g.cards[card].id
    kind = _NEEDS[what]
    rule = EFFECT_RULES.get(kind, R_EXTRA)
    if kind not in [m.kind for m in kinds_on(s, card)]:
        used = any(c == -1 - card and g.mgrs[t].kind == kind for t, c in s._mg[MG_PLACED])
        if used and kind == "repeat-delivery":
            return (rule, f"the delivery of {card_id} was already resolved once more by its Manager",
                    f"a entrega de {card_id} já foi resolvida mais uma vez pelo seu Gerente")
        if used:
            return (rule, f"the Manager on {card_id} gives its free resources one time this round, and did",
                    f"o Gerente em {card_id} dá seus recursos grátis uma vez por rodada, e já deu")
        return (R_EXTRA, f"no Manager on {card_id} can '{what}'", f"nenhum Gerente em {card_id} pode '{what}'")
    stage = s._mg[MG_STAGE]
    if kind == "free-resources-choice":
        return (_TIMING, "the free resources are chosen when the card starts",
                "os recursos grátis são escolhidos quando a carta começa")
    if kind == "discard-self":
        if g.cards[card].is_startup or card not in s._line[s.current_player]:
            return (R_DISCARD, f"{card_id} cannot be discarded: only a Company of your own",
                    f"{card_id} não pode ser descartada: só uma Companhia sua")
        return (_TIMING, f"the discard is offered once the rows of {card_id} are done",
                f"o descarte é oferecido quando as linhas de {card_id} terminam")
    if kind == "upgrade-self":
        if g.cards[card].is_startup:
            return (rule, "Start-ups are never upgraded", "Cartas Iniciais nunca são melhoradas")
        if s._upgraded >> card & 1:
            return (rule, f"{card_id} is already upgraded", f"{card_id} já está melhorada")
        if card not in s._line[s.current_player]:
            return (rule, f"{card_id} is not your Company", f"{card_id} não é uma Companhia sua")
        m = next(m for m in kinds_on(s, card) if m.kind == kind)
        if not _can_upgrade(s, card, m):
            return (rule, "the upgrade costs 1 iron and you have none", "a melhoria custa 1 ferro e você não tem")
    if kind == "repeat-delivery" and not _active_deliveries(s, card):
        return (R_ACTIVE_ONLY, f"{card_id} has no active delivery to resolve again",
                f"{card_id} não tem entrega ativa para resolver de novo")
    if kind == "free-conversion":
        if s._mg[MG_FREE] == FREE_NONE:
            return (rule, f"the free conversion of {card_id} was already used",
                    f"a conversão grátis de {card_id} já foi usada")
        if s._mg[MG_FREE] == FREE_ARMED:
            return (rule, "one transaction of this row is already free", "uma transação desta linha já é grátis")
        row = s._rows[s._ri] if stage == STAGE_NONE and s._ri < len(s._rows) else None
        if row is None or row[0] != PROCESS or not is_conversion(row):
            return (rule, "the free conversion is chosen at a conversion row's 'run N' choice",
                    "a conversão grátis é escolhida na escolha 'run N' de uma linha de conversão")
    return (R_ANY_TIME, "not now: " + ", ".join(map(str, legal)), "agora não: " + ", ".join(map(str, legal)))


def conserved(s: GameState) -> list[str]:
    """Managers are conserved: pile + on schools + owned + out = every token."""
    g = s._g
    mg = s._mg
    tokens = [*g.mpile[mg[MG_POS]:], *(t for t in mg[MG_SCHOOL] if t >= 0), *(t for o in mg[MG_OWNED] for t in o),
              *mg[MG_OUT]]
    if sorted(tokens) != list(range(len(g.mgrs))):  # the pile, plus the Personal Manager if dealt
        return [f"Managers not conserved: {sorted(tokens)} != {list(range(len(g.mgrs)))}"]
    owned = {t for o in mg[MG_OWNED] for t in o}
    if any(token not in owned for token, _card in mg[MG_PLACED]):
        return [f"a placed Manager is not owned: {mg[MG_PLACED]}"]
    if not 0 <= mg[MG_POS] <= len(g.mpile) or any(not -1 <= t < len(g.mgrs) for t in mg[MG_SCHOOL]):
        return [f"the Manager pile position {mg[MG_POS]} or the schools' Managers {mg[MG_SCHOOL]} are out of range"]
    return []


# bound last, as a module: production imports this one (no import order matters; a call-time import costs more)
from furnace_lab.engine import production as _production  # noqa: E402

# The rules' modules split out so far, bound last: each imports the shared names above from here, so this module
# loads first (the engine's modules reach the Managers through it). What they define stays importable from here.
# Production imports their names from them, not from here.
from furnace_lab.engine.business_schools import (  # noqa: E402, F401
    R_SCHOOL_COUNT,
    R_SCHOOL_EACH,
    R_SCHOOL_EMPTY,
    R_SCHOOL_LAST,
    R_SCHOOL_SPLIT,
    R_SCHOOL_WIN,
    RULES_SCHOOL_WON,
    RULES_SCHOOLS_DEALT,
    SCHOOLS_FOR,
    TEXT_SCHOOL_WON,
    TEXT_SCHOOLS_DEALT,
    deal_to_schools,
    school_empty,
    school_slot,
    school_won,
)
from furnace_lab.engine.manager_placing import (  # noqa: E402, F401
    BONUS_KINDS,
    CM_BONUS,
    CM_CREDIT,
    CM_FREE,
    CM_FULL,
    CM_INFOS,
    CM_KINDS,
    CM_START,
    CM_TWICE,
    CM_USES,
    R_ASSIGN,
    R_KEPT,
    R_ONE,
    RULES_PLACED,
    START_KINDS,
    TEXT_PLACED,
    USE_KINDS,
    apply_assign,
    begin_placing,
    clear_round,
    end_placing,
    kinds_on,
    on_card,
    placed_table,
    placing_choices,
    why_not_assign,
)
from furnace_lab.engine.manager_timing import (  # noqa: E402, F401
    USE_COAL_IRON,
    USE_DISCARD,
    USE_FREE,
    USE_OIL,
    USE_REPEAT,
    USE_TOKEN,
    USE_UPGRADE,
    _active_deliveries,
    _can_upgrade,
    _mark_used,
    _start_choices,
    card_set_up,
    card_started,
    end_choices,
    free_waits,
    stage_choices,
    stage_done,
    start_choices,
    uses,
    with_uses,
)
from furnace_lab.engine.manager_transactions import (  # noqa: E402, F401
    R_FREE_CHOICE,
    R_FULLY,
    _card_end,
    affordable_runs,
    bonuses,
    card_finished,
    manager_runs,
    pay,
    row_limit,
)

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

:data:`USE_TEXTS` says what each does in English and Portuguese (for ``explain``); :func:`why_not_use` says why a
``manager X`` is refused now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.actions import Action, ManagerUse
from furnace_lab.engine.core.cards import PROCESS, Row
from furnace_lab.engine.core.constants import SLOTS
from furnace_lab.engine.core.events import bundle_text
from furnace_lab.engine.core.module_state import MG_CREDIT, MG_FREE, MG_STAGE, STAGE_NONE, STAGE_START
from furnace_lab.engine.interbellum.expansion import is_conversion
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
    _put,
    _set,
    manager_rule,
)
from furnace_lab.engine.interbellum.permanent import refresh_held

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

R_ANY_TIME: Final = "interbellum.manager.any-time"
R_ACTIVE_ONLY: Final = "interbellum.clarification.resolve-again-active-only"
R_DISCARD: Final = "interbellum.clarification.discard-card"

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
        _put(s, MG_CREDIT, tuple(credit))
        rules += (manager_rule(m),)
        en = f"{name}'s Manager counts as {what.replace('-', ' and ')} already spent for {N.card(g, card)}."
        spent = "gasto" if len(parts) == 1 and parts[0][1] == 1 else "gastos"
        pt = f"O Gerente de {name} conta {bundle_text(parts, 'pt')} como já {spent} em {N.card(g, card, 'pt')}."
        _put(s, MG_STAGE, STAGE_NONE)
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
        if start:
            en = f"{name} pays 1 iron: the Manager upgrades {N.card(g, card)}, whose added rows run now."
            pt = f"{name} paga 1 ferro: o Gerente melhora {N.card(g, card, 'pt')}; seus efeitos adicionais valem agora."
        else:
            # part-way through the card, with the iron this card's rows made
            _put(s, MG_STAGE, STAGE_NONE)
            en = (f"{name} pays 1 iron: the Manager upgrades {N.card(g, card)} while it resolves; its added rows run "
                  "after "
                  "the rows still to come.")
            pt = (f"{name} paga 1 ferro: o Gerente melhora {N.card(g, card, 'pt')} durante a resolução; seus efeitos "
                  "adicionais "
                  "vêm depois das linhas que faltam.")
        _log_start(s, seat, rules, en, pt)
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
        _log_start(s, seat, rules, f"{name}'s Manager resolves the delivery of {N.card(g, card)} once more.",
                   f"O Gerente de {name} resolve a entrega de {N.card(g, card, 'pt')} mais uma vez.")
        deciding = _deciding(s)
        from furnace_lab.engine.interbellum.effects import deliver  # never imported when this module loads

        for row in _active_deliveries(s, card):  # a processing delivery runs next (before the rows still to come)
            deliver(s, seat, card, row, bool(s._upgraded >> card & 1), at=s._row_index)
        _mark_used(s, card, "repeat-delivery")
        if start:
            _reopen_start(s, card)
        else:
            _put(s, MG_STAGE, STAGE_NONE)
            _keep_free_on(s, deciding)
        return
    elif what == "free":
        m = mine["free-conversion"]
        _put(s, MG_FREE, FREE_ARMED)
        rules += (manager_rule(m),)
        row = s._rows[s._row_index]

        _log_start(s, seat, rules, f"{name}'s Manager makes one transaction of '{row[4]}' free (the first run).",
                   f"O Gerente de {name} torna grátis uma transação do efeito ({_row_pt(row[4])}) (a primeira "
                   "execução).")
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
        en = f"{name} discards {N.card(g, card)} for {m.gain[0][1]} money; its Managers come back."
        pt = f"{name} descarta {N.card(g, card, 'pt')} por ${m.gain[0][1]}; seus Gerentes voltam."
        s._log = ("ib", seat, False, rules, en, pt, s._log)
        s._card = -1
        s._rows = ()
        _production.set_left(s)
        return
    s._log = ("ib", seat, False, rules, en, pt, s._log)
    _reopen_start(s, card)


def _deciding(s: GameState) -> Any:
    """The row being decided (None after the last row)."""
    return s._rows[s._row_index] if s._row_index < len(s._rows) else None


def _keep_free_on(s: GameState, row: Row) -> None:
    """The free conversion chosen for a row stays with that row: if a delivery now comes first, the choice is
    undone (still unused, offered again on the row)."""
    if s._managers.free == FREE_ARMED and _deciding(s) is not row:
        _put(s, MG_FREE, FREE_UNUSED)


def _log_start(s: GameState, seat: int, rules: tuple[str, ...], en: str, pt: str) -> None:
    s._log = ("ib", seat, False, rules, en, pt, s._log)


def _reopen_start(s: GameState, card: int) -> None:
    entry = on_card(s, card)
    choices = _start_choices(s, card, entry)
    if (USE_COAL_IRON in choices and s._managers.credit != NO_CREDIT
            and (entry is None or "free-resources" not in entry.kinds)):
        choices = ()
    _put(s, MG_STAGE, STAGE_START if choices else STAGE_NONE)


_NEEDS: Final = {"coal-iron": "free-resources-choice", "oil": "free-resources-choice",
                 "token": "free-resources-choice", "upgrade": "upgrade-self", "repeat-delivery": "repeat-delivery",
                 "free": "free-conversion", "discard": "discard-self"}
"""Which Manager effect each ``manager X`` uses."""


def _row_pt(notation: str) -> str:
    """A card row in the card faces' Portuguese words (``describe.row_words``; describe is imported late)."""
    from furnace_lab.engine.describe import row_words

    return row_words(notation, "pt")


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
    rule = next((manager_rule(m) for m in kinds_on(s, card) if m.kind == kind), EFFECT_RULES.get(kind, R_EXTRA))
    if kind not in [m.kind for m in kinds_on(s, card)]:
        used = any(c == -1 - card and g.mgrs[t].kind == kind for t, c in s._managers.placed)
        if used and kind == "repeat-delivery":
            return (rule, f"the delivery of {card_id} was already resolved once more by its Manager",
                    f"a entrega de {card_id} já foi resolvida mais uma vez pelo seu Gerente")
        if used:
            return (rule, f"the Manager on {card_id} gives its free resources one time this round, and did",
                    f"o Gerente em {card_id} dá seus recursos grátis uma vez por rodada, e já deu")
        return (R_EXTRA, f"no Manager on {card_id} can '{what}'", f"nenhum Gerente em {card_id} pode '{what}'")
    stage = s._managers.stage
    if kind == "free-resources-choice":
        return (_TIMING, "the free resources are chosen when the card starts",
                "os recursos grátis são escolhidos quando a carta começa")
    if kind == "discard-self":
        if g.cards[card].is_startup or card not in s._lines[s.current_player]:
            return (R_DISCARD, f"{card_id} cannot be discarded: only a Company of your own",
                    f"{card_id} não pode ser descartada: só uma Companhia sua")
        return (_TIMING, f"the discard is offered once the rows of {card_id} are done",
                f"o descarte é oferecido quando as linhas de {card_id} terminam")
    if kind == "upgrade-self":
        if g.cards[card].is_startup:
            return (rule, "Start-ups are never upgraded", "Cartas Iniciais nunca são melhoradas")
        if s._upgraded >> card & 1:
            return (rule, f"{card_id} is already upgraded", f"{card_id} já está melhorada")
        if card not in s._lines[s.current_player]:
            return (rule, f"{card_id} is not your Company", f"{card_id} não é uma Companhia sua")
        m = next(m for m in kinds_on(s, card) if m.kind == kind)
        if not _can_upgrade(s, card, m):
            return (rule, "the upgrade costs 1 iron and you have none", "a melhoria custa 1 ferro e você não tem")
    if kind == "repeat-delivery" and not _active_deliveries(s, card):
        return (R_ACTIVE_ONLY, f"{card_id} has no active delivery to resolve again",
                f"{card_id} não tem entrega ativa para resolver de novo")
    if kind == "free-conversion":
        if s._managers.free == FREE_NONE:
            return (rule, f"the free conversion of {card_id} was already used",
                    f"a conversão grátis de {card_id} já foi usada")
        if s._managers.free == FREE_ARMED:
            return (rule, "one transaction of this row is already free", "uma transação desta linha já é grátis")
        row = s._rows[s._row_index] if stage == STAGE_NONE and s._row_index < len(s._rows) else None
        if row is None or row[0] != PROCESS or not is_conversion(row):
            return (rule, "the free conversion is chosen at a conversion row's 'run N' choice",
                    "a conversão grátis é escolhida na escolha 'run N' de uma linha de conversão")
    return (R_ANY_TIME, "not now: " + ", ".join(map(str, legal)), "agora não: " + ", ".join(map(str, legal)))


# bound last, as a module: production imports this one (no import order matters; a call-time import costs more)
from furnace_lab.engine.base import production as _production  # noqa: E402

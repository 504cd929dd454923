"""Actions offered as sentences: what a learner reads in a list of choices, in English or Portuguese.

An action's notation (``bid 2@3``, ``use base-c7``, ``run 1``) is what a player types and what a record keeps; a
list of choices shows :func:`action_sentence` instead: "Place Capital disc 2 on card 3: Coal mine → oil well",
"Use Coal mine → oil well", "Run row 2 of Coal sale → iron mine ('2 coal -> 2 money x2') 1 time". Cards, Managers
and Capitalists are named by their titles (:mod:`furnace_lab.engine.core.naming`); in Portuguese a card row is said in
the card faces' words (:func:`~furnace_lab.engine.describe.row_words`) and the terms are the base rules' (Disco de
Capital, Compensação, Marcador de Melhoria). The sentence describes the action only; whether it is legal, and by
which rule, is :func:`~furnace_lab.engine.explain.explain`'s answer.

A sentence is at most :data:`LIMIT` characters, so a drop-down at the page's width shows it whole on a 1024-px
projector: where two long titles would not fit (a pair bid, a Manager put on a card, a row run on a card) the shorter
form (``…_short``) leaves out what the choice does not need: the extra disc's card is named by its place in the row, a
row by its number and effect (the card being produced is the same for every choice offered).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.actions import (
    Action,
    AssignManager,
    Bid,
    ChooseCard,
    Compensate,
    Done,
    InsertCard,
    ManagerUse,
    PairBid,
    RepeatCard,
    Roll,
    Run,
    UpgradeCard,
    UseCard,
    VarBid,
    parse_action,
)
from furnace_lab.engine.core.constants import RESOLUTION
from furnace_lab.errors import check_lang

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

SENTENCES: Final[dict[str, dict[str, str]]] = {
    "en": {
        "bid": "Place Capital disc {disc} on card {position}: {card}",
        "vbid": "Place your variable Capital disc, worth {disc}, on card {position}: {card}",
        "pair": "Place Capital disc {disc} on card {position}: {card}, and your extra disc on card {extra}: {other}",
        "pair_short": "Place disc {disc} on card {position}: {card}, and the extra disc on card {extra}",
        "roll": "The die shows {face}",
        "comp": "Compensation from {card}: run it {times}",
        "comp_none": "Compensation from {card}: decline it",
        "school": "Compensation from {card}: {times} to the second option, the rest to the first",
        "run": "Run row {row} of {card} ({effect}) {times}",
        "run_short": "Run row {row} ({effect}) {times}",
        "run_none": "Skip row {row} of {card} ({effect})",
        "run_none_short": "Skip row {row} ({effect})",
        "use": "Use {card}",
        "upgrade": "Upgrade {card}",
        "repeat": "Use {card} again",
        "insert": "Put {card} at place {position} of your production chain",
        "choose": "Keep {card}",
        "assign": "Put the Manager {manager} on {card}",
        "assign_short": "Manager {manager} on {card}",
        "manager": "Manager: {what}",
        "done_placing": "Done: place no more Managers this round",
        "done_upgrading": "Done: stop upgrading",
        "done_manager": "Done: leave the Manager's choice unused",
        "done": "Done: finish your production",
        "once": "once",
        "times": "{n} times",
    },
    "pt": {
        "bid": "Colocar o Disco de Capital {disc} na carta {position}: {card}",
        "vbid": "Pôr o disco variável, valendo {disc}, na carta {position}: {card}",
        "pair": "Colocar o Disco de Capital {disc} na carta {position}: {card}, e seu disco extra na carta {extra}: "
                "{other}",
        "pair_short": "Pôr o disco {disc} na carta {position}: {card}, e o extra na carta {extra}",
        "roll": "O dado mostra {face}",
        "comp": "Compensação de {card}: executar {times}",
        "comp_none": "Compensação de {card}: recusar",
        "school": "Compensação de {card}: {times} na segunda opção, o resto na primeira",
        "run": "Executar a linha {row} de {card} ({effect}) {times}",
        "run_short": "Executar a linha {row} ({effect}) {times}",
        "run_none": "Pular a linha {row} de {card} ({effect})",
        "run_none_short": "Pular a linha {row} ({effect})",
        "use": "Usar {card}",
        "upgrade": "Melhorar {card}",
        "repeat": "Usar {card} de novo",
        "insert": "Colocar {card} na posição {position} da sua cadeia de produção",
        "choose": "Ficar com {card}",
        "assign": "Pôr o Gerente {manager} em {card}",
        "assign_short": "Gerente {manager} em {card}",
        "manager": "Gerente: {what}",
        "done_placing": "Pronto: não pôr mais Gerentes nesta rodada",
        "done_upgrading": "Pronto: encerrar as melhorias",
        "done_manager": "Pronto: não usar a escolha do Gerente",
        "done": "Pronto: terminar a produção",
        "once": "1 vez",
        "times": "{n} vezes",
    },
}
"""Each action's sentence per language (``str.format`` fields); ``…_short``: the form used when it would be longer
than :data:`LIMIT`."""
LIMIT: Final = 110
"""The most characters a sentence has where a shorter form exists (a drop-down at the page's width, 1024 px, shows
about 130)."""


def _say(w: dict[str, str], key: str, **fields: object) -> str:
    """The sentence ``key``, or its short form when it is longer than :data:`LIMIT`."""
    text = w[key].format(**fields)
    short = w.get(f"{key}_short")
    return short.format(**fields) if short is not None and len(text) > LIMIT else text


def _times(n: int, w: dict[str, str]) -> str:
    return w["once"] if n == 1 else w["times"].format(n=n)


def _row_card(s: GameState, index: int, lang: str) -> str:
    return N.card(s._g, s._row[index], lang) if 0 <= index < len(s._row) else "?"


def _done(s: GameState, w: dict[str, str]) -> str:
    from furnace_lab.engine.core.module_state import STAGE_END, STAGE_PLACING, STAGE_START

    if s._managers and s._managers.stage == STAGE_PLACING:
        return w["done_placing"]
    if s._card >= 0 and s._phase == RESOLUTION:
        return w["done_upgrading"]
    if s._card >= 0 and s._managers and s._managers.stage in (STAGE_START, STAGE_END):
        return w["done_manager"]
    return w["done_upgrading"] if s._card >= 0 else w["done"]


def _compensation(s: GameState, action: Compensate, lang: str, w: dict[str, str]) -> str:
    card = _row_card(s, s._resolving, lang)
    info = s._g.cards[s._row[s._resolving]] if 0 <= s._resolving < len(s._row) else None
    if info is not None and info.school is not None:
        return w["school"].format(card=card, times=action.times)
    if not action.times:
        return w["comp_none"].format(card=card)
    return w["comp"].format(card=card, times=_times(action.times, w))


def _run(s: GameState, action: Run, lang: str, w: dict[str, str]) -> str:
    from furnace_lab.engine.describe import row_words

    card = N.card(s._g, s._card, lang) if s._card >= 0 else "?"
    effect = row_words(s._rows[s._row_index][4], lang) if s._row_index < len(s._rows) else ""
    fields = {"row": s._row_index + 1, "card": card, "effect": effect}
    if not action.times:
        return _say(w, "run_none", **fields)
    return _say(w, "run", times=_times(action.times, w), **fields)


def action_sentence(s: GameState, action: Action | str, lang: str = "en") -> str:
    """``action`` (or its notation) in words, in ``lang``: what choosing it does, naming cards by their titles."""
    check_lang(lang)
    if isinstance(action, str):
        action = parse_action(s, action)
    w = SENTENCES[lang]
    g = s._g
    if isinstance(action, (Bid, VarBid)):
        key = "vbid" if isinstance(action, VarBid) else "bid"
        return w[key].format(disc=action.disc, position=action.position, card=_row_card(s, action.offset, lang))
    if isinstance(action, PairBid):
        return _say(w, "pair", disc=action.disc, position=action.position, card=_row_card(s, action.offset, lang),
                    extra=action.extra, other=_row_card(s, action.extra - 1, lang))
    if isinstance(action, Roll):
        return w["roll"].format(face=action.face)
    if isinstance(action, Compensate):
        return _compensation(s, action, lang, w)
    if isinstance(action, Run):
        return _run(s, action, lang, w)
    if isinstance(action, (UseCard, UpgradeCard, RepeatCard, ChooseCard)):
        key = {UseCard: "use", UpgradeCard: "upgrade", RepeatCard: "repeat", ChooseCard: "choose"}[type(action)]
        return w[key].format(card=N.name(g, action.card, lang))
    if isinstance(action, InsertCard):
        return w["insert"].format(card=N.name(g, action.card, lang), position=action.position)
    if isinstance(action, AssignManager):
        return _say(w, "assign", manager=N.name(g, action.manager, lang), card=N.name(g, action.card, lang))
    if isinstance(action, ManagerUse):
        from furnace_lab.engine.interbellum.manager_uses import USE_TEXTS

        en, pt = USE_TEXTS.get(action.what, (action.what, action.what))
        return w["manager"].format(what=pt if lang == "pt" else en)
    if isinstance(action, Done):
        return _done(s, w)
    return str(action)

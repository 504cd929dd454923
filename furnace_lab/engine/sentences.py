"""Actions offered as sentences: what a learner reads in a list of choices, in English or Portuguese.

An action's notation (``bid 2@3``, ``use base-c7``, ``run 1``) is what a player types and what a record keeps; a
list of choices shows :func:`action_sentence` instead: "Place Capital disc 2 on card 3: Coal mine → oil well",
"Use Coal mine → oil well", "Run row 2 of Coal sale → iron mine ('2 coal -> 2 money x2') 1 time". Cards, Managers
and Capitalists are named by their titles (:mod:`furnace_lab.engine.core.naming`); in Portuguese a card row is said in
the card faces' words (:func:`~furnace_lab.engine.core.words.row_words`) and the terms are the base rules' (Disco de
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
from furnace_lab.engine.core.module_state import STAGE_END, STAGE_PLACING, STAGE_START
from furnace_lab.engine.core.words import row_words
from furnace_lab.engine.text import Phrase, Value, phrase, say
from furnace_lab.errors import check_lang

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

SHORT: Final = {
    "sentences.pair": "sentences.pair-short",
    "sentences.run": "sentences.run-short",
    "sentences.run-none": "sentences.run-none-short",
    "sentences.assign": "sentences.assign-short",
}
"""The sentences that have a shorter form, used when the sentence would be longer than :data:`LIMIT` (the words of
both, in every language, are in the phrase tables: furnace_lab.engine.text, ``sentences.…``)."""
_ON_CARD: Final = {UseCard: "sentences.use", UpgradeCard: "sentences.upgrade", RepeatCard: "sentences.repeat",
                   ChooseCard: "sentences.choose"}
LIMIT: Final = 110
"""The most characters a sentence has where a shorter form exists (a drop-down at the page's width, 1024 px, shows
about 130)."""


def _say(key: str, lang: str, /, **fields: Value) -> str:
    """The sentence ``key`` in ``lang``, or its short form when it is longer than :data:`LIMIT`."""
    text = say(key, lang, **fields)
    short = SHORT.get(key)
    return say(short, lang, **fields) if short is not None and len(text) > LIMIT else text


def _times(n: int) -> Phrase:
    return phrase("sentences.once") if n == 1 else phrase("sentences.times", n=n)


def _row_card(s: GameState, index: int, lang: str) -> str:
    return N.card(s._g, s._row[index], lang) if 0 <= index < len(s._row) else "?"


def _done(s: GameState) -> str:
    """The key of what ``done`` ends now."""
    if s._managers and s._managers.stage == STAGE_PLACING:
        return "sentences.done-placing"
    if s._card >= 0 and s._phase == RESOLUTION:
        return "sentences.done-upgrading"
    if s._card >= 0 and s._managers and s._managers.stage in (STAGE_START, STAGE_END):
        return "sentences.done-manager"
    return "sentences.done-upgrading" if s._card >= 0 else "sentences.done"


def _compensation(s: GameState, action: Compensate, lang: str) -> str:
    card = _row_card(s, s._resolving, lang)
    info = s._g.cards[s._row[s._resolving]] if 0 <= s._resolving < len(s._row) else None
    if info is not None and info.school is not None:
        return say("sentences.school", lang, card=card, times=action.times)
    if not action.times:
        return say("sentences.comp-none", lang, card=card)
    return say("sentences.comp", lang, card=card, times=_times(action.times))


def _run(s: GameState, action: Run, lang: str) -> str:
    card = N.card(s._g, s._card, lang) if s._card >= 0 else "?"
    effect = row_words(s._rows[s._row_index][4], lang) if s._row_index < len(s._rows) else ""
    fields: dict[str, Value] = {"row": s._row_index + 1, "card": card, "effect": effect}
    if not action.times:
        return _say("sentences.run-none", lang, **fields)
    return _say("sentences.run", lang, times=_times(action.times), **fields)


def action_sentence(s: GameState, action: Action | str, lang: str = "en") -> str:
    """``action`` (or its notation) in words, in ``lang``: what choosing it does, naming cards by their titles."""
    check_lang(lang)
    if isinstance(action, str):
        action = parse_action(s, action)
    g = s._g
    if isinstance(action, (Bid, VarBid)):
        key = "sentences.vbid" if isinstance(action, VarBid) else "sentences.bid"
        return say(key, lang, disc=action.disc, position=action.position, card=_row_card(s, action.offset, lang))
    if isinstance(action, PairBid):
        return _say("sentences.pair", lang, disc=action.disc, position=action.position,
                    card=_row_card(s, action.offset, lang), extra=action.extra,
                    other=_row_card(s, action.extra - 1, lang))
    if isinstance(action, Roll):
        return say("sentences.roll", lang, face=action.face)
    if isinstance(action, Compensate):
        return _compensation(s, action, lang)
    if isinstance(action, Run):
        return _run(s, action, lang)
    if isinstance(action, (UseCard, UpgradeCard, RepeatCard, ChooseCard)):
        return say(_ON_CARD[type(action)], lang, card=N.name(g, action.card, lang))
    if isinstance(action, InsertCard):
        return say("sentences.insert", lang, card=N.name(g, action.card, lang), position=action.position)
    if isinstance(action, AssignManager):
        return _say("sentences.assign", lang, manager=N.name(g, action.manager, lang),
                    card=N.name(g, action.card, lang))
    if isinstance(action, ManagerUse):
        from furnace_lab.engine.interbellum.manager_uses import USE_KEYS

        use = USE_KEYS.get(action.what)
        return say("sentences.manager", lang, what=action.what if use is None else phrase(use))
    if isinstance(action, Done):
        return say(_done(s), lang)
    return str(action)

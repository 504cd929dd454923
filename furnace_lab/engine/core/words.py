"""Values a phrase writes differently in each language: a card by its name, an amount of resources, a count of
times, a card row.

A phrase's value may be a function of the language (:mod:`furnace_lab.engine.text`): the sentence is written in
whichever language is asked for, later. The rule modules and ``explain`` build such values with these, so a card
is named the same way in a refusal, an explanation and the log: ``cited(rule, key, card=W.card(g, c))``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from furnace_lab.cards.notation import parse_effect
from furnace_lab.cards.render import effect_words
from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.events import bundle_text, times_words
from furnace_lab.errors import NotationError

if TYPE_CHECKING:
    from furnace_lab.engine.core.cards import Pairs
    from furnace_lab.engine.core.spec import GameSpec

Words = Callable[[str], str]
"""A value of a phrase written in the language it is given."""


def row_words(notation: str, lang: str) -> str:
    """A card row written in the card notation, as the board says it: as it is in English, in the card faces' words
    in the other languages (in quotes if the notation cannot be read)."""
    if lang == "en":
        return notation
    try:
        return effect_words(parse_effect(notation), lang)
    except NotationError:
        return f"'{notation}'"


def card(g: GameSpec, index: int) -> Words:
    """A card of the game (by index) as the log names it."""
    return lambda lang: N.card(g, index, lang)


def title(g: GameSpec, item_id: str) -> Words:
    """A card or Manager (by id) by its title (an id the game does not know stays as it is)."""
    return lambda lang: N.name(g, item_id, lang)


def times(k: int) -> Words:
    """``twice`` / ``2 vezes``."""
    return lambda lang: times_words(k, lang)


def bundle(parts: Pairs) -> Words:
    """An amount of resources as the log writes it (``2 coal + 1 iron`` / ``2 carvões + 1 ferro``)."""
    return lambda lang: bundle_text(parts, lang)


def row(notation: str) -> Words:
    """A card row: its notation in English, the card faces' words in the other languages (a refusal never quotes
    the English notation to a Portuguese reader)."""
    return lambda lang: row_words(notation, lang)

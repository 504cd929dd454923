"""Interbellum's log texts and refusals, worded from the phrase tables (:mod:`furnace_lab.engine.text`, keys
``ib.*`` in :mod:`~furnace_lab.engine.text.en.interbellum` and :mod:`~furnace_lab.engine.text.pt.interbellum`).

The modules of this package log an ``ib`` event as (rule IDs, English text, Portuguese text) and refuse an action
as (rule ID, English, Portuguese); the log reads these shapes, so they stay. What changes is where the words come
from: :func:`both` writes one phrase in the two languages, and ``LogText.of``
(:mod:`furnace_lab.engine.core.logtext`) turns a phrase into the template the most frequent events keep in the log
(worded only when the log is read). Refusals use :func:`~furnace_lab.engine.text.cited` and ``.refusal()``.
"""

from __future__ import annotations

from typing import Any, Final

from furnace_lab.engine.core.logtext import Named
from furnace_lab.engine.text import LANGUAGES, MissingPhrase

_ENGLISH: Final = LANGUAGES["en"]
_PORTUGUESE: Final = LANGUAGES["pt"]


def both(key: str, /, **values: Any) -> tuple[str, str]:
    """The phrase ``key`` in English and in Portuguese. A value that is a
    :class:`~furnace_lab.engine.core.logtext.Named` (a card's, a Manager's names, or any words already written in
    each language) gives each language its own words; a number or a text is written as it is; anything else (a
    :class:`~furnace_lab.engine.text.Phrase`, a function of the language) is asked for each language's words, as
    :func:`~furnace_lab.engine.text.say` does. Written out for speed (a Manager's use logs one on a move's path):
    one pass over the values for both languages."""
    en_template = _ENGLISH.get(key)
    pt_template = _PORTUGUESE.get(key)
    if en_template is None or pt_template is None:
        raise MissingPhrase(f"phrase {key!r} is missing from the {'en' if en_template is None else 'pt'!r} table")
    en: dict[str, Any] = {}
    pt: dict[str, Any] = {}
    for name, value in values.items():
        kind = type(value)
        if kind is Named:
            en[name] = value.en
            pt[name] = value.pt
        elif kind is int or kind is str or isinstance(value, int | str):
            en[name] = pt[name] = value
        else:
            en[name] = value("en")
            pt[name] = value("pt")
    try:
        return en_template.format_map(en), pt_template.format_map(pt)
    except (KeyError, IndexError) as error:
        raise MissingPhrase(f"phrase {key!r} needs the value {error.args[0]!r}") from None

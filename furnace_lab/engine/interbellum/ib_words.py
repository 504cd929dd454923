"""Interbellum's log texts and refusals, worded from the phrase tables (:mod:`furnace_lab.engine.text`, keys
``ib.*`` in :mod:`~furnace_lab.engine.text.en_interbellum` and :mod:`~furnace_lab.engine.text.pt_interbellum`).

The modules of this package log an ``ib`` event as (rule IDs, English text, Portuguese text) and refuse an action
as (rule ID, English, Portuguese); the log reads these shapes, so they stay. What changes is where the words come
from: :func:`both` writes one phrase in the two languages, and :func:`log_text` turns a phrase into the
:class:`~furnace_lab.engine.core.logtext.LogText` template the most frequent events keep in the log (worded only
when the log is read). Refusals use :func:`~furnace_lab.engine.text.cited` and ``.refusal()``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Final

from furnace_lab.engine.core.logtext import LogText, Named
from furnace_lab.engine.text import LANGUAGES, MissingPhrase, say

_FIELD: Final = re.compile(r"\{(\w*)\}")


def both(key: str, /, **values: Any) -> tuple[str, str]:
    """The phrase ``key`` in English and in Portuguese. A value that is a
    :class:`~furnace_lab.engine.core.logtext.Named` (a card's, a Manager's names, or any words already written in
    each language) gives each language its own words; any other value is used as :func:`say` uses it."""
    en = {name: value.en if type(value) is Named else value for name, value in values.items()}
    pt = {name: value.pt if type(value) is Named else value for name, value in values.items()}
    return say(key, "en", **en), say(key, "pt", **pt)


def log_text(key: str, names: tuple[str, ...], pt_names: tuple[str, ...] | None = None,
             pt_values: Callable[[tuple[Any, ...]], tuple[Any, ...]] | None = None) -> LogText:
    """The phrase ``key`` as a log template: the event logs its values in the order of ``names`` (the phrase's
    placeholder names), and ``pt_names`` says which name each value fills in the Portuguese phrase when
    ``pt_values`` reorders or rewrites them (``""`` for a value that language does not write). Built once, at
    import."""
    return LogText(_positional(key, "en", names), _positional(key, "pt", pt_names or names), pt_values)


def _positional(key: str, lang: str, names: tuple[str, ...]) -> str:
    """The table's template with each ``{name}`` as ``{index}`` of ``names`` (LogText formats by position)."""
    template = LANGUAGES[lang].get(key)
    if template is None:
        raise MissingPhrase(f"phrase {key!r} is missing from the {lang!r} table")

    def index(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in names:
            raise MissingPhrase(f"phrase {key!r} ({lang}) writes {name!r}, which its log values do not carry")
        return "{" + str(names.index(name)) + "}"

    return _FIELD.sub(index, template)

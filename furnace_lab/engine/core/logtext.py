"""Explanations written into the game log as a template and its values, and put into words when the log is read.

The engine explains every automatic step in English and Portuguese. Most explanations are written out as the
event happens, but the most frequent Interbellum ones come several times per round: a Manager placed, a Business
School won or split, the Managers dealt to the schools, the compensation-first Capitalist's extra row, deliveries,
text effects and permanent-effect bonuses. For those the log keeps a :class:`LogText` (a ``TEXT_*`` constant beside
the rule that logs it) and the values it names, and :func:`~furnace_lab.engine.core.state.walk_log` fills them in.
A template's words live in the phrase tables (:mod:`furnace_lab.engine.text`): ``LogText.of("area.key", names)`` takes
the phrase's English and Portuguese templates, its placeholders standing for the values in the order of ``names``;
the log's event keeps its (rule IDs, English, Portuguese) shape.
Every reader of the log (``iter_log``, ``log``, the saved JSON) sees the finished texts, the same as if they had
been written out at once; the game only saves the work and the memory of texts nobody reads.

A value that names a card, Manager or Agent is kept as a :class:`Named` (its English and Portuguese names, one
shared object per item: :func:`~furnace_lab.engine.core.naming.named`), so each language's text names it in that
language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, Final

from furnace_lab.engine.text import ENGLISH, PORTUGUESE, MissingPhrase


class Named:
    """A card's (or Manager's, Agent's) English and Portuguese names as a log value: each template gets its own."""

    __slots__ = ("en", "pt")

    def __init__(self, en: str, pt: str) -> None:
        self.en = en
        self.pt = pt

    def __str__(self) -> str:
        return self.en

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Named) and (self.en, self.pt) == (other.en, other.pt)

    def __hash__(self) -> int:
        return hash((self.en, self.pt))

    def __repr__(self) -> str:
        return f"Named({self.en!r}, {self.pt!r})"


def _in(values: tuple[Any, ...], pt: bool) -> tuple[Any, ...]:
    if not any(type(v) is Named for v in values):
        return values
    return tuple((v.pt if pt else v.en) if type(v) is Named else v for v in values)


_FIELD: Final = re.compile(r"\{(\w*)\}")


def _positional(key: str, table: Mapping[str, str], names: tuple[str, ...]) -> str:
    """The table's template with each ``{name}`` as ``{index}`` of ``names`` (a LogText formats by position)."""
    template = table.get(key)
    if template is None:
        raise MissingPhrase(f"phrase {key!r} is missing from the {'English' if table is ENGLISH else 'Portuguese'} "
                            "table")

    def index(match: re.Match[str]) -> str:
        name = match.group(1)
        if name.isdigit():
            return match.group(0)
        if name not in names:
            raise MissingPhrase(f"phrase {key!r} writes {name!r}, which its log values do not carry")
        return "{" + str(names.index(name)) + "}"

    return _FIELD.sub(index, template)


class LogText:
    """An English and a Portuguese template (``str.format`` fields ``{0}``, ``{1}``, ... for the values).

    ``pt_values``, if given, turns the values into the Portuguese template's (a resource's name in Portuguese, say)."""

    __slots__ = ("en", "pt", "pt_values")

    def __init__(self, en: str, pt: str, pt_values: Callable[[tuple[Any, ...]], tuple[Any, ...]] | None = None) -> None:
        self.en = en
        self.pt = pt
        self.pt_values = pt_values

    @classmethod
    def of(cls, key: str, names: tuple[str, ...] = (), pt_names: tuple[str, ...] | None = None,
           pt_values: Callable[[tuple[Any, ...]], tuple[Any, ...]] | None = None) -> LogText:
        """The phrase ``key`` as a log template, built once, at import of the module that names it. The event logs
        its values in the order of ``names`` (the phrase's placeholder names; a placeholder already numbered,
        ``{0}``, stays as it is); ``pt_names`` says which name each value fills in the Portuguese phrase when
        ``pt_values`` reorders or rewrites them (``""`` for a value that language does not write). A missing key,
        or a placeholder the values do not carry, fails at once with :class:`~furnace_lab.engine.text.MissingPhrase`."""
        return cls(_positional(key, ENGLISH, names), _positional(key, PORTUGUESE, pt_names or names), pt_values)

    def render(self, values: tuple[Any, ...]) -> tuple[str, str]:
        """The English and the Portuguese text with these values filled in."""
        pt_values = _in(values, True)
        if self.pt_values is not None:
            pt_values = self.pt_values(pt_values)
        return self.en.format(*_in(values, False)), self.pt.format(*pt_values)

    def __repr__(self) -> str:
        return f"LogText({self.en!r})"


def notation_words(index: int) -> Callable[[tuple[Any, ...]], tuple[Any, ...]]:
    """``pt_values`` that put the value at ``index``, a card row in the card notation, into the card faces'
    Portuguese words (``gain 2 coal`` → "receber 2 carvões"); run only when the log is read."""

    def convert(values: tuple[Any, ...]) -> tuple[Any, ...]:
        from furnace_lab.engine.core.words import row_words  # words imports the log's texts (events), which use us

        return (*values[:index], row_words(str(values[index]), "pt"), *values[index + 1:])

    return convert

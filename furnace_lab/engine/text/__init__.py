"""The engine's words, kept apart from its rules: one phrase table per language, looked up by key.

A rule module does not write sentences. It says *what happened or why not* as a :class:`Cited` — a rule ID, a phrase
key and the values the phrase needs — and the words come from the language's table (the packages :mod:`.en` and
:mod:`.pt`, one module per area of the engine): ``cited(R.ENGINE_DIE, "legal.roll", face=3).text("pt")`` →
``"Permitido: o dado mostra 3."``. A third language is a new package of table files beside them and one line in
:data:`LANGUAGES`; no rule module changes.

A value is a number or a text used as it is, or something written differently in each language: a function of the
language (a card's name, an amount of resources, "twice" / "2 vezes") or a nested :class:`Phrase`. Each table
writes its placeholders in ``str.format`` style (``{card}``); both tables have the same keys and the same
placeholders (a test checks it). A missing key or value fails loudly with :class:`MissingPhrase`, never with an
empty or English-only text. docs/engine.md, "Texts and languages", says why these are Python tables and not gettext
catalogs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Final, Union

from furnace_lab.engine.text import en, pt

ENGLISH: Final = en.PHRASES
PORTUGUESE: Final = pt.PHRASES

LANGUAGES: Final[Mapping[str, Mapping[str, str]]] = {"en": ENGLISH, "pt": PORTUGUESE}
"""Language code → its phrase table (phrase key → template), joined from the areas' tables."""

Value = Union[int, str, "Phrase", Callable[[str], str]]
"""A phrase's value: a number or text as it is, a nested phrase, or a function of the language giving its words."""


class MissingPhrase(LookupError):
    """A phrase key, a language or a placeholder's value that the tables do not have: a defect of the engine, named
    so it is found at once (never shown to a learner as an empty or half-translated sentence)."""


def say(key: str, lang: str, /, **values: Value) -> str:
    """The phrase ``key`` in ``lang`` with ``values`` written in: a value that is a function of the language (or a
    :class:`Phrase`) is written in ``lang`` first."""
    table = LANGUAGES.get(lang)
    if table is None:
        raise MissingPhrase(f"no phrase table for language {lang!r} (tables: {', '.join(LANGUAGES)})")
    template = table.get(key)
    if template is None:
        raise MissingPhrase(f"phrase {key!r} is missing from the {lang!r} table")
    words = {name: value if isinstance(value, int | str) else value(lang) for name, value in values.items()}
    try:
        return template.format(**words)
    except (KeyError, IndexError) as error:
        raise MissingPhrase(f"phrase {key!r} ({lang}) needs the value {error.args[0]!r}") from None


@dataclass(frozen=True, slots=True)
class Phrase:
    """A phrase key and its values, not yet in any language; called with a language, its words."""

    key: str
    values: Mapping[str, Value] = field(default_factory=dict)

    def __call__(self, lang: str) -> str:
        return say(self.key, lang, **self.values)


@dataclass(frozen=True, slots=True)
class Cited:
    """What the engine says about an action or an event: the rule it applies and the phrase that says it."""

    rule_id: str
    phrase: Phrase

    def text(self, lang: str) -> str:
        """The phrase in ``lang``."""
        return self.phrase(lang)

    def refusal(self) -> tuple[str, str, str]:
        """(rule ID, English, Portuguese): the shape ``why_not`` and :class:`~furnace_lab.errors.IllegalAction`
        take."""
        return self.rule_id, self.text("en"), self.text("pt")


def phrase(key: str, /, **values: Value) -> Phrase:
    """A phrase to be written later, in whichever language is asked for (a value of another phrase, say)."""
    return Phrase(key, values)


def cited(rule_id: str, key: str, /, **values: Value) -> Cited:
    """A rule ID with the phrase that says what it allows or refuses."""
    return Cited(rule_id, Phrase(key, values))


def placeholders(template: str) -> frozenset[str]:
    """The value names a template writes in (``{card}`` → ``card``)."""
    from string import Formatter

    return frozenset(name for _, name, _, _ in Formatter().parse(template) if name)

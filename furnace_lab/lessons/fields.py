"""Reading one table of a lesson file, field by field, with one clear error per mistake in both languages.

A lesson file is data a teacher may write, so every field is checked for its type and its size before the lesson
is built: a missing title, a hint of 10,000 characters or a list of 500 scripted moves is refused with a
:class:`~furnace_lab.errors.DataError` naming the file, the lesson, the field and what was expected, in English and
Portuguese. Unknown keys are refused too (a typo such as ``hitns`` would otherwise be silently ignored).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from furnace_lab.errors import DataError, quoted

MAX_TEXT: Final = 1200
"""The longest text a lesson may hold (a title, a lesson text, a hint), in characters."""
MAX_NAME: Final = 64
"""The longest short string (an id, a card id, an action, an option value)."""
MAX_LIST: Final = 60
"""The longest list of rule ids or companies, and the largest whole-number option (scripted moves: start.MAX_MOVES)."""

_TYPES_PT: Final = {"str": "texto", "int": "número inteiro", "bool": "verdadeiro/falso", "list": "lista",
                    "dict": "tabela", "float": "número decimal"}


def _kind(value: object, lang: str = "en") -> str:
    name = type(value).__name__
    return _TYPES_PT.get(name, name) if lang == "pt" else name


class Table:
    """One TOML table of a lesson file (``file`` and ``item``, the lesson id, are named in every error)."""

    def __init__(self, raw: object, *, file: str, item: str, where: str | None = None) -> None:
        if not isinstance(raw, Mapping):
            raise DataError(f"expected a table, found {_kind(raw)}", file=file, item=item, field=where,
                            pt=f"esperava-se uma tabela, mas veio {_kind(raw, 'pt')}")
        self.raw: Mapping[str, object] = raw
        self.file = file
        self.item = item
        self.where = where

    def name(self, key: str) -> str:
        return f"{self.where}.{key}" if self.where else key

    def error(self, key: str | None, en: str, pt: str) -> DataError:
        field = self.name(key) if key else self.where
        return DataError(en, file=self.file, item=self.item, field=field, pt=pt)

    def only(self, allowed: frozenset[str]) -> None:
        unknown = sorted(str(k) for k in self.raw if k not in allowed)
        if unknown:
            keys = ", ".join(sorted(allowed))
            raise self.error(unknown[0], f"unknown key; expected only {keys}",
                             f"chave desconhecida; só se esperam {keys}")

    def has(self, key: str) -> bool:
        return key in self.raw

    def _get(self, key: str, en: str, pt: str) -> object:
        if key not in self.raw:
            raise self.error(key, f"missing; expected {en}", f"falta; esperava-se {pt}")
        return self.raw[key]

    def text(self, key: str, *, limit: int = MAX_TEXT) -> str:
        """A non-empty string of at most ``limit`` characters."""
        value = self._get(key, "a text", "um texto")
        return self.check_text(key, value, limit)

    def check_text(self, key: str, value: object, limit: int = MAX_TEXT) -> str:
        if not isinstance(value, str):
            raise self.error(key, f"expected a text, found {_kind(value)}",
                             f"esperava-se um texto, mas veio {_kind(value, 'pt')}")
        if not value.strip():
            raise self.error(key, "expected a non-empty text", "esperava-se um texto não vazio")
        if len(value) > limit:
            raise self.error(key, f"is {len(value)} characters long; at most {limit}",
                             f"tem {len(value)} caracteres; o máximo é {limit}")
        return value

    def choice(self, key: str, choices: tuple[str, ...]) -> str:
        value = self._get(key, f"one of {', '.join(choices)}", f"um destes: {', '.join(choices)}")
        if value not in choices:
            raise self.error(key, f"expected one of {', '.join(choices)}, found {quoted(value)}",
                             f"esperava-se um destes: {', '.join(choices)}, mas veio {quoted(value, 'pt')}")
        return str(value)

    def integer(self, key: str, *, minimum: int, maximum: int, default: int | None = None) -> int:
        if default is not None and key not in self.raw:
            return default
        value = self._get(key, f"a whole number from {minimum} to {maximum}",
                          f"um número inteiro de {minimum} a {maximum}")
        if type(value) is not int or not minimum <= value <= maximum:
            found = str(value)[:24] if type(value) is int else _kind(value)
            raise self.error(key, f"expected a whole number from {minimum} to {maximum}, found {found}",
                             f"esperava-se um número inteiro de {minimum} a {maximum}, mas veio "
                             f"{found if type(value) is int else _kind(value, 'pt')}")
        return value

    def texts(self, key: str, *, limit: int = MAX_NAME, count: int = MAX_LIST, minimum: int = 0) -> tuple[str, ...]:
        """A list of ``minimum`` to ``count`` strings, each at most ``limit`` characters (``()`` when absent)."""
        if key not in self.raw and minimum == 0:
            return ()
        value = self._get(key, "a list of texts", "uma lista de textos")
        if not isinstance(value, list):
            raise self.error(key, f"expected a list of texts, found {_kind(value)}",
                             f"esperava-se uma lista de textos, mas veio {_kind(value, 'pt')}")
        if not minimum <= len(value) <= count:
            raise self.error(key, f"expected {minimum} to {count} items, found {len(value)}",
                             f"esperavam-se de {minimum} a {count} itens, mas vieram {len(value)}")
        return tuple(self.check_text(f"{key}[{n}]", v, limit) for n, v in enumerate(value))

    def table(self, key: str) -> Table:
        value = self._get(key, "a table", "uma tabela")
        return Table(value, file=self.file, item=self.item, where=self.name(key))

    def tables(self, key: str, *, minimum: int, maximum: int) -> tuple[Table, ...]:
        value = self._get(key, "a list of tables", "uma lista de tabelas")
        if not isinstance(value, list) or not minimum <= len(value) <= maximum:
            found = f"{len(value)} items" if isinstance(value, list) else _kind(value)
            found_pt = f"{len(value)} itens" if isinstance(value, list) else _kind(value, "pt")
            raise self.error(key, f"expected {minimum} to {maximum} tables, found {found}",
                             f"esperavam-se de {minimum} a {maximum} tabelas, mas veio {found_pt}")
        return tuple(Table(v, file=self.file, item=self.item, where=f"{self.name(key)}[{n}]")
                     for n, v in enumerate(value))

    def bilingual(self, key: str, *, limit: int = MAX_TEXT) -> tuple[str, str]:
        """A ``{en = "...", pt = "..."}`` table: the same text in English and Portuguese."""
        both = self.table(key)
        both.only(frozenset({"en", "pt"}))
        return both.text("en", limit=limit), both.text("pt", limit=limit)

"""Bad input to the Brass rules, said in English and Portuguese.

Every :class:`~furnace_lab.errors.DataError` the Brass package raises (a request through ``ask(...)`` or the Brass
widget, the position loader, the data files, the exercises) is made by :func:`bad_data`: the English problem,
its Portuguese, and where it is (file, item, field). ``str(error)`` is exactly what it always was; ``error.pt``
(and ``error.message("pt")``) is the same message in Portuguese, the where-part included (``arquivo …, id '…',
campo '…': …``). Ids, field names and text the learner typed stay as written, quoted. :func:`syntax_pt` says in
Portuguese where JSON or TOML text (a position file, a data file) stops making sense.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

from furnace_lab.errors import DataError


class Said(str):
    """A text that is English as a string and knows its Portuguese (``.pt``): a request named in a refusal, a
    file named by what it is (``Said("pasted JSON", "JSON colado")``)."""

    pt: str

    def __new__(cls, en: str, pt: str) -> Said:
        said = super().__new__(cls, en)
        said.pt = pt
        return said


def bad_data(problem: str, pt: str, *, file: str | None = None, item: str | None = None,
             field: str | None = None, item_pt: str | None = None) -> DataError:
    """A :class:`DataError` whose Portuguese message is ``pt`` with the where-part in Portuguese (the item named
    ``item_pt`` there when the item is itself words, e.g. a request described)."""
    return DataError(problem, file=file, item=item, field=field, pt=pt, item_pt=item_pt)


def in_file(error: DataError, file: str) -> DataError:
    """The same error, naming ``file`` (a position read from a file), its Portuguese kept."""
    return DataError(error.problem, file=file, item=error.item, field=error.field, pt=error.problem_pt,
                     item_pt=error.item_pt)


def quoted(ids: Iterable[object]) -> str:
    """Ids listed for a Portuguese message, each quoted (they are data, not words): ``'coal', 'iron'``."""
    return ", ".join(repr(str(one)) for one in ids)


def syntax_pt(error: ValueError) -> str:
    """Where JSON or TOML text stops making sense, in Portuguese (the parsers say it in English only)."""
    if isinstance(error, json.JSONDecodeError):
        return f"erro de sintaxe na linha {error.lineno}, coluna {error.colno}"
    found = re.search(r"line (\d+), column (\d+)", str(error))
    if found:
        return f"erro de sintaxe na linha {found.group(1)}, coluna {found.group(2)}"
    return "erro de sintaxe"

"""Bad input to the Brass rules, said in English and Portuguese.

Every :class:`~furnace_lab.errors.DataError` a learner can meet through ``ask(...)``, the Brass widget or the
position loader is made by :func:`bad_data`: the English problem, its Portuguese, and where it is (file, item,
field). ``str(error)`` is exactly what it always was; ``error.pt`` (and ``error.message("pt")``) is the same
message in Portuguese, the where-part included (``arquivo …, id '…', campo '…': …``). Ids, field names and text
the learner typed stay as written, quoted.
"""

from __future__ import annotations

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


def where_pt(file: str | None, item: str | None, field: str | None) -> str:
    """The Portuguese of DataError's ``file …, id '…', field '…'`` prefix ("" when nothing is known)."""
    where = []
    if file:
        where.append(f"arquivo {getattr(file, 'pt', file)}")
    if item:
        where.append(f"id {item!r}")
    if field:
        where.append(f"campo {field!r}")
    return ", ".join(where)


class BrassDataError(DataError):
    """A :class:`DataError` that also says its problem in Portuguese (``problem_only_pt``)."""

    def __init__(self, problem: str, pt: str, *, file: str | None = None, item: str | None = None,
                 field: str | None = None, item_pt: str | None = None) -> None:
        super().__init__(problem, file=file, item=item, field=field)
        self.problem_only_pt = pt
        self.item_pt = item_pt
        prefix = where_pt(file, item if item_pt is None else item_pt, field)
        self.problem_pt = f"{prefix}: {pt}" if prefix else pt


def bad_data(problem: str, pt: str, *, file: str | None = None, item: str | None = None,
             field: str | None = None, item_pt: str | None = None) -> DataError:
    """A :class:`DataError` whose Portuguese message is ``pt`` with the where-part in Portuguese (the item named
    ``item_pt`` there when the item is itself words, e.g. a request described)."""
    return BrassDataError(problem, pt, file=file, item=item, field=field, item_pt=item_pt)


def in_file(error: DataError, file: str) -> DataError:
    """The same error, naming ``file`` (a position read from a file), its Portuguese kept."""
    if isinstance(error, BrassDataError):
        return BrassDataError(error.problem, error.problem_only_pt, file=file, item=error.item, field=error.field,
                              item_pt=error.item_pt)
    return DataError(error.problem, file=file, item=error.item, field=error.field)


def quoted(ids: Iterable[object]) -> str:
    """Ids listed for a Portuguese message, each quoted (they are data, not words): ``'coal', 'iron'``."""
    return ", ".join(repr(str(one)) for one in ids)

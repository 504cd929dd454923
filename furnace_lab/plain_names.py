"""Plain names for the files a learner's work is saved in (records, lesson progress): a name, never a path.

A plain name is 1 to :data:`MAX_NAME` characters of letters, digits, spaces, ``-`` and ``_``, starting with a letter
or a digit (``.json`` at the end is allowed and dropped). So it holds no ``/`` or ``\\``, no ``..``, no absolute
path, no NUL or other control character and makes no hidden file; the names Windows reserves (``con``, ``nul``,
``com1``...) are refused too, so a folder can be copied to any computer. :func:`name_problem` says what is wrong with
a name, if anything, as a short key; each caller words its typed error, in English and Portuguese, in its own terms.
"""

from __future__ import annotations

import re
from typing import Final

SUFFIX: Final = ".json"
MAX_NAME: Final = 64
"""The longest name accepted (without the suffix)."""
NAME: Final = re.compile(r"[^\W_][\w\- ]*", re.UNICODE)
RESERVED: Final = frozenset({"con", "prn", "aux", "nul", *(f"com{n}" for n in range(1, 10)),
                             *(f"lpt{n}" for n in range(1, 10))})


def stem_of(name: str) -> str:
    """The name without a ``.json`` at its end."""
    return name[: -len(SUFFIX)] if name.lower().endswith(SUFFIX) else name


def name_problem(stem: str) -> str | None:
    """What is wrong with a name (without its suffix): ``"empty"``, ``"long"``, ``"not-plain"``, ``"reserved"``, or
    None for a plain name."""
    if not stem.strip():
        return "empty"
    if len(stem) > MAX_NAME:
        return "long"
    if NAME.fullmatch(stem) is None or stem != stem.rstrip():
        return "not-plain"
    if stem.lower() in RESERVED:
        return "reserved"
    return None

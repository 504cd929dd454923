"""Where the game explorer saves and loads records: one folder, and plain names in it.

A learner types a *name* ("round2", "what-if Bo"), never a path. :func:`record_file_name` checks the name and
adds the ``.json`` suffix; anything that could point elsewhere is refused with a
:class:`~furnace_lab.errors.RecordError` saying why, in English and Portuguese, before any file is touched:

* a name is 1 to :data:`MAX_NAME` characters of letters, digits, spaces, ``-`` and ``_`` (``.json`` at the end
  is allowed and dropped), starting with a letter or a digit;
* so no ``/`` or ``\\``, no ``..``, no absolute path, no NUL or other control character, no hidden file;
* names the system reserves on Windows (``con``, ``nul``, ``com1``...) are refused too, so a record folder can be
  copied to any computer.

:class:`RecordsFolder` joins a checked name to its folder, checks again that the file sits directly in the folder
(and is not a link leading out of it), and hands the reading and the atomic writing to the engine's
:func:`~furnace_lab.engine.save_record` and :func:`~furnace_lab.engine.load_record`. The folder is a setting of
the code that builds the widget (a teacher's choice), never typed into the widget.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Final

from furnace_lab.engine import Record, load_record, save_record
from furnace_lab.errors import RecordError
from furnace_lab.plain_names import MAX_NAME, SUFFIX, name_problem, stem_of

DEFAULT_FOLDER: Final = "records"
"""The records folder when none is given: ``records/`` in the notebook's folder (the kernel's working folder)."""
SHOWN: Final = 40
"""How much of a refused name an error quotes."""


def _quoted(name: str) -> str:
    return repr(name if len(name) <= SHOWN else name[:SHOWN] + "…")


def _refuse(name: str, en: str, pt: str) -> RecordError:
    return RecordError(f"the record name {_quoted(name)} {en}", pt=f"o nome de registro {_quoted(name)} {pt}")


def record_file_name(name: object) -> str:
    """The file name for a record called ``name`` (``"round2"`` → ``"round2.json"``); a name that is not a plain
    name (see the module docstring) raises :class:`~furnace_lab.errors.RecordError`."""
    if not isinstance(name, str):
        raise RecordError(f"a record name is text, not {type(name).__name__}",
                          pt=f"o nome de um registro é um texto, não {type(name).__name__}")
    stem = stem_of(name)
    problem = name_problem(stem)
    if problem == "empty":
        raise RecordError("give the record a name (letters, digits, spaces, '-' or '_')",
                          pt="dê um nome ao registro (letras, dígitos, espaços, '-' ou '_')")
    if problem == "long":
        raise _refuse(name, f"is {len(stem)} characters long; at most {MAX_NAME}",
                      f"tem {len(stem)} caracteres; o máximo é {MAX_NAME}")
    if problem == "not-plain":
        raise _refuse(name, "is not a plain name: use letters, digits, spaces, '-' and '_' only, starting with a "
                            "letter or a digit (no folders, no dots)",
                      "não é um nome simples: use só letras, dígitos, espaços, '-' e '_', começando por uma letra "
                      "ou um dígito (sem pastas, sem pontos)")
    if problem == "reserved":
        raise _refuse(name, "is reserved by the system; choose another",
                      "é reservado pelo sistema; escolha outro")
    return stem + SUFFIX


class RecordsFolder:
    """One folder of game records, read and written by name only (see the module docstring)."""

    def __init__(self, folder: str | os.PathLike[str] = DEFAULT_FOLDER) -> None:
        self.folder = Path(folder).resolve()

    def path_for(self, name: object) -> Path:
        """The file a record called ``name`` lives in; raises RecordError for a name that is not a plain name."""
        target = self.folder / record_file_name(name)
        if target.parent != self.folder or target.is_symlink():
            raise _refuse(str(name), "does not name a file of the records folder",
                          "não é o nome de um arquivo da pasta de registros")
        return target

    def shown(self, name: object) -> str:
        """How a saved record is named to a learner: the folder's name and the file's (not the server's path)."""
        return f"{self.folder.name}/{record_file_name(name)}"

    def save(self, record: Record | Any, name: object) -> Path:
        """Write ``record`` (or a state's record) as ``name`` in the folder, atomically (the engine's save)."""
        target = self.path_for(name)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise RecordError(f"cannot create the records folder {self.folder.name}: {error.strerror}",
                              pt=f"não foi possível criar a pasta de registros {self.folder.name}") from None
        return save_record(record, target)

    def load(self, name: object) -> Record:
        """Read the record called ``name`` from the folder."""
        return load_record(self.path_for(name))

    def names(self) -> list[str]:
        """The names of the records in the folder, sorted (without the suffix)."""
        if not self.folder.is_dir():
            return []
        found = []
        for path in self.folder.glob(f"*{SUFFIX}"):
            stem = path.name[: -len(SUFFIX)]
            if name_problem(stem) is None and path.is_file() and not path.is_symlink():
                found.append(stem)
        return sorted(found)

"""A learner's progress through the course: which lessons are done, saved atomically as JSON in one folder.

The folder is chosen by the code that builds the lesson view (a teacher's setting, beside the notebook), never
typed by the learner; the file is named by a *plain name* (letters, digits, spaces, ``-`` and ``_``, starting
with a letter or a digit, up to :data:`MAX_NAME` characters), so no name can point outside the folder. The rule
is the one record names follow (:mod:`furnace_lab.plain_names`).

Saving writes a temporary file in the same folder and renames it over the old one (``os.replace``), so a crash
never leaves half a file. Reading checks the size, the shape and every lesson id; a damaged file is refused with a
:class:`~furnace_lab.errors.DataError` in English and Portuguese and changes nothing.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from furnace_lab.atomic_files import write_atomic
from furnace_lab.errors import DataError, quoted
from furnace_lab.plain_names import MAX_NAME, SUFFIX, name_problem, stem_of

MAX_FILE: Final = 20_000
"""The largest progress file read, in characters."""
MAX_DONE: Final = 200
LESSON_ID: Final = re.compile(r"[a-z0-9][a-z0-9-]{0,47}")


def progress_file_name(name: object) -> str:
    """``name`` + ``.json`` for a plain name; anything else raises a DataError, before any file is touched."""
    if not isinstance(name, str):
        raise DataError(f"a progress name is text, not {type(name).__name__}", field="name",
                        pt=f"o nome do progresso é um texto, não {type(name).__name__}")
    stem = stem_of(name)
    if name_problem(stem) is not None:
        raise DataError(f"{quoted(name)} is not a plain name: use up to {MAX_NAME} letters, digits, spaces, '-' "
                        "and '_', starting with a letter or a digit (no folders, no dots)", field="name",
                        pt=f"{quoted(name, 'pt')} não é um nome simples: use até {MAX_NAME} letras, dígitos, "
                           "espaços, '-' e '_', começando por uma letra ou um dígito (sem pastas, sem pontos)")
    return stem + SUFFIX


@dataclass(frozen=True, slots=True)
class Progress:
    """The lessons finished, in the order they were finished."""

    done: tuple[str, ...] = ()

    def with_done(self, lesson_id: str) -> Progress:
        if LESSON_ID.fullmatch(lesson_id) is None:
            raise DataError(f"{quoted(lesson_id)} is not a lesson id", field="lesson",
                            pt=f"{quoted(lesson_id, 'pt')} não é o id de uma lição")
        if lesson_id in self.done:
            return self
        return Progress((*self.done, lesson_id)[-MAX_DONE:])


class ProgressFile:
    """One learner's progress file, ``name`` in ``folder`` (see the module docstring)."""

    def __init__(self, folder: str | os.PathLike[str], name: str = "progress") -> None:
        self.folder = Path(folder).resolve()
        self.path = self.folder / progress_file_name(name)

    def load(self) -> Progress:
        """The saved progress (none saved yet: an empty one)."""
        if not self.path.exists():
            return Progress()
        if self.path.is_symlink() or not self.path.is_file():
            raise self._damaged("is not a plain file", "não é um arquivo comum")
        try:
            text = self.path.read_text(encoding="utf-8")[: MAX_FILE + 1]
        except (OSError, UnicodeDecodeError):
            raise self._damaged("cannot be read", "não pode ser lido") from None
        if len(text) > MAX_FILE:
            raise self._damaged(f"is over {MAX_FILE} characters", f"tem mais de {MAX_FILE} caracteres")
        try:
            data = json.loads(text)
        except ValueError:
            raise self._damaged("is not JSON", "não é JSON") from None
        done = data.get("done") if isinstance(data, dict) and data.get("version") == 1 else None
        if (not isinstance(done, list) or len(done) > MAX_DONE
                or not all(isinstance(d, str) and LESSON_ID.fullmatch(d) for d in done)):
            raise self._damaged("does not hold a list of lesson ids", "não contém uma lista de ids de lições")
        return Progress(tuple(dict.fromkeys(done)))

    def save(self, progress: Progress) -> Path:
        """Write ``progress`` atomically (a temporary file renamed over the old one)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps({"version": 1, "done": list(progress.done)}, indent=1)
        write_atomic(self.path, text.encode("utf-8"))
        return self.path

    def complete(self, lesson_id: str) -> Progress:
        """Mark ``lesson_id`` done and save."""
        progress = self.load().with_done(lesson_id)
        self.save(progress)
        return progress

    def _damaged(self, en: str, pt: str) -> DataError:
        return DataError(f"the progress file {en}", file=self.path.name, pt=f"o arquivo de progresso {pt}")

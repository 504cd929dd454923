"""Record files: writing a game record to disk atomically, and reading one back with limits.

* :func:`save_record` writes a temporary file beside the target and renames it over the target (``os.replace``),
  so a failed save never destroys the previous file and leaves no temporary file. A save that was killed half-way
  (the process ended between the two steps) leaves its temporary file, named ``.NAME.XXXXXXXX.tmp``: the next save
  to the same file deletes those older than :data:`STALE_TEMP_SECONDS` — only regular files of exactly that
  pattern, so nothing of the user's is touched.
* :func:`load_record` reads a regular file of at most :data:`MAX_RECORD_BYTES` (a record is a few KB). It opens the
  file without blocking and checks what it is before reading: a FIFO (which would wait for a writer forever), a
  device such as ``/dev/zero`` (which never ends), a folder or a file too large is refused, never read.

A path is text or a path object (``pathlib.Path``), without NUL characters, naming a file (not ``""`` nor a
folder). Every refusal is a :class:`~furnace_lab.errors.RecordError` naming the file and why, in English and in
Portuguese.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import time
from pathlib import Path
from typing import Any, Final

from furnace_lab.atomic_files import write_atomic
from furnace_lab.errors import PATH_LIMIT, RecordError, quoted, shown

MAX_RECORD_BYTES: Final = 1_000_000
"""The largest record file :func:`load_record` reads: a whole game's record is about 4 KB."""
STALE_TEMP_SECONDS: Final = 600
"""A save's temporary file older than this (ten minutes; a save takes milliseconds) was left by a save that was
killed: the next save to the same file deletes it."""
_TEMP_NAME: Final = r"[a-z0-9_]{8}\.tmp"
"""What ``tempfile.mkstemp`` puts after the prefix ``.NAME.``: eight letters, digits or ``_``, then the suffix."""
_OPEN_FLAGS: Final = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
                      | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
"""Opening never waits (a FIFO with no writer opens at once, and is then refused) nor takes a terminal."""


def save_record(record: Any, path: str | os.PathLike[str]) -> Path:
    """Write a record (or a state's record) to ``path`` atomically; returns the path."""
    from furnace_lab.engine.core.state import GameState
    from furnace_lab.engine.records import Record, record_of

    target = _save_path(path)
    if not isinstance(record, Record):
        if not isinstance(record, GameState):
            raise RecordError(f"cannot save the record to {_shown(target)}: expected a Record or a game state, "
                              f"found {type(record).__name__}",
                              pt=f"não foi possível salvar o registro em {_shown(target)}: esperava-se um 'Record' "
                                 f"ou o estado de uma partida, mas veio {type(record).__name__}")
        record = record_of(record)
    text = record.to_json()
    try:
        write_atomic(target, text.encode("utf-8"))
    except OSError as error:  # no folder, no permission, a full disk: the previous file, if any, is untouched
        raise _unwritable(target, error) from None
    remove_stale_temps(target)
    return target


def remove_stale_temps(target: Path, *, now: float | None = None) -> list[str]:
    """Delete the temporary files that killed saves to ``target`` left beside it (``.NAME.XXXXXXXX.tmp``, regular
    files older than :data:`STALE_TEMP_SECONDS`); returns their names. A file that cannot be looked at or removed is
    left alone: this tidies, it never fails a save."""
    pattern = re.compile(re.escape(f".{target.name}.") + _TEMP_NAME)
    moment = time.time() if now is None else now
    removed = []
    with contextlib.suppress(OSError), os.scandir(target.parent) as entries:
        for entry in entries:
            if not pattern.fullmatch(entry.name):
                continue
            with contextlib.suppress(OSError):
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and moment - info.st_mtime > STALE_TEMP_SECONDS:
                    os.unlink(entry.path)
                    removed.append(entry.name)
    return removed


def load_record(path: str | os.PathLike[str]) -> Any:
    """Read a record file (see the module docstring for what is refused before reading)."""
    from furnace_lab.engine.records import Record

    source = _path(path, "cannot read the record", "não foi possível ler o registro")
    try:
        fd = os.open(source, _OPEN_FLAGS)
    except OSError as error:
        raise _unreadable(source, error.strerror or type(error).__name__,
                          _os_reason_pt(error, "o arquivo não existe")) from None
    try:
        _check_file(source, os.fstat(fd))
    except BaseException:
        os.close(fd)
        raise
    with os.fdopen(fd, "rb") as handle:
        try:
            raw = handle.read(MAX_RECORD_BYTES + 1)
        except OSError as error:
            raise _unreadable(source, error.strerror or type(error).__name__,
                              _os_reason_pt(error, "o arquivo não existe")) from None
    if len(raw) > MAX_RECORD_BYTES:  # it grew while being read
        raise _too_large(source)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise _unreadable(source, f"not UTF-8 text (byte {error.start})", "o arquivo não está em UTF-8") from None
    try:
        return Record.from_json(text)
    except RecordError as error:  # say which file
        raise RecordError(error.problem, index=error.index, action=error.action, file=str(source),
                          pt=error.problem_pt) from None


def _check_file(source: Path, info: os.stat_result) -> None:
    """A regular file of at most MAX_RECORD_BYTES, or a RecordError saying what it is instead."""
    if stat.S_ISDIR(info.st_mode):
        raise _unreadable(source, "it is a folder, not a record file", "é uma pasta, não um arquivo de registro")
    if not stat.S_ISREG(info.st_mode):
        raise _unreadable(source, "not a regular file (a device, a pipe or a socket), so not a record",
                          "não é um arquivo comum (é um dispositivo, um pipe ou um socket), então não é um registro")
    if info.st_size > MAX_RECORD_BYTES:
        raise _too_large(source, info.st_size)


def _too_large(source: Path, size: int | None = None) -> RecordError:
    found = f"{size} bytes" if size is not None else "more"
    return _unreadable(source, f"the file is too large to be a record ({found}; a record is at most "
                               f"{MAX_RECORD_BYTES} bytes, a game's about 4000)",
                       f"o arquivo é grande demais para ser um registro ({found if size is not None else 'mais'}; "
                       f"um registro tem no máximo {MAX_RECORD_BYTES} bytes, uma partida uns 4000)")


def _path(path: object, doing: str, doing_pt: str) -> Path:
    """``path`` as a :class:`Path`: text or a path object without NUL characters, not empty; else a RecordError
    that starts ``doing`` (``doing_pt`` in Portuguese)."""
    text = os.fspath(path) if isinstance(path, os.PathLike) else path
    if not isinstance(text, str):
        raise RecordError(f"{doing}: expected a file path (text), found {type(path).__name__}",
                          pt=f"{doing_pt}: esperava-se o caminho de um arquivo (texto), mas veio "
                             f"{type(path).__name__}")
    if "\0" in text:
        raise RecordError(f"{doing}: a file path cannot hold a NUL character (found in "
                          f"{quoted(text, 'en', PATH_LIMIT)})",
                          pt=f"{doing_pt}: o caminho de um arquivo não pode ter o caractere NUL (em "
                             f"{quoted(text, 'pt', PATH_LIMIT)})")
    if not text.strip():
        raise RecordError(f"{doing}: expected a file name, found an empty path",
                          pt=f"{doing_pt}: esperava-se o nome de um arquivo, mas o caminho está vazio")
    return Path(text)


def _save_path(path: object) -> Path:
    """Where to save: a file's path (a path ending in a folder separator, ``.`` or ``..`` names a folder)."""
    target = _path(path, "cannot save the record", "não foi possível salvar o registro")
    text = os.fspath(path)  # type: ignore[call-overload]
    if text.endswith((os.sep, os.altsep or os.sep)) or target.name in ("", ".", ".."):
        raise RecordError(f"cannot save the record to {_shown(text)}: that names a folder; name the file",
                          pt=f"não foi possível salvar o registro em {_shown(text)}: isso é uma pasta; dê o nome do "
                             "arquivo")
    return target


def _shown(path: object) -> str:
    return shown(str(path), PATH_LIMIT)


_OS_PT: Final = {
    errno.EACCES: "sem permissão", errno.EPERM: "sem permissão", errno.EISDIR: "é uma pasta",
    errno.ENOTDIR: "uma parte do caminho não é uma pasta", errno.EROFS: "o disco é somente leitura",
    errno.ENOSPC: "não há espaço no disco", errno.EDQUOT: "a cota de disco acabou",
    errno.ENAMETOOLONG: "o nome é longo demais", errno.ELOOP: "o caminho dá voltas em links simbólicos",
    errno.EBUSY: "o arquivo está em uso",
}
"""Why the system refused a file, in Portuguese (the system's own words are English)."""


def _os_reason_pt(error: OSError, missing: str) -> str:
    if error.errno == errno.ENOENT:
        return missing
    if error.errno in _OS_PT:
        return _OS_PT[error.errno]
    return f"erro do sistema ({errno.errorcode.get(error.errno or 0, type(error).__name__)})"


def _unwritable(target: Path, error: OSError) -> RecordError:
    """The refusal of a save: the file named, and why (no temporary file name: it is gone)."""
    reason = error.strerror or type(error).__name__
    reason_pt = _os_reason_pt(error, "a pasta não existe")
    return RecordError(f"cannot save the record to {_shown(target)}: {reason}",
                       pt=f"não foi possível salvar o registro em {_shown(target)}: {reason_pt}")


def _unreadable(source: Path, reason: str, reason_pt: str) -> RecordError:
    return RecordError(f"cannot read {_shown(source)}: {reason}",
                       pt=f"não foi possível ler {_shown(source)}: {reason_pt}")

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
from functools import partial
from pathlib import Path
from typing import Any, Final

from furnace_lab.atomic_files import write_atomic
from furnace_lab.engine.text import Phrase, Value, phrase, say
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
            raise _refused("records.save-kind", path=_shown(target), kind=type(record).__name__)
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

    source = _path(path, phrase("records.reading"))
    try:
        fd = os.open(source, _OPEN_FLAGS)
    except OSError as error:
        raise _unreadable(source, partial(_os_reason, error, "records.os-no-file")) from None
    try:
        _check_file(source, os.fstat(fd))
    except BaseException:
        os.close(fd)
        raise
    with os.fdopen(fd, "rb") as handle:
        try:
            raw = handle.read(MAX_RECORD_BYTES + 1)
        except OSError as error:
            raise _unreadable(source, partial(_os_reason, error, "records.os-no-file")) from None
    if len(raw) > MAX_RECORD_BYTES:  # it grew while being read
        raise _too_large(source)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise _unreadable(source, phrase("records.not-utf8", byte=error.start)) from None
    try:
        return Record.from_json(text)
    except RecordError as error:  # say which file
        raise RecordError(error.problem, index=error.index, action=error.action, file=str(source),
                          pt=error.problem_pt) from None


def _check_file(source: Path, info: os.stat_result) -> None:
    """A regular file of at most MAX_RECORD_BYTES, or a RecordError saying what it is instead."""
    if stat.S_ISDIR(info.st_mode):
        raise _unreadable(source, phrase("records.folder"))
    if not stat.S_ISREG(info.st_mode):
        raise _unreadable(source, phrase("records.not-regular"))
    if info.st_size > MAX_RECORD_BYTES:
        raise _too_large(source, info.st_size)


def _too_large(source: Path, size: int | None = None) -> RecordError:
    """The file is larger than a record can be (``size`` bytes; ``None``: it grew while being read)."""
    if size is None:
        return _unreadable(source, phrase("records.grew", most=MAX_RECORD_BYTES))
    return _unreadable(source, phrase("records.too-large", size=size, most=MAX_RECORD_BYTES))


def _refused(key: str, /, **values: Value) -> RecordError:
    """The :class:`~furnace_lab.errors.RecordError` the phrase ``key`` says, in English and Portuguese."""
    words = phrase(key, **values)
    return RecordError(words("en"), pt=words("pt"))


def _path(path: object, doing: Phrase) -> Path:
    """``path`` as a :class:`Path`: text or a path object without NUL characters, not empty; else a RecordError
    that starts with what was being done (``doing``: "cannot read the record")."""
    text = os.fspath(path) if isinstance(path, os.PathLike) else path
    if not isinstance(text, str):
        raise _refused("records.path-kind", doing=doing, kind=type(path).__name__)
    if "\0" in text:
        raise _refused("records.path-nul", doing=doing, path=partial(quoted, text, limit=PATH_LIMIT))
    if not text.strip():
        raise _refused("records.path-empty", doing=doing)
    return Path(text)


def _save_path(path: object) -> Path:
    """Where to save: a file's path (a path ending in a folder separator, ``.`` or ``..`` names a folder)."""
    target = _path(path, phrase("records.saving"))
    text = os.fspath(path)  # type: ignore[call-overload]
    if text.endswith((os.sep, os.altsep or os.sep)) or target.name in ("", ".", ".."):
        raise _refused("records.save-folder", path=_shown(text))
    return target


def _shown(path: object) -> str:
    return shown(str(path), PATH_LIMIT)


_OS_REASONS: Final = {
    errno.EACCES: "records.os-permission", errno.EPERM: "records.os-permission", errno.EISDIR: "records.os-is-folder",
    errno.ENOTDIR: "records.os-not-folder", errno.EROFS: "records.os-read-only", errno.ENOSPC: "records.os-no-space",
    errno.EDQUOT: "records.os-quota", errno.ENAMETOOLONG: "records.os-name-too-long", errno.ELOOP: "records.os-loop",
    errno.EBUSY: "records.os-busy",
}
"""The phrase key of why the system refused a file, by its error number."""


def _os_reason(error: OSError, missing: str, lang: str) -> str:
    """Why the system refused a file: its own words in English (the system speaks English); in another language the
    tables' words for the reason (``missing``: the key said for a file or folder that does not exist)."""
    if lang == "en":
        return error.strerror or type(error).__name__
    if error.errno == errno.ENOENT:
        return say(missing, lang)
    key = _OS_REASONS.get(error.errno or 0)
    if key is not None:
        return say(key, lang)
    return say("records.os-other", lang, code=errno.errorcode.get(error.errno or 0, type(error).__name__))


def _unwritable(target: Path, error: OSError) -> RecordError:
    """The refusal of a save: the file named, and why (no temporary file name: it is gone)."""
    return _refused("records.cannot-save", path=_shown(target),
                    reason=partial(_os_reason, error, "records.os-no-folder"))


def _unreadable(source: Path, reason: Value) -> RecordError:
    """The refusal of a read: the file named, and why (``reason``, a phrase or a function of the language)."""
    return _refused("records.cannot-read", path=_shown(source), reason=reason)

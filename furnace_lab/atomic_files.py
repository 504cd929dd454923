"""Writing a file so that a failed or killed save never destroys the previous one.

:func:`write_atomic` writes the new content to a temporary file beside the target (``.NAME.XXXXXXXX.tmp``, same
folder, so the final rename stays on one file system), flushes it to disk, then renames it over the target with
``os.replace``: a reader sees the old file or the new one, never half of either. On any failure the temporary file
is removed and the error goes to the caller, who turns it into the project's typed error in both languages. Records,
Brass positions and saved chain pictures all save through it.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def write_atomic(target: Path, data: bytes) -> None:
    """Replace ``target`` by ``data`` in one step (see the module docstring). Raises OSError when the folder cannot
    be written to or the write fails; the previous file, if any, is then untouched."""
    handle, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise

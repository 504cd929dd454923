"""Keeping what a native drawing library writes straight to the process's stderr out of a learner's notebook.

pygraphviz's wheels carry their own, older Fontconfig. The first time it lays out text it reads the machine's
font configuration, including the samples in ``/usr/share/fontconfig/conf.avail``, and a newer Fontconfig's
sample ``05-reset-dirs-sample.conf`` uses an element the old one does not know. The old library then writes
``Fontconfig warning: ... unknown element "reset-dirs"`` to file descriptor 2, below Python, and Jupyter shows
that as a red box under the cell. The template folder is compiled into the library, so no environment variable
moves it. :func:`native_stderr` redirects descriptor 2 to a temporary file for the one native call only and
hands the lines written back to the caller, so the notebook stays quiet. Graphviz's own errors do not go this
way (pygraphviz turns them into Python warnings or exceptions), and Python's ``sys.stderr`` is not touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_LOCK = threading.Lock()
STDERR_FD = 2


@contextmanager
def native_stderr() -> Iterator[list[str]]:
    """Within the block, what native code writes to descriptor 2 goes to a list of lines (filled on exit)."""
    lines: list[str] = []
    with _LOCK, tempfile.TemporaryFile() as sink:
        try:
            sys.stderr.flush()
            saved = os.dup(STDERR_FD)
        except (OSError, ValueError, AttributeError):  # no descriptor 2 here: nothing to redirect
            yield lines
            return
        os.dup2(sink.fileno(), STDERR_FD)
        try:
            yield lines
        finally:
            os.dup2(saved, STDERR_FD)
            os.close(saved)
            sink.seek(0)
            lines.extend(sink.read().decode("utf-8", errors="replace").splitlines())

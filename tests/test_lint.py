"""The code stays ruff- and mypy-clean (the project's standard), checked with the suite so CI enforces it."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)


def test_ruff_is_clean() -> None:
    if shutil.which("ruff") is None:
        pytest.skip("ruff is not installed (it comes with the [test] extra)")
    result = _run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_clean() -> None:
    pytest.importorskip("mypy", reason="mypy is not installed (it comes with the [test] extra)")
    result = _run(sys.executable, "-m", "mypy")
    assert result.returncode == 0, result.stdout + result.stderr

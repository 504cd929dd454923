"""The README stays true: its two set-up commands match CI, and its Python examples run."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_readme_gives_exactly_two_setup_commands_and_ci_runs_the_test_one() -> None:
    commands = re.findall(r"```bash\n(.*?)\n```", README, re.S)
    assert len(commands) == 2
    open_lab, run_tests = commands
    assert "jupyter lab notebooks/00_start_here.ipynb" in open_lab and "pip install" in open_lab
    assert "pytest" in run_tests and "pip install" in run_tests
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert run_tests.strip() in ci


def test_readme_python_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README, re.S)
    assert len(blocks) >= 3
    namespace: dict[str, object] = {}  # shared, as for a reader following the README from the top
    for number, block in enumerate(blocks):
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(block, f"README.md python block {number}", "exec"), namespace)

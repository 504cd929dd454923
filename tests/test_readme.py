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


def _slug(heading: str) -> str:
    """A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_readme_links_to_the_repository_point_at_files_and_headings_that_exist() -> None:
    links = re.findall(r"\]\(([^)#\s]+)(?:#([^)\s]+))?\)", README)
    local = [(path, anchor) for path, anchor in links if "://" not in path and not path.startswith("mailto:")]
    assert local
    for path, anchor in local:
        target = ROOT / path
        assert target.exists(), f"README links to {path}, which does not exist"
        if anchor:
            headings = re.findall(r"^#+ (.+)$", target.read_text(encoding="utf-8"), re.M)
            assert anchor in {_slug(h) for h in headings}, f"README links to {path}#{anchor}: no such heading"

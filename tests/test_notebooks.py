"""Every teaching notebook runs top to bottom, and is stored in git with its outputs cleared."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

import pytest

NOTEBOOK_DIR = Path(__file__).resolve().parent.parent / "notebooks"
NOTEBOOKS = sorted(NOTEBOOK_DIR.glob("*.ipynb"))


def test_start_notebook_exists() -> None:
    names = [path.name for path in NOTEBOOKS]
    assert "00_start_here.ipynb" in names


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_outputs_are_cleared(path: Path) -> None:
    nb = json.loads(path.read_text(encoding="utf-8"))
    dirty = [n for n, cell in enumerate(nb["cells"]) if cell.get("outputs") or cell.get("execution_count")]
    assert dirty == [], f"{path.name}: cells {dirty} have stored outputs; clear them before committing"


def plain_kernel_env(**changes: str) -> dict[str, str]:
    """The environment of a kernel as a learner's Jupyter starts it. ipykernel only sends what native code writes
    to file descriptor 2 into the notebook when PYTEST_CURRENT_TEST is unset (under pytest it leaves it to the
    terminal), so a kernel started from a test would hide a native library's warning: the variable is dropped."""
    env = {key: value for key, value in os.environ.items() if key != "PYTEST_CURRENT_TEST"}
    return {**env, **changes}


def run_notebook(path: Path, env: dict[str, str]) -> list[tuple[int, dict[str, Any]]]:
    """Execute a notebook with nbclient in a kernel with ``env``; return (cell number, output) for every output."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    nb = nbformat.read(path, as_version=4)
    client = nbclient.NotebookClient(
        nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}
    )
    client.execute(env=env)
    return [(n, output) for n, cell in enumerate(nb.cells) if cell.cell_type == "code"
            for output in cell.get("outputs", [])]


def assert_learner_safe(name: str, outputs: list[tuple[int, dict[str, Any]]]) -> None:
    """No traceback, and nothing on stderr: Jupyter shows anything written there in a red box under the cell, so
    no cell may write there (a library's warning included, a native one too: it reads as an error to a learner)."""
    errors = [(n, output.get("ename")) for n, output in outputs if output.get("output_type") == "error"]
    assert errors == [], f"{name}: cells raise: {errors}"
    stderr = [(n, output.get("text", "")) for n, output in outputs
              if output.get("output_type") == "stream" and output.get("name") == "stderr"]
    assert stderr == [], f"{name}: cells write to stderr: {stderr}"


@pytest.mark.notebook
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs_top_to_bottom(path: Path) -> None:
    assert_learner_safe(path.name, run_notebook(path, plain_kernel_env()))


def _svg_sizes(outputs: list[tuple[int, dict[str, Any]]]) -> list[tuple[float, float]]:
    sizes = []
    for _, output in outputs:
        svg = output.get("data", {}).get("image/svg+xml", "")
        found = re.search(r'<svg width="([0-9.]+)pt" height="([0-9.]+)pt"', svg)
        if found:
            sizes.append((float(found.group(1)), float(found.group(2))))
    return sizes


@pytest.mark.notebook
@pytest.mark.parametrize("name", ["04_production_chains.ipynb", "08_brass_network.ipynb"])
def test_drawing_notebooks_without_a_system_graphviz(name: str) -> None:
    """Where no Graphviz program is on the PATH the drawings come from pygraphviz in-process: still no stderr
    (its own Fontconfig's warning), and the Brass boards are drawn at a readable size (not 46,465 pt wide)."""
    pytest.importorskip("pygraphviz")
    python_only = str(Path(sys.executable).parent)
    if any((Path(python_only) / program).exists() for program in ("dot", "neato")):
        pytest.skip("Graphviz's programs sit beside Python here; the PATH cannot leave them out")
    outputs = run_notebook(NOTEBOOK_DIR / name, plain_kernel_env(PATH=python_only))
    assert_learner_safe(name, outputs)
    sizes = _svg_sizes(outputs)
    if name.startswith("08"):
        assert len(sizes) >= 3
    assert all(width <= 800 and height <= 800 for width, height in sizes), sizes


def _links(name: str) -> set[str]:
    nb = json.loads((NOTEBOOK_DIR / name).read_text(encoding="utf-8"))
    text = "".join("".join(cell["source"]) for cell in nb["cells"] if cell["cell_type"] == "markdown")
    return set(re.findall(r"\]\(([^)#]+\.ipynb)\)", text))


def test_the_portuguese_start_page_links_every_notebook_the_english_one_does_and_starts_in_portuguese() -> None:
    english, portuguese = _links("00_start_here.ipynb"), _links("00_comece_aqui.ipynb")
    assert "00_comece_aqui.ipynb" in english
    assert english - {"00_comece_aqui.ipynb"} == portuguese
    assert all((NOTEBOOK_DIR / name).exists() for name in english | portuguese)
    nb = json.loads((NOTEBOOK_DIR / "00_comece_aqui.ipynb").read_text(encoding="utf-8"))
    code = "".join("".join(cell["source"]) for cell in nb["cells"] if cell["cell_type"] == "code")
    assert 'AuctionStepper(lang="pt")' in code

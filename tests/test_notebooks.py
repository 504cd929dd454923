"""Every teaching notebook runs top to bottom, and is stored in git with its outputs cleared."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").glob("*.ipynb"))


def test_start_notebook_exists() -> None:
    names = [path.name for path in NOTEBOOKS]
    assert "00_start_here.ipynb" in names


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_outputs_are_cleared(path: Path) -> None:
    nb = json.loads(path.read_text(encoding="utf-8"))
    dirty = [n for n, cell in enumerate(nb["cells"]) if cell.get("outputs") or cell.get("execution_count")]
    assert dirty == [], f"{path.name}: cells {dirty} have stored outputs; clear them before committing"


@pytest.mark.notebook
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs_top_to_bottom(path: Path) -> None:
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    nb = nbformat.read(path, as_version=4)
    client = nbclient.NotebookClient(
        nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}
    )
    client.execute()
    errors = [
        output
        for cell in nb.cells
        if cell.cell_type == "code"
        for output in cell.get("outputs", [])
        if output.get("output_type") == "error"
    ]
    assert errors == []
    # a learner never sees a traceback, nor a warning: Jupyter shows anything written to stderr in a red box under the
    # cell, so no cell may write there (a library's warning included: it reads as an error to a learner)
    stderr = [
        (n, output.get("text", ""))
        for n, cell in enumerate(nb.cells)
        if cell.cell_type == "code"
        for output in cell.get("outputs", [])
        if output.get("output_type") == "stream" and output.get("name") == "stderr"
    ]
    assert stderr == [], f"{path.name}: cells write to stderr: {stderr}"

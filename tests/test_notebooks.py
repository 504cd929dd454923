"""Every teaching notebook runs top to bottom, and is stored in git with its outputs cleared."""

from __future__ import annotations

import json
import re
from pathlib import Path

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

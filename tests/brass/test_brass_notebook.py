"""notebooks/08_brass_network.ipynb runs top to bottom (as nbmake would), with no errors and no stderr noise,
and is stored with its outputs cleared."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "08_brass_network.ipynb"


def test_brass_notebook_is_stored_clean() -> None:
    nb = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    assert all(not cell.get("outputs") and not cell.get("execution_count") for cell in nb["cells"])
    text = "".join("".join(cell["source"]) for cell in nb["cells"] if cell["cell_type"] == "markdown")
    assert "## 9. Exercises" in text


@pytest.mark.notebook
def test_brass_notebook_runs_top_to_bottom() -> None:
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    nb = nbformat.read(NOTEBOOK, as_version=4)
    nbclient.NotebookClient(nb, timeout=120, kernel_name="python3",
                            resources={"metadata": {"path": str(NOTEBOOK.parent)}}).execute()
    outputs = [output for cell in nb.cells if cell.cell_type == "code" for output in cell.get("outputs", [])]
    assert [o for o in outputs if o.get("output_type") == "error"] == []
    assert [o.get("text", "") for o in outputs if o.get("output_type") == "stream" and o.get("name") == "stderr"] == []
    printed = "".join(o.get("text", "") for o in outputs if o.get("output_type") == "stream")
    assert "[brass.coal.closest-mine]" in printed and "Not quite" in printed
    assert any("image/svg+xml" in o.get("data", {}) for o in outputs)

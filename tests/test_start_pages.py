"""Outputs for learners on the start pages (issue 22, point 8): sentences and card faces, never a Python repr such as
``Process(cost=Bundle(coal=2, ...), from_here=False)``, and citations that name the document and its section in words,
not a seed file name. The Portuguese page says everything in Portuguese ("você", not "you")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

NOTEBOOK_DIR = Path(__file__).resolve().parent.parent / "notebooks"
REPR = re.compile(r"\b[A-Z]\w*\(\w+=|<[\w.]+ object at 0x|\bTrue\b|\bFalse\b|\bNone\b")
FILE_NAME = re.compile(r"\b\d{3}_[0-9a-f]{16}\.txt\b")


def _outputs(name: str) -> list[str]:
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    path = NOTEBOOK_DIR / name
    nb = nbformat.read(path, as_version=4)
    nbclient.NotebookClient(nb, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}}).execute()
    texts = []
    for cell in nb.cells:
        for output in cell.get("outputs", []) if cell.cell_type == "code" else []:
            if output.get("output_type") == "stream":
                texts.append(output.get("text", ""))
            elif "application/vnd.jupyter.widget-view+json" not in output.get("data", {}):  # a widget shows itself
                texts.extend(str(v) for k, v in output.get("data", {}).items() if k.startswith("text/"))
    return texts


@pytest.mark.notebook
@pytest.mark.parametrize(("name", "lang"), [("00_start_here.ipynb", "en"), ("00_comece_aqui.ipynb", "pt")])
def test_start_page_outputs_show_no_repr_and_cite_documents_by_title(name: str, lang: str) -> None:
    texts = _outputs(name)
    printed = "\n".join(texts)
    assert not REPR.search(printed), REPR.search(printed)
    assert not FILE_NAME.search("\n".join(texts))
    document = "Furnace base rules (Portuguese)" if lang == "en" else "Regras do jogo base Fornalha (em português)"
    assert f"{document}, § Lances e Leilão" in printed
    if lang == "pt":
        assert "(you)" not in "\n".join(texts) and "Player" not in printed

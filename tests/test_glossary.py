"""One glossary of terms (issue 22, point 7): docs/glossary.md gives each concept one Portuguese term; the wordings
its "Not" column lists (drift once seen: "licitante fictício" on one page, "licitante neutro" in the widgets) appear
in no Portuguese text of the package, the scripts or the notebooks, and the running game uses the glossary's term."""

from __future__ import annotations

import ast
import json
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "glossary.md"


def _rows() -> list[tuple[str, str, tuple[str, ...]]]:
    rows = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] in ("English", "") or set(cells[0]) <= {"-"}:
            continue
        rows.append((cells[0], cells[1], tuple(w.strip() for w in cells[2].split(";") if w.strip())))
    return rows


def _python_strings(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)]


@cache
def _texts() -> dict[str, list[str]]:
    """Every text a learner may read, by file: Python string literals, rule and card data, notebooks, docs."""
    out: dict[str, list[str]] = {}
    for path in [*sorted((ROOT / "furnace_lab").rglob("*.py")), ROOT / "scripts" / "build_notebooks.py"]:
        out[str(path.relative_to(ROOT))] = _python_strings(path)
    for path in sorted((ROOT / "furnace_lab").rglob("*.toml")) + sorted((ROOT / "docs").glob("*.md")):
        if path != GLOSSARY:
            out[str(path.relative_to(ROOT))] = [path.read_text(encoding="utf-8")]
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        out[str(path.relative_to(ROOT))] = ["".join(cell["source"]) for cell in cells]
    return out


def test_the_glossary_gives_the_dummy_bidder_one_term_and_lists_the_drift() -> None:
    rows = {english: (pt, avoid) for english, pt, avoid in _rows()}
    assert rows["dummy bidder (two-player game)"] == ("licitante neutro", ("licitante fictício", "jogador fictício",
                                                                             "participante fictício"))
    assert rows["Start-up"][0] == "Carta Inicial" and rows["upgrade token"][0] == "Marcador de Melhoria"
    assert len(rows) >= 30


@pytest.mark.parametrize(("english", "term", "avoid"), [r for r in _rows() if r[2]], ids=lambda v: str(v)[:30])
def test_no_text_uses_a_drifted_term(english: str, term: str, avoid: tuple[str, ...]) -> None:
    found = [(name, word) for name, texts in _texts().items() for text in texts for word in avoid if word in text]
    assert found == [], f"use {term!r} for {english!r}, not: {found}"


def test_the_running_game_and_the_widgets_use_the_glossary_terms() -> None:
    from furnace_lab.engine import new_game
    from furnace_lab.widgets.labels import t

    state = new_game(["Ana", "Bo"], 2)
    assert "licitante neutro" in state.log[0].explain("pt")  # the setup names the two-player module
    assert t("dummy", "pt") == "licitante neutro"
    assert "linha do leilão" in t("row", "pt")
    assert state.describe("pt").splitlines()[1] == "Linha do leilão:"

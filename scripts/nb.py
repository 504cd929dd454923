"""Tiny helper to write teaching notebooks from Python lists of (kind, source) cells.

Notebooks in notebooks/ are written by the scripts next to this one so that their text stays reviewable;
run ``python scripts/build_notebooks.py`` after editing. Outputs are always empty in git.
"""

from __future__ import annotations

from pathlib import Path

import nbformat


def write_notebook(path: Path, cells: list[tuple[str, str]], *, title: str) -> None:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.metadata["title"] = title
    for kind, source in cells:
        source = source.strip("\n")
        if kind == "md":
            nb.cells.append(nbformat.v4.new_markdown_cell(source))
        elif kind == "code":
            nb.cells.append(nbformat.v4.new_code_cell(source))
        else:
            raise ValueError(f"cell kind must be 'md' or 'code', not {kind!r}")
    for n, cell in enumerate(nb.cells):
        cell["id"] = f"{path.stem.replace('_', '-')}-{n:02d}"
    nbformat.validate(nb)
    path.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")

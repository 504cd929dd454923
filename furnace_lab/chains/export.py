"""Saving a chain drawing for slides: an SVG file, and a PNG when a converter is at hand.

:func:`save_chain_picture` writes the flow drawing (or any :class:`~furnace_lab.chains.draw.ChainDrawing`, or SVG
text) into a folder the caller names, under a plain file name: no path separators, no ``..``, nothing outside that
folder. Each file is written atomically (a temporary file in the same folder, then ``os.replace``), so a failed
save leaves the previous file as it was. A PNG is made by ``rsvg-convert`` (librsvg's command line) or the
``cairosvg`` package when one of them is installed; none is required, and when none is found the SVG is still saved
and :attr:`SavedPicture.png_note` says why there is no PNG (in English and Portuguese).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import networkx as nx

from furnace_lab.atomic_files import write_atomic
from furnace_lab.cards.resources import Bundle
from furnace_lab.chains.dot import PlanFlows
from furnace_lab.chains.draw import ChainDrawing
from furnace_lab.chains.svg import to_svg
from furnace_lab.errors import DataError

NAME: Final = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$")
"""A file name for a picture: letters, digits, ``_``, ``.``, ``-``; at most 80 characters; no separator."""
NO_PNG: Final = ("no PNG: install librsvg (apt-get install librsvg2-bin) or pip install cairosvg",
                 "sem PNG: instale o librsvg (apt-get install librsvg2-bin) ou pip install cairosvg")

Converter = Callable[[bytes], bytes]


@dataclass(frozen=True)
class SavedPicture:
    """Where a picture was saved."""

    svg: Path
    png: Path | None
    png_note: tuple[str, str] = ("", "")
    """Why no PNG was made, ``(English, Portuguese)``; empty when it was."""


def _rsvg(svg: bytes) -> bytes:
    done = subprocess.run(["rsvg-convert", "--format=png", "--width=2048", "--keep-aspect-ratio"], input=svg,
                          capture_output=True, check=True, timeout=60)
    return done.stdout


def _cairosvg(svg: bytes) -> bytes:
    import cairosvg

    png: bytes = cairosvg.svg2png(bytestring=svg, output_width=2048)
    return png


def png_converter() -> Converter | None:
    """The PNG converter found on this machine (``rsvg-convert``, else ``cairosvg``), or ``None``."""
    if shutil.which("rsvg-convert"):
        return _rsvg
    try:
        import cairosvg  # noqa: F401
    except ImportError:
        return None
    return _cairosvg


def _target(folder: str | os.PathLike[str], name: str, suffix: str) -> Path:
    if not isinstance(name, str) or not NAME.match(name) or ".." in name:
        raise DataError(f"{name!r} is not a plain file name: use letters, digits, '_', '.' and '-' (no folders)",
                        field="name", pt=f"{name!r} não é um nome de arquivo simples: use letras, algarismos, '_', "
                        "'.' e '-' (sem pastas)")
    base = Path(folder)
    if not base.is_dir():
        raise DataError("no such folder: name a folder that exists", file=str(base), field="folder",
                        pt="essa pasta não existe: indique uma pasta que exista")
    stem = re.sub(r"\.(svg|png)$", "", name, flags=re.IGNORECASE)
    where = (base / f"{stem}{suffix}").resolve()
    if where.parent != base.resolve():
        raise DataError("the picture would be written outside the folder named", file=str(where), field="name",
                        pt="a imagem seria gravada fora da pasta indicada")
    return where


def _write_atomic(where: Path, data: bytes) -> None:
    try:
        write_atomic(where, data)
    except OSError as error:
        raise DataError(f"cannot write the file (the previous one is kept): {error.strerror or error}",
                        file=str(where), pt="não foi possível gravar o arquivo (o anterior foi mantido)") from None


def _svg_text(picture: nx.DiGraph | ChainDrawing | str, flows: PlanFlows | None, lang: str,
              money_bound: int | None, held: Bundle | Mapping[str, int] | None) -> str:
    if isinstance(picture, nx.DiGraph):
        return to_svg(picture, flows, lang=lang, money_bound=money_bound, held=held)
    svg = picture.svg if isinstance(picture, ChainDrawing) else picture
    if not isinstance(svg, str) or "<svg" not in svg:
        raise DataError("nothing to save: expected a chain graph, a drawing with SVG, or SVG text", field="picture",
                        pt="nada a gravar: esperava um grafo de cadeia, um desenho com SVG ou texto SVG")
    return svg


def save_chain_picture(picture: nx.DiGraph | ChainDrawing | str, folder: str | os.PathLike[str],
                       name: str = "production-chain", *, png: bool = True, plan_flows: PlanFlows | None = None,
                       lang: str = "en", money_bound: int | None = None,
                       held: Bundle | Mapping[str, int] | None = None,
                       converter: Converter | None = None) -> SavedPicture:
    """Save ``picture`` (a chain graph, drawn as the flow picture with ``plan_flows``, ``lang``, ``money_bound`` and
    ``held``;
    a drawing; or SVG text) as ``<folder>/<name>.svg`` and, with ``png``, ``<folder>/<name>.png`` when a converter
    is found (``converter`` overrides the search). Returns the paths; bad names and folders raise DataError and
    write nothing."""
    svg_path, png_path = _target(folder, name, ".svg"), _target(folder, name, ".png")
    svg = _svg_text(picture, plan_flows, lang, money_bound, held).encode("utf-8")
    _write_atomic(svg_path, svg)
    if not png:
        return SavedPicture(svg_path, None)
    convert = converter or png_converter()
    if convert is None:
        return SavedPicture(svg_path, None, NO_PNG)
    try:
        data = convert(svg)
    except (OSError, subprocess.SubprocessError, ValueError) as error:
        return SavedPicture(svg_path, None, (f"no PNG: the converter failed ({type(error).__name__})",
                                             f"sem PNG: o conversor falhou ({type(error).__name__})"))
    _write_atomic(png_path, data)
    return SavedPicture(svg_path, png_path)

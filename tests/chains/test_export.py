"""Saving the chain picture for slides (furnace_lab.chains.export): files only inside the folder named, written
atomically, a PNG when a converter is at hand, and bad names refused in English and Portuguese."""

from __future__ import annotations

import os

import pytest

from furnace_lab.chains import build_chain_graph, draw_chain_graph, to_svg
from furnace_lab.chains.export import NO_PNG, png_converter, save_chain_picture
from furnace_lab.errors import DataError

from .helpers import company

GRAPH = build_chain_graph([company("s", ["1 coal -> 2 money x2"], ["gain 2 coal"], title="Coal sale")])
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def test_saves_the_flow_picture_as_svg_inside_the_folder(tmp_path):
    saved = save_chain_picture(GRAPH, tmp_path, "slide-1", png=False, lang="pt", money_bound=4)
    assert saved.svg == (tmp_path / "slide-1.svg").resolve() and saved.png is None
    assert saved.svg.read_text(encoding="utf-8") == to_svg(GRAPH, lang="pt", money_bound=4)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slide-1.svg"]  # no temporary file left


def test_saves_a_drawing_and_a_png_through_the_converter(tmp_path):
    drawing = draw_chain_graph(GRAPH, backends=("svg",))
    seen = []

    def fake(svg: bytes) -> bytes:
        seen.append(svg)
        return PNG_MAGIC + b"picture"

    saved = save_chain_picture(drawing, tmp_path, "chain.svg", converter=fake)
    assert saved.svg.name == "chain.svg" and saved.png is not None and saved.png.name == "chain.png"
    assert seen == [drawing.svg.encode("utf-8")] and saved.png.read_bytes() == PNG_MAGIC + b"picture"


def test_without_a_converter_the_svg_is_saved_and_the_reason_said(tmp_path, monkeypatch):
    monkeypatch.setattr("furnace_lab.chains.export.png_converter", lambda: None)
    saved = save_chain_picture(GRAPH, tmp_path)
    assert saved.svg.exists() and saved.png is None and saved.png_note == NO_PNG
    assert "librsvg" in saved.png_note[0] and saved.png_note[1].startswith("sem PNG")


def test_a_failing_converter_keeps_the_svg(tmp_path):
    def broken(svg: bytes) -> bytes:
        raise OSError("crashed")

    saved = save_chain_picture(GRAPH, tmp_path, converter=broken)
    assert saved.svg.exists() and saved.png is None and "OSError" in saved.png_note[0]


@pytest.mark.parametrize("name", ["../outside", "sub/dir", "/etc/passwd", "..", ".hidden", "", "a" * 90, "x\\y"])
def test_names_that_leave_the_folder_are_refused_and_nothing_is_written(tmp_path, name):
    inner = tmp_path / "slides"
    inner.mkdir()
    with pytest.raises(DataError) as caught:
        save_chain_picture(GRAPH, inner, name)
    assert "plain file name" in str(caught.value) and "nome de arquivo simples" in (caught.value.pt or "")
    assert list(tmp_path.rglob("*")) == [inner]


def test_a_missing_folder_is_refused(tmp_path):
    with pytest.raises(DataError, match="no such folder"):
        save_chain_picture(GRAPH, tmp_path / "nope", "x")
    assert not (tmp_path / "nope").exists()


def test_a_failed_write_keeps_the_previous_file(tmp_path, monkeypatch):
    save_chain_picture(GRAPH, tmp_path, "keep", png=False)
    before = (tmp_path / "keep.svg").read_bytes()

    def fail(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(DataError, match="previous one is kept"):
        save_chain_picture(GRAPH, tmp_path, "keep", png=False, lang="pt")
    assert (tmp_path / "keep.svg").read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.svg"]


def test_real_png_when_a_converter_is_installed(tmp_path):
    if png_converter() is None:
        pytest.skip("neither rsvg-convert nor cairosvg here")
    saved = save_chain_picture(GRAPH, tmp_path, "real")
    assert saved.png is not None and saved.png.read_bytes().startswith(PNG_MAGIC)

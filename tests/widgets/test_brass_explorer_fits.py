"""The Brass explorer's controls show their whole captions and choices at 1024 px, in English and Portuguese
(issue 22, point 12: "rail coal from", "carvão da ferrovia contado de", "Era dos canais, meio da partida" were cut):
captions at their own width, each drop-down as wide as its caption and longest choice, rows that wrap."""

from __future__ import annotations

import re

import ipywidgets as widgets
import pytest

from furnace_lab.widgets.brass import BrassExplorer


def _chars(width: str) -> int:
    found = re.fullmatch(r"calc\((\d+)ch \+ 48px\)", width)
    assert found, width
    return int(found.group(1))


def _labels(dropdown: widgets.Dropdown) -> list[str]:
    return [str(o[0]) if isinstance(o, tuple) else str(o) for o in dropdown.options]


@pytest.mark.parametrize("lang", ["English", "Português"])
def test_every_caption_and_choice_has_room(lang: str) -> None:
    explorer = BrassExplorer("canal-midgame")
    explorer.lang.value = lang
    dropdowns = (explorer.preset, explorer.player, explorer.example, explorer.rail_coal_from)
    for control in (*dropdowns, explorer.request):
        assert control.style.description_width == "initial", control.description
        assert control.layout.max_width == "100%"
    for dropdown in dropdowns:
        longest = max(len(label) for label in _labels(dropdown))
        assert _chars(dropdown.layout.width) >= len(dropdown.description) + longest, dropdown.description
    assert explorer.pass_through.indent is False and explorer.pass_through.layout.width == "max-content"
    rows = explorer.children[0].children
    assert all(row.layout.flex_flow == "row wrap" for row in rows)


def test_a_new_preset_resizes_the_player_and_example_choices() -> None:
    explorer = BrassExplorer("canal-midgame")
    explorer.lang.value = "Português"
    explorer.preset.value = "rail-3p"
    for dropdown in (explorer.player, explorer.example):
        longest = max(len(label) for label in _labels(dropdown))
        assert _chars(dropdown.layout.width) >= len(dropdown.description) + longest

"""Golden playthroughs: each file in this folder replays to exactly the same text.

The files are written by ``scripts/regenerate_golden.py``; the game is rebuilt from the cards written in each
file, so a change to the card catalog does not disturb them — only a change in the engine's behaviour does.
If such a change is intended, run the script and review the diff.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from furnace_lab.engine.transcript import read_playthrough, record_transcript, replay_playthrough

FILES = sorted(p for p in Path(__file__).parent.glob("*.txt") if not p.stem.startswith("interbellum_"))
INTERBELLUM = sorted(Path(__file__).parent.glob("interbellum_*.txt"))


def test_golden_files_exist():
    assert len(FILES) >= 4


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_playthrough_replays_identically(path):
    text = path.read_text(encoding="utf-8")
    again = replay_playthrough(text)
    if again != text:
        old, new = text.splitlines(), again.splitlines()
        line = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), min(len(old), len(new)))
        pytest.fail(f"{path.name} differs from line {line + 1}:\n  file:   {old[line] if line < len(old) else ''}\n"
                    f"  engine: {new[line] if line < len(new) else ''}\n"
                    "If the engine's behaviour changed on purpose, run scripts/regenerate_golden.py.")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_playthrough_is_a_finished_game(path):
    players, _seed, _options, catalog, actions = read_playthrough(path.read_text(encoding="utf-8"))
    assert actions and "== end: over" in path.read_text(encoding="utf-8")
    assert len(catalog.startups) == len(players)


def test_interbellum_golden_files_cover_every_player_count():
    """interbellum.module.mix: one all-modules game for each player count the engine plays with the expansion."""
    counts = set()
    for path in INTERBELLUM:
        record = json.loads(path.read_text(encoding="utf-8").splitlines()[0].removeprefix("record: "))
        counts.add(len(record["players"]))
        assert {"new_companies", "managers", "variable_discs", "new_capitalists"} <= set(record["modules"])
    assert counts == {1, 2, 3, 4, 5}


@pytest.mark.parametrize("path", INTERBELLUM, ids=lambda p: p.stem)
def test_interbellum_golden_game_replays_identically(path):
    """The record replays to the same log, event for event (run scripts/regenerate_golden.py if intended)."""
    text = path.read_text(encoding="utf-8")
    again = record_transcript(text.splitlines()[0].removeprefix("record: "))
    if again != text:
        old, new = text.splitlines(), again.splitlines()
        line = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), min(len(old), len(new)))
        pytest.fail(f"{path.name} differs from line {line + 1}:\n  file:   {old[line] if line < len(old) else ''}\n"
                    f"  engine: {new[line] if line < len(new) else ''}")



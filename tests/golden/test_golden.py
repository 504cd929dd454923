"""Golden playthroughs: each file in this folder replays to exactly the same text.

The files are written by ``scripts/regenerate_golden.py``; the game is rebuilt from the cards written in each
file, so a change to the card catalog does not disturb them — only a change in the engine's behaviour does.
If such a change is intended, run the script and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from furnace_lab.engine.transcript import read_playthrough, replay_playthrough

FILES = sorted(Path(__file__).parent.glob("*.txt"))


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

"""The planner reads the engine's state through its public API (``GameState.production``, ``phase``, ``money``,
``amounts``, ``iter_log``...), never through the state's own fields, so the engine can rename or reshape them.

The one exception is the engine-level searches' memo key, which is every changing field of the state by the names the
engine lists (``state._DYNAMIC``): the key has to change whenever the state does, whatever the field.
"""

from __future__ import annotations

import ast
from pathlib import Path

from furnace_lab.engine.core.state import GameState

PLANNER = Path(__file__).resolve().parents[2] / "furnace_lab" / "planner"
PRIVATE = {name for name in GameState.__slots__ if name.startswith("_")} | {
    name for name in vars(GameState) if name.startswith("_") and not name.startswith("__")}
ALLOWED = {("engine_search.py", "_holdings")}
"""(file, field): the engine-level search's memo key copies the holdings to blank the player's money out of it."""


def _private_reads() -> list[str]:
    found = []
    for path in sorted(PLANNER.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and node.attr in PRIVATE
                    and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
                    and (path.name, node.attr) not in ALLOWED):
                found.append(f"{path.relative_to(PLANNER)}:{node.lineno}: .{node.attr}")
    return found


def test_planner_reads_no_engine_private_state_fields():
    assert "_producing" in PRIVATE and "_managers" in PRIVATE  # the check knows the state's fields
    assert _private_reads() == []

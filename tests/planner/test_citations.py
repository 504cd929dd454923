"""Every rule ID the planner cites — in its code, comments, docstrings and explanations — is in the rule index."""

from __future__ import annotations

import pathlib
import re

import furnace_lab.planner
from furnace_lab import rule
from furnace_lab.planner.phrases import PHRASES

PATTERN = re.compile(r"\b((?:furnace|interbellum|furnace_lab)\.[a-z0-9_\-]+(?:\.[a-z0-9_\-]+)+)")
MODULE_PATHS = ("furnace_lab.planner", "furnace_lab.engine", "furnace_lab.cards", "furnace_lab.errors",
                "furnace_lab.rules", "furnace_lab.chains")


def _cited(text: str) -> set[str]:
    return {m for m in PATTERN.findall(text) if not m.startswith(MODULE_PATHS)}


def test_every_cited_rule_resolves() -> None:
    folder = pathlib.Path(furnace_lab.planner.__file__).parent
    cited = set()
    for path in folder.glob("*.py"):
        cited |= _cited(path.read_text(encoding="utf-8"))
    for templates in PHRASES.values():
        for text in templates.values():
            cited |= _cited(text)
    assert len(cited) > 30
    for rule_id in sorted(cited):
        assert rule(rule_id).id == rule_id

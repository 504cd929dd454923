"""Every rule the engine cites exists; every documented engine choice is cited and placed in a real section."""

from __future__ import annotations

import tomllib
from pathlib import Path

import furnace_lab
from furnace_lab.engine.core import citations
from furnace_lab.rules import SEED_FILES

ROOT = Path(furnace_lab.__file__).resolve().parent
ENGINE_TOML = ROOT / "rules" / "data" / "engine.toml"


def test_every_cited_rule_id_resolves():
    assert len(citations.ALL_CITED) > 60
    for rule_id in citations.ALL_CITED:
        entry = furnace_lab.rule(rule_id)
        assert entry.id == rule_id


def test_every_engine_choice_is_cited_and_cites_a_real_section():
    entries = tomllib.loads(ENGINE_TOML.read_text(encoding="utf-8"))["rule"]
    ids = {e["id"] for e in entries}
    assert ids == {r for r in citations.ALL_CITED if r.startswith("furnace_lab.")}
    seeds = Path(furnace_lab.__file__).resolve().parent.parent / "seeds"
    for entry in entries:
        assert entry["seed"] in SEED_FILES
        text = (seeds / entry["seed"]).read_text(encoding="utf-8")
        assert entry["section"] in text.splitlines(), entry["id"]
        assert entry["id"].startswith("furnace_lab.")


def test_engine_source_cites_rules_only_through_the_table():
    """Rule IDs appear as string literals only in citations.py (so the table above is complete)."""
    import re

    engine = ROOT / "engine"
    pattern = re.compile(r"[\"'](furnace(?:_lab)?\.[a-z0-9-]+\.[a-z0-9.-]+)[\"']")
    paths = sorted(engine.rglob("*.py"))
    assert len(paths) > 40 and engine / "base" / "production.py" in paths  # core/, base/, interbellum/ included
    for path in paths:
        if path.name == "citations.py":
            continue
        for match in pattern.finditer(path.read_text(encoding="utf-8")):
            assert match.group(1) in citations.ALL_CITED, (path.name, match.group(1))

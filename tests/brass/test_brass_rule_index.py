"""The Brass part of the rule index: every clause of seed 001 has entries, every entry has a test naming it, every
rule the code cites exists, and the Brass package stays independent of the Furnace engine."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from furnace_lab.rules import all_rules, rule

ROOT = Path(__file__).resolve().parents[2]
SEED = "001_999e45b4c213376f.txt"
SEED_TEXT = (ROOT / "seeds" / SEED).read_text(encoding="utf-8")
HEADINGS = ("Your network", "Coal and iron", "Beer", "Market spaces and Merchant bonuses")
BRASS_IDS = tuple(entry.id for entry in all_rules() if entry.id.startswith("brass."))

SEED_CLAUSES = {
    "A location is in your network": ("brass.network.definition", "brass.network.connected",
                                      "brass.network.merchant-route"),
    "When placing a Link tile": ("brass.link.adjacent-to-network", "brass.link.first-anywhere",
                                 "brass.link.extends-network", "brass.network.own-pieces"),
    "An Industry card build": ("brass.build.industry-card-network", "brass.build.location-card",
                               "brass.build.first-anywhere"),
    "Coal is required": ("brass.coal.required", "brass.coal.after-placement", "brass.coal.closest-mine",
                         "brass.coal.tie-choice", "brass.coal.next-closest", "brass.coal.market-fallback",
                         "brass.coal.market-connection", "brass.coal.empty-market-price"),
    "Iron is required": ("brass.iron.required", "brass.iron.no-connection", "brass.iron.any-works",
                         "brass.iron.market-fallback", "brass.iron.empty-market-price"),
    "After paying with a coal or iron cube": ("brass.supply.spent-cubes", "brass.supply.no-return-to-tile",
                                              "brass.market.sell-on-build"),
    "Beer is required": ("brass.beer.sell-requirement", "brass.beer.double-rail-requirement"),
    "Beer sources have different": ("brass.beer.sources",),
    "- Your own unflipped Brewery": ("brass.beer.own-brewery-anywhere",),
    "- An opponent’s unflipped Brewery": ("brass.beer.opponent-brewery-connected",),
    "- Merchant beer can be used": ("brass.beer.merchant-sell-only",),
    "- Two or more beer": ("brass.beer.several-sources", "brass.beer.one-merchant-barrel"),
    "- The two-link Rail action": ("brass.beer.double-rail-brewery",),
    "Coal and Iron Markets each show": ("brass.market.price-spaces", "brass.market.buy-cheapest",
                                        "brass.market.sell-most-expensive", "brass.market.coal-empty-price",
                                        "brass.market.iron-empty-price"),
    "Merchants display which goods": ("brass.merchant.goods-and-bonus", "brass.merchant.blank",
                                      "brass.merchant.fixed-positions", "brass.merchant.canal-refill"),
}
"""Each paragraph and bullet of the seed (by its opening words) and the rule entries its clauses became."""


def _seed_clauses() -> list[tuple[str, str]]:
    """(heading, line) for every paragraph or bullet under the seed's four headings."""
    found: list[tuple[str, str]] = []
    heading = ""
    for line in SEED_TEXT.splitlines():
        text = line.strip()
        if text in HEADINGS:
            heading = text
        elif text and heading:
            found.append((heading, text))
    return found


def test_every_seed_paragraph_and_bullet_has_rule_entries() -> None:
    clauses = _seed_clauses()
    assert len(clauses) == len(SEED_CLAUSES)
    for heading, text in clauses:
        opening = next((key for key in SEED_CLAUSES if text.startswith(key)), None)
        assert opening is not None, f"seed clause without rule entries: {text[:60]!r}"
        for rule_id in SEED_CLAUSES[opening]:
            entry = rule(rule_id)
            assert entry.seed == SEED and entry.section == heading and entry.source == "seed", rule_id


def test_brass_entries_cite_seed_headings_and_research_sections() -> None:
    for rule_id in BRASS_IDS:
        entry = rule(rule_id)
        assert entry.seed == SEED and entry.section in HEADINGS
        assert entry.en.strip() and entry.pt.strip() and entry.en != entry.pt
        if entry.from_research:
            assert re.match(r"^research: brass-network\.md §\d", entry.source), rule_id
    seeded = {rid for ids in SEED_CLAUSES.values() for rid in ids}
    assert {rid for rid in BRASS_IDS if rule(rid).source == "seed"} == seeded


def _test_texts() -> dict[str, str]:
    """Test name and docstring of every test function in tests/brass."""
    texts: dict[str, str] = {}
    for path in sorted(Path(__file__).parent.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                texts[f"{path.name}::{node.name}"] = node.name + "\n" + (ast.get_docstring(node) or "")
    return texts


def test_every_brass_rule_has_a_test_naming_it() -> None:
    texts = _test_texts()
    missing = []
    for rule_id in BRASS_IDS:
        as_name = rule_id.replace(".", "_").replace("-", "_")
        if not any(rule_id in text or as_name in text.split("\n", 1)[0] for text in texts.values()):
            missing.append(rule_id)
    assert missing == []


def _code_citations() -> set[str]:
    cited: set[str] = set()
    for path in (ROOT / "furnace_lab" / "brass").rglob("*.py"):
        cited.update(re.findall(r"brass\.[a-z0-9]+(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+", path.read_text(encoding="utf-8")))
    return cited


def test_every_rule_cited_in_the_code_exists_and_every_rule_is_applied() -> None:
    cited = _code_citations()
    for rule_id in cited:
        rule(rule_id)
    assert set(BRASS_IDS) <= cited, sorted(set(BRASS_IDS) - cited)


def test_brass_never_imports_the_furnace_engine() -> None:
    for path in (ROOT / "furnace_lab" / "brass").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            for name in names:
                assert not name.startswith(("furnace_lab.engine", "furnace_lab.widgets", "furnace_lab.planner")), \
                    f"{path.name} imports {name}"
    loaded = subprocess.run([sys.executable, "-c", "import sys, furnace_lab.brass; "
                             "print(any(m.startswith('furnace_lab.engine') for m in sys.modules))"],
                            capture_output=True, text=True, check=True)
    assert loaded.stdout.strip() == "False"


@pytest.mark.parametrize("rule_id", BRASS_IDS)
def test_brass_rule_summaries_are_sentences(rule_id: str) -> None:
    entry = rule(rule_id)
    assert entry.en.endswith(".") and entry.pt.endswith(".")
    assert entry.citation().startswith(f"[{rule_id}] Brass: Birmingham rules, Resources and the Network (English), § ")

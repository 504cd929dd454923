"""docs/effects.md lists every effect kind with its notation, meaning and an example card, and is current."""

from __future__ import annotations

from pathlib import Path

import pytest

from furnace_lab import rule
from furnace_lab.cards import load_catalog
from furnace_lab.cards.abilities import CAPITALIST_ABILITIES
from furnace_lab.cards.effects import MANAGER_KINDS, PERMANENT_KINDS, TEXT_KINDS
from furnace_lab.cards.effects_doc import KIND_ROWS, MANAGER_MEANING, PERMANENT_MEANING, TEXT_MEANING, effects_doc
from furnace_lab.cards.fields import PLACE_RULES

DOC = Path(__file__).resolve().parents[2] / "docs" / "effects.md"


def test_doc_is_current() -> None:
    """Regenerate with: python -m furnace_lab.cards.effects_doc > docs/effects.md"""
    assert DOC.read_text(encoding="utf-8") == effects_doc(load_catalog())


def test_every_templated_kind_has_a_meaning() -> None:
    assert set(TEXT_MEANING) == set(TEXT_KINDS)
    assert set(PERMANENT_MEANING) == set(PERMANENT_KINDS)
    assert set(MANAGER_MEANING) == set(MANAGER_KINDS)


@pytest.mark.parametrize(("family", "kinds"), [("text", TEXT_KINDS), ("permanent", PERMANENT_KINDS),
                                               ("manager", MANAGER_KINDS)])
def test_every_kind_appears_with_an_example_card(family: str, kinds: dict[str, str]) -> None:
    doc = DOC.read_text(encoding="utf-8")
    catalog = load_catalog()
    for kind, template in kinds.items():
        line = next((ln for ln in doc.splitlines() if ln.startswith(f"| `{kind}` | `{family}: {template}`")), None)
        assert line is not None, kind
        example = line.rstrip(" |").rsplit("| ", 1)[1].split(" ")[0]
        assert example in catalog, (kind, example)


def test_every_effect_kind_row_has_an_example() -> None:
    doc = DOC.read_text(encoding="utf-8")
    catalog = load_catalog()
    for name, notation, _meaning, _test in KIND_ROWS:
        line = next(ln for ln in doc.splitlines() if ln.startswith(f"| {name} | `{notation}`"))
        example = line.rstrip(" |").rsplit("| ", 1)[1]
        assert example in catalog, (name, example)


def test_cited_rule_ids_exist() -> None:
    """Every rule the card checks and Capitalist abilities cite resolves in the rule index."""
    for rule_id in [*PLACE_RULES.values(), *(spec.rule_id for spec in CAPITALIST_ABILITIES.values())]:
        assert rule(rule_id).id == rule_id

"""Widgets that show card faces draw them in the widget's language (the chain explorer's selected card)."""

from __future__ import annotations

from furnace_lab.widgets.chain import ChainExplorer


def test_the_chain_explorers_card_face_follows_the_language_switch() -> None:
    explorer = ChainExplorer(backends=("svg",))  # the own SVG drawing: no Graphviz process
    assert "basic side" in explorer.card_face.value
    explorer.lang.value = "Português"
    assert "lado básico" in explorer.card_face.value and "basic side" not in explorer.card_face.value
    explorer.lang.value = "English"
    assert "basic side" in explorer.card_face.value

"""The attribute reference stays complete: every node and edge attribute a graph carries is documented."""

from __future__ import annotations

import re
from pathlib import Path

from furnace_lab.cards import load_catalog
from furnace_lab.chains import catalog_chain_graph, schema
from furnace_lab.chains.schema import EDGE_KINDS

DOCS = Path(__file__).resolve().parents[2] / "docs" / "chains.md"


def used_attributes() -> tuple[set[str], set[str]]:
    graph = catalog_chain_graph(load_catalog(), upgraded=False, managers=True, include_compensation=True)
    nodes = {key for _, attrs in graph.nodes(data=True) for key in attrs}
    edges = {key for _, _, attrs in graph.edges(data=True) for key in attrs}
    return nodes, edges


def documented(text: str) -> set[str]:
    return set(re.findall(r"``(\w+)``", text)) | set(re.findall(r"`(\w+)`", text))


def test_schema_docstring_lists_every_attribute():
    nodes, edges = used_attributes()
    names = documented(schema.__doc__ or "")
    assert nodes - names == set() and edges - names == set()


def test_docs_page_lists_every_attribute_and_edge_kind():
    nodes, edges = used_attributes()
    names = documented(DOCS.read_text(encoding="utf-8"))
    assert nodes - names == set() and edges - names == set()
    assert set(EDGE_KINDS) <= names

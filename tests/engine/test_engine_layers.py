"""The engine's layers point one way (issue 27): ``core`` imports neither ``base`` nor ``interbellum``, ``base``
never imports ``interbellum``, and none of the three imports the top layer (the modules that know every layer:
``explain``, ``describe``, ``serialize``, ``records``…; the phrase tables, ``text``, sit below them all).

Every import of every file is read from its syntax tree: at the top, inside functions, under ``TYPE_CHECKING``, at the
bottom of a file. An import is an edge from one module to another (``base.auction -> interbellum.variable``); the
edges that still point the wrong way are listed below by name, each with what keeps it. The test fails on an edge
that is not listed (a new one) and on a listed edge that is gone (so the list only shrinks and stays true).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "furnace_lab" / "engine"
PACKAGE = "furnace_lab.engine"
TOP = "top"
"""The top layer: a module directly under ``furnace_lab.engine`` that is not a package."""
FORBIDDEN = {"core": ("base", "interbellum", TOP), "base": ("interbellum", TOP), "interbellum": (TOP,)}
"""Per layer, the layers it must not import."""

KNOWN: frozenset[str] = frozenset({
    # GameState's own methods hand over to the top layer, importing it inside the method that is called:
    # state.explain()/why_not refusals (explain), state.to_json() (serialize), state.save() (records),
    # state.board() (describe). The state is the API a learner holds, so these stay methods.
    "core.state -> explain", "core.state -> serialize", "core.state -> records", "core.state -> describe",
})
"""The edges that still point the wrong way, each with what keeps it (37 when the layers were first drawn; none
between core, base and interbellum since issue 27). The test fails on an edge not listed and on a listed edge that
is gone, so the list only shrinks and stays true (docs/engine.md, "Layout")."""


def _layer(name: str, modules: dict[str, Path]) -> str:
    """The layer of an engine module: its package (``core``, ``base``, ``interbellum``, ``text``), or :data:`TOP`."""
    head = name.split(".")[0]
    return head if (ENGINE / head / "__init__.py").is_file() else TOP


def _modules() -> dict[str, Path]:
    """Every engine module by its name under ``furnace_lab.engine`` (``core.state``; a package by its own name)."""
    found = {}
    for path in sorted(ENGINE.rglob("*.py")):
        parts = path.relative_to(ENGINE).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imported(source: str, module: str, modules: dict[str, Path]) -> set[str]:
    """The engine modules ``source`` (the text of ``module``) imports anywhere in its tree, by name under the engine.

    ``from furnace_lab.engine.X import name`` is an edge to ``X.name`` when that is a module, otherwise to ``X``.
    """
    own = [PACKAGE, *module.split(".")] if module else [PACKAGE]
    is_package = module == "" or modules.get(module, Path()).name == "__init__.py"
    package = own if is_package else own[:-1]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            parts = package[: len(package) - node.level + 1] if node.level else []
            base = ".".join([*parts, *([node.module] if node.module else [])])
            for alias in node.names:
                whole = f"{base}.{alias.name}"
                targets.add(whole if whole.removeprefix(PACKAGE + ".") in modules else base)
    prefix = PACKAGE + "."
    return {t.removeprefix(prefix) for t in targets if t.startswith(prefix)}


def edges() -> set[str]:
    """Every forbidden edge in the engine's sources now."""
    modules = _modules()
    found = set()
    for name, path in modules.items():
        layer = _layer(name, modules)
        for target in imported(path.read_text(encoding="utf-8"), name, modules):
            if _layer(target, modules) in FORBIDDEN.get(layer, ()) and target != name:
                found.add(f"{name} -> {target}")
    return found


def test_the_reader_sees_imports_at_every_depth() -> None:
    """Issue 27's direction test reads imports inside functions, under TYPE_CHECKING, and relative ones."""
    source = """
from typing import TYPE_CHECKING
from furnace_lab.engine.core import constants
if TYPE_CHECKING:
    from furnace_lab.engine.interbellum.managers import ManagerInfo
def f():
    from furnace_lab.engine.base.auction import legal_bids
    import furnace_lab.engine.interbellum.variable as V
    return legal_bids, V
from ..interbellum import permanent  # noqa: E402
"""
    modules = _modules()
    assert imported(source, "core.state", modules) == {
        "core.constants", "interbellum.managers", "base.auction", "interbellum.variable", "interbellum.permanent"}


def test_every_layer_is_read() -> None:
    """The three packages are where docs/engine.md says, and every file in them is read."""
    modules = _modules()
    for layer, some in {"core": "core.state", "base": "base.production", "interbellum": "interbellum.managers"}.items():
        assert some in modules and (ENGINE / layer / "__init__.py").is_file(), layer
    assert sum(name.startswith(("core.", "base.", "interbellum.")) for name in modules) >= 29


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_no_new_edge_points_the_wrong_way(layer: str) -> None:
    """Issue 27: ``core`` imports neither ``base`` nor ``interbellum``; ``base`` never imports ``interbellum``; none
    of them imports the top layer."""
    new = sorted(edge for edge in edges() - KNOWN if edge.startswith(layer + "."))
    assert not new, f"new imports against the layers (move the code behind a hook, see docs/engine.md): {new}"


def test_every_known_edge_still_exists() -> None:
    """A listed edge that is gone is taken off the list, so KNOWN stays true and only shrinks."""
    gone = sorted(KNOWN - edges())
    assert not gone, f"these edges are gone: remove them from KNOWN in {Path(__file__).name}: {gone}"

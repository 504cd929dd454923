"""No engine module depends on the order the engine's modules are loaded in (issue 27).

Python runs a package's ``__init__`` before any module in it, so ``import furnace_lab.engine.X`` always runs
``furnace_lab/engine/__init__.py`` first, and an ``__init__`` that loads one module "first" would hide a module that
can only be loaded after another. This test takes that away: in a fresh interpreter, with ``furnace_lab`` and
``furnace_lab.engine`` standing as bare packages (their folders, not their ``__init__`` code), it imports each
module of the engine first and alone (``sys.modules`` cleared of ``furnace_lab`` between two), and the engine's own
``__init__`` the same way. An import cycle that works only when entered at one end fails here, naming the module
entered first and the error.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "furnace_lab" / "engine"

_PROBE = r"""
import importlib, json, sys, traceback, types

root, engine, names = json.loads(sys.argv[1])


def bare(name, folder):
    module = types.ModuleType(name)
    module.__path__ = [folder]
    module.__package__ = name
    sys.modules[name] = module
    return module


failures = {}
for name in names:
    for loaded in [m for m in sys.modules if m == "furnace_lab" or m.startswith("furnace_lab.")]:
        del sys.modules[loaded]
    top = bare("furnace_lab", root)
    if name != "furnace_lab.engine":  # the engine's __init__ itself is imported for real, first and alone
        top.engine = bare("furnace_lab.engine", engine)
    try:
        importlib.import_module(name)
    except Exception as error:  # what failed, entered from this module
        failures[name] = "".join(traceback.format_exception_only(type(error), error)).strip()
print(json.dumps(failures))
"""


def engine_modules() -> list[str]:
    """Every module of ``furnace_lab.engine`` by its dotted name, the packages included, the engine itself first."""
    names = []
    for path in sorted(ENGINE.rglob("*.py")):
        parts = ("furnace_lab", "engine", *path.relative_to(ENGINE).with_suffix("").parts)
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return sorted(names, key=lambda n: (n != "furnace_lab.engine", n))


def first_alone_failures(names: list[str]) -> dict[str, str]:
    """Per module that cannot be imported first and alone, the error (empty when every one can)."""
    argument = json.dumps([str(ROOT / "furnace_lab"), str(ENGINE), names])
    done = subprocess.run([sys.executable, "-c", _PROBE, argument], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, check=False)
    assert done.returncode == 0, done.stderr
    failures: dict[str, str] = json.loads(done.stdout.strip().splitlines()[-1])
    return failures


def test_the_probe_sees_a_module_that_needs_another_loaded_first(tmp_path: Path) -> None:
    """The probe itself: two modules that import names from each other load only when entered at one end."""
    package = tmp_path / "pair"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("X = 1\nfrom pair.b import Y  # noqa: E402\n")
    (package / "b.py").write_text("from pair.a import X\nY = X + 1\n")
    probe = [sys.executable, "-c", "import importlib, sys; importlib.import_module(sys.argv[1])"]
    assert subprocess.run([*probe, "pair.a"], cwd=tmp_path, capture_output=True, check=False).returncode == 0
    entered_at_b = subprocess.run([*probe, "pair.b"], cwd=tmp_path, capture_output=True, text=True, check=False)
    assert entered_at_b.returncode != 0 and "ImportError" in entered_at_b.stderr


def test_every_engine_module_loads_first_and_alone() -> None:
    """Issue 27 ("relies on load order"): each module of the engine imports, entered first, with nothing loaded."""
    names = engine_modules()
    assert {"furnace_lab.engine", "furnace_lab.engine.interbellum.managers",
            "furnace_lab.engine.interbellum.manager_placing", "furnace_lab.engine.core.state"} <= set(names)
    failures = first_alone_failures(names)
    assert not failures, "modules that need another loaded before them:\n" + "\n".join(
        f"{name}: {error}" for name, error in sorted(failures.items()))

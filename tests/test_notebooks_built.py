"""The notebooks in notebooks/ are what scripts/build_notebooks.py writes: an edit made to a notebook by hand, not to
the script, would be undone by the next build (it happened once: the 05-07 texts about the Step box)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_notebook_is_the_build_scripts_output(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        spec = importlib.util.spec_from_file_location("build_notebooks", ROOT / "scripts" / "build_notebooks.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        module.main(tmp_path)
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    built = sorted(path.name for path in tmp_path.glob("*.ipynb"))
    assert built == sorted(path.name for path in (ROOT / "notebooks").glob("*.ipynb"))
    committed = ROOT / "notebooks"
    differ = [name for name in built
              if (tmp_path / name).read_text(encoding="utf-8") != (committed / name).read_text(encoding="utf-8")]
    assert differ == [], f"notebooks edited by hand (rebuild with scripts/build_notebooks.py): {differ}"

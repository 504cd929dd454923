"""The README's lab command starts JupyterLab with Binder's settings (binder/overrides.json: no news pop-up, no
update check): installing the project, editable too, puts that file where JupyterLab reads settings overrides for
the environment, ``{sys.prefix}/share/jupyter/lab/settings/overrides.json``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
OVERRIDES = ROOT / "binder" / "overrides.json"
SETTINGS = Path("share", "jupyter", "lab", "settings")


def test_pyproject_installs_binders_overrides_as_lab_settings() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert config["tool"]["setuptools"]["data-files"] == {SETTINGS.as_posix(): ["binder/overrides.json"]}
    overrides = json.loads(OVERRIDES.read_text(encoding="utf-8"))
    assert overrides["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"


def test_jupyterlab_reads_settings_overrides_under_sys_prefix() -> None:
    """Where JupyterLab is installed in the environment (as the README's command does), its settings folder is
    the one the data files go to."""
    commands = pytest.importorskip("jupyterlab.commands")
    assert Path(commands.get_app_dir()) == Path(sys.prefix, "share", "jupyter", "lab")


def test_editable_install_in_a_fresh_venv_puts_the_overrides_where_jupyterlab_reads_them(tmp_path: Path) -> None:
    """``pip install -e`` (the README's command, without the extras' downloads) into a new venv. setuptools'
    editable wheels skip data files; setup.py's hook installs them."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "PIP_REQUIRE_VIRTUALENV")}
    done = subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", "-e", str(ROOT)], env=env,
                          capture_output=True, text=True, timeout=600, check=False, cwd=tmp_path)
    if done.returncode and "No matching distribution" in done.stderr:
        pytest.skip(f"setuptools could not be fetched for the build: {done.stderr.strip()[-200:]}")
    assert done.returncode == 0, done.stderr[-2000:]
    installed = venv / SETTINGS / "overrides.json"
    assert installed.is_file()
    assert json.loads(installed.read_text(encoding="utf-8")) == json.loads(OVERRIDES.read_text(encoding="utf-8"))
    read = subprocess.run(
        [str(python), "-c", "import json, sys; from jupyterlab_server.settings_utils import _get_overrides; "
         "print(json.dumps(_get_overrides(sys.argv[1])[0]))", str(venv / SETTINGS)],
        env=env, capture_output=True, text=True, timeout=120, check=True)
    assert json.loads(read.stdout)["@jupyterlab/apputils-extension:notification"]["checkForUpdates"] is False

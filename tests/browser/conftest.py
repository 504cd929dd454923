"""Fixtures for the browser suite: JupyterLab and Voilà on localhost, driven by Debian's Chromium through Playwright.

No browser is ever downloaded: Playwright is pointed at the system Chromium (``executable_path``). Where Chromium or
Playwright is missing, every browser test is skipped with the reason. The servers run as root in CI, so they allow it.
Tests wait on the page (selectors, network idle), never on fixed sleeps.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_for(url: str, process: subprocess.Popen[bytes], timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited early with code {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status < 500:
                    return
        except OSError:
            pass
        time.sleep(0.2)  # polling a server's readiness, not waiting on the page
    raise TimeoutError(f"{url} did not answer within {timeout} s")


def _write_user_settings(settings: Path) -> None:
    """The same JupyterLab settings Binder installs (binder/overrides.json), as user settings for the test server."""
    import json

    overrides = json.loads((ROOT / "binder" / "overrides.json").read_text(encoding="utf-8"))
    for plugin_id, values in overrides.items():
        package, plugin = plugin_id.split(":")
        folder = settings / package
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{plugin}.jupyterlab-settings").write_text(json.dumps(values), encoding="utf-8")


def _stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture(scope="session")
def chromium_path() -> str:
    if CHROMIUM is None:
        pytest.skip("no Chromium found (install Debian's 'chromium'); browser tests skipped")
    pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    return CHROMIUM


@pytest.fixture(scope="session")
def notebook_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("notebooks")
    for path in NOTEBOOKS.glob("*.ipynb"):
        shutil.copy(path, target / path.name)
    return target


@pytest.fixture(scope="session")
def jupyterlab_url(chromium_path: str, notebook_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = _free_port()
    home = tmp_path_factory.mktemp("jupyter-home")
    settings = home / "lab-settings"
    _write_user_settings(settings)
    env = {"JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTERLAB_SETTINGS_DIR": str(settings),
           "JUPYTER_RUNTIME_DIR": str(home / "runtime")}
    command = [
        sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
        "--ServerApp.token=", "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True",
        "--ServerApp.allow_root=True", f"--ServerApp.root_dir={notebook_dir}",
        "--LabApp.news_url=", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    process = subprocess.Popen(command, env=server_env(**env), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for(f"http://127.0.0.1:{port}/api/status", process)
        yield f"http://127.0.0.1:{port}"
    finally:
        _stop(process)


def server_env(**changes: str) -> dict[str, str]:
    """The servers' environment, as outside pytest: ipykernel leaves native writes to stderr on the terminal when
    PYTEST_CURRENT_TEST is set, where a learner's notebook would show them, so the variable is dropped."""
    env = {key: value for key, value in os.environ.items() if key != "PYTEST_CURRENT_TEST"}
    return {**env, **changes}


@pytest.fixture(scope="session")
def voila_url(chromium_path: str, notebook_dir: Path) -> Iterator[str]:
    """Voilà over copies of the notebooks; ``show_tracebacks`` keeps stderr and tracebacks on the page (Voilà drops
    them otherwise), so the browser suite can see the red boxes JupyterLab would show."""
    port = _free_port()
    command = [
        sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
        "--ServerApp.allow_root=True", "--VoilaConfiguration.show_tracebacks=True", str(notebook_dir),
    ]
    process = subprocess.Popen(command, env=server_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for(f"http://127.0.0.1:{port}/", process)
        yield f"http://127.0.0.1:{port}"
    finally:
        _stop(process)


@pytest.fixture(scope="session")
def browser(chromium_path: str) -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        instance = playwright.chromium.launch(executable_path=chromium_path, headless=True, args=CHROMIUM_ARGS)
        try:
            yield instance
        finally:
            instance.close()


@pytest.fixture()
def lab_page(browser: object) -> Iterator[object]:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})  # type: ignore[attr-defined]
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        yield page
    finally:
        context.close()


AXE_FOLDER = ROOT / "tests" / "browser" / "vendor"
AXE_JS = AXE_FOLDER / "node_modules" / "axe-core" / "axe.min.js"


@pytest.fixture(scope="session")
def axe_js() -> Path | None:
    """axe-core's script, from npm (never committed): .ci/run installs it into tests/browser/vendor (git-ignored);
    here it is installed the same way when npm is there. None when it cannot be had (the axe tests then skip)."""
    if not AXE_JS.is_file() and shutil.which("npm"):
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--silent", "--prefix", str(AXE_FOLDER),
                        "axe-core@4"], check=False, timeout=300, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return AXE_JS if AXE_JS.is_file() else None


@pytest.fixture(scope="session")
def look_page(browser: object) -> Iterator[object]:
    """One page reused for looking at every notebook (each notebook is loaded once)."""
    context = browser.new_context(viewport={"width": 1440, "height": 900})  # type: ignore[attr-defined]
    page = context.new_page()
    page.set_default_timeout(120_000)
    try:
        yield page
    finally:
        context.close()


@pytest.fixture(scope="session")
def page_reports(look_page: object, voila_url: str, axe_js: Path | None) -> Iterator[Callable[[Any], Any]]:
    """``report(page)``: the :class:`.inspect_page.PageReport` of one notebook page, made on first use."""
    from .inspect_page import card_id_pattern, catalog_ids, inspect

    ids = card_id_pattern(catalog_ids())
    made: dict[str, Any] = {}

    def report(target: Any) -> Any:
        if target.key not in made:
            try:
                made[target.key] = inspect(look_page, f"{voila_url}/voila/render/{target.notebook}{target.query}",
                                           target.key, target.lang, ids, axe_js, target.switch)
            except Exception as error:  # a page that would not load fails each of its checks once, not slowly
                made[target.key] = error
        if isinstance(made[target.key], Exception):
            raise RuntimeError(f"{target.notebook}{target.query} could not be inspected") from made[target.key]
        return made[target.key]

    yield report

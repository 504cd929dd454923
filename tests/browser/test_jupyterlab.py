"""The start notebook opens and runs in a real JupyterLab, seen through headless Chromium."""

from __future__ import annotations

from typing import Any


def run_all_cells(page: Any) -> None:
    """Run every cell through JupyterLab's own Run menu, once the kernel is idle."""
    page.wait_for_selector(".jp-Notebook")
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']")
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()


def test_start_notebook_runs_in_jupyterlab(lab_page: Any, jupyterlab_url: str) -> None:
    lab_page.goto(f"{jupyterlab_url}/lab/tree/00_start_here.ipynb")
    run_all_cells(lab_page)
    output = lab_page.locator(".jp-OutputArea-output", has_text="furnace.auction.same-value")
    try:
        output.first.wait_for()
    finally:
        lab_page.screenshot(path="/tmp/lab.png")
    assert "furnace.auction.same-value" in output.first.inner_text()

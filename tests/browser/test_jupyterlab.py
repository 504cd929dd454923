"""The start notebook opens in a real JupyterLab, seen through headless Chromium, and reaches a running auction
stepper: choosing a disc changes the explanation, placing it changes the game, and step back undoes it."""

from __future__ import annotations

import re
from typing import Any


def open_notebook(page: Any, base_url: str, name: str) -> None:
    """Open a notebook in a workspace of its own, so no tab restored from another test can take the focus."""
    page.goto(f"{base_url}/lab/workspaces/{name.removesuffix('.ipynb')}/tree/{name}")
    page.wait_for_selector(".jp-Notebook")


def run_all_cells(page: Any) -> None:
    """Run every cell through JupyterLab's own Run menu, once the kernel is connected and idle.

    The toolbar's execution indicator says "idle" even before the kernel is connected (a Run All then does
    nothing), so this waits for the status bar to name the kernel as idle, and then for the first code cell's
    prompt to show it was queued or run ("[*]:" or "[1]:"); if it was not, Run All is asked once more.
    """
    from playwright.sync_api import TimeoutError as PageTimeout

    page.locator(".jp-StatusBar-Widget", has_text="(ipykernel) | Idle").first.wait_for()
    started = page.locator(".jp-CodeCell .jp-InputPrompt").filter(has_text=re.compile(r"\[[0-9*]+\]")).first
    for attempt in range(2):
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
        try:
            started.wait_for(timeout=15_000)
            return
        except PageTimeout:
            if attempt:
                raise


def test_start_notebook_runs_in_jupyterlab(lab_page: Any, jupyterlab_url: str) -> None:
    open_notebook(lab_page, jupyterlab_url, "00_start_here.ipynb")
    run_all_cells(lab_page)
    output = lab_page.locator(".jp-OutputArea-output", has_text="furnace.auction.same-value")
    try:
        output.first.wait_for()
    finally:
        lab_page.screenshot(path="/tmp/lab.png")
    assert "furnace.auction.same-value" in output.first.inner_text()

    # the auction stepper is running: the learner's first choice is explained before it is made
    stepper = lab_page.locator(".furnace-lab-auction").first
    explanation = stepper.locator(".fl-bid-explanation")
    explanation.locator(".fl-legal").wait_for()
    before = explanation.inner_text()
    assert "Legal: place Capital disc 1 on card 1" in before

    # choose disc 3: the explanation changes in place
    stepper.locator(".fl-disc-choice button", has_text="3").click()
    explanation.get_by_text("Legal: place Capital disc 3 on card 1").wait_for()

    # place it: the game moves on, and the log says what happened and why
    stepper.locator(".fl-place").click()
    log = stepper.locator(".fl-event-log")
    log.get_by_text("places Capital disc 3 on card 1").wait_for()
    assert "furnace.auction.place-one-disc" in log.inner_text()
    stepper.locator(".fl-status-box .fl-step", has_text="1").wait_for()

    # step back: the state before the placement, and the explanation for the learner's turn again
    stepper.locator(".fl-back").click()
    lab_page.wait_for_function(
        "() => document.querySelector('.furnace-lab-auction .fl-status-box .fl-step').textContent === '0'")
    explanation.locator(".fl-legal").wait_for()
    lab_page.screenshot(path="/tmp/lab-auction.png")


def test_chain_graph_is_drawn_in_jupyterlab(lab_page: Any, jupyterlab_url: str) -> None:
    open_notebook(lab_page, jupyterlab_url, "04_production_chains.ipynb")
    run_all_cells(lab_page)
    picture = lab_page.locator(".furnace-lab-chains .fl-chain-picture svg").first
    try:
        picture.wait_for()
    finally:
        lab_page.screenshot(path="/tmp/lab-chains.png")
    assert picture.locator("g").count() > 5  # nodes and edges drawn, not an empty picture
    assert "money" in (picture.text_content() or "")

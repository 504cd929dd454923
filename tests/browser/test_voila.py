"""The classroom app as a Voilà page: URL parameters (seed, step) open the shared position, and it can be explored."""

from __future__ import annotations

from typing import Any


def test_voila_classroom_app_opens_the_position_named_in_the_url(lab_page: Any, voila_url: str) -> None:
    lab_page.goto(f"{voila_url}/voila/render/classroom_app.ipynb?seed=7&step=12")
    explorer = lab_page.locator(".furnace-lab-explorer").first
    try:
        explorer.wait_for()
    finally:
        lab_page.screenshot(path="/tmp/voila.png")
    status = explorer.locator(".fl-status-box")
    assert "seed 7" in status.inner_text()
    assert status.locator(".fl-step").inner_text() == "12"
    explorer.locator(".fl-back").click()
    lab_page.wait_for_function(
        "() => document.querySelector('.furnace-lab-explorer .fl-status-box .fl-step').textContent === '11'")
    # the link to share follows the step shown (folded under "Share this step": it carries the game's notation)
    explorer.locator(".fl-share", has_text="step=11").wait_for(state="attached")

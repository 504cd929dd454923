"""The game explorer as a class sees it: the Voilà classroom app on a 1024×768 projector, in Portuguese.

It opens at the start of the game, fits the page (no sideways scrolling, no cut caption), every list, drop-down and
text box has a label, a click on a line of the log shows the table at that step, and at the end of the game there is
no empty action chooser. The app shows no file box.
"""

from __future__ import annotations

from typing import Any

FITS = """() => {
    const root = document.documentElement;
    const explorer = document.querySelector('.furnace-lab-explorer');
    const shown = [...explorer.querySelectorAll('*')].filter(e => e.offsetParent !== null);
    const cut = shown.filter(e => e.matches('button, label, .widget-label') && e.scrollWidth > e.clientWidth + 1)
        .map(e => e.textContent);
    const fields = shown.filter(e => e.matches('select, input, textarea'));
    const unlabelled = fields.filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label'))
        .map(e => e.outerHTML.slice(0, 80));
    return {sideways: root.scrollWidth > root.clientWidth, cut, unlabelled, fields: fields.length};
}"""


def test_the_classroom_explorer_fits_a_projector_and_a_log_line_shows_its_step(browser: Any, voila_url: str) -> None:
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(f"{voila_url}/voila/render/classroom_app.ipynb?seed=7&lang=pt")
        explorer = page.locator(".furnace-lab-explorer").first
        explorer.wait_for()
        step = explorer.locator(".fl-status-box .fl-step")
        assert step.inner_text() == "0"  # the start of the game, not "Fim de jogo"
        found = page.evaluate(FITS)
        assert not found["sideways"] and found["cut"] == [] and found["unlabelled"] == [], found
        assert found["fields"] >= 4
        assert explorer.get_by_label("Nome do registro").count() == 0  # no file box on a shared page
        log = explorer.locator(".fl-log-list select")
        log.select_option(index=14)
        page.wait_for_function(
            "() => document.querySelector('.furnace-lab-explorer .fl-status-box .fl-step').textContent === '14'")
        assert "Passo 14" in explorer.inner_text()
        last = log.locator("option").count() - 1
        log.select_option(index=last)
        page.wait_for_function(
            f"() => document.querySelector('.furnace-lab-explorer .fl-status-box .fl-step').textContent === '{last}'")
        explorer.locator(".fl-play-row").wait_for(state="hidden")  # nobody can act: no empty chooser
        assert page.evaluate(FITS)["sideways"] is False
    finally:
        page.screenshot(path="/tmp/voila_explorer_1024_pt.png")
        context.close()

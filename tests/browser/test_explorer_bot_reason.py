"""The game explorer's "Why did Bo play that?" in a real browser: the classroom app at a bot's move, closed until
clicked, then the greedy bot's reason in words, in English and in Portuguese, at 1440×900 and 1024×768 (a
projector): no raw card id, no stderr box, nothing cut or scrolling sideways. Screenshots of the reason opened go to
tests/browser/screenshots/explorer-bot-why-<width>x<height>-<lang>.png."""

from __future__ import annotations

from typing import Any

import pytest

from .inspect_page import LOOK_JS, SCREENSHOTS, SIZES, card_id_pattern, catalog_ids, settle, wait_until_rendered

ASKED = {"en": ("Why did Bo play that?", "The greedy bot gives each card a value per use"),
         "pt": ("Por que Bo jogou isso?", "O robô guloso dá a cada carta um valor por uso")}

FITS = """() => {
    const why = document.querySelector('.furnace-lab-explorer .fl-bot-why');
    const box = why.getBoundingClientRect();
    const root = document.documentElement;
    return {sideways: root.scrollWidth > root.clientWidth, right: box.right, width: root.clientWidth,
            open: why.open};
}"""


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_the_bots_reason_opens_in_the_classroom_explorer(browser: Any, voila_url: str, lang: str) -> None:
    question, opening = ASKED[lang]
    ids = card_id_pattern(catalog_ids())
    context = browser.new_context(viewport={"width": SIZES[0][0], "height": SIZES[0][1]})
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(f"{voila_url}/voila/render/classroom_app.ipynb?seed=7&step=40&lang={lang}", timeout=240_000)
        wait_until_rendered(page)
        why = page.locator(".furnace-lab-explorer .fl-bot-why")
        summary, body = why.locator("summary"), why.locator("p")
        assert summary.inner_text() == question
        assert not body.is_visible()  # folded until asked
        summary.click()
        body.wait_for(state="visible")
        assert body.inner_text().startswith(opening)
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            settle(page)
            fits = page.evaluate(FITS)
            assert fits["open"] and not fits["sideways"] and fits["right"] <= fits["width"], fits
            seen = page.evaluate(LOOK_JS)
            assert seen["stderr"] == [] and seen["cut_text"] == [] and seen["overflow"] == [], seen
            assert [ids.findall(text) for text in seen["widget_text"] if ids.findall(text)] == []
            why.scroll_into_view_if_needed()
            settle(page)
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SCREENSHOTS / f"explorer-bot-why-{width}x{height}-{lang}.png"))
    finally:
        context.close()

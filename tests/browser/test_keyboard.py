"""The auction stepper page from the keyboard alone (02_auction in Voilà): every enabled button and drop-down of
its widgets (both steppers) is reached with Tab, and a focused button acts on Enter and on Space, as a click would."""

from __future__ import annotations

from typing import Any

from .inspect_page import settle, wait_until_rendered

MARK_CONTROLS_JS = """() => {
  const controls = Array.from(document.querySelectorAll(
      '.jp-OutputArea-output .jupyter-widgets button, .jp-OutputArea-output .jupyter-widgets select, '
      + '.jp-OutputArea-output .jupyter-widgets input'))
    .filter(el => !el.disabled && el.getBoundingClientRect().width > 0);
  controls.forEach((el, n) => el.setAttribute('data-kb', String(n)));
  return controls.map(el => (el.innerText || el.value || el.tagName).trim().slice(0, 40));
}"""
FOCUSED_JS = "() => document.activeElement && document.activeElement.getAttribute('data-kb')"


def tab_to(page: Any, wanted: str, limit: int) -> bool:
    """Press Tab until the control marked ``wanted`` has the focus (at most ``limit`` presses)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(FOCUSED_JS) == wanted:
            return True
    return False


def test_auction_stepper_is_usable_from_the_keyboard(lab_page: Any, voila_url: str) -> None:
    page = lab_page
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(f"{voila_url}/voila/render/02_auction.ipynb", timeout=240_000)
    wait_until_rendered(page)
    page.locator(".furnace-lab-auction").first.wait_for()
    labels = page.evaluate(MARK_CONTROLS_JS)
    assert len(labels) >= 10, labels  # two steppers: step buttons, cards, discs, place, language

    # Tab from the top of the page reaches every control of the stepper
    page.locator("body").click(position={"x": 2, "y": 2})
    reached: set[str] = set()
    for _ in range(len(labels) * 3 + 80):
        page.keyboard.press("Tab")
        focused = page.evaluate(FOCUSED_JS)
        if focused is not None:
            reached.add(focused)
        if len(reached) == len(labels):
            break
    missing = [labels[int(n)] for n in map(str, range(len(labels))) if n not in reached]
    assert missing == [], f"not reachable with Tab: {missing}"

    # a disc button chosen with Enter, another with Space: the explanation follows each choice
    discs = page.locator(".furnace-lab-auction .fl-disc-choice button")
    explanation = page.locator(".furnace-lab-auction .fl-bid-explanation").first
    for key, disc in (("Enter", 2), ("Space", 1)):
        before = explanation.inner_text()
        target = discs.nth(disc).get_attribute("data-kb")
        assert target is not None and tab_to(page, target, len(labels) * 3 + 80), f"disc {disc + 1} not reached"
        page.keyboard.press(key)
        page.wait_for_function(
            "([el, before]) => el.innerText !== before", arg=[explanation.element_handle(), before], timeout=30_000)
        settle(page)
        assert "mod-active" in (discs.nth(disc).get_attribute("class") or ""), f"{key} did not choose disc {disc + 1}"

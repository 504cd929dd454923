"""Lesson 1 played in Voilà at 1024×768 (a projector), as a learner plays it, in English (09_lessons) and in
Portuguese (09_licoes): choose card 2 and disc 4, place it, let the bots play, and the goal line says the goal is
met (furnace.auction.highest-wins) in words; then a hint is asked for and shown. No stderr or traceback box and no
Python repr on the page. Screenshots before and after go to tests/browser/screenshots/ (git-ignored).

The expected words are the lesson's own (its TOML, through :mod:`furnace_lab.lessons`), not copied here.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from furnace_lab.lessons import course
from furnace_lab.widgets.lessons import LessonView, word

from .inspect_page import LOOK_JS, screenshot, wait_until_rendered

SIZE = (1024, 768)
NOTEBOOKS = {"en": "09_lessons.ipynb", "pt": "09_licoes.ipynb"}
REPR = re.compile(r"<furnace_lab\.|Verdict\(|object at 0x|Traceback")


@pytest.fixture()
def lesson_page(browser: Any, notebook_dir: Path) -> Iterator[Any]:
    """A 1024×768 page over notebooks with no saved progress (both notebooks resume from ``progress/`` beside them,
    so lesson 1 met in one language would open lesson 2 in the other, and in test_look's pages)."""
    progress = notebook_dir / "progress"
    shutil.rmtree(progress, ignore_errors=True)
    context = browser.new_context(viewport={"width": SIZE[0], "height": SIZE[1]})
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        yield page
    finally:
        context.close()
        shutil.rmtree(progress, ignore_errors=True)


def _met_text(lang: str, folder: Path) -> str:
    """The words lesson 1 says when its goal is met: the same view, played headless with its solution."""
    view = LessonView(0, folder=folder, lang=lang)
    view.stepper.play_as_human("bid 4@2")
    view.stepper.play_until_human()
    assert view.verdict is not None and view.verdict.met
    return view.verdict.text(lang)


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_furnace_auction_highest_wins_lesson_one_played_in_the_browser(lesson_page: Any, voila_url: str,
                                                                       lang: str, tmp_path: Path,
                                                                       notebook_dir: Path) -> None:
    """furnace.auction.highest-wins: disc 4 on card 2, clicked in Voilà at 1024×768, wins card 2; the goal line
    says so in words, the lesson is saved as done beside the notebook, and "Hint" shows lesson 1's first hint."""
    page = lesson_page
    lesson = course()[0]
    page.goto(f"{voila_url}/voila/render/{NOTEBOOKS[lang]}")
    wait_until_rendered(page)
    view = page.locator(".furnace-lab-lesson")
    goal = view.locator(".fl-lesson-goal")
    assert lesson.words(lesson.title, lang) in view.inner_text()
    assert "✓" not in goal.inner_text()
    screenshot(page, "lesson1-start", SIZE, lang)

    view.locator(".fl-card-choice button", has_text=re.compile(r"^\s*2 · ")).click()
    view.locator(".fl-disc-choice").get_by_role("button", name="4", exact=True).click()
    view.locator(".fl-place").click()
    until_human = view.locator(".fl-until-human")
    page.wait_for_function("el => !el.disabled", arg=until_human.element_handle())
    until_human.click()
    goal.locator("text=✓").wait_for()

    met = _met_text(lang, tmp_path)
    said = goal.inner_text()
    assert met in said and "furnace.auction.highest-wins" in said, said
    view.get_by_text(f"✓ {word('done', lang)}").wait_for()  # saved as done: the heading says so
    assert lesson.id in (notebook_dir / "progress" / "progress.json").read_text(encoding="utf-8")
    view.locator(".fl-lesson-hint").click()
    view.locator(".fl-lesson-hints li").first.wait_for()
    assert view.locator(".fl-lesson-hints li").all_inner_texts() == [lesson.hint(0, lang)]
    screenshot(page, "lesson1-met", SIZE, lang)

    seen = page.evaluate(LOOK_JS)
    assert seen["stderr"] == [], seen["stderr"]
    assert not REPR.search(view.inner_text()), REPR.search(view.inner_text())

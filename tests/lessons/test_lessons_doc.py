"""docs/lessons.md stays true: its example lesson loads and plays, and it lists every goal kind and every lesson."""

from __future__ import annotations

import re
from pathlib import Path

from furnace_lab.lessons import KINDS, MET, course, lesson_from_text

DOC = Path(__file__).resolve().parents[2] / "docs" / "lessons.md"


def test_the_documented_lesson_file_loads_and_its_goal_can_be_met() -> None:
    text = DOC.read_text(encoding="utf-8")
    example = re.search(r"```toml\n(.*?)```", text, re.S)
    assert example is not None
    lesson = lesson_from_text(example.group(1), file="docs/lessons.md")
    state, _ = lesson.play(lesson.start(), "bid 4@2")
    assert lesson.check(state).status == MET


def test_every_goal_kind_and_lesson_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    for kind in KINDS:
        assert f"| `{kind}` |" in text
    for lesson in course():
        assert f"| {lesson.order} | `{lesson.id}` |" in text

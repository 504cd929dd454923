"""Guided lessons: a starting position, a goal the engine checks, hints, and the rule behind every move.

A lesson is data (``furnace_lab/lessons/data/*.toml``, format in :mod:`furnace_lab.lessons.loader`); goals are a
small vocabulary of checks read from the game log (:mod:`furnace_lab.lessons.goals`); a learner's progress is
saved by :class:`ProgressFile`; :func:`advice` works out hints from the position with the planner; :class:`Coach`
is a bot that plays by the planner and says why. This package is
pure apart from reading lesson files and the progress file; it imports the engine, the planner and the rule index,
never the widgets.

    from furnace_lab.lessons import course
    lesson = course()[0]
    state = lesson.start()
    state, feedback = lesson.play(state, "bid 4@2")
    print(feedback.text, lesson.check(state).text("pt"))
"""

from furnace_lab.lessons.advice import advice
from furnace_lab.lessons.coach import Coach
from furnace_lab.lessons.goals import FAILED, KINDS, MET, NOT_YET, Goal, Verdict
from furnace_lab.lessons.lesson import Feedback, Lesson
from furnace_lab.lessons.loader import course, lesson_from_text, load_lesson
from furnace_lab.lessons.progress import Progress, ProgressFile, progress_file_name
from furnace_lab.lessons.start import Start

__all__ = [
    "FAILED",
    "KINDS",
    "MET",
    "NOT_YET",
    "Coach",
    "Feedback",
    "Goal",
    "Lesson",
    "Progress",
    "ProgressFile",
    "Start",
    "Verdict",
    "advice",
    "course",
    "lesson_from_text",
    "load_lesson",
    "progress_file_name",
]

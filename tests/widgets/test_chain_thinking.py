"""The chain explorer's planner never freezes the notebook (issue 25): the best plan found within a deadline at once,
"at most N more is possible" and a stop button until it is proved, the proved plan from a background thread (going
on from where the first search stopped), in English and Portuguese.

No test measures time: the first answer's deadline is set to 0 (the search stops at its first look at the clock),
and the background search is waited for (``PlanThinker.wait``) before the proved plan is checked.
"""

from __future__ import annotations

import html
import re
import threading
from typing import Any

import pytest

from furnace_lab.engine import production_position
from furnace_lab.planner import plan_production
from furnace_lab.widgets import planner_bridge
from furnace_lab.widgets.chain import ChainExplorer
from furnace_lab.widgets.planner_bridge import PlanThinker

FAST = ("svg",)
WAIT = 120.0
"""Seconds a test waits at most for the background search (a guard against a hang, not a speed target)."""

CARDS = [("base-c10", False), ("base-c12", False), ("base-c13", False), ("base-o1", False), ("base-o3", True),
         ("base-s1", False), ("base-s8", True), ("base-s9", False), ("base-s11", True), ("base-t2", False)]
STARTUP = "base-startup-3"
HELD = {"coal": 3, "iron": 3, "oil": 3, "token": 2}


def text(fragment: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment))).strip()


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """The background search waits for this event before it goes on (so a test sees the first answer first)."""
    opened = threading.Event()
    real = planner_bridge._resumed

    def resumed(planning: Any, stop: Any) -> Any:
        opened.wait(WAIT)
        return real(planning, stop)

    monkeypatch.setattr(planner_bridge, "_resumed", resumed)
    return opened


def _explorer(lang: str = "en") -> ChainExplorer:
    explorer = ChainExplorer([c for c, _ in CARDS], startup=STARTUP, upgraded=[c for c, up in CARDS if up],
                             resources=HELD, backends=FAST, lang=lang)
    explorer.thinker.thinker.deadline = 0.0
    return explorer


def _exact() -> int:
    return int(plan_production(production_position(CARDS, startup=STARTUP, resources=HELD)).value)


def test_the_best_plan_so_far_then_the_proved_one_replaces_it(gate: threading.Event) -> None:
    """Asking for the planner's flows: at once the best plan found (not proved), the explorer saying it is still
    thinking and at most how much more is possible, with a stop button; then the proved plan replaces it — the one a
    search without a deadline finds — and the note and the button go."""
    explorer = _explorer()
    explorer.highlight.value = "planner"
    first = explorer.best_plan
    assert not first.exact and first.gap is not None and first.gap > 0
    said = text(explorer.thinker.status.value)
    assert "The planner is still thinking" in said and f"at most {first.gap} more is possible" in said
    assert explorer.thinker.stop_button.layout.display != "none"
    assert explorer.thinker.stop_button.description == "Stop thinking"
    assert "Best plan found in time" in text(explorer.plan_text.value)
    gate.set()
    assert explorer.thinker.thinker.wait(WAIT)
    proved = explorer.best_plan
    assert proved.exact and proved.value == _exact()
    assert first.value <= proved.value <= first.bound
    assert explorer.thinker.status.value == "" and explorer.thinker.stop_button.layout.display == "none"
    assert "Best plan found in time" not in text(explorer.plan_text.value)
    assert text(explorer.plan_text.value).startswith("Best plan: worth")


def test_the_thinking_note_in_portuguese_and_on_a_language_switch(gate: threading.Event) -> None:
    explorer = _explorer("pt")
    explorer.step_next.click()  # stepping through the plan asks the planner too
    gap = explorer.best_plan.gap
    said = text(explorer.thinker.status.value)
    assert "O planejador ainda está pensando" in said and f"no máximo {gap} a mais é possível" in said
    assert explorer.thinker.stop_button.description == "Parar de pensar"
    explorer.thinker.stop_button.click()
    explorer.lang.value = "English"
    assert f"You stopped the planner: this is the best plan it found, and at most {gap} more is possible" in text(
        explorer.thinker.status.value)
    gate.set()
    assert explorer.thinker.thinker.wait(WAIT)


def test_stop_keeps_the_best_plan_found_and_nothing_replaces_it(gate: threading.Event) -> None:
    explorer = _explorer()
    explorer.highlight.value = "planner"
    first = explorer.best_plan
    explorer.thinker.stop_button.click()
    gate.set()
    assert explorer.thinker.thinker.wait(WAIT)
    assert explorer.best_plan is first and not first.exact
    assert "You stopped the planner" in text(explorer.thinker.status.value)
    assert explorer.thinker.stop_button.layout.display == "none"


def test_other_cards_end_the_search_going_on_and_it_shows_nothing(gate: threading.Event) -> None:
    """Drawing other cards while the planner thinks: the search stops, and its plan never comes back — the plan shown
    is the new cards' (proved at once: two Companies)."""
    explorer = _explorer()
    explorer.highlight.value = "planner"
    assert not explorer.best_plan.exact
    explorer.cards.value = ("base-c2", "base-c7")
    explorer.draw_button.click()
    new = explorer.best_plan
    assert new.exact and explorer.thinker.status.value == ""
    gate.set()
    assert explorer.thinker.thinker.wait(WAIT)
    assert explorer.best_plan is new and {step.card for step in new.steps} <= {"base-c2", "base-c7", STARTUP}


def test_a_plan_thinker_goes_on_from_where_it_stopped() -> None:
    """The background search continues the first one (its states count on from the first answer's) and hands the
    proved plan to ``show``; a small position is proved at once, with no thread."""
    shown: list[object] = []
    thinker = PlanThinker(shown.append, deadline=0.0)
    position = production_position(CARDS, startup=STARTUP, resources=HELD)
    first = thinker.ask(position, 0)
    assert not first.exact and thinker.wait(WAIT)
    assert len(shown) == 1
    proved = shown[0]
    assert getattr(proved, "exact", False) and getattr(proved, "value", None) == _exact()
    assert getattr(proved, "nodes", 0) >= first.nodes
    small = PlanThinker(shown.append, deadline=60.0)
    assert small.ask(production_position([("base-c7", False)], startup="base-startup-1"), 0).exact
    assert not small.thinking and len(shown) == 1


def test_a_background_search_out_of_states_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """The background search spends the fast search's budget of states (patched to 1) before it proves the plan:
    the explorer shows the best plan found and says the planner stopped at its limit, how much more at most is
    possible, in both languages — never that the plan is proved."""
    from furnace_lab.planner import planning, search

    monkeypatch.setattr(planning, "STATES", 1)
    monkeypatch.setattr(search, "CHECK_EVERY", 1)  # the budget is looked at every state
    explorer = _explorer()
    explorer.highlight.value = "planner"
    assert explorer.thinker.thinker.wait(WAIT)
    plan = explorer.best_plan
    assert not plan.exact and explorer.thinker.state == "limit"
    said = text(explorer.thinker.status.value)
    assert said.startswith("The planner stopped at the most states it may search")
    assert f"at most {plan.gap} more is possible" in said or "not proved the best" in said
    explorer.lang.value = "Português"
    assert text(explorer.thinker.status.value).startswith("O planejador parou no máximo de estados")
    assert explorer.thinker.stop_button.layout.display == "none"

""""Ask the planner" never freezes the notebook: a first answer within a deadline, the best plan found so far with
"at most N more is possible" until it is proved, the proved answer from a background thread, and a cancel.

No test measures time: the first answer's deadline is set to 0, so it always stops at its first look at the clock,
and the background search is waited for (``Thinker.wait``) before the proved answer is checked.
"""

from __future__ import annotations

import html
import re

from furnace_lab.widgets.planner_bridge import Thinker, ask_planner
from furnace_lab.widgets.production import ProductionStepper

HARD = {"companies": [("base-c10", False), ("base-c12", False), ("base-c13", False), ("base-o1", False),
                      ("base-o3", True), ("base-s1", False), ("base-s8", True), ("base-s9", False),
                      ("base-s11", True), ("base-t2", False)],
        "startup": "base-startup-3", "resources": {"coal": 3, "iron": 3, "oil": 3, "token": 2}, "round": 4,
        "capitalist": "repeat-card"}
"""Ten Companies and the repeat-card Capitalist: a search long past its first look at the clock."""

WAIT = 120.0
"""Seconds a test waits at most for the background search (a guard against a hang, not a speed target)."""


def text(fragment: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment))).strip()


def _stepper(lang: str = "en") -> ProductionStepper:
    stepper = ProductionStepper(lang=lang, **HARD)
    stepper.thinker.deadline = 0.0
    return stepper


def test_the_first_answer_is_the_best_so_far_then_the_proved_one_replaces_it() -> None:
    """The first answer says it is not proved ("at most N more is possible", still thinking); the background search
    then shows the proved answer — the very one a search without a deadline gives."""
    stepper = _stepper()
    stepper.planner_button.click()
    first = text(stepper.planner.value)
    assert "Best found so far from here:" in first
    gap = re.search(r"At most (\d+) more is possible", first)
    assert gap is not None and int(gap.group(1)) > 0
    assert "The planner is still thinking" in first and "Not proved yet" in first
    assert stepper.thinker.wait(WAIT)
    proved = text(stepper.planner.value)
    assert proved == text(ask_planner(stepper.timeline, "en"))
    assert "Best from here:" in proved and "still thinking" not in proved and "more is possible" not in proved
    found = int(re.search(r"Best found so far from here: (\d+) more", first).group(1))  # type: ignore[union-attr]
    best = int(re.search(r"Best from here: (\d+) more", proved).group(1))  # type: ignore[union-attr]
    assert found <= best <= found + int(gap.group(1))


def test_the_first_answer_in_portuguese() -> None:
    stepper = _stepper("pt")
    stepper.planner_button.click()
    first = text(stepper.planner.value)
    assert "Melhor achado até agora daqui:" in first and "a mais é possível" in first
    assert "O planejador ainda está pensando" in first and "Ainda não provado" in first
    stepper.thinker.cancel()
    assert stepper.thinker.wait(WAIT)


def test_moving_on_cancels_the_background_search_and_it_shows_nothing() -> None:
    """A step taken while the planner thinks: the answer goes, the search stops, and nothing comes back later."""
    stepper = _stepper()
    stepper.planner_button.click()
    assert "still thinking" in text(stepper.planner.value)
    stepper.play_as_human(stepper.state.legal_actions()[0])
    assert stepper.planner.value == ""
    assert stepper.thinker.wait(WAIT) and not stepper.thinker.thinking
    assert stepper.planner.value == ""


def test_a_cancelled_thinker_shows_nothing_after_its_first_answer() -> None:
    shown: list[str] = []
    stepper = _stepper()
    thinker = Thinker(shown.append, deadline=0.0)
    first = thinker.ask(stepper.timeline, "en")
    assert "still thinking" in text(first)
    thinker.cancel()
    assert thinker.wait(WAIT) and shown == [first]


def test_asking_again_replaces_the_search_going_on() -> None:
    """A second question cancels the first search: only the second one's proved answer is shown."""
    shown: list[str] = []
    stepper = _stepper()
    thinker = Thinker(shown.append, deadline=0.0)
    first = thinker.ask(stepper.timeline, "en")
    again = thinker.ask(stepper.timeline, "pt")
    assert thinker.wait(WAIT)
    assert shown[:2] == [first, again] and len(shown) == 3 and "Melhor daqui:" in text(shown[2])


def test_a_small_position_is_proved_at_once_with_no_thread() -> None:
    """The teaching position is proved within any deadline worth the name: no background search starts."""
    stepper = ProductionStepper()
    stepper.thinker.deadline = 60.0
    stepper.planner_button.click()
    assert "Best from here:" in text(stepper.planner.value) and not stepper.thinker.thinking


def test_the_background_answer_goes_on_from_the_first_search() -> None:
    """Issue 25: the background search is a warm start — the same two plannings, asked again, go on from where the
    first answer stopped (their searches are kept, their states count on) to the proved answer."""
    from furnace_lab.widgets.planner_bridge import Answering, question

    stepper = _stepper()
    asked = question(stepper.timeline)
    assert not isinstance(asked, str)
    answering = Answering(asked)
    first, proved = answering.answer("en", 0.0)
    assert not proved and "more is possible" in text(first)
    searches = (answering.best.search, answering.here.search if answering.here is not None else None)
    assert searches[0] is not None  # the fast search plays this position (its memo is what carries over)
    nodes = answering.best.best.nodes if answering.best.best is not None else 0
    again, proved = answering.answer("en")
    assert proved and text(again) == text(ask_planner(stepper.timeline, "en"))
    assert (answering.best.search, answering.here.search if answering.here is not None else None) == searches
    assert answering.best.best is not None and answering.best.best.nodes >= nodes
